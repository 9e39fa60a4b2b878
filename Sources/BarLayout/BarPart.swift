import Basics
import BarModel

/// The parts of a bar, in one list, each with its traits. Every stage after layout iterates it: mirroring,
/// `barsnap layout`'s JSON, the words of a reference's description, the truncation and contrast checks and UIKit's
/// own push. A new one-line text part is its case here (with its traits) and the style code that places it
/// (`BarParts.texts`).
package enum BarPart: String, CaseIterable, Sendable {
    /// The inline title or the title view (`BarLayout.title`).
    case title
    /// The title label's second line (`PlacedTitle.subtitle`).
    case subtitle
    /// The prompt row's line above the bar.
    case prompt
    case largeTitle
    /// iOS 26's line under the large title.
    case largeSubtitle
    /// The search controller's field in its row under the title (UIKit's iOS 15–18 bar).
    case searchField
    /// The leading group, the back button first.
    case left
    /// The trailing group.
    case right
    /// The bottom toolbar's items (the screen canvas).
    case toolbar

    /// The parts placed as one line of text on their own (`BarLayout.texts`), in this list's order.
    public static let lines: [BarPart] = [.prompt, .largeTitle, .largeSubtitle, .searchField]

    /// The title and every one-line text part, in this list's order.
    package static let texts: [BarPart] = [.title, .subtitle] + lines

    /// The groups of placed items.
    package static let itemGroups: [BarPart] = [.left, .right, .toolbar]

    /// The part's text as laid out, nil when the layout has none.
    public func text(in layout: BarLayout) -> PlacedText? {
        switch self {
        case .title:
            return layout.title.map { PlacedText(frame: $0.frame, text: $0.text, fontSize: $0.fontSize,
                                                 truncated: $0.truncated) }
        case .subtitle: return layout.title?.subtitle
        case .left, .right, .toolbar: return nil
        default: return layout.texts[self]
        }
    }

    /// The part's placed items (item groups), screen order.
    public func items(in layout: BarLayout) -> [PlacedItem] {
        switch self {
        case .left: layout.left
        case .right: layout.right
        case .toolbar: layout.toolbarItems
        default: []
        }
    }

    /// Its kind in a reference's description: a label, or a view (a title view, the search field).
    public func describedKind(in layout: BarLayout) -> String {
        switch self {
        case .title: layout.title?.kind.rawValue ?? "label"
        case .searchField: "view"
        default: "label"
        }
    }

    /// How `barsnap layout` writes a line part: always (null without one), or only when the layout has one (parts
    /// added later, so every earlier output stays as it was).
    var alwaysInJSON: Bool { self == .prompt || self == .largeTitle }

    /// How a truncation finding names a line part and its room (nil: not checked).
    var truncation: (name: String, room: String)? {
        switch self {
        case .largeTitle: ("large title", "has")
        case .largeSubtitle: ("large subtitle", "has")
        case .searchField: ("search placeholder", "the field has")
        default: nil
        }
    }

    /// What the contrast audit holds a line part to, and the colour it is drawn in (nil: not audited).
    func contrast(_ appearance: Appearance) -> (large: Bool, color: Color)? {
        switch self {
        case .prompt: (false, appearance.titleColor)
        case .largeTitle: (true, appearance.titleColor)
        default: nil
        }
    }

    /// How a line part moves in UIKit's own push (`UIKitBarMotion`): with the title, as the large title, as the
    /// prompt or as the search row.
    public enum UIKitMotion: Sendable { case title, largeTitle, prompt, searchRow }

    package var uikitMotion: UIKitMotion {
        switch self {
        case .largeTitle: .largeTitle
        case .prompt: .prompt
        case .searchField: .searchRow
        default: .title
        }
    }
}
