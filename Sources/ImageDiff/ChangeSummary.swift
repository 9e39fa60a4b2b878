import BarSnapCore
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
public struct ChangeSummary: Equatable, Sendable {
    /// The bounding box of the differing pixels.
    public var x: Int, y: Int, width: Int, height: Int
    /// Pixels whose RGBA differs at all (no threshold: the change itself, not the verdict).
    public var changedPixels: Int
    public var signature: UInt64

    public init(x: Int, y: Int, width: Int, height: Int, changedPixels: Int, signature: UInt64) {
        self.x = x; self.y = y; self.width = width; self.height = height
        self.changedPixels = changedPixels; self.signature = signature
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
        hash ^= hash >> 30; hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 27; hash = hash &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return ChangeSummary(x: minX, y: minY, width: bw, height: bh, changedPixels: changed, signature: hash)
    }
}
