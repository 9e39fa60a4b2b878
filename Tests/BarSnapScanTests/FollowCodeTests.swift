import Basics
@testable import BarSnapScan
import Testing

/// Following the app's own code: helpers, coordinators and navigation as the app builds it
/// (Tests/Fixtures/ScanFollow).
struct FollowCodeTests {
    let scan: AppScan
    init() throws { scan = try AppScan(sources: ["App"], directory: Fixture.root + "/Tests/Fixtures/ScanFollow") }

    func bool(_ j: JSON?) -> Bool? { if case let .bool(b)? = j { b } else { nil } }
    func string(_ j: JSON?) -> String? { if case let .string(s)? = j { s } else { nil } }

    @Test func aViewPushedThroughACoordinatorsHostingHelperHasABackButton() throws {
        for name in ["CreateAccountView", "TermsView"] {
            let s = try #require(scan.screens.first { $0.name == name }, "\(name) is a screen")
            #expect(s.pushedBy == "AccountCoordinator", "\(name)")
            #expect(bool(scan.spec(name)?["canPop"]) != false, "\(name) is pushed: it has a back button")
            #expect(scan.spec(name)?["previousTitle"] == nil, "the coordinator is not a screen: the back word alone")
        }
        // The coordinator's root (set with setViewControllers) is not pushed.
        #expect(scan.screens.first { $0.name == "WelcomeView" }?.pushedBy == nil)
    }
}

extension FollowCodeTests {
    /// The same bar through an extension helper (one level), a modifier calling it (two), and a helper applying
    /// that modifier (three) is the same case.
    @Test func theSameBarThroughOneTwoAndThreeLevelsOfHelpers() throws {
        let one = try #require(scan.screens.first { $0.name == "OneLevelView" })
        #expect(!(one.left + one.right + one.toolbar).isEmpty, "the close button is read")
        let first = try #require(scan.spec("OneLevelView"))
        for name in ["TwoLevelsView", "ThreeLevelsView"] {
            let s = try #require(scan.screens.first { $0.name == name }, "\(name) is a screen")
            #expect(s.left == one.left && s.right == one.right && s.toolbar == one.toolbar, "\(name)")
            #expect(scan.spec(name)?["item"] == first["item"], "\(name)")
        }
    }
}

extension FollowCodeTests {
    /// The app's `UIBarButtonItem` subclass (a custom view built in its setup), an item subclass passing a title
    /// to `super.init`, and a `UIButton` subclass as a custom view are drawn as what they build.
    @Test func appItemAndButtonSubclassesAreReadThroughTheirInitialisers() throws {
        let s = try #require(scan.screens.first { $0.name == "ItemsViewController" })
        #expect(s.left.map(\.content) == [.asset("close-icon")])
        #expect(s.right.map(\.content) == [.title(.literal("Save"), done: true), .asset("share-icon")])
    }
}

extension FollowCodeTests {
    /// A navigation root another screen subclasses is still a screen, and the screen it pushes has its back title.
    @Test func aRootThatAnotherScreenSubclassesIsStillAScreen() throws {
        let root = try #require(scan.screens.first { $0.name == "ListViewController" }, "the root is a screen")
        #expect(root.isRoot)
        let detail = try #require(scan.screens.first { $0.name == "ListDetailViewController" })
        #expect(detail.pushedBy != nil)
        #expect(string(scan.spec("ListDetailViewController")?["previousTitle"]) != nil)
    }
}

extension FollowCodeTests {
    /// Modifiers inside a `NavigationLink`'s destination never replace the linking screen's title or items.
    @Test func aLinkDestinationsModifiersAreNotItsParents() throws {
        let s = try #require(scan.screens.first { $0.name == "LibraryView" })
        #expect(s.title.count == 1 && "\(s.title)".contains("\"Library\""), "\(s.title)")
        #expect((s.left + s.right + s.toolbar).isEmpty)
    }
}

extension FollowCodeTests {
    /// A child added through the app's own container helper (`addView(_:)` calling `addChild`) has no bar.
    @Test func aChildAddedThroughTheAppsContainerHelperIsNotAScreen() throws {
        let s = try #require(scan.screens.first { $0.name == "SummaryCardViewController" })
        #expect(s.noBar?.contains("child") == true)
        let parent = try #require(scan.screens.first { $0.name == "DashboardViewController" })
        #expect(parent.noBar == nil)
        // The child sets its parent's title (`parent?.navigationItem.title = …`).
        #expect(parent.title == [.literal("Overview")])
    }
}

extension FollowCodeTests {
    /// `Shelf.archived.heading` with `var heading { switch self { … } }`: the case the call site names, not the
    /// first case.
    @Test func anEnumMemberReadForTheCaseTheCallSiteNames() throws {
        let archived = try #require(scan.screens.first { $0.name == "ArchivedShelfView" })
        #expect(archived.title == [.literal("Archived")], "\(archived.title)")
        let pinned = try #require(scan.screens.first { $0.name == "PinnedShelfView" })
        #expect(pinned.title == [.literal("Pinned")], "\(pinned.title)")
    }
}

/// Xcode's preview code makes no screen a root, and a stack's root is its own content, not a view a link inside it
/// pushes.
@Suite struct PreviewAndStackRootTests {
    static let source = """
        import SwiftUI
        import UIKit
        struct ServersView: View {
            var body: some View { List { Text("a") }.navigationTitle("Servers") }
        }
        struct SettingsView: View {
            var body: some View {
                NavigationStack { List { NavigationLink("Servers") { ServersView() } }.navigationTitle("Settings") }
            }
        }
        #Preview { NavigationView { ServersView() } }
        struct ServersView_Previews: PreviewProvider {
            static var previews: some View { NavigationStack { ServersView() } }
        }
        class IconsViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Icons" }
        }
        class MenuViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Menu" }
            func open() { navigationController?.pushViewController(IconsViewController(), animated: true) }
        }
        func makeRoot() -> UIViewController { UINavigationController(rootViewController: MenuViewController()) }
        #Preview {
            let vc = IconsViewController()
            return UINavigationController(rootViewController: vc)
        }
        struct Icons_Previews: PreviewProvider {
            static var previews: some View { Wrap(UINavigationController(rootViewController: IconsViewController())) }
        }
        """

    @Test func previewsMakeNoRootAndALinkedViewIsNotItsStacksRoot() throws {
        let s = try Scratch("previews")
        try s.write("App/A.swift", Self.source)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        for (name, pusher) in [("IconsViewController", "MenuViewController"), ("ServersView", "SettingsView")] {
            let screen = try #require(scan.screens.first { $0.name == name }, "\(name)")
            #expect(!screen.isRoot, "\(name) is made a root only by preview code or by being linked")
            #expect(screen.pushedBy == pusher, "\(name)")
        }
        #expect(scan.screens.first { $0.name == "SettingsView" }?.isRoot == true)
        #expect(scan.screens.first { $0.name == "MenuViewController" }?.isRoot == true)
    }
}
