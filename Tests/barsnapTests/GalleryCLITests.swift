import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Reviewing a first recording: `record` names the gallery, `report --all` shows every case by screen with
/// identical drawings stored once, and a failure is one short line with paths relative to the configuration.
@Suite(.serialized) struct GalleryCLITests {
    /// Our own small app (Tests/Fixtures/ScanLocales): two screens; English and German translated, French only
    /// ships an InfoPlist.strings, so it draws the English bars.
    static func app(share: Bool = false) throws -> String {
        let root = try CLI.temporaryDirectory()
        let shareKey = share ? #", "shareLocales": true"# : ""
        let copy =
            "cp -R \(CLI.shellQuote(CLI.packageRoot + "/Tests/Fixtures/ScanLocales/App"))"
            + " \(CLI.shellQuote(root + "/App"))"
        #expect(system(copy) == 0)
        try CLI.write(
            #"""
                {"suites": [{"name": "screens", "scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"],\#
                 "colorScheme": ["light", "dark"], "locale": ["en", "de", "fr"]}\#(shareKey)}]}
                """#,
            to: root + "/barsnap.json")
        return root
    }

    @Test func recordNamesTheGalleryWhichShowsEveryCaseWithIdenticalDrawingsOnce() throws {
        let root = try Self.app()
        let r = try CLI.run(["record"], directory: root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains(" report --all -o .build/barsnap-gallery` "), "\(r.stdout)")
        let g = try CLI.run(["report", "--all", "-o", ".build/barsnap-gallery"], directory: root)
        #expect(g.status == 0, "\(g.stdout)\(g.stderr)")
        // 2 screens × 2 schemes × 3 locales; French draws what English draws: 8 distinct images, not 12.
        #expect(
            g.stdout.hasPrefix("gallery: 12 case(s) of ") && g.stdout.contains(" in 2 screen(s), 8 distinct image(s)"),
            "\(g.stdout)")
        #expect(try FileIO.listDirectory(root + "/.build/barsnap-gallery/images").count == 8)
        let html = String(decoding: try FileIO.read(root + "/.build/barsnap-gallery/index.html"), as: UTF8.self)
        #expect(html.contains("<h2>screens/SettingsViewController</h2>") && html.contains("same drawing as en"))
        #expect(!html.contains(root), "the page names no absolute path")
        // Options that belong to a failure report are refused with --all.
        let bad = try CLI.run(["report", "--all", "-o", "x", "--merge", "a"], directory: root)
        #expect(bad.status != 0 && bad.stderr.contains("--all reads the references"), "\(bad.stderr)")
    }

    @Test func aFailureIsOneShortLineWithPathsRelativeToTheConfiguration() throws {
        let root = try Self.app()
        #expect(try CLI.run(["record"], directory: root).status == 0)
        let strings = root + "/App/Resources/de.lproj/Localizable.strings"
        let text = String(decoding: try FileIO.read(strings), as: UTF8.self)
        try CLI.write(text.replacing("Einstellungen", with: "Optionen"), to: strings)
        let r = try CLI.run(["verify"], directory: root)
        #expect(r.status == 1)
        let fails = r.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map(String.init)
        #expect(fails.count == 2, "\(r.stdout)")
        #expect(
            fails.contains(
                #"""
                    FAIL screens/SettingsViewController-de.phone-uikit-44@3x: title "Einstellungen" → "Optionen" —\#
                     7090 px differ  (Snapshots/screens/SettingsViewController-de.phone-uikit-44@3x.png)
                    """#), "\(fails)")
        #expect(fails.allSatisfy { $0.count < 200 && !$0.contains(root) }, "\(fails)")
        // The manifest keeps everything: the reference, the pixel counts, the change.
        let manifest = String(
            decoding: try FileIO.read(root + "/.build/barsnap-artifacts/manifest.json"), as: UTF8.self)
        #expect(manifest.contains("differentPixels") && manifest.contains("Einstellungen"), "\(manifest)")
    }

    static func pngs(_ root: String) throws -> [String] {
        try FileIO.listDirectory(root + "/Snapshots/screens").filter { $0.hasSuffix(".png") }.sorted()
    }

    /// `shareLocales`: French draws the English bars, so it keeps no reference; verify still checks its cases,
    /// prune keeps the shared file, the gallery says who shares, and accepting English leaves French's expectation.
    @Test func localesThatDrawTheSameShareOneReference() throws {
        let root = try Self.app(share: true)
        let r = try CLI.run(["record"], directory: root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let files = try Self.pngs(root)
        #expect(files.count == 8, "\(files)")
        #expect(!files.contains { $0.contains("-fr.") } && files.contains { $0.contains("-de.") }, "\(files)")
        // Recording again writes nothing.
        let again = try CLI.run(["record"], directory: root)
        let filesAgain = try Self.pngs(root)
        #expect(again.stdout.contains("recorded: 0 in") && filesAgain == files, "\(again.stdout)")
        let v = try CLI.run(["verify"], directory: root)
        #expect(v.status == 0 && v.stdout.hasSuffix("12 passed, 0 failed\n"), "\(v.stdout)")
        // summary.json says which case's reference each sharing case used.
        let summary = String(
            decoding: try FileIO.read(root + "/.build/barsnap-artifacts/summary.json"), as: UTF8.self
        ).replacing(" ", with: "").replacing("\n", with: "")
        #expect(
            summary.contains(
                #""id":"screens/InboxViewController-fr.phone-uikit-dark-44@3x","status":"passed","sharesWith":"#
                    + #""screens/InboxViewController.phone-uikit-dark-44@3x""#)
                && !summary.contains(#""sharesWith":"screens/InboxViewController-de"#), "\(summary)")
        let p = try CLI.run(["prune", "--dry-run"], directory: root)
        #expect(p.status == 0 && !p.stdout.contains(".png"), "\(p.stdout)")
        let g = try CLI.run(["report", "--all", "-o", ".build/g"], directory: root)
        #expect(g.stdout.contains("12 case(s)") && g.stdout.contains("8 distinct image(s)"), "\(g.stdout)")
        let html = String(decoding: try FileIO.read(root + "/.build/g/index.html"), as: UTF8.self)
        #expect(
            html.contains(
                #"<figcaption class="same" title="screens/SettingsViewController.phone-uikit-44@3x">shares en's"#),
            "\(html)")

        // English changes: its cases fail, and so do French's, against the file they share.
        let strings = root + "/App/Resources/en.lproj/Localizable.strings"
        let text = String(decoding: try FileIO.read(strings), as: UTF8.self)
        try CLI.write(text.replacing("\"Settings\"", with: "\"Preferences\""), to: strings)
        let changed = try CLI.run(["verify"], directory: root)
        let fails = changed.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map(String.init)
        #expect(fails.count == 4, "\(changed.stdout)")
        #expect(
            fails.contains {
                $0.hasPrefix("FAIL screens/SettingsViewController-fr.phone-uikit-44@3x: title \"Settings\" → ")
                    && $0.hasSuffix("(Snapshots/screens/SettingsViewController.phone-uikit-44@3x.png, shared)")
            }, "\(fails)")
        // Accepting English alone gives French a copy of what it expected: its expectation does not move.
        let owner = "screens/SettingsViewController.phone-uikit-44@3x.png"
        let before = try FileIO.read(root + "/Snapshots/" + owner)
        let a = try CLI.run(["accept", owner], directory: root)
        #expect(a.status == 0, "\(a.stdout)\(a.stderr)")
        #expect(a.stdout.contains("kept screens/SettingsViewController-fr.phone-uikit-44@3x.png"), "\(a.stdout)")
        #expect(try FileIO.read(root + "/Snapshots/screens/SettingsViewController-fr.phone-uikit-44@3x.png") == before)
        let after = try CLI.run(["verify", "--filter", "*Settings*phone-uikit-44@3x"], directory: root)
        let still = after.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        #expect(still.count == 1 && still[0].contains("-fr.") && !still[0].contains("shared"), "\(after.stdout)")
        // A shared reference that is missing: its users are new, and recording the owner creates it for all of them.
        #expect(unlink(root + "/Snapshots/screens/InboxViewController.phone-uikit-dark-44@3x.png") == 0)
        let missing = try CLI.run(["verify", "--filter", "*Inbox*dark*"], directory: root)
        let news = missing.stdout.split(separator: "\n").filter { $0.hasPrefix("NEW ") }
        #expect(news.count == 2, "\(missing.stdout)")
        #expect(
            news.contains {
                $0.hasPrefix("NEW screens/InboxViewController-fr.phone-uikit-dark-44@3x: no reference  (")
                    && $0.contains(", shared); ")
                    && $0.contains(" record --filter screens/InboxViewController.phone-uikit-dark-44@3x` creates it")
            }, "\(news)")
    }

    /// `init` on an app with several locales turns sharing on.
    @Test func initSharesLocalesForAnAppWithSeveralLocales() throws {
        let root = try CLI.temporaryDirectory()
        let fixture = CLI.packageRoot + "/Tests/Fixtures/ScanLocales/."
        #expect(system("cp -R \(CLI.shellQuote(fixture)) \(CLI.shellQuote(root))") == 0)
        let r = try CLI.run(["init"], directory: root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let config = String(decoding: try FileIO.read(root + "/barsnap.json"), as: UTF8.self)
        #expect(config.contains(#""shareLocales": true"#), "\(config)")
    }

    /// Japanese draws the English bars pixel for pixel but with its script's font set (another environment
    /// fingerprint): it keeps references of its own, so a later change fails as a change, not as an environment.
    @Test func aLocaleWithAnotherFontSetKeepsItsOwnReference() throws {
        let root = try Self.app(share: true)
        let config = String(decoding: try FileIO.read(root + "/barsnap.json"), as: UTF8.self)
        try CLI.write(
            config.replacing(#"["en", "de", "fr"]"#, with: #"["en", "ja"]"#)
                .replacing(#"["light", "dark"]"#, with: #"["light"]"#),
            to: root + "/barsnap.json")
        let r = try CLI.run(["record"], directory: root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let files = try Self.pngs(root)
        #expect(files.count == 4 && files.filter { $0.contains("-ja.") }.count == 2, "\(files)")
        #expect(try CLI.run(["verify"], directory: root).status == 0)
    }
}
