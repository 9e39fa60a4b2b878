import ArgumentParser
import Basics
import SnapshotReport
import SnapshotSuite

/// `barsnap accept ARTIFACTS_DIR [NAME...] [--group ID...] [--all]`: the reviewed actual images become the references.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Copy reviewed actual images over their references (atomically), inside the snapshots folder only.",
        discussion: """
        ARTIFACTS_DIR defaults to where verify writes them (as for report). NAME is a manifest name such as \
        buttons/back.phone-44@3x.png (.png optional). --group ID accepts every \
        member of a failure group (the ids `barsnap report` and the verify summary show, e.g. buttons/back: \
        the variants of one case, every failure with the same change in words, and every failure whose changed \
        pixels are identical). Unknown names or groups \
        are refused with the known ones, and nothing is written. Accepted entries leave the manifest. ARTIFACTS_DIR \
        may also be a report directory written by `barsnap report`: it stores images for each group's representative \
        only, so the other members' actual images are read from the verify artifacts (--from), and only when their \
        SHA-256 is the one the report recorded. Prints one line per reference. References \
        go to the snapshots folder of barsnap.json (--config, or the nearest one), else to ROOT/Snapshots.
        """)

    @Argument(help: """
        The artifacts (or report) directory holding manifest.json (default: as `verify` writes them, like `report`);\
         may be left out before NAMEs.
        """)
    var artifacts: String?

    @Argument(help: "Snapshot names to accept.")
    var names: [String] = []

    @Option(name: .customLong("group"), help: "Accept every member of this failure group (repeatable).")
    var groups: [String] = []

    @Flag(help: "Accept every entry of the manifest.")
    var all = false

    @Option(
        name: .customLong("from"), parsing: .upToNextOption,
        help: ArgumentHelp(
            """
                With a report directory: the verify artifacts directories (one per shard, every directory up to the\
                 next option) holding the actual images of the members the report lists without images (default:\
                 where verify writes them).
                """, valueName: "dir"))
    var from: [String] = []

    @OptionGroup var config: ConfigOption

    @Option(
        help:
            """
                Without a barsnap.json: the package root holding Snapshots/ (default: the current directory or the\
                 nearest one above it with Package.swift).
                """
    )
    var root: String?

    func run() throws {
        try reportingErrors {
            let place = try ReferencePlace(config: config, root: root)
            // Without a directory first, every argument is a name and the artifacts are where verify writes them.
            var names = names, directory = place.artifacts
            if let first = artifacts {
                if FileIO.isDirectory(first) { directory = first } else { names.insert(first, at: 0) }
            }
            let changes = try Accept.run(
                artifacts: directory, packageRoot: place.root, snapshots: place.snapshots,
                names: names, all: all, groups: groups, snapshotsFolder: place.snapshotsFolder,
                membersFrom: from.isEmpty ? [place.artifacts] : from)
            for c in changes { print(Line(c.line)) }
            let written = changes.filter { $0.what != .unchanged }.count
            print(
                "accepted \(changes.count) snapshot(s), \(written) reference(s) written; run barsnap verify to confirm")
        }
    }
}
