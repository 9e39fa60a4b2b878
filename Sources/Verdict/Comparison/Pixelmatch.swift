import Basics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pixelmatch 7.1's algorithm re-implemented (not its code), bit-identical to it.
/// Design notes: "Pixelmatch, re-implemented".
enum Pixelmatch {
    static func run(_ img1: Bitmap, _ img2: Bitmap, options o: PixelmatchOptions, diffImage: Bool)
        -> (count: Int, aa: Int, image: Bitmap?) {
        let width = img1.width, height = img1.height
        let maxDelta = 35215 * o.threshold * o.threshold
        let alt = o.diffColorAlt ?? o.diffColor
        let diffWord = PixelWords.opaque(o.diffColor), altWord = PixelWords.opaque(alt),
            aaWord = PixelWords.opaque(o.aaColor)
        let draw = diffImage, drawBackground = diffImage && !o.diffMask
        var outPixels = [UInt8](repeating: 0, count: diffImage ? width * height * 4 : 4)
        var diff = 0, aaCount = 0
        img1.pixels.withUnsafeBytes { r1 in
            img2.pixels.withUnsafeBytes { r2 in
                outPixels.withUnsafeMutableBytes { ro in
                    let p1 = r1.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let p2 = r2.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let a32 = r1.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let b32 = r2.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let dst = ro.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let toDouble = UnsafePointer(PixelWords.byteToDouble)
                    var gray = FadedGray(alpha: o.alpha)
                    let rowBytes = width &* 4
                    var y = 0
                    while y < height {
                        let row = y &* width
                        if memcmp(a32 + row, b32 + row, rowBytes) == 0 {
                            if drawBackground { gray.fill(a32 + row, dst + row, width) }
                            y &+= 1
                            continue
                        }
                        var x = 0
                        while x < width {
                            let i = row &+ x
                            let pa = a32[i]
                            if pa == b32[i] {
                                if drawBackground { dst[i] = gray.word(pa) }
                                x &+= 1
                                continue
                            }
                            let pos = i &* 4
                            let delta = colorDelta(p1, p2, pos, pos, yOnly: false, toDouble)
                            if abs(delta) > maxDelta {
                                let isAA = !o.includeAA
                                    && (antialiased(p1, x, y, width, height, a32, b32, toDouble)
                                        || antialiased(p2, x, y, width, height, b32, a32, toDouble))
                                if isAA {
                                    aaCount &+= 1
                                    if drawBackground { dst[i] = aaWord }
                                } else {
                                    if draw { dst[i] = delta < 0 ? altWord : diffWord }
                                    diff &+= 1
                                }
                            } else if drawBackground {
                                dst[i] = gray.word(pa)
                            }
                            x &+= 1
                        }
                        y &+= 1
                    }
                }
            }
        }
        let image = diffImage ? Bitmap(width: width, height: height, pixels: outPixels) : nil
        return (diff, aaCount, image)
    }

    /// Squared YIQ distance, negative when the second pixel is darker (pixelmatch's sign convention:
    /// `y > 0 ? -delta : delta`); with `yOnly` the signed brightness difference.
    @inline(__always)
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>,
                           _ k: Int, _ m: Int, yOnly: Bool, _ d: UnsafePointer<Double>) -> Double {
        let r1 = d[Int(img1[k])], g1 = d[Int(img1[k &+ 1])], b1 = d[Int(img1[k &+ 2])], a1 = d[Int(img1[k &+ 3])]
        let r2 = d[Int(img2[m])], g2 = d[Int(img2[m &+ 1])], b2 = d[Int(img2[m &+ 2])], a2 = d[Int(img2[m &+ 3])]
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let kd = Double(k)
            let rb = Double(48 + 159 * (k % 2))
            let gb = Double(
                48 + 159 * (Int(Int32(truncatingIfNeeded: Int((kd / 1.618033988749895).rounded(.towardZero)))) % 2))
            let bb = Double(
                48 + 159 * (Int(Int32(truncatingIfNeeded: Int((kd / 2.618033988749895).rounded(.towardZero)))) % 2))
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

    static func antialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ a32: UnsafePointer<UInt32>, _ b32: UnsafePointer<UInt32>, _ d: UnsafePointer<Double>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = y1 &* width &+ x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if x == x1 && y == y1 {
                    y &+= 1
                    continue
                }
                let delta = colorDelta(img, img, pos &* 4, (y &* width &+ x) &* 4, yOnly: true, d)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
                y &+= 1
            }
            x &+= 1
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// True when the pixel has 3+ identical neighbours (borders count as one).
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool
    {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = img[y1 &* width &+ x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if !(x == x1 && y == y1) {
                    if val == img[y &* width &+ x] { zeroes &+= 1 }
                    if zeroes > 2 { return true }
                }
                y &+= 1
            }
            x &+= 1
        }
        return false
    }
}

/// Pixels as 32-bit words (R, G, B, A in memory order) and the shared UInt8 → Double table.
enum PixelWords {
    /// `Double(i)` for i in 0…255: a load instead of a conversion call in debug builds.
    nonisolated(unsafe) static let byteToDouble: UnsafeMutablePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        var i = 0
        while i < 256 {
            table[i] = Double(i)
            i += 1
        }
        return table
    }()

    /// The word whose bytes in memory are r, g, b, 255.
    static func opaque(_ c: (UInt8, UInt8, UInt8)) -> UInt32 {
        UInt32(littleEndian: UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16 | 0xFF00_0000)
    }
}

/// pixelmatch's faded grey background, 255 + (Y − 255) × alpha × a/255 truncated like a Uint8Array, with a
/// one-pixel memo: bars are mostly runs of one colour, so most pixels reuse the previous result.
struct FadedGray {
    let alpha: Double
    var lastPixel: UInt32 = 0
    var lastWord: UInt32
    init(alpha: Double) {
        self.alpha = alpha
        lastWord = FadedGray.compute(0, alpha)
    }

    @inline(__always)
    mutating func word(_ pixel: UInt32) -> UInt32 {
        if pixel != lastPixel {
            lastPixel = pixel
            lastWord = FadedGray.compute(pixel, alpha)
        }
        return lastWord
    }

    mutating func fill(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int) {
        var i = 0
        while i < count {
            dst[i] = word(src[i])
            i &+= 1
        }
    }

    static func compute(_ pixel: UInt32, _ alpha: Double) -> UInt32 {
        let p = UInt32(littleEndian: pixel)
        let d = UnsafePointer(PixelWords.byteToDouble)
        let r = d[Int(p & 0xFF)], g = d[Int(p >> 8 & 0xFF)], b = d[Int(p >> 16 & 0xFF)], a = d[Int(p >> 24)]
        let y = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
        let val = 255 + (y - 255) * alpha * a / 255
        let v = UInt32(UInt8(clamping: Int(val)))
        return UInt32(littleEndian: v | v << 8 | v << 16 | 0xFF00_0000)
    }
}
