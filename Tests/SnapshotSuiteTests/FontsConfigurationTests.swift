import Testing
import Basics
import Pipeline
import PNGCodec
import Verdict
import SnapshotSuite
import BarModel

/// barsnap.json's `fonts`, scene specs' `fonts` and `family`, and `colorScheme` as a matrix axis.
@Suite struct FontsConfigurationTests {
    static let fonts = Package.root + "/Tests/Gallery/fonts"
    static let brand =
        ##"""
            {"device": "iphone-15", "appearance": {"titleFont": {"family": "Comfortaa", "size": 20}}, "item":\##
             {"title": "Recipes"}}
            """##
    static let plain = ##"{"device": "iphone-15", "item": {"title": "Recipes"}}"##

    func scratch(_ config: String, specs: [String: String]) throws -> Scratch {
        let s = try Scratch("fonts")
        try s.write("barsnap.json", config)
        for (path, text) in specs { try s.write(path, text) }
        try s.copy(from: Self.fonts + "/Comfortaa-Regular.ttf", to: "Fonts/Comfortaa-Regular.ttf")
        try s.copy(from: Self.fonts + "/lobster.otf", to: "Fonts/Script/lobster.otf")
        try s.copy(from: Self.fonts + "/Comfortaa-OFL.txt", to: "Fonts/OFL.txt")
        return s
    }

    @Test func configurationFontsJoinEveryScenesFontSetAheadOfTheSpecsOwn() throws {
        let s = try scratch(
            ##"{"fonts": ["Fonts/*.ttf"], "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##,
            specs: [
                "Specs/brand.json": Self.brand,
                "Specs/script.json":
                    ##"""
                        {"device": "iphone-15", "fonts": ["../Fonts/Script/*.otf", "../Fonts/Comfortaa-Regular.ttf"],\##
                         "appearance": {"titleFont": {"family": "Lobster Two"}}, "item": {"title": "Café"}}
                        """##
            ])
        defer { s.remove() }
        let config = try s.load()
        let regular = s.path + "/Fonts/Comfortaa-Regular.ttf", lobster = s.path + "/Fonts/Script/lobster.otf"
        #expect(config.fonts == [regular])
        let brand = try #require(config.cases.first { $0.id == "t/brand.phone-44@3x" })
        let script = try #require(config.cases.first { $0.id == "t/script.phone-44@3x" })
        #expect(brand.scene.fonts == [regular])
        #expect(script.scene.fonts == [regular, lobster], "the configuration's first, then the spec's, each once")
        #expect(try brand.fingerprint().contains("font:Comfortaa-Regular.ttf sha256:7aeecaf4c799"))
        #expect(
            try script.fingerprint().contains(
                "font:Comfortaa-Regular.ttf sha256:7aeecaf4c799 font:lobster.otf sha256:4605f4c5aac8"))
        // The brand case draws in Comfortaa: not the pinned face.
        var system = brand.scene
        system.appearance.titleFont.family = nil
        #expect(try brand.render() != Pipeline.render(system))
    }

    @Test func fontErrorsNameTheFileAndThePathBeforeAnythingRenders() throws {
        func error(_ config: String, _ specs: [String: String] = ["Specs/brand.json": Self.brand]) throws -> String {
            let s = try scratch(config, specs: specs)
            defer { s.remove() }
            return loadError(s).map { $0.split(separator: s.path + "/", omittingEmptySubsequences: false).joined() }
                ?? "loaded"
        }
        #expect(
            try error(##"{"fonts": ["Fonts/*.otf"], "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##)
                == #"barsnap.json: fonts[0]: "Fonts/*.otf" matches no file"#)
        #expect(
            try error(
                ##"""
                    {"fonts": ["Fonts/*.ttf", "Fonts/Missing.ttf"], "suites": [{"name": "t", "specs":\##
                     ["Specs/*.json"]}]}
                    """##
            )
                == "barsnap.json: fonts[1]: no font file at Fonts/Missing.ttf")
        #expect(
            try error(##"{"fonts": ["Fonts/*"], "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##)
                == """
                    barsnap.json: fonts: font environment: Fonts/OFL.txt: not a font file fontconfig can read\
                     (TrueType, OpenType or a collection)
                    """
        )
        #expect(
            try error(##"{"fonts": "Fonts/x.ttf", "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##)
                == "barsnap.json: fonts: expected an array, found a string")
        // An unknown family names the spec file, the font object and the families there are.
        #expect(
            try error(##"{"suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##).hasPrefix(
                #"""
                    Specs/brand.json: appearance.titleFont.family: unknown font family "Comfortaa" (available: DejaVu\#
                     Sans, Inter, VL PGothic)
                    """#
            ))
        #expect(
            try error(##"{"fonts": ["Fonts/**/*.otf"], "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##)
                .hasPrefix(
                    #"""
                        Specs/brand.json: appearance.titleFont.family: unknown font family "Comfortaa" (available:\#
                         DejaVu Sans, Inter, Lobster Two, VL PGothic)
                        """#
                ))
        // …or the overlay or matrix value that brought it in.
        #expect(
            try error(
                ##"""
                    {"fonts": ["Fonts/*.ttf"], "suites": [{"name": "t", "specs": ["Specs/*.json"], "overlays":\##
                     [{"item": {"right": [{"title": "x", "font": {"family": "Brand"}}]}}]}]}
                    """##
            ).hasPrefix(
                #"""
                    barsnap.json: suites[0].overlays[0].item.right[0].font.family: unknown font family "Brand"\#
                     (available: Comfortaa, DejaVu Sans, Inter, VL PGothic)
                    """#
            ))
        #expect(
            try error(
                ##"""
                    {"suites": [{"name": "t", "specs": ["Specs/*.json"], "matrix": {"fonts": [["../Fonts/OFL.txt"]]}}]}
                    """##
            )
                == """
                    barsnap.json: suites[0].matrix.fonts[0]: font environment: Fonts/OFL.txt: not a font file\
                     fontconfig can read (TrueType, OpenType or a collection)
                    """
        )
        // A spec's own font list is relative to the spec.
        #expect(
            try error(
                ##"{"suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##,
                ["Specs/brand.json": ##"{"device": "iphone-15", "fonts": ["Fonts/*.ttf"]}"##])
                == #"Specs/brand.json: fonts[0]: "Fonts/*.ttf" matches no file"#)
    }

    @Test func colorSchemeIsAMatrixAxisAndTheVariantShowsIt() throws {
        let s = try scratch(
            ##"""
                {"suites": [{"name": "t", "specs": ["Specs/*.json"], "matrix": {"style": ["custom", "uikit"],\##
                 "colorScheme": ["light", "dark"]}}]}
                """##,
            specs: ["Specs/plain.json": Self.plain])
        defer { s.remove() }
        #expect(
            try s.load().cases.map(\.id) == [
                "t/plain.phone-44@3x", "t/plain.phone-dark-44@3x", "t/plain.phone-uikit-44@3x",
                "t/plain.phone-uikit-dark-44@3x"
            ])
        try s.write(
            "barsnap.json",
            ##"{"suites": [{"name": "t", "specs": ["Specs/*.json"], "matrix": {"colorScheme": ["dim"]}}]}"##)
        #expect(
            loadError(s)
                == s.path
                + #"""
                    /barsnap.json: suites[0].matrix.colorScheme[0]: "dim" is not a known colour scheme (expected one\#
                     of "light", "dark")
                    """#
        )
    }

    @Test func recordedReferencesCarryTheCasesFontFingerprint() throws {
        let s = try scratch(
            ##"{"fonts": ["Fonts/*.ttf"], "suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"##,
            specs: ["Specs/brand.json": Self.brand, "Specs/plain.json": Self.plain])
        defer { s.remove() }
        let config = try s.load()
        let harness = try config.snapshotConfiguration(
            recordMode: .all, artifacts: s.path + "/artifacts", environment: [:])
        let recorded = SuiteRunner(configuration: harness, jobs: 2).run(config.cases)
        #expect(
            recorded.outcomes.allSatisfy { $0.failure?.recorded == true },
            "\(recorded.outcomes.map { $0.failure?.message ?? "" })")
        let text = try PNG.decode(file: s.path + "/Snapshots/t/brand.phone-44@3x.png").text
        let stored = try #require(text[SnapshotConfiguration.fingerprintKey])
        #expect(stored == (try Pipeline.fingerprint(for: config.cases[0].scenes)))
        #expect(stored.contains("font:Comfortaa-Regular.ttf sha256:7aeecaf4c799"))
        // Verifying again passes, with the same fingerprint.
        let verify = try config.snapshotConfiguration(
            recordMode: .never, artifacts: s.path + "/artifacts", environment: [:])
        #expect(SuiteRunner(configuration: verify, jobs: 2).run(config.cases).failed == 0)
    }
}
