import Basics
import CCairo
import CFontconfig
import CFreeType
import CHarfBuzz
import CPango
import CPixman
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions of the libraries that decide pixels, read from the libraries loaded in this process (never
/// from headers, which describe the build machine), and the CPU architecture the process runs on.
public struct LibraryVersions: Hashable, Sendable {
    /// Cairo: drawing.
    public var cairo: String
    /// Pango: text layout.
    public var pango: String
    /// fontconfig: font matching (BarSnap's configuration is private, but the matcher is the library's).
    public var fontconfig: String
    /// pixman: Cairo's rasteriser and compositor.
    public var pixman: String
    /// FreeType: glyph outlines and rasterisation.
    public var freetype: String
    /// HarfBuzz: shaping (which glyphs, where).
    public var harfbuzz: String
    /// `uname -m` of this process: `x86_64`, `aarch64`, …
    public var architecture: String

    public init(
        cairo: String, pango: String, fontconfig: String, pixman: String, freetype: String,
        harfbuzz: String, architecture: String
    ) {
        self.cairo = cairo
        self.pango = pango
        self.fontconfig = fontconfig
        self.pixman = pixman
        self.freetype = freetype
        self.harfbuzz = harfbuzz
        self.architecture = architecture
    }

    /// This process's libraries.
    public static var current: LibraryVersions {
        LibraryVersions(
            cairo: String(cString: cairo_version_string()),
            pango: String(cString: pango_version_string()),
            fontconfig: fontconfigVersion,
            pixman: String(cString: pixman_version_string()),
            freetype: freetypeVersion,
            harfbuzz: String(cString: hb_version_string()),
            architecture: machineArchitecture)
    }

    static var fontconfigVersion: String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    static var freetypeVersion: String {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        guard barsnap_freetype_version(&major, &minor, &patch) != 0 else { return "unknown" }
        return "\(major).\(minor).\(patch)"
    }

    static var machineArchitecture: String {
        var u = utsname()
        guard uname(&u) == 0 else { return "unknown" }
        let machine = withUnsafeBytes(of: &u.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return machine.isEmpty ? "unknown" : machine
    }
}

/// Everything that decides BarSnap's pixels besides the display list: the exact font files, the libraries'
/// versions, the CPU architecture and BarSnap's render-format version. Its one-line `summary` is what
/// references store (see `EnvironmentFingerprint` for the format and the comparison rule).
public struct RenderFingerprint: Hashable, Sendable, CustomStringConvertible {
    public struct Font: Hashable, Sendable {
        public var fileName: String
        public var byteCount: Int
        public var sha256: String
        public init(fileName: String, byteCount: Int, sha256: String) {
            self.fileName = fileName
            self.byteCount = byteCount
            self.sha256 = sha256
        }
    }
    /// The pinned fonts.
    public var fonts: [Font]
    /// The user's font files of this font set (empty for the pinned set), in the order they were registered.
    public var userFonts: [Font] = []
    public var libraries: LibraryVersions
    /// BarSnap's render format (`FontEnvironment.renderFormatVersion`): the `render` field.
    public var formatVersion: Int

    public init(fonts: [Font], libraries: LibraryVersions, formatVersion: Int) {
        self.fonts = fonts
        self.libraries = libraries
        self.formatVersion = formatVersion
    }

    public var cairoVersion: String { libraries.cairo }
    public var pangoVersion: String { libraries.pango }
    public var fontconfigVersion: String { libraries.fontconfig }
    public var pixmanVersion: String { libraries.pixman }
    public var freetypeVersion: String { libraries.freetype }
    public var harfbuzzVersion: String { libraries.harfbuzz }
    public var architecture: String { libraries.architecture }
    /// The layout of the stored line (`EnvironmentFingerprint.currentFormat`).
    public var fingerprintFormat: Int { EnvironmentFingerprint.currentFormat }

    /// SHA-256 over the fonts' names, sizes and digests (one line each).
    public var fontsDigest: String {
        SHA256.hex(Array(fonts.map { "\($0.fileName) \($0.byteCount) \($0.sha256)\n" }.joined().utf8))
    }

    /// One `font:<file name> sha256:<12 hex digits>` field per user font file (whitespace in a name becomes `_`; a
    /// name seen twice gets `#2`, `#3`…). Fields are compared one by one, so a font file replaced at the same name
    /// is an environment difference that names it (`font:Brand.ttf sha256:7aeecaf4c799 → sha256:0b82ab5fdba8`),
    /// while adding or removing a font file (a field one side lacks) is not: that is the configuration changing.
    public var userFontFields: [(name: String, value: String)] {
        var seen: [String: Int] = [:]
        return userFonts.map { f in
            var name = "font:" + String(f.fileName.map { $0.isWhitespace ? "_" : $0 })
            let n = seen[name, default: 0] + 1
            seen[name] = n
            if n > 1 { name += "#\(n)" }
            return (name, "sha256:" + f.sha256.prefix(12))
        }
    }

    /// The stored fields, in order (the user's fonts right after the pinned ones).
    public var fields: [(name: String, value: String)] {
        [("fonts", "sha256:" + fontsDigest.prefix(12))] + userFontFields + [
            ("cairo", cairoVersion), ("pango", pangoVersion),
            ("fontconfig", fontconfigVersion), ("pixman", pixmanVersion), ("freetype", freetypeVersion),
            ("harfbuzz", harfbuzzVersion), ("arch", architecture), ("render", String(formatVersion)),
            (EnvironmentFingerprint.formatField, String(fingerprintFormat))
        ]
    }

    public var environment: EnvironmentFingerprint { EnvironmentFingerprint(fields: fields) }

    /// One line, e.g. `fonts sha256:1a2b3c4d5e6f cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2
    /// freetype 2.12.1 harfbuzz 6.0.0 arch x86_64 render 1 format 2`; a font set with user fonts adds
    /// `font:Brand-Regular.ttf sha256:0a1b2c3d4e5f` after `fonts`.
    public var summary: String { environment.text }

    /// Multi-line description: the summary, then one line per font file and one for the libraries.
    public var details: String {
        var lines = [summary]
        for f in fonts { lines.append("  \(f.fileName) \(f.byteCount) bytes sha256:\(f.sha256)") }
        for f in userFonts { lines.append("  \(f.fileName) \(f.byteCount) bytes sha256:\(f.sha256) (user font)") }
        lines.append("  cairo \(cairoVersion), pango \(pangoVersion), fontconfig \(fontconfigVersion), "
            + "pixman \(pixmanVersion), freetype \(freetypeVersion), harfbuzz \(harfbuzzVersion)")
        lines.append("  arch \(architecture), render format \(formatVersion), fingerprint format \(fingerprintFormat)")
        // One line per entry: a font file named with a newline (a `::error` line to a CI log) stays on its line.
        return lines.map { Text.escaped($0, limit: 8_000) }.joined(separator: "\n")
    }

    /// Every field, for `barsnap env --json`: the stored line, its fields, and each font file in full (`fontPaths`:
    /// the pinned files, `userFontPaths`: the user's, in the same order as `fonts` and `userFonts`).
    public func json(fontPaths: [PinnedFont] = [], userFontPaths: [String] = []) -> JSON {
        let fontItems: [JSON] = fonts.enumerated().map { i, f in
            var pairs: [(String, JSON)] = [("file", .string(f.fileName))]
            if i < fontPaths.count, fontPaths[i].fileName == f.fileName {
                pairs += [("path", .string(fontPaths[i].path)), ("package", .string(fontPaths[i].package))]
            }
            pairs += [("bytes", .number(Double(f.byteCount))), ("sha256", .string(f.sha256))]
            return .object(pairs)
        }
        return .object([
            ("fingerprint", .string(summary)),
            ("fields", .object(fields.map { ($0.name, .string($0.value)) })),
            ("fontsDigest", .string(fontsDigest)),
            ("fonts", .array(fontItems)),
            (
                "userFonts",
                .array(
                    userFonts.enumerated().map { i, f in
                        .object(
                            [("file", .string(f.fileName))]
                                + (i < userFontPaths.count ? [("path", .string(userFontPaths[i]))] : [])
                                + [("bytes", .number(Double(f.byteCount))), ("sha256", .string(f.sha256))])
                    })
            ),
            ("cairo", .string(cairoVersion)), ("pango", .string(pangoVersion)),
            ("fontconfig", .string(fontconfigVersion)), ("pixman", .string(pixmanVersion)),
            ("freetype", .string(freetypeVersion)), ("harfbuzz", .string(harfbuzzVersion)),
            ("arch", .string(architecture)),
            ("renderFormat", .number(Double(formatVersion))),
            ("fingerprintFormat", .number(Double(fingerprintFormat))),
        ])
    }

    public var description: String { summary }
}
