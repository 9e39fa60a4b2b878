import Basics
import Testing
@testable import Pipeline
import BarLayout
import BarModel

/// A transition side is laid out once: the bar fade's "without the bar" screen comes from the same layout, and
/// equals what laying out the scene with `barHidden` draws (without its status bar and home indicator, which a
/// transition draws over the frame).
@Suite struct OneLayoutPerSideTests {
    static let specs = [
        #"{"device": "iphone-15", "item": {"title": "Recipes", "right": [{"symbol": "heart"}]}}"#,
        #"{"device": "iphone-15", "style": "uikit", "barState": "scrolled", "item": {"title": "Settings"}}"#,
        #"""
            {"device": "iphone-se", "style": "uikit", "colorScheme": "dark", "item": {"title": "T", "largeTitle": true}}
            """#,
        #"{"device": "iphone-15", "canvas": "screen", "toolbarItems": [{"system": "add"}], "item": {"title": "T"}}"#,
        #"{"device": "ipad-11", "canvas": "screen", "locale": "ar", "item": {"title": "T"}}"#,
    ]

    @Test(arguments: specs) func withoutBarEqualsTheHiddenBarsLayout(_ spec: String) throws {
        let scene = try Scene(json: spec)
        var hidden = scene
        hidden.barHidden = true
        let expected = try Pipeline.layout(hidden).displayList.without(.statusBar, .homeIndicator)
        let derived = TransitionRenderer.withoutBar(try Pipeline.layout(scene), scene: scene)
        #expect(derived.items == expected.items)
        #expect(derived.canvasSize == expected.canvasSize)
    }

    @Test(arguments: specs) func theCanvasHeightKnownBeforeLayoutIsTheLayouts(_ spec: String) throws {
        let scene = try Scene(json: spec)
        #expect(scene.canvasPixelHeight == (try Pipeline.layout(scene).displayList.pixelHeight))
    }
}
