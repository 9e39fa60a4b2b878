import Testing
#if canImport(Glibc)
import Glibc
#endif
import Basics
@testable import BarModel

private func parse(_ text: String, base: String = ".") throws -> Scene {
    try SpecParser(baseDirectory: base).parse(Array(text.utf8))
}

private func specError(_ text: String, base: String = ".") -> String? {
    do {
        _ = try parse(text, base: base)
        return nil
    } catch let e as SpecError { return e.description } catch { return "\(error)" }
}

/// A temporary folder with empty files standing in for font files (the parser only resolves paths; whether a file
/// is a font is the font set's business).
private func folder(_ files: [String]) throws -> String {
    var template = Array("/tmp/barsnap-fontspec-XXXXXX".utf8CString)
    let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    for f in files {
        try FileIO.createDirectories(FileIO.parentDirectory(of: dir + "/" + f))
        try FileIO.writeAtomically([0], to: dir + "/" + f)
    }
    return dir
}

/// `colorScheme`, `fonts`, `family` and `largeTitleFont`.
@Suite struct ColorSchemeFontParserTests {
    @Test func colorSchemeDefaultsToLightAndParsesDark() throws {
        #expect(try parse(#"{"device": "iphone-15"}"#).colorScheme == .light)
        #expect(try parse(#"{"device": "iphone-15", "colorScheme": "dark"}"#).colorScheme == .dark)
        #expect(specError(#"{"device": "iphone-15", "colorScheme": "dim"}"#)
            == #"colorScheme: "dim" is not a known colour scheme (expected one of "light", "dark")"#)
    }

    @Test func darkUIKitDefaultsAndTheSeedsToolbarIsUntouched() throws {
        let uikit = try parse(
            #"{"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "barState": "scrolled"}"#)
        #expect(uikit.resolvedAppearance.background == .black)
        #expect(uikit.resolvedAppearance.titleColor == .white)
        #expect(uikit.resolvedAppearance.hairline == Color(r8: 0, g8: 0, b8: 0, a8: 41))
        #expect(
            uikit.resolvedAppearance.titleFont
                == FontSpec(size: 17, weight: .semibold, tracking: FontSpec.uikitEmphasizedTracking))
        #expect(uikit.resolvedAppearance.tint == nil, "the style's dark tint (#0A84FF) is resolved by layout")
        // An elevated page sheet (pad, or phone portrait) takes the elevated systemBackground.
        let sheet = try parse(
            #"""
                {"device": "ipad-11", "style": "uikit", "colorScheme": "dark", "barState": "scrolled", "presentation":\#
                 "sheet"}
                """#
        )
        #expect(sheet.resolvedAppearance.background == Color(r8: 28, g8: 28, b8: 30))
        let fullScreen = try parse(
            #"""
                {"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "barState": "scrolled",\#
                 "presentation": "sheet", "orientation": "landscape"}
                """#
        )
        #expect(fullScreen.resolvedAppearance.background == .black && !fullScreen.isElevated)
        // The custom bar's appearance is the same in both schemes, and spec values always win.
        #expect(
            try parse(#"{"device": "iphone-15", "colorScheme": "dark"}"#).resolvedAppearance
                == Appearance().over(Appearance()))
        let set = try parse(
            ##"""
                {"device": "iphone-15", "style": "uikit", "colorScheme": "dark", "barState": "scrolled",\##
                 "appearance": {"background": "#FF0000", "titleColor": "#00FF00"}}
                """##
        )
        #expect(
            set.resolvedAppearance.background == Color(r8: 255, g8: 0, b8: 0)
                && set.resolvedAppearance.titleColor == Color(r8: 0, g8: 255, b8: 0))
        #expect(
            set.resolvedAppearance.hairline == Appearance.uikitShadowDark,
            "what the spec leaves out keeps the dark default")
        // Swift: the same defaults from the scene.
        var scene = Scene(device: .iPad11)
        scene.style = .uikit
        scene.colorScheme = .dark
        scene.presentation = .sheet
        scene.barState = .scrolled
        #expect(Appearance().over(Appearance(for: scene)) == sheet.resolvedAppearance)
    }

    @Test func variantShowsDarkOnlyWhenDark() throws {
        #expect(try parse(#"{"device": "iphone-15", "colorScheme": "light"}"#).variant == "phone-44@3x")
        #expect(try parse(#"{"device": "iphone-15", "colorScheme": "dark"}"#).variant == "phone-dark-44@3x")
        #expect(
            try parse(#"{"device": "iphone-15", "style": "uikit", "colorScheme": "dark"}"#).variant
                == "phone-uikit-dark-44@3x")
        #expect(
            try parse(#"{"device": "ipad-11", "style": "uikit", "colorScheme": "dark", "presentation": "sheet"}"#)
                .variant
                == "pad-uikit-dark-sheet-56@2x")
        #expect(
            try parse(#"{"device": "iphone-15", "colorScheme": "dark", "barHidden": true, "canvas": "screen"}"#).variant
                == "phone-dark-nobar-44-screen@3x")
    }

    @Test func fontObjectsTakeAFamily() throws {
        let s = try parse(#"""
            {"device": "iphone-15",
             "appearance": {"titleFont": {"family": "Brand", "size": 20, "weight": "bold"}, "largeTitleFont":\#
             {"family": "Brand"}},
             "item": {"title": "A", "right": [{"title": "B", "font": {"family": "Brand Light", "size": 15}}]},
             "toolbarItems": [{"title": "C", "font": {"size": 15}}]}
            """#)
        #expect(s.appearance.titleFont == FontSpec(family: "Brand", size: 20, weight: .bold))
        #expect(s.appearance.largeTitleFont == FontSpec(family: "Brand", size: 34, weight: .bold),
                "a large title font defaults to 34 bold, like UIKit's")
        #expect(s.item.right[0].font == FontSpec(family: "Brand Light", size: 15))
        #expect(s.toolbarItems[0].font == FontSpec(size: 15) && s.toolbarItems[0].font?.family == nil)
        #expect(s.fontFamilies == ["Brand", "Brand Light"])
        #expect(
            s.fontObjects.map(\.path) == [
                "appearance.titleFont", "appearance.largeTitleFont", "item.right[0].font", "toolbarItems[0].font"
            ])
        #expect(
            FontSpec(family: "Brand", size: 20, weight: .bold).withSize(10)
                == FontSpec(family: "Brand", size: 10, weight: .bold))
    }

    @Test func badFamiliesNameTheirPath() {
        #expect(
            specError(#"{"device": "iphone-15", "appearance": {"titleFont": {"family": ""}}}"#)
                == "appearance.titleFont.family: may not be empty")
        #expect(
            specError(#"{"device": "iphone-15", "appearance": {"titleFont": {"family": "  "}}}"#)
                == "appearance.titleFont.family: a font family may not be empty")
        #expect(
            specError(
                #"{"device": "iphone-15", "item": {"right": [{"title": "x", "font": {"family": "Brand, Inter"}}]}}"#)
                == #"""
                    item.right[0].font.family: the font family "Brand, Inter" contains a comma (one family per font\#
                     object)
                    """#
        )
        #expect(
            specError(#"{"device": "iphone-15", "appearance": {"titleFont": {"family": 3}}}"#)
                == "appearance.titleFont.family: expected a string, found a number")
    }

    @Test func fontsResolveAgainstTheSpecsFolder() throws {
        let dir = try folder(["Fonts/Brand-Regular.ttf", "Fonts/Brand-Bold.ttf", "Fonts/LICENSE", "Other.otf"])
        let s = try parse(
            #"{"device": "iphone-15", "fonts": ["Fonts/*.ttf", "Other.otf", "Fonts/Brand-Bold.ttf"]}"#, base: dir)
        #expect(
            s.fonts == [dir + "/Fonts/Brand-Bold.ttf", dir + "/Fonts/Brand-Regular.ttf", dir + "/Other.otf"],
            "globs sorted, absolute, each file once")
        #expect(try parse(#"{"device": "iphone-15"}"#, base: dir).fonts.isEmpty)
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["Fonts/*.otf"]}"#, base: dir)
                == #"fonts[0]: "Fonts/*.otf" matches no file"#)
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["Other.otf", "Missing.ttf"]}"#, base: dir)
                == "fonts[1]: no font file at \(dir)/Missing.ttf")
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["Fonts"]}"#, base: dir)
                == "fonts[0]: \(dir)/Fonts is a directory, not a font file")
        #expect(
            specError(#"{"device": "iphone-15", "fonts": "Other.otf"}"#, base: dir)
                == "fonts: expected an array, found a string")
    }

    @Test func aGlobOverTheWholeDiskIsRefusedNotWalked() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let message = specError(#"{"device": "iphone-15", "fonts": ["/usr/**/*.no-such-font"]}"#) ?? ""
        #expect(
            message.contains("directory entries; name the files or use a narrower pattern")
                || message.contains("matches no file"), "\(message)")
        #expect(clock.now - start < .seconds(20))
    }

    @Test func fifosDevicesAndHugeFilesAreRefusedUnread() throws {
        let dir = try folder(["ok.ttf"])
        #expect(mkfifo(dir + "/pipe.ttf", 0o644) == 0)
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["pipe.ttf"]}"#, base: dir)
                == "fonts[0]: \(dir)/pipe.ttf: not a regular file")
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["*.ttf"]}"#, base: dir)
                == "fonts[0]: \(dir)/pipe.ttf: not a regular file")
        #expect(
            specError(#"{"device": "iphone-15", "fonts": ["/dev/zero"]}"#) == "fonts[0]: /dev/zero: not a regular file")
        let big = dir + "/big.otf"
        let fd = open(big, O_CREAT | O_WRONLY, 0o644)
        #expect(ftruncate(fd, off_t(FontFiles.maxFileBytes + 1)) == 0)
        close(fd)
        #expect(specError(#"{"device": "iphone-15", "fonts": ["big.otf"]}"#, base: dir)
            == """
                fonts[0]: \(big): \(FontFiles.maxFileBytes + 1) bytes, over the limit of \(FontFiles.maxFileBytes) for\
                 a font file
                """)
    }

    @Test func statusBarDefaultIsUIKitsDefaultStyle() throws {
        #expect(
            try parse(#"{"device": "iphone-15", "appearance": {"statusBar": "default"}}"#).appearance.statusBar
                == .default)
    }

    @Test func theSubtitleTakesTheTitlesFamilyUnlessItHasItsOwn() throws {
        let s = try parse(
            #"""
                {"device": "iphone-15", "appearance": {"titleFont": {"family": "Brand", "size": 17, "weight":\#
                 "bold"}}, "item": {"title": "A", "subtitle": "B"}}
                """#
        )
        #expect(s.appearance.effectiveSubtitleFont == FontSpec(family: "Brand", size: 12))
        let own = try parse(
            #"""
                {"device": "iphone-15", "appearance": {"titleFont": {"family": "Brand"}, "subtitleFont": {"family":\#
                 "Other", "size": 11}}}
                """#
        )
        #expect(own.appearance.effectiveSubtitleFont == FontSpec(family: "Other", size: 11))
        #expect(own.fontObjects.map(\.path).contains("appearance.subtitleFont"))
    }

    @Test func swiftScenesRegisterFontsAndAreValidated() throws {
        let dir = try folder(["a.ttf", "b.ttf"])
        var scene = Scene(device: .iPhone15)
        try scene.registerFonts(["*.ttf", "a.ttf"], relativeTo: dir)
        #expect(scene.fonts == [dir + "/a.ttf", dir + "/b.ttf"])
        #expect(throws: SpecError.self) { try scene.registerFonts(["*.otf"], relativeTo: dir) }
        scene.fonts = ["relative.ttf"]
        #expect(
            throws: SpecError(
                path: "fonts[0]",
                message:
                    """
                        \"relative.ttf\" is not an absolute path (Scene.fonts holds resolved files: use registerFonts\
                         to resolve paths and globs)
                        """
            )
        ) {
            try scene.validate()
        }
        scene.fonts = []
        scene.appearance.titleFont = FontSpec(family: "A,B", size: 17)
        #expect(throws: SpecError.self) { try scene.validate() }
    }

    @Test func absolutePathsAreNormalised() {
        #expect(FontFiles.absolute("/a/./b/../c.ttf") == "/a/c.ttf")
        #expect(FontFiles.absolute("/a//b.ttf") == "/a/b.ttf")
        #expect(FontFiles.absolute("x.ttf").hasSuffix("/x.ttf") && FontFiles.absolute("x.ttf").hasPrefix("/"))
    }
}
