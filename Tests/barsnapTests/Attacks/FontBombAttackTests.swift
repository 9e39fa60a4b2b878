import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A WOFF or WOFF2 font from a pull request is checked against the decoded-size bound before FreeType inflates
/// it (a 2.2 MB WOFF decoded to 2.08 GB first).
@Suite(.serialized) struct FontBombAttackTests {
    static func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// A WOFF header and one table that declare `decoded` bytes (the compressed data itself is a stub).
    static func woff(declaring decoded: Int, total: Int) -> [UInt8] {
        var b = Array("wOFF".utf8) + be32(0x0001_0000) + be32(64) + [0, 1, 0, 0] + be32(total)
        b += [0, 1, 0, 0] + be32(0) + be32(0) + be32(0) + be32(0) + be32(0)
        b += Array("glyf".utf8) + be32(64) + be32(16) + be32(decoded) + be32(0)
        return b + [UInt8](repeating: 0x78, count: 16)
    }

    /// A WOFF2 header and one table (an arbitrary tag, not transformed) that declares `decoded` bytes.
    static func woff2(declaring decoded: Int, total: Int) -> [UInt8] {
        var b = Array("wOF2".utf8) + be32(0x0001_0000) + be32(80) + [0, 1, 0, 0] + be32(total) + be32(16)
        b += [0, 1, 0, 0] + be32(0) + be32(0) + be32(0) + be32(0) + be32(0)
        // Flags: tag index 63 (an explicit tag follows), transform version 0; origLength as UIntBase128.
        var length: [UInt8] = [UInt8(decoded & 0x7F)]
        var v = decoded >> 7
        while v > 0 {
            length.insert(UInt8(v & 0x7F) | 0x80, at: 0)
            v >>= 7
        }
        b += [63] + Array("zzzz".utf8) + length
        return b + [UInt8](repeating: 0, count: 16)
    }

    @Test func declaredDecodedSizesAreCheckedFirst() throws {
        let lab = try AttackLab()
        let cases: [(String, [UInt8])] = [
            ("total.woff", Self.woff(declaring: 1_000, total: 2_000_000_000)),
            ("table.woff", Self.woff(declaring: 2_000_000_000, total: 4_096)),
            ("total.woff2", Self.woff2(declaring: 1_000, total: 2_000_000_000)),
            ("table.woff2", Self.woff2(declaring: 1_500_000_000, total: 4_096)),
        ]
        for (name, bytes) in cases {
            try FileIO.createDirectories(lab.repo + "/Fonts")
            try FileIO.writeAtomically(bytes, to: lab.repo + "/Fonts/" + name)
            try lab.configuration(#""fonts": ["Fonts/\#(name)"],"#)
            try lab.expectUnharmed {
                let r = try lab.run(["list"])
                #expect(
                    r.status == 1 && r.stderr.contains("over the limit of 64 MiB for a decoded font"),
                    "\(name): \(r.stderr)")
            }
        }
        #expect(FontFiles.compressedProblem(lab.repo + "/Fonts/table.woff2") != nil)
    }

    /// A PNG header as a bitmap glyph (`sbix`, `CBDT`) holds it: the signature, then IHDR's width and height.
    static func glyphPNG(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0] + be32(0)
    }

    /// A font whose bitmap glyphs declare 8,000 × 8,000 px is refused before FreeType decodes one (it took 4.1 GB
    /// and 13.5 s for a two-letter title); a WOFF with an `sbix` table is refused (its images cannot be checked
    /// compressed); glyphs of a normal size pass.
    @Test func bitmapGlyphsAreBounded() throws {
        let lab = try AttackLab()
        let ttf = try FileIO.read(CLI.packageRoot + "/Tests/Gallery/fonts/Comfortaa-Regular.ttf")
        var sbixWOFF = Self.woff(declaring: 1_000, total: 4_096)
        sbixWOFF.replaceSubrange(44..<48, with: Array("sbix".utf8))
        let cases: [(String, [UInt8], String)] = [
            ("huge.ttf", ttf + Self.glyphPNG(width: 8_000, height: 8_000), "8000 × 8000 px bitmap glyph"),
            ("wide.ttf", ttf + Self.glyphPNG(width: 160, height: 4_000_000), "bitmap glyph"),
            ("sbix.woff", sbixWOFF, "colour bitmap glyphs"),
        ]
        try FileIO.createDirectories(lab.repo + "/Fonts")
        for (name, bytes, message) in cases {
            try FileIO.writeAtomically(bytes, to: lab.repo + "/Fonts/" + name)
            try lab.write(#"{"device": "iphone-15", "fonts": ["../Fonts/\#(name)"], "item": {"title": "Hi"}}"#,
                          "Specs/title.json")
            try lab.expectUnharmed {
                let r = try lab.run(["render", "Specs/title.json", "-o", "out.png"])
                #expect(r.status == 1 && r.stderr.contains(name) && r.stderr.contains(message), "\(name): \(r.stderr)")
            }
            #expect(!FileIO.exists(lab.repo + "/out.png"))
        }
        #expect(FontFiles.bitmapProblem(bytes: ttf + Self.glyphPNG(width: 160, height: 160)) == nil)
        #expect(FontFiles.bitmapProblem(bytes: ttf) == nil)
    }

    /// One private copy per font file, whatever the number of font sets that hold it (a 61 MiB font paired with
    /// others in many font sets held 1.8 GB of deleted copies); a replaced file gets a new copy.
    @Test func fontCopiesAreShared() throws {
        let dir = try CLI.temporaryDirectory()
        let path = dir + "/Brand.ttf"
        let ttf = try FileIO.read(CLI.packageRoot + "/Tests/Gallery/fonts/Comfortaa-Regular.ttf")
        try FileIO.writeAtomically(ttf, to: path)
        let first = try PrivateFontCopy.shared(path), again = try PrivateFontCopy.shared(path)
        #expect(first === again)
        try FileIO.writeAtomically(ttf + [0, 0, 0, 0], to: path)
        let replaced = try PrivateFontCopy.shared(path)
        #expect(replaced !== first && replaced.byteCount == ttf.count + 4)
        #expect(PrivateFontCopy.maxHeldBytes == 4 * FontFiles.maxFileBytes)
    }
}

