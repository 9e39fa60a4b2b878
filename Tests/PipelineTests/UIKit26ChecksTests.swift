import Testing
import Basics
import BarLayout
import BarModel
import CairoRenderer
@testable import Pipeline

/// The contrast audit and the tap-target check on iOS 26's bar: an item is measured against its capsule (the
/// glass over the bar's background, or a prominent item's fill), not the bar; a capsule's slot is its tap target.
@Suite struct UIKit26ChecksTests {
    static func audit(_ json: String) throws -> (ContrastAudit, BarLayout, Scene) {
        let scene = try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
        let layout = try Pipeline.layout(scene)
        return (ContrastAudit(layout: layout, scene: scene), layout, scene)
    }

    @Test func itemsAreMeasuredAgainstTheirGlassAndProminentFill() throws {
        let (audit, layout, _) = try Self.audit(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "previousTitle": "Inbox", "item": {"title":\#
                 "Mail", "right": [{"symbol": "trash"}, {"system": "done", "prominent": true}]}}
                """#
        )
        let glass = Color(r8: 255, g8: 255, b8: 255, a8: 115).composited(over: SystemColors(scheme: .light).content)
            .withAlpha(1)
        let back = try #require(audit.entries.first { $0.element.hasPrefix("left[0]") })
        let bar = ContrastAudit.barBackground(
            try Pipeline.scene(
                from: JSON.parse(#"{"device": "iphone-15", "style": "uikit", "ios": 26}"#), baseDirectory: Package.root)
        )
        #expect(back.background == glass && back.background != bar)
        #expect(back.passes)
        // The prominent Done: white on iOS 26's systemBlue (#0088FF), about 3.5:1; 17 pt semibold is not ≥ 18 pt
        // but is ≥ 14 pt bold, so the large-text 3:1 applies and it passes.
        let done = try #require(audit.entries.first { $0.element.hasPrefix("right[1]") })
        #expect(done.background == Color(r8: 0, g8: 136, b8: 255) && done.foreground == .white)
        #expect(done.passes)
        #expect(layout.right.allSatisfy { $0.backdrop != nil })
    }

    @Test func aPaleTintOnGlassFailsTheAudit() throws {
        let (audit, _, _) = try Self.audit(
            ##"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Mail",\##
                 "right": [{"title": "Edit", "tint": "#E0E0E0"}]}}
                """##
        )
        let edit = try #require(audit.entries.first { $0.element.contains("Edit") })
        #expect(!edit.passes && edit.ratio < 1.5)
    }

    @Test func aNarrowTextCapsuleIsAShortTapTarget() throws {
        let (_, layout, scene) = try Self.audit(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"title": "Mail",\#
                 "right": [{"title": "i"}, {"symbol": "trash"}]}}
                """#
        )
        // tapTarget is off by default: asked for here.
        let findings = LayoutChecks.evaluate(
            layout, scene: scene, measurer: try PangoTextMeasurer(),
            settings: LayoutCheckSettings(severities: [.tapTarget: .warning]))
        let taps = findings.filter { $0.check == .tapTarget }
        #expect(taps.count == 1 && taps[0].message.contains("\"i\""), "\(taps.map(\.message))")
    }
}
