import Basics
import BarModel

/// The bar buttons UIKit's iOS 15–18 bar and iOS 26's bar share: an item's content and insets
/// (`UIKitButton`), its colour, and its placement in a row. The numbers are in `UIKitMetrics`.
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

extension LayoutEngine {
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
        case let .standIn(glyph):
            let size = IconGlyph.size(pointSize: item.font?.size ?? UIKitMetrics.symbolPointSize)
            return Self.slotted(UIKitButton(kind: .symbol, label: glyph.name, content: size,
                                            inner: UIKitMetrics.imageButtonInnerInset, enabled: item.enabled) { box in
                [.iconGlyph(glyph, frame: box, color: color)]
            })
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
            return Self.slotted(
                UIKitButton(
                    kind: .placeholder, label: label, content: box.size, inner: UIKitMetrics.imageButtonInnerInset,
                    enabled: item.enabled
                ) { frame in box.draw(frame) })
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
        return UIKitButton(
            kind: .system, label: SystemItem.close.rawValue, content: Size(width: d, height: d),
            inner: UIKitMetrics.imageButtonInnerInset, enabled: enabled
        ) { box in
            let cross = Self.centered(
                Symbol.xmark.size(pointSize: UIKitMetrics.closeCrossPointSize), in: box, scale: scale)
            let drawing: [DisplayItem] = [
                .roundedRect(box, radius: d / 2, colors.tertiarySystemFill),
                .symbol(.xmark, frame: cross, color: colors.secondaryLabel)
            ]
            return enabled ? drawing : [.group(clip: nil, alpha: Metrics.disabledImageAlpha, items: drawing)]
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
