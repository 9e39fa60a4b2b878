import Basics
import BarModel

/// Where a placement's items go on a phone or pad navigation bar. The same on iOS 15–18 and iOS 26; what differs
/// is how the items look (`ToolbarRules.look`) and the overflow button.
package enum ToolbarRegion: Equatable, Sendable {
    case leading, trailing, principal, bottom, overflow, notDrawn
}

/// SwiftUI's toolbar items (`item.toolbar`) placed into UIKit's groups: the leading items (left to right), the
/// trailing ones (left to right, in declaration order), the principal item, the bottom toolbar's items and the
/// overflow menu's.
package struct PlacedToolbar: Equatable, Sendable {
    package var leading: [BarItem] = []
    package var trailing: [BarItem] = []
    package var principal: [BarItem] = []
    /// A symbol or image beside the principal Text, and whether it comes after the text.
    package var principalIcon: BarItem?
    package var principalIconAfter = false
    package var bottom: [BarItem] = []
    package var overflow: [BarItem] = []
    /// What is accepted and not drawn, in words (`keyboard` and `status` items, principal content other than text).
    package var notDrawn: [String] = []
}

/// How one bar style draws SwiftUI's placements and roles (one conformance per style, in the style's folder).
package protocol ToolbarRules: Sendable {
    /// The item as this style's iOS draws it in `placement` (a confirmation bold or prominent, …).
    func look(_ item: BarItem, placement: ToolbarPlacement, colors: SystemColors) -> BarItem
    /// The button that opens the overflow menu of `secondaryAction` items.
    var overflowButton: BarItem { get }
}

extension ToolbarRules {
    /// Where `placement` goes. Sources (Apple's `ToolbarItemPlacement` documentation, iOS):
    /// `confirmationAction` "in the same location as a primaryAction"; `cancellationAction` "on the leading edge of
    /// the navigation bar"; `destructiveAction` "in the trailing edge of the navigation bar"; `navigation` "in the
    /// leading edge … If a system navigation item such as a back button is present in a compact width, it instead
    /// appears in the primaryAction placement"; `principal` "in the center"; `secondaryAction` into the overflow
    /// menu ("an overflow menu may be created and remaining items placed in that menu"); `automatic` on iOS the
    /// trailing edge (estimated from SwiftUI's behaviour).
    package func region(_ placement: ToolbarPlacement, backButton: Bool, compactWidth: Bool) -> ToolbarRegion {
        switch placement {
        case .automatic, .primaryAction, .confirmationAction, .destructiveAction, .topBarTrailing,
             .navigationBarTrailing: .trailing
        case .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
        case .navigation: backButton && compactWidth ? .trailing : .leading
        case .principal: .principal
        case .secondaryAction: .overflow
        case .bottomBar: .bottom
        case .keyboard, .status: .notDrawn
        }
    }

    /// `items` (declaration order) placed into regions, each item in this style's look.
    package func place(_ items: [BarItem], scene: Scene, backButton: Bool) -> PlacedToolbar {
        let colors = SystemColors(for: scene)
        var out = PlacedToolbar()
        let compact = scene.screen.idiom == .phone
        let principalText = items.contains { $0.placement == .principal && Self.isText($0) }
        // A principal symbol or image next to the first principal Text is drawn beside it (an HStack's or Label's).
        let textAt = items.firstIndex { $0.placement == .principal && Self.isText($0) }
        let iconAt = textAt.flatMap { t in
            [t - 1, t + 1].first { j in
                items.indices.contains(j) && items[j].placement == .principal && !Self.isText(items[j])
                    && !Self.isSpace(items[j])
            }
        }
        for (i, item) in items.enumerated() {
            let placement = item.placement ?? .automatic
            let shown = look(item, placement: placement, colors: colors)
            switch region(placement, backButton: backButton, compactWidth: compact) {
            case .leading: out.leading.append(shown)
            case .trailing: out.trailing.append(shown)
            case .bottom: out.bottom.append(shown)
            case .overflow: out.overflow.append(shown)
            case .principal:
                // A Text replaces the title; with none, the first other view is drawn in its place.
                if Self.isText(item), out.principal.isEmpty {
                    out.principal.append(shown)
                } else if i == iconAt, let t = textAt {
                    out.principalIcon = shown
                    out.principalIconAfter = i > t
                } else if !principalText, out.principal.isEmpty, !Self.isSpace(item) {
                    out.principal.append(shown)
                } else {
                    out.notDrawn.append(
                        """
                            item.toolbar[\(i)]: principal \(Self.describe(item)) (only one Text is drawn in the title's\
                             place)
                            """
                    )
                }
            case .notDrawn:
                out.notDrawn.append(
                    "item.toolbar[\(i)]: \(placement.rawValue) \(Self.describe(item)) (not part of the navigation bar)")
            }
        }
        return out
    }

    static func isText(_ item: BarItem) -> Bool {
        if case .title = item.content { true } else { false }
    }

    static func isSpace(_ item: BarItem) -> Bool {
        switch item.content {
        case .flexibleSpace, .fixedSpace: true
        default: false
        }
    }

    static func describe(_ item: BarItem) -> String {
        switch item.content {
        case let .title(t): "\"\(t)\""
        case let .symbol(s): "symbol \(s.rawValue)"
        case let .standIn(g): "symbol \(g.name)"
        case let .system(s): "system item \(s.rawValue)"
        case let .image(r): "image \(r.path)"
        case let .placeholder(p): "placeholder \(p)"
        case .flexibleSpace, .fixedSpace: "space"
        }
    }

    /// `role: destructive` draws the item in `systemRed` unless it has its own tint (both bars; SwiftUI's
    /// `ButtonRole.destructive`: "A destructive button signals by its appearance …").
    package func destructiveRed(_ item: BarItem, colors: SystemColors) -> BarItem {
        guard item.role == .destructive, item.tint == nil else { return item }
        var out = item
        out.tint = colors.systemRed
        return out
    }
}

/// The rules of the custom bar: the regions only (its items keep the look the spec gives), a destructive item
/// red, the overflow button `ellipsis.circle`.
struct PlainToolbarRules: ToolbarRules {
    func look(_ item: BarItem, placement: ToolbarPlacement, colors: SystemColors) -> BarItem {
        destructiveRed(item, colors: colors)
    }

    var overflowButton: BarItem { BarItem(.symbol(.ellipsisCircle)) }
}

extension Scene {
    /// The scene with `item.toolbar` placed into `item.left`, `item.right`, the title and the bottom toolbar by its
    /// style's rules (`BarStyleDefinition.toolbarRules`), and what is not drawn, in words. Leading items join the back
    /// button (SwiftUI keeps it beside them: `leftItemsSupplementBackButton`).
    package func placingToolbar() -> (scene: Scene, notDrawn: [String]) {
        guard !item.toolbar.isEmpty else { return (self, []) }
        var s = self
        let backButton = canPop && !item.hidesBackButton
        let placed = styleDefinition.toolbarRules(self).place(item.toolbar, scene: self, backButton: backButton)
        s.item.toolbar = []
        s.item.left = placed.leading
        // UIKit's right group runs from the trailing edge inwards: the overflow button outermost.
        let overflow = placed.overflow.isEmpty ? [] : [styleDefinition.toolbarRules(self).overflowButton]
        s.item.right = overflow + placed.trailing.reversed()
        s.item.leftItemsSupplementBackButton = true
        if case let .title(t)? = placed.principal.first?.content {
            s.item.title = t
            s.item.titleIcon = placed.principalIcon
            s.item.titleIconAfter = placed.principalIconAfter
        }
        else if let p = placed.principal.first { s.item.principalItem = p }
        s.toolbarItems += placed.bottom
        return (s, placed.notDrawn)
    }
}
