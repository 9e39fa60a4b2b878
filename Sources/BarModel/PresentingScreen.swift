import Basics

/// The screen a sheet is presented over (`presenting`), drawn behind the sheet's card where the sheet is a card:
/// scaled back on an iPhone in portrait (a strip of its top shows above the card), full size and dimmed on an
/// iPad. It shares the sheet's device, orientation, colour scheme, style, iOS design, language and fonts, is a
/// pushed screen on the whole-screen canvas, and has no bottom toolbar; its status bar is the system's one over
/// both. Without it a placeholder in a pushed screen's content colour stands behind the card.
public struct PresentingScreen: Equatable, Sendable {
    public var item = NavigationItem()
    /// What is given of its bar's look; the rest comes from its style, colour scheme and bar state.
    public var appearance = Appearance()
    public var barState: BarState = .scrollEdge
    public var barHidden = false
    public var canPop = true
    public var previousTitle: String?

    public init(item: NavigationItem = NavigationItem(), appearance: Appearance = Appearance(),
                barState: BarState = .scrollEdge, barHidden: Bool = false, canPop: Bool = true,
                previousTitle: String? = nil) {
        self.item = item
        self.appearance = appearance
        self.barState = barState
        self.barHidden = barHidden
        self.canPop = canPop
        self.previousTitle = previousTitle
    }
}

extension Scene {
    /// The presenting screen as a scene of its own (`presenting`), or nil when none is given: the sheet's device,
    /// orientation, colour scheme, style, iOS design, language and fonts; pushed, on the whole-screen canvas, with
    /// the presenting screen's item, appearance, bar state and back button.
    public var presentingScene: Scene? {
        guard let p = presenting else { return nil }
        var s = self
        s.presenting = nil
        s.presentation = .push
        s.canvas = .screen
        s.barHeight = nil
        s.item = p.item
        s.appearance = p.appearance
        s.toolbarAppearance = ToolbarAppearance()
        s.toolbarItems = []
        s.barState = p.barState
        s.barHidden = p.barHidden
        s.canPop = p.canPop
        s.previousTitle = p.previousTitle
        s.previousBackItemTitle = nil
        return s
    }
}
