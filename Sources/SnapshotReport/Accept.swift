import Basics
import PNGCodec
import Verdict

/// `barsnap accept`: copies actual images from an artifacts (or report) directory over their references.
package enum Accept {
    package struct Change: Equatable, Sendable {
        package enum What: String, Sendable { case added, updated, unchanged }
        package var name: String
        package var what: What
        /// The reference written, `<root>/Snapshots/<name>`.
        package var path: String
        package var kind: ReportEntry.Kind
        package var differentPixels: Int?

        /// One line for the terminal.
        package var line: String {
            var s = "\(what.rawValue) \(path)"
            switch kind {
            case .new: s += " (new reference)"
            case .failed: s += differentPixels.map { " (\($0) px differed)" } ?? " (failed)"
            case .environment: s += " (environment" + (differentPixels.map { ", \($0) px differed)" } ?? ")")
            case .passedEnvironment:
                s +=
                    " (passed within the environment tolerance"
                    + (differentPixels.map { ", \($0) px differed)" } ?? ")")
            case .layout: s += " (layout check)"
            }
            return s
        }
    }

    /// Accepts `names`, every member of `groups` or every failure (`all`) into `snapshots`; returns what changed.
    /// Everything is checked before anything is written. Design notes: "Accepting references".
    package static func run(
        artifacts: String, packageRoot: String, snapshots: String? = nil, names: [String], all: Bool,
        groups: [String] = [], snapshotsFolder: OwnedFolder? = nil, membersFrom: [String] = []
    ) throws -> [Change] {
        if all && !(names.isEmpty && groups.isEmpty) {
            throw ReportError("give snapshot names, --group or --all, not several")
        }
        if !all && names.isEmpty && groups.isEmpty {
            throw ReportError("name the snapshots to accept, or pass --group ID or --all")
        }
        let set = try ArtifactSet.load(artifacts)
        if set.entries.isEmpty || (all && !set.entries.contains { $0.kind.isFailure && $0.kind != .layout }) {
            throw ReportError("\(artifacts) lists no failures: nothing to accept")
        }
        let chosen = try choose(in: set, names: names, groups: groups, all: all, artifacts: artifacts)

        if let layout = chosen.first(where: { $0.kind == .layout }) {
            throw ReportError(
                """
                    \(SafePath.printable(layout.name)) failed a layout check, not its pixels: there is nothing to\
                     accept (fix the layout, or make the check a warning in barsnap.json's \"checks\")
                    """
            )
        }

        // The references directory must be a real directory reached without links (from the configuration's
        // folder down); every folder below it is opened without following links when a reference is written.
        let snapshotsLink = snapshots ?? packageRoot + "/Snapshots"
        let folder = snapshotsFolder ?? OwnedFolder.within(packageRoot, snapshotsLink)
        guard SafePath.kind(snapshotsLink) == .directory, folder.exists else {
            throw ReportError(
                "\(snapshotsLink) is not a directory reached without symbolic links: pass --root with the package root")
        }

        // Plan: read and check everything first.
        var plan: [(entry: ReportEntry, bytes: [UInt8], path: String)] = []
        for e in chosen {
            let file: String
            var bytes: [UInt8]
            if e.actualFile == nil, case let .string(hash)? = e.raw[ReportWriter.actualHashKey] {
                (file, bytes) = try memberActual(e, hash: hash, report: artifacts, from: membersFrom)
            } else {
                guard let f = e.actualFile, let b = try SafePath.readRegularFile(f) else {
                    throw ReportError("\(e.name): no actual.png in \(artifacts) (a symlink is refused)")
                }
                (file, bytes) = (f, b)
            }
            // A report's image is named by the SHA-256 of its bytes: another file under that name is refused.
            if !file.hasSuffix("/actual.png"), !file.hasSuffix("/" + ReportImages.name(of: bytes)) {
                throw ReportError("\(e.name): \(file) does not hold the image its name says"
                    + " (changed after the report was written)")
            }
            do { _ = try PNG.decode(bytes, name: file, maxPixels: PNG.maxReferencePixels) } catch {
                throw ReportError("\(e.name): \(file) is not a valid PNG (\(error))")
            }
            var name = e.name
            // A scene reference: the new scene text in the entry's folder replaces the reference's text.
            if e.raw["referenceFormat"] == .string(ReferenceFormat.scene.rawValue) {
                guard let text = e.sceneFile, let t = try SafePath.readRegularFile(text) else {
                    throw ReportError(
                        "\(e.name): no \(SceneReference.artifactName) in \(artifacts) (a symlink is refused)")
                }
                do { _ = try SceneReference.parse(t) } catch {
                    throw ReportError("\(text): not a scene reference: \(error)")
                }
                bytes = t
                name = ReferenceFormat.scene.path(forPNGName: e.name)
            }
            let destination = try folder.appending(name)
            switch destination.kind {
            case .file, .missing: break
            default: throw ReportError("\(destination.path) is not a regular file (a symlink is refused)")
            }
            plan.append((e, bytes, destination.path))
        }

        // Apply.
        var changes: [Change] = []
        for (e, bytes, path) in plan {
            let written =
                path.hasSuffix(ReferenceFormat.scene.fileExtension)
                ? ReferenceFormat.scene.path(forPNGName: e.name) : e.name
            let destination = try folder.appending(written)
            let old: [UInt8]?
            do {
                old = try destination.read(limit: PNG.maxReferenceFileBytes)
                if old != bytes { try destination.write(bytes) }
            } catch { throw ReportError("\(error)") }
            let what: Change.What = old == nil ? .added : old == bytes ? .unchanged : .updated
            changes.append(Change(name: e.name, what: what, path: snapshotsLink + "/" + written, kind: e.kind,
                                  differentPixels: e.differentPixels))
        }

        // Drop the accepted entries from the manifest, keeping every other entry exactly as it was.
        do {
            try Manifest.remove(names: Set(chosen.map(\.name)), in: artifacts)
        } catch {
            throw ReportError("references written, but the manifest in \(artifacts) could not be updated: \(error)")
        }
        return changes
    }

    /// The actual image of a report's member stored without images, from the first artifacts directory of `from`
    /// that holds it with the SHA-256 `hash` the report recorded. Returns the file read and its bytes.
    static func memberActual(_ e: ReportEntry, hash: String, report: String, from: [String]) throws
        -> (String, [UInt8])
    {
        let stored = "\(e.name): \(report) stores only its group's representative image"
        guard !from.isEmpty else {
            throw ReportError(
                stored + "; this actual image is in the verify artifacts: pass --from with the directory the report"
                    + " was written from")
        }
        var problems: [String] = []
        for dir in from {
            let place = try OwnedFolder(base: dir).appending(e.id + "/actual.png")
            let bytes: [UInt8]?
            do { bytes = try place.read(limit: PNG.maxReferenceFileBytes) } catch {
                problems.append("\(error)")
                continue
            }
            guard let bytes else {
                problems.append("\(place.path) is missing")
                continue
            }
            guard SHA256.hex(bytes) == hash.lowercased() else {
                problems.append("\(place.path) is not the image the report was written from (its SHA-256 differs)")
                continue
            }
            return (place.path, bytes)
        }
        throw ReportError(
            stored + ": " + problems.joined(separator: "; ")
                + " (pass --from with the artifacts directory the report was written from, or run verify again)")
    }

    /// The entries `names`, `groups` or `all` pick (see `run`), in the order given, each once.
    static func choose(in set: ArtifactSet, names: [String], groups: [String], all: Bool, artifacts: String) throws
        -> [ReportEntry]
    {
        // A layout failure's pixels matched: there is nothing to accept (fix the layout, or make the check a warning).
        if all { return set.entries.filter { $0.kind.isFailure && $0.kind != .layout } }
        var chosen: [ReportEntry] = []
        if !groups.isEmpty {
            let made = FailureGroups.make(set.entries)
            var unknown: [String] = []
            var taken = Set<String>()
            for id in groups {
                guard let g = made.first(where: { $0.id == id }) else {
                    unknown.append(SafePath.printable(id))
                    continue
                }
                for m in g.members where taken.insert(set.entries[m].name).inserted { chosen.append(set.entries[m]) }
            }
            if !unknown.isEmpty {
                let ids = made.map { "\($0.id) (\($0.members.count))" }
                let shown =
                    ids.prefix(30).joined(separator: ", ") + (ids.count > 30 ? ", … \(ids.count - 30) more" : "")
                throw ReportError(
                    """
                        unknown group(s): \(unknown.joined(separator: ", ")); \(artifacts) has \(made.count) group(s):\
                         \(shown)
                        """
                )
            }
        }
        var unknown: [String] = []
        for raw in names {
            guard let name = try? SafePath.snapshotName(raw), let e = set.entries.first(where: { $0.name == name })
            else {
                unknown.append(SafePath.printable(raw))
                continue
            }
            if !chosen.contains(where: { $0.name == e.name }) { chosen.append(e) }
        }
        if !unknown.isEmpty {
            let known = set.entries.map(\.name)
            let shown =
                known.prefix(30).joined(separator: ", ") + (known.count > 30 ? ", … \(known.count - 30) more" : "")
            throw ReportError(
                "unknown snapshot name(s): \(unknown.joined(separator: ", ")); \(artifacts) knows: \(shown)")
        }
        return chosen
    }
}
