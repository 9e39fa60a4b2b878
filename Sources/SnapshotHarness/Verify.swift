import BarSnapCore
import ImageDiff
import PNGCodec
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a snapshot check did not pass.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    public enum Kind: String, Sendable {
        /// Pixels differ beyond the tolerance (or the reference is unreadable).
        case failed
        /// There was no reference.
        case new
        /// Pixels differ and the reference was recorded in a different environment.
        case environment
    }

    public var kind: Kind
    /// One paragraph; starts with "environment differs: …" for `.environment`.
    public var message: String
    public var referencePath: String
    /// True when this check wrote or rewrote the reference.
    public var recorded: Bool
    /// The comparison, when one was made.
    public var result: DiffResult?
    /// Artifact directory (`<artifacts>/<name without .png>`), when artifacts were written.
    public var artifactsDirectory: String?
    /// Encoded PNGs (actual, diff, strip) for Swift Testing attachments.
    public var attachments: [(name: String, bytes: [UInt8])]
    /// The fingerprint fields that differ between the reference and this machine (empty for `.failed`/`.new`).
    public var environmentDifferences: [EnvironmentFingerprint.Difference]

    public var description: String { message }

    public init(kind: Kind, message: String, referencePath: String, recorded: Bool = false, result: DiffResult? = nil,
                artifactsDirectory: String? = nil, attachments: [(name: String, bytes: [UInt8])] = [],
                environmentDifferences: [EnvironmentFingerprint.Difference] = []) {
        self.kind = kind; self.message = message; self.referencePath = referencePath; self.recorded = recorded
        self.result = result; self.artifactsDirectory = artifactsDirectory; self.attachments = attachments
        self.environmentDifferences = environmentDifferences
    }
}

/// Checks `actual` against the reference `named` (a relative path such as `buttons/back.phone@3x.png`,
/// see `SnapshotName.make`) under `configuration.snapshotsDirectory`. Returns nil when it passes, including
/// a pass thanks to `environmentTolerance`; use `checkSnapshot` to tell that "passed (environment)" apart.
///
/// The passing path never encodes a PNG: the reference is decoded and compared with memcmp first; only a
/// difference runs the configured comparison. On failure `actual.png`, `diff.png` and `strip.png` are written
/// atomically under `<artifacts>/<name without .png>/` and an entry is added to `<artifacts>/manifest.json`.
public func verifySnapshot(_ actual: Bitmap, named name: String, configuration: SnapshotConfiguration) -> SnapshotFailure? {
    checkSnapshot(actual, named: name, configuration: configuration).failure
}

/// `verifySnapshot` with the full outcome: passed, passed (environment) or failed.
public func checkSnapshot(_ actual: Bitmap, named name: String, configuration: SnapshotConfiguration) -> SnapshotOutcome {
    let relative: String
    let mode: RecordMode
    do {
        relative = try SnapshotName.validate(name)
        mode = try configuration.resolvedRecordMode()
    } catch {
        return .failed(SnapshotFailure(kind: .failed, message: "\(error)", referencePath: name, recorded: false,
                                       result: nil, artifactsDirectory: nil, attachments: []))
    }
    return SnapshotVerifier(actual: actual, relative: relative, mode: mode, configuration: configuration).run()
}

struct SnapshotVerifier {
    let actual: Bitmap
    let relative: String
    let mode: RecordMode
    let configuration: SnapshotConfiguration

    var referencePath: String { configuration.snapshotsDirectory + "/" + relative }
    var artifactDirectory: String { configuration.artifactsDirectory + "/" + String(relative.dropLast(4)) }
    var currentEnvironment: String? { configuration.environmentFingerprint }
    var textChunks: [(String, String)] {
        currentEnvironment.map { [(SnapshotConfiguration.fingerprintKey, $0)] } ?? []
    }

    func run() -> SnapshotOutcome {
        let ref = referencePath
        // A dangling or looping symlink is an unreadable reference, not a missing one (never silently replaced).
        guard !FileIO.isMissing(ref) else { return .failed(missingReference()) }
        let reference: DecodedPNG
        do {
            reference = try PNG.decode(file: ref)
        } catch {
            if mode == .failed || mode == .all {
                return .failed(record(kind: .failed, reason: "reference could not be read (\(error))", result: nil, referenceEnvironment: nil))
            }
            return .failed(failure(kind: .failed, message: "cannot read reference: \(error)", result: nil, referenceEnvironment: nil))
        }
        let expected = reference.bitmap
        let refEnv = reference.text[SnapshotConfiguration.fingerprintKey]
        // Fast path: identical pixels (the fingerprints are only parsed when something differs or in record mode).
        if expected.width == actual.width, expected.height == actual.height,
           ImageDiff.buffersEqual(expected.pixels, actual.pixels) {
            if mode == .all, fingerprintNeedsRewrite(referenceEnvironment: refEnv,
                                                     differences: EnvironmentFingerprint.differences(reference: refEnv, current: currentEnvironment)) {
                return .failed(record(kind: .failed, reason: "environment fingerprint changed (pixels identical)", result: nil, referenceEnvironment: refEnv))
            }
            return .passed
        }
        let result = ImageDiff.compare(expected, actual, options: configuration.diffOptions)
        if result.passed {
            if mode == .all {
                return .failed(record(kind: .failed, reason: "pixels changed within tolerance: \(result.summary)", result: result, referenceEnvironment: refEnv))
            }
            return .passed
        }
        let differences = EnvironmentFingerprint.differences(reference: refEnv, current: currentEnvironment)
        var beyondEnvironmentTolerance: DiffResult?
        if !differences.isEmpty, let tolerance = configuration.environmentTolerance {
            let loose = ImageDiff.compare(expected, actual, options: tolerance, diffImage: true)
            if loose.passed {
                if mode == .all {
                    return .failed(record(kind: .failed, reason: "pixels changed within the environment tolerance: \(loose.summary)",
                                          result: loose, referenceEnvironment: refEnv))
                }
                return .passedEnvironment(passEnvironment(expected: expected, result: loose, tolerance: tolerance,
                                                          differences: differences, referenceEnvironment: refEnv))
            }
            beyondEnvironmentTolerance = loose
        }
        let full = beyondEnvironmentTolerance
            ?? ImageDiff.compare(expected, actual, options: configuration.diffOptions, diffImage: true)
        let kind: SnapshotFailure.Kind = differences.isEmpty ? .failed : .environment
        var message = environmentPhrase(differences, referenceEnvironment: refEnv).map { $0 + "; " } ?? ""
        message += "snapshot \(relative) does not match \(ref): \(full.summary) (tolerance: \(configuration.diffOptions))"
        if beyondEnvironmentTolerance != nil, let tolerance = configuration.environmentTolerance {
            message += ", beyond the environment tolerance (\(tolerance))"
        }
        var attachments: [(String, [UInt8])] = []
        var written = false
        do {
            let diff = full.diffImage ?? Bitmap(width: 1, height: 1)
            let strip = ImageDiff.strip(expected: expected, diff: diff, actual: actual)
            let a = try PNG.encode(actual, text: textChunks)
            let d = try PNG.encode(diff)
            let s = try PNG.encode(strip)
            attachments = [("actual.png", a), ("diff.png", d), ("strip.png", s)]
            try writeArtifacts(attachments)
            written = true
        } catch {
            message += "; could not write artifacts: \(error)"
        }
        var recorded = false
        if mode == .failed || mode == .all {
            do {
                try writeReference()
                recorded = true
                message += "; re-recorded \(ref) (record mode \(mode)), re-run the test"
            } catch {
                message += "; could not re-record: \(error)"
            }
        }
        if written {
            message += "; artifacts in \(artifactDirectory)"
            appendManifest(kind: kind.rawValue, result: full, referenceEnvironment: refEnv, hasDiff: true,
                           differences: differences)
        }
        return .failed(SnapshotFailure(kind: kind, message: message, referencePath: ref, recorded: recorded, result: full,
                                       artifactsDirectory: written ? artifactDirectory : nil,
                                       attachments: attachments.map { (name: $0.0, bytes: $0.1) },
                                       environmentDifferences: differences))
    }

    func missingReference() -> SnapshotFailure {
        if mode == .never {
            var f = failure(kind: .new, message: "no reference at \(referencePath) and record mode is never "
                + "(CI or BARSNAP_RECORD=never): nothing recorded", result: nil, referenceEnvironment: nil)
            f.message += f.artifactsDirectory.map { "; the actual image is in \($0)/actual.png" } ?? ""
            return f
        }
        return record(kind: .new, reason: nil, result: nil, referenceEnvironment: nil)
    }

    /// Writes the reference and reports "recorded"/"re-recorded" as a failure.
    func record(kind: SnapshotFailure.Kind, reason: String?, result: DiffResult?, referenceEnvironment: String?) -> SnapshotFailure {
        do {
            let bytes = try writeReference()
            let verb = kind == .new ? "recorded new reference" : "re-recorded"
            let why = reason.map { " (\($0))" } ?? ""
            let message = "\(verb) \(referencePath)\(why), record mode \(mode); re-run the test"
            if kind == .new { appendManifestNew(bytes: bytes) }
            return SnapshotFailure(kind: kind, message: message, referencePath: referencePath, recorded: true,
                                   result: result, artifactsDirectory: nil, attachments: [("actual.png", bytes)])
        } catch {
            return SnapshotFailure(kind: kind, message: "could not record \(referencePath): \(error)",
                                   referencePath: referencePath, recorded: false, result: result,
                                   artifactsDirectory: nil, attachments: [])
        }
    }

    @discardableResult
    func writeReference() throws -> [UInt8] {
        let bytes = try PNG.encode(actual, text: textChunks)
        try FileIO.createDirectories(FileIO.parentDirectory(of: referencePath))
        try FileIO.writeAtomically(bytes, to: referencePath)
        return bytes
    }

    /// A failure that writes only the actual image as an artifact (no diff possible).
    func failure(kind: SnapshotFailure.Kind, message: String, result: DiffResult?, referenceEnvironment: String?) -> SnapshotFailure {
        var msg = message
        var dir: String?
        var attachments: [(name: String, bytes: [UInt8])] = []
        do {
            let a = try PNG.encode(actual, text: textChunks)
            try writeArtifacts([("actual.png", a)])
            attachments = [("actual.png", a)]
            dir = artifactDirectory
            appendManifest(kind: kind.rawValue, result: result, referenceEnvironment: referenceEnvironment, hasDiff: false)
        } catch {
            msg += "; could not write artifacts: \(error)"
        }
        return SnapshotFailure(kind: kind, message: msg, referencePath: referencePath, recorded: false, result: result,
                               artifactsDirectory: dir, attachments: attachments)
    }

    func appendManifestNew(bytes: [UInt8]) {
        // A newly recorded reference is listed too (kind "new"), with the recorded image as "actual".
        do {
            try writeArtifacts([("actual.png", bytes)])
            appendManifest(kind: SnapshotFailure.Kind.new.rawValue, result: nil, referenceEnvironment: nil, hasDiff: false)
        } catch {}
    }

    func writeArtifacts(_ files: [(String, [UInt8])]) throws {
        try FileIO.createDirectories(artifactDirectory)
        for (name, bytes) in files { try FileIO.writeAtomically(bytes, to: artifactDirectory + "/" + name) }
    }

    /// `kind`: a `SnapshotFailure.Kind` raw value, or `passed-environment` (`EnvironmentPass.manifestKind`).
    func appendManifest(kind: String, result: DiffResult?, referenceEnvironment: String?, hasDiff: Bool,
                        differences: [EnvironmentFingerprint.Difference] = []) {
        func size(_ s: PixelSize?) -> JSON { s.map { .string($0.description) } ?? .null }
        func str(_ s: String?) -> JSON { s.map { .string($0) } ?? .null }
        let entry: JSON = .object([
            ("name", .string(relative)),
            ("reference", .string(referencePath)),
            ("actual", .string(artifactDirectory + "/actual.png")),
            ("diff", hasDiff ? .string(artifactDirectory + "/diff.png") : .null),
            ("strip", hasDiff ? .string(artifactDirectory + "/strip.png") : .null),
            ("kind", .string(kind)),
            ("differentPixels", result.map { .number(Double($0.differentPixels)) } ?? .null),
            ("totalPixels", .number(Double(result?.totalPixels ?? actual.width * actual.height))),
            ("tolerance", .string(configuration.diffOptions.description)),
            ("expectedSize", size(result?.expectedSize)),
            ("actualSize", .string(PixelSize(width: actual.width, height: actual.height).description)),
            ("referenceEnvironment", str(referenceEnvironment)),
            ("currentEnvironment", str(currentEnvironment)),
            ("environmentDifferences", EnvironmentFingerprint.json(differences)),
            ("environmentTolerance", str(configuration.environmentTolerance?.description)),
        ])
        try? Manifest.append(entry, to: configuration.artifactsDirectory)
    }
}

/// `<artifacts>/manifest.json`: `{"version": 1, "entries": [...]}`, one entry per snapshot name (a later
/// failure of the same name replaces its entry). Appends are serialised in-process by a mutex and across
/// processes by `flock` on `<artifacts>/manifest.lock`; the file is rewritten atomically (temp + rename),
/// so readers never see a torn file and concurrent writers never lose an entry.
public enum Manifest {
    static let lock = Mutex(())

    public static func append(_ entry: JSON, to directory: String) throws {
        try FileIO.createDirectories(directory)
        try lock.withLock { _ in
            let lockPath = directory + "/manifest.lock"
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw FileError(path: lockPath, reason: "cannot open lock file") }
            defer { close(fd) }
            while flock(fd, LOCK_EX) != 0 {
                if errno != EINTR { throw FileError(path: lockPath, reason: "cannot lock") }
            }
            defer { flock(fd, LOCK_UN) }
            let path = directory + "/manifest.json"
            var entries: [JSON] = []
            if FileIO.exists(path), let existing = try? JSON.parse(FileIO.read(path)),
               case let .array(list)? = existing["entries"] {
                entries = list
            }
            let name = entry["name"]
            entries.removeAll { $0["name"] == name }
            entries.append(entry)
            let doc: JSON = .object([("version", .number(1)), ("entries", .array(entries))])
            try FileIO.writeAtomically(doc.serialized(indent: 2) + "\n", to: path)
        }
    }

    /// The entries currently in `<directory>/manifest.json` (empty when there is none).
    public static func entries(in directory: String) throws -> [JSON] {
        let path = directory + "/manifest.json"
        guard FileIO.exists(path) else { return [] }
        guard case let .array(list)? = try JSON.parse(FileIO.read(path))["entries"] else { return [] }
        return list
    }
}
