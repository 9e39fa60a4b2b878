import Basics

/// The decision on a reference and a render, without any I/O: identical; within the tolerance; failing it but
/// within the environment tolerance, when the reference comes from another environment; or failed. `checkSnapshot`
/// wraps it with the reference's file, the artifacts and the record mode; the swift-snapshot-testing strategies
/// call it directly, so both judge a pair of images the same way.
public struct Verdict: Sendable {
    /// How the render compares with the reference.
    public enum Decision: Sendable, Equatable {
        /// The same pixels (memcmp): no comparison ran.
        case identical
        /// Different pixels, within the tolerance.
        case withinTolerance
        /// Beyond the tolerance, within the environment tolerance, on a reference from another environment.
        case withinEnvironmentTolerance
        /// Beyond the tolerance (and the environment tolerance, if one applied).
        case failed
    }

    /// What was decided.
    public var decision: Decision
    /// The comparison that decided, with its diff image when one was asked for: the environment tolerance's when that
    /// one ran. nil when identical.
    public var result: DiffResult?
    /// The fingerprint fields that differ between the reference and this render (not computed when identical).
    public var differences: [EnvironmentFingerprint.Difference]
    /// The tolerance of `result`.
    public var tolerance: DiffOptions

    public var passed: Bool { decision != .failed }
    /// A failure judged under the environment tolerance too (and beyond it).
    public var beyondEnvironmentTolerance: Bool

    /// Judges `actual` against `expected`: one comparison under `tolerance` (drawing the diff image as it goes when
    /// `diffImage`), and only when that fails on a reference whose environment differs in a field both fingerprints
    /// have, a second one under `environmentTolerance`.
    public static func judge(
        expected: Bitmap, actual: Bitmap, tolerance: DiffOptions,
        referenceEnvironment: String?, currentEnvironment: String?,
        environmentTolerance: DiffOptions? = nil, diffImage: Bool = true
    ) -> Verdict {
        if expected.width == actual.width, expected.height == actual.height,
            ImageComparison.buffersEqual(expected.pixels, actual.pixels)
        {
            return Verdict(
                decision: .identical, result: nil, differences: [], tolerance: tolerance,
                beyondEnvironmentTolerance: false)
        }
        let strict = ImageComparison.compare(expected, actual, options: tolerance, diffImage: diffImage)
        if strict.passed {
            return Verdict(
                decision: .withinTolerance, result: strict, differences: [], tolerance: tolerance,
                beyondEnvironmentTolerance: false)
        }
        let differences = EnvironmentFingerprint.differences(
            reference: referenceEnvironment, current: currentEnvironment)
        guard !differences.isEmpty, let loose = environmentTolerance else {
            return Verdict(
                decision: .failed, result: strict, differences: differences, tolerance: tolerance,
                beyondEnvironmentTolerance: false)
        }
        let second = ImageComparison.compare(expected, actual, options: loose, diffImage: diffImage)
        return Verdict(
            decision: second.passed ? .withinEnvironmentTolerance : .failed, result: second,
            differences: differences, tolerance: loose, beyondEnvironmentTolerance: !second.passed)
    }
}
