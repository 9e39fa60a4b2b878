import Foundation
import Testing
import Basics
import BarLayout
import BarModel
import Verdict
import CairoRenderer
@testable import Pipeline

/// iOS 26's `subtitle` and `largeSubtitle` (numbers in `UIKit26Metrics`).
@Suite struct UIKit26SubtitleTests {
    static func spec(_ item: String, ios: Int = 26) -> String {
        #"""
            {"device": "iphone-15", "style": "uikit", "ios": \#(ios), "canPop": false, "item": {"title": "Inbox",\#
             "right": [{"system": "compose"}]
            """#
            + item + "}}"
    }

    @Test func theInlineSubtitleGoesUnderTheTitleWhichMovesUp() throws {
        let plain = try Probe(Self.spec(""))
        let p = try Probe(Self.spec(#", "subtitle": "Updated Just Now""#))
        let title = try #require(p.layout.title), alone = try #require(plain.layout.title)
        let sub = try #require(title.subtitle)
        #expect(title.frame.midY < alone.frame.midY - 5, "\(title.frame) vs \(alone.frame)")
        #expect(abs(sub.frame.minY - title.frame.maxY) < 0.5)
        // Measured on a device: a 15-pt title over a 12-pt subtitle (17 pt alone).
        #expect(sub.fontSize == 12 && !sub.truncated)
        #expect(title.fontSize == 15 && alone.fontSize == 17)
        // The two lines are centred together on the item row's middle (the row right under the status bar).
        let row = p.layout.mainRow
        #expect(abs((title.frame.minY + sub.frame.maxY) / 2 - (row.minY + 22)) < 0.5)
        #expect(p.layout.bar.height == plain.layout.bar.height)
    }

    @Test func theLargeSubtitleAddsARowUnderTheLargeTitle() throws {
        let plain = try Probe(Self.spec(#", "largeTitle": true"#))
        let p = try Probe(Self.spec(#", "largeTitle": true, "largeSubtitle": "12 Unread""#))
        #expect(p.layout.bar.height == plain.layout.bar.height + 20)
        // The line is drawn: the rows under the large title differ, in the secondary label colour (gray).
        let large = try #require(p.layout.largeTitle)
        var gray = 0
        for y in stride(from: large.frame.maxY, to: p.layout.bar.maxY, by: 1.0 / 3) {
            for x in stride(from: 16.0, to: 100, by: 1.0 / 3) {
                let c = p.pixel(x, y)
                if c.0 < 200, c.0 > 100, abs(Int(c.0) - Int(c.2)) < 20 { gray += 1 }
            }
        }
        #expect(gray > 20)
        // Without largeSubtitle, the subtitle is drawn there (Apple: "falls back to the subtitle").
        let fallback = try Probe(Self.spec(#", "largeTitle": true, "subtitle": "12 Unread""#))
        #expect(fallback.bitmap == p.bitmap)
    }

    /// The line under the large title is in the layout (`barsnap layout`), its description and the checks.
    @Test func theLargeSubtitleIsLaidOutDescribedAndChecked() throws {
        let p = try Probe(Self.spec(#", "largeTitle": true, "largeSubtitle": "12 Unread""#))
        let line = try #require(p.layout.largeSubtitle)
        let large = try #require(p.layout.largeTitle)
        #expect(line.text == "12 Unread" && line.fontSize == 11 && !line.truncated)
        // Under the large title (their line boxes overlap a little, their ink does not, as measured on a device).
        #expect(line.frame.minX == large.frame.minX && line.frame.minY > large.frame.midY)
        #expect(line.frame.maxY > large.frame.maxY)
        guard case let .object(pairs) = p.layout.json, let json = pairs.first(where: { $0.0 == "largeSubtitle" })?.1,
            case let .object(fields) = json
        else {
            Issue.record("no largeSubtitle in the layout JSON")
            return
        }
        #expect(fields.first { $0.0 == "text" }?.1 == .string("12 Unread"))
        // Only where there is one: a bar without it prints no such key.
        guard case let .object(plain) = try Probe(Self.spec(#", "largeTitle": true"#)).layout.json else { return }
        #expect(!plain.contains { $0.0 == "largeSubtitle" })

        let scene = try Pipeline.scene(
            from: JSON.parse(Self.spec(#", "largeTitle": true, "largeSubtitle": "12 Unread""#)),
            baseDirectory: Package.root)
        let old = try #require(SceneDescriber.describe(scene))
        #expect(old.elements.contains { $0.role == "largeSubtitle" && $0.text == "12 Unread" })
        let changed = try Pipeline.scene(
            from: JSON.parse(Self.spec(#", "largeTitle": true, "largeSubtitle": "3 Unread""#)),
            baseDirectory: Package.root)
        let new = try #require(SceneDescriber.describe(changed))
        #expect(SnapshotChange.between(old, new).map(\.words).contains(#"subtitle "12 Unread" → "3 Unread""#))

        let long = String(repeating: "Unread messages from everyone ", count: 3)
        let narrow = try Pipeline.scene(
            from: JSON.parse(Self.spec(#", "largeTitle": true, "largeSubtitle": "\#(long)""#)),
            baseDirectory: Package.root)
        let layout = try Pipeline.layout(narrow)
        #expect(layout.largeSubtitle?.truncated == true)
        let findings = LayoutChecks.evaluate(layout, scene: narrow, measurer: try PangoTextMeasurer())
        #expect(
            findings.contains { $0.check == .truncation && $0.message.hasPrefix("large subtitle") },
            "\(findings.map(\.message))")
    }

    @Test func aSubtitleWithALargeTitleIsAnErrorOnlyBeforeIOS26() throws {
        #expect(throws: (any Error).self) { try Probe(Self.spec(#", "largeTitle": true, "subtitle": "S""#, ios: 18)) }
        _ = try Probe(Self.spec(#", "largeTitle": true, "subtitle": "S""#))
        #expect(throws: (any Error).self) { try Probe(Self.spec(#", "largeSubtitle": "a\u0000b""#)) }
    }

    @Test func aLongSubtitleIsTruncatedBetweenTheCapsules() throws {
        let p = try Probe(Self.spec(#", "subtitle": "\#(String(repeating: "Updated a long while ago ", count: 4))""#))
        let sub = try #require(p.layout.title?.subtitle)
        #expect(sub.truncated)
        let capsule = p.layout.right.map(\.frame.minX).min() ?? 0
        #expect(sub.frame.maxX <= capsule)
    }
}
