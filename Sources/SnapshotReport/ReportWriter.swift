import BarSnapCore
import PNGCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a self-contained static report: `index.html` (inline CSS and JS, no network), the images copied
/// next to it as `<group>/<name.variant>/{expected,actual,diff}.png` (relative links, so it opens from a
/// downloaded artifact with a double-click), plus `manifest.json` and `summary.json`, which make the report
/// directory itself a valid argument to `barsnap accept`.
public struct ReportWriter: Sendable {
    /// The report directory, as given (also used in the commands the report shows).
    public var output: String
    /// Where `Snapshots/` is looked up when a manifest's reference path does not exist on this machine.
    public var packageRoot: String

    public init(output: String, packageRoot: String) {
        self.output = output
        self.packageRoot = packageRoot
    }

    public struct Outcome: Sendable {
        public var entries: Int
        public var imagesCopied: Int
        /// E.g. an expected image that could not be found.
        public var warnings: [String]
    }

    public func write(_ merged: MergedArtifacts) throws -> Outcome {
        try FileIO.createDirectories(output)
        guard SafePath.kind(output) == .directory, let realOut = SafePath.realPath(output) else {
            throw ReportError("\(output): the report directory must be a real directory, not a symlink")
        }
        for source in merged.sources where SafePath.realPath(source) == realOut {
            throw ReportError("the report directory \(output) is the artifacts directory \(source): choose another -o")
        }
        var warnings: [String] = []
        var copied = 0
        var views: [ReportHTML.Item] = []
        var manifestEntries: [JSON] = []
        for e in merged.entries {
            _ = try SafePath.checkedDestination(e.id + "/actual.png", under: realOut, create: true)
            let dir = output + "/" + e.id
            func place(_ from: String?, as file: String) throws -> String? {
                let dest = dir + "/" + file
                guard let from, let bytes = try SafePath.readRegularFile(from) else {
                    if SafePath.kind(dest) == .file { unlink(dest) }  // stale copy from an earlier report
                    return nil
                }
                try FileIO.writeAtomically(bytes, to: dest)
                copied += 1
                return e.id + "/" + file
            }
            let actual = try place(e.actualFile, as: "actual.png")
            if actual == nil { warnings.append("\(e.name): no actual.png in \(e.source)") }
            let diff = try place(e.diffFile, as: "diff.png")
            var expected: String?
            if e.kind != .new {
                // The manifest's reference path (when it exists here and names this snapshot), else Snapshots/.
                let recorded = e.reference.flatMap { $0.hasSuffix("/" + e.name) || $0 == e.name ? $0 : nil }
                let candidates = [recorded, packageRoot + "/Snapshots/" + e.name].compactMap { $0 }
                expected = try place(candidates.first { SafePath.kind($0) == .file && Self.isPNG($0) }, as: "expected.png")
                if expected == nil {
                    warnings.append("\(e.name): reference not found (looked in \(candidates.joined(separator: " and ")))")
                }
            }
            var change: ChangedRegion?
            if expected != nil, actual != nil {
                change = ChangedRegion.between(output + "/" + e.id + "/expected.png", output + "/" + e.id + "/actual.png")
            }
            views.append(ReportHTML.Item(entry: e, expected: expected, actual: actual, diff: diff, change: change,
                                         accept: "barsnap accept \(SafePath.shellQuote(e.source)) \(SafePath.shellQuote(e.id))"))
            manifestEntries.append(Self.replacing(e.raw, [
                ("actual", actual.map { .string($0) } ?? .null), ("diff", diff.map { .string($0) } ?? .null),
                ("strip", .null),
            ]))
        }
        let manifest: JSON = .object([("version", .number(1)), ("entries", .array(manifestEntries))])
        try FileIO.writeAtomically(manifest.serialized(indent: 2) + "\n", to: output + "/manifest.json")
        if let summary = merged.summary { try summary.write(to: output) }
        let html = ReportHTML(items: views, summary: merged.summary, notes: merged.notes + warnings,
                              sources: merged.sources, reportDirectory: output).render()
        try FileIO.writeAtomically(html, to: output + "/index.html")
        return Outcome(entries: views.count, imagesCopied: copied, warnings: warnings)
    }

    static func isPNG(_ path: String) -> Bool {
        guard let bytes = try? FileIO.read(path, limit: 256 << 20) else { return false }
        return bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
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
        guard let a = try? PNG.decode(file: expectedPath).bitmap, let b = try? PNG.decode(file: actualPath).bitmap,
              a.width == b.width, a.height == b.height else { return nil }
        return between(a, b)
    }

    static func between(_ a: Bitmap, _ b: Bitmap) -> ChangedRegion? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let rowBytes = a.width * 4
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    let row = y * rowBytes
                    var first = -1, last = -1
                    var i = 0
                    while i < rowBytes {
                        if pa[row + i] != pb[row + i] || pa[row + i + 1] != pb[row + i + 1]
                            || pa[row + i + 2] != pb[row + i + 2] || pa[row + i + 3] != pb[row + i + 3] {
                            if first < 0 { first = i / 4 }
                            last = i / 4
                        }
                        i += 4
                    }
                    if first >= 0 {
                        minX = min(minX, first); maxX = max(maxX, last)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return ChangedRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
