import NavigationModel
import Basics
import Testing
@testable import Transitions

/// The bar fade between a bar and no bar: the content slides (pop), the bar stays and fades with the finger.
@Suite("Bar fade (interactive pop, bar ↔ no bar)")
struct BarFadeTests {
    static let red: RGBA = (234, 46, 73, 255), grey: RGBA = (242, 242, 247, 255), green: RGBA = (10, 200, 30, 255)

    /// 30 × 6 px at scale 3: rows 0..<3 the bar (red) over content `content`; `withoutBar` is the content alone.
    func barScreen(content: RGBA) -> RenderedScreen {
        RenderedScreen(bitmap: bitmap(width: 30, height: 6) { _, y in y < 3 ? Self.red : content }, scale: 3,
                       barFrame: Rect(x: 0, y: 0, width: 10, height: 1), background: Color(r8: 234, g8: 46, b8: 73),
                       withoutBar: Bitmap(width: 30, height: 6, fill: content), barBottom: 1)
    }

    func noBarScreen(content: RGBA) -> RenderedScreen {
        RenderedScreen(bitmap: Bitmap(width: 30, height: 6, fill: content), scale: 3,
                       barFrame: Rect(x: 0, y: 0, width: 10, height: 1), background: .white, showsBar: false)
    }

    @Test func endpointsAreTheScreensAndTheBarStaysInPlace() throws {
        let bar = barScreen(content: Self.grey), none = noBarScreen(content: Self.green)
        // Popping the screen without a bar reveals the one with it.
        #expect(try Transition.frame(kind: .interactive, source: none, destination: bar, progress: 0) == none.bitmap)
        #expect(try Transition.frame(kind: .interactive, source: none, destination: bar, progress: 1) == bar.bitmap)
        #expect(try Transition.frame(kind: .interactive, source: bar, destination: none, progress: 0) == bar.bitmap)
        #expect(try Transition.frame(kind: .interactive, source: bar, destination: none, progress: 1) == none.bitmap)
        // Half way: the content has slid (the source's green from column 15), while the bar rows are the half
        // mix of the red bar and the content under them, in every column — the bar did not move.
        let mid = try Transition.frame(kind: .interactive, source: none, destination: bar, progress: 0.5)
        let below = mid.pixel(x: 20, y: 4)
        #expect(same((below.r, below.g, below.b, below.a), Self.green))
        let covered = mid.pixel(x: 20, y: 1)   // over the sliding green source
        #expect(covered.r == UInt8(((234.0 + 10) / 2).rounded()) && covered.g == UInt8(((46.0 + 200) / 2).rounded()))
        let revealed = mid.pixel(x: 2, y: 1)   // over the revealed grey content, dimmed by 5 %
        #expect(revealed.r == UInt8(((234.0 + 242 * 0.95) / 2).rounded()))
    }

    @Test func needsOneBarAndOneWithout() {
        let a = barScreen(content: Self.grey), b = barScreen(content: Self.green)
        #expect(throws: TransitionError.self) { try BarFade.compose(source: a, destination: b, progress: 0.5) }
    }
}
