import Basics
import Dispatch
import Verdict
import PNGCodec
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a self-contained static report (`index.html`, `images/`, `manifest.json`, `summary.json`). Design
/// notes: "The report folder".
package struct ReportWriter: Sendable {
    /// The report directory, as given (also used in the commands the report shows).
    package var output: String
    /// The package root: `<packageRoot>/Snapshots` is the references' folder unless `snapshots` names one.
    package var packageRoot: String
    /// The references' folder (the configuration's `snapshots`). Expected images are read only from here (never
    /// from a path a manifest names, which could point anywhere), without following links.
    package var snapshots: OwnedFolder
    /// Threads preparing entries (default: the number of cores).
    package var jobs: Int
    /// Write into a non-empty folder BarSnap did not create.
    package var force: Bool
    /// Store every member's images, not only each group's representative's.
    package var allImages: Bool

    package init(
        output: String, packageRoot: String, snapshots: OwnedFolder? = nil, jobs: Int? = nil, force: Bool = false,
        allImages: Bool = false
    ) {
        self.output = output
        self.packageRoot = packageRoot
        self.snapshots = snapshots ?? OwnedFolder.within(packageRoot, packageRoot + "/Snapshots")
        self.jobs = max(1, jobs ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        self.force = force
        self.allImages = allImages
    }

    /// The manifest key of a member stored without images: the SHA-256 of its actual image in the artifacts.
    package static let actualHashKey = "actualSHA256"

    /// The report folder: everything is written below it without following links.
    var outputFolder: OwnedFolder { OwnedFolder.within(nil, output) }

    package struct Outcome: Sendable {
        package var entries: Int
        /// Image files written (shared files count once).
        package var imagesCopied: Int
        package var groups: Int
        /// Entries listed without images (their group's representative shows the change).
        package var withoutImages: Int
        /// E.g. an expected image that could not be found.
        package var warnings: [String]
    }

    package func write(_ merged: MergedArtifacts) throws -> Outcome {
        // The report folder must be BarSnap's: new, empty, an earlier report, or forced.
        do { try ArtifactsFolder.claim(outputFolder, force: force, what: "a report") } catch {
            throw ReportError("\(error)")
        }
        guard SafePath.kind(output) == .directory, let realOut = SafePath.realPath(output) else {
            throw ReportError("\(output): the report directory must be a real directory, not a symlink")
        }
        for source in merged.sources where SafePath.realPath(source) == realOut {
            throw ReportError("the report directory \(output) is the artifacts directory \(source): choose another -o")
        }
        // Members of a group next to each other, groups in review order.
        let grouped = FailureGroups.make(merged.entries)
        var order: [Int] = []
        for g in grouped { order += g.members }
        let entries = order.map { merged.entries[$0] }
        var newIndex = [Int](repeating: 0, count: order.count)
        for (i, old) in order.enumerated() { newIndex[old] = i }
        let groups = grouped.map { g -> FailureGroup in
            var g = g
            g.members = g.members.map { newIndex[$0] }
            g.representative = newIndex[g.representative]
            return g
        }

        let full = allImages ? Set(entries.indices) : Set(groups.map(\.representative))
        let images = ReportImages(output: outputFolder)
        let results = Mutex<[Int: Result<Prepared, any Error>]>([:])
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, entries.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < entries.count else { return }
                let r = Result { try prepare(entries[i], images: images, full: full.contains(i)) }
                results.withLock { $0[i] = r }
            }
        }
        var warnings: [String] = []
        var views: [ReportHTML.Item] = []
        var manifestEntries: [JSON] = []
        let prepared = results.withLock { $0 }
        for (i, e) in entries.enumerated() {
            let p = try prepared[i]!.get()
            warnings += p.warnings
            views.append(
                ReportHTML.Item(
                    entry: e, expected: p.expected, actual: p.actual, diff: p.diff,
                    expectedRegion: p.expectedRegion, diffRegion: p.diffRegion, change: p.change,
                    inArtifacts: p.actualHash != nil,
                    accept: "barsnap accept \(SafePath.shellQuote(e.source)) \(SafePath.shellQuote(e.id))"))
            func path(_ p: String?) -> JSON { p.map { .string($0) } ?? .null }
            manifestEntries.append(
                Self.slim(
                    Self.replacing(
                        e.raw,
                        [
                            ("actual", path(p.actual)), ("diff", path(p.diff)), ("expected", path(p.expected)),
                            ("expectedRegion", path(p.expectedRegion?.file)),
                            ("diffRegion", path(p.diffRegion?.file)), ("strip", .null),
                            (Self.actualHashKey, path(p.actualHash)),
                        ]), kind: e.kind))
        }
        images.removeUnused()
        // Compact, one entry a line: a thousand failures stay a small file.
        let manifest: JSON = .object([("version", .number(1)), ("entries", .array(manifestEntries))])
        try outputFolder.appending("manifest.json").write(
            Array((RunSummary.text(manifest, compact: true) + "\n").utf8), durable: false)
        if let summary = merged.summary { try summary.write(to: outputFolder, compact: true) }
        let html = try ReportHTML(
            items: views, groups: groups, summary: merged.summary, notes: merged.notes + warnings,
            sources: merged.sources, reportDirectory: output
        ).render()
        try outputFolder.appending("index.html").write(Array(html.utf8), durable: false)
        return Outcome(entries: views.count, imagesCopied: images.count, groups: groups.count,
                       withoutImages: entries.count - full.count, warnings: warnings)
    }

    /// What one entry's images became in the report (paths relative to the report directory).
    struct Prepared: Sendable {
        var actual: String?
        var expected: String?
        var diff: String?
        var expectedRegion: ReportHTML.Region?
        var diffRegion: ReportHTML.Region?
        var change: ChangedRegion?
        /// A member stored without images: the SHA-256 of its actual image in the artifacts directory.
        var actualHash: String?
        var warnings: [String] = []
    }

    /// What an earlier report wrote in an entry's own folder (before images were content-addressed).
    static let ownFiles = ["actual.png", "expected.png", "diff.png", "expected-region.png", "diff-region.png",
                           "strip.png", SceneReference.artifactName]

    /// `full`: the entry's images are stored; otherwise only its changed region and its actual image's hash.
    func prepare(_ e: ReportEntry, images: ReportImages, full: Bool = true) throws -> Prepared {
        var p = Prepared()
        let dir = e.id
        var written: Set<String> = []
        let actualBytes = try e.actualFile.flatMap { try SafePath.readRegularFile($0) }
        // A scene reference's new text, for accept: in the entry's own folder, as in the artifacts directory.
        if let scene = try e.sceneFile.flatMap({ try SafePath.readRegularFile($0) }) {
            try outputFolder.appending(dir + "/" + SceneReference.artifactName).write(scene, durable: false)
            written.insert(SceneReference.artifactName)
        }
        if !full, let actualBytes {
            p.actualHash = SHA256.hex(actualBytes)
            p.change = e.change.map {
                ChangedRegion(x: $0.region[0], y: $0.region[1], width: $0.region[2], height: $0.region[3])
            }
            removeStale(dir, keeping: written)
            return p
        }
        if let actualBytes { p.actual = try images.place(actualBytes) } else {
            p.warnings.append("\(e.name): no actual.png in \(e.source)")
        }
        // Region images cut by the harness: copied as they are, nothing to decode.
        if e.kind != .new, let crop = e.change?.crop, actualBytes != nil,
            let er = try e.expectedRegionFile.flatMap({ try SafePath.readRegularFile($0) }),
            let dr = try e.diffRegionFile.flatMap({ try SafePath.readRegularFile($0) })
        {
            p.change = e.change.map {
                ChangedRegion(x: $0.region[0], y: $0.region[1], width: $0.region[2], height: $0.region[3])
            }
            p.expectedRegion = ReportHTML.Region(file: try images.place(er), rect: crop)
            p.diffRegion = ReportHTML.Region(file: try images.place(dr), rect: crop)
        } else if e.kind != .new {
            // Only the configuration's references folder, never a path the manifest names (it could point anywhere).
            let referenceFile = try snapshots.appending(e.name)
            var expectedBytes: [UInt8]?
            if let b = try? referenceFile.read(limit: PNG.maxReferenceFileBytes), b.starts(with: PNG.signature) {
                expectedBytes = b
            }
            // A scene reference is text: the harness drew the recorded scene as expected.png beside actual.png.
            if expectedBytes == nil, let actual = e.actualFile, actual.hasSuffix("/actual.png"),
                let b = try? SafePath.readRegularFile(String(actual.dropLast(10)) + "expected.png"),
                b.starts(with: PNG.signature)
            {
                expectedBytes = b
            }
            let diffBytes = try e.diffFile.flatMap { try SafePath.readRegularFile($0) }
            if let expectedBytes {
                let expected = try? PNG.decode(expectedBytes, name: "expected", maxPixels: PNG.maxReferencePixels)
                    .bitmap
                var region = e.change.map {
                    ChangedRegion(x: $0.region[0], y: $0.region[1], width: $0.region[2], height: $0.region[3])
                }
                if region == nil, let expected, let actualBytes,
                    let actual = try? PNG.decode(actualBytes, name: "actual").bitmap
                {
                    region = ChangedRegion.between(expected, actual) // a manifest from before change regions
                }
                p.change = region
                // Lay regions over the actual image only when that reproduces the images exactly.
                if let expected, let region, let crop = region.crop(in: expected), actualBytes != nil,
                   let bytes = try? PNG.encode(crop.bitmap) {
                    p.expectedRegion = ReportHTML.Region(file: try images.place(bytes), rect: crop.rect)
                    if let diffBytes, let diff = try? PNG.decode(diffBytes, name: "diff").bitmap,
                       diff.width == expected.width, diff.height == expected.height,
                       let dcrop = region.crop(in: diff, rect: crop.rect), let dbytes = try? PNG.encode(dcrop.bitmap) {
                        p.diffRegion = ReportHTML.Region(file: try images.place(dbytes), rect: crop.rect)
                    }
                }
                if p.expectedRegion == nil { p.expected = try images.place(expectedBytes) }
            } else {
                p.warnings.append("\(e.name): reference not found (looked in \(referenceFile.path))")
            }
            if p.diffRegion == nil, let diffBytes { p.diff = try images.place(diffBytes) }
        }
        removeStale(dir, keeping: written)
        return p
    }

    /// Removes the stale copies an earlier report left in the entry's folder `dir`.
    func removeStale(_ dir: String, keeping written: Set<String>) {
        for file in Self.ownFiles where !written.contains(file) {
            _ = try? outputFolder.appending(dir + "/" + file).removeFile()
        }
        if written.isEmpty { _ = try? outputFolder.appending(dir).removeEmptyFolder() }
    }

    /// A report's manifest entry keeps what `accept` and the groups read: no null or empty values, no reference
    /// path (another machine's), and the environments only for an entry about them (the page shows them all).
    static func slim(_ object: JSON, kind: ReportEntry.Kind) -> JSON {
        guard case let .object(pairs) = object else { return object }
        let aboutEnvironment = kind == .environment || kind == .passedEnvironment
        return .object(pairs.filter { key, value in
            switch value {
            case .null: return false
            case let .array(list) where list.isEmpty: return false
            default: break
            }
            if key == "reference" { return false }
            return aboutEnvironment || (key != "referenceEnvironment" && key != "currentEnvironment")
        })
    }

    static func replacing(_ object: JSON, _ values: [(String, JSON)]) -> JSON {
        guard case var .object(pairs) = object else { return object }
        for (k, v) in values {
            if let i = pairs.firstIndex(where: { $0.0 == k }) { pairs[i].1 = v } else { pairs.append((k, v)) }
        }
        return .object(pairs)
    }
}

/// The bounding box of the pixels that differ between two same-sized images, so the viewer can outline
/// a change too small to see at "fit" and zoom straight to it.
struct ChangedRegion: Equatable, Sendable {
    var x: Int, y: Int, width: Int, height: Int

    static func between(_ expectedPath: String, _ actualPath: String) -> ChangedRegion? {
        guard let a = try? PNG.decode(file: expectedPath).bitmap, let b = try? PNG.decode(file: actualPath).bitmap
        else { return nil }
        return between(a, b)
    }

    static func between(_ a: Bitmap, _ b: Bitmap) -> ChangedRegion? {
        ChangeSummary.between(a, b).map { ChangedRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
    }

    /// The pixels of `image` under the region and a 1-pixel margin (or under `rect`), when that is opaque and at
    /// most half the image (see `ChangeSummary.opaqueCrop`); nil otherwise (then the whole image is shipped).
    func crop(in image: Bitmap, rect: [Int]? = nil) -> (bitmap: Bitmap, rect: [Int])? {
        let r = rect ?? ChangeSummary(x: x, y: y, width: width, height: height, changedPixels: 0, signature: 0)
            .boxWithMargin(width: image.width, height: image.height)
        return ChangeSummary.opaqueCrop(of: image, rect: r).map { ($0, r) }
    }
}
