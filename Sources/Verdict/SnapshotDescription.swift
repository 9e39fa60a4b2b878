import Basics

/// What a reference shows, in a few hundred bytes: the bar's height and background and, per element (title,
/// subtitle, prompt, large title, each button and toolbar item), its kind, text or symbol, frame in points,
/// colours, font and truncation. Stored beside the fingerprint in a compressed text chunk
/// (`barsnap:description`); on a failure it is compared with the description of the new render and the
/// difference is said in words (`SnapshotChange`). References without one (older ones) verify as before.
public struct SnapshotDescription: Equatable, Sendable {
    /// One element of the bar as the reference describes it.
    public struct Element: Equatable, Sendable {
        /// Where the element is: `title`, `subtitle`, `prompt`, `largeTitle`, `left`, `right`, `toolbar`
        /// (a transition prefixes its destination's: `to title`; a sheet card the presenting screen's:
        /// `presenting title`).
        public var role: String
        /// `label`, `view`, `back`, `text`, `symbol`, `image`, `system`, `space`, `spacer`.
        public var kind: String
        /// The text, symbol name, system item or image path.
        public var text: String
        /// x, y, width, height in points.
        public var frame: [Double]
        /// The colours it is drawn in (`#RRGGBB` or `#RRGGBBAA`), in drawing order, each once.
        public var colors: [String]
        /// `family size weight` of its first text run (`system 17 semibold`), when it draws text.
        public var font: String?
        public var truncated: Bool

        public init(
            role: String, kind: String, text: String, frame: [Double], colors: [String] = [],
            font: String? = nil, truncated: Bool = false
        ) {
            self.role = role
            self.kind = kind
            self.text = text
            self.frame = frame
            self.colors = colors
            self.font = font
            self.truncated = truncated
        }

        /// The prefixes of a role that say which bar the element is on: `to ` (a transition's destination bar),
        /// `presenting ` (the screen behind a sheet card); none: the snapshot's own bar.
        static let sides = ["to ", "presenting "]

        /// The element's side prefix (`to `, `presenting `), or "".
        var side: String { Self.sides.first { role.hasPrefix($0) } ?? "" }

        /// The role without its side prefix: `title`, `left`…
        var baseRole: String { String(role.dropFirst(side.count)) }

        /// The kinds of the bar's text parts (a label, or a view: a title view, the search field), as a
        /// description gives them (`BarPart` in the layout); an item's kind is its own (`back`, `symbol`…).
        static let textKinds: Set<String> = ["label", "view"]
        /// The bar's texts are named by their role in words (`title`, `presenting largeTitle`); a transition's
        /// destination names only its title so (its other texts as items, as before).
        var isNamedByRole: Bool {
            side == "to " ? baseRole == "title" : Self.textKinds.contains(kind)
        }

        /// The role in a reviewer's words: the large title is the title and the large subtitle the subtitle (the
        /// display mode is said only when it changed), the search field is the search field.
        var spokenRole: String { side + Self.spoken(baseRole) }

        static func spoken(_ role: String) -> String {
            switch role {
            case "largeTitle": return "title"
            case "largeSubtitle": return "subtitle"
            case "searchField": return "search field"
            default: return role
            }
        }

        /// How the element is named in words: `title`, `back "Settings"`, `right item "Edit"`, `symbol share`,
        /// `presenting title`.
        var name: String {
            if isNamedByRole { return spokenRole }
            switch kind {
            case "placeholder": return side + SnapshotChange.unread
            case "back": return side + "back \"\(text)\""
            case "symbol", "system", "image": return side + "\(kind) \(text)"
            case "space", "spacer": return side + kind
            default: return side + "item \"\(text)\""
            }
        }
    }

    /// Canvas `width×height@scale`.
    public var canvas: String
    /// The bar's height in points (nil: no bar).
    public var barHeight: Double?
    /// The bar's background colour (the band's first fill), when it has one.
    public var background: String?
    package var elements: [Element]

    public init(canvas: String, barHeight: Double?, background: String?, elements: [Element]) {
        self.canvas = canvas
        self.barHeight = barHeight
        self.background = background
        self.elements = elements
    }

    /// The PNG text keyword.
    public static let key = "barsnap:description"
    static let version = 1.0

    /// Compact JSON (one line, keys in a fixed order).
    public var encoded: String {
        func number(_ d: Double) -> JSON { .number((d * 100).rounded() / 100) }
        let items: [JSON] = elements.map { e in
            var pairs: [(String, JSON)] = [
                ("r", .string(e.role)), ("k", .string(e.kind)), ("t", .string(e.text)),
                ("f", .array(e.frame.map(number))), ("c", .array(e.colors.map { .string($0) }))
            ]
            if let font = e.font { pairs.append(("font", .string(font))) }
            if e.truncated { pairs.append(("trunc", .bool(true))) }
            return .object(pairs)
        }
        var pairs: [(String, JSON)] = [("v", .number(Self.version)), ("canvas", .string(canvas))]
        if let barHeight { pairs.append(("bar", number(barHeight))) }
        if let background { pairs.append(("bg", .string(background))) }
        pairs.append(("e", .array(items)))
        return JSON.object(pairs).serialized()
    }

    /// Parses `encoded`; nil for anything else (a damaged or foreign chunk is as if there were none).
    public init?(parsing text: String) {
        guard text.utf8.count <= 256 << 10, let json = try? JSON.parse(Array(text.utf8), maxDepth: 8),
            json["v"] == .number(Self.version), case let .string(canvas)? = json["canvas"],
            case let .array(items)? = json["e"], items.count <= 10_000
        else { return nil }
        var elements: [Element] = []
        for item in items {
            guard case let .string(role)? = item["r"], case let .string(kind)? = item["k"],
                case let .string(t)? = item["t"],
                case let .array(f)? = item["f"], case let .array(c)? = item["c"]
            else { return nil }
            let frame = f.compactMap { if case let .number(d) = $0 { return d } else { return nil } }
            let colors = c.compactMap { if case let .string(s) = $0 { return s } else { return nil } }
            guard frame.count == 4, colors.count == c.count else { return nil }
            var font: String?
            if case let .string(s)? = item["font"] { font = s }
            elements.append(Element(role: role, kind: kind, text: t, frame: frame, colors: colors, font: font,
                                    truncated: item["trunc"] == .bool(true)))
        }
        var barHeight: Double?
        if case let .number(d)? = json["bar"] { barHeight = d }
        var background: String?
        if case let .string(s)? = json["bg"] { background = s }
        self.init(canvas: canvas, barHeight: barHeight, background: background, elements: elements)
    }
}
