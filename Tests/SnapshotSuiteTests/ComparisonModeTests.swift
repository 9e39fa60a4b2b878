import Basics
import Verdict
import PNGCodec
import SnapshotSuite
import Testing

/// A comparison mode written in a test, as a user would add one: a pixel differs when one of its channels moved by
/// more than `levels`. One type, passed as a value where modes are read, makes it a tolerance mode of barsnap.json,
/// with its key in the schema, its `barsnap diff` flag and its words in failure messages.
struct ChannelLevels: ComparisonMode {
    var levels: Int
    static let name = "channels"
    static let summary = "a pixel differs when one of its channels moved by more than `levels`."
    static let keys = [
        SchemaProperty("levels", .integer(0...255), default: "0", "channels only: how far a channel may move.")
    ]
    static let flags = [ComparisonFlag("levels", key: "levels", help: "How far a channel may move, 0…255.")]

    init(levels: Int) { self.levels = levels }
    init(parsing object: JSONObjectNode) throws {
        levels = try object.optional("levels").map { Int(try $0.number()) } ?? 0
    }

    var description: String { "channels ±\(levels)" }

    func differences(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool) -> PixelDifferences {
        var count = 0
        var image = diffImage ? background(of: expected) : nil
        for i in stride(from: 0, to: expected.pixels.count, by: 4) {
            let moved = (0..<4).contains { abs(Int(expected.pixels[i + $0]) - Int(actual.pixels[i + $0])) > levels }
            guard moved else { continue }
            count += 1
            if image != nil { image!.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255]) }
        }
        return PixelDifferences(count: count, image: image)
    }
}

@Suite struct ComparisonModeTests {
    /// The built-in modes and this test's: a list passed where modes are read by name, no global registration.
    static let modes: [any ComparisonMode.Type] = ComparisonModes.builtIn + [ChannelLevels.self]

    static let spec = ##"{"device": "iphone-se", "item": {"title": "Levels"}}"##

    @Test func theDefaultToleranceIsExactEverywhere() throws {
        #expect(DiffOptions() == .exact && DiffOptions().mode.name == "exact")
        #expect(ConfigurationFile.defaultTolerance == DiffOptions())
        #expect(
            SnapshotConfiguration(snapshotsDirectory: "/s", artifactsDirectory: "/a", environment: [:]).diffOptions
                == DiffOptions())
        #expect(SuiteLocation(packageRoot: "/p").tolerance == DiffOptions())
        // One pixel one level off: the default comparison counts it.
        let a = Bitmap(width: 4, height: 2, fill: (10, 20, 30, 255))
        var b = a
        b.setPixel(x: 1, y: 1, (11, 20, 30, 255))
        #expect(ImageComparison.compare(a, b).differentPixels == 1 && !ImageComparison.compare(a, b).passed)
        #expect(
            !Verdict.judge(
                expected: a, actual: b, tolerance: DiffOptions(), referenceEnvironment: nil, currentEnvironment: nil
            ).passed)
    }

    @Test func aModeOfYoursIsATolerance() throws {
        let node = JSONNode(
            try JSON.parse(Array(#"{"mode": "channels", "levels": 3, "maxPixels": 1}"#.utf8)), path: "tolerance")
        let tolerance = try DiffOptions(parsing: node, modes: Self.modes)
        #expect(tolerance == DiffOptions(ChannelLevels(levels: 3), maxDifferentPixels: 1))
        #expect(tolerance.description == "channels ±3, max 1 px or 0%")
        // Its key belongs to it; another mode's key is refused with the mode it belongs to.
        let wrong = JSONNode(try JSON.parse(Array(#"{"mode": "exact", "levels": 3}"#.utf8)), path: "tolerance")
        #expect(
            throws: JSONPathError(
                path: "tolerance.levels", message: #"applies to mode "channels" only (this tolerance is "exact")"#)
        ) {
            try DiffOptions(parsing: wrong, modes: Self.modes)
        }
        let range = JSONNode(try JSON.parse(Array(#"{"mode": "channels", "levels": 300}"#.utf8)), path: "tolerance")
        #expect(throws: JSONPathError.self) { try DiffOptions(parsing: range, modes: Self.modes) }
        // The schema lists it, and `barsnap diff` takes its flag.
        let schema = ComparisonModes.schema(Self.modes)
        #expect(schema.keys.contains("levels"))
        if case let .choice(names, _) = schema["mode"].type {
            #expect(names.contains("channels") && names.contains("exact"))
        }
        let cli = try ComparisonModes.tolerance(
            arguments: ["a.png", "--mode", "channels", "--levels", "2", "b.png"], defaultMode: "pixelmatch",
            modes: Self.modes)
        #expect(cli.tolerance == DiffOptions(ChannelLevels(levels: 2)) && cli.positional == ["a.png", "b.png"])
        #expect(throws: ComparisonFlagError.self) {
            try ComparisonModes.tolerance(arguments: ["a.png", "b.png", "--levels", "2"], defaultMode: "pixelmatch",
                                          modes: Self.modes)
        }
    }

    /// barsnap.json → case → `SnapshotCase.check` → the mode's comparison and words in the failure.
    @Test func aModeOfYoursDecidesAVerify() throws {
        let s = try Scratch("modes")
        defer { s.remove() }
        try s.write("Specs/bar.json", Self.spec)
        func configure(levels: Int) throws -> BarSnapConfiguration {
            try s.write(
                "barsnap.json",
                ##"""
                    {"suites": [{"name": "m", "specs": ["Specs/*.json"], "tolerance": {"mode": "channels", "levels":\##
                     \##(levels)}}]}
                    """##
            )
            return try BarSnapConfiguration(contentsOf: s.path + "/barsnap.json", modes: Self.modes)
        }
        var config = try configure(levels: 3)
        // Without the list, "channels" is no mode the configuration knows: nothing registered it for the process.
        #expect(throws: ConfigurationError.self) { try s.load() }
        let snapshot = try #require(config.cases.first)
        #expect(snapshot.tolerance == DiffOptions(ChannelLevels(levels: 3)))
        let artifacts = s.path + "/artifacts"
        _ = try snapshot.check(
            configuration: try config.snapshotConfiguration(recordMode: .all, artifacts: artifacts, environment: [:]))
        // Move one pixel of the reference by two levels.
        let path = s.path + "/Snapshots/" + snapshot.referencePath
        let decoded = try PNG.decode(file: path)
        var moved = decoded.bitmap
        let p = moved.pixel(x: 5, y: 5)
        moved.setPixel(x: 5, y: 5, (p.r < 128 ? p.r + 2 : p.r - 2, p.g, p.b, p.a))
        try FileIO.writeAtomically(try PNG.encode(moved, text: decoded.text.map { ($0.key, $0.value) }), to: path)

        let verify = try config.snapshotConfiguration(recordMode: .never, artifacts: artifacts, environment: [:])
        #expect(try snapshot.check(configuration: verify).outcome.failure == nil)
        config = try configure(levels: 1)
        let strict = try #require(config.cases.first)
        let failure = try #require(try strict.check(configuration: verify).outcome.failure)
        #expect(
            failure.message.contains("1 of ") && failure.message.contains("(tolerance: channels ±1, max 0 px or 0%)"),
            "\(failure.message)")
    }
}
