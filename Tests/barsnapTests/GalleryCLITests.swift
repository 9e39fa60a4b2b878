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
    static func app() throws -> String {
        let root = try CLI.temporaryDirectory()
        let copy =
            "cp -R \(CLI.shellQuote(CLI.packageRoot + "/Tests/Fixtures/ScanLocales/App")) \(CLI.shellQuote(root + "/App"))"
        #expect(system(copy) == 0)
        try CLI.write(
            #"""
                {"suites": [{"name": "screens", "scan": {"sources": ["App"]}, "matrix": {"device": ["iphone-15"],\#
                 "colorScheme": ["light", "dark"], "locale": ["en", "de", "fr"]}}]}
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
        #expect(g.stdout.contains("gallery: 12 case(s) of barsnap.json in 2 screen(s), 8 distinct image(s)"),
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
}
