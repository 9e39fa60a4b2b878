import Basics
import PNGCodec

/// How one snapshot check ended.
public enum SnapshotOutcome: Sendable {
    /// Within `diffOptions` (identical, for an exact comparison).
    case passed
    /// Beyond `diffOptions` but within `environmentTolerance`, on a reference recorded in another
    /// environment: a pass, reported as such ("passed (environment)") and listed in the manifest.
    case passedEnvironment(EnvironmentPass)
    case failed(SnapshotFailure)

    public var failure: SnapshotFailure? {
        if case let .failed(f) = self { return f }
        return nil
    }

    package var environmentPass: EnvironmentPass? {
        if case let .passedEnvironment(p) = self { return p }
        return nil
    }

    /// `passed`, `passed-environment`, or the failure's kind (`failed`, `new`, `environment`): the status
    /// names of `summary.json` and of manifest entries.
    public var status: String {
        switch self {
        case .passed: return "passed"
        case .passedEnvironment: return EnvironmentPass.manifestKind
        case let .failed(f): return f.kind.rawValue
        }
    }
}

/// A check that passed only thanks to `SnapshotConfiguration.environmentTolerance`.
public struct EnvironmentPass: Sendable, CustomStringConvertible {
    /// The status in `summary.json` and the `kind` of its manifest entry.
    public static let manifestKind = "passed-environment"
    /// How people read it: in the CLI's summary line, the report, test output.
    public static let label = "passed (environment)"

    /// The reference's file.
    public var referencePath: String
    /// The fingerprint fields that differ (never empty).
    public var differences: [EnvironmentFingerprint.Difference]
    /// The comparison under the environment tolerance (passed), without its diff image (that is on disk).
    public var result: DiffResult
    public var tolerance: DiffOptions
    /// "snapshot … differs from … only within the environment tolerance (…): n of m pixels differ …; environment
    /// differs (…): …" (plus where the artifacts are).
    public var detail: String
    /// `detail` after the label: "passed (environment): …".
    public var message: String { "\(Self.label): \(detail)" }
    /// Where actual/diff/strip were written, when they could be. (A pass keeps no images in memory: a run of
    /// thousands of them holds a few hundred bytes each.)
    public var artifactsDirectory: String?

    public var description: String { message }
}

extension SnapshotVerifier {
    /// In record mode `all`, a reference whose pixels are identical is rewritten only when its environment
    /// really differs (a field on both sides) or it has no fingerprint yet. A reference in an older fingerprint
    /// format with the same shared fields is left alone, so upgrading BarSnap does not rewrite every file.
    func fingerprintNeedsRewrite(referenceEnvironment: String?, differences: [EnvironmentFingerprint.Difference])
        -> Bool
    {
        guard currentEnvironment != nil else { return false }
        return referenceEnvironment == nil || !differences.isEmpty
    }

    /// "environment differs (freetype 2.12.1 → 2.13.2, arch x86_64 → aarch64): recorded with …, this machine
    /// has …", or nil when nothing differs. An opaque fingerprint (not BarSnap's `name value` list) has no
    /// fields to name, so only the two texts are given.
    func environmentPhrase(_ differences: [EnvironmentFingerprint.Difference], referenceEnvironment: String?) -> String?
    {
        guard !differences.isEmpty, let current = currentEnvironment, let reference = referenceEnvironment else {
            return nil
        }
        let fields =
            differences.count == 1 && differences[0].field == EnvironmentFingerprint.opaqueField
            ? "" : " (" + EnvironmentFingerprint.describe(differences) + ")"
        return "environment differs\(fields): recorded with \(reference), this machine has \(current)"
    }

    /// Writes actual/diff (and the changed regions) and a `passed-environment` manifest entry, so the report shows what
    /// the
    /// tolerance let through; artifacts that cannot be written only change the message (it still passed).
    func passEnvironment(
        expected: Bitmap, result: DiffResult, tolerance: DiffOptions,
        differences: [EnvironmentFingerprint.Difference], referenceEnvironment: String?
    ) -> EnvironmentPass {
        var message =
            "snapshot \(relative) differs from \(referencePath) only within the "
            + "environment tolerance (\(tolerance)): \(result.summary); "
            + (environmentPhrase(differences, referenceEnvironment: referenceEnvironment) ?? "environment differs")
        var directory: String?
        do {
            let files = try failureFiles(expected: expected, result: result)
            try writeArtifacts(files.files)
            directory = artifactDirectory
            message += "; artifacts in \(artifactDirectory)"
            appendManifest(
                kind: EnvironmentPass.manifestKind, result: result, referenceEnvironment: referenceEnvironment,
                hasDiff: true, differences: differences, change: files.change, crop: files.crop)
        } catch {
            message += "; could not write artifacts: \(error)"
        }
        var kept = result
        kept.diffImage = nil
        return EnvironmentPass(
            referencePath: referencePath, differences: differences, result: kept, tolerance: tolerance,
            detail: message, artifactsDirectory: directory)
    }
}
