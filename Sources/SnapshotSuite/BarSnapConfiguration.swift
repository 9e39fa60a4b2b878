import Basics
import Pipeline
import Verdict
#if canImport(Glibc)
import Glibc
#endif

/// A loaded `barsnap.json`: where references live, the default tolerance, and every case its suites expand to.
///
/// Found like `Package.swift`: in the starting directory or the nearest ancestor. Paths inside are relative to the
/// file. Loading expands every suite and validates every scene, so a bad configuration fails before anything
/// renders.
public struct BarSnapConfiguration: Sendable {
    /// The configuration's file name, looked for in a folder and its ancestors.
    public static let fileName = "barsnap.json"

    /// Where the file is, and where its references and artifacts go.
    public var location: SuiteLocation
    /// The configuration file (as given, or as found).
    public var file: String { location.file }
    /// Its folder: what relative paths in it are relative to.
    public var directory: String { location.directory }
    /// The references' folder (`snapshots`, default `Snapshots`).
    public var snapshotsDirectory: String { location.snapshotsDirectory }
    /// The artifacts folder, when the file sets `artifacts`.
    public var artifactsDirectory: String? { location.artifactsDirectory }
    /// The top-level tolerance (a suite may set its own; each case carries the one it uses).
    public var tolerance: DiffOptions { location.tolerance }
    /// `environmentTolerance`: for references recorded in another environment only (nil: such a difference fails).
    public var environmentTolerance: DiffOptions? { location.environmentTolerance }
    /// The font files of `fonts` (absolute paths): every case's scenes have them ahead of their own.
    public var fonts: [String] { location.fonts }
    /// The suites as written.
    public var suites: [ConfigurationFile.Suite]
    /// Every case, sorted by id.
    public var cases: [SnapshotCase]

    /// What loading could not do and carried on without (a scan cache folder refused): warnings to show.
    package var notices: [String] = []

    /// The folders under `snapshotsDirectory` this configuration owns: one per suite name. `prune` works only there.
    public var ownedFolders: [String] { Array(Set(suites.map(\.name))).sorted() }

    /// Parses `bytes` as the configuration at `file` and expands it.
    /// Every path it names must stay inside the file's folder (see `PathGuard`; `environment` defaults to the
    /// process's, where `BARSNAP_ALLOW_OUTSIDE=1` lifts that rule). A tolerance's `mode` names one of `modes`.
    public init(bytes: [UInt8], file: String, environment: [String: String]? = nil,
                modes: [any ComparisonMode.Type] = ComparisonModes.builtIn) throws {
        try self.init(bytes: bytes, file: file, environment: environment, modes: modes, scanner: nil)
    }

    /// The same, with `"scan"` suites read by `scanner` (`BarSnapScan`'s; nil: a scan suite is an error).
    package init(bytes: [UInt8], file: String, environment: [String: String]? = nil,
                 modes: [any ComparisonMode.Type] = ComparisonModes.builtIn, scanner: (any ScanProvider)?) throws {
        let parsed = try ConfigurationFile.parseOnce(bytes, file: file, modes: modes)
        let env = environment ?? SnapshotConfiguration.processEnvironment()
        let guard_ = PathGuard(directory: FileIO.parentDirectory(of: file), environment: env)
        do {
            try guard_.checkFolder(parsed.snapshots, key: "snapshots")
            if let a = parsed.artifacts { try guard_.checkFolder(a, key: "artifacts") }
        } catch let e as JSONPathError {
            throw ConfigurationError(file: file, message: e.description)
        }
        location = SuiteLocation(file: file, parsed: parsed, fonts: try parsed.resolvedFonts(file: file, guard: guard_))
        suites = parsed.suites
        let expansion = Expansion(location: location, configuration: parsed, fonts: location.fonts, guard: guard_,
                                  scanner: scanner, environment: env)
        cases = try expansion.cases()
        notices = expansion.notices
    }

    /// Reads and expands the configuration at `path`; a tolerance's `mode` names one of `modes`.
    public init(contentsOf path: String, modes: [any ComparisonMode.Type] = ComparisonModes.builtIn) throws {
        try self.init(contentsOf: path, modes: modes, scanner: nil)
    }

    /// The same, with `"scan"` suites read by `scanner`.
    package init(contentsOf path: String, modes: [any ComparisonMode.Type] = ComparisonModes.builtIn,
                 scanner: (any ScanProvider)?) throws {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 16 << 20) } catch let e as FileError {
            throw ConfigurationError(file: path, message: e.reason)
        }
        try self.init(bytes: bytes, file: path, modes: modes, scanner: scanner)
    }

    /// The configuration for a test or a command.
    /// - Parameters:
    ///   - path: an explicit file (`--config`); otherwise `barsnap.json` is searched for in `directory` and its
    ///     ancestors, where `directory` defaults to the folder of the calling source file (`#filePath`), so tests
    ///     find their package's configuration whatever the working directory.
    ///   - modes: the comparison modes a tolerance's `mode` may name (the built-in ones, and any of yours).
    public static func load(_ path: String? = nil, searchingFrom directory: String? = nil,
                            modes: [any ComparisonMode.Type] = ComparisonModes.builtIn,
                            filePath: String = #filePath) throws -> BarSnapConfiguration {
        try load(path, searchingFrom: directory, modes: modes, scanner: nil, filePath: filePath)
    }

    /// `load`, with `"scan"` suites read by `scanner`.
    package static func load(_ path: String? = nil, searchingFrom directory: String? = nil,
                             modes: [any ComparisonMode.Type] = ComparisonModes.builtIn, scanner: (any ScanProvider)?,
                             filePath: String = #filePath) throws -> BarSnapConfiguration {
        if let path { return try BarSnapConfiguration(contentsOf: path, modes: modes, scanner: scanner) }
        let start = directory ?? FileIO.parentDirectory(of: filePath)
        let found = discover(above: start)
        guard let file = found.file else {
            throw ConfigurationError(file: start, message: "no \(fileName) here or in any folder above"
                + (found.note.map { " (\($0))" } ?? "") + ": run `barsnap init` to create one, or pass --config PATH")
        }
        return try BarSnapConfiguration(contentsOf: file, modes: modes, scanner: scanner)
    }

    /// `barsnap.json` in `directory` or its nearest ancestor that has one (see `discover`).
    public static func find(above directory: String) -> String? { discover(above: directory).file }

    /// Looks for `barsnap.json` in `directory`, then in its ancestors, like git looks for a repository, and as
    /// carefully: the search stops at the repository's root (a folder with `.git`), at `$HOME`, and before a
    /// folder owned by another user (a configuration planted in a shared, world-writable parent such as `/tmp` is
    /// never used). A configuration file owned by another user, or that is not a regular file, is not used either;
    /// `note` then says why, for the "no barsnap.json" message.
    public static func discover(above directory: String, home: String? = nil) -> (file: String?, note: String?) {
        let uid = geteuid()
        let homeDir = (home ?? SnapshotConfiguration.processEnvironment()["HOME"]).flatMap { FileIO.realPath($0) }
        var dir = directory
        var first = true
        while true {
            var st = stat()
            guard stat(dir.isEmpty ? "/" : dir, &st) == 0 else { return (nil, nil) }
            // The folder the search starts in is the user's own choice; every ancestor must be theirs.
            if !first, st.st_uid != uid {
                return (nil, "the search stopped below \(Text.escaped(dir)), which belongs to another user")
            }
            let candidate = Glob.join(dir, fileName)
            var cst = stat()
            if lstat(candidate, &cst) == 0 {
                guard (cst.st_mode & S_IFMT) == S_IFREG else {
                    return (
                        nil,
                        """
                            \(Text.escaped(candidate)) is not a regular file (a symbolic link is not used); pass\
                             --config to use it
                            """
                    )
                }
                guard first || cst.st_uid == uid else {
                    return (
                        nil,
                        "\(Text.escaped(candidate)) belongs to another user and is not used; pass --config to use it"
                    )
                }
                return (candidate, nil)
            }
            let real = FileIO.realPath(dir)
            if FileIO.exists(Glob.join(dir, ".git")) || (real != nil && real == homeDir) {
                return (nil, nil)
            }
            let parent = FileIO.parentDirectory(of: dir)
            if parent == dir || dir == "." || dir.isEmpty {
                // A relative start: continue from its absolute form.
                guard dir == ".", let abs = real, abs != "/" else { return (nil, nil) }
                dir = FileIO.parentDirectory(of: abs)
                first = false
                continue
            }
            dir = parent
            first = false
        }
    }

    /// The harness settings for checking this configuration's cases (each case brings its own tolerance; the
    /// top-level one is for bitmaps checked without a case). Artifacts go to `artifacts` (argument), else the file's
    /// `artifacts`, else `BARSNAP_ARTIFACTS`, else `<configuration folder>/.build/barsnap-artifacts`.
    public func snapshotConfiguration(recordMode: RecordMode? = nil, artifacts: String? = nil,
                                      environment: [String: String]? = nil) throws -> SnapshotConfiguration {
        try location.snapshotConfiguration(recordMode: recordMode, artifacts: artifacts, environment: environment)
    }

    /// `override`, else the file's `artifacts`, else `BARSNAP_ARTIFACTS`, else `<folder>/.build/barsnap-artifacts`.
    public func artifactsDirectory(override: String? = nil, environment: [String: String]? = nil) -> String {
        location.artifactsDirectory(override: override, environment: environment)
    }
}

/// Where a configuration file is and where its references and artifacts go (shared by all its cases).
public struct SuiteLocation: Sendable, Equatable {
    /// The configuration file (as given, or as found).
    public var file: String
    /// Its folder: what relative paths in it are relative to.
    public var directory: String
    /// The references' folder.
    public var snapshotsDirectory: String
    /// The artifacts folder, when the file sets `artifacts`.
    public var artifactsDirectory: String?
    /// The file's top-level `tolerance` (exact without one): what a suite without its own compares with.
    public var tolerance: DiffOptions
    /// The suites' own tolerances by folder (suite name): a reference in that folder is compared with it, whichever
    /// way it is checked (`barsnap verify`, or `assertSnapshot(of:)` from a test file named like the suite).
    public var suiteTolerances: [String: DiffOptions]
    /// The file's `environmentTolerance`: applied to every case, only when its reference comes from another
    /// environment (a fingerprint field both sides have differs).
    public var environmentTolerance: DiffOptions?
    /// The font files of `fonts` (absolute paths), ahead of every scene's own.
    public var fonts: [String]

    public init(
        file: String, directory: String, snapshotsDirectory: String, artifactsDirectory: String?,
        tolerance: DiffOptions = DiffOptions(), suiteTolerances: [String: DiffOptions] = [:],
        environmentTolerance: DiffOptions? = nil, fonts: [String] = []
    ) {
        self.file = file
        self.directory = directory
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory
        self.tolerance = tolerance
        self.suiteTolerances = suiteTolerances
        self.environmentTolerance = environmentTolerance
        self.fonts = fonts
    }

    /// The tolerance for a reference at `relative` (under the snapshots folder): its folder's suite's, else the
    /// top-level one.
    public func tolerance(forReference relative: String) -> DiffOptions {
        guard let slash = relative.firstIndex(of: "/") else { return tolerance }
        return suiteTolerances[String(relative[..<slash])] ?? tolerance
    }

    /// A package without a configuration: `<root>/Snapshots`, artifacts in `<root>/.build/barsnap-artifacts`.
    public init(packageRoot root: String) {
        self.init(
            file: Glob.join(root, "Package.swift"), directory: root, snapshotsDirectory: Glob.join(root, "Snapshots"),
            artifactsDirectory: nil)
    }

    /// Where the configuration `file` (already parsed) puts things and how it compares them; `fonts`: its font
    /// files, resolved (`ConfigurationFile.resolvedFonts`).
    public init(file: String, parsed: ConfigurationFile, fonts: [String] = []) {
        self.file = file
        directory = FileIO.parentDirectory(of: file)
        snapshotsDirectory = Glob.resolve(parsed.snapshots, in: directory)
        artifactsDirectory = parsed.artifacts.map { Glob.resolve($0, in: FileIO.parentDirectory(of: file)) }
        tolerance = parsed.tolerance
        var bySuite: [String: DiffOptions] = [:]
        // Several suites may share a folder: the first that sets a tolerance names the folder's.
        for suite in parsed.suites {
            if let t = suite.tolerance, bySuite[suite.name] == nil { bySuite[suite.name] = t }
        }
        suiteTolerances = bySuite
        environmentTolerance = parsed.environmentTolerance
        self.fonts = fonts
    }

    /// `override`, else the file's `artifacts`, else `BARSNAP_ARTIFACTS`, else `<folder>/.build/barsnap-artifacts`.
    public func artifactsDirectory(override: String? = nil, environment: [String: String]? = nil) -> String {
        let env = environment ?? SnapshotConfiguration.processEnvironment()
        return override ?? artifactsDirectory ?? env["BARSNAP_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Glob.join(directory, ".build/barsnap-artifacts")
    }

    /// The one configuration of a check of references here: the folders, the top-level tolerance (a case brings its
    /// own), the environment tolerance, the renderer's fingerprint, the record mode.
    public func snapshotConfiguration(recordMode: RecordMode? = nil, artifacts: String? = nil,
                                      environment: [String: String]? = nil) throws -> SnapshotConfiguration {
        let env = environment ?? SnapshotConfiguration.processEnvironment()
        return SnapshotConfiguration(snapshotsDirectory: snapshotsDirectory,
                                     artifactsDirectory: artifactsDirectory(override: artifacts, environment: env),
                                     diffOptions: tolerance, environmentFingerprint: try Pipeline.fingerprint(),
                                     recordMode: recordMode, environment: env, packageRoot: directory,
                                     environmentTolerance: environmentTolerance)
    }
}
