import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing
import BarModel

/// Values a caller passes into SwiftUI code (Tests/Fixtures/SwiftUIPassedValues): a toolbar component's kind and
/// placement, a title given at the call site or set by a view model's init, image constants, and a generic
/// container that leaves the bar to the screen using it.
@Suite struct SwiftUIPassedValuesTests {
    let scan: AppScan
    init() throws {
        scan = try AppScan(sources: ["App"], directory: Fixture.root + "/Tests/Fixtures/SwiftUIPassedValues")
    }

    func title(_ screen: String) -> JSON? { scan.spec(screen)?["item"]?["title"] }

    /// `(placement, title or symbol)` of each toolbar item, in declaration order.
    func items(_ screen: String) -> [[String]] {
        guard case let .array(all)? = scan.spec(screen)?["item"]?["toolbar"] else { return [] }
        return all.map { item in
            var out: [String] = []
            for key in ["placement", "title", "symbol", "system"] {
                if case let .string(s)? = item[key] { out.append(s) }
            }
            return out
        }
    }

    @Test func aToolbarComponentTakesTheCallersKindAndPlacement() {
        // `.closeBarItem(.finish, placement: .confirmationAction)` → modifier → `CloseBarItem(kind:placement:)`:
        // the switch takes `.finish`, whose `text` is "Done", at the caller's placement.
        #expect(items("PackingListView") == [["confirmationAction", "Done"]])
        // The extension function's default placement, and the `.cross` case's symbol constant.
        #expect(items("TagFilterView").contains(["topBarLeading", "xmark"]))
        #expect(!scan.notes.contains { $0.screen == "PackingListView" && $0.reason.contains("placement computed") })
    }

    @Test func imageConstantsWrittenAsViewsAreTheirSymbols() {
        #expect(items("TagFilterView").filter { $0.first == "topBarTrailing" } == [
            ["topBarTrailing", "plus"], ["topBarTrailing", "square.and.arrow.up"],
        ])
    }

    /// A placement the code computes is not a placement name: `automatic` (still valid), and a note says why.
    @Test func aComputedPlacementIsAutomaticAndNoted() throws {
        #expect(items("MapView") == [["automatic", "Layers"]])
        let map = try #require(scan.screens.first { $0.name == "MapView" })
        #expect(map.notes.contains { $0.field == "toolbar" && $0.reason.contains("placement computed at run time") })
    }

    @Test func aGenericContainerLeavesTheBarToTheScreenUsingIt() {
        #expect(title("ReceiptView") == .string("Receipts"))
        #expect(!scan.screens.contains { $0.name == "SectionedList" })
    }

    @Test func titlesTheCallerPassesOrTheModelsInitSets() {
        // Two call sites pass two titles: the first is drawn, the other noted.
        #expect(title("PlaceView") == .string("Places to See"))
        #expect(scan.notes.contains { $0.screen == "PlaceView" && $0.reason.contains("2 call sites") })
        // `NoteView(model: NoteModel(heading: "Travel Notes"))` with `.navigationTitle(model.heading)`.
        #expect(title("NoteView") == .string("Travel Notes"))
        // `self.title = Strings.editTrip` in the view model's init.
        #expect(title("TripEditorView") == .string("Edit Trip"))
    }

    /// A view declared under `#if os(iOS) || os(macOS)` is read; a macOS-only `.toolbar` in a chain is not.
    @Test func codeUnderIfIsTheIOSClause() {
        #expect(title("VisaView") == .string("Visa"))
        #expect(!items("LuggageView").contains { $0.contains("Sidebar") })
    }

    /// `ToolbarItem(placement: sortPlacement)` with `#if os(macOS) .navigation #else .primaryAction #endif`.
    @Test func aPlacementFromAComputedProperty() {
        #expect(items("LuggageView").contains(["primaryAction", "arrow.up.arrow.down"]))
    }

    /// A free function's toolbar item: its default placement, an `if let` over a parameter left `nil` decided (no
    /// second case), its label's iOS clause.
    @Test func aFreeFunctionsToolbarItemWithItsDefaults() {
        #expect(items("LuggageView").contains(["confirmationAction", "xmark"]))
        #expect(!scan.screens.contains { $0.name == "LuggageView-2" })
    }

    /// A view's own sheet (inline, or a member shown in `.sheet { member }`) keeps its title and items.
    @Test func aViewsOwnSheetKeepsItsBar() {
        #expect(title("LuggageView") == .string("Luggage"))
        #expect(!items("LuggageView").contains { $0.contains("Reset") })
    }

    /// `heading` switches over `kind`, which the one call site passes as `.inbound` (its iOS clause).
    @Test func aComputedTitleSwitchingOverThePassedKind() {
        #expect(title("TicketView") == .string("Return"))
    }

    /// `NavigationLink { CurrencyHost() }` where `CurrencyHost`'s body is
    /// `CurrencyView().toolbar { … }.sheet { … }`: the push shows `CurrencyView`, with the wrapper's item and the
    /// pusher's back title.
    @Test func aWrapperPushesTheScreenItWraps() {
        #expect(title("CurrencyView") == .string("Currencies"))
        #expect(items("CurrencyView") == [["topBarTrailing", "Add"]])
        #expect(scan.spec("CurrencyView")?["previousTitle"] == .string("Trips"))
        #expect(!scan.screens.contains { $0.name == "CurrencyHost" })
    }
}
