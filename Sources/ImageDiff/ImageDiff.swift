import BarSnapCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pixelmatch 7.1's options, with its defaults.
public struct PixelmatchOptions: Equatable, Sendable {
    /// Matching threshold, 0…1; smaller is more sensitive. The YIQ limit is `35215 × threshold²`.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences (disables anti-aliasing detection).
    public var includeAA: Bool = false
    /// Opacity of the original image in the diff output.
    public var alpha: Double = 0.1
    public var aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    public var diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// Colour for pixels that got darker in the actual image; nil uses `diffColor`.
    public var diffColorAlt: (UInt8, UInt8, UInt8)?
    /// Draw only the differences over a transparent background.
    public var diffMask: Bool = false

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0), diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0),
                diffColorAlt: (UInt8, UInt8, UInt8)? = nil, diffMask: Bool = false) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor; self.diffColorAlt = diffColorAlt; self.diffMask = diffMask
    }

    public static func == (a: PixelmatchOptions, b: PixelmatchOptions) -> Bool {
        a.threshold == b.threshold && a.includeAA == b.includeAA && a.alpha == b.alpha
            && a.aaColor == b.aaColor && a.diffColor == b.diffColor && a.diffMask == b.diffMask
            && a.diffColorAlt.map { [$0.0, $0.1, $0.2] } == b.diffColorAlt.map { [$0.0, $0.1, $0.2] }
    }
}

/// How two images are compared, plus the tolerance on top.
public struct DiffOptions: Equatable, Sendable, CustomStringConvertible {
    public enum Mode: Equatable, Sendable {
        /// Byte-for-byte RGBA equality per pixel.
        case exact
        /// pixelmatch 7.1 (YIQ delta + anti-aliasing detection).
        case pixelmatch(PixelmatchOptions)
        /// CIE ΔE94 per pixel: a pixel passes when ΔE ≤ (1 − perceptualPrecision) × 100 (0.98 ⇒ ΔE ≤ 2).
        case perceptual(perceptualPrecision: Double)
    }

    public var mode: Mode
    /// A difference is tolerated when at most this many pixels differ…
    public var maxDifferentPixels: Int
    /// …or when at most this fraction (0…1) of all pixels differs. Either limit suffices; with both 0 the
    /// images must match completely (under the mode's per-pixel rule).
    public var maxDifferentRatio: Double

    public init(mode: Mode = .pixelmatch(PixelmatchOptions()), maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
        self.mode = mode; self.maxDifferentPixels = maxDifferentPixels; self.maxDifferentRatio = maxDifferentRatio
    }

    public static let exact = DiffOptions(mode: .exact)
    public static let pixelmatch = DiffOptions()

    /// swift-snapshot-testing's pair: `precision` = fraction of pixels that must match,
    /// `perceptualPrecision` = per-pixel ΔE94 limit.
    public static func perceptual(precision: Double = 1, perceptualPrecision: Double) -> DiffOptions {
        DiffOptions(mode: .perceptual(perceptualPrecision: perceptualPrecision), maxDifferentRatio: max(0, 1 - precision))
    }

    /// A short human description, e.g. "pixelmatch threshold 0.1, max 0 px / 0%".
    public var description: String {
        let m: String
        switch mode {
        case .exact: m = "exact"
        case let .pixelmatch(o): m = "pixelmatch threshold \(o.threshold)" + (o.includeAA ? " includeAA" : "")
        case let .perceptual(p): m = "perceptual ΔE94 ≤ \(JSON.format(((1 - p) * 100 * 1e6).rounded() / 1e6))"
        }
        return "\(m), max \(maxDifferentPixels) px or \(JSON.format(maxDifferentRatio * 100))%"
    }
}

public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }
}

public struct DiffResult: Sendable {
    /// Pixels that differ under the mode's per-pixel rule (anti-aliased pixels excluded unless includeAA).
    /// For a size mismatch: every pixel of the larger canvas (`max(w) × max(h)`).
    public var differentPixels: Int
    /// Pixels classified as anti-aliasing (pixelmatch mode; not counted in `differentPixels`).
    public var antialiasedPixels: Int
    public var totalPixels: Int
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// Within the tolerance (always false for a size mismatch).
    public var passed: Bool
    /// The pixelmatch-style diff image, when requested.
    public var diffImage: Bitmap?

    public var sizeMismatch: Bool { expectedSize != actualSize }
    public var differentRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// One line: "identical", "12 of 364311 pixels differ (0.0033%)", or the size mismatch.
    public var summary: String {
        if sizeMismatch { return "size differs: expected \(expectedSize), actual \(actualSize)" }
        if differentPixels == 0 { return "identical" + (antialiasedPixels > 0 ? " (\(antialiasedPixels) anti-aliased pixels ignored)" : "") }
        let pct = (differentRatio * 100 * 10_000).rounded() / 10_000
        return "\(differentPixels) of \(totalPixels) pixels differ (\(JSON.format(pct))%)"
    }
}

/// Pure comparison functions over straight-RGBA8 bitmaps. No I/O.
public enum ImageDiff {
    /// Compares `expected` with `actual`. With `diffImage` true the result carries a pixelmatch-style diff
    /// image (faded grey original, `diffColor` changes, `aaColor` anti-aliasing).
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = .pixelmatch,
                               diffImage: Bool = false) -> DiffResult {
        let es = PixelSize(width: expected.width, height: expected.height)
        let asz = PixelSize(width: actual.width, height: actual.height)
        guard es == asz else {
            let w = max(es.width, asz.width), h = max(es.height, asz.height)
            return DiffResult(differentPixels: w * h, antialiasedPixels: 0, totalPixels: w * h, expectedSize: es,
                              actualSize: asz, passed: false,
                              diffImage: diffImage ? sizeMismatchImage(expected, actual, options: options) : nil)
        }
        let total = es.width * es.height
        // Fast path: identical buffers (memcmp).
        if buffersEqual(expected.pixels, actual.pixels) {
            var image: Bitmap?
            if diffImage { image = identicalImage(expected, options: options) }
            return DiffResult(differentPixels: 0, antialiasedPixels: 0, totalPixels: total, expectedSize: es,
                              actualSize: asz, passed: true, diffImage: image)
        }
        var count = 0, aa = 0
        var image: Bitmap?
        switch options.mode {
        case .exact:
            (count, image) = exactCount(expected, actual, diffImage: diffImage)
        case let .pixelmatch(o):
            (count, aa, image) = Pixelmatch.run(expected, actual, options: o, diffImage: diffImage)
        case let .perceptual(p):
            (count, image) = Perceptual.run(expected, actual, perceptualPrecision: p, diffImage: diffImage)
        }
        return DiffResult(differentPixels: count, antialiasedPixels: aa, totalPixels: total, expectedSize: es,
                          actualSize: asz, passed: withinTolerance(count, total: total, options: options),
                          diffImage: image)
    }

    public static func withinTolerance(_ count: Int, total: Int, options: DiffOptions) -> Bool {
        if count == 0 || count <= options.maxDifferentPixels { return true }
        return total > 0 && Double(count) <= options.maxDifferentRatio * Double(total) * (1 + 1e-12)
    }

    /// memcmp of the two pixel arrays.
    @inlinable
    public static func buffersEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                pa.count == 0 || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
            }
        }
    }

    static func exactCount(_ a: Bitmap, _ b: Bitmap, diffImage: Bool) -> (Int, Bitmap?) {
        let n = a.width * a.height
        var count = 0
        var out: Bitmap? = diffImage ? identicalImage(a, options: .exact) : nil
        var outPixels = out?.pixels ?? [0, 0, 0, 0]
        out?.pixels = []  // keep one owner of the buffer, so writing to it does not copy it
        let red = PixelWords.opaque((255, 0, 0))
        a.pixels.withUnsafeBytes { ra in
            b.pixels.withUnsafeBytes { rb in
                outPixels.withUnsafeMutableBytes { ro in
                    let wa = ra.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let wb = rb.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    let dst = ro.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    var i = 0
                    while i < n {
                        if wa[i] != wb[i] {
                            count &+= 1
                            if diffImage { dst[i] = red }
                        }
                        i &+= 1
                    }
                }
            }
        }
        if diffImage { out = Bitmap(width: a.width, height: a.height, pixels: outPixels) }
        return (count, out)
    }

    /// The diff image of identical images: the faded grey original (or empty for a diff mask).
    static func identicalImage(_ a: Bitmap, options: DiffOptions) -> Bitmap {
        var o = PixelmatchOptions()
        if case let .pixelmatch(p) = options.mode { o = p }
        var out = Bitmap(width: a.width, height: a.height)
        if o.diffMask { return out }
        var gray = FadedGray(alpha: o.alpha)
        a.pixels.withUnsafeBytes { src in
            out.pixels.withUnsafeMutableBytes { dst in
                gray.fill(src.baseAddress!.assumingMemoryBound(to: UInt32.self),
                          dst.baseAddress!.assumingMemoryBound(to: UInt32.self), a.width * a.height)
            }
        }
        return out
    }

    /// For different sizes: the union canvas, the faded expected image where both images have pixels,
    /// diff colour where only one of them does.
    static func sizeMismatchImage(_ a: Bitmap, _ b: Bitmap, options: DiffOptions) -> Bitmap {
        let w = max(a.width, b.width), h = max(a.height, b.height)
        var out = Bitmap(width: w, height: h)
        let faded = identicalImage(a, options: .pixelmatch)
        for y in 0..<h {
            for x in 0..<w {
                if x < a.width, y < a.height, x < b.width, y < b.height {
                    out.setPixel(x: x, y: y, faded.pixel(x: x, y: y))
                } else {
                    out.setPixel(x: x, y: y, (255, 0, 0, 255))
                }
            }
        }
        return out
    }

    @inline(__always)
    static func drawPixel(_ out: UnsafeMutableBufferPointer<UInt8>, _ pos: Int, _ c: (UInt8, UInt8, UInt8)) {
        out[pos] = c.0; out[pos + 1] = c.1; out[pos + 2] = c.2; out[pos + 3] = 255
    }

    // MARK: Strip

    /// Three panels side by side: expected | diff | actual, top-aligned, separated by `gap` pixels of
    /// opaque mid grey; areas outside a shorter panel stay transparent.
    public static func strip(expected: Bitmap, diff: Bitmap, actual: Bitmap, gap: Int = 4) -> Bitmap {
        let panels = [expected, diff, actual]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
        let height = max(1, panels.map(\.height).max() ?? 1)
        var out = Bitmap(width: max(1, width), height: height)
        var x0 = 0
        out.pixels.withUnsafeMutableBufferPointer { dst in
            for (index, panel) in panels.enumerated() {
                panel.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<panel.height {
                        let d = (y * width + x0) * 4, s = y * panel.width * 4
                        (dst.baseAddress! + d).update(from: src.baseAddress! + s, count: panel.width * 4)
                    }
                }
                x0 += panel.width
                if index < 2 {
                    for y in 0..<height {
                        for x in x0..<(x0 + gap) {
                            let p = (y * width + x) * 4
                            dst[p] = 128; dst[p + 1] = 128; dst[p + 2] = 128; dst[p + 3] = 255
                        }
                    }
                    x0 += gap
                }
            }
        }
        return out
    }
}
