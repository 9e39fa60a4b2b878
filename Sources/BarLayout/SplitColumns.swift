import Basics
import BarModel

extension Scene {
    /// A split view column's sidebar button (`sidebar.left`), first of the leading items: in the sidebar's bar
    /// when the sidebar shows (landscape), in a root detail column's bar when it is hidden (portrait). Estimated
    /// from iPadOS's Mail and Notes; SwiftUI adds it to `NavigationSplitView` on its own.
    package func splitColumnItems() -> Scene {
        guard let column, screen.idiom == .pad else { return self }
        let shows = SplitView.showsSidebar(self)
        // A three-column split's content column stands where the sidebar would, the sidebar hidden (SwiftUI's
        // `.automatic`): its root bar has the button in both orientations.
        let button = switch column {
        case .sidebar: shows
        case .content: !canPop
        case .detail: !shows && !canPop
        }
        guard button else { return self }
        var s = self
        s.item.left.insert(BarItem(.symbol(.sidebarLeft)), at: 0)
        s.item.leftItemsSupplementBackButton = true
        return s
    }
}

extension LayoutEngine {
    /// The one-pixel separator between the sidebar and the detail column, over the band (`systemGray` at 30 %,
    /// estimated), on the leading side's edge of the detail (mirrored right to left).
    func splitSeparator(_ band: Rect) -> [DisplayItem] {
        guard SplitView.showsSidebar(scene), !scene.barHidden else { return [] }
        let scale = scene.screen.scale
        let side = SplitView.sidebarWidth
        let x = scene.isRightToLeft ? scene.screen.size.width - side : side - 1 / scale
        let line = Rect(x: x, y: band.minY, width: 1 / scale, height: band.height)
        return [.fill(line, system.systemGray.withAlpha(0.3))]
    }
}
