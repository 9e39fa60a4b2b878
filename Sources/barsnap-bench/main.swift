// barsnap-bench: BarSnap's own speed benchmark. Performance: "barsnap-bench".
import Basics
import Pipeline
import Dispatch
import Verdict
import PNGCodec
import SnapshotSuite
import BarLayout
#if canImport(Glibc)
import Glibc
#endif

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

struct Stats {
    var name: String
    var samples: [Double] // milliseconds, sorted
    var median: Double {
        let n = samples.count
        return n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
    }
    var p90: Double { samples[Swift.min(samples.count - 1, Int((Double(samples.count) * 0.9).rounded(.up)) - 1)] }
    var min: Double { samples[0] }
}

/// Runs `body` `warmup` times untimed, then `runs` times timed.
func measure(_ name: String, warmup: Int = 5, runs: Int, _ body: () throws -> Void) rethrows -> Stats {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
        let t0 = now()
        try body()
        samples.append(Double(now() - t0) / 1e6)
    }
    return Stats(name: name, samples: samples.sorted())
}

func fmt(_ ms: Double) -> String {
    let v = (ms * 1000).rounded() / 1000
    var s = String(v)
    if let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        if decimals < 3 { s += String(repeating: "0", count: 3 - decimals) }
    }
    return s
}

func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
func lpad(_ s: String, _ n: Int) -> String { String(repeating: " ", count: max(0, n - s.count)) + s }

func fail(_ message: String) -> Never {
    let line = "barsnap-bench: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}

func defaultRoot() -> String { FileIO.packageRoot(above: FileIO.currentDirectory()) ?? "." }

// MARK: - Arguments

var args = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name) else { return nil }
    guard i + 1 < args.count else { fail("\(name) needs a value") }
    let v = args[i + 1]
    args.removeSubrange(i...(i + 1))
    return v
}
let root = option("--root") ?? defaultRoot()
let runs = Int(option("--runs") ?? "200") ?? 200
let galleryRuns = Int(option("--gallery-runs") ?? "7") ?? 7
let tsvPath = option("--tsv")

// MARK: - pairs

/// The pairs for `barsnap diff` and the peers: a real toolbar reference (1179×309) and a 3840×2160 canvas tiled
/// with references over a gradient; each identical (re-encoded, same pixels) and with a few thousand changed pixels.
@MainActor func writePairs(to dir: String) throws {
    try FileIO.createDirectories(dir)
    let toolbar = try PNG.decode(file: root + "/Snapshots/buttons/full.phone-44@3x.png").bitmap
    let pad = try PNG.decode(file: root + "/Snapshots/buttons/full.pad-50@2x.png").bitmap
    func changed(_ b: Bitmap, blocks: [(Int, Int, Int, Int)]) -> (Bitmap, Int) {
        var out = b
        var n = 0
        for (x0, y0, w, h) in blocks {
            for y in y0..<(y0 + h) {
                for x in x0..<(x0 + w) {
                    let p = out.pixel(x: x, y: y)
                    out.setPixel(x: x, y: y, (p.r ^ 0x5A, p.g &+ 40, 255 - p.b, 255))
                    n += 1
                }
            }
        }
        return (out, n)
    }
    // Toolbar: 3,000 changed pixels (a 60×50 block over the title area).
    let (toolbarChanged, n1) = changed(toolbar, blocks: [(560, 200, 60, 50)])
    try PNG.write(toolbar, to: dir + "/toolbar-a.png")
    try PNG.write(toolbar, text: [("Comment", "same pixels, different file")], to: dir + "/toolbar-same.png")
    try PNG.write(toolbarChanged, to: dir + "/toolbar-changed.png")
    // 4K: gradient background, references tiled with a per-row offset.
    var big = Bitmap(width: 3840, height: 2160)
    big.pixels.withUnsafeMutableBufferPointer { px in
        for y in 0..<2160 {
            for x in 0..<3840 {
                let i = (y * 3840 + x) * 4
                px[i] = UInt8(x * 255 / 3839)
                px[i + 1] = UInt8(y * 255 / 2159)
                px[i + 2] = UInt8((x + y) & 0xFF)
                px[i + 3] = 255
            }
        }
    }
    var y = 0, row = 0
    while y + toolbar.height <= 2160 {
        let tile = row % 2 == 0 ? toolbar : pad
        var x = (row * 173) % 400
        while x + tile.width <= 3840 {
            for ty in 0..<tile.height {
                for tx in 0..<tile.width {
                    let p = tile.pixel(x: tx, y: ty)
                    if p.a > 0 { big.setPixel(x: x + tx, y: y + ty, (p.r, p.g, p.b, 255)) }
                }
            }
            x += tile.width + 37
        }
        y += tile.height + 11
        row += 1
    }
    // 4,000 changed pixels in four 40×25 blocks.
    let (bigChanged, n2) = changed(
        big, blocks: [(100, 100, 40, 25), (1900, 1000, 40, 25), (3000, 1500, 40, 25), (3700, 2100, 40, 25)])
    try PNG.write(big, to: dir + "/4k-a.png")
    try PNG.write(big, text: [("Comment", "same pixels, different file")], to: dir + "/4k-same.png")
    try PNG.write(bigChanged, to: dir + "/4k-changed.png")
    print("pairs in \(dir): toolbar 1179×309 (\(n1) changed pixels), 4k 3840×2160 (\(n2) changed pixels)")
}

if args.first == "alter" {
    guard args.count == 2 else { fail("usage: barsnap-bench alter OUT [--root DIR]") }
    do { try alterGallery(to: args[1]) } catch { fail("\(error)") }
    exit(0)
}
if args.first == "failures" {
    let count = Int(option("--count") ?? "100") ?? 100
    let jobs = Int(option("--jobs") ?? "2") ?? 2
    let keep = option("--keep")
    let mode = option("--mode") ?? "exact"
    let described = args.contains("--described")
    if described { args.removeAll { $0 == "--described" } }
    guard args.count == 1, count > 0, jobs > 0, ["exact", "pixelmatch"].contains(mode) else {
        fail("usage: barsnap-bench failures --count N [--jobs J] [--keep DIR] [--mode exact|pixelmatch]")
    }
    do {
        try benchFailures(count: count, jobs: jobs, keep: keep, pixelmatch: mode == "pixelmatch", described: described)
    } catch { fail("\(error)") }
    exit(0)
}
if args.first == "png" {
    do { try PNGSizes.run(root: root) } catch { fail("\(error)") }
    exit(0)
}
if args.first == "pairs" {
    guard args.count == 2 else { fail("usage: barsnap-bench pairs DIR [--root DIR]") }
    do { try writePairs(to: args[1]) } catch { fail("\(error)") }
    exit(0)
}
if args.first == "config" {
    do { try ConfigurationBench.run(arguments: Array(args.dropFirst()), galleryRoot: root) } catch { fail("\(error)") }
    exit(0)
}
guard args.isEmpty else {
    fail("unknown arguments: \(args.joined(separator: " ")) (see the comment at the top of main.swift)")
}

// MARK: - Per snapshot

let fingerprint: String
let cases: [SnapshotCase]
let artifacts = "/tmp/barsnap-bench-\(getpid())"
let config: SnapshotConfiguration
do {
    fingerprint = try Pipeline.fingerprint()
    let gallery = try BarSnapConfiguration(contentsOf: root + "/barsnap.json")
    cases = gallery.cases
    config = try gallery.snapshotConfiguration(recordMode: .never, artifacts: artifacts, environment: [:])
} catch { fail("\(error)") }
let runner = SuiteRunner(configuration: config, jobs: 2)

print(
    """
        barsnap-bench: release=\(_isDebugAssertConfiguration() ? "NO (debug build: numbers are meaningless)" : "yes"),\
         \(runs) runs after 5 warm-ups, times in ms
        """
)
print("")
print(pad("snapshot", 34) + pad("step", 30) + lpad("median", 9) + lpad("p90", 9) + lpad("min", 9))
var tsv = "target\tstep\tmedian_ms\tp90_ms\tmin_ms\n"
@MainActor func report(_ target: String, _ s: Stats) {
    print(pad(target, 34) + pad(s.name, 30) + lpad(fmt(s.median), 9) + lpad(fmt(s.p90), 9) + lpad(fmt(s.min), 9))
    tsv += "\(target)\t\(s.name)\t\(s.median)\t\(s.p90)\t\(s.min)\n"
}

// The third target draws its title and item in a user font (Comfortaa, from the spec's `fonts`).
for (label, id) in [("phone@3x", "buttons/back.phone-44@3x"), ("pad@2x", "buttons/back.pad-50@2x"),
                    ("user font phone@3x", "fonts/brand-title.phone-44@3x")] {
    guard let gallery = cases.first(where: { $0.id == id }) else { fail("no gallery case \(id)") }
    let refPath = config.snapshotsDirectory + "/" + gallery.referencePath
    do {
        let bitmap = try gallery.render()
        let target = "\(label) \(bitmap.width)×\(bitmap.height)"
        let refBytes = try FileIO.read(refPath)
        let reference = try PNG.decode(refBytes, name: refPath).bitmap
        guard reference == bitmap else {
            fail("\(id): the render does not match its reference; run barsnap verify first")
        }
        report(target, try measure("render (spec → bitmap)", runs: max(20, runs / 4)) { _ = try gallery.render() })
        report(
            target,
            try measure("encode (PNG + fingerprint)", runs: runs) {
                _ = try PNG.encode(bitmap, text: [(SnapshotConfiguration.fingerprintKey, fingerprint)])
            })
        report(target, try measure("decode (read file + PNG)", runs: runs) { _ = try PNG.decode(file: refPath) })
        report(target, try measure("decode (in memory)", runs: runs) { _ = try PNG.decode(refBytes, name: refPath) })
        var copy = bitmap
        copy.pixels[0] = copy.pixels[0] // a distinct buffer, as in a real verify
        report(target, measure("compare exact (identical)", runs: runs * 5) {
            if !ImageComparison.compare(reference, copy, options: .exact).passed { fail("compare failed") }
        })
        report(target, measure("verify (decode ref + compare)", runs: runs) {
            if let f = verifySnapshot(bitmap, named: gallery.referencePath, configuration: config) { fail("\(f)") }
        })
        report(target, try measure("fingerprint (font set lookup)", runs: runs) { _ = try gallery.fingerprint() })
        report(target, measure("layout checks (every check)", runs: runs) { _ = LayoutCheckRun.findings(gallery) })
        report(target, measure("render + verify", runs: max(20, runs / 4)) {
            if let f = runner.check(gallery).outcome.failure { fail("\(f)") }
        })
    } catch { fail("\(id): \(error)") }
}

// MARK: - Whole gallery

let galleryStats = measure("verify \(cases.count) cases, 2 threads", warmup: 1, runs: galleryRuns) {
    let summary = runner.run(cases)
    if summary.failed > 0 { fail("gallery verify: \(summary.failed) case(s) failed; run barsnap verify") }
}
report("gallery (wall)", galleryStats)
let serial = SuiteRunner(configuration: config, jobs: 1)
report("gallery (wall)", measure("verify \(cases.count) cases, 1 thread", warmup: 1, runs: max(3, galleryRuns / 2)) {
    if serial.run(cases).failed > 0 { fail("gallery verify failed") }
})

// The layout checks' share of a verify: the same cases with every check off (interleaved runs, one thread).
let unchecked = cases.map { c -> SnapshotCase in
    var c = c
    c.checks = LayoutCheckSettings(
        severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, CheckSeverity.off) }))
    return c
}
var withChecks: [Double] = [], withoutChecks: [Double] = []
for _ in 0..<max(3, galleryRuns / 2) {
    for (list, into) in [(cases, 0), (unchecked, 1)] {
        let t0 = now()
        if serial.run(list).failed > 0 { fail("gallery verify failed") }
        let ms = Double(now() - t0) / 1e6
        if into == 0 { withChecks.append(ms) } else { withoutChecks.append(ms) }
    }
}
report("gallery (wall)", Stats(name: "1 thread, checks on (warnings)", samples: withChecks.sorted()))
report("gallery (wall)", Stats(name: "1 thread, every check off", samples: withoutChecks.sorted()))

if let tsvPath {
    do { try FileIO.writeAtomically(tsv, to: tsvPath) } catch { fail("\(error)") }
}

_ = system("rm -rf '\(artifacts)'")
