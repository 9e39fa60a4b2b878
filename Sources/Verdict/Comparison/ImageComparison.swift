import Basics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An image's size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(width)×\(height)" }
}

/// What comparing two images found: the differing pixels, the sizes, whether it passed, the diff image.
public struct DiffResult: Sendable {
    /// Pixels that differ under the mode's per-pixel rule (anti-aliased pixels excluded unless includeAA).
    /// For a size mismatch: every pixel of the larger canvas (`max(w) × max(h)`).
    public var differentPixels: Int
    /// Pixels classified as anti-aliasing (pixelmatch mode; not counted in `differentPixels`).
    public var antialiasedPixels: Int
    /// Every pixel compared (of the larger canvas when the sizes differ).
    public var totalPixels: Int
    /// The reference's size.
    public var expectedSize: PixelSize
    /// The new render's size.
    public var actualSize: PixelSize
    /// Within the tolerance (always false for a size mismatch).
    public var passed: Bool
    /// The pixelmatch-style diff image, when requested.
    public var diffImage: Bitmap?

    public init(
        differentPixels: Int, antialiasedPixels: Int, totalPixels: Int, expectedSize: PixelSize, actualSize: PixelSize,
        passed: Bool, diffImage: Bitmap? = nil
    ) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.passed = passed
        self.diffImage = diffImage
    }

    /// The two images differ in size (nothing was compared pixel by pixel).
    public var sizeMismatch: Bool { expectedSize != actualSize }
    /// `differentPixels` as a fraction of `totalPixels` (0 for an empty image).
    public var differentRatio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }

    /// One line: "identical", "12 of 364311 pixels differ (0.0033%)", or the size mismatch.
    public var summary: String {
        if sizeMismatch { return "size differs: expected \(expectedSize), actual \(actualSize)" }
        if differentPixels == 0 {
            return "identical" + (antialiasedPixels > 0 ? " (\(antialiasedPixels) anti-aliased pixels ignored)" : "")
        }
        let pct = (differentRatio * 100 * 10_000).rounded() / 10_000
        return "\(differentPixels) of \(totalPixels) pixels differ (\(JSON.format(pct))%)"
    }
}

/// Pure comparison functions over straight-RGBA8 bitmaps. No I/O.
package enum ImageComparison {
    /// Compares `expected` with `actual` under `options` (exact unless told otherwise). With `diffImage` true the
    /// result carries a pixelmatch-style diff image (faded grey original, changes in red).
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = DiffOptions(),
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
        let found = options.mode.comparison.differences(expected, actual, diffImage: diffImage)
        return DiffResult(differentPixels: found.count, antialiasedPixels: found.antialiased, totalPixels: total,
                          expectedSize: es, actualSize: asz,
                          passed: withinTolerance(found.count, total: total, options: options), diffImage: found.image)
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

    /// The diff image of identical images: the mode's background (pixelmatch's faded grey original, or empty for a
    /// diff mask).
    static func identicalImage(_ a: Bitmap, options: DiffOptions) -> Bitmap {
        options.mode.comparison.background(of: a)
    }

    /// pixelmatch's faded grey copy: each pixel's brightness blended towards white, `alpha` of the original kept.
    public static func fadedCopy(_ a: Bitmap, alpha: Double) -> Bitmap {
        var out = Bitmap(width: a.width, height: a.height)
        var gray = FadedGray(alpha: alpha)
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
        let faded = fadedCopy(a, alpha: 0.1)
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
        out[pos] = c.0
        out[pos + 1] = c.1
        out[pos + 2] = c.2
        out[pos + 3] = 255
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
                            dst[p] = 128
                            dst[p + 1] = 128
                            dst[p + 2] = 128
                            dst[p + 3] = 255
                        }
                    }
                    x0 += gap
                }
            }
        }
        return out
    }
}
