import Testing
import Basics
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

    /// The bar is one, over the sliding screens and undimmed: between an opaque white band with a shadow row and a
    /// transparent one its height, colour and shadow go from one to the other; the content under it slides and dims.
    @Test func theBarIsOneBandBetweenTheTwo() throws {
        typealias Band = UIKitBarMotion.Band
        let w = 10, h = 8
        // Lower: white rows 0..<4 and a black shadow row at 4. Upper: a transparent band 2 rows tall.
        let white = Band(
            bitmap: bitmap(width: w, height: h) { _, y in
                y < 4 ? (255, 255, 255, 255) : (y == 4 ? (0, 0, 0, 255) : (0, 0, 0, 0))
            },
            bottom: 4, shadowRows: 1)
        let clear = Band(bitmap: Bitmap(width: w, height: h), bottom: 2, shadowRows: 0)
        let grey = bitmap(width: w, height: h) { _, _ in (128, 128, 128, 255) }
        let out = try UIKitBarMotion.backdrop(
            source: (grey, white), destination: (grey, clear), progress: 0.5, direction: .push)
        // Half way the bar is 3 rows tall, across the whole width: white at half alpha over the sliding screens.
        for x in [0, 4, 5, 9] {
            let top = out.pixel(x: x, y: 0), row2 = out.pixel(x: x, y: 2)
            #expect(top.0 > 180 && top.0 < 200 && top == row2, "x \(x): \(top) \(row2)")
        }
        // The shadow row moved up to row 3, at half strength; row 4 is the screens' content.
        let shadow = out.pixel(x: 8, y: 3)
        #expect(shadow.0 > 55 && shadow.0 < 75, "\(shadow)")
        #expect(out.pixel(x: 8, y: 4) == (128, 128, 128, 255))
        // Under the bar the lower content is dimmed (5 % half way), the upper's not.
        let dimmed = out.pixel(x: 0, y: 6)
        #expect(dimmed.0 < 128 && dimmed.0 >= 120)
        // At either end the bar is that side's band; a pop is the push run backwards.
        let start = try UIKitBarMotion.backdrop(
            source: (grey, white), destination: (grey, clear), progress: 0, direction: .push)
        #expect(start.pixel(x: 9, y: 0) == (255, 255, 255, 255) && start.pixel(x: 9, y: 4) == (0, 0, 0, 255))
        let pop = try UIKitBarMotion.backdrop(
            source: (grey, clear), destination: (grey, white), progress: 0.5, direction: .pop)
        #expect(pop == out)
        // Two equal bands stay as they are at every t.
        for t in [0.2, 0.5, 0.9] {
            #expect(UIKitBarMotion.sharedBand(lower: white, upper: white, t: t, height: h) == white.bitmap)
        }
        #expect(throws: TransitionError.self) {
            try UIKitBarMotion.backdrop(
                source: (grey, white), destination: (Bitmap(width: 3, height: 4), clear),
                progress: 0.5, direction: .push)
        }
    }
}
