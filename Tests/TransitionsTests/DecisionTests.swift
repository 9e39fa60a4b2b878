import NavigationModel
import Testing
@testable import Transitions

@Suite("Which transition")
struct DecisionTests {
    typealias S = TransitionKind.Side

    @Test func fadeWhenBothDefaultAnimatedEqualHeights() {
        #expect(
            TransitionKind.decide(
                from: S(isDefaultWrapper: true, barHeight: 44), to: S(isDefaultWrapper: true, barHeight: 44),
                animated: true) == .fade)
    }

    @Test func slideWhenHeightsDiffer() {
        #expect(
            TransitionKind.decide(
                from: S(isDefaultWrapper: true, barHeight: 44), to: S(isDefaultWrapper: true, barHeight: 56),
                animated: true) == .slide)
        #expect(
            TransitionKind.decide(
                from: S(isDefaultWrapper: true, barHeight: 44), to: S(isDefaultWrapper: true, barHeight: 44.0001),
                animated: true) == .slide)
        #expect(
            TransitionKind.decide(
                from: S(isDefaultWrapper: true, barHeight: .nan), to: S(isDefaultWrapper: true, barHeight: .nan),
                animated: true) == .slide)
    }

    @Test(arguments: [(true, true), (false, true), (true, false), (false, false)])
    func noneWhenNotAnimated(_ srcDefault: Bool, _ dstDefault: Bool) {
        for h in [44.0, 56.0] {
            #expect(
                TransitionKind.decide(
                    from: S(isDefaultWrapper: srcDefault, barHeight: 44),
                    to: S(isDefaultWrapper: dstDefault, barHeight: h), animated: false) == .none)
        }
    }

    /// The custom bar leaves out only its fade when either side is not a default wrapper; UIKit's push still slides.
    @Test(arguments: [(false, true), (true, false), (false, false)])
    func slideWhenEitherSideIsNotADefaultWrapper(_ srcDefault: Bool, _ dstDefault: Bool) {
        for h in [44.0, 56.0] {
            #expect(
                TransitionKind.decide(
                    from: S(isDefaultWrapper: srcDefault, barHeight: 44),
                    to: S(isDefaultWrapper: dstDefault, barHeight: h), animated: true) == .slide)
        }
    }

    @Test func sidesFromStackScreens() throws {
        let a = try NavigationStack.wrapIfNeeded(Screen(id: "a"))
        let b = try NavigationStack.wrapIfNeeded(Screen(id: "b"))
        let own = try NavigationStack.wrapIfNeeded(Screen(id: "o", kind: .providesOwnWrapper("x")))
        let none = try NavigationStack.wrapIfNeeded(Screen(id: "n", kind: .wantsNoBar))
        #expect(
            TransitionKind.decide(from: S(screen: a, barHeight: 44), to: S(screen: b, barHeight: 44), animated: true)
                == .fade)
        #expect(
            TransitionKind.decide(from: S(screen: a, barHeight: 44), to: S(screen: own, barHeight: 44), animated: true)
                == .slide)
        #expect(
            TransitionKind.decide(from: S(screen: none, barHeight: 44), to: S(screen: a, barHeight: 44), animated: true)
                == .slide)
        #expect(
            TransitionKind.decide(
                from: S(screen: none, barHeight: 44), to: S(screen: a, barHeight: 44), animated: false) == .none)
        #expect(TransitionKind(rawValue: "interactive") == .interactive)
    }
}
