import BarSnapCore
import CCairo
import CFontconfig
import CPango
import Synchronization

/// One pinned font file.
public struct PinnedFont: Hashable, Sendable {
    public var path: String
    /// The Debian package that ships the file.
    public var package: String
    public init(path: String, package: String) { self.path = path; self.package = package }
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
}

/// The digest of everything that decides BarSnap's pixels besides the display list: the exact font files,
/// the Cairo, Pango and fontconfig versions, and BarSnap's render-format version.
public struct RenderFingerprint: Hashable, Sendable, CustomStringConvertible {
    public struct Font: Hashable, Sendable {
        public var fileName: String
        public var byteCount: Int
        public var sha256: String
    }
    public var fonts: [Font]
    public var cairoVersion: String
    public var pangoVersion: String
    public var fontconfigVersion: String
    public var formatVersion: Int

    /// SHA-256 over the fonts' names, sizes and digests (one line each).
    public var fontsDigest: String {
        SHA256.hex(Array(fonts.map { "\($0.fileName) \($0.byteCount) \($0.sha256)\n" }.joined().utf8))
    }

    /// One line, e.g. `fonts sha256:1a2b3c4d5e6f cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1`.
    public var summary: String {
        "fonts sha256:\(fontsDigest.prefix(12)) cairo \(cairoVersion) pango \(pangoVersion) "
            + "fontconfig \(fontconfigVersion) format \(formatVersion)"
    }

    /// Multi-line description: the summary, then one line per font file.
    public var details: String {
        var lines = [summary]
        for f in fonts { lines.append("  \(f.fileName) \(f.byteCount) bytes sha256:\(f.sha256)") }
        lines.append("  cairo \(cairoVersion), pango \(pangoVersion), fontconfig \(fontconfigVersion), "
            + "render format \(formatVersion)")
        return lines.joined(separator: "\n")
    }

    public var description: String { summary }
}

/// BarSnap's pinned fonts: a private fontconfig configuration built in code (`FcConfigCreate`, never the
/// user's or the system's configuration files) holding exactly the files in `fonts`, handed to Pango font
/// maps whose Cairo font options are pinned (grayscale antialiasing, no hinting, unhinted metrics, unrounded
/// glyph positions). Text laid out through it is identical in every process, whatever `FONTCONFIG_FILE`,
/// `~/.config/fontconfig` or extra installed fonts say.
///
/// Thread safety: Pango and fontconfig objects must not be used from two threads at once, so the
/// environment keeps a pool of independent text engines (each its own fontconfig config, Pango font map and
/// context). A render or measurement checks one out for its duration, so two threads work in parallel
/// without sharing any Pango object; the pool grows to the number of concurrent users.
public final class FontEnvironment: Sendable {
    /// Bump when a change in BarSnap (not in the libraries or fonts) changes pixels.
    public static let renderFormatVersion = 1

    /// The files, in fallback order: Inter (Latin UI face, close to San Francisco) in four weights,
    /// VL PGothic (Japanese), DejaVu Sans (last resort).
    public static let fonts: [PinnedFont] = [
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
        PinnedFont(path: "/usr/share/fonts/truetype/vlgothic/VL-PGothic-Regular.ttf", package: "fonts-vlgothic"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        PinnedFont(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
    ]

    /// The family list every font description asks for: Latin, then Japanese, then last resort.
    static let familyList = "Inter,VL PGothic,DejaVu Sans"

    private static let sharedResult: Result<FontEnvironment, FontEnvironmentError> = {
        do throws(FontEnvironmentError) { return .success(try FontEnvironment()) } catch { return .failure(error) }
    }()

    /// The process-wide environment (created on first use; the error is remembered).
    public static func shared() throws -> FontEnvironment { try sharedResult.get() }

    private let fontFiles: [PinnedFont]
    private let idleEngines = Mutex<[TextEngine]>([])
    /// When set, text work is serialized through one lock instead of the engine pool (for benchmarks).
    private let serialized: Bool
    private let serialLock = Mutex(())
    private let cachedFingerprint = Mutex<RenderFingerprint?>(nil)

    /// A new, independent environment. Use `shared()` unless you need isolation (tests do).
    public convenience init() throws(FontEnvironmentError) {
        try self.init(fonts: FontEnvironment.fonts, serialized: false)
    }

    init(fonts: [PinnedFont], serialized: Bool) throws(FontEnvironmentError) {
        for font in fonts {
            guard FileIO.exists(font.path), !FileIO.isDirectory(font.path) else {
                throw FontEnvironmentError(path: font.path, package: font.package, reason: "font file is missing")
            }
        }
        self.fontFiles = fonts
        self.serialized = serialized
        // Build one engine now so that a broken setup fails here, loudly, and not in the first render.
        let engine = try TextEngine(fonts: fonts)
        idleEngines.withLock { $0.append(engine) }
    }

    /// Runs `body` with a text engine that no other thread uses meanwhile.
    func withEngine<R>(_ body: (TextEngine) throws -> R) throws -> R {
        if serialized {
            return try serialLock.withLock { _ in
                let engine = try checkOut()
                defer { checkIn(engine) }
                return try body(engine)
            }
        }
        let engine = try checkOut()
        defer { checkIn(engine) }
        return try body(engine)
    }

    private func checkOut() throws -> TextEngine {
        if let engine = idleEngines.withLock({ $0.popLast() }) { return engine }
        return try TextEngine(fonts: fontFiles)
    }

    private func checkIn(_ engine: TextEngine) {
        idleEngines.withLock { $0.append(engine) }
    }

    /// Number of engines created so far that are idle (for tests).
    var idleEngineCount: Int { idleEngines.withLock { $0.count } }

    /// The full fingerprint (computed once: it hashes about 7 MB of font files).
    public func renderFingerprint() throws -> RenderFingerprint {
        if let cached = cachedFingerprint.withLock({ $0 }) { return cached }
        var digests: [RenderFingerprint.Font] = []
        for font in fontFiles {
            let bytes: [UInt8]
            do { bytes = try FileIO.read(font.path, limit: 64 << 20) } catch {
                throw FontEnvironmentError(path: font.path, package: font.package, reason: "cannot read: \(error)")
            }
            digests.append(.init(fileName: font.fileName, byteCount: bytes.count, sha256: SHA256.hex(bytes)))
        }
        let fp = RenderFingerprint(
            fonts: digests,
            cairoVersion: String(cString: cairo_version_string()),
            pangoVersion: String(cString: pango_version_string()),
            fontconfigVersion: FontEnvironment.fontconfigVersion,
            formatVersion: FontEnvironment.renderFormatVersion)
        cachedFingerprint.withLock { $0 = fp }
        return fp
    }

    /// The one-line fingerprint, e.g. `fonts sha256:1a2b3c4d5e6f cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1
    /// format 1` (see `renderFingerprint()` for the details).
    public var fingerprint: String {
        get throws { try renderFingerprint().summary }
    }

    /// The fingerprint with one line per font file (name, size, SHA-256).
    public var fingerprintDetails: String {
        get throws { try renderFingerprint().details }
    }

    static var fontconfigVersion: String {
        let v = Int(FcGetVersion())
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }
}

/// One private fontconfig config + Pango font map + context, used by one thread at a time (the pool in
/// `FontEnvironment` hands it over under its lock, which orders every use).
final class TextEngine: @unchecked Sendable {
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]

    init(fonts: [PinnedFont]) throws(FontEnvironmentError) {
        guard let config = FcConfigCreate() else {
            throw FontEnvironmentError(path: "fontconfig", package: "", reason: "FcConfigCreate failed")
        }
        // No configuration file is parsed: no rules, no directories, no cache — only these files, scanned
        // directly (fontconfig caches directories, not single application font files, so a cache dir would
        // not be consulted anyway; scanning the 7 files takes a few milliseconds once per engine).
        _ = FcConfigSetRescanInterval(config, 0)
        for font in fonts {
            let path = Array(font.path.utf8) + [0]
            let ok = path.withUnsafeBufferPointer { FcConfigAppFontAddFile(config, $0.baseAddress) }
            if ok == 0 {
                FcConfigDestroy(config)
                throw FontEnvironmentError(path: font.path, package: font.package,
                                           reason: "fontconfig cannot load the font file")
            }
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT),
              let fcMap = barsnap_pango_fc_font_map(map) else {
            FcConfigDestroy(config)
            throw FontEnvironmentError(path: "pango", package: "", reason: "no FreeType-backed Pango font map")
        }
        pango_fc_font_map_set_config(fcMap, config)
        pango_cairo_font_map_set_resolution(OpaquePointer(map), 72)
        guard let context = pango_font_map_create_context(map) else {
            barsnap_g_object_unref(map)
            FcConfigDestroy(config)
            throw FontEnvironmentError(path: "pango", package: "", reason: "pango_font_map_create_context failed")
        }
        // Pinned rendering options: the user's fontconfig/desktop hinting and subpixel settings never apply.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // 1 Pango unit of size == 1 point: sizes are absolute, the layout is in points, and the renderer
        // scales Cairo by the display scale, so metrics do not depend on the scale.
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // Pin what Pango would otherwise take from the locale ($LANG, $PANGO_LANGUAGE).
        pango_context_set_language(context, pango_language_from_string("en-us"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_base_gravity(context, PANGO_GRAVITY_SOUTH)
        pango_context_set_matrix(context, nil)
        self.config = config
        self.fontMap = map
        self.context = context
    }

    deinit {
        for (_, d) in descriptions { pango_font_description_free(d) }
        barsnap_g_object_unref(UnsafeMutableRawPointer(context))
        barsnap_g_object_unref(fontMap)
        FcConfigDestroy(config)
    }

    func fontDescription(_ font: FontSpec) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, FontEnvironment.familyList)
        pango_font_description_set_style(d, PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(d, PANGO_STRETCH_NORMAL)
        pango_font_description_set_variant(d, PANGO_VARIANT_NORMAL)
        let weight: PangoWeight
        switch font.weight {
        case .regular: weight = PANGO_WEIGHT_NORMAL
        case .medium: weight = PANGO_WEIGHT_MEDIUM
        case .semibold: weight = PANGO_WEIGHT_SEMIBOLD
        case .bold: weight = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(d, weight)
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        descriptions[font] = d
        return d
    }

    /// A laid-out paragraph (caller must `barsnap_g_object_unref` it). Throws for unusable parameters and
    /// for text with glyphs missing from the pinned fonts.
    func makeLayout(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int,
                    alignment: PangoAlignment) throws -> OpaquePointer {
        guard font.size.isFinite, font.size > 0, font.size <= 4096 else {
            throw RenderError(operation: "lay out text", message: "font size \(font.size) is not in (0, 4096]")
        }
        if let w = maxWidth {
            guard w.isFinite, w >= 0, w <= 1_000_000 else {
                throw RenderError(operation: "lay out text", message: "text width \(w) is not in [0, 1000000]")
            }
        }
        guard let layout = pango_layout_new(context) else {
            throw RenderError(operation: "lay out text", message: "pango_layout_new failed")
        }
        pango_layout_set_font_description(layout, fontDescription(font))
        if let w = maxWidth {
            pango_layout_set_width(layout, Int32((w * Double(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            // maxLines <= 0 means "no limit", as UILabel's numberOfLines = 0.
            // (Pango's default height of -1 would mean one line once ellipsizing is on.)
            if maxLines > 0 {
                pango_layout_set_height(layout, -Int32(min(maxLines, 100_000)))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        } else {
            pango_layout_set_single_paragraph_mode(layout, 1)
        }
        pango_layout_set_alignment(layout, alignment)
        var utf8 = Array(text.utf8)
        let count = Int32(clamping: utf8.count)
        utf8.append(0)
        utf8.withUnsafeBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                pango_layout_set_text(layout, $0, count)
            }
        }
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
        if unknown > 0 {
            barsnap_g_object_unref(UnsafeMutableRawPointer(layout))
            throw MissingGlyphsError(text: text, count: unknown)
        }
        return layout
    }

    /// Logical extents in points.
    static func logicalExtents(_ layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let s = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / s, y: Double(logical.y) / s,
                    width: Double(logical.width) / s, height: Double(logical.height) / s)
    }

    static func metrics(_ layout: OpaquePointer) -> TextMetrics {
        let ext = logicalExtents(layout)
        return TextMetrics(width: ext.width, height: ext.height,
                           lineCount: Int(pango_layout_get_line_count(layout)),
                           truncated: pango_layout_is_ellipsized(layout) != 0,
                           baseline: Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
    }
}

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
