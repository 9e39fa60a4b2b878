import Basics
import BarModel

/// A button before placement: its kind, label, content size and how to draw its content in a frame.
struct ButtonContent {
    var kind: PlacedItem.Kind
    var label: String
    var size: Size
    var enabled: Bool = true
    /// Flexible spaces only grow in the bottom toolbar.
    var flexible: Bool = false
    /// Draws the content centred in the given button frame.
    var draw: @Sendable (Rect) -> [DisplayItem]
}

extension LayoutEngine {
    /// The colour of a text or symbol item: its tint, else its bar's tint (`barTint`: the appearance's for the
    /// navigation bar, the toolbar appearance's for the bottom toolbar), else black; highlighted ×0.85;
    /// disabled gray.
    func itemColor(_ item: BarItem, barTint: Color?) -> Color {
        if !item.enabled { return Metrics.disabledColor }
        let base = item.tint ?? barTint ?? .black
        return item.highlighted ? base.highlighted : base
    }

    func content(of item: BarItem, path: String, barTint: Color?) throws -> ButtonContent {
        let color = itemColor(item, barTint: barTint)
        let pad = Metrics.buttonHorizontalPadding
        switch item.content {
        case let .title(text):
            return try textButton(text, font: item.font ?? Metrics.buttonFont, color: color, kind: .text,
                                  enabled: item.enabled, path: path + ".title")
        case let .symbol(symbol):
            return symbolButton(symbol, pointSize: item.font?.size ?? Symbol.defaultPointSize, color: color,
                                kind: .symbol, label: symbol.rawValue, enabled: item.enabled)
        case let .standIn(glyph):
            let pt = item.font?.size ?? Symbol.defaultPointSize
            let size = IconGlyph.size(pointSize: pt)
            return ButtonContent(
                kind: .symbol, label: glyph.name,
                size: Size(width: size.width + 2 * pad, height: size.height), enabled: item.enabled
            ) { frame in
                [.iconGlyph(glyph, frame: Self.centered(size, in: frame, scale: scene.screen.scale), color: color)]
            }
        case let .system(system):
            switch system.content {
            case let .text(word, weight):
                var b = try textButton(
                    scene.shown(word), font: item.font ?? FontSpec(size: Metrics.systemItemFontSize, weight: weight),
                    color: color, kind: .system, enabled: item.enabled, path: path + ".system")
                b.label = system.rawValue
                return b
            case let .symbol(symbol):
                return symbolButton(symbol, pointSize: item.font?.size ?? Symbol.defaultPointSize, color: color,
                                    kind: .system, label: system.rawValue, enabled: item.enabled)
            }
        case let .image(resource):
            let size = resource.pointSize
            let tint: Color? = item.template ? color : nil
            let alpha = (!item.enabled && !item.template) ? Metrics.disabledImageAlpha : 1
            let bitmap = resource.bitmap
            return ButtonContent(
                kind: .image, label: resource.path,
                size: Size(width: size.width + 2 * pad, height: size.height), enabled: item.enabled
            ) { frame in
                let box = Self.centered(size, in: frame, scale: scene.screen.scale)
                let image = DisplayItem.image(bitmap, frame: box, tint: tint)
                return alpha < 1 ? [.group(clip: nil, alpha: alpha, items: [image])] : [image]
            }
        case let .placeholder(label):
            let box = try placeholderBox(label, color: color, path: path + ".placeholder")
            return ButtonContent(
                kind: .placeholder, label: label, size: Size(width: box.size.width + 2 * pad, height: box.size.height),
                enabled: item.enabled
            ) { frame in
                box.draw(Self.centered(box.size, in: frame, scale: scene.screen.scale))
            }
        case .flexibleSpace:
            return ButtonContent(kind: .space, label: "flexible", size: .zero, flexible: true) { _ in [] }
        case let .fixedSpace(width):
            return ButtonContent(kind: .space, label: JSON.format(width), size: Size(width: width, height: 0)) { _ in []
            }
        }
    }

    func textButton(
        _ text: String, font: FontSpec, color: Color, kind: PlacedItem.Kind, enabled: Bool,
        path: String
    ) throws -> ButtonContent {
        let m = try measure(text, font: font, maxWidth: nil, maxLines: 1, path: path)
        let pad = Metrics.buttonHorizontalPadding
        return ButtonContent(
            kind: kind, label: text, size: Size(width: m.width + 2 * pad, height: m.height),
            enabled: enabled
        ) { frame in
            let inner = Rect(
                x: frame.minX + pad, y: frame.minY, width: max(0, frame.width - 2 * pad), height: frame.height)
            return [.text(TextRun(text: text, font: font, color: color, frame: inner))]
        }
    }

    func symbolButton(_ symbol: Symbol, pointSize: Double, color: Color, kind: PlacedItem.Kind, label: String,
                      enabled: Bool = true) -> ButtonContent {
        let size = symbol.size(pointSize: pointSize)
        let pad = Metrics.buttonHorizontalPadding
        return ButtonContent(kind: kind, label: label, size: Size(width: size.width + 2 * pad, height: size.height),
                             enabled: enabled) { frame in
            [.symbol(symbol, frame: Self.centered(size, in: frame, scale: scene.screen.scale), color: color)]
        }
    }

    /// The back-button rule (Glossary: back-button rule), the custom bar's and UIKit's: `canPop &&
    /// !hidesBackButton && (no left items || leftItemsSupplementBackButton)`.
    var showsBackButton: Bool {
        scene.canPop && !scene.item.hidesBackButton
            && (scene.item.left.isEmpty || scene.item.leftItemsSupplementBackButton)
    }

    /// The back button of the scene, if the back-button rule shows one.
    func backButton(innerBarWidth: Double) throws -> ButtonContent? {
        guard showsBackButton else { return nil }
        switch scene.backStyle {
        case .chevron:
            // The custom bar: `chevron.backward` at 23 pt, orange, drawn in its own colour; accessibility label 戻る.
            return symbolButton(
                .chevronBackward, pointSize: Symbol.backPointSize, color: .orange, kind: .back, label: "戻る")
        case .system:
            return try systemBackButton(innerBarWidth: innerBarWidth)
        }
    }

    /// UIKit's back-title rule: chevron + the title chosen by `backTitle(limit:font:)` (previous back item's title →
    /// previous title → the localised "Back" when too long, unless the screen has custom left items → chevron only).
    private func systemBackButton(innerBarWidth: Double) throws -> ButtonContent {
        let color = scene.appearance.tint ?? system.systemBlue
        let chevron = Symbol.chevronBackward.size(pointSize: Symbol.backPointSize)
        let limit = innerBarWidth * Metrics.backTitleMaxFraction - chevron.width - Metrics.backChevronToTitle
        let font = Metrics.backTitleFont
        let pad = Metrics.buttonHorizontalPadding
        let scale = scene.screen.scale
        guard let chosen = try backTitle(limit: limit, font: font) else {
            return symbolButton(.chevronBackward, pointSize: Symbol.backPointSize, color: color, kind: .back,
                                label: scene.backWord)
        }
        let width = chevron.width + Metrics.backChevronToTitle + chosen.layoutWidth
        let height = max(chevron.height, chosen.height)
        return ButtonContent(kind: .back, label: chosen.text, size: Size(width: width + 2 * pad, height: height)) {
            frame in
            let x = frame.minX + pad
            let chevronFrame = Rect(
                x: x, y: frame.midY - chevron.height / 2, width: chevron.width, height: chevron.height
            )
            .snapped(scale: scale)
            let textX = x + chevron.width + Metrics.backChevronToTitle
            // A truncated title is laid out in exactly the width it was measured in, so it ellipsizes the same way.
            let textWidth = chosen.truncated ? chosen.layoutWidth : frame.maxX - pad - textX
            let textFrame = Rect(x: textX, y: frame.minY, width: textWidth, height: frame.height)
            return [
                .symbol(.chevronBackward, frame: chevronFrame, color: color),
                .text(TextRun(text: chosen.text, font: font, color: color, frame: textFrame, alignment: .left,
                              maxLines: 1, wraps: chosen.truncated)),
            ]
        }
    }

    /// Places a group's buttons left to right from `startX`, vertically centred on `midY`. Like a
    /// UIStackView with `.fill` alignment, every button is as tall as the tallest; an empty group is a
    /// 2-wide spacer. Returns the placed items and the group's right edge.
    func placeGroup(_ buttons: [ButtonContent], startX: Double, midY: Double) -> [PlacedItem] {
        if buttons.isEmpty {
            let spacer = Rect(x: startX, y: midY, width: Metrics.emptyGroupWidth, height: 0).snapped(
                scale: scene.screen.scale)
            return [PlacedItem(kind: .spacer, label: "", frame: spacer)]
        }
        let height = buttons.map(\.size.height).max() ?? 0
        var x = startX
        var placed: [PlacedItem] = []
        for b in buttons {
            let frame = Rect(x: x, y: midY - height / 2, width: b.size.width, height: height).snapped(
                scale: scene.screen.scale)
            placed.append(
                PlacedItem(kind: b.kind, label: b.label, frame: frame, enabled: b.enabled, drawing: b.draw(frame)))
            x += b.size.width + Metrics.buttonSpacing
        }
        return placed
    }

    static func groupWidth(_ buttons: [ButtonContent]) -> Double {
        if buttons.isEmpty { return Metrics.emptyGroupWidth }
        return buttons.map(\.size.width).reduce(0, +) + Metrics.buttonSpacing * Double(buttons.count - 1)
    }
}
