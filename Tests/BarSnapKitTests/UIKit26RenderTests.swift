import Foundation
import Testing
import BarSnapCore
import ToolbarLayout
import ToolbarModel
@testable import BarSnapKit

/// iOS 26's bar against a real iOS 26.2 render of the same screen (numbers in `UIKit26Metrics`): a 360-pt screen
/// at 1x, dark, "Cancel", the title "Create Poll" and a disabled 22-pt image.
@Suite struct UIKit26RenderTests {
    static let poll = "Tests/Gallery/ios26/poll-dark.json"

    static func spec(edit: (inout String) -> Void = { _ in }) throws -> String {
        var text = try String(contentsOfFile: Package.root + "/" + poll, encoding: .utf8)
        text = text.replacingOccurrences(of: "../fidelity/", with: "Tests/Gallery/fidelity/")
        edit(&text)
        return text
    }

    static func probe(edit: (inout String) -> Void = { _ in }) throws -> Probe { try Probe(spec(edit: edit)) }

    static func variant(edit: (inout String) -> Void = { _ in }) throws -> String {
        try Pipeline.scene(from: JSON.parse(spec(edit: edit)), baseDirectory: Package.root).variant
    }

    /// The colour inside a capsule, away from its content and its edges.
    static func capsuleColor(_ p: Probe, at x: Double) -> Color {
        let px = p.pixel(x, 32)
        return Color(r8: Int(px.0), g8: Int(px.1), b8: Int(px.2))
    }

    @Test func pollItemsSitWhereTheRealRenderPutsThem() throws {
        let p = try Self.probe()
        #expect(try Self.variant() == "phone-uikit26-dark-54@1x")
        #expect(p.bitmap.height == 54)
        // Cancel: ink from x = 33, baseline (the ink's bottom: no descender) 37.
        let cancelBack = Self.capsuleColor(p, at: 26)
        let cancel = try #require(p.ink(in: Rect(x: 24, y: 18, width: 68, height: 29), background: cancelBack))
        #expect(abs(cancel.minX - 33) <= 1, "Cancel starts at \(cancel.minX)")
        #expect(abs(cancel.maxY - 37) <= 1, "Cancel's baseline is \(cancel.maxY)")
        // The title: centred frame, baseline 38.
        let title = try #require(p.ink(in: Rect(x: 110, y: 10, width: 140, height: 44), background: Color(r8: 7, g8: 10, b8: 13)))
        #expect(abs(title.maxY - 38) <= 1, "the title's baseline is \(title.maxY)")
        #expect(abs(title.midX - 180) <= 1, "the title's middle is \(title.midX)")
        // The image: x 310–332, y 22–43.
        let planeBack = Self.capsuleColor(p, at: 306)
        let plane = try #require(p.ink(in: Rect(x: 305, y: 17, width: 32, height: 31), background: planeBack))
        #expect(abs(plane.minX - 310) <= 1 && abs(plane.maxX - 332) <= 1, "the image spans x \(plane.minX)–\(plane.maxX)")
        #expect(abs(plane.minY - 22) <= 1 && abs(plane.maxY - 43) <= 1, "the image spans y \(plane.minY)–\(plane.maxY)")
    }

    @Test func defaultDesignIsUnchangedAndNamesStay() throws {
        let old = try Self.probe { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "") }
        #expect(try Self.variant { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "") } == "phone-uikit-dark-44@1x")
        let explicit18 = try Self.probe { $0 = $0.replacingOccurrences(of: "\"ios\": 26,", with: "\"ios\": 18,") }
        #expect(explicit18.bitmap == old.bitmap)
    }

    @Test func itemsShareOneCapsuleAndTheBackButtonIsACircle() throws {
        let p = try Probe(#"{"device": "iphone-15", "style": "uikit", "ios": 26, "previousTitle": "Settings", "item": {"title": "Mail", "right": [{"symbol": "plus"}, {"symbol": "trash"}]}}"#)
        let back = try #require(p.layout.left.first)
        #expect(back.kind == .back && back.frame.width == 44)
        #expect(p.layout.left.count == 1)
        let right = p.layout.right
        #expect(right.count == 2)
        // Adjacent: no gap between the two slots (one capsule).
        #expect(abs(right[0].frame.maxX - right[1].frame.minX) < 0.5 || abs(right[1].frame.maxX - right[0].frame.minX) < 0.5)
    }

    @Test func badIOSVersionIsRejected() throws {
        #expect(throws: (any Error).self) { try Probe(#"{"style": "uikit", "ios": 27}"#) }
        #expect(throws: (any Error).self) { try Probe(#"{"style": "uikit", "ios": 26.5}"#) }
    }
}
