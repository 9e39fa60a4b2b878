import Testing
import Basics

@Suite(.serialized) struct TransitionCommandTests {
    let from = #"{"device": "iphone-15", "canPop": false, "item": {"title": "Recipes"}}"#
    let to =
        ##"""
            {"device": "iphone-15", "appearance": {"background": "#EA2E49", "statusBar": "light"}, "item": {"title":\##
             "Red"}}
            """##
    let tall = #"{"device": "iphone-15", "item": {"title": "Tall", "prompt": "p"}}"#
    let pad = #"{"device": "ipad-11", "item": {"title": "Pad"}}"#

    func specs() throws -> (String, [String: String]) {
        let dir = try CLI.temporaryDirectory()
        var paths: [String: String] = [:]
        for (name, text) in [("from", from), ("to", to), ("tall", tall), ("pad", pad)] {
            paths[name] = dir + "/\(name).json"
            try CLI.write(text, to: dir + "/\(name).json")
        }
        return (dir, paths)
    }

    /// Width and height from the PNG header.
    func size(_ path: String) throws -> (Int, Int) {
        let b = try FileIO.read(path)
        func be(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        return (be(16), be(20))
    }

    @Test func framesAndFilmstripsAreDeterministicAndSizedRight() throws {
        let (dir, s) = try specs()
        let a = dir + "/a.png", b = dir + "/b.png", strip = dir + "/strip.png"
        #expect(try CLI.run(["transition", s["from"]!, s["to"]!, "--progress", "0.5", "-o", a]).status == 0)
        #expect(try CLI.run(["transition", s["from"]!, s["to"]!, "--progress", "0.5", "-o", b]).status == 0)
        #expect(try FileIO.read(a) == (try FileIO.read(b)), "byte-identical across processes")
        #expect(try size(a) == (1179, 309))
        #expect(try CLI.run(["transition", s["from"]!, s["to"]!, "--frames", "5", "-o", strip]).status == 0)
        #expect(try size(strip) == (1179, 5 * 309 + 4), "N frames and N − 1 one-pixel separators")
        // slide to a taller bar: the canvas is the taller one
        let slide = dir + "/slide.png"
        #expect(try CLI.run(["transition", s["from"]!, s["tall"]!, "--time", "0.25", "-o", slide]).status == 0)
        #expect(try size(slide) == (1179, (59 + 74) * 3))
    }

    @Test func mismatchedScreensAndUsageErrors() throws {
        let (dir, s) = try specs()
        let r = try CLI.run(["transition", s["from"]!, s["pad"]!, "--progress", "0.5", "-o", dir + "/x.png"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("FROM and TO must share device, orientation and scale"))
        #expect(!FileIO.exists(dir + "/x.png"))
        #expect(
            try CLI.run(["transition", s["from"]!, s["to"]!, "-o", dir + "/x.png"]).status == 64,
            "no progress/time/frames")
        #expect(
            try CLI.run(["transition", s["from"]!, s["to"]!, "--progress", "1.5", "-o", dir + "/x.png"]).status == 64)
        #expect(
            try CLI.run([
                "transition", s["from"]!, s["to"]!, "--progress", "0.5", "--kind", "wipe", "-o", dir + "/x.png"
            ]).status == 64)
    }
}

@Suite(.serialized) struct RenderAndAuditCommandTests {
    @Test func renderWritesAtomicallyAndFailsCleanly() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = CLI.packageRoot + "/Scripts/examples/search.json"
        let r = try CLI.run(["render", spec, "-o", dir + "/missing-dir/out.png"])
        #expect(r.status == 1 && r.stderr.contains("out.png"))
        try CLI.write(#"{"device": "iphone-15", "item": {"title": "ሰላም"}}"#, to: dir + "/tofu.json")
        let tofu = try CLI.run(["render", dir + "/tofu.json", "-o", dir + "/tofu.png"])
        #expect(tofu.status == 1)
        #expect(tofu.stderr.contains("item.title") && tofu.stderr.contains("no glyph"), "\(tofu.stderr)")
        #expect(!FileIO.exists(dir + "/tofu.png"))
        let ls = try CLI.run(["render", spec, "-o", dir + "/ok.png"])
        #expect(ls.status == 0 && FileIO.exists(dir + "/ok.png"))
    }

    @Test func auditStrictFailsOnLowContrast() throws {
        let seed = CLI.packageRoot + "/Scripts/examples/cookpad-recipe.json"
        let r = try CLI.run(["audit", seed, "--strict"])
        #expect(r.status == 1, "the orange chevron on #AAAAAA is 1.09:1")
        #expect(r.stdout.contains("FAIL") && r.stdout.hasSuffix("4 passed, 1 failed\n"))
        #expect(try CLI.run(["audit", seed]).status == 0, "without --strict it reports only")
        #expect(try CLI.run(["audit", CLI.packageRoot + "/Scripts/examples/ipad-sheet.json", "--strict"]).status == 0)
    }
}
