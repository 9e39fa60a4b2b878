import ArgumentParser
import Basics
import BarSnapScan
import CairoRenderer
import SnapshotSuite
import BarModel

struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract:
            "Print the rendering environment's fingerprint: pinned fonts, library versions, architecture, formats.",
        discussion: """
            The one-line summary (--short) is what references store as the PNG text chunk barsnap:environment. \
            --json prints every field (each font's path, package, size and SHA-256; Cairo, Pango, fontconfig, \
            pixman, FreeType and HarfBuzz versions as the loaded libraries report them; the CPU architecture; \
            the render and fingerprint formats), e.g. for CI logs. With --config or --font, the font set is the \
            pinned fonts with those font files ahead of them, as references of that configuration store it (each \
            user font as font:<file> sha256:<digest>).
            """)

    @Flag(help: "Only the one-line summary stored in references.")
    var short = false

    @Flag(help: "Every field as a JSON object.")
    var json = false

    @Flag(
        help:
            """
                Print the Debian packages the configuration needs, on one line: the C libraries, the pinned fonts and\
                 the fonts of its locales' scripts (fonts-noto-cjk for ja, zh, ko; fonts-kacst-one and culmus for\
                 right-to-left; fonts-noto-color-emoji when a text has an emoji).
                """
    )
    var packages = false

    @Option(help: "A barsnap.json whose \"fonts\" join the font set.")
    var config: String?

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        if short && json { throw ValidationError("--short and --json cannot be combined") }
        if packages && (short || json) { throw ValidationError("--packages cannot be combined with --short or --json") }
    }

    /// The packages for the scripts of `scripts` (and the emoji face if a text has an emoji, the icon font if an
    /// item is a stand-in symbol), after the libraries and the pinned fonts, each once.
    static func packages(scripts: Set<FontScript>, emoji: Bool = false, icons: Bool = false) -> [String] {
        var out = AppTemplates.libraries
        let drawn = FontScript.allCases.filter(scripts.contains)
        let fonts = FontEnvironment.fonts + drawn.flatMap { ScriptFonts.fonts(for: $0) }
            + (emoji ? ScriptFonts.emoji : [])
        for f in fonts where !f.package.isEmpty && !out.contains(f.package) { out.append(f.package) }
        if icons && !out.contains(IconFont.package) { out.append(IconFont.package) }
        return out
    }

    func run() throws {
        try reportingErrors {
            if packages {
                // The configuration's cases say which scripts are drawn (a scan suite's locales included).
                var scripts: Set<FontScript> = [.default]
                var emoji = false
                var icons = false
                if config != nil || BarSnapConfiguration.find(above: FileIO.currentDirectory()) != nil {
                    let loaded = try BarSnapConfiguration.load(config, searchingFrom: FileIO.currentDirectory(),
                                                               scanner: BarSnapScanProvider())
                    for c in loaded.cases {
                        for scene in c.scenes {
                            scripts.insert(scene.fontScript)
                            // CJK runs in a scene of another script's faces add Noto Sans CJK (`textCJKScript`).
                            if let cjk = scene.textCJKScript { scripts.insert(cjk) }
                            emoji = emoji || scene.hasEmoji
                            icons = icons || scene.usesIconFont
                        }
                    }
                }
                print(Line(Self.packages(scripts: scripts, emoji: emoji, icons: icons).joined(separator: " ")))
                return
            }
            var files: [String] = []
            if let config {
                let path = FontFiles.absolute(config)
                let bytes: [UInt8]
                do { bytes = try FileIO.read(path, limit: 16 << 20) } catch let e as FileError {
                    throw ConfigurationError(file: config, message: e.reason)
                }
                files = try ConfigurationFile.parse(bytes, file: path).resolvedFonts(file: path)
            }
            for f in try fontOptions.resolved() where !files.contains(f) { files.append(f) }
            let env = try FontEnvironment.with(userFonts: files)
            if json {
                printDocument(try env.fingerprintJSON.serialized(indent: 2))
            } else {
                printDocument(short ? try env.fingerprint : try env.fingerprintDetails)
            }
        }
    }
}
