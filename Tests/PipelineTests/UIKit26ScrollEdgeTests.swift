import Foundation
import Testing
import Basics
import BarLayout
import BarModel
@testable import Pipeline

/// iOS 26's scroll-edge effect (`barState: scrolled`, `scrollEdgeEffect`): the soft fade and the hard band.
@Suite struct UIKit26ScrollEdgeTests {
    static func spec(_ extra: String) -> String {
        #"""
            {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "barState": "scrolled", "item":\#
             {"title": "General"}
            """#
            + extra + "}"
    }

    @Test func softFadesTheContentIntoTheBackgroundTowardsTheTop() throws {
        let p = try Probe(Self.spec(""))
        let band = p.layout.band
        // The status bar's area: the system background (white); the band's last row: nearly the content (#F2F2F7).
        let top = p.pixel(band.midX, 30), bottom = p.pixel(band.minX + 1, band.maxY - 0.2)
        #expect(top.0 == 255 && top.1 == 255 && top.2 == 255)
        #expect(bottom.0 <= 244 && bottom.2 >= 246, "\(bottom)")
        // Whiter going up: no row darker than the one below it (sampled at the left edge, clear of the capsules).
        var previous = 0
        for y in stride(from: band.maxY - 0.2, through: band.minY, by: -1) {
            let r = Int(p.pixel(band.minX + 1, y).0)
            #expect(r >= previous, "y = \(y)")
            previous = r
        }
        #expect(p.layout.shadow == nil)
        #expect(try Pipeline.scene(from: JSON.parse(Self.spec("")), baseDirectory: Package.root).variant
            == "phone-uikit26-scrolled-54@3x")
    }

    @Test func hardIsANearlyOpaqueBandEndingInALine() throws {
        let p = try Probe(Self.spec(#", "scrollEdgeEffect": "hard""#))
        let band = p.layout.band
        let mid = p.pixel(band.minX + 1, band.maxY - 5), line = p.pixel(band.minX + 1, band.maxY + 0.1)
        // White at 90 % over #F2F2F7: 253–254; the shadow line just below the band, darker.
        #expect(mid.0 >= 252 && mid.0 < 255, "\(mid)")
        #expect(line.0 < mid.0 - 40, "\(line)")
        #expect(p.layout.shadow != nil && p.bitmap.height == Int(((band.maxY + 14) * 3).rounded()))
        #expect(
            try Pipeline.scene(
                from: JSON.parse(Self.spec(#", "scrollEdgeEffect": "hard""#)), baseDirectory: Package.root
            ).variant
                == "phone-uikit26-scrolled-hard-54@3x")
    }

    @Test func aGivenBackgroundReplacesTheEffectAndTheDefaultDesignIgnoresIt() throws {
        let tinted = try Probe(Self.spec(##", "appearance": {"background": "#FF0000"}"##))
        #expect(tinted.pixel(10, 30) == (255, 0, 0, 255))
        let old = #"{"device": "iphone-15", "style": "uikit", "barState": "scrolled", "item": {"title": "General"}}"#
        let hard = old.replacingOccurrences(of: #""barState""#, with: #""scrollEdgeEffect": "hard", "barState""#)
        #expect(try Probe(old).bitmap == Probe(hard).bitmap)
        #expect(throws: (any Error).self) { try Probe(Self.spec(#", "scrollEdgeEffect": "medium""#)) }
    }

    @Test func theFadeIsWholeDevicePixelRowsAndTheSameEachTime() throws {
        let a = try Probe(Self.spec("")), b = try Probe(Self.spec(""))
        #expect(a.bitmap == b.bitmap)
        let fills = (a.layout.displayList.layers[.background] ?? []).compactMap { item -> Rect? in
            if case let .fill(r, _) = item { return r }
            return nil
        }
        #expect(fills.count > 10)
        for r in fills {
            let y0 = r.minY * 3, y1 = r.maxY * 3
            #expect(abs(y0 - y0.rounded()) < 1e-6 && abs(y1 - y1.rounded()) < 1e-6)
        }
    }
}
