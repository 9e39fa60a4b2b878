import Basics
import BarModel

/// The titles UIKit's iOS 15–18 bar and iOS 26's bar share: the inline title centred on the bar and the
/// large title at the leading margin.
extension LayoutEngine {
    /// The large title at the leading margin, its line box ending 8 above its row's bottom (the iOS 15–18 bar and
    /// iOS 26's bar alike), moved `drop` lower (rounded to whole pixels).
    func addUIKitLargeTitle(bar: Rect, mainRow: Rect, margin: Double, drop: Double = 0,
                            to parts: inout BarParts) throws {
        let scale = scene.screen.scale
        let item = scene.item
        let font = scene.appearance.largeTitleFont ?? largeTitleSystemFont(UIKitMetrics.largeTitleFont)
        let row = Rect(x: bar.minX + margin, y: mainRow.maxY, width: max(0, bar.width - 2 * margin),
                       height: scene.contentSize.largeTitleRowHeight).snapped(scale: scale)
        let text = item.title ?? ""
        let m = try measure(text, font: font, maxWidth: max(row.width, 0.5), maxLines: 1, path: "item.title")
        // The line box ends 8 above the row's bottom; the text is left-aligned at the margin.
        let height = text.isEmpty ? font.size : m.height
        let lower = (drop * scale).rounded() / scale
        let frame = Rect(x: row.minX, y: row.maxY - UIKitMetrics.largeTitleBottomInset - height + lower,
                         width: row.width, height: height)
        parts.texts[.largeTitle] = PlacedText(frame: frame, text: text, fontSize: font.size, truncated: m.truncated)
        if !text.isEmpty, row.width > 0 {
            parts.contents.append(.text(TextRun(text: text, font: font, color: scene.appearance.titleColor,
                                                frame: frame, alignment: .left, maxLines: 1, wraps: true)))
        }
    }

    /// The inline title between `lo` and `hi`: one line in the appearance's title font, centred on the bar when
    /// that keeps it inside, else moved inside, else truncated with an ellipsis to the whole space.
    func uikitTitle(lo: Double, hi: Double, row: Rect) throws -> (PlacedTitle, [DisplayItem]) {
        let appearance = scene.appearance
        let font = appearance.titleFont
        let text = scene.item.title ?? ""
        let space = max(0, hi - lo)
        if text.isEmpty {
            return (PlacedTitle(kind: .label, frame: Rect(x: lo, y: row.minY, width: space, height: row.height),
                                text: "", lines: 0, fontSize: font.size, truncated: false), [])
        }
        let natural = try measure(text, font: font, maxWidth: nil, maxLines: 1, path: "item.title")
        // A principal symbol or image beside the text (`titleIcon`): the two centred together.
        let icon = try titleIconButton(font: font)
        let after = scene.item.titleIconAfter
        let extra = icon.map { $0.content.width + Self.titleIconSpacing } ?? 0
        let textSpace = max(0, space - extra)
        let fits = natural.width <= textSpace + 1e-9
        let frame: Rect
        var truncated = false
        if fits {
            let group = natural.width + extra
            let x = leadingTitle(lo) ?? min(max(row.midX - group / 2, lo), hi - group)
            frame = Rect(x: after ? x : x + extra, y: row.minY, width: natural.width, height: row.height)
        } else {
            truncated = textSpace > 0
            frame = Rect(x: after ? lo : lo + extra, y: row.minY, width: textSpace, height: row.height)
        }
        let placed = PlacedTitle(kind: .label, frame: frame.snapped(scale: scene.screen.scale), text: text,
                                 lines: textSpace > 0 ? 1 : 0, fontSize: font.size, truncated: truncated)
        guard textSpace > 0 else { return (placed, []) }
        // A title that fits is drawn unconstrained (centred on its frame); one that does not is ellipsized to it.
        let run = TextRun(text: text, font: font, color: appearance.titleColor, frame: frame, alignment: .center,
                          maxLines: 1, wraps: !fits)
        guard let icon else { return (placed, [.text(run)]) }
        let iconX = after ? frame.maxX + Self.titleIconSpacing : frame.minX - extra
        let box = Rect(x: iconX, y: row.midY - icon.content.height / 2, width: icon.content.width,
                       height: icon.content.height).snapped(scale: scene.screen.scale)
        return (placed, icon.draw(box) + [.text(run)])
    }

    /// Between a principal icon and its text: 8 pt, SwiftUI's default `HStack` spacing between an image and a text
    /// (estimated from iOS screenshots; Apple documents no number).
    static let titleIconSpacing = 8.0

    /// The principal icon beside the title (`NavigationItem.titleIcon`): a symbol at the title's size in the
    /// title's colour (a principal view is not a button), an image as it is.
    func titleIconButton(font: FontSpec) throws -> UIKitButton? {
        guard var icon = scene.item.titleIcon else { return nil }
        if icon.tint == nil { icon.tint = scene.appearance.titleColor }
        if icon.font == nil { icon.font = font }
        return try uikitButton(icon, path: "item.toolbar (principal)")
    }

    /// Where a leading-aligned inline title starts, or nil for a centred one: `browser` and `editor` items on an
    /// iPad (Apple, `UINavigationItem.ItemStyle.browser`: "the navigation item's title appears on the leading side
    /// of the navigation bar"; SwiftUI's `ToolbarRole`: "In iPadOS, this will leading align the navigation title").
    func leadingTitle(_ lo: Double) -> Double? {
        guard scene.item.style != .navigator, scene.screen.idiom == .pad else { return nil }
        return max(lo, barFrames().bar.minX + UIKitMetrics.layoutMargin(for: scene.screen))
    }
}
