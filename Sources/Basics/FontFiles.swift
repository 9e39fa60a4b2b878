#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A font-file entry (`fonts` in a scene spec or in barsnap.json) that names no usable file.
public struct FontFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The entry as written.
    public var pattern: String
    public var message: String
    public init(pattern: String, message: String) {
        self.pattern = pattern
        self.message = message
    }
    public var description: String { message }
}

/// The user's font files: paths and globs resolved to absolute paths, and the cheap identity (device, inode,
/// size, modification time) that tells a font set built from a file apart from one built from a replaced file.
package enum FontFiles {
    /// More files than this in one font set is refused (a glob that matched far too much).
    public static let maxFiles = 64

    /// The regular files `pattern` names (a path or a glob with `*`, `?`, `**`), relative to `base` unless
    /// absolute, as absolute paths in glob order. A glob that matches nothing, a missing file and a directory are
    /// errors; whether a file is a font is decided when the font set is built.
    public static func resolve(_ pattern: String, in base: String) throws(FontFileError) -> [String] {
        guard !pattern.isEmpty else { throw FontFileError(pattern: pattern, message: "a font path may not be empty") }
        let full = Glob.resolve(pattern, in: base)
        if !Glob.isPattern(pattern) {
            if FileIO.isDirectory(full) {
                throw FontFileError(pattern: pattern, message: "\(full) is a directory, not a font file")
            }
            guard FileIO.exists(full) else { throw FontFileError(pattern: pattern, message: "no font file at \(full)") }
            if let problem = problem(full) { throw FontFileError(pattern: pattern, message: "\(full): \(problem)") }
            return [absolute(full)]
        }
        let found: [String]
        do { found = try Glob.files(matching: pattern, in: base) } catch {
            throw FontFileError(pattern: pattern, message: "cannot search \"\(pattern)\": \(error)")
        }
        guard !found.isEmpty else { throw FontFileError(pattern: pattern, message: "\"\(pattern)\" matches no file") }
        for f in found {
            if let problem = problem(f) { throw FontFileError(pattern: pattern, message: "\(f): \(problem)") }
        }
        return found.map(absolute)
    }

    /// The most bytes a font file may have (a larger file is refused before anything reads it).
    public static let maxFileBytes = 64 << 20

    /// Why the file at `path` cannot be a font file BarSnap reads, or nil: not a regular file (a FIFO or a device
    /// would block the reader), or larger than `maxFileBytes`.
    public static func problem(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return "cannot open: \(String(cString: strerror(errno)))" }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return "not a regular file" }
        guard Int(st.st_size) <= maxFileBytes else {
            return "\(st.st_size) bytes, over the limit of \(maxFileBytes) for a font file"
        }
        return compressedProblem(path)
    }

    /// The most bytes a WOFF or WOFF2 font may declare it decodes to: FreeType allocates the declared font and
    /// inflates each table into its declared length, so checking the declarations bounds the real output.
    public static let maxDecodedBytes = 64 << 20

    /// For a WOFF (zlib) or WOFF2 (Brotli) file: why its declared decoded size is refused, or nil. The whole font
    /// (`totalSfntSize`) and the sum of its tables' decoded lengths must both fit `maxDecodedBytes`, and the
    /// tables must fit the whole; a 2 MB file that declares 2 GB is refused before anything decodes it.
    package static func compressedProblem(_ path: String) -> String? {
        // Read as the font itself is (see `PrivateFontCopy.read`): never through a link; one is refused there.
        guard let head = try? PrivateFontCopy.read(path) else { return nil }
        return compressedProblem(bytes: head) ?? bitmapProblem(bytes: head)
    }

    /// The same check on a font's bytes (the bytes BarSnap then hands fontconfig: see `PrivateFontCopy`).
    package static func compressedProblem(bytes head: [UInt8]) -> String? {
        guard head.count >= 4 else { return nil }
        func u32(_ i: Int) -> Int? {
            guard i + 4 <= head.count else { return nil }
            return Int(head[i]) << 24 | Int(head[i + 1]) << 16 | Int(head[i + 2]) << 8 | Int(head[i + 3])
        }
        func u16(_ i: Int) -> Int? { i + 2 <= head.count ? Int(head[i]) << 8 | Int(head[i + 1]) : nil }
        let woff1 = head.starts(with: Array("wOFF".utf8)), woff2 = head.starts(with: Array("wOF2".utf8))
        guard woff1 || woff2 else { return nil }
        let kind = woff1 ? "WOFF" : "WOFF2"
        guard let tables = u16(12), let total = u32(16) else { return "a \(kind) font with a truncated header" }
        let limit = "the limit of \(maxDecodedBytes >> 20) MiB for a decoded font"
        guard total <= maxDecodedBytes else {
            return "a \(kind) font that declares \(total) decoded bytes, over \(limit)"
        }
        var sum = 0
        var bitmaps = false
        if woff1 {
            for t in 0..<tables {
                guard let orig = u32(44 + 20 * t + 12) else { return "a WOFF font with a truncated table directory" }
                bitmaps = bitmaps || isBitmapTable(head[(44 + 20 * t)..<(48 + 20 * t)])
                sum += (orig + 3) & ~3
            }
        } else {
            // WOFF2: flags (a known tag index, or 63 and a four-byte tag), then UIntBase128 lengths.
            var at = 48
            func base128() -> Int? {
                var value = 0
                for k in 0..<5 {
                    guard at < head.count else { return nil }
                    let b = Int(head[at])
                    at += 1
                    if k == 0 && b == 0x80 { return nil }
                    value = value << 7 | (b & 0x7F)
                    if value > Int(UInt32.max) { return nil }
                    if b & 0x80 == 0 { return value }
                }
                return nil
            }
            for _ in 0..<tables {
                guard at < head.count else { return "a WOFF2 font with a truncated table directory" }
                let flags = Int(head[at])
                at += 1
                let tag = flags & 0x3F
                // Known tags 32 and 37 are CBDT and sbix; 63 is followed by the tag itself.
                bitmaps = bitmaps || tag == 32 || tag == 37
                if tag == 63 {
                    guard at + 4 <= head.count else { return "a WOFF2 font with a truncated table directory" }
                    bitmaps = bitmaps || isBitmapTable(head[at..<(at + 4)])
                    at += 4
                }
                guard let orig = base128() else { return "a WOFF2 font with a malformed table directory" }
                let version = flags >> 6
                // glyf and loca (tags 10, 11) are transformed at version 0; any other table at versions 1-3.
                if (tag == 10 || tag == 11) ? version == 0 : version != 0 {
                    guard base128() != nil else { return "a WOFF2 font with a malformed table directory" }
                }
                sum += (orig + 3) & ~3
            }
        }
        guard sum <= maxDecodedBytes else { return "a \(kind) font whose tables decode to \(sum) bytes, over \(limit)" }
        guard !bitmaps else {
            return "a \(kind) font with colour bitmap glyphs (sbix or CBDT), which BarSnap cannot check compressed:"
                + " use the TTF or OTF file"
        }
        return nil
    }

    /// Resolves each entry and appends the files not already listed; `path(i)` names entry `i` in messages.
    public static func resolve(
        _ patterns: [String], in base: String, into files: inout [String],
        path: (Int) -> String
    ) throws(JSONPathError) {
        for (i, pattern) in patterns.enumerated() {
            let found: [String]
            do { found = try resolve(pattern, in: base) } catch {
                throw JSONPathError(path: path(i), message: error.message)
            }
            for f in found where !files.contains(f) { files.append(f) }
        }
        guard files.count <= maxFiles else {
            throw JSONPathError(path: path(max(0, patterns.count - 1)),
                                message: "\(files.count) font files is too many (at most \(maxFiles))")
        }
    }

    /// `path` from the root: joined to the current directory when relative, with `.` and `..` steps removed
    /// (symbolic links are kept: the file name the user chose is the one fingerprints and messages show).
    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileIO.currentDirectory() + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// What identifies a file's contents without reading them: device, inode, size and modification time
    /// (nanoseconds). nil when the file cannot be examined.
    public static func identity(_ path: String) -> [Int64]? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let mtime = Int64(st.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st.st_mtimespec.tv_nsec)
        #else
        let mtime = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        #endif
        return [Int64(st.st_dev), Int64(st.st_ino), Int64(st.st_size), mtime]
    }
}
