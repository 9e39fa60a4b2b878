import ArgumentParser
import BarSnapCore
import CairoRenderer

struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: "Print the rendering environment's fingerprint: pinned fonts, library versions, architecture, formats.",
        discussion: """
        The one-line summary (--short) is what references store as the PNG text chunk barsnap:environment. \
        --json prints every field (each font's path, package, size and SHA-256; Cairo, Pango, fontconfig, \
        pixman, FreeType and HarfBuzz versions as the loaded libraries report them; the CPU architecture; \
        the render and fingerprint formats), e.g. for CI logs.
        """)

    @Flag(help: "Only the one-line summary stored in references.")
    var short = false

    @Flag(help: "Every field as a JSON object.")
    var json = false

    func validate() throws {
        if short && json { throw ValidationError("--short and --json cannot be combined") }
    }

    func run() throws {
        try reportingErrors {
            let env = try FontEnvironment.shared()
            if json {
                print(try env.fingerprintJSON.serialized(indent: 2))
            } else {
                print(short ? try env.fingerprint : try env.fingerprintDetails)
            }
        }
    }
}
