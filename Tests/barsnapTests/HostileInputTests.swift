import Testing
import Basics
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Hostile inputs through the CLI: every row of the Security article's "Bad input" table. Each case must end in exactly
/// one
/// line on stderr (naming the file and the problem) and the documented exit status — never a trap or a hang.
@Suite(.serialized) struct HostileInputTests {
    /// A PNG whose IHDR declares `width`×`height` RGBA8 followed by a tiny IDAT (zlib of 100 zero bytes).
    static func forgedPNG(width: UInt32, height: UInt32) -> [UInt8] {
        forgedPNG(width: width, height: height, depth: 8, colourType: 6, idat: 100)
    }

    /// A PNG header for `width`×`height` at `depth`/`colourType`, whose image data is `idat` zero bytes (stored,
    /// uncompressed blocks): valid chunks, far too little data for a large image.
    static func forgedPNG(width: UInt32, height: UInt32, depth: UInt8, colourType: UInt8, idat: Int) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] {
            [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var c: UInt32 = 0xFFFF_FFFF
            for b in body {
                c ^= UInt32(b)
                for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return be(UInt32(data.count)) + body + be(c ^ 0xFFFF_FFFF)
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var left = idat
        repeat {
            let n = min(left, 65_535)
            left -= n
            zlib +=
                [left == 0 ? 1 : 0, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
                + [UInt8](repeating: 0, count: n)
        } while left > 0
        zlib += be(UInt32(idat % 65_521) << 16 | 1)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be(width) + be(height) + [depth, colourType, 0, 0, 0]) + chunk("IDAT", zlib)
            + chunk("IEND", [])
    }

    static var goodPNG: String { CLI.packageRoot + "/Tests/Fixtures/pngsuite/basic/basn6a08.png" }

    /// Exactly one non-empty line on stderr, containing every fragment.
    func expectOneLine(
        _ r: CLI.Result, status: Int32, _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(r.status == status, "exit \(r.status), stderr: \(r.stderr)", sourceLocation: sourceLocation)
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count == 2 && lines[1].isEmpty && !lines[0].isEmpty, "not one line: \(r.stderr)",
            sourceLocation: sourceLocation)
        for f in fragments {
            #expect(r.stderr.contains(f), "missing \"\(f)\" in: \(r.stderr)", sourceLocation: sourceLocation)
        }
    }

    func spec(_ bytes: [UInt8], in dir: String, _ name: String = "spec.json") throws -> String {
        let path = dir + "/" + name
        try FileIO.writeAtomically(bytes, to: path)
        return path
    }

    // MARK: PNG inputs (barsnap diff: exit 2)

    @Test func hugeDeclaredDimensionsAreRejectedBeforeAllocating() throws {
        let dir = try CLI.temporaryDirectory()
        let huge = dir + "/huge.png"
        try FileIO.writeAtomically(Self.forgedPNG(width: 100_000, height: 100_000), to: huge)
        let r = try CLI.run(["diff", huge, Self.goodPNG])
        expectOneLine(r, status: 2, ["barsnap diff: \(huge): image size 100000×100000 is outside the accepted range"])
        // Inside the size limit but with far too little data: refused before a 1 GiB buffer is allocated.
        let big = dir + "/big.png"
        try FileIO.writeAtomically(Self.forgedPNG(width: 8_000, height: 8_000), to: big)
        let r2 = try CLI.run(["diff", Self.goodPNG, big])
        expectOneLine(
            r2, status: 2, ["\(big): not a valid PNG: the image data is too short for the declared 8000×8000 image"])
    }

    @Test func zeroByteMissingAndNonPNGFiles() throws {
        let dir = try CLI.temporaryDirectory()
        let empty = dir + "/empty.png"
        try FileIO.writeAtomically([UInt8](), to: empty)
        expectOneLine(
            try CLI.run(["diff", empty, Self.goodPNG]), status: 2, ["barsnap diff: \(empty): empty file, not a PNG"])
        expectOneLine(
            try CLI.run(["diff", Self.goodPNG, dir + "/missing.png"]), status: 2,
            ["\(dir)/missing.png: cannot open: No such file or directory"])
        let text = dir + "/text.png"
        try CLI.write("hello", to: text)
        expectOneLine(try CLI.run(["diff", text, Self.goodPNG]), status: 2, ["\(text): not a PNG file (bad signature)"])
        let truncated = dir + "/truncated.png"
        let good = try FileIO.read(Self.goodPNG)
        try FileIO.writeAtomically(Array(good.prefix(good.count / 2)), to: truncated)
        expectOneLine(try CLI.run(["diff", truncated, Self.goodPNG]), status: 2, ["\(truncated): not a valid PNG"])
    }

    @Test func directoriesAndSpecialFilesInsteadOfFiles() throws {
        let dir = try CLI.temporaryDirectory()
        try FileIO.createDirectories(dir + "/dir.png")
        expectOneLine(
            try CLI.run(["diff", dir + "/dir.png", Self.goodPNG]), status: 2,
            ["\(dir)/dir.png: is a directory, not a file"])
        // A FIFO with no writer used to block open(2) forever.
        let fifo = dir + "/fifo.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        expectOneLine(try CLI.run(["diff", Self.goodPNG, fifo]), status: 2, ["\(fifo): is not a regular file"])
        expectOneLine(try CLI.run(["layout", fifo]), status: 1, ["barsnap: \(fifo): is not a regular file"])
        expectOneLine(try CLI.run(["layout", dir]), status: 1, ["barsnap: \(dir): is a directory, not a file"])
        expectOneLine(try CLI.run(["diff", "/dev/zero", Self.goodPNG]), status: 2, ["/dev/zero: is not a regular file"])
    }

    /// chmod 000 does not stop root, so as root the command runs as `nobody` through setpriv(1).
    @Test func unreadableFiles() throws {
        let dir = try CLI.temporaryDirectory()
        #expect(chmod(dir, 0o755) == 0)
        let locked = dir + "/locked.png"
        try FileIO.writeAtomically(try FileIO.read(Self.goodPNG), to: locked)
        #expect(chmod(locked, 0o000) == 0)
        let lockedSpec = dir + "/locked.json"
        try CLI.write(#"{"device": "iphone-15"}"#, to: lockedSpec)
        #expect(chmod(lockedSpec, 0o000) == 0)
        var prefix: [String] = []
        if geteuid() == 0 {
            guard FileIO.exists("/usr/bin/setpriv") else {
                Issue.record("running as root without setpriv: cannot make a file unreadable; skipped")
                return
            }
            prefix = ["--reuid=65534", "--regid=65534", "--clear-groups"]
        }
        let good = dir + "/good.png"
        try FileIO.writeAtomically(try FileIO.read(Self.goodPNG), to: good)
        let r = try CLI.run(["diff", locked, good], asUser: prefix)
        expectOneLine(r, status: 2, ["barsnap diff: \(locked): cannot open: Permission denied"])
        let r2 = try CLI.run(["layout", lockedSpec], asUser: prefix)
        expectOneLine(r2, status: 1, ["barsnap: \(lockedSpec): cannot open: Permission denied"])
    }

    // MARK: Scene specs (layout / render: exit 1)

    /// A transition from a UIKit sheet drawn as a card to a pushed screen: one line, exit 1, no output file.
    @Test func aTransitionFromASheetCardToAPushedScreen() throws {
        let dir = try CLI.temporaryDirectory()
        let sheet = try spec(
            Array(#"{"device": "iphone-15", "style": "uikit", "presentation": "sheet", "item": {"title": "A"}}"#.utf8),
            in: dir, "sheet.json")
        let pushed = try spec(
            Array(#"{"device": "iphone-15", "style": "uikit", "item": {"title": "B"}}"#.utf8), in: dir, "pushed.json")
        expectOneLine(
            try CLI.run(["transition", sheet, pushed, "--progress", "0.5", "-o", dir + "/out.png"]), status: 1,
            ["FROM and TO must both be the same sheet: FROM is sheet (uikit), TO is push (uikit)"])
        #expect(!FileIO.exists(dir + "/out.png"))
    }

    /// A hostile `presenting` screen: a nested one, a NUL in its title, a device of its own — one line each naming
    /// the path inside `presenting`, exit 1, no output file.
    @Test func aHostilePresentingScreen() throws {
        let dir = try CLI.temporaryDirectory()
        let head = #"{"device": "iphone-15", "style": "uikit", "presentation": "sheet", "presenting": "#
        let nested = try spec(Array((head + #"{"presenting": {}}}"#).utf8), in: dir, "nested.json")
        expectOneLine(
            try CLI.run(["render", nested, "-o", dir + "/out.png"]), status: 1,
            ["\(nested): presenting.presenting: unknown key"])
        let nul = try spec(Array((head + #"{"item": {"title": "a\u0000b"}}}"#).utf8), in: dir, "nul.json")
        expectOneLine(
            try CLI.run(["render", nul, "-o", dir + "/out.png"]), status: 1,
            ["\(nul): presenting.item.title: strings may not contain NUL characters"])
        let device = try spec(Array((head + #"{"device": "ipad-11"}}"#).utf8), in: dir, "device.json")
        expectOneLine(try CLI.run(["layout", device]), status: 1, ["\(device): presenting.device: unknown key"])
        #expect(!FileIO.exists(dir + "/out.png"))
    }

    @Test func nonUTF8AndNULInTitles() throws {
        let dir = try CLI.temporaryDirectory()
        let head = Array(#"{"device": "iphone-15", "item": {"title": "a"#.utf8), tail = Array(#"b"}}"#.utf8)
        let bad = try spec(head + [0xFF, 0xFE] + tail, in: dir, "nonutf8.json")
        expectOneLine(
            try CLI.run(["layout", bad]), status: 1,
            ["barsnap: \(bad): not valid JSON (line 1, column 45: invalid UTF-8)"])
        let rawNUL = try spec(head + [0] + tail, in: dir, "rawnul.json")
        expectOneLine(
            try CLI.run(["render", rawNUL, "-o", dir + "/out.png"]), status: 1,
            ["\(rawNUL): not valid JSON (line 1, column 45: control character in string (escape it))"])
        let escapedNUL = try spec(head + Array(#"\u0000"#.utf8) + tail, in: dir, "nul.json")
        expectOneLine(
            try CLI.run(["render", escapedNUL, "-o", dir + "/out.png"]), status: 1,
            ["\(escapedNUL): item.title: strings may not contain NUL characters"])
        let overlong = try spec(head + [0xC0, 0xAF] + tail, in: dir, "overlong.json")
        expectOneLine(try CLI.run(["layout", overlong]), status: 1, ["not valid JSON", "invalid UTF-8"])
        #expect(!FileIO.exists(dir + "/out.png"))
    }

    @Test func nanAndInfinityInSpecs() throws {
        let dir = try CLI.temporaryDirectory()
        for (word, message) in [("NaN", "NaN and Infinity are not valid JSON numbers"),
                                ("Infinity", "NaN and Infinity are not valid JSON numbers"),
                                ("-Infinity", "NaN and Infinity are not valid JSON numbers"),
                                ("1e999", "number 1e999 is out of range"),
                                ("-1e400", "number -1e400 is out of range")] {
            let path = try spec(Array(#"{"device": "iphone-15", "barHeight": \#(word)}"#.utf8), in: dir)
            expectOneLine(try CLI.run(["layout", path]), status: 1, ["barsnap: \(path): not valid JSON", message])
        }
        let zero = try spec(Array(#"{"device": "iphone-15", "barHeight": 0}"#.utf8), in: dir)
        expectOneLine(try CLI.run(["layout", zero]), status: 1, ["barHeight: 0 must be greater than 0"])
    }

    @Test func tenThousandBarItemsAreAnErrorNotAHang() throws {
        let dir = try CLI.temporaryDirectory()
        let items = (0..<10_000).map { #"{"title": "Item \#($0)"}"# }.joined(separator: ", ")
        let path = try spec(
            Array(#"{"device": "iphone-15", "item": {"title": "Many", "right": [\#(items)]}}"#.utf8), in: dir)
        expectOneLine(
            try CLI.run(["render", path, "-o", dir + "/out.png"]), status: 1,
            ["barsnap: \(path): item.right: 10000 items is too many (at most 100)"])
        let toolbar = (0..<10_000).map { _ in #"{"symbol": "heart"}"# }.joined(separator: ", ")
        let path2 = try spec(
            Array(#"{"device": "iphone-15", "canvas": "screen", "toolbarItems": [\#(toolbar)]}"#.utf8), in: dir,
            "toolbar.json")
        expectOneLine(
            try CLI.run(["layout", path2]), status: 1, ["toolbarItems: 10000 items is too many (at most 100)"])
        // The limit itself still renders.
        let hundred = (0..<100).map { _ in #"{"symbol": "heart"}"# }.joined(separator: ", ")
        let path3 = try spec(
            Array(#"{"device": "iphone-15", "item": {"right": [\#(hundred)]}}"#.utf8), in: dir, "hundred.json")
        let ok = try CLI.run(["render", path3, "-o", dir + "/hundred.png"])
        #expect(ok.status == 0, "\(ok.stderr)")
    }

    /// Messages name the file and the JSON path, and stay short: a 10,000-character item (it used to fail with a
    /// 150,000-pt frame and no file), a title no pinned font can draw, a 100,000-digit number.
    @Test func oversizedValuesAndMissingGlyphsNameTheFile() throws {
        let dir = try CLI.temporaryDirectory()
        let long = try spec(
            Array(
                #"{"device": "iphone-15", "item": {"right": [{"title": "\#(String(repeating: "W", count: 10_000))"}]}}"#
                    .utf8), in: dir, "long.json")
        expectOneLine(
            try CLI.run(["render", long, "-o", dir + "/x.png"]), status: 1,
            ["barsnap: \(long): item.right[0].title: is 10000 characters long (at most 1000)"])
        let glyphs = try spec(
            Array(#"{"device": "iphone-15", "item": {"title": "\#u{13000}\#u{16A0}"}}"#.utf8), in: dir, "glyphs.json")
        expectOneLine(
            try CLI.run(["render", glyphs, "-o", dir + "/x.png"]), status: 1,
            ["barsnap: \(glyphs): item.title: 2 character(s) of", "have no glyph in the pinned fonts"])
        let number = try spec(
            Array((#"{"device": "iphone-15", "barHeight": "# + String(repeating: "9", count: 100_000) + "}").utf8),
            in: dir, "number.json")
        let r = try CLI.run(["layout", number])
        expectOneLine(r, status: 1, ["barsnap: \(number): not valid JSON (line 1, column"])
        #expect(r.stderr.utf8.count < 1_000, "\(r.stderr.utf8.count) bytes")
    }

    @Test func emptyHugeAndDeeplyNestedSpecs() throws {
        let dir = try CLI.temporaryDirectory()
        let empty = try spec([], in: dir, "empty.json")
        expectOneLine(try CLI.run(["layout", empty]), status: 1, ["barsnap: \(empty): empty file, not JSON"])
        let deep = try spec(Array(String(repeating: "[", count: 100_000).utf8), in: dir, "deep.json")
        expectOneLine(
            try CLI.run(["layout", deep]), status: 1, ["\(deep): not valid JSON", "nesting deeper than 64 levels"])
        let huge = dir + "/huge.json"
        let fd = open(huge, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0 && ftruncate(fd, 17 << 20) == 0)
        close(fd)
        expectOneLine(
            try CLI.run(["layout", huge]), status: 1, ["\(huge): is 17825792 bytes, over the limit of 16777216"])
    }

    // MARK: Symlink loops in Snapshots/ (verify / record: exit 1, never a hang)

    /// A scratch package with the references of `buttons/back.*`.
    func scratchRoot() throws -> String {
        try CLI.scratchPackage(references: ["back.phone-44@3x.png", "back.pad-50@2x.png"])
    }

    @Test func symlinkLoopAsAReference() throws {
        let root = try scratchRoot()
        let ref = root + "/Snapshots/buttons/back.phone-44@3x.png"
        unlink(ref)
        #expect(symlink("back.phone-44@3x.png", ref) == 0) // points at itself
        // Plus loops that no case reads: a directory link to its parent and a two-link cycle.
        #expect(symlink(".", root + "/Snapshots/self") == 0)
        #expect(
            symlink("loop-b", root + "/Snapshots/loop-a") == 0 && symlink("loop-a", root + "/Snapshots/loop-b") == 0)
        let r = try CLI.run(
            [
                "verify", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
                root + "/artifacts"
            ],
            environment: ["CI": "true"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let fails = r.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
        #expect(fails.count == 1)
        #expect(
            fails.first?.contains(
                """
                    FAIL buttons/back.phone-44@3x: cannot read reference: \(ref): is a symlink: BarSnap never reads\
                     references or artifacts through one
                    """
            ) == true,
            "\(r.stdout)")
        #expect(r.stdout.hasSuffix("1 passed, 1 failed\n"))
        // Whatever BARSNAP_RECORD says, it is not mistaken for a missing reference either.
        let local = try CLI.run(
            [
                "verify", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
                root + "/artifacts"
            ],
            environment: ["CI": "false", "BARSNAP_RECORD": "missing"])
        #expect(local.status == 1 && local.stdout.contains("is a symlink"), "\(local.stdout)")
        #expect(FileIO.isSymbolicLink(ref))
        // record does not replace a link either (it writes only regular files): it says so, and the user removes it.
        let refused = try CLI.run([
            "record", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
            root + "/artifacts"
        ])
        #expect(
            refused.status == 1 && refused.stdout.contains("is a symlink: refusing to replace it"),
            "\(refused.stdout)\(refused.stderr)")
        #expect(FileIO.isSymbolicLink(ref))
        unlink(ref)
        let rec = try CLI.run([
            "record", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
            root + "/artifacts"
        ])
        #expect(rec.status == 0, "\(rec.stdout)\(rec.stderr)")
        #expect(!FileIO.isSymbolicLink(ref))
        // The committed pixels, with this machine's fingerprint.
        let written = try PNG.decode(file: ref)
        #expect(
            written.bitmap == (try PNG.decode(file: CLI.packageRoot + "/Snapshots/buttons/back.phone-44@3x.png").bitmap)
        )
        #expect(
            written.text["barsnap:environment"]
                == (try CLI.run(["env", "--short"]).stdout.split(separator: "\n").first.map(String.init)))
    }

    @Test func symlinkLoopAsTheSnapshotsDirectoryOrAGroup() throws {
        let root = try scratchRoot()
        let group = root + "/Snapshots/buttons"
        for name in ["back.phone-44@3x.png", "back.pad-50@2x.png"] { unlink(group + "/" + name) }
        rmdir(group)
        #expect(symlink("buttons", group) == 0)
        let r = try CLI.run(
            [
                "verify", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
                root + "/artifacts"
            ],
            environment: ["CI": "true"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stdout.split(separator: "\n").filter {
                $0.hasPrefix("FAIL ") && $0.contains("Snapshots/buttons: is a symlink")
            }.count == 2,
            "\(r.stdout)")
        let rec = try CLI.run([
            "record", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
            root + "/artifacts"
        ])
        #expect(rec.status == 1, "\(rec.stdout)\(rec.stderr)")
        #expect(rec.stdout.contains("could not record"), "\(rec.stdout)")

        let snapshots = root + "/Snapshots"
        unlink(group)
        rmdir(snapshots)
        #expect(symlink("Snapshots", snapshots) == 0)
        // A snapshots folder that is a link is refused when the configuration is loaded, before anything runs.
        let r2 = try CLI.run([
            "verify", "--config", root + "/barsnap.json", "--filter", "buttons/back.*", "--artifacts",
            root + "/artifacts"
        ])
        #expect(r2.status == 1, "\(r2.stdout)\(r2.stderr)")
        #expect(r2.stderr.contains("snapshots: \"Snapshots\" goes through the symbolic link"), "\(r2.stderr)")
        #expect(FileIO.isSymbolicLink(snapshots), "verify never replaces anything")
    }
}

extension CLI {
    /// Like `run`, but through `setpriv PREFIX…` (to drop root) when `asUser` is not empty.
    static func run(_ args: [String], asUser: [String]) throws -> Result {
        guard !asUser.isEmpty else { return try run(args) }
        let outPath = temporaryPath("out"), errPath = temporaryPath("err")
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        let command =
            (["/usr/bin/setpriv"] + asUser + [executable] + args).map(shellQuote).joined(separator: " ")
            + " > \(shellQuote(outPath)) 2> \(shellQuote(errPath)) < /dev/null"
        let status = system(command)
        let out = (try? FileIO.read(outPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let err = (try? FileIO.read(errPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Result(status: (status >> 8) & 0xFF, stdout: out, stderr: err)
    }
}
