import Testing
@testable import Basics

@Suite struct ColorTests {
    @Test func parsesHexForms() throws {
        #expect(Color(hex: "#AAAAAA") == Color(r8: 170, g8: 170, b8: 170))
        #expect(Color(hex: "#fff") == .white)
        #expect(try #require(Color(hex: "#FF000080")).rgba8 == (255, 0, 0, 128))
        #expect(Color(hex: "#12") == nil)
        #expect(Color(hex: "AAAAAA") == nil)
        #expect(Color(hex: "#GGGGGG") == nil)
        #expect(Color(hex: "#ＡＡＡ") == nil)
    }

    @Test func contrastMatchesSpecExamples() {
        let blue = Color(hex: "#007AFF")!
        #expect(abs(Color.contrastRatio(blue, .white) - 4.02) < 0.01)
        #expect(abs(Color.contrastRatio(.black, Color(hex: "#AAAAAA")!) - 9.04) < 0.05)
        #expect(abs(Color.contrastRatio(.white, Color(hex: "#AAAAAA")!) - 2.32) < 0.02)
    }

    @Test func highlightScalesRGBKeepsAlpha() {
        let c = Color(red: 1, green: 0.5, blue: 0.2, alpha: 0.7).highlighted
        #expect(c == Color(red: 0.85, green: 0.425, blue: 0.17, alpha: 0.7))
    }
}

@Suite struct GeometryTests {
    @Test func snappingIsIdempotentAndOnGrid() {
        let r = Rect(x: 10.2, y: 3.49, width: 33.33, height: 17.01)
        for scale in [1.0, 2.0, 3.0] {
            let s = r.snapped(scale: scale)
            #expect(s.snapped(scale: scale) == s)
            for v in [s.minX, s.minY, s.maxX, s.maxY] {
                #expect(abs((v * scale) - (v * scale).rounded()) < 1e-9)
            }
        }
    }
}

@Suite struct SHA256Tests {
    @Test func knownVectors() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(long) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}

@Suite struct JSONTests {
    @Test func roundTripsWithStableKeyOrder() throws {
        let text = #"{"b":1,"a":[true,null,"x\n\u00e9"],"c":{"d":-2.5}}"#
        let v = try JSON.parse(text)
        #expect(v.serialized() == #"{"b":1,"a":[true,null,"x\né"],"c":{"d":-2.5}}"#)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\":1,\"a\":2}", "NaN", "01", "1e999", "\"\\ud800\"", "[1] x", "{\"a\" 1}"])
    func rejectsInvalid(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSON.parse(text) }
    }

    @Test func rejectsInvalidUTF8AndDeepNesting() {
        #expect(throws: JSONSyntaxError.self) { try JSON.parse([0x22, 0xFF, 0x22]) }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSON.parse(deep) }
    }
}

@Suite struct FileIOTests {
    @Test func atomicWriteAndRead() throws {
        let dir = "/tmp/barsnap-fileio-\(UInt32.random(in: 0...UInt32.max))"
        try FileIO.createDirectories(dir + "/a/b")
        try FileIO.writeAtomically("hello", to: dir + "/a/b/f.txt")
        #expect(try FileIO.read(dir + "/a/b/f.txt") == Array("hello".utf8))
        #expect(throws: FileError.self) { try FileIO.read(dir + "/a") }
        #expect(throws: FileError.self) { try FileIO.read(dir + "/missing") }
    }
}

@Suite struct SHA256StreamingTests {
    @Test func chunkedUpdatesEqualOneShot() {
        let data = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let whole = SHA256.hex(data)
        for chunk in [1, 3, 63, 64, 65, 200] {
            var h = SHA256()
            var i = 0
            while i < data.count {
                h.update(Array(data[i..<min(i + chunk, data.count)]))
                i += chunk
            }
            #expect(h.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() == whole)
        }
    }
}
