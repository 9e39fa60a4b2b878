#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system failure, naming the path and the reason.
package struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    package var path: String
    package var reason: String
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    package var description: String { "\(path): \(reason)" }

    package static func posix(_ path: String, _ what: String) -> FileError {
        FileError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// Small, explicit POSIX file helpers: whole-file reads with a size limit, and atomic writes
/// (temporary file in the same directory, fsync, rename), so no reader ever sees a half-written file.
package enum FileIO {
    /// Reads a whole regular file. Directories, missing files and files over `limit` bytes are errors.
    package static func read(_ path: String, limit: Int = 512 << 20) throws -> [UInt8] {
        // O_NONBLOCK: opening a FIFO (or a device) must not wait for a writer; it is rejected below as not a
        // regular file. The flag has no effect on reading regular files.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError.posix(path, "cannot open") }
        defer { close(fd) }
        return try readAll(fd, path: path, limit: limit)
    }

    /// Reads a whole open file: a regular file of at most `limit` bytes (anything else is an error).
    package static func readAll(_ fd: Int32, path: String, limit: Int) throws -> [UInt8] {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError.posix(path, "cannot stat") }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(
                path: path,
                reason: (st.st_mode & S_IFMT) == S_IFDIR ? "is a directory, not a file" : "is not a regular file")
        }
        guard st.st_size <= limit else {
            throw FileError(path: path, reason: "is \(st.st_size) bytes, over the limit of \(limit)")
        }
        var out = [UInt8](repeating: 0, count: Int(st.st_size))
        var done = 0
        while done < out.count {
            let n = out.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError.posix(path, "cannot read")
            }
            if n == 0 { break }
            done += n
        }
        if done < out.count { out.removeLast(out.count - done) }
        return out
    }

    /// Writes all of `bytes` to an open file.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError.posix(path, "cannot write")
            }
            done += n
        }
    }

    /// Writes `bytes` to `path` atomically: the file is either the old one or the complete new one.
    /// With `durable` (the default) the data is fsynced before the rename, so it also survives a power loss;
    /// regenerable files (failure artifacts, manifest entries) pass false: a kill still cannot tear them.
    package static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
        let dir = parentDirectory(of: path)
        let base = path.split(separator: "/").last.map(String.init) ?? path
        let fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError.posix(path, "cannot open its folder \(dir)") }
        defer { close(fd) }
        // Only a regular file is ever replaced: a symlink, a device (`/dev/null`), a FIFO or a folder is refused.
        try OwnedFolder.writeAtomically(bytes, named: base, in: fd, display: path, durable: durable, replace: true)
    }

    /// Writes an output file a user named on the command line (`render -o`, `diff --output`): a missing path or
    /// a regular file is written atomically; a device, FIFO or socket (`/dev/stdout`, `/dev/null`, a pipe) is
    /// written into, never replaced; a link is followed as the user's own (a dangling one is refused); a folder
    /// is refused.
    package static func writeOutput(_ bytes: [UInt8], to path: String) throws {
        var st = stat()
        if stat(path, &st) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { throw FileError.posix(path, "cannot write") }
            if isSymbolicLink(path) {
                throw FileError(path: path, reason: "is a dangling symbolic link: refusing to create its target")
            }
            return try writeAtomically(bytes, to: path, durable: false)
        }
        // `/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`: whatever they lead to (a terminal, a pipe, a file the
        // shell redirected to) is written into, never replaced.
        let streams = path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
        switch st.st_mode & S_IFMT {
        case S_IFREG where !streams:
            let target = isSymbolicLink(path) ? (realPath(path) ?? path) : path
            try writeAtomically(bytes, to: target, durable: false)
        case S_IFDIR:
            throw FileError(path: path, reason: "is a folder: name a file")
        default:
            let fd = open(
                path,
                O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK
                    | (streams && (st.st_mode & S_IFMT) == S_IFREG ? O_TRUNC : 0))
            guard fd >= 0 else { throw FileError.posix(path, "cannot open for writing") }
            defer { close(fd) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            try writeAll(fd, bytes, path: path)
        }
    }

    /// The canonical absolute path (links resolved), or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    package static func writeAtomically(_ string: String, to path: String, durable: Bool = true) throws {
        try writeAtomically(Array(string.utf8), to: path, durable: durable)
    }

    /// Creates a directory and its parents (like `mkdir -p`).
    package static func createDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileError.posix(current, "cannot create directory")
            }
        }
        guard isDirectory(path) else { throw FileError(path: path, reason: "exists and is not a directory") }
    }

    package static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    /// True only when nothing at all is at `path` (ENOENT / ENOTDIR, and not a dangling symlink). A symlink loop
    /// (ELOOP), a dangling link or a permission problem is "something unreadable", not "missing".
    package static func isMissing(_ path: String) -> Bool {
        var st = stat()
        if stat(path, &st) == 0 { return false }
        return (errno == ENOENT || errno == ENOTDIR) && !isSymbolicLink(path)
    }

    /// True for a symbolic link itself (dangling or looping ones included; `exists` is false for those).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    package static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in a directory, without "." and "..", sorted. Does not follow into subdirectories.
    package static func listDirectory(_ path: String) throws -> [String] {
        guard let dir = opendir(path) else { throw FileError.posix(path, "cannot open directory") }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The current working directory ("." if it cannot be read).
    package static func currentDirectory() -> String {
        var buf = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buf, buf.count) != nil else { return "." }
        return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The nearest of `directory` and its ancestors that contains `Package.swift`, or nil.
    package static func packageRoot(above directory: String) -> String? {
        var dir = directory
        while true {
            if exists(dir + "/Package.swift") { return dir }
            let parent = parentDirectory(of: dir)
            if parent == dir || dir == "." { return nil }
            dir = parent
        }
    }

    package static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }
}
