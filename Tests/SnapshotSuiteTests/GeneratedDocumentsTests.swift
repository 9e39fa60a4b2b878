import Testing
import Basics
@testable import SnapshotSuite
import BarModel

/// The JSON Schemas and reference articles are generated from the tables the parsers read; the committed copies
/// must be current (Scripts/generate-docs rewrites them), and the schemas must accept what the parsers accept.
@Suite struct GeneratedDocumentsTests {
    static func committed(_ path: String) throws -> String {
        String(decoding: try FileIO.read(Package.root + "/" + path), as: UTF8.self)
    }

    @Test(arguments: [
        ("Scripts/schemas/barsnap.schema.json", ConfigurationSchema.jsonSchema.serialized(indent: 2) + "\n"),
        ("Scripts/schemas/scene.schema.json", SpecSchema.jsonSchema.serialized(indent: 2) + "\n"),
        ("Sources/BarSnap/BarSnap.docc/ConfigurationReference.md", ConfigurationSchema.markdown),
        ("Sources/BarSnap/BarSnap.docc/SceneSpecReference.md", SpecSchema.markdown),
    ])
    func committedCopyIsCurrent(path: String, generated: String) throws {
        #expect(try Self.committed(path) == generated, "\(path) is out of date: run Scripts/generate-docs")
    }

    @Test func theGalleryConfigurationAndInitsTemplateValidate() throws {
        let validator = JSONSchemaValidator(root: ConfigurationSchema.jsonSchema)
        let gallery = try JSON.parse(FileIO.read(Package.root + "/barsnap.json"))
        #expect(validator.validate(gallery) == [])
        #expect(validator.validate(try JSON.parse(Templates.configuration)) == [])
        #expect(JSONSchemaValidator(root: SpecSchema.jsonSchema).validate(try JSON.parse(Templates.exampleSpec)) == [])
    }

    /// The scene schema refuses what the parser refuses, at the same place.
    @Test(arguments: [
        ##"{"item": {"title": "no device"}}"##,
        ##"{"device": "iphone-99"}"##,
        ##"{"device": "iphone-15", "orientation": "upside-down"}"##,
        ##"{"device": "iphone-15", "barHeight": 0}"##,
        ##"{"device": "iphone-15", "appearance": {"background": "#12"}}"##,
        ##"{"device": "iphone-15", "appearance": {"backgroundAlpha": 1.5}}"##,
        ##"{"device": "iphone-15", "item": {"right": [{"title": "a", "symbol": "xmark"}]}}"##,
        ##"{"device": "iphone-15", "item": {"right": [{}]}}"##,
        ##"{"device": "iphone-15", "item": {"right": [{"symbol": "tortoise"}]}}"##,
        ##"{"device": "iphone-15", "item": {"right": [{"space": -3}]}}"##,
        ##"{"device": "iphone-15", "item": {"left": [{"title": "a", "font": {"weight": "black"}}]}}"##,
        ##"{"device": "iphone-15", "itme": {}}"##,
        ##"{"device": {"width": 300}}"##,
    ])
    func theSceneSchemaRefusesWhatTheParserRefuses(text: String) throws {
        #expect(JSONSchemaValidator(root: SpecSchema.jsonSchema).validate(try JSON.parse(text)) != [], "\(text)")
        #expect(throws: (any Error).self) { try SpecParser().parse(try JSON.parse(text)) }
    }

    @Test(arguments: [
        ##"{"suites": []}"##,
        ##"{"suitez": [{"name": "a", "specs": ["x.json"]}]}"##,
        ##"{"suites": [{"name": "a", "specs": ["x.json"]}], "tolerance": {"mode": "fuzzy"}}"##,
        ##"{"suites": [{"name": "a", "specs": ["x.json"]}], "tolerance": {"threshold": 0.1}}"##,
        ##"{"suites": [{"name": "a", "specs": ["x.json"], "matrix": {"devise": ["iphone-15"]}}]}"##,
        ##"""
            {"suites": [{"name": "a", "transitions": [{"name": "t", "from": "a.json", "to": "b.json", "progress":\##
             [2]}]}]}
            """##,
        ##"""
            {"suites": [{"name": "a", "transitions": [{"name": "t", "from": "a.json", "to": "b.json", "kind":\##
             "wipe"}]}]}
            """##
    ])
    func theConfigurationSchemaRefusesWhatTheParserRefuses(text: String) throws {
        #expect(
            JSONSchemaValidator(root: ConfigurationSchema.jsonSchema).validate(try JSON.parse(text)) != [], "\(text)")
        #expect(throws: (any Error).self) { try ConfigurationFile.parse(try JSON.parse(text)) }
    }

    /// Every gallery and example spec validates against the scene schema.
    @Test func everySpecOfTheRepositoryValidates() throws {
        let validator = JSONSchemaValidator(root: SpecSchema.jsonSchema)
        var files: [String] = []
        for dir in ["Tests/Gallery", "Scripts/examples"] {
            files += try Glob.files(matching: "**/*.json", in: Package.root + "/" + dir)
        }
        #expect(files.count >= 40)
        for file in files {
            let problems = validator.validate(try JSON.parse(FileIO.read(file)))
            #expect(problems == [], "\(file): \(problems)")
        }
    }
}
