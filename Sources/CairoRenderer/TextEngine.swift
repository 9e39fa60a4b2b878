import Basics
import BarModel
import CCairo
import CFontconfig
import CPango

/// One private fontconfig config + Pango font map + context, used by one thread at a time (the pool in
/// `FontEnvironment` hands it over under its lock, which orders every use).
final class TextEngine: @unchecked Sendable {
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// The faces in `config` and their families (the same for every engine of one environment).
    let catalog: FontCatalog
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    /// The families every description asks for (the script's list; see `ScriptFonts`).
    let familyList: String

    /// Fontconfig rules of the private configuration: a face without outlines (a colour bitmap strike) is drawn
    /// through a matrix scaled by the size asked for over the strike's size; faces with outlines match nothing here.
    static let bitmapScaling = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name><double>0</double>
                  <double>0</double><name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// An engine over `fonts`; `catalog` (when the environment already read it) skips reading the faces again.
    /// `loadPaths` names what fontconfig opens for a font (a user's file: its private copy).
    init(fonts: [PinnedFont], loadPaths: [String: String] = [:], catalog known: FontCatalog? = nil,
         familyList: String = FontEnvironment.familyList,
         language: String = "en-us") throws(FontEnvironmentError) {
        guard let config = FcConfigCreate() else {
            throw FontEnvironmentError(path: "fontconfig", package: "", reason: "FcConfigCreate failed")
        }
        // No configuration file is parsed: one rule of our own (below), no directories, no cache; only these files,
        // scanned directly (fontconfig caches directories, not single application font files, so a cache dir would
        // not be consulted anyway; scanning the files takes a few milliseconds once per engine).
        _ = FcConfigSetRescanInterval(config, 0)
        // One rule: a bitmap face (the colour emoji face) is scaled to the size asked for, not drawn at its strike.
        let loaded = Self.bitmapScaling.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: Self.bitmapScaling.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        guard loaded != 0 else {
            FcConfigDestroy(config)
            throw FontEnvironmentError(path: "fontconfig", package: "", reason: "the bitmap scaling rule was refused")
        }
        for font in fonts {
            let before = FontCatalog.faceCount(config)
            let path = Array((loadPaths[font.path] ?? font.path).utf8) + [0]
            let ok = path.withUnsafeBufferPointer { FcConfigAppFontAddFile(config, $0.baseAddress) }
            // fontconfig accepts a file it finds no face in (a licence, a PNG) without adding anything: refuse it.
            if ok == 0 || FontCatalog.faceCount(config) == before {
                FcConfigDestroy(config)
                throw FontEnvironmentError(
                    path: font.path, package: font.package,
                    reason: font.isUserFont
                        ? "not a font file fontconfig can read (TrueType, OpenType or a collection)"
                        : "fontconfig cannot load the font file")
            }
        }
        var catalog = known ?? FontCatalog(config: config)
        // Faces name the user's file, not the private copy fontconfig read.
        let userPaths = Dictionary(loadPaths.map { ($0.value, $0.key) }) { a, _ in a }
        for i in catalog.faces.indices { if let p = userPaths[catalog.faces[i].file] { catalog.faces[i].file = p } }
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
        pango_context_set_language(context, pango_language_from_string(language))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_base_gravity(context, PANGO_GRAVITY_SOUTH)
        pango_context_set_matrix(context, nil)
        self.config = config
        self.fontMap = map
        self.context = context
        self.catalog = catalog
        self.familyList = familyList
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
        // A named family first; the pinned families after it supply the glyphs it lacks.
        pango_font_description_set_family(d, font.family.map { "\($0),\(familyList)" } ?? familyList)
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
                    alignment: PangoAlignment, rightToLeft: Bool = false) throws -> OpaquePointer {
        guard font.size.isFinite, font.size > 0, font.size <= 4096 else {
            throw RenderError(operation: "lay out text", message: "font size \(font.size) is not in (0, 4096]")
        }
        if let family = font.family, !catalog.has(family) || family.contains(",") {
            // fontconfig would quietly substitute another family: an unknown one is an error instead.
            throw UnknownFontFamilyError(family: family, available: catalog.families)
        }
        if let w = maxWidth {
            guard w.isFinite, w >= 0, w <= 1_000_000 else {
                throw RenderError(operation: "lay out text", message: "text width \(w) is not in [0, 1000000]")
            }
        }
        // Right to left: the paragraph's base direction is RTL whatever its first letter (a bar laid out right to
        // left orders "iPhone 15 — الوصفات" from the right). Left to right keeps Pango's default (auto direction).
        // Setting the same direction again does not touch the context, so left-to-right text is laid out as before.
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
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
        if rightToLeft { pango_layout_set_auto_dir(layout, 0) }
        if font.tracking != 0, font.tracking.isFinite, let attributes = pango_attr_list_new() {
            // Letter spacing between characters (Pango units), for the tracking of UIKit's bar.
            let spacing = (font.tracking * font.size * Double(PANGO_SCALE)).rounded()
            if let attribute = pango_attr_letter_spacing_new(Int32(clamping: Int(max(-1e9, min(1e9, spacing))))) {
                pango_attr_list_insert(attributes, attribute)
            }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
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
