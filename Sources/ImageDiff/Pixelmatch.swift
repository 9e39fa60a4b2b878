import BarSnapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A re-implementation of pixelmatch 7.1's algorithm (not its code), so counts match it pixel for pixel:
/// - colour delta: YIQ (Kotsarenko & Ramos 2010), squared and weighted 0.5053 / 0.299 / 0.1957, limit
///   `35215 × threshold²`; translucent pixels are blended over pixelmatch 7's position-dependent background
///   (`48 + 159 × parity`, golden-ratio pattern for green and blue) before the delta;
/// - anti-aliasing (Vyšniauskas 2009): a pixel with at most 2 equal neighbours that has both a darker and a
///   brighter neighbour, where the darkest or the brightest neighbour has 3+ identical neighbours in *both*
///   images (`hasManySiblings`); image borders count as one equal neighbour.
/// Floating-point operations are performed in the same order as the JavaScript so results are bit-identical.
enum Pixelmatch {
    static func run(_ img1: Bitmap, _ img2: Bitmap, options o: PixelmatchOptions, diffImage: Bool)
        -> (count: Int, aa: Int, image: Bitmap?) {
        let width = img1.width, height = img1.height
        let maxDelta = 35215 * o.threshold * o.threshold
        let alt = o.diffColorAlt ?? o.diffColor
        var out: Bitmap? = diffImage ? Bitmap(width: width, height: height) : nil
        var diff = 0, aaCount = 0
        img1.pixels.withUnsafeBufferPointer { p1 in
            img2.pixels.withUnsafeBufferPointer { p2 in
                let a32 = UnsafeRawBufferPointer(p1).bindMemory(to: UInt32.self)
                let b32 = UnsafeRawBufferPointer(p2).bindMemory(to: UInt32.self)
                var scratch = [UInt8]()
                if out == nil { scratch = [0, 0, 0, 0] }
                var outPixels = out?.pixels ?? scratch
                outPixels.withUnsafeMutableBufferPointer { dst in
                    let draw = out != nil
                    let drawBackground = draw && !o.diffMask
                    for y in 0..<height {
                        let row = y * width
                        var x = 0
                        while x < width {
                            let i = row + x
                            if a32[i] == b32[i] {
                                if drawBackground { ImageDiff.drawGrayPixel(p1, i * 4, o.alpha, dst) }
                                x += 1
                                continue
                            }
                            let pos = i * 4
                            let delta = colorDelta(p1, p2, pos, pos, yOnly: false)
                            if abs(delta) > maxDelta {
                                let isAA = !o.includeAA
                                    && (antialiased(p1, x, y, width, height, a32, b32)
                                        || antialiased(p2, x, y, width, height, b32, a32))
                                if isAA {
                                    aaCount += 1
                                    if drawBackground { ImageDiff.drawPixel(dst, pos, o.aaColor) }
                                } else {
                                    if draw { ImageDiff.drawPixel(dst, pos, delta < 0 ? alt : o.diffColor) }
                                    diff += 1
                                }
                            } else if drawBackground {
                                ImageDiff.drawGrayPixel(p1, pos, o.alpha, dst)
                            }
                            x += 1
                        }
                    }
                }
                if out != nil { out!.pixels = outPixels }
            }
        }
        return (diff, aaCount, out)
    }

    /// Squared YIQ distance, negative when the second pixel is darker (pixelmatch's sign convention:
    /// `y > 0 ? -delta : delta`); with `yOnly` the signed brightness difference.
    @inline(__always)
    static func colorDelta(_ img1: UnsafeBufferPointer<UInt8>, _ img2: UnsafeBufferPointer<UInt8>,
                           _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let kd = Double(k)
            let rb = Double(48 + 159 * (k % 2))
            let gb = Double(48 + 159 * (Int(Int32(truncatingIfNeeded: Int((kd / 1.618033988749895).rounded(.towardZero)))) % 2))
            let bb = Double(48 + 159 * (Int(Int32(truncatingIfNeeded: Int((kd / 2.618033988749895).rounded(.towardZero)))) % 2))
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    static func antialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            _ a32: UnsafeBufferPointer<UInt32>, _ b32: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// True when the pixel has 3+ identical neighbours (borders count as one).
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if val == img[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

/// CIE ΔE94 (graphic arts: kL = 1, K1 = 0.045, K2 = 0.015) between sRGB pixels converted to CIELAB (D65).
/// Alpha: each pixel is composited over white and over black; the larger of the two ΔE counts, so an alpha
/// change is a colour change.
enum Perceptual {
    static func run(_ a: Bitmap, _ b: Bitmap, perceptualPrecision p: Double, diffImage: Bool) -> (Int, Bitmap?) {
        let limit = (1 - p) * 100
        let n = a.width * a.height
        var count = 0
        var out: Bitmap? = diffImage ? ImageDiff.identicalImage(a, options: .pixelmatch) : nil
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                let wa = UnsafeRawBufferPointer(pa).bindMemory(to: UInt32.self)
                let wb = UnsafeRawBufferPointer(pb).bindMemory(to: UInt32.self)
                for i in 0..<n where wa[i] != wb[i] {
                    let k = i * 4
                    let d = max(deltaE(pa, pb, k, background: 255), deltaE(pa, pb, k, background: 0))
                    if d > limit {
                        count += 1
                        if out != nil { out!.pixels.withUnsafeMutableBufferPointer { ImageDiff.drawPixel($0, k, (255, 0, 0)) } }
                    }
                }
            }
        }
        return (count, out)
    }

    static func lab(_ img: UnsafeBufferPointer<UInt8>, _ k: Int, background: Double) -> (Double, Double, Double) {
        let alpha = Double(img[k + 3]) / 255
        func channel(_ v: UInt8) -> Double {
            // Composite in sRGB-encoded space (how the pixel is displayed over the background), then linearise.
            let c = (Double(v) * alpha + background * (1 - alpha)) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = channel(img[k]), g = channel(img[k + 1]), b = channel(img[k + 2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func deltaE(_ pa: UnsafeBufferPointer<UInt8>, _ pb: UnsafeBufferPointer<UInt8>, _ k: Int, background: Double) -> Double {
        deltaE94(lab(pa, k, background: background), lab(pb, k, background: background))
    }

    static func deltaE94(_ l1: (Double, Double, Double), _ l2: (Double, Double, Double)) -> Double {
        let dL = l1.0 - l2.0
        let c1 = (l1.1 * l1.1 + l1.2 * l1.2).squareRoot(), c2 = (l2.1 * l2.1 + l2.2 * l2.2).squareRoot()
        let dC = c1 - c2
        let da = l1.1 - l2.1, db = l1.2 - l2.2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let t = dC / sC
        return (dL * dL + t * t + dH2 / (sH * sH)).squareRoot()
    }
}
