import Testing
import Basics
import Verdict
import BarLayout
import BarModel
@testable import Pipeline

/// A sheet card's reference also describes the screen behind it, so a change there is said in words (not only
/// "drawing changed"), named as the presenting screen's.
@Suite struct PresentingDescriptionTests {
    static func scene(presentingTitle: String, device: String = "ipad-11", orientation: String = "portrait") throws
        -> Scene
    {
        let json =
            #"""
                {"device": "\#(device)", "orientation": "\#(orientation)", "style": "uikit", "ios": 26,\#
                 "presentation": "formSheet", "canvas": "screen", "canPop": false, "item": {"title": "New Message",\#
                 "left": [{"system": "close"}]}, "presenting": {"canPop": false, "item": {"title":\#
                 "\#(presentingTitle)", "right": [{"system": "compose"}]}}}
                """#
        return try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
    }

    @Test func aChangeBehindTheCardIsSaidAsThePresentingScreens() throws {
        let old = try #require(SceneDescriber.describe(try Self.scene(presentingTitle: "Inbox")))
        let new = try #require(SceneDescriber.describe(try Self.scene(presentingTitle: "Archive")))
        #expect(old.elements.contains { $0.role == "presenting title" && $0.text == "Inbox" })
        #expect(old.elements.contains { $0.role == "presenting right" && $0.text == "compose" })
        #expect(old.elements.contains { $0.role == "title" && $0.text == "New Message" })
        #expect(SnapshotChange.between(old, new).map(\.words) == [#"presenting title "Inbox" → "Archive""#])
    }

    @Test func noPresentingScreenWhereTheSheetIsNotACard() throws {
        // A phone in landscape shows a sheet full screen: nothing of the presenting screen is drawn or described.
        let scene = try Self.scene(presentingTitle: "Inbox", device: "iphone-15", orientation: "landscape")
        #expect(scene.sheetCard == nil)
        let d = try #require(SceneDescriber.describe(scene))
        #expect(!d.elements.contains { $0.role.hasPrefix("presenting ") })
    }
}
