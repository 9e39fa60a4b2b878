import Basics
import Verdict

/// One entry from a `manifest.json` (see Verdict's `Manifest`), with its images located on disk: a
/// failure, or a pass thanks to the environment tolerance (`passed-environment`).
package struct ReportEntry: Equatable, Sendable {
    package enum Kind: String, Sendable, CaseIterable {
        case failed, environment, new
        /// Pixels matched but a layout check set to `error` found something (its `layout` findings say what).
        case layout
        /// Passed only within `environmentTolerance` (reference from another environment): shown for review,
        /// not a failure, not taken by `accept --all`.
        case passedEnvironment = "passed-environment"

        package var isFailure: Bool { self != .passedEnvironment }
    }

    /// `group/name.variant.png`, validated by `SafePath.snapshotName`.
    package var name: String
    package var kind: Kind
    package var differentPixels: Int?
    package var totalPixels: Int?
    package var tolerance: String?
    package var expectedSize: String?
    package var actualSize: String?
    package var referenceEnvironment: String?
    package var currentEnvironment: String?
    /// The fingerprint fields that differ: the manifest's `environmentDifferences`, or (older manifests)
    /// worked out from the two fingerprints by the same rule.
    package var environmentDifferences: [EnvironmentFingerprint.Difference] = []
    /// The environment tolerance of the run, when it had one.
    package var environmentTolerance: String?
    /// The reference path as the manifest has it (may be absolute on another machine).
    package var reference: String?
    /// Files found for this entry (regular files, never symlinks); nil when absent.
    package var actualFile: String?
    package var diffFile: String?
    /// The changed region of the expected and diff images (`change.crop`), cut by the harness.
    package var expectedRegionFile: String?
    package var diffRegionFile: String?
    /// A scene reference's new text (`actual.scene.json` in the entry's folder), which `accept` writes.
    package var sceneFile: String?
    /// The artifacts directory the entry came from, as the user gave it.
    package var source: String
    /// The entry as it appeared in the manifest (re-written, minus accepted ones, by accept).
    package var raw: JSON
    /// Where the pixels changed and a hash of how (written by the harness since failure groups exist).
    package var change: Change?
    /// What changed in words (the manifest's `changes`, from the references' descriptions), and the key that
    /// groups failures with the same words (`changeKey`).
    package var changes: [String] = []
    package var changeKey: String?
    /// The manifest's `case` (`titles/long` for `titles/long.ipad-pro-12.9-…`), kept only when the id starts with it.
    package var caseID: String?
    /// The spec file the case comes from (`source.file`), for CI annotations.
    package var specFile: String?
    /// The line in `specFile` (`source.line`): where the field whose words changed is set, when known.
    package var specLine: Int?
    /// When `specFile` is a string table: the code that reads the changed text's key (`readBy`), for a second
    /// annotation.
    package var readBy: SourcePlace?

    /// A *layout* entry's findings in words (the manifest's `layout[].message`; strings only, others skipped).
    package var layoutFindings: [String] {
        guard case let .array(list)? = raw["layout"] else { return [] }
        return list.compactMap { if case let .string(m)? = $0["message"] { return m } else { return nil } }
    }

    package struct Change: Equatable, Sendable {
        /// x, y, width, height of the changed pixels' bounding box.
        package var region: [Int]
        package var pixels: Int?
        package var signature: String?
        /// The rectangle (x, y, width, height) of the region images, when the harness wrote them.
        package var crop: [Int]?
    }

    /// The case the snapshot belongs to: `buttons/back` for `buttons/back.phone-44@3x.png` (every variant of a
    /// case shares it).
    package var caseKey: String { caseID ?? (group.isEmpty ? caseName : group + "/" + caseName) }

    /// `group/name.variant` without `.png`.
    package var id: String { String(name.dropLast(4)) }
    package var group: String { name.contains("/") ? String(id[..<id.lastIndex(of: "/")!]) : "" }
    /// The file name's first dot-separated part (`back` in `buttons/back.phone-44@3x.png`).
    package var caseName: String {
        let file = id.split(separator: "/").last.map(String.init) ?? id
        return file.split(separator: ".", maxSplits: 1).first.map(String.init) ?? file
    }
    /// Everything after the case name (`phone-44@3x`, `phone-44@3x.fade-0.25`).
    package var variant: String {
        let file = id.split(separator: "/").last.map(String.init) ?? id
        let parts = file.split(separator: ".", maxSplits: 1)
        return parts.count == 2 ? String(parts[1]) : ""
    }
}

/// The contents of one artifacts directory: its manifest entries and, when `barsnap verify` wrote it, the summary.
package struct ArtifactSet: Sendable {
    /// As given on the command line.
    package var directory: String
    package var entries: [ReportEntry]
    package var summary: RunSummary?

    /// Loads `<directory>/manifest.json` (strictly) and `summary.json`. A directory with neither is an error;
    /// one with only a summary (every case passed) has no entries.
    package static func load(_ directory: String) throws -> ArtifactSet {
        switch SafePath.kind(directory) {
        case .directory: break
        case .symlink where SafePath.realPath(directory).map({ SafePath.kind($0) == .directory }) == true: break
        case .missing:
            throw ReportError(
                "\(directory): no such artifacts directory (run barsnap verify first, or pass the directory)")
        default: throw ReportError("\(directory): not a directory")
        }
        let summary = try RunSummary.read(from: directory)
        let manifestPath = directory + "/manifest.json"
        var entries: [ReportEntry] = []
        // Entry files (one per failure) are the truth when present: a run killed before it assembled
        // manifest.json loses nothing. manifest.json is (re)assembled from them when the directory is writable.
        if SafePath.kind(directory + "/" + Manifest.entriesDirectoryName) == .directory {
            let list: [JSON]
            do {
                list = try (try? Manifest.assemble(in: directory)) ?? Manifest.entries(in: directory)
            } catch {
                throw ReportError("\(directory): \(error)")
            }
            entries = try parseEntries(
                list, file: directory + "/" + Manifest.entriesDirectoryName, directory: directory)
            return ArtifactSet(directory: directory, entries: entries, summary: summary)
        }
        switch SafePath.kind(manifestPath) {
        case .missing:
            if summary == nil {
                throw ReportError(
                    """
                        \(directory) has no manifest.json or summary.json: run barsnap verify with --artifacts\
                         \(SafePath.shellQuote(directory)) first
                        """
                )
            }
        case .file:
            entries = try parseManifest(
                try FileIO.read(manifestPath, limit: 64 << 20), file: manifestPath, directory: directory)
        default:
            throw ReportError("\(manifestPath) is not a regular file")
        }
        return ArtifactSet(directory: directory, entries: entries, summary: summary)
    }

    /// Parses a manifest: `{"version": 1, "entries": [{"name": …, "kind": …, …}, …]}`. Structural problems and
    /// unsafe names are errors naming the file and entry; unknown keys are ignored.
    package static func parseManifest(_ bytes: [UInt8], file: String, directory: String) throws -> [ReportEntry] {
        let doc: JSON
        do { doc = try JSON.parse(bytes) } catch {
            throw ReportError("\(file): \(JSON.describeParseFailure(error, of: bytes))")
        }
        guard case .object = doc else {
            throw ReportError("\(file): expected an object with \"version\" and \"entries\"")
        }
        guard doc["version"] == .number(1) else { throw ReportError("\(file): expected \"version\": 1") }
        guard case let .array(list)? = doc["entries"] else {
            throw ReportError("\(file): \"entries\" must be an array")
        }
        return try parseEntries(list, file: file, directory: directory)
    }

    /// Checks and locates manifest entries (from `manifest.json` or the entry files).
    static func parseEntries(_ list: [JSON], file: String, directory: String) throws -> [ReportEntry] {
        var out: [ReportEntry] = []
        for (i, item) in list.enumerated() {
            let at = "\(file): entry \(i + 1)"
            guard case .object = item else { throw ReportError("\(at) is not an object") }
            guard case let .string(rawName)? = item["name"] else { throw ReportError("\(at) has no string \"name\"") }
            let name: String
            do { name = try SafePath.snapshotName(rawName) } catch { throw ReportError("\(at): \(error)") }
            guard case let .string(k)? = item["kind"], let kind = ReportEntry.Kind(rawValue: k) else {
                throw ReportError(
                    "\(at) (\(name)): \"kind\" must be failed, new, environment, layout or passed-environment")
            }
            func str(_ key: String) throws -> String? {
                switch item[key] {
                case nil, .null?: return nil
                case let .string(s)?: return s
                case let v?: throw ReportError("\(at) (\(name)): \"\(key)\" must be a string, not \(v.typeName)")
                }
            }
            func int(_ key: String) throws -> Int? {
                switch item[key] {
                case nil, .null?: return nil
                case let .number(d)? where d >= 0 && d < 1e15 && d == d.rounded(): return Int(d)
                case let v?:
                    throw ReportError("\(at) (\(name)): \"\(key)\" must be a whole number ≥ 0, not \(v.snippet)")
                }
            }
            // Images are looked up only in the directory's own layouts — an artifacts directory's
            // `<directory>/<name without .png>/`, a report's `images/<SHA-256>.png` named by the manifest — and
            // must resolve inside it: the manifest's absolute paths may belong to another machine, and a tampered
            // manifest must not make report or accept read files from elsewhere.
            let stem = directory + "/" + String(name.dropLast(4))
            let realDirectory = SafePath.realPath(directory)
            func inside(_ path: String) -> String? {
                guard SafePath.kind(path) == .file, let real = SafePath.realPath(path), let realDirectory,
                      real.hasPrefix(realDirectory + "/") else { return nil }
                return path
            }
            func locate(_ file: String, _ key: String) throws -> String? {
                let named = try str(key)
                if let own = inside(stem + "/" + file) { return own }
                guard let named, ReportImages.isStoredName(named) else { return nil }
                return inside(directory + "/" + named)
            }
            let referenceEnvironment = try str("referenceEnvironment"),
                currentEnvironment = try str("currentEnvironment")
            var differences: [EnvironmentFingerprint.Difference]
            switch item["environmentDifferences"] {
            case nil, .null?:
                differences = EnvironmentFingerprint.differences(
                    reference: referenceEnvironment, current: currentEnvironment)
            case let .array(list)?:
                differences = []
                for d in list {
                    guard case let .string(f)? = d["field"], case let .string(r)? = d["reference"],
                        case let .string(c)? = d["current"]
                    else {
                        throw ReportError(
                            """
                                \(at) (\(name)): \"environmentDifferences\" items need string \"field\", \"reference\"\
                                 and \"current\"
                                """
                        )
                    }
                    differences.append(.init(field: f, reference: r, current: c))
                }
            case let v?:
                throw ReportError("\(at) (\(name)): \"environmentDifferences\" must be an array, not \(v.typeName)")
            }
            var entry = ReportEntry(
                name: name, kind: kind, differentPixels: try int("differentPixels"),
                totalPixels: try int("totalPixels"),
                tolerance: try str("tolerance"), expectedSize: try str("expectedSize"),
                actualSize: try str("actualSize"),
                referenceEnvironment: referenceEnvironment, currentEnvironment: currentEnvironment,
                environmentDifferences: differences, environmentTolerance: try str("environmentTolerance"),
                reference: try str("reference"), actualFile: try locate("actual.png", "actual"),
                diffFile: try locate("diff.png", "diff"),
                expectedRegionFile: try locate("expected-region.png", "expectedRegion"),
                diffRegionFile: try locate("diff-region.png", "diffRegion"),
                sceneFile: inside(stem + "/" + SceneReference.artifactName), source: directory, raw: item,
                change: try change(item["change"], at: "\(at) (\(name))"))
            try describe(&entry, item, at: "\(at) (\(name))")
            out.append(entry)
        }
        return out
    }

    /// The words of an entry (`changes`, `changeKey`), its `case` and `source.file`; bounded, checked.
    static func describe(_ entry: inout ReportEntry, _ item: JSON, at: String) throws {
        switch item["changes"] {
        case nil, .null?: break
        case let .array(list)? where list.count <= 200:
            entry.changes = try list.map { v -> String in
                guard case let .string(s) = v, s.utf8.count <= 2000 else {
                    throw ReportError("\(at): \"changes\" must be an array of strings (at most 2,000 bytes each)")
                }
                return s
            }
        case let v?: throw ReportError("\(at): \"changes\" must be an array of at most 200 strings, not \(v.snippet)")
        }
        if case let .string(k)? = item["changeKey"], k.utf8.count <= 4000 { entry.changeKey = k }
        if case let .string(c)? = item["case"], !c.isEmpty, entry.id == c || entry.id.hasPrefix(c + ".") {
            entry.caseID = c
        }
        if case let .string(f)? = item["source"]?["file"], f.utf8.count <= 4096 { entry.specFile = f }
        if case let .number(l)? = item["source"]?["line"], l >= 1, l <= 10_000_000, l == l.rounded() {
            entry.specLine = Int(l)
        }
        if case let .string(f)? = item["readBy"]?["file"], f.utf8.count <= 4096,
           case let .number(l)? = item["readBy"]?["line"], l >= 1, l <= 10_000_000, l == l.rounded() {
            entry.readBy = SourcePlace(file: f, line: Int(l))
        }
    }

    /// `"change": {"region": [x, y, w, h], "pixels": n, "signature": "hex"}` or null/absent.
    static func change(_ value: JSON?, at: String) throws -> ReportEntry.Change? {
        guard let value, value != .null else { return nil }
        let bad = ReportError(
            "\(at): \"change\" must be {\"region\": [x, y, width, height], \"pixels\": n, \"signature\": \"hex\"}")
        guard case .object = value, case let .array(r)? = value["region"], r.count == 4 else { throw bad }
        var region: [Int] = []
        for v in r {
            guard case let .number(d) = v, d >= 0, d < 1e9, d == d.rounded() else { throw bad }
            region.append(Int(d))
        }
        guard region[2] > 0, region[3] > 0 else { throw bad }
        var pixels: Int?
        if case let .number(d)? = value["pixels"], d >= 0, d < 1e15, d == d.rounded() { pixels = Int(d) }
        var crop: [Int]?
        if case let .array(c)? = value["crop"] {
            var rect: [Int] = []
            for v in c {
                guard case let .number(d) = v, d >= 0, d < 1e9, d == d.rounded() else { throw bad }
                rect.append(Int(d))
            }
            guard rect.count == 4, rect[2] > 0, rect[3] > 0 else { throw bad }
            crop = rect
        }
        var signature: String?
        if case let .string(s)? = value["signature"] {
            guard s.count <= 64, s.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
            else { throw bad }
            signature = s
        }
        return ReportEntry.Change(region: region, pixels: pixels, signature: signature, crop: crop)
    }
}

/// Several artifact sets combined: entries by name (a later set wins a collision, noted), summaries by case id.
package struct MergedArtifacts: Sendable {
    package var sources: [String]
    /// Failures first (failed, environment, new), then passes within the environment tolerance; by name.
    package var entries: [ReportEntry]
    /// nil when no input had a summary.
    package var summary: RunSummary?
    /// Human-readable notes, e.g. name collisions.
    package var notes: [String]

    package init(_ sets: [ArtifactSet]) {
        sources = sets.map(\.directory)
        notes = []
        var byName: [String: ReportEntry] = [:]
        var order: [String] = []
        for set in sets {
            for e in set.entries {
                if let old = byName[e.name] {
                    if old.source != e.source {
                        notes.append("\(e.name) is in both \(old.source) and \(e.source); using \(e.source)")
                    }
                } else {
                    order.append(e.name)
                }
                byName[e.name] = e
            }
        }
        let rank: [ReportEntry.Kind: Int] = [.failed: 0, .environment: 1, .new: 2, .layout: 3, .passedEnvironment: 4]
        entries = order.compactMap { byName[$0] }.sorted { a, b in
            rank[a.kind]! != rank[b.kind]! ? rank[a.kind]! < rank[b.kind]! : a.name < b.name
        }
        let summaries = sets.compactMap(\.summary)
        if summaries.isEmpty {
            summary = nil
        } else {
            var status: [String: String] = [:]
            var ids: [String] = []
            for s in summaries {
                for c in s.cases {
                    if status[c.id] == nil { ids.append(c.id) }
                    status[c.id] = c.status
                }
            }
            let shards = summaries.compactMap(\.shard)
            summary = RunSummary(cases: ids.sorted().map { RunSummary.Case(id: $0, status: status[$0]!) },
                                 shard: shards.isEmpty ? nil : shards.joined(separator: ", "),
                                 filter: summaries.count == 1 ? summaries[0].filter : nil)
        }
    }
}
