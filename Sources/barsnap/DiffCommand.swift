import ArgumentParser
import Basics
import Dispatch
import Verdict
import PNGCodec
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap diff A.png B.png`: prints the number of differing pixels on stdout's first line.
/// Exit status: 0 within tolerance, 1 different (including a size mismatch), 2 an input cannot be read or
/// decoded (or an output cannot be written), 64 usage error.
struct DiffCommand: ParsableCommand {
    /// This command's own default: it stands in for pixelmatch's CLI. Everything else (`barsnap verify`, the
    /// assertions, `DiffOptions()`) defaults to exact.
    static let defaultMode = PixelmatchComparison.name

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs (pixelmatch 7.1 by default, or any comparison mode with --mode).",
        discussion: """
            Prints the number of differing pixels on the first line of stdout, then a summary. \
            Exit status: 0 within tolerance, 1 different (including a size mismatch), \
            2 an input cannot be read or decoded, 64 usage error. A mode's flags take what its keys take in a \
            barsnap.json tolerance object (--threshold 0.05 is "threshold": 0.05).
            """ + "\n\n" + ComparisonModes.flagsHelp(defaultMode: defaultMode)
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The expected image, the actual image, and the comparison mode's flags (below).",
            valueName: "expected.png actual.png"))
    var arguments: [String] = []

    @Option(
        help: ArgumentHelp(
            """
                The comparison mode: \(ComparisonModes.builtIn.map { $0.name }.joined(separator: ", ")) (default\
                 \(DiffCommand.defaultMode)).
                """,
            valueName: "mode"))
    var mode: String?
    @Option(name: .customLong("max-pixels"), help: "Tolerate up to N differing pixels.")
    var maxPixels: Int?
    @Option(name: .customLong("max-ratio"), help: "Tolerate up to this fraction (0…1) of differing pixels.")
    var maxRatio: Double?
    @Option(help: "Write the diff image (faded original, red changes, yellow anti-aliasing) to this PNG.")
    var output: String?
    @Option(help: "Write a strip expected | diff | actual to this PNG.")
    var strip: String?
    @Flag(help: "Print decode / compare / write times to stderr.")
    var timings = false

    /// The tolerance the flags describe, and the two files.
    func comparison() throws -> (options: DiffOptions, expected: String, actual: String) {
        var flags = arguments
        if let mode { flags += ["--mode", mode] }
        if let maxPixels { flags += ["--max-pixels", String(maxPixels)] }
        if let maxRatio { flags += ["--max-ratio", "\(maxRatio)"] }
        let parsed: (tolerance: DiffOptions, positional: [String])
        do { parsed = try ComparisonModes.tolerance(arguments: flags, defaultMode: Self.defaultMode) } catch {
            throw ValidationError("\(error)")
        }
        guard parsed.positional.count == 2 else {
            throw ValidationError(parsed.positional.count < 2 ? "give the expected and the actual image"
                : """
                    expected two images, got \(parsed.positional.count):\
                     \(parsed.positional.map { Text.escaped($0) }.joined(separator: " "))
                    """)
        }
        return (parsed.tolerance, parsed.positional[0], parsed.positional[1])
    }

    func validate() throws { _ = try comparison() }

    func run() throws {
        let (options, expected, actual) = try comparison()
        let clock = ContinuousClock()
        let start = clock.now
        // Decode both inputs at once: `actual` on a second thread (a plain pthread: libdispatch's pool costs
        // milliseconds to start in a fresh process), `expected` on this one.
        let paths = [expected, actual]
        let results = Mutex<[Result<Bitmap, PNGError>?]>([nil, nil])
        let decodeOne: @Sendable (Int) -> Void = { i in
            let r: Result<Bitmap, PNGError>
            do { r = .success(try PNG.decode(file: paths[i]).bitmap) } catch let e as PNGError { r = .failure(e) } catch
            {
                r = .failure(PNGError(name: paths[i], reason: "\(error)"))
            }
            results.withLock { $0[i] = r }
        }
        let second = BackgroundThread { decodeOne(1) }
        decodeOne(0)
        second.join()
        let decoded = results.withLock { $0 }
        var images: [Bitmap] = []
        for r in decoded {
            switch r {
            case let .success(b)?: images.append(b)
            case let .failure(e)?: fail("\(e)")
            case nil: fail("internal error: decode did not finish")
            }
        }
        let decodedAt = clock.now
        let wantImage = output != nil || strip != nil
        // One comparison; it builds the diff image only when one is asked for.
        let result = ImageComparison.compare(images[0], images[1], options: options, diffImage: wantImage)
        let comparedAt = clock.now
        print("\(result.differentPixels)")
        if result.sizeMismatch {
            print("size differs: \(expected) is \(result.expectedSize), \(actual) is \(result.actualSize)")
        } else {
            print("\(result.summary)\(result.passed && result.differentPixels > 0 ? " — within tolerance" : "")")
        }
        if let diff = result.diffImage {
            do {
                if let output { try PNG.writeOutput(diff, to: output) }
                if let strip {
                    try PNG.writeOutput(
                        ImageComparison.strip(expected: images[0], diff: diff, actual: images[1]), to: strip)
                }
            } catch {
                fail("cannot write output: \(error)")
            }
        }
        if timings {
            func ms(_ d: Duration) -> String {
                let v = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
                let h = Int((v * 100).rounded())
                return "\(h / 100)." + String(h % 100 + 100).dropFirst()
            }
            let end = clock.now
            var line =
                """
                    timings: decode (2 files, parallel) \(ms(decodedAt - start)) ms, compare\
                     \(ms(comparedAt - decodedAt)) ms
                    """
            if wantImage { line += " (with the diff image), write \(ms(end - comparedAt)) ms" }
            line += "\n"
            line.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
        }
        if !result.passed { throw ExitCode(1) }
    }

    func fail(_ message: String) -> Never {
        var line = "barsnap diff: " + Text.escaped(message, limit: 8_000) + "\n"
        fflush(nil)
        line.withUTF8 { _ = Glibc.write(2, $0.baseAddress, $0.count) }
        Glibc.exit(2)
    }
}

/// One POSIX thread running a closure; `join` waits for it (or runs the closure here if the thread could not start).
final class BackgroundThread: @unchecked Sendable {
    private var thread = pthread_t()
    private var started = false
    private let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        started = pthread_create(&thread, nil, { raw in
            let me = Unmanaged<BackgroundThread>.fromOpaque(raw!).takeRetainedValue()
            me.body()
            return nil
        }, context) == 0
        if !started { Unmanaged<BackgroundThread>.fromOpaque(context).release() }
    }

    func join() {
        if started { pthread_join(thread, nil) } else { body() }
    }
}
