// The test-framework glue lives apart from SnapshotHarness so that tools built on the harness (the barsnap
// CLI) do not load XCTest and Swift Testing. Importing this module also imports SnapshotHarness.
@_exported import SnapshotHarness
import BarSnapCore
import Testing
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Verifies `actual` against its reference and reports a failure through Swift Testing (`Issue.record`,
/// plus `Attachment.record` of actual/diff/strip) when called from a Swift Testing test, else through
/// `XCTFail`. One core (`verifySnapshot`) for both frameworks.
public func assertSnapshot(
    of actual: Bitmap,
    named name: String,
    configuration: SnapshotConfiguration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let config = configuration ?? SnapshotConfiguration(filePath: "\(filePath)")
    switch checkSnapshot(actual, named: name, configuration: config) {
    case .passed: return
    case let .passedEnvironment(pass): note(pass, fileID: fileID, filePath: filePath, line: line, column: column)
    case let .failed(failure): report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A pass thanks to `environmentTolerance` is never silent: a warning issue in Swift Testing (the test still
/// passes), a line on stderr under XCTest.
func note(_ pass: EnvironmentPass, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if compiler(>=6.3)
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: pass.message), severity: .warning, sourceLocation: location)
        return
    }
    #endif
    var text = "\(filePath):\(line): warning: \(pass.message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func report(_ failure: SnapshotFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        for (name, bytes) in failure.attachments {
            Attachment.record(bytes, named: name, sourceLocation: location)
        }
        Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
    } else {
        // Outside a Swift Testing test: XCTest. XCTFail drops failures when no XCTestCase is running
        // (e.g. from a detached task), so the message also goes to stderr and is never lost.
        XCTFail(failure.message, file: filePath, line: line)
        var text = "\(filePath):\(line): snapshot failure: \(failure.message)\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}
