import Testing
import Basics

@Suite(.serialized) struct LayoutCommandTests {
    @Test func layoutPrintsStableJSONForEveryExample() throws {
        for name in ["cookpad-recipe", "search", "appearance-red", "ipad-sheet", "landscape-large", "screen-toolbar"] {
            let r = try CLI.run(["layout", CLI.packageRoot + "/Scripts/examples/\(name).json"])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let json = try JSON.parse(r.stdout)
            #expect(json["canvas"] != nil && json["bar"] != nil && json["left"] != nil && json["right"] != nil)
        }
    }

    @Test func layoutAnswersForEveryPresetAndOrientation() throws {
        let dir = try CLI.temporaryDirectory()
        for preset in [
            "iphone-se", "iphone-8-plus", "iphone-x", "iphone-13-mini", "iphone-15", "iphone-15-pro-max",
            "ipad-mini", "ipad-11", "ipad-pro-12.9"
        ] {
            for orientation in ["portrait", "landscape"] {
                let spec = dir + "/\(preset)-\(orientation).json"
                try CLI.write(
                    #"""
                        {"device": "\#(preset)", "orientation": "\#(orientation)", "item": {"title": "今日のおすすめ",\#
                         "right": [{"symbol": "xmark"}]}}
                        """#,
                    to: spec)
                let r = try CLI.run(["layout", spec])
                #expect(r.status == 0, "\(preset) \(orientation): \(r.stderr)")
            }
        }
    }

    /// `layout --checks` over a configuration: a case id, or every case (findings grouped by check); `--error`
    /// makes a finding fail.
    @Test func checksOfACaseAndOfEveryCase() throws {
        let dir = try CLI.temporaryDirectory()
        try FileIO.createDirectories(dir + "/Specs")
        try CLI.write(#"{"device": "iphone-se", "style": "uikit", "canPop": false, "item": {"title": "A"}}"#,
                      to: dir + "/Specs/short.json")
        let long = "New recipe with all ingredients and a few more words"
        try CLI.write(#"{"device": "iphone-se", "style": "uikit", "canPop": false, "item": {"title": "\#(long)"}}"#,
                      to: dir + "/Specs/long.json")
        try CLI.write(#"{"suites": [{"name": "s", "specs": ["Specs/*.json"]}]}"#, to: dir + "/barsnap.json")
        let all = try CLI.run(["layout", "--checks"], directory: dir)
        #expect(all.status == 0, "\(all.stderr)\(all.stdout)")
        #expect(all.stdout.hasPrefix("truncation (1):\n  s/long."), "\(all.stdout)")
        #expect(all.stdout.contains("warning: title"))
        #expect(all.stdout.hasSuffix("1 finding(s) in 1 of 2 case(s): truncation 1\n"), "\(all.stdout)")
        let one = try CLI.run(["layout", "--checks", "s/short"], directory: dir)
        #expect(one.status == 0 && one.stdout == "no findings\n", "\(one.stdout)\(one.stderr)")
        let failing = try CLI.run(["layout", "--checks", "--error", "truncation"], directory: dir)
        #expect(failing.status == 1 && failing.stdout.contains("s/long.") && failing.stdout.contains(": error: "))
        #expect(try CLI.run(["layout"], directory: dir).status != 0)  // no spec needs --checks
    }

    @Test func badSpecIsOneLineOnStderrAndExit1() throws {
        let dir = try CLI.temporaryDirectory()
        let spec = dir + "/bad.json"
        try CLI.write(
            ##"{"device": "iphone-15", "item": {"right": [{"title": "a"}, {"title": "b", "tint": "#12"}]}}"##, to: spec)
        let r = try CLI.run(["layout", spec])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(
            r.stderr == "barsnap: \(spec): item.right[1].tint: \"#12\" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)\n")
        let missing = try CLI.run(["layout", dir + "/missing.json"])
        #expect(missing.status == 1 && missing.stderr.contains("missing.json: cannot open"))
        let directory = try CLI.run(["layout", dir])
        #expect(directory.status == 1 && directory.stderr.contains("is a directory"))
    }

    @Test func usageErrorExits64() throws {
        #expect(try CLI.run(["layout"]).status == 64)
        #expect(try CLI.run(["layout", "a.json", "--bogus"]).status == 64)
    }

    @Test func envPrintsTheFingerprint() throws {
        let r = try CLI.run(["env", "--short"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("fonts sha256:") && r.stdout.contains("cairo 1.") && r.stdout.contains("pango 1."))
    }
}

/// A user's fontconfig setup (FONTCONFIG_FILE, ~/.config/fontconfig rules for hinting and subpixel rendering,
/// extra fonts) must change nothing: layout JSON and rendered PNG bytes stay identical across processes.
@Suite(.serialized) struct HostileFontEnvironmentTests {
    func hostileEnvironment() throws -> [String: String] {
        let home = try CLI.temporaryDirectory()
        try FileIO.createDirectories(home + "/.config/fontconfig")
        try FileIO.createDirectories(home + "/.fonts")
        // An extra font that would win any match if the machine's config were used.
        let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
        if FileIO.exists(serif) {
            try FileIO.writeAtomically(try FileIO.read(serif), to: home + "/.fonts/Inter.ttf")
        }
        let rules = """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <dir>\(home)/.fonts</dir>
          <match target="font"><edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="antialias" mode="assign"><bool>false</bool></edit></match>
          <alias><family>Inter</family><prefer><family>DejaVu Serif</family></prefer></alias>
        </fontconfig>
        """
        try FileIO.writeAtomically(rules, to: home + "/.config/fontconfig/fonts.conf")
        try FileIO.writeAtomically(rules, to: home + "/hostile.conf")
        return ["HOME": home, "XDG_CONFIG_HOME": home + "/.config", "FONTCONFIG_FILE": home + "/hostile.conf"]
    }

    @Test func layoutIsIdenticalUnderAHostileFontconfig() throws {
        let spec = CLI.packageRoot + "/Scripts/examples/appearance-red.json"
        let plain = try CLI.run(["layout", spec])
        let hostile = try CLI.run(["layout", spec], environment: try hostileEnvironment())
        #expect(plain.status == 0 && hostile.status == 0)
        #expect(plain.stdout == hostile.stdout)
    }

    @Test func renderIsByteIdenticalAcrossProcessesAndHostileFontconfig() throws {
        let dir = try CLI.temporaryDirectory()
        for name in ["cookpad-recipe", "appearance-red", "search"] {
            let spec = CLI.packageRoot + "/Scripts/examples/\(name).json"
            let a = dir + "/\(name)-a.png", b = dir + "/\(name)-b.png", c = dir + "/\(name)-c.png"
            #expect(try CLI.run(["render", spec, "-o", a]).status == 0)
            #expect(try CLI.run(["render", spec, "-o", b]).status == 0)
            let r = try CLI.run(["render", spec, "-o", c], environment: try hostileEnvironment())
            #expect(r.status == 0, "\(r.stderr)")
            let bytes = try FileIO.read(a)
            #expect(bytes.count > 1000)
            #expect(bytes == (try FileIO.read(b)), "\(name): two processes differ")
            #expect(bytes == (try FileIO.read(c)), "\(name): the hostile font environment changed the PNG")
        }
    }
}
