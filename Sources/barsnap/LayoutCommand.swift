import ArgumentParser
import BarSnapCore
import BarSnapKit
import ToolbarLayout

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where every part of the toolbar goes (JSON: canvas, band, bar, left, right, title; points snapped to device pixels).",
        discussion: "With --checks: the layout checks' findings in words instead, one a line (title truncated, title shrunk, back title replaced or dropped, overlaps, content outside the bar, tap targets under 44 × 44 pt, contrast under WCAG AA); exit 1 when a check given as an error with --error finds something.")

    @Argument(help: "A scene spec (JSON; `barsnap schema scene` prints its JSON Schema).")
    var spec: String

    @Flag(help: "Pretty-print the JSON.")
    var pretty = false

    @OptionGroup var fontOptions: FontOptions

    @Flag(help: "Print the layout checks' findings in words instead of the JSON.")
    var checks = false

    @Option(name: .customLong("error"), help: ArgumentHelp("A check whose findings are errors (exit 1); repeatable.", valueName: "check"))
    var errors: [LayoutCheck] = []

    func run() throws {
        try reportingErrors {
            let fonts = try fontOptions.resolved()
            let scene = try inSpec(spec) { try Pipeline.loadScene(file: spec, fonts: fonts) }
            guard checks || !errors.isEmpty else {
                printDocument(try inSpec(spec) { try Pipeline.layout(scene) }.json.serialized(indent: pretty ? 2 : 0))
                return
            }
            var settings = LayoutCheckSettings()
            for check in errors { settings.severities[check] = .error }
            let findings = try inSpec(spec) { try Pipeline.checks(scene, settings: settings) }.findings
            for f in findings { print(Line(f.description)) }
            if findings.isEmpty { print("no findings") }
            if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        }
    }
}
