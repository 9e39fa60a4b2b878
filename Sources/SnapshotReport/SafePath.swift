import BarSnapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with the report, accept or prune input: one line, no trap.
public struct ReportError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Path checks shared by report, accept and prune: snapshot names from manifests are untrusted text.
public enum SafePath {
    public enum Kind: Equatable, Sendable { case missing, file, directory, symlink, other }

    /// What is at `path`, without following a final symlink.
    public static func kind(_ path: String) -> Kind {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The canonical absolute path (symlinks resolved), or nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Normalises a snapshot name as `accept` and the manifest use it: `group/name.variant.png` (a missing
    /// `.png` is added). Rejects absolute paths, empty, `.`/`..` or dot-prefixed components, and any character
    /// outside `[A-Za-z0-9._@+-]` and `/`, so a name can be joined to a directory and put in a URL safely.
    public static func snapshotName(_ raw: String) throws -> String {
        var name = raw
        if !name.hasSuffix(".png") { name += ".png" }
        guard name.utf8.count <= 1024 else { throw ReportError("snapshot name is too long (\(name.utf8.count) bytes)") }
        let allowed: (Unicode.Scalar) -> Bool = { s in
            switch s {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "@", "+", "-", "/": return true
            default: return false
            }
        }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.hasPrefix("/"), name.unicodeScalars.allSatisfy(allowed), name.count > 4,
              !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.hasPrefix(".") }) else {
            throw ReportError("invalid snapshot name \"\(printable(raw))\": expected a relative path like buttons/back.phone-44@3x.png, without '..', empty or hidden components")
        }
        return name
    }

    /// The text with control characters replaced, for error messages.
    public static func printable(_ s: String) -> String {
        let cleaned = String(String.UnicodeScalarView(s.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        return cleaned.count > 200 ? String(cleaned.prefix(200)) + "…" : cleaned
    }

    /// Reads a regular file that is not a symlink; nil when there is none.
    static func readRegularFile(_ path: String) throws -> [UInt8]? {
        guard kind(path) == .file else { return nil }
        return try FileIO.read(path)
    }

    /// Makes sure `relative` (a validated snapshot name) can be written under `root` (a real directory that is
    /// not a symlink) without leaving it: every existing directory on the way must be a real directory, the
    /// final file must be absent or a regular file. Missing directories are created when `create` is true.
    static func checkedDestination(_ relative: String, under root: String, create: Bool) throws -> String {
        let parts = relative.split(separator: "/").map(String.init)
        var current = root
        for dir in parts.dropLast() {
            current += "/" + dir
            switch kind(current) {
            case .directory: continue
            case .missing:
                if create {
                    if mkdir(current, 0o755) != 0 && errno != EEXIST {
                        throw ReportError("cannot create directory \(current): \(String(cString: strerror(errno)))")
                    }
                    guard kind(current) == .directory else { throw ReportError("\(current) is not a directory") }
                }
            case .symlink: throw ReportError("refusing to write through the symlink \(current)")
            default: throw ReportError("\(current) exists and is not a directory")
            }
        }
        let path = root + "/" + relative
        switch kind(path) {
        case .missing, .file: break
        case .symlink: throw ReportError("refusing to replace the symlink \(path)")
        default: throw ReportError("\(path) exists and is not a regular file")
        }
        if create, let real = realPath(FileIO.parentDirectory(of: path)), real != root, !real.hasPrefix(root + "/") {
            throw ReportError("\(path) resolves outside \(root)")
        }
        return path
    }

    /// Quotes a word for a POSIX shell when it needs it.
    public static func shellQuote(_ s: String) -> String { shellQuoted(s) }
}
