import Basics
@testable import BarSnapScan
@testable import SnapshotSuite
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The scan cache: a repeated load reads one entry instead of scanning; anything the scan reads or is told changes
/// the key; the folder and entries are refused when they are links or not the user's; a bad entry is a miss.
/// Serialized: the tests empty the process's memo of scans to read entries from disk.
@Suite(.serialized) struct ScanCacheTests {
    static let config = #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["all"]}}]}"#

    /// A copy of the fixture app in a scratch folder.
    func app() throws -> Scratch {
        let s = try Scratch("cache")
        try s.copyTree(from: Fixture.app + "/App", to: "App")
        return s
    }

    /// Loads with the cache in `cache` (nil: switched off); the home is the scratch folder's, never the user's.
    func load(_ s: Scratch, _ json: String = config, cache: String?) throws -> BarSnapConfiguration {
        var env = ["HOME": s.path + "/home"]
        if let cache { env[ScanCache.folderVariable] = cache } else { env[ScanCache.switchVariable] = "0" }
        return try BarSnapConfiguration(bytes: Array(json.utf8), file: s.path + "/barsnap.json", environment: env,
                                        scanner: BarSnapScanProvider())
    }

    /// The entries' names in a cache folder.
    func entries(_ cache: String) -> [String] {
        ((try? FileIO.listDirectory(cache + "/scan")) ?? []).filter(ScanCache.isEntryName)
    }

    /// Everything a case is made of: id, origin, the spec files and lines of its annotations, its scene JSON.
    func fingerprint(_ c: BarSnapConfiguration) -> [String] {
        c.cases.map { k in
            let sources = k.fieldSources.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let sides = (k.recipe?.sides ?? []).map { $0.json.serialized() + " @ " + $0.directory }
            return [k.id, k.origin, k.specFile ?? "-", "\(k.sourceLine ?? -1)", sources.joined(separator: ","),
                    sides.joined(separator: " | ")].joined(separator: "\n")
        }
    }

    func title(_ c: BarSnapConfiguration, _ id: String) -> String? {
        c.cases.first { $0.id == id }?.scene.item.title
    }

    static let settingsDE = "app/SettingsViewController-de.phone-uikit-44@3x"

    @Test func aRepeatedLoadReadsTheEntryAndTheOutputIsTheSame() throws {
        let s = try app()
        defer { s.remove() }
        let cache = s.path + "-cache"
        let uncached = try load(s, cache: nil)
        #expect(entries(cache).isEmpty)
        let cold = try load(s, cache: cache)
        #expect(entries(cache).count == 1)
        ScanCache.forgetRemembered()
        let warm = try load(s, cache: cache)
        #expect(fingerprint(cold) == fingerprint(uncached))
        #expect(fingerprint(warm) == fingerprint(uncached))
        #expect(title(warm, Self.settingsDE) == "Einstellungen")
        // The rendered cases are the same pixels.
        for (a, b) in zip(uncached.cases, warm.cases).enumerated().filter({ $0.offset % 9 == 0 }).map(\.element) {
            #expect(try a.render() == b.render(), "\(a.id)")
        }
        // The entry is what the warm load read: an edit to it shows (and the same process keeps what it read).
        let path = cache + "/scan/" + entries(cache)[0]
        let text = String(decoding: try FileIO.read(path), as: UTF8.self)
        try FileIO.writeAtomically(text.replacingOccurrences(of: "\"Einstellungen\"", with: "\"Cached\""), to: path)
        #expect(title(try load(s, cache: cache), Self.settingsDE) == "Einstellungen")
        ScanCache.forgetRemembered()
        #expect(title(try load(s, cache: cache), Self.settingsDE) == "Cached")
        #expect(title(try load(s, cache: nil), Self.settingsDE) == "Einstellungen")
    }

    @Test func aChangedAddedOrRemovedInputChangesTheKey() throws {
        let s = try app()
        defer { s.remove() }
        let provider = BarSnapScanProvider()
        let settings = ScanSettings(sources: ["App"], path: "suites[0].scan")
        func digest() throws -> [UInt8] { try provider.inputDigest(settings, directory: s.path) }
        var seen = [try digest()]
        func expectNew(_ what: String) throws {
            let d = try digest()
            #expect(!seen.contains(d), "\(what) left the key as it was")
            seen.append(d)
        }
        // A file the scan does not read leaves it alone.
        try s.write("App/README.md", "notes")
        #expect(try digest() == seen[0])
        let edits: [(String, () throws -> Void)] = [
            ("a changed Swift file", {
                try s.write("App/Screens/SettingsViewController.swift",
                            String(decoding: try FileIO.read(s.path + "/App/Screens/SettingsViewController.swift"),
                                   as: UTF8.self) + "\n// changed\n")
            }),
            ("an added Swift file", { try s.write("App/Screens/New.swift", "final class N: UIViewController {}\n") }),
            ("a removed Swift file", { unlink(s.path + "/App/Screens/SearchViewController.swift") }),
            ("a changed string", {
                try s.write("App/Resources/de.lproj/Localizable.strings",
                            String(decoding: try FileIO.read(s.path + "/App/Resources/de.lproj/Localizable.strings"),
                                   as: UTF8.self).replacingOccurrences(of: "Einstellungen", with: "Optionen"))
            }),
            ("a removed string table", { unlink(s.path + "/App/Resources/de.lproj/Library.strings") }),
            ("an added string table", { try s.write("App/Resources/fr.lproj/Localizable.strings", "\"a\" = \"b\";") }),
            ("a changed .stringsdict", { try s.write("App/Resources/en.lproj/Library.stringsdict", "<plist/>") }),
            ("a changed .xcstrings", { try s.write("App/Resources/Profile.xcstrings", "{}") }),
            ("a changed storyboard", { try s.write("App/Resources/Base.lproj/Main.storyboard", "<document/>") }),
            ("a changed colour set", {
                try s.write("App/Resources/Assets.xcassets/Brand.colorset/Contents.json", #"{"colors": []}"#)
            }),
            ("a PNG added to an image set", {
                try s.write("App/Resources/Assets.xcassets/Badge.imageset/badge@2x.png", [0x89, 0x50])
            }),
            ("a Swift file replaced by a link", {
                unlink(s.path + "/App/L10n.swift")
                symlink("/etc/hostname", s.path + "/App/L10n.swift")
            }),
        ]
        for (what, edit) in edits {
            try edit()
            try expectNew(what)
        }
    }

    @Test func aChangedScanSettingChangesTheKey() throws {
        let base = ScanSettings(sources: ["App"], path: "suites[0].scan")
        func key(_ s: ScanSettings, dir: String = "/a", locales: [String] = ["\"all\""], schemes: [String] = [])
            -> String
        {
            ScanCache.key(directory: dir, settings: s, locales: locales, schemes: schemes, inputs: [1, 2, 3])
        }
        var variants: [String] = [key(base)]
        var s = base
        s.sources = ["App", "Shared"]
        variants.append(key(s))
        s = base
        s.path = "suites[1].scan"
        variants.append(key(s))
        s = base
        s.transitions = true
        variants.append(key(s))
        s = base
        s.allowOutside = true
        variants.append(key(s))
        s = base
        s.unresolved = "skip"
        variants.append(key(s))
        s = base
        s.hints = [("Theme.tint()", "#FF2D55")]
        variants.append(key(s))
        s.hints = [("Theme.tint()", "#FF2D56")]
        variants.append(key(s))
        s = base
        s.theme = "dark"
        variants.append(key(s))
        s = base
        s.otherLocales = "development"
        variants.append(key(s))
        variants.append(key(base, dir: "/b"))
        variants.append(key(base, locales: ["\"de\""]))
        variants.append(key(base, schemes: ["\"dark\""]))
        variants.append(ScanCache.key(directory: "/a", settings: base, locales: ["\"all\""], schemes: [],
                                      inputs: [1, 2, 4]))
        #expect(Set(variants).count == variants.count)
        #expect(key(base) == key(base))

        // Through a load: another policy is another entry.
        let app = try app()
        defer { app.remove() }
        let cache = app.path + "-cache"
        _ = try load(app, cache: cache)
        _ = try load(app, #"{"suites": [{"name": "app", "scan": {"sources": ["App"], "unresolved": "skip"}}]}"#,
                     cache: cache)
        #expect(entries(cache).count == 2)
    }

    @Test func aCorruptForeignOrRefusedEntryIsAMissAndIsReplaced() throws {
        let s = try app()
        defer { s.remove() }
        let cache = s.path + "-cache"
        let expected = fingerprint(try load(s, cache: nil))
        _ = try load(s, cache: cache)
        let name = try #require(entries(cache).first)
        let path = cache + "/scan/" + name
        let good = try FileIO.read(path)
        let text = String(decoding: good, as: UTF8.self)
        let key = String(name.dropFirst(17).dropLast(5))
        let bad: [(String, [UInt8])] = [
            ("truncated", Array(good.prefix(good.count / 2))),
            ("not JSON", Array("\u{0}\u{1}garbage".utf8)),
            ("another key's", Array(text.replacingOccurrences(of: key, with: String(repeating: "0", count: 64)).utf8)),
            ("another format", Array(text.replacingOccurrences(of: "barsnap-scan-cache/2", with: "x/9").utf8)),
            // Valid JSON whose scene the spec checks refuse: a miss too, never an error.
            ("a refused scene", Array(text.replacingOccurrences(of: "\"iphone-15\"", with: "\"toaster\"").utf8)),
        ]
        for (what, bytes) in bad {
            try FileIO.writeAtomically(bytes, to: path)
            ScanCache.forgetRemembered()
            #expect(fingerprint(try load(s, cache: cache)) == expected, "\(what)")
            #expect(try FileIO.read(path) == good, "\(what): the entry was not written again")
        }
        #expect(throws: CachedScan.Invalid.self) { try CachedScan.decode(Array(good.dropLast(9)), key: key,
                                                                         directory: s.path) }
    }

    @Test func aLinkedCacheFolderIsRefusedAndItsTargetUntouched() throws {
        let s = try app()
        defer { s.remove() }
        let expected = fingerprint(try load(s, cache: nil))
        // The user's folder is outside the checkout (a link into the checkout is refused as inside it).
        try FileIO.createDirectories(s.path + "-user")
        try FileIO.writeAtomically(Array("the user's own file\n".utf8), to: s.path + "-user/keep.txt")
        let before = try FileIO.listDirectory(s.path + "-user")
        // The cache folder itself a link.
        symlink(s.path + "-user", s.path + "-cache")
        let first = try load(s, cache: s.path + "-cache")
        #expect(fingerprint(first) == expected)
        #expect(first.notices.contains { $0.contains("symbolic link") }, "\(first.notices)")
        // Its `scan` folder a link (the scan again: the process remembers what it scanned).
        ScanCache.forgetRemembered()
        try FileIO.createDirectories(s.path + "-cache2")
        symlink(s.path + "-user", s.path + "-cache2/scan")
        let second = try load(s, cache: s.path + "-cache2")
        #expect(fingerprint(second) == expected)
        #expect(second.notices.contains { $0.contains("symbolic link") }, "\(second.notices)")
        #expect(try FileIO.listDirectory(s.path + "-user") == before)
        #expect(try FileIO.read(s.path + "-user/keep.txt") == Array("the user's own file\n".utf8))
    }

    @Test func anEntryThatIsALinkIsRefusedAndItsTargetUntouched() throws {
        let s = try app()
        defer { s.remove() }
        let cache = s.path + "-cache"
        let expected = fingerprint(try load(s, cache: cache))
        let name = try #require(entries(cache).first)
        // The link points at a valid entry of the user's: it is still not read through.
        let victim = s.path + "/user/victim.json"
        try s.write("user/victim.json", try FileIO.read(cache + "/scan/" + name))
        let original = try FileIO.read(victim)
        unlink(cache + "/scan/" + name)
        symlink(victim, cache + "/scan/" + name)
        try s.write("user/victim.json",
                    String(decoding: original, as: UTF8.self).replacingOccurrences(of: "Einstellungen", with: "Linked"))
        let planted = try FileIO.read(victim)
        ScanCache.forgetRemembered()
        let loaded = try load(s, cache: cache)
        #expect(fingerprint(loaded) == expected)
        #expect(loaded.notices.contains { $0.contains("symlink") }, "\(loaded.notices)")
        #expect(try FileIO.read(victim) == planted)
        #expect(FileIO.isSymbolicLink(cache + "/scan/" + name))
    }

    @Test func aFolderOthersMayWriteToIsRefused() throws {
        let s = try app()
        defer { s.remove() }
        let cache = s.path + "-cache"
        try FileIO.createDirectories(cache + "/scan")
        chmod(cache + "/scan", 0o777)
        let loaded = try load(s, cache: cache)
        #expect(loaded.notices.contains { $0.contains("others may write") }, "\(loaded.notices)")
        #expect(entries(cache).isEmpty)
        // Created by BarSnap: 0700.
        ScanCache.forgetRemembered()
        let fresh = s.path + "-fresh"
        _ = try load(s, cache: fresh + "/deeper")
        var st = stat()
        #expect(stat(fresh + "/deeper/scan", &st) == 0 && st.st_mode & 0o777 == 0o700)
        #expect(stat(fresh + "/deeper", &st) == 0 && st.st_mode & 0o777 == 0o700)
        let name = try #require(entries(fresh + "/deeper").first)
        #expect(stat(fresh + "/deeper/scan/" + name, &st) == 0 && st.st_mode & 0o777 == 0o600)
    }

    @Test func keepsTheNewestEntriesPerSuiteAndDeletesNothingElse() throws {
        let s = try Scratch("cache-prune")
        defer { s.remove() }
        let cache = ScanCache(folder: s.path + "/scan")
        try s.write("scan/notes.txt", "mine\n")
        try s.write("scan/abc.json", "{}")
        let other = String(repeating: "e", count: 16) + "-" + String(repeating: "f", count: 64) + ".json"
        try s.write("scan/" + other, "{}")
        let value = CachedScan(developmentLanguage: "en", locales: ["en"], sets: [:])
        let tag = ScanCache.suiteTag(directory: "/x", path: "suites[0].scan")
        var keys: [String] = []
        for i in 0..<7 {
            let key = SHA256.hex(Array("key \(i)".utf8))
            keys.append(key)
            try cache.store(value, key: key, suite: tag)
            // Distinct times, oldest first.
            var times = [timespec(tv_sec: 1_000_000 + i, tv_nsec: 0), timespec(tv_sec: 1_000_000 + i, tv_nsec: 0)]
            utimensat(AT_FDCWD, s.path + "/scan/" + ScanCache.entryName(suite: tag, key: key), &times, 0)
        }
        let left = try FileIO.listDirectory(s.path + "/scan")
        let mine = left.filter { $0.hasPrefix(tag) }
        #expect(mine.count == ScanCache.perSuite)
        #expect(mine.contains(ScanCache.entryName(suite: tag, key: keys[6])))
        #expect(!mine.contains(ScanCache.entryName(suite: tag, key: keys[0])))
        #expect(left.contains("notes.txt") && left.contains("abc.json") && left.contains(other))
    }

    @Test func switchedOffOrWithoutAHomeThereIsNoCache() {
        #expect(ScanCache.folder(environment: ["HOME": "/h", ScanCache.switchVariable: "0"]) == nil)
        #expect(ScanCache.folder(environment: [:]) == nil)
        #expect(ScanCache.folder(environment: ["HOME": "/h"]) == "/h/.cache/barsnap/scan")
        #expect(ScanCache.folder(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x"]) == "/x/barsnap/scan")
        #expect(ScanCache.folder(environment: ["HOME": "/h", ScanCache.folderVariable: "/c"]) == "/c/scan")
        #expect(ScanCache.buildIdentity.hasPrefix("build-id "))
    }
}
