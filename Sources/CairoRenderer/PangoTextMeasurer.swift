import BarSnapCore
import CPango

/// `TextMeasurer` backed by the pinned fonts and the same Pango settings the renderer draws with, so the
/// numbers it gives predict the drawing exactly.
public struct PangoTextMeasurer: TextMeasurer {
    public let environment: FontEnvironment

    /// Uses the shared environment. Throws `FontEnvironmentError` when a pinned font is missing.
    public init() throws { self.environment = try FontEnvironment.shared() }
    public init(environment: FontEnvironment) { self.environment = environment }

    /// See `TextMeasurer`. `maxLines` ≤ 0 means no line limit. Throws `MissingGlyphsError` for text the
    /// pinned fonts cannot draw and `RenderError` for a non-finite or out-of-range size or width.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int) throws -> TextMetrics {
        try environment.withEngine { engine in
            let layout = try engine.makeLayout(text, font: font, maxWidth: maxWidth, maxLines: maxLines,
                                               alignment: PANGO_ALIGN_LEFT)
            defer { barsnap_g_object_unref(UnsafeMutableRawPointer(layout)) }
            return TextEngine.metrics(layout)
        }
    }
}
