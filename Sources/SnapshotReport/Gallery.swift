import Basics
import PNGCodec
import Verdict

/// One case of a configuration as the gallery shows it: its reference read from the snapshots folder.
package struct GalleryCase: Sendable, Equatable {
    /// The case id (`<suite>/<name>.<variant>`).
    package var id: String
    /// What the gallery groups by: the screen (`<suite>/<screen>`), the same for every locale and variant of it.
    package var screen: String
    /// The locale, when the case has one (shown first in its label).
    package var locale: String?
    /// The rest of its label: the variant (`phone-dark-44@3x`).
    package var variant: String
    /// Lower first: the group's first member is its representative (development language, light, phone).
    package var rank: [Int]
    /// The reference's file relative to the snapshots folder (`….png` or `….scene.json`).
    package var referenceFile: String
    /// The case whose reference file this case's drawing is stored in, when it shares another locale's.
    package var sharesWith: String?

    package init(
        id: String, screen: String, locale: String?, variant: String, rank: [Int], referenceFile: String,
        sharesWith: String? = nil
    ) {
        self.id = id
        self.screen = screen
        self.locale = locale
        self.variant = variant
        self.rank = rank
        self.referenceFile = referenceFile
        self.sharesWith = sharesWith
    }

    /// `de · phone-dark-44@3x`.
    package var label: String { (locale.map { "\($0) · " } ?? "") + variant }
}

/// `barsnap report --all`: a self-contained page of every case's reference, grouped by screen with its locales and
/// variants side by side, for reviewing a recording before committing it. Images are stored once by content
/// (`images/<sha256>.png`), so eight locales that draw the same bar cost one file.
package struct GalleryWriter: Sendable {
    package var output: String
    /// The references' folder: read without following links, never outside it.
    package var snapshots: OwnedFolder
    package var force: Bool
    /// The page's heading (the configuration's file).
    package var title: String

    package init(output: String, snapshots: OwnedFolder, force: Bool = false, title: String = "barsnap.json") {
        self.output = output
        self.snapshots = snapshots
        self.force = force
        self.title = title
    }

    package struct Outcome: Sendable, Equatable {
        package var cases: Int
        package var screens: Int
        /// Distinct drawings stored (references with equal pixels count once).
        package var imagesStored: Int
        /// Bytes of the stored images.
        package var imageBytes: Int
        /// Cases with no PNG reference on disk (not recorded, kept as scene text, or not a PNG BarSnap can decode).
        package var missing: [String]
    }

    /// A screen's members, representative first.
    package static func groups(_ cases: [GalleryCase]) -> [(screen: String, members: [GalleryCase])] {
        var order: [String] = []
        var members: [String: [(Int, GalleryCase)]] = [:]
        for (i, c) in cases.enumerated() {
            if members[c.screen] == nil { order.append(c.screen) }
            members[c.screen, default: []].append((i, c))
        }
        return order.sorted().map { screen in
            let sorted = members[screen]!.sorted { a, b in
                a.1.rank != b.1.rank ? a.1.rank.lexicographicallyPrecedes(b.1.rank) : a.0 < b.0
            }
            return (screen, sorted.map(\.1))
        }
    }

    package func write(_ cases: [GalleryCase]) throws -> Outcome {
        let outputFolder = OwnedFolder.within(nil, output)
        do { try ArtifactsFolder.claim(outputFolder, force: force, what: "a report") } catch {
            throw ReportError("\(error)")
        }
        guard SafePath.kind(output) == .directory else {
            throw ReportError("\(output): the report directory must be a real directory, not a symlink")
        }
        let images = ReportImages(output: outputFolder)
        var missing: [String] = []
        var stored: [String: String] = [:]  // id → image path in the report
        var bytesStored: [String: Int] = [:]
        // One file per drawing: references whose pixels are equal (their text chunks — fingerprint, description —
        // may differ) show the first one's file.
        var byPixels: [String: String] = [:]
        for c in cases {
            guard let file = try? snapshots.appending(c.sharesWith.map { $0 + ".png" } ?? c.referenceFile),
                file.path.hasSuffix(".png"), let bytes = try? file.read(limit: PNG.maxReferenceFileBytes),
                bytes.starts(with: PNG.signature)
            else {
                missing.append(c.id)
                continue
            }
            guard let png = try? PNG.decode(bytes, name: file.path, maxPixels: PNG.maxReferencePixels) else {
                missing.append(c.id)
                continue
            }
            let hash = PixelHash(png.bitmap)
            let pixels = "\(hash.width)x\(hash.height) \(hash.sha256)"
            if let name = byPixels[pixels] {
                stored[c.id] = name
                continue
            }
            let name = try images.place(bytes)
            byPixels[pixels] = name
            stored[c.id] = name
            bytesStored[name] = bytes.count
        }
        images.removeUnused()
        let groups = Self.groups(cases)
        let html = page(groups, stored: stored, missing: Set(missing))
        try outputFolder.appending("index.html").write(Array(html.utf8), durable: false)
        return Outcome(
            cases: cases.count, screens: groups.count, imagesStored: images.count,
            imageBytes: bytesStored.values.reduce(0, +), missing: missing)
    }

    /// One screen as a table: a row per variant (light before dark, phone before pad), a column per locale (the
    /// development language first); a cell that draws what an earlier cell of its row draws says so.
    func table(_ members: [GalleryCase], stored: [String: String]) -> String {
        func e(_ s: String) -> String { ReportHTML.escape(s) }
        var locales: [String] = []
        var variants: [String] = []
        var cell: [String: [String: GalleryCase]] = [:]
        for m in members {
            let l = m.locale ?? ""
            if !locales.contains(l) { locales.append(l) }
            if !variants.contains(m.variant) { variants.append(m.variant) }
            if cell[m.variant]?[l] == nil { cell[m.variant, default: [:]][l] = m }
        }
        var html = "<table><tr><th></th>" + locales.map { "<th>\(e($0))</th>" }.joined() + "</tr>"
        for (r, v) in variants.enumerated() {
            html += "<tr><th>\(e(v))</th>"
            var seen: [(image: String, locale: String)] = []
            for (c, l) in locales.enumerated() {
                guard let m = cell[v]?[l] else {
                    html += "<td></td>"
                    continue
                }
                html += r == 0 && c == 0 ? "<td class=\"rep\">" : "<td>"
                html += "<figure title=\"\(e(m.id))\">"
                if let image = stored[m.id] {
                    html += "<img loading=\"lazy\" src=\"\(e(image))\" alt=\"\(e(m.id))\">"
                    if let owner = m.sharesWith {
                        let who = members.first { $0.id == owner }.map { $0.locale ?? $0.id } ?? owner
                        html += "<figcaption class=\"same\" title=\"\(e(owner))\">shares \(e(who))'s reference"
                            + "</figcaption>"
                        if !seen.contains(where: { $0.image == image }) { seen.append((image, l)) }
                    } else if let first = seen.first(where: { $0.image == image }) {
                        html += "<figcaption class=\"same\">same drawing as \(e(first.locale))</figcaption>"
                    } else {
                        seen.append((image, l))
                    }
                } else {
                    html += "<div class=\"none\">no PNG reference (\(e(m.referenceFile)))</div>"
                }
                html += "</figure></td>"
            }
            html += "</tr>"
        }
        return html + "</table>"
    }

    func page(_ groups: [(screen: String, members: [GalleryCase])], stored: [String: String], missing: Set<String>)
        -> String
    {
        func e(_ s: String) -> String { ReportHTML.escape(s) }
        let total = groups.reduce(0) { $0 + $1.members.count }
        let distinct = Set(stored.values).count
        var body = """
            <header><h1>Gallery of \(e(title))</h1><p>\(total) case(s) in \(groups.count) screen(s), \
            \(distinct) distinct image(s)\(missing.isEmpty ? "" : ", \(missing.count) without a PNG reference")</p>\
            </header>
            <nav><ol>
            """
        for (i, g) in groups.enumerated() {
            body += "<li><a href=\"#s\(i)\">\(e(g.screen))</a> (\(g.members.count))</li>"
        }
        body += "</ol></nav>\n"
        for (i, g) in groups.enumerated() {
            body += "<section id=\"s\(i)\"><h2>\(e(g.screen))</h2>\n"
            body += table(g.members, stored: stored) + "</section>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>BarSnap gallery</title>
            <style>
            body{font:14px system-ui,sans-serif;margin:0 16px;background:#f4f4f6;color:#1c1c1e}
            header h1{font-size:20px;margin:16px 0 4px} nav ol{columns:3;font-size:13px}
            section{background:#fff;border-radius:8px;padding:8px 12px;margin:12px 0}
            h2{font-size:16px;margin:4px 0 8px}
            table{border-collapse:collapse;table-layout:fixed;width:100%} th:first-child{width:110px}
            th{font-size:12px;text-align:left;padding:2px 6px;vertical-align:top}
            td{padding:4px 6px;vertical-align:top} figure{margin:0;max-width:360px} td.rep figure{max-width:100%}
            figure img{max-width:100%;border:1px solid #d1d1d6;
            background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0/16px 16px}
            figcaption{font-size:12px;color:#3a3a3c;margin-top:2px} .same{color:#6e6e73}
            .none{padding:16px;border:1px dashed #aaa;color:#6e6e73}
            @media (prefers-color-scheme: dark){body{background:#1c1c1e;color:#f2f2f7}section{background:#2c2c2e}
            figcaption,.same{color:#aeaeb2}}
            </style></head><body>
            \(body)</body></html>

            """
    }
}
