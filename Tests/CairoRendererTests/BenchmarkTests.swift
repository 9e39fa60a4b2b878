import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel
#if canImport(Glibc)
import Glibc
#endif

/// Timing, not correctness: run with `BARSNAP_BENCH=1` on a release build
/// (`swift build -c release --build-tests -Xswiftc -enable-testing`, then
/// `BARSNAP_BENCH=1 swift test -c release --skip-build --filter Benchmark`).
extension CairoRendererTests {
    @Suite(.enabled(if: getenv("BARSNAP_BENCH") != nil)) struct Benchmark {
        static func seconds(_ d: Duration) -> Double {
            Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }

        static func f(_ x: Double, _ digits: Int = 3) -> String {
            let p = pow(10.0, Double(digits))
            return "\((x * p).rounded() / p)"
        }

        static func median(_ xs: [Double]) -> (p10: Double, median: Double, p90: Double) {
            let s = xs.sorted()
            return (s[s.count / 10], s[s.count / 2], s[s.count * 9 / 10])
        }

        @Test func phoneBarRenderTime() throws {
            let renderer = Fixtures.renderer
            let clock = ContinuousClock()
            let bar = Fixtures.phoneBar()
            let noText = bar.items.filter { item in
                if case .text = item { return false }
                if case .statusBar = item { return false }
                return true
            }
            let lists: [(String, DisplayList)] = [
                ("phone bar 1179×309", bar),
                (
                    "phone bar without text and status bar",
                    DisplayList(canvasSize: bar.canvasSize, scale: 3, items: noText)
                ),
                (
                    "empty 1179×309 (surface + conversion only)",
                    DisplayList(canvasSize: bar.canvasSize, scale: 3, items: [])
                )
            ]
            for (name, list) in lists {
                for _ in 0..<30 { _ = try renderer.render(list) }
                var times: [Double] = []
                for _ in 0..<500 {
                    let start = clock.now
                    _ = try renderer.render(list)
                    times.append(Self.seconds(clock.now - start) * 1000)
                }
                #expect(times.count == 500 && times.allSatisfy { $0 > 0 }, "\(name): \(times.count) timings")
                let m = Self.median(times)
                print(
                    """
                        BENCH \(name): median \(Self.f(m.median)) ms (p10 \(Self.f(m.p10)), p90 \(Self.f(m.p90))) over\
                         \(times.count) renders
                        """
                )
            }
            var creation: [Double] = []
            for _ in 0..<20 {
                let start = clock.now
                _ = try FontEnvironment()
                creation.append(Self.seconds(clock.now - start) * 1000)
            }
            print(
                """
                    BENCH FontEnvironment() (fontconfig config + 7 font files + Pango map): median\
                     \(Self.f(Self.median(creation).median)) ms
                    """
            )
            var times: [Double] = []
            for i in 0..<2000 {
                let start = clock.now
                _ = try Fixtures.measurer.measure("Title \(i % 10)", font: .title, maxWidth: 200, maxLines: 1)
                times.append(Self.seconds(clock.now - start) * 1e6)
            }
            #expect(creation.count == 20 && times.count == 2000 && !times.contains { $0 <= 0 })
            print("BENCH measure: median \(Self.f(Self.median(times).median, 1)) µs")
        }

        @Test func poolVersusGlobalLockWithTwoThreads() async throws {
            let pooled = BarRenderer(environment: try FontEnvironment())
            let locked = BarRenderer(environment: try FontEnvironment(fonts: FontEnvironment.fonts, serialized: true))
            let list = Fixtures.phoneBar()
            let modes: [(String, BarRenderer)] = [("engine pool", pooled), ("global lock", locked),
                                                    ("engine pool", pooled), ("global lock", locked)]
            for (name, renderer) in modes {
                for _ in 0..<20 { _ = try renderer.render(list) }
                let clock = ContinuousClock()
                let start = clock.now
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<2 {
                        group.addTask { for _ in 0..<300 { _ = try renderer.render(list) } }
                    }
                    try await group.waitForAll()
                }
                let total: Double = Self.seconds(clock.now - start) * 1000
                #expect(total > 0, "\(name): no time measured")
                let per: Double = total / 600
                print(
                    "BENCH 2 threads × 300 renders, \(name): \(Self.f(total, 1)) ms total, \(Self.f(per)) ms per render"
                )
            }
        }
    }
}
