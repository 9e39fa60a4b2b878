import Basics
import BarModel

/// What UIKit's iOS 15–18 bar and iOS 26's bar decide alike, named once for both styles: the default appearance
/// iOS 26 starts from, when the large title shows, and where the shadow line lies.
enum UIKitBar {
    /// UIKit's default bar appearance with a 17-pt semibold title. At the scroll edge (`barState` `scrollEdge`,
    /// what a screen shows at rest on iOS 15+) no background and no shadow
    /// (`UINavigationBarAppearance.configureWithTransparentBackground()`, the default `scrollEdgeAppearance`).
    /// Scrolled — light: white background, black title, the shadow line at 30 %; dark: black background (#1C1C1E
    /// on an elevated sheet), white title, the shadow line at 16 %.
    static func defaultAppearance(for scene: Scene) -> Appearance {
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

    /// UIKit never shows a large title in compact height (a phone in landscape: `prefersLargeTitles` applies only
    /// in a regular vertical size class), and once scrolled the large title has collapsed into the inline one.
    static func showsLargeTitle(_ scene: Scene) -> Bool {
        scene.barState == .scrollEdge && !(scene.screen.idiom == .phone && scene.orientation == .landscape)
    }

    /// UIKit's shadow line lies directly below the bar, over whatever is under it.
    static func shadowRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        (Rect(x: band.minX, y: band.maxY, width: band.width, height: 1 / scale), true)
    }
}
