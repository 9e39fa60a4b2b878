import Basics
import Testing
@testable import PNGCodec

/// Decoder regressions from fuzzing and hostile-input work. Inputs found by `Scripts/fuzz/run png` are kept in
/// Scripts/fuzz/crashes/png/ and replayed here; none may trap, and each must decode or throw a PNGError.
@Suite struct HostilePNGTests {
    static func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    /// IHDR declaring `width`×`height` at `depth` bits, colour type `type`, then one IDAT of `idat` bytes.
    static func forged(width: UInt32, height: UInt32, depth: UInt8 = 8, type: UInt8 = 6, idat: [UInt8]) -> [UInt8] {
        PNG.signature
            + PNG.chunk(type: Array("IHDR".utf8), data: be(width) + be(height) + [depth, type, 0, 0, 0])
            + PNG.chunk(type: Array("IDAT".utf8), data: idat)
            + PNG.chunk(type: Array("IEND".utf8), data: [])
    }

    /// zlib stream of one stored block of `n` (≤ 65535) zero bytes.
    static func storedZeros(_ n: Int) -> [UInt8] {
        var adler: (UInt32, UInt32) = (1, 0)
        for _ in 0..<n { adler.1 = (adler.1 + adler.0) % 65521 }
        return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            + [UInt8](repeating: 0, count: n) + be(adler.1 << 16 | adler.0)
    }

    @Test func hugeDeclaredSizeOutsideTheLimit() {
        let bytes = Self.forged(width: 100_000, height: 100_000, idat: Self.storedZeros(100))
        #expect(
            throws: PNGError(
                name: "huge",
                reason:
                    """
                        image size 100000×100000 is outside the accepted range (1…16384 px a side, at most 67108864\
                         pixels)
                        """
            )
        ) {
            try PNG.decode(bytes, name: "huge")
        }
    }

    /// A 140-byte file declaring 8000×8000 RGBA used to allocate (and zero) 256 MiB before libpng noticed the
    /// missing data; now the size is checked against what the IDAT chunks could possibly inflate to.
    @Test func declaredSizeFarBeyondTheCompressedDataIsRefusedBeforeAllocating() {
        let bytes = Self.forged(width: 8_000, height: 8_000, idat: Self.storedZeros(100))
        #expect(
            throws: PNGError(
                name: "big",
                reason:
                    """
                        not a valid PNG: the image data is too short for the declared 8000×8000 image (truncated or\
                         forged header)
                        """
            )
        ) {
            try PNG.decode(bytes, name: "big")
        }
        // A 32 KB 1-bit grey 16384×16384 file passes that bound (packed bits compress 1000:1) but would expand to
        // 1 GiB of RGBA: the decoded size is bounded too, before anything is allocated.
        let grey = Self.forged(width: 16_384, height: 16_384, depth: 1, type: 0, idat: Self.storedZeros(32_768))
        #expect(
            throws: PNGError(
                name: "grey",
                reason:
                    "image size 16384×16384 is outside the accepted range (1…16384 px a side, at most 67108864 pixels)")
        ) {
            try PNG.decode(grey, name: "grey")
        }
        // References and item icons have lower bounds of their own.
        let reference = Self.forged(width: 8_000, height: 8_000, depth: 1, type: 0, idat: Self.storedZeros(100))
        #expect(throws: PNGError.self) { try PNG.decode(reference, name: "ref", maxPixels: PNG.maxReferencePixels) }
        #expect(PNG.maxReferencePixels * 4 <= 128 << 20 && PNG.maxIconPixels <= 1024 * 1024)
        // 1-bit grey needs 1/32 of the bytes of RGBA8: the bound follows the bit depth and colour type.
        #expect(
            ChunkScanner.minimumCompressedBytes(Self.forged(width: 16_000, height: 16_000, depth: 1, type: 0, idat: []))
                == 16_000 * 16_000 / 8 / 1100)
        #expect(
            ChunkScanner.minimumCompressedBytes(Self.forged(width: 16_000, height: 16_000, idat: [])) == 16_000 * 16_000
                * 4 / 1100)
    }

    /// The bound never rejects a real image: a maximally compressible one (all zero rows) still decodes.
    @Test func highlyCompressibleValidImagesStillDecode() throws {
        let bitmap = Bitmap(width: 2000, height: 1500)
        let png = try PNG.encode(bitmap)
        #expect(ChunkScanner.idatBytes(png) >= ChunkScanner.minimumCompressedBytes(png)!)
        #expect(try PNG.decode(png, name: "zeros").bitmap == bitmap)
    }

    /// Decoding skips zlib's Adler-32 (speed), but every IDAT chunk's CRC-32 is still checked: a damaged byte in
    /// the image data is an error, while a wrong Adler-32 under a correct chunk CRC decodes to the stored pixels.
    @Test func chunkCRCStillGuardsTheImageDataWhenAdler32IsSkipped() throws {
        var bitmap = Bitmap(width: 7, height: 5, fill: (10, 20, 30, 255))
        bitmap.setPixel(x: 3, y: 2, (200, 100, 50, 128))
        let png = try PNG.encode(bitmap)
        let at = ChunkScanner.scan(png)!.firstIDAT!
        let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
        let dataEnd = at + 8 + length
        var damaged = png
        damaged[at + 8 + length / 2] ^= 0x01 // one data byte, CRC left as it was
        #expect(throws: PNGError.self) { try PNG.decode(damaged, name: "damaged") }
        var wrongAdler = png
        wrongAdler[dataEnd - 1] ^= 0xFF // last byte of the zlib stream (Adler-32), CRC recomputed
        let crc = CRC32.checksum(wrongAdler[(at + 4)..<dataEnd])
        wrongAdler.replaceSubrange(dataEnd..<(dataEnd + 4), with: Self.be(crc))
        #expect(try PNG.decode(wrongAdler, name: "adler").bitmap == bitmap)
    }

    @Test func truncatedAndGarbledChunkListsNeverTrap() throws {
        let good = try FileIO.read(fixtures + "/pngsuite/basic/basn6a08.png")
        #expect(good.count > 100)
        for cut in stride(from: 0, to: good.count, by: 7) {
            // A cut file decodes or throws a PNGError; any other error fails the test.
            do { _ = try PNG.decode(Array(good.prefix(cut)), name: "cut") } catch is PNGError {}
            do { _ = try PNG.readText(Array(good.prefix(cut)), name: "cut") } catch is PNGError {}
        }
        var lengths = good
        lengths[33] = 0xFF
        lengths[34] = 0xFF
        lengths[35] = 0xFF
        lengths[36] = 0xFF // first IDAT length → 4 GiB
        #expect(throws: PNGError.self) { try PNG.decode(lengths, name: "len") }
        #expect(ChunkScanner.idatBytes(lengths) <= lengths.count)
    }

    /// Found by Scripts/fuzz/run png: a 293-byte file whose iTXt chunk declares 1,761,607,696 bytes made libpng
    /// allocate 1.7 GB before noticing the data was missing (libFuzzer: out-of-memory). Refused up front now.
    @Test func chunkDeclaringMoreBytesThanTheFileHasIsRefusedBeforeLibpng() throws {
        let dir = FileIO.parentDirectory(of: FileIO.parentDirectory(of: fixtures)) + "/Scripts/fuzz/crashes/png"
        let bytes = try FileIO.read(dir + "/oom-itxt-declares-1.7GB.png")
        #expect(
            throws: PNGError(
                name: "oom",
                reason:
                    """
                        not a valid PNG: chunk iTXt at byte 108 declares 1761607696 bytes but the file has 173 left\
                         (truncated or corrupt)
                        """
            )
        ) {
            try PNG.decode(bytes, name: "oom")
        }
        #expect(ChunkScanner.overrun(try FileIO.read(fixtures + "/pngsuite/basic/basn6a08.png")) == nil)
    }

    /// Every input kept from fuzzing (Scripts/fuzz/crashes/png) decodes or throws — no trap, no hang.
    @Test func keptFuzzInputs() throws {
        let dir = FileIO.parentDirectory(of: FileIO.parentDirectory(of: fixtures)) + "/Scripts/fuzz/crashes/png"
        let names = try FileIO.listDirectory(dir).filter { !$0.hasPrefix(".") }
        // The folder holds the kept inputs: an empty or moved folder must fail, not pass with nothing replayed.
        #expect(Set(names).isSuperset(of: ["harness-overflow-huge-ihdr.png", "oom-itxt-declares-1.7GB.png"]),
                "the kept fuzz inputs are missing from \(dir): \(names)")
        for name in names {
            let bytes = try FileIO.read(dir + "/" + name)
            // Each decodes, or throws a PNGError naming the input (no other error, no trap).
            do { _ = try PNG.decode(bytes, name: name) } catch let error as PNGError {
                #expect(error.name == name)
            }
            _ = try? PNG.readText(bytes, name: name)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
