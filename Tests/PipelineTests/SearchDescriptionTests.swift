import Testing
import Basics
import BarModel
@testable import Pipeline

/// A reference's description names the search controller's field (its placeholder and frame) when there is one.
@Suite struct SearchDescriptionTests {
    @Test func theSearchRowIsDescribed() throws {
        let json =
            #"""
                {"device": "iphone-15", "style": "uikit", "canPop": false, "item": {"title": "Mail", "largeTitle":\#
                 true, "searchController": {"placeholder": "Find"}}}
                """#
        let scene = try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
        let d = try #require(SceneDescriber.describe(scene))
        let field = try #require(d.elements.first { $0.role == "searchField" })
        #expect(field.text == "Find" && field.kind == "view" && field.frame == [16, 163, 361, 36])
        var plain = scene
        plain.item.searchController = nil
        #expect(SceneDescriber.describe(plain)?.elements.contains { $0.role == "searchField" } == false)
    }
}
