import Basics
import BarModel

/// SwiftUI's placements and roles on iOS 26's bar (the regions are `ToolbarRules.region`).
struct UIKit26ToolbarRules: ToolbarRules {
    /// `confirmationAction` (and `role: confirm`): prominent — its own capsule filled with the tint, the content
    /// white (Apple's iOS 26 apps' Done/Send; `ButtonRole.confirm` "a button that confirms an operation", drawn
    /// prominent; whether SwiftUI does this for every plain button in the placement is estimated). Everything else
    /// keeps its look: a text item stays text in its glass (titles are drawn as the code declares them).
    func look(_ item: BarItem, placement: ToolbarPlacement, colors: SystemColors) -> BarItem {
        var out = destructiveRed(item, colors: colors)
        if placement == .confirmationAction || item.role == .confirm { out.prominent = true }
        return out
    }

    /// iOS 26: the overflow menu's button is `ellipsis` in the trailing glass (estimated from iOS 26 screenshots).
    var overflowButton: BarItem { BarItem(.symbol(.ellipsis)) }
}

extension UIKit26BarStyle {
    func toolbarRules(_ scene: Scene) -> any ToolbarRules { UIKit26ToolbarRules() }
}
