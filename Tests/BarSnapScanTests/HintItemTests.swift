import Basics
@testable import BarSnapScan
@testable import SnapshotSuite
import Testing

/// `scan.hints` taking a bar item (`"PartnerBadgeButton()": {"symbol": "star"}`), in UIKit and SwiftUI code.
@Suite struct HintItemTests {
    @Test func anItemHintDrawsThatItem() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", """
            final class AViewController: UIViewController {
                override func viewDidLoad() {
                    title = "A"
                    navigationItem.rightBarButtonItem = PartnerBadgeButton()
                    navigationItem.leftBarButtonItem = makeCloseItem(animated: true)
                }
            }
            struct BView: View {
                var body: some View {
                    List {}.navigationTitle("B").toolbar { ToolbarItem { ShareMenu(kind: .compact) } }
                }
            }
            """)
        let hints = [
            ("PartnerBadgeButton()", "{\"symbol\":\"star\"}"),
            ("makeCloseItem(animated: true)", "{\"title\":\"Close\",\"style\":\"done\",\"enabled\":false}"),
            ("ShareMenu(kind: .compact)", "{\"system\":\"action\"}"),
        ]
        let scan = try AppScan(sources: ["App"], directory: s.path, options: ScanOptions(hints: hints))
        let a = try #require(scan.spec("AViewController"))
        #expect(a["item"]?["right"]?[0]?["symbol"] == .string("star"))
        #expect(a["item"]?["left"]?[0]?["title"] == .string("Close"))
        #expect(a["item"]?["left"]?[0]?["enabled"] == .bool(false))
        #expect(scan.spec("BView")?["item"]?["toolbar"]?[0]?["system"] == .string("action"))
        #expect(!scan.notes.contains { $0.placeholder })
    }

    @Test func theConfigurationTakesAnItemObject() throws {
        let text = """
            {"suites": [{"name": "app", "scan": {"sources": ["App"],
              "hints": {"PartnerBadgeButton()": {"symbol": "star"}, "Theme.tint": "#FF2D55"}}}]}
            """
        let parsed = try ConfigurationFile.parse(Array(text.utf8), file: "barsnap.json")
        let hints = try #require(parsed.suites.first?.scan?.hints)
        #expect(hints.map(\.0) == ["PartnerBadgeButton()", "Theme.tint"])
        #expect(hints.first?.1 == "{\"symbol\":\"star\"}")
        let bad = """
            {"suites": [{"name": "app", "scan": {"sources": ["App"], "hints": {"X()": {"sybmol": "star"}}}}]}
            """
        #expect(throws: (any Error).self) { _ = try ConfigurationFile.parse(Array(bad.utf8), file: "barsnap.json") }
    }
}

/// `barsnap scan --unresolved`: what the scan could not read, grouped by expression, most screens first.
@Suite struct UnresolvedGroupTests {
    @Test func groupedByExpressionMostScreensFirstWithAHintLine() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", """
            final class AViewController: UIViewController {
                override func viewDidLoad() {
                    title = model.name
                    navigationItem.rightBarButtonItem = PartnerBadgeButton()
                }
            }
            final class BViewController: UIViewController {
                override func viewDidLoad() {
                    title = "B"
                    navigationItem.rightBarButtonItem = PartnerBadgeButton()
                }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let groups = scan.unresolvedGroups
        #expect(groups.map(\.expression) == ["PartnerBadgeButton()", "model.name"])
        #expect(groups.first?.screens == ["AViewController", "BViewController"])
        #expect(groups.first?.location == "App/A.swift:4")
        #expect(groups.first?.hint == "\"PartnerBadgeButton()\": {\"symbol\": \"SYMBOL\"}")
        #expect(groups.last?.hint == "\"model.name\": \"TEXT\"")
        let report = scan.unresolvedReport(title: "app", limit: 1)
        #expect(report.contains("2 screen(s)  `PartnerBadgeButton()`  App/A.swift:4 (right[0])"))
        #expect(report.contains("… 1 more: barsnap scan --unresolved"))
        // The screen line names the box for what it is, not its label.
        #expect(scan.report(title: "app").contains("right an item BarSnap could not read"))
        // The hint line, pasted and filled in, reads the item.
        let hinted = try AppScan(sources: ["App"], directory: s.path, options: ScanOptions(
            hints: [("PartnerBadgeButton()", "{\"symbol\":\"star\"}"), ("model.name", "Ada")]))
        #expect(hinted.unresolvedGroups.isEmpty)
    }
}

extension UnresolvedGroupTests {
    /// Every hint line `--unresolved` prints, filled in, matches its expression: the rescan has no group left and
    /// no hint that matches nothing.
    @Test func everyHintLineFilledInIsRead() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", """
            final class AViewController: UIViewController {
                override func viewDidLoad() {
                    title = model.name
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        image: UIImage(systemName: iconName), style: .plain, target: nil, action: nil)
                    navigationController?.navigationBar.tintColor = Theme.current.tint
                }
            }
            struct BView: View {
                var body: some View {
                    List {}.navigationTitle(zimFile.name).toolbar {
                        Button {} label: { Image(systemName: isOn ? "star.fill" : "star") }
                    }
                }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let groups = scan.unresolvedGroups
        #expect(groups.count >= 4)
        let hints = groups.map { g -> (String, String) in
            let value = g.hint.contains("SYMBOL") ? "{\"symbol\":\"star\"}"
                : g.hint.contains("#RRGGBB") ? "#FF2D55" : "Text"
            return (g.expression, value)
        }
        let hinted = try AppScan(sources: ["App"], directory: s.path, options: ScanOptions(hints: hints))
        #expect(hinted.unresolvedGroups.isEmpty)
    }
}

/// A symbol chosen by a ternary of literals takes the branch at rest, as an `if` does.
@Suite struct TernarySymbolTests {
    @Test func theBranchAtRest() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/V.swift", """
            struct AView: View {
                var body: some View {
                    List {}.navigationTitle("A").toolbar {
                        Button {} label: { Image(systemName: isBookmarked ? "star.fill" : "star") }
                        Button {} label: { Image(systemName: isSaving ? "xmark" : "checkmark") }
                        Picker(selection: $order) { Text("A") } label: {
                            Label("Sort", systemImage: "arrow.up.arrow.down")
                        }.pickerStyle(.menu)
                    }
                }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let toolbar = scan.spec("AView")?["item"]?["toolbar"]
        #expect(toolbar?[0]?["symbol"] == .string("star.fill"))
        #expect(toolbar?[1]?["symbol"] == .string("checkmark"))
        // A menu-style picker shows its label.
        #expect(toolbar?[2]?["symbol"] == .string("arrow.up.arrow.down"))
    }
}
