import Testing
import Basics
import BarModel
@testable import Pipeline

/// The home indicator is the system's, not a screen's: in a transition on the `screen` canvas it stays where it is
/// while the screens move — one indicator at its place in every frame, never two sliding with their screens.
@Suite struct HomeIndicatorTransitionTests {
    /// The columns of the bottom rows (the indicator's band) that hold a near-black pixel.
    static func darkColumns(_ bitmap: Bitmap, scale: Int) -> [Int] {
        // iPhone 15: a 134 × 5-pt indicator 8 pt above the screen's bottom edge.
        let y = bitmap.height - (8 + 2) * scale
        return (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y).r < 40 && bitmap.pixel(x: $0, y: y).a == 255 }
    }

    @Test(arguments: [
        // UIKit's own push, the custom bar's fade with bottom toolbars, a slide inside a sheet card.
        (#"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "canvas": "screen", "canPop": false, "item":\#
             {"title": "Settings"}}
            """#,
         #"""
             {"device": "iphone-15", "scale": 1, "style": "uikit", "canvas": "screen", "previousTitle": "Settings",\#
              "item": {"title": "General"}}
             """#),
        (#"""
            {"device": "iphone-15", "scale": 1, "canvas": "screen", "canPop": false, "item": {"title": "Recipes"},\#
             "toolbarItems": [{"symbol": "trash"}]}
            """#,
         #"""
             {"device": "iphone-15", "scale": 1, "canvas": "screen", "item": {"title": "Recipe"}, "toolbarItems":\#
              [{"symbol": "bookmark"}]}
             """#),
        (#"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "presentation": "sheet", "canvas": "screen",\#
             "canPop": false, "item": {"title": "New Event"}}
            """#,
         #"""
             {"device": "iphone-15", "scale": 1, "style": "uikit", "presentation": "sheet", "canvas": "screen",\#
              "previousTitle": "New Event", "item": {"title": "Repeat"}}
             """#),
    ])
    func theHomeIndicatorStaysPut(from: String, to: String) throws {
        let a = try Pipeline.scene(from: JSON.parse(from), baseDirectory: Package.root)
        let b = try Pipeline.scene(from: JSON.parse(to), baseDirectory: Package.root)
        let renderer = try TransitionRenderer(from: a, to: b)
        let still = Self.darkColumns(try Pipeline.render(a), scale: 1)
        #expect(still.count >= 120, "the still has no indicator: \(still.count) columns")
        for p in [0.25, 0.5, 0.75] {
            for kind in [renderer.decidedKind, .interactive] {
                let columns = Self.darkColumns(try renderer.frame(kind: kind, progress: p), scale: 1)
                #expect(
                    columns == still,
                    """
                        \(kind) at \(p): the indicator spans \(columns.first ?? -1)…\(columns.last ?? -1), the still's\
                         \(still.first ?? -1)…\(still.last ?? -1)
                        """
                )
            }
        }
    }
}
