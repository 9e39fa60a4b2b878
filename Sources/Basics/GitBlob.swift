#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SHA-1 (FIPS 180-4), only to name file contents as git does (a blob id). Not for security.
package struct SHA1: Sendable {
    private var h: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    package mutating func update(_ bytes: [UInt8]) {
        length &+= UInt64(bytes.count)
        buffer += bytes
        var start = 0
        while buffer.count - start >= 64 {
            compress(buffer[start..<start + 64])
            start += 64
        }
        buffer.removeFirst(start)
    }

    package mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        buffer.append(0x80)
        while buffer.count % 64 != 56 { buffer.append(0) }
        for i in (0..<8).reversed() { buffer.append(UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8))) }
        var start = 0
        while start < buffer.count {
            compress(buffer[start..<start + 64])
            start += 64
        }
        buffer = []
        return h.flatMap { w in (0..<4).reversed().map { UInt8(truncatingIfNeeded: w >> (UInt32($0) * 8)) } }
    }

    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var w = [UInt32](repeating: 0, count: 80)
        let b = Array(block)
        for i in 0..<16 {
            w[i] =
                UInt32(b[i * 4]) << 24 | UInt32(b[i * 4 + 1]) << 16 | UInt32(b[i * 4 + 2]) << 8 | UInt32(b[i * 4 + 3])
        }
        for i in 16..<80 {
            let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
            w[i] = x << 1 | x >> 31
        }
        var (a, bb, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
        for i in 0..<80 {
            let f: UInt32, k: UInt32
            switch i {
            case 0..<20:
                f = (bb & c) | (~bb & d)
                k = 0x5A827999
            case 20..<40:
                f = bb ^ c ^ d
                k = 0x6ED9EBA1
            case 40..<60:
                f = (bb & c) | (bb & d) | (c & d)
                k = 0x8F1BBCDC
            default:
                f = bb ^ c ^ d
                k = 0xCA62C1D6
            }
            let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
            e = d
            d = c
            c = bb << 30 | bb >> 2
            bb = a
            a = t
        }
        h[0] &+= a
        h[1] &+= bb
        h[2] &+= c
        h[3] &+= d
        h[4] &+= e
    }
}

/// Git's names for file contents and a bounded, shell-free way to read an old version back.
package enum GitBlob {
    /// The blob id git gives `bytes` (`git hash-object`): SHA-1 of `blob <length>\0` + bytes, in hex.
    package static func id(of bytes: [UInt8]) -> String {
        var sha = SHA1()
        sha.update(Array("blob \(bytes.count)\0".utf8))
        sha.update(bytes)
        return sha.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// True for 40 lowercase hex digits (never an option, a path or a revision expression).
    package static func isValidID(_ s: String) -> Bool {
        s.utf8.count == 40 && s.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The bytes of blob `id` from the git repository whose work tree holds `directory`, at most `limit` bytes;
    /// nil when git, the repository or the object is missing. Git runs on BarSnap's terms, never the checkout's:
    /// the repository is the work tree's own `.git` found above `directory` (a folder that merely looks like a bare
    /// repository — `HEAD`, `objects/`, `refs/` and a `config` a pull request committed — is never one), named
    /// with `GIT_DIR`; no protocol is allowed (a missing object is never fetched, so no transport, upload-pack or
    /// proxy command runs), no lazy fetch, no hooks, no fsmonitor, no replace objects, no system configuration.
    /// No shell: git is spawned with its arguments; stdin is /dev/null, stderr discarded, and the bytes must hash
    /// back to `id`.
    package static func read(_ id: String, in directory: String, limit: Int) -> [UInt8]? {
        guard isValidID(id), let gitDirectory = repository(above: directory) else { return nil }
        let arguments = [
            "git", "-c", "protocol.allow=never", "-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false",
            "-c", "safe.bareRepository=explicit", "--no-replace-objects",
            "cat-file", "blob", id,
        ]
        let environment = [
            "GIT_DIR=" + gitDirectory, "GIT_NO_LAZY_FETCH=1", "GIT_ALLOW_PROTOCOL=none", "GIT_PROTOCOL_FROM_USER=0",
            "GIT_NO_REPLACE_OBJECTS=1", "GIT_OPTIONAL_LOCKS=0",
        ]
        guard let bytes = run(arguments, limit: limit, environment: environment) else { return nil }
        return self.id(of: bytes) == id ? bytes : nil
    }

    /// The `.git` of the work tree holding `directory`: the nearest `.git` above it that is a real folder with a
    /// `HEAD` (not a link), or a regular file `gitdir: PATH` naming one (a linked work tree or a submodule). nil
    /// when there is none: BarSnap never lets git discover a repository itself, since git would take a folder of
    /// the checkout for a bare repository.
    package static func repository(above directory: String) -> String? {
        var folder = FontFiles.absolute(directory.isEmpty ? "." : directory)
        for _ in 0..<256 {
            let candidate = (folder == "/" ? "" : folder) + "/.git"
            var st = stat()
            if lstat(candidate, &st) == 0 {
                if st.st_mode & S_IFMT == S_IFDIR {
                    return isRepositoryFolder(candidate) ? candidate : nil
                }
                if st.st_mode & S_IFMT == S_IFREG { return linkedRepository(file: candidate, in: folder) }
                return nil
            }
            if folder == "/" || folder == "." || folder.isEmpty { return nil }
            let parent = folder.split(separator: "/", omittingEmptySubsequences: true).dropLast()
            folder = folder.hasPrefix("/") ? "/" + parent.joined(separator: "/") : parent.joined(separator: "/")
            if folder.isEmpty { folder = "." }
        }
        return nil
    }

    private static func isRepositoryFolder(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFDIR && lstat(path + "/HEAD", &st) == 0
            && st.st_mode & S_IFMT == S_IFREG
    }

    /// `gitdir: PATH` (relative to the `.git` file's folder) of a linked work tree or submodule.
    private static func linkedRepository(file: String, in folder: String) -> String? {
        let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, 4_096) }
        guard n > 8 else { return nil }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        guard text.hasPrefix("gitdir: ") else { return nil }
        let path = String(text.dropFirst(8).prefix { $0 != "\n" && $0 != "\r" })
        guard !path.isEmpty, !path.utf8.contains(0) else { return nil }
        let resolved = path.hasPrefix("/") ? path : folder + "/" + path
        return isRepositoryFolder(resolved) ? resolved : nil
    }

    /// Runs `arguments` (found on PATH, no shell) and returns its standard output when it exits 0 and wrote at
    /// most `limit` bytes; nil otherwise (the process is killed once it goes over).
    package static func run(_ arguments: [String], limit: Int, environment extra: [String] = []) -> [UInt8]? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        // Git must not ask for anything nor run a pager or an external helper.
        // Only these variables: nothing of the caller's GIT_* environment reaches git.
        let environment = ["GIT_TERMINAL_PROMPT=0", "GIT_PAGER=cat", "GIT_CONFIG_NOSYSTEM=1", "LC_ALL=C",
                           "PATH=" + (getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"),
                           "HOME=" + (getenv("HOME").map { String(cString: $0) } ?? "/")] + extra
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &envp)
        close(fds[1])
        guard spawned == 0 else {
            close(fds[0])
            return nil
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var over = false
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fds[0], $0.baseAddress, 65_536) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            out += chunk[0..<n]
            if out.count > limit {
                over = true
                kill(pid, SIGKILL)
                break
            }
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitedZero = (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0
        return over || !exitedZero ? nil : out
    }
}
