import Basics
import Pipeline
@testable import BarSnapScan
import Testing
import BarModel

/// Modal presentations read from code and storyboards: a presented screen is a sheet (UIKit's default) or a form
/// sheet over the screen that presented it, unless its style says full screen; screens pushed inside the sheet are
/// in it too.
@Suite struct PresentationScanTests {
    static let source = """
        final class CalendarViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Calendar"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action:\
         #selector(add))
            }
            @objc func add() {
                present(UINavigationController(rootViewController: NewEventViewController()), animated: true)
            }
            func showFilters() {
                let filters = FiltersViewController()
                let nav = UINavigationController(rootViewController: filters)
                nav.modalPresentationStyle = .formSheet
                present(nav, animated: true)
            }
            func showPlayer() {
                let player = PlayerViewController()
                player.modalPresentationStyle = .fullScreen
                self.present(player, animated: true, completion: nil)
            }
            func showOnboarding() { present(OnboardingViewController(), animated: true) }
            func showAccount() {
                let nav = UIStoryboard.account.instantiateViewController(withIdentifier: "AccountNav") as!\
         UINavigationController
                nav.modalPresentationStyle = .formSheet
                let account = nav.topViewController as! AccountViewController
                account.title = "x"
                self?.present(nav, animated: true)
            }
        }

        final class NewEventViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "New Event"
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action:\
         nil)
            }
            func pickRepeat() { navigationController?.pushViewController(RepeatViewController(), animated: true) }
        }

        final class RepeatViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Repeat" }
        }

        final class FiltersViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Filters" }
        }

        final class PlayerViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Now Playing" }
        }

        final class AccountViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = "Account" }
        }

        final class OnboardingViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = .overFullScreen
                title = "Welcome"
            }
        }
        """

    @Test func presentedScreensAreSheetsOverTheirPresenter() throws {
        let s = try Scratch("presentation")
        defer { s.remove() }
        try s.write("App/Screens.swift", Self.source)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let event = try #require(scan.spec("NewEventViewController"))
        #expect(event["presentation"] == .string("sheet"), "\(event)")
        #expect(event["canPop"] == .bool(false))
        #expect(event["presenting"]?["item"]?["title"] == .string("Calendar"), "\(event)")
        #expect(event["presenting"]?["item"]?["right"] != nil)
        // Pushed inside the sheet: the same sheet, with its back button.
        let repeatScreen = try #require(scan.spec("RepeatViewController"))
        #expect(
            repeatScreen["presentation"] == .string("sheet") && repeatScreen["previousTitle"] == .string("New Event"),
            "\(repeatScreen)")
        #expect(repeatScreen["presenting"]?["item"]?["title"] == .string("Calendar"))
        // The style set where it is presented: a form sheet; full screen; the screen's own style.
        #expect(scan.spec("FiltersViewController")?["presentation"] == .string("formSheet"))
        // A navigation controller from a storyboard, its root read back with `topViewController as! X`.
        #expect(scan.spec("AccountViewController")?["presentation"] == .string("formSheet"))
        #expect(scan.spec("PlayerViewController")?["presentation"] == nil)
        #expect(scan.spec("PlayerViewController")?["presenting"] == nil)
        #expect(scan.spec("OnboardingViewController")?["presentation"] == nil)
        // The presenter itself is a plain screen; every spec parses and draws.
        #expect(scan.spec("CalendarViewController")?["presentation"] == nil)
        for name in ["NewEventViewController", "RepeatViewController", "FiltersViewController"] {
            let spec = try #require(scan.spec(name))
            let scene = try SpecParser(baseDirectory: s.path).parse(spec)
            #expect(scene.presentingScene != nil && scene.sheetCard != nil, "\(name)")
            _ = try Pipeline.render(scene)
        }
    }

    @Test func aStoryboardPresentationSegueMakesASheet() throws {
        let s = try Scratch("presentation-storyboard")
        defer { s.remove() }
        try s.write("App/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
              <scenes>
                <scene sceneID="a"><objects>
                  <viewController id="list" customClass="ListViewController">
                    <navigationItem key="navigationItem" title="Lists" id="n1"/>
                    <connections><segue destination="nav2" kind="presentation" modalPresentationStyle="formSheet"\
             id="s1"/></connections>
                  </viewController>
                </objects></scene>
                <scene sceneID="b"><objects>
                  <navigationController id="nav2">
                    <connections><segue destination="edit" kind="relationship" relationship="rootViewController"\
             id="s2"/></connections>
                  </navigationController>
                </objects></scene>
                <scene sceneID="c"><objects>
                  <viewController id="edit" customClass="EditListViewController">
                    <navigationItem key="navigationItem" title="Edit List" id="n2"/>
                  </viewController>
                </objects></scene>
              </scenes>
            </document>
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let edit = try #require(scan.spec("EditListViewController"))
        #expect(edit["presentation"] == .string("formSheet"), "\(edit)")
        #expect(edit["presenting"]?["item"]?["title"] == .string("Lists"))
    }
}

/// A title the pushing code gives the screen it builds (`picker.title = "Folder"`): the scene takes it, and a changed
/// title is annotated on that line of the pusher's file, not on the screen's own class.
@Suite struct BuilderTitleSourceTests {
    @Test func aTitleSetByThePusherIsPlacedOnItsLine() throws {
        let s = try Scratch("builder-title")
        defer { s.remove() }
        try s.write(
            "App/Picker.swift",
            """
            import UIKit
            final class FolderPickerController: UITableViewController {
            }
            """)
        try s.write(
            "App/Share.swift",
            """
            import UIKit
            final class ShareViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Share"
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let picker = FolderPickerController()
                    picker.title = "Folder"
                    navigationController?.pushViewController(picker, animated: true)
                }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        #expect(scan.spec("FolderPickerController")?["item"]?["title"] == .string("Folder"))
        let picker = try #require(scan.screens.first { $0.name == "FolderPickerController" })
        let place = scan.fieldSources(picker)["title"]
        #expect(place?.file.hasSuffix("App/Share.swift") == true && place?.line == 9, "\(String(describing: place))")
    }
}
