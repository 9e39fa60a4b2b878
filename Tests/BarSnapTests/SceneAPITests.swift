import BarSnap
import Testing

/// Scenes in Swift read like the spec and get the parser's checks when drawn.
@Suite struct SceneAPITests {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }()

    @Test func presetsHaveSwiftNames() {
        let pairs: [(DevicePreset, String)] = [
            (.iPhoneSE, "iphone-se"), (.iPhone8Plus, "iphone-8-plus"), (.iPhoneX, "iphone-x"),
            (.iPhone13Mini, "iphone-13-mini"),
            (.iPhone15, "iphone-15"), (.iPhone15ProMax, "iphone-15-pro-max"), (.iPadMini, "ipad-mini"),
            (.iPad11, "ipad-11"),
            (.iPadPro12_9, "ipad-pro-12.9")
        ]
        #expect(pairs.map(\.1) == DevicePreset.all.map(\.name))
        for (preset, name) in pairs { #expect(preset.name == name) }
    }

    /// Defaults are resolved when the scene is laid out, not copied when it is made: a newcomer's scene that sets
    /// `style` and `colorScheme` after `Scene(device:)` draws UIKit's dark bar, exactly as the equivalent spec.
    @Test func styleAndSchemeSetAfterTheSceneIsMadeDrawThatBar() throws {
        var scene = Scene(device: .iPhone15)
        scene.item.title = "Settings"
        scene.style = .uikit
        scene.colorScheme = .dark
        #expect(scene.variant == "phone-uikit-dark-44@3x")
        let parsed = try Scene(
            json: ##"{"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "item": {"title": "Settings"}}"##)
        #expect(scene == parsed)
        let bitmap = try scene.render()
        #expect(bitmap == (try parsed.render()))
        // Under UIKit's transparent dark bar lies the dark content (#1C1C1E), not the custom bar's #AAAAAA.
        let p = bitmap.pixel(x: 4, y: 4 * 3)
        #expect((p.r, p.g, p.b) == (28, 28, 30), "\(p)")
        #expect(scene.resolvedAppearance.titleColor == .white)
        #expect(scene.resolvedAppearance.titleFont.weight == .semibold)
        // What was given stays given: a red background survives a change of style and scheme.
        scene.appearance.background = Color(r8: 255, g8: 0, b8: 0)
        scene.style = .custom
        scene.colorScheme = .light
        #expect(scene.resolvedAppearance.background == Color(r8: 255, g8: 0, b8: 0))
        #expect(scene.resolvedAppearance.titleFont.weight == .regular)
        #expect(scene.appearance.given == [.background])
        // Scrolled, then back to the scroll edge: the defaults follow the bar state.
        scene.style = .uikit
        scene.barState = .scrolled
        #expect(scene.resolvedAppearance.hairline == Appearance.uikitShadow)
        scene.barState = .scrollEdge
        #expect(scene.resolvedAppearance.hairline == nil)
    }

    @Test func aSceneBuiltInSwiftEqualsTheParsedSpec() throws {
        var scene = Scene(device: .iPhone15, orientation: .landscape)
        scene.item.title = "Recipe"
        scene.item.right = [BarItem(.system(.done))]
        let parsed = try Scene(
            json:
                ##"""
                    {"device": "iphone-15", "orientation": "landscape", "item": {"title": "Recipe", "right":\##
                     [{"system": "done"}]}}
                    """##
        )
        #expect(scene == parsed)
        #expect(scene.variant == "phone-landscape-32@3x")
        #expect(try scene.render() == (try parsed.render()))
        #expect(try scene.layout().bar == (try parsed.layout().bar))
    }

    @Test func specFilesAndJSONTextResolveImagesAndNameTheirErrors() throws {
        let file = Self.root + "/Tests/Gallery/buttons/image-items.json"
        let scene = try Scene(specFile: file)
        if case .image = scene.item.right.first?.content {} else { Issue.record("the image item did not load") }
        #expect(throws: InputError.self) { try Scene(specFile: Self.root + "/nope.json") }
        do {
            _ = try Scene(json: ##"{"device": "iphone-15", "item": {"right": [{"title": "a", "tint": "#12"}]}}"##)
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)" == ##"scene JSON: item.right[0].tint: "#12" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)"##)
        }
    }

    /// The checks that used to live only in the parser apply to Swift-built scenes, as thrown errors.
    @Test func aSwiftBuiltSceneIsValidatedWhenDrawn() throws {
        var tooMany = Scene(device: .iPhone15)
        tooMany.item.right = Array(repeating: BarItem(.symbol(.heart)), count: 101)
        #expect(message { try tooMany.render() } == "item.right: 101 items is too many (at most 100)")

        var tall = Scene(device: .iPhoneSE)
        tall.barHeight = 700
        #expect(
            message { try tall.render() }
                == "barHeight: the bar (700 pt below a 20 pt safe area) does not fit on a 667 pt tall screen")

        var font = Scene(device: .iPad11)
        font.appearance.titleFont = FontSpec(size: 0)
        #expect(message { try font.layout() } == "appearance.titleFont.size: 0 must be greater than 0")

        var colour = Scene(device: .iPad11)
        colour.appearance.background = Color(red: 2, green: 0, blue: 0)
        #expect(
            message { try colour.render() }?.hasPrefix("appearance.background: the colour's red component 2.0") == true)

        var nul = Scene(device: .iPad11)
        nul.item.left = [BarItem(.title("a\u{0}b"))]
        #expect(message { try nul.render() } == "item.left[0].title: strings may not contain NUL characters")
    }

    func message(_ body: () throws -> Any) -> String? {
        do {
            _ = try body()
            return nil
        } catch { return "\(error)" }
    }
}
