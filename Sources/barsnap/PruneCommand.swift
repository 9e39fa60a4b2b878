import ArgumentParser
import BarSnapKit
import SnapshotReport

/// `barsnap prune [--dry-run]`: references no gallery case produces.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (and, without --dry-run, delete) references under Snapshots/ that no gallery case produces.",
        discussion: """
        Only *.png files under Snapshots/ are considered; symlinks are never followed nor removed; directories \
        left empty are removed. Nothing outside Snapshots/ is touched.
        """)

    @Flag(name: .customLong("dry-run"), help: "Only list what would be deleted.")
    var dryRun = false

    @Option(help: "The package root holding Snapshots/ (default: the current directory or the nearest one above it with Package.swift).")
    var root: String?

    func run() throws {
        try reportingErrors {
            let snapshots = packageRoot(root) + "/Snapshots"
            let expected = Set(try Gallery.cases().map(\.referencePath))
            let result = try Prune.run(snapshots: snapshots, expected: expected, dryRun: dryRun)
            let verb = dryRun ? "would delete" : "deleted"
            for o in result.orphans { print("\(verb) Snapshots/\(o)") }
            for d in result.emptyDirectories { print("\(dryRun ? "would remove" : "removed") empty directory Snapshots/\(d)") }
            for s in result.symlinks { print("skipped symlink Snapshots/\(s)") }
            print("\(result.orphans.count) orphaned reference(s)" + (dryRun ? " (dry run: nothing deleted)" : ""))
        }
    }
}
