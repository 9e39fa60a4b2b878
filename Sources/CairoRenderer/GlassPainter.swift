import Basics
import CCairo
import Drawing

/// Draws `Glass` on the pixels already on the current target, computing every pixel in integer arithmetic (no
/// Cairo or pixman compositing), so the bytes are the same on every machine and with `PIXMAN_DISABLE` set.
extension DrawContext {
    func drawGlass(_ g: Glass) {
        guard g.frame.width > 0, g.frame.height > 0 else { return }
        let target = cairo_get_group_target(cr)
        guard let target, cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target))
        var offX = 0.0, offY = 0.0
        cairo_surface_get_device_offset(target, &offX, &offY)
        // The frame in device pixels (a mirrored context swaps its corners), then in eighths of a pixel.
        var ax = g.frame.minX, ay = g.frame.minY, bx = g.frame.maxX, by = g.frame.maxY
        cairo_user_to_device(cr, &ax, &ay)
        cairo_user_to_device(cr, &bx, &by)
        var unit = 1.0, zero = 0.0
        cairo_user_to_device_distance(cr, &unit, &zero)
        let px = abs(unit)
        func eighths(_ v: Double) -> Int { Int((v * 8).rounded()) }
        let shape = GlassShape(x0: eighths(min(ax, bx) + offX), y0: eighths(min(ay, by) + offY),
                               x1: eighths(max(ax, bx) + offX), y1: eighths(max(ay, by) + offY),
                               radius: eighths(min(max(g.radius, 0) * px, abs(bx - ax) / 2, abs(by - ay) / 2)))
        let blur = min(64, max(0, Int((g.blur * px).rounded())))
        let soft = min(64, max(0, Int((g.shadowBlur * px).rounded())))
        let drop = min(64, max(0, Int((g.shadowOffset * px).rounded())))
        let ring = max(1, eighths(px))
        let grow = blur + soft + drop + 1
        let rx0 = max(0, shape.x0 / 8 - grow), ry0 = max(0, shape.y0 / 8 - grow)
        let rx1 = min(width, (shape.x1 + 7) / 8 + grow), ry1 = min(height, (shape.y1 + 7) / 8 + grow)
        guard rx1 > rx0, ry1 > ry0 else { return }
        let w = rx1 - rx0, h = ry1 - ry0
        let rows = data

        var source = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(rows + (ry0 + y) * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { source[y * w + x] = row[rx0 + x] }
        }
        let blurred = GlassMath.boxBlur(source, width: w, height: h, radius: blur)
        let cover = shape.coverage(x: rx0, y: ry0, width: w, height: h)
        let inner = shape.inset(by: ring).coverage(x: rx0, y: ry0, width: w, height: h)
        let shadowShape = shape.offset(dy: drop * 8).coverage(x: rx0, y: ry0, width: w, height: h)
        let shadow = GlassMath.blurMask(shadowShape.map { $0 * 16 }, width: w, height: h, radius: soft)
        let tint = GlassMath.premultiplied(g.tint), light = GlassMath.premultiplied(g.highlight)
        let dark = GlassMath.premultiplied(g.shadow)
        let top = shape.y0 / 8, span = max(1, (shape.y1 - shape.y0) / 8)

        for y in 0..<h {
            let row = UnsafeMutableRawPointer(rows + (ry0 + y) * stride).assumingMemoryBound(to: UInt32.self)
            // The highlight: full at the top, 40 % at the bottom.
            let fromTop = min(max(ry0 + y - top, 0), span)
            let lightWeight = 16 - 10 * fromTop / span
            for x in 0..<w {
                let i = y * w + x
                var p = source[i]
                let c = cover[i]
                if c < 16, shadow[i] > 0 {
                    let a = dark.a * shadow[i] * (16 - c) / (256 * 16)
                    p = GlassMath.over(GlassMath.scaled(dark, a, of: dark.a), p)
                }
                if c > 0 {
                    var glass = GlassMath.over(tint, blurred[i])
                    let edge = c - min(c, inner[i])
                    if edge > 0, light.a > 0 {
                        let a = light.a * edge * lightWeight / (16 * 16)
                        glass = GlassMath.over(GlassMath.scaled(light, a, of: light.a), glass)
                    }
                    p = GlassMath.mix(glass, p, weight: c)
                }
                row[rx0 + x] = p
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(rx0), Int32(ry0), Int32(w), Int32(h))
    }
}

/// A rounded rectangle in eighths of a device pixel.
struct GlassShape {
    var x0: Int, y0: Int, x1: Int, y1: Int, radius: Int

    func inset(by d: Int) -> GlassShape {
        GlassShape(x0: x0 + d, y0: y0 + d, x1: max(x0 + d, x1 - d), y1: max(y0 + d, y1 - d), radius: max(0, radius - d))
    }

    func offset(dy: Int) -> GlassShape { GlassShape(x0: x0, y0: y0 + dy, x1: x1, y1: y1 + dy, radius: radius) }

    /// Whether the point (in eighths) lies inside.
    func contains(_ px: Int, _ py: Int) -> Bool {
        guard px >= x0, px < x1, py >= y0, py < y1 else { return false }
        let cx = min(max(px, x0 + radius), x1 - radius), cy = min(max(py, y0 + radius), y1 - radius)
        let dx = px - cx, dy = py - cy
        return dx * dx + dy * dy <= radius * radius
    }

    /// For each pixel of the region, how many of its 4 × 4 sample points lie inside (0–16).
    func coverage(x: Int, y: Int, width: Int, height: Int) -> [Int] {
        var out = [Int](repeating: 0, count: width * height)
        for j in 0..<height {
            let py = (y + j) * 8
            guard py + 8 > y0, py < y1 else { continue }
            // Rows whose sample points all lie between the top and bottom corners' centres: there a pixel whose
            // samples are inside the left and right edges is fully covered (the clamped centre is the point itself).
            let rowInside = py + 1 >= y0 && py + 7 < y1
            let rowInBand = py + 1 >= y0 + radius && py + 7 <= y1 - radius
            for i in 0..<width {
                let px = (x + i) * 8
                guard px + 8 > x0, px < x1 else { continue }
                // The same count as sampling, without sampling: every sample point inside the shape's cross.
                if rowInside, px + 1 >= x0, px + 7 < x1,
                   rowInBand || (px + 1 >= x0 + radius && px + 7 <= x1 - radius) {
                    out[j * width + i] = 16
                    continue
                }
                var n = 0
                for sy in 0..<4 { for sx in 0..<4 where contains(px + 1 + 2 * sx, py + 1 + 2 * sy) { n += 1 } }
                out[j * width + i] = n
            }
        }
        return out
    }
}

/// Integer pixel arithmetic on Cairo's premultiplied ARGB32 words.
enum GlassMath {
    struct Pixel { var a: Int, r: Int, g: Int, b: Int }

    static func split(_ p: UInt32) -> Pixel {
        Pixel(a: Int(p >> 24), r: Int((p >> 16) & 0xFF), g: Int((p >> 8) & 0xFF), b: Int(p & 0xFF))
    }

    static func join(_ p: Pixel) -> UInt32 {
        func c(_ v: Int) -> UInt32 { UInt32(min(max(v, 0), 255)) }
        return c(p.a) << 24 | c(p.r) << 16 | c(p.g) << 8 | c(p.b)
    }

    static func premultiplied(_ color: Color) -> Pixel {
        let (r, g, b, a) = color.rgba8
        let alpha = Int(a)
        return Pixel(a: alpha, r: (Int(r) * alpha + 127) / 255, g: (Int(g) * alpha + 127) / 255,
                     b: (Int(b) * alpha + 127) / 255)
    }

    /// `p` (premultiplied, alpha `full`) at alpha `a`.
    static func scaled(_ p: Pixel, _ a: Int, of full: Int) -> Pixel {
        guard full > 0 else { return Pixel(a: 0, r: 0, g: 0, b: 0) }
        return Pixel(a: a, r: p.r * a / full, g: p.g * a / full, b: p.b * a / full)
    }

    /// `src` over the word `dst`.
    static func over(_ src: Pixel, _ dst: UInt32) -> UInt32 {
        let d = split(dst), k = 255 - src.a
        func f(_ s: Int, _ d: Int) -> Int { s + (d * k + 127) / 255 }
        return join(Pixel(a: f(src.a, d.a), r: f(src.r, d.r), g: f(src.g, d.g), b: f(src.b, d.b)))
    }

    /// `a` where `weight` is 16, `b` where it is 0.
    static func mix(_ a: UInt32, _ b: UInt32, weight: Int) -> UInt32 {
        if weight >= 16 { return a }
        let p = split(a), q = split(b)
        func f(_ x: Int, _ y: Int) -> Int { (x * weight + y * (16 - weight) + 8) / 16 }
        return join(Pixel(a: f(p.a, q.a), r: f(p.r, q.r), g: f(p.g, q.g), b: f(p.b, q.b)))
    }

    /// A box blur of `radius` pixels, twice horizontally and twice vertically, edges clamped.
    static func boxBlur(_ pixels: [UInt32], width: Int, height: Int, radius: Int) -> [UInt32] {
        guard radius > 0 else { return pixels }
        var channels = (0..<4).map { shift in pixels.map { Int(($0 >> UInt32(24 - 8 * shift)) & 0xFF) } }
        for c in 0..<4 { channels[c] = blurMask(channels[c], width: width, height: height, radius: radius) }
        var out = [UInt32](repeating: 0, count: pixels.count)
        for i in 0..<pixels.count {
            out[i] = join(Pixel(a: channels[0][i], r: channels[1][i], g: channels[2][i], b: channels[3][i]))
        }
        return out
    }

    /// One channel box-blurred (twice in each direction), rounding to nearest.
    static func blurMask(_ values: [Int], width: Int, height: Int, radius: Int) -> [Int] {
        guard radius > 0, width > 0, height > 0 else { return values }
        var v = values
        for _ in 0..<2 {
            v = pass(v, count: height, length: width, step: 1, lineStep: width, radius: radius)
            v = pass(v, count: width, length: height, step: width, lineStep: 1, radius: radius)
        }
        return v
    }

    /// A running-sum box average along each of `count` lines of `length` values.
    static func pass(_ v: [Int], count: Int, length: Int, step: Int, lineStep: Int, radius: Int) -> [Int] {
        var out = v
        let n = 2 * radius + 1
        for line in 0..<count {
            let base = line * lineStep
            func at(_ i: Int) -> Int { v[base + min(max(i, 0), length - 1) * step] }
            var sum = 0
            for i in -radius...radius { sum += at(i) }
            for i in 0..<length {
                out[base + i * step] = (sum + n / 2) / n
                sum += at(i + radius + 1) - at(i - radius)
            }
        }
        return out
    }
}
