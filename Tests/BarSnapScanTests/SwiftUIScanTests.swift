import Basics
@testable import BarSnapScan
import Pipeline
import SnapshotSuite
import Testing
import BarModel

/// The SwiftUI fixture app (Tests/Fixtures/SwiftUIApp): each screen's bar as the code declares it.
@Suite struct SwiftUIScanTests {
    static var app: String { Fixture.root + "/Tests/Fixtures/SwiftUIApp" }
    static func scan() throws -> AppScan { try AppScan(sources: ["App"], directory: app) }

    /// The i-th item on a side as UIKit lists it (`right[0]` at the trailing edge), from `item.toolbar`, where the
    /// scan writes SwiftUI's items in declaration order with their placements.
    func item(_ spec: JSON?, _ side: String, _ i: Int) -> JSON? {
        guard case let .array(all)? = spec?["item"]?["toolbar"] else { return spec?["item"]?[side]?[i] }
        let list = Self.side(all, side, placement: { string($0["placement"]) })
        return i < list.count ? list[i] : nil
    }

    /// A side's items in UIKit's order: leading in declaration order; trailing from the edge in, the confirmation
    /// action at the edge.
    static func side<T>(_ all: [T], _ side: String, placement: (T) -> String?) -> [T] {
        let leading = all.filter { SwiftUIFrontEnd.leading.contains(placement($0) ?? "automatic") }
        if side == "left" { return leading }
        let trailing = Array(all.filter { !SwiftUIFrontEnd.leading.contains(placement($0) ?? "automatic") }.reversed())
        return trailing.filter { placement($0) == "confirmationAction" }
            + trailing.filter { placement($0) != "confirmationAction" }
    }

    func left(_ s: ScannedScreen?) -> [ScannedItem] { Self.side(s?.toolbar ?? [], "left", placement: \.placement) }
    func right(_ s: ScannedScreen?) -> [ScannedItem] { Self.side(s?.toolbar ?? [], "right", placement: \.placement) }
    func string(_ j: JSON?) -> String? { if case let .string(s)? = j { s } else { nil } }
    func bool(_ j: JSON?) -> Bool? { if case let .bool(b)? = j { b } else { nil } }
    func count(_ j: JSON?) -> Int { if case let .array(a)? = j { a.count } else { 0 } }

    @Test func everyBarModifierViewIsAScreen() throws {
        let names = try Self.scan().screens.map(\.name)
        #expect(names == ["AboutView", "AccountView", "ComposeView", "DetailView", "FilterView", "HelpView",
                          "HostedView", "InboxView", "LetterDetail", "LetterFolders", "LetterList",
                          "LibraryViewController", "MessageView", "NotesView",
                          "PlayerView", "ProfileView", "ReaderView", "SearchView", "SettingsView", "ShelfDetail",
                          "ShelfSidebar", "StampSettingsView", "StampView"])
    }

    /// A title's place is its `.navigationTitle(…)` line, not the view's (the annotation of a title change).
    @Test func aTitleIsPlacedOnItsModifiersLine() throws {
        let scan = try Self.scan()
        let settings = scan.screens.first { $0.name == "SettingsView" }
        #expect(settings?.sources["title"]?.line == 9 && settings?.line != 9, "\(settings?.sources ?? [:])")
        #expect(settings?.sources["title"]?.file.hasSuffix("Views/SettingsView.swift") == true)
        #expect(scan.fieldSources(try #require(settings))["title"]?.line == 9)
    }

    @Test func catalogTitleAtAStackRootIsLargeInEveryLocale() throws {
        let scan = try Self.scan()
        #expect(scan.tables.locales == ["en", "de", "ja"])
        for (locale, title) in [("en", "Inbox"), ("de", "Posteingang"), ("ja", "受信トレイ")] {
            let spec = scan.spec("InboxView", locale: locale)
            #expect(string(spec?["item"]?["title"]) == title)
            #expect(bool(spec?["item"]?["largeTitle"]) == true)
            #expect(bool(spec?["canPop"]) == false)
        }
        let spec = scan.spec("InboxView", locale: "de")
        #expect(string(spec?["item"]?["searchController"]?["placeholder"]) == "E-Mails durchsuchen")
        #expect(string(item(spec, "left", 0)?["system"]) == "edit")
        #expect(string(item(spec, "right", 0)?["symbol"]) == "square.and.pencil")
    }

    @Test func swiftGenTitleLargeWithConfirmationAndDestructiveActions() throws {
        let scan = try Self.scan()
        let spec = scan.spec("SettingsView", locale: "ja")
        #expect(string(spec?["item"]?["title"]) == "設定")
        #expect(bool(spec?["item"]?["largeTitle"]) == true)
        // Done is declared first, but a confirmation action sits at the trailing edge (right[0]).
        #expect(string(item(spec, "right", 0)?["title"]) == "完了")
        #expect(string(item(spec, "right", 1)?["title"]) == "Reset")
        let done = right(scan.screens.first { $0.name == "SettingsView" }).first
        #expect(done?.placement == "confirmationAction")
    }

    @Test func inlineVerbatimTitleWithPrimaryAndSecondaryActionsAndAColouredBar() throws {
        let scan = try Self.scan()
        let spec = scan.spec("MessageView", locale: "de")
        #expect(string(spec?["item"]?["title"]) == "Message")
        #expect(spec?["item"]?["largeTitle"] == nil)
        #expect(string(spec?["previousTitle"]) == "Posteingang")
        #expect(string(spec?["appearance"]?["background"]) != nil)
        let s = scan.screens.first { $0.name == "MessageView" }
        #expect(right(s).map(\.placement).contains("primaryAction"))
        #expect(right(s).contains { $0.content == .sfSymbol("arrowshape.turn.up.left") })
        #expect(right(s).contains { $0.content == .sfSymbol("square.and.arrow.up") })
    }

    @Test func sheetWithItsOwnStackIsDrawnOverItsPresenter() throws {
        let scan = try Self.scan()
        let spec = scan.spec("ComposeView", locale: "de")
        #expect(string(spec?["presentation"]) == "sheet")
        #expect(string(spec?["presenting"]?["item"]?["title"]) == "Posteingang")
        #expect(string(spec?["item"]?["title"]) == "Neue Nachricht")
        #expect(string(item(spec, "left", 0)?["title"]) == "Abbrechen")
        #expect(string(item(spec, "right", 0)?["title"]) == "Senden")
        let send = right(scan.screens.first { $0.name == "ComposeView" }).first
        #expect(send?.prominent == true)
        #expect(send?.tint != nil)
        #expect(send?.placement == "confirmationAction")
        #expect(left(scan.screens.first { $0.name == "ComposeView" }).first?.role == "cancel")
    }

    @Test func appComponentDisabledItemInheritedLargeTitleAndHiddenBackButton() throws {
        let scan = try Self.scan()
        let spec = scan.spec("AccountView", locale: "de")
        #expect(string(spec?["item"]?["title"]) == "Konto")
        // `.automatic` takes the pushing screen's large title (SettingsView is `.large`).
        #expect(bool(spec?["item"]?["largeTitle"]) == true)
        #expect(bool(spec?["item"]?["hidesBackButton"]) == true)
        #expect(string(item(spec, "left", 0)?["symbol"]) == "xmark")
        // `if isSaving { ProgressView() } else { Button("Save") }`: the screen at rest.
        #expect(string(item(spec, "right", 0)?["title"]) == "Sichern")
        #expect(bool(item(spec, "right", 0)?["enabled"]) == false)
    }

    @Test func toolbarContentBuilderMemberAndToolbarContentType() throws {
        let scan = try Self.scan()
        let s = scan.screens.first { $0.name == "SearchView" }
        #expect(right(s).first?.content == .sfSymbol("line.3.horizontal.decrease.circle"))
        #expect(left(s).first?.content == .sfSymbol("arrow.up.arrow.down"))
        #expect(string(scan.spec("SearchView", locale: "de")?["item"]?["searchController"]?["placeholder"]) == "Suchen")
    }

    @Test func hiddenBarInterpolationSubtitleColourSetTintAndScheme() throws {
        let scan = try Self.scan()
        #expect(bool(scan.spec("PlayerView")?["barHidden"]) == true)
        let spec = scan.spec("ProfileView")
        #expect(string(spec?["item"]?["title"]) == "Profile Ada")
        #expect(string(spec?["item"]?["prompt"]) == "Online")
        #expect(string(spec?["appearance"]?["background"]) == "#295589")
        #expect(string(spec?["appearance"]?["statusBar"]) == "light")
        #expect(string(spec?["appearance"]?["tint"]) != nil)
        #expect(string(item(spec, "left", 0)?["symbol"]) == "line.3.horizontal")
    }

    @Test func principalKeyboardAndBottomBarAndLegacyPlacements() throws {
        let scan = try Self.scan()
        let spec = scan.spec("NotesView")
        #expect(string(spec?["item"]?["title"]) == "Notes")
        #expect(count(spec?["item"]?["left"]) == 0 && item(spec, "left", 0) != nil && item(spec, "left", 1) == nil)
        #expect(string(item(spec, "right", 0)?["title"]) == "Edit")
        let notes = scan.notes.filter { $0.screen == "NotesView" }.map(\.reason)
        #expect(notes.contains { $0.hasPrefix("a keyboard item") })
        #expect(notes.contains { $0.hasPrefix("a bottomBar item") })
    }

    @Test func appModifierCloseButtonInAFullScreenCover() throws {
        let scan = try Self.scan()
        let spec = scan.spec("AboutView")
        #expect(string(item(spec, "left", 0)?["system"]) == "close")
        #expect(spec?["presentation"] == nil)
        #expect(bool(spec?["canPop"]) == false)
        #expect(scan.screens.first { $0.name == "HelpView" }?.presents.first?.target == "AboutView")
    }

    @Test func callSiteTitleBelongsToTheChild() throws {
        let scan = try Self.scan()
        let spec = scan.spec("DetailView")
        #expect(string(spec?["item"]?["title"]) == "Detail")
        #expect(string(spec?["previousTitle"]) == "Message")
        #expect(string(scan.spec("MessageView")?["item"]?["title"]) == "Message")
    }

    @Test func hostingControllerPushedFromUIKit() throws {
        let scan = try Self.scan()
        let spec = scan.spec("HostedView")
        #expect(string(spec?["previousTitle"]) == "Library")
        #expect(string(item(spec, "right", 0)?["symbol"]) == "arrow.clockwise")
        #expect(scan.screens.first { $0.name == "HostedView" }?.pushedBy == "LibraryViewController")
    }

    @Test func everySpecParsesAndTheScanIsStable() throws {
        let a = try Self.scan(), b = try Self.scan()
        for locale in ["en", "de", "ja"] {
            let specsA = a.scannedSpecs(locale: locale, colorScheme: "dark"),
                specsB = b.scannedSpecs(locale: locale, colorScheme: "dark")
            #expect(specsA.map(\.stem) == specsB.map(\.stem))
            for (x, y) in zip(specsA, specsB) {
                #expect(x.json == y.json)
                _ = try SpecParser(baseDirectory: Self.app).parse(x.json)
            }
        }
    }

    @Test func conditionsAtRest() {
        #expect(Condition.evaluate("isEditing").0 == false)
        #expect(Condition.evaluate("!isEditing").0 == true)
        #expect(Condition.evaluate("viewModel.state == .authorizing").0 == false)
        #expect(Condition.evaluate("isEditing || isReordering").0 == false)
        #expect(Condition.evaluate("#available(iOS 26, *)").0 == true)
        #expect(Condition.evaluate("!items.isEmpty") == (true, known: false))
        #expect(Condition.evaluate("items.isEmpty") == (true, known: false))
    }

    /// Renders every case of a scan suite over `dir`: id → pixels (what `verify` compares with the references).
    func renders(_ dir: String) throws -> [String: [UInt8]] {
        let config = try BarSnapConfiguration(bytes: Array("""
            {"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["en", "de"]}}]}
            """.utf8), file: dir + "/barsnap.json", scanner: BarSnapScanProvider())
        var out: [String: [UInt8]] = [:]
        for c in config.cases {
            guard case let .still(scene) = c.source else { continue }
            out[c.id] = try Pipeline.render(scene).pixels
        }
        return out
    }

    @Test func renamingAButtonFailsExactlyThatScreen() throws {
        let scratch = try Scratch("swiftui")
        defer { scratch.remove() }
        try scratch.copyTree(from: Self.app + "/App", to: "App")
        let before = try renders(scratch.path)
        #expect(before.count >= 2 * 14)
        let file = "App/Views/ComposeView.swift"
        let text = String(decoding: try FileIO.read(scratch.path + "/" + file), as: UTF8.self)
        try scratch.write(file, text.replacingOccurrences(of: "Button(\"Send\")", with: "Button(\"Post\")"))
        let after = try renders(scratch.path)
        #expect(Set(after.keys) == Set(before.keys))
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed == ["app/ComposeView-de.phone-uikit-sheet-56@3x", "app/ComposeView.phone-uikit-sheet-56@3x"])
    }

    @Test func aSuiteWithNoScreensFailsSayingWhatItRead() throws {
        let scratch = try Scratch("swiftui-empty")
        defer { scratch.remove() }
        try scratch.write(
            "App/Plain.swift", "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"Hi\") } }\n")
        do {
            _ = try BarSnapConfiguration(
                bytes: Array(#"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#.utf8),
                file: scratch.path + "/barsnap.json", scanner: BarSnapScanProvider())
            Issue.record("an app without screens loaded")
        } catch {
            #expect("\(error)".contains("no screens: read 1 Swift file(s) with 0 class(es) and 1 SwiftUI view(s)"))
        }
    }
}
