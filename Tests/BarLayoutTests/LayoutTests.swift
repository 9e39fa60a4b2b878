import Testing
import Basics
import BarModel
@testable import BarLayout

func layout(_ json: String, measurer: any TextMeasurer = FakeMeasurer()) throws -> BarLayout {
    let scene = try SpecParser().parse(Array(json.utf8))
    return try LayoutEngine.layout(scene, measurer: measurer)
}

/// A phone@3x scene (iphone-15: 393 wide, safe top 59) with the given item JSON.
func phone(_ item: String, extra: String = "") throws -> BarLayout {
    try layout(#"{"device": "iphone-15", "item": "# + item + "\(extra)}")
}

@Suite struct BarGeometryTests {
    @Test func barAndBandFollowTheSafeArea() throws {
        let l = try phone("{}")
        #expect(l.bar == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(l.band == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(l.canvas == Size(width: 393, height: 103))
        #expect(l.statusBar == Rect(x: 0, y: 0, width: 393, height: 59))
    }

    @Test(arguments: DevicePreset.all.flatMap { p in Orientation.allCases.map { (p, $0) } })
    func everyPresetAndOrientation(_ preset: DevicePreset, _ orientation: Orientation) throws {
        let l = try layout(
            #"""
                {"device": "\#(preset.name)", "orientation": "\#(orientation.rawValue)", "item": {"title": "T",\#
                 "right": [{"symbol": "xmark"}]}}
                """#
        )
        let screen = DeviceScreen(preset: preset, orientation: orientation)
        #expect(l.bar.minY == screen.safeArea.top)
        #expect(l.bar.minX == screen.safeArea.left)
        #expect(l.bar.maxX == screen.size.width - screen.safeArea.right)
        #expect(l.bar.height == screen.baseBarHeight)
        #expect(l.band.minY == 0 && l.band.maxY == l.bar.maxY && l.band.width == screen.size.width)
        #expect(l.left.first?.kind == .back)
        #expect(l.left.first?.frame.minX == l.bar.minX + 7)
        #expect(abs((l.right.last?.frame.maxX ?? 0) - (l.bar.maxX - 7)) < 1 / screen.scale + 1e-9)
        // every frame on the device-pixel grid
        for r in [l.bar, l.band] + l.left.map(\.frame) + l.right.map(\.frame) + [l.title!.frame] {
            for v in [r.minX, r.minY, r.maxX, r.maxY] {
                #expect(abs(v * screen.scale - (v * screen.scale).rounded()) < 1e-6)
            }
        }
    }

    @Test func explicitHeightPromptAndLargeTitleRows() throws {
        var l = try layout(#"{"device": "iphone-15", "barHeight": 64, "item": {"title": "T"}}"#)
        #expect(l.bar.height == 64 && l.mainRow == l.bar)
        l = try layout(#"{"device": "iphone-15", "item": {"title": "T", "prompt": "Prompt"}}"#)
        #expect(l.bar.height == 74)
        #expect(l.mainRow.minY == 59 + 30 && l.mainRow.height == 44)
        #expect(l.prompt?.frame.minY == 59 && l.prompt?.frame.height == 30)
        l = try layout(#"{"device": "iphone-15", "item": {"title": "Large", "largeTitle": true}}"#)
        #expect(l.bar.height == 96)
        #expect(l.largeTitle?.frame == Rect(x: 16, y: 103, width: 361, height: 52))
        #expect(l.largeTitle?.fontSize == 34)
        #expect(l.title == nil, "the inline title is hidden under a large title")
        l = try layout(#"{"device": "ipad-11", "presentation": "sheet", "item": {"title": "T"}}"#)
        #expect(l.bar.height == 56 && l.bar.minY == 24)
    }

    @Test func pixelSnappingIsIdempotentAtEveryScale() throws {
        for scale in [1, 2, 3] {
            let l = try layout(
                #"""
                    {"device": {"width": 333.3, "height": 700, "scale": \#(scale), "safeArea": {"top": 20.2, "left":\#
                     3.3, "right": 3.3}}, "item": {"title": "Hello", "right": [{"title": "Edit"}]}}
                    """#
            )
            for r in [l.bar, l.band, l.title!.frame] + l.right.map(\.frame) {
                #expect(r.snapped(scale: Double(scale)) == r)
            }
        }
    }
}

@Suite struct ButtonGroupTests {
    @Test func emptyGroupsAreTwoWideSpacers() throws {
        let l = try layout(#"{"device": "iphone-15", "canPop": false, "item": {"title": "T"}}"#)
        #expect(l.left.map(\.kind) == [.spacer])
        #expect(l.left[0].frame.minX == 7 && l.left[0].frame.width == 2)
        #expect(l.right.map(\.kind) == [.spacer])
        #expect(l.right[0].frame.maxX == 393 - 7 && l.right[0].frame.width == 2)
        // the title fills what is between: 7 + 2 + 7 from each side, 7 from top and bottom
        #expect(l.title?.frame == Rect(x: 16, y: 66, width: 393 - 32, height: 30))
    }

    @Test func backButtonIsTheOrangeChevronAtTheMargin() throws {
        let l = try phone("{}")
        #expect(l.left.count == 1 && l.left[0].kind == .back && l.left[0].label == "戻る")
        let chevron = Symbol.chevronBackward.size(pointSize: 23)
        #expect(abs(l.left[0].frame.width - (chevron.width + 4)) <= 1.0 / 3 + 1e-9)
        #expect(abs(l.left[0].frame.midY - l.bar.midY) <= 1.0 / 3 + 1e-9)
        guard case let .symbol(sym, _, color) = l.left[0].drawing.first else {
            Issue.record("no chevron")
            return
        }
        #expect(sym == .chevronBackward && color == .orange)
    }

    @Test func backButtonRule() throws {
        // canPop && !hidesBackButton && (no left items || supplement)
        #expect(try phone(#"{"left": [{"title": "A"}]}"#).left.map(\.kind) == [.text])
        #expect(
            try phone(#"{"left": [{"title": "A"}], "leftItemsSupplementBackButton": true}"#).left.map(\.kind) == [
                .back, .text
            ])
        #expect(try phone(#"{"hidesBackButton": true}"#).left.map(\.kind) == [.spacer])
        #expect(
            try phone(#"{"hidesBackButton": true, "leftItemsSupplementBackButton": true, "left": [{"title": "A"}]}"#)
                .left.map(\.kind) == [.text])
        #expect(try phone("{}", extra: #", "canPop": false"#).left.map(\.kind) == [.spacer])
    }

    @Test func buttonsAreContentPlusPaddingThreeApart() throws {
        // FakeMeasurer: 16 pt font → 8 pt per character.
        let l = try phone(#"{"hidesBackButton": true, "left": [{"title": "AB"}, {"title": "CDE"}]}"#)
        #expect(l.left.map(\.frame.width) == [16 + 4, 24 + 4])
        #expect(l.left[0].frame.minX == 7)
        #expect(l.left[1].frame.minX == 7 + 20 + 3)
        #expect(l.left[0].frame.height == 20, "1.25 × 16 line")
        #expect(l.left[0].frame.midY == l.bar.midY)
    }

    @Test func firstRightItemIsRightmost() throws {
        let l = try phone(#"{"right": [{"symbol": "xmark"}, {"title": "Edit"}, {"system": "add"}]}"#)
        #expect(l.right.map(\.label) == ["add", "Edit", "xmark"])
        #expect(abs(l.right[2].frame.maxX - (393 - 7)) <= 1.0 / 3 + 1e-9)
        #expect(l.right[0].frame.maxX + 3 - l.right[1].frame.minX < 1.0 / 3 + 1e-9)
        // stack-view fill alignment: every button as tall as the tallest
        #expect(Set(l.right.map(\.frame.height)).count == 1)
    }

    @Test func itemColours() throws {
        let l = try phone(
            ##"""
                {"hidesBackButton": true, "left": [{"title": "A", "tint": "#FF0000", "highlighted": true}, {"title":\##
                 "B", "enabled": false}, {"title": "C"}]}
                """##,
            extra: ##", "appearance": {"tint": "#00FF00"}"##)
        func color(_ i: Int) -> Color? {
            if case let .text(run) = l.left[i].drawing.first { return run.color }
            return nil
        }
        #expect(color(0) == Color(red: 0.85, green: 0, blue: 0))
        #expect(color(1) == Color.gray)
        #expect(color(2) == Color(red: 0, green: 1, blue: 0))
        let plain = try phone(#"{"hidesBackButton": true, "left": [{"title": "A"}]}"#)
        if case let .text(run) = plain.left[0].drawing.first {
            #expect(run.color == .black)
        } else {
            Issue.record("no text")
        }
    }

    @Test func systemItemsMapToTextOrSymbols() throws {
        let l = try phone(#"{"right": [{"system": "done"}, {"system": "action"}]}"#)
        #expect(l.right.map(\.kind) == [.system, .system])
        guard case let .text(run) = l.right[1].drawing.first else {
            Issue.record("done is text")
            return
        }
        #expect(run.text == "Done" && run.font.weight == .bold && run.font.size == 17)
        guard case let .symbol(sym, _, _) = l.right[0].drawing.first else {
            Issue.record("action is a symbol")
            return
        }
        #expect(sym == .squareAndArrowUp)
    }
}
