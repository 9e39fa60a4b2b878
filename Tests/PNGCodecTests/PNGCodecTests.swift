#if canImport(Glibc)
import Glibc
#endif
import Basics
import Testing
@testable import PNGCodec

/// Fixtures live in Tests/Fixtures (PngSuite and pixelmatch's own test images, with their licences), so the tests are
/// self-contained.
let fixtures: String = {
    let file = "\(#filePath)"
    let testsDir = FileIO.parentDirectory(of: FileIO.parentDirectory(of: file))
    return testsDir + "/Fixtures"
}()

func sha(_ bytes: [UInt8]) -> String {
    SHA256.hex(bytes)
}

/// SHA-256 of the expected straight-RGBA8 pixels, computed by an independent reference decoder
/// (stored samples, no gamma, 16→8 by rounding, low bit depths by scaling to 0…255, tRNS → alpha 0).
let expectedHashes: [(String, String)] = [
    ("basic/basn0g01.png", "661985e83f94a569510ded43e65edb11f4ced1121c611209f7abe9a9c40c71a8"),
    ("basic/basn0g02.png", "166bd68377b119b5e93e73ef554e35de7471bdd2fc3bc2070f0f7bd5be82ae97"),
    ("basic/basn0g04.png", "b05a4bc8e7079c8aa0e491086ccb156dd4bdbc67e57bb8c9d803d7e75778da9e"),
    ("basic/basn0g08.png", "982faa277e83f73ca15b491e67eb41fa25526418ed23e057a9986c4f620eb158"),
    ("basic/basn0g16.png", "f17fa71e5e62a73b92827381f39e2702752ced03372d568b853ae1914b9dd047"),
    ("basic/basn2c08.png", "23a53c674ec50d5a5eb9c3f679b6b19ba5304ae99dff76801bec4939e0f0c99e"),
    ("basic/basn2c16.png", "a9dff6085fe81eea37100681e299a0504206137521dc59d592d87fa73b18c917"),
    ("basic/basn3p01.png", "614996feb597f62b913614a57be5ce64eea97efc57cd55bbba535d2f61716833"),
    ("basic/basn3p02.png", "a383497791948d8b7ae8f9158fb7b4e9fead4693814ee758a97bc426dc9a27cf"),
    ("basic/basn3p04.png", "a7abc212cf1a44c85df377773f3722dc118f0c4159df89fdac2dfe6911abe378"),
    ("basic/basn3p08.png", "b1c3302eceae6738c36edafa98c8054824d9440f3ba53a3f17cc81d29acc32cc"),
    ("basic/basn4a08.png", "76b94a71d3c183a362c2cf6a46ebb50adc9d3a25a89bc0afc46fda6dbb002509"),
    ("basic/basn4a16.png", "e071c0ea344f34b0070c2402329ec5f165c33566b082440aa8268ac69fa86e6d"),
    ("basic/basn6a08.png", "2eb6a2cb3166e9c188add371157e9f81caa18fdf34d218844ed930b53b7431d2"),
    ("basic/basn6a16.png", "3daad02ebc3eb86835c0acee955564e7fd62d2a9f37dd6230632f7655f8f8c1b"),
    ("transparency/tbbn0g04.png", "1c36e9d46fe44582f94be4db7d79d58ea259b0b2a59c7f3328974d0222bfaa97"),
    ("transparency/tbbn2c16.png", "053eb9d28b7ac85c3639b5169a175df61856cef7ffdaa7ad218cafdde9646d08"),
    ("transparency/tbbn3p08.png", "444403e441924fcd036c85bac271d92d399859bbba3dceb82f29ff90811fb138"),
    ("transparency/tbgn2c16.png", "053eb9d28b7ac85c3639b5169a175df61856cef7ffdaa7ad218cafdde9646d08"),
    ("transparency/tbgn3p08.png", "444403e441924fcd036c85bac271d92d399859bbba3dceb82f29ff90811fb138"),
    ("transparency/tbrn2c08.png", "053eb9d28b7ac85c3639b5169a175df61856cef7ffdaa7ad218cafdde9646d08"),
    ("transparency/tbwn0g16.png", "09955bf2743754d1ad36a26e03d07b18be2e1875ff75d23e8fd1905b4dfe0599"),
    ("transparency/tbwn3p08.png", "444403e441924fcd036c85bac271d92d399859bbba3dceb82f29ff90811fb138"),
    ("transparency/tbyn3p08.png", "444403e441924fcd036c85bac271d92d399859bbba3dceb82f29ff90811fb138"),
    ("transparency/tm3n3p02.png", "9d08928c6d9fefddadc97f2a6b33e3691075d36d3c78b917e19dd29236cae822"),
    ("transparency/tp0n0g08.png", "6930bf323b5f045b6977f99ce52c2082b781bc067aac66e53dad71a627784e0b"),
    ("transparency/tp0n2c08.png", "13421e1c169afaeb1e1170ed5c1dd26dee7d37a38d14c427f89171bb0a80bb3f"),
    ("transparency/tp0n3p08.png", "fcfd3c6af7fcfc3f3bcca2fed5f85c8b2ff9ee495a5190d20110141b4250eb2e"),
    ("transparency/tp1n3p08.png", "444403e441924fcd036c85bac271d92d399859bbba3dceb82f29ff90811fb138"),
]

struct PngSuiteDecodeTests {
    @Test(arguments: expectedHashes)
    func decodesStoredSamples(file: String, hash: String) throws {
        let png = try PNG.decode(file: "\(fixtures)/pngsuite/\(file)")
        #expect(png.bitmap.width == 32 && png.bitmap.height == 32)
        #expect(sha(png.bitmap.pixels) == hash, "\(file)")
    }

    @Test func knownPixelValues() throws {
        func px(_ f: String, _ x: Int, _ y: Int) throws -> [UInt8] {
            let p = try PNG.decode(file: "\(fixtures)/pngsuite/\(f)").bitmap.pixel(x: x, y: y)
            return [p.r, p.g, p.b, p.a]
        }
        // 16-bit gray ramp: stored samples scaled by rounding, no gamma (the file has gAMA 1.0).
        #expect(try px("basic/basn0g16.png", 0, 0) == [0, 0, 0, 255])
        #expect(try px("basic/basn0g16.png", 31, 0) == [186, 186, 186, 255])
        #expect(try px("basic/basn0g16.png", 16, 16) == [175, 175, 175, 255])
        // 2-bit gray: 2 → 170.
        #expect(try px("basic/basn0g02.png", 5, 7) == [170, 170, 170, 255])
        // Palette.
        #expect(try px("basic/basn3p08.png", 5, 7) == [119, 58, 0, 255])
        #expect(try px("basic/basn3p04.png", 31, 31) == [255, 0, 187, 255])
        // Gray + alpha, RGBA 8 and 16 bit: straight alpha, not premultiplied.
        #expect(try px("basic/basn4a08.png", 5, 7) == [197, 197, 197, 41])
        #expect(try px("basic/basn6a08.png", 16, 16) == [4, 255, 0, 131])
        #expect(try px("basic/basn6a16.png", 5, 7) == [255, 231, 0, 82])
        // tRNS: transparent colour / palette entries give alpha 0.
        #expect(try px("transparency/tbbn0g04.png", 0, 0)[3] == 0)
        #expect(try px("transparency/tbrn2c08.png", 0, 0)[3] == 0)
        #expect(try px("transparency/tp1n3p08.png", 0, 0)[3] == 0)
        #expect(try px("transparency/tm3n3p02.png", 31, 0) == [0, 0, 255, 85])
        // tp0*: tRNS present but no pixel matches → opaque.
        #expect(try px("transparency/tp0n2c08.png", 0, 0) == [127, 127, 127, 255])
    }

    static let corrupted = ["xc1n0g08", "xc9n2c08", "xcrn0g04", "xcsn0g01", "xd0n2c08", "xd3n2c08", "xd9n2c08",
                            "xdtn0g01", "xhdn0g08", "xlfn0g04", "xs1n0g01", "xs2n0g01", "xs4n0g01", "xs7n0g01"]

    @Test(arguments: corrupted)
    func rejectsCorrupted(name: String) {
        let path = "\(fixtures)/pngsuite/corrupted/\(name).png"
        #expect {
            _ = try PNG.decode(file: path)
        } throws: { error in
            guard let e = error as? PNGError else { return false }
            return e.name == path && e.description.hasPrefix(path + ": ") && !e.reason.isEmpty
        }
    }

    @Test func allCorruptedFilesAreCovered() throws {
        // Every x* file in the fixture directory is in the list above.
        let listed = Set(Self.corrupted)
        for name in Self.corrupted { #expect(FileIO.exists("\(fixtures)/pngsuite/corrupted/\(name).png")) }
        #expect(listed.count == 14)
    }
}

/// Removes one chunk type from a PNG stream (test helper).
func removingChunks(_ type: String, from bytes: [UInt8]) -> [UInt8] {
    var out = Array(bytes[0..<8])
    var pos = 8
    while pos + 12 <= bytes.count {
        let n = Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
        let t = String(decoding: bytes[(pos + 4)..<(pos + 8)], as: UTF8.self)
        if t != type { out += bytes[pos..<(pos + 12 + n)] }
        pos += 12 + n
    }
    return out
}

func insertingChunk(_ chunk: [UInt8], afterIHDR bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    out.insert(contentsOf: chunk, at: 8 + 25)
    return out
}

struct ColourManagementTests {
    @Test func gammaChunkDoesNotChangeSamples() throws {
        for f in ["basic/basn0g08.png", "basic/basn2c16.png", "basic/basn6a08.png", "basic/basn0g16.png"] {
            let original = try FileIO.read("\(fixtures)/pngsuite/\(f)")
            let withGamma = try PNG.decode(original, name: f).bitmap
            let stripped = removingChunks("gAMA", from: original)
            #expect(stripped.count < original.count, "fixture \(f) should carry gAMA")
            let without = try PNG.decode(stripped, name: f).bitmap
            #expect(withGamma == without, "\(f)")
            // A different gamma and an sRGB chunk do not change anything either.
            let gama = PNG.chunk(type: Array("gAMA".utf8), data: [0, 0, 0xAF, 0xC8]) // 0.45
            let srgb = PNG.chunk(type: Array("sRGB".utf8), data: [0])
            let other = try PNG.decode(insertingChunk(gama + srgb, afterIHDR: stripped), name: f).bitmap
            #expect(other == without, "\(f)")
        }
    }
}

struct EncodeTests {
    static func sample(width: Int = 37, height: Int = 11) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b.setPixel(
                    x: x, y: y, (UInt8(x * 7 & 255), UInt8(y * 23 & 255), UInt8((x ^ y) & 255), UInt8((x * y) & 255)))
            }
        }
        return b
    }

    @Test func roundTripIsLossless() throws {
        let b = Self.sample()
        let bytes = try PNG.encode(b)
        #expect(Array(bytes.prefix(8)) == PNG.signature)
        let back = try PNG.decode(bytes, name: "mem")
        #expect(back.bitmap == b)
        #expect(back.text.isEmpty)
    }

    @Test func deterministic() throws {
        let b = Self.sample(width: 300, height: 40)
        let one = try PNG.encode(b, text: [("barsnap:environment", "fonts=abc cairo=1.18")])
        let two = try PNG.encode(b, text: [("barsnap:environment", "fonts=abc cairo=1.18")])
        #expect(one == two)
        var changed = b
        changed.setPixel(x: 5, y: 5, (1, 2, 3, 4))
        #expect(try PNG.encode(changed, text: [("barsnap:environment", "fonts=abc cairo=1.18")]) != one)
    }

    @Test func textChunksRoundTrip() throws {
        let b = Self.sample()
        let env = "fonts=SF-Pro-3f2a cairo=1.18.0 pango=1.50.12 format=1"
        let bytes = try PNG.encode(b, text: [("barsnap:environment", env), ("Comment", "Grüße ✓")])
        let decoded = try PNG.decode(bytes, name: "mem")
        #expect(decoded.bitmap == b)
        #expect(decoded.text["barsnap:environment"] == env)
        #expect(decoded.text["Comment"] == "Grüße ✓")
        #expect(try PNG.readText(bytes, name: "mem") == decoded.text)
        // Chunk order: IHDR first, text before IDAT, IEND last.
        func offset(_ t: String) -> Int {
            let needle = Array(t.utf8)
            return (0...(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == needle } ?? -1
        }
        let ihdr = offset("IHDR"), text = offset("tEXt"), itxt = offset("iTXt"), idat = offset("IDAT")
        #expect(ihdr >= 0 && ihdr < text && text < itxt && itxt < idat)
    }

    @Test func invalidKeywordThrows() {
        #expect(throws: PNGError.self) { try PNG.encode(Self.sample(), text: [("", "x")]) }
        #expect(throws: PNGError.self) {
            try PNG.encode(Self.sample(), text: [(String(repeating: "k", count: 80), "x")])
        }
    }

    @Test func writeAndReadFile() throws {
        let dir = "/tmp/barsnap-pngtests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileIO.createDirectories(dir)
        let path = dir + "/a.png"
        try PNG.write(Self.sample(), text: [("barsnap:environment", "E1")], to: path)
        #expect(try PNG.decode(file: path).bitmap == Self.sample())
        #expect(try PNG.readText(file: path)["barsnap:environment"] == "E1")
    }

    @Test func crc32KnownValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }
}

struct BadInputTests {
    func expectRejected(
        _ bytes: [UInt8], containing fragment: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try PNG.decode(bytes, name: "input.png")
            Issue.record("decoded bad input", sourceLocation: sourceLocation)
        } catch let e as PNGError {
            #expect(e.description.hasPrefix("input.png: "), sourceLocation: sourceLocation)
            if let fragment { #expect(e.reason.contains(fragment), "\(e)", sourceLocation: sourceLocation) }
        } catch {
            Issue.record("unexpected error type \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func emptyGarbageAndTruncated() throws {
        expectRejected([], containing: "empty")
        expectRejected(Array("hello, world".utf8), containing: "not a PNG")
        let good = try PNG.encode(EncodeTests.sample())
        for cut in [8, 12, 20, 33, 40, good.count / 2, good.count - 12, good.count - 1] {
            expectRejected(Array(good.prefix(cut)))
        }
    }

    @Test func missingFileNamesTheFile() {
        #expect {
            _ = try PNG.decode(file: "/nonexistent/dir/ref.png")
        } throws: { error in
            (error as? PNGError)?.description.hasPrefix("/nonexistent/dir/ref.png: cannot open") == true
        }
    }

    /// A header claiming 100 000 × 100 000 pixels is refused before any pixel buffer is allocated.
    @Test func absurdDimensionsRefused() throws {
        func ihdr(_ w: UInt32, _ h: UInt32) -> [UInt8] {
            func be(_ v: UInt32) -> [UInt8] {
                [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
            }
            return PNG.chunk(type: Array("IHDR".utf8), data: be(w) + be(h) + [8, 6, 0, 0, 0])
        }
        let good = try PNG.encode(EncodeTests.sample())
        let rest = Array(good[(8 + 25)...])
        expectRejected(PNG.signature + ihdr(100_000, 100_000) + rest, containing: "outside the accepted range")
        expectRejected(PNG.signature + ihdr(16_385, 1) + rest, containing: "outside the accepted range")
        expectRejected(PNG.signature + ihdr(0, 10) + rest)
    }

    /// Random byte flips never trap or hang; they decode or throw a PNGError.
    @Test func mutationsNeverTrap() throws {
        let good = try PNG.encode(EncodeTests.sample(width: 64, height: 64), text: [("k", "v")])
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            var m = good
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                m[Int.random(in: 8..<m.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            do { _ = try PNG.decode(m, name: "m") } catch is PNGError {} catch { Issue.record("\(error)") }
            _ = try? PNG.readText(m, name: "m")
        }
    }
}

/// Adam7-interlaced files generated by an independent writer (see Tests/Fixtures/generated/README.md).
struct InterlacedTests {
    @Test func interlacedRGBA8() throws {
        let png = try PNG.decode(file: "\(fixtures)/generated/interlaced-rgba8.png")
        var expected = Bitmap(width: 37, height: 11)
        for y in 0..<11 {
            for x in 0..<37 {
                expected.setPixel(
                    x: x, y: y, (UInt8(x * 7 & 255), UInt8(y * 23 & 255), UInt8((x ^ y) & 255), UInt8(x * y * 5 & 255)))
            }
        }
        #expect(png.bitmap == expected)
    }

    @Test func interlacedGray16WithTransparentColour() throws {
        let png = try PNG.decode(file: "\(fixtures)/generated/interlaced-gray16-trns.png")
        #expect(png.bitmap.width == 37 && png.bitmap.height == 11)
        let key = (5 * 1800 + 3 * 977) % 65536
        var mismatches = 0
        for y in 0..<11 {
            for x in 0..<37 {
                let v = (x * 1800 + y * 977) % 65536
                let g = UInt8((v * 255 + 32767) / 65535)
                let p = png.bitmap.pixel(x: x, y: y)
                if p != (g, g, g, v == key ? 0 : 255) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(png.bitmap.pixel(x: 5, y: 3).a == 0)
    }

    /// 16-bit interlaced RGBA: libpng's simplified API gets this wrong (libpng #853); our fallback must not.
    @Test func interlacedRGBA16() throws {
        let png = try PNG.decode(file: "\(fixtures)/generated/interlaced-rgba16.png")
        func s8(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }
        var expected = Bitmap(width: 37, height: 11)
        for y in 0..<11 {
            for x in 0..<37 {
                expected.setPixel(x: x, y: y, (s8(x * 1713 % 65536), s8(y * 5903 % 65536),
                                               s8((x + y) * 2477 % 65536), s8(x * y * 613 % 65536)))
            }
        }
        #expect(png.bitmap == expected)
        // Truncated versions are still rejected through the low-level path.
        let bytes = try FileIO.read("\(fixtures)/generated/interlaced-rgba16.png")
        #expect(throws: PNGError.self) { try PNG.decode(Array(bytes.prefix(bytes.count - 30)), name: "t.png") }
    }
}
