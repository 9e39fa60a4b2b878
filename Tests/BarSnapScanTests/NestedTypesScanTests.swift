import Basics
@testable import BarSnapScan
import Testing
import BarModel

/// Namespaced screens (Tests/Fixtures/ScanNested): three modules' `RootView`s, each nested in its module's enum,
/// kept apart under their qualified names, and names resolved as Swift resolves them.
@Suite struct NestedTypesScanTests {
    static var app: String { Fixture.root + "/Tests/Fixtures/ScanNested" }
    let scan: AppScan
    init() throws { scan = try AppScan(sources: ["App"], directory: Self.app) }

    func screen(_ name: String) -> ScannedScreen? { scan.screens.first { $0.name == name } }
    func title(_ name: String) -> JSON? { scan.spec(name)?["item"]?["title"] }
    /// The titles of a screen's toolbar items.
    func items(_ name: String) -> [JSON] {
        guard case let .array(a)? = scan.spec(name)?["item"]?["toolbar"] else { return [] }
        return a.compactMap { $0["title"] }
    }

    @Test func sameSimpleNameNeverMerges() {
        let names = scan.screens.map(\.name)
        #expect(!names.contains("RootView"))
        for module in ["Settings", "Profile", "Alerts"] {
            #expect(title("\(module).RootView") == .string(module))
            #expect(screen("\(module).RootView")?.file.hasSuffix("\(module)RootView.swift") == true)
        }
        #expect(items("Settings.RootView") == [.string("Edit")])
        #expect(items("Profile.RootView") == [.string("Sign Out")])
        // `extension Alerts.RootView { var clearButton … }` reaches that type only.
        #expect(items("Alerts.RootView") == [.string("Clear")])
    }

    @Test func qualifiedAndEnclosingNamesResolve() {
        // `Profile.RootView()` anywhere, `Alerts.RootView()` in a NavigationLink's closure.
        #expect(screen("Settings.RootView")?.pushes.contains("Profile.RootView") == true)
        #expect(screen("Profile.RootView")?.pushes.contains("Alerts.RootView") == true)
        // A bare `About()` inside `extension Settings` is `Settings.About`.
        #expect(screen("Settings.RootView")?.pushes.contains("Settings.About") == true)
        #expect(screen("Settings.RootView")?.pushes.contains("Profile.About") != true)
        #expect(title("Settings.About") == .string("About Settings"))
        #expect(title("Profile.About") == .string("About Profile"))
        // The case stem drops the dot.
        #expect(screen("Settings.RootView").map { AppScan.stem($0, branch: 0) } == "SettingsRootView")
    }

    @Test func anAmbiguousBareNameIsNotedNotPicked() {
        #expect(screen("Shortcuts")?.pushes.isEmpty == true)
        let note = scan.notes.first { $0.screen == "Shortcuts" && $0.reason.contains("`RootView`") }
        #expect(note?.reason.contains("Alerts.RootView, Profile.RootView, Settings.RootView") == true)
        // UIKit screens go by simple name: two nested classes of one name are not merged silently.
        let uikit = scan.notes.first { $0.reason.contains("two classes named `ExportController`") }
        #expect(uikit?.reason.contains("Profile.ExportController, Settings.ExportController") == true)
    }
}
