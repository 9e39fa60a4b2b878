import Testing
import Basics
import BarModel
@testable import BarLayout

@Suite struct ContrastAuditTests {
    func audit(_ json: String) throws -> ContrastAudit {
        let scene = try SpecParser().parse(Array(json.utf8))
        return ContrastAudit(layout: try LayoutEngine.layout(scene, measurer: FakeMeasurer()), scene: scene)
    }

    @Test func seedChevronOnLightGrayFailsIconContrast() throws {
        let a = try audit(#"{"device": "iphone-15", "item": {"title": "T"}}"#)
        let back = try #require(a.entries.first { $0.element.hasPrefix("left[0]") })
        #expect(back.kind == .icon && back.required == 3)
        #expect(abs(back.ratio - 1.09) < 0.01)
        #expect(!back.passes)
        let title = try #require(a.entries.first { $0.element == "title" })
        #expect(abs(title.ratio - 9.04) < 0.01 && title.passes)
    }

    @Test func largeTextThresholdsAndDisabledExemption() throws {
        let a = try audit(
            ##"""
                {"device": "iphone-15", "canPop": false, "appearance": {"background": "#FFFFFF", "titleColor":\##
                 "#767676", "titleFont": {"size": 14, "weight": "bold"}}, "item": {"title": "T", "right": [{"title":\##
                 "Off", "enabled": false}, {"title": "Blue", "tint": "#007AFF"}]}}
                """##
        )
        let title = try #require(a.entries.first { $0.element == "title" })
        #expect(title.kind == .largeText && title.passes, "14 pt bold is large text: 4.54 ≥ 3")
        let blue = try #require(a.entries.first { $0.element == "right[1] Blue" })
        #expect(blue.kind == .text && !blue.passes, "#007AFF on white is 4.02 < 4.5 for 16 pt text")
        let off = try #require(a.entries.first { $0.element == "right[0] Off" })
        #expect(off.exempt && off.passes)
        #expect(a.failures.map(\.element) == ["right[1] Blue"])
    }

    @Test func translucentBackgroundIsMeasuredOverWhite() throws {
        let a = try audit(
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#000000", "backgroundAlpha": 0.5, "titleColor":\##
                 "#FFFFFF"}, "item": {"title": "T"}}
                """##
        )
        let title = try #require(a.entries.first { $0.element == "title" })
        #expect(title.background.hex == "#808080")
    }
}
