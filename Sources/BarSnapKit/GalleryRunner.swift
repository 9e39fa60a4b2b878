import BarSnapCore
import Dispatch
import ImageDiff
import SnapshotHarness
import Synchronization

/// Renders gallery cases and verifies them against `Snapshots/` with the harness, on several threads.
public struct GalleryRunner: Sendable {
    public struct Outcome: Sendable {
        public var gallery: GalleryCase
        /// nil = passed.
        public var failure: SnapshotFailure?
        public var seconds: Double
    }

    public struct Summary: Sendable {
        public var outcomes: [Outcome]
        public var seconds: Double
        public var passed: Int { outcomes.filter { $0.failure == nil }.count }
        public var failed: Int { outcomes.count - passed }
        public func count(_ kind: SnapshotFailure.Kind) -> Int { outcomes.filter { $0.failure?.kind == kind }.count }
        public var recorded: Int { outcomes.filter { $0.failure?.recorded == true }.count }
    }

    public var root: String
    public var configuration: SnapshotConfiguration
    public var jobs: Int

    /// `root` is the package root (Snapshots/ and the gallery's image files live there).
    public init(root: String, configuration: SnapshotConfiguration, jobs: Int = 2) {
        self.root = root
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// The harness configuration the gallery uses: exact comparison, references under `root/Snapshots`,
    /// the renderer's fingerprint stored in and checked against every reference.
    public static func configuration(root: String, recordMode: RecordMode? = nil, artifacts: String? = nil,
                                     environment: [String: String]? = nil) throws -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotsDirectory: root + "/Snapshots", artifactsDirectory: artifacts,
                              diffOptions: .exact, environmentFingerprint: try Pipeline.fingerprint(),
                              recordMode: recordMode, environment: environment, packageRoot: root)
    }

    /// Verifies one case (render → decode reference → compare), never throwing: errors become failures.
    public func verify(_ gallery: GalleryCase) -> SnapshotFailure? {
        var config = configuration
        if gallery.maxDifferentPixels > 0 {
            config.diffOptions = DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0)),
                                             maxDifferentPixels: gallery.maxDifferentPixels)
        }
        let bitmap: Bitmap
        do { bitmap = try gallery.render(root: root) } catch {
            return SnapshotFailure(kind: .failed, message: "\(gallery.id): cannot render: \(error)",
                                   referencePath: configuration.snapshotsDirectory + "/" + gallery.referencePath,
                                   recorded: false, result: nil, artifactsDirectory: nil, attachments: [])
        }
        return verifySnapshot(bitmap, named: gallery.referencePath, configuration: config)
    }

    /// Runs every case on `jobs` threads; `progress` is called (serially) after each case.
    public func run(_ cases: [GalleryCase], progress: @escaping @Sendable (Outcome, Int) -> Void = { _, _ in }) -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds
        let next = Atomic<Int>(0)
        let results = Mutex<[Int: Outcome]>([:])
        let report = Mutex<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, cases.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < cases.count else { return }
                let t0 = DispatchTime.now().uptimeNanoseconds
                let failure = verify(cases[i])
                let outcome = Outcome(gallery: cases[i], failure: failure,
                                      seconds: Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
                results.withLock { $0[i] = outcome }
                report.withLock { done in
                    done += 1
                    progress(outcome, done)
                }
            }
        }
        let outcomes = results.withLock { r in cases.indices.compactMap { r[$0] } }
        return Summary(outcomes: outcomes, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
