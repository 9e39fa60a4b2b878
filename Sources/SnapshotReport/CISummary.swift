import Basics
import Verdict

/// What a reviewer sees in CI without downloading anything: a Markdown summary (GitHub's job summary,
/// `GITHUB_STEP_SUMMARY`, or a pull-request comment written with `--pr-comment FILE`) and one `::error` annotation
/// per failure group on the spec file it comes from.
package struct CISummary: Sendable {
    package var passed: Int
    package var entries: [ReportEntry]
    package var groups: [FailureGroup]
    /// How the user runs barsnap (`barsnap`, `swift run barsnap`), for the commands shown.
    package var command: String
    /// The artifacts directory as given (for the accept commands).
    package var artifacts: String
    /// Failures the run counted (`verify`'s own count): the summary never says "passed" when it is not zero,
    /// even when the manifest that lists them could not be read.
    package var failed: Int

    package init(passed: Int, entries: [ReportEntry], command: String, artifacts: String, failed: Int? = nil) {
        self.passed = passed
        self.entries = entries.filter(\.kind.isFailure)
        self.groups = FailureGroups.make(self.entries)
        self.command = command
        self.artifacts = artifacts
        self.failed = max(failed ?? 0, self.entries.count)
    }

    /// At most this many groups are listed (the rest are counted): a summary stays readable and small.
    package static let maxGroups = 50

    /// The summary in GitHub-flavoured Markdown. Every value from the pull request (group names, what changed)
    /// is a code span: no image, link, mention or HTML can come from a title.
    package var markdown: String {
        var md = "### BarSnap: "
        if failed == 0 { return md + "all \(FailureGroups.count(passed, "snapshot")) passed\n" }
        if entries.isEmpty {
            return md + "\(FailureGroups.count(failed, "snapshot failure")), \(passed) passed\n\n"
                + "The artifacts' manifest could not be read: run `\(command) report` on the artifacts for details.\n"
        }
        md += "\(FailureGroups.count(entries.count, "snapshot failure")) in "
            + "\(FailureGroups.count(groups.count, "group")), \(passed) passed\n"
        // Failures without a manifest entry (a case that could not be drawn): counted, never silent.
        if failed > entries.count {
            md += "\n**\(FailureGroups.count(failed - entries.count, "more failure"))** could not be drawn or compared "
                + "(nothing to review in the report): the job log's `FAIL` lines name them and why.\n"
        }
        md += "\n| Group | Kind | Snapshots | What changed |\n|---|---|---:|---|\n"
        for g in groups.prefix(Self.maxGroups) {
            let what = g.change ?? entries[g.representative].changes.first.map { "\($0) (and others)" } ?? g.reason
            md += "| \(Self.cell(g.id)) | \(g.kind.rawValue) | \(g.members.count) | \(Self.cell(what)) |\n"
        }
        if groups.count > Self.maxGroups { md += "\n…and \(groups.count - Self.maxGroups) more group(s).\n" }
        md += "\n**Review:** download the `barsnap-report` artifact of this run, open `index.html`"
        md += " (or run `\(command) report` locally).\n\n**Accept** a reviewed group from the package root"
        var commands = ""
        for g in groups.prefix(5) {
            let line = "\(command) accept \(SafePath.shellQuote(artifacts)) --group \(SafePath.shellQuote(g.id))"
                + (artifacts == "barsnap-report" && g.members.count > 1 ? " " + Self.shardImages : "")
            commands += Text.escaped(line, limit: 1_000) + "\n"
        }
        let fence = Markdown.fence(for: commands)
        md += artifacts == "barsnap-report"
            ? ", with the artifact unpacked into `barsnap-report/` (a report stores images for each group's"
                + " representative; `--from` names the verify artifacts holding the other members', unpacked from"
                + " `barsnap-artifacts-shard-N` when the run uploads them):\n\n"
            : ":\n\n"
        md += fence + "sh\n" + commands + fence + "\n"
        return md
    }

    /// The shards' verify artifacts as the app workflow uploads them, unpacked beside the report (a shell glob).
    static let shardImages = "--from barsnap-artifacts-shard-*/shard-*"

    /// One workflow command per group: `::error file=Specs/bar.json,line=1,title=…::words (N snapshots)`, built by
    /// `WorkflowCommand`. `root` makes the spec paths relative (GitHub resolves them against the repository); a
    /// scanned screen's `App/Settings.swift:12` gives `file=App/Settings.swift,line=12`.
    package func annotations(root: String) -> [String] {
        var lines = groups.prefix(Self.maxAnnotations).map { g in
            let rep = entries[g.representative]
            var file: String?
            var line: Int?
            if let spec = rep.specFile {
                let relative = spec.hasPrefix(root + "/") ? String(spec.dropFirst(root.count + 1)) : spec
                let (path, number) = WorkflowCommand.splitLine(relative)
                file = path
                line = rep.specLine ?? number ?? 1
            }
            let what = g.change ?? rep.changes.first ?? g.reason
            let message = "\(what) — \(FailureGroups.count(g.members.count, "snapshot")); "
                + "\(command) accept \(SafePath.shellQuote(artifacts)) --group \(SafePath.shellQuote(g.id))"
                + (artifacts == "barsnap-report" && g.members.count > 1 ? " " + Self.shardImages : "")
            return WorkflowCommand.make(g.kind == .new ? "warning" : "error", file: file, line: line,
                                        title: "BarSnap: \(g.kind.rawValue) \(g.id)", message: message)
        }
        // GitHub shows 10 error annotations per step: the rest are one notice, counted (the job summary lists them).
        let more = groups.count > Self.maxAnnotations
        if more {
            let rest = groups.dropFirst(Self.maxAnnotations)
            let snapshots = rest.reduce(0) { $0 + $1.members.count }
            let words = "…and \(FailureGroups.count(rest.count, "more group")) "
                + "(\(FailureGroups.count(snapshots, "snapshot"))): the job summary lists them"
            lines.append(WorkflowCommand.make("notice", title: "BarSnap: \(rest.count) more failure group(s)",
                                              message: words))
        }
        // A changed translation is annotated on its table's line; the code that reads its key gets a notice (as many
        // as GitHub shows per step, after the one that counts the groups not annotated).
        var notices = more ? 1 : 0
        for g in groups.prefix(Self.maxAnnotations) where notices < Self.maxAnnotations {
            guard let read = entries[g.representative].readBy else { continue }
            let relative = read.file.hasPrefix(root + "/") ? String(read.file.dropFirst(root.count + 1)) : read.file
            let what = g.change ?? entries[g.representative].changes.first ?? g.reason
            lines.append(WorkflowCommand.make("notice", file: relative, line: read.line,
                                              title: "BarSnap: \(g.id) reads this text", message: what))
            notices += 1
        }
        return lines
    }

    /// A Markdown table cell holding untrusted text: a code span (see `Markdown.code`).
    static func cell(_ s: String) -> String { Markdown.code(s) }

    /// One annotation per failure group up to this many (GitHub shows at most 10 errors per step).
    package static let maxAnnotations = 10

    /// GitHub workflow-command escaping of a message (`%`, CR, LF).
    static func data(_ s: String) -> String { WorkflowCommand.data(s) }
}
