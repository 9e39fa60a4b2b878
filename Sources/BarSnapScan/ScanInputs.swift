import Basics
import SnapshotSuite
#if canImport(Glibc)
import Glibc
#endif

/// The input part of the scan cache's key: every file the scanner reads, found by the scanner's own search
/// (`ScanFiles`, `AssetCatalog.sets`), hashed as its path relative to the configuration's folder and its bytes
/// (read as the scan reads them: confined, within the size cap), with the search's notes (a link skipped, a
/// folder too deep) and each asset set's file names and kinds (which PNG an image set draws).
enum ScanInputs {
    static func digest(sources: [String], directory: String, allowOutside: Bool, skip: [String] = []) throws
        -> [UInt8] {
        var start = (timespec(), timespec())
        clock_gettime(CLOCK_MONOTONIC, &start.0)
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start.1)
        let pathGuard = PathGuard(directory: directory, allowOutside: allowOutside)
        let files = try ScanFiles(sources: sources, directory: directory, guard: pathGuard, skip: skip)
        let show = { (path: String) in ScanFiles.relative(path, to: directory) }
        var h = SHA256()
        func field(_ label: String, _ value: String) {
            let bytes = Array(value.utf8)
            h.update(label + ":" + String(bytes.count) + ":")
            h.update(bytes)
        }
        // Every name its own length-prefixed field: a name holding a space, a quote or a newline never reads as
        // two (an image set's one file `a.png f\nb.png` is not its two files `a.png` and `b.png`).
        for n in files.notes {
            field("note", n.file)
            field("line", String(n.line))
            field("field", n.field)
            field("reason", n.reason)
        }
        var read: [(kind: String, path: String)] = []
        for (kind, paths) in [
            ("swift", files.swift), ("storyboard", files.storyboards), ("strings", files.strings),
            ("stringsdict", files.stringsdicts), ("xcstrings", files.xcstrings)
        ] {
            read += paths.map { (kind, $0) }
        }
        var sets: [AssetCatalog.SetFolder] = []
        for c in files.catalogs {
            let found = AssetCatalog.sets(in: c, display: show(c))
            field("catalog", show(c))
            field("over", found.overflow ? "1" : "0")
            sets += found.sets
            read += found.sets.map { ("set", Glob.join($0.path, "Contents.json")) }
        }
        // The generator's settings (`swiftgen.yml`), which name the generated constants.
        var settingsNotes: [ScanNote] = []
        if let settings = SwiftGenSettings.find(
            directory: directory, sources: sources, guard: pathGuard, notes: &settingsNotes)
        {
            read.append(("settings", Glob.join(directory, settings.file)))
        }
        for n in settingsNotes {
            field("settings note", n.file)
            field("reason", n.reason)
        }
        // Each file hashed on every core; the digests are taken in the search's order.
        let paths = read.map(\.path)
        let kinds = read.map(\.kind)
        let digests = Parallel.map(paths.count) { i -> ([UInt8], Int) in
            var notes: [ScanNote] = []
            var f = SHA256()
            let limit = ["strings", "stringsdict", "xcstrings"].contains(kinds[i])
                ? ScanFiles.maxTableBytes : ScanFiles.maxFileBytes
            if let bytes = ScanFiles.read(paths[i], display: "", guard: pathGuard, notes: &notes, limit: limit) {
                f.update("bytes:")
                f.update(bytes)
                return (f.finalize(), bytes.count)
            }
            f.update("unread:" + notes.map(\.reason).joined(separator: "\n"))
            return (f.finalize(), 0)
        }
        for (i, file) in read.enumerated() {
            field(file.kind, show(file.path))
            h.update(digests[i].0)
        }
        for (label, value) in imageSetFields(sets) { field(label, value) }
        report(files: paths.count, bytes: digests.reduce(0) { $0 + $1.1 }, since: start)
        return h.finalize()
    }

    /// An image set's PNG is chosen by name and confined (a link is refused): the names and kinds decide, each
    /// name its own field.
    static func imageSetFields(_ sets: [AssetCatalog.SetFolder]) -> [(String, String)] {
        var out: [(String, String)] = []
        for set in sets where set.kind == .image {
            let names = (try? FileIO.listDirectory(set.path)) ?? []
            out.append(("image set", set.display))
            out.append(("files", String(names.count)))
            for name in names {
                out.append(("file", name))
                out.append(("kind", kind(Glob.join(set.path, name))))
            }
        }
        return out
    }

    /// With `BARSNAP_SCAN_WORK=1`, what the key cost, on standard error (for measuring).
    static func report(files: Int, bytes: Int, since start: (timespec, timespec)) {
        guard let v = getenv("BARSNAP_SCAN_WORK"), String(cString: v) == "1" else { return }
        var end = (timespec(), timespec())
        clock_gettime(CLOCK_MONOTONIC, &end.0)
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end.1)
        func ms(_ a: timespec, _ b: timespec) -> Int {
            (b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1_000_000
        }
        let line = Array(("scan cache key: \(files) files, \(bytes) bytes hashed in \(ms(start.0, end.0)) ms "
            + "(CPU \(ms(start.1, end.1)) ms)\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// `f` (file), `d` (folder), `l` (link), `o` (anything else), `-` (gone).
    static func kind(_ path: String) -> String {
        var st = stat()
        guard lstat(path, &st) == 0 else { return "-" }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return "f"
        case S_IFDIR: return "d"
        case S_IFLNK: return "l"
        default: return "o"
        }
    }
}

extension BarSnapScanProvider {
    package func inputDigest(_ settings: ScanSettings, directory: String) throws -> [UInt8] {
        try ScanInputs.digest(sources: settings.sources, directory: directory, allowOutside: settings.allowOutside,
                              skip: settings.skip)
    }
}
