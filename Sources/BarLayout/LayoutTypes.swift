import Basics
import BarModel

/// A layout failure (an undrawable title, for example), naming the spec path of the text.
public struct LayoutError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { "\(path): \(message)" }
}

/// One button (or space) of a group, as placed on screen.
public struct PlacedItem: Equatable, Sendable {
    /// What the item is: the back button, a title, a symbol, an image, a system item, a fixed space, a flexible
    /// spacer or a placeholder.
    public enum Kind: String, Sendable {
        case back, text, symbol, image, system, space, spacer, placeholder
    }
    public var kind: Kind
    /// The title, symbol name, system item name, image path or back label.
    public var label: String
    /// The button's frame in canvas points, snapped to device pixels.
    public var frame: Rect
    public var enabled: Bool = true
    /// What is drawn for the item.
    public var drawing: [DisplayItem] = []
    /// The colour right behind the item when it is not the bar's background (iOS 26's glass capsule or a
    /// prominent item's fill), for the contrast audit; nil: the bar's background.
    public var backdrop: Color? = nil
}

/// The title area: the default label or a custom title view.
public struct PlacedTitle: Equatable, Sendable {
    /// The default title label, or a title view.
    public enum Kind: String, Sendable { case label, view }
    public var kind: Kind
    public var frame: Rect
    public var text: String
    public var lines: Int
    public var fontSize: Double
    public var truncated: Bool
    /// The subtitle label stacked under the title (the custom bar's "title and subtitle"), when the item has one.
    public var subtitle: PlacedText? = nil
}

/// A placed single-purpose text line (prompt, large title).
public struct PlacedText: Equatable, Sendable {
    public var frame: Rect
    public var text: String
    public var fontSize: Double
    public var truncated: Bool
}

/// Everything layout computes for a scene: frames (for `barsnap layout`) and the display list (for rendering).
public struct BarLayout: Equatable, Sendable {
    public var canvas: Size
    public var scale: Double
    /// The custom bar or UIKit's bar.
    public var style: BarStyle
    /// No bar is drawn (the frames below are where it would be).
    public var barHidden: Bool
    /// Background band: from the top of the screen to the bar's bottom.
    public var band: Rect
    /// The bar, between the side safe-area insets, below the top safe area.
    public var bar: Rect
    /// The row with the buttons and the inline title (the bar minus prompt and large-title rows).
    public var mainRow: Rect
    /// UIKit's shadow line, one device pixel directly below the bar (nil: none, or the custom style).
    public var shadow: Rect?
    public var statusBar: Rect?
    public var statusBarStyle: StatusBarStyle?
    /// Left to right on screen.
    public var left: [PlacedItem]
    /// Left to right on screen (so the first right item of the spec is last here).
    public var right: [PlacedItem]
    public var title: PlacedTitle?
    /// The one-line text parts (`BarPart.lines`: prompt, large title, iOS 26's line under it, the search
    /// controller's field with its placeholder), each with its frame, text and whether it is truncated.
    package var texts: [BarPart: PlacedText]
    /// The bottom toolbar's frame on a screen canvas (nil: none).
    public var bottomToolbar: Rect?
    public var toolbarItems: [PlacedItem]
    /// SwiftUI toolbar items the spec gives and BarSnap does not draw (`keyboard`, `status`, principal content
    /// other than text), in words.
    public var notDrawn: [String] = []
    package var displayList: DisplayList

    public var prompt: PlacedText? { texts[.prompt] }
    public var largeTitle: PlacedText? { texts[.largeTitle] }
    /// iOS 26's line under the large title (`largeSubtitle`, else `subtitle`); nil elsewhere.
    public var largeSubtitle: PlacedText? { texts[.largeSubtitle] }
    /// The search controller's field in its row under the title (UIKit's bar; `item.searchController`): the
    /// field's frame and its placeholder (`truncated`: the placeholder does not fit the field).
    public var searchField: PlacedText? { texts[.searchField] }

    /// The display list without the bar's contents, the status bar and the home indicator: the band, its background
    /// image,
    /// hairline or shadow, and the content of the screen canvas.
    package var backgroundDisplayList: DisplayList { displayList.without(.bar, .statusBar, .homeIndicator) }
}

/// What one bar style lays out inside the bar: placed items, title, prompt, large title and their drawing.
package struct BarParts {
    package var left: [PlacedItem] = []
    package var right: [PlacedItem] = []
    package var title: PlacedTitle?
    /// The one-line text parts (`BarPart.lines`).
    package var texts: [BarPart: PlacedText] = [:]
    /// Drawn clipped to the bar.
    package var contents: [DisplayItem] = []
    /// Drawn over the band's background, under the bar's contents (iOS 26's scroll-edge effect).
    package var overBand: [DisplayItem] = []
    package init() {}
}
