import Testing
import Basics
@testable import BarModel

/// Parses and validates, as the spec readers do (`Scene.validate()` adds the checks that need the bar style).
private func parse(_ text: String) throws -> Scene {
    let scene = try SpecParser().parse(Array(text.utf8))
    try scene.validate()
    return scene
}

private func specError(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch let e as SpecError { return e.description } catch { return "\(error)" }
}

@Suite struct SpecParserTests {
    @Test func minimalSpecGetsDefaults() throws {
        let s = try parse(#"{"device": "iphone-15"}"#)
        #expect(s.screen.size == Size(width: 393, height: 852))
        #expect(s.screen.scale == 3)
        #expect(s.screen.safeArea.top == 59)
        #expect(s.mainRowHeight == 44)
        #expect(s.canPop && s.backStyle == .chevron && s.canvas == .bar)
        #expect(s.appearance.background == Color(white: 2.0 / 3.0))
        #expect(s.appearance.statusBar == .auto)
    }

    @Test func fullSpecParses() throws {
        let s = try parse("""
        {"device": "ipad-11", "scale": 1, "orientation": "landscape", "presentation": "sheet", "barHeight": 64,
         "canvas": "screen", "canPop": false, "backStyle": "system", "previousTitle": "ホーム",
         "previousBackItem": {"title": "戻る"},
         "appearance": {"background": "#EA2E49", "backgroundAlpha": 0.5, "tint": "#FFF", "titleColor": "#FFFFFF",
                        "titleFont": {"size": 18, "weight": "semibold"}, "hairline": "#0000004D", "statusBar": "light"},
         "item": {"title": "今日のおすすめ", "prompt": "p", "largeTitle": true, "titleMode": "center",
                  "titleView": {"searchField": {"placeholder": "料理名・食材名"}}, "hidesBackButton": true,
                  "leftItemsSupplementBackButton": true,
                  "left": [{"title": "保存", "tint": "#007AFF", "enabled": false}],
                  "right": [{"symbol": "xmark"}, {"system": "done", "highlighted": true}, {"space": 8}, {"space":\
         "flexible"}]},
         "toolbarItems": [{"system": "trash"}, {"space": "flexible"}, {"title": "A", "font": {"size": 12, "weight":\
         "bold"}}]}
        """)
        #expect(s.screen.size == Size(width: 1180, height: 820))
        #expect(s.screen.scale == 1)
        #expect(s.mainRowHeight == 64)
        #expect(s.totalBarHeight == 64 + 30 + 52)
        #expect(s.appearance.hairline == Color(r8: 0, g8: 0, b8: 0, a8: 0x4D))
        #expect(s.item.right.count == 4)
        #expect(s.item.right[2].content == .fixedSpace(8))
        #expect(s.item.titleView == .searchField(placeholder: "料理名・食材名"))
        #expect(s.previousBackItemTitle == "戻る")
        #expect(s.toolbarItems[2].font == FontSpec(size: 12, weight: .bold))
    }

    @Test(arguments: [
        (
            ##"{"device": "iphone-15", "item": {"right": [{"title": "a"}, {"title": "b", "tint": "#12"}]}}"##,
            ##"item.right[1].tint: "#12" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)"##
        ),
        (#"{"device": "iphone-15", "colour": 1}"#, "colour: unknown key"),
        (#"{"device": "iphone-99"}"#, #"device: unknown device preset "iphone-99""#),
        (
            #"{"device": "iphone-15", "item": {"left": [{"symbol": "tortoise"}]}}"#,
            #"item.left[0].symbol: "tortoise" is not a known symbol"#
        ),
        (
            #"{"device": "iphone-15", "item": {"left": [{"system": "flip"}]}}"#,
            #"item.left[0].system: "flip" is not a known system item"#
        ),
        (#"{"device": "iphone-15", "barHeight": 0}"#, "barHeight: 0 must be greater than 0"),
        (#"{"device": "iphone-15", "barHeight": -4}"#, "barHeight: -4 must be greater than 0"),
        (#"{"device": "iphone-15", "barHeight": 900}"#, "barHeight: the bar"),
        (#"{"device": "iphone-15", "scale": "3"}"#, #"scale: expected a number, found "3""#),
        (#"{"device": "iphone-15", "canPop": 1}"#, "canPop: expected true or false, found 1"),
        (
            #"{"device": "iphone-15", "orientation": "upside-down"}"#,
            #"orientation: "upside-down" is not a known orientation (expected one of "portrait", "landscape")"#
        ),
        (#"{"device": {"width": 300, "height": 1e400}}"#, "not valid JSON"),
        (#"{"device": {"width": 300}}"#, "device.height: is required"),
        (
            #"{"device": {"width": 300, "height": 600, "safeArea": {"left": 200, "right": 200}}}"#,
            "device: the side safe-area insets"
        ),
        (
            #"{"device": "iphone-15", "item": {"left": [{"title": "a", "symbol": "xmark"}]}}"#,
            "item.left[0]: an item has exactly one of"
        ),
        (#"{"device": "iphone-15", "item": {"left": [{}]}}"#, "item.left[0]: an item needs one of"),
        (#"{"device": "iphone-15", "item": {"left": [{"space": -3}]}}"#, "item.left[0].space: -3 must not be negative"),
        (
            #"{"device": "iphone-15", "item": {"left": [{"image": "x.png"}]}}"#,
            "item.left[0].image: images are not available"
        ),
        (
            #"{"device": "iphone-15", "appearance": {"backgroundAlpha": 1.5}}"#,
            "appearance.backgroundAlpha: 1.5 must be between 0 and 1"
        ),
        (
            #"{"device": "iphone-15", "appearance": {"titleFont": {"size": 17, "weight": "heavy"}}}"#,
            "appearance.titleFont.weight:"
        ),
        (#"{"device": "iphone-15", "item": {"title": "a\u0000b"}}"#, "item.title: strings may not contain NUL"),
        (#"{"device": "iphone-15", "item": {"titleView": {}}}"#, "item.titleView.searchField: is required"),
        (#"[1, 2]"#, "expected an object, found an array"),
        (#"{"scale": 2}"#, "device: is required"),
        ("{\"device\": \"iphone-15\"", "not valid JSON (line 1"),
    ])
    func badSpecsNameThePathAndProblem(_ input: String, _ expected: String) {
        let message = specError(input)
        #expect(message?.contains(expected) == true, "got: \(message ?? "no error")")
    }

    @Test func invalidUTF8IsAnErrorNotATrap() {
        #expect(throws: SpecError.self) { try SpecParser().parse([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]) }
    }

    @Test func imagesLoadRelativeToTheSpecWithScaleFromName() throws {
        let parser = SpecParser(baseDirectory: "/specs") { path in
            #expect(path == "/specs/icons/star@2x.png")
            return Bitmap(width: 40, height: 20)
        }
        let s = try parser.parse(
            Array(
                #"{"device": "iphone-15", "item": {"left": [{"image": "icons/star@2x.png", "template": true}]}}"#.utf8))
        guard case let .image(res) = s.item.left[0].content else {
            Issue.record("not an image")
            return
        }
        #expect(res.pointSize == Size(width: 20, height: 10))
        #expect(s.item.left[0].template)
    }

    @Test func imageLoaderFailureNamesThePath() {
        struct Boom: Error, CustomStringConvertible { var description: String { "corrupt PNG" } }
        let parser = SpecParser(baseDirectory: "/x") { _ in throw Boom() }
        #expect(throws: SpecError(path: "item.right[0].image", message: "cannot load image: corrupt PNG")) {
            try parser.parse(Array(#"{"device": "iphone-15", "item": {"right": [{"image": "a.png"}]}}"#.utf8))
        }
    }
}

@Suite struct DeviceTests {
    @Test(arguments: DevicePreset.all)
    func presetsInBothOrientations(_ preset: DevicePreset) {
        let p = DeviceScreen(preset: preset, orientation: .portrait)
        let l = DeviceScreen(preset: preset, orientation: .landscape)
        #expect(l.size.width == p.size.height && l.size.height == p.size.width)
        #expect(p.baseBarHeight == (preset.idiom == .pad ? 50 : 44))
        #expect(l.baseBarHeight == preset.landscapeBarHeight)
        if preset.idiom == .phone {
            #expect(l.safeArea.top == 0, "phones have no top inset in landscape")
            #expect(l.safeArea.left == l.safeArea.right)
        } else {
            #expect(l.safeArea.top == 24 && l.safeArea.bottom == 20)
        }
    }

    @Test func sheetHeightAppliesToPhonePortraitAndPadOnly() throws {
        var s = try parse(#"{"device": "iphone-15", "presentation": "sheet"}"#)
        #expect(s.mainRowHeight == 56)
        s = try parse(#"{"device": "iphone-15", "presentation": "sheet", "orientation": "landscape"}"#)
        #expect(s.mainRowHeight == 32)
        s = try parse(#"{"device": "ipad-mini", "presentation": "sheet", "orientation": "landscape"}"#)
        #expect(s.mainRowHeight == 56)
        s = try parse(#"{"device": "iphone-15-pro-max", "orientation": "landscape"}"#)
        #expect(s.mainRowHeight == 44)
        s = try parse(#"{"device": "iphone-15", "presentation": "sheet", "barHeight": 96}"#)
        #expect(s.mainRowHeight == 96, "an explicit barHeight overrides all")
    }
}

/// The memo a configuration's expansion uses gives exactly what a fresh parse gives, and never remembers a failure.
@Suite struct SpecMemoTests {
    @Test func memoisedPartsEqualFreshParses() throws {
        var memoised = SpecParser()
        memoised.memo = SpecParser.Memo()
        let item = ##"{"title": "Recipe", "right": [{"system": "done"}, {"symbol": "heart", "tint": "#FF0000"}]}"##
        for device in ["iphone-se", "iphone-15", "ipad-11"] {
            for orientation in ["portrait", "landscape"] {
                let text =
                    #"""
                        {"device": "\#(device)", "orientation": "\#(orientation)", "item": \#(item), "toolbarItems":\#
                         [{"system": "trash"}]}
                        """#
                #expect(try memoised.parse(Array(text.utf8)) == SpecParser().parse(Array(text.utf8)))
            }
        }
        // A different item is parsed anew, not taken from the memo.
        let other = #"{"device": "iphone-15", "item": {"title": "Other"}}"#
        #expect(try memoised.parse(Array(other.utf8)).item.title == "Other")
    }

    @Test func aFailedPartIsNotRemembered() throws {
        var memoised = SpecParser()
        memoised.memo = SpecParser.Memo()
        let bad = ##"{"device": "iphone-15", "item": {"right": [{"title": "a", "tint": "#12"}]}}"##
        for _ in 0..<2 {
            #expect(
                throws: SpecError(
                    path: "item.right[0].tint", message: ##""#12" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)"##)
            ) {
                try memoised.parse(Array(bad.utf8))
            }
        }
    }
}
