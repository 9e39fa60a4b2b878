import Basics
import BarModel

extension LayoutEngine {
    /// The custom bar's "title and subtitle" title view (Glossary: title and subtitle).
    /// Design notes: "The title and subtitle".
    func placeTitleAndSubtitle(title: String, subtitle: String, in area: Rect) throws -> (PlacedTitle, [DisplayItem]) {
        let appearance = scene.appearance
        let titleFont = appearance.titleFont, subtitleFont = appearance.effectiveSubtitleFont
        func scaled(_ f: FontSpec, _ k: Double) -> FontSpec { f.withSize(f.size * k) }
        func lineHeight(_ text: String, _ font: FontSpec, _ path: String) throws -> Double {
            text.isEmpty ? 0 : try measure(text, font: font, maxWidth: nil, maxLines: 1, path: path).height
        }

        var size = titleFont.size
        let minimum = titleFont.size * Metrics.titleMinimumScaleFactor
        var k = 1.0
        while true {
            k = size / titleFont.size
            let h = try lineHeight(title, scaled(titleFont, k), "item.title")
                + lineHeight(subtitle, scaled(subtitleFont, k), "item.subtitle")
            if h <= area.height + 1e-9 || size - Metrics.titleShrinkStep < minimum - 1e-9 { break }
            size -= Metrics.titleShrinkStep
        }

        let width = max(area.width, 0.5)
        let t = title.isEmpty ? nil : try shrinkLine(title, from: scaled(titleFont, k),
                                                     minimum: titleFont.size * Metrics.titleMinimumScaleFactor,
                                                     width: width, path: "item.title")
        let s = try shrinkLine(subtitle, from: scaled(subtitleFont, k),
                               minimum: subtitleFont.size * Metrics.titleMinimumScaleFactor, width: width,
                               path: "item.subtitle")
        let titleHeight = t?.metrics.height ?? 0
        let top = area.midY - (titleHeight + s.metrics.height) / 2
        let scale = scene.screen.scale
        let titleFrame = Rect(x: area.minX, y: top, width: area.width, height: titleHeight).snapped(scale: scale)
        let subtitleFrame = Rect(x: area.minX, y: top + titleHeight, width: area.width, height: s.metrics.height)
            .snapped(scale: scale)

        var items: [DisplayItem] = []
        if area.width > 0, area.height > 0 {
            if let t {
                items.append(.text(TextRun(text: title, font: t.font, color: appearance.titleColor, frame: titleFrame,
                                           alignment: .center, maxLines: 1, wraps: true)))
            }
            items.append(.text(TextRun(text: subtitle, font: s.font, color: appearance.effectiveSubtitleColor,
                                       frame: subtitleFrame, alignment: .center, maxLines: 1, wraps: true)))
        }
        let placed = PlacedTitle(
            kind: .label, frame: area, text: title, lines: t == nil ? 0 : 1,
            fontSize: t?.font.size ?? titleFont.size * k, truncated: t?.metrics.truncated ?? false,
            subtitle: PlacedText(
                frame: subtitleFrame, text: subtitle, fontSize: s.font.size, truncated: s.metrics.truncated))
        return (placed, items)
    }

    /// One line of `text` in `width`: the largest size from `from` downward in 0.5 pt steps, the last step landing
    /// on `minimum`, at which it fits without truncation; else `minimum`, truncated with an ellipsis.
    func shrinkLine(_ text: String, from font: FontSpec, minimum: Double, width: Double,
                    path: String) throws -> (font: FontSpec, metrics: TextMetrics) {
        var size = font.size
        while true {
            let f = font.withSize(size)
            let m = try measure(text, font: f, maxWidth: width, maxLines: 1, alignment: .center, path: path)
            if !m.truncated || size <= minimum + 1e-9 { return (f, m) }
            size = max(minimum, size - Metrics.titleShrinkStep)
        }
    }
}
