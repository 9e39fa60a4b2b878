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

    public static let keys: [String] = ["mode", "threshold", "precision", "maxPixels", "maxRatio"]
    public static let defaultThreshold = 0.1
    public static let defaultPrecision = 0.98
    /// Larger limits are almost certainly a mistake (a tolerance that lets anything pass).
    public static let maxPixelsLimit = 100_000_000

    public static func parse(_ node: JSONNode) throws -> DiffOptions {
        let o = try node.object(allowed: keys)
        let mode = try o.required("mode").enumeration(Mode.self, what: "tolerance mode")
        if mode != .pixelmatch, let t = o.optional("threshold") {
            throw t.error("applies to mode \"pixelmatch\" only (this tolerance is \"\(mode.rawValue)\")")
        }
        if mode != .perceptual, let p = o.optional("precision") {
            throw p.error("applies to mode \"perceptual\" only (this tolerance is \"\(mode.rawValue)\")")
        }
        let maxPixels = try o.optional("maxPixels")?.integer(in: 0...maxPixelsLimit) ?? 0
        let maxRatio = try o.optional("maxRatio")?.fraction() ?? 0
        switch mode {
        case .exact:
            return DiffOptions(mode: .exact, maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        case .pixelmatch:
            let threshold = try o.optional("threshold")?.fraction() ?? defaultThreshold
            return DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: threshold)),
                               maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        case .perceptual:
            let precision = try o.optional("precision")?.fraction() ?? defaultPrecision
            return DiffOptions(mode: .perceptual(perceptualPrecision: precision),
                               maxDifferentPixels: maxPixels, maxDifferentRatio: maxRatio)
        }
    }
}
