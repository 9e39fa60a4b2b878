import Basics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CIE ΔE94 per pixel: a pixel differs when ΔE > (1 − precision) × 100 (0.98 ⇒ ΔE ≤ 2 passes), as
/// swift-snapshot-testing's `perceptualPrecision`.
public struct PerceptualComparison: ComparisonMode {
    public var precision: Double
    public init(precision: Double = PerceptualComparison.defaultPrecision) { self.precision = precision }

    public static let name = "perceptual"
    public static let summary = "CIE ΔE94 per pixel."
    /// The `precision` when a tolerance leaves it out.
    public static let defaultPrecision = 0.98
    public static let keys: [SchemaProperty] = [
        SchemaProperty("precision", .number(.fraction), default: "0.98",
                       "perceptual only: a pixel differs when ΔE94 > (1 − precision) × 100."),
    ]
    public static let flags: [ComparisonFlag] = [
        ComparisonFlag("perceptual", key: "precision", selectsMode: true,
                       help: "Perceptual precision 0…1: a pixel passes when CIE ΔE94 ≤ (1 − P) × 100 (0.98 ⇒ ΔE ≤ 2)."),
    ]

    public init(parsing object: JSONObjectNode) throws {
        self.init(precision: try object.optional("precision")?.number() ?? Self.defaultPrecision)
    }

    public var description: String { "perceptual ΔE94 ≤ \(JSON.format(((1 - precision) * 100 * 1e6).rounded() / 1e6))" }

    public func differences(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool) -> PixelDifferences {
        let (count, image) = Perceptual.run(expected, actual, perceptualPrecision: precision, diffImage: diffImage,
                                            background: diffImage ? background(of: expected) : nil)
        return PixelDifferences(count: count, image: image)
    }
}

/// CIE ΔE94 (graphic arts: kL = 1, K1 = 0.045, K2 = 0.015) between sRGB pixels converted to CIELAB (D65).
/// Alpha: each pixel is composited over white and over black; the larger of the two ΔE counts, so an alpha
/// change is a colour change.
enum Perceptual {
    static func run(_ a: Bitmap, _ b: Bitmap, perceptualPrecision p: Double, diffImage: Bool, background: Bitmap?) -> (
        Int, Bitmap?
    ) {
        let limit = (1 - p) * 100
        let n = a.width * a.height
        var count = 0
        var out: Bitmap? = diffImage ? background : nil
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                let wa = UnsafeRawBufferPointer(pa).bindMemory(to: UInt32.self)
                let wb = UnsafeRawBufferPointer(pb).bindMemory(to: UInt32.self)
                for i in 0..<n where wa[i] != wb[i] {
                    let k = i * 4
                    let d = max(deltaE(pa, pb, k, background: 255), deltaE(pa, pb, k, background: 0))
                    if d > limit {
                        count += 1
                        if out != nil {
                            out!.pixels.withUnsafeMutableBufferPointer { ImageComparison.drawPixel($0, k, (255, 0, 0)) }
                        }
                    }
                }
            }
        }
        return (count, out)
    }

    static func lab(_ img: UnsafeBufferPointer<UInt8>, _ k: Int, background: Double) -> (Double, Double, Double) {
        let alpha = Double(img[k + 3]) / 255
        func channel(_ v: UInt8) -> Double {
            // Composite in sRGB-encoded space (how the pixel is displayed over the background), then linearise.
            let c = (Double(v) * alpha + background * (1 - alpha)) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = channel(img[k]), g = channel(img[k + 1]), b = channel(img[k + 2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    static func deltaE(_ pa: UnsafeBufferPointer<UInt8>, _ pb: UnsafeBufferPointer<UInt8>, _ k: Int, background: Double)
        -> Double
    {
        deltaE94(lab(pa, k, background: background), lab(pb, k, background: background))
    }

    static func deltaE94(_ l1: (Double, Double, Double), _ l2: (Double, Double, Double)) -> Double {
        let dL = l1.0 - l2.0
        let c1 = (l1.1 * l1.1 + l1.2 * l1.2).squareRoot(), c2 = (l2.1 * l2.1 + l2.2 * l2.2).squareRoot()
        let dC = c1 - c2
        let da = l1.1 - l2.1, db = l1.2 - l2.2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let t = dC / sC
        return (dL * dL + t * t + dH2 / (sH * sH)).squareRoot()
    }
}
