import Basics
import BarModel

/// The title a back button shows, as chosen by `LayoutEngine.backTitle(limit:font:)`.
struct BackTitleChoice: Equatable {
    var text: String
    /// The spec path the text came from (for errors naming undrawable text).
    var path: String
    /// The width the text is laid out in: its natural width, or the limit when it is truncated.
    var layoutWidth: Double
    var height: Double
    /// Kept but ellipsized to `layoutWidth` (custom left items: the bar does not change the title).
    var truncated: Bool
}

extension LayoutEngine {
    /// UIKit's back-title rule (Glossary: back-title rule) for every back style that shows a title; nil: the chevron
    /// alone.
    /// Design notes: "The back-title rule".
    func backTitle(limit: Double, font: FontSpec) throws -> BackTitleChoice? {
        // A back item titled "" (`UIBarButtonItem(title: "")`, `.minimal`): UIKit draws the chevron alone.
        if scene.previousBackItemTitle == "" { return nil }
        let original: (String, String)
        if let t = scene.previousBackItemTitle, !t.isEmpty { original = (t, "previousBackItem.title") }
        else if let t = scene.previousTitle, !t.isEmpty { original = (t, "previousTitle") }
        else { original = (scene.backWord, scene.backWordOverride != nil ? "backWord" : "locale") }
        let customLeft = !scene.item.left.isEmpty

        let m = try measure(original.0, font: font, maxWidth: nil, maxLines: 1, path: original.1)
        if m.width <= limit {
            return BackTitleChoice(
                text: original.0, path: original.1, layoutWidth: m.width, height: m.height, truncated: false)
        }
        if customLeft {
            // Kept, ellipsized — if the limit has room for the first character and the ellipsis.
            let head = String(original.0.prefix(1)) + "…"
            let least = try measure(head, font: font, maxWidth: nil, maxLines: 1, path: original.1)
            guard limit > 0, least.width <= limit else { return nil }
            let cut = try measure(original.0, font: font, maxWidth: limit, maxLines: 1, path: original.1)
            return BackTitleChoice(
                text: original.0, path: original.1, layoutWidth: limit, height: cut.height, truncated: true)
        }
        let path = scene.backWordOverride != nil ? "backWord" : "locale"
        guard original.0 != scene.backWord else { return nil }
        let word = try measure(scene.backWord, font: font, maxWidth: nil, maxLines: 1, path: path)
        guard word.width <= limit else { return nil }
        return BackTitleChoice(
            text: scene.backWord, path: path, layoutWidth: word.width, height: word.height, truncated: false)
    }
}
