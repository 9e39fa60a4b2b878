import ArgumentParser
import Basics
import Pipeline
import SnapshotSuite
import BarLayout
import BarModel

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where every part of the toolbar goes (JSON: canvas, band, bar, left, right, title; points snapped to device pixels).",
        discussion: """
        SPEC is a scene spec file or the id of a case of barsnap.json (`barsnap list` prints them; scanned screens \
        too, e.g. app/SettingsViewController.phone-uikit-44@3x). With --checks: the layout checks' findings in \
        words instead, grouped by check (title truncated, title shrunk, back title replaced or dropped, overlaps, \
        content outside the bar, tap targets under 44 × 44 pt, contrast under WCAG AA); a case uses its \
        configuration's checks, a spec file every check; exit 1 when a check given as an error (--error, or \
        "error" in barsnap.json) finds something.
        """)

    @Argument(help: "A scene spec (JSON; `barsnap schema scene` prints its JSON Schema), or a case id of barsnap.json.")
    var spec: String

    @Flag(help: "Pretty-print the JSON.")
    var pretty = false

    @OptionGroup var fontOptions: FontOptions

    @Flag(help: "Print the layout checks' findings in words instead of the JSON.")
    var checks = false

    @Option(name: .customLong("error"), help: ArgumentHelp("A check whose findings are errors (exit 1); repeatable.", valueName: "check"))
    var errors: [LayoutCheck] = []

    @Option(help: "The configuration a case id belongs to (default: barsnap.json in the current directory or above).")
    var config: String?

    func run() throws {
        try reportingErrors {
            var settings = LayoutCheckSettings(severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .warning) }))
            let scene: Scene
            if FileIO.exists(spec) || spec.hasSuffix(".json") || (config == nil && BarSnapConfiguration.find(above: FileIO.currentDirectory()) == nil) {
                let fonts = try fontOptions.resolved()
                scene = try inSpec(spec) { try Pipeline.loadScene(file: spec, fonts: fonts) }
            } else {
                let snapshot = try Self.snapshotCase(spec, config: config)
                scene = snapshot.scene
                settings = snapshot.checks
            }
            guard checks || !errors.isEmpty else {
                printDocument(try inSpec(spec) { try Pipeline.layout(scene) }.json.serialized(indent: pretty ? 2 : 0))
                return
            }
            for check in errors { settings.severities[check] = .error }
            let findings = try inSpec(spec) { try Pipeline.checks(scene, settings: settings) }.findings
            for check in LayoutCheck.allCases {
                let mine = findings.filter { $0.check == check }
                guard !mine.isEmpty else { continue }
                print("\(check.rawValue) (\(mine.count)):")
                for f in mine { print(Line("  " + f.description)) }
            }
            if findings.isEmpty { print("no findings") }
            if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }

    /// The case `id` of the configuration (exact, or the only one whose id starts with `id.`).
    static func snapshotCase(_ id: String, config: String?) throws -> SnapshotCase {
        var option = ConfigOption()
        option.config = config
        let loaded = try option.load()
        if let exact = loaded.cases.first(where: { $0.id == id }) { return exact }
        let prefixed = loaded.cases.filter { $0.id.hasPrefix(id + ".") }
        if prefixed.count == 1 { return prefixed[0] }
        let near = CaseSelection.closest(to: id, in: loaded.cases.map(\.id))
        throw ConfigurationError(file: loaded.file, message: prefixed.isEmpty
            ? "no file and no case \"\(Text.escaped(id))\"; closest ids: \(near.joined(separator: ", "))"
            : "\"\(Text.escaped(id))\" names \(prefixed.count) cases (\(prefixed.prefix(3).map(\.id).joined(separator: ", ")), …): give the full id")
    }
}
