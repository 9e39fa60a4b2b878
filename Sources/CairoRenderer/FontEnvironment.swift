import Basics
import CCairo
import CFontconfig
import CPango
import Synchronization
import BarModel

/// One font file of a font set: a pinned one (with the Debian package that ships it) or a user's (no package).
public struct PinnedFont: Hashable, Sendable {
    public var path: String
    /// The Debian package that ships the file; empty for a user's font file.
    public var package: String
    public init(path: String, package: String) {
        self.path = path
        self.package = package
    }
    /// A user's font file (`fonts` in barsnap.json or a spec, `Scene.fonts`).
    public init(userFont path: String) { self.init(path: path, package: "") }
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
    public var isUserFont: Bool { package.isEmpty }
}

/// BarSnap's pinned fonts in a private fontconfig configuration, with a pool of text engines for threads.
/// Design notes: "The pinned font environment".
public final class FontEnvironment: Sendable {
    /// Bump when a change in BarSnap (not in the libraries or fonts) changes pixels: the fingerprint's
    /// `render` field.
    public static let renderFormatVersion = 1

    /// The files, in fallback order: Inter (Latin UI face, close to San Francisco) in four weights,
    /// VL PGothic (Japanese), DejaVu Sans (last resort).
    public static let fonts: [PinnedFont] = [
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/truetype/vlgothic/VL-PGothic-Regular.ttf", package: "fonts-vlgothic"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
    ]

    /// The family list every font description asks for: Latin, then Japanese, then last resort. A font object's
    /// `family` goes in front of it, so these stay the fallbacks for glyphs that family lacks.
    static let familyList = "Inter,VL PGothic,DejaVu Sans"

    /// The families of the pinned fonts: what a font object may name without registering files.
    public static let systemFamilies = ["Inter", "VL PGothic", "DejaVu Sans"]

    private static let sharedResult: Result<FontEnvironment, FontEnvironmentError> = {
        do throws(FontEnvironmentError) { return .success(try FontEnvironment()) } catch { return .failure(error) }
    }()

    /// The process-wide environment (created on first use; the error is remembered).
    public static func shared() throws -> FontEnvironment { try sharedResult.get() }

    /// Every file of the set: the user's (in registration order), then the pinned fonts.
    private let fontFiles: [PinnedFont]
    /// The user's files, each read once into a private copy that fontconfig opens (see `PrivateFontCopy`).
    private let copies: [String: PrivateFontCopy]
    /// The faces of the set and their family names.
    public let catalog: FontCatalog
    private let idleEngines = Mutex<[TextEngine]>([])
    /// When set, text work is serialized through one lock instead of the engine pool (for benchmarks).
    private let serialized: Bool
    private let serialLock = Mutex(())
    private let cachedFingerprint = Mutex<RenderFingerprint?>(nil)

    /// A new, independent environment. Use `shared()` unless you need isolation (tests do).
    public convenience init() throws(FontEnvironmentError) {
        try self.init(fonts: FontEnvironment.fonts, serialized: false)
    }

    /// A new, independent environment with the user's font files (absolute paths) ahead of the pinned fonts.
    /// Use `with(userFonts:)`, which shares one environment per set of files, unless you need isolation.
    public convenience init(
        userFonts: [String], script: FontScript = .default, emoji: Bool = false
    ) throws(FontEnvironmentError) {
        try self.init(userFonts: userFonts, script: script, emoji: emoji, textCJK: nil)
    }

    /// The same, with the CJK faces the text's own runs need when `script` is another (`Scene.textCJKScript`).
    package convenience init(
        userFonts: [String], script: FontScript, emoji: Bool, textCJK: FontScript?
    ) throws(FontEnvironmentError) {
        let textCJK = textCJK.flatMap { ScriptFonts.isCJK($0) && !ScriptFonts.isCJK(script) ? $0 : nil }
        try self.init(
            fonts: userFonts.map(PinnedFont.init(userFont:)) + FontEnvironment.fonts + ScriptFonts.fonts(for: script)
                + (textCJK.map { ScriptFonts.fonts(for: $0) } ?? []) + (emoji ? ScriptFonts.emoji : []),
            serialized: false, script: script, emoji: emoji, textCJK: textCJK)
    }

    /// The script whose faces this set holds (`.default`: the pinned fonts alone).
    public let script: FontScript
    /// Whether the set holds the colour emoji face (its scenes' text has an emoji).
    public let emoji: Bool
    /// The CJK faces the set holds for the text's own runs when `script` is another (see `Scene.textCJKScript`).
    package let textCJK: FontScript?

    /// The user's font files of this set (absolute paths, in registration order); empty for the pinned set.
    public var userFonts: [String] { fontFiles.filter(\.isUserFont).map(\.path) }

    init(
        fonts: [PinnedFont], serialized: Bool, script: FontScript = .default, emoji: Bool = false,
        textCJK: FontScript? = nil
    ) throws(FontEnvironmentError) {
        for font in fonts {
            guard FileIO.exists(font.path), !FileIO.isDirectory(font.path) else {
                throw FontEnvironmentError(path: font.path, package: font.package, reason: "font file is missing")
            }
            // A FIFO or a device would block fontconfig's reader; a huge file is refused before anything reads it.
            if font.isUserFont, let problem = FontFiles.problem(font.path) {
                throw FontEnvironmentError(path: font.path, package: "", reason: problem)
            }
        }
        var copies: [String: PrivateFontCopy] = [:]
        for font in fonts where font.isUserFont && copies[font.path] == nil {
            do { copies[font.path] = try PrivateFontCopy.shared(font.path) } catch {
                throw FontEnvironmentError(path: font.path, package: "", reason: error.reason)
            }
        }
        self.copies = copies
        self.fontFiles = fonts
        self.serialized = serialized
        self.script = script
        self.emoji = emoji
        self.textCJK = textCJK
        // Build one engine now so that a broken setup fails here, loudly, and not in the first render.
        let engine = try TextEngine(fonts: fonts, loadPaths: copies.mapValues(\.loadPath),
                                    familyList: ScriptFonts.familyList(for: script, emoji: emoji, textCJK: textCJK),
                                    language: ScriptFonts.language(for: script))
        self.catalog = engine.catalog
        idleEngines.withLock { $0.append(engine) }
    }

    /// Runs `body` with a text engine that no other thread uses meanwhile.
    func withEngine<R>(_ body: (TextEngine) throws -> R) throws -> R {
        if serialized {
            return try serialLock.withLock { _ in
                let engine = try checkOut()
                defer { checkIn(engine) }
                return try body(engine)
            }
        }
        let engine = try checkOut()
        defer { checkIn(engine) }
        return try body(engine)
    }

    func checkOut() throws -> TextEngine {
        if let engine = idleEngines.withLock({ $0.popLast() }) { return engine }
        return try TextEngine(
            fonts: fontFiles, loadPaths: copies.mapValues(\.loadPath), catalog: catalog,
            familyList: ScriptFonts.familyList(for: script, emoji: emoji, textCJK: textCJK),
            language: ScriptFonts.language(for: script))
    }

    func checkIn(_ engine: TextEngine) {
        idleEngines.withLock { $0.append(engine) }
    }

    /// Number of engines created so far that are idle (for tests).
    var idleEngineCount: Int { idleEngines.withLock { $0.count } }

    /// The full fingerprint (computed once: it hashes about 7 MB of font files, plus the user's).
    public func renderFingerprint() throws -> RenderFingerprint {
        if let cached = cachedFingerprint.withLock({ $0 }) { return cached }
        var digests: [RenderFingerprint.Font] = [], user: [RenderFingerprint.Font] = []
        for font in fontFiles {
            // A user's font: the bytes fontconfig reads (its private copy), not the file as it is now.
            if let copy = copies[font.path] {
                user.append(
                    RenderFingerprint.Font(fileName: font.fileName, byteCount: copy.byteCount, sha256: copy.sha256))
                continue
            }
            let bytes: [UInt8]
            do { bytes = try FileIO.read(font.path, limit: FontEnvironment.maxFontFileBytes) } catch {
                throw FontEnvironmentError(path: font.path, package: font.package, reason: "cannot read: \(error)")
            }
            let digest = RenderFingerprint.Font(
                fileName: font.fileName, byteCount: bytes.count, sha256: SHA256.hex(bytes))
            if font.isUserFont { user.append(digest) } else { digests.append(digest) }
        }
        var fp = RenderFingerprint(
            fonts: digests, libraries: .current, formatVersion: FontEnvironment.renderFormatVersion)
        fp.userFonts = user
        cachedFingerprint.withLock { $0 = fp }
        return fp
    }

    /// The one-line fingerprint stored in references, e.g. `fonts sha256:1a2b3c4d5e6f cairo 1.16.0 pango 1.50.12
    /// fontconfig 2.14.1 pixman 0.42.2 freetype 2.12.1 harfbuzz 6.0.0 arch x86_64 render 1 format 2` (see
    /// `renderFingerprint()` for the details).
    public var fingerprint: String {
        get throws { try renderFingerprint().summary }
    }

    /// The fingerprint with one line per font file (name, size, SHA-256).
    public var fingerprintDetails: String {
        get throws { try renderFingerprint().details }
    }

    /// Every fingerprint field as JSON, with each font's path and package (`barsnap env --json`).
    public var fingerprintJSON: JSON {
        get throws {
            try renderFingerprint().json(fontPaths: fontFiles.filter { !$0.isUserFont }, userFontPaths: userFonts)
        }
    }
}
