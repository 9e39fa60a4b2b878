import Testing
import BarSnapCore
@testable import Transitions

@Suite struct UIKitBarMotionTests {
    @Test func aPopIsThePushRunBackwards() throws {
        #expect(try UIKitBarMotion.upperProgress(progress: 0.25, direction: .push) == 0.25)
        #expect(try UIKitBarMotion.upperProgress(progress: 0.25, direction: .pop) == 0.75)
        #expect(throws: TransitionError.self) { try UIKitBarMotion.upperProgress(progress: 1.5, direction: .push) }
    }

    @Test func fadesRunOverTheirIntervals() {
        typealias M = UIKitBarMotion
        #expect(M.fadeOut(0, by: 0.7) == 1 && M.fadeOut(0.7, by: 0.7) == 0 && M.fadeOut(1, by: 0.7) == 0)
        #expect(M.fadeIn(0.25, from: 0.25) == 0 && M.fadeIn(1, from: 0.25) == 1 && M.fadeIn(0.1, from: 0.25) == 0)
        // Ease-out falls faster than linear at first, ease-in rises slower.
        #expect(M.fadeOut(0.35, by: 0.7) < 0.5 && M.fadeIn(0.625, from: 0.25) < 0.5)
        #expect(M.interval(0.35, end: 0.7) == 0.5 && M.interval(0.9, end: 0.7) == 1)
        #expect(M.headerCurve(0) == 0 && M.headerCurve(1) == 1 && M.headerCurve(0.25) > 0.4, "the header curve leads")
    }

    /// Bands slide the whole width and are not dimmed; the content under them slides with the parallax and dim.
    @Test func theBandsSlideWholeAndUndimmed() throws {
        let w = 10, h = 4
        let white = bitmap(width: w, height: h) { _, y in y < 2 ? (255, 255, 255, 255) : (0, 0, 0, 0) }
        let clear = Bitmap(width: w, height: h)
        let grey = bitmap(width: w, height: h) { _, _ in (128, 128, 128, 255) }
        let out = try UIKitBarMotion.backdrop(source: (grey, white), destination: (grey, clear), progress: 0.5, direction: .push)
        // The lower (source) band covers x 0 ..< 5 of the top rows, undimmed; the upper screen's content from x 5.
        #expect(out.pixel(x: 0, y: 0) == (255, 255, 255, 255) && out.pixel(x: 4, y: 1) == (255, 255, 255, 255))
        #expect(out.pixel(x: 5, y: 0) == (128, 128, 128, 255))
        // Under the band's rows the lower content is dimmed by 5 %.
        let dimmed = out.pixel(x: 0, y: 3)
        #expect(dimmed.0 < 128 && dimmed.0 >= 120)
        let pop = try UIKitBarMotion.backdrop(source: (grey, clear), destination: (grey, white), progress: 0.5, direction: .pop)
        #expect(pop.pixel(x: 0, y: 0) == (255, 255, 255, 255) && pop.pixel(x: 5, y: 0) == (128, 128, 128, 255))
        #expect(throws: TransitionError.self) {
            try UIKitBarMotion.backdrop(source: (grey, white), destination: (Bitmap(width: 3, height: 4), clear),
                                        progress: 0.5, direction: .push)
        }
    }
}
