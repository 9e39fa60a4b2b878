import BarSnapCore

/// What the toolbar does during a stack change.
public enum TransitionKind: String, Hashable, Sendable, CaseIterable {
    /// No toolbar effect: the frame is the destination.
    case none
    /// Seed 001's cross-fade of the two toolbars (animated, both default wrappers, equal bar heights).
    case fade
    /// The standard push/pop slide (animated, both default wrappers, bar heights differ).
    case slide
    /// The pop slide driven by the finger, with seed 003 方案2's interpolated bar appearance.
    /// Never chosen by `decide`; a caller asks for it.
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

        /// From a stacked (wrapped) screen and the height its toolbar is laid out with.
        public init(screen: Screen, barHeight: Double) {
            self.init(isDefaultWrapper: screen.isDefaultWrapper, barHeight: barHeight)
        }
    }

    /// Seed 001's rule (`willShow` + `animateAlongsideTransition`):
    /// - not animated, or either side not a default wrapper → `.none` (the frame is the destination);
    /// - both default wrappers, animated, heights equal (`==`, as the seed compares them) → `.fade`;
    /// - both default wrappers, animated, heights differ → `.slide`.
    /// Heights are compared exactly; a NaN height is never equal, so it gives `.slide`.
    public static func decide(from source: Side, to destination: Side, animated: Bool) -> TransitionKind {
        guard animated, source.isDefaultWrapper, destination.isDefaultWrapper else { return .none }
        return source.barHeight == destination.barHeight ? .fade : .slide
    }
}
