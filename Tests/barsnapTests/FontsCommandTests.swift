import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The user's fonts from the command line: a package whose barsnap.json registers its own font file, `--font`,
/// and a replaced font file failing as an environment difference that names it.
@Suite(.serialized) struct FontsCommandTests {
    static let fonts = CLI.packageRoot + "/Tests/Gallery/fonts"

    /// A package with `Fonts/Brand.ttf` (Comfortaa Regular), barsnap.json registering `Fonts/*.ttf`, and one spec whose
    /// title and item use the family.
    func package(family: String = "Comfortaa") throws -> String {
        let root = try CLI.temporaryDirectory()
        try FileIO.createDirectories(root + "/Fonts")
        try FileIO.writeAtomically(
            try FileIO.read(Self.fonts + "/Comfortaa-Regular.ttf"), to: root + "/Fonts/Brand.ttf")
        try CLI.write(
            ##"""
                {"fonts": ["Fonts/*.ttf"], "suites": [{"name": "brand", "specs": ["Specs/*.json"], "matrix":\##
                 {"colorScheme": ["light", "dark"]}}]}
                """##,
            to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Specs")
        try CLI.write(
            ##"""
            {"device": "iphone-15", "style": "uikit",
             "appearance": {"titleFont": {"family": "\##(family)", "size": 18, "weight": "bold"}},
             "item": {"title": "Weekend Recipes", "right": [{"title": "Share", "font": {"family": "\##(family)"}}]}}
            """##, to: root + "/Specs/home.json")
        return root
    }

    @Test func aPackagesOwnFontRecordsVerifiesAndAReplacedFileIsAnEnvironmentFailure() throws {
        let root = try package()
        let record = try CLI.run(["record"], directory: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.contains("2 passed, 0 failed"))
        #expect(FileIO.exists(root + "/Snapshots/brand/home.phone-uikit-44@3x.png"))
        #expect(FileIO.exists(root + "/Snapshots/brand/home.phone-uikit-dark-44@3x.png"))
        let verify = try CLI.run(["verify"], directory: root)
        #expect(verify.status == 0 && verify.stdout.contains("2 passed, 0 failed"), "\(verify.stdout)\(verify.stderr)")

        // Another file at the same path (Comfortaa Bold): the pixels change and the fingerprint names the font.
        try FileIO.writeAtomically(try FileIO.read(Self.fonts + "/Comfortaa-Bold.ttf"), to: root + "/Fonts/Brand.ttf")
        let swapped = try CLI.run(["verify"], directory: root)
        #expect(swapped.status == 1)
        #expect(swapped.stdout.contains("0 passed, 2 failed"), "\(swapped.stdout)")
        #expect(swapped.stdout.contains("environment: 2"), "\(swapped.stdout)")
        // What changed leads (the other face is wider: the title moved), then the environment field.
        #expect(
            swapped.stdout.contains("ENVIRONMENT brand/home.phone-uikit-44@3x: title moved 0.33 pt left; "),
            "\(swapped.stdout)")
        #expect(
            swapped.stdout.contains(
                " — environment differs (font:Brand.ttf sha256:7aeecaf4c799 → sha256:0b82ab5fdba8): "),
            "the one differing field names the font and both hashes: \(swapped.stdout)")
        let manifest = String(
            decoding: try FileIO.read(root + "/.build/barsnap-artifacts/manifest.json"), as: UTF8.self)
        #expect(
            manifest.contains(#""kind": "environment""#) || manifest.contains(#""kind":"environment""#),
            "\(manifest.prefix(400))")

        // The original file back: everything passes again, nothing was written under Snapshots/.
        try FileIO.writeAtomically(
            try FileIO.read(Self.fonts + "/Comfortaa-Regular.ttf"), to: root + "/Fonts/Brand.ttf")
        #expect(try CLI.run(["verify"], directory: root).status == 0)
    }

    @Test func anUnknownFamilyIsOneLineListingTheFamilies() throws {
        let root = try package(family: "Brand Sans")
        for command in [["verify"], ["record"], ["list"]] {
            let r = try CLI.run(command, directory: root)
            #expect(r.status == 1)
            #expect(
                r.stderr
                    == """
                        barsnap: \(root)/Specs/home.json: appearance.titleFont.family: unknown font family \"Brand\
                         Sans\"\u{20}
                        """
                    + """
                        (available: Comfortaa, DejaVu Sans, Inter, VL PGothic); a family of your own needs its font\
                         files registered:\u{20}
                        """
                    + "\"fonts\" in barsnap.json or in the scene spec, --font, or Scene.registerFonts in Swift "
                    + "with {\"colorScheme\":\"light\"}\n", "\(r.stderr)")
        }
        #expect(!FileIO.exists(root + "/Snapshots"))
    }

    @Test func renderTakesTheSpecsFontsAndFontOptions() throws {
        let root = try package()
        let spec = root + "/Specs/home.json"
        // Without the configuration's fonts the family is unknown; --font (or the spec's "fonts") registers it.
        let bare = try CLI.run(["render", spec, "-o", root + "/a.png"])
        #expect(
            bare.status == 1
                && bare.stderr.contains(#"unknown font family "Comfortaa" (available: DejaVu Sans, Inter, VL PGothic)"#)
        )
        let withFont = try CLI.run(["render", spec, "-o", root + "/a.png", "--font", root + "/Fonts/*.ttf"])
        #expect(withFont.status == 0, "\(withFont.stderr)")
        try CLI.write(
            ##"""
                {"device": "iphone-15", "style": "uikit", "fonts": ["../Fonts/Brand.ttf"], "appearance":\##
                 {"titleFont": {"family": "Comfortaa", "size": 18, "weight": "bold"}}, "item": {"title": "Weekend\##
                 Recipes", "right": [{"title": "Share", "font": {"family": "Comfortaa"}}]}}
                """##,
            to: root + "/Specs/own.json")
        #expect(try CLI.run(["render", root + "/Specs/own.json", "-o", root + "/b.png"]).status == 0)
        #expect(
            try FileIO.read(root + "/a.png") == FileIO.read(root + "/b.png"),
            "spec fonts and --font draw the same bytes")
        let layout = try CLI.run(["layout", spec, "--font", root + "/Fonts/Brand.ttf"])
        #expect(layout.status == 0 && layout.stdout.contains(#""label":"Share""#), "\(layout.stdout)\(layout.stderr)")
        let missing = try CLI.run(["render", spec, "-o", root + "/c.png", "--font", root + "/Fonts/*.otf"])
        #expect(
            missing.status == 1 && missing.stderr == "barsnap: --font: \"\(root)/Fonts/*.otf\" matches no file\n",
            "\(missing.stderr)")
        let notAFont = try CLI.run(["render", spec, "-o", root + "/c.png", "--font", spec])
        #expect(
            notAFont.status == 1
                && notAFont.stderr.contains("fonts: font environment: \(spec): not a font file fontconfig can read"),
            "\(notAFont.stderr)")
        #expect(!FileIO.exists(root + "/c.png"))
    }

    @Test func envShowsAConfigurationsFontSet() throws {
        let root = try package()
        let plain = try CLI.run(["env", "--short"], directory: root)
        #expect(plain.status == 0 && !plain.stdout.contains("font:"), "without --config: the pinned set")
        let config = try CLI.run(["env", "--short", "--config", root + "/barsnap.json"])
        #expect(
            config.status == 0 && config.stdout.contains(" font:Brand.ttf sha256:7aeecaf4c799 cairo "),
            "\(config.stdout)\(config.stderr)")
        let details = try CLI.run(["env", "--font", root + "/Fonts/Brand.ttf"])
        #expect(
            details.stdout.contains("Brand.ttf 135304 bytes sha256:7aeecaf4c799")
                && details.stdout.contains("(user font)"))
        let json = try CLI.run(["env", "--json", "--config", root + "/barsnap.json"])
        #expect(
            json.status == 0 && json.stdout.contains(#""userFonts""#) && json.stdout.contains(root + "/Fonts/Brand.ttf")
        )
        let missing = try CLI.run(["env", "--config", root + "/nope.json"])
        #expect(missing.status == 1 && missing.stderr.contains("nope.json"), "\(missing.stderr)")
    }

    @Test func userFontsRenderIdenticalBytesAcrossProcessesAndAHostileFontconfig() throws {
        let root = try package()
        var env = try HostileFontEnvironmentTests().hostileEnvironment()
        // The hostile setup also knows "Comfortaa" (as DejaVu Serif): BarSnap's private set must not care.
        let home = env["HOME"]!
        try FileIO.writeAtomically(try FileIO.read(Self.fonts + "/lobster.otf"), to: home + "/.fonts/Comfortaa.otf")
        let conf = String(decoding: try FileIO.read(home + "/hostile.conf"), as: UTF8.self)
            .split(separator: "</fontconfig>").joined(
                separator:
                    """
                        <alias><family>Comfortaa</family><prefer><family>DejaVu\
                         Serif</family></prefer></alias></fontconfig>
                        """
            )
        try FileIO.writeAtomically(conf, to: home + "/hostile.conf")
        env["LANG"] = "ja_JP.UTF-8"
        let args = [root + "/Specs/home.json", "--font", root + "/Fonts/Brand.ttf"]
        #expect(try CLI.run(["render"] + args + ["-o", root + "/1.png"]).status == 0)
        #expect(try CLI.run(["render"] + args + ["-o", root + "/2.png"]).status == 0)
        let hostile = try CLI.run(["render"] + args + ["-o", root + "/3.png"], environment: env)
        #expect(hostile.status == 0, "\(hostile.stderr)")
        let bytes = try FileIO.read(root + "/1.png")
        #expect(bytes == (try FileIO.read(root + "/2.png")), "two processes differ")
        #expect(bytes == (try FileIO.read(root + "/3.png")), "the hostile fontconfig changed the PNG")
    }
}
