import Basics
import BarModel

/// A deterministic stand-in for Pango: every character is `0.5 × size` wide (CJK `1 × size`), lines are
/// `1.25 × size` tall, wrapping is greedy per character. "☃" has no glyph.
struct FakeMeasurer: TextMeasurer {
    func charWidth(_ c: Character, _ size: Double) -> Double {
        (c.unicodeScalars.first?.value ?? 0) >= 0x3000 ? size : size * 0.5
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) throws -> TextMetrics {
        if text.contains("☃") { throw MissingGlyphsError(text: text, count: 1) }
        let lineHeight = font.size * 1.25
        let total = text.reduce(0) { $0 + charWidth($1, font.size) }
        guard let maxWidth, total > maxWidth else {
            return TextMetrics(width: total, height: lineHeight, lineCount: text.isEmpty ? 0 : 1,
                               truncated: false, baseline: font.size)
        }
        var lines = 1, lineWidth = 0.0, widest = 0.0
        for c in text {
            let w = charWidth(c, font.size)
            if lineWidth + w > maxWidth, lineWidth > 0 {
                lines += 1
                widest = max(widest, lineWidth)
                lineWidth = 0
            }
            lineWidth += w
        }
        widest = max(widest, lineWidth)
        let shown = min(lines, maxLines)
        return TextMetrics(width: min(widest, maxWidth), height: Double(shown) * lineHeight, lineCount: shown,
                           truncated: lines > maxLines, baseline: font.size)
    }
}
