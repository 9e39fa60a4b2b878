import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct ShapedText {
        /// Every `.text` run in `items`, groups and mirrored items included.
        static func runs(_ items: [DisplayItem]) -> [TextRun] {
            items.flatMap { item -> [TextRun] in
                switch item {
                case .text(let run): return [run]
                case .group(_, _, let inner), .mirrored(_, let inner): return runs(inner)
                default: return []
                }
            }
        }

        /// A scene with text of every kind the custom bar and UIKit's bar draw: a wrapped, centred title, a
        /// title and subtitle, a prompt, a back title, text buttons and a large title.
        static let specs = [
            #"""
                {"device": "iphone-15", "previousTitle": "Lists", "item": {"title": "Kitchen", "prompt": "Tap an\#
                 item", "right": [{"title": "Edit"}]}}
                """#,
            #"{"device": "iphone-15", "item": {"title": "今日のおすすめ", "subtitle": "12 recipes · updated 9:00"}}"#,
            #"""
                {"device": "iphone-15", "style": "uikit", "previousTitle": "Lists", "item": {"title": "Groceries",\#
                 "largeTitle": true, "right": [{"title": "Done"}]}}
                """#
        ]

        @Test(arguments: specs)
        func eachStringIsShapedOncePerRender(_ spec: String) throws {
            let scene = try SpecParser().parse(Array(spec.utf8))
            let environment = try FontEnvironment.shared()
            let cache = ShapedTextCache(environment: environment)
            let layout = try LayoutEngine.layout(scene, measurer: PangoTextMeasurer(keepingShapesIn: cache))
            let measured = cache.shapings
            let bitmap = try BarRenderer(environment: environment).render(layout.displayList, shapedText: cache)

            // Nothing was shaped twice with the same text, font, width, line limit and direction: not while measuring
            // (the shrink-to-fit loop asks again), not when drawing what was measured.
            let shapings = cache.shapings
            for (key, count) in shapings {
                #expect(count == 1, "\(key.text) at \(key.font.size) pt shaped \(count) times")
            }
            // Every string the bar draws was measured, so drawing shaped nothing new but the status bar's time.
            let drawn = Self.runs(layout.displayList.items).map(\.text)
            #expect(!drawn.isEmpty)
            for text in drawn { #expect(measured.keys.contains { $0.text == text }, "\(text) was not measured") }
            let added = Set(shapings.keys).subtracting(measured.keys).map(\.text)
            #expect(added.allSatisfy { $0.hasPrefix("9:41") }, "drawing shaped \(added) again")
            // And the pixels are those of a render that shapes every run itself.
            #expect(bitmap == (try BarRenderer(environment: environment).render(layout.displayList)))
        }

        /// A plain render (no cache) shapes a string drawn twice once, too.
        @Test func aRunDrawnTwiceIsShapedOnce() throws {
            let run = TextRun(
                text: "Twice", font: .title, color: .black, frame: Rect(x: 0, y: 0, width: 100, height: 44),
                maxLines: 2, wraps: true)
            let list = DisplayList(canvasSize: Size(width: 100, height: 44), scale: 2, items: [.text(run), .text(run)])
            let environment = try FontEnvironment.shared()
            let cache = ShapedTextCache(environment: environment)
            _ = try BarRenderer(environment: environment).render(list, shapedText: cache)
            #expect(cache.shapings.values.reduce(0, +) == 1)
        }

        /// Measured left-aligned, drawn centred: a different layout, so the cache does not hand the measured one to
        /// the renderer (the drawing stays that of a centred run).
        @Test func alignmentIsPartOfTheKey() throws {
            let environment = try FontEnvironment.shared()
            let cache = ShapedTextCache(environment: environment)
            let measurer = PangoTextMeasurer(keepingShapesIn: cache)
            _ = try measurer.measure("Kitchen", font: .title, maxWidth: 200, maxLines: 2)
            let run = TextRun(
                text: "Kitchen", font: .title, color: .black, frame: Rect(x: 0, y: 0, width: 200, height: 44),
                alignment: .center, maxLines: 2, wraps: true)
            let list = DisplayList(canvasSize: Size(width: 200, height: 44), scale: 2, items: [.text(run)])
            let cached = try BarRenderer(environment: environment).render(list, shapedText: cache)
            #expect(cached == (try BarRenderer(environment: environment).render(list)))
            #expect(cache.shapings.values.reduce(0, +) == 2)
        }

        /// A cache of another font set is not used: the run is drawn with the renderer's fonts.
        @Test func aCacheOfAnotherEnvironmentIsIgnored() throws {
            let other = ShapedTextCache(environment: try FontEnvironment())
            let list = DisplayList(
                canvasSize: Size(width: 100, height: 44), scale: 2,
                items: [
                    .text(
                        TextRun(
                            text: "Hello", font: .title, color: .black, frame: Rect(x: 0, y: 0, width: 100, height: 44))
                    )
                ])
            let renderer = Fixtures.renderer
            #expect(try renderer.render(list, shapedText: other) == renderer.render(list))
            #expect(other.shapings.isEmpty)
        }
    }
}
