import Basics
import Verdict
import SnapshotReport
import SnapshotSuite
import ArgumentParser
import PNGCodec
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One `verify` or `record` run over the selected cases of a configuration: progress, failures, the summary
/// (whose last line is `N passed, M failed`), and summary.json for `barsnap report`.
struct SuiteRun {
    /// nil = verify (never writes references); otherwise the record mode.
    var recordMode: RecordMode?
    var configuration: ConfigOption
    var selection: SelectionOptions
    var options: RunOptions
    /// `--pr-comment FILE` (verify): the job summary's Markdown, for a pull-request comment step.
    var prComment: String? = nil
    /// `verify --strict`: a scene that draws other pixels than recorded fails.
    var strict = false
    /// `--references`: every selected case's reference format for this run (record converts to it).
    var references: ReferenceFormat? = nil
    /// Filled by `verify`: the references that no case produces (a screen removed or renamed), found after the run.
    let orphans = Orphans()
    final class Orphans: @unchecked Sendable {
        var list: [String] = []
        /// Those in the folder of a `"scan"` suite: a screen the scan no longer finds (CI fails on them).
        var ofScanSuites: [String] = []
    }

    /// `verify` only: lists the references no case of the configuration produces, in the folders it owns.
    static func orphanedReferences(_ config: BarSnapConfiguration, command: String,
                                   references: ReferenceFormat? = nil) -> [String] {
        guard let found = try? PruneCommand.orphans(config, dryRun: true, references: references).result else {
            return []
        }
        let orphans = found.orphans.filter { $0.hasSuffix(".png") || $0.hasSuffix(".scene.json") }
        guard !orphans.isEmpty else { return [] }
        let shown = orphans.prefix(5).joined(separator: ", ") + (orphans.count > 5 ? ", …" : "")
        let noun = orphans.count == 1 ? "reference has" : "references have"
        print(
            Line(
                "\(orphans.count) \(noun) no case: \(shown) — `\(command) prune` removes them "
                    + "(a screen or spec removed or renamed; `\(command) prune --dry-run` lists them all)"))
        return orphans
    }

    var isRecording: Bool { recordMode != nil }

    /// Where `record` suggests writing the gallery: under `.build/`, which `barsnap init` keeps out of Git.
    static let galleryFolder = ".build/barsnap-gallery"

    func run() throws -> SuiteRunner.Summary {
        let config = try configuration.load()
        var cases = selection.select(config.cases)
        if let references { for i in cases.indices { cases[i].referenceFormat = references } }
        // A typo in --filter must not turn CI green: no case selected is an error naming the closest ids.
        if cases.isEmpty, let filter = selection.filter, !config.cases.isEmpty {
            let near = CaseSelection.closest(to: filter, in: config.cases.map(\.id))
            throw ValidationError(
                """
                    --filter \(shellQuoted(filter)) selects none of the \(config.cases.count) case(s) of\
                     \(config.file); closest ids: \(near.joined(separator: ", ")) (`\(Invocation.command()) list`\
                     prints them all)
                    """
            )
        }
        // `verify` never writes a reference: a missing one is "new", with the actual image in the artifacts.
        var harness = try config.snapshotConfiguration(recordMode: recordMode ?? .never, artifacts: options.artifacts)
        harness.force = options.force
        harness.strictRenderer = strict
        if !isRecording, let r = harness.environment["BARSNAP_RECORD"], !r.isEmpty {
            printError(
                """
                    barsnap verify: note: BARSNAP_RECORD=\(Text.escaped(r)) is ignored; verify never writes references\
                     (use barsnap record)
                    """
            )
        }
        // The artifacts folder must be BarSnap's (created by it, empty, or marked); then a fresh manifest (its entry
        // files included) and summary per run, so the report shows this run only.
        try ArtifactsFolder.claim(harness.artifactsFolder, force: options.force)
        try Manifest.beginRun(in: harness.artifactsFolder)
        try harness.artifactsFolder.appending(RunSummary.fileName).removeFile()
        var runner = SuiteRunner(configuration: harness, jobs: options.threadCount)
        let command = Invocation.command()
        runner.command = command
        let total = cases.count
        let step = max(1, total / 10)
        let console = Console(environment: harness.environment)
        print(
            """
                barsnap: \(total) case(s) of \(config.cases.count) in \(config.file), \(runner.jobs) thread(s),\
                 references in \(config.snapshotsDirectory)
                """
        )
        let failedSoFar = Mutex<Int>(0)
        let root = config.directory
        let summary = runner.run(cases) { outcome, done in
            let failedNow = failedSoFar.withLock { n in
                if outcome.failure != nil { n += 1 }
                return n
            }
            if let line = Self.line(for: outcome, recording: isRecording, command: command, root: root) {
                Console.writeLine(console.clearLine + console.result(line))
            }
            // A terminal gets one bar that rewrites itself; a log (CI) a plain line every tenth.
            if console.liveProgress {
                Console.write(
                    console.progress(done: done, total: total, failed: failedNow) + (done == total ? "\n" : ""))
            } else if done % step == 0 || done == total {
                print("[\(done)/\(total)]")
            }
        }
        if isRecording, let references { convertedFrom(references, summary: summary, config: config) }
        let seconds = (summary.seconds * 100).rounded() / 100
        // "passed (environment)" is its own count, never folded into "passed"; the last line counts both as passed.
        // A re-recorded reference counts as recorded only, never also as failed or new.
        func count(_ kind: SnapshotFailure.Kind) -> Int {
            summary.outcomes.filter { $0.failure?.kind == kind && !(isRecording && $0.failure?.recorded == true) }.count
        }
        print(
            """
                passed: \(summary.passed), \(EnvironmentPass.label): \(summary.passedEnvironment), failed:\
                 \(count(.failed)), new: \(count(.new)), environment: \(count(.environment)), recorded:\
                 \(summary.recorded) in \(seconds) s
                """
        )
        Self.printLayoutCounts(summary)
        let failed = failures(summary).count
        let snapshotsFolder = OwnedFolder.within(config.directory, config.snapshotsDirectory)
        let statuses = summary.outcomes.map { o -> RunSummary.Case in
            // summary.json names the reference a case shares (`shareLocales`) while it has none of its own.
            let shares = o.snapshot.sharedOwner.flatMap { owner in
                (try? snapshotsFolder.appending(o.snapshot.referencePath))?.kind == .missing ? owner.id : nil
            }
            return RunSummary.Case(
                id: o.snapshot.id, status: isRecording && o.failure?.recorded == true ? "recorded" : o.status,
                sharesWith: shares)
        }
        do {
            try RunSummary(cases: statuses, shard: selection.shard?.description, filter: selection.filter).write(
                to: harness.artifactsFolder)
        } catch {
            printError(
                "barsnap: warning: could not write \(harness.artifactsDirectory)/\(RunSummary.fileName): \(error)")
        }
        do {
            try Manifest.finishRun(in: harness.artifactsFolder)
        } catch {
            printError("barsnap: warning: could not assemble \(harness.artifactsDirectory)/manifest.json: \(error)")
        }
        if failed > 0 {
            print(
                """
                    artifacts: \(harness.artifactsDirectory) (manifest.json lists every failure; `\(command) report`\
                     shows them)
                    """
            )
            // How many groups the failures form (the same change in many snapshots is one group to review).
            if let line = try? FailureGroups.summaryLine(
                artifacts: harness.artifactsDirectory, command: command,
                recording: isRecording)
            {
                print(Line(line))
            }
        }
        if !isRecording {
            CIOutput(environment: harness.environment, artifacts: harness.artifactsDirectory, root: config.directory,
                     command: command, prComment: prComment)
                .write(passed: summary.outcomes.count - failed, failed: failed)
        }
        if !isRecording {
            orphans.list = Self.orphanedReferences(config, command: command, references: references)
            let scanFolders = Set(config.suites.filter { $0.scan != nil }.map(\.name))
            orphans.ofScanSuites = orphans.list.filter { o in
                o.split(separator: "/").first.map { scanFolders.contains(String($0)) } ?? false
            }
        }
        if isRecording, summary.recorded > 0 {
            // References written unseen are committed unseen: point at the page that shows them all.
            print(
                Line(
                    "review what was recorded before committing it: `\(command) report --all -o \(Self.galleryFolder)`"
                        + " (every case, by screen, locales and variants side by side)"))
        }
        print("\(summary.outcomes.count - failed) passed, \(failed) failed")
        return summary
    }

    /// What makes the run fail: any failure when verifying; when recording, only what could not be recorded.
    func failures(_ summary: SuiteRunner.Summary) -> [SuiteRunner.Outcome] {
        summary.outcomes.filter { o in
            guard let f = o.failure else { return false }
            return !(isRecording && f.recorded)
        }
    }

    /// The one short line a case prints (nil when it passed plainly): `FAIL <id>: <what changed> — <pixels>
    /// (<reference>)`, its paths relative to `root` (the configuration's folder). The full message stays in the
    /// manifest and `--json`.
    static func line(
        for outcome: SuiteRunner.Outcome, recording: Bool, command: String = "barsnap", root: String? = nil
    ) -> String? {
        if let pass = outcome.environmentPass { return "PASSED (ENVIRONMENT) \(outcome.snapshot.id): \(pass.detail)" }
        guard let f = outcome.failure else { return nil }
        let id = outcome.snapshot.id
        let reference = relative(f.referencePath, to: root)
        if f.recorded {
            let words = f.changes.isEmpty ? "" : f.changes.map(\.words).joined(separator: "; ") + ", "
            let why =
                f.kind == .new
                ? "new reference" : f.result.map { "changed: \(words)\($0.summary)" } ?? f.recordReason ?? "re-recorded"
            return "recorded \(id) (\(why))"
        }
        // When the artifacts could not be written (a full disk), the line says so instead of pointing nowhere.
        let problem =
            f.message.firstRange(of: "; could not write artifacts").map { String(f.message[$0.lowerBound...]) } ?? ""
        // A locale using another's reference (`shareLocales`): the file named is that locale's.
        let sharedOwner = f.referencePath.hasSuffix("/" + outcome.snapshot.referencePath)
            ? nil : outcome.snapshot.sharedOwner?.id
        if f.kind == .new, !recording {
            // A case sharing a reference that does not exist yet: recording the owner creates it for both.
            let recordID = sharedOwner ?? id
            return
                """
                    NEW \(id): no reference  (\(reference)\(sharedOwner == nil ? "" : ", shared"))\
                    \(relative(problem, to: root)); `\(SuiteRunner.recordCommand(id: recordID, command: command))`\
                     creates it
                    """
        }
        if f.kind == .layout { return "LAYOUT " + f.message }
        // Another environment: the whole explanation (which fields, both fingerprints, the tolerance), paths relative.
        if f.kind == .environment { return "ENVIRONMENT \(id): \(relative(f.message, to: root))" }
        // A comparison was made: what changed in words, the pixel count, the reference.
        guard let result = f.result else { return "FAIL \(id): \(f.message)" }
        var parts: [String] = []
        if !f.changes.isEmpty { parts.append(f.changes.map(\.words).joined(separator: "; ")) }
        parts.append(
            result.sizeMismatch
                ? "size \(result.expectedSize) → \(result.actualSize)" : "\(result.differentPixels) px differ")
        let shared = sharedOwner == nil ? "" : ", shared"
        return "FAIL \(id): \(parts.joined(separator: " — "))  (\(reference)\(shared))\(relative(problem, to: root))"
    }

    /// `path` with the configuration's folder (`root` + "/") removed wherever it occurs.
    static func relative(_ path: String, to root: String?) -> String {
        guard let root, !root.isEmpty else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.replacing(prefix, with: "")
    }
}

extension SuiteRun {
    /// `record --references F`: each case whose reference in format F now shows today's render removes its reference in
    /// the other format (a regular file in the snapshots folder, never through a link), and says so.
    func convertedFrom(_ format: ReferenceFormat, summary: SuiteRunner.Summary, config: BarSnapConfiguration) {
        let other: ReferenceFormat = format == .png ? .scene : .png
        let folder = OwnedFolder.within(config.directory, config.snapshotsDirectory)
        var removed = 0
        for o in summary.outcomes where o.failure == nil || o.failure?.recorded == true {
            guard let old = try? folder.appending(o.snapshot.id + other.fileExtension), old.kind == .file,
                let new = try? folder.appending(o.snapshot.id + format.fileExtension)
            else { continue }
            // The old reference goes only when it showed the pixels the new one holds: a conversion never hides a
            // change.
            guard let a = Self.pixelHash(old), let b = Self.pixelHash(new), a == b else {
                printError(
                    """
                        barsnap record: kept \(old.path): it does not show today's pixels (`barsnap verify --references\
                         \(other.rawValue)` shows the difference)
                        """
                )
                continue
            }
            if (try? old.removeFile()) == true { removed += 1 }
        }
        let configured = Set(config.cases.map(\.referenceFormat))
        print(
            Line(
                "converted: \(removed) \(other.rawValue) reference(s) replaced by \(format.rawValue) ones"
                    + (configured == [format]
                        ? "" : "; set \"references\": \"\(format.rawValue)\" in \(config.file) so verify reads them")))
    }

    /// The pixel hash a reference file holds: a PNG's decoded pixels, a scene reference's recorded hash.
    static func pixelHash(_ file: OwnedFolder) -> PixelHash? {
        if file.path.hasSuffix(ReferenceFormat.scene.fileExtension) {
            guard let bytes = try? file.read(limit: SceneReference.maxFileBytes) else { return nil }
            return (try? SceneReference.parse(bytes))?.pixels
        }
        guard let bytes = try? file.read(limit: PNG.maxReferenceFileBytes),
              let png = try? PNG.decode(bytes, name: file.path, maxPixels: PNG.maxReferencePixels) else { return nil }
        return PixelHash(png.bitmap)
    }

    /// The layout checks, counted apart from pixel failures: failed cases (an `error` check found something) and
    /// warnings (reported, never failing). Nothing is printed when the checks found nothing.
    static func printLayoutCounts(_ summary: SuiteRunner.Summary) {
        let failed = summary.count(.layout)
        let warned = summary.outcomes.filter { $0.findings.contains { $0.severity == .warning } }
        let warnings = warned.reduce(0) { $0 + $1.findings.filter { $0.severity == .warning }.count }
        guard failed > 0 || warnings > 0 else { return }
        // By kind, most first: one check that warns everywhere reads as that, not as noise.
        var byCheck: [String: Int] = [:]
        for o in summary.outcomes { for f in o.findings { byCheck[f.check.rawValue, default: 0] += 1 } }
        let kinds = byCheck.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        let example = (warned.first ?? summary.outcomes.first { !$0.findings.isEmpty }).map { $0.snapshot.id } ?? "ID"
        print(
            Line(
                "layout checks: \(failed) failed, \(warnings) warning(s) in \(warned.count) case(s) (\(kinds)); "
                    + "`barsnap layout --checks \(shellQuoted(example))` lists a case's findings"))
    }
}
