import NavigationModel
import Basics
import Testing
@testable import Transitions

@Suite("Filmstrip")
struct FilmstripTests {
    @Test func stacksWithOnePixelSeparators() throws {
        let frames = [
            Bitmap(width: 4, height: 5, fill: (255, 0, 0, 255)), Bitmap(width: 4, height: 5, fill: (0, 255, 0, 255)),
            Bitmap(width: 4, height: 5, fill: (0, 0, 255, 255))
        ]
        let strip = try Filmstrip.make(frames: frames, separatorColor: Color(r8: 9, g8: 9, b8: 9), scale: 3)
        #expect(strip.width == 4 && strip.height == 3 * 5 + 2)
        for x in 0..<4 {
            for y in 0..<5 { #expect(same(column(strip, x, row: y), (255, 0, 0, 255))) }
            #expect(same(column(strip, x, row: 5), (9, 9, 9, 255)))
            for y in 6..<11 { #expect(same(column(strip, x, row: y), (0, 255, 0, 255))) }
            #expect(same(column(strip, x, row: 11), (9, 9, 9, 255)))
            for y in 12..<17 { #expect(same(column(strip, x, row: y), (0, 0, 255, 255))) }
        }
        #expect(try Filmstrip.make(frames: [frames[0]], separatorColor: .black, scale: 1) == frames[0])
    }

    @Test func errors() {
        #expect(throws: TransitionError.invalidFrameCount(0)) {
            try Filmstrip.make(frames: [], separatorColor: .black, scale: 2)
        }
        #expect(throws: TransitionError.mismatchedFrameWidth(index: 1, width: 3, expected: 4)) {
            try Filmstrip.make(
                frames: [Bitmap(width: 4, height: 1), Bitmap(width: 3, height: 1)], separatorColor: .black, scale: 2)
        }
        #expect(throws: TransitionError.invalidScale(0)) {
            try Filmstrip.make(frames: [Bitmap(width: 4, height: 1)], separatorColor: .black, scale: 0)
        }
        #expect(throws: TransitionError.invalidFrameCount(0)) { try Filmstrip.progressValues(count: 0) }
        #expect(throws: TransitionError.invalidFrameCount(-3)) { try Filmstrip.progressValues(count: -3) }
        #expect(throws: TransitionError.invalidFrameCount(Int.max)) { try Filmstrip.progressValues(count: Int.max) }
        #expect(throws: TransitionError.self) { try Filmstrip.progressValues(count: Filmstrip.maxFrames + 1) }
    }

    @Test func evenlySpacedProgress() throws {
        #expect(try Filmstrip.progressValues(count: 1) == [0])
        #expect(try Filmstrip.progressValues(count: 2) == [0, 1])
        #expect(try Filmstrip.progressValues(count: 5) == [0, 0.25, 0.5, 0.75, 1])
        let seven = try Filmstrip.progressValues(count: 7)
        #expect(seven.first == 0 && seven.last == 1 && seven.count == 7)
    }

    @Test(arguments: [1, 2, 5])
    func transitionStripHeight(_ n: Int) throws {
        let s = renderScreen(background: .white, seed: 1), d = renderScreen(background: .black, seed: 2)
        let strip = try Filmstrip.make(count: n, kind: .fade, source: s, destination: d, separatorColor: .orange)
        #expect(strip.height == n * 20 + (n - 1))
        #expect(rows(strip, 0..<20) == rows(try Fade.compose(source: s, destination: d, progress: 0), 0..<20))
        if n >= 2 {
            let lastStart = (n - 1) * 21
            #expect(rows(strip, lastStart..<lastStart + 20) == rows(d.bitmap, 0..<20))
            #expect(rows(strip, 20..<21).enumerated().allSatisfy { [255, 128, 0, 255][$0.offset % 4] == $0.element })
        }
        #expect(throws: TransitionError.self) { try Filmstrip.make(count: 0, kind: .fade, source: s, destination: d) }
        #expect(throws: TransitionError.self) {
            try Filmstrip.make(count: Int.max, kind: .fade, source: s, destination: d)
        }
    }
}
