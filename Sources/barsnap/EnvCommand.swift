import ArgumentParser
import CairoRenderer

struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: "Print the rendering environment's fingerprint: pinned fonts, Cairo, Pango, fontconfig, format.")

    @Flag(help: "Only the one-line summary stored in references.")
    var short = false

    func run() throws {
        try reportingErrors {
            let env = try FontEnvironment.shared()
            print(short ? try env.fingerprint : try env.fingerprintDetails)
        }
    }
}
