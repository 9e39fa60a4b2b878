import Basics
import Foundation
import Verdict
@testable import Verdict
import Testing

/// Scene references as text: git's blob ids, the pixel hash, the canonical file and its strict parser, and the
/// words of a scene difference.
@Suite struct SceneReferenceTests {
    static func reference(title: String = "Inbox", sha: String = String(repeating: "a", count: 64)) -> SceneReference {
        SceneReference(
            caseID: "mail/inbox.iphone-15@3x",
            scene: .object([
                (
                    "spec",
                    .object([
                        ("item", .object([("title", .string(title))])),
                        ("device", .string("iphone-15")), ("$comment", .string("x"))
                    ])
                ),
                ("directory", .string("Specs")), ("fonts", .array([]))
            ]),
            assets: [.init(path: "Specs/icon.png", blob: "ce013625030ba8dba906f756967f9e9ca394464a")],
            pixels: PixelHash(width: 1179, height: 282, sha256: sha),
            environment: "cairo 1.16.0 pango 1.50.12 format 2", description: nil)
    }

    @Test func gitBlobIDsAndSHA1MatchGit() {
        // `printf 'hello\n' | git hash-object --stdin`, and FIPS 180's "abc" vector.
        #expect(GitBlob.id(of: Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
        #expect(GitBlob.id(of: []) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        var sha = SHA1()
        sha.update(Array("abc".utf8))
        #expect(sha.finalize().map { String(format2: $0) }.joined() == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let long = [UInt8](repeating: 0x61, count: 1_000)
        #expect(GitBlob.id(of: long) != GitBlob.id(of: Array(long.dropLast())))
        #expect(GitBlob.isValidID("ce013625030ba8dba906f756967f9e9ca394464a"))
        #expect(!GitBlob.isValidID("--output=/tmp/x") && !GitBlob.isValidID("HEAD"))
    }

    @Test func gitIsReadWithoutAShellAndBounded() {
        // A blob id that is no object: nil, not an error or a trap; an argument with shell syntax is just an argument.
        #expect(GitBlob.read("0000000000000000000000000000000000000000", in: "/tmp", limit: 10) == nil)
        #expect(
            GitBlob.run(["echo", "$(id); rm -rf x"], limit: 100).map { String(decoding: $0, as: UTF8.self) }
                == "$(id); rm -rf x\n")
        #expect(GitBlob.run(["yes"], limit: 1_000) == nil)
    }

    @Test func pixelHashIsOfSizeAndPixels() {
        let a = Bitmap(width: 2, height: 1, fill: (1, 2, 3, 255))
        #expect(PixelHash(a) == PixelHash(Bitmap(width: 2, height: 1, fill: (1, 2, 3, 255))))
        #expect(PixelHash(a) != PixelHash(Bitmap(width: 1, height: 2, fill: (1, 2, 3, 255))))
        #expect(PixelHash(a) != PixelHash(Bitmap(width: 2, height: 1, fill: (1, 2, 4, 255))))
        #expect(PixelHash(a).sha256.count == 64)
    }

    @Test func theFileIsCanonicalAndRoundTrips() throws {
        let r = Self.reference()
        let text = String(decoding: r.encoded, as: UTF8.self)
        // Sorted keys, one a line, no comment; the fingerprint one field a line.
        #expect(text.contains("\"title\": \"Inbox\""))
        #expect(!text.contains("$comment"))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
            String($0.dropFirst(3).prefix { $0 != "\"" })
        }
        #expect(keys == ["assets", "case", "environment", "format", "pixels", "scene"])
        #expect(text.contains("    \"pango 1.50.12\","))
        let back = try SceneReference.parse(r.encoded)
        #expect(back == r)
        #expect(back.encoded == r.encoded)
        #expect(back.sameScene(as: r))
        #expect(!Self.reference(title: "Archive").sameScene(as: r))
    }

    @Test func hostileFilesAreRefusedWithTheirPath() throws {
        func problem(_ edit: (inout String) -> Void) -> String {
            var text = String(decoding: Self.reference().encoded, as: UTF8.self)
            edit(&text)
            do { _ = try SceneReference.parse(Array(text.utf8)) } catch { return "\(error)" }
            return "parsed"
        }
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "\"Specs/icon.png\"", with: "\"../../etc/passwd\"") }
                .hasPrefix("assets[0].path: not a path inside the repository"))
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "\"Specs/icon.png\"", with: "\"/etc/passwd\"") }.contains(
                "absolute"))
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "ce013625030ba8dba906f756967f9e9ca394464a", with: "HEAD") }
                .hasPrefix("assets[0].blob: not a git blob id"))
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "\"case\"", with: "\"cases\"") }.hasPrefix("cases: unknown key"))
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "\"width\": 1179", with: "\"width\": \"1179\"") }.hasPrefix(
                "pixels.width"))
        #expect(
            problem { $0 = $0.replacingOccurrences(of: "\"format\": 1", with: "\"format\": 9") }.hasPrefix("format:"))
        #expect(problem { $0 += "x" }.contains("line"))
        let huge = [UInt8](repeating: 0x20, count: SceneReference.maxFileBytes + 1)
        #expect(throws: JSONPathError.self) { try SceneReference.parse(huge) }
    }

    @Test func aSceneDifferenceIsSaidExactly() {
        var new = Self.reference(title: "Archive")
        new.assets = [.init(path: "Specs/icon.png", blob: "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")]
        let words = SceneDiff.changes(from: Self.reference(), to: new).map(\.words)
        #expect(words == ["item.title \"Inbox\" → \"Archive\"", "file Specs/icon.png changed (ce01362 → e69de29)"])
        #expect(SceneDiff.changes(from: Self.reference(), to: Self.reference()).isEmpty)
    }

    /// An item the scan could not read that became a symbol is said as such: never the placeholder's label or tint.
    @Test func aPlaceholderThatBecameReadableIsSaidInAReviewersWords() {
        func scene(_ right: JSON) -> JSON {
            .object([("spec", .object([("item", .object([("right", .array([right]))]))]))])
        }
        let box = JSON.object([("placeholder", .string("?")), ("tint", .string("#0A84FF2E"))])
        let symbol = JSON.object([("symbol", .string("arrow.clockwise")), ("tint", .string("#0A84FF"))])
        var old = Self.reference(), new = Self.reference()
        old.scene = scene(box)
        new.scene = scene(symbol)
        let words = SceneDiff.changes(from: old, to: new).map(\.words)
        #expect(words == ["item.right[0]: an item BarSnap could not read → arrow.clockwise"], "\(words)")
        #expect(SceneDiff.changes(from: new, to: old).map(\.words)
            == ["item.right[0]: arrow.clockwise → an item BarSnap could not read"])
    }
}

extension String {
    init(format2 byte: UInt8) { self = (byte < 16 ? "0" : "") + String(byte, radix: 16) }
}
