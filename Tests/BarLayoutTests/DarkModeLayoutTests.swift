import Testing
import Basics
import BarModel
@testable import BarLayout

/// Every colour a display list draws, in order (groups flattened).
private func colors(_ items: [DisplayItem]) -> [Color] {
    items.flatMap { item -> [Color] in
        switch item {
        case let .fill(_, c), let .roundedRect(_, _, c): return [c]
        case let .symbol(_, _, c): return [c]
        case let .text(run): return [run.color]
        case let .group(_, _, children): return colors(children)
        default: return []
        }
    }
}

private func texts(_ items: [DisplayItem]) -> [TextRun] {
    items.flatMap { item -> [TextRun] in
        switch item {
        case let .text(run): return [run]
        case let .group(_, _, children): return texts(children)
        default: return []
        }
    }
}

private let blue = Color(r8: 0, g8: 122, b8: 255), darkBlue = Color(r8: 10, g8: 132, b8: 255)
private let gray28 = Color(r8: 28, g8: 28, b8: 30), gray44 = Color(r8: 44, g8: 44, b8: 46)

/// `colorScheme: dark`: UIKit's dark bar, and on the custom bar only what the system draws.
@Suite struct DarkModeLayoutTests {
    @Test func systemColorsResolvePerSchemeAndLevel() {
        let light = SystemColors(scheme: .light), dark = SystemColors(scheme: .dark),
            elevated = SystemColors(scheme: .dark, elevated: true)
        #expect(
            light.systemBackground == .white && dark.systemBackground == .black && elevated.systemBackground == gray28)
        #expect(light.content == Metrics.contentPlaceholder && dark.content == gray28 && elevated.content == gray44)
        #expect(
            SystemColors(scheme: .light, elevated: true) == SystemColors(scheme: .light, elevated: true)
                && SystemColors(scheme: .light, elevated: true).content == light.content,
            "the light scheme has no elevated values")
        #expect(light.systemBlue == blue && dark.systemBlue == darkBlue)
        #expect(light.label == .black && dark.label == .white)
        #expect(
            light.tertiaryLabel == UIKitMetrics.disabledColor
                && dark.tertiaryLabel == Color(r8: 235, g8: 235, b8: 245, a8: 77))
        #expect(
            light.secondaryLabel == UIKitMetrics.closeCross
                && dark.secondaryLabel == Color(r8: 235, g8: 235, b8: 245, a8: 153))
        #expect(
            light.tertiarySystemFill == UIKitMetrics.closeFill
                && dark.tertiarySystemFill == Color(r8: 118, g8: 118, b8: 128, a8: 61))
        #expect(light.chromeShadow == UIKitMetrics.shadow && dark.chromeShadow == Color(r8: 0, g8: 0, b8: 0, a8: 41))
        #expect(light.systemGray == dark.systemGray)
    }

    @Test func uikitDarkBarTakesEveryDarkDefault() throws {
        let l = try layout(#"""
            {"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "barState": "scrolled", "previousTitle":\#
             "Settings",
             "item": {"title": "General", "right": [{"system": "close"}, {"title": "Off", "enabled": false},\#
             {"system": "add"}]}}
            """#)
        let all = colors(l.displayList.items)
        #expect(all.contains(.black), "the band is systemBackground (black)")
        #expect(
            !all.contains(.white) || texts(l.displayList.items).contains { $0.text == "General" && $0.color == .white })
        #expect(texts(l.displayList.items).first { $0.text == "General" }?.color == .white)
        #expect(texts(l.displayList.items).first { $0.text == "Settings" }?.color == darkBlue)
        #expect(texts(l.displayList.items).first { $0.text == "Off" }?.color == UIKitMetrics.disabledColorDark)
        #expect(all.contains(Color(r8: 118, g8: 118, b8: 128, a8: 61)), "the close button's dark tertiarySystemFill")
        #expect(!all.contains(blue), "no light-mode tint left")
        #expect(all.last == Color(r8: 0, g8: 0, b8: 0, a8: 41), "the shadow line at 16 %")
        #expect(l.statusBarStyle == .light, "light glyphs on the black bar")
    }

    @Test func uikitDarkSearchFieldAndSheet() throws {
        let search = try layout(#"""
            {"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "item": {"titleView": {"searchField":\#
             {"placeholder": "Search"}}}}
            """#)
        #expect(colors(search.displayList.items).contains(Color(r8: 118, g8: 118, b8: 128, a8: 61)))
        let sheet = try layout(
            #"""
                {"device": "ipad-11", "style": "uikit", "colorScheme": "dark", "barState": "scrolled", "presentation":\#
                 "sheet", "canvas": "screen", "item": {"title": "T"}}
                """#
        )
        let fills = colors(sheet.displayList.items)
        #expect(fills.first == gray44, "the elevated content (secondarySystemBackground #2C2C2E) under the bar")
        #expect(fills.contains(gray28), "the elevated bar (#1C1C1E)")
    }

    @Test func theSeedsToolbarKeepsEveryColourTheSpecOrTheSeedSets() throws {
        for spec in [
            ##"""
                {"device": "iphone-15", "item": {"title": "T", "right": [{"title": "Edit"}, {"symbol": "gearshape",\##
                 "tint": "#FF0000"}]}}
                """##,
            ##"""
                {"device": "iphone-15", "appearance": {"background": "#EA2E49", "titleColor": "#FFFFFF", "tint":\##
                 "#FFFFFF", "statusBar": "light", "hairline": "#00000080"}, "item": {"title": "T", "right":\##
                 [{"system": "done"}]}}
                """##,
            #"""
                {"device": "ipad-11", "presentation": "sheet", "item": {"title": "T", "left": [{"title": "X",\#
                 "enabled": false}]}}
                """#
        ] {
            let light = try layout(spec)
            let dark = try layout(String(spec.dropLast()) + #", "colorScheme": "dark"}"#)
            #expect(dark.displayList.items == light.displayList.items, "\(spec)")
        }
    }

    @Test func theSeedsToolbarDarkensWhatTheSystemDraws() throws {
        // The content: under a hidden bar, on the screen canvas (and the home indicator on it).
        let hidden = try layout(#"{"device": "iphone-15", "colorScheme": "dark", "barHidden": true}"#)
        #expect(colors(hidden.displayList.items).first == gray28)
        #expect(hidden.statusBarStyle == .light, "auto: light glyphs on the dark content")
        let screen = try layout(#"{"device": "iphone-15", "colorScheme": "dark", "canvas": "screen"}"#)
        #expect(colors(screen.displayList.items).first == gray28)
        #expect(colors(screen.displayList.items).last == .white, "the home indicator is light on dark content")
        // The search field and the system back style's default tint.
        let search = try layout(
            #"{"device": "iphone-15", "colorScheme": "dark", "item": {"titleView": {"searchField": {}}}}"#)
        #expect(colors(search.displayList.items).contains(gray28) && !colors(search.displayList.items).contains(.white))
        let back = try layout(
            #"""
                {"device": "iphone-15", "colorScheme": "dark", "backStyle": "system", "previousTitle": "Home", "item":\#
                 {"title": "T"}}
                """#
        )
        #expect(texts(back.displayList.items).first { $0.text == "Home" }?.color == darkBlue)
    }

    @Test func autoStatusBarOverTranslucentBarsLooksThroughToTheContent() {
        // Black at 40 %: over white (light) it is light gray → dark glyphs; over the dark content → light glyphs.
        let veil = Color.black.withAlpha(0.4)
        #expect(LayoutEngine.statusBarStyle(.auto, on: veil) == .dark)
        #expect(LayoutEngine.statusBarStyle(.auto, on: veil, over: gray28, scheme: .dark) == .light)
        // A tie goes to the scheme's own glyphs; explicit settings are never changed.
        let tie = Color(r8: 116, g8: 116, b8: 116)
        let dark = Color.contrastRatio(.black, tie), light = Color.contrastRatio(.white, tie)
        if dark == light {
            #expect(LayoutEngine.statusBarStyle(.auto, on: tie) == .dark)
            #expect(LayoutEngine.statusBarStyle(.auto, on: tie, scheme: .dark) == .light)
        }
        #expect(LayoutEngine.statusBarStyle(.dark, on: .black, scheme: .dark) == .dark)
        // UIKit's .default follows the scheme, whatever the background.
        #expect(LayoutEngine.statusBarStyle(.default, on: .black) == .dark)
        #expect(LayoutEngine.statusBarStyle(.default, on: .white, scheme: .dark) == .light)
        #expect(LayoutEngine.statusBarStyle(.light, on: .white) == .light)
    }

    @Test func contrastAuditSeesTheDarkBackground() throws {
        let scene = try SpecParser().parse(
            Array(
                #"""
                    {"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "barState": "scrolled", "item":\#
                     {"title": "T"}}
                    """#
                    .utf8))
        #expect(ContrastAudit.barBackground(scene) == .black)
        var edge = scene
        edge.barState = .scrollEdge
        edge.appearance = Appearance(for: edge)
        #expect(ContrastAudit.barBackground(edge) == gray28, "at the scroll edge the content shows through")
        var hidden = scene
        hidden.barHidden = true
        #expect(ContrastAudit.barBackground(hidden) == gray28)
        let audit = ContrastAudit(layout: try LayoutEngine.layout(scene, measurer: FakeMeasurer()), scene: scene)
        #expect(audit.failures.isEmpty, "\(audit.failures)")
    }
}
