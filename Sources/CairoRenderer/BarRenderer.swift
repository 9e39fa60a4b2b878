import Basics
import CCairo
import CPango
import Drawing
import BarModel

/// Turns a `DisplayList` into pixels with Cairo and Pango, deterministically: the same list gives the same
/// bytes in any process and on any thread (see `FontEnvironment` for the font side).
/// Safe to use from several threads at once.
public struct BarRenderer: Sendable {
    public let environment: FontEnvironment

    /// Uses the shared font environment. Throws `FontEnvironmentError` when a pinned font is missing.
    public init() throws { self.environment = try FontEnvironment.shared() }
    public init(environment: FontEnvironment) { self.environment = environment }

    /// Nesting deeper than this (groups in groups) is refused.
    public static let maxGroupDepth = 32

    /// Renders `list` into a straight-RGBA bitmap (over `base` when given, reusing `shapedText`'s layouts); throws
    /// `RenderError` or `MissingGlyphsError`. Design notes: "Rendering a display list".
    package func render(_ list: DisplayList, onto base: Bitmap? = nil, shapedText: ShapedTextCache? = nil) throws
        -> Bitmap
    {
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
        guard Bitmap.isDrawableSize(width: width, height: height) else {
            throw RenderError(operation: "check canvas",
                              message: "canvas of \(width) × \(height) px is empty or larger than BarSnap draws"
                                  + " (\(Bitmap.maxDrawingPixels) pixels)")
        }
        for (index, item) in list.items.enumerated() {
            try Validation.check(item, path: "item \(index)", depth: 0)
        }

        let surface: OpaquePointer?
        if let base {
            guard base.width == width, base.height == height else {
                throw RenderError(
                    operation: "check canvas",
                    message:
                        "base image \(base.width) × \(base.height) px does not match the \(width) × \(height) px canvas"
                )
            }
            surface = try Cairo.surface(from: base)
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        defer { cairo_surface_destroy(surface) }
        try Cairo.check(surface: surface, operation: "create \(width) × \(height) surface")
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }

        func draw(_ runs: ShapedRuns) throws {
            cairo_scale(cr, list.scale, list.scale)
            var context = DrawContext(cr: cr!, runs: runs, scale: list.scale)
            for item in list.items { try context.draw(item) }
            // Cairo's status is sticky: one check covers every drawing call above.
            try Cairo.check(cr: cr!, operation: "draw display list")
        }
        if let shapedText, shapedText.environment === environment {
            // The layouts are dropped once drawn: a render draws its list once.
            try shapedText.withRuns { runs in
                defer { runs.release() }
                try draw(runs)
            }
        } else {
            try environment.withEngine { engine in
                // Runs kept for this render only (a run drawn twice is shaped once), dropped before the engine goes
                // back.
                let runs = ShapedRuns(engine: engine, capacity: ShapedTextCache.capacity)
                defer { runs.release() }
                try draw(runs)
            }
        }
        cairo_surface_flush(surface)
        try Cairo.check(surface: surface, operation: "flush surface")
        return Cairo.straightRGBA(surface: surface!, width: width, height: height)
    }
}

/// The drawing state of one render pass (user space = points).
struct DrawContext {
    let cr: OpaquePointer
    /// Where text runs get their Pango layouts (kept ones, or new ones from its engine).
    let runs: ShapedRuns
    let scale: Double
    /// Inside a `.mirrored` item an odd number of times: text (and the status bar's glyphs) are flipped back
    /// around their own boxes so they never read mirror-written.
    var flipped = false

    init(cr: OpaquePointer, runs: ShapedRuns, scale: Double) {
        self.cr = cr
        self.runs = runs
        self.scale = scale
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
        case .iconGlyph(let glyph, let frame, let c):
            guard frame.width > 0, frame.height > 0, c.alpha > 0 else { return }
            let outline = try IconFont.shared().outline(glyph)
            setColor(c)
            SymbolPainter(cr: cr).draw(outline, in: frame)
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

    /// Lays the run out exactly as `PangoTextMeasurer` measures it (or takes the layout it kept), aligns it
    /// horizontally in the frame and centres the block vertically; the first baseline and the left edge land on the
    /// device-pixel grid.
    func drawText(_ run: TextRun) throws {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let maxWidth: Double? = run.wraps ? max(0, run.frame.width) : nil
        let key = ShapedRuns.Key(run.text, font: run.font, maxWidth: maxWidth, maxLines: run.maxLines,
                                 alignment: run.alignment, rightToLeft: run.rightToLeft)
        try runs.withLayout(key) { layout in draw(layout, of: run, wrapped: maxWidth != nil) }
    }

    private func draw(_ layout: OpaquePointer, of run: TextRun, wrapped: Bool) {
        let ext = TextEngine.logicalExtents(layout)
        var x: Double
        if wrapped {
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
