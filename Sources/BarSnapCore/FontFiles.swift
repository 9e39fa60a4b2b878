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
    public init(pattern: String, message: String) { self.pattern = pattern; self.message = message }
    public var description: String { message }
}

/// The user's font files: paths and globs resolved to absolute paths, and the cheap identity (device, inode,
/// size, modification time) that tells a font set built from a file apart from one built from a replaced file.
public enum FontFiles {
    /// More files than this in one font set is refused (a glob that matched far too much).
    public static let maxFiles = 64

    /// The regular files `pattern` names (a path or a glob with `*`, `?`, `**`), relative to `base` unless
    /// absolute, as absolute paths in glob order. A glob that matches nothing, a missing file and a directory are
    /// errors; whether a file is a font is decided when the font set is built.
    public static func resolve(_ pattern: String, in base: String) throws(FontFileError) -> [String] {
        guard !pattern.isEmpty else { throw FontFileError(pattern: pattern, message: "a font path may not be empty") }
        let full = Glob.resolve(pattern, in: base)
        if !Glob.isPattern(pattern) {
            if FileIO.isDirectory(full) { throw FontFileError(pattern: pattern, message: "\(full) is a directory, not a font file") }
            guard FileIO.exists(full) else { throw FontFileError(pattern: pattern, message: "no font file at \(full)") }
            if let problem = problem(full) { throw FontFileError(pattern: pattern, message: "\(full): \(problem)") }
            return [absolute(full)]
        }
        let found: [String]
        do { found = try Glob.files(matching: pattern, in: base) } catch {
            throw FontFileError(pattern: pattern, message: "cannot search \"\(pattern)\": \(error)")
        }
        guard !found.isEmpty else { throw FontFileError(pattern: pattern, message: "\"\(pattern)\" matches no file") }
        for f in found { if let problem = problem(f) { throw FontFileError(pattern: pattern, message: "\(f): \(problem)") } }
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
        guard Int(st.st_size) <= maxFileBytes else { return "\(st.st_size) bytes, over the limit of \(maxFileBytes) for a font file" }
        return nil
    }

    /// Resolves each entry and appends the files not already listed; `path(i)` names entry `i` in messages.
    public static func resolve(_ patterns: [String], in base: String, into files: inout [String],
                               path: (Int) -> String) throws(JSONPathError) {
        for (i, pattern) in patterns.enumerated() {
            let found: [String]
            do { found = try resolve(pattern, in: base) } catch { throw JSONPathError(path: path(i), message: error.message) }
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
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
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
