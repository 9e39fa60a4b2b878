import Basics
import BarModel

/// SwiftUI's placements and roles on the iOS 15–18 bar (the regions are `ToolbarRules.region`).
struct UIKitToolbarRules: ToolbarRules {
    /// `confirmationAction` (and `role: confirm`): a text item in the bar's bold done font, as UIKit's `.done` style
    /// ("the style for a done button", `UIBarButtonItem.Style.done`; SwiftUI gives confirmation actions that style on
    /// iOS 15–18: estimated from screenshots of SwiftUI sheets). Every other placement keeps the plain look.
    func look(_ item: BarItem, placement: ToolbarPlacement, colors: SystemColors) -> BarItem {
        var out = destructiveRed(item, colors: colors)
        if placement == .confirmationAction || item.role == .confirm, case .title = item.content, item.font == nil {
            out.font = UIKitMetrics.doneFont
        }
        return out
    }

    /// iOS 16–18: the overflow menu's button is `ellipsis.circle` (SwiftUI's toolbar overflow; estimated from
    /// screenshots).
    var overflowButton: BarItem { BarItem(.symbol(.ellipsisCircle)) }
}

extension UIKitBarStyle {
    func toolbarRules(_ scene: Scene) -> any ToolbarRules { UIKitToolbarRules() }
}
