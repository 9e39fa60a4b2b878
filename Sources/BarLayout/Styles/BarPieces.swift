import Basics
import BarModel

/// Pieces any bar style may draw: a search field, a box centred in a frame.
extension LayoutEngine {
    /// `size` centred in `frame`, snapped to device pixels.
    static func centered(_ size: Size, in frame: Rect, scale: Double) -> Rect {
        Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            .snapped(scale: scale)
    }

    /// The search-field title view: a rounded field (white, dark #1C1C1E; UIKit's bar passes its own fill) as tall
    /// as it can be up to 36, with a magnifier and the placeholder in `systemGray`.
    func searchField(placeholder: String, in area: Rect, fill: Color? = nil,
                     path: String = "item.titleView.searchField.placeholder") throws -> [DisplayItem] {
        let scale = scene.screen.scale
        let fill = fill ?? system.searchFieldFill
        let ink = system.systemGray
        let h = min(Metrics.searchFieldHeight, area.height)
        let field = Rect(x: area.minX, y: area.midY - h / 2, width: area.width, height: h).snapped(scale: scale)
        guard field.width > 0, field.height > 0 else { return [] }
        let icon = Symbol.magnifyingglass.size(pointSize: Metrics.searchIconPointSize)
        let iconFrame = Rect(x: field.minX + Metrics.searchFieldInset, y: field.midY - icon.height / 2,
                             width: icon.width, height: icon.height).snapped(scale: scale)
        let textX = iconFrame.maxX + Metrics.searchIconToText
        let textFrame = Rect(x: textX, y: field.minY, width: max(0, field.maxX - Metrics.searchFieldInset - textX),
                             height: field.height)
        _ = try measure(placeholder, font: searchFieldFont, maxWidth: nil, maxLines: 1, path: path)
        return [
            .roundedRect(field, radius: min(Metrics.searchFieldRadius, h / 2), fill),
            .group(clip: field, alpha: 1, items: [
                .symbol(.magnifyingglass, frame: iconFrame, color: ink),
                .text(TextRun(text: placeholder, font: searchFieldFont, color: ink,
                              frame: textFrame, alignment: .left, maxLines: 1, wraps: true)),
            ]),
        ]
    }
}
