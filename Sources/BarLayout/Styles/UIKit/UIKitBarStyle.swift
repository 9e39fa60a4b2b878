import Basics
import BarModel

/// UIKit's own `UINavigationBar` with its default appearance on iOS 15–18 (`"style": "uikit"`): groups from the
/// layout margins, the back chevron and back title in the tint, the title centred on the bar, the large title at
/// the leading margin. The layout is in `UIKitLayout.swift`; what iOS 26's bar shares is in `UIKitShared/`.
struct UIKitBarStyle: BarStyleDefinition {
    let style = BarStyle.uikit

    func defaultAppearance(for scene: Scene) -> Appearance { UIKitBar.defaultAppearance(for: scene) }

    /// A search controller's row (`UIKitMetrics.searchRowHeight`) under the title at the scroll edge, in portrait
    /// under the large title and in compact-height landscape under the inline title (UIKit keeps the stacked
    /// search bar on a phone in landscape: `UINavigationItem.preferredSearchBarPlacement` `.stacked`, the iPhone's
    /// automatic placement). Scrolled it hides with `hidesSearchBarWhenScrolling` (the default) and stays pinned
    /// under the inline title without it.
    func rows(_ scene: Scene) -> BarRows {
        var search = 0.0
        if let controller = scene.item.searchController,
           scene.barState == .scrollEdge || !controller.hidesWhenScrolling {
            search = UIKitMetrics.searchRowHeight
        }
        return BarRows(main: standardMainRowHeight(scene), showsLargeTitle: UIKitBar.showsLargeTitle(scene),
                       search: search)
    }

    /// UIKit's page and form sheets are cards over the presenting screen (`SheetCard`), in iOS 15–18's numbers.
    func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics? { .iOS15 }

    func variantParts(_ scene: Scene) -> [String] {
        scene.barState == .scrollEdge ? ["uikit"] : ["uikit", scene.barState.rawValue]
    }

    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts {
        try engine.uikitBar(bar: bar, mainRow: mainRow)
    }

    /// Transparent at the scroll edge, and it may be made translucent: the content is drawn under it.
    func showsContentUnderBar(_ scene: Scene) -> Bool { true }

    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        UIKitBar.shadowRow(band: band, scale: scale)
    }

    func defaultTint(_ scene: Scene) -> Color { SystemColors(for: scene).systemBlue }

    func backdrop(_ scene: Scene, content: Color) -> Color { content }

    /// A push or pop between two of these bars animates the bar's parts (`UIKitBarMotion`).
    func motion(_ scene: Scene) -> BarMotion { .ownParts }

    func showsBackTitle(_ scene: Scene) -> Bool { scene.item.style != .editor }
}
