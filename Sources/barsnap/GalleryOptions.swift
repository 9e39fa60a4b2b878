import ArgumentParser
import BarSnapCore
import BarSnapKit
import SnapshotHarness
import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// Options shared by `verify` and `record`: where the package is and which cases to take.
struct GalleryOptions: ParsableArguments {
    @Option(help: "The package root (holds Snapshots/). Default: the current directory or the nearest one above it with Package.swift.")
    var root: String?

    @Option(help: "Only cases whose id (e.g. buttons/back.phone-44@3x) contains this text, or matches it as a glob with * and ?.")
    var filter: String?

    @Option(help: "Only shard I of N (e.g. 2/4): a deterministic partition; the N shards cover every case once.")
    var shard: String?

    @Option(help: "Threads to render and compare on (default: the number of cores).")
    var jobs: Int?

    @Option(help: "Where failure artifacts and manifest.json go (default: BARSNAP_ARTIFACTS, else ROOT/.build/barsnap-artifacts).")
    var artifacts: String?

    func validate() throws {
        if let shard, parsedShard(shard) == nil {
            throw ValidationError("--shard must be I/N with 1 ≤ I ≤ N, e.g. 1/4 (not \"\(shard)\")")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func parsedShard(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        return (i, n)
    }

    var resolvedRoot: String {
        if let root { return root }
        return FileIO.packageRoot(above: FileIO.currentDirectory()) ?? "."
    }

    func selectedCases() throws -> [GalleryCase] {
        var cases = try Gallery.cases()
        if let filter { cases = cases.filter { GallerySelection.matches($0.id, pattern: filter) } }
        if let shard, let (i, n) = parsedShard(shard) {
            cases = cases.filter { GallerySelection.shard(of: $0.id, count: n) == i }
        }
        return cases
    }

    var threadCount: Int { jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// Runs the selected cases and prints progress, failures and the summary whose last line is `N passed, M failed`.
func runGallery(_ options: GalleryOptions, recordMode: RecordMode?) throws -> GalleryRunner.Summary {
    let root = options.resolvedRoot
    guard FileIO.isDirectory(root + "/Snapshots") || recordMode != nil else {
        throw InputError(file: root, message: "no Snapshots/ directory here; run from the package root or pass --root")
    }
    let cases = try options.selectedCases()
    let config = try GalleryRunner.configuration(root: root, recordMode: recordMode, artifacts: options.artifacts)
    // A fresh manifest per run, so the report shows this run's failures only.
    let manifest = config.artifactsDirectory + "/manifest.json"
    if FileIO.exists(manifest) { unlink(manifest) }
    let summaryPath = config.artifactsDirectory + "/" + RunSummary.fileName
    if FileIO.exists(summaryPath) { unlink(summaryPath) }
    let runner = GalleryRunner(root: root, configuration: config, jobs: options.threadCount)
    let total = cases.count
    let step = max(1, total / 10)
    print("barsnap: \(total) case(s), \(runner.jobs) thread(s), references in \(config.snapshotsDirectory)")
    let summary = runner.run(cases) { outcome, done in
        if let failure = outcome.failure {
            print("\(failure.recorded ? "recorded" : failure.kind == .new ? "NEW" : "FAIL") \(outcome.gallery.id): \(failure.message)")
        }
        if done % step == 0 || done == total { print("[\(done)/\(total)]") }
    }
    let new = summary.count(.new), env = summary.count(.environment)
    let plainFailed = summary.count(.failed)
    let seconds = (summary.seconds * 100).rounded() / 100
    print("passed: \(summary.passed), failed: \(plainFailed), new: \(new), environment: \(env), recorded: \(summary.recorded) in \(seconds) s")
    // In record mode a (re)recorded reference is the goal, not a failure.
    let failed = recordMode == .all ? summary.outcomes.filter { $0.failure != nil && $0.failure?.recorded != true }.count : summary.failed
    // summary.json: every case with its status, so `barsnap report` can count what passed.
    let statuses = summary.outcomes.map { o -> RunSummary.Case in
        guard let f = o.failure else { return RunSummary.Case(id: o.gallery.id, status: "passed") }
        return RunSummary.Case(id: o.gallery.id, status: recordMode == .all && f.recorded ? "recorded" : f.kind.rawValue)
    }
    do {
        try RunSummary(cases: statuses, shard: options.shard, filter: options.filter).write(to: config.artifactsDirectory)
    } catch {
        printError("barsnap: warning: could not write \(summaryPath): \(error)")
    }
    if failed > 0 { print("artifacts: \(config.artifactsDirectory) (manifest.json lists every failure)") }
    print("\(summary.outcomes.count - failed) passed, \(failed) failed")
    return summary
}
