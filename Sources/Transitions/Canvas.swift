import Basics

/// The working surface of every composition: premultiplied RGBA in Double, rounded to 8-bit straight alpha
/// exactly once at the end (to nearest), so a composed pixel is within ±0.5/255 of the exact formula.
/// Starts fully transparent.
struct Canvas {
    let width: Int
    let height: Int
    /// Premultiplied R, G, B, A in 0…1.
    var p: [Double]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.p = [Double](repeating: 0, count: width * height * 4)
    }

    /// Source-over of one straight-alpha colour (components and alpha in 0…1) at pixel index `i`.
    @inline(__always)
    static func over(_ p: UnsafeMutableBufferPointer<Double>, _ i: Int, r: Double, g: Double, b: Double, a: Double) {
        let k = i * 4
        let inv = 1 - a
        p[k] = r * a + p[k] * inv
        p[k + 1] = g * a + p[k + 1] * inv
        p[k + 2] = b * a + p[k + 2] * inv
        p[k + 3] = a + p[k + 3] * inv
    }

    /// Draws the pixels of `bitmap` inside `region` (bitmap pixels; the whole bitmap when nil), translated
    /// by (dx, dy), with extra opacity `opacity`, source-over, clipped to the canvas.
    mutating func draw(_ bitmap: Bitmap, region: PixelRect? = nil, dx: Int = 0, dy: Int = 0, opacity: Double = 1) {
        let o = min(max(opacity, 0), 1)
        guard o > 0 else { return }
        let r = region ?? PixelRect(x0: 0, y0: 0, x1: bitmap.width, y1: bitmap.height)
        let sx0 = max(r.x0, -dx, 0), sx1 = min(r.x1, width - dx, bitmap.width)
        let sy0 = max(r.y0, -dy, 0), sy1 = min(r.y1, height - dy, bitmap.height)
        guard sx0 < sx1, sy0 < sy1 else { return }
        let w = width, bw = bitmap.width
        p.withUnsafeMutableBufferPointer { dst in
            bitmap.pixels.withUnsafeBufferPointer { src in
                for sy in sy0 ..< sy1 {
                    for sx in sx0 ..< sx1 {
                        let k = (sy * bw + sx) * 4
                        let a = Double(src[k + 3]) / 255 * o
                        if a == 0 { continue }
                        Canvas.over(
                            dst, (sy + dy) * w + sx + dx,
                            r: Double(src[k]) / 255, g: Double(src[k + 1]) / 255, b: Double(src[k + 2]) / 255, a: a)
                    }
                }
            }
        }
    }

    /// Fills a pixel rectangle (clipped) with `color` composited over what is there.
    mutating func fill(_ rect: PixelRect, color: Color) {
        let a = min(max(color.alpha, 0), 1)
        guard a > 0 else { return }
        let r = min(max(color.red, 0), 1), g = min(max(color.green, 0), 1), b = min(max(color.blue, 0), 1)
        let w = width
        let (ylo, yhi, xlo, xhi) = (
            max(0, rect.y0), min(height, max(rect.y1, 0)), max(0, rect.x0), min(width, max(rect.x1, 0))
        )
        guard ylo < yhi, xlo < xhi else { return }
        p.withUnsafeMutableBufferPointer { buf in
            for y in ylo..<yhi { for x in xlo..<xhi { Canvas.over(buf, y * w + x, r: r, g: g, b: b, a: a) } }
        }
    }

    /// Replaces the pixels of the columns `bitmap` covers, translated by `dx`, with its own (copy, not
    /// source-over; clipped to the canvas and to `clip` when given), over the canvas's whole height: rows below a
    /// shorter bitmap become transparent (its screen goes on below its canvas and hides what is under it). An
    /// opaque bitmap of the canvas's height gives what `draw` gives.
    mutating func copy(_ bitmap: Bitmap, dx: Int, clip: PixelRect? = nil) {
        let c = clip ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        // Output columns and rows.
        let x0 = max(0, dx, c.x0), x1 = min(width, bitmap.width + dx, c.x1)
        let y0 = max(0, c.y0), y1 = min(height, c.y1)
        guard x0 < x1, y0 < y1 else { return }
        let rows = min(bitmap.height, y1)
        let w = width, bw = bitmap.width
        p.withUnsafeMutableBufferPointer { dst in
            bitmap.pixels.withUnsafeBufferPointer { src in
                for y in y0 ..< max(y0, rows) {
                    for x in x0 ..< x1 {
                        let k = (y * bw + x - dx) * 4, o = (y * w + x) * 4
                        let a = Double(src[k + 3]) / 255
                        dst[o] = Double(src[k]) / 255 * a
                        dst[o + 1] = Double(src[k + 1]) / 255 * a
                        dst[o + 2] = Double(src[k + 2]) / 255 * a
                        dst[o + 3] = a
                    }
                }
                for y in max(y0, rows)..<y1 {
                    for x in x0..<x1 {
                        let o = (y * w + x) * 4
                        dst[o] = 0
                        dst[o + 1] = 0
                        dst[o + 2] = 0
                        dst[o + 3] = 0
                    }
                }
            }
        }
    }

    /// Dissolves toward the pixels of `bitmap` inside `region` (untranslated): each pixel becomes
    /// `(1 − opacity) · canvas + opacity · bitmap` in premultiplied components. For an opaque bitmap this is
    /// exactly `draw(bitmap, region:, opacity:)`; at opacity 1 it is a copy, at 0 nothing changes.
    mutating func dissolve(_ bitmap: Bitmap, region: PixelRect, opacity: Double) {
        let o = min(max(opacity, 0), 1)
        guard o > 0 else { return }
        let x0 = max(region.x0, 0), x1 = min(region.x1, width, bitmap.width)
        let y0 = max(region.y0, 0), y1 = min(region.y1, height, bitmap.height)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, bw = bitmap.width, inv = 1 - o
        p.withUnsafeMutableBufferPointer { dst in
            bitmap.pixels.withUnsafeBufferPointer { src in
                for y in y0 ..< y1 {
                    for x in x0 ..< x1 {
                        let k = (y * bw + x) * 4, d = (y * w + x) * 4
                        let a = Double(src[k + 3]) / 255
                        if a == 1 {
                            // Opaque: the same arithmetic as `draw` (source-over with alpha = opacity).
                            dst[d] = Double(src[k]) / 255 * o + dst[d] * inv
                            dst[d + 1] = Double(src[k + 1]) / 255 * o + dst[d + 1] * inv
                            dst[d + 2] = Double(src[k + 2]) / 255 * o + dst[d + 2] * inv
                            dst[d + 3] = o + dst[d + 3] * inv
                        } else {
                            dst[d] = Double(src[k]) / 255 * a * o + dst[d] * inv
                            dst[d + 1] = Double(src[k + 1]) / 255 * a * o + dst[d + 1] * inv
                            dst[d + 2] = Double(src[k + 2]) / 255 * a * o + dst[d + 2] * inv
                            dst[d + 3] = a * o + dst[d + 3] * inv
                        }
                    }
                }
            }
        }
    }

    /// Replaces rows `y0 ..< y1` (clipped; only `columns` when given) with the mix of two bands at p: each pixel
    /// moves linearly from `a` to `b` — per straight component when both are opaque (the bar fade's overlay
    /// colour, `Color.lerp`), else per premultiplied component. p = 0 gives `a` exactly, p = 1 gives `b`.
    mutating func mixRows(_ y0: Int, _ y1: Int, columns: Range<Int>? = nil, from a: BandSource, to b: BandSource,
                          progress t: Double) {
        let (lo, hi, w) = (max(0, y0), min(height, max(y1, 0)), width)
        let xs = max(0, columns?.lowerBound ?? 0) ..< min(w, max(0, columns?.upperBound ?? w))
        guard lo < hi, !xs.isEmpty else { return }
        for y in lo ..< hi {
            for x in xs {
                let s = a.rgba(x: x, y: y), d = b.rgba(x: x, y: y)
                let k = (y * w + x) * 4
                if s.3 == 1 && d.3 == 1 {
                    p[k] = s.0 + (d.0 - s.0) * t
                    p[k + 1] = s.1 + (d.1 - s.1) * t
                    p[k + 2] = s.2 + (d.2 - s.2) * t
                    p[k + 3] = 1
                } else {
                    p[k] = s.0 * s.3 * (1 - t) + d.0 * d.3 * t
                    p[k + 1] = s.1 * s.3 * (1 - t) + d.1 * d.3 * t
                    p[k + 2] = s.2 * s.3 * (1 - t) + d.2 * d.3 * t
                    p[k + 3] = s.3 * (1 - t) + d.3 * t
                }
            }
        }
    }

    /// Replaces rows `0 ..< rows` with the same rows of `bitmap` (same width), exactly.
    mutating func replaceTopRows(_ rows: Int, from bitmap: Bitmap) {
        precondition(bitmap.width == width)
        let n = min(rows, height, bitmap.height)
        guard n > 0 else { return }
        for i in 0 ..< n * width {
            let k = i * 4
            let a = Double(bitmap.pixels[k + 3]) / 255
            p[k] = Double(bitmap.pixels[k]) / 255 * a
            p[k + 1] = Double(bitmap.pixels[k + 1]) / 255 * a
            p[k + 2] = Double(bitmap.pixels[k + 2]) / 255 * a
            p[k + 3] = a
        }
    }

    /// 8-bit straight RGBA, each component rounded to nearest once.
    func bitmap() -> Bitmap {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        @inline(__always) func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        out.withUnsafeMutableBufferPointer { o in
            p.withUnsafeBufferPointer { s in
                var k = 0
                while k < s.count {
                    let a = s[k + 3]
                    if a > 0 {
                        o[k] = byte(s[k] / a)
                        o[k + 1] = byte(s[k + 1] / a)
                        o[k + 2] = byte(s[k + 2] / a)
                        o[k + 3] = byte(a)
                    }
                    k += 4
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out)!
    }
}

/// One side of the fade's overlay: its band image, or its flat background colour.
struct BandSource {
    let image: Bitmap?
    let color: (Double, Double, Double, Double)

    init(_ screen: RenderedScreen) {
        image = screen.band
        let c = screen.background
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        color = (clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.alpha))
    }

    /// Straight R, G, B, A in 0…1 at a pixel; transparent outside the image.
    @inline(__always)
    func rgba(x: Int, y: Int) -> (Double, Double, Double, Double) {
        guard let image else { return color }
        guard x < image.width, y < image.height else { return (0, 0, 0, 0) }
        let k = (y * image.width + x) * 4
        return image.pixels.withUnsafeBufferPointer { px in
            (Double(px[k]) / 255, Double(px[k + 1]) / 255, Double(px[k + 2]) / 255, Double(px[k + 3]) / 255)
        }
    }
}
