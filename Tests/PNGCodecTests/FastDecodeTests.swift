import Basics
import Testing
@testable import PNGCodec

/// The libdeflate fast path decodes to exactly libpng's pixels, takes only the form it knows, and leaves every
/// damaged file to libpng, so the error a bad file gets is the one it got before.
@Suite struct FastDecodeTests {
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }()

    /// Every PNG under `dir` (recursively), sorted.
    static func pngs(under dir: String) -> [String] {
        var out: [String] = []
        for name in ((try? FileIO.listDirectory(dir)) ?? []).sorted() {
            let path = dir + "/" + name
            if FileIO.isDirectory(path) && !FileIO.isSymbolicLink(path) {
                out += pngs(under: path)
            } else if name.hasSuffix(".png") {
                out.append(path)
            }
        }
        return out
    }

    /// Decodes both ways: the same pixels and text, or the same error.
    static func expectSameDecode(_ bytes: [UInt8], name: String) -> Bool {
        let fast = Result { try PNG.decode(bytes, name: name, maxPixels: PNG.maxDecodedPixels, fast: true) }
        let slow = Result { try PNG.decode(bytes, name: name, maxPixels: PNG.maxDecodedPixels, fast: false) }
        switch (fast, slow) {
        case let (.success(a), .success(b)):
            #expect(a.bitmap == b.bitmap && a.text == b.text, "\(name): pixels differ from libpng's")
            return a.bitmap == b.bitmap
        case let (.failure(a), .failure(b)):
            #expect("\(a)" == "\(b)", "\(name): \(a) vs \(b)")
            return "\(a)" == "\(b)"
        default:
            Issue.record("\(name): fast \(fast) vs libpng \(slow)")
            return false
        }
    }

    @Test func samePixelsAsLibpngOnTheSuiteTheFuzzInputsAndTheGallery() throws {
        let files = Self.pngs(under: Self.root + "/Tests/Fixtures/pngsuite")
            + Self.pngs(under: Self.root + "/Scripts/fuzz")
            + Self.pngs(under: Self.root + "/Snapshots").prefix(200)
        #expect(files.count > 150)
        var fastTaken = 0
        for file in files {
            let bytes = try FileIO.read(file)
            _ = Self.expectSameDecode(bytes, name: file)
            if FastDecode.rgba(bytes, maxPixels: PNG.maxDecodedPixels) != nil { fastTaken += 1 }
        }
        // BarSnap's own references (8-bit RGBA) all take the fast path.
        #expect(fastTaken >= 150, "\(fastTaken) of \(files.count) took the fast path")
        // The forms it must leave to libpng.
        for name in ["basn3p08", "basn0g08", "basn2c16", "basi6a08", "tbrn2c08"] {
            guard let file = files.first(where: { $0.hasSuffix("/\(name).png") }) else { continue }
            #expect(FastDecode.rgba(try FileIO.read(file), maxPixels: PNG.maxDecodedPixels) == nil, "\(name)")
        }
    }

    /// Every single-byte change of a small RGBA image (header, data, CRCs, trailer) decodes or fails exactly as
    /// libpng decides.
    @Test func everyDamagedByteIsDecidedAsLibpngDecides() throws {
        let file = Self.root + "/Tests/Fixtures/pngsuite/basic/basn6a08.png"
        let good = try FileIO.read(file)
        var differ = 0
        for index in 8..<good.count {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var bytes = good
                bytes[index] ^= flip
                if !Self.expectSameDecode(bytes, name: "byte \(index) ^ \(flip)") { differ += 1 }
            }
        }
        #expect(differ == 0)
        // An image BarSnap encodes itself.
        let encoded = try PNG.encode(Bitmap(width: 7, height: 5, pixels: (0..<140).map { UInt8($0 * 7 & 0xFF) })!)
        #expect(Self.expectSameDecode(encoded, name: "encoded"))
    }
}
