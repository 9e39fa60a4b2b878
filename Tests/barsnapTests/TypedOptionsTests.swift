import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Options with a fixed set of values are refused by the parser before anything runs (exit 64, usage error),
/// with the option, the value and what is allowed; help lists the values; `barsnap --help` groups the commands.
@Suite struct TypedOptionsTests {
    /// A bad value: exit 64, the first line names the option and the value and says what is expected, nothing
    /// on stdout, nothing written.
    func refused(_ args: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = try CLI.temporaryDirectory()
        let r = try CLI.run(args, directory: dir)
        #expect(r.status == 64, "\(args): \(r.status) \(r.stderr)", sourceLocation: sourceLocation)
        let first = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == "Error: " + message, "\(args): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(try FileIO.listDirectory(dir).isEmpty, sourceLocation: sourceLocation)
    }

    @Test func badValuesAreClearUsageErrors() throws {
        try refused(
            ["record", "--mode", "never"],
            "The value 'never' is invalid for '--mode <mode>'. Please provide one of 'missing', 'failed' or 'all'.")
        try refused(
            ["record", "--mode", "sometimes"],
            "The value 'sometimes' is invalid for '--mode <mode>'. Please provide one of 'missing', 'failed' or 'all'.")
        try refused(
            ["verify", "--shard", "0/4"],
            "The value '0/4' is invalid for '--shard <I/N>': a shard is I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/4"
        )
        try refused(
            ["list", "--shard", "5/4"],
            "The value '5/4' is invalid for '--shard <I/N>': a shard is I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/4"
        )
        try refused(
            ["record", "--shard", "two"],
            "The value 'two' is invalid for '--shard <I/N>': a shard is I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/4"
        )
        try refused(
            ["transition", "a.json", "b.json", "--progress", "0.5", "--kind", "wipe", "-o", "x.png"],
            """
                The value 'wipe' is invalid for '--kind <kind>'. Please provide one of 'none', 'fade', 'slide' or\
                 'interactive'.
                """
        )
        try refused(
            ["layout", "a.json", "--error", "bogus"],
            "The value 'bogus' is invalid for '--error <check>'. Please provide one of the following:")
    }

    /// Good values still parse as before: `--mode` ignores case like BARSNAP_RECORD, a shard selects its cases.
    @Test func goodValuesParse() throws {
        let root = try CLI.scratchPackage()
        let all = try CLI.run(["list"], directory: root)
        #expect(all.status == 0 && !all.stdout.isEmpty, "\(all.stderr)")
        let shards = try (1...2).map { try CLI.run(["list", "--shard", "\($0)/2"], directory: root) }
        #expect(shards.allSatisfy { $0.status == 0 })
        #expect(
            shards.map(\.stdout).joined().split(separator: "\n").sorted() == all.stdout.split(separator: "\n").sorted())
        let missing = try CLI.run(
            ["record", "--mode", "MISSING", "--filter", "buttons/back.phone-44@3x"], directory: root)
        #expect(missing.status == 0, "\(missing.stderr)")
        #expect(FileIO.exists(root + "/Snapshots/buttons/back.phone-44@3x.png"))
    }

    @Test func helpListsTheValues() throws {
        let record = try CLI.run(["record", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(record.contains("(values: missing, failed, all; default: all)"), "\(record)")
        let transition = try CLI.run(["transition", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(transition.contains("(values: none, fade, slide, interactive)"))
        let layout = try CLI.run(["layout", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        #expect(
            layout.contains("(values: truncation, titleShrink, backTitle, overlap, outsideBar, tapTarget, contrast)"))
        #expect(try CLI.run(["verify", "--help"]).stdout.contains("--shard <I/N>"))
    }

    /// `barsnap --help`: every command once, in three groups, in this order.
    @Test func helpGroupsTheCommands() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        var groups: [String: [String]] = [:], current = ""
        for line in help.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasSuffix(" SUBCOMMANDS:") {
                current = String(line.dropLast(" SUBCOMMANDS:".count))
                continue
            }
            if line.isEmpty { current = "" }
            if !line.hasPrefix("  ") || line.hasPrefix("   ") { continue }
            if !current.isEmpty { groups[current, default: []].append(String(line.dropFirst(2).prefix { $0 != " " })) }
        }
        #expect(groups["DRAW"] == ["render", "layout", "audit", "transition", "diff"], "\(groups)")
        #expect(
            groups["SUITE"] == ["init", "verify", "record", "list", "scan", "render-refs", "schema", "env"], "\(groups)"
        )
        #expect(groups["REVIEW"] == ["report", "accept", "prune"], "\(groups)")
    }
}
