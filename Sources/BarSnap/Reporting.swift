import Basics
import Verdict
import Testing
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Reports a failed check through Swift Testing (`Issue.record`, plus `Attachment.record` of expected/actual/diff)
/// when called from a Swift Testing test, else through `XCTFail`. One core (`verifySnapshot`) for both frameworks.
func report(_ failure: SnapshotFailure, at location: CallSite) {
    TestRunSummary.shared.add(failure)
    report(message: failure.message, headline: failure.headline, attachments: failure.attachments, at: location)
}

/// Swift Testing prints an error's description on the first line of what it records ("Caught error: …"), where a bare
/// comment gets "Issue recorded": a snapshot failure is recorded as this error, so the first line says what failed
/// and what changed, with the full message below it.
struct SnapshotTestFailure: Error, CustomStringConvertible {
    var description: String
}

func report(
    message: String, headline: String? = nil, attachments: [(name: String, bytes: [UInt8])] = [], at site: CallSite
) {
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
        for (name, bytes) in attachments {
            Attachment.record(bytes, named: name, sourceLocation: location)
        }
        if let headline {
            Issue.record(
                SnapshotTestFailure(description: headline), Comment(rawValue: message), sourceLocation: location)
            return
        }
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        // Outside a Swift Testing test: XCTest. XCTFail drops failures when no XCTestCase is running
        // (e.g. from a detached task), so the message also goes to stderr and is never lost.
        let full = headline.map { $0 + "\n" + message } ?? message
        XCTFail(full, file: site.filePath, line: site.line)
        var text = "\(site.filePath):\(site.line): snapshot failure: \(full)\n"
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

/// A pass thanks to `environmentTolerance` is never silent: a warning in Swift Testing (the test still
/// passes), a line on stderr under XCTest.
func note(_ pass: EnvironmentPass, at site: CallSite) {
    #if compiler(>=6.3)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
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
