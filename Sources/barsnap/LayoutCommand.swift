import ArgumentParser
import BarSnapKit

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where every part of the toolbar goes (JSON: canvas, band, bar, left, right, title; points snapped to device pixels).")

    @Argument(help: "A scene spec (JSON; `barsnap schema scene` prints its JSON Schema).")
    var spec: String

    @Flag(help: "Pretty-print the JSON.")
    var pretty = false

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        try reportingErrors {
            let fonts = try fontOptions.resolved()
            let layout = try inSpec(spec) { try Pipeline.layout(Pipeline.loadScene(file: spec, fonts: fonts)) }
            print(layout.json.serialized(indent: pretty ? 2 : 0))
        }
    }
}
