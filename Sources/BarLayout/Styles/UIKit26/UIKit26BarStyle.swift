import Basics
import BarModel

/// iOS 26's `UINavigationBar` (`"style": "uikit"` with `"ios": 26`): apps built with the iOS 26 SDK get it (Apple's
/// opt-out key `UIDesignRequiresCompatibility` is documented as temporary). Items in glass capsules in a 54-pt band,
/// a chevron-only back circle, no shadow line, items in the label colour by default. The layout is in
/// `UIKit26Layout.swift`, the numbers and their sources in `UIKit26Metrics`.
struct UIKit26BarStyle: BarStyleDefinition {
    let style = BarStyle.uikit26

    /// The iOS 15–18 bar's defaults, except: no shadow line in either state (iOS 26 replaces it with the scroll-edge
    /// effect), and the items' tint is the label colour — iOS 26 draws bar items monochrome on their glass unless
    /// an item or the bar is tinted.
    func defaultAppearance(for scene: Scene) -> Appearance {
        let system = SystemColors(for: scene)
        var a = UIKitBar.defaultAppearance(for: scene)
        a.hairline = nil
        a.tint = system.label
        a.subtitleColor = system.secondaryLabel
        if scene.barState == .scrolled {
            // Scrolled: the scroll-edge effect (`scrollEdgeEffect`) — soft draws no background of its own; hard is a
            // nearly opaque band ending in the shadow line.
            switch scene.scrollEdgeEffect {
            case .soft: a.background = .clear
            case .hard:
                a.background = system.systemBackground.withAlpha(UIKit26Metrics.hardEdgeOpacity)
                a.hairline = system.chromeShadow
            }
        }
        a.given = []
        return a
    }

    /// The band: the iOS 15–18 bar's row (44 / 50 / 32 / 56) and the 10 pt of `UIKit26Metrics.rowTopPadding`;
    /// a line under the large title (`largeSubtitle`, else `subtitle`) adds a row. No search controller's row.
    func rows(_ scene: Scene) -> BarRows {
        BarRows(main: max(standardMainRowHeight(scene), UIKit26Metrics.itemRowHeight) + UIKit26Metrics.rowTopPadding,
                showsLargeTitle: UIKitBar.showsLargeTitle(scene),
                underLargeTitle: scene.item.largeSubtitleText == nil ? 0 : UIKit26Metrics.largeSubtitleRowHeight)
    }

    func variantParts(_ scene: Scene) -> [String] {
        switch (scene.barState, scene.scrollEdgeEffect) {
        case (.scrollEdge, _): ["uikit26"]
        case (.scrolled, .soft): ["uikit26", "scrolled"]
        case (.scrolled, .hard): ["uikit26", "scrolled", "hard"]
        }
    }

    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts {
        var parts = try engine.uikit26Bar(bar: bar, mainRow: mainRow)
        parts.overBand = scrollEdgeEffect(engine.scene, band: engine.barFrames().band, mainRow: mainRow)
        return parts
    }

    func showsContentUnderBar(_ scene: Scene) -> Bool { true }

    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        UIKitBar.shadowRow(band: band, scale: scale)
    }

    func defaultTint(_ scene: Scene) -> Color { SystemColors(for: scene).label }

    func backdrop(_ scene: Scene, content: Color) -> Color { content }

    /// Each bar slides with its screen.
    func motion(_ scene: Scene) -> BarMotion { .slides }

    /// The soft scroll-edge effect: with no background of the bar's own (`appearance` gives none), the content
    /// under the band fades into the system background towards the top of the screen (`UIKit26ScrollEdge`).
    func scrollEdgeEffect(_ scene: Scene, band: Rect, mainRow: Rect) -> [DisplayItem] {
        guard scene.barState == .scrolled, scene.scrollEdgeEffect == .soft,
            scene.appearance.effectiveBackground.alpha == 0, scene.appearance.backgroundImage == nil
        else { return [] }
        return UIKit26ScrollEdge.softFade(
            band: band, itemRowTop: UIKit26Metrics.itemRowTop(mainRow, screen: scene.screen),
            color: SystemColors(for: scene).systemBackground, scale: scene.screen.scale)
    }

    /// The bar canvas reaches the capsules' shadow's extent below the band (`UIKit26Metrics.shadowOverhang`), so
    /// the shadows fall on the content as on a device instead of being cut at the band's edge.
    func canvasOverhang(_ scene: Scene) -> Double { UIKit26Metrics.shadowOverhang }

    /// The back button is a chevron alone.
    func showsBackTitle(_ scene: Scene) -> Bool { false }

    /// iOS 26's bar draws a subtitle under a large title too (`UINavigationItem.subtitle`).
    func check(_ scene: Scene) throws {}

    /// Page and form sheets are cards over the presenting screen, with iOS 26's rounder corners
    /// (`UIKit26Metrics.sheet`).
    func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics? { UIKit26Metrics.sheet }
}
