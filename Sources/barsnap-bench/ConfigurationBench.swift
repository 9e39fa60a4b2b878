import Basics
import Dispatch
import Verdict
import SnapshotSuite
import BarModel
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap-bench config [--cases N] [--verify-cases N]`: how a configuration scales.
///   1. expanding a configuration of about N cases (default 10,000): load = parse barsnap.json, read and parse each
///      spec once, merge every matrix combination, parse and validate every scene, name and sort the cases;
///   2. verifying a generated configuration of about M cases (default 1,000) after recording it: ms per case,
///      next to the gallery's own ms per case (render + decode the reference + compare, 2 threads).
enum ConfigurationBench {
    /// A scratch configuration: `specs` spec files × 9 devices × 2 orientations × `scales` scales, named
    /// `{stem}-{device}` so every case has its own id.
    static func write(to dir: String, specs: Int, scales: [Int]) throws {
        try FileIO.createDirectories(dir + "/Specs")
        let titles = ["Recipe", "Kitchen", "今日のおすすめ", "Settings", "Save"]
        for i in 0..<specs {
            let spec = """
                {"device": "iphone-15", "appearance": {"background": "#F9F9F9", "hairline": "#0000004D"},
                 "item": {"title": "\(titles[i % titles.count]) \(i)", "right": [{"system": "done"}, {"symbol":\
                 "heart"}]}}
                """
            try FileIO.writeAtomically(spec, to: dir + "/Specs/s\(i).json")
        }
        let devices = DeviceNames.all.map { "\"\($0)\"" }.joined(separator: ", ")
        try FileIO.writeAtomically("""
            {"suites": [{"name": "bench", "specs": ["Specs/*.json"], "caseName": "{stem}-{device}",
              "matrix": {"device": [\(devices)], "orientation": ["portrait", "landscape"], "scale": \(scales)}}]}
            """, to: dir + "/barsnap.json")
    }

    static func run(arguments: [String], galleryRoot: String) throws {
        var cases = 10_000, verifyCases = 1_000
        var args = arguments
        while let first = args.first {
            args.removeFirst()
            guard let value = args.first.flatMap(Int.init) else { fail("\(first) needs a number") }
            args.removeFirst()
            switch first {
            case "--cases": cases = value
            case "--verify-cases": verifyCases = value
            default: fail("unknown option \(first)")
            }
        }
        let root = "/tmp/barsnap-bench-config-\(getpid())"
        defer { _ = system("rm -rf '\(root)'") }

        // 1. Expansion.
        let perSpec = DeviceNames.all.count * 2 * 3
        try write(to: root + "/expand", specs: max(1, (cases + perSpec - 1) / perSpec), scales: [1, 2, 3])
        var loaded = 0
        let expand = try measure("load + expand", warmup: 1, runs: 7) {
            loaded = try BarSnapConfiguration(contentsOf: root + "/expand/barsnap.json").cases.count
        }
        print(
            """
                configuration of \(loaded) cases: load + expand median \(fmt(expand.median)) ms, p90 \(fmt(expand.p90))\
                 ms\u{20}
                """
                + "(\(fmt(expand.median * 1000 / Double(loaded))) µs per case)")

        // 2. Verify cost per case, against the gallery's.
        let perSpecVerify = DeviceNames.all.count * 2
        try write(to: root + "/verify", specs: max(1, (verifyCases + perSpecVerify - 1) / perSpecVerify), scales: [2])
        let config = try BarSnapConfiguration(contentsOf: root + "/verify/barsnap.json")
        let record = try config.snapshotConfiguration(
            recordMode: .all, artifacts: root + "/verify/art", environment: [:])
        _ = SuiteRunner(configuration: record, jobs: 2).run(config.cases)
        let check = try config.snapshotConfiguration(
            recordMode: .never, artifacts: root + "/verify/art", environment: [:])
        let runner = SuiteRunner(configuration: check, jobs: 2)
        let big = measure("verify", warmup: 1, runs: 3) {
            if runner.run(config.cases).failed > 0 { fail("the generated configuration does not verify") }
        }
        let gallery = try BarSnapConfiguration(contentsOf: galleryRoot + "/barsnap.json")
        let galleryRunner = SuiteRunner(
            configuration: try gallery.snapshotConfiguration(
                recordMode: .never, artifacts: root + "/g", environment: [:]), jobs: 2)
        let small = measure("verify gallery", warmup: 1, runs: 5) {
            if galleryRunner.run(gallery.cases).failed > 0 { fail("the gallery does not verify; run barsnap verify") }
        }
        let perBig = big.median / Double(config.cases.count), perSmall = small.median / Double(gallery.cases.count)
        print("verify \(config.cases.count) cases: \(fmt(big.median)) ms = \(fmt(perBig)) ms per case; "
            + """
                gallery \(gallery.cases.count) cases: \(fmt(small.median)) ms = \(fmt(perSmall)) ms per case (2 threads)
                """)
    }
}

enum DeviceNames {
    static let all = DevicePreset.all.map(\.name)
}
