#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Time → progress through the system curves (ease-in-out for the fade, the normalised push spring for slides).
/// Design notes: "Transition timing".
package enum TransitionTiming {
    public static let fadeDuration = 0.5
    public static let pushDuration = 0.5

    public static let springMass = 3.0
    public static let springStiffness = 1000.0
    public static let springDamping = 500.0

    public static func progress(at time: Double, kind: TransitionKind) throws -> Double {
        guard time.isFinite, time >= 0 else { throw TransitionError.invalidTime(time) }
        switch kind {
        case .none:
            return 1
        case .fade:
            return easeInOut(time / fadeDuration)
        case .slide, .interactive:
            return springProgress(at: time)
        }
    }

    // MARK: Cubic bezier

    /// UIKit's ease-in-out at the time fraction x (clamped to 0…1).
    public static func easeInOut(_ x: Double) -> Double {
        cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: x)
    }

    /// CSS/Core Animation timing function through (0,0), (x1,y1), (x2,y2), (1,1) at the time fraction x
    /// (clamped to 0…1; x1 and x2 must be in 0…1 so that x(u) is monotonic).
    public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "bezier x control points must be in 0…1")
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // B(u) = 3(1−u)²u·c1 + 3(1−u)u²·c2 + u³ written as ((a·u + b)·u + c)·u.
        func coeffs(_ c1: Double, _ c2: Double) -> (Double, Double, Double) {
            let c = 3 * c1, b = 3 * (c2 - c1) - c
            return (1 - c - b, b, c)
        }
        let (ax, bx, cx) = coeffs(x1, x2), (ay, by, cy) = coeffs(y1, y2)
        func bx_(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
        func dbx(_ u: Double) -> Double { (3 * ax * u + 2 * bx) * u + cx }
        func by_(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }

        let eps = 1e-12
        var u = x
        var solved = false
        for _ in 0..<8 {
            let err = bx_(u) - x
            if abs(err) < eps {
                solved = true
                break
            }
            let d = dbx(u)
            if abs(d) < 1e-9 { break }
            u -= err / d
            if !(0...1).contains(u) { break }
        }
        if !solved {
            var lo = 0.0, hi = 1.0
            u = x
            for _ in 0 ..< 100 {
                let v = bx_(u)
                if abs(v - x) < eps { break }
                if v < x { lo = u } else { hi = u }
                u = (lo + hi) / 2
            }
        }
        return by_(u)
    }

    // MARK: Spring

    /// The spring's displacement from its target (1 at t = 0, at rest), t ≥ 0.
    public static func springDisplacement(at t: Double) -> Double {
        let m = springMass, k = springStiffness, c = springDamping
        let disc = (c * c - 4 * m * k).squareRoot()   // > 0: overdamped
        let r1 = (-c + disc) / (2 * m), r2 = (-c - disc) / (2 * m)
        let a = r2 / (r2 - r1), b = -r1 / (r2 - r1)
        return a * exp(r1 * t) + b * exp(r2 * t)
    }

    /// 1 − displacement: the physical spring's progress, not normalised (≈ 0.632 at 0.5 s).
    public static func rawSpringProgress(at t: Double) -> Double { 1 - springDisplacement(at: max(0, t)) }

    /// The raw spring progress at the end of the push (0.5 s) — the normalising divisor.
    public static var rawSpringProgressAtDuration: Double { rawSpringProgress(at: pushDuration) }

    /// The push curve: raw spring progress normalised to reach 1 at 0.5 s, clamped at 1 from then on.
    public static func springProgress(at t: Double) -> Double {
        if t >= pushDuration { return 1 }
        if t <= 0 { return 0 }
        return min(1, rawSpringProgress(at: t) / rawSpringProgressAtDuration)
    }
}
