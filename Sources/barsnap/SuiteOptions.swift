import ArgumentParser
import Basics
import BarSnapScan
import Verdict
import SnapshotSuite
#if canImport(Glibc)
import Glibc
#endif

/// `--config`: which `barsnap.json` (default: the current directory's, or the nearest one above it).
struct ConfigOption: ParsableArguments {
    @Option(
        help: "The configuration file (default: barsnap.json in the current directory or the nearest one above it).")
    var config: String?

    @Flag(
        help:
            """
                Allow the configuration to name folders and files outside its own folder (snapshots, artifacts, specs,\
                 fonts, images). Only for a configuration you trust.
                """
    )
    var allowOutside = false

    @Flag(
        help:
            """
                Scan a "scan" suite's app again instead of reading the scan cache, and write no entry (as\
                 BARSNAP_SCAN_CACHE=0). `barsnap scan` itself never uses the cache.
                """
    )
    var noScanCache = false

    func load() throws -> BarSnapConfiguration {
        if allowOutside { setenv(PathGuard.allowVariable, "1", 1) }
        if noScanCache { setenv(ScanCache.switchVariable, "0", 1) }
        // "scan" suites read the app's code: the command links BarSnapScan and passes its provider.
        let loaded = try BarSnapConfiguration.load(config, searchingFrom: FileIO.currentDirectory(),
                                                   scanner: BarSnapScanProvider())
        for n in loaded.notices { printError("barsnap: warning: \(n)") }
        return loaded
    }

    /// The configuration when there is one; nil (no error) when none is found and none was named.
    func loadIfPresent() throws -> BarSnapConfiguration? {
        if config == nil, BarSnapConfiguration.find(above: FileIO.currentDirectory()) == nil { return nil }
        return try load()
    }
}

/// `--font`: font files added to a spec's font set (ahead of the spec's own `fonts`), for commands on one spec.
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font"), help: ArgumentHelp(
        """
            A font file or glob (relative to the current directory) to add to the spec's font set, so its font objects\
             can name the family; repeatable.
            """,
        valueName: "path"))
    var fonts: [String] = []

    /// The files, resolved (absolute paths). Errors name the option (`--font: "Fonts/*.otf" matches no file`).
    func resolved() throws -> [String] {
        var files: [String] = []
        try FontFiles.resolve(fonts, in: FileIO.currentDirectory(), into: &files, path: { _ in "--font" })
        return files
    }
}

/// Which cases: `--filter` and `--shard`.
struct SelectionOptions: ParsableArguments {
    @Option(
        help:
            """
                Only cases whose id (e.g. buttons/back.phone-44@3x) contains this text, or matches it as a glob with *\
                 and ?.
                """
    )
    var filter: String?

    @Option(
        help: ArgumentHelp(
            "Only shard I of N (e.g. 2/4): a deterministic partition; the N shards cover every case once.",
            valueName: "I/N"), transform: Shard.parse)
    var shard: Shard?

    func select(_ cases: [SnapshotCase]) -> [SnapshotCase] {
        CaseSelection.select(cases, filter: filter, shard: shard.map { ($0.index, $0.count) })
    }
}

/// How to run: `--jobs` and `--artifacts`.
struct RunOptions: ParsableArguments {
    @Option(help: "Threads to render and compare on (default: the number of cores).")
    var jobs: Int?

    @Option(
        help:
            """
                Where failure artifacts and manifest.json go (default: the configuration's \"artifacts\", else\
                 BARSNAP_ARTIFACTS, else .build/barsnap-artifacts next to barsnap.json).
                """
    )
    var artifacts: String?

    @Flag(
        help:
            """
                Write artifacts into a non-empty folder BarSnap did not create, and (record) replace references that\
                 are Git LFS pointers.
                """
    )
    var force = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    var threadCount: Int { jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
