import Basics
@testable import BarSnapScan
import Testing

/// A text read from a string table is located, in each locale's case, at its entry in that locale's table (the
/// `.strings` entry's line, the `.xcstrings` localization's line): where a reviewer edits a changed translation.
/// An item keeps its own line; a text written in Swift keeps the Swift line.
@Suite struct TranslationPlaceTests {
    static func app() throws -> Scratch {
        let s = try Scratch("places")
        try s.write(
            "App/Settings.swift",
            """
            import UIKit
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("settings.title", comment: "")
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        title: String(localized: "save", table: "Profile"), style: .plain, target: nil, action: nil)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(
                        title: "Literal", style: .plain, target: nil, action: nil)
                }
            }

            """)
        try s.write("App/en.lproj/Localizable.strings", "/* Settings */\n\"settings.title\" = \"Settings\";\n")
        try s.write(
            "App/de.lproj/Localizable.strings",
            "/* Einstellungen */\n\n\"other\" = \"Andere\";\n\n\"settings.title\"\n  = \"Einstellungen\";\n")
        try s.write(
            "App/Profile.xcstrings",
            """
            {
              "sourceLanguage": "en",
              "strings": {
                "save": {
                  "localizations": {
                    "de": {"stringUnit": {"state": "translated", "value": "Sichern"}},
                    "en": {"stringUnit": {"state": "translated", "value": "Save"}}
                  }
                }
              }
            }

            """)
        return s
    }

    @Test func aTranslatedTextIsLocatedAtItsTableEntryInEachLocale() throws {
        let s = try Self.app()
        let scan = try AppScan(sources: ["App"], directory: s.path)
        func sources(_ locale: String) throws -> [String: SourcePlace] {
            try #require(scan.scannedSpecs(locale: locale, colorScheme: "light").first).sources
        }
        let de = try sources("de"), en = try sources("en")
        #expect(de["title"] == SourcePlace(file: "App/de.lproj/Localizable.strings", line: 5))
        #expect(en["title"] == SourcePlace(file: "App/en.lproj/Localizable.strings", line: 2))
        #expect(de["right[0]"] == SourcePlace(file: "App/Profile.xcstrings", line: 6))
        #expect(en["right[0]"] == SourcePlace(file: "App/Profile.xcstrings", line: 7))
        // A literal item title is where the item is made.
        #expect(de["left[0]"] == SourcePlace(file: "App/Settings.swift", line: 8))
        // A locale without the key falls back as the text does: the development language's entry.
        #expect(try sources("fr")["title"] == SourcePlace(file: "App/en.lproj/Localizable.strings", line: 2))
    }
}
