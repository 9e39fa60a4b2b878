import BarSnapCore
import ImageDiff

/// The `tolerance` object of `barsnap.json`:
/// `{"mode": "exact" | "pixelmatch" | "perceptual", "threshold": 0.1, "precision": 0.98, "maxPixels": 0, "maxRatio": 0}`.
/// `threshold` belongs to pixelmatch, `precision` to perceptual; the two limits apply to any mode (a difference
/// within either one passes). Only `mode` is required.
public enum Tolerance {
    public enum Mode: String, CaseIterable, Sendable {
        /// Every pixel's RGBA bytes equal.
        case exact
        /// pixelmatch 7.1: a pixel differs when its YIQ distance exceeds `35215 × threshold²`; anti-aliasing is ignored.
        case pixelmatch
        /// CIE ΔE94 per pixel: a pixel differs when ΔE > (1 − precision) × 100.
        case perceptual
    }

    public static let defaultThreshold = 0.1
    public static let defaultPrecision = 0.98
    /// Larger limits are almost certainly a mistake (a tolerance that lets anything pass).
    public static let maxPixelsLimit = 100_000_000

    /// Reads a `tolerance` object through `ConfigurationSchema.tolerance`.
    public static func parse(_ node: JSONNode) throws -> DiffOptions {
        let schema = ConfigurationSchema.tolerance
        let o = try node.object(schema)
        let mode = Mode(rawValue: try o.require(schema["mode"]).string())!
        if mode != .pixelmatch, let t = o.optional("threshold") {
            throw t.error("applies to mode \"pixelmatch\" only (this tolerance is \"\(mode.rawValue)\")")
        }
        if mode != .perceptual, let p = o.optional("precision") {
            throw p.error("applies to mode \"perceptual\" only (this tolerance is \"\(mode.rawValue)\")")
        }
        let maxPixels = try o.read(schema["maxPixels"]).map { Int(try $0.number()) } ?? 0
        let maxRatio = try o.read(schema["maxRatio"])?.number() ?? 0
        switch mode {
        case .exact:
            return DiffOptions(mode: .exact, maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        case .pixelmatch:
            let threshold = try o.read(schema["threshold"])?.number() ?? defaultThreshold
            return DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: threshold)),
                               maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        case .perceptual:
            let precision = try o.read(schema["precision"])?.number() ?? defaultPrecision
            return DiffOptions(mode: .perceptual(perceptualPrecision: precision),
                               maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        }
    }
}
