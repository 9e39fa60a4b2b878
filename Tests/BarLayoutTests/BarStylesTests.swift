import Basics
import Testing
@testable import BarLayout
@testable import BarModel

/// The registry of bar styles: every `style` value has exactly one definition, and the stages ask it.
@Suite struct BarStylesTests {
    /// Every `style` word with every `ios` a spec may give resolves to one style, and exactly one definition draws
    /// it (the registry is keyed by the style: no order decides).
    @Test func everyStyleAndIOSHasExactlyOneDefinition() throws {
        var reached: Set<BarStyle> = []
        for word in BarStyle.Word.allCases {
            for ios in SpecSchema.iosVersions {
                let spec = #"{"device": "iphone-15", "style": "\#(word.rawValue)", "ios": \#(ios)}"#
                let scene = try SpecParser().parse(Array(spec.utf8))
                let definition = try #require(BarStyles.definition(for: scene.style), "\(word) ios \(ios)")
                #expect(definition.style == scene.style, "\(word) ios \(ios)")
                let expected: BarStyle = word == .custom ? .custom : ios >= 26 ? .uikit26 : .uikit
                #expect(scene.style == expected, "\(word) ios \(ios)")
                reached.insert(scene.style)
            }
        }
        #expect(reached == Set(BarStyles.builtIn.keys), "every built-in style is reached from a spec")
        for (style, definition) in BarStyles.builtIn { #expect(definition.style == style) }
        #expect(!BarStyles.register(UIKitBarStyle()), "a built-in style cannot be replaced")
    }

    @Test func aStyleNoDefinitionDrawsIsRefused() {
        var scene = Scene(device: .iPhone15)
        scene.style = BarStyle("nothing-registers-this")
        #expect(throws: SpecError.self) { try scene.validate() }
    }

    @Test func defaultsFollowTheSceneNotTheMomentItWasMade() {
        var scene = Scene(device: .iPhone15)
        #expect(scene.resolvedAppearance.background == .lightGray)
        scene.style = .uikit
        scene.barState = .scrolled
        #expect(scene.resolvedAppearance.background == .white)
        scene.colorScheme = .dark
        #expect(scene.resolvedAppearance.background == .black && scene.resolvedAppearance.titleColor == .white)
        scene.presentation = .sheet
        #expect(scene.resolvedAppearance.background == Color(r8: 28, g8: 28, b8: 30), "an elevated page sheet")
        #expect(scene.appearance.given.isEmpty, "nothing was given")
    }

    @Test func resolvingTwiceChangesNothing() {
        var scene = Scene(device: .iPad11)
        scene.style = .uikit
        scene.appearance.tint = Color(r8: 255, g8: 0, b8: 0)
        let once = scene.resolved()
        #expect(once.resolved() == once)
        #expect(once.appearance.given == Set(Appearance.Key.allCases))
        #expect(once.appearance.tint == Color(r8: 255, g8: 0, b8: 0))
    }
}
