import Basics
@testable import BarSnapScan
import Testing
import BarModel

/// The fixture app's split view, toolbar roles, branches in toolbars and principal views (Views/ShelfViews.swift).
@Suite struct SwiftUIColumnsTests {
    func string(_ j: JSON?) -> String? { if case let .string(s)? = j { s } else { nil } }
    func toolbar(_ spec: JSON?) -> [JSON] { if case let .array(a)? = spec?["item"]?["toolbar"] { a } else { [] } }
    func symbols(_ spec: JSON?) -> [String] { toolbar(spec).compactMap { string($0["symbol"]) } }

    @Test func splitViewColumnsAreRootsWithTheirColumn() throws {
        let scan = try SwiftUIScanTests.scan()
        let sidebar = scan.spec("ShelfSidebar"), detail = scan.spec("ShelfDetail")
        #expect(string(sidebar?["column"]) == "sidebar")
        #expect(string(detail?["column"]) == "detail")
        #expect(sidebar?["canPop"] == .bool(false))
        #expect(detail?["canPop"] == .bool(false))
        // A screen pushed inside the detail column is drawn full width (no column of its own).
        #expect(scan.spec("ReaderView")?["column"] == nil)
    }

    @Test func toolbarRolesBecomeTheItemStyle() throws {
        let scan = try SwiftUIScanTests.scan()
        #expect(string(scan.spec("ShelfDetail")?["item"]?["style"]) == "editor")
        #expect(string(scan.spec("ReaderView")?["item"]?["style"]) == "browser")
        #expect(scan.spec("ShelfSidebar")?["item"]?["style"] == nil)
        let detail = try #require(scan.screens.first { $0.name == "ShelfDetail" })
        #expect(!detail.notes.contains { $0.field == "toolbarRole" })
    }

    @Test func anUndecidedIfGivesACasePerBranch() throws {
        let scan = try SwiftUIScanTests.scan()
        let detail = try #require(scan.screens.first { $0.name == "ShelfDetail" })
        #expect(scan.branches(detail) == 2)
        #expect(symbols(scan.spec("ShelfDetail", branch: 0)) == ["textformat"])
        #expect(symbols(scan.spec("ShelfDetail", branch: 1)) == ["calendar"])
        #expect(AppScan.stem(detail, branch: 1) == "ShelfDetail-2")
        // Both cases keep the title.
        #expect(string(scan.spec("ShelfDetail", branch: 1)?["item"]?["title"]) == "Shelf")
    }

    @Test func aSwitchGivesACasePerCaseAndForEachOverALiteralExpands() throws {
        let scan = try SwiftUIScanTests.scan()
        let reader = try #require(scan.screens.first { $0.name == "ReaderView" })
        #expect(scan.branches(reader) == 3)
        // The ForEach's two symbols in every case; each case adds its own item.
        let first = toolbar(scan.spec("ReaderView", branch: 0))
        // The principal symbol (beside its Text) in every case, then the ForEach's two symbols.
        #expect(symbols(scan.spec("ReaderView", branch: 0)) == ["book", "bookmark", "textformat.size"])
        #expect(first.contains { string($0["title"]) == "Pages" && string($0["placement"]) == "topBarLeading" })
        #expect(toolbar(scan.spec("ReaderView", branch: 1)).contains { string($0["title"]) == "Top" })
        #expect(symbols(scan.spec("ReaderView", branch: 2)) == ["book", "bookmark", "textformat.size", "headphones"])
    }

    @Test func aTernaryTitleOnAnUndecidedConditionGivesACaseEach() throws {
        let scan = try SwiftUIScanTests.scan()
        let filter = try #require(scan.screens.first { $0.name == "FilterView" })
        #expect(scan.branches(filter) == 2)
        #expect(string(scan.spec("FilterView", branch: 0)?["item"]?["title"]) == "Filter")
        #expect(string(scan.spec("FilterView", branch: 1)?["item"]?["title"]) == "Filtered")
        // A condition on a transient state stays one case (the screen at rest).
        let sidebar = try #require(scan.screens.first { $0.name == "ShelfSidebar" })
        #expect(sidebar.title.count == 1)
        #expect(string(scan.spec("ShelfSidebar")?["item"]?["title"]) == "Shelves")
    }

    @Test func aPrincipalTextIsDrawnAndItsSymbolNoted() throws {
        let scan = try SwiftUIScanTests.scan()
        let spec = scan.spec("ReaderView")
        // The navigationTitle stays the title (the back title of what it pushes); the principal Text replaces it
        // when drawn.
        #expect(string(spec?["item"]?["title"]) == "Reader")
        // The HStack's symbol beside the Text is written with it, in order, and not noted.
        let principal = toolbar(spec).filter { string($0["placement"]) == "principal" }
        #expect(principal.map { string($0["symbol"]) ?? string($0["title"]) } == ["book", "Chapter One"])
        let reader = try #require(scan.screens.first { $0.name == "ReaderView" })
        #expect(!reader.notes.contains { $0.field == "principal" })
        // A picker alone in the principal place: a labelled box there, noted; the title stays the back title.
        let filter = try #require(scan.screens.first { $0.name == "FilterView" })
        #expect(filter.notes.contains { $0.field == "principal" && $0.reason.contains("drawn in the title's place") })
        #expect(string(scan.spec("FilterView")?["item"]?["title"]) == "Filter")
        let box = toolbar(scan.spec("FilterView"))
        #expect(box.count == 1 && string(box.first?["placeholder"]) == "?")
        #expect(string(box.first?["placement"]) == "principal")
    }

    @Test func aThreeColumnSplitReadsItsMiddleColumnAsAScreenOfItsOwn() throws {
        let scan = try SwiftUIScanTests.scan()
        #expect(string(scan.spec("LetterFolders")?["column"]) == "sidebar")
        let content = scan.spec("LetterList")
        #expect(string(content?["column"]) == "content")
        #expect(content?["canPop"] == .bool(false))
        #expect(string(content?["item"]?["title"]) == "Letters")
        // Its own display mode: inline, where the sidebar's root has the stack's large title.
        #expect(scan.spec("LetterFolders")?["item"]?["largeTitle"] == .bool(true))
        #expect(content?["item"]?["largeTitle"] == nil)
        #expect(toolbar(content).contains { string($0["title"]) == "Select" })
        #expect(string(scan.spec("LetterDetail")?["column"]) == "detail")
        #expect(string(scan.spec("LetterDetail")?["item"]?["title"]) == "Letter")
    }

    /// A placement passed in as a parameter (`FolderItem(placement: .cancellationAction)`) is the caller's.
    @Test func aPlacementPassedInIsTheCallers() throws {
        let scan = try SwiftUIScanTests.scan()
        let items = toolbar(scan.spec("LetterFolders"))
        #expect(items.map { string($0["title"]) } == ["New Folder"])
        #expect(items.map { string($0["placement"]) } == ["cancellationAction"])
        let folders = try #require(scan.screens.first { $0.name == "LetterFolders" })
        #expect(!folders.notes.contains { $0.reason.contains("placement computed at run time") })
    }

    /// `model.title`: the view's stored property's class (a view model) and its computed property.
    @Test func aTitleFromTheViewsModelIsFollowedIntoItsClass() throws {
        let scan = try SwiftUIScanTests.scan()
        #expect(string(scan.spec("StampView")?["item"]?["title"]) == "Stamp Album")
        let stamp = try #require(scan.screens.first { $0.name == "StampView" })
        #expect(!stamp.notes.contains { $0.field == "title" })
        // A stored `let` of a struct model holding a SwiftGen constant whose enum is named `Localized`: the key, looked
        // up per locale (not the table's name read as the key).
        #expect(string(scan.spec("StampSettingsView")?["item"]?["title"]) == "Settings")
        #expect(string(scan.spec("StampSettingsView", locale: "de")?["item"]?["title"]) == "Einstellungen")
    }

    @Test func aPrincipalLabelOrHStackGivesTheSymbolAndTheText() throws {
        let scan = try SwiftUIScanTests.scan()
        func principal(_ name: String) -> [String?] {
            toolbar(scan.spec(name)).filter { string($0["placement"]) == "principal" }
                .map { string($0["symbol"]) ?? string($0["title"]) }
        }
        #expect(principal("LetterDetail") == ["envelope", "Postmarked"])
        #expect(principal("LetterList") == ["tray", "All Letters"])
    }
}
