import BarSnapCore
#if canImport(Glibc)
import Glibc
#endif

/// Keeps what a configuration names inside the configuration's folder.
///
/// A configuration may come from a hostile pull request, so every path in it — `snapshots`, `artifacts`, spec
/// globs, `fonts`, the images specs name — must resolve (links included) inside the folder that holds
/// `barsnap.json`. A reviewer who trusts a configuration that needs more opts out for one run with
/// `--allow-outside` (or `BARSNAP_ALLOW_OUTSIDE=1`); a configuration cannot opt out by itself.
public struct PathGuard: Sendable {
    /// The environment variable that allows paths outside the configuration's folder.
    public static let allowVariable = "BARSNAP_ALLOW_OUTSIDE"
    public static let hint = "a configuration may only name paths inside its own folder; to allow this one, "
        + "pass --allow-outside (or set BARSNAP_ALLOW_OUTSIDE=1)"

    /// The configuration's folder, as given, and with its links resolved.
    public let directory: String
    public let realDirectory: String
    public let allowOutside: Bool

    public init(directory: String, environment: [String: String]) {
        self.directory = directory
        realDirectory = FileIO.realPath(directory) ?? directory
        let v = environment[PathGuard.allowVariable] ?? ""
        allowOutside = !v.isEmpty && v != "0" && v.lowercased() != "false"
    }

    /// Checks a folder the configuration names (`snapshots`, `artifacts`): relative, without `..`, and with no
    /// component that is a symbolic link (the writers re-check every component when they write).
    public func checkFolder(_ value: String, key: String) throws {
        guard !allowOutside else { return }
        let parts = value.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !value.hasPrefix("/"), !parts.contains(".."), !parts.filter({ $0 != "." }).isEmpty else {
            throw JSONPathError(path: key, message: "\"\(Text.escaped(value))\" leaves the configuration's folder; \(PathGuard.hint)")
        }
        var current = directory
        for part in parts where part != "." {
            current = Glob.join(current, part)
            if FileIO.isSymbolicLink(current) {
                throw JSONPathError(path: key, message: "\"\(Text.escaped(value))\" goes through the symbolic link \(Text.escaped(current)); "
                    + "BarSnap never writes through a link (replace it with a real folder)")
            }
        }
    }

    /// Checks a source folder, file or glob of a `scan` suite: relative, without `..`, and (when it names an
    /// existing path) resolving inside the configuration's folder.
    public func checkSource(_ source: String, in directory: String) throws {
        guard !allowOutside else { return }
        let parts = source.split(separator: "/").map(String.init)
        guard !source.hasPrefix("/"), !parts.contains("..") else {
            throw FileError(path: Text.escaped(source), reason: "leaves the configuration's folder; \(PathGuard.hint)")
        }
        let literal = Glob.join(directory, parts.prefix { !Glob.isPattern($0) }.joined(separator: "/"))
        if FileIO.exists(literal) { try checkFile(literal) }
    }

    /// Checks a file the configuration or a spec names: it must resolve inside the configuration's folder.
    public func checkFile(_ path: String) throws {
        guard !allowOutside else { return }
        let real = FileIO.realPath(path) ?? path
        guard real == realDirectory || real.hasPrefix(realDirectory.hasSuffix("/") ? realDirectory : realDirectory + "/") else {
            throw FileError(path: Text.escaped(path), reason: "is outside the configuration's folder \(Text.escaped(directory))"
                + (real != path ? " (it resolves to \(Text.escaped(real)))" : "") + "; \(PathGuard.hint)")
        }
    }
}
