import Foundation
import Basics
import Testing
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// Loads a real report from disk in Debian's headless Chromium and reads what the page says is on screen:
/// the viewer mirrors its state on `<body data-*>` (see `ReportHTML`), and `--dump-dom` prints the DOM after the
/// page has run (`--virtual-time-budget` lets timers such as blink fire without waiting in real time).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileIO.exists($0)
    }

    /// The `<body>` attributes after loading `file://index + hash`.
    static func body(_ index: String, hash: String, budget: Int = 1500) throws -> [String: String] {
        let out = try Fixture.temporaryDirectory("dom") + "/dom.html"
        let profile = FileIO.parentDirectory(of: out) + "/profile"
        let cmd =
            "timeout 90 \(path!) --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir='\(profile)' "
            + """
                --window-size=1400,1000 --virtual-time-budget=\(budget) --dump-dom 'file://\(index)#\(hash)' > '\(out)'\
                 2>/dev/null
                """
        #expect(Fixture.run(cmd) == 0, "\(cmd)")
        let dom = try Fixture.text(out)
        guard let start = dom.range(of: "<body "), let end = dom[start.upperBound...].firstIndex(of: ">") else {
            Issue.record("no <body> in the DOM dump: \(dom.prefix(300))")
            return [:]
        }
        var attrs: [String: String] = [:]
        var rest = Substring(dom[start.upperBound..<end])
        while let eq = rest.firstIndex(of: "=") {
            let key = rest[..<eq].trimmingCharacters()
            rest = rest[rest.index(after: eq)...]
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { break }
            attrs[key] = String(rest[rest.index(after: rest.startIndex)..<close]).replacingOccurrences(
                of: "&amp;", with: "&")
            rest = rest[rest.index(after: close)...]
        }
        return attrs
    }

    /// `role=src` pairs the page reports as visible.
    static func visible(_ attrs: [String: String]) -> [String] {
        (attrs["data-visible"] ?? "").split(separator: " ").map(String.init).sorted()
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " }.reversed())
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
    func components(separatedBy sep: String) -> [String] {
        var out: [String] = [], cur = Substring(self)
        while let r = cur.range(of: sep) {
            out.append(String(cur[..<r.lowerBound]))
            cur = cur[r.upperBound...]
        }
        out.append(String(cur))
        return out
    }
}

@Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserTests {
    /// One report for the suite: [0] failed (buttons/full), [1] environment (titles/short.phone), [2] new
    /// (titles/short.pad).
    static let made = Result<String, any Error> {
        let s = try Fixture.broken()
        let dir = try Fixture.temporaryDirectory("browser-report")
        _ = try ReportWriter(output: dir, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return dir + "/index.html"
    }
    static var report: String { get throws { try made.get() } }

    /// The image the report's manifest names for an entry (`images/<SHA-256>.png`).
    static func image(_ report: String, _ name: String, _ key: String) -> String {
        let dir = FileIO.parentDirectory(of: report)
        return ((try? Fixture.reportImage(dir, name, key)) ?? nil) ?? "(no \(key) for \(name))"
    }
    func image(_ key: String) throws -> String { Self.image(try Self.report, Fixture.failedName, key) }
    /// What the page shows for the failed case: the actual image whole, the expected and diff images as the actual
    /// image with their changed region laid over it (the report ships only that region of them).
    var expected: String { get throws { "expected=\(try image("actual"))+\(try image("expectedRegion"))" } }
    var actual: String { get throws { "actual=\(try image("actual"))" } }
    var diff: String { get throws { "diff=\(try image("actual"))+\(try image("diffRegion"))" } }

    @Test func indexShowsTheGridAndNoViewer() throws {
        let b = try Chromium.body(try Self.report, hash: "")
        #expect(b["data-view"] == "index")
        #expect(b["data-count"] == "3")
        #expect(Chromium.visible(b).isEmpty)
    }

    /// A hash that is not valid percent-encoding (`#case=%`, hand-edited or hostile) is ignored, not a URIError
    /// that stops the page: the index still shows, and valid pairs beside it still apply.
    @Test func aMalformedHashIsIgnored() throws {
        let b = try Chromium.body(try Self.report, hash: "case=%")
        #expect(b["data-view"] == "index" && b["data-count"] == "3", "\(b)")
        let mixed = try Chromium.body(try Self.report, hash: "filter=%E0%A4%A&case=0&mode=2up")
        #expect(mixed["data-view"] == "viewer" && mixed["data-mode"] == "2up", "\(mixed)")
    }

    @Test func twoUpShowsExpectedAndActual() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=2up")
        #expect(b["data-view"] == "viewer" && b["data-mode"] == "2up" && b["data-ready"] == "1")
        #expect(b["data-name"] == "buttons/full.phone-44@3x.png")
        #expect(try Chromium.visible(b) == [actual, expected])
    }

    @Test func swipeShowsBothClippedAtTheDivider() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=swipe&swipe=40")
        #expect(b["data-mode"] == "swipe")
        #expect(try Chromium.visible(b) == [actual, expected])
        #expect(b["data-swipe"] == "40")
        #expect(b["data-swipe-clip"]?.contains("40%") == true, "\(b["data-swipe-clip"] ?? "")")
        // dragging the divider with pointer events moves it
        let d = try Chromium.body(try Self.report, hash: "case=0&mode=swipe&drag=25")
        #expect(d["data-swipe"] == "25", "\(d["data-swipe"] ?? "nil")")
        #expect(d["data-swipe-clip"]?.contains("25%") == true)
        #expect(try Chromium.visible(d) == [actual, expected])
    }

    @Test func onionSliderSetsTheActualImagesOpacity() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=30")
        #expect(b["data-mode"] == "onion")
        #expect(b["data-onion-opacity"] == "0.3")
        #expect(try Chromium.visible(b) == [actual, expected])
        // ] raises it by 10
        let c = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=30&keys=]]")
        #expect(c["data-onion-opacity"] == "0.5")
        let hidden = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=0")
        #expect(try Chromium.visible(hidden) == [expected])
    }

    @Test func blinkShowsOneImageAtATimeAndToggles() throws {
        let e = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=expected")
        #expect(try Chromium.visible(e) == [expected])
        let a = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=actual")
        #expect(try Chromium.visible(a) == [actual])
        // the b key flips it
        let f = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=actual&keys=b")
        #expect(try Chromium.visible(f) == [expected])
        #expect(f["data-blink-paused"] == "true")
        // running: about every 0.5 s
        let t = try Chromium.body(try Self.report, hash: "case=0&mode=blink", budget: 2600)
        #expect((Int(t["data-blink-count"] ?? "") ?? 0) >= 3, "\(t["data-blink-count"] ?? "nil")")
        #expect(Chromium.visible(t).count == 1)
    }

    @Test func diffShowsTheDiffOnly() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=diff")
        #expect(try Chromium.visible(b) == [diff])
    }

    @Test func keyboardMovesBetweenFailuresAndModes() throws {
        #expect(try Chromium.body(try Self.report, hash: "case=0&keys=j")["data-case"] == "1")
        #expect(try Chromium.body(try Self.report, hash: "case=0&keys=j>")["data-case"] == "2")
        #expect(try Chromium.body(try Self.report, hash: "case=0&keys=k")["data-case"] == "2")  // wraps
        #expect(try Chromium.body(try Self.report, hash: "case=1&keys=<")["data-case"] == "0")
        for (key, mode) in [("1", "2up"), ("2", "swipe"), ("3", "onion"), ("4", "blink"), ("5", "diff")] {
            let b = try Chromium.body(try Self.report, hash: "case=0&keys=\(key)")
            #expect(b["data-mode"] == mode, "key \(key)")
        }
        let back = try Chromium.body(try Self.report, hash: "case=0&keys=~")
        #expect(back["data-view"] == "index")
        // on the index, j chooses the first group and Enter opens it (a group of one opens its failure)
        let chosen = try Chromium.body(try Self.report, hash: "keys=j")
        #expect(chosen["data-view"] == "index" && chosen["data-selected"] == "buttons/full")
        let opened = try Chromium.body(try Self.report, hash: "keys=j!")
        #expect(opened["data-view"] == "viewer" && opened["data-case"] == "0")
    }

    @Test func theGridFiltersAndNavigationFollowsTheFilter() throws {
        #expect(try Chromium.body(try Self.report, hash: "filter=titles")["data-shown"] == "2")
        // every word must match
        #expect(try Chromium.body(try Self.report, hash: "filter=pad%2050")["data-shown"] == "1")
        #expect(try Chromium.body(try Self.report, hash: "kind=environment")["data-shown"] == "1")
        #expect(try Chromium.body(try Self.report, hash: "filter=nothing-like-this")["data-shown"] == "0")
        // j from the environment failure skips to the next titles failure, k wraps within the filter
        #expect(try Chromium.body(try Self.report, hash: "filter=titles&case=1&keys=j")["data-case"] == "2")
        #expect(try Chromium.body(try Self.report, hash: "filter=titles&case=2&keys=j")["data-case"] == "1")
    }

    @Test func theChangedRegionIsOutlinedAndZoomable() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=diff")
        #expect(b["data-change"] == "300,100,40,12")  // the fixture's recoloured block
        #expect(b["data-boxes"] == "1")
        #expect(try Chromium.body(try Self.report, hash: "case=0&mode=2up")["data-boxes"] == "2")
        #expect(try Chromium.body(try Self.report, hash: "case=0&mode=diff&box=0")["data-boxes"] == "0")
        #expect(try Chromium.body(try Self.report, hash: "case=0&mode=diff&keys=h")["data-boxes"] == "0")
        let z = try Chromium.body(try Self.report, hash: "case=0&mode=diff&keys=z")
        // 40×12 px fill the stage at 8 device px per pixel
        #expect((Int(z["data-zoom"] ?? "") ?? 0) >= 4, "\(z["data-zoom"] ?? "nil")")
        #expect(try Chromium.visible(z) == [diff])
        #expect(try Chromium.body(try Self.report, hash: "case=2")["data-change"] == "") // new: nothing to compare
    }

    @Test func environmentFingerprintsShowOnlyWhenTheyDiffer() throws {
        #expect(try Chromium.body(try Self.report, hash: "case=1")["data-env"] == "shown")
        #expect(try Chromium.body(try Self.report, hash: "case=0")["data-env"] == "hidden")
    }

    @Test func aNewReferenceShowsTheActualOnly() throws {
        let b = try Chromium.body(try Self.report, hash: "case=2&mode=swipe")
        #expect(b["data-mode"] == "2up")  // swipe needs an expected image
        let newActual = Self.image(try Self.report, "titles/short.pad-50@2x.png", "actual")
        #expect(Chromium.visible(b) == ["actual=" + newActual])
    }

    // MARK: groups

    /// The grouped fixture: [0…2] g/a, g/b, g/c (one identical change), [3, 4] g/d's two variants, [5] g/e.
    static let groupedReport = Result<String, any Error> {
        let s = try Fixture.grouped()
        let dir = try Fixture.temporaryDirectory("browser-groups")
        _ = try ReportWriter(output: dir, packageRoot: s.root).write(
            MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return dir + "/index.html"
    }
    static var grouped: String { get throws { try groupedReport.get() } }

    @Test func theIndexShowsGroupsAndJKMoveBetweenThem() throws {
        let b = try Chromium.body(try Self.grouped, hash: "")
        #expect(b["data-count"] == "6" && b["data-groups"] == "3" && b["data-shown"] == "3")
        #expect(try Chromium.body(try Self.grouped, hash: "keys=j")["data-selected"] == "g/a")
        #expect(try Chromium.body(try Self.grouped, hash: "keys=jj")["data-selected"] == "g/d")
        #expect(try Chromium.body(try Self.grouped, hash: "keys=jjjj")["data-selected"] == "g/a")  // wraps
        #expect(try Chromium.body(try Self.grouped, hash: "keys=k")["data-selected"] == "g/e")
        #expect(try Chromium.body(try Self.grouped, hash: "keys=jjk")["data-selected"] == "g/a")
        #expect(try Chromium.body(try Self.grouped, hash: "filter=d.p-2")["data-shown"] == "1")
    }

    @Test func aGroupShowsItsMembersOneClickAway() throws {
        let g = try Chromium.body(try Self.grouped, hash: "keys=j!")
        #expect(g["data-view"] == "group" && g["data-group"] == "g/a" && g["data-group-shown"] == "3")
        #expect(try Chromium.body(try Self.grouped, hash: "group=g%2Fd")["data-group-shown"] == "2")
        // Enter on a group of one opens its failure directly
        let e = try Chromium.body(try Self.grouped, hash: "keys=kk!")
        #expect(e["data-view"] == "group" && e["data-group"] == "g/d")
        let single = try Chromium.body(try Self.grouped, hash: "keys=k!")
        #expect(single["data-view"] == "viewer" && single["data-case"] == "5")
        // Esc goes back to the index with the group still chosen
        let back = try Chromium.body(try Self.grouped, hash: "group=g%2Fd&keys=~")
        #expect(back["data-view"] == "index" && back["data-selected"] == "g/d")
    }

    @Test func insideAGroupReviewIsAsBeforeAndJKJumpGroups() throws {
        // j in a group opens its first failure, then steps through the members and on into the next group
        let first = try Chromium.body(try Self.grouped, hash: "group=g%2Fa&keys=j")
        #expect(first["data-view"] == "viewer" && first["data-case"] == "0" && first["data-group"] == "g/a")
        func image(_ name: String, _ key: String) throws -> String {
            Self.image(try Self.grouped, "g/\(name).p-1@1x.png", key)
        }
        let aExpected = "expected=\(try image("a", "actual"))+\(try image("a", "expectedRegion"))"
        #expect(Chromium.visible(first).contains(aExpected), "\(Chromium.visible(first))")
        #expect(try Chromium.body(try Self.grouped, hash: "group=g%2Fa&keys=jj")["data-case"] == "1")
        #expect(try Chromium.body(try Self.grouped, hash: "case=2&keys=j")["data-case"] == "3")
        #expect(try Chromium.body(try Self.grouped, hash: "group=g%2Fa&keys=k")["data-case"] == "2")
        // J / K: the first failure of the next / previous group
        #expect(try Chromium.body(try Self.grouped, hash: "case=1&keys=J")["data-case"] == "3")
        #expect(try Chromium.body(try Self.grouped, hash: "case=0&keys=K")["data-case"] == "5")
        // only the representative (a) has images: b is its change, its region and where its actual image is
        let b = try Chromium.body(try Self.grouped, hash: "case=1&mode=2up")
        #expect(Chromium.visible(b).isEmpty, "\(Chromium.visible(b))")
        let missing = b["data-missing"] ?? ""
        #expect(missing.contains("representative (g/a.p-1@1x) only") && missing.contains("/g/b.p-1@1x/actual.png"),
                "\(missing)")
        #expect(b["data-change"] != nil && b["data-change"] != "", "\(b)")
        // Esc from a failure opened in a group goes back to the group
        let back = try Chromium.body(try Self.grouped, hash: "group=g%2Fa&keys=jj~")
        #expect(back["data-view"] == "group" && back["data-group"] == "g/a")
    }
}
