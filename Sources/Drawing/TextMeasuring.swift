import Basics
import BarModel

/// A `TextMeasurer` that can keep what it shapes for drawing (BarSnap's Pango measurer, given a render's cache).
/// Told how the lines of wrapped text will be aligned when drawn (`TextRun.alignment`), it keeps exactly the layout
/// the renderer draws, so the text is shaped once per render. The metrics do not depend on the alignment.
package protocol AligningTextMeasurer: TextMeasurer {
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int,
                 alignment: TextAlignment) throws -> TextMetrics
}
