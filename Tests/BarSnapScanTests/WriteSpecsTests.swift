import Basics
@testable import BarSnapScan
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--write-specs DIR`: plain specs and their images inside DIR only, and DIR's ownership rules.
@Suite struct WriteSpecsTests {
    @Test func writesOneSpecPerScreenAndLocaleWithImages() throws {
        let s = try Scratch()
        defer { s.remove() }
        let scan = try Fixture.scan()
        let files = try scan.writeSpecs(to: s.path + "/Specs", force: false)
        #expect(files.contains("en/InboxViewController.json") && files.contains("de/InboxViewController.json")
            && files.contains("ja/ProfileViewController.json") && files.contains("en/badge@3x.png"))
        let profile = try JSON.parse(try FileIO.read(s.path + "/Specs/en/ProfileViewController.json"))
        #expect(profile["item"]?["right"]?[1]?["image"] == .string("badge@3x.png"))
        // The written spec parses as a scene spec (the image beside it).
        #expect(
            try FileIO.read(s.path + "/Specs/en/badge@3x.png")
                == FileIO.read(Fixture.app + "/App/Resources/Assets.xcassets/Badge.imageset/badge@3x.png"))
        // A second run into the folder it wrote is allowed and gives the same bytes.
        let before = try FileIO.read(s.path + "/Specs/de/SettingsViewController.json")
        _ = try scan.writeSpecs(to: s.path + "/Specs", force: false)
        #expect(try FileIO.read(s.path + "/Specs/de/SettingsViewController.json") == before)
    }

    @Test func refusesForeignFoldersAndSymlinks() throws {
        let s = try Scratch()
        defer { s.remove() }
        let scan = try Fixture.scan()
        try s.write("Mine/notes.txt", "user file")
        #expect(throws: ScanError.self) { _ = try scan.writeSpecs(to: s.path + "/Mine", force: false) }
        #expect(try FileIO.listDirectory(s.path + "/Mine") == ["notes.txt"])
        // A link to a user's folder is refused, and so is a link planted where a locale folder goes.
        #expect(symlink(s.path + "/Mine", s.path + "/Link") == 0)
        #expect(throws: ScanError.self) { _ = try scan.writeSpecs(to: s.path + "/Link", force: true) }
        try FileIO.createDirectories(s.path + "/Out")
        try s.write("Out/.barsnap-scan", "x")
        #expect(symlink(s.path + "/Mine", s.path + "/Out/en") == 0)
        #expect(throws: ScanError.self) { _ = try scan.writeSpecs(to: s.path + "/Out", force: false) }
        #expect(try FileIO.listDirectory(s.path + "/Mine") == ["notes.txt"])
        #expect(try FileIO.read(s.path + "/Mine/notes.txt") == Array("user file".utf8))
        // --force writes into the foreign folder, beside the user's file.
        _ = try scan.writeSpecs(to: s.path + "/Mine", force: true)
        #expect(try FileIO.read(s.path + "/Mine/notes.txt") == Array("user file".utf8))
    }

    /// An image set whose Contents.json lists a PNG its folder lacks (Xcode only warns) is a note naming the file;
    /// the written specs still load (no spec points at the missing file).
    @Test func aListedImageTheSetLacksIsANoteNotAFailure() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.copyTree(from: Fixture.app, to: "app")
        let set = s.path + "/app/App/Resources/Assets.xcassets/Badge.imageset"
        #expect(unlink(set + "/badge@3x.png") == 0)
        let scan = try AppScan(sources: ["App"], directory: s.path + "/app")
        #expect(scan.notes.contains {
            $0.file.hasSuffix("Badge.imageset/badge@3x.png") && $0.reason.contains("not in the set's folder")
        })
        let files = try scan.writeSpecs(to: s.path + "/Specs", force: false)
        #expect(files.contains("en/ProfileViewController.json") && !files.contains("en/badge@3x.png"))
        let profile = try JSON.parse(try FileIO.read(s.path + "/Specs/en/ProfileViewController.json"))
        #expect(profile["item"]?["right"]?[1]?["image"] == nil)
    }
}
