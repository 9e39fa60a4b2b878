import Testing
import Basics
import BarModel
@testable import BarLayout

@Suite struct LayoutChecksTests {
    func findings(_ json: String, _ settings: LayoutCheckSettings = LayoutCheckSettings()) throws -> [LayoutFinding] {
        let scene = try SpecParser().parse(Array(json.utf8))
        let l = try LayoutEngine.layout(scene, measurer: FakeMeasurer())
        return LayoutChecks.evaluate(l, scene: scene, measurer: FakeMeasurer(), settings: settings)
    }

    @Test func aTruncatedTitleIsSaidInWords() throws {
        let f = try findings(
            #"""
                {"device": "iphone-se", "style": "uikit", "locale": "en-XA", "canPop": false, "item": {"title": "New\#
                 recipe with all ingredients"}}
                """#
        )
        let t = try #require(f.first { $0.check == .truncation })
        #expect(t.severity == .warning)
        #expect(
            t.message.hasPrefix("title \"[Ñéŵ ŕéçîþé") && t.message.contains("truncated (needs ")
                && t.message.contains(" pt, has "))
        // The plain English title fits.
        #expect(
            try findings(
                #"{"device": "iphone-se", "style": "uikit", "canPop": false, "item": {"title": "New recipe"}}"#
            )
            .allSatisfy { $0.check != .truncation })
    }

    @Test func severitiesComeFromTheSettings() throws {
        let json =
            #"""
                {"device": "iphone-se", "style": "uikit", "locale": "en-XD", "canPop": false, "item": {"title": "New\#
                 recipe with all ingredients"}}
                """#
        var s = LayoutCheckSettings()
        s.severities[.truncation] = .error
        #expect(try findings(json, s).contains { $0.check == .truncation && $0.severity == .error })
        s.severities[.truncation] = .off
        #expect(try findings(json, s).allSatisfy { $0.check != .truncation })
        let merged = LayoutCheckSettings(severities: [.truncation: .error, .contrast: .off])
            .merged(with: LayoutCheckSettings(severities: [.truncation: .warning]))
        #expect(
            merged.severity(.truncation) == .warning && merged.severity(.contrast) == .off
                && merged.severity(.overlap) == .warning)
    }

    @Test func theBackTitleReplacedByTheBackWord() throws {
        let f = try findings(
            #"""
                {"device": "iphone-se", "style": "uikit", "previousTitle": "A very long previous screen title indeed",\#
                 "item": {"title": "T"}}
                """#
        )
        let b = try #require(f.first { $0.check == .backTitle })
        #expect(
            b.message
                == "back title \"A very long previous screen title indeed\" replaced by \"Back\""
                + " (wider than a third of the bar)")
    }

    @Test func smallTapTargetsAndShrunkTitles() throws {
        // The custom bar: a 22-pt symbol button is 26 pt wide.
        let f = try findings(
            #"""
                {"device": "iphone-15", "canPop": false, "item": {"title": "A title that has to shrink quite a lot to\#
                 fit in here", "right": [{"symbol": "heart"}]}}
                """#,
            LayoutCheckSettings(severities: [.tapTarget: .warning], minimumTitleScale: 0.9))
        #expect(
            f.contains {
                $0.check == .tapTarget && $0.message.contains("symbol \"heart\" is")
                    && $0.message.hasSuffix("under 44 × 44 pt")
            })
        #expect(f.contains { $0.check == .titleShrink })
    }

    @Test func overlapsAndContentOutsideTheBar() throws {
        // Fixed spaces cannot make items overlap; a bar too narrow for its items pushes them out of it.
        let items = Array(repeating: #"{"title": "Wide button"}"#, count: 6).joined(separator: ", ")
        let f = try findings(
            #"""
                {"device": "iphone-se", "style": "uikit", "canPop": false, "item": {"left": [\#(items)], "right":\#
                 [\#(items)]}}
                """#
        )
        #expect(f.contains { $0.check == .overlap })
        #expect(f.contains { $0.check == .outsideBar })
    }
}
