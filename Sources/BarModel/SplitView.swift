/// An iPad split view's columns, as the bar of one column is drawn (`Scene.column`).
public enum SplitView {
    /// The sidebar column's width in landscape: `UISplitViewController`'s default maximum primary column width
    /// (useyourloaf.com, "Change the Width of the Master View in a Split View Controller": 320 points).
    public static let sidebarWidth = 320.0

    /// Whether the sidebar shows beside the detail: on an iPad in landscape. In portrait SwiftUI's `.automatic`
    /// style hides it and the detail column takes the whole width with the sidebar button (estimated).
    public static func showsSidebar(_ scene: Scene) -> Bool {
        scene.column != nil && scene.screen.idiom == .pad && scene.orientation == .landscape
    }
}

/// The scene-spec reference's words for `column` and `item.style`.
enum SplitColumnDocs {
    static let text = """
        On an iPad, the bar of one column of a split view (`UISplitViewController`, SwiftUI's \
        `NavigationSplitView`). In landscape the sidebar is \(Int(SplitView.sidebarWidth)) pt wide (UIKit's default \
        maximum primary column width) with a one-pixel separator: `sidebar` draws the bar in it, the sidebar button \
        (`sidebar.left`) leading and the rest of the band empty; `detail` draws the bar in the column beside it, its \
        title centred on that column. A three-column split's middle column (`content`, SwiftUI's `content:`) is a \
        screen of its own: it stands where the sidebar would, the sidebar hidden (`.automatic`), with the sidebar \
        button at its stack's root. In portrait the sidebar is hidden (SwiftUI's `.automatic`): `detail` draws the \
        whole width with the sidebar button leading (at a stack's root), `sidebar` and `content` the whole width. \
        A phone ignores \
        it (the split view collapses into one stack). The column widths and the button's place are estimated, not \
        measured.
        """
    static let itemStyle = """
        UIKit's `UINavigationItem.style` (SwiftUI's `.toolbarRole`): `browser` and `editor` put the inline title at \
        the leading side on an iPad, after the leading items (Apple: "the navigation item's title appears on the \
        leading side of the navigation bar"; on a phone it stays centred); `editor` draws the back button as the \
        chevron alone ("The back button appears as a chevron without a title or image"), on a phone too.
        """
}
