import Verdict
import Testing

/// A Swift Testing trait: `@Test(.recordMode(.all))` or `@Suite(.recordMode(.never))`.
public struct RecordModeTrait: TestTrait, SuiteTrait, TestScoping {
    public let mode: RecordMode
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await RecordMode.$fromTrait.withValue(mode) { try await function() }
    }
}

extension Trait where Self == RecordModeTrait {
    public static func recordMode(_ mode: RecordMode) -> Self { RecordModeTrait(mode: mode) }
}
