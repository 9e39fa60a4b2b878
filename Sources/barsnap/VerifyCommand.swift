import ArgumentParser
import Verdict

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every case of barsnap.json and compare it with its reference. Never writes references.",
        discussion: """
        A missing reference is a failure of kind "new" (its actual image goes to the artifacts); `barsnap record` \
        creates it. Failures leave actual, diff and strip PNGs and a manifest.json under the artifacts directory. \
        The last line is `N passed, M failed`; exit 1 on any failure.
        """)

    @OptionGroup var config: ConfigOption
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var options: RunOptions

    @Option(
        name: .customLong("pr-comment"),
        help: ArgumentHelp(
            """
                Also write the run's summary (counts, each failure group with what changed and its accept command) as\
                 Markdown to this file, for a pull-request comment step.
                """,
            valueName: "file"))
    var prComment: String?

    @Flag(
        help:
            """
                Fail on what a plain verify only reports: a scene reference that is unchanged but draws other pixels\
                 (BarSnap or the environment draws it differently now), and references that no case produces (a screen\
                 or spec removed or renamed; `barsnap prune` removes them).
                """
    )
    var strict = false

    @Option(
        name: .customLong("references"),
        help: ArgumentHelp(
            "Check the references in this format (png or scene) instead of the configuration's \"references\".",
            valueName: "format"))
    var references: ReferenceFormatArgument?

    func run() throws {
        var failed = 0
        var orphans = 0
        var scanOrphans = 0
        try reportingErrors {
            var run = SuiteRun(recordMode: nil, configuration: config, selection: selection, options: options)
            run.prComment = prComment
            run.strict = strict
            run.references = references?.format
            failed = run.failures(try run.run()).count
            orphans = run.orphans.list.count
            scanOrphans = run.orphans.ofScanSuites.count
        }
        if failed > 0 { throw ExitCode(1) }
        if strict && orphans > 0 {
            printError("barsnap verify: --strict: \(orphans) reference(s) have no case")
            throw ExitCode(1)
        }
        // In CI a scan suite's reference without a case is a screen the scan no longer finds: it fails, so a pull
        // request cannot hide a changed screen by making the scan miss it.
        if scanOrphans > 0 && Self.inCI(SnapshotConfiguration.processEnvironment()) {
            printError(
                "barsnap verify: \(scanOrphans) reference(s) of a \"scan\" suite have no case (CI fails on them): "
                    + "a screen removed on purpose is pruned with `barsnap prune`")
            throw ExitCode(1)
        }
    }

    /// `CI` (or `GITHUB_ACTIONS`) is set to anything but empty, `false` or `0`.
    static func inCI(_ environment: [String: String]) -> Bool {
        ["CI", "GITHUB_ACTIONS"].contains { k in
            environment[k].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        }
    }
}

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record references for the cases of barsnap.json: creates missing ones, rewrites changed ones.",
        discussion: """
        --mode all (the default) rewrites a reference only when its pixels or its environment fingerprint changed, \
        so recording twice changes nothing; --mode failed rewrites only references that fail their tolerance; \
        --mode missing only creates missing references. Exit 1 when a case could not be rendered or written.
        """)

    @OptionGroup var config: ConfigOption
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var options: RunOptions

    @Option(
        help:
            """
                Which references to write: missing (create only), failed (also rewrite failing ones) or all. `barsnap\
                 verify` checks without writing.
                """
    )
    var mode: RecordModeArgument = .all

    @Option(
        name: .customLong("references"),
        help: ArgumentHelp(
            """
                Convert: write the references in this format (png or scene) and remove each case's reference in the\
                 other format once the new one is written (only when it showed today's pixels). Then set \"references\"\
                 in barsnap.json to match.
                """,
            valueName: "format"))
    var references: ReferenceFormatArgument?

    func run() throws {
        try reportingErrors {
            var run = SuiteRun(
                recordMode: mode.recordMode, configuration: config, selection: selection, options: options)
            run.references = references?.format
            if !run.failures(try run.run()).isEmpty { throw ExitCode(1) }
        }
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the id of every case of barsnap.json, one per line (after --filter and --shard).",
        discussion:
            "An id is the reference's path under the snapshots folder without .png, e.g. buttons/back.phone-44@3x.")

    @OptionGroup var config: ConfigOption
    @OptionGroup var selection: SelectionOptions

    @Flag(help: "Also print each case's origin (spec file, matrix values or overlay) after a tab.")
    var origin = false

    func run() throws {
        try reportingErrors {
            for c in selection.select(try config.load().cases) { print(origin ? "\(c.id)\t\(c.origin)" : "\(c.id)") }
        }
    }
}
