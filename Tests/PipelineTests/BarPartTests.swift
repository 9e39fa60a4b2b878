import Testing
import Basics
import BarModel
import BarLayout
@testable import Pipeline

/// The one list of bar parts (`BarPart`): every part a layout places is written by `barsnap layout`, described in
/// words and mirrored right to left, without a stage naming it.
@Suite struct BarPartTests {
    static let spec = #"{"device": "iphone-15", "style": "uikit", "canPop": false, "item": {"title": "Mail", "#
        + #""prompt": "Choose", "largeTitle": true, "searchController": {"placeholder": "Find"}}}"#

    @Test func everyPlacedPartIsWrittenDescribedAndMirrored() throws {
        let scene = try Pipeline.scene(from: JSON.parse(Self.spec), baseDirectory: Package.root)
        let layout = try Pipeline.layout(scene)
        let placed = BarPart.texts.filter { $0.text(in: layout) != nil }
        #expect(placed == [.prompt, .largeTitle, .searchField], "the scene places these")
        let json = layout.json.serialized()
        let words = try #require(SceneDescriber.describe(scene))
        var rtl = scene
        rtl.layoutDirection = .rtl
        let mirrored = try Pipeline.layout(rtl)
        for part in placed {
            let t = try #require(part.text(in: layout))
            #expect(json.contains("\"\(part.rawValue)\""), "\(part) in the layout JSON")
            #expect(words.elements.contains { $0.role == part.rawValue && $0.text == t.text }, "\(part) in words")
            let m = try #require(part.text(in: mirrored), "\(part) right to left")
            #expect(abs(m.frame.minX - (layout.canvas.width - t.frame.maxX)) < 0.01, "\(part) mirrored")
        }
        // A part the layout does not place says nothing.
        #expect(!words.elements.contains { $0.role == BarPart.largeSubtitle.rawValue })
    }
}
