import BarSnapCore
import SnapshotHarness
import Testing
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Reports a failed check through Swift Testing (`Issue.record`, plus `Attachment.record` of expected/actual/diff)
/// when called from a Swift Testing test, else through `XCTFail`. One core (`verifySnapshot`) for both frameworks.
func report(_ failure: SnapshotFailure, at location: CallSite) {
    TestRunSummary.shared.add(failure)
    report(message: failure.headline + "\n" + failure.message, attachments: failure.attachments, at: location)
}

func report(message: String, attachments: [(name: String, bytes: [UInt8])] = [], at site: CallSite) {
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        for (name, bytes) in attachments {
            Attachment.record(bytes, named: name, sourceLocation: location)
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        // Outside a Swift Testing test: XCTest. XCTFail drops failures when no XCTestCase is running
        // (e.g. from a detached task), so the message also goes to stderr and is never lost.
        XCTFail(message, file: site.filePath, line: site.line)
        var text = "\(site.filePath):\(site.line): snapshot failure: \(message)\n"
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

/// Reports a check's outcome: nothing for a pass, a warning for a pass within the environment tolerance, a
/// failure otherwise.
func report(_ outcome: SnapshotOutcome, at site: CallSite) {
    switch outcome {
    case .passed: return
    case let .passedEnvironment(pass): note(pass, at: site)
    case let .failed(failure): report(failure, at: site)
    }
}

/// A pass thanks to `environmentTolerance` is never silent: a warning issue in Swift Testing (the test still
/// passes), a line on stderr under XCTest.
func note(_ pass: EnvironmentPass, at site: CallSite) {
    #if compiler(>=6.3)
    if Test.current != nil {
        let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        Issue.record(Comment(rawValue: pass.message), severity: .warning, sourceLocation: location)
        return
    }
    #endif
    var text = "\(site.filePath):\(site.line): warning: \(pass.message)\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Where an assertion was written: for failure locations, and for naming snapshots after the test.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var function: StaticString
    var line: UInt
    var column: UInt
}
