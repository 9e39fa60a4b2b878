import Basics
import BarModel

extension LayoutEngine {
    /// "fill": from the left group's trailing edge + 7 to the right group's leading edge − 7, 7 inside the row
    /// top and bottom. "center": centred on the bar, as wide as it can be while staying clear of both groups.
    func titleArea(mainRow: Rect, leftEdge: Double, rightEdge: Double) -> Rect {
        let y = mainRow.minY + Metrics.titleVerticalMargin
        let h = max(0, mainRow.height - 2 * Metrics.titleVerticalMargin)
        let x0 = leftEdge + Metrics.titleHorizontalMargin
        let x1 = rightEdge - Metrics.titleHorizontalMargin
        let area: Rect
        switch scene.item.titleMode {
        case .fill:
            area = Rect(x: x0, y: y, width: max(0, x1 - x0), height: h)
        case .center:
            let mid = mainRow.midX
            let half = max(0, min(mid - x0, x1 - mid))
            area = Rect(x: mid - half, y: y, width: 2 * half, height: h)
        }
        return area.snapped(scale: scene.screen.scale)
    }

    func placeTitle(in area: Rect) throws -> (PlacedTitle, [DisplayItem]) {
        let appearance = scene.appearance
        if case let .searchField(placeholder) = scene.item.titleView {
            return (PlacedTitle(kind: .view, frame: area, text: placeholder, lines: 1,
                                fontSize: searchFieldFont.size, truncated: false),
                    try searchField(placeholder: placeholder, in: area))
        }
        let text = scene.item.title ?? ""
        if let subtitle = scene.item.subtitle, !subtitle.isEmpty {
            return try placeTitleAndSubtitle(title: text, subtitle: subtitle, in: area)
        }
        if text.isEmpty {
            return (PlacedTitle(kind: .label, frame: area, text: "", lines: 0, fontSize: appearance.titleFont.size,
                                truncated: false), [])
        }
        let fitted = try shrinkToFit(text, font: appearance.titleFont, in: area.size)
        let run = TextRun(text: text, font: fitted.font, color: appearance.titleColor, frame: area,
                          alignment: .center, maxLines: Metrics.titleMaxLines, wraps: true)
        return (PlacedTitle(kind: .label, frame: area, text: text, lines: fitted.metrics.lineCount,
                            fontSize: fitted.font.size, truncated: fitted.metrics.truncated),
                area.width > 0 && area.height > 0 ? [.text(run)] : [])
    }

    /// UILabel with `numberOfLines = 2` and `adjustsFontSizeToFitWidth`: the largest size (in 0.5 pt steps,
    /// down to half the font size) at which the text fits in two lines of the area's width and its height;
    /// when even the smallest does not fit, the smallest, truncated with an ellipsis.
    func shrinkToFit(_ text: String, font: FontSpec, in area: Size) throws -> (font: FontSpec, metrics: TextMetrics) {
        let minimum = font.size * Metrics.titleMinimumScaleFactor
        var size = font.size
        let width = max(area.width, 0.5)
        while true {
            let f = font.withSize(size)
            let m = try measure(text, font: f, maxWidth: width, maxLines: Metrics.titleMaxLines, alignment: .center,
                                path: "item.title")
            if (!m.truncated && m.height <= area.height + 1e-9) || size - Metrics.titleShrinkStep < minimum - 1e-9 {
                return (f, m)
            }
            size -= Metrics.titleShrinkStep
        }
    }
}
