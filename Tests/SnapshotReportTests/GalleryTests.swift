import Basics
import PNGCodec
import Testing
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap report --all`: every case's reference by screen, identical images stored once, the development
/// language's light phone drawing as each screen's representative.
@Suite struct GalleryTests {
    static func png(_ r: UInt8) throws -> [UInt8] {
        var b = Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { b.setPixel(x: x, y: y, (r, 0, 0, 255)) } }
        return try PNG.encode(b)
    }

    static func member(_ locale: String, _ variant: String, dev: Bool, dark: Bool, pad: Bool) -> GalleryCase {
        let stem = dev ? "Settings" : "Settings-\(locale)"
        return GalleryCase(
            id: "app/\(stem).\(variant)", screen: "app/Settings", locale: locale, variant: variant,
            rank: [dev ? 0 : 1, dark ? 1 : 0, pad ? 1 : 0, 0], referenceFile: "app/\(stem).\(variant).png")
    }

    @Test func theRepresentativeIsTheDevelopmentLanguageLightPhoneWhateverTheOrder() {
        let cases = [
            Self.member("de", "pad-dark-50@2x", dev: false, dark: true, pad: true),
            Self.member("en", "phone-dark-44@3x", dev: true, dark: true, pad: false),
            Self.member("de", "phone-44@3x", dev: false, dark: false, pad: false),
            Self.member("en", "pad-50@2x", dev: true, dark: false, pad: true),
            Self.member("en", "phone-44@3x", dev: true, dark: false, pad: false),
        ]
        let groups = GalleryWriter.groups(cases)
        #expect(groups.count == 1 && groups[0].screen == "app/Settings")
        #expect(groups[0].members.first?.id == "app/Settings.phone-44@3x")
        #expect(groups[0].members.map(\.id).last == "app/Settings-de.pad-dark-50@2x")
    }

    @Test func identicalReferencesAreStoredOnceAndTextIsEscaped() throws {
        let root = try Fixture.temporaryDirectory("gallery")
        let snapshots = root + "/Snapshots"
        try FileIO.createDirectories(snapshots + "/app")
        let en = Self.member("en", "phone-44@3x", dev: true, dark: false, pad: false)
        let fr = Self.member("fr", "phone-44@3x", dev: false, dark: false, pad: false)
        let de = Self.member("de", "phone-44@3x", dev: false, dark: false, pad: false)
        var hostile = Self.member("<b>x</b>", "phone-44@3x", dev: false, dark: false, pad: false)
        hostile.id = "app/<script>alert(1)</script>"
        hostile.referenceFile = "app/missing.png"
        try FileIO.writeAtomically(try Self.png(10), to: snapshots + "/" + en.referenceFile)
        try FileIO.writeAtomically(try Self.png(10), to: snapshots + "/" + fr.referenceFile)
        try FileIO.writeAtomically(try Self.png(200), to: snapshots + "/" + de.referenceFile)
        // A link in the snapshots folder is never followed: that case shows as having no reference.
        let linked = Self.member("it", "phone-44@3x", dev: false, dark: false, pad: false)
        #expect(symlink(snapshots + "/" + en.referenceFile, snapshots + "/" + linked.referenceFile) == 0)

        let out = root + "/gallery"
        let outcome = try GalleryWriter(output: out, snapshots: OwnedFolder.within(root, snapshots))
            .write([fr, de, hostile, en, linked])
        #expect(outcome.cases == 5 && outcome.screens == 1)
        #expect(outcome.imagesStored == 2, "en and fr draw the same: one file")
        #expect(outcome.missing.sorted() == [hostile.id, linked.id].sorted())
        let files = try FileIO.listDirectory(out + "/images")
        #expect(files.count == 2)
        let html = String(decoding: try FileIO.read(out + "/index.html"), as: UTF8.self)
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;") && !html.contains("<b>x</b>"))
        #expect(html.contains("same drawing as en"))
        // The development language's column comes first.
        let enColumn = try #require(html.range(of: "<th>en</th>"))
        let frColumn = try #require(html.range(of: "<th>fr</th>"))
        #expect(enColumn.lowerBound < frColumn.lowerBound)
        // Writing again into the gallery it wrote is allowed, and gives the same bytes.
        let again = try GalleryWriter(output: out, snapshots: OwnedFolder.within(root, snapshots))
            .write([fr, de, hostile, en, linked])
        #expect(again == outcome)
        #expect(try FileIO.read(out + "/index.html") == Array(html.utf8))
    }
}
