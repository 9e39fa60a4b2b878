import BarSnapCore
import ToolbarModel

/// One UIKit bar button before placement: its content and the insets UIKit puts around it.
struct UIKitButton {
    var kind: PlacedItem.Kind
    var label: String
    /// The drawn content's size (label, symbol, image).
    var content: Size
    /// Inset on the side facing the title (3 for text, 11 for images, 0 for fixed spaces).
    var inner: Double
    /// Inset on the side facing the bar's edge (8, 0 for fixed spaces).
    var outer: Double = UIKitMetrics.buttonOuterInset
    var enabled: Bool = true
    /// Draws the content into its box (already centred and snapped).
    var draw: @Sendable (Rect) -> [DisplayItem]

    var width: Double { outer + content.width + inner }
}

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
        let lo = parts.left.last.map { $0.frame.maxX + UIKitMetrics.titleToItems } ?? bar.minX + UIKitMetrics.titleToEdge
        let hi = parts.right.first.map { $0.frame.minX - UIKitMetrics.titleToItems } ?? bar.maxX - UIKitMetrics.titleToEdge
        var titleItems: [DisplayItem] = []
        if case let .searchField(placeholder) = item.titleView {
            // A title view spans the layout margins where no item is beside it.
            let lo = parts.left.isEmpty ? bar.minX + margin : lo, hi = parts.right.isEmpty ? bar.maxX - margin : hi
            let area = Rect(x: lo, y: mainRow.minY + Metrics.titleVerticalMargin, width: max(0, hi - lo),
                            height: max(0, mainRow.height - 2 * Metrics.titleVerticalMargin)).snapped(scale: scale)
            parts.title = PlacedTitle(kind: .view, frame: area, text: placeholder, lines: 1,
                                      fontSize: searchFieldFont.size, truncated: false)
            titleItems = try searchField(placeholder: placeholder, in: area, fill: system.tertiarySystemFill)
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

    /// The large title at the leading margin, its line box ending 8 above its row's bottom (the iOS 15–18 bar and
    /// iOS 26's bar alike).
    func addUIKitLargeTitle(bar: Rect, mainRow: Rect, margin: Double, to parts: inout BarParts) throws {
        let scale = scene.screen.scale
        let item = scene.item
        let font = scene.appearance.largeTitleFont ?? largeTitleSystemFont(UIKitMetrics.largeTitleFont)
        let row = Rect(x: bar.minX + margin, y: mainRow.maxY, width: max(0, bar.width - 2 * margin),
                       height: scene.contentSize.largeTitleRowHeight).snapped(scale: scale)
        let text = item.title ?? ""
        let m = try measure(text, font: font, maxWidth: max(row.width, 0.5), maxLines: 1, path: "item.title")
        // The line box ends 8 above the row's bottom; the text is left-aligned at the margin.
        let height = text.isEmpty ? font.size : m.height
        let frame = Rect(x: row.minX, y: row.maxY - UIKitMetrics.largeTitleBottomInset - height, width: row.width,
                         height: height)
        parts.largeTitle = PlacedText(frame: frame, text: text, fontSize: font.size, truncated: m.truncated)
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
        let fits = natural.width <= space + 1e-9
        let frame: Rect
        var truncated = false
        if fits {
            let x = min(max(row.midX - natural.width / 2, lo), hi - natural.width)
            frame = Rect(x: x, y: row.minY, width: natural.width, height: row.height)
        } else {
            truncated = space > 0
            frame = Rect(x: lo, y: row.minY, width: space, height: row.height)
        }
        let placed = PlacedTitle(kind: .label, frame: frame.snapped(scale: scene.screen.scale), text: text,
                                 lines: space > 0 ? 1 : 0, fontSize: font.size, truncated: truncated)
        guard space > 0 else { return (placed, []) }
        // A title that fits is drawn unconstrained (centred on its frame); one that does not is ellipsized to it.
        let run = TextRun(text: text, font: font, color: appearance.titleColor, frame: frame, alignment: .center,
                          maxLines: 1, wraps: !fits)
        return (placed, [.text(run)])
    }

    /// The colour of a UIKit bar item: its tint, else the appearance's, else the system tint (`systemBlue` of the
    /// colour scheme); pressed items fade to 20 %; disabled items are `tertiaryLabel` (dark: the measured 18 %).
    func uikitItemColor(_ item: BarItem) -> Color {
        if !item.enabled { return system.uikitDisabled }
        let base = item.tint ?? scene.appearance.tint ?? system.systemBlue
        return item.highlighted ? base.withAlpha(base.alpha * UIKitMetrics.highlightedAlpha) : base
    }

    func uikitButton(_ item: BarItem, path: String) throws -> UIKitButton {
        let color = uikitItemColor(item)
        switch item.content {
        case let .title(text):
            return try uikitText(text, font: item.font ?? UIKitMetrics.buttonFont, color: color, kind: .text,
                                 label: text, enabled: item.enabled, path: path + ".title")
        case let .symbol(symbol):
            return Self.slotted(uikitSymbol(symbol, pointSize: item.font?.size ?? UIKitMetrics.symbolPointSize,
                                            color: color, kind: .symbol, label: symbol.rawValue, enabled: item.enabled))
        case let .system(system):
            if system == .close { return uikitClose(enabled: item.enabled) }
            if system == .add, item.font == nil { return uikitAdd(color: color, enabled: item.enabled) }
            switch system.content {
            case let .text(word, weight):
                let font = item.font ?? (weight == .regular ? UIKitMetrics.buttonFont : UIKitMetrics.doneFont)
                return try uikitText(scene.shown(word), font: font, color: color, kind: .system, label: system.rawValue,
                                     enabled: item.enabled, path: path + ".system")
            case let .symbol(symbol):
                return uikitSymbol(symbol, pointSize: item.font?.size ?? UIKitMetrics.symbolPointSize, color: color,
                                   kind: .system, label: system.rawValue, enabled: item.enabled)
            }
        case let .image(resource):
            let tint: Color? = item.template ? color : nil
            let alpha = (!item.enabled && !item.template) ? Metrics.disabledImageAlpha : 1
            let bitmap = resource.bitmap
            return Self.slotted(UIKitButton(kind: .image, label: resource.path, content: resource.pointSize,
                                            inner: UIKitMetrics.imageButtonInnerInset, enabled: item.enabled) { box in
                let image = DisplayItem.image(bitmap, frame: box, tint: tint)
                return alpha < 1 ? [.group(clip: nil, alpha: alpha, items: [image])] : [image]
            })
        case let .placeholder(label):
            // A stand-in for an SF Symbol: in the same 44-pt slot as a symbol item.
            let box = try placeholderBox(label, color: color, path: path + ".placeholder")
            return Self.slotted(UIKitButton(kind: .placeholder, label: label, content: box.size, inner: UIKitMetrics.imageButtonInnerInset,
                                            enabled: item.enabled) { frame in box.draw(frame) })
        case .flexibleSpace:
            return UIKitButton(kind: .space, label: "flexible", content: .zero, inner: 0, outer: 0) { _ in [] }
        case let .fixedSpace(width):
            return UIKitButton(kind: .space, label: JSON.format(width), content: Size(width: width, height: 0),
                               inner: 0, outer: 0) { _ in [] }
        }
    }

    func uikitText(_ text: String, font: FontSpec, color: Color, kind: PlacedItem.Kind, label: String, enabled: Bool,
                   path: String) throws -> UIKitButton {
        let m = try measure(text, font: font, maxWidth: nil, maxLines: 1, path: path)
        return UIKitButton(kind: kind, label: label, content: Size(width: m.width, height: m.height),
                           inner: UIKitMetrics.textButtonInnerInset, enabled: enabled) { box in
            [.text(TextRun(text: text, font: font, color: color, frame: box))]
        }
    }

    func uikitSymbol(_ symbol: Symbol, pointSize: Double, color: Color, kind: PlacedItem.Kind, label: String,
                     enabled: Bool) -> UIKitButton {
        UIKitButton(kind: kind, label: label, content: symbol.size(pointSize: pointSize),
                    inner: UIKitMetrics.imageButtonInnerInset, enabled: enabled) { box in
            [.symbol(symbol, frame: box, color: color)]
        }
    }

    /// An image or symbol button narrower than `UIKitMetrics.imageButtonMinimumWidth` grows to it, its content
    /// centred (equal insets on both sides).
    static func slotted(_ b: UIKitButton) -> UIKitButton {
        guard b.width < UIKitMetrics.imageButtonMinimumWidth else { return b }
        var out = b
        out.inner = (UIKitMetrics.imageButtonMinimumWidth - b.content.width) / 2
        out.outer = out.inner
        return out
    }

    /// The `add` system item: the 22-pt `plus` glyph's box, with the measured smaller glyph drawn at its trailing
    /// end, vertically centred (`UIKitMetrics.addPointSize`).
    func uikitAdd(color: Color, enabled: Bool) -> UIKitButton {
        let scale = scene.screen.scale
        let glyph = Symbol.plus.size(pointSize: UIKitMetrics.addPointSize)
        return UIKitButton(kind: .system, label: SystemItem.add.rawValue,
                           content: Symbol.plus.size(pointSize: UIKitMetrics.symbolPointSize),
                           inner: UIKitMetrics.imageButtonInnerInset, enabled: enabled) { box in
            let frame = Rect(x: box.maxX - glyph.width, y: box.midY - glyph.height / 2, width: glyph.width,
                             height: glyph.height).snapped(scale: scale)
            return [.symbol(.plus, frame: frame, color: color)]
        }
    }

    /// iOS 13's `close` item: a gray circle with a gray cross (not tinted); disabled at half opacity.
    func uikitClose(enabled: Bool) -> UIKitButton {
        let d = UIKitMetrics.closeDiameter
        let scale = scene.screen.scale
        let colors = self.system
        return UIKitButton(kind: .system, label: SystemItem.close.rawValue, content: Size(width: d, height: d),
                           inner: UIKitMetrics.imageButtonInnerInset, enabled: enabled) { box in
            let cross = Self.centered(Symbol.xmark.size(pointSize: UIKitMetrics.closeCrossPointSize), in: box, scale: scale)
            let drawing: [DisplayItem] = [
                .roundedRect(box, radius: d / 2, colors.tertiarySystemFill),
                .symbol(.xmark, frame: cross, color: colors.secondaryLabel),
            ]
            return enabled ? drawing : [.group(clip: nil, alpha: Metrics.disabledImageAlpha, items: drawing)]
        }
    }

    /// UIKit's back button: the chevron and, after 9 pt, the back title chosen by UIKit's back-title rule
    /// (`backTitle(limit:font:)`, the same function as the custom toolbar's "system" back style: the localised
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
        guard let chosen = try backTitle(limit: limit, font: font) else {
            return UIKitButton(kind: .back, label: scene.backWord, content: chevron,
                               inner: UIKitMetrics.imageButtonInnerInset) { box in
                [.symbol(.chevronBackward, frame: chevronFrame(box), color: color)]
            }
        }
        let size = Size(width: chevron.width + UIKitMetrics.backChevronToTitle + chosen.layoutWidth,
                        height: max(chevron.height, chosen.height))
        return UIKitButton(kind: .back, label: chosen.text, content: size, inner: UIKitMetrics.textButtonInnerInset) { box in
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

    /// A UIKit button at `x`, as tall as the row, its content box at `contentX`, vertically centred.
    func place(_ b: UIKitButton, x: Double, contentX: Double, row: Rect) -> PlacedItem {
        let scale = scene.screen.scale
        let frame = Rect(x: x, y: row.minY, width: b.width, height: row.height).snapped(scale: scale)
        let box = Rect(x: contentX, y: row.midY - b.content.height / 2, width: b.content.width,
                       height: b.content.height).snapped(scale: scale)
        return PlacedItem(kind: b.kind, label: b.label, frame: frame, enabled: b.enabled, drawing: b.draw(box))
    }
}
