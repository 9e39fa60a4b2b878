import ArgumentParser
import Basics
import Pipeline
import SnapshotSuite
import BarLayout
import BarModel

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            """
                Print where every part of the toolbar goes (JSON: canvas, band, bar, left, right, title; points snapped\
                 to device pixels).
                """,
        discussion: """
            SPEC is a scene spec file or the id of a case of barsnap.json (`barsnap list` prints them; scanned screens \
            too, e.g. app/SettingsViewController.phone-uikit-44@3x); `barsnap layout --checks` alone checks every case \
            of barsnap.json. With --checks: the layout checks' findings in \
            words instead, grouped by check (title truncated, title shrunk, back title replaced or dropped, overlaps, \
            content outside the bar, tap targets under 44 × 44 pt, contrast under WCAG AA); a case uses its \
            configuration's checks, a spec file every check; exit 1 when a check given as an error (--error, or \
            "error" in barsnap.json) finds something.
            """)

    @Argument(
        help: """
            A scene spec (JSON; `barsnap schema scene` prints its JSON Schema), or a case id of barsnap.json; with \
            --checks and none: every case of barsnap.json.
            """)
    var spec: String?

    @Flag(help: "Pretty-print the JSON.")
    var pretty = false

    @OptionGroup var fontOptions: FontOptions

    @Flag(help: "Print the layout checks' findings in words instead of the JSON.")
    var checks = false

    @Option(
        name: .customLong("error"),
        help: ArgumentHelp("A check whose findings are errors (exit 1); repeatable.", valueName: "check"))
    var errors: [LayoutCheck] = []

    @Option(help: "The configuration a case id belongs to (default: barsnap.json in the current directory or above).")
    var config: String?

    func run() throws {
        guard let spec else {
            guard checks else { throw ValidationError("give a scene spec or a case id (every case needs --checks)") }
            return try runAllCases()
        }
        try reportingErrors {
            var settings = LayoutCheckSettings(
                severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .warning) }))
            let scene: Scene
            if FileIO.exists(spec) || spec.hasSuffix(".json")
                || (config == nil && BarSnapConfiguration.find(above: FileIO.currentDirectory()) == nil)
            {
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

    /// `layout --checks` without a spec: every still case of the configuration with its own checks, the findings
    /// grouped by check (each line names its case), then one count line; exit 1 when an `error` check found one.
    func runAllCases() throws {
        try reportingErrors {
            let cases = try Self.configOption(config).load().cases
            var byCheck: [LayoutCheck: [String]] = [:]
            var errorCount = 0, warned = Set<String>()
            for c in cases {
                var settings = c.checks
                for check in errors { settings.severities[check] = .error }
                var copy = c
                copy.checks = settings
                for f in LayoutCheckRun.findings(copy) {
                    byCheck[f.check, default: []].append("\(c.id): \(f.severity.rawValue): \(f.message)")
                    if f.severity == .error { errorCount += 1 }
                    warned.insert(c.id)
                }
            }
            var counts: [String] = []
            for check in LayoutCheck.allCases {
                guard let lines = byCheck[check] else { continue }
                print("\(check.rawValue) (\(lines.count)):")
                for line in lines { print(Line("  " + line)) }
                counts.append("\(check.rawValue) \(lines.count)")
            }
            let total = byCheck.values.reduce(0) { $0 + $1.count }
            let found = "\(total) finding(s) in \(warned.count) of \(cases.count) case(s): "
            print(Line(total == 0 ? "no findings in \(cases.count) case(s)" : found + counts.joined(separator: ", ")))
            if errorCount > 0 { throw ExitCode(1) }
        }
    }

    /// `--config` as parsed (an option group made with `init()` traps when a flag of it is read).
    static func configOption(_ config: String?) throws -> ConfigOption {
        try ConfigOption.parse(config.map { ["--config", $0] } ?? [])
    }

    /// The case `id` of the configuration (exact, or the only one whose id starts with `id.`).
    static func snapshotCase(_ id: String, config: String?) throws -> SnapshotCase {
        let loaded = try configOption(config).load()
        if let exact = loaded.cases.first(where: { $0.id == id }) { return exact }
        let prefixed = loaded.cases.filter { $0.id.hasPrefix(id + ".") }
        if prefixed.count == 1 { return prefixed[0] }
        let near = CaseSelection.closest(to: id, in: loaded.cases.map(\.id))
        throw ConfigurationError(file: loaded.file, message: prefixed.isEmpty
            ? "no file and no case \"\(Text.escaped(id))\"; closest ids: \(near.joined(separator: ", "))"
            : """
                \"\(Text.escaped(id))\" names \(prefixed.count) cases\
                 (\(prefixed.prefix(3).map(\.id).joined(separator: ", ")), …): give the full id
                """)
    }
}
