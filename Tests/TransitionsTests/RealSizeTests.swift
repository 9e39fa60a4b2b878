import NavigationModel
import Basics
import Testing
@testable import Transitions

@Suite("Real device sizes")
struct RealSizeTests {
    /// iPhone 15 portrait bar canvas: 393×103 pt at 3× = 1179×309 px; bar at y 59, 44 tall; status band 59 pt.
    @Test func iPhone15FrameSizesAndEndpoints() throws {
        let clock = ContinuousClock()
        let s = renderScreen(
            widthPx: 1179, heightPx: 309, scale: 3, barFrame: Rect(x: 0, y: 59, width: 393, height: 44),
            background: Color(r8: 170, g8: 170, b8: 170), seed: 1, safeTop: 59)
        let d = renderScreen(
            widthPx: 1179, heightPx: 309, scale: 3, barFrame: Rect(x: 0, y: 59, width: 393, height: 44),
            background: Color(r8: 234, g8: 46, b8: 73), seed: 2, safeTop: 59)
        let start = clock.now
        let fade = try Fade.compose(source: s, destination: d, progress: 0.5)
        let slide = try Slide.compose(source: s, destination: d, progress: 0.5, direction: .push)
        let elapsed = clock.now - start
        #expect(fade.width == 1179 && fade.height == 309 && slide.width == 1179)
        #expect(try Fade.compose(source: s, destination: d, progress: 1) == d.bitmap)
        #expect(try Slide.compose(source: s, destination: d, progress: 0, direction: .push) == s.bitmap)
        print("two 1179×309 frames in \(elapsed)")
    }
}
