import Foundation
import BarSnapCore
import Testing
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// Loads a real report from disk in Debian's headless Chromium and reads what the page says is on screen:
/// the viewer mirrors its state on `<body data-*>` (see `ReportHTML`), and `--dump-dom` prints the DOM after the
/// page has run (`--virtual-time-budget` lets timers such as blink fire without waiting in real time).
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileIO.exists($0) }

    /// The `<body>` attributes after loading `file://index + hash`.
    static func body(_ index: String, hash: String, budget: Int = 1500) throws -> [String: String] {
        let out = try Fixture.temporaryDirectory("dom") + "/dom.html"
        let profile = FileIO.parentDirectory(of: out) + "/profile"
        let cmd = "timeout 90 \(path!) --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir='\(profile)' "
            + "--window-size=1400,1000 --virtual-time-budget=\(budget) --dump-dom 'file://\(index)#\(hash)' > '\(out)' 2>/dev/null"
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
            attrs[key] = String(rest[rest.index(after: rest.startIndex)..<close]).replacingOccurrences(of: "&amp;", with: "&")
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
    func trimmingCharacters() -> String { String(drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " }.reversed()) }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
    func components(separatedBy sep: String) -> [String] {
        var out: [String] = [], cur = Substring(self)
        while let r = cur.range(of: sep) { out.append(String(cur[..<r.lowerBound])); cur = cur[r.upperBound...] }
        out.append(String(cur))
        return out
    }
}

@Suite(.serialized, .enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct BrowserTests {
    /// One report for the suite: [0] failed (buttons/full), [1] environment (titles/short.phone), [2] new (titles/short.pad).
    static let made = Result<String, any Error> {
        let s = try Fixture.broken()
        let dir = try Fixture.temporaryDirectory("browser-report")
        _ = try ReportWriter(output: dir, packageRoot: s.root).write(MergedArtifacts([try ArtifactSet.load(s.artifacts)]))
        return dir + "/index.html"
    }
    static var report: String { get throws { try made.get() } }

    let failed = "buttons/full.phone-44@3x/"

    @Test func indexShowsTheGridAndNoViewer() throws {
        let b = try Chromium.body(try Self.report, hash: "")
        #expect(b["data-view"] == "index")
        #expect(b["data-count"] == "3")
        #expect(Chromium.visible(b).isEmpty)
    }

    @Test func twoUpShowsExpectedAndActual() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=2up")
        #expect(b["data-view"] == "viewer" && b["data-mode"] == "2up" && b["data-ready"] == "1")
        #expect(b["data-name"] == "buttons/full.phone-44@3x.png")
        #expect(Chromium.visible(b) == ["actual=\(failed)actual.png", "expected=\(failed)expected.png"])
    }

    @Test func swipeShowsBothClippedAtTheDivider() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=swipe&swipe=40")
        #expect(b["data-mode"] == "swipe")
        #expect(Chromium.visible(b) == ["actual=\(failed)actual.png", "expected=\(failed)expected.png"])
        #expect(b["data-swipe"] == "40")
        #expect(b["data-swipe-clip"]?.contains("40%") == true, "\(b["data-swipe-clip"] ?? "")")
        // dragging the divider with pointer events moves it
        let d = try Chromium.body(try Self.report, hash: "case=0&mode=swipe&drag=25")
        #expect(d["data-swipe"] == "25", "\(d["data-swipe"] ?? "nil")")
        #expect(d["data-swipe-clip"]?.contains("25%") == true)
        #expect(Chromium.visible(d) == ["actual=\(failed)actual.png", "expected=\(failed)expected.png"])
    }

    @Test func onionSliderSetsTheActualImagesOpacity() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=30")
        #expect(b["data-mode"] == "onion")
        #expect(b["data-onion-opacity"] == "0.3")
        #expect(Chromium.visible(b) == ["actual=\(failed)actual.png", "expected=\(failed)expected.png"])
        // ] raises it by 10
        let c = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=30&keys=]]")
        #expect(c["data-onion-opacity"] == "0.5")
        let hidden = try Chromium.body(try Self.report, hash: "case=0&mode=onion&onion=0")
        #expect(Chromium.visible(hidden) == ["expected=\(failed)expected.png"])
    }

    @Test func blinkShowsOneImageAtATimeAndToggles() throws {
        let e = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=expected")
        #expect(Chromium.visible(e) == ["expected=\(failed)expected.png"])
        let a = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=actual")
        #expect(Chromium.visible(a) == ["actual=\(failed)actual.png"])
        // the b key flips it
        let f = try Chromium.body(try Self.report, hash: "case=0&mode=blink&blink=actual&keys=b")
        #expect(Chromium.visible(f) == ["expected=\(failed)expected.png"])
        #expect(f["data-blink-paused"] == "true")
        // running: about every 0.5 s
        let t = try Chromium.body(try Self.report, hash: "case=0&mode=blink", budget: 2600)
        #expect((Int(t["data-blink-count"] ?? "") ?? 0) >= 3, "\(t["data-blink-count"] ?? "nil")")
        #expect(Chromium.visible(t).count == 1)
    }

    @Test func diffShowsTheDiffOnly() throws {
        let b = try Chromium.body(try Self.report, hash: "case=0&mode=diff")
        #expect(Chromium.visible(b) == ["diff=\(failed)diff.png"])
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
        // from the index, j opens the first failure
        #expect(try Chromium.body(try Self.report, hash: "keys=j")["data-view"] == "viewer")
    }

    @Test func theGridFiltersAndNavigationFollowsTheFilter() throws {
        #expect(try Chromium.body(try Self.report, hash: "filter=titles")["data-shown"] == "2")
        #expect(try Chromium.body(try Self.report, hash: "filter=pad%2050")["data-shown"] == "1")  // every word must match
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
        #expect((Int(z["data-zoom"] ?? "") ?? 0) >= 4, "\(z["data-zoom"] ?? "nil")")  // 40×12 px fill the stage at 8 device px per pixel
        #expect(Chromium.visible(z) == ["diff=\(failed)diff.png"])
        #expect(try Chromium.body(try Self.report, hash: "case=2")["data-change"] == "")  // new: nothing to compare
    }

    @Test func environmentFingerprintsShowOnlyWhenTheyDiffer() throws {
        #expect(try Chromium.body(try Self.report, hash: "case=1")["data-env"] == "shown")
        #expect(try Chromium.body(try Self.report, hash: "case=0")["data-env"] == "hidden")
    }

    @Test func aNewReferenceShowsTheActualOnly() throws {
        let b = try Chromium.body(try Self.report, hash: "case=2&mode=swipe")
        #expect(b["data-mode"] == "2up")  // swipe needs an expected image
        #expect(Chromium.visible(b) == ["actual=titles/short.pad-50@2x/actual.png"])
    }
}
