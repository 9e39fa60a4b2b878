import Basics
import BarModel

/// A labelled box in place of something BarSnap cannot draw (an SF Symbol it has no drawing of, a vector asset):
/// a rounded box of the item's colour at 18 % with the label in 10-pt text of the item's colour, 22 pt high.
struct PlaceholderBox {
    var size: Size
    var label: String
    var font: FontSpec
    var color: Color

    static let height = 22.0
    static let padding = 4.0
    static let fontSize = 10.0

    func draw(_ frame: Rect) -> [DisplayItem] {
        let inner = Rect(
            x: frame.minX + Self.padding, y: frame.minY, width: max(0, frame.width - 2 * Self.padding),
            height: frame.height)
        return [
            .roundedRect(frame, radius: 4, color.withAlpha(color.alpha * 0.18)),
            .text(TextRun(text: label, font: font, color: color, frame: inner))
        ]
    }
}

extension LayoutEngine {
    /// Labels longer than this are shortened in the middle.
    static let placeholderMaxCharacters = 20

    func placeholderBox(_ label: String, color: Color, path: String) throws -> PlaceholderBox {
        let font = FontSpec(size: PlaceholderBox.fontSize, weight: .medium)
        // A long name keeps its start and end: `line.3.ho…ase.circle`.
        let shown =
            label.count > Self.placeholderMaxCharacters
            ? String(label.prefix(Self.placeholderMaxCharacters / 2)) + "…"
                + String(label.suffix(Self.placeholderMaxCharacters / 2))
            : label
        let m = try measure(shown, font: font, maxWidth: nil, maxLines: 1, path: path)
        let width = max(PlaceholderBox.height, m.width + 2 * PlaceholderBox.padding)
        return PlaceholderBox(
            size: Size(width: width, height: PlaceholderBox.height), label: shown, font: font, color: color)
    }
}
