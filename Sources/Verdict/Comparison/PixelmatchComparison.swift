import Basics

/// pixelmatch 7.1's options, with its defaults.
public struct PixelmatchOptions: Equatable, Sendable {
    /// Matching threshold, 0…1; smaller is more sensitive. The YIQ limit is `35215 × threshold²`.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences (disables anti-aliasing detection).
    public var includeAA: Bool = false
    /// Opacity of the original image in the diff output.
    public var alpha: Double = 0.1
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// Colour of differing pixels in the diff image.
    public var diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// Colour for pixels that got darker in the actual image; nil uses `diffColor`.
    public var diffColorAlt: (UInt8, UInt8, UInt8)?
    /// Draw only the differences over a transparent background.
    public var diffMask: Bool = false

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0), diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0),
        diffColorAlt: (UInt8, UInt8, UInt8)? = nil, diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }

    public static func == (a: PixelmatchOptions, b: PixelmatchOptions) -> Bool {
        a.threshold == b.threshold && a.includeAA == b.includeAA && a.alpha == b.alpha
            && a.aaColor == b.aaColor && a.diffColor == b.diffColor && a.diffMask == b.diffMask
            && a.diffColorAlt.map { [$0.0, $0.1, $0.2] } == b.diffColorAlt.map { [$0.0, $0.1, $0.2] }
    }
}

/// pixelmatch 7.1: a pixel differs when its YIQ distance exceeds `35215 × threshold²`; anti-aliased pixels are
/// detected and not counted (see `Pixelmatch`).
public struct PixelmatchComparison: ComparisonMode {
    /// pixelmatch's options (`threshold`, `includeAA`…).
    public var options: PixelmatchOptions
    public init(_ options: PixelmatchOptions = PixelmatchOptions()) { self.options = options }

    public static let name = "pixelmatch"
    public static let summary = "pixelmatch 7.1's YIQ distance with anti-aliasing detection."
    /// The `threshold` when a tolerance leaves it out.
    public static let defaultThreshold = 0.1
    public static let keys: [SchemaProperty] = [
        SchemaProperty(
            "threshold", .number(.fraction), default: "0.1",
            "pixelmatch only: a pixel differs when its YIQ distance exceeds 35215 × threshold²."),
        SchemaProperty(
            "includeAA", .boolean, default: "`false`",
            "pixelmatch only: count anti-aliased pixels as differences (no anti-aliasing detection)."),
        SchemaProperty(
            "alpha", .number(.fraction), default: "0.1",
            "pixelmatch only: the opacity of the reference in the diff image.")
    ]
    public static let flags: [ComparisonFlag] = [
        ComparisonFlag(
            "threshold", key: "threshold",
            help: "pixelmatch threshold, 0…1 (default 0.1; 0 still uses pixelmatch's YIQ metric)."),
        ComparisonFlag(
            "include-aa", key: "includeAA", isSwitch: true, help: "Count anti-aliased pixels as differences."),
        ComparisonFlag(
            "alpha", key: "alpha", help: "Opacity of the original image in the diff output, 0…1 (default 0.1).")
    ]

    public init(parsing object: JSONObjectNode) throws {
        var o = PixelmatchOptions()
        if let t = object.optional("threshold") { o.threshold = try t.number() }
        if let a = object.optional("includeAA") { o.includeAA = try a.bool() }
        if let a = object.optional("alpha") { o.alpha = try a.number() }
        self.init(o)
    }

    public var description: String {
        "pixelmatch threshold \(options.threshold)" + (options.includeAA ? " includeAA" : "")
    }

    public func differences(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool) -> PixelDifferences {
        let r = Pixelmatch.run(expected, actual, options: options, diffImage: diffImage)
        return PixelDifferences(count: r.count, antialiased: r.aa, image: r.image)
    }

    /// pixelmatch's own: the faded copy at `alpha`, or nothing for a diff mask.
    public func background(of image: Bitmap) -> Bitmap {
        options.diffMask
            ? Bitmap(width: image.width, height: image.height) : ImageComparison.fadedCopy(image, alpha: options.alpha)
    }
}
