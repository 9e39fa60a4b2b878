/// An 8-bit straight-alpha RGBA image, rows top to bottom, no padding.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A.
    public var pixels: [UInt8]

    /// The largest image BarSnap accepts anywhere (decode, render, compose): 16,384 px a side and 2^28 pixels.
    public static let maxSide = 16_384
    public static let maxPixels = 1 << 28

    /// Whether an image of this size may be made: both sides at least 1 and within `maxSide` and `maxPixels`.
    public static func isValidSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxSide && height <= maxSide && width * height <= maxPixels
    }

    /// The one bound on what BarSnap draws (a still's canvas, a transition frame, a whole filmstrip), whatever a
    /// spec, a scene reference or a font asks: 2^25 pixels (128 MiB as RGBA), the largest reference BarSnap reads
    /// back (`PNG.maxReferencePixels`). Checked before anything is allocated; the largest device drawn full screen
    /// (2,048 × 2,732 px) is a sixth of it.
    public static let maxDrawingPixels = 1 << 25

    /// Whether a drawing of this size may be made: a valid size (`isValidSize`) within `maxDrawingPixels`.
    public static func isDrawableSize(width: Int, height: Int) -> Bool {
        isValidSize(width: width, height: height) && width * height <= maxDrawingPixels
    }

    /// A bitmap filled with one colour. Sizes must satisfy `isValidSize` (checked by callers that take input).
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "negative bitmap size")
        self.width = width
        self.height = height
        var px = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            px.withUnsafeMutableBufferPointer { buf in
                var i = 0
                while i < buf.count {
                    buf[i] = fill.0
                    buf[i + 1] = fill.1
                    buf[i + 2] = fill.2
                    buf[i + 3] = fill.3
                    i += 4
                }
            }
        }
        self.pixels = px
    }

    /// Wraps existing RGBA bytes; returns nil when the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    @inlinable
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Sets the RGBA bytes of the pixel at column `x`, row `y` (both in range).
    @inlinable
    public mutating func setPixel(x: Int, y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * width + x) * 4
        pixels[i] = p.0
        pixels[i + 1] = p.1
        pixels[i + 2] = p.2
        pixels[i + 3] = p.3
    }

    /// Copies `rows` rows of `other` starting at its row `from` into this bitmap at row `to`
    /// (both must have the same width).
    public mutating func copyRows(from other: Bitmap, sourceRow: Int, destinationRow: Int, rows: Int) {
        precondition(other.width == width)
        let n = rows * width * 4
        guard n > 0 else { return }
        let s = sourceRow * width * 4, d = destinationRow * width * 4
        pixels.withUnsafeMutableBufferPointer { dst in
            other.pixels.withUnsafeBufferPointer { src in
                (dst.baseAddress! + d).update(from: src.baseAddress! + s, count: n)
            }
        }
    }
}
