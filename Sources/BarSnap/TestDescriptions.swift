import SnapshotSuite
import Testing

/// A configuration case is reported under its id in test output
/// (`toolbars(_:)` with `snapshot → recipe/save.phone-44@3x`).
extension SnapshotCase: CustomTestStringConvertible {
    public var testDescription: String { id }
}
