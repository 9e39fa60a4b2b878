import NavigationModel
import Foundation
import Testing
@testable import Transitions

@Suite("Timing curves")
struct TimingTests {
    @Test func easeInOutKnownValues() {
        #expect(TransitionTiming.easeInOut(0) == 0)
        #expect(TransitionTiming.easeInOut(1) == 1)
        #expect(abs(TransitionTiming.easeInOut(0.5) - 0.5) < 1e-12)
        // Reference values from an independent 200-step bisection of the same bezier.
        #expect(abs(TransitionTiming.easeInOut(0.1) - 0.019722453548311196) < 1e-9)
        #expect(abs(TransitionTiming.easeInOut(0.25) - 0.1291619310473198) < 1e-9)
        #expect(abs(TransitionTiming.easeInOut(0.75) - 0.8708380689526802) < 1e-9)
        #expect(abs(TransitionTiming.easeInOut(0.9) - 0.9802775464516889) < 1e-9)
    }

    @Test func easeInOutSymmetricAndMonotonic() {
        var last = -1.0
        for i in 0 ... 200 {
            let x = Double(i) / 200
            let y = TransitionTiming.easeInOut(x)
            #expect(y >= last)
            #expect(abs(y + TransitionTiming.easeInOut(1 - x) - 1) < 1e-9)
            last = y
        }
        // Linear bezier is the identity; a curve where Newton's first guess is poor still solves.
        #expect(abs(TransitionTiming.cubicBezier(x1: 0.25, y1: 0.25, x2: 0.75, y2: 0.75, at: 0.3) - 0.3) < 1e-9)
        let steep = TransitionTiming.cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1, at: 0.5)
        #expect(abs(steep - 0.5) < 1e-9)
    }

    @Test func fadeProgressOverHalfASecond() throws {
        #expect(try TransitionTiming.progress(at: 0, kind: .fade) == 0)
        #expect(abs(try TransitionTiming.progress(at: 0.25, kind: .fade) - 0.5) < 1e-12)
        #expect(abs(try TransitionTiming.progress(at: 0.125, kind: .fade) - 0.1291619310473198) < 1e-9)
        #expect(try TransitionTiming.progress(at: 0.5, kind: .fade) == 1)
        #expect(try TransitionTiming.progress(at: 3, kind: .fade) == 1)
    }

    @Test func springIsOverdampedAndSolvesItsEquation() {
        let m = TransitionTiming.springMass, k = TransitionTiming.springStiffness, c = TransitionTiming.springDamping
        #expect(c * c > 4 * m * k)
        #expect(abs(TransitionTiming.springDisplacement(at: 0) - 1) < 1e-12)
        // m·x'' + c·x' + k·x = 0, checked with central differences at several times.
        let h = 1e-4
        for t in [0.01, 0.05, 0.1, 0.3, 0.5] {
            let x0 = TransitionTiming.springDisplacement(at: t - h), x1 = TransitionTiming.springDisplacement(at: t),
                x2 = TransitionTiming.springDisplacement(at: t + h)
            let residual = m * (x2 - 2 * x1 + x0) / (h * h) + c * (x2 - x0) / (2 * h) + k * x1
            // Each term is of order 10³ (k·x); central differences leave O(h²·x'''') ≈ 10⁻² at small t.
            #expect(abs(residual) < 1e-2, "residual \(residual) at t = \(t)")
        }
        // Starts at rest.
        let v0 = (TransitionTiming.springDisplacement(at: 1e-7) - 1) / 1e-7
        #expect(abs(v0) < 1e-3)
    }

    @Test func pushSpringNormalisedToHalfASecond() throws {
        // The raw spring is only ≈ 63 % of the way at 0.5 s; we normalise by that value.
        #expect(abs(TransitionTiming.rawSpringProgressAtDuration - 0.6320925132132521) < 1e-9)
        #expect(try TransitionTiming.progress(at: 0, kind: .slide) == 0)
        #expect(
            abs(try TransitionTiming.progress(at: 0.1, kind: .slide) - 0.17311215939108437 / 0.6320925132132521) < 1e-9)
        #expect(abs(try TransitionTiming.progress(at: 0.25, kind: .slide) - 0.6164953445288014) < 1e-9)
        #expect(try TransitionTiming.progress(at: 0.5, kind: .slide) == 1)
        #expect(try TransitionTiming.progress(at: 0.75, kind: .slide) == 1)
        var last = -1.0
        for i in 0 ... 500 {
            let p = try TransitionTiming.progress(at: Double(i) / 1000, kind: .slide)
            #expect(p >= last && p <= 1)
            last = p
        }
        #expect(
            try TransitionTiming.progress(at: 0.2, kind: .interactive)
                == TransitionTiming.progress(at: 0.2, kind: .slide))
        #expect(try TransitionTiming.progress(at: 0, kind: .none) == 1)
    }

    @Test(arguments: [-0.001, Double.nan, Double.infinity])
    func badTimesAreErrors(_ t: Double) {
        #expect(throws: TransitionError.self) { try TransitionTiming.progress(at: t, kind: .fade) }
    }
}
