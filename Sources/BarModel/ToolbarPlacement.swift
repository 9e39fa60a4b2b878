/// Where a SwiftUI toolbar item asks to go (`ToolbarItem(placement:)`): an entry of `item.toolbar`. The bar style
/// decides where each placement is drawn on the scene's iOS (`BarLayout`'s placement rules).
public enum ToolbarPlacement: String, Sendable, CaseIterable {
    case automatic, primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction
    case navigation, principal, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing
    case bottomBar
    /// Accepted and not drawn: the keyboard's accessory bar and the status area are not part of a navigation bar.
    case keyboard, status

    /// Whether BarSnap draws items of this placement (`keyboard` and `status` it does not).
    public var isDrawn: Bool { self != .keyboard && self != .status }
}

/// What a SwiftUI button is for (`Button(role:)`): the style draws the role as the scene's iOS does.
public enum ItemRole: String, Sendable, CaseIterable {
    case cancel, destructive, confirm, close
}

/// The scene-spec reference's words for `item.toolbar` (its row in `SpecSchema.navigationItem`).
enum ToolbarPlacementDocs {
    static let toolbarKey = """
        SwiftUI's `.toolbar { … }`: every item in declaration order (a `ToolbarItemGroup`'s children each with the \
        group's `placement`), placed by the style as the scene's iOS does — on iOS 15–18 and iOS 26 alike \
        (Apple's `ToolbarItemPlacement` documentation): `automatic`, `primaryAction`, `confirmationAction`, \
        `destructiveAction`, `topBarTrailing`, `navigationBarTrailing` on the trailing side, left to right in \
        declaration order; `cancellationAction`, `topBarLeading`, `navigationBarLeading` and `navigation` on the \
        leading side beside the back button (`navigation` goes trailing when a back button shows on a phone, as \
        Apple documents for compact width); `principal`: a `title` item replaces the title, in the title's font \
        (without one, the first other principal item is drawn centred in the title's place); \
        `secondaryAction` items fold into one overflow button at the trailing end (`ellipsis.circle` on iOS 15–18, \
        `ellipsis` in the trailing glass on iOS 26: estimated from screenshots); `bottomBar` items join \
        `toolbarItems` (drawn with `canvas: screen`); `keyboard`, `status` and further principal items \
        are accepted and not drawn (`barsnap layout` lists them under `notDrawn`). How items look: iOS 15–18 draws \
        a `confirmationAction` (or `role: confirm`) text item in the bold done font; iOS 26 draws it prominent \
        (its own capsule filled with the tint; estimated: Apple's apps and `ButtonRole.confirm` show it so); \
        `role: destructive` is `systemRed` on both; a text item stays text (a Cancel is the word Cancel in its \
        glass on iOS 26, not a cross: give `{"system": "close"}` where the code has `Button(role: .close)`). On \
        iOS 26 adjacent items share one glass capsule (a `space` entry — SwiftUI's `ToolbarSpacer` — ends it). \
        The custom bar uses the same sides without changing the items' look. Not together with `left` or \
        `right`.
        """
}
