import Basics
import BarModel

extension LayoutEngine {
    /// The search controller's row (`item.searchController`): the bar's last row, under the large title when one
    /// shows, else under the main row. The field spans the layout margins (Flutter's replica pads it with
    /// `_kNavBarEdgePadding` on both sides, UIKit with the bar's layout margins: 16, 20 on wide phones and iPads),
    /// `UIKitMetrics.searchRowFieldHeight` tall, ending `searchRowFieldBottomInset` above the row's bottom, with the
    /// shared search-field drawing (10-pt corners, magnifying glass and placeholder in `systemGray`) on
    /// `tertiarySystemFill` — rgb(118, 118, 128) at 12 % light, 24 % dark, UISearchBar's field fill.
    func addUIKitSearchRow(bar: Rect, margin: Double, to parts: inout BarParts) throws {
        guard let controller = scene.item.searchController else { return }
        let scale = scene.screen.scale
        let rowHeight = scene.searchRowHeight
        let row = Rect(x: bar.minX, y: bar.maxY - rowHeight, width: bar.width, height: rowHeight)
        let height = min(UIKitMetrics.searchRowFieldHeight, rowHeight)
        let field = Rect(x: row.minX + margin, y: row.maxY - UIKitMetrics.searchRowFieldBottomInset - height,
                         width: max(0, row.width - 2 * margin), height: height).snapped(scale: scale)
        let path = "item.searchController.placeholder"
        let drawing = try searchField(placeholder: controller.placeholder, in: field, fill: system.tertiarySystemFill,
                                      path: path)
        // The placeholder's room: the field less the glass and the insets (as `searchField` lays it out).
        let glass = Symbol.magnifyingglass.size(pointSize: Metrics.searchIconPointSize).width
        let room = field.width - 2 * Metrics.searchFieldInset - glass - Metrics.searchIconToText
        let natural = try measure(controller.placeholder, font: searchFieldFont, maxWidth: nil, maxLines: 1, path: path)
        parts.texts[.searchField] = PlacedText(
            frame: field, text: controller.placeholder, fontSize: searchFieldFont.size,
            truncated: natural.width > room + 1e-9)
        parts.contents += drawing
    }
}
