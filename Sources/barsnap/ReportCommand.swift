import ArgumentParser
import Basics
import Verdict
import SnapshotReport
import SnapshotSuite
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap report [ARTIFACTS_DIR] -o REPORT_DIR [--merge DIR...]`: a static HTML review page.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML report of snapshot failures (2-up, swipe, onion skin, blink, diff).",
        discussion: """
            Reads the failures (manifest.d/ or manifest.json, and summary.json) from the artifacts directory, groups \
            the failures that are one change, and writes REPORT_DIR/index.html with the images next to it, linked \
            relatively: each actual image whole and only the changed region of the expected and diff images, \
            identical files once, for each failure group's representative (the other members are listed with their \
            change and changed region; --all-images stores them all). The report needs no server or network and \
            opens from a downloaded CI artifact with a double-click. --merge combines the artifacts of several shards; \
            when two list the same snapshot, the later directory wins (and the report says so). The report directory \
            is itself a valid argument to `barsnap accept`.
            """)

    @Argument(
        help:
            """
                The artifacts directory (default: as `verify` writes them: the configuration's \"artifacts\", else\
                 BARSNAP_ARTIFACTS, else .build/barsnap-artifacts).
                """
    )
    var artifacts: String?

    @Option(name: .shortAndLong, help: "The report directory to write.")
    var output: String

    @Option(parsing: .upToNextOption, help: "More artifacts directories (e.g. one per shard) to merge into one report.")
    var merge: [String] = []

    @OptionGroup var config: ConfigOption

    @Option(help: "Without a barsnap.json: the package root, whose Snapshots/ holds the references.")
    var root: String?

    @Flag(help: "Write into an existing non-empty folder that BarSnap did not create.")
    var force = false

    @Flag(
        name: .customLong("all-images"),
        help: """
            Store every failure's images (default: each failure group's representative's only; the other members are\
             listed with their change and changed region, and accept reads their images from the artifacts).
            """)
    var allImages = false

    @Flag(
        name: .customLong("all"),
        help: """
            A gallery of every case of barsnap.json from the references on disk (no run or failure needed): grouped by\
             screen, its locales and variants side by side, identical images stored once. Review a recording with it\
             before committing the references.
            """)
    var all = false

    @Option(
        name: .customLong("pr-comment"),
        help: ArgumentHelp(
            """
                Also write the merged run's summary (counts, each failure group with what changed and its accept\
                 command) as Markdown to this file; with GITHUB_STEP_SUMMARY set it is appended to the job summary too.
                """,
            valueName: "file"))
    var prComment: String?

    func run() throws {
        if all {
            try reportingErrors {
                guard artifacts == nil, merge.isEmpty, root == nil, !allImages, prComment == nil else {
                    throw ValidationError(
                        "--all reads the references of barsnap.json: it takes no artifacts, --merge, --root,"
                            + " --all-images or --pr-comment")
                }
                let configuration = try config.load()
                let outcome = try GalleryReport.write(config: configuration, output: output, force: force)
                print(
                    Line(
                        "gallery: \(outcome.cases) case(s) of \(configuration.file) in \(outcome.screens) screen(s),"
                            + " \(outcome.imagesStored) distinct image(s) (\(outcome.imageBytes) bytes)"
                            + (outcome.missing.isEmpty
                                ? "" : ", \(outcome.missing.count) without a PNG reference (`barsnap record`)")))
                let index = output + "/index.html"
                print("open file://\(SafePath.realPath(index) ?? index)")
            }
            return
        }
        try reportingErrors {
            let place = try ReferencePlace(config: config, root: root)
            let root = place.root
            var dirs = merge
            if let artifacts { dirs.insert(artifacts, at: 0) } else if merge.isEmpty { dirs = [place.artifacts] }
            let merged = MergedArtifacts(try dirs.map(ArtifactSet.load))
            for note in merged.notes { printError("barsnap report: note: \(note)") }
            let outcome = try ReportWriter(
                output: output, packageRoot: root, snapshots: place.snapshotsFolder, force: force,
                allImages: allImages
            ).write(merged)
            for w in outcome.warnings { printError("barsnap report: warning: \(w)") }
            let index = output + "/index.html"
            let absolute = SafePath.realPath(index) ?? index
            let passedEnvironment = merged.entries.filter { $0.kind == .passedEnvironment }.count
            let failureGroups = FailureGroups.make(merged.entries.filter(\.kind.isFailure)).count
            var line = "report: \(outcome.entries - passedEnvironment) failure(s) in \(failureGroups) group(s)"
            if let s = merged.summary { line += " of \(s.total) case(s), \(s.count("passed")) passed" }
            if passedEnvironment > 0 { line += ", \(passedEnvironment) \(EnvironmentPass.label)" }
            print(Line(line + (dirs.count > 1 ? ", merged from \(dirs.count) directories" : "")))
            print("open file://\(absolute)")
            // The merged shards' summary: the same Markdown verify writes for one run, over every shard.
            let summaryFile = getenv("GITHUB_STEP_SUMMARY").map { String(cString: $0) }.flatMap {
                $0.isEmpty ? nil : $0
            }
            if prComment != nil || summaryFile != nil {
                let passed = merged.summary?.count("passed") ?? 0
                let markdown = CISummary(
                    passed: passed, entries: merged.entries, command: Invocation.command(),
                    artifacts: output
                ).markdown
                if let prComment { try FileIO.writeAtomically(Array(markdown.utf8), to: prComment) }
                if let summaryFile {
                    do { try CIOutput.append(markdown + "\n", to: summaryFile) } catch {
                        printError("barsnap report: warning: could not write the job summary \(summaryFile): \(error)")
                    }
                }
            }
        }
    }
}

/// `--root`, or the current directory / nearest one above it with Package.swift.
func packageRoot(_ root: String?) -> String {
    if let root { return root }
    let cwd = SafePath.realPath(".") ?? "."
    return SnapshotConfiguration.packageRoot(containing: cwd + "/.")
}

/// Where references and artifacts are for `accept` and `report`: from barsnap.json (`--config`, or the nearest
/// one) unless `--root` names a package root; without either, the nearest package root's `Snapshots/`.
struct ReferencePlace {
    var root: String
    var snapshots: String
    var artifacts: String
    /// The references' folder, walked from the configuration's folder without following links.
    var snapshotsFolder: OwnedFolder { OwnedFolder.within(root, snapshots) }

    init(config: ConfigOption, root: String?) throws {
        if root == nil, let configuration = try config.loadIfPresent() {
            self.root = configuration.directory
            self.snapshots = configuration.snapshotsDirectory
            self.artifacts = configuration.artifactsDirectory()
        } else {
            self.root = packageRoot(root)
            self.snapshots = self.root + "/Snapshots"
            self.artifacts = SnapshotConfiguration(diffOptions: .exact, packageRoot: self.root).artifactsDirectory
        }
    }
}
