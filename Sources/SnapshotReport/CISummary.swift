import BarSnapCore
import SnapshotHarness

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

    package init(passed: Int, entries: [ReportEntry], command: String, artifacts: String) {
        self.passed = passed
        self.entries = entries.filter(\.kind.isFailure)
        self.groups = FailureGroups.make(self.entries)
        self.command = command
        self.artifacts = artifacts
    }

    /// At most this many groups are listed (the rest are counted): a summary stays readable and small.
    package static let maxGroups = 50

    /// The summary in GitHub-flavoured Markdown.
    package var markdown: String {
        var md = "### BarSnap: "
        md += entries.isEmpty ? "all \(FailureGroups.count(passed, "snapshot")) passed\n" :
            "\(FailureGroups.count(entries.count, "snapshot failure")) in \(FailureGroups.count(groups.count, "group")), \(passed) passed\n"
        guard !entries.isEmpty else { return md }
        md += "\n| Group | Kind | Snapshots | What changed |\n|---|---|---:|---|\n"
        for g in groups.prefix(Self.maxGroups) {
            let what = g.change ?? entries[g.representative].changes.first.map { "\($0) (and others)" } ?? g.reason
            md += "| `\(Self.cell(g.id))` | \(g.kind.rawValue) | \(g.members.count) | \(Self.cell(what)) |\n"
        }
        if groups.count > Self.maxGroups { md += "\n…and \(groups.count - Self.maxGroups) more group(s).\n" }
        md += "\n**Review:** download the `barsnap-report` artifact of this run, open `index.html`"
        md += " (or run `\(command) report` locally).\n\n**Accept** a reviewed group from the package root"
        md += artifacts == "barsnap-report" ? ", with the artifact unpacked into `barsnap-report/`:\n\n```sh\n" : ":\n\n```sh\n"
        for g in groups.prefix(5) {
            md += "\(command) accept \(SafePath.shellQuote(artifacts)) --group \(SafePath.shellQuote(g.id))\n"
        }
        md += "```\n"
        return md
    }

    /// One workflow command per group: `::error file=Specs/bar.json,line=1,title=…::words (N snapshots)`.
    /// `root` makes the spec paths relative (GitHub resolves them against the repository).
    package func annotations(root: String) -> [String] {
        var lines = groups.prefix(Self.maxAnnotations).map { g in
            let rep = entries[g.representative]
            var props: [String] = []
            if let file = rep.specFile {
                let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
                props.append("file=" + Self.property(relative))
                props.append("line=\(rep.specLine ?? 1)")
            }
            props.append("title=" + Self.property("BarSnap: \(g.kind.rawValue) \(g.id)"))
            let what = g.change ?? rep.changes.first ?? g.reason
            let level = g.kind == .new ? "warning" : "error"
            return "::\(level) \(props.joined(separator: ","))::" + Self.data("\(what) — \(FailureGroups.count(g.members.count, "snapshot")); \(command) accept \(SafePath.shellQuote(artifacts)) --group \(SafePath.shellQuote(g.id))")
        }
        // GitHub shows 10 error annotations per step: the rest are one notice, counted (the job summary lists them).
        if groups.count > Self.maxAnnotations {
            let rest = groups.dropFirst(Self.maxAnnotations)
            let snapshots = rest.reduce(0) { $0 + $1.members.count }
            lines.append("::notice title=" + Self.property("BarSnap: \(rest.count) more failure group(s)") + "::"
                + Self.data("…and \(FailureGroups.count(rest.count, "more group")) (\(FailureGroups.count(snapshots, "snapshot"))): the job summary lists them"))
        }
        return lines
    }

    /// One annotation per failure group up to this many (GitHub shows at most 10 errors per step).
    package static let maxAnnotations = 10

    /// A Markdown table cell: pipes and line breaks escaped, control characters dropped.
    static func cell(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "|": out += "\\|"
            case "\n", "\r", "\t": out += " "
            case "`": out += "'"
            default: if c.value >= 0x20 && c.value != 0x7F { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// GitHub workflow-command escaping of a message (`%`, CR, LF).
    static func data(_ s: String) -> String { escape(s, [:]) }

    /// … and of a property value (also `:` and `,`).
    static func property(_ s: String) -> String { escape(s, [":": "%3A", ",": "%2C"]) }

    private static func escape(_ s: String, _ more: [Unicode.Scalar: String]) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: if let m = more[c] { out += m } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
