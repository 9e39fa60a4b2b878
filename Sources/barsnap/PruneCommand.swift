import ArgumentParser
import Basics
import SnapshotReport
import SnapshotSuite
import Verdict

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
            let (result, owned, shared) = try Self.orphans(configuration, dryRun: dryRun)
            for (folder, file) in shared {
                printError(
                    """
                        barsnap prune: left alone \(snapshots)/\(folder): it is also where assertSnapshot keeps the\
                         references of \(file); rename the suite so the two never share a folder
                        """
                )
            }
            let verb = dryRun ? "would delete" : "deleted"
            for o in result.orphans { print("\(verb) \(snapshots)/\(o)") }
            for d in result.emptyDirectories {
                print("\(dryRun ? "would remove" : "removed") empty directory \(snapshots)/\(d)")
            }
            for s in result.symlinks { print("skipped symlink \(snapshots)/\(s)") }
            for f in result.foreign {
                print(
                    """
                        left alone \(snapshots)/\(f) (not a BarSnap reference: a PNG without a barsnap:environment\
                         chunk, or JSON that is not a scene reference)
                        """
                )
            }
            for u in result.unowned {
                print("left alone \(snapshots)/\(u) (no suite of \(configuration.file) owns it)")
            }
            print(
                Line(
                    "\(result.orphans.count) orphaned reference(s) in \(owned.count) owned folder(s)"
                        + (dryRun ? " (dry run: nothing deleted)" : "")))
        }
    }

    /// The references no case of `configuration` produces (deleted unless `dryRun`), the folders searched, and the
    /// suite folders left alone because assertSnapshot shares them (folder, test file). `verify` lists the same.
    /// `references`: the format a run checks instead of the configuration's (`verify --references`).
    static func orphans(_ configuration: BarSnapConfiguration, dryRun: Bool, references: ReferenceFormat? = nil) throws
        -> (result: Prune.Result, owned: [String], shared: [(String, String)]) {
        // Each case's reference in its suite's format (`.png` or `.scene.json`), or in the run's.
        let expected = Set(configuration.cases.map { c in
            var c = c
            if let references { c.referenceFormat = references }
            return c.referenceFile
        })
        // assertSnapshot writes SNAPSHOTS/<test file name>/: a suite of that name shares the folder, and prune
        // would delete the tests' references. Such a folder is never pruned.
        let root = FileIO.packageRoot(above: configuration.directory) ?? configuration.directory
        let testFolders = Self.testFolders(packageRoot: root)
        let shared = configuration.ownedFolders.compactMap { f in testFolders[f].map { (f, $0) } }
        let owned = configuration.ownedFolders.filter { testFolders[$0] == nil }
        let result = try Prune.run(
            snapshots: OwnedFolder.within(configuration.directory, configuration.snapshotsDirectory),
            owned: owned, expected: expected, dryRun: dryRun)
        return (result, owned, shared)
    }

    /// The folders assertSnapshot writes for the package's test files (`Tests/A/BarTests.swift` → `bartests`), each
    /// with the file that owns it.
    static func testFolders(packageRoot: String) -> [String: String] {
        var out: [String: String] = [:]
        let files = (try? Glob.files(matching: "Tests/**/*.swift", in: packageRoot)) ?? []
        for file in files {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let folder = SnapshotName.sanitize(String(name.dropLast(6)))
            if out[folder] == nil { out[folder] = file }
        }
        return out
    }
}
