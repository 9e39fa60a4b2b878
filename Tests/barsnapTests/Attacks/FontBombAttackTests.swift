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
}
