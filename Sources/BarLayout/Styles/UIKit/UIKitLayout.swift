import Basics
import BarModel

/// UIKit's standard bar (`"style": "uikit"`, Glossary: UIKit bar): groups from the layout margins, the back chevron
/// and UIKit's back-title title in the tint colour, the title centred on the bar and kept clear of the items, the
/// large title at the leading margin. The numbers are in `UIKitMetrics`.
extension LayoutEngine {
    func uikitBar(bar: Rect, mainRow: Rect) throws -> BarParts {
        let screen = scene.screen
        let scale = screen.scale
        let margin = UIKitMetrics.layoutMargin(for: screen)
        let item = scene.item

        // Left: back button first, then the left items, from the leading margin's outer half.
        var leftButtons: [UIKitButton] = []
        if let back = try uikitBackButton(innerBarWidth: bar.width - 2 * margin) { leftButtons.append(back) }
        for (i, it) in item.left.enumerated() { leftButtons.append(try uikitButton(it, path: "item.left[\(i)]")) }
        // Right: the first right item is the rightmost.
        var rightButtons: [UIKitButton] = []
        for (i, it) in item.right.enumerated() { rightButtons.append(try uikitButton(it, path: "item.right[\(i)]")) }

        var parts = BarParts()
        var x = bar.minX + margin - UIKitMetrics.buttonOuterInset
        if let back = leftButtons.first, back.kind == .back {
            // The chevron sits 8 pt outside the margin (8 from the edge on phones).
            x -= UIKitMetrics.backChevronInsetFromMargin
        }
        for b in leftButtons {
            parts.left.append(place(b, x: x, contentX: x + b.outer, row: mainRow))
            x += b.width
        }
        var right: [PlacedItem] = []
        var end = bar.maxX - margin + UIKitMetrics.buttonOuterInset
        for b in rightButtons {
            let x0 = end - b.width
            right.append(place(b, x: x0, contentX: x0 + b.inner, row: mainRow))
            end = x0
        }
        parts.right = right.reversed()

        // The title: centred on the bar, kept 6 from the items (8 from an edge with no item), truncated when it
        // cannot fit; a search field fills the space between the groups.
        let lo =
            parts.left.last.map { $0.frame.maxX + UIKitMetrics.titleToItems } ?? bar.minX + UIKitMetrics.titleToEdge
        let hi =
            parts.right.first.map { $0.frame.minX - UIKitMetrics.titleToItems } ?? bar.maxX - UIKitMetrics.titleToEdge
        var titleItems: [DisplayItem] = []
        if case let .searchField(placeholder) = item.titleView {
            // A title view spans the layout margins where no item is beside it.
            let lo = parts.left.isEmpty ? bar.minX + margin : lo, hi = parts.right.isEmpty ? bar.maxX - margin : hi
            let area = Rect(x: lo, y: mainRow.minY + Metrics.titleVerticalMargin, width: max(0, hi - lo),
                            height: max(0, mainRow.height - 2 * Metrics.titleVerticalMargin)).snapped(scale: scale)
            parts.title = PlacedTitle(kind: .view, frame: area, text: placeholder, lines: 1,
                                      fontSize: searchFieldFont.size, truncated: false)
            titleItems = try searchField(placeholder: placeholder, in: area, fill: system.tertiarySystemFill)
        } else if let p = item.principalItem {
            // A principal view other than text: the item centred in the title's place (SwiftUI's `principal`).
            let b = try uikitButton(p, path: "item.toolbar (principal)")
            let x = min(max(mainRow.midX - b.width / 2, lo), max(lo, hi - b.width))
            let placed = place(b, x: x, contentX: x + (b.width - b.content.width) / 2, row: mainRow)
            parts.title = PlacedTitle(kind: .view, frame: placed.frame, text: placed.label, lines: 1,
                                      fontSize: scene.appearance.titleFont.size, truncated: false)
            titleItems = placed.drawing
        } else if !scene.showsLargeTitle {
            (parts.title, titleItems) = try uikitTitle(lo: lo, hi: hi, row: mainRow)
        }

        parts.contents += parts.left.flatMap(\.drawing)
        parts.contents += parts.right.flatMap(\.drawing)
        parts.contents += titleItems

        if let p = item.prompt {
            let row = Rect(x: bar.minX + margin, y: bar.minY, width: max(0, bar.width - 2 * margin),
                           height: BarHeights.promptRow).snapped(scale: scale)
            try addPrompt(p, in: row, to: &parts)
        }

        if scene.showsLargeTitle { try addUIKitLargeTitle(bar: bar, mainRow: mainRow, margin: margin, to: &parts) }
        if scene.searchRowHeight > 0 { try addUIKitSearchRow(bar: bar, margin: margin, to: &parts) }
        return parts
    }

    /// UIKit's back button: the chevron and, after 9 pt, the back title chosen by UIKit's back-title rule
    /// (`backTitle(limit:font:)`, the same function as the custom bar's "system" back style: the localised
    /// "Back" for a too-long title, a kept and truncated title next to custom left items), both in the tint colour.
    func uikitBackButton(innerBarWidth: Double) throws -> UIKitButton? {
        guard showsBackButton else { return nil }
        let color = scene.appearance.tint ?? system.systemBlue
        let font = UIKitMetrics.backTitleFont
        let glyph = Symbol.chevronBackward.size(pointSize: UIKitMetrics.backChevronPointSize)
        // The chevron's slot (the measured chevron at its trailing end).
        let chevron = Size(width: max(glyph.width, UIKitMetrics.backChevronSlotWidth), height: glyph.height)
        let scale = scene.screen.scale
        let limit = innerBarWidth * Metrics.backTitleMaxFraction - chevron.width - UIKitMetrics.backChevronToTitle
        @Sendable func chevronFrame(_ box: Rect) -> Rect {
            Rect(x: box.minX + chevron.width - glyph.width, y: box.midY - glyph.height / 2, width: glyph.width,
                 height: glyph.height).snapped(scale: scale)
        }
        // `UINavigationItem.style = .editor`: "The back button appears as a chevron without a title or image".
        let chosen = scene.item.style == .editor ? nil : try backTitle(limit: limit, font: font)
        guard let chosen else {
            return UIKitButton(kind: .back, label: scene.backWord, content: chevron,
                               inner: UIKitMetrics.imageButtonInnerInset) { box in
                [.symbol(.chevronBackward, frame: chevronFrame(box), color: color)]
            }
        }
        let size = Size(
            width: chevron.width + UIKitMetrics.backChevronToTitle + chosen.layoutWidth,
            height: max(chevron.height, chosen.height))
        return UIKitButton(kind: .back, label: chosen.text, content: size, inner: UIKitMetrics.textButtonInnerInset) {
            box in
            let chevronFrame = chevronFrame(box)
            let textX = box.minX + chevron.width + UIKitMetrics.backChevronToTitle
            // A truncated title is laid out in exactly the width it was measured in, so it ellipsizes the same way.
            let textFrame = Rect(x: textX, y: box.minY, width: chosen.layoutWidth, height: box.height)
            return [
                .symbol(.chevronBackward, frame: chevronFrame, color: color),
                .text(TextRun(text: chosen.text, font: font, color: color, frame: textFrame, alignment: .left,
                              maxLines: 1, wraps: chosen.truncated)),
            ]
        }
    }
}
