import Basics
import BarModel
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The commands over a user's own barsnap.json: init → record → verify → edit → verify fails only that spec →
/// list; and the promise that verify never writes a reference and no command touches files it does not own.
@Suite(.serialized) struct ConfigurationCommandTests {
    static let save =
        ##"""
            {"device": "iphone-15", "appearance": {"background": "#F9F9F9"}, "item": {"title": "Save", "right":\##
             [{"system": "done"}]}}
            """##
    static let list = ##"{"device": "iphone-15", "canPop": false, "item": {"title": "Recipes"}}"##

    /// A user's package: barsnap.json with one suite over two specs on two devices, plus files no command owns.
    func package() throws -> String {
        let root = try CLI.temporaryDirectory()
        try CLI.write(
            ##"""
                {"suites": [{"name": "recipe", "specs": ["Specs/*.json"], "matrix": {"device": ["iphone-se",\##
                 "ipad-11"]}}]}
                """##,
            to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Specs")
        try CLI.write(Self.save, to: root + "/Specs/save.json")
        try CLI.write(Self.list, to: root + "/Specs/list.json")
        try FileIO.createDirectories(root + "/Snapshots/login")
        try CLI.write("my own reference", to: root + "/Snapshots/login/toolbar.png")
        try CLI.write("notes", to: root + "/Snapshots/README.md")
        return root
    }

    /// Every file under `root` (relative) with its bytes, except the artifacts folder.
    func tree(_ root: String, skipping: String = ".build") throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        func walk(_ dir: String, _ rel: String) throws {
            for name in try FileIO.listDirectory(dir) {
                let path = dir + "/" + name, r = rel.isEmpty ? name : rel + "/" + name
                if r == skipping { continue }
                if FileIO.isDirectory(path) { try walk(path, r) } else { out[r] = try FileIO.read(path) }
            }
        }
        try walk(root, "")
        return out
    }

    @Test func verifyNeverWritesAReferenceEvenWhenAllAreMissing() throws {
        let root = try package()
        let before = try tree(root)
        let r = try CLI.run(["verify"], environment: ["BARSNAP_RECORD": "all", "CI": "false"], directory: root)
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let news = r.stdout.split(separator: "\n").filter { $0.hasPrefix("NEW recipe/") }
        #expect(news.count == 4, "\(r.stdout)")
        // The command as barsnap was run (here the build product's own path), the id shell-quoted.
        #expect(news.contains { $0.contains(" record --filter recipe/list.pad-50@2x` creates it") }, "\(r.stdout)")
        #expect(r.stdout.hasSuffix("0 passed, 4 failed\n"))
        #expect(try tree(root) == before, "verify wrote outside its artifacts")
        #expect(FileIO.exists(root + "/.build/barsnap-artifacts/recipe/save.phone-44@2x/actual.png"))
    }

    @Test func recordVerifyEditVerifyFailsOnlyThatSpec() throws {
        let root = try package()
        let rec = try CLI.run(["record"], directory: root)
        #expect(rec.status == 0, "\(rec.stdout)\(rec.stderr)")
        #expect(rec.stdout.hasSuffix("4 passed, 0 failed\n"), "\(rec.stdout)")
        let recorded = try tree(root)
        #expect(
            recorded["Snapshots/recipe/save.phone-44@2x.png"] != nil
                && recorded["Snapshots/recipe/list.pad-50@2x.png"] != nil)
        // Recording again changes no byte; verify passes.
        #expect(try CLI.run(["record"], directory: root).status == 0)
        #expect(try tree(root) == recorded)
        let v = try CLI.run(["verify"], directory: root)
        #expect(v.status == 0 && v.stdout.hasSuffix("4 passed, 0 failed\n"), "\(v.stdout)")

        // One spec changes: only its two cases fail, with artifacts, and no reference moves.
        try CLI.write(Self.save.replacing("\"Save\"", with: "\"Saved\""), to: root + "/Specs/save.json")
        let edited = try tree(root)
        let v2 = try CLI.run(["verify"], directory: root)
        #expect(v2.status == 1)
        let fails = v2.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map {
            String($0.split(separator: ":")[0])
        }
        #expect(fails.sorted() == ["FAIL recipe/save.pad-50@2x", "FAIL recipe/save.phone-44@2x"], "\(v2.stdout)")
        #expect(try tree(root) == edited)
        for file in ["actual.png", "diff.png"] {
            #expect(FileIO.exists(root + "/.build/barsnap-artifacts/recipe/save.phone-44@2x/" + file))
        }
        // From a subfolder, the configuration above is found.
        try FileIO.createDirectories(root + "/Sources/App")
        let sub = try CLI.run(["verify", "--filter", "list"], directory: root + "/Sources/App")
        #expect(sub.status == 0 && sub.stdout.hasSuffix("2 passed, 0 failed\n"), "\(sub.stdout)\(sub.stderr)")
    }

    @Test func listPrintsIdsAfterFilterAndShard() throws {
        let root = try package()
        let all = try CLI.run(["list"], directory: root)
        #expect(
            all.stdout
                == "recipe/list.pad-50@2x\nrecipe/list.phone-44@2x\nrecipe/save.pad-50@2x\nrecipe/save.phone-44@2x\n")
        #expect(
            try CLI.run(["list", "--filter", "*.pad-*"], directory: root).stdout
                == "recipe/list.pad-50@2x\nrecipe/save.pad-50@2x\n")
        let shards = try (1...3).map { try CLI.run(["list", "--shard", "\($0)/3"], directory: root).stdout }
        #expect(shards.joined().split(separator: "\n").sorted() == all.stdout.split(separator: "\n").sorted())
        let origin = try CLI.run(["list", "--origin", "--filter", "save.phone"], directory: root)
        #expect(
            origin.stdout == "recipe/save.phone-44@2x\t\(root)/Specs/save.json with {\"device\":\"iphone-se\"}\n",
            "\(origin.stdout)")
        // The gallery lists its 170 cases.
        let gallery = try CLI.run(["list", "--config", CLI.packageRoot + "/barsnap.json"])
        #expect(gallery.stdout.split(separator: "\n").count >= 170)
    }

    @Test func aBadConfigurationIsOneLineAndWritesNothing() throws {
        let root = try package()
        try CLI.write(
            ##"""
                {"suites": [{"name": "recipe", "specs": ["Specs/*.json"], "matrix": {"device": ["iphone-se",\##
                 "iphone-99"]}}]}
                """##,
            to: root + "/barsnap.json")
        let before = try tree(root, skipping: "")
        for command in [["verify"], ["record"], ["list"], ["prune"]] {
            let r = try CLI.run(command, directory: root)
            #expect(r.status == 1, "\(command)")
            #expect(
                r.stderr
                    == """
                        barsnap: \(root)/barsnap.json: suites[0].matrix.device[1]: unknown device preset \"iphone-99\"\
                         (known: \(DevicePreset.all.map(\.name).joined(separator: ", ")))\n
                        """,
                "\(command): \(r.stderr)")
            #expect(r.stdout.isEmpty)
        }
        #expect(try tree(root, skipping: "") == before)
        let missing = try CLI.run(["verify", "--config", root + "/nope.json"])
        #expect(
            missing.status == 1
                && missing.stderr == "barsnap: \(root)/nope.json: cannot open: No such file or directory\n",
            "\(missing.stderr)")
        let none = try CLI.run(["list"], directory: "/")
        #expect(
            none.status == 1 && none.stderr.contains("no barsnap.json here or in any folder above: run `barsnap init`"),
            "\(none.stderr)")
    }

    @Test func aGitLFSPointerSaysToPull() throws {
        let root = try package()
        try FileIO.createDirectories(root + "/Snapshots/recipe")
        try CLI.write(
            """
                version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daa\
                a5e2ca24d17e2393\nsize 12345\n
                """,
            to: root + "/Snapshots/recipe/save.phone-44@2x.png")
        let r = try CLI.run(["verify", "--filter", "save.phone"], directory: root)
        #expect(r.status == 1)
        #expect(
            r.stdout.contains("save.phone-44@2x.png: is a Git LFS pointer file, not the image: run `git lfs pull`"),
            "\(r.stdout)")
        #expect(!r.stdout.contains("bad signature"))
    }

    @Test func initWritesEverythingOnceAndNeverOverwrites() throws {
        let root = try CLI.temporaryDirectory()
        try CLI.write("""
            // swift-tools-version:6.1
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "App"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ])
            """, to: root + "/Package.swift")
        try FileIO.createDirectories(root + "/Tests/AppTests")
        try FileIO.createDirectories(root + "/.github/workflows")
        try CLI.write("mine", to: root + "/.github/workflows/barsnap.yml")
        let first = try CLI.run(["init"], directory: root)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout.contains(
                """
                    wrote barsnap.json\nwrote Specs/toolbar.json\nwrote\
                     Tests/AppTests/ToolbarSnapshotTests.swift\nskipped .github/workflows/barsnap.yml (exists; init\
                     never overwrites)\nwrote .barsnap/barsnap.schema.json\nwrote .barsnap/scene.schema.json\n
                    """
            ), "\(first.stdout)")
        #expect(first.stdout.contains("note: add BarSnap to Package.swift"), "\(first.stdout)")
        #expect(try String(decoding: FileIO.read(root + "/.github/workflows/barsnap.yml"), as: UTF8.self) == "mine")
        let written = try tree(root)
        let second = try CLI.run(["init"], directory: root)
        #expect(second.status == 0 && !second.stdout.contains("wrote "), "\(second.stdout)")
        #expect(try tree(root) == written)
        #expect(String(decoding: written["Tests/AppTests/ToolbarSnapshotTests.swift"] ?? [], as: UTF8.self)
            .contains("@Test(arguments: try BarSnapConfiguration.load().cases)"))
        // The example suite records and verifies.
        let rec = try CLI.run(["record"], directory: root)
        #expect(rec.status == 0 && rec.stdout.hasSuffix("6 passed, 0 failed\n"), "\(rec.stdout)\(rec.stderr)")
        let v = try CLI.run(["verify"], directory: root)
        #expect(v.status == 0 && v.stdout.hasSuffix("6 passed, 0 failed\n"), "\(v.stdout)")
    }

    @Test func schemaPrintsTheCommittedSchemas() throws {
        for (document, file) in [("scene", "scene.schema.json"), ("config", "barsnap.schema.json")] {
            let r = try CLI.run(["schema", document])
            #expect(r.status == 0)
            #expect(
                r.stdout
                    == String(decoding: try FileIO.read(CLI.packageRoot + "/Scripts/schemas/" + file), as: UTF8.self))
        }
        let md = try CLI.run(["schema", "scene", "--markdown"])
        #expect(md.stdout.hasPrefix("# Scene spec reference\n"))
        #expect(try CLI.run(["schema", "nope"]).status == 64)
    }

    @Test func initOutsideAPackageWritesNoTestFile() throws {
        let root = try CLI.temporaryDirectory()
        let r = try CLI.run(["init", "--path", root])
        #expect(r.status == 0)
        #expect(r.stdout.contains("note: no Package.swift in \(root)"), "\(r.stdout)")
        #expect(FileIO.exists(root + "/barsnap.json") && FileIO.exists(root + "/.github/workflows/barsnap.yml"))
        #expect(!FileIO.exists(root + "/Tests"))
    }
}
