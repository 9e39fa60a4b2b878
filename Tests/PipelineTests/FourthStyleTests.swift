import Testing
import Basics
import BarModel
@testable import BarLayout
@testable import Pipeline

/// A bar style of this test target's own: a 40-pt grey bar with the title centred and the right items from the
/// trailing edge, no back button. Registered here and drawn by every stage without a line of them changed.
struct PlainTestStyle: BarStyleDefinition {
    static let name = BarStyle("test-plain")
    static let grey = Color(r8: 230, g8: 230, b8: 230)
    let style = PlainTestStyle.name

    func defaultAppearance(for scene: Scene) -> Appearance {
        Appearance.defaults { a in
            a.background = Self.grey
            a.titleColor = .black
            a.hairline = nil
        }
    }

    func rows(_ scene: Scene) -> BarRows { BarRows(main: 40, showsLargeTitle: false) }

    func variantParts(_ scene: Scene) -> [String] { ["plain"] }

    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts {
        let tint = engine.scene.appearance.tint
        let buttons = try engine.scene.item.right.enumerated()
            .map { try engine.content(of: $1, path: "item.right[\($0)]", barTint: tint) }.reversed()
        var parts = BarParts()
        let width = LayoutEngine.groupWidth(Array(buttons))
        parts.right = engine.placeGroup(Array(buttons), startX: bar.maxX - 8 - width, midY: mainRow.midY)
        let (title, titleItems) = try engine.uikitTitle(lo: bar.minX + 8, hi: bar.maxX - 16 - width, row: mainRow)
        parts.title = title
        parts.contents = parts.right.flatMap(\.drawing) + titleItems
        return parts
    }

    func showsContentUnderBar(_ scene: Scene) -> Bool { false }

    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        (Rect(x: band.minX, y: band.maxY - 1 / scale, width: band.width, height: 1 / scale), false)
    }

    func defaultTint(_ scene: Scene) -> Color { .black }

    func backdrop(_ scene: Scene, content: Color) -> Color { content }

    func motion(_ scene: Scene) -> BarMotion { .slides }

    func showsBackTitle(_ scene: Scene) -> Bool { false }
}

@Suite struct FourthStyleTests {
    static let registered: Bool = {
        BarStyles.register(PlainTestStyle())
        return true
    }()

    static func scene(_ title: String) -> Scene {
        _ = registered
        var scene = Scene(device: .iPhone15)
        scene.style = PlainTestStyle.name
        scene.canPop = false
        scene.item.title = title
        scene.item.right = [BarItem(.system(.done))]
        return scene
    }

    @Test func aStyleFromOutsideIsDrawnByEveryStage() throws {
        let scene = Self.scene("Inbox")
        // Layout: its rows, its title, its items; the layout output names it.
        let layout = try Pipeline.layout(scene)
        #expect(layout.bar.height == 40 && layout.style == PlainTestStyle.name)
        #expect(layout.title?.text == "Inbox" && layout.right.map(\.label) == ["done"])
        #expect(layout.json.serialized().contains("\"test-plain\""))
        #expect(scene.variant.contains("plain"))
        // Render: the canvas the style's rows give, its band in its colour.
        let bitmap = try Pipeline.render(scene)
        #expect(bitmap.height == scene.canvasPixelHeight)
        let band = bitmap.pixel(x: 2, y: Int(scene.screen.safeArea.top * scene.screen.scale) + 2)
        #expect(band.r == 230 && band.g == 230 && band.b == 230)
        // Words: the reference's description names its parts.
        let words = try #require(SceneDescriber.describe(scene))
        #expect(words.elements.contains { $0.role == "title" && $0.text == "Inbox" })
        #expect(words.elements.contains { $0.role == "right" && $0.text == "done" })
        // Transitions: its motion (a slide) starts and ends on the two still renders.
        let next = Self.scene("Archive")
        let transition = try TransitionRenderer(from: scene, to: next)
        #expect(transition.decidedKind == .slide)
        #expect(try transition.frame(progress: 0) == bitmap)
        #expect(try transition.frame(progress: 1) == (try Pipeline.render(next)))
    }

    @Test func checksRunOnIt() throws {
        let long = Self.scene(String(repeating: "A very long title ", count: 6))
        let findings = try Pipeline.checks(long).findings
        #expect(findings.contains { $0.check == .truncation }, "\(findings)")
        #expect(try Pipeline.checks(Self.scene("Inbox")).findings.filter { $0.check == .truncation }.isEmpty)
    }
}
