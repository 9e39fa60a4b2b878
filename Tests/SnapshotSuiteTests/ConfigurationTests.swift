import Testing
import Basics
import Verdict
import SnapshotSuite
import Transitions

/// barsnap.json: expansion, naming, tolerance, and every error named by file and JSON path before anything renders.
@Suite struct ConfigurationTests {
    static let spec = ##"{"device": "iphone-15", "item": {"title": "Recipe", "right": [{"system": "done"}]}}"##

    func scratch(_ config: String, specs: [String: String] = ["Specs/save.json": spec]) throws -> Scratch {
        let s = try Scratch("config")
        try s.write("barsnap.json", config)
        for (path, text) in specs { try s.write(path, text) }
        return s
    }

    @Test func matrixIsACartesianProductInKeyOrderOverEachSpec() throws {
        let s = try scratch(##"""
            {"suites": [{"name": "recipe", "specs": ["Specs/*.json"],
              "matrix": {"device": ["iphone-se", "iphone-15", "ipad-11"], "orientation": ["portrait", "landscape"]}}]}
            """##, specs: ["Specs/save.json": Self.spec, "Specs/list.json": Self.spec])
        defer { s.remove() }
        let config = try s.load()
        #expect(config.cases.count == 12)
        #expect(config.cases.map(\.id).contains("recipe/save.phone-landscape-32@2x"))
        #expect(config.cases.map(\.id).contains("recipe/list.pad-landscape-50@2x"))
        #expect(config.snapshotsDirectory == s.path + "/Snapshots")
        #expect(config.tolerance == .exact)
        let c = try #require(config.cases.first { $0.id == "recipe/save.phone-44@3x" })
        #expect(c.referencePath == "recipe/save.phone-44@3x.png")
        #expect(c.origin == s.path + ##"/Specs/save.json with {"device":"iphone-15","orientation":"portrait"}"##)
        #expect(c.scene.screen.presetName == "iphone-15" && c.scene.item.title == "Recipe")
    }

    @Test func objectValuesMergeDeeplyAndOverlaysAddOneCaseEach() throws {
        let s = try scratch(##"""
            {"suites": [{"name": "s", "specs": ["Specs/save.json"],
              "matrix": {"appearance": [{"background": "#FF0000"}, {"tint": "#00FF00"}]},
              "overlays": [{"item": {"prompt": "Pick one"}}, {"barHeight": 64}],
              "caseName": "{stem}-{appearance}"}]}
            """##)
        defer { s.remove() }
        // {appearance} takes an object: it cannot name a case.
        #expect(
            loadError(s)?.contains("suites[0].caseName: {appearance} takes an object here") == true,
            "\(loadError(s) ?? "")")
        try s.write(
            "barsnap.json",
            ##"""
            {"suites": [{"name": "s", "specs": ["Specs/save.json"], "caseName": "{stem}",
              "matrix": {"appearance": [{"background": "#FF0000"}]},
              "overlays": [{"item": {"prompt": "Pick one"}}, {"barHeight": 64}]}]}
            """##)
        let cases = try s.load().cases
        #expect(cases.map(\.id) == ["s/save.phone-64@3x", "s/save.phone-prompt-74@3x"])
        let prompt = try #require(cases.last).scene
        #expect(prompt.item.prompt == "Pick one" && prompt.item.title == "Recipe" && prompt.item.right.count == 1)
        #expect(prompt.appearance.background == Color(hex: "#FF0000"))
    }

    @Test func transitionsNameKindProgressAndFilmstrips() throws {
        let red = ##"{"device": "iphone-15", "appearance": {"background": "#EA2E49"}, "item": {"title": "Red"}}"##
        let tall = ##"{"device": "iphone-15", "item": {"title": "Tall", "prompt": "Hi"}}"##
        let s = try scratch(##"""
            {"suites": [{"name": "flows", "transitions": [
              {"name": "push-red", "from": "Specs/save.json", "to": "Specs/red.json", "progress": [0, 0.5, 1],\##
             "frames": 5},
              {"name": "push-tall", "from": "Specs/save.json", "to": "Specs/tall.json", "progress": [0.25]},
              {"name": "pop-{device}", "from": "Specs/red.json", "to": "Specs/save.json", "kind": "interactive",\##
             "direction": "pop",
               "progress": [0.5], "matrix": {"device": ["iphone-se", "ipad-11"]}}]}]}
            """##, specs: ["Specs/save.json": Self.spec, "Specs/red.json": red, "Specs/tall.json": tall])
        defer { s.remove() }
        let cases = try s.load().cases
        #expect(
            cases.map(\.id) == [
                "flows/pop-ipad-11.pad-50@2x.interactive-0.5", "flows/pop-iphone-se.phone-44@2x.interactive-0.5",
                "flows/push-red.phone-44@3x.fade-0", "flows/push-red.phone-44@3x.fade-0.5",
                "flows/push-red.phone-44@3x.fade-1",
                "flows/push-red.phone-44@3x.fade-5frames", "flows/push-tall.phone-44@3x.slide-0.25"
            ])
        guard case let .transition(_, _, kind, direction, progress) = cases[0].source else {
            Issue.record("not a transition")
            return
        }
        #expect(kind == .interactive && direction == .pop && progress == 0.5)
        guard case let .filmstrip(_, _, _, _, frames) = cases[5].source else {
            Issue.record("not a filmstrip")
            return
        }
        #expect(frames == 5)
        // Absolute paths are taken as they are.
        try s.write(
            "barsnap.json",
            ##"""
                {"suites": [{"name": "f", "transitions": [{"name": "t", "from": "\##(s.path)/Specs/save.json", "to":\##
                 "\##(s.path)/Specs/red.json", "progress": [1]}]}]}
                """##
        )
        #expect(try s.load().cases.map(\.id) == ["f/t.phone-44@3x.fade-1"])
    }

    @Test func toleranceAtTheTopAndPerSuite() throws {
        let s = try scratch(##"""
            {"tolerance": {"mode": "pixelmatch", "threshold": 0.2, "maxPixels": 10},
             "suites": [{"name": "a", "specs": ["Specs/save.json"]},
                        {"name": "b", "specs": ["Specs/save.json"], "tolerance": {"mode": "perceptual", "precision":\##
             0.99, "maxRatio": 0.001}}]}
            """##)
        defer { s.remove() }
        let cases = try s.load().cases
        #expect(
            cases[0].tolerance
                == DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0.2)), maxDifferentPixels: 10))
        #expect(
            cases[1].tolerance == DiffOptions(mode: .perceptual(perceptualPrecision: 0.99), maxDifferentRatio: 0.001))
    }

    @Test func globsStarQuestionAndDoubleStar() throws {
        let s = try scratch(
            ##"{"suites": [{"name": "g", "specs": ["Specs/**/*.json", "Specs/?.json"]}]}"##,
            specs: [
                "Specs/a.json": Self.spec, "Specs/deep/er/b.json": Self.spec, "Specs/.hidden.json": Self.spec,
                "Specs/cc.json": Self.spec, "Specs/notes.txt": "x"
            ])
        defer { s.remove() }
        #expect(try s.load().cases.map(\.id) == ["g/a.phone-44@3x", "g/b.phone-44@3x", "g/cc.phone-44@3x"])
        #expect(try Glob.files(matching: "Specs/?.json", in: s.path) == [s.path + "/Specs/a.json"])
        #expect(try Glob.files(matching: "Specs/**/b.json", in: s.path) == [s.path + "/Specs/deep/er/b.json"])
        #expect(try Glob.files(matching: "Specs/.hidden.json", in: s.path) == [s.path + "/Specs/.hidden.json"])
    }

    /// Each bad configuration: one message naming the file and the JSON path (or the spec file and its path).
    @Test(arguments: [
        (
            ##"""
                {"suites": [{"name": "r", "specs": ["Specs/save.json"], "matrix": {"device": ["iphone-se",\##
                 "iphone-15", "iphone-99"]}}]}
                """##,
            ##"barsnap.json: suites[0].matrix.device[2]: unknown device preset "iphone-99""##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/*.jsn"]}]}"##,
            ##"barsnap.json: suites[0].specs[0]: "Specs/*.jsn" matches no file"##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/missing.json"]}]}"##,
            ##"barsnap.json: suites[0].specs[0]: no file at "##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/bad.json"]}]}"##,
            ##"Specs/bad.json: item.right[1].tint: "#12" is not a colour"##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/broken.json"]}]}"##,
            ##"Specs/broken.json: not valid JSON (line 1, column"##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "specs": ["Specs/save.json"], "matrix": {"device": ["iphone-x",\##
                 "iphone-13-mini"]}}]}
                """##,
            ##"two cases have the id "r/save.phone-44@3x": "##
        ),
        (
            ##"{"suites": [{"name": "r", "specz": ["Specs/save.json"]}]}"##,
            ##"barsnap.json: suites[0].specz: unknown key"##
        ),
        (##"{"suitez": []}"##, ##"barsnap.json: suitez: unknown key"##),
        (##"{"suites": []}"##, ##"barsnap.json: suites: must list at least one value"##),
        (
            ##"{"suites": [{"name": "../up", "specs": ["Specs/save.json"]}]}"##,
            ##"barsnap.json: suites[0].name: "../up" cannot be a suite name"##
        ),
        (##"{"suites": [{"name": "r"}]}"##, ##"barsnap.json: suites[0]: suite "r" needs "specs""##),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/save.json"], "matrix": {"devise": ["iphone-15"]}}]}"##,
            ##"barsnap.json: suites[0].matrix.devise: is not a top-level scene-spec key"##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/save.json"], "overlays": [{"barHeight": -3}]}]}"##,
            ##"barsnap.json: suites[0].overlays[0].barHeight: -3 must be greater than 0"##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/save.json"], "caseName": "{stem}-{colour}"}]}"##,
            ##"barsnap.json: suites[0].caseName: {colour} is not a placeholder here"##
        ),
        (
            ##"{"tolerance": {"mode": "fuzzy"}, "suites": [{"name": "r", "specs": ["Specs/save.json"]}]}"##,
            ##"barsnap.json: tolerance.mode: "fuzzy" is not a known tolerance mode"##
        ),
        (
            ##"""
                {"tolerance": {"mode": "exact", "threshold": 0.1}, "suites": [{"name": "r", "specs":\##
                 ["Specs/save.json"]}]}
                """##,
            ##"barsnap.json: tolerance.threshold: applies to mode "pixelmatch" only"##
        ),
        (
            ##"""
                {"tolerance": {"mode": "pixelmatch", "maxPixels": 1.5}, "suites": [{"name": "r", "specs":\##
                 ["Specs/save.json"]}]}
                """##,
            ##"barsnap.json: tolerance.maxPixels: 1.5 must be a whole number"##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "transitions": [{"name": "t", "from": "Specs/save.json", "to":\##
                 "Specs/nope.json", "progress": [0.5]}]}]}
                """##,
            ##"barsnap.json: suites[0].transitions[0].to: "##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "transitions": [{"name": "t", "from": "Specs/save.json", "to":\##
                 "Specs/save.json", "progress": [1.5]}]}]}
                """##,
            ##"barsnap.json: suites[0].transitions[0].progress[0]: 1.5 must be between 0 and 1"##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "transitions": [{"name": "t", "from": "Specs/save.json", "to":\##
                 "Specs/pad.json", "progress": [0.5]}]}]}
                """##,
            ##"barsnap.json: suites[0].transitions[0]: FROM and TO must share device"##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "transitions": [{"name": "t", "from": "Specs/save.json", "to":\##
                 "Specs/save.json", "kind": "wipe", "progress": [0.5]}]}]}
                """##,
            ##"barsnap.json: suites[0].transitions[0].kind: "wipe" is not a known transition kind"##
        ),
        (
            ##"""
                {"suites": [{"name": "r", "transitions": [{"name": "t", "from": "Specs/save.json", "to":\##
                 "Specs/save.json"}]}]}
                """##,
            ##"barsnap.json: suites[0].transitions[0]: transition "t" needs "progress""##
        ),
        (
            ##"{"suites": [{"name": "r", "specs": ["Specs/save.json"], "matrix": {"barHeight": [800]}}]}"##,
            ##"barsnap.json: suites[0].matrix.barHeight[0]: the bar (800 pt below a 59 pt safe area) does not fit"##
        ),
        ("{\"suites\": [", "barsnap.json: not valid JSON (line 1, column 13")
    ])
    func badConfigurationsAreOneClearError(config: String, expected: String) throws {
        let s = try scratch(
            config,
            specs: [
                "Specs/save.json": Self.spec,
                "Specs/bad.json":
                    ##"{"device": "iphone-15", "item": {"right": [{"title": "a"}, {"title": "b", "tint": "#12"}]}}"##,
                "Specs/broken.json": ##"{"device": "##,
                "Specs/pad.json": ##"{"device": "ipad-11"}"##
            ])
        defer { s.remove() }
        let message = try #require(loadError(s), "expected an error")
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"), "one line: \(message)")
        #expect(!FileIO.exists(s.path + "/Snapshots"), "nothing written")
    }

    @Test func duplicateIdsNameBothOrigins() throws {
        let s = try scratch(
            ##"""
                {"suites": [{"name": "r", "specs": ["Specs/save.json"], "matrix": {"device": ["iphone-x",\##
                 "iphone-13-mini"]}}]}
                """##
        )
        defer { s.remove() }
        let message = try #require(loadError(s))
        #expect(
            message.contains(##"with {"device":"iphone-x"}"##)
                && message.contains(##"with {"device":"iphone-13-mini"}"##), "\(message)")
        #expect(message.contains(##""caseName": "{stem}-{device}""##), "suggests a fix: \(message)")
    }

    @Test func findsTheNearestConfigurationAbove() throws {
        let s = try scratch(##"{"suites": [{"name": "r", "specs": ["Specs/save.json"]}]}"##)
        defer { s.remove() }
        try FileIO.createDirectories(s.path + "/Sources/App/deep")
        #expect(BarSnapConfiguration.find(above: s.path + "/Sources/App/deep") == s.path + "/barsnap.json")
        let config = try BarSnapConfiguration.load(searchingFrom: s.path + "/Sources/App/deep")
        #expect(config.cases.map(\.id) == ["r/save.phone-44@3x"])
        #expect(BarSnapConfiguration.find(above: "/proc/self") == nil)
        #expect(throws: ConfigurationError.self) { try BarSnapConfiguration.load(searchingFrom: "/proc/self") }
    }

    @Test func commentsAndSchemaKeysAreAllowed() throws {
        let s = try scratch(
            ##"""
            {"$schema": "barsnap.schema.json", "$comment": "gallery",
             "suites": [{"$comment": "phones", "name": "r", "specs": ["Specs/save.json"], "matrix": {"$comment": "x",\##
             "scale": [1]}}]}
            """##,
            specs: [
                "Specs/save.json":
                    ##"""
                        {"$schema": "scene.schema.json", "$comment": "a bar", "device": "iphone-15", "item":\##
                         {"$comment": "t", "title": "A"}}
                        """##
            ])
        defer { s.remove() }
        #expect(try s.load().cases.map(\.id) == ["r/save.phone-44@1x"])
        try s.write("barsnap.json", ##"{"$comment": 3, "suites": [{"name": "r", "specs": ["Specs/save.json"]}]}"##)
        #expect(loadError(s)?.contains("$comment: a comment must be a string") == true)
    }
}
