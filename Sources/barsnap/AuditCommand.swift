import ArgumentParser
import Basics
import Pipeline
import BarLayout

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "WCAG 2.x contrast of the title, items and status bar against the bar background.",
        discussion:
            """
                AA needs 4.5:1 for text, 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold) and icons. Disabled items are\
                 listed but exempt.
                """
    )

    @Argument(help: "A scene spec (JSON; `barsnap schema scene` prints its JSON Schema).")
    var spec: String

    @Flag(help: "Exit 1 when any element fails AA.")
    var strict = false

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        var failed = false
        try reportingErrors {
            let fonts = try fontOptions.resolved()
            let audit = try inSpec(spec) {
                let scene = try Pipeline.loadScene(file: spec, fonts: fonts)
                return ContrastAudit(layout: try Pipeline.layout(scene), scene: scene)
            }
            failed = !audit.failures.isEmpty
            if json {
                printDocument(JSON.array(audit.entries.map { e in
                    .object([("element", .string(e.element)), ("kind", .string(e.kind.rawValue)),
                             ("foreground", .string(e.foreground.hex)), ("background", .string(e.background.hex)),
                             ("ratio", .number((e.ratio * 100).rounded() / 100)), ("required", .number(e.required)),
                             ("exempt", .bool(e.exempt)), ("passes", .bool(e.passes))])
                }).serialized(indent: 2))
                return
            }
            let width = max(8, audit.entries.map(\.element.count).max() ?? 8)
            func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
            print(Line(pad("element", width) + "  " + pad("kind", 10) + "  colour     on         ratio   AA"))
            for e in audit.entries {
                let ratio = String((e.ratio * 100).rounded() / 100)
                let verdict =
                    e.exempt
                    ? "exempt (disabled)"
                    : e.passes ? "pass (≥ \(JSON.format(e.required)))" : "FAIL (needs \(JSON.format(e.required)))"
                let row =
                    pad(e.element, width) + "  " + pad(e.kind.rawValue, 10) + "  "
                    + pad(e.foreground.hex, 9) + "  " + pad(e.background.hex, 9) + "  "
                    + pad(ratio + ":1", 7) + " " + verdict
                print(Line(row))
            }
            print("\(audit.entries.count - audit.failures.count) passed, \(audit.failures.count) failed")
        }
        if strict && failed { throw ExitCode(1) }
    }
}
