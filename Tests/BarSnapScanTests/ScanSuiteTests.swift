import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing

/// `"scan"` suites: expanded like spec suites, one stem per screen, locales apart.
@Suite struct ScanSuiteTests {
    func load(_ json: String, in dir: String) throws -> BarSnapConfiguration {
        try BarSnapConfiguration(bytes: Array(json.utf8), file: dir + "/barsnap.json", scanner: BarSnapScanProvider())
    }

    /// The scanner is a value passed where the configuration is read: without it a scan suite is an error naming
    /// the product that reads it, whatever another test or load did before.
    @Test func withoutAScannerAScanSuiteIsAnErrorNamingTheProduct() throws {
        let json = #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#
        #expect(try !load(json, in: Fixture.app).cases.isEmpty)
        do {
            _ = try BarSnapConfiguration(bytes: Array(json.utf8), file: Fixture.app + "/barsnap.json")
            Issue.record("a scan suite loaded without a scanner")
        } catch {
            #expect("\(error)".contains("needs the BarSnapScan product"), "\(error)")
        }
    }

    @Test func expandsScreensTimesMatrixWithLocalesApart() throws {
        let config = try load("""
            {"suites": [{"name": "app", "scan": {"sources": ["App"]},
              "matrix": {"device": ["iphone-se", "iphone-15"], "locale": ["all"]}}]}
            """, in: Fixture.app)
        // 27 stems (FilterViewController has two branches, TrackViewController three back titles) × 2 devices ×
        // 3 locales.
        #expect(config.cases.count == 27 * 2 * 3)
        let ids = Set(config.cases.map(\.id))
        #expect(ids.contains("app/InboxViewController.phone-uikit-large-96@3x"))
        #expect(ids.contains("app/InboxViewController-de.phone-uikit-large-96@3x"))
        #expect(ids.contains("app/FilterViewController-2-ja.phone-uikit-44@2x"))
        let de = try #require(config.cases.first { $0.id == "app/SettingsViewController-de.phone-uikit-44@3x" })
        #expect(de.scene.item.title == "Einstellungen")
        #expect(de.scene.previousTitle == "Posteingang")
        #expect(de.origin.contains("App/Screens/SettingsViewController.swift:3"))
    }

    @Test func aSuiteWhoseEveryScreenIsSkippedFails() throws {
        let scratch = try Scratch("skip-all")
        defer { scratch.remove() }
        try scratch.write("App/Profile.swift", Array("""
            import UIKit
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() { title = user.name }
            }
            """.utf8))
        let json = #"{"suites": [{"name": "app", "scan": {"sources": ["App"], "unresolved": "skip"}}]}"#
        #expect(throws: ConfigurationError.self) { _ = try load(json, in: scratch.path).cases }
        // The same screen with the default policy: one case, its title a placeholder.
        let shown = try load(#"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#, in: scratch.path)
        #expect(shown.cases.count == 1)
    }

    /// A source the scan refuses fails the suite naming it (its screen would otherwise vanish and its references
    /// look orphaned); listed in `"skip"`, it is not read at all and the suite loads.
    @Test func aRefusedSourceFailsTheSuiteUnlessSkippedOnPurpose() throws {
        let scratch = try Scratch("refused")
        defer { scratch.remove() }
        try scratch.write("App/Home.swift", Array("""
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() { title = "Home" }
            }
            """.utf8))
        let deep = "let d = " + String(repeating: "(", count: 49) + "1" + String(repeating: ")", count: 49) + "\n"
        try scratch.write("App/Generated/Deep.swift", Array(deep.utf8))
        do {
            _ = try load(#"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#, in: scratch.path)
            Issue.record("a refused source passed")
        } catch {
            #expect("\(error)".contains("App/Generated/Deep.swift") && "\(error)".contains("brackets"), "\(error)")
            #expect("\(error)".contains("suites[0].scan"), "\(error)")
        }
        for skip in [#"["App/Generated/Deep.swift"]"#, #"["App/Generated/**"]"#, #"["App/*/Deep.swift"]"#] {
            let json = #"{"suites": [{"name": "app", "scan": {"sources": ["App"], "skip": \#(skip)}}]}"#
            #expect(try load(json, in: scratch.path).cases.count == 1, "\(skip)")
        }
    }

    @Test func withoutALocaleAxisTheDevelopmentLanguageAndColourSchemes() throws {
        let config = try load("""
            {"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"colorScheme": ["light", "dark"]},
              "caseName": "{stem}-{colorScheme}"}]}
            """, in: Fixture.app)
        #expect(config.cases.count == 27 * 2)
        let dark = try #require(config.cases.first { $0.id == "app/MessageViewController-dark.phone-uikit-dark-44@3x" })
        #expect(dark.scene.appearance.background.hex == "#122A4A")
    }

    /// `"transitions": true`: each push found is also a transition case, the pusher's bar to the pushed screen's.
    @Test func pushesBecomeTransitionCases() throws {
        let config = try load("""
            {"suites": [{"name": "app", "scan": {"sources": ["App"], "transitions": true}, "matrix": {"locale": ["en",\
             "de"]}}]}
            """, in: Fixture.app)
        let transitions = config.cases.filter { $0.id.contains("-to-") }
        #expect(!transitions.isEmpty)
        let settings = try #require(
            transitions.first {
                $0.id.hasPrefix("app/InboxViewController-to-SettingsViewController.") && $0.id.hasSuffix("-0.5")
            },
            "\(transitions.map(\.id))")
        guard case let .transition(from, to, _, direction, progress) = settings.source else {
            Issue.record("not a transition")
            return
        }
        #expect(from.item.title == "Inbox" && to.item.title == "Settings" && direction == .push && progress == 0.5)
        #expect(try settings.render().width > 0)
        // Each locale gives its own transition, and the ids never collide.
        #expect(transitions.contains { $0.id.hasPrefix("app/InboxViewController-to-SettingsViewController-de.") })
        #expect(Set(config.cases.map(\.id)).count == config.cases.count)
        // Without the key, no transition cases.
        let plain = try load(#"{"suites": [{"name": "app", "scan": {"sources": ["App"]}}]}"#, in: Fixture.app)
        #expect(!plain.cases.contains { $0.id.contains("-to-") })
    }

    @Test func errorsNameTheFileAndPath() throws {
        let e1 = try #require(
            #expect(throws: ConfigurationError.self) {
                _ = try load(#"{"suites": [{"name": "app", "scan": {"sources": ["Nope"]}}]}"#, in: Fixture.app)
            })
        #expect("\(e1)".hasPrefix(Fixture.app + "/barsnap.json: suites[0].scan.sources[0]: no file or folder at"))
        let e2 = try #require(
            #expect(throws: (any Error).self) {
                _ = try load(#"{"suites": [{"name": "app", "scan": {"sources": []}}]}"#, in: Fixture.app)
            })
        #expect("\(e2)".contains("suites[0].scan.sources"))
        let e3 = try #require(
            #expect(throws: (any Error).self) {
                _ = try load(
                    #"{"suites": [{"name": "app", "specs": ["x.json"], "scan": {"sources": ["App"]}}]}"#,
                    in: Fixture.app)
            })
        #expect("\(e3)".contains("has both \"specs\" and \"scan\""))
        let e4 = try #require(
            #expect(throws: (any Error).self) {
                _ = try load(
                    #"{"suites": [{"name": "app", "scan": {"sources": ["App"], "extra": 1}}]}"#, in: Fixture.app)
            })
        #expect("\(e4)".contains("suites[0].scan.extra"))
    }

    @Test func aLocaleTheAppDoesNotShipIsAnErrorUnlessDrawnInTheDevelopmentLanguage() throws {
        do {
            _ = try load(
                #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["en", "nl"]}}]}"#,
                in: Fixture.app)
            Issue.record("no error")
        } catch {
            #expect(
                "\(error)".contains("suites[0].matrix.locale: the app ships no \"nl\" strings (it ships en, de, ja)"))
        }
        // Opted in: the development language's text, with UIKit's own Dutch words.
        let config = try load(
            """
            {"suites": [{"name": "app", "scan": {"sources": ["App"], "otherLocales": "development"},
                         "matrix": {"locale": ["nl"]}}]}
            """, in: Fixture.app)
        let inbox = try #require(config.cases.first { $0.id.hasPrefix("app/MessageViewController-nl.") })
        #expect(inbox.scene.backWord == "Vorige")
        #expect(inbox.scene.item.title == "{message.subject}")
        let settings = try #require(config.cases.first { $0.id.hasPrefix("app/SettingsViewController-nl.") })
        #expect(settings.scene.shown("Done") == "Gereed")
    }

    @Test func hintsAndUnresolvedPolicyFromTheConfiguration() throws {
        let config = try load("""
            {"suites": [{"name": "app", "scan": {"sources": ["App"], "unresolved": "skip",
                                                 "hints": {"itemName.capitalized": "Atlas"}}}]}
            """, in: Fixture.app)
        #expect(config.cases.first { $0.id.hasPrefix("app/ItemDetailViewController.") }?.scene.item.title == "Atlas")
        #expect(!config.cases.contains { $0.id.hasPrefix("app/MessageViewController.") })
        do {
            _ = try load(
                ##"{"suites": [{"name": "app", "scan": {"sources": ["App"], "hints": {"Theme.gone()": "#FF0000"}}}]}"##,
                in: Fixture.app)
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("suites[0].scan: hints: \"Theme.gone()\" matches no expression"))
        }
    }
}
