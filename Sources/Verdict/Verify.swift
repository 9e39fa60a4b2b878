import Basics
import PNGCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a snapshot check did not pass.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    /// What kind of failure it is.
    public enum Kind: String, Sendable {
        /// Pixels differ beyond the tolerance (or the reference is unreadable).
        case failed
        /// There was no reference.
        case new
        /// Pixels differ and the reference was recorded in a different environment.
        case environment
        /// The pixels match, but a layout check set to `error` found something (a truncated title, a small tap
        /// target…): the message says what, in words.
        case layout
    }

    public var kind: Kind
    /// One paragraph; starts with "environment differs: …" for `.environment`.
    public var message: String
    /// The reference's file.
    public var referencePath: String
    /// True when this check wrote or rewrote the reference.
    public var recorded: Bool
    /// The comparison, when one was made.
    public var result: DiffResult?
    /// Artifact directory (`<artifacts>/<name without .png>`), when artifacts were written.
    public var artifactsDirectory: String?
    /// PNGs for test attachments: the reference's bytes (expected.png), actual.png and diff.png.
    public var attachments: [(name: String, bytes: [UInt8])]
    /// The fingerprint fields that differ between the reference and this machine (empty for `.failed`/`.new`).
    public var environmentDifferences: [EnvironmentFingerprint.Difference]
    /// What changed, in words (`tint #007AFF → #FF3B30 (3 items)`), when the reference has a description and the
    /// check was given one (`SnapshotSubject`); empty otherwise.
    public var changes: [SnapshotChange] = []
    /// Why a reference was re-recorded (`description added (pixels identical)`), when it was.
    public var recordReason: String?

    public var description: String { message }

    public init(
        kind: Kind, message: String, referencePath: String, recorded: Bool = false, result: DiffResult? = nil,
        artifactsDirectory: String? = nil, attachments: [(name: String, bytes: [UInt8])] = [],
        environmentDifferences: [EnvironmentFingerprint.Difference] = []
    ) {
        self.kind = kind
        self.message = message
        self.referencePath = referencePath
        self.recorded = recorded
        self.result = result
        self.artifactsDirectory = artifactsDirectory
        self.attachments = attachments
        self.environmentDifferences = environmentDifferences
    }
}

/// Checks `actual` against the reference `named` (a relative path such as `buttons/back.phone@3x.png`,
/// see `SnapshotName.make`) under `configuration.snapshotsDirectory`. Returns nil when it passes, including
/// a pass thanks to `environmentTolerance`; use `checkSnapshot` to tell that "passed (environment)" apart.
///
/// The passing path never encodes a PNG: the reference is decoded and compared with memcmp first; only a
/// difference runs the configured comparison (once, drawing the diff image as it goes). On failure `actual.png`
/// and `diff.png` are written atomically under `<artifacts>/<name without .png>/` and the failure's entry is
/// recorded in the manifest (`Manifest.record`: one small file, whatever the number of failures). A check that
/// passes removes an earlier failed or environment entry of the same name.
public func verifySnapshot(_ actual: Bitmap, named name: String, configuration: SnapshotConfiguration)
    -> SnapshotFailure?
{
    checkSnapshot(actual, named: name, configuration: configuration).failure
}

/// `verifySnapshot` with the full outcome: passed, passed (environment) or failed.
/// `subject` tells what the bitmap shows (its description, stored in the reference and compared on failure) and
/// which case it belongs to.
public func checkSnapshot(_ actual: Bitmap, named name: String, configuration: SnapshotConfiguration,
                          subject: SnapshotSubject = SnapshotSubject()) -> SnapshotOutcome {
    let relative: String
    let mode: RecordMode
    do {
        relative = try SnapshotName.validate(name)
        mode = try configuration.resolvedRecordMode()
    } catch {
        return .failed(SnapshotFailure(kind: .failed, message: "\(error)", referencePath: name, recorded: false,
                                       result: nil, artifactsDirectory: nil, attachments: []))
    }
    return SnapshotVerifier(actual: actual, relative: relative, mode: mode, configuration: configuration,
                            subject: subject).run()
}

struct SnapshotVerifier {
    let actual: Bitmap
    let relative: String
    let mode: RecordMode
    let configuration: SnapshotConfiguration
    let subject: SnapshotSubject
    /// The new render's description, made at most once and only when needed (never on a pass).
    let description: LazyDescription
    /// Scene mode: the text reference this render makes (written instead of a PNG); nil: PNG references.
    var scene: SceneReference?
    /// Scene mode: the changes in words, from the recorded scene and this one (exact, not inferred from pixels).
    var sceneChanges: [SnapshotChange]?
    /// Scene mode: the text written, with the description made now (a pass never makes it).
    var sceneText: [UInt8]? { completeScene?.encoded }
    var completeScene: SceneReference? {
        guard var s = scene else { return nil }
        if s.description == nil { s.description = description.value }
        return s
    }
    /// Scene mode: the recorded scene drawn here (PNG), written as `expected.png` beside `actual.png` for the report.
    var expectedPNG: [UInt8]?

    init(
        actual: Bitmap, relative: String, mode: RecordMode, configuration: SnapshotConfiguration,
        subject: SnapshotSubject
    ) {
        self.actual = actual
        self.relative = relative
        self.mode = mode
        self.configuration = configuration
        self.subject = subject
        self.description = LazyDescription(subject.describe)
    }

    /// The reference's file under the snapshots folder: `relative` (`….png`), or `….scene.json` in scene mode.
    var storedRelative: String {
        if scene == nil, mode == .never, let shared = subject.sharedReference { return shared }
        return scene == nil ? relative : ReferenceFormat.scene.path(forPNGName: relative)
    }
    var referencePath: String { configuration.snapshotsDirectory + "/" + storedRelative }
    var artifactDirectory: String { configuration.artifactsDirectory + "/" + String(relative.dropLast(4)) }
    /// The reference, reached from the configuration's folder without following links.
    var referenceFile: OwnedFolder {
        (try? configuration.snapshotsFolder.appending(storedRelative)) ?? OwnedFolder.within(nil, referencePath)
    }
    var artifactFolder: OwnedFolder {
        (try? configuration.artifactsFolder.appending(String(relative.dropLast(4))))
            ?? OwnedFolder.within(nil, artifactDirectory)
    }
    /// The render's fingerprint: the subject's (its font set) when it has one, else the configuration's; nil when the
    /// configuration disables the check.
    var currentEnvironment: String? {
        configuration.environmentFingerprint.map { subject.environment ?? $0 }
    }
    /// The subject's tolerance (its case's), else the configuration's.
    var tolerance: DiffOptions { subject.tolerance ?? configuration.diffOptions }
    var textChunks: [(String, String)] {
        currentEnvironment.map { [(SnapshotConfiguration.fingerprintKey, $0)] } ?? []
    }

    /// The reference as read: its bytes (for attachments, never re-encoded) and their decoding.
    struct Reference {
        var bytes: [UInt8]
        var png: DecodedPNG
        var environment: String? { png.text[SnapshotConfiguration.fingerprintKey] }
    }

    func run() -> SnapshotOutcome {
        let reference: Reference
        switch readReference() {
        case let .success(r): reference = r
        case let .failure(outcome): return outcome.value
        }
        let refEnv = reference.environment
        // Identical pixels cost a memcmp; the fingerprints are only parsed when something differs or in record mode.
        let verdict = Verdict.judge(
            expected: reference.png.bitmap, actual: actual, tolerance: tolerance,
            referenceEnvironment: refEnv, currentEnvironment: currentEnvironment,
            environmentTolerance: configuration.environmentTolerance)
        switch verdict.decision {
        case .identical:
            if mode == .all,
                fingerprintNeedsRewrite(
                    referenceEnvironment: refEnv,
                    differences: EnvironmentFingerprint.differences(reference: refEnv, current: currentEnvironment))
            {
                return .failed(
                    record(
                        kind: .failed, reason: "environment fingerprint changed (pixels identical)", result: nil,
                        referenceEnvironment: refEnv))
            }
            if mode == .all, let current = description.value {
                // A reference recorded before its description existed, or before BarSnap described more of it (the
                // screen behind a sheet card): rewritten, so later failures are said against what is drawn now.
                switch reference.png.text[SnapshotDescription.key] {
                case nil:
                    return .failed(
                        record(
                            kind: .failed, reason: "description added (pixels identical)", result: nil,
                            referenceEnvironment: refEnv))
                case let stored? where stored != current.encoded:
                    return .failed(
                        record(
                            kind: .failed, reason: "description changed (pixels identical)", result: nil,
                            referenceEnvironment: refEnv))
                default: break
                }
            }
        case .withinTolerance:
            var strict = verdict.result
            strict?.diffImage = nil
            if mode == .all, let strict {
                return .failed(
                    record(
                        kind: .failed, reason: "pixels changed within tolerance: \(strict.summary)", result: strict,
                        referenceEnvironment: refEnv))
            }
        case .withinEnvironmentTolerance:
            guard let loose = verdict.result else { break }
            if mode == .all {
                return .failed(
                    record(
                        kind: .failed, reason: "pixels changed within the environment tolerance: \(loose.summary)",
                        result: loose, referenceEnvironment: refEnv))
            }
            return .passedEnvironment(
                passEnvironment(
                    expected: reference.png.bitmap, result: loose, tolerance: verdict.tolerance,
                    differences: verdict.differences, referenceEnvironment: refEnv))
        case .failed:
            return .failed(failed(verdict, reference: reference))
        }
        Manifest.removeStale(name: relative, in: configuration.artifactsFolder)
        return .passed
    }

    /// An outcome decided before any comparison (a missing or unreadable reference), as the error of `readReference`.
    struct Early: Error { var value: SnapshotOutcome }

    /// Reads and decodes the reference. A symlink (dangling, looping or not) is an unreadable reference, not a
    /// missing one: never read through, never silently replaced. The file is read without following links from the
    /// configuration's folder down.
    func readReference() -> Result<Reference, Early> {
        var bytes: [UInt8] = []
        do {
            guard let read = try referenceFile.read(limit: PNG.maxReferenceFileBytes) else {
                return .failure(Early(value: .failed(missingReference())))
            }
            bytes = read
            return .success(
                Reference(
                    bytes: bytes, png: try PNG.decode(bytes, name: referencePath, maxPixels: PNG.maxReferencePixels)))
        } catch {
            let why = "the reference could not be read (\(error))"
            guard mode == .failed || mode == .all else {
                return .failure(
                    Early(
                        value: .failed(
                            failure(
                                kind: .failed, message: "cannot read reference: \(error)", result: nil,
                                referenceEnvironment: nil))))
            }
            if PNG.isGitLFSPointer(bytes), !configuration.force {
                return .failure(
                    Early(
                        value: .failed(
                            failure(
                                kind: .failed,
                                message: "\(why); not re-recorded: it is a Git LFS pointer "
                                    + "(run `git lfs pull`, or record with --force to replace it)", result: nil,
                                referenceEnvironment: nil))))
            }
            return .failure(
                Early(value: .failed(record(kind: .failed, reason: why, result: nil, referenceEnvironment: nil))))
        }
    }

    /// A failed comparison: the message (what changed in words, the environment, the pixels and the tolerance), the
    /// artifacts and manifest entry, and the re-recording the record mode asks for.
    func failed(_ verdict: Verdict, reference: Reference) -> SnapshotFailure {
        let refEnv = reference.environment
        let full =
            verdict.result ?? ImageComparison.compare(reference.png.bitmap, actual, options: tolerance, diffImage: true)
        let differences = verdict.differences
        let kind: SnapshotFailure.Kind = differences.isEmpty ? .failed : .environment
        let changes = sceneChanges ?? changes(reference: reference.png, differences: differences)
        var message = changes.isEmpty ? "" : changes.map(\.words).joined(separator: "; ") + " — "
        message += environmentPhrase(differences, referenceEnvironment: refEnv).map { $0 + "; " } ?? ""
        message += "snapshot \(relative) does not match \(referencePath): \(full.summary) (tolerance: \(tolerance))"
        if verdict.beyondEnvironmentTolerance { message += ", beyond the environment tolerance (\(verdict.tolerance))" }
        var attachments: [(String, [UInt8])] = []
        var written: (change: ChangeSummary?, crop: [Int]?)?
        var actualBytes: [UInt8]?
        do {
            let files = try failureFiles(expected: reference.png.bitmap, result: full)
            actualBytes = files.files[0].1
            try writeArtifacts(files.files)
            // No strip.png: the report composes the comparison in the page; attachments carry the reference's own
            // bytes (no encode) next to the actual and diff images.
            attachments = [("expected.png", reference.bytes), files.files[0], files.files[1]]
            written = (files.change, files.crop)
        } catch {
            message += "; could not write artifacts: \(error)"
        }
        var recorded = false
        if mode == .failed || mode == .all {
            do {
                // The artifact's actual.png is the reference's bytes: encoded once.
                try writeReference(actualBytes)
                recorded = true
                message += "; re-recorded \(referencePath) (record mode \(mode)), re-run the test"
            } catch {
                message += "; could not re-record: \(error)"
            }
        }
        if let written {
            message += "; artifacts in \(artifactDirectory)"
            appendManifest(kind: kind.rawValue, result: full, referenceEnvironment: refEnv, hasDiff: true,
                           differences: differences, change: written.change, crop: written.crop, changes: changes)
        }
        // The diff image is on disk now: a run with thousands of failures must not keep one bitmap per failure.
        var kept = full
        kept.diffImage = nil
        var failure = SnapshotFailure(kind: kind, message: message, referencePath: referencePath, recorded: recorded,
                                      result: kept, artifactsDirectory: written != nil ? artifactDirectory : nil,
                                      attachments: attachments.map { (name: $0.0, bytes: $0.1) },
                                      environmentDifferences: differences)
        failure.changes = changes
        return failure
    }

    func missingReference() -> SnapshotFailure {
        if mode == .never {
            var f = failure(kind: .new, message: "no reference at \(referencePath) and record mode is never "
                + """
                    (CI or BARSNAP_RECORD=never): nothing recorded; `\
                    \(subject.recordCommand ?? "BARSNAP_RECORD=missing swift test")`\u{20}
                    """
                + "records it", result: nil, referenceEnvironment: nil)
            f.message += f.artifactsDirectory.map { "; the actual image is in \($0)/actual.png" } ?? ""
            return f
        }
        return record(kind: .new, reason: nil, result: nil, referenceEnvironment: nil)
    }
}
