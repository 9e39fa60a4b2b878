import Basics
import BarModel

extension Symbol {
    /// Whether UIKit flips the symbol in a right-to-left layout. SF Symbols' directional symbols — the ones named
    /// `…backward` / `…forward`, such as the back chevron — flip (Apple's Human Interface Guidelines, "Right to
    /// left": flip symbols that show direction; the SF Symbols app marks them "localized/directional"); the others
    /// (heart, plus, share, a trash can, `arrowshape.turn.up.left`, which names a fixed direction) do not.
    public var flipsInRightToLeft: Bool {
        switch self {
        case .chevronBackward, .chevronForward: return true
        default: return false
        }
    }
}

extension LayoutEngine {
    /// The system large title at the scene's text size (`contentSize`): Apple's Large Title style; a font the
    /// spec gives (`largeTitleFont`) keeps its size, as a custom font in `largeTitleTextAttributes` does.
    func largeTitleSystemFont(_ base: FontSpec) -> FontSpec {
        var font = base
        font.size = scene.contentSize.largeTitleSize
        return font
    }

    /// The search field's text: the Body style at the scene's text size (17 pt at `large`), at most the
    /// `xxxLarge` size (23 pt): the field keeps its 36-pt height in a bar, and at the accessibility sizes UIKit
    /// shows bar content in the Large Content Viewer instead of growing it.
    var searchFieldFont: FontSpec {
        var font = Metrics.searchFieldFont
        if scene.contentSize != .large {
            font.size = min(scene.contentSize.bodySize, ContentSizeCategory.xxxLarge.bodySize)
        }
        return font
    }
}

/// Right to left: the left-to-right layout reflected about the screen's vertical centre line, as UIKit's
/// `semanticContentAttribute` mirrors a bar. Frames move; text keeps reading in its own direction (shaped right to
/// left, its alignment swapped); symbols that UIKit flips are drawn flipped; images and the other symbols are not.
struct Mirror {
    /// The canvas width: x becomes `width - x - w`.
    var width: Double
    /// Device pixels per point: a mirrored frame stays on the pixel grid (without floating-point residue).
    var scale: Double

    func rect(_ r: Rect) -> Rect {
        Rect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height).snapped(scale: scale)
    }

    func item(_ item: DisplayItem) -> DisplayItem {
        switch item {
        case let .fill(r, c): return .fill(rect(r), c)
        case let .roundedRect(r, radius, c): return .roundedRect(rect(r), radius: radius, c)
        case let .text(run):
            var run = run
            run.frame = rect(run.frame)
            switch run.alignment {
            case .left: run.alignment = .right
            case .right: run.alignment = .left
            case .center: break
            }
            run.rightToLeft = true
            return .text(run)
        case let .symbol(symbol, frame, color):
            let f = rect(frame)
            return symbol.flipsInRightToLeft ? .mirrored(f, [.symbol(symbol, frame: f, color: color)])
                                             : .symbol(symbol, frame: f, color: color)
        case let .iconGlyph(glyph, frame, color): return .iconGlyph(glyph, frame: rect(frame), color: color)
        case let .image(bitmap, frame, tint): return .image(bitmap, frame: rect(frame), tint: tint)
        case let .statusBar(frame, style, home):
            // The status bar mirrors its arrangement (the time on the right, the icons on the left, in reverse
            // order); the renderer keeps each glyph the right way round.
            let f = rect(frame)
            return .mirrored(f, [.statusBar(frame: f, style: style, homeButton: home)])
        case let .group(clip, alpha, items):
            return .group(clip: clip.map { rect($0) }, alpha: alpha, items: items.map { self.item($0) })
        case let .mirrored(r, items): return .mirrored(rect(r), items.map { self.item($0) })
        case var .glass(g):
            g.frame = rect(g.frame)
            return .glass(g)
        }
    }

    func placed(_ p: PlacedItem) -> PlacedItem {
        var p = p
        p.frame = rect(p.frame)
        p.drawing = p.drawing.map(item)
        return p
    }

    func text(_ t: PlacedText?) -> PlacedText? {
        guard var t else { return nil }
        t.frame = rect(t.frame)
        return t
    }

    /// The bar's parts mirrored; each group stays in left-to-right screen order.
    func parts(_ p: BarParts) -> BarParts {
        var out = p
        out.left = p.left.map(placed).reversed()
        out.right = p.right.map(placed).reversed()
        if var title = p.title {
            title.frame = rect(title.frame)
            title.subtitle = text(title.subtitle)
            out.title = title
        }
        out.texts = p.texts.compactMapValues(text)
        out.contents = p.contents.map(item)
        return out
    }
}
