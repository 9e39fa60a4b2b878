import BarModel

/// SF Symbol names in code → BarSnap's own vector symbols. BarSnap ships no SF Symbol artwork (Apple's licence):
/// these are its own drawings of the same ideas; a name without one may have a stand-in glyph of the pinned icon
/// font (`IconGlyph`, `specName(for:)`). Any other name is drawn as a labelled placeholder box and reported.
public enum SymbolMap {
    /// Other SF Symbol names for a drawing BarSnap has.
    public static let aliases: [String: Symbol] = [
        "chevron.left": .chevronBackward, "chevron.right": .chevronForward,
        "gear": .gearshape, "line.horizontal.3": .line3Horizontal,
        "arrowshape.turn.up.backward": .arrowshapeTurnUpLeft, "multiply": .xmark,
        "square.and.pencil.circle": .squareAndPencil, "sidebar.leading": .sidebarLeft,
        "line.horizontal.3.decrease": .line3HorizontalDecrease,
        "line.horizontal.3.decrease.circle": .line3HorizontalDecreaseCircle,
    ]

    /// What a scene spec writes for an SF Symbol name: `{"symbol": <this>}` — BarSnap's own drawing, else the
    /// name itself where the pinned icon font has a stand-in glyph (`IconGlyph`) — or nil where it has neither
    /// (write `{"placeholder": name}` then).
    public static func specName(for name: String) -> String? {
        symbol(for: name)?.rawValue ?? (IconGlyph(name: name) != nil ? name : nil)
    }

    /// The symbol drawn for an SF Symbol name, or nil.
    public static func symbol(for name: String) -> Symbol? { Symbol(rawValue: name) ?? aliases[name] }

    /// Every mapping, sorted by SF Symbol name (for the documentation and `barsnap scan --json`).
    public static var table: [(String, String)] {
        (Symbol.allCases.map { ($0.rawValue, $0.rawValue) } + aliases.map { ($0.key, $0.value.rawValue) }).sorted {
            $0.0 < $1.0
        }
    }
}
