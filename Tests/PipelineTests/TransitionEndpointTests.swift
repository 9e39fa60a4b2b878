import Testing
import Basics
import BarModel
import Transitions
@testable import Pipeline

/// Every kind of transition starts on the source screen's own render and ends on the destination's, pixel for
/// pixel, on the same canvas: the frame at progress 0 is `barsnap render FROM` and the frame at 1 is
/// `barsnap render TO` (padded with transparent rows to the taller of the two). Checked for every kind × both
/// directions × pairs covering equal and different heights, bars and no bars, both styles, transparent bars,
/// hairlines in landscape, screen canvases with bottom toolbars and the home-button status bar. Two pairs are at
/// the device's own scale (3×); the others at 1× to keep the suite fast (the rule does not depend on the scale).
@Suite struct TransitionEndpointTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var from: String
        var to: String
        var testDescription: String { name }
    }

    static let red =
        ##""appearance": {"background": "#EA2E49", "tint": "#FFFFFF", "titleColor": "#FFFFFF", "statusBar": "light"}"##

    static let pairs: [Pair] = [
        Pair(
            name: "custom → custom, equal heights (the bar fade)",
            from:
                #"""
                    {"device": "iphone-15", "canPop": false, "item": {"title": "Recipes", "right": [{"symbol":\#
                     "magnifyingglass"}]}}
                    """#,
            to: #"{"device": "iphone-15", \#(red), "item": {"title": "今日のおすすめ", "right": [{"symbol": "heart"}]}}"#),
        Pair(
            name: "custom → custom with a prompt (taller)",
            from: #"{"device": "iphone-15", "scale": 1, "item": {"title": "Recipes"}}"#,
            to: #"{"device": "iphone-15", "scale": 1, "item": {"title": "Search", "prompt": "Type a dish"}}"#),
        Pair(
            name: "custom bar → no bar",
            from:
                #"""
                    {"device": "iphone-15", "scale": 1, \#(red), "item": {"title": "Recipe", "right": [{"symbol":\#
                     "heart"}]}}
                    """#,
            to: #"{"device": "iphone-15", "scale": 1, "barHidden": true}"#),
        Pair(
            name: "transparent custom bar → opaque",
            from:
                ##"""
                    {"device": "iphone-15", "scale": 1, "appearance": {"background": "#FFFFFF", "backgroundAlpha": 0,\##
                     "tint": "#FF9500"}, "item": {"title": "Photo", "right": [{"symbol": "square.and.arrow.up"}]}}
                    """##,
            to: #"{"device": "iphone-15", "scale": 1, \#(red), "item": {"title": "Album"}}"#),
        Pair(
            name: "UIKit bar → no bar",
            from:
                #"""
                    {"device": "iphone-15", "style": "uikit", "previousTitle": "Settings", "item": {"title":\#
                     "General", "right": [{"system": "add"}]}}
                    """#,
            to: #"{"device": "iphone-15", "style": "uikit", "barHidden": true}"#),
        Pair(
            name: "UIKit bar → UIKit large title",
            from:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "item": {"title": "Detail", "right":\#
                     [{"system": "done"}]}}
                    """#,
            to:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "canPop": false, "item": {"title":\#
                     "Library", "largeTitle": true}}
                    """#
        ),
        Pair(
            name: "UIKit search row → UIKit pushed, right to left (UIKit's own push)",
            from:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "layoutDirection": "rtl", "canPop": false,\#
                     "item": {"title": "Mail", "largeTitle": true, "searchController": {}}}
                    """#,
            to:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "layoutDirection": "rtl", "previousTitle":\#
                     "Mail", "item": {"title": "Inbox", "right": [{"title": "Edit"}]}}
                    """#
        ),
        Pair(
            name: "UIKit bar → custom bar",
            from:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "item": {"title": "Settings", "left":\#
                     [{"system": "cancel"}]}}
                    """#,
            to: #"{"device": "iphone-15", "scale": 1, "item": {"title": "Kitchen", "right": [{"title": "Edit"}]}}"#),
        Pair(
            name: "transparent UIKit bar → opaque UIKit bar",
            from:
                ##"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "appearance": {"backgroundAlpha": 0},\##
                     "item": {"title": "Cover", "right": [{"system": "action"}]}}
                    """##,
            to:
                #"""
                    {"device": "iphone-15", "scale": 1, "style": "uikit", "previousTitle": "Cover", "item": {"title":\#
                     "Tracks"}}
                    """#
        ),
        Pair(
            name: "screen canvas: toolbar items → no bar",
            from:
                #"""
                    {"device": "iphone-15", "scale": 1, "canvas": "screen", "item": {"title": "Inbox"},\#
                     "toolbarItems": [{"system": "trash"}, {"space": "flexible"}, {"system": "reply"}]}
                    """#,
            to:
                #"""
                    {"device": "iphone-15", "scale": 1, "canvas": "screen", "style": "uikit", "barHidden": true,\#
                     "toolbarItems": [{"system": "compose"}]}
                    """#
        ),
        Pair(
            name: "home-button phone: UIKit → custom",
            from:
                #"""
                    {"device": "iphone-se", "scale": 1, "style": "uikit", "previousTitle": "Back", "item": {"title":\#
                     "Wi-Fi"}}
                    """#,
            to: #"{"device": "iphone-se", "scale": 1, "item": {"title": "Network"}}"#),
        Pair(
            name: "landscape with hairlines beyond the side insets",
            from:
                ##"""
                    {"device": "iphone-15", "scale": 1, "orientation": "landscape", "appearance": {"background":\##
                     "#F9F9F9", "hairline": "#0000004D"}, "item": {"title": "A"}}
                    """##,
            to:
                ##"""
                    {"device": "iphone-15", "scale": 1, "orientation": "landscape", "appearance": {"background":\##
                     "#FFFFFF", "hairline": "#FF0000"}, "item": {"title": "B"}}
                    """##
        ),
        Pair(
            name: "system back without tint → tinted (interactive tint defaults)",
            from:
                ##"""
                    {"device": "iphone-15", "scale": 1, "backStyle": "system", "previousTitle": "Home", "appearance":\##
                     {"background": "#F9F9F9"}, "item": {"title": "Recipe"}}
                    """##,
            to:
                ##"""
                    {"device": "iphone-15", "scale": 1, "appearance": {"background": "#F9F9F9", "tint": "#FF0000"},\##
                     "item": {"title": "List", "right": [{"title": "Add"}]}}
                    """##
        )
    ]

    static let cases: [(Pair, TransitionKind, SlideDirection)] = pairs.flatMap { pair in
        TransitionKind.allCases.flatMap { kind in [SlideDirection.push, .pop].map { (pair, kind, $0) } }
    }

    static func scene(_ json: String) throws -> Scene {
        try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
    }

    /// `bitmap` with transparent rows added below it up to `height`.
    static func padded(_ bitmap: Bitmap, to height: Int) -> Bitmap {
        guard bitmap.height < height else { return bitmap }
        var out = Bitmap(width: bitmap.width, height: height)
        out.copyRows(from: bitmap, sourceRow: 0, destinationRow: 0, rows: bitmap.height)
        return out
    }

    @Test(arguments: cases)
    func startsOnTheSourceAndEndsOnTheDestination(_ pair: Pair, _ kind: TransitionKind, _ direction: SlideDirection)
        throws
    {
        let from = try Self.scene(pair.from), to = try Self.scene(pair.to)
        let renderer = try TransitionRenderer(from: from, to: to, direction: direction)
        let source = try Pipeline.render(from), destination = try Pipeline.render(to)
        let height = max(source.height, destination.height)
        let start = try renderer.frame(kind: kind, progress: 0)
        let end = try renderer.frame(kind: kind, progress: 1)
        #expect(start.width == source.width && start.height == height)
        #expect(start == Self.padded(source, to: height), "p = 0 is not the source's render")
        #expect(end == Self.padded(destination, to: height), "p = 1 is not the destination's render")
    }

    /// The filmstrip path (one pair of renders shared by every frame) starts and ends the same way.
    @Test(arguments: TransitionKind.allCases)
    func filmstripsStartAndEndOnTheScreens(_ kind: TransitionKind) throws {
        let pair = Self.pairs[2]
        let from = try Self.scene(pair.from), to = try Self.scene(pair.to)
        let renderer = try TransitionRenderer(from: from, to: to, direction: .push)
        let source = try Pipeline.render(from), destination = try Pipeline.render(to)
        let height = max(source.height, destination.height)
        let strip = try renderer.filmstrip(kind: kind, count: 3)
        #expect(strip.height == 3 * height + 2)
        var first = Bitmap(width: strip.width, height: height)
        first.copyRows(from: strip, sourceRow: 0, destinationRow: 0, rows: height)
        var last = Bitmap(width: strip.width, height: height)
        last.copyRows(from: strip, sourceRow: 2 * (height + 1), destinationRow: 0, rows: height)
        #expect(first == Self.padded(source, to: height))
        #expect(last == Self.padded(destination, to: height))
    }

    /// The property is not vacuous: in the middle of every animated kind the frame is neither side.
    @Test(arguments: [TransitionKind.fade, .slide, .interactive])
    func theMiddleIsNeitherSide(_ kind: TransitionKind) throws {
        for pair in Self.pairs.prefix(5) {
            let from = try Self.scene(pair.from), to = try Self.scene(pair.to)
            let mid = try TransitionRenderer(from: from, to: to, direction: .pop).frame(kind: kind, progress: 0.5)
            let height = mid.height
            #expect(mid != Self.padded(try Pipeline.render(from), to: height), "\(pair.name)")
            #expect(mid != Self.padded(try Pipeline.render(to), to: height), "\(pair.name)")
        }
    }
}
