import Basics
import Transitions

/// What a screen answers when it is about to show (the declarative appearance's
/// `NavigationControllerAppearanceContext`).
public struct ScreenPreferences: Hashable, Sendable {
    /// Hide the bar (our toolbar). Default false.
    public var prefersBarHidden: Bool
    /// Hide the bottom toolbar. Default true.
    public var prefersBottomToolbarHidden: Bool
    /// nil = "keep the appearance in effect".
    public var preferredAppearance: StackAppearance?

    public init(prefersBarHidden: Bool = false, prefersBottomToolbarHidden: Bool = true,
                preferredAppearance: StackAppearance? = nil) {
        self.prefersBarHidden = prefersBarHidden
        self.prefersBottomToolbarHidden = prefersBottomToolbarHidden
        self.preferredAppearance = preferredAppearance
    }
}

/// A wrapper made by `NavigationStack.wrapIfNeeded`: it provides the toolbar for the screen it embeds.
public indirect enum Wrapper: Hashable, Sendable {
    /// The default fixed-height wrapper with the default bar (the custom bar's
    /// `FixedHeightToolbarProvidingContainerViewController`).
    case defaultFixedHeight(embedding: Screen)
    /// The wrapper the embedded screen names itself (the custom bar's `AdditionalToolbarNeeded.wrapInContainer()`).
    case custom(name: String, embedding: Screen)

    public var embedded: Screen {
        switch self {
        case .defaultFixedHeight(let s), .custom(_, let s): return s
        }
    }
}

/// A screen of the navigation stack: plain values, no UIKit.
///
/// The two markings of the custom bar's wrapper are kept as independent fields so that the invalid combination
/// ("no bar" *and* "own wrapper") can be represented and refused with an error rather than a trap.
public struct Screen: Hashable, Sendable {
    /// How a screen asks to be wrapped.
    public enum Kind: Hashable, Sendable {
        /// `AdditionalToolbarNotNeeded`: shown as is (wrappers are of this kind too).
        case wantsNoBar
        /// `AdditionalToolbarNeeded`: the screen names its own wrapper.
        case providesOwnWrapper(String)
        /// Neither: gets the default fixed-height wrapper.
        case plain
    }

    public var id: String
    public var title: String
    /// Marked "no bar" (`AdditionalToolbarNotNeeded`).
    public var wantsNoBar: Bool
    /// Marked "provides its own wrapper" (`AdditionalToolbarNeeded`), with that wrapper's name.
    public var ownWrapperName: String?
    public var preferences: ScreenPreferences
    /// Non-nil when this screen is a wrapper made by `wrapIfNeeded`.
    public private(set) var wrapper: Wrapper?

    public init(id: String, title: String = "", wantsNoBar: Bool = false, ownWrapperName: String? = nil,
                preferences: ScreenPreferences = ScreenPreferences()) {
        self.id = id
        self.title = title
        self.wantsNoBar = wantsNoBar
        self.ownWrapperName = ownWrapperName
        self.preferences = preferences
        self.wrapper = nil
    }

    /// Convenience for the three valid kinds.
    public init(id: String, title: String = "", kind: Kind, preferences: ScreenPreferences = ScreenPreferences()) {
        switch kind {
        case .wantsNoBar: self.init(id: id, title: title, wantsNoBar: true, preferences: preferences)
        case .providesOwnWrapper(let n): self.init(id: id, title: title, ownWrapperName: n, preferences: preferences)
        case .plain: self.init(id: id, title: title, preferences: preferences)
        }
    }

    /// The screen's kind; a screen marked both ways is an error.
    public func kind() throws -> Kind {
        if wantsNoBar, ownWrapperName != nil { throw TransitionError.screenMarkedBothWays(id: id) }
        if wantsNoBar { return .wantsNoBar }
        if let n = ownWrapperName { return .providesOwnWrapper(n) }
        return .plain
    }

    /// A default fixed-height wrapper (the only kind that takes part in the fade/slide toolbar effect).
    public var isDefaultWrapper: Bool {
        if case .defaultFixedHeight = wrapper { return true }
        return false
    }

    public var isWrapper: Bool { wrapper != nil }

    // Declarative-appearance preferences, forwarded.
    public var prefersBarHidden: Bool {
        get { preferences.prefersBarHidden }
        set { preferences.prefersBarHidden = newValue }
    }
    public var prefersBottomToolbarHidden: Bool {
        get { preferences.prefersBottomToolbarHidden }
        set { preferences.prefersBottomToolbarHidden = newValue }
    }
    public var preferredAppearance: StackAppearance? {
        get { preferences.preferredAppearance }
        set { preferences.preferredAppearance = newValue }
    }

    fileprivate static func makeWrapper(_ w: Wrapper, around s: Screen) -> Screen {
        // A wrapper has the embedded screen's id, title and preferences (it answers for it),
        // and is itself "no bar", so wrapping it again returns it unchanged.
        var out = Screen(id: s.id, title: s.title, wantsNoBar: true, preferences: s.preferences)
        out.wrapper = w
        return out
    }
}

/// An event delivered to the observer (the custom bar's `NoBarNavigationControllerDelegate`).
public enum NavigationEvent: Hashable, Sendable {
    case willShow(Screen, animated: Bool)
    case didShow(Screen, animated: Bool)
}

/// The navigation stack of the custom bar with the declarative appearance (Glossary: custom bar).
/// Design notes: "The navigation stack model".
public struct NavigationStack: Sendable {
    public typealias Observer = @Sendable (NavigationEvent) -> Void

    /// The stack, bottom first; every entry is already wrapped.
    public private(set) var screens: [Screen]
    public var observer: Observer?

    /// Always true: the system bar can never be shown again (the custom bar's `setNavigationBarHidden` override).
    public private(set) var isSystemBarHidden: Bool = true
    /// How many requests to show the system bar were ignored.
    public private(set) var ignoredSystemBarShowRequests: Int = 0

    /// Our toolbar's visibility as resolved from the shown screen's `prefersBarHidden`.
    public private(set) var isBarHidden: Bool = false
    /// The bottom toolbar's visibility as resolved from the shown screen's `prefersBottomToolbarHidden`.
    public private(set) var isBottomToolbarHidden: Bool = true
    /// The appearance in effect (what gets rendered); nil until a screen prefers one.
    public private(set) var appliedAppearance: StackAppearance?
    /// How many times an appearance was actually applied (identical ones are not re-applied).
    public private(set) var appearanceApplicationCount: Int = 0

    /// The screen an animated transition is bringing in, while it runs.
    public private(set) var transitionTarget: Screen?
    public var isTransitionInProgress: Bool { transitionTarget != nil }

    public var topScreen: Screen { screens[screens.count - 1] }

    /// Starts with `root` shown (non-animated): `willShow`/`didShow` for it go to `observer`.
    public init(root: Screen, observer: Observer? = nil) throws {
        self.screens = [try NavigationStack.wrapIfNeeded(root)]
        self.observer = observer
        show(topScreen, animated: false)
    }

    // MARK: Wrapping

    /// The custom bar's `wrapIfNeeded`: "no bar" → as is; own wrapper → that wrapper; else the default
    /// fixed-height wrapper. The result is always "no bar", so `wrapIfNeeded(wrapIfNeeded(s)) == wrapIfNeeded(s)`.
    /// A screen marked both ways throws `TransitionError.screenMarkedBothWays`.
    public static func wrapIfNeeded(_ screen: Screen) throws -> Screen {
        let result: Screen
        switch try screen.kind() {
        case .wantsNoBar:
            result = screen
        case .providesOwnWrapper(let name):
            result = Screen.makeWrapper(.custom(name: name, embedding: screen), around: screen)
        case .plain:
            result = Screen.makeWrapper(.defaultFixedHeight(embedding: screen), around: screen)
        }
        precondition(result.wantsNoBar && result.ownWrapperName == nil, "wrapIfNeeded must return a no-bar screen")
        return result
    }

    // MARK: Changes

    public mutating func push(_ screen: Screen, animated: Bool) throws {
        try refuseDuringTransition()
        let wrapped = try NavigationStack.wrapIfNeeded(screen)
        if screens.contains(where: { $0.id == wrapped.id }) { throw TransitionError.duplicateScreen(id: wrapped.id) }
        screens.append(wrapped)
        show(wrapped, animated: animated)
    }

    /// Pops the top screen; returns nil (and changes nothing) when only the root is left.
    @discardableResult
    public mutating func pop(animated: Bool) throws -> Screen? {
        try refuseDuringTransition()
        guard screens.count > 1 else { return nil }
        let popped = screens.removeLast()
        show(topScreen, animated: animated)
        return popped
    }

    /// Pops everything above the root; returns the popped screens bottom first (empty when already at the root).
    @discardableResult
    public mutating func popToRoot(animated: Bool) throws -> [Screen] {
        try refuseDuringTransition()
        guard screens.count > 1 else { return [] }
        let popped = Array(screens[1...])
        screens.removeSubrange(1...)
        show(topScreen, animated: animated)
        return popped
    }

    /// Replaces the stack (every screen wrapped). Events are delivered only when the top screen changes.
    public mutating func setStack(_ newScreens: [Screen], animated: Bool) throws {
        try refuseDuringTransition()
        guard !newScreens.isEmpty else { throw TransitionError.emptyStack }
        let wrapped = try newScreens.map(NavigationStack.wrapIfNeeded)
        var seen = Set<String>()
        for s in wrapped where !seen.insert(s.id).inserted { throw TransitionError.duplicateScreen(id: s.id) }
        let oldTop = topScreen
        screens = wrapped
        if topScreen.id != oldTop.id { show(topScreen, animated: animated) }
    }

    /// Ends the animated transition in progress: delivers `didShow`. Returns false when none was running.
    @discardableResult
    public mutating func completeTransition() -> Bool {
        guard let target = transitionTarget else { return false }
        transitionTarget = nil
        observer?(.didShow(target, animated: true))
        return true
    }

    /// The custom bar's `canPop` per position: the screen at `index` can be popped unless it is the first of the
    /// stack. (Only wrappers draw a toolbar and so a back button; the answer itself depends only on the position.)
    public func canPop(at index: Int) throws -> Bool {
        guard screens.indices.contains(index) else {
            throw TransitionError.indexOutOfRange(index: index, count: screens.count)
        }
        return index > 0
    }

    // MARK: System bar

    /// The custom bar's override: hiding is honoured (it is hidden already), showing is ignored. The system bar
    /// stays hidden.
    public mutating func setSystemBarHidden(_ hidden: Bool, animated: Bool) {
        if !hidden { ignoredSystemBarShowRequests += 1 }
        isSystemBarHidden = true
    }

    // MARK: Declarative appearance (Glossary: declarative appearance)

    /// Replaces the preferences of the screen with `id` (the screen's own state; always allowed).
    /// Nothing is re-applied until `setNeedsAppearanceUpdate(for:)`.
    public mutating func updatePreferences(ofScreen id: String, _ change: (inout ScreenPreferences) -> Void) throws {
        guard let i = screens.firstIndex(where: { $0.id == id }) else { throw TransitionError.unknownScreen(id: id) }
        change(&screens[i].preferences)
    }

    /// The declarative appearance's `updateAppearance(for:)`: re-asks the screen's preferences and applies them, but
    /// only when it is the top screen and no transition is in progress. Returns whether the update ran.
    @discardableResult
    public mutating func setNeedsAppearanceUpdate(for id: String) throws -> Bool {
        guard screens.contains(where: { $0.id == id }) else { throw TransitionError.unknownScreen(id: id) }
        guard topScreen.id == id, !isTransitionInProgress else { return false }
        applyPreferences(of: topScreen)
        return true
    }

    /// `setNeedsAppearanceUpdate(for:)` for the top screen.
    @discardableResult
    public mutating func setNeedsAppearanceUpdate() -> Bool {
        guard !isTransitionInProgress else { return false }
        applyPreferences(of: topScreen)
        return true
    }

    // MARK: Private

    private func refuseDuringTransition() throws {
        if isTransitionInProgress { throw TransitionError.transitionInProgress }
    }

    private mutating func show(_ screen: Screen, animated: Bool) {
        observer?(.willShow(screen, animated: animated))
        applyPreferences(of: screen)
        if animated {
            transitionTarget = screen
        } else {
            observer?(.didShow(screen, animated: false))
        }
    }

    private mutating func applyPreferences(of screen: Screen) {
        // The declarative appearance asks the navigation controller to show/hide its bar; here that request reaches the
        // system bar override (showing is ignored) and our own toolbar follows the preference.
        setSystemBarHidden(screen.prefersBarHidden, animated: false)
        isBarHidden = screen.prefersBarHidden
        isBottomToolbarHidden = screen.prefersBottomToolbarHidden
        if let a = screen.preferredAppearance, a != appliedAppearance {
            appliedAppearance = a
            appearanceApplicationCount += 1
        }
    }
}

extension TransitionKind.Side {
    /// From a stacked (wrapped) screen and the height its toolbar is laid out with.
    public init(screen: Screen, barHeight: Double) {
        self.init(isDefaultWrapper: screen.isDefaultWrapper, barHeight: barHeight)
    }
}
