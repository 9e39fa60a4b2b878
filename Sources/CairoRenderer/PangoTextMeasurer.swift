import Basics
import BarModel
import CPango
import Drawing

/// `TextMeasurer` backed by the pinned fonts and the same Pango settings the renderer draws with, so the
/// numbers it gives predict the drawing exactly.
///
/// Made with a `ShapedTextCache` (`init(keepingShapesIn:)`), it keeps each layout it makes there, so a render given
/// the same cache draws the text as it was measured instead of shaping it again.
public struct PangoTextMeasurer: AligningTextMeasurer {
    public let environment: FontEnvironment
    /// Where the layouts are kept for the renderer; nil: each measurement's layout is dropped.
    public let shapedText: ShapedTextCache?

    /// Uses the shared environment. Throws `FontEnvironmentError` when a pinned font is missing.
    public init() throws { self.init(environment: try FontEnvironment.shared()) }
    public init(environment: FontEnvironment) {
        self.environment = environment
        self.shapedText = nil
    }
    /// Measures with `cache`'s environment and keeps the layouts in `cache`.
    public init(keepingShapesIn cache: ShapedTextCache) {
        self.environment = cache.environment
        self.shapedText = cache
    }

    /// See `TextMeasurer`. `maxLines` ≤ 0 means no line limit. Throws `MissingGlyphsError` for text the
    /// pinned fonts cannot draw and `RenderError` for a non-finite or out-of-range size or width.
    package func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) throws -> TextMetrics {
        try measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: .left)
    }

    /// See `AligningTextMeasurer`: with a cache, the kept layout is the one a `TextRun` with `alignment` draws.
    package func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int,
                        alignment: TextAlignment) throws -> TextMetrics {
        let key = ShapedRuns.Key(text, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment,
                                 rightToLeft: false)
        if let shapedText {
            return try shapedText.withRuns { runs in try runs.withLayout(key) { TextEngine.metrics($0) } }
        }
        return try environment.withEngine { engine in
            let layout = try engine.makeLayout(text, font: font, maxWidth: maxWidth, maxLines: maxLines,
                                               alignment: PANGO_ALIGN_LEFT)
            defer { barsnap_g_object_unref(UnsafeMutableRawPointer(layout)) }
            return TextEngine.metrics(layout)
        }
    }
}
