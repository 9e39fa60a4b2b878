import Basics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where two same-sized images differ, and a fingerprint of how.
///
/// `signature` hashes the box's size and, for every pixel that differs, its position inside the box and its
/// expected and actual RGBA. Two failures with equal signatures changed exactly the same pixels in exactly the
/// same way (possibly at another place on the canvas, e.g. the same button on two bars of different widths):
/// the report shows them as one group. 64 bits: a collision needs ~4 billion distinct changes.
package struct ChangeSummary: Equatable, Sendable {
    /// The bounding box of the differing pixels.
    public var x: Int, y: Int, width: Int, height: Int
    /// Pixels whose RGBA differs at all (no threshold: the change itself, not the verdict).
    public var changedPixels: Int
    public var signature: UInt64

    public init(x: Int, y: Int, width: Int, height: Int, changedPixels: Int, signature: UInt64) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.changedPixels = changedPixels
        self.signature = signature
    }

    /// 16 lowercase hex digits.
    public var signatureHex: String {
        let s = String(signature, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// nil when the sizes differ or the images are identical. Rows that are byte-equal are skipped with
    /// memcmp; the rest is walked through raw pointers, so a debug build stays within a few times release.
    public static func between(_ expected: Bitmap, _ actual: Bitmap) -> ChangeSummary? {
        guard expected.width == actual.width, expected.height == actual.height,
              expected.width > 0, expected.height > 0 else { return nil }
        let w = expected.width, h = expected.height
        return expected.pixels.withUnsafeBytes { ra in
            actual.pixels.withUnsafeBytes { rb in
                scan(ra.baseAddress!.assumingMemoryBound(to: UInt32.self),
                     rb.baseAddress!.assumingMemoryBound(to: UInt32.self), w, h)
            }
        }
    }

    static func scan(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ w: Int, _ h: Int) -> ChangeSummary? {
        let rowBytes = w &* 4
        var minX = Int.max, minY = -1, maxX = -1, maxY = -1
        var changed = 0
        var y = 0
        while y < h {
            let ra = a + y &* w, rb = b + y &* w
            if memcmp(ra, rb, rowBytes) != 0 {
                if minY < 0 { minY = y }
                maxY = y
                var x = 0
                while x < w {
                    if ra[x] != rb[x] {
                        changed &+= 1
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                    }
                    x &+= 1
                }
            }
            y &+= 1
        }
        guard minY >= 0 else { return nil }
        let bw = maxX &- minX &+ 1, bh = maxY &- minY &+ 1
        // FNV-1a-style mixing of 64-bit words, finished with splitmix64's avalanche.
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        hash = (hash ^ (UInt64(bw) << 32 | UInt64(bh))) &* prime
        y = minY
        while y <= maxY {
            let ra = a + y &* w, rb = b + y &* w
            if memcmp(ra, rb, rowBytes) != 0 {
                var x = minX
                while x <= maxX {
                    let p = ra[x], q = rb[x]
                    if p != q {
                        let position = UInt64(truncatingIfNeeded: (y &- minY) &* bw &+ (x &- minX))
                        hash = (hash ^ position) &* prime
                        hash = (hash ^ (UInt64(p) << 32 | UInt64(q))) &* prime
                    }
                    x &+= 1
                }
            }
            y &+= 1
        }
        hash ^= hash >> 30
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 27
        hash = hash &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return ChangeSummary(x: minX, y: minY, width: bw, height: bh, changedPixels: changed, signature: hash)
    }
}

extension ChangeSummary {
    /// The box grown by one pixel on each side (clamped to a `width`×`height` image): the margin is unchanged, so an
    /// image of the box laid over the other image at a fractional zoom blends equal pixels at its edges.
    public func boxWithMargin(width: Int, height: Int) -> [Int] {
        let x0 = max(0, x - 1), y0 = max(0, y - 1)
        let x1 = min(width, x + self.width + 1), y1 = min(height, y + self.height + 1)
        return [x0, y0, max(0, x1 - x0), max(0, y1 - y0)]
    }

    /// The pixels of `image` inside `rect` (x, y, width, height) when every one is opaque and the rectangle is at
    /// most half the image, so laying it over an image that equals this one outside the rectangle is exact and
    /// worth it; nil otherwise.
    public static func opaqueCrop(of image: Bitmap, rect: [Int]) -> Bitmap? {
        guard rect.count == 4 else { return nil }
        let rx = rect[0], ry = rect[1], rw = rect[2], rh = rect[3]
        guard rx >= 0, ry >= 0, rw > 0, rh > 0, rx + rw <= image.width, ry + rh <= image.height,
              rw * rh * 2 <= image.width * image.height else { return nil }
        var out = Bitmap(width: rw, height: rh)
        var opaque = true
        image.pixels.withUnsafeBytes { src in
            out.pixels.withUnsafeMutableBytes { dst in
                let s = src.baseAddress!.assumingMemoryBound(to: UInt32.self)
                let d = dst.baseAddress!.assumingMemoryBound(to: UInt32.self)
                let alpha = UInt32(littleEndian: 0xFF00_0000)
                var row = 0
                while row < rh && opaque {
                    let from = s + ((ry &+ row) &* image.width &+ rx), to = d + row &* rw
                    to.update(from: from, count: rw)
                    var i = 0
                    while i < rw {
                        if to[i] & alpha != alpha {
                            opaque = false
                            break
                        }
                        i &+= 1
                    }
                    row &+= 1
                }
            }
        }
        return opaque ? out : nil
    }
}
