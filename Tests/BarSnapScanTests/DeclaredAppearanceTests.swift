import Basics
@testable import BarSnapScan
import Testing

/// Screens of an "appearance navigation controller" app declare their bar: `preferredAppearance(for:)` returns an
/// `Appearance` (a shared constant built in a closure, the struct's defaults, a branch on editing) and
/// `prefersNavigationBarHidden(for:)` hides it. The scan reads those into the scene specs.
@Suite struct DeclaredAppearanceTests {
    static let source = """
        public struct Appearance: Equatable {
            public struct Bar: Equatable {
                var backgroundColor = UIColor(red: 234 / 255, green: 46 / 255, blue: 73 / 255, alpha: 1)
                var tintColor = UIColor.white
            }
            var statusBarStyle: UIStatusBarStyle = .default
            var navigationBar = Bar()
            var toolbar = Bar()
        }

        extension Appearance {
            static let lightAppearance: Appearance = {
                var value = Appearance()
                value.navigationBar.backgroundColor = .lightGray
                value.navigationBar.tintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
                value.statusBarStyle = .lightContent
                return value
            }()
        }

        final class RecipesViewController: UIViewController, NavigationControllerAppearanceContext {
            override func viewDidLoad() { super.viewDidLoad(); title = "Recipes" }
            func preferredAppearance(for navigationController: UINavigationController) -> Appearance? {
                return isEditing ? nil : .lightAppearance
            }
        }

        final class PlainViewController: UIViewController, NavigationControllerAppearanceContext {
            override func viewDidLoad() { super.viewDidLoad(); title = "Plain" }
            func preferredAppearance(for navigationController: UINavigationController) -> Appearance? { Appearance() }
        }

        final class PhotoViewController: UIViewController, NavigationControllerAppearanceContext {
            var appearance: Appearance?
            func prefersNavigationBarHidden(for navigationController: UINavigationController) -> Bool { true }
            func preferredAppearance(for navigationController: UINavigationController) -> Appearance? { appearance }
        }
        """

    @Test func declaredAppearancesBecomeTheBar() throws {
        let s = try Scratch("declared")
        try s.write("App/Screens.swift", Self.source)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let recipes = try #require(scan.spec("RecipesViewController"))
        #expect(recipes["appearance"]?["background"] == .string("#AAAAAA"), "\(recipes)")
        #expect(
            recipes["appearance"]?["tint"] == .string("#0080FF")
                && recipes["appearance"]?["titleColor"] == .string("#0080FF"))
        #expect(recipes["appearance"]?["statusBar"] == .string("light"))
        let plain = try #require(scan.spec("PlainViewController"))
        #expect(
            plain["appearance"]?["background"] == .string("#EA2E49")
                && plain["appearance"]?["tint"] == .string("#FFFFFF"), "\(plain)")
        #expect(plain["appearance"]?["statusBar"] == .string("default"))
        let photo = try #require(scan.spec("PhotoViewController"))
        #expect(photo["barHidden"] == .bool(true))
        #expect(
            scan.notes.contains {
                $0.screen == "PhotoViewController" && $0.field == "preferredAppearance"
                    && $0.reason.contains("set from outside")
            },
            "\(scan.notes)")
    }
}

/// R.swift's generated constants are read like SwiftGen's: the key and table of the resource, the string from the
/// app's table in each locale.
@Suite struct RSwiftConstantTests {
    @Test func rSwiftStringsResolveThroughTheGeneratedFile() throws {
        let s = try Scratch("rswift")
        try s.write("App/R.generated.swift", """
            struct R {
                struct string {
                    struct localizable {
                        static let settingsTitle = Rswift.StringResource(key: "settings.title", tableName:\
             "Localizable", bundle: R.hostingBundle, locales: ["en", "de"], comment: nil)
                        static func settingsTitle(preferredLanguages: [String]? = nil) -> String { "generated" }
                    }
                    struct account {
                        var signIn: RswiftResources.StringResource { .init(key: "sign.in", tableName: "Account",\
             source: .hosting(.main), developmentValue: "Sign in", comment: nil) }
                    }
                }
            }
            """)
        try s.write("App/Screens.swift", """
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = R.string.localizable.settingsTitle() }
            }
            final class SignInViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = R.string.account.signIn() }
            }
            """)
        try s.write("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n")
        try s.write("App/de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n")
        let scan = try AppScan(sources: ["App"], directory: s.path)
        #expect(
            scan.spec("SettingsViewController")?["item"]?["title"] == .string("Settings"),
            "\(String(describing: scan.spec("SettingsViewController")))")
        #expect(scan.spec("SettingsViewController", locale: "de")?["item"]?["title"] == .string("Einstellungen"))
        // A table the app lacks: the development value R.swift generated.
        #expect(scan.spec("SignInViewController")?["item"]?["title"] == .string("Sign in"), "\(scan.notes)")
    }
}

/// A colour set named through the app's own constant (`UIColor(named: Theme.brandBlue)`, also spelt `.init`) is the
/// colour set's colour, as with a literal name.
@Suite struct NamedColourConstantTests {
    @Test func aColourSetNamedByAConstantIsRead() throws {
        let s = try Scratch("named-constant")
        try s.write(
            "App/C.xcassets/brandBlue.colorset/Contents.json",
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","#
                + #""components":{"red":"0x00","green":"0x80","blue":"0xFF","alpha":"1.000"}}}]}"#)
        try s.write(
            "App/A.swift",
            """
            import UIKit
            enum Theme { static let brandBlue = "brandBlue" }
            class Nav: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UINavigationBar.appearance().tintColor = UIColor.init(named: Theme.brandBlue)
                }
            }
            class ListViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "List" }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let list = try #require(scan.spec("ListViewController"))
        #expect(list["appearance"]?["tint"] == .string("#0080FF"), "\(list)")
        #expect(!scan.notes.contains { $0.reason.contains("colour computed at run time") }, "\(scan.notes)")
    }
}
