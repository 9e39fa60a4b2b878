import Testing

/// The running test, for per-test snapshot counters: Swift Testing's current test, or none (XCTest, where each
/// test method runs once and the function name tells tests apart).
struct TestIdentity {
    var id: String
    var isParameterized: Bool

    static var current: TestIdentity {
        guard let test = Test.current else { return TestIdentity(id: "", isParameterized: false) }
        return TestIdentity(id: "\(test.id)", isParameterized: Test.Case.current?.isParameterized ?? false)
    }
}
