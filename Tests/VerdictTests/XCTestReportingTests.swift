import Basics
import Verdict
import BarSnap
import XCTest

/// assertSnapshot outside Swift Testing reports through XCTFail: captured here by overriding
/// `recordFailure`, so the test checks the failure instead of failing.
final class XCTestReportingTests: XCTestCase {
    nonisolated(unsafe) var captured: [String] = []
    nonisolated(unsafe) var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFailureGoesThroughXCTFail() {
        let root = temporaryDirectory()
        let config = SnapshotConfiguration(
            snapshotsDirectory: root + "/Snapshots", artifactsDirectory: root + "/artifacts",
            recordMode: .missing, environment: [:])
        capturing = true
        assertSnapshot(of: toolbar(), named: "x/one.png", configuration: config)
        assertSnapshot(of: toolbar(), named: "x/one.png", configuration: config) // now passes
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("recorded new reference") == true, "\(captured)")
        XCTAssertTrue(FileIO.exists(root + "/Snapshots/x/one.png"))
    }
}
