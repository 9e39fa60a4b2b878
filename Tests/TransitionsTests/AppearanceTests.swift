import Basics
import NavigationModel
import Testing
@testable import Transitions

@Suite("Declarative appearance")
struct AppearanceTests {
    let red = StackAppearance()
    let gray = StackAppearance.lightGray

    func screen(_ id: String, _ a: StackAppearance?) -> Screen {
        Screen(id: id, preferences: ScreenPreferences(preferredAppearance: a))
    }

    @Test func defaultsFollowTheSeed() {
        let b = StackAppearance.Bar()
        #expect(b.backgroundColor.rgba8 == (234, 46, 73, 255))
        #expect(b.tintColor == .white && b.barTint == nil && b.style == .default)
        #expect(red.statusBarStyle == .dark)
        let p = ScreenPreferences()
        #expect(!p.prefersBarHidden && p.prefersBottomToolbarHidden && p.preferredAppearance == nil)
    }

    @Test func lightGrayPreset() {
        #expect(gray.navigationBar.backgroundColor.rgba8 == (170, 170, 170, 255))
        #expect(gray.navigationBar.tintColor == .white)
        #expect(gray.statusBarStyle == .light)
        #expect(gray.toolbar == StackAppearance.Bar())
    }

    @Test func inverseComplementsColoursAndKeepsStatusBarReadable() {
        let inv = red.inverse()
        #expect(inv.navigationBar.backgroundColor.rgba8 == (21, 209, 182, 255))
        #expect(inv.navigationBar.tintColor.rgba8 == (0, 0, 0, 255))
        #expect(inv.toolbar.backgroundColor.rgba8 == (21, 209, 182, 255))
        #expect(inv.statusBarStyle == .dark) // teal is bright
        #expect(inv != red)
        // A dark bar inverts to a bright one and back.
        let dark = StackAppearance(
            statusBarStyle: .light,
            navigationBar: StackAppearance.Bar(backgroundColor: Color(white: 0.1), tintColor: .white, barTint: .orange))
        let di = dark.inverse()
        #expect(di.statusBarStyle == .dark)
        #expect(di.navigationBar.barTint.map { same($0.rgba8, (0, 128, 255, 255)) } == true)
        #expect(di.inverse().statusBarStyle == .light)
        // Colours come back after two inversions (alpha kept).
        let twice = red.inverse().inverse()
        #expect(twice.navigationBar.backgroundColor.rgba8 == red.navigationBar.backgroundColor.rgba8)
        #expect(twice.navigationBar.tintColor.rgba8 == red.navigationBar.tintColor.rgba8)
        #expect(gray.inverse().statusBarStyle == .light)   // 1 − 2/3 = #555555 is dark
    }

    @Test func appliedWhenAboutToShowAndNoPreferenceKeepsIt() throws {
        let rec = EventRecorder()
        var stack = try NavigationStack(root: screen("a", red), observer: rec.observer)
        #expect(stack.appliedAppearance == red)
        #expect(stack.appearanceApplicationCount == 1)
        try stack.push(screen("b", nil), animated: true)
        // willShow delivered and the appearance resolved before the transition completes (the declarative appearance
        // applies in willShow).
        #expect(stack.appliedAppearance == red)
        stack.completeTransition()
        try stack.push(screen("c", gray), animated: false)
        #expect(stack.appliedAppearance == gray)
        #expect(stack.appearanceApplicationCount == 2)
        try stack.pop(animated: false)          // b: no preference → gray stays
        #expect(stack.appliedAppearance == gray)
        #expect(stack.appearanceApplicationCount == 2)
        try stack.pop(animated: false)          // a: red again
        #expect(stack.appliedAppearance == red)
        #expect(stack.appearanceApplicationCount == 3)
    }

    @Test func noAppearanceUntilOnePreferred() throws {
        let stack = try NavigationStack(root: screen("a", nil))
        #expect(stack.appliedAppearance == nil)
        #expect(stack.appearanceApplicationCount == 0)
    }

    @Test func identicalAppearanceIsNotReapplied() throws {
        var stack = try NavigationStack(root: screen("a", red))
        try stack.push(screen("b", StackAppearance()), animated: false)   // equal value, different screen
        try stack.push(screen("c", red), animated: false)
        #expect(stack.appearanceApplicationCount == 1)
        let r1 = stack.setNeedsAppearanceUpdate()
        #expect(r1)
        #expect(stack.appearanceApplicationCount == 1)
        try stack.push(screen("d", gray), animated: false)
        #expect(stack.appearanceApplicationCount == 2)
    }

    @Test func updatesOnlyForTheTopScreen() throws {
        var stack = try NavigationStack(root: screen("a", red))
        try stack.push(screen("b", red), animated: false)
        // The covered screen changes its preference (e.g. editing): nothing happens.
        try stack.updatePreferences(ofScreen: "a") { $0.preferredAppearance = red.inverse() }
        let r2 = try stack.setNeedsAppearanceUpdate(for: "a")
        #expect(r2 == false)
        #expect(stack.appliedAppearance == red)
        // The top screen enters editing: its inverse appearance and bottom-toolbar preference apply.
        try stack.updatePreferences(ofScreen: "b") {
            $0.preferredAppearance = red.inverse()
            $0.prefersBottomToolbarHidden = false
        }
        #expect(stack.appliedAppearance == red) // not before the request
        let r3 = try stack.setNeedsAppearanceUpdate(for: "b")
        #expect(r3)
        #expect(stack.appliedAppearance == red.inverse())
        #expect(!stack.isBottomToolbarHidden)
        #expect(stack.appearanceApplicationCount == 2)
        #expect(throws: TransitionError.unknownScreen(id: "q")) { try stack.setNeedsAppearanceUpdate(for: "q") }
        #expect(throws: TransitionError.unknownScreen(id: "q")) { try stack.updatePreferences(ofScreen: "q") { _ in } }
        // Popping back to a: a's own (inverse) preference shows.
        try stack.pop(animated: false)
        #expect(stack.appliedAppearance == red.inverse())
    }

    @Test func neverMidTransition() throws {
        var stack = try NavigationStack(root: screen("a", red))
        try stack.push(screen("b", gray), animated: true)
        #expect(stack.isTransitionInProgress)
        #expect(stack.appliedAppearance == gray)
        try stack.updatePreferences(ofScreen: "b") { $0.preferredAppearance = gray.inverse() }
        let r4 = try stack.setNeedsAppearanceUpdate(for: "b")
        #expect(r4 == false)
        let r5 = stack.setNeedsAppearanceUpdate()
        #expect(r5 == false)
        #expect(stack.appliedAppearance == gray)
        stack.completeTransition()
        let r6 = try stack.setNeedsAppearanceUpdate(for: "b")
        #expect(r6)
        #expect(stack.appliedAppearance == gray.inverse())
    }

    @Test func statusBarStyleFollowsBrightness() {
        #expect(StackAppearance.readableStatusBarStyle(on: .white) == .dark)
        #expect(StackAppearance.readableStatusBarStyle(on: .black) == .light)
        #expect(StackAppearance.readableStatusBarStyle(on: StackAppearance.Bar.defaultBackground) == .light)
    }
}
