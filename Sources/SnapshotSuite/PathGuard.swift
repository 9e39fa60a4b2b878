import Basics
#if canImport(Glibc)
import Glibc
#endif

/// Keeps what a configuration names inside the configuration's folder.
///
/// A configuration may come from a hostile pull request, so every path in it — `snapshots`, `artifacts`, spec
/// globs, `fonts`, the images specs name — must resolve (links included) inside the folder that holds
/// `barsnap.json`. A reviewer who trusts a configuration that needs more opts out for one run with
/// `--allow-outside` (or `BARSNAP_ALLOW_OUTSIDE=1`); a configuration cannot opt out by itself.
package struct PathGuard: Sendable {
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
            throw JSONPathError(
                path: key, message: "\"\(Text.escaped(value))\" leaves the configuration's folder; \(PathGuard.hint)")
        }
        var current = directory
        for part in parts where part != "." {
            current = Glob.join(current, part)
            if FileIO.isSymbolicLink(current) {
                throw JSONPathError(
                    path: key,
                    message: "\"\(Text.escaped(value))\" goes through the symbolic link \(Text.escaped(current)); "
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
        if literal != directory, FileIO.exists(literal) || FileIO.isSymbolicLink(literal) { _ = try confine(literal) }
    }

    /// Checks a file the configuration or a spec names (see `confine`), and remembers how it was confined: a
    /// reader that gets the path later (a font) walks the same components again without following a link.
    public func checkFile(_ path: String) throws {
        let owned = try confine(path)
        if !allowOutside { ConfinedFiles.record(path, as: owned) }
    }

    /// True when `BARSNAP_ALLOW_OUTSIDE` allows it in this process's environment.
    public static var allowedByEnvironment: Bool {
        guard let p = getenv(allowVariable) else { return false }
        let v = String(cString: p)
        return !v.isEmpty && v != "0" && v.lowercased() != "false"
    }

    /// A guard for `directory` that allows outside paths only when `allowOutside`.
    public init(directory: String, allowOutside: Bool) {
        self.init(directory: directory, environment: allowOutside ? [PathGuard.allowVariable: "1"] : [:])
    }

    /// The one rule for every file a configuration (or `barsnap scan PATH`) names — scan sources and every file
    /// found under them, images `--write-specs` copies, fonts, icons, specs: below the configuration's folder
    /// (no absolute path elsewhere, no `..`), no component below that folder a symbolic link (the file itself
    /// included), and resolving inside it. The result is the file as an owned path: `read(limit:)` walks the
    /// same components again with `O_NOFOLLOW`, so a link swapped in after this check is refused too. With
    /// `allowOutside`, the path is the reviewer's own (read as it is).
    package func confine(_ path: String) throws -> OwnedFolder {
        guard !allowOutside else { return OwnedFolder(base: path) }
        let shown = Text.escaped(path)
        var rest: Substring?
        for base in [directory, realDirectory] {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if base == "." && !path.hasPrefix("/") {
                rest = Substring(path)
                break
            }
            if path.hasPrefix(prefix) {
                rest = path.dropFirst(prefix.count)
                break
            }
        }
        guard let rest else {
            let folder = Text.escaped(directory)
            throw FileError(path: shown, reason: "is outside the configuration's folder \(folder); \(PathGuard.hint)")
        }
        // `Specs/../Icons/star.png` is taken apart by name (the components read are the ones named after `..`
        // is applied, each opened without following a link), and may not climb above the folder.
        var parts: [String] = []
        for part in rest.split(separator: "/").map(String.init) where part != "." {
            if part != ".." {
                parts.append(part)
                continue
            }
            guard !parts.isEmpty else {
                throw FileError(path: shown, reason: "leaves the configuration's folder; \(PathGuard.hint)")
            }
            parts.removeLast()
        }
        // The configuration's folder itself (`barsnap scan .`): the trusted base.
        if parts.isEmpty { return OwnedFolder(base: directory) }
        var current = directory
        for (k, part) in parts.enumerated() {
            current = Glob.join(current, part)
            if FileIO.isSymbolicLink(current) {
                throw FileError(path: shown, reason: k == parts.count - 1
                    ? "is a symbolic link: BarSnap never reads what a configuration names through one; "
                        + PathGuard.hint
                    : "goes through the symbolic link \(Text.escaped(current)); \(PathGuard.hint)")
            }
        }
        let real = FileIO.realPath(current) ?? current
        guard
            real == realDirectory || real.hasPrefix(realDirectory.hasSuffix("/") ? realDirectory : realDirectory + "/")
        else {
            throw FileError(
                path: shown,
                reason: "is outside the configuration's folder \(Text.escaped(directory))"
                    + " (it resolves to \(Text.escaped(real))); \(PathGuard.hint)")
        }
        return try OwnedFolder(base: directory, relative: parts.joined(separator: "/"))
    }

    /// Reads a confined file (see `confine`) through the no-follow walk, at most `limit` bytes.
    package func read(_ path: String, limit: Int) throws -> [UInt8] {
        if allowOutside { return try FileIO.read(path, limit: limit) }
        guard let bytes = try confine(path).read(limit: limit) else {
            throw FileError(path: Text.escaped(path), reason: "does not exist")
        }
        return bytes
    }
}
