import Foundation
import SnapshotTesting
import Testing
import BarSnapCore
import BarSnapKit
import ImageDiff
import ToolbarModel
@testable import BarSnapSnapshotTesting

@Suite struct StrategyTests {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }()

    @Test func sceneSpecAsToolbar() throws {
        let scene = try Pipeline.loadScene(file: Self.root + "/Scripts/examples/cookpad-recipe.json")
        assertSnapshot(of: scene, as: .toolbar)
    }

    @Test func specTextAsToolbar() {
        assertSnapshot(of: ##"{"device": "ipad-11", "presentation": "sheet", "canPop": false, "item": {"title": "New Recipe", "left": [{"system": "cancel"}], "right": [{"system": "done"}]}}"##,
                       as: .toolbarSpec)
    }

    @Test func bitmapAsPNG() {
        var bitmap = Bitmap(width: 32, height: 8, fill: (255, 128, 0, 255))
        bitmap.setPixel(x: 3, y: 3, (0, 0, 0, 255))
        assertSnapshot(of: bitmap, as: .barsnapPNG)
    }

    @Test func diffingComparesPixelsNotBytes() throws {
        let diffing = Diffing<Bitmap>.barsnapImage()
        let a = Bitmap(width: 4, height: 4, fill: (10, 20, 30, 255))
        var b = a
        #expect(diffing.diffV2(a, diffing.fromData(diffing.toData(a))) == nil, "round trip through PNG is lossless")
        b.setPixel(x: 1, y: 1, (10, 20, 31, 255))
        let failure = try #require(diffing.diffV2(a, b))
        #expect(failure.0.contains("1"))
        let names = failure.1.compactMap { if case let .data(_, name) = $0 { return name } else { return nil } }
        #expect(names == ["reference.png", "actual.png", "diff.png"])
        // a tolerance lets a one-pixel change through
        #expect(Diffing<Bitmap>.barsnapImage(DiffOptions(mode: .exact, maxDifferentPixels: 1)).diffV2(a, b) == nil)
        // a corrupt reference is a failure with a message, not a crash
        let corrupt = diffing.fromData(Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(diffing.diffV2(corrupt, a)?.0.contains("could not be decoded") == true)
    }
}
