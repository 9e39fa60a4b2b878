import Basics
import NavigationModel
import Testing
@testable import Transitions

@Suite("Slide and interactive-pop composition")
struct SlideTests {
    static let blue: RGBA = (0, 0, 200, 255), yellow: RGBA = (200, 200, 0, 255)
    static let red: RGBA = (200, 0, 0, 255), green: RGBA = (0, 200, 0, 255)

    /// 30 px wide at scale 3 (10 pt): source blue | yellow, destination red | green, split at column 15.
    func screens(sourceHeight: Int = 4, destinationHeight: Int = 4) -> (RenderedScreen, RenderedScreen) {
        let s = RenderedScreen(
            bitmap: halves(width: 30, height: sourceHeight, left: Self.blue, right: Self.yellow), scale: 3,
            barFrame: Rect(x: 0, y: 0, width: 10, height: Double(sourceHeight) / 3), background: .white)
        let d = RenderedScreen(
            bitmap: halves(width: 30, height: destinationHeight, left: Self.red, right: Self.green), scale: 3,
            barFrame: Rect(x: 0, y: 0, width: 10, height: Double(destinationHeight) / 3), background: .white)
        return (s, d)
    }

    func dimmed(_ c: RGBA, _ alpha: Double) -> RGBA {
        func f(_ v: UInt8) -> UInt8 { UInt8((Double(v) * (1 - alpha)).rounded()) }
        return (f(c.0), f(c.1), f(c.2), 255)
    }

    /// Expected colour per output column: a run-length description checked column by column, every row.
    func expectColumns(_ out: Bitmap, _ runs: [(Range<Int>, RGBA)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (range, colour) in runs {
            for x in range {
                for y in 0..<out.height {
                    let got = out.pixel(x: x, y: y)
                    #expect(
                        same((got.r, got.g, got.b, got.a), colour),
                        "column \(x) row \(y): got \(got), expected \(colour)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func offsetsRoundToNearestDevicePixel() throws {
        #expect(try Slide.offsets(width: 30, progress: 0.25, direction: .push) == (-2, 23))   // 2.25 → 2, 22.5 → 23
        #expect(try Slide.offsets(width: 30, progress: 0.5, direction: .push) == (-5, 15))    // 4.5 → 5
        #expect(try Slide.offsets(width: 30, progress: 0.75, direction: .push) == (-7, 8))    // 6.75 → 7, 7.5 → 8
        #expect(try Slide.offsets(width: 30, progress: 0, direction: .push) == (0, 30))
        #expect(try Slide.offsets(width: 30, progress: 1, direction: .push) == (-9, 0))
        #expect(try Slide.offsets(width: 30, progress: 0.25, direction: .pop) == (8, -7))     // 7.5 → 8, 6.75 → 7
        #expect(try Slide.offsets(width: 30, progress: 0, direction: .pop) == (0, -9))
        #expect(try Slide.offsets(width: 30, progress: 1, direction: .pop) == (30, 0))
        #expect(try Slide.offsets(width: 1179, progress: 0.5, direction: .push) == (-177, 590)) // 176.85, 589.5
    }

    @Test func dimAmounts() throws {
        #expect(try Slide.dimAlpha(progress: 0, direction: .push) == 0)
        #expect(try Slide.dimAlpha(progress: 1, direction: .push) == 0.1)
        #expect(abs(try Slide.dimAlpha(progress: 0.5, direction: .push) - 0.05) < 1e-15)
        #expect(try Slide.dimAlpha(progress: 0, direction: .pop) == 0.1)
        #expect(try Slide.dimAlpha(progress: 1, direction: .pop) == 0)
    }

    @Test func pushAtQuarter() throws {
        let (s, d) = screens()
        let out = try Slide.compose(source: s, destination: d, progress: 0.25, direction: .push)
        // Source shifted left by 2: its yellow half starts at output column 13; dimmed by 0.025 (200 → 195).
        // Destination starts at column 23: red from there to the edge.
        expectColumns(out, [(0 ..< 13, (0, 0, 195, 255)), (13 ..< 23, (195, 195, 0, 255)), (23 ..< 30, Self.red)])
    }

    @Test func pushAtHalfAndThreeQuarters() throws {
        let (s, d) = screens()
        let half = try Slide.compose(source: s, destination: d, progress: 0.5, direction: .push)
        expectColumns(half, [(0 ..< 10, (0, 0, 190, 255)), (10 ..< 15, (190, 190, 0, 255)), (15 ..< 30, Self.red)])
        let late = try Slide.compose(source: s, destination: d, progress: 0.75, direction: .push)
        // Destination at 8: red 8…22, green from 23 (its column 15); source shifted by 7 shows blue only, dim 0.075 (→
        // 185).
        expectColumns(late, [(0 ..< 8, (0, 0, 185, 255)), (8 ..< 23, Self.red), (23 ..< 30, Self.green)])
    }

    @Test func pushEndpointsArePlainRenders() throws {
        let (s, d) = screens()
        #expect(try Slide.compose(source: s, destination: d, progress: 0, direction: .push) == s.bitmap)
        #expect(try Slide.compose(source: s, destination: d, progress: 1, direction: .push) == d.bitmap)
        #expect(try Slide.compose(source: s, destination: d, progress: 0, direction: .pop) == s.bitmap)
        #expect(try Slide.compose(source: s, destination: d, progress: 1, direction: .pop) == d.bitmap)
    }

    @Test func popIsTheReverse() throws {
        let (s, d) = screens()
        let out = try Slide.compose(source: s, destination: d, progress: 0.25, direction: .pop)
        // Destination at −7 under a 0.075 dim (200 → 185): its red columns 7…14 at 0…7; source enters at 8.
        expectColumns(out, [(0 ..< 8, (185, 0, 0, 255)), (8 ..< 23, Self.blue), (23 ..< 30, Self.yellow)])
        let late = try Slide.compose(source: s, destination: d, progress: 0.8, direction: .pop)
        // source at 24; destination at −round(1.8) = −2, dim 0.02 (200 → 196): red 0…12, green 13…23.
        expectColumns(late, [(0 ..< 13, (196, 0, 0, 255)), (13 ..< 24, (0, 196, 0, 255)), (24 ..< 30, Self.blue)])
    }

    @Test func uncoveredAreaIsTransparent() throws {
        let (s, d) = screens(sourceHeight: 4, destinationHeight: 6)
        let out = try Slide.compose(source: s, destination: d, progress: 0.5, direction: .push)
        #expect(out.height == 6)
        // Rows 4…5 left of the destination (columns < 15): no canvas covers them.
        for x in 0 ..< 15 { for y in 4 ..< 6 { #expect(same(column(out, x, row: y), (0, 0, 0, 0))) } }
        for x in 15 ..< 30 { #expect(same(column(out, x, row: 5), Self.red)) }
        // Not even the dim: it covers only the lower screen's canvas.
        let pop = try Slide.compose(source: d, destination: s, progress: 0.5, direction: .pop)
        for x in 0 ..< 15 { #expect(same(column(pop, x, row: 5), (0, 0, 0, 0))) }
    }

    @Test func interactivePopUsesPopGeometry() throws {
        let (s, d) = screens()
        for p in [0.0, 0.3, 0.5, 0.9, 1.0] {
            #expect(try InteractivePop.compose(source: s, destination: d, progress: p)
                == Slide.compose(source: s, destination: d, progress: p, direction: .pop))
            #expect(try Transition.frame(kind: .interactive, source: s, destination: d, progress: p)
                == Slide.compose(source: s, destination: d, progress: p, direction: .pop))
        }
    }

    @Test func aTransparentBackgroundFadesTheOtherColourInsteadOfMixingInBlack() throws {
        // UIKit's bar at the scroll edge (#00000000) popping to a scrolled one (white): white at half opacity
        // halfway, not a 50 % grey.
        let edge = InteractivePop.BarAppearance(backgroundColor: .clear, backgroundAlpha: 1, tintColor: .black)
        let scrolled = InteractivePop.BarAppearance(backgroundColor: .white, backgroundAlpha: 1, tintColor: .black)
        let mid = try InteractivePop.interpolatedAppearance(from: edge, to: scrolled, progress: 0.5)
        #expect(mid.backgroundColor == Color(white: 1, alpha: 0.5))
        let back = try InteractivePop.interpolatedAppearance(from: scrolled, to: edge, progress: 0.75)
        #expect(back.backgroundColor == Color(white: 1, alpha: 0.25))
        #expect(
            try InteractivePop.interpolatedAppearance(from: edge, to: edge, progress: 0.5).backgroundColor == .clear)
    }

    @Test func interpolatedAppearanceFollowsTheFinger() throws {
        let from = InteractivePop.BarAppearance(
            backgroundColor: Color(r8: 255, g8: 0, b8: 0), backgroundAlpha: 1, tintColor: .white)
        let to = InteractivePop.BarAppearance(
            backgroundColor: Color(r8: 0, g8: 0, b8: 255), backgroundAlpha: 0, tintColor: .black)
        #expect(try InteractivePop.interpolatedAppearance(from: from, to: to, progress: 0) == from)
        let mid = try InteractivePop.interpolatedAppearance(from: from, to: to, progress: 0.5)
        #expect(mid.backgroundAlpha == 0.5)
        #expect(mid.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(mid.tintColor == Color(white: 0.5))
        #expect(mid.effectiveBackground.alpha == 0.5)
        let q = try InteractivePop.interpolatedAppearance(from: from, to: to, progress: 0.25)
        #expect(q.backgroundAlpha == 0.75 && q.tintColor.rgba8 == (191, 191, 191, 255))
        let end = try InteractivePop.interpolatedAppearance(from: from, to: to, progress: 1)
        #expect(end.backgroundAlpha == 0 && end.backgroundColor.rgba8 == (0, 0, 255, 255) && end.tintColor == .black)
        #expect(throws: TransitionError.self) {
            try InteractivePop.interpolatedAppearance(from: from, to: to, progress: .nan)
        }
        var bad = to
        bad.backgroundAlpha = 2
        #expect(throws: TransitionError.self) {
            try InteractivePop.interpolatedAppearance(from: from, to: bad, progress: 0.5)
        }
        #expect(InteractivePop.BarAppearance(StackAppearance.lightGray.navigationBar).tintColor == .white)
    }

    @Test func theUpperScreenHidesWhatItCovers() throws {
        // A re-rendered source bar at 50 % background alpha over a red destination: the upper screen is copied,
        // so where it lies only its own pixels show (a translucent bar shows its own screen's content, which a bar
        // canvas does not draw — never the other screen's bar), and p = 0 is exactly the source.
        let s = RenderedScreen(
            bitmap: Bitmap(width: 30, height: 2, fill: (0, 0, 255, 128)), scale: 3,
            barFrame: Rect(x: 0, y: 0, width: 10, height: 2.0 / 3),
            background: Color(red: 0, green: 0, blue: 1, alpha: 128.0 / 255))
        let d = RenderedScreen(
            bitmap: Bitmap(width: 30, height: 2, fill: (255, 0, 0, 255)), scale: 3,
            barFrame: Rect(x: 0, y: 0, width: 10, height: 2.0 / 3), background: .white)
        let out = try InteractivePop.compose(source: s, destination: d, progress: 0.5)
        // Destination at −round(4.5) = −5, dim 0.05 → red 242; the source from column 15, as it is.
        #expect(same(column(out, 3), (242, 0, 0, 255)))
        #expect(same(column(out, 20), (0, 0, 255, 128)))
        #expect(try InteractivePop.compose(source: s, destination: d, progress: 0) == s.bitmap)
        #expect(try Slide.compose(source: d, destination: s, progress: 1, direction: .push) == s.bitmap)
    }

    @Test func noneKindIsTheDestination() throws {
        let (s, d) = screens()
        #expect(try Transition.frame(kind: .none, source: s, destination: d, progress: 0.3) == d.bitmap)
        #expect(try Transition.frame(kind: .none, source: s, destination: d, progress: 1) == d.bitmap)
        // An instant change: before it starts (p = 0) the source is shown.
        #expect(try Transition.frame(kind: .none, source: s, destination: d, progress: 0) == s.bitmap)
        let (s2, d2) = screens(sourceHeight: 6, destinationHeight: 4)
        let out = try Transition.frame(kind: .none, source: s2, destination: d2, progress: 0.3)
        #expect(out.height == 6 && rows(out, 0 ..< 4) == rows(d2.bitmap, 0 ..< 4))
        #expect(rows(out, 4 ..< 6).allSatisfy { $0 == 0 })
    }
}
