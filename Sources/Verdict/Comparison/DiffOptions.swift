import Basics

/// A tolerance: how two images are compared (a comparison mode) and how many differing pixels still pass.
///
/// `DiffOptions()` is exact — the one default of `barsnap verify`, `assertSnapshot` and the swift-snapshot-testing
/// strategies. A tolerance object of `barsnap.json` (`{"mode": "pixelmatch", "threshold": 0.1, "maxPixels": 20}`)
/// reads into one with `init(parsing:)`.
public struct DiffOptions: Equatable, Sendable, CustomStringConvertible {
    /// A comparison mode as a value: any `ComparisonMode`, with shorthands for the built-in ones.
    public struct Mode: Equatable, Sendable, CustomStringConvertible {
        public let comparison: any ComparisonMode
        public init(_ comparison: some ComparisonMode) { self.comparison = comparison }

        /// Byte-for-byte RGBA equality per pixel.
        public static let exact = Mode(ExactComparison())
        /// pixelmatch 7.1 (YIQ delta + anti-aliasing detection).
        public static func pixelmatch(_ options: PixelmatchOptions = PixelmatchOptions()) -> Mode {
            Mode(PixelmatchComparison(options))
        }
        /// CIE ΔE94 per pixel: a pixel passes when ΔE ≤ (1 − perceptualPrecision) × 100 (0.98 ⇒ ΔE ≤ 2).
        public static func perceptual(perceptualPrecision: Double) -> Mode {
            Mode(PerceptualComparison(precision: perceptualPrecision))
        }

        /// The mode's name (`exact`, `pixelmatch`…).
        public var name: String { type(of: comparison).name }
        public var description: String { comparison.description }
        public static func == (a: Mode, b: Mode) -> Bool { modesEqual(a.comparison, b.comparison) }
    }

    public var mode: Mode
    /// A difference is tolerated when at most this many pixels differ…
    public var maxDifferentPixels: Int
    /// …or when at most this fraction (0…1) of all pixels differs. Either limit suffices; with both 0 the
    /// images must match completely (under the mode's per-pixel rule).
    public var maxDifferentRatio: Double

    public init(mode: Mode = .exact, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
        self.mode = mode
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// A tolerance of any mode: `DiffOptions(MyComparison(), maxDifferentPixels: 4)`.
    public init(_ comparison: some ComparisonMode, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
        self.init(mode: Mode(comparison), maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio)
    }

    /// Exact comparison, nothing tolerated: the default everywhere.
    public static let exact = DiffOptions()
    /// pixelmatch 7.1 with its default options, nothing tolerated beyond them.
    public static let pixelmatch = DiffOptions(mode: .pixelmatch())

    /// swift-snapshot-testing's pair: `precision` = fraction of pixels that must match,
    /// `perceptualPrecision` = per-pixel ΔE94 limit.
    public static func perceptual(precision: Double = 1, perceptualPrecision: Double) -> DiffOptions {
        DiffOptions(
            mode: .perceptual(perceptualPrecision: perceptualPrecision), maxDifferentRatio: max(0, 1 - precision))
    }

    /// Larger limits are almost certainly a mistake (a tolerance that lets anything pass).
    public static let maxPixelsLimit = 100_000_000

    /// A short human description, e.g. "pixelmatch threshold 0.1, max 0 px or 0%".
    public var description: String {
        "\(mode.description), max \(maxDifferentPixels) px or \(JSON.format(maxDifferentRatio * 100))%"
    }
}

extension DiffOptions {
    /// Reads a tolerance object (`{"mode": "pixelmatch", "threshold": 0.1, "maxPixels": 20}`) through the schema
    /// `modes` make (`ComparisonModes.schema`; the built-in ones by default): `mode` names one of them, its own keys
    /// are read by it, a key of another mode is an error naming the mode it belongs to, and `maxPixels` /
    /// `maxRatio` apply to any mode.
    public init(parsing node: JSONNode, modes: [any ComparisonMode.Type] = ComparisonModes.builtIn) throws {
        let schema = ComparisonModes.schema(modes)
        let o = try node.object(schema)
        let name = try o.require(schema["mode"]).string()
        guard let type = modes.first(where: { $0.name == name }) else {
            throw node.error("\"\(name)\" is not a known tolerance mode") // the schema's choice has said so already
        }
        for property in schema.properties where property.key != "mode" {
            guard let value = o.optional(property.key) else { continue }
            let common = ComparisonModes.commonKeys.contains { $0.key == property.key }
            if !common, !type.keys.contains(where: { $0.key == property.key }) {
                let owners = modes.filter { m in m.keys.contains { $0.key == property.key } }.map { "\"\($0.name)\"" }
                throw value.error(
                    "applies to mode \(owners.joined(separator: " or ")) only (this tolerance is \"\(name)\")")
            }
            try value.check(property.type)
        }
        let maxPixels = try o.read(schema["maxPixels"]).map { try $0.integer(in: 0...DiffOptions.maxPixelsLimit) } ?? 0
        let maxRatio = try o.read(schema["maxRatio"])?.number() ?? 0
        self.init(try type.init(parsing: o), maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
    }
}
