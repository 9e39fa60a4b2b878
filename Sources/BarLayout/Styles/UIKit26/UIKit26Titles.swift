import Basics
import BarModel

/// iOS 26's subtitles (`UINavigationItem.subtitle`, `largeSubtitle`; numbers in `UIKit26Metrics`).
extension LayoutEngine {
    /// The inline title, with the subtitle under it when the item has one: the two lines (the title 15 pt unless
    /// the appearance sets its font) centred together on the item row's middle, both centred on the bar and kept
    /// between `lo` and `hi`, each truncated with an ellipsis to that space.
    func uikit26Title(lo: Double, hi: Double, row: Rect) throws -> (PlacedTitle, [DisplayItem]) {
        guard let subtitle = scene.item.subtitle, !subtitle.isEmpty else {
            return try uikitTitle(lo: lo, hi: hi, row: row)
        }
        let appearance = scene.appearance
        var titleFont = appearance.titleFont
        // Over a subtitle the system title is smaller (`UIKit26Metrics.titleOverSubtitleSize`).
        if titleFont == UIKitBar.defaultAppearance(for: scene).titleFont {
            titleFont.size = UIKit26Metrics.titleOverSubtitleSize
        }
        let subtitleFont = appearance.subtitleFont ?? UIKit26Metrics.subtitleFont
        let text = scene.item.title ?? ""
        let space = max(0, hi - lo)
        let t = text.isEmpty ? nil : try measure(text, font: titleFont, maxWidth: nil, maxLines: 1, path: "item.title")
        let s = try measure(subtitle, font: subtitleFont, maxWidth: nil, maxLines: 1, path: "item.subtitle")
        let natural = max(t?.width ?? 0, s.width)
        let width = min(space, natural)
        let x = leadingTitle(lo) ?? min(max(row.midX - width / 2, lo), hi - width)
        let titleHeight = t?.height ?? 0
        // The two lines are centred on the row's middle (measured: no lift, unlike a title alone).
        let top = row.midY - (titleHeight + s.height) / 2
        let scale = scene.screen.scale
        let titleFrame = Rect(x: x, y: top, width: width, height: titleHeight).snapped(scale: scale)
        let subtitleFrame = Rect(x: x, y: top + titleHeight, width: width, height: s.height).snapped(scale: scale)
        let titleCut = (t?.width ?? 0) > space + 1e-9, subtitleCut = s.width > space + 1e-9
        var items: [DisplayItem] = []
        if space > 0 {
            if t != nil {
                items.append(
                    .text(
                        TextRun(
                            text: text, font: titleFont, color: appearance.titleColor, frame: titleFrame,
                            alignment: .center, maxLines: 1, wraps: titleCut)))
            }
            items.append(
                .text(
                    TextRun(
                        text: subtitle, font: subtitleFont, color: uikit26SubtitleColor, frame: subtitleFrame,
                        alignment: .center, maxLines: 1, wraps: subtitleCut)))
        }
        let placed = PlacedTitle(
            kind: .label, frame: titleFrame, text: text, lines: t == nil || space <= 0 ? 0 : 1,
            fontSize: titleFont.size, truncated: titleCut && space > 0,
            subtitle: PlacedText(
                frame: subtitleFrame, text: subtitle, fontSize: subtitleFont.size,
                truncated: subtitleCut && space > 0))
        return (placed, items)
    }

    /// The line under the large title (`largeSubtitle`, else `subtitle`): at the leading margin, in its own row
    /// under the large-title row, its line box `largeSubtitleRaise` above that row's top.
    func addUIKit26LargeSubtitle(bar: Rect, mainRow: Rect, margin: Double, to parts: inout BarParts) throws {
        guard let text = scene.item.largeSubtitleText else { return }
        let font = scene.appearance.subtitleFont ?? UIKit26Metrics.largeSubtitleFont
        let width = max(0, bar.width - 2 * margin)
        // One line: its natural size gives both the line's height and whether the width cuts it.
        let natural = try measure(text, font: font, maxWidth: nil, maxLines: 1, path: "item.largeSubtitle")
        let top = mainRow.maxY + scene.contentSize.largeTitleRowHeight - UIKit26Metrics.largeSubtitleRaise
        let frame = Rect(x: bar.minX + margin, y: top, width: width, height: natural.height)
            .snapped(scale: scene.screen.scale)
        guard width > 0 else { return }
        parts.texts[.largeSubtitle] = PlacedText(frame: frame, text: text, fontSize: font.size,
                                         truncated: natural.width > width + 1e-9)
        parts.contents.append(.text(TextRun(text: text, font: font, color: uikit26SubtitleColor, frame: frame,
                                            alignment: .left, maxLines: 1, wraps: true)))
    }

    /// The subtitles' colour: the appearance's `subtitleColor` (`secondaryLabel` by default on iOS 26's bar).
    var uikit26SubtitleColor: Color { scene.appearance.effectiveSubtitleColor }
}
