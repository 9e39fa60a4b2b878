import Basics
@testable import BarSnapScan
@testable import SnapshotSuite
import Testing

/// Generated names read from the generator's settings and the app's own tables and catalogs (no generated file is
/// committed), SFSafeSymbols' typed names, and string tables in the encodings and forms iOS reads.
@Suite struct GeneratedNamesTests {
    static var app: String { Fixture.root + "/Tests/Fixtures/ScanGenerated" }
    static func scan() throws -> AppScan { try AppScan(sources: ["App"], directory: app) }

    @Test func swiftGenStructuredAndFlatFromSettings() throws {
        let scan = try Self.scan()
        #expect(scan.unreadableTables.isEmpty)
        #expect(scan.spec("AccountViewController")?["item"]?["title"] == .string("Create account"))
        #expect(scan.spec("AccountViewController", locale: "de")?["item"]?["title"] == .string("Konto erstellen"))
        // flat-swift5 with the default enum name (its params are a flow map without `enumName`).
        #expect(scan.spec("ProfileViewController")?["item"]?["title"] == .string("Edit profile"))
        #expect(scan.spec("ProfileViewController", locale: "de")?["item"]?["title"] == .string("Profil bearbeiten"))
        #expect(scan.spec("SharingView")?["item"]?["title"] == .string("Settings"))
        #expect(scan.spec("SharingView", locale: "de")?["item"]?["title"] == .string("Einstellungen"))
    }

    @Test func rSwiftAndAssetSymbols() throws {
        let scan = try Self.scan()
        #expect(scan.spec("ShelfViewController")?["item"]?["title"] == .string("Settings"))
        let shelf = try #require(scan.spec("ShelfViewController"))
        #expect(shelf["item"]?["right"]?[0]?["image"] != nil)
        let account = try #require(scan.spec("AccountViewController"))
        #expect(account["item"]?["left"]?[0]?["image"] != nil)
        let profile = try #require(scan.spec("ProfileViewController"))
        #expect(profile["item"]?["right"]?[0]?["image"] != nil)
        #expect(!scan.notes.contains { $0.screen == "ProfileViewController" && $0.field.contains("tint") })
        let sharing = try #require(scan.spec("SharingView"))
        #expect(sharing["item"]?["toolbar"]?[1]?["image"] != nil)
    }

    @Test func safeSymbols() throws {
        let scan = try Self.scan()
        #expect(scan.spec("AccountViewController")?["item"]?["right"]?[0]?["symbol"] == .string("line.3.horizontal"))
        #expect(scan.spec("ShelfViewController")?["item"]?["left"]?[0]?["symbol"] == .string("square.and.arrow.up"))
        #expect(scan.spec("SharingView")?["item"]?["toolbar"]?[0]?["symbol"] == .string("square.and.arrow.up"))
        #expect(SafeSymbols.sfName(".line3Horizontal") == "line.3.horizontal")
        #expect(SafeSymbols.sfName("SFSymbol.squareAndArrowUp") == "square.and.arrow.up")
        // Not a symbol BarSnap draws: split at its capitals and digits (a labelled placeholder when drawn).
        #expect(SafeSymbols.sfName(".tortoiseFill") == "tortoise.fill")
        #expect(SafeSymbols.sfName(".person2Wave") == "person.2.wave")
    }

    @Test func stringsdictWidthAndDeviceVariants() throws {
        let scan = try Self.scan()
        #expect(scan.spec("LibraryViewController")?["item"]?["title"] == .string("Your library"))
        #expect(scan.spec("LibraryViewController")?["item"]?["prompt"] == .string("Your iPhone"))
    }

    @Test func extraByteOrderMarks() throws {
        let text = "\"a\" = \"b\";\n"
        var le: [UInt8] = [0xFF, 0xFE, 0xFF, 0xFE]
        for unit in text.utf16 { le += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try StringsFile.entries(le, plural: false).map(\.1) == ["b"])
        let utf8: [UInt8] = [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8)
        #expect(try StringsFile.entries(utf8, plural: false).map(\.1) == ["b"])
        #expect(StringsFile.positionalVariablesPlain("%1$#@items@ in %2$#@lists@") == "%#@items@ in %#@lists@")
        // A key alone is its own value.
        #expect(try StringsFile.entries(Array("\"a\";\n\"b\" = \"c\";".utf8), plural: false).map(\.1) == ["a", "c"])
        // An XML plist in UTF-16 with its declaration saying so.
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><dict><key>a</key>"
            + "<string>b</string></dict></plist>"
        var be: [UInt8] = [0xFE, 0xFF, 0xFE, 0xFF]
        for unit in plist.utf16 { be += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try StringsFile.entries(be, plural: false).map(\.1) == ["b"])
    }

    @Test func anUnreadableTableFailsNamingIt() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", "final class AViewController: UIViewController { override func viewDidLoad() { "
            + "title = NSLocalizedString(\"t\", comment: \"\") } }\n")
        try s.write("App/en.lproj/Localizable.strings", "\"t\" = \"Title\";\n")
        try s.write("App/de.lproj/Localizable.strings", "\"t\" = \"Titel\"\n\"u\" = ;")
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let failure = try #require(scan.tableFailure)
        #expect(failure.contains("App/de.lproj/Localizable.strings"))
        #expect(throws: ScanError.self) {
            let settings = ScanSettings(sources: ["App"], path: "suites[0].scan")
            _ = try BarSnapScanProvider().scan(settings, directory: s.path)
        }
    }

    @Test func committedFileWinsAndADisagreementIsANote() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write(
            "swiftgen.yml", "strings:\n  inputs: App/en.lproj\n  outputs:\n    templateName: structured-swift5\n")
        try s.write("App/en.lproj/Localizable.strings", "\"a.b\" = \"From settings\";\n\"c\" = \"Committed\";\n")
        try s.write("App/Strings.swift", "enum L10n {\n  enum A {\n    static let b = L10n.tr(\"Localizable\", \"c\", "
            + "fallback: \"x\")\n  }\n}\n")
        try s.write("App/A.swift", "final class AViewController: UIViewController { override func viewDidLoad() { "
            + "title = L10n.A.b } }\n")
        // A key with an argument is a function in the committed file: it wins too.
        try s.write("App/Count.swift", "extension L10n {\n  static func count(_ p1: Int) -> String { "
            + "L10n.tr(\"Localizable\", \"c\", p1, fallback: \"x\") }\n}\n"
            + "final class BViewController: UIViewController { override func viewDidLoad() { "
            + "title = L10n.count(3) } }\n")
        try s.write("App/en.lproj/Localizable.strings", "\"a.b\" = \"From settings\";\n\"c\" = \"Committed\";\n"
            + "\"count\" = \"By settings\";\n")
        let scan = try AppScan(sources: ["App"], directory: s.path)
        #expect(scan.spec("AViewController")?["item"]?["title"] == .string("Committed"))
        #expect(scan.spec("BViewController")?["item"]?["title"] == .string("Committed"))
        #expect(scan.notes.contains { $0.file == "App/Strings.swift" && $0.line == 3
            && $0.reason.contains("the committed file is read") })
    }

    @Test func theSettingsFileIsPartOfTheCacheKey() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", "final class AViewController: UIViewController {}\n")
        try s.write("swiftgen.yml", "strings:\n  outputs:\n    templateName: flat-swift5\n")
        let flat = try ScanInputs.digest(sources: ["App"], directory: s.path, allowOutside: false)
        try s.write("swiftgen.yml", "strings:\n  outputs:\n    templateName: structured-swift5\n")
        let structured = try ScanInputs.digest(sources: ["App"], directory: s.path, allowOutside: false)
        #expect(flat != structured)
    }

    @Test func coverageLinePerField() throws {
        let scan = try Self.scan()
        // The Plural table has no German: its title is not counted as a German title read.
        #expect(scan.report(title: "app").contains("read: titles 5/5 read, de titles 4/5, items 7/7, back buttons 0/0"))
        #expect(scan.json()["coverage"]?["localeTitles"]?["de"]?["read"] == .number(4))
        let s = try Scratch()
        defer { s.remove() }
        try s.write("App/A.swift", "final class AViewController: UIViewController { override func viewDidLoad() { "
            + "title = model.name\n navigationItem.rightBarButtonItem = makeItem() } }\n")
        let other = try AppScan(sources: ["App"], directory: s.path)
        #expect(other.report(title: "app").contains("read: titles 0/1 read, items 0/1, back buttons 0/0"))
    }

    @Test func localizationWrappersWhateverTheirNames() throws {
        let scan = try AppScan(sources: ["Wrappers"], directory: Self.app)
        let titles = ["A", "B", "C", "D", "E"].map { scan.spec($0 + "ViewController")?["item"]?["title"] }
        #expect(titles == ["One", "Two", "Three", "Four", "Five"].map { JSON.string($0) })
    }

    @Test func stringCatalogSymbols() throws {
        let scan = try AppScan(sources: ["Catalogs"], directory: Self.app)
        #expect(scan.spec("AView")?["item"]?["title"] == .string("Settings"))
        #expect(scan.spec("AView", locale: "de")?["item"]?["title"] == .string("Einstellungen"))
        #expect(scan.spec("BView")?["item"]?["title"] == .string("Welcome"))
        #expect(scan.spec("CViewController")?["item"]?["title"] == .string("Settings"))
    }

    @Test func miniYAMLReadsTheSettingsSubset() throws {
        let yaml = try #require(MiniYAML.parse("""
            # comment
            strings:
              inputs: [a.strings, "b.strings"]
              outputs:
                - templateName: flat-swift5 # trailing
                  params:
                    enumName: 'Strings'
            """))
        let settings = SwiftGenSettings(yaml, file: "swiftgen.yml")
        #expect(settings.strings == [.init(template: .flat, enumName: "Strings", inputs: ["a.strings", "b.strings"])])
        #expect(GeneratedNames.swiftGenName(key: "settings.create_account", table: "Localizable",
                                            template: .structured, enumName: "L10n", tableEnum: false)
                == "L10n.Settings.createAccount")
        #expect(GeneratedNames.lowerFirstWord("URLTitle") == "urlTitle")
        let forced = try #require(MiniYAML.parse(
            "strings:\n  outputs:\n    templateName: structured-swift5\n    params:\n      forceFileNameEnum: true\n"))
        #expect(SwiftGenSettings(forced, file: "swiftgen.yml").strings.first?.forceTableEnum == true)
        let spaced = try #require(
            MiniYAML.parse("strings:\n  -   inputs: a\n      outputs:\n        templateName: flat\n"))
        #expect(SwiftGenSettings(spaced, file: "swiftgen.yml").strings.map(\.inputs) == [["a"]])
        // Bad input never traps, and stays linear.
        let many = String(repeating: "- a: b\n", count: 3_000)
        #expect(MiniYAML.parse(many)?.items.count == 3_000)
        // A table of nothing but byte-order marks (200,000 of them) is an empty table, read at once.
        let marks = [UInt8]((0..<200_000).flatMap { _ in [UInt8(0xFF), 0xFE] })
        #expect(try StringsFile.entries(marks, plural: false).isEmpty)
        for bad in ["- - -", ":", "a:\n  - b: [", "\u{0}", String(repeating: " a:\n", count: 50)] {
            _ = MiniYAML.parse(bad)
        }
    }
}
