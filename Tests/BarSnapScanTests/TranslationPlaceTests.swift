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
        // The Swift line that reads the key is kept for a second annotation.
        #expect(de[SourcePlace.readKey("title")] == SourcePlace(file: "App/Settings.swift", line: 5))
        #expect(en["title"] == SourcePlace(file: "App/en.lproj/Localizable.strings", line: 2))
        #expect(de["right[0]"] == SourcePlace(file: "App/Profile.xcstrings", line: 6))
        #expect(en["right[0]"] == SourcePlace(file: "App/Profile.xcstrings", line: 7))
        // A literal item title is where the item is made.
        #expect(de["left[0]"] == SourcePlace(file: "App/Settings.swift", line: 8))
        // A locale without the key falls back as the text does: the development language's entry.
        #expect(try sources("fr")["title"] == SourcePlace(file: "App/en.lproj/Localizable.strings", line: 2))
    }

    /// A SwiftUI item written in a `ToolbarContent` of another file is located in that file, on its own line.
    @Test func aSwiftUIItemIsLocatedInItsOwnFile() throws {
        let s = try Scratch("places")
        try s.write(
            "App/FeedView.swift",
            """
            import SwiftUI
            struct FeedView: View {
                var body: some View {
                    NavigationStack {
                        List {}
                            .navigationTitle("Feed")
                            .toolbar { FeedToolbar() }
                    }
                }
            }

            """)
        try s.write(
            "App/Toolbars.swift",
            """
            import SwiftUI

            struct FeedToolbar: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share") {}
                    }
                }
            }

            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let spec = try #require(scan.scannedSpecs(locale: "en", colorScheme: "light").first { $0.stem == "FeedView" })
        // Under the name a failure's words give it (a trailing item is `right[0]`), not the view's declaration.
        #expect(spec.sources["right[0]"] == SourcePlace(file: "App/Toolbars.swift", line: 6), "\(spec.sources)")
    }

    /// A storyboard's texts: on the element's line, and in a locale with a `Main.strings`, on its entry there (the
    /// element that holds the text is kept for the second annotation).
    @Test func aStoryboardTextIsLocatedOnItsElementOrItsTableEntry() throws {
        let s = try Scratch("places")
        try s.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc1" customClass="InboxViewController" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Inbox" id="NI1">
                                    <barButtonItem key="rightBarButtonItem" title="Edit" id="BB1"/>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        try s.write("App/en.lproj/Main.strings", "\"NI1.title\" = \"Inbox\";\n")
        try s.write("App/de.lproj/Main.strings", "/* Inbox */\n\"NI1.title\" = \"Posteingang\";\n")
        let scan = try AppScan(sources: ["App"], directory: s.path)
        func sources(_ locale: String) throws -> [String: SourcePlace] {
            try #require(scan.scannedSpecs(locale: locale, colorScheme: "light").first).sources
        }
        let de = try sources("de")
        #expect(de["title"] == SourcePlace(file: "App/de.lproj/Main.strings", line: 2), "\(de)")
        #expect(de[SourcePlace.readKey("title")] == SourcePlace(file: "App/Base.lproj/Main.storyboard", line: 16))
        // No entry for the item in any table: its own element's line.
        #expect(de["right[0]"] == SourcePlace(file: "App/Base.lproj/Main.storyboard", line: 17), "\(de)")
    }

    /// A scene whose class is also in Swift (setting nothing on the bar): the title the scene sets is located on the
    /// storyboard's element, not on the class's declaration.
    @Test func aSceneTitleOfASwiftClassIsLocatedOnTheStoryboard() throws {
        let s = try Scratch("scene-class")
        try s.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="rootViewController"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc1" customClass="PortsViewController" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="Add Port" id="NI1">
                                    <barButtonItem key="rightBarButtonItem" title="Add" id="BB1"/>
                                </navigationItem>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        try s.write(
            "App/PortsViewController.swift",
            """
            import UIKit
            class PortsViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
            }
            """)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let spec = try #require(scan.scannedSpecs(locale: "en", colorScheme: "light").first)
        #expect(
            spec.sources["title"] == SourcePlace(file: "App/Base.lproj/Main.storyboard", line: 16), "\(spec.sources)")
        #expect(spec.sources["right[0]"]?.file == "App/Base.lproj/Main.storyboard", "\(spec.sources)")
    }
}
