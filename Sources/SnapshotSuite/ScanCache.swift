import Basics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The scan cache: a `"scan"` suite's scanned specs, kept between runs under a key over everything that shapes them
/// (BarSnap's version, the cache format, the configuration's folder, the suite's scan settings, the locales and
/// colour schemes it asks for, and every file the scanner reads: path and bytes). A repeated load reads one entry
/// instead of scanning. Design notes: "The scan cache".
///
/// The folder is the user's own, never the scanned repository's (a pull request cannot fill it):
/// `$BARSNAP_CACHE_DIR`, else `$XDG_CACHE_HOME/barsnap`, else `~/.cache/barsnap`; entries live in its `scan`
/// folder. Folders are created 0700; a folder or entry that is a symbolic link, is not the user's, or (a folder)
/// others may write to is refused. An entry that is unreadable, corrupt, oversized or for another key is a miss.
package struct ScanCache: Sendable {
    /// `BARSNAP_SCAN_CACHE=0` (or `false`, `off`): no cache (`--no-scan-cache` sets it).
    package static let switchVariable = "BARSNAP_SCAN_CACHE"
    /// The cache folder, when set.
    package static let folderVariable = "BARSNAP_CACHE_DIR"
    /// The entry format; a change of what an entry holds or what the key covers changes it.
    static let format = "barsnap-scan-cache/2"
    /// Entries kept per suite (configuration folder and JSON path), and in all.
    static let perSuite = 4
    static let maxEntries = 64
    /// An entry larger than this is not read (a miss) and not written.
    static let maxEntryBytes = 64 << 20

    /// The folder holding the entries (`<cache folder>/scan`).
    package let folder: String

    /// The cache for `environment`; nil when it is switched off or no folder can be named (no `HOME`).
    package static func folder(environment: [String: String]) -> String? {
        let off = (environment[switchVariable] ?? "").lowercased()
        if ["0", "false", "off", "no"].contains(off) || buildIdentity == "unknown" { return nil }
        if let dir = environment[folderVariable], !dir.isEmpty { return Glob.join(dir, "scan") }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return Glob.join(xdg, "barsnap/scan") }
        if let home = environment["HOME"], home.hasPrefix("/") { return Glob.join(home, ".cache/barsnap/scan") }
        return nil
    }

    package init(folder: String) { self.folder = folder }

    // MARK: Key

    /// The key of a suite's scan: SHA-256 over length-prefixed fields (hex).
    package static func key(directory: String, settings: ScanSettings, locales: [String], schemes: [String],
                            inputs: [UInt8]) -> String {
        var h = SHA256()
        func field(_ label: String, _ value: String) {
            let bytes = Array(value.utf8)
            h.update(label + ":" + String(bytes.count) + ":")
            h.update(bytes)
        }
        field("format", format)
        field("version", BarSnapRelease.version)
        field("build", buildIdentity)
        field("directory", directory)
        field("path", settings.path)
        for s in settings.sources { field("source", s) }
        field("transitions", settings.transitions ? "1" : "0")
        field("allowOutside", settings.allowOutside ? "1" : "0")
        field("unresolved", settings.unresolved)
        for (k, v) in settings.hints {
            field("hint", k)
            field("value", v)
        }
        field("theme", settings.theme.map { "=" + $0 } ?? "none")
        field("otherLocales", settings.otherLocales)
        for s in settings.skip { field("skip", s) }
        for l in locales { field("locale", l) }
        for s in schemes { field("scheme", s) }
        h.update("inputs:")
        h.update(inputs)
        return SHA256.hex(h.finalize())
    }

    /// The running program's build: its GNU build id (a hash the linker writes over the code), so a scanner built
    /// from changed code never reads an older build's entries; else the executable's size, time and inode.
    static let buildIdentity: String = {
        if let id = elfBuildID("/proc/self/exe") { return "build-id " + SHA256.hex(id) }
        var st = stat()
        guard stat("/proc/self/exe", &st) == 0 else { return "unknown" }
        return "exe \(st.st_size) \(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec) \(st.st_ino)"
    }()

    /// The `NT_GNU_BUILD_ID` note of an ELF file, read from its program headers' note segments.
    static func elfBuildID(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        func bytes(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard count >= 0, count <= 1 << 20 else { return nil }
            var out = [UInt8](repeating: 0, count: count)
            let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return n == count ? out : nil
        }
        func int(_ b: [UInt8], _ at: Int, _ size: Int) -> Int {
            var v = 0
            for i in (0..<size).reversed() { v = v << 8 | Int(b[at + i]) }
            return v
        }
        // 64-bit little-endian ELF only (what Swift builds on Linux).
        guard let header = bytes(0, 64), header[0...3] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1
        else { return nil }
        let phoff = int(header, 32, 8), phentsize = int(header, 54, 2), phnum = int(header, 56, 2)
        guard phentsize >= 56, phnum <= 256, let table = bytes(phoff, phentsize * phnum) else { return nil }
        for i in 0..<phnum where int(table, i * phentsize, 4) == 4 {
            let at = i * phentsize
            guard let notes = bytes(int(table, at + 8, 8), int(table, at + 32, 8)) else { continue }
            var offset = 0
            while offset + 12 <= notes.count {
                let nameSize = int(notes, offset, 4), descSize = int(notes, offset + 4, 4)
                let type = int(notes, offset + 8, 4)
                let desc = offset + 12 + (nameSize + 3) & ~3
                guard desc + descSize <= notes.count else { break }
                if type == 3, nameSize == 4 { return Array(notes[desc..<desc + descSize]) }
                offset = desc + (descSize + 3) & ~3
            }
        }
        return nil
    }

    /// The part of an entry's name shared by one suite's entries: 16 hex digits over the folder and JSON path.
    static func suiteTag(directory: String, path: String) -> String {
        String(SHA256.hex(Array((directory + "\u{0}" + path).utf8)).prefix(16))
    }

    /// `<suite tag>-<key>.json`: the only names the cache reads, writes or deletes.
    static func entryName(suite: String, key: String) -> String { "\(suite)-\(key).json" }

    static func isEntryName(_ name: String) -> Bool {
        let u = Array(name.utf8)
        guard u.count == 16 + 1 + 64 + 5, name.hasSuffix(".json"), u[16] == UInt8(ascii: "-") else { return false }
        let hex = u[0..<16] + u[17..<81]
        return hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    // MARK: In-process memo

    /// Entries read or written by this process, by key: a second load in one process (two tests taking their
    /// arguments from the configuration) reads no file.
    private static let memo = Mutex<[String: CachedScan]>([:])

    // MARK: Reading

    /// The entry for `key`, validated; nil on a miss (absent, refused, corrupt, oversized, another key's).
    package func load(key: String, suite: String, directory: String) -> CachedScan? {
        if let hit = Self.memo.withLock({ $0[key] }) { return hit.at(directory) }
        guard let dir = try? openFolder(create: false) else { return nil }
        defer { close(dir) }
        let name = Self.entryName(suite: suite, key: key)
        let fd = openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_uid == geteuid(),
            Int(st.st_size) <= Self.maxEntryBytes,
            let bytes = try? FileIO.readAll(fd, path: name, limit: Self.maxEntryBytes),
            let value = try? CachedScan.decode(bytes, key: key, directory: directory)
        else { return nil }
        // The newest used entries are the ones kept.
        _ = futimens(fd, nil)
        Self.remember(key, value)
        return value
    }

    /// Empties the in-process memo (tests that change an entry on disk).
    package static func forgetRemembered() { memo.withLock { $0.removeAll() } }

    private static func remember(_ key: String, _ value: CachedScan) {
        memo.withLock {
            if $0.count >= 16 { $0.removeAll() }
            $0[key] = value
        }
    }

    // MARK: Writing

    /// Stores `value` under `key` (atomically: a temporary file renamed into place), then keeps the newest
    /// `perSuite` entries of the suite and `maxEntries` in all. Throws when the folder or entry is refused.
    package func store(_ value: CachedScan, key: String, suite: String) throws {
        let bytes = Array(value.encoded(key: key).utf8)
        Self.remember(key, value)
        guard bytes.count <= Self.maxEntryBytes else { return }
        let dir = try openFolder(create: true)
        defer { close(dir) }
        let name = Self.entryName(suite: suite, key: key)
        try OwnedFolder.writeAtomically(bytes, named: name, in: dir, display: Glob.join(folder, name),
                                        durable: false, replace: true, mode: 0o600)
        prune(dir, suite: suite, keep: name)
    }

    /// Deletes entries over the bounds, oldest first: only regular files of this user named like an entry, and
    /// this cache's own temporary files older than an hour (left by a process that was killed).
    func prune(_ dir: Int32, suite: String, keep: String) {
        let sub = dup(dir)
        guard sub >= 0, let stream = fdopendir(sub) else {
            if sub >= 0 { close(sub) }
            return
        }
        defer { closedir(stream) }
        var entries: [(name: String, time: Int)] = []
        let now = time(nil)
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            var st = stat()
            guard fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) == 0, (st.st_mode & S_IFMT) == S_IFREG,
                st.st_uid == geteuid()
            else { continue }
            if Self.isEntryName(name) {
                entries.append((name, Int(st.st_mtim.tv_sec)))
            } else if OwnedFolder.isTemporaryName(name), Self.isEntryName(String(name.dropFirst().dropLast(11))),
                now - st.st_mtim.tv_sec > 3600
            {
                unlinkat(dir, name, 0)
            }
        }
        // Newest first; names break ties so two processes agree.
        entries.sort { $0.time != $1.time ? $0.time > $1.time : $0.name < $1.name }
        var ofSuite = 0
        for (i, e) in entries.enumerated() where e.name != keep {
            let mine = e.name.hasPrefix(suite + "-")
            if mine { ofSuite += 1 }
            if i >= Self.maxEntries || (mine && ofSuite >= Self.perSuite) { unlinkat(dir, e.name, 0) }
        }
    }

    // MARK: The folder

    /// Opens the entries' folder, creating it and the cache folder (0700) when `create`. Refuses a folder that is
    /// a symbolic link, belongs to another user or that others may write to.
    func openFolder(create: Bool) throws -> Int32 {
        let parent = FileIO.parentDirectory(of: folder)
        let name = String(folder.split(separator: "/").last ?? "scan")
        if create, FileIO.isMissing(parent) { try Self.makeFolders(parent) }
        let top = open(parent, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard top >= 0 else { throw Self.refusal(parent, errno) }
        defer { close(top) }
        try Self.check(top, display: parent)
        var fd = openat(top, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if fd < 0, errno == ENOENT, create {
            if mkdirat(top, name, 0o700) != 0, errno != EEXIST { throw FileError.posix(folder, "cannot create folder") }
            fd = openat(top, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard fd >= 0 else { throw Self.refusal(folder, errno) }
        do { try Self.check(fd, display: folder) } catch {
            close(fd)
            throw error
        }
        return fd
    }

    static func refusal(_ path: String, _ err: Int32) -> FileError {
        if err == ELOOP || err == ENOTDIR {
            return FileError(path: path, reason: "is a symbolic link or not a folder: the scan cache is not used")
        }
        return FileError(path: path, reason: String(cString: strerror(err)) + ": the scan cache is not used")
    }

    /// The folder is this user's and no one else may write to it.
    static func check(_ fd: Int32, display: String) throws {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw FileError.posix(display, "cannot inspect") }
        guard st.st_uid == geteuid() else {
            throw FileError(path: display, reason: "belongs to another user: the scan cache is not used")
        }
        guard st.st_mode & 0o022 == 0 else {
            throw FileError(path: display, reason: "others may write to it: the scan cache is not used")
        }
    }

    /// Creates the missing folders of `path`, each 0700.
    static func makeFolders(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0, errno != EEXIST { throw FileError.posix(current, "cannot create folder") }
        }
    }
}
