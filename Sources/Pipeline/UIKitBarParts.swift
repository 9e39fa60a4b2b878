import Basics
import Drawing
import BarLayout

/// One UIKit bar's parts, picked out of its laid-out display list, for UIKit's own push (`UIKitBarMotion`): each
/// part keeps the primitives its layout drew, so at t = 0 and t = 1 every part is where the still render has it.
struct UIKitBarParts: Sendable {
    /// A text part and the frame its leading edge and vertical centre are read from.
    struct Text: Sendable {
        var items: [DisplayItem]
        var frame: Rect
        var fontSize: Double
    }

    /// The leading group without the back button (screen order is irrelevant: they fade in place).
    var leading: [DisplayItem] = []
    var trailing: [DisplayItem] = []
    var chevron: [DisplayItem] = []
    var backLabel: Text?
    /// The inline title, or a title view (`isTitleView`), in the main row.
    var title: Text?
    var isTitleView = false
    var largeTitle: Text?
    var prompt: [DisplayItem] = []
    var searchRow: [DisplayItem] = []
    /// The bar's frame (the clip of its contents).
    var bar: Rect
    var rightToLeft: Bool

    /// The parts of `layout`'s bar (`.bar` layer: one group holding the items' drawing and the title's, the
    /// prompt's, the large title's and the search row's, in any order): the items are the placed items' own
    /// drawing, the texts are told by their frames.
    init(_ layout: BarLayout, rightToLeft: Bool) {
        bar = layout.bar
        self.rightToLeft = rightToLeft
        var contents: [DisplayItem] = []
        for case let .group(_, _, items) in layout.displayList[.bar] { contents += items }
        for placed in layout.left {
            guard placed.kind == .back else {
                leading += placed.drawing
                continue
            }
            for item in placed.drawing {
                if case let .text(run) = item {
                    backLabel = Text(items: [item], frame: run.frame, fontSize: run.font.size)
                } else {
                    chevron.append(item)
                }
            }
        }
        trailing = layout.right.flatMap(\.drawing)
        var titleItems: [DisplayItem] = []
        var itemDrawing = (layout.left + layout.right).flatMap(\.drawing)
        for item in contents {
            if let i = itemDrawing.firstIndex(of: item) {
                itemDrawing.remove(at: i)
                continue
            }
            switch Self.motion(of: item, in: layout) {
            case .largeTitle:
                if case let .text(run) = item, let large = layout.largeTitle {
                    largeTitle = Text(items: [item], frame: large.frame, fontSize: run.font.size)
                }
            case .prompt: prompt.append(item)
            case .searchRow: searchRow.append(item)
            case .title: titleItems.append(item)
            }
        }
        if let placed = layout.title, !titleItems.isEmpty {
            let frame = Self.union(of: titleItems.compactMap(Self.bounds))
            isTitleView = placed.kind == .view
            var size = placed.fontSize
            if case let .text(run)? = titleItems.first { size = run.font.size }
            title = Text(items: titleItems, frame: frame ?? placed.frame, fontSize: size)
        }
    }

    /// How a primitive of the bar's texts moves: with the line part it draws (`BarPart.uikitMotion`: a text run on
    /// the part's frame; a field's primitives from the top of its frame down), else with the title.
    static func motion(of item: DisplayItem, in layout: BarLayout) -> BarPart.UIKitMotion {
        for part in BarPart.lines {
            guard let t = layout.texts[part] else { continue }
            switch part.uikitMotion {
            case .searchRow:
                if let b = bounds(item), b.midY >= t.frame.minY { return .searchRow }
            default:
                if case let .text(run) = item, run.frame == t.frame { return part.uikitMotion }
            }
        }
        return .title
    }

    /// The leading edge of `r` on screen (its left edge, its right edge right to left).
    func leadingEdge(_ r: Rect) -> Double { rightToLeft ? r.maxX : r.minX }

    /// Toward the trailing edge: +1 left to right, −1 right to left.
    var forward: Double { rightToLeft ? -1 : 1 }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// The smallest rectangle holding all of `rects` (nil: none).
    static func union(of rects: [Rect]) -> Rect? {
        guard var out = rects.first else { return nil }
        for r in rects.dropFirst() { out = union(out, r) }
        return out
    }

    /// Where a primitive draws (a group: its clip, else its items').
    static func bounds(_ item: DisplayItem) -> Rect? {
        switch item {
        case let .fill(r, _), let .roundedRect(r, _, _), let .symbol(_, r, _), let .iconGlyph(_, r, _),
             let .image(_, r, _), let .statusBar(r, _, _), let .mirrored(r, _):
            return r
        case let .text(run): return run.frame
        case let .glass(g): return g.frame
        case let .group(clip, _, items):
            if let clip { return clip }
            return union(of: items.compactMap(bounds))
        }
    }
}

extension DisplayItem {
    /// The primitive with every frame mapped by `f` (a move, or a scale about a point), and every text's font
    /// size replaced by `fontSize` when given.
    func mapped(_ f: (Rect) -> Rect, fontSize: Double? = nil) -> DisplayItem {
        switch self {
        case let .fill(r, c): return .fill(f(r), c)
        case let .roundedRect(r, radius, c): return .roundedRect(f(r), radius: radius, c)
        case var .text(run):
            run.frame = f(run.frame)
            if let fontSize { run.font.size = fontSize }
            return .text(run)
        case let .symbol(s, r, c): return .symbol(s, frame: f(r), color: c)
        case let .iconGlyph(g, r, c): return .iconGlyph(g, frame: f(r), color: c)
        case let .image(b, r, tint): return .image(b, frame: f(r), tint: tint)
        case let .statusBar(r, style, home): return .statusBar(frame: f(r), style: style, homeButton: home)
        case let .mirrored(r, items): return .mirrored(f(r), items.map { $0.mapped(f, fontSize: fontSize) })
        case let .group(clip, alpha, items):
            return .group(clip: clip.map(f), alpha: alpha, items: items.map { $0.mapped(f, fontSize: fontSize) })
        case var .glass(g):
            g.frame = f(g.frame)
            return .glass(g)
        }
    }
}

/// Primitives moved by (dx, dy) and drawn at `alpha` (nothing at 0, as they are at 1).
func placed(_ items: [DisplayItem], dx: Double = 0, dy: Double = 0, alpha: Double, fontSize: Double? = nil)
    -> [DisplayItem]
{
    guard alpha > 0, !items.isEmpty else { return [] }
    let moved =
        dx == 0 && dy == 0 && fontSize == nil
        ? items
        : items.map { $0.mapped({ $0.offsetBy(dx: dx, dy: dy) }, fontSize: fontSize) }
    return alpha >= 1 ? moved : [.group(clip: nil, alpha: alpha, items: moved)]
}
