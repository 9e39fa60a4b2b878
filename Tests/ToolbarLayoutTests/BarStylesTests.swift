import BarSnapCore
import Testing
@testable import ToolbarLayout
import ToolbarModel

/// The registry of bar styles: every `style` value has exactly one definition, and the stages ask it.
@Suite struct BarStylesTests {
    @Test func everyStyleHasExactlyOneDefinition() {
        for style in BarStyle.allCases {
            var scene = Scene(device: .iPhone15)
            scene.style = style
            #expect(BarStyles.all.filter { $0.draws(scene) }.count == 1, "\(style)")
        }
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
