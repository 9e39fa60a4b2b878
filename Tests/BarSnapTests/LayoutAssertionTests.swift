import Synchronization
import Testing
import BarSnap

/// `assertLayout(of:checks:)`: the layout checks alone, no reference — a check set to `.error` fails the test with
/// the finding in words; a warning is returned, never failing; a bar that fits returns nothing.
@Suite struct LayoutAssertionTests {
    /// An English title that fits an iPhone SE's UIKit bar, and the same title lengthened by `en-XA`, which does not.
    static let fits = #"{"device": "iphone-se", "style": "uikit", "canPop": false, "item": {"title": "New recipe"}}"#
    static let truncated = #"{"device": "iphone-se", "style": "uikit", "locale": "en-XA", "canPop": false, "#
        + #""item": {"title": "New recipe with all ingredients"}}"#

    /// Runs `body`; returns the texts of the issues it recorded.
    func issues(_ body: () throws -> Void) rethrows -> [String] {
        let seen = Mutex<[String]>([])
        try withKnownIssue(isIntermittent: true) {
            try body()
        } matching: { issue in
            seen.withLock { $0.append(([issue.error.map { "\($0)" }].compactMap { $0 } + issue.comments.map(\.rawValue))
                .joined(separator: " ")) }
            return true
        }
        return seen.withLock { $0 }
    }

    @Test func anErrorFindingFailsTheTestWithTheFindingInWords() throws {
        var checks = LayoutCheckSettings()
        checks.severities[.truncation] = .error
        let scene = try Scene(json: Self.truncated)
        var findings: [LayoutFinding] = []
        let seen = try issues { findings = try assertLayout(of: scene, checks: checks) }
        #expect(findings.contains { $0.check == .truncation && $0.severity == .error })
        #expect(seen.count == 1)
        #expect(seen.first?.contains("layout: truncation: title \"[Ñéŵ ŕéçîþé") == true, "\(seen)")
    }

    @Test func aWarningIsReturnedAndDoesNotFail() throws {
        var checks = LayoutCheckSettings()
        checks.severities[.truncation] = .warning
        var findings: [LayoutFinding] = []
        let seen = try issues { findings = try assertLayout(of: try Scene(json: Self.truncated), checks: checks) }
        #expect(seen.isEmpty)
        #expect(findings.contains { $0.check == .truncation && $0.severity == .warning })
    }

    @Test func aBarThatFitsHasNoTruncation() throws {
        var checks = LayoutCheckSettings()
        checks.severities[.truncation] = .error
        var findings: [LayoutFinding] = []
        let seen = try issues { findings = try assertLayout(of: try Scene(json: Self.fits), checks: checks) }
        #expect(seen.isEmpty)
        #expect(!findings.contains { $0.check == .truncation })
    }
}
