import Basics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where references and artifacts live and how snapshots are compared.
public struct SnapshotConfiguration: Sendable {
    /// References: `<package root>/Snapshots` by default.
    public var snapshotsDirectory: String
    /// Failure artifacts: `BARSNAP_ARTIFACTS`, else `<package root>/.build/barsnap-artifacts`.
    public var artifactsDirectory: String
    /// How a bitmap is compared with its reference when the check brings no tolerance of its own (a case brings its
    /// suite's: `SnapshotSubject.tolerance`). Exact by default, like every default tolerance.
    public var diffOptions: DiffOptions
    /// The renderer's environment fingerprint (fonts, library versions, architecture, formats; see
    /// `EnvironmentFingerprint`). Stored in references as the `barsnap:environment` text chunk and compared
    /// field by field when pixels differ; nil disables the check.
    public var environmentFingerprint: String?
    /// A second, looser tolerance used only when `diffOptions` fails **and** the reference's fingerprint
    /// differs from `environmentFingerprint` in a field both have (another FreeType, another CPU
    /// architecture…). A check that passes only thanks to it is reported as "passed (environment)"
    /// (`SnapshotOutcome.passedEnvironment`), never as a plain pass. nil (the default): a different
    /// environment can only fail. On the recording environment `diffOptions` alone applies.
    public var environmentTolerance: DiffOptions?
    /// An explicit record mode for checks using this configuration; nil resolves it (see `RecordMode.resolve`).
    public var recordMode: RecordMode?
    /// The environment used to resolve `BARSNAP_RECORD` / `CI` (the process environment by default;
    /// tests pass their own dictionary instead of mutating the process).
    public var environment: [String: String]
    /// The trusted folder above `snapshotsDirectory` and `artifactsDirectory` (the configuration's or package's
    /// folder). Below it, every folder on the way to a reference or an artifact is opened without following links:
    /// a symlink committed in a pull request (`Snapshots -> /home/me`) stops the write instead of redirecting it.
    public var root: String?
    /// `--force`: replace a reference that is a Git LFS pointer when re-recording, and write artifacts into a
    /// non-empty folder BarSnap did not create. Off by default: both are refused with a message saying why.
    public var force = false
    /// How references are kept: PNG images (default) or scene text (`ReferenceFormat.scene`). A case may bring its
    /// own (its suite's `references`).
    package var referenceFormat: ReferenceFormat = .png
    /// `verify --strict`: in scene mode, a scene that is unchanged but draws other pixels (BarSnap or the environment
    /// draws it differently now) fails instead of passing as "passed (environment)".
    public var strictRenderer = false

    /// The references' folder, walked from `root` without following links.
    package var snapshotsFolder: OwnedFolder { OwnedFolder.within(root, snapshotsDirectory) }
    /// The artifacts' folder, walked from `root` without following links (unless it lies elsewhere: then the
    /// folder the user named is the trusted start).
    package var artifactsFolder: OwnedFolder { OwnedFolder.within(root, artifactsDirectory) }

    /// The PNG text chunk a reference's environment fingerprint is stored in.
    package static let fingerprintKey = "barsnap:environment"

    /// - Parameters:
    ///   - packageRoot: defaults to the nearest directory above `filePath` containing `Package.swift`.
    public init(snapshotsDirectory: String? = nil, artifactsDirectory: String? = nil,
                diffOptions: DiffOptions = DiffOptions(), environmentFingerprint: String? = nil,
                recordMode: RecordMode? = nil, environment: [String: String]? = nil,
                packageRoot: String? = nil, filePath: String = #filePath, environmentTolerance: DiffOptions? = nil) {
        let env = environment ?? SnapshotConfiguration.processEnvironment()
        let root = packageRoot ?? SnapshotConfiguration.packageRoot(containing: filePath)
        self.snapshotsDirectory = snapshotsDirectory ?? root + "/Snapshots"
        if let artifactsDirectory {
            self.artifactsDirectory = artifactsDirectory
        } else if let a = env["BARSNAP_ARTIFACTS"], !a.isEmpty {
            self.artifactsDirectory = a
        } else {
            self.artifactsDirectory = root + "/.build/barsnap-artifacts"
        }
        self.diffOptions = diffOptions
        self.environmentFingerprint = environmentFingerprint
        self.environmentTolerance = environmentTolerance
        self.recordMode = recordMode
        self.environment = env
        self.root = root
    }

    /// The record mode in force: this configuration's, else the task-local ones, else `BARSNAP_RECORD`.
    package func resolvedRecordMode() throws -> RecordMode {
        try RecordMode.resolve(explicit: recordMode, environment: environment)
    }

    /// The nearest ancestor directory of `path` that contains `Package.swift`; the current directory if none.
    public static func packageRoot(containing path: String) -> String {
        FileIO.packageRoot(above: FileIO.parentDirectory(of: path)) ?? FileIO.currentDirectory()
    }

    /// The process's environment variables.
    package static func processEnvironment() -> [String: String] {
        var env: [String: String] = [:]
        var p: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") {
                env[String(s[..<eq])] = String(s[s.index(after: eq)...])
            }
            p += 1
        }
        return env
    }
}

/// Stable reference names: `group/name.variant.png`, each part sanitised.
package enum SnapshotName {
    /// Lowercases; keeps `[a-z0-9._@-]`; everything else (including `/`) becomes `-`; repeats of `-` and `.`
    /// collapse (so no `..`); leading dots and dashes and trailing dashes are dropped. Empty → `unnamed`.
    public static func sanitize(_ part: String) -> String {
        var out = ""
        for scalar in part.lowercased().unicodeScalars {
            let c: Character
            switch scalar {
            case "a"..."z", "0"..."9", ".", "_", "@", "-": c = Character(scalar)
            default: c = "-"
            }
            if (c == "-" || c == "."), out.last == c { continue }
            if c == ".", out.last == "-" || out.last == "." { continue }
            out.append(c)
        }
        while let f = out.first, f == "." || f == "-" { out.removeFirst() }
        while let l = out.last, l == "-" || l == "." { out.removeLast() }
        return out.isEmpty ? "unnamed" : out
    }

    /// E.g. `make(group: "Buttons", name: "back right 2", variant: "phone-44@3x")` →
    /// `buttons/back-right-2.phone-44@3x.png`.
    public static func make(group: String? = nil, name: String, variant: String? = nil) -> String {
        var file = sanitize(name)
        if let variant, !variant.isEmpty { file += "." + sanitize(variant) }
        file += ".png"
        if let group, !group.isEmpty { return sanitize(group) + "/" + file }
        return file
    }

    /// A name from the calling test: the group is the test file's name (from `#fileID`), the name is the
    /// test function's name, e.g. `make(fileID: "CairoRendererTests/BackButtonTests.swift",
    /// function: "rightToLeft()", variant: "phone-44@3x")` → `backbuttontests/righttoleft.phone-44@3x.png`.
    public static func make(fileID: String = #fileID, function: String = #function, variant: String? = nil) -> String {
        var file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        if file.hasSuffix(".swift") { file.removeLast(6) }
        return make(group: file, name: function, variant: variant)
    }

    /// Checks a relative name given by a caller: no absolute path, no `..`, no empty components.
    static func validate(_ name: String) throws -> String {
        var n = name
        if !n.hasSuffix(".png") { n += ".png" }
        if let problem = NameRule.problem(path: n) {
            throw SnapshotSetupError(
                "invalid snapshot name \"\(Text.escaped(name))\": \(problem) (see SnapshotName.make)")
        }
        return n
    }
}
