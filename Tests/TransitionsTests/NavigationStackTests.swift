import Basics
import NavigationModel
import Testing
@testable import Transitions

@Suite("Navigation stack model")
struct NavigationStackTests {
    let plain = Screen(id: "a", title: "A")
    let noBar = Screen(id: "n", title: "N", kind: .wantsNoBar)
    let own = Screen(id: "o", title: "O", kind: .providesOwnWrapper("search"))

    @Test func wrapsEachKindPerSeed() throws {
        let p = try NavigationStack.wrapIfNeeded(plain)
        #expect(p.wrapper == .defaultFixedHeight(embedding: plain))
        #expect(p.isDefaultWrapper && p.wantsNoBar && p.id == "a")

        let n = try NavigationStack.wrapIfNeeded(noBar)
        #expect(n == noBar && n.wrapper == nil && !n.isDefaultWrapper)

        let o = try NavigationStack.wrapIfNeeded(own)
        #expect(o.wrapper == .custom(name: "search", embedding: own))
        #expect(!o.isDefaultWrapper && o.isWrapper && o.wantsNoBar)
    }

    @Test(arguments: ["plain", "noBar", "own"])
    func wrappingIsIdempotent(_ which: String) throws {
        let s = which == "plain" ? plain : which == "noBar" ? noBar : own
        let once = try NavigationStack.wrapIfNeeded(s)
        #expect(try NavigationStack.wrapIfNeeded(once) == once)
        #expect(try NavigationStack.wrapIfNeeded(NavigationStack.wrapIfNeeded(once)) == once)
        #expect(try once.kind() == .wantsNoBar)
    }

    @Test func screenMarkedBothWaysIsAnErrorNotATrap() throws {
        let bad = Screen(id: "x", wantsNoBar: true, ownWrapperName: "w")
        #expect(throws: TransitionError.screenMarkedBothWays(id: "x")) { try NavigationStack.wrapIfNeeded(bad) }
        var stack = try NavigationStack(root: plain)
        #expect(throws: TransitionError.screenMarkedBothWays(id: "x")) { try stack.push(bad, animated: false) }
        #expect(throws: TransitionError.screenMarkedBothWays(id: "x")) {
            try stack.setStack([plain, bad], animated: false)
        }
        #expect(throws: TransitionError.screenMarkedBothWays(id: "x")) { try NavigationStack(root: bad) }
        #expect(stack.screens.map(\.id) == ["a"])
        #expect(TransitionError.screenMarkedBothWays(id: "x").description.contains("\"x\""))
    }

    @Test func pushPopPopToRootSetStackAllWrap() throws {
        var stack = try NavigationStack(root: plain)
        try stack.push(noBar, animated: false)
        try stack.push(own, animated: false)
        try stack.push(Screen(id: "b"), animated: false)
        #expect(stack.screens.map(\.id) == ["a", "n", "o", "b"])
        #expect(stack.screens.map(\.isDefaultWrapper) == [true, false, false, true])
        #expect(stack.screens.allSatisfy { $0.wantsNoBar && $0.ownWrapperName == nil })

        let popped = try stack.pop(animated: false)
        #expect(popped?.id == "b")
        let rest = try stack.popToRoot(animated: false)
        #expect(rest.map(\.id) == ["n", "o"])
        #expect(stack.screens.map(\.id) == ["a"])
        let none = try stack.pop(animated: false)
        #expect(none == nil)
        let noneMore = try stack.popToRoot(animated: false)
        #expect(noneMore.isEmpty)

        // setStack wraps, and already-wrapped screens are not wrapped twice.
        let wrappedC = try NavigationStack.wrapIfNeeded(Screen(id: "c"))
        try stack.setStack([Screen(id: "z"), wrappedC, own], animated: false)
        #expect(stack.screens[0].isDefaultWrapper)
        #expect(stack.screens[1] == wrappedC)
        #expect(stack.screens[2].wrapper == .custom(name: "search", embedding: own))
        #expect(throws: TransitionError.emptyStack) { try stack.setStack([], animated: false) }
        #expect(throws: TransitionError.duplicateScreen(id: "z")) { try stack.push(Screen(id: "z"), animated: false) }
    }

    @Test func canPopByPosition() throws {
        var stack = try NavigationStack(root: plain)
        #expect(try stack.canPop(at: 0) == false)
        try stack.push(Screen(id: "b"), animated: false)
        try stack.push(Screen(id: "c"), animated: false)
        #expect(try stack.canPop(at: 0) == false)
        #expect(try stack.canPop(at: 1) == true)
        #expect(try stack.canPop(at: 2) == true)
        #expect(throws: TransitionError.indexOutOfRange(index: 3, count: 3)) { try stack.canPop(at: 3) }
        #expect(throws: TransitionError.indexOutOfRange(index: -1, count: 3)) { try stack.canPop(at: -1) }
        // After set-stack the former first screen is no longer first.
        try stack.setStack([Screen(id: "c"), Screen(id: "a")], animated: false)
        #expect(try stack.canPop(at: 1) == true)
        #expect(try stack.canPop(at: 0) == false)
    }

    @Test func eventsInOrderWithAnimatedFlag() throws {
        let rec = EventRecorder()
        var stack = try NavigationStack(root: plain, observer: rec.observer)
        try stack.push(Screen(id: "b"), animated: false)
        #expect(rec.log == ["will:a:false", "did:a:false", "will:b:false", "did:b:false"])

        try stack.push(Screen(id: "c"), animated: true)
        #expect(rec.log.suffix(1) == ["will:c:true"])
        #expect(stack.isTransitionInProgress)
        #expect(throws: TransitionError.transitionInProgress) { try stack.push(Screen(id: "d"), animated: false) }
        #expect(throws: TransitionError.transitionInProgress) { try stack.pop(animated: false) }
        let completed = stack.completeTransition()
        #expect(completed)
        let again = stack.completeTransition()
        #expect(!again)
        #expect(rec.log.suffix(2) == ["will:c:true", "did:c:true"])

        try stack.pop(animated: true)
        stack.completeTransition()
        #expect(rec.log.suffix(2) == ["will:b:true", "did:b:true"])

        // The observed screen is the wrapped one.
        if case .willShow(let s, _) = rec.events.last! { Issue.record("expected didShow, got willShow \(s.id)") }
        if case .didShow(let s, _) = rec.events.last! { #expect(s.isDefaultWrapper) }

        // set-stack with the same top screen: no events.
        let before = rec.events.count
        try stack.setStack([Screen(id: "x"), Screen(id: "b")], animated: false)
        #expect(rec.events.count == before)
        try stack.popToRoot(animated: false)
        #expect(rec.log.suffix(2) == ["will:x:false", "did:x:false"])
    }

    @Test func noObserverIsFine() throws {
        var stack = try NavigationStack(root: plain)
        try stack.push(Screen(id: "b"), animated: true)
        let completed = stack.completeTransition()
        #expect(completed)
    }

    @Test func systemBarCanNeverBeShownAgain() throws {
        var stack = try NavigationStack(root: plain)
        #expect(stack.isSystemBarHidden)
        stack.setSystemBarHidden(false, animated: true)
        #expect(stack.isSystemBarHidden)
        stack.setSystemBarHidden(true, animated: false)
        stack.setSystemBarHidden(false, animated: false)
        #expect(stack.isSystemBarHidden)
        // The declarative appearance's willShow asks for the bar per preference (default: shown) — still hidden; our
        // toolbar follows.
        try stack.push(Screen(id: "b", preferences: ScreenPreferences(prefersBarHidden: false)), animated: false)
        #expect(stack.isSystemBarHidden)
        #expect(!stack.isBarHidden)
        try stack.push(
            Screen(id: "c", preferences: ScreenPreferences(prefersBarHidden: true, prefersBottomToolbarHidden: false)),
            animated: false)
        #expect(stack.isSystemBarHidden && stack.isBarHidden && !stack.isBottomToolbarHidden)
        #expect(stack.ignoredSystemBarShowRequests >= 4)
    }
}
