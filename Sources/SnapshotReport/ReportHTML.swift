import BarSnapCore

/// The report page: the index (counts, a filterable grid of failures) is rendered here, with every string
/// escaped; the viewer (2-up, swipe, onion skin, blink, diff) is inline JavaScript reading the same data from
/// a JSON block. No external resources of any kind.
///
/// The page keeps its state in the URL hash (`#case=2&mode=swipe&zoom=2&onion=30&swipe=40&blink=actual`)
/// and mirrors it on `<body data-*>` (view, case, mode, zoom, onion, swipe, blink, blink-count, visible,
/// ready), so a headless browser's DOM dump shows what is on screen. `keys=jk2` in the hash replays key
/// presses after loading (`>`/`<` are the arrow keys, `_` is space).
struct ReportHTML {
    struct Item {
        var entry: ReportEntry
        var expected: String?
        var actual: String?
        var diff: String?
        var change: ChangedRegion?
        var accept: String
    }

    var items: [Item]
    var summary: RunSummary?
    var notes: [String]
    var sources: [String]
    var reportDirectory: String

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A relative URL for a relative file path: every byte outside `[A-Za-z0-9._~@+-/]` percent-encoded.
    static func url(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "@"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let h = String(b, radix: 16, uppercase: true)
                out += "%" + (h.count == 1 ? "0" + h : h)
            }
        }
        return out
    }

    /// JSON text that is safe inside `<script>`: `<`, `>`, `&` and the JS line separators are escaped.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        for c in json.unicodeScalars {
            switch c {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    static func grouped(_ n: Int) -> String {
        let s = String(n)
        var out = ""
        for (i, c) in s.reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(" ") }
            out.append(c)
        }
        return String(out.reversed())
    }

    static func percent(_ part: Int, _ total: Int) -> String {
        guard total > 0 else { return "" }
        let p = Double(part) * 100 / Double(total)
        if p >= 10 { return String(Int(p.rounded())) + " %" }
        let h = (p * 100).rounded() / 100
        return (h == 0 && part > 0 ? "<0.01" : String(h)) + " %"
    }

    static let kindLabel: [ReportEntry.Kind: String] = [.failed: "Failed", .environment: "Environment", .new: "New",
                                                        .passedEnvironment: "Passed (environment)"]

    var dataJSON: JSON {
        func opt(_ s: String?) -> JSON { s.map { .string($0) } ?? .null }
        func num(_ n: Int?) -> JSON { n.map { .number(Double($0)) } ?? .null }
        return .object([
            ("entries", .array(items.map { it in
                let e = it.entry
                return .object([
                    ("name", .string(e.name)), ("id", .string(e.id)), ("group", .string(e.group)),
                    ("caseName", .string(e.caseName)), ("variant", .string(e.variant)), ("kind", .string(e.kind.rawValue)),
                    ("differentPixels", num(e.differentPixels)), ("totalPixels", num(e.totalPixels)),
                    ("tolerance", opt(e.tolerance)), ("expectedSize", opt(e.expectedSize)), ("actualSize", opt(e.actualSize)),
                    ("referenceEnvironment", opt(e.referenceEnvironment)), ("currentEnvironment", opt(e.currentEnvironment)),
                    ("environmentDifferences", EnvironmentFingerprint.json(e.environmentDifferences)),
                    ("environmentTolerance", opt(e.environmentTolerance)),
                    ("expected", opt(it.expected.map(Self.url))), ("actual", opt(it.actual.map(Self.url))),
                    ("diff", opt(it.diff.map(Self.url))), ("accept", .string(it.accept)), ("source", .string(e.source)),
                    ("change", it.change.map { c in .array([c.x, c.y, c.width, c.height].map { .number(Double($0)) }) } ?? .null),
                ])
            })),
            ("reportAccept", .string("barsnap accept \(SafePath.shellQuote(reportDirectory))")),
        ])
    }

    func render() -> String {
        let esc = Self.escape
        let failed = items.filter { $0.entry.kind == .failed }.count
        let env = items.filter { $0.entry.kind == .environment }.count
        let new = items.filter { $0.entry.kind == .new }.count
        let passedEnv = items.filter { $0.entry.kind == .passedEnvironment }.count
        let failures = items.count - passedEnv
        let passed = summary.map { String($0.count("passed")) } ?? "–"
        let recorded = summary?.count("recorded") ?? 0
        let total = summary.map { $0.total } ?? items.count
        var h = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' data: file:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
        <title>\(failures == 0 ? "✓" : "✗ \(failures)") BarSnap snapshot report</title>
        <style>\(Self.css)</style></head>
        <body data-view="index" data-count="\(items.count)">
        <header class="top">
          <div class="brand"><span class="logo">▦</span> BarSnap <span class="sub">snapshot review</span></div>
          <nav class="counts" aria-label="Counts">
            <span class="count passed" title="Cases that matched their reference"><b>\(esc(passed))</b> passed</span>
            <button class="count failed" data-kind="failed" title="Show only failures (pixels differ)"><b>\(failed)</b> failed</button>
            <button class="count environment" data-kind="environment" title="Show only environment mismatches"><b>\(env)</b> environment</button>
            <button class="count new" data-kind="new" title="Show only new references"><b>\(new)</b> new</button>
        """
        if passedEnv > 0 {
            h += "<button class=\"count passedenv\" data-kind=\"passed-environment\" title=\"Show only the cases that passed within the environment tolerance\"><b>\(passedEnv)</b> passed (environment)</button>"
        }
        if recorded > 0 { h += "<span class=\"count recorded\"><b>\(recorded)</b> recorded</span>" }
        h += """
            <span class="count total"><b>\(total)</b> cases</span>
          </nav>
        </header>
        <main id="index">

        """
        if items.isEmpty {
            h += """
            <section class="allgood"><div class="tick">✓</div><h1>Every snapshot matched</h1>
            <p>\(summary == nil ? "No failures in the manifest." : "All \(total) case(s) passed.")</p></section>

            """
        } else {
            h += """
            <div class="filterbar">
              <input id="filter" type="search" placeholder="Filter by name, group or variant   ( / )" autocomplete="off" spellcheck="false" aria-label="Filter">
              <div class="kinds" role="group" aria-label="Kind">
                <button data-kind="all" class="on">All</button><button data-kind="failed">Failed</button><button data-kind="environment">Environment</button><button data-kind="new">New</button><button data-kind="passed-environment">Passed (env.)</button>
              </div>
              <span id="shown" class="muted"></span>
              <span class="hint muted">Open a card, then <kbd>j</kbd>/<kbd>k</kbd> to step through, <kbd>1</kbd>–<kbd>5</kbd> to switch view</span>
            </div>
            <div id="grid" class="grid">

            """
            for (i, it) in items.enumerated() {
                let e = it.entry
                let thumb = it.diff ?? it.actual
                let search = [e.name, e.group, e.caseName, e.variant, e.kind.rawValue].joined(separator: " ").lowercased()
                var stats = ""
                if let d = e.differentPixels {
                    stats += "<span class=\"px\">\(Self.grouped(d)) px</span>"
                    if let t = e.totalPixels, t > 0 { stats += "<span class=\"muted\">\(Self.percent(d, t))</span>" }
                } else if e.kind == .new {
                    stats += "<span class=\"muted\">no reference yet</span>"
                } else if let a = e.actualSize, let x = e.expectedSize, a != x {
                    stats += "<span class=\"px\">size \(esc(x)) → \(esc(a))</span>"
                }
                if let t = e.tolerance { stats += "<span class=\"tol\" title=\"tolerance\">\(esc(t))</span>" }
                h += """
                <a class="card kind-\(e.kind.rawValue)" href="#case=\(i)" data-index="\(i)" data-kind="\(e.kind.rawValue)" data-search="\(esc(search))">
                  <div class="thumb">\(thumb.map { "<img loading=\"lazy\" alt=\"\" src=\"\(esc(Self.url($0)))\">" } ?? "<span class=\"muted\">no image</span>")</div>
                  <div class="meta">
                    <div class="line1"><span class="badge \(e.kind.rawValue)">\(Self.kindLabel[e.kind]!)</span><span class="group">\(esc(e.group))</span></div>
                    <div class="cname" title="\(esc(e.name))">\(esc(e.caseName))</div>
                    <div class="variant">\(esc(e.variant))</div>
                    <div class="stats">\(stats)</div>
                  </div>
                </a>

                """
            }
            h += """
            </div>
            <p id="empty" class="muted" hidden>Nothing matches the filter.</p>

            """
        }
        h += "<section class=\"footer\">"
        if !items.isEmpty {
            h += "<h2>Accept</h2><p>Review each change, then accept one with the command shown in its viewer, or every failure at once"
                + (passedEnv > 0 ? " (<code>--all</code> leaves the cases that passed within the environment tolerance alone)" : "") + ":</p>"
            for s in sources { h += "<pre class=\"cmd\">barsnap accept \(esc(SafePath.shellQuote(s))) --all</pre>" }
            h += "<p class=\"muted\">A downloaded copy of this report works too: <code>barsnap accept path/to/this/report NAME</code>, run from the package root.</p>"
        }
        if let summary {
            let passedIDs = summary.cases.filter { $0.status == "passed" }.map(\.id)
            if !passedIDs.isEmpty {
                h += "<details class=\"passedlist\"><summary>\(passedIDs.count) passed case(s)</summary><ul>"
                for id in passedIDs { h += "<li>\(esc(id))</li>" }
                h += "</ul></details>"
            }
        }
        if !notes.isEmpty {
            h += "<h2>Notes</h2><ul class=\"notes\">"
            for n in notes { h += "<li>\(esc(n))</li>" }
            h += "</ul>"
        }
        h += "<p class=\"muted small\">From \(sources.map { "<code>\(esc($0))</code>" }.joined(separator: ", "))"
        if let s = summary?.shard { h += " · shard(s) \(esc(s))" }
        h += ". Static page: no network, no server.</p></section>\n</main>\n"
        h += Self.viewerSkeleton
        h += "<script type=\"application/json\" id=\"report-data\">\(Self.scriptSafe(dataJSON.serialized()))</script>\n"
        h += "<script>\(Self.js)</script>\n</body></html>\n"
        return h
    }

    static let viewerSkeleton = """
    <section id="viewer" hidden aria-label="Snapshot viewer">
      <div class="vbar">
        <button id="v-back" title="Back to all failures (Esc)">← All</button>
        <div class="nav"><button id="v-prev" title="Previous failure (k or ←)">‹</button><span id="v-pos"></span><button id="v-next" title="Next failure (j or →)">›</button></div>
        <div class="vtitle"><span id="v-badge" class="badge"></span><span id="v-group" class="group"></span><b id="v-name"></b><span id="v-variant" class="variant"></span></div>
        <div class="modes" role="tablist">
          <button data-mode="2up" role="tab"><kbd>1</kbd> 2-up</button><button data-mode="swipe" role="tab"><kbd>2</kbd> Swipe</button><button data-mode="onion" role="tab" title="Onion skin"><kbd>3</kbd> Onion</button><button data-mode="blink" role="tab"><kbd>4</kbd> Blink</button><button data-mode="diff" role="tab"><kbd>5</kbd> Diff</button>
        </div>
        <div class="zoom" role="group" aria-label="Zoom"><button data-zoom="fit" title="Fit to the window (0)">Fit</button><button data-zoom="1" title="1 image pixel = 1 device pixel">1×</button><button data-zoom="2">2×</button><button data-zoom="4">4×</button><button data-zoom="8">8×</button><button data-zoom="16">16×</button><span id="v-zoomlabel" class="zoomlabel" title="Device pixels per image pixel"></span><button id="v-tochange" title="Zoom to the changed region (z)">To change</button><button id="v-boxes" title="Outline the changed region (h)">▭</button></div>
        <div class="bgsel" role="group" aria-label="Background"><button data-bg="checker" title="Checkerboard">▦</button><button data-bg="light" title="Light">◻</button><button data-bg="dark" title="Dark">◼</button></div>
      </div>
      <div class="vbody">
        <div id="stage" class="stage bg-checker">
          <div class="pane" data-pane="2up"><div class="twoup">
            <figure class="fig-expected"><figcaption>Expected <span class="dim" data-dim="expected"></span></figcaption><div class="frame"><img data-role="expected" alt="expected"><div class="box"></div></div></figure>
            <figure class="fig-actual"><figcaption>Actual <span class="dim" data-dim="actual"></span></figcaption><div class="frame"><img data-role="actual" alt="actual"><div class="box"></div></div></figure>
          </div></div>
          <div class="pane" data-pane="swipe"><div class="caption"><span>◀ Expected</span><span class="muted">drag the divider</span><span>Actual ▶</span></div>
            <div class="stack" id="swipe-stack"><img data-role="expected" alt="expected"><div class="clip" id="swipe-clip"><img data-role="actual" alt="actual"></div><div class="box"></div><div class="divider" id="swipe-divider"><span></span></div></div>
          </div>
          <div class="pane" data-pane="onion"><div class="caption"><span>Expected</span><input id="onion" type="range" min="0" max="100" value="50" aria-label="Actual opacity"><span>Actual <b id="onion-val">50 %</b></span></div>
            <div class="stack"><img data-role="expected" alt="expected"><img data-role="actual" alt="actual" id="onion-top"><div class="box"></div></div>
          </div>
          <div class="pane" data-pane="blink"><div class="caption"><span>Showing <b id="blink-label">Expected</b></span><span class="muted"><kbd>Space</kbd> pause/resume · <kbd>b</kbd> flip</span><button id="blink-pause">Pause</button></div>
            <div class="stack"><img data-role="expected" alt="expected" id="blink-expected"><img data-role="actual" alt="actual" id="blink-actual"><div class="box"></div></div>
          </div>
          <div class="pane" data-pane="diff"><div class="caption"><span><i class="sw red"></i> differing pixels · <i class="sw yellow"></i> anti-aliasing · faded: unchanged</span></div>
            <div class="frame single"><img data-role="diff" alt="diff"><div class="box"></div></div>
          </div>
          <p id="v-missing" class="missing" hidden></p>
        </div>
        <aside class="info">
          <p id="v-explain" class="explain"></p>
          <dl id="v-facts"></dl>
          <h3>Accept this change</h3>
          <div class="cmdrow"><pre id="v-accept" class="cmd"></pre><button id="v-copy" title="Copy (c)">Copy</button></div>
          <p class="muted small">Run from the package root. It copies the actual image over <code>Snapshots/<span id="v-refname"></span></code>.</p>
          <div id="v-env" hidden><h3>Environment</h3><p class="muted small">The reference was recorded in another environment. Fields that differ:</p>
            <table id="v-env-fields" class="envfields"></table>
            <div class="envbox"><div class="envlabel">Reference</div><div id="v-env-ref" class="env"></div><div class="envlabel">This run</div><div id="v-env-cur" class="env"></div></div></div>
          <h3>Keys</h3>
          <table class="keys"><tr><td><kbd>j</kbd> <kbd>→</kbd></td><td>next failure</td></tr><tr><td><kbd>k</kbd> <kbd>←</kbd></td><td>previous failure</td></tr><tr><td><kbd>1</kbd>–<kbd>5</kbd></td><td>2-up, swipe, onion, blink, diff</td></tr><tr><td><kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd></td><td>zoom in, out, fit</td></tr><tr><td><kbd>[</kbd> <kbd>]</kbd></td><td>move divider / opacity</td></tr><tr><td><kbd>Space</kbd> <kbd>b</kbd></td><td>pause / flip blink</td></tr><tr><td><kbd>z</kbd> <kbd>h</kbd></td><td>zoom to / outline the change</td></tr><tr><td><kbd>c</kbd></td><td>copy accept command</td></tr><tr><td><kbd>Esc</kbd></td><td>back to the grid</td></tr></table>
        </aside>
      </div>
    </section>

    """
}
