import Testing
import Basics
import BarModel
@testable import BarLayout

/// A `style: uikit` scene on iphone-15 with `item.toolbar` = `toolbar`, on `ios`.
private func placed(_ toolbar: String, ios: Int, extra: String = "") throws -> BarLayout {
    try layout(
        #"""
            {"device": "iphone-15", "style": "uikit", "ios": \#(ios), "item": {"title": "T", "toolbar":\#
             \#(toolbar)}\#(extra)}
            """#
    )
}

private func font(_ item: PlacedItem) -> FontSpec? {
    for d in item.drawing { if case let .text(run) = d { return run.font } }
    return nil
}

private func textColor(_ item: PlacedItem) -> Color? {
    for d in item.drawing { if case let .text(run) = d { return run.color } }
    return nil
}

/// SwiftUI's placements on the iOS 15–18 bar and iOS 26's: where each goes and how it looks.
@Suite struct ToolbarPlacementTests {
    static let sheet = """
        [{"title": "Cancel", "placement": "cancellationAction"}, {"title": "Done", "placement": "confirmationAction"}]
        """

    @Test func sidesAreTheSameOnBothBars() throws {
        let list = """
            [{"title": "Nav", "placement": "navigation"}, {"symbol": "plus"}, {"symbol": "heart", "placement":\
             "primaryAction"},
             {"title": "Lead", "placement": "topBarLeading"}, {"title": "Del", "placement": "destructiveAction"},
             {"title": "Old", "placement": "navigationBarTrailing"}]
            """
        for ios in [18, 26] {
            let l = try placed(list, ios: ios, extra: #", "canPop": false"#)
            #expect(l.left.map(\.label) == ["Nav", "Lead"], "ios \(ios)")
            #expect(
                l.right.map(\.label) == ["plus", "heart", "Del", "Old"], "declaration order, left to right; ios \(ios)")
        }
    }

    @Test func navigationGoesTrailingBesideABackButtonOnAPhone() throws {
        let list = #"[{"title": "Nav", "placement": "navigation"}, {"title": "Lead", "placement": "topBarLeading"}]"#
        let phone = try placed(list, ios: 18)
        #expect(phone.left.map(\.kind) == [.back, .text] && phone.left.last?.label == "Lead", "back button kept")
        #expect(phone.right.map(\.label) == ["Nav"])
        let pad = try layout(#"{"device": "ipad-11", "style": "uikit", "item": {"toolbar": \#(list)}}"#)
        #expect(pad.left.map(\.label).suffix(2) == ["Nav", "Lead"], "regular width keeps it leading")
    }

    @Test func confirmationIsBoldOnIOS18AndProminentOnIOS26() throws {
        let old = try placed(Self.sheet, ios: 18, extra: #", "canPop": false"#)
        #expect(old.left.map(\.label) == ["Cancel"] && old.right.map(\.label) == ["Done"])
        #expect(font(old.right[0]) == UIKitMetrics.doneFont && font(old.left[0]) == UIKitMetrics.buttonFont)
        let new = try placed(Self.sheet, ios: 26, extra: #", "canPop": false"#)
        #expect(new.left.map(\.label) == ["Cancel"] && new.right.map(\.label) == ["Done"])
        #expect(new.right[0].backdrop != new.left[0].backdrop, "Done on its tinted capsule, Cancel on glass")
        #expect(textColor(new.right[0]) == .white && textColor(new.left[0]) != .white)
        // The same items in UIKit's groups, not placed, keep the plain look: the placement makes the difference.
        let plain = try layout(
            #"""
                {"device": "iphone-15", "style": "uikit", "ios": 26, "canPop": false, "item": {"right": [{"title":\#
                 "Done"}]}}
                """#
        )
        #expect(textColor(plain.right[0]) != .white)
    }

    @Test func roleConfirmAndDestructive() throws {
        let list = #"[{"symbol": "checkmark", "role": "confirm"}, {"title": "Delete", "role": "destructive"}]"#
        let new = try placed(list, ios: 26, extra: #", "canPop": false"#)
        guard case let .symbol(sym, _, color)? = new.right[0].drawing.first else {
            Issue.record("no checkmark")
            return
        }
        #expect(sym == .checkmark && color == .white, "prominent: white on the tint")
        #expect(textColor(new.right[1]) == SystemColors(for: Scene(device: .iPhone15)).systemRed)
        let tinted = try placed(##"[{"title": "Delete", "role": "destructive", "tint": "#00FF00"}]"##, ios: 18)
        #expect(textColor(tinted.right[0]) == Color(r8: 0, g8: 255, b8: 0), "its own tint wins")
    }

    @Test func secondaryActionsFoldIntoOneOverflowButton() throws {
        let list = """
            [{"symbol": "plus"}, {"title": "Rename", "placement": "secondaryAction"},
             {"symbol": "trash", "placement": "secondaryAction"}]
            """
        let old = try placed(list, ios: 18)
        #expect(old.right.map(\.label) == ["plus", "ellipsis.circle"], "one button, trailing-most")
        let new = try placed(list, ios: 26)
        #expect(new.right.map(\.label) == ["plus", "ellipsis"])
    }

    /// A principal view not beside the Text (a symbol beside it is drawn with it: `PrincipalViewTests`).
    @Test func principalTextIsTheTitleAndTheRestIsNamed() throws {
        let list = """
            [{"title": "Inbox", "placement": "principal"}, {"title": "Done", "placement": "keyboard"},
             {"symbol": "heart", "placement": "principal"}, {"title": "3 new", "placement": "status"},
             {"title": "Archive", "placement": "bottomBar"}]
            """
        for ios in [18, 26] {
            let l = try placed(list, ios: ios, extra: #", "canvas": "screen""#)
            #expect(l.title?.text == "Inbox", "ios \(ios)")
            #expect(l.right.isEmpty)
            #expect(l.toolbarItems.map(\.label) == ["Archive"])
            #expect(l.notDrawn == [
                "item.toolbar[1]: keyboard \"Done\" (not part of the navigation bar)",
                "item.toolbar[2]: principal symbol heart (only one Text is drawn in the title's place)",
                "item.toolbar[3]: status \"3 new\" (not part of the navigation bar)",
            ])
            if case let .array(words)? = l.json["notDrawn"] { #expect(words.count == 3) } else {
                Issue.record("barsnap layout lists what is not drawn")
            }
        }
    }

    @Test func noToolbarLeavesTheLayoutAlone() throws {
        let l = try layout(#"{"device": "iphone-15", "style": "uikit", "item": {"right": [{"title": "A"}]}}"#)
        #expect(l.notDrawn.isEmpty && l.json["notDrawn"] == nil)
    }

    @Test func iOS26SharesOneCapsuleUntilASpacer() throws {
        func capsules(_ list: String) throws -> Int {
            let l = try placed(list, ios: 26, extra: #", "canPop": false"#)
            func glass(_ items: [DisplayItem]) -> Int {
                items.reduce(0) { n, d in
                    switch d {
                    case .glass: n + 1
                    case let .group(_, _, inner): n + glass(inner)
                    default: n
                    }
                }
            }
            return glass(l.displayList.layers[.bar, default: []])
        }
        #expect(try capsules(#"[{"symbol": "plus"}, {"symbol": "heart"}]"#) == 1)
        #expect(try capsules(#"[{"symbol": "plus"}, {"space": 0}, {"symbol": "heart"}]"#) == 2)
    }
}
