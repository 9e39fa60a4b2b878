import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel
#if canImport(Glibc)
import Glibc
#endif

/// Resident set size in bytes, from /proc/self/statm.
func residentBytes() -> Int {
    guard let f = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(f) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = fread(&buffer, 1, buffer.count, f)
    let fields = String(decoding: buffer.prefix(n), as: UTF8.self).split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

extension CairoRendererTests {
    @Suite struct Memory {
        /// Runs only in an isolated child process (see `CrossProcess.isolatedTestsPass`): other targets' tests
        /// run in parallel in the main test process and would move its RSS.
        @Test(.enabled(if: getenv(CrossProcess.isolatedVariable) != nil))
        func thousandBarsDoNotLeak() throws {
            let list = Determinism.everything()
            let renderer = Fixtures.renderer
            let measurer = Fixtures.measurer
            for _ in 0..<50 { _ = try renderer.render(list) }
            let before = residentBytes()
            for i in 0..<1000 {
                _ = try renderer.render(list)
                _ = try measurer.measure("Item \(i % 7)", font: .button, maxWidth: 80, maxLines: 2)
            }
            let after = residentBytes()
            print("RSS before \(before >> 10) KiB, after \(after >> 10) KiB")
            #expect(before > 0)
            // A leaked PangoLayout per text run (5 per render) grows RSS by ~3 MiB here; a clean run by ~0.
            #expect(after - before < 2 << 20, "RSS grew by \((after - before) >> 10) KiB over 1,000 renders")
        }
    }
}
