import Basics

/// Every pixel's RGBA bytes equal: the default of every tolerance.
public struct ExactComparison: ComparisonMode {
    public static let name = "exact"
    public static let summary = "every pixel's RGBA bytes equal."
    public static let keys: [SchemaProperty] = []

    public init() {}
    public init(parsing object: JSONObjectNode) throws {}

    public var description: String { "exact" }

    public func differences(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool) -> PixelDifferences {
        let n = expected.width * expected.height
        var count = 0
        var outPixels = diffImage ? background(of: expected).pixels : [0, 0, 0, 0]
        let red = PixelWords.opaque((255, 0, 0))
        expected.pixels.withUnsafeBytes { ra in
            actual.pixels.withUnsafeBytes { rb in
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
        let image = diffImage ? Bitmap(width: expected.width, height: expected.height, pixels: outPixels) : nil
        return PixelDifferences(count: count, image: image)
    }
}
