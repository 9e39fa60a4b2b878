import ArgumentParser
import BarSnapCore
import SnapshotReport
import SnapshotSuite

/// `barsnap prune [--dry-run]`: references no case of the configuration produces, in the folders it owns.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List (and, without --dry-run, delete) references that no case of barsnap.json produces.",
        discussion: """
        The configuration owns one folder per suite: SNAPSHOTS/<suite>/. Only *.png files (and temporary files of \
        interrupted writes) inside those folders are considered; every other folder of SNAPSHOTS — for example the \
        ones assertSnapshot writes from tests — is left alone and listed as not owned. Symlinks are never followed \
        nor removed; directories left empty are removed. Without a configuration, prune refuses.
        """)

    @OptionGroup var config: ConfigOption

    @Flag(name: .customLong("dry-run"), help: "Only list what would be deleted.")
    var dryRun = false

    func run() throws {
        try reportingErrors {
            let configuration = try config.load()
            let snapshots = configuration.snapshotsDirectory
            let expected = Set(configuration.cases.map(\.referencePath))
            let result = try Prune.run(snapshots: OwnedFolder.within(configuration.directory, snapshots),
                                       owned: configuration.ownedFolders, expected: expected, dryRun: dryRun)
            let verb = dryRun ? "would delete" : "deleted"
            for o in result.orphans { print("\(verb) \(snapshots)/\(o)") }
            for d in result.emptyDirectories { print("\(dryRun ? "would remove" : "removed") empty directory \(snapshots)/\(d)") }
            for s in result.symlinks { print("skipped symlink \(snapshots)/\(s)") }
            for f in result.foreign { print("left alone \(snapshots)/\(f) (not a BarSnap reference: no barsnap:environment chunk)") }
            for u in result.unowned { print("left alone \(snapshots)/\(u) (no suite of \(configuration.file) owns it)") }
            print("\(result.orphans.count) orphaned reference(s) in \(configuration.ownedFolders.count) owned folder(s)"
                + (dryRun ? " (dry run: nothing deleted)" : ""))
        }
    }
}
