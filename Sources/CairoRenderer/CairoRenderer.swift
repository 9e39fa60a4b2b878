import BarSnapCore
import CCairo
import CPango
import Drawing
import ToolbarModel

/// Turns a `DisplayList` into pixels with Cairo and Pango, deterministically: the same list gives the same
/// bytes in any process and on any thread (see `FontEnvironment` for the font side).
/// Safe to use from several threads at once.
public struct CairoRenderer: Sendable {
    public let environment: FontEnvironment

    /// Uses the shared font environment. Throws `FontEnvironmentError` when a pinned font is missing.
    public init() throws { self.environment = try FontEnvironment.shared() }
    public init(environment: FontEnvironment) { self.environment = environment }

    /// Nesting deeper than this (groups in groups) is refused.
    public static let maxGroupDepth = 32

    /// Renders `list` into a `(pixelWidth × pixelHeight)` straight-RGBA bitmap, transparent where nothing
    /// was drawn. Throws `RenderError` for invalid input (size, non-finite values) or a Cairo failure, and
    /// `MissingGlyphsError` for text the pinned fonts cannot draw.
    public func render(_ list: DisplayList) throws -> Bitmap {
        try render(list, onto: nil)
    }

    /// Draws `list` over `base` (straight RGBA, exactly the list's pixel size) instead of a transparent surface:
    /// the result is what `render` gives when the items drawn before `list` produced `base`. Transition frames
    /// use it to draw the status bar with the same code and rounding as a still render.
    public func render(_ list: DisplayList, onto base: Bitmap?) throws -> Bitmap {
        guard list.scale.isFinite, list.scale > 0, list.scale <= 16 else {
            throw RenderError(operation: "check canvas", message: "scale \(list.scale) is not in (0, 16]")
        }
        guard list.canvasSize.width.isFinite, list.canvasSize.height.isFinite,
              list.canvasSize.width * list.scale < Double(Bitmap.maxSide) + 1,
              list.canvasSize.height * list.scale < Double(Bitmap.maxSide) + 1 else {
            throw RenderError(operation: "check canvas",
                              message: "canvas \(list.canvasSize.width) × \(list.canvasSize.height) pt at scale "
                                  + "\(list.scale) is not a finite size of at most \(Bitmap.maxSide) px a side")
        }
        let width = list.pixelWidth, height = list.pixelHeight
        guard Bitmap.isValidSize(width: width, height: height) else {
            throw RenderError(operation: "check canvas",
                              message: "canvas of \(width) × \(height) px is empty or larger than BarSnap accepts")
        }
        for (index, item) in list.items.enumerated() {
            try Validation.check(item, path: "item \(index)", depth: 0)
        }

        let surface: OpaquePointer?
        if let base {
            guard base.width == width, base.height == height else {
                throw RenderError(operation: "check canvas",
                                  message: "base image \(base.width) × \(base.height) px does not match the \(width) × \(height) px canvas")
            }
            surface = try Cairo.surface(from: base)
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        defer { cairo_surface_destroy(surface) }
        try Cairo.check(surface: surface, operation: "create \(width) × \(height) surface")
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }

        try environment.withEngine { engine in
            cairo_scale(cr, list.scale, list.scale)
            var context = DrawContext(cr: cr!, engine: engine, scale: list.scale)
            for item in list.items { try context.draw(item) }
            // Cairo's status is sticky: one check covers every drawing call above.
            try Cairo.check(cr: cr!, operation: "draw display list")
        }
        cairo_surface_flush(surface)
        try Cairo.check(surface: surface, operation: "flush surface")
        return Cairo.straightRGBA(surface: surface!, width: width, height: height)
    }
}

enum Cairo {
    static func check(surface: OpaquePointer?, operation: String) throws {
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }

    static func check(cr: OpaquePointer, operation: String) throws {
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Premultiplied native-endian ARGB32 → straight RGBA8. Opaque and transparent pixels skip the division.
    /// Written for debug builds too (tests render in debug): `while` loops over raw pointers, one 32-bit store per
    /// pixel, and the last conversion remembered, since bars are runs of one colour.
    static func straightRGBA(surface: OpaquePointer, width: Int, height: Int) -> Bitmap {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0  // transparent stays transparent
            var y = 0
            while y < height {
                let row = (data + y &* stride).assumingMemoryBound(to: UInt32.self)
                let o = dst + y &* width
                var x = 0
                while x < width {
                    let p = row[x]
                    if p != lastIn {
                        lastIn = p
                        lastOut = straight(p)
                    }
                    o[x] = lastOut
                    x &+= 1
                }
                y &+= 1
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// One premultiplied ARGB32 pixel as the 32-bit word whose bytes in memory are R, G, B, A (straight alpha,
    /// rounded: (c × 255 + a/2) / a).
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a == 0 { return 0 }
        if a != 255 {
            let half = a / 2
            r = (r &* 255 &+ half) / a; g = (g &* 255 &+ half) / a; b = (b &* 255 &+ half) / a
        }
        return UInt32(littleEndian: (r & 0xFF) | (g & 0xFF) << 8 | (b & 0xFF) << 16 | a << 24)
    }

    /// Straight RGBA8 → a premultiplied ARGB32 image surface (caller destroys it).
    static func surface(from bitmap: Bitmap) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        do { try check(surface: surface, operation: "create image surface") } catch {
            cairo_surface_destroy(surface); throw error
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        bitmap.pixels.withUnsafeBytes { raw in
            let src = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0
            let width = bitmap.width
            var y = 0
            while y < bitmap.height {
                let row = (data + y &* stride).assumingMemoryBound(to: UInt32.self)
                let s = src + y &* width
                var x = 0
                while x < width {
                    let q = s[x]
                    if q != lastIn {
                        lastIn = q
                        let w = UInt32(littleEndian: q)
                        let r = w & 0xFF, g = (w >> 8) & 0xFF, b = (w >> 16) & 0xFF, a = w >> 24
                        if a == 255 {
                            lastOut = 0xFF00_0000 | r << 16 | g << 8 | b
                        } else if a == 0 {
                            lastOut = 0
                        } else {
                            lastOut = a << 24 | ((r &* a &+ 127) / 255) << 16 | ((g &* a &+ 127) / 255) << 8 | ((b &* a &+ 127) / 255)
                        }
                    }
                    row[x] = lastOut
                    x &+= 1
                }
                y &+= 1
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface!
    }
}

/// Input checks done before any drawing, so bad values become errors and never reach Cairo.
enum Validation {
    /// Largest coordinate accepted, in points: × the largest scale (16) it stays well inside Cairo's 24.8
    /// fixed-point range (±8,388,607 device units).
    static let maxCoordinate = 100_000.0

    static func check(_ item: DisplayItem, path: String, depth: Int) throws {
        func fail(_ message: String) -> RenderError { RenderError(operation: "validate \(path)", message: message) }
        func rect(_ r: Rect, _ what: String) throws {
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
                  abs(r.x) <= maxCoordinate, abs(r.y) <= maxCoordinate,
                  abs(r.width) <= maxCoordinate, abs(r.height) <= maxCoordinate else {
                throw fail("\(what) \(r) has a non-finite or out-of-range value")
            }
        }
        func color(_ c: Color) throws {
            guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else {
                throw fail("colour has a non-finite component")
            }
        }
        switch item {
        case .fill(let r, let c):
            try rect(r, "rect"); try color(c)
        case .roundedRect(let r, let radius, let c):
            try rect(r, "rect"); try color(c)
            guard radius.isFinite else { throw fail("corner radius \(radius) is not finite") }
        case .text(let run):
            try rect(run.frame, "text frame"); try color(run.color)
            guard run.font.size.isFinite, run.font.size > 0, run.font.size <= 4096 else {
                throw fail("font size \(run.font.size) is not in (0, 4096]")
            }
        case .symbol(_, let frame, let c):
            try rect(frame, "symbol frame"); try color(c)
        case .image(let bitmap, let frame, let tint):
            try rect(frame, "image frame")
            if let tint { try color(tint) }
            guard bitmap.width >= 0, bitmap.height >= 0, bitmap.pixels.count == bitmap.width * bitmap.height * 4 else {
                throw fail("image has \(bitmap.pixels.count) bytes for \(bitmap.width) × \(bitmap.height) px")
            }
            guard bitmap.width == 0 || bitmap.height == 0
                || Bitmap.isValidSize(width: bitmap.width, height: bitmap.height) else {
                throw fail("image of \(bitmap.width) × \(bitmap.height) px is too large")
            }
        case .statusBar(let frame, _, _):
            try rect(frame, "status bar frame")
        case .mirrored(let r, let items):
            try rect(r, "mirrored rect")
            guard depth < CairoRenderer.maxGroupDepth else {
                throw fail("groups nested deeper than \(CairoRenderer.maxGroupDepth)")
            }
            for (i, child) in items.enumerated() {
                try check(child, path: "\(path).\(i)", depth: depth + 1)
            }
        case .glass(let g):
            try rect(g.frame, "glass frame")
            for c in [g.tint, g.highlight, g.shadow] { try color(c) }
            guard [g.radius, g.blur, g.shadowBlur, g.shadowOffset].allSatisfy({ $0.isFinite && abs($0) <= maxCoordinate }) else {
                throw fail("glass radius, blur or shadow is not finite")
            }
        case .group(let clip, let alpha, let items):
            if let clip { try rect(clip, "clip") }
            guard alpha.isFinite else { throw fail("group alpha \(alpha) is not finite") }
            guard depth < CairoRenderer.maxGroupDepth else {
                throw fail("groups nested deeper than \(CairoRenderer.maxGroupDepth)")
            }
            for (i, child) in items.enumerated() {
                try check(child, path: "\(path).\(i)", depth: depth + 1)
            }
        }
    }
}

/// The drawing state of one render pass (user space = points).
struct DrawContext {
    let cr: OpaquePointer
    let engine: TextEngine
    let scale: Double
    /// Inside a `.mirrored` item an odd number of times: text (and the status bar's glyphs) are flipped back
    /// around their own boxes so they never read mirror-written.
    var flipped = false

    init(cr: OpaquePointer, engine: TextEngine, scale: Double) {
        self.cr = cr; self.engine = engine; self.scale = scale
    }

    mutating func draw(_ item: DisplayItem) throws {
        switch item {
        case .fill(let r, let c):
            guard r.width > 0, r.height > 0, c.alpha > 0 else { return }
            setColor(c)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_fill(cr)
        case .roundedRect(let r, let radius, let c):
            guard r.width > 0, r.height > 0, c.alpha > 0 else { return }
            setColor(c)
            roundedRectPath(r, radius: radius)
            cairo_fill(cr)
        case .text(let run):
            try drawText(run)
        case .symbol(let symbol, let frame, let c):
            guard frame.width > 0, frame.height > 0, c.alpha > 0 else { return }
            setColor(c)
            SymbolPainter(cr: cr).draw(symbol, in: frame)
        case .image(let bitmap, let frame, let tint):
            try drawImage(bitmap, frame: frame, tint: tint)
        case .statusBar(let frame, let style, let homeButton):
            try StatusBarPainter.draw(in: frame, style: style, homeButton: homeButton, context: self)
        case .mirrored(let r, let items):
            var inner = self
            inner.flipped.toggle()
            try reflected(r.minX, r.maxX) {
                for child in items { try inner.draw(child) }
            }
        case .glass(let g):
            drawGlass(g)
        case .group(let clip, let alpha, let items):
            let a = min(max(alpha, 0), 1)
            guard a > 0 else { return }
            if let clip, clip.width <= 0 || clip.height <= 0 { return }
            cairo_save(cr)
            if let clip {
                cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
                cairo_clip(cr)
            }
            if a < 1 {
                cairo_push_group(cr)
                for child in items { try draw(child) }
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, a)
            } else {
                for child in items { try draw(child) }
            }
            cairo_restore(cr)
        }
    }

    func setColor(_ c: Color) {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        cairo_set_source_rgba(cr, clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha))
    }

    func roundedRectPath(_ r: Rect, radius: Double) {
        let rad = min(max(radius, 0), r.width / 2, r.height / 2)
        if rad <= 0 {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Lays the run out exactly as `PangoTextMeasurer` measures it, aligns it horizontally in the frame and
    /// centres the block vertically; the first baseline and the left edge land on the device-pixel grid.
    func drawText(_ run: TextRun) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let alignment: PangoAlignment
        switch run.alignment {
        case .left: alignment = PANGO_ALIGN_LEFT
        case .center: alignment = PANGO_ALIGN_CENTER
        case .right: alignment = PANGO_ALIGN_RIGHT
        }
        let maxWidth: Double? = run.wraps ? max(0, run.frame.width) : nil
        let layout = try engine.makeLayout(run.text, font: run.font, maxWidth: maxWidth,
                                           maxLines: run.maxLines, alignment: alignment, rightToLeft: run.rightToLeft)
        defer { barsnap_g_object_unref(UnsafeMutableRawPointer(layout)) }
        let ext = TextEngine.logicalExtents(layout)
        var x: Double
        if maxWidth != nil {
            x = run.frame.minX  // Pango aligns each line inside the layout width (= frame width)
        } else {
            switch run.alignment {
            case .left: x = run.frame.minX - ext.minX
            case .center: x = run.frame.midX - ext.midX
            case .right: x = run.frame.maxX - ext.maxX
            }
        }
        var y = run.frame.midY - ext.midY
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        x = x.snapped(scale: scale)
        y = (y + baseline).snapped(scale: scale) - baseline
        setColor(run.color)
        upright(run.frame.minX, run.frame.maxX) {
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            cairo_new_path(cr)
        }
    }

    func drawImage(_ bitmap: Bitmap, frame: Rect, tint: Color?) throws {
        guard bitmap.width > 0, bitmap.height > 0, frame.width > 0, frame.height > 0 else { return }
        if let tint, tint.alpha <= 0 { return }
        let image = try Cairo.surface(from: bitmap)
        defer { cairo_surface_destroy(image) }
        let pattern = cairo_pattern_create_for_surface(image)
        defer { cairo_pattern_destroy(pattern) }
        // PAD keeps the edges solid when scaling (no fade to transparent); the clip bounds it to the frame.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let exact = frame.width * scale == Double(bitmap.width) && frame.height * scale == Double(bitmap.height)
        cairo_pattern_set_filter(pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(bitmap.width), frame.height / Double(bitmap.height))
        if let tint {
            setColor(tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}

/// Writes `bitmap` as a PNG for looking at it while debugging and in tests, never for product output
/// (PNGCodec owns the product's PNG encoding). Returns false on failure.
func writeDebugPNG(_ bitmap: Bitmap, to path: String) -> Bool {
    guard bitmap.width > 0, bitmap.height > 0, let surface = try? Cairo.surface(from: bitmap) else { return false }
    defer { cairo_surface_destroy(surface) }
    return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
}
