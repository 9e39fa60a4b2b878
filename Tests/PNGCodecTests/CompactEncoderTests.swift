import Basics
import Testing
@testable import PNGCodec

/// The reference encoder (zlib level and row filters chosen) and compressed text chunks.
struct CompactEncoderTests {
    /// Flat bands, a gradient and a translucent block: every filter has something to predict.
    static func image() -> Bitmap {
        var b = Bitmap(width: 67, height: 23, fill: (248, 248, 248, 255))
        for y in 0..<23 { for x in 0..<67 {
            if x > 40 { b.setPixel(x: x, y: y, (UInt8(x * 3), UInt8(y * 9), 200, 255)) }
            if (5..<12).contains(y), (3..<20).contains(x) { b.setPixel(x: x, y: y, (0, 122, 255, 128)) }
        } }
        return b
    }

    @Test(arguments: PNG.RowFilter.allCases)
    func everyFilterRoundTrips(_ filter: PNG.RowFilter) throws {
        let bytes = try PNG.encodeCompact(
            Self.image(), text: [("barsnap:environment", "fonts=A")],
            compressedText: [("barsnap:description", #"{"t":"Grüße"}"#)], filter: filter, level: 9)
        let back = try PNG.decode(bytes, name: "compact")
        #expect(back.bitmap == Self.image())
        #expect(back.text["barsnap:environment"] == "fonts=A")
        #expect(back.text["barsnap:description"] == #"{"t":"Grüße"}"#)
        // Deterministic: the same input gives the same bytes.
        #expect(
            try PNG.encodeCompact(
                Self.image(), text: [("barsnap:environment", "fonts=A")],
                compressedText: [("barsnap:description", #"{"t":"Grüße"}"#)], filter: filter, level: 9) == bytes)
    }

    /// The default (level 3, unfiltered: the fastest streams to inflate) round-trips, gives the same bytes twice,
    /// and compresses like libpng's fast mode: within 2 % of its size, so not stored (level 0) or a weaker level.
    @Test func theDefaultCompressesLikeTheFastEncoder() throws {
        var b = Bitmap(width: 390, height: 100, fill: (248, 248, 248, 255))
        for y in 40..<60 {
            for x in 20..<370 where (x / 7 + y / 5) % 3 == 0 { b.setPixel(x: x, y: y, (0, 122, 255, 255)) }
        }
        let fast = try PNG.encode(b).count, compact = try PNG.encodeCompact(b)
        #expect(try PNG.decode(compact, name: "default").bitmap == b)
        #expect(try PNG.encodeCompact(b) == compact)
        #expect(Double(compact.count) <= Double(fast) * 1.02, "compact \(compact.count) vs fast \(fast)")
        #expect(try PNG.encodeCompact(b, level: 0).count > fast * 2)
    }

    @Test func aDamagedOrOversizedCompressedChunkIsDroppedNotTrusted() throws {
        var bytes = try PNG.encodeCompact(Self.image(), compressedText: [("k", "value")])
        // Flip a byte inside the compressed text (after the 5-byte header past the keyword): the chunk's CRC is
        // fixed up so only zlib can notice.
        guard let at = ChunkScanner.scan(bytes)?.firstIDAT else {
            Issue.record("no IDAT")
            return
        }
        var i = 8
        while i < at {
            let n = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            if Array(bytes[(i + 4)..<(i + 8)]) == Array("iTXt".utf8) {
                bytes[i + 8 + n - 2] ^= 0xFF
                let crc = CRC32.checksum(bytes[(i + 4)..<(i + 8 + n)])
                bytes.replaceSubrange(
                    (i + 8 + n)..<(i + 12 + n),
                    with: [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)])
            }
            i += 12 + n
        }
        let back = try PNG.decode(bytes, name: "damaged")
        #expect(back.bitmap == Self.image())
        #expect(back.text["k"] == nil)
        // A bomb: a megabyte of zeros inflates past the bound and is refused.
        let bomb = try Zlib.deflate([UInt8](repeating: 0, count: 1 << 20))
        #expect(Zlib.inflate(bomb, limit: PNG.maxCompressedTextBytes) == nil)
        #expect(Zlib.inflate(try Zlib.deflate(Array("ok".utf8)), limit: 10) == Array("ok".utf8))
    }
}
