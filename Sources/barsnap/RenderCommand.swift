import ArgumentParser
import Pipeline
import PNGCodec

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene spec to a PNG (straight-alpha RGBA, written atomically).")

    @Argument(help: "A scene spec (JSON; `barsnap schema scene` prints its JSON Schema).")
    var spec: String

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        try reportingErrors {
            let fonts = try fontOptions.resolved()
            let (bitmap, fingerprint) = try inSpec(spec) {
                let scene = try Pipeline.loadScene(file: spec, fonts: fonts)
                return (try Pipeline.render(scene), try scene.fingerprint())
            }
            try PNG.writeOutput(bitmap, text: [("barsnap:environment", fingerprint)], to: output)
        }
    }
}
