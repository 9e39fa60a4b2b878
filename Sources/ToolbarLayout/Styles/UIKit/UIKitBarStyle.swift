import BarSnapCore
import ToolbarModel

/// UIKit's own `UINavigationBar` with its default appearance on iOS 15 and later (`"style": "uikit"`): groups from
/// the layout margins, the back chevron and back title in the tint, the title centred on the bar, the large title
/// at the leading margin. The layout is in `UIKitLayout.swift`, the numbers and their sources in `UIKitMetrics`.
struct UIKitBarStyle: BarStyleDefinition {
    func draws(_ scene: Scene) -> Bool { scene.style == .uikit }

    /// UIKit's default bar appearance with a 17-pt semibold title. At the scroll edge (`barState` `scrollEdge`,
    /// what a screen shows at rest on iOS 15+) no background and no shadow
    /// (`UINavigationBarAppearance.configureWithTransparentBackground()`, the default `scrollEdgeAppearance`).
    /// Scrolled — light: white background, black title, the shadow line at 30 %; dark: black background (#1C1C1E
    /// on an elevated sheet), white title, the shadow line at 16 %.
    func defaultAppearance(for scene: Scene) -> Appearance {
        let system = SystemColors(for: scene)
        return Appearance.defaults { a in
            a.titleFont = UIKitMetrics.titleFont
            a.titleColor = system.label
            switch scene.barState {
            case .scrollEdge:
                a.background = .clear
                a.hairline = nil
            case .scrolled:
                a.background = system.systemBackground
                a.hairline = system.chromeShadow
            }
        }
    }

    func mainRowHeight(_ scene: Scene) -> Double { standardMainRowHeight(scene) }

    /// UIKit's page and form sheets are cards over the presenting screen (`SheetCard`), in iOS 15–18's numbers.
    func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics? { .iOS15 }

    /// UIKit never shows a large title in compact height (a phone in landscape: `prefersLargeTitles` applies only
    /// in a regular vertical size class), and once scrolled the large title has collapsed into the inline one.
    func showsLargeTitle(_ scene: Scene) -> Bool {
        scene.barState == .scrollEdge && !(scene.screen.idiom == .phone && scene.orientation == .landscape)
    }

    func variantParts(_ scene: Scene) -> [String] {
        scene.barState == .scrollEdge ? ["uikit"] : ["uikit", scene.barState.rawValue]
    }

    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts {
        try engine.uikitBar(bar: bar, mainRow: mainRow)
    }

    /// Transparent at the scroll edge, and it may be made translucent: the content is drawn under it.
    func showsContentUnderBar(_ scene: Scene) -> Bool { true }

    /// UIKit's shadow line lies directly below the bar, over whatever is under it.
    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        (Rect(x: band.minX, y: band.maxY, width: band.width, height: 1 / scale), true)
    }

    func defaultTint(_ scene: Scene) -> Color { SystemColors(for: scene).systemBlue }

    func backdrop(_ scene: Scene, content: Color) -> Color { content }

    /// The system bar the custom controller hides: always the standard slide.
    func isDefaultWrapper(_ scene: Scene) -> Bool { false }

    func isFlatBand(_ scene: Scene) -> Bool { false }

    func showsBackTitle(_ scene: Scene) -> Bool { true }

    /// A search controller's row (`UIKitMetrics.searchRowHeight`) under the title at the scroll edge, in portrait
    /// under the large title and in compact-height landscape under the inline title (UIKit keeps the stacked
    /// search bar on a phone in landscape: `UINavigationItem.preferredSearchBarPlacement` `.stacked`, the iPhone's
    /// automatic placement). Scrolled it hides with `hidesSearchBarWhenScrolling` (the default) and stays pinned
    /// under the inline title without it.
    /// A push or pop between two of these bars animates the bar's parts (`UIKitBarMotion`).
    func animatesOwnBar(_ scene: Scene) -> Bool { true }

    func searchRowHeight(_ scene: Scene) -> Double {
        guard let controller = scene.item.searchController else { return 0 }
        if scene.barState == .scrolled, controller.hidesWhenScrolling { return 0 }
        return UIKitMetrics.searchRowHeight
    }
}
