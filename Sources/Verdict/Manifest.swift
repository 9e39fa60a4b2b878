import Basics
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list of failures of a run: one small file per snapshot, assembled into `manifest.json` when a run ends.
/// Design notes: "The failure manifest".
package enum Manifest {
    public static let entriesDirectoryName = "manifest.d"
    public static let fileName = "manifest.json"

    /// Directories whose entries changed since they were last assembled (assembled again at exit).
    static let dirty = Mutex<Set<OwnedFolder>>([])
    static let exitHook = Mutex(false)
    /// Serialises assemblers inside the process (flock serialises processes).
    static let assembling = Mutex(())

    /// `buttons/back.phone-44@3x.png` → `buttons%2Fback.phone-44@3x.png.json`.
    public static func entryFileName(for name: String) -> String {
        var out = ""
        for b in name.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "@"),
                 UInt8(ascii: "+"), UInt8(ascii: "-"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let h = String(b, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        // A leading dot would hide the file (and mark a temporary file); names never start with one, but be safe.
        if out.hasPrefix(".") { out = "%2E" + out.dropFirst() }
        return out + ".json"
    }

    static func entriesFolder(_ folder: OwnedFolder) -> OwnedFolder { file(folder, entriesDirectoryName) }
    /// `name` inside `folder`: a literal or an escaped entry name, never empty, `.`, `..` or with a `/`.
    static func file(_ folder: OwnedFolder, _ name: String) -> OwnedFolder { folder.child(name) }

    // Every operation takes the artifacts folder as an `OwnedFolder` (a path given as a string is trusted as it
    // is, and only what lies below it is walked without following links): `manifest.d`, its entries, the lock
    // and `manifest.json` are never read, written or deleted through a symlink.

    /// Records (or replaces) the entry of `entry["name"]`: one atomic write of one small file.
    public static func record(_ entry: JSON, in directory: String) throws {
        try record(entry, in: OwnedFolder(base: directory))
    }
    package static func record(_ entry: JSON, in folder: OwnedFolder) throws {
        guard case let .string(name)? = entry["name"] else {
            throw FileError(path: folder.path, reason: "a manifest entry needs a string \"name\"")
        }
        try file(entriesFolder(folder), entryFileName(for: name)).write(
            Array((entry.serialized(indent: 2) + "\n").utf8), durable: false)
        markDirty(folder)
    }

    /// The old name of `record`, kept for callers of the previous API.
    public static func append(_ entry: JSON, to directory: String) throws { try record(entry, in: directory) }

    /// Removes the entry of `name` (a snapshot that passes now); true when there was one.
    @discardableResult
    public static func remove(name: String, in directory: String) -> Bool {
        let folder = OwnedFolder(base: directory)
        guard (try? file(entriesFolder(folder), entryFileName(for: name)).removeFile()) == true else { return false }
        markDirty(folder)
        return true
    }

    /// Removes the entry of a snapshot that passes now, unless it is a `new` one (a reference an earlier run
    /// recorded, listed for review). Costs one `stat` when there is no entry, which is the usual case.
    public static func removeStale(name: String, in directory: String) {
        removeStale(name: name, in: OwnedFolder(base: directory))
    }
    package static func removeStale(name: String, in folder: OwnedFolder) {
        let entry = file(entriesFolder(folder), entryFileName(for: name))
        guard FileIO.exists(entry.path), let bytes = try? entry.read(limit: 1 << 20) else { return }
        if let json = try? JSON.parse(bytes), json["kind"] == .string("new") { return }
        if (try? entry.removeFile()) == true { markDirty(folder) }
    }

    /// Starts a run that owns the directory's list of failures: removes every entry and `manifest.json`, so the
    /// list shows this run's failures only. Temporary files of killed writes go too. Only regular files whose
    /// names are entries or temporary files are removed, and never through a link (a `manifest.d` that is a
    /// symlink is an error, not a list of files to delete).
    public static func beginRun(in directory: String) throws { try beginRun(in: OwnedFolder(base: directory)) }
    package static func beginRun(in folder: OwnedFolder) throws {
        let dir = entriesFolder(folder)
        switch dir.kind {
        case .directory:
            for (name, kind) in try dir.list()
            where kind == .file && (name.hasSuffix(".json") || OwnedFolder.isTemporaryName(name)) {
                try file(dir, name).removeFile()
            }
        case .missing: break
        case .symlink: throw FileError(path: dir.path, reason: "is a symbolic link: BarSnap never deletes through one")
        default: throw FileError(path: dir.path, reason: "exists and is not a folder")
        }
        switch file(folder, fileName).kind {
        case .file, .missing: try file(folder, fileName).removeFile()
        default:
            throw FileError(path: file(folder, fileName).path, reason: "is not a regular file: refusing to replace it")
        }
        _ = dirty.withLock { $0.remove(folder) }
    }

    /// Ends a run: assembles `manifest.json` from the entry files. Returns the entries.
    @discardableResult
    public static func finishRun(in directory: String) throws -> [JSON] {
        try assemble(in: OwnedFolder(base: directory))
    }
    @discardableResult
    package static func finishRun(in folder: OwnedFolder) throws -> [JSON] { try assemble(in: folder) }

    /// The entries of `<directory>`: the entry files when `manifest.d` exists (sorted by name), else
    /// `manifest.json`'s list, else none. An entry file that cannot be parsed is an error naming it.
    public static func entries(in directory: String) throws -> [JSON] { try entries(in: OwnedFolder(base: directory)) }
    package static func entries(in folder: OwnedFolder) throws -> [JSON] {
        let dir = entriesFolder(folder)
        if dir.kind == .directory { return try readEntries(dir) }
        guard let bytes = try file(folder, fileName).read(limit: 64 << 20) else { return [] }
        guard case let .array(list)? = try JSON.parse(bytes)["entries"] else { return [] }
        return list
    }

    /// Writes `manifest.json` from the entry files (atomically, under `manifest.lock`) and returns the entries.
    /// Without `manifest.d` the existing `manifest.json` is left as it is.
    @discardableResult
    public static func assemble(in directory: String) throws -> [JSON] {
        try assemble(in: OwnedFolder(base: directory))
    }
    @discardableResult
    package static func assemble(in folder: OwnedFolder) throws -> [JSON] {
        let dir = entriesFolder(folder)
        guard dir.kind == .directory else { return try entries(in: folder) }
        return try locked(folder) {
            _ = dirty.withLock { $0.remove(folder) }
            let list = try readEntries(dir)
            try writeManifest(list, in: folder)
            return list
        }
    }

    /// Removes the entries of `names` (accepted snapshots) and rewrites `manifest.json` without them, keeping every
    /// other entry exactly as it was.
    public static func remove(names: Set<String>, in directory: String) throws {
        try remove(names: names, in: OwnedFolder(base: directory))
    }
    package static func remove(names: Set<String>, in folder: OwnedFolder) throws {
        let dir = entriesFolder(folder)
        if dir.kind == .directory {
            for name in names { try file(dir, entryFileName(for: name)).removeFile() }
            try assemble(in: folder)
            return
        }
        guard file(folder, fileName).kind == .file else { return }
        let kept = try entries(in: folder).filter { entry in
            guard case let .string(n)? = entry["name"] else { return true }
            return !names.contains(n)
        }
        try locked(folder) { try writeManifest(kept, in: folder) }
    }

    static func writeManifest(_ list: [JSON], in folder: OwnedFolder) throws {
        let doc: JSON = .object([("version", .number(1)), ("entries", .array(list))])
        try file(folder, fileName).write(Array((doc.serialized(indent: 2) + "\n").utf8))
    }

    static func readEntries(_ dir: OwnedFolder) throws -> [JSON] {
        var list: [(String, JSON)] = []
        for (name, kind) in try dir.list() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let entryFile = file(dir, name)
            guard kind == .file else {
                throw FileError(
                    path: entryFile.path, reason: "not a manifest entry: not a regular file (links are never followed)")
            }
            // Removed between the listing and the read (a pass, an accept, a new run): not an entry any more.
            guard let bytes = try entryFile.read(limit: 1 << 20) else { continue }
            let entry: JSON
            do { entry = try JSON.parse(bytes) } catch {
                throw FileError(path: entryFile.path, reason: "not a manifest entry: \(error)")
            }
            guard case let .string(name)? = entry["name"] else {
                throw FileError(path: entryFile.path, reason: "not a manifest entry: no string \"name\"")
            }
            list.append((name, entry))
        }
        return list.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Runs `body` holding the in-process mutex and an exclusive `flock` on `<directory>/manifest.lock` (opened
    /// without following a link: a planted symlink cannot make BarSnap create a file elsewhere).
    static func locked<T>(_ folder: OwnedFolder, _ body: () throws -> T) throws -> T {
        let dirfd = try folder.open(create: true)
        defer { close(dirfd) }
        return try assembling.withLock { _ in
            let lockPath = folder.path + "/manifest.lock"
            let fd = openat(dirfd, "manifest.lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw FileError.posix(lockPath, "cannot open lock file (a symbolic link is refused)") }
            defer { close(fd) }
            var st = stat()
            guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
                throw FileError(path: lockPath, reason: "is not a regular file")
            }
            while flock(fd, LOCK_EX) != 0 {
                if errno != EINTR { throw FileError(path: lockPath, reason: "cannot lock") }
            }
            defer { flock(fd, LOCK_UN) }
            return try body()
        }
    }

    static func markDirty(_ folder: OwnedFolder) {
        let isNew = dirty.withLock { $0.insert(folder).inserted }
        guard isNew else { return }
        exitHook.withLock { installed in
            guard !installed else { return }
            installed = true
            atexit { Manifest.assembleDirty() }
        }
    }

    /// Assembles every directory written to since its last assembly (at normal process exit).
    static func assembleDirty() {
        let dirs = dirty.withLock { d -> [OwnedFolder] in
            defer { d.removeAll() }
            return Array(d)
        }
        for dir in dirs.sorted(by: { $0.path < $1.path }) { _ = try? assemble(in: dir) }
    }
}
