import Basics
import PNGCodec
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
            throw ReportError(
                """
                    invalid snapshot name \"\(printable(raw))\": \(problem); expected a relative path like\
                     buttons/back.phone-44@3x.png
                    """
            )
        }
        return name
    }

    /// The text with control characters replaced, for error messages.
    package static func printable(_ s: String) -> String { Text.escaped(s, limit: 200) }

    /// Reads a regular file that is not a symlink, at most `limit` bytes (a PNG reference's limit by default); nil
    /// when there is none.
    static func readRegularFile(_ path: String, limit: Int = PNG.maxReferenceFileBytes) throws -> [UInt8]? {
        guard kind(path) == .file else { return nil }
        return try FileIO.read(path, limit: limit)
    }

    /// Quotes a word for a POSIX shell when it needs it.
    package static func shellQuote(_ s: String) -> String { Shell.quote(s) }
}
