import Basics
import BarModel
import CFontconfig
import Synchronization

/// The faces of a font set and the family names fontconfig reads from them: what a font object's `family` may
/// name, and the list an unknown family's message gives.
public struct FontCatalog: Sendable, Equatable {
    public struct Face: Sendable, Equatable {
        /// The font file (as registered).
        public var file: String
        /// Every family name of the face, fontconfig's first (English) name first (`VL PGothic`, `VL Pゴシック`).
        public var families: [String]
        /// The style name (`Regular`, `Bold`…).
        public var style: String
    }

    public var faces: [Face]

    public init(faces: [Face]) { self.faces = faces }

    /// The first family name of every face, each once, sorted: `DejaVu Sans, Inter, VL PGothic` for the pinned set.
    public var families: [String] {
        var seen = Set<String>()
        return faces.compactMap(\.families.first).filter { seen.insert($0).inserted }.sorted()
    }

    /// True when some face has `family` among its names (compared without case, as fontconfig does).
    public func has(_ family: String) -> Bool {
        let wanted = family.lowercased()
        return faces.contains { $0.families.contains { $0.lowercased() == wanted } }
    }

    /// The first family names of the faces of one file.
    public func families(inFile path: String) -> [String] {
        var seen = Set<String>()
        return faces.filter { $0.file == path }.compactMap(\.families.first).filter { seen.insert($0).inserted }
    }

    /// Reads the application fonts of a fontconfig configuration.
    init(config: OpaquePointer) {
        var faces: [Face] = []
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var families: [String] = []
                var n: Int32 = 0
                while let name = Self.string(pattern, "family", n) {
                    families.append(name)
                    n += 1
                }
                faces.append(
                    Face(
                        file: Self.string(pattern, "file", 0) ?? "", families: families,
                        style: Self.string(pattern, "style", 0) ?? ""))
            }
        }
        self.faces = faces
    }

    /// How many faces the configuration's application set holds.
    static func faceCount(_ config: OpaquePointer) -> Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    private static func string(_ pattern: OpaquePointer, _ key: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

extension FontEnvironment {
    /// The most bytes one font file may have (a larger file is refused, not hashed).
    public static let maxFontFileBytes = FontFiles.maxFileBytes

    private struct Entry: Sendable {
        /// Each file's device, inode, size and modification time when the set was built.
        var identity: [[Int64]?]
        var result: Result<FontEnvironment, FontEnvironmentError>
    }

    /// A memo, not a registry (a scene's fonts are its `fonts`, a value): one environment per set of user font
    /// files, keyed by the files (paths in order) and what they hold: a file replaced since (another inode, size or
    /// modification time) gets a new environment, so two configurations in one process never share one.
    private static let cache = Mutex<[String: Entry]>([:])

    /// The environment for a scene's font set: the pinned fonts (`shared()`) when `files` is empty, else those
    /// files (absolute paths) ahead of the pinned fonts, built once per set of files and shared by every render
    /// and measurement that uses it. Throws `FontEnvironmentError` naming a file that is missing or not a font.
    public static func with(
        userFonts files: [String], script: FontScript = .default, emoji: Bool = false
    ) throws -> FontEnvironment {
        try with(userFonts: files, script: script, emoji: emoji, textCJK: nil)
    }

    /// The same, with the CJK faces the text's own runs need when `script` is another (`Scene.textCJKScript`).
    package static func with(
        userFonts files: [String], script: FontScript, emoji: Bool, textCJK: FontScript?
    ) throws -> FontEnvironment {
        let textCJK = textCJK.flatMap { ScriptFonts.isCJK($0) && !ScriptFonts.isCJK(script) ? $0 : nil }
        if files.isEmpty && script == .default && !emoji && textCJK == nil { return try shared() }
        let key = files.joined(separator: "\n") + "\n#" + script.rawValue + (emoji ? "+emoji" : "")
            + (textCJK.map { "+" + $0.rawValue } ?? "")
        let identity = files.map { FontFiles.identity($0) }
        return try cache.withLock { entries -> FontEnvironment in
            if let hit = entries[key], hit.identity == identity { return try hit.result.get() }
            let result: Result<FontEnvironment, FontEnvironmentError>
            do throws(FontEnvironmentError) {
                result = .success(
                    try FontEnvironment(userFonts: files, script: script, emoji: emoji, textCJK: textCJK))
            } catch {
                result = .failure(error)
            }
            entries[key] = Entry(identity: identity, result: result)
            return try result.get()
        }
    }

    /// Checks a family name against the set: an `UnknownFontFamilyError` listing the families available.
    public func check(family: String) throws(UnknownFontFamilyError) {
        guard catalog.has(family), !family.contains(",") else {
            throw UnknownFontFamilyError(family: family, available: catalog.families)
        }
    }
}
