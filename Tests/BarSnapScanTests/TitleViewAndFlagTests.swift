import Basics
@testable import BarSnapScan
import Testing

/// Custom title views, segmented controls as title views and items behind a flag (Tests/Fixtures/ScanPatterns).
@Suite struct TitleViewAndFlagTests {
    let scan: AppScan
    init() throws { scan = try AppScan(sources: ["App"], directory: Fixture.root + "/Tests/Fixtures/ScanPatterns") }

    func title(_ screen: String, _ locale: String = "en") -> JSON? {
        scan.spec(screen, locale: locale)?["item"]?["title"]
    }
    func notes(_ screen: String, _ field: String) -> [ScanNote] {
        scan.notes.filter { $0.screen == screen && $0.field == field }
    }

    @Test func aTitleHandedToTheTitleViewsOwnMethodIsDrawn() {
        // `navigationItem.titleView = header` then `header.update(title: NSLocalizedString(…), subtitle: nil)`.
        #expect(title("FavoritesViewController") == .string("Favorites"))
        #expect(title("FavoritesViewController", "de") == .string("Favoriten"))
        #expect(notes("FavoritesViewController", "titleView").isEmpty)
        // The method called before the view is set; its subtitle is not drawn, and a note says so with the line.
        #expect(title("TagViewController") == .string("Tags"))
        let sub = notes("TagViewController", "titleView")
        #expect(sub.map(\.reason) == ["a subtitle in the custom title view: not drawn"])
        #expect(sub.first?.file.hasSuffix("FavoritesViewController.swift") == true && sub.first?.line == 22)
    }

    @Test func aTitleViewThatShowsNoTitleHidesTheTitle() {
        // `title = "Brand"` is not what UIKit shows under `navigationItem.titleView = LogoView()`.
        #expect(title("BrandViewController") != .string("Brand"))
        let n = notes("BrandViewController", "titleView")
        #expect(n.count == 1 && n.first?.line == 32)
        let reason = n.first?.reason ?? ""
        #expect(reason.hasPrefix("a custom title view (`LogoView()`, LogoView): drawn by its own code"), "\(reason)")
    }

    @Test func aSegmentedControlAsTheTitleViewLeavesTheTitleEmptyWithANote() {
        for (screen, line) in [("LibraryModesViewController", 14), ("InboxModesViewController", 39)] {
            #expect(title(screen) != .string("Folder") && title(screen) != .string("Inbox"), "\(screen)")
            let n = notes(screen, "titleView")
            #expect(n.count == 1 && n.first?.line == line, "\(screen): \(n)")
            #expect(n.first?.reason.hasPrefix("a segmented control as the title view") == true)
        }
        // The stack is set through `navigationController?.navigationBar.topItem?.titleView` on the root; the
        // `isNested` branch (a flag no code sets) is not read, so its title is not drawn either.
        #expect(scan.spec("LibraryModesViewController")?["canPop"] == .bool(false))
    }

    @Test func aSegmentedTitleViewInOneBranchIsTheFirstCase() {
        // `if isNested, let name = folder { title = name }`, then `titleView = modes` unless nested: the first case
        // is the title view's (no title drawn), the run-time title another case.
        let first = title("FolderModesViewController")
        #expect(first == nil || first == .string(""), "\(String(describing: first))")
        #expect(notes("FolderModesViewController", "titleView").count == 1)
    }

    @Test func aFlagNoCodeSetsKeepsItsDeclaredValue() {
        // `var displaysDismissButton = false` and nothing sets it: no Done button.
        #expect(scan.spec("SortOrderViewController")?["item"]?["right"] == nil)
        #expect(title("SortOrderViewController") == .string("Sort Order"))
        #expect(notes("SortOrderViewController", "condition").isEmpty)
    }

    @Test func aFlagAnotherScreenSetsIsNamedInANote() throws {
        // `picker.showsClose = true` in LibraryModesViewController: the first branch is drawn, and the note names
        // the line that sets the flag.
        guard case let .array(left)? = scan.spec("ThemePickerViewController")?["item"]?["left"] else {
            Issue.record("no left items")
            return
        }
        #expect(left.first?["system"] == .string("close"))
        let n = notes("ThemePickerViewController", "condition")
        #expect(n.count == 1)
        #expect(n.first?.reason.contains("LibraryModesViewController.swift:27 sets:") == true, "\(n)")
    }

    @Test func aFlagAnotherClassSetsForItselfKeepsItsDeclaredValueHere() {
        // `showsCast = true` in ShelfCastViewController sets that class's own instances: ShelfStatsViewController
        // keeps `false`, its `extraItems` stay empty and its `trailingItem` is never given: no right item.
        #expect(scan.spec("ShelfStatsViewController")?["item"]?["right"] == nil)
        // `if !observing { observing = true; … }`: the branch's own assignment comes after the test.
        let conditions = notes("ShelfStatsViewController", "condition")
        #expect(conditions.isEmpty, "\(conditions)")
        #expect(notes("ShelfStatsViewController", "right").isEmpty)
        // The class that sets the flag for itself takes the cast branch.
        #expect(scan.spec("ShelfCastViewController")?["item"]?["right"] != nil)
    }

    @Test func aValueSetBeforeTheBaseClassRunsIsTheOneRead() {
        // `trailingItem = …` before `super.viewDidLoad()`, then `extraItems = []`: `showsCast || !extraItems.isEmpty`
        // is false, so the base class sets `rightBarButtonItem = trailingItem`; a ternary image takes its first
        // branch.
        let item = scan.spec("ShelfListViewController")?["item"]
        #expect(item?["right"] == .array([.object([("symbol", .string("ellipsis"))])]), "\(String(describing: item))")
        #expect(item?["left"] == .array([.object([("symbol", .string("folder.badge.plus"))])]))
    }

    @Test func aCaseChangeOfATranslatedTitleIsAppliedInEachLocale() {
        // `NSLocalizedString("stats.title", comment: "").localizedCapitalized`.
        #expect(title("ShelfStatsViewController") == .string("Listening Statistics"))
        #expect(title("ShelfStatsViewController", "de") == .string("Hörstatistik Des Jahres"))
    }

    @Test func aScreenHostedThroughTheAppsOwnHostingBaseShowsItsViewsBar() {
        // `ReadingHistoryController: TintedHostingController<ReadingHistoryView>`, the base a
        // `UIHostingController<Content>`: the view's `.navigationTitle` is the screen's title.
        #expect(title("ReadingHistoryController") == .string("Reading History"))
    }

    @Test func tabsWindowRootsAndEmbeddedScenesOutsideANavigationControllerHaveNoBar() {
        // Code: `viewControllers = [UINavigationController(rootViewController: …), SearchContainerViewController()]`
        // and `window.rootViewController = MiniPlayerViewController()`; Tabs.storyboard: a tab that is a scene of
        // its own, and the scene embedded in it.
        let stems = scan.scannedSpecs(locale: "en", colorScheme: "light").map(\.stem)
        for screen in [
            "SearchContainerViewController", "MiniPlayerViewController", "NowReadingViewController",
            "ChapterListViewController",
        ] {
            #expect(!stems.contains(screen), "\(screen)")
            #expect(scan.screens.first { $0.name == screen }?.noBar != nil, "\(screen)")
        }
        // The tabs in a navigation controller are drawn, as roots.
        #expect(scan.spec("ShelfOverviewViewController")?["canPop"] == .bool(false))
        #expect(scan.spec("CollectionListViewController")?["canPop"] == .bool(false))
    }

    @Test func aStoryboardTitleLocalizedThroughARuntimeAttribute() {
        // `<userDefinedRuntimeAttribute keyPath="localizableString" value="collections.title"/>` on the item.
        #expect(title("CollectionListViewController") == .string("Collections"))
        #expect(title("CollectionListViewController", "de") == .string("Sammlungen"))
    }

    @Test func screensOpenedThroughTheAppsOwnHelpers() {
        // `open(BookDetailViewController())`, `open(_:)` pushing what it is given: pushed, with its back title.
        #expect(scan.spec("BookDetailViewController")?["canPop"] != .bool(false))
        #expect(scan.spec("BookDetailViewController")?["previousTitle"] == .string("Reading List"))
        #expect(notes("BookDetailViewController", "canPop").isEmpty)
        // `showCard(ShareCardOverlayViewController())`, `showCard(_:)` presenting it by itself: no bar.
        #expect(scan.screens.first { $0.name == "ShareCardOverlayViewController" }?.noBar != nil)
    }

    @Test func aScreenNothingShowsIsDrawnAsARootWithANote() {
        // Nothing the scan reads pushes, roots or presents InboxModesViewController: a note at its class.
        let n = notes("InboxModesViewController", "canPop")
        #expect(n.count == 1 && n.first?.line == 33)
        #expect(n.first?.file.hasSuffix("LibraryModesViewController.swift") == true)
        #expect(n.first?.reason.hasPrefix("no scanned Swift or storyboard pushes it") == true)
        // A navigation root, a pushed screen and one presented in a navigation controller get none.
        for shown in ["LibraryModesViewController", "SortOrderViewController", "ThemePickerViewController"] {
            #expect(notes(shown, "canPop").isEmpty, "\(shown)")
        }
    }
}
