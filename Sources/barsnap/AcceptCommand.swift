import ArgumentParser
import Basics
import SnapshotReport
import SnapshotSuite
import PNGCodec

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
            // Locales sharing a reference (`shareLocales`) keep what they expect when only its owner is accepted.
            let sharing =
                root == nil ? SharedReferences(try config.loadIfPresent(), folder: place.snapshotsFolder) : nil
            let changes = try Accept.run(
                artifacts: directory, packageRoot: place.root, snapshots: place.snapshots,
                names: names, all: all, groups: groups, snapshotsFolder: place.snapshotsFolder,
                membersFrom: from.isEmpty ? [place.artifacts] : from)
            for c in changes { print(Line(c.line)) }
            for line in sharing?.keepExpectations(after: changes) ?? [] { print(Line(line)) }
            let written = changes.filter { $0.what != .unchanged }.count
            print(
                "accepted \(changes.count) snapshot(s), \(written) reference(s) written; run barsnap verify to confirm")
        }
    }
}

/// The references that `shareLocales` cases use while they have none of their own, read before `accept` writes.
struct SharedReferences {
    /// Owner's reference name (`….png`) → the cases that use it, by reference name.
    var sharers: [String: [String]] = [:]
    /// The owners' bytes before accept.
    var before: [String: [UInt8]] = [:]
    let folder: OwnedFolder

    init(_ config: BarSnapConfiguration?, folder: OwnedFolder) {
        self.folder = folder
        guard let config else { return }
        for c in config.cases {
            guard let owner = c.sharedOwner, let own = try? folder.appending(c.referencePath), own.kind == .missing
            else { continue }
            sharers[owner.referencePath, default: []].append(c.referencePath)
        }
        for owner in sharers.keys {
            if let file = try? folder.appending(owner), let bytes = try? file.read(limit: PNG.maxReferenceFileBytes) {
                before[owner] = bytes
            }
        }
    }

    /// After accept: each case that shared a reference accept rewrote, and was not accepted itself, gets its own
    /// copy of the reference it expected, so accepting one locale never changes another's expectation.
    func keepExpectations(after changes: [Accept.Change]) -> [String] {
        let accepted = Set(changes.map(\.name))
        var lines: [String] = []
        for change in changes where change.what == .updated {
            guard let bytes = before[change.name] else { continue }
            for sharer in sharers[change.name] ?? [] where !accepted.contains(sharer) {
                guard let file = try? folder.appending(sharer), file.kind == .missing else { continue }
                do {
                    try file.write(bytes)
                    lines.append("kept \(sharer): it shared \(change.name); it now has its own copy of that reference")
                } catch {
                    lines.append("warning: could not keep \(sharer)'s reference: \(error)")
                }
            }
        }
        return lines
    }
}

