import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct Visual {
        @Test func phoneBarRendersAtExpectedSize() throws {
            let list = Fixtures.phoneBar()
            let bitmap = try Fixtures.renderer.render(list)
            #expect(bitmap.width == 1179 && bitmap.height == 309)
            save(bitmap, "phone-bar")
            let light = try Fixtures.renderer.render(
                DisplayList(
                    canvasSize: list.canvasSize, scale: 3,
                    items: [.fill(Rect(x: 0, y: 0, width: 393, height: 103), Color(white: 0.1))]
                        + list.items.dropFirst()
                        .map { item in
                            if case .statusBar(let f, _, let home) = item {
                                return .statusBar(frame: f, style: .light, homeButton: home)
                            }
                            return item
                        }))
            save(light, "phone-bar-light")
        }
    }
}
