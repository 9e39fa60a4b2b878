import Basics

/// What the toolbar does during a stack change.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    /// No animation: the change is instant (source at progress 0, destination after).
    case none
    /// The bar fade: a cross-fade of the two bars (animated, both default wrappers, equal bar heights).
    /// (Glossary: bar fade)
    case fade
    /// The standard push/pop slide: animated, and the bar heights differ or either side is not a default wrapper
    /// (a screen without a bar, UIKit's bar, a translucent or custom wrapper): each screen carries its own bar,
    /// so a bar leaves or arrives with its screen. (Glossary: slide)
    case slide
    /// The pop driven by the finger: between two bars, the interactive pop's interpolated bar appearance on the pop
    /// slide; between a bar and no bar, the bar stays and fades with the finger (`BarFade`).
    /// Never chosen by `decide`; a caller asks for it. (Glossary: interactive pop, bar fade)
    case interactive

    /// What `decide` needs to know about one side of the change.
    public struct Side: Hashable, Sendable {
        /// The screen is a default fixed-height wrapper.
        public var isDefaultWrapper: Bool
        /// Its toolbar height in points.
        public var barHeight: Double

        public init(isDefaultWrapper: Bool, barHeight: Double) {
            self.isDefaultWrapper = isDefaultWrapper
            self.barHeight = barHeight
        }
    }

    /// The transition rule (Glossary: transition rule), as the custom toolbar's `willShow` applies it.
    /// Design notes: "The transition rule".
    public static func decide(from source: Side, to destination: Side, animated: Bool) -> TransitionKind {
        guard animated else { return .none }
        guard source.isDefaultWrapper, destination.isDefaultWrapper else { return .slide }
        return source.barHeight == destination.barHeight ? .fade : .slide
    }
}
