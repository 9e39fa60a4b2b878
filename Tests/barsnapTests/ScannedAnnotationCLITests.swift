import Basics
import Testing

/// A scanned app's failures on GitHub: a changed translation is annotated on its string table's line, an item that
/// became readable on the item's own line and named with that place (relative to the configuration), never with
/// the placeholder's drawing; `env --packages` lists the emoji face a scanned title needs.
@Suite(.serialized) struct ScannedAnnotationCLITests {
    static let screen = """
        import UIKit
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("settings.title", comment: "")
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: makeButton())
            }
        }

        """

    static func app() throws -> String {
        let root = try CLI.temporaryDirectory()
        try AppRepositoryTests.put(
            #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["en", "de"]}}]}"#,
            to: root + "/barsnap.json")
        try AppRepositoryTests.put(screen, to: root + "/App/Settings.swift")
        try AppRepositoryTests.put(
            "/* Settings */\n\"settings.title\" = \"Settings\";\n", to: root + "/App/en.lproj/Localizable.strings")
        try AppRepositoryTests.put(
            "/* Einstellungen */\n\n\"other\" = \"Andere\";\n\n\"settings.title\" = \"Einstellungen\";\n",
            to: root + "/App/de.lproj/Localizable.strings")
        return root
    }

    @Test func aTranslationIsAnnotatedOnItsTableLineAndAReadItemOnItsOwnLine() throws {
        let root = try Self.app()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        try AppRepositoryTests.put(
            "/* Einstellungen */\n\n\"other\" = \"Andere\";\n\n\"settings.title\" = \"Optionen\";\n",
            to: root + "/App/de.lproj/Localizable.strings")
        try AppRepositoryTests.put(
            Self.screen.replacing(
                "UIBarButtonItem(customView: makeButton())",
                with: #"UIBarButtonItem(image: UIImage(systemName: "arrow.clockwise"), style: .plain, target: nil, "#
                    + "action: nil)"),
            to: root + "/App/Settings.swift")
        let r = try CLI.run(["verify"], environment: ["GITHUB_ACTIONS": "true"], directory: root)
        #expect(r.status == 1)
        let errors = r.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(
            errors.contains {
                $0.hasPrefix("::error file=App/de.lproj/Localizable.strings,line=5,")
                    && $0.contains(#"::title "Einstellungen" → "Optionen"; "#)
            }, "\(r.stdout)")
        #expect(
            errors.contains {
                $0.hasPrefix("::error file=App/Settings.swift,line=6,")
                    && $0.contains("::an item BarSnap could not read (App/Settings.swift:6) → arrow.clockwise — ")
            }, "\(r.stdout)")
        // The Swift line that reads the translated key: a notice of its own.
        #expect(
            r.stdout.split(separator: "\n").contains {
                $0.hasPrefix("::notice file=App/Settings.swift,line=5,") && $0.contains("reads this text::title ")
            }, "\(r.stdout)")
        // The placeholder's own drawing (its label and colours) is never in the words.
        #expect(!r.stdout.contains("tint") && !r.stdout.contains("\"?\""), "\(r.stdout)")
        #expect(!r.stdout.contains(root + "/App/Settings.swift:6)"), "the place is relative to the configuration")
    }

    @Test func envPackagesListTheEmojiFaceForAScannedTitle() throws {
        let root = try Self.app()
        let plain = try CLI.run(["env", "--packages"], directory: root)
        #expect(plain.status == 0 && !plain.stdout.contains("fonts-noto-color-emoji"), "\(plain.stderr)")
        try AppRepositoryTests.put(
            "/* Settings */\n\"settings.title\" = \"Settings 🍣\";\n", to: root + "/App/en.lproj/Localizable.strings")
        let emoji = try CLI.run(["env", "--packages"], directory: root)
        #expect(emoji.status == 0 && emoji.stdout.contains(" fonts-noto-color-emoji"), "\(emoji.stderr)")
        #expect(!emoji.stdout.contains("fonts-noto-cjk"), "\(emoji.stdout)")
        // A Japanese title in a right-to-left locale's case draws with the CJK faces: listed too.
        try AppRepositoryTests.put(
            #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["ar"]}}]}"#,
            to: root + "/barsnap.json")
        try AppRepositoryTests.put("\"settings.title\" = \"設定\";\n", to: root + "/App/ar.lproj/Localizable.strings")
        let cjk = try CLI.run(["env", "--packages"], directory: root)
        #expect(cjk.status == 0 && cjk.stdout.contains(" fonts-noto-cjk"), "\(cjk.stdout) \(cjk.stderr)")
    }
}
