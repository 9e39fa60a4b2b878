import BarSnapCore

/// The page: a small HTML shell (counts, filter bar, footer) and the failures as one JSON block, from which the
/// inline script renders the grid of failure groups, a group's members and the viewer (2-up, swipe, onion skin,
/// blink, diff). Grids render in batches as they scroll into view and thumbnails load lazily, so a report of
/// thousands of failures paints as fast as one of ten. No external resources of any kind.
///
/// The page keeps its state in the URL hash (`#case=2&mode=swipe&zoom=2&onion=30&swipe=40&blink=actual`,
/// `#group=buttons/back`) and mirrors it on `<body data-*>` (view, case, group, selected, mode, zoom, onion,
/// swipe, blink, blink-count, visible, shown, ready), so a headless browser's DOM dump shows what is on screen.
/// `keys=jk2` in the hash replays key presses after loading (`>`/`<` are the arrow keys, `_` is space, `~` is
/// Escape, `!` is Enter, `J`/`K` are shifted).
struct ReportHTML {
    /// An image that covers only `rect` (x, y, width, height in pixels) of the full image.
    struct Region: Sendable {
        var file: String
        var rect: [Int]
    }

    struct Item {
        var entry: ReportEntry
        var expected: String?
        var actual: String?
        var diff: String?
        var expectedRegion: Region?
        var diffRegion: Region?
        var change: ChangedRegion?
        var accept: String
    }

    var items: [Item]
    var groups: [FailureGroup]
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
                                                        .layout: "Layout", .passedEnvironment: "Passed (environment)"]

    /// The page's data. Strings repeated by every entry (fingerprints, tolerances, sources) are in tables and
    /// referenced by index; names, groups and image paths the script can derive are not repeated.
    var dataJSON: JSON {
        var tables: [String: [String]] = ["env": [], "tol": [], "src": []]
        var indexOf: [String: [String: Int]] = ["env": [:], "tol": [:], "src": [:]]
        func ref(_ table: String, _ value: String?) -> JSON {
            guard let value else { return .null }
            if let i = indexOf[table]![value] { return .number(Double(i)) }
            let i = tables[table]!.count
            tables[table]!.append(value)
            indexOf[table]![value] = i
            return .number(Double(i))
        }
        func num(_ n: Int?) -> JSON { n.map { .number(Double($0)) } ?? .null }
        func ints(_ v: [Int]) -> JSON { .array(v.map { .number(Double($0)) }) }
        var groupOf = [Int](repeating: 0, count: items.count)
        for (g, group) in groups.enumerated() { for m in group.members { groupOf[m] = g } }
        let entries: [JSON] = items.enumerated().map { i, it in
            let e = it.entry
            var pairs: [(String, JSON)] = [("id", .string(e.id)), ("kind", .string(e.kind.rawValue)), ("g", num(groupOf[i]))]
            if let d = e.differentPixels { pairs.append(("differentPixels", num(d))) }
            if e.kind == .layout { pairs.append(("layout", .array(e.layoutFindings.map { .string($0) }))) }
            if let t = e.totalPixels { pairs.append(("totalPixels", num(t))) }
            pairs.append(("tol", ref("tol", e.tolerance)))
            if let s = e.expectedSize { pairs.append(("expectedSize", .string(s))) }
            if let s = e.actualSize { pairs.append(("actualSize", .string(s))) }
            pairs.append(("re", ref("env", e.referenceEnvironment)))
            pairs.append(("ce", ref("env", e.currentEnvironment)))
            pairs.append(("src", ref("src", e.source)))
            if let a = it.actual { pairs.append(("actual", .string(Self.url(a)))) }
            if let x = it.expected { pairs.append(("expected", .string(Self.url(x)))) }
            if let d = it.diff { pairs.append(("diff", .string(Self.url(d)))) }
            if let r = it.expectedRegion { pairs.append(("er", .array([.string(Self.url(r.file))] + r.rect.map { .number(Double($0)) }))) }
            if let r = it.diffRegion { pairs.append(("dr", .array([.string(Self.url(r.file))] + r.rect.map { .number(Double($0)) }))) }
            if let c = it.change { pairs.append(("change", ints([c.x, c.y, c.width, c.height]))) }
            if !e.environmentDifferences.isEmpty {
                pairs.append(("environmentDifferences", EnvironmentFingerprint.json(e.environmentDifferences)))
            }
            if let t = e.environmentTolerance { pairs.append(("etol", ref("tol", t))) }
            if !e.changes.isEmpty { pairs.append(("what", .array(e.changes.map { .string($0) }))) }
            if let c = e.caseID { pairs.append(("case", .string(String(c.split(separator: "/").last ?? Substring(c))))) }
            return .object(pairs)
        }
        let groupList: [JSON] = groups.map { g in
            let sources = Set(g.members.map { items[$0].entry.source }).sorted()
            let accept = sources.map { "barsnap accept \(SafePath.shellQuote($0)) --group \(SafePath.shellQuote(g.id))" }
            return .object([
                ("id", .string(g.id)), ("kind", .string(g.kind.rawValue)), ("members", ints(g.members)),
                ("rep", num(g.representative)), ("reason", .string(g.reason)),
                ("change", g.change.map { .string($0) } ?? .null),
                ("accept", .string(accept.joined(separator: "\n"))),
            ])
        }
        return .object([
            ("tables", .object([("env", .array(tables["env"]!.map { .string($0) })),
                                ("tol", .array(tables["tol"]!.map { .string($0) })),
                                ("src", .array(tables["src"]!.map { .string($0) })),
                                ("srcq", .array(tables["src"]!.map { .string(SafePath.shellQuote($0)) }))])),
            ("entries", .array(entries)),
            ("groups", .array(groupList)),
            ("reportAccept", .string("barsnap accept \(SafePath.shellQuote(reportDirectory))")),
        ])
    }

    func render() -> String {
        let esc = Self.escape
        let failed = items.filter { $0.entry.kind == .failed }.count
        let env = items.filter { $0.entry.kind == .environment }.count
        let new = items.filter { $0.entry.kind == .new }.count
        let passedEnv = items.filter { $0.entry.kind == .passedEnvironment }.count
        let layout = items.filter { $0.entry.kind == .layout }.count
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
        <body data-view="index" data-count="\(items.count)" data-groups="\(groups.count)">
        <header class="top">
          <div class="brand"><span class="logo">▦</span> BarSnap <span class="sub">snapshot review</span></div>
          <nav class="counts" aria-label="Counts">
            <span class="count passed" title="Cases that matched their reference"><b>\(esc(passed))</b> passed</span>
            <button class="count failed" data-kind="failed" title="Show only failures (pixels differ)"><b>\(failed)</b> failed</button>
            <button class="count environment" data-kind="environment" title="Show only environment mismatches"><b>\(env)</b> environment</button>
            <button class="count new" data-kind="new" title="Show only new references"><b>\(new)</b> new</button>
        """
        if layout > 0 {
            h += "<button class=\"count layout\" data-kind=\"layout\" title=\"Show only layout-check failures (the pixels matched)\"><b>\(layout)</b> layout</button>"
        }
        if passedEnv > 0 {
            h += "<button class=\"count passedenv\" data-kind=\"passed-environment\" title=\"Show only the cases that passed within the environment tolerance\"><b>\(passedEnv)</b> passed (environment)</button>"
        }
        if recorded > 0 { h += "<span class=\"count recorded\"><b>\(recorded)</b> recorded</span>" }
        h += """
            <span class="count total"><b>\(total)</b> cases</span>
            <span class="count groups" title="Failures that are the same change form one group"><b>\(groups.count)</b> group(s)</span>
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
                <button data-kind="all" class="on">All</button><button data-kind="failed">Failed</button><button data-kind="environment">Environment</button><button data-kind="new">New</button><button data-kind="layout">Layout</button><button data-kind="passed-environment">Passed (env.)</button>
              </div>
              <span id="shown" class="muted"></span>
              <span class="hint muted"><kbd>j</kbd>/<kbd>k</kbd> choose a group, <kbd>Enter</kbd> opens it; in the viewer <kbd>j</kbd>/<kbd>k</kbd> step, <kbd>J</kbd>/<kbd>K</kbd> jump a group</span>
            </div>
            <div id="grid" class="grid" aria-label="Failure groups"></div>
            <div id="grid-more" class="more"></div>
            <p id="empty" class="muted" hidden>Nothing matches the filter.</p>

            """
        }
        h += "<section class=\"footer\">"
        if !items.isEmpty {
            h += "<h2>Accept</h2><p>Review each group, then accept it with the command shown on it (<code>--group ID</code>), one snapshot with the command in its viewer, or every failure at once"
                + (passedEnv > 0 ? " (<code>--all</code> leaves the cases that passed within the environment tolerance alone)" : "") + ":</p>"
            for s in sources { h += "<pre class=\"cmd\">barsnap accept \(esc(SafePath.shellQuote(s))) --all</pre>" }
            h += "<p class=\"muted\">A downloaded copy of this report works too: <code>barsnap accept path/to/this/report NAME</code> or <code>--group ID</code>, run from the package root.</p>"
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
        h += Self.groupSkeleton
        h += Self.viewerSkeleton
        h += "<script type=\"application/json\" id=\"report-data\">\(Self.scriptSafe(dataJSON.serialized()))</script>\n"
        h += "<script>\(Self.js)</script>\n</body></html>\n"
        return h
    }

    static let groupSkeleton = """
    <section id="groupview" hidden aria-label="Failure group">
      <div class="gbar">
        <button id="g-back" title="Back to all groups (Esc)">← All groups</button>
        <div class="gtitle"><span id="g-badge" class="badge"></span><b id="g-name"></b><span id="g-count" class="gcount"></span><span id="g-reason" class="muted"></span></div>
        <p id="g-what" class="what" hidden><b>What changed:</b> <span id="g-what-text"></span></p>
        <div class="cmdrow"><pre id="g-accept" class="cmd"></pre><button id="g-copy" title="Copy the accept command">Copy</button></div>
      </div>
      <p class="muted small ghint"><kbd>j</kbd> or <kbd>Enter</kbd> opens the first member, <kbd>k</kbd> the last; <kbd>Esc</kbd> back to the groups.</p>
      <div id="ggrid" class="grid"></div>
      <div id="ggrid-more" class="more"></div>
    </section>

    """

    static let viewerSkeleton = """
    <section id="viewer" hidden aria-label="Snapshot viewer">
      <div class="vbar">
        <button id="v-back" title="Back (Esc)">← Back</button>
        <div class="nav"><button id="v-prev" title="Previous failure (k or ←)">‹</button><span id="v-pos"></span><button id="v-next" title="Next failure (j or →)">›</button></div>
        <div class="vtitle"><span id="v-gpos" class="gpos"></span><span id="v-badge" class="badge"></span><span id="v-group" class="group"></span><b id="v-name"></b><span id="v-variant" class="variant"></span></div>
        <div class="modes" role="tablist">
          <button data-mode="2up" role="tab"><kbd>1</kbd> 2-up</button><button data-mode="swipe" role="tab"><kbd>2</kbd> Swipe</button><button data-mode="onion" role="tab" title="Onion skin"><kbd>3</kbd> Onion</button><button data-mode="blink" role="tab"><kbd>4</kbd> Blink</button><button data-mode="diff" role="tab"><kbd>5</kbd> Diff</button>
        </div>
        <div class="zoom" role="group" aria-label="Zoom"><button data-zoom="fit" title="Fit to the window (0)">Fit</button><button data-zoom="1" title="1 image pixel = 1 device pixel">1×</button><button data-zoom="2">2×</button><button data-zoom="4">4×</button><button data-zoom="8">8×</button><button data-zoom="16">16×</button><span id="v-zoomlabel" class="zoomlabel" title="Device pixels per image pixel"></span><button id="v-tochange" title="Zoom to the changed region (z)">To change</button><button id="v-boxes" title="Outline the changed region (h)">▭</button></div>
        <div class="bgsel" role="group" aria-label="Background"><button data-bg="checker" title="Checkerboard">▦</button><button data-bg="light" title="Light">◻</button><button data-bg="dark" title="Dark">◼</button></div>
      </div>
      <div class="vbody">
        <div id="stage" class="stage bg-checker">
          <div class="pane" data-pane="2up"><div class="twoup">
            <figure class="fig-expected"><figcaption>Expected <span class="dim" data-dim="expected"></span></figcaption><div class="frame"><span class="layered" data-role="expected"><img class="base" alt="expected"><img class="patch" alt=""></span><div class="box"></div></div></figure>
            <figure class="fig-actual"><figcaption>Actual <span class="dim" data-dim="actual"></span></figcaption><div class="frame"><span class="layered" data-role="actual"><img class="base" alt="actual"><img class="patch" alt=""></span><div class="box"></div></div></figure>
          </div></div>
          <div class="pane" data-pane="swipe"><div class="caption"><span>◀ Expected</span><span class="muted">drag the divider</span><span>Actual ▶</span></div>
            <div class="stack" id="swipe-stack"><span class="layered" data-role="expected"><img class="base" alt="expected"><img class="patch" alt=""></span><div class="clip" id="swipe-clip"><span class="layered" data-role="actual"><img class="base" alt="actual"><img class="patch" alt=""></span></div><div class="box"></div><div class="divider" id="swipe-divider"><span></span></div></div>
          </div>
          <div class="pane" data-pane="onion"><div class="caption"><span>Expected</span><input id="onion" type="range" min="0" max="100" value="50" aria-label="Actual opacity"><span>Actual <b id="onion-val">50 %</b></span></div>
            <div class="stack"><span class="layered" data-role="expected"><img class="base" alt="expected"><img class="patch" alt=""></span><span class="layered" data-role="actual" id="onion-top"><img class="base" alt="actual"><img class="patch" alt=""></span><div class="box"></div></div>
          </div>
          <div class="pane" data-pane="blink"><div class="caption"><span>Showing <b id="blink-label">Expected</b></span><span class="muted"><kbd>Space</kbd> pause/resume · <kbd>b</kbd> flip</span><button id="blink-pause">Pause</button></div>
            <div class="stack"><span class="layered" data-role="expected" id="blink-expected"><img class="base" alt="expected"><img class="patch" alt=""></span><span class="layered" data-role="actual" id="blink-actual"><img class="base" alt="actual"><img class="patch" alt=""></span><div class="box"></div></div>
          </div>
          <div class="pane" data-pane="diff"><div class="caption"><span><i class="sw red"></i> differing pixels · <i class="sw yellow"></i> anti-aliasing · faded: unchanged</span></div>
            <div class="frame single diffbg"><span class="layered" data-role="diff"><img class="base" alt="diff"><img class="patch" alt=""></span><div class="box"></div></div>
          </div>
          <p id="v-missing" class="missing" hidden></p>
        </div>
        <aside class="info">
          <div id="v-what" class="whatpanel" hidden><h3>What changed</h3><ul id="v-what-list"></ul></div>
          <p id="v-explain" class="explain"></p>
          <dl id="v-facts"></dl>
          <h3>Accept this change</h3>
          <p id="v-group-accept-wrap" class="small" hidden>The whole group (<span id="v-group-size"></span>): <code id="v-group-accept"></code></p>
          <div class="cmdrow"><pre id="v-accept" class="cmd"></pre><button id="v-copy" title="Copy (c)">Copy</button></div>
          <p class="muted small">Run from the package root. It copies the actual image over <code>Snapshots/<span id="v-refname"></span></code>.</p>
          <div id="v-env" hidden><h3>Environment</h3><p class="muted small">The reference was recorded in another environment. Fields that differ:</p>
            <table id="v-env-fields" class="envfields"></table>
            <div class="envbox"><div class="envlabel">Reference</div><div id="v-env-ref" class="env"></div><div class="envlabel">This run</div><div id="v-env-cur" class="env"></div></div></div>
          <h3>Keys</h3>
          <table class="keys"><tr><td><kbd>j</kbd> <kbd>→</kbd></td><td>next failure</td></tr><tr><td><kbd>k</kbd> <kbd>←</kbd></td><td>previous failure</td></tr><tr><td><kbd>J</kbd> <kbd>K</kbd></td><td>next / previous group</td></tr><tr><td><kbd>1</kbd>–<kbd>5</kbd></td><td>2-up, swipe, onion, blink, diff</td></tr><tr><td><kbd>+</kbd> <kbd>−</kbd> <kbd>0</kbd></td><td>zoom in, out, fit</td></tr><tr><td><kbd>[</kbd> <kbd>]</kbd></td><td>move divider / opacity</td></tr><tr><td><kbd>Space</kbd> <kbd>b</kbd></td><td>pause / flip blink</td></tr><tr><td><kbd>z</kbd> <kbd>h</kbd></td><td>zoom to / outline the change</td></tr><tr><td><kbd>c</kbd></td><td>copy accept command</td></tr><tr><td><kbd>Esc</kbd></td><td>back to the grid</td></tr></table>
        </aside>
      </div>
    </section>

    """
}
