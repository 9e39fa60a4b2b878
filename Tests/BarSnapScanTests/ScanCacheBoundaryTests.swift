import Basics
@testable import BarSnapScan
@testable import SnapshotSuite
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The scan cache is the user's, never the checkout's: a folder inside the configuration's folder or repository,
/// a relative one, or a link into the checkout is not used (a warning; the scan runs uncached), so an entry a
/// pull request committed never decides what the scan found. The key's names are length-prefixed fields.
/// In the serialized suite: the tests empty the process's memo of scans.
extension ScanCacheTests {
    /// Loads the configuration `<folder>/barsnap.json` with `environment` (the home is the scratch folder's).
    func load(in folder: String, _ s: Scratch, environment: [String: String]) throws -> BarSnapConfiguration {
        ScanCache.forgetRemembered()
        return try BarSnapConfiguration(bytes: Array(Self.config.utf8), file: folder + "/barsnap.json",
                                        environment: ["HOME": s.path + "-home"].merging(environment) { $1 },
                                        scanner: BarSnapScanProvider())
    }

    /// A valid entry for the configuration in `folder` whose German settings title reads "Planted", made in a
    /// cache outside the checkout; its name and bytes.
    func plantedEntry(for folder: String, _ s: Scratch) throws -> (String, [UInt8]) {
        let outside = s.path + "-honest"
        _ = try load(in: folder, s, environment: [ScanCache.folderVariable: outside])
        let name = try #require(entries(outside).first)
        let text = String(decoding: try FileIO.read(outside + "/scan/" + name), as: UTF8.self)
        #expect(text.contains("\"Einstellungen\""))
        return (name, Array(text.replacingOccurrences(of: "\"Einstellungen\"", with: "\"Planted\"").utf8))
    }

    /// Every file under `folder` with its bytes' hash.
    func tree(_ folder: String) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ dir: String, _ rel: String) {
            for name in (try? FileIO.listDirectory(dir)) ?? [] {
                let path = dir + "/" + name
                if FileIO.isDirectory(path) && !FileIO.isSymbolicLink(path) {
                    walk(path, rel + name + "/")
                } else {
                    out[rel + name] = (try? FileIO.read(path)).map { SHA256.hex($0) } ?? "link"
                }
            }
        }
        walk(folder, "")
        return out
    }

    @Test func aCommittedEntryInsideTheCheckoutNeverDecidesTheScan() throws {
        // A monorepo: the repository's top holds .git, the configuration is in ios/.
        let s = try Scratch("cache-boundary")
        defer { s.remove() }
        try FileIO.createDirectories(s.path + "/.git")
        try s.copyTree(from: Fixture.app + "/App", to: "ios/App")
        try s.write("ios/barsnap.json", Self.config)
        let ios = s.path + "/ios"
        let (name, planted) = try plantedEntry(for: ios, s)
        // The pull request commits the entry where a cache folder inside the checkout would read it.
        for folder in ["ios/.cache", ".cache", "ios/.cache-via-link"] {
            try s.write(folder + "/scan/" + name, planted)
        }
        symlink(s.path + "/ios/.cache-via-link", s.path + "-link")
        let before = tree(s.path)
        let cases: [(String, [String: String], String)] = [
            ("inside the configuration's folder", [ScanCache.folderVariable: ios + "/.cache"], "folder"),
            ("inside the repository", [ScanCache.folderVariable: s.path + "/.cache"], "repository"),
            ("relative", [ScanCache.folderVariable: ".cache"], "relative"),
            ("a link into the checkout", [ScanCache.folderVariable: s.path + "-link"], "folder"),
            ("XDG_CACHE_HOME inside it", ["XDG_CACHE_HOME": ios + "/.cache-xdg"], "folder"),
            ("a missing folder named through ..",
             [ScanCache.folderVariable: s.path + "-none/../" + s.path.split(separator: "/").last! + "-x"], "resolved"),
        ]
        for (what, environment, reason) in cases {
            let loaded = try load(in: ios, s, environment: environment)
            #expect(title(loaded, Self.settingsDE) == "Einstellungen", "\(what)")
            #expect(loaded.notices.contains { $0.contains("scan cache is not used") && $0.contains(reason) },
                    "\(what): \(loaded.notices)")
            let after = tree(s.path)
            let changed = Set(after.map { "\($0.key)=\($0.value)" })
                .symmetricDifference(before.map { "\($0.key)=\($0.value)" }).sorted()
            #expect(after == before, "\(what): the checkout changed: \(changed)")
        }
        // A folder outside the checkout is used, without a warning.
        let honest = try load(in: ios, s, environment: [ScanCache.folderVariable: s.path + "-honest"])
        #expect(honest.notices.isEmpty, "\(honest.notices)")
        #expect(title(honest, Self.settingsDE) == "Einstellungen")
    }

    @Test func namesThatHoldSeparatorsNeverShareAKey() throws {
        let provider = BarSnapScanProvider()
        let settings = ScanSettings(sources: ["App"], path: "suites[0].scan")
        let set = "App/Resources/Assets.xcassets/Badge.imageset/"
        // One file whose name holds what joined two names, and the two files.
        let one = try app(), two = try app()
        defer {
            one.remove()
            two.remove()
        }
        try one.write(set + "x.png f\ny.png", [0x89])
        try two.write(set + "x.png", [0x89])
        try two.write(set + "y.png", [0x89])
        #expect(try provider.inputDigest(settings, directory: one.path)
            != provider.inputDigest(settings, directory: two.path))
        // An image set's name with a quote and a newline, and the set and file it imitates.
        let three = try app(), four = try app()
        defer {
            three.remove()
            four.remove()
        }
        try three.write("App/Resources/Assets.xcassets/A.imageset\nContents.json f\"/Contents.json", "{}")
        try four.write("App/Resources/Assets.xcassets/A.imageset/Contents.json", "{}")
        try four.write("App/Resources/Assets.xcassets/A.imageset/Contents.json f\"", "{}")
        #expect(try provider.inputDigest(settings, directory: three.path)
            != provider.inputDigest(settings, directory: four.path))
    }
}
