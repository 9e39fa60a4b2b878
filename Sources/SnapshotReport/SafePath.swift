import BarSnapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with the report, accept or prune input: one line, no trap.
package struct ReportError: Error, CustomStringConvertible, Equatable, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// Path checks shared by report, accept and prune: snapshot names from manifests are untrusted text.
package enum SafePath {
    package typealias Kind = OwnedFolder.Kind

    /// What is at `path`, without following a final symlink.
    package static func kind(_ path: String) -> Kind {
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
    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Normalises a snapshot name as `accept` and the manifest use it: `group/name.variant.png` (a missing
    /// `.png` is added). The same rule as the configuration's names (`NameRule`): Unicode names are accepted,
    /// absolute paths, `.`/`..`, empty or dot-prefixed components and control characters are not.
    package static func snapshotName(_ raw: String) throws -> String {
        var name = raw
        if !name.hasSuffix(".png") { name += ".png" }
        guard name.utf8.count <= 1024 else { throw ReportError("snapshot name is too long (\(name.utf8.count) bytes)") }
        if let problem = NameRule.problem(path: name) {
            throw ReportError("invalid snapshot name \"\(printable(raw))\": \(problem); expected a relative path like buttons/back.phone-44@3x.png")
        }
        return name
    }

    /// The text with control characters replaced, for error messages.
    package static func printable(_ s: String) -> String { Text.escaped(s, limit: 200) }

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
    package static func shellQuote(_ s: String) -> String { Shell.quote(s) }
}
