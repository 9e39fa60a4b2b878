#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder a command owns: the only way BarSnap writes, lists or deletes inside one (no link is ever followed).
/// Design notes: "Owned folders".
package struct OwnedFolder: Sendable, Hashable, CustomStringConvertible {
    /// The trusted start (followed as the user's own path).
    package let base: String
    /// The untrusted path below it, one validated component each.
    package let components: [String]

    /// `base` followed by `relative` (a `/`-separated path with no empty, `.` or `..` component).
    package init(base: String, relative: String) throws {
        self.base = base.isEmpty ? "." : base
        components = try OwnedFolder.split(relative)
    }

    init(base: String, components: [String]) {
        self.base = base
        self.components = components
    }

    /// A folder the user named: the whole path is the trusted base.
    package init(base: String) { self.init(base: base.isEmpty ? "." : base, components: []) }

    /// The whole path, for messages and for code that only reads.
    package var path: String { components.isEmpty ? base : base + "/" + components.joined(separator: "/") }
    package var description: String { path }

    /// The entry `name` (one component, made by BarSnap: a fixed name or an escaped one) of this folder. A name
    /// that is not one safe component is replaced by `_invalid_` rather than allowed to climb out.
    package func child(_ name: String) -> OwnedFolder {
        let ok =
            !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.utf8.contains(0)
            && name.utf8.count <= 255
        return OwnedFolder(base: base, components: components + [ok ? name : "_invalid_"])
    }

    /// A sub-folder (or, for the file operations, a file) `relative` below this one.
    package func appending(_ relative: String) throws -> OwnedFolder {
        OwnedFolder(base: base, components: components + (try OwnedFolder.split(relative)))
    }

    /// Splits and checks an untrusted relative path: no absolute path, no empty, `.`, `..` or NUL component,
    /// no component over 255 bytes.
    package static func split(_ relative: String) throws -> [String] {
        if relative.isEmpty { return [] }
        guard !relative.hasPrefix("/") else {
            throw FileError(path: Text.escaped(relative), reason: "is an absolute path where a relative one is needed")
        }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for p in parts {
            guard !p.isEmpty, p != ".", p != "..", !p.utf8.contains(0), p.utf8.count <= 255 else {
                throw FileError(path: Text.escaped(relative), reason: "has an empty, '.', '..' or over-long component")
            }
        }
        return parts
    }

    // MARK: Opening

    /// Opens the folder (creating missing components when `create`); the caller closes the descriptor.
    package func open(create: Bool) throws -> Int32 {
        var fd = Glibc.open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0, create, errno == ENOENT {
            try FileIO.createDirectories(base)
            fd = Glibc.open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard fd >= 0 else { throw FileError.posix(base, "cannot open folder") }
        var walked = base
        for c in components {
            walked += "/" + c
            var next = openat(fd, c, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(fd, c, 0o755) != 0, errno != EEXIST {
                    let e = FileError.posix(walked, "cannot create folder")
                    close(fd)
                    throw e
                }
                next = openat(fd, c, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let err = errno
                let reason =
                    OwnedFolder.kindAt(fd, c) == .symlink
                    ? "is a symlink: BarSnap never writes, reads or deletes through one"
                    : err == ENOTDIR ? "exists and is not a folder" : String(cString: strerror(err))
                close(fd)
                throw FileError(path: walked, reason: reason)
            }
            close(fd)
            fd = next
        }
        return fd
    }

    /// True when the folder exists, is reached without symlinks, and is a folder.
    package var exists: Bool {
        guard let fd = try? open(create: false) else { return false }
        close(fd)
        return true
    }

    package enum Kind: Equatable, Sendable { case missing, file, directory, symlink, other }

    /// What `name` is in the open folder `fd`, without following a final link.
    package static func kindAt(_ fd: Int32, _ name: String) -> Kind {
        var st = stat()
        guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    // MARK: Files

    /// The parent folder of a file path and its last component.
    func parentAndName() throws -> (OwnedFolder, String) {
        guard let name = components.last else { throw FileError(path: path, reason: "names a folder, not a file") }
        return (OwnedFolder(base: base, components: Array(components.dropLast())), name)
    }

    /// Writes `bytes` as the regular file at this path, atomically. Refuses to replace anything but a regular file.
    package func write(_ bytes: [UInt8], durable: Bool = true) throws {
        let (parent, name) = try parentAndName()
        let dir = try parent.open(create: true)
        defer { close(dir) }
        try OwnedFolder.writeAtomically(bytes, named: name, in: dir, display: path, durable: durable, replace: true)
    }

    /// Creates the regular file at this path; false (nothing written) when anything already has its name.
    /// The check and the creation are one step (`linkat` refuses an existing name), so nothing is ever replaced.
    package func create(_ bytes: [UInt8]) throws -> Bool {
        let (parent, name) = try parentAndName()
        let dir = try parent.open(create: true)
        defer { close(dir) }
        return try OwnedFolder.writeAtomically(
            bytes, named: name, in: dir, display: path, durable: true, replace: false)
    }

    /// Reads the regular file at this path (never through a link), at most `limit` bytes; nil when it is missing.
    package func read(limit: Int) throws -> [UInt8]? {
        let (parent, name) = try parentAndName()
        let dir: Int32
        do { dir = try parent.open(create: false) } catch let e as FileError {
            if OwnedFolder.missingComponent(of: parent) { return nil }
            throw e
        }
        defer { close(dir) }
        let fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            if OwnedFolder.kindAt(dir, name) == .symlink {
                throw FileError(
                    path: path, reason: "is a symlink: BarSnap never reads references or artifacts through one")
            }
            throw FileError.posix(path, "cannot open")
        }
        defer { close(fd) }
        return try FileIO.readAll(fd, path: path, limit: limit)
    }

    /// What is at this path (a final link is reported as `.symlink`); `.missing` when a folder on the way is.
    package var kind: Kind {
        guard let (parent, name) = try? parentAndName(), let dir = try? parent.open(create: false) else {
            return components.isEmpty && FileIO.isDirectory(base) ? .directory : .missing
        }
        defer { close(dir) }
        return OwnedFolder.kindAt(dir, name)
    }

    /// Deletes the regular file at this path; false when there was none. Anything else is left alone.
    @discardableResult
    package func removeFile() throws -> Bool {
        let (parent, name) = try parentAndName()
        guard let dir = try? parent.open(create: false) else { return false }
        defer { close(dir) }
        guard OwnedFolder.kindAt(dir, name) == .file else { return false }
        if unlinkat(dir, name, 0) != 0 {
            if errno == ENOENT { return false }
            throw FileError.posix(path, "cannot delete")
        }
        return true
    }

    /// Removes this folder when it is empty (and not a link); false otherwise.
    @discardableResult
    package func removeEmptyFolder() -> Bool {
        guard let (parent, name) = try? parentAndName(), let dir = try? parent.open(create: false) else { return false }
        defer { close(dir) }
        guard OwnedFolder.kindAt(dir, name) == .directory else { return false }
        return unlinkat(dir, name, AT_REMOVEDIR) == 0
    }

    /// The entries of this folder (sorted, without `.` and `..`), each with its kind; links are not followed.
    package func list() throws -> [(name: String, kind: Kind)] {
        let fd = try open(create: false)
        guard let dir = fdopendir(fd) else {
            close(fd)
            throw FileError.posix(path, "cannot read folder")
        }
        defer { closedir(dir) }
        var out: [(String, Kind)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            out.append((name, OwnedFolder.kindAt(dirfd(dir), name)))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// True when a component of `folder` (below its base) is simply absent (as opposed to a link or a file).
    static func missingComponent(of folder: OwnedFolder) -> Bool {
        var probe = OwnedFolder(base: folder.base, components: [])
        if !FileIO.isDirectory(folder.base) { return FileIO.isMissing(folder.base) }
        for c in folder.components {
            guard let fd = try? probe.open(create: false) else { return false }
            let k = kindAt(fd, c)
            close(fd)
            if k == .missing { return true }
            if k != .directory { return false }
            probe = OwnedFolder(base: probe.base, components: probe.components + [c])
        }
        return false
    }

    /// `.NAME.tmp-XXXXXX`: the name of BarSnap's temporary files (see `writeAtomically`).
    package static func isTemporaryName(_ name: String) -> Bool {
        let chars = Array(name)
        guard chars.count > 12, chars[0] == "." else { return false }
        let tail = chars.suffix(11)
        return String(tail.prefix(5)) == ".tmp-"
            && tail.suffix(6).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Writes `name` in the open folder `dir` through a temporary file. `replace`: rename over an existing regular
    /// file (anything else is refused); otherwise link into place, which fails when the name exists (returns false).
    /// `mode`: the file's permissions.
    @discardableResult
    package static func writeAtomically(_ bytes: [UInt8], named name: String, in dir: Int32, display: String,
                                        durable: Bool, replace: Bool, mode: mode_t = 0o644) throws -> Bool {
        switch kindAt(dir, name) {
        case .missing, .file: break
        case .symlink: throw FileError(path: display, reason: "is a symlink: refusing to replace it")
        case .directory: throw FileError(path: display, reason: "is a folder: refusing to replace it")
        case .other:
            throw FileError(
                path: display, reason: "is not a regular file (a device, FIFO or socket): refusing to replace it")
        }
        if !replace, kindAt(dir, name) != .missing { return false }
        var tmp = ""
        var fd: Int32 = -1
        for _ in 0..<100 {
            tmp = "." + String(name.prefix(200)) + ".tmp-" + randomSuffix()
            fd = openat(dir, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileError.posix(display, "cannot create a temporary file beside it") }
        var ok = false
        defer { if !ok { unlinkat(dir, tmp, 0) } }
        do {
            try FileIO.writeAll(fd, bytes, path: display)
        } catch {
            close(fd)
            throw error
        }
        fchmod(fd, mode)
        if durable, fsync(fd) != 0 {
            let e = FileError.posix(display, "cannot sync")
            close(fd)
            throw e
        }
        close(fd)
        if replace {
            guard renameat(dir, tmp, dir, name) == 0 else { throw FileError.posix(display, "cannot rename into place") }
            ok = true
            return true
        }
        if linkat(dir, tmp, dir, name, 0) != 0 {
            if errno == EEXIST { return false }
            throw FileError.posix(display, "cannot create")
        }
        return true
    }

    static func randomSuffix() -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var g = SystemRandomNumberGenerator()
        return String((0..<6).map { _ in alphabet[Int(g.next(upperBound: UInt64(alphabet.count)))] })
    }
}

extension OwnedFolder {
    /// A path the reviewer typed (`--write-specs Out`, `--pr-comment review/comment.md`): below the current folder
    /// (a checkout that may hold committed links), every component is walked without following a link, so
    /// `review -> ~` is refused rather than written through; a path elsewhere is the reviewer's own.
    package static func typed(_ path: String, from current: String = FileIO.currentDirectory()) -> OwnedFolder {
        let parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        let valid = !parts.isEmpty && !parts.contains("..") && !parts.contains { $0.utf8.count > 255 }
        if !path.hasPrefix("/"), valid {
            return OwnedFolder(base: ".", components: parts)
        }
        let owned = within(current, path)
        // Elsewhere the folders are the reviewer's own; the last name is still never followed as a link.
        if owned.components.isEmpty, let name = parts.last, name != "..", name.utf8.count <= 255, path != "/" {
            return OwnedFolder(base: FileIO.parentDirectory(of: path), components: [name])
        }
        return owned
    }

    /// Opens (creating it when missing) the sub-folder `name` of the open folder `fd`, never through a link; the
    /// caller closes the result. Writes through the descriptor land in that folder even if its name is swapped.
    package static func openChild(_ fd: Int32, _ name: String, display: String) throws -> Int32 {
        var sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if sub < 0, errno == ENOENT {
            if mkdirat(fd, name, 0o755) != 0, errno != EEXIST { throw FileError.posix(display, "cannot create folder") }
            sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard sub >= 0 else {
            let link = kindAt(fd, name) == .symlink
            let reason = link ? "is a symlink: BarSnap never writes, reads or deletes through one"
                : "is not a folder BarSnap can open"
            throw FileError(path: display, reason: reason)
        }
        return sub
    }
}

extension OwnedFolder {
    /// `path` as an owned folder: below `root` (a trusted folder, e.g. the configuration's) when `path` lies
    /// inside it, so every component from `root` down is walked without following links; otherwise `path` itself
    /// is the trusted base (a folder the user named).
    package static func within(_ root: String?, _ path: String) -> OwnedFolder {
        if let root, !root.isEmpty, path.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            let rest = path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1)
            let parts = rest.split(separator: "/").map(String.init).filter { $0 != "." }
            if !parts.contains(".."), !parts.contains(where: { $0.utf8.count > 255 }) {
                return OwnedFolder(base: root, components: parts)
            }
        }
        return OwnedFolder(base: path, components: [])
    }
}
