import Basics
@testable import CairoRenderer
import Dispatch
import Synchronization
import Testing
import BarLayout
import BarModel
#if canImport(Glibc)
import Glibc
#endif

/// The gallery's OFL font files (Tests/Gallery/fonts).
enum UserFonts {
    static let directory: String = {
        var path = #filePath
        for _ in 0..<2 { path = FileIO.parentDirectory(of: path) }
        return path + "/Gallery/fonts"
    }()
    static let comfortaa = directory + "/Comfortaa-Regular.ttf"
    static let comfortaaBold = directory + "/Comfortaa-Bold.ttf"
    static let lobster = directory + "/lobster.otf"

    /// A copy of `source` in a fresh folder (so a test may replace it without touching the gallery's file).
    static func copy(_ source: String, as name: String) throws -> String {
        let dir = "/tmp/barsnap-fontset-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileIO.createDirectories(dir)
        try FileIO.writeAtomically(try FileIO.read(source), to: dir + "/" + name)
        return dir + "/" + name
    }

    static func text(
        _ s: String, family: String?, size: Double = 20, weight: FontWeight = .regular,
        frame: Rect = Rect(x: 0, y: 0, width: 300, height: 40)
    ) -> DisplayList {
        DisplayList(
            canvasSize: frame.size, scale: 2,
            items: [
                .text(
                    TextRun(
                        text: s, font: FontSpec(family: family, size: size, weight: weight), color: .black,
                        frame: frame,
                        alignment: .left))
            ])
    }
}

extension CairoRendererTests {
    /// The user's font files in a font set of their own, ahead of the pinned fonts.
    @Suite struct FontSets {
        @Test func pinnedSetListsItsFamilies() throws {
            let shared = try FontEnvironment.shared()
            #expect(shared.catalog.families == ["DejaVu Sans", "Inter", "VL PGothic"])
            #expect(shared.userFonts.isEmpty)
            #expect(try FontEnvironment.with(userFonts: []) === shared, "no user fonts: the pinned set")
            for family in FontEnvironment.systemFamilies { #expect(shared.catalog.has(family)) }
            #expect(
                shared.catalog.has("inter") && shared.catalog.has("VL Pゴシック"), "any of a face's names, without case")
        }

        @Test func oneEnvironmentPerSetOfFiles() throws {
            let a = try FontEnvironment.with(userFonts: [UserFonts.comfortaa])
            #expect(try FontEnvironment.with(userFonts: [UserFonts.comfortaa]) === a)
            let b = try FontEnvironment.with(userFonts: [UserFonts.comfortaa, UserFonts.lobster])
            let shared = try FontEnvironment.shared()
            #expect(b !== a && b !== shared)
            #expect(a.catalog.families == ["Comfortaa", "DejaVu Sans", "Inter", "VL PGothic"])
            #expect(b.catalog.families == ["Comfortaa", "DejaVu Sans", "Inter", "Lobster Two", "VL PGothic"])
            #expect(b.catalog.families(inFile: UserFonts.lobster) == ["Lobster Two"])
            #expect(b.userFonts == [UserFonts.comfortaa, UserFonts.lobster])
        }

        @Test func aReplacedFileGetsANewEnvironment() throws {
            let path = try UserFonts.copy(UserFonts.comfortaa, as: "Brand.ttf")
            let before = try FontEnvironment.with(userFonts: [path])
            let printBefore = try before.fingerprint
            // Replace the file (another size and inode): the next lookup builds a new set and a new fingerprint.
            try FileIO.writeAtomically(try FileIO.read(UserFonts.lobster), to: path)
            let after = try FontEnvironment.with(userFonts: [path])
            #expect(after !== before)
            #expect(after.catalog.families(inFile: path) == ["Lobster Two"])
            #expect(try after.fingerprint != printBefore)
            #expect(try after.fingerprint.contains("font:Brand.ttf sha256:4605f4c5aac8"))
            #expect(printBefore.contains("font:Brand.ttf sha256:7aeecaf4c799"))
        }

        /// fontconfig opens a font by path whenever an engine loads it: a file swapped for a link after the check
        /// must not be what a later engine reads (it reads the private copy made from the checked bytes).
        @Test func aFontSwappedAfterItsCheckIsNotRead() throws {
            let path = try UserFonts.copy(UserFonts.lobster, as: "Brand.otf")
            let env = try FontEnvironment(userFonts: [path])
            let font = FontSpec(family: "Lobster Two", size: 20, weight: .regular)
            let measurer = PangoTextMeasurer(environment: env)
            let before = try measurer.measure("Brand Title", font: font, maxWidth: nil, maxLines: 1)
            let printBefore = try env.fingerprint
            #expect(unlink(path) == 0 && symlink(UserFonts.comfortaa, path) == 0)
            // The idle engine is checked out, so the inner measurement builds a second engine: fonts loaded again.
            let after = try env.withEngine { _ in
                try measurer.measure("Brand Title", font: font, maxWidth: nil, maxLines: 1)
            }
            #expect(after.width == before.width, "\(after.width) != \(before.width)")
            #expect(try env.fingerprint == printBefore)
            #expect(env.catalog.families(inFile: path) == ["Lobster Two"])
            // A font file that is a link when the set is built is refused, naming it.
            #expect {
                try FontEnvironment(userFonts: [path])
            } throws: { error in
                "\(error)".contains(path) && "\(error)".contains("symbolic link")
            }
        }

        @Test func unknownFamiliesAndBadFilesAreErrors() throws {
            let env = try FontEnvironment.with(userFonts: [UserFonts.comfortaa])
            #expect(
                throws: UnknownFontFamilyError(
                    family: "Brand", available: ["Comfortaa", "DejaVu Sans", "Inter", "VL PGothic"])
            ) {
                try BarRenderer(environment: env).render(UserFonts.text("Hi", family: "Brand"))
            }
            #expect(throws: UnknownFontFamilyError.self) {
                try PangoTextMeasurer(environment: env).measure(
                    "Hi", font: FontSpec(family: "Comfortaa,Inter", size: 17), maxWidth: nil, maxLines: 1)
            }
            #expect(
                throws: UnknownFontFamilyError(family: "Comfortaa", available: ["DejaVu Sans", "Inter", "VL PGothic"])
            ) {
                try Fixtures.renderer.render(UserFonts.text("Hi", family: "Comfortaa"))
            }
            let licence = try UserFonts.copy(UserFonts.directory + "/Comfortaa-OFL.txt", as: "OFL.txt")
            #expect(
                throws: FontEnvironmentError(
                    path: licence, package: "",
                    reason: "not a font file fontconfig can read (TrueType, OpenType or a collection)")
            ) {
                _ = try FontEnvironment.with(userFonts: [licence])
            }
            #expect(
                throws: FontEnvironmentError(
                    path: "/nonexistent/Brand.ttf", package: "", reason: "font file is missing")
            ) {
                _ = try FontEnvironment.with(userFonts: ["/nonexistent/Brand.ttf"])
            }
            #expect(
                "\(FontEnvironmentError(path: "/x/Brand.ttf", package: "", reason: "font file is missing"))"
                    == "font environment: /x/Brand.ttf: font file is missing", "no apt hint for a user's file")
        }

        @Test func aNamedFamilyDrawsInItsFaceAndTheRestIsUnchanged() throws {
            let env = try FontEnvironment.with(userFonts: [
                UserFonts.comfortaa, UserFonts.comfortaaBold, UserFonts.lobster
            ])
            let user = BarRenderer(environment: env)
            let system = try user.render(UserFonts.text("Weekend Recipes", family: nil))
            #expect(try user.render(UserFonts.text("Weekend Recipes", family: "Comfortaa")) != system)
            // Without a family, a set with user fonts draws exactly what the pinned set draws.
            #expect(system == (try Fixtures.renderer.render(UserFonts.text("Weekend Recipes", family: nil))))
            #expect(
                try user.render(Determinism.everything()) == (try Fixtures.renderer.render(Determinism.everything())))
            // Naming a pinned family is the same as naming none for Latin text (Inter is first either way).
            #expect(try user.render(UserFonts.text("Weekend Recipes", family: "Inter")) == system)
        }

        @Test func weightsTakeTheNearestFaceOfTheFamily() throws {
            let m = PangoTextMeasurer(
                environment: try FontEnvironment.with(userFonts: [UserFonts.comfortaa, UserFonts.comfortaaBold]))
            func width(_ w: FontWeight, _ family: String = "Comfortaa") throws -> Double {
                try m.measure(
                    "Semibold Pantry", font: FontSpec(family: family, size: 30, weight: w), maxWidth: nil, maxLines: 1
                ).width
            }
            #expect(try width(.regular) != width(.bold))
            #expect(
                try width(.semibold) == width(.bold), "semibold (180) is nearer Comfortaa Bold (200) than Regular (80)")
            #expect(try width(.medium) == width(.regular), "medium (100) is nearer Regular")
            // Lobster Two has one face (Bold Italic): every weight gets it, none is synthesised.
            let l = PangoTextMeasurer(environment: try FontEnvironment.with(userFonts: [UserFonts.lobster]))
            let widths = try FontWeight.allCases.map {
                try l.measure(
                    "Order", font: FontSpec(family: "Lobster Two", size: 30, weight: $0), maxWidth: nil, maxLines: 1
                ).width
            }
            #expect(Set(widths).count == 1)
        }

        @Test func glyphsTheFamilyLacksComeFromThePinnedFonts() throws {
            let env = try FontEnvironment.with(userFonts: [UserFonts.comfortaa])
            let user = BarRenderer(environment: env)
            // Comfortaa has no kana: the line draws (VL PGothic supplies them) instead of failing as tofu…
            let mixed = try user.render(UserFonts.text("今日の Recipes", family: "Comfortaa"))
            // …and the kana are VL PGothic's: the left part equals the system face's drawing of the same glyphs.
            let kana = try user.render(UserFonts.text("今日の", family: "Comfortaa"))
            #expect(kana == (try Fixtures.renderer.render(UserFonts.text("今日の", family: nil))))
            #expect(inkBounds(mixed) != nil)
            // A glyph no font has still fails loudly.
            #expect(throws: MissingGlyphsError.self) {
                try user.render(UserFonts.text("\u{10FFFD}", family: "Comfortaa"))
            }
        }

        @Test func fingerprintNamesEachUserFontWithItsHash() throws {
            let env = try FontEnvironment.with(userFonts: [UserFonts.comfortaa, UserFonts.lobster])
            let fp = try env.renderFingerprint()
            let shared = try FontEnvironment.shared().renderFingerprint()
            #expect(fp.fonts == shared.fonts && fp.fontsDigest == shared.fontsDigest, "the pinned part is unchanged")
            #expect(fp.userFonts.map(\.fileName) == ["Comfortaa-Regular.ttf", "lobster.otf"])
            #expect(fp.userFonts[0].sha256 == "7aeecaf4c799f24f22e871a6f546ca89116cf11288c7a8ff42f11401dd5445c6")
            #expect(
                fp.summary.hasPrefix(
                    "fonts sha256:\(shared.fontsDigest.prefix(12)) font:Comfortaa-Regular.ttf sha256:7aeecaf4c799 "
                        + "font:lobster.otf sha256:4605f4c5aac8 cairo "))
            #expect(fp.summary.hasSuffix(" render \(FontEnvironment.renderFormatVersion) format 2"))
            // Field by field, a replaced font differs only in its own field, named.
            let other = try FontEnvironment.with(userFonts: [
                try UserFonts.copy(UserFonts.comfortaaBold, as: "Comfortaa-Regular.ttf"),
                UserFonts.lobster
            ]).fingerprint
            #expect(
                EnvironmentFingerprint.differences(reference: fp.summary, current: other).map(\.description)
                    == ["font:Comfortaa-Regular.ttf sha256:7aeecaf4c799 → sha256:0b82ab5fdba8"])
            // A font added or removed is a field one side lacks: not an environment difference.
            #expect(
                EnvironmentFingerprint.differences(
                    reference: try FontEnvironment.shared().fingerprint, current: fp.summary
                ).isEmpty)
            #expect(
                fp.details.contains("Comfortaa-Regular.ttf 135304 bytes sha256:7aeecaf4c799")
                    && fp.details.contains("(user font)"))
            // Two files of one name are told apart.
            let twin = try UserFonts.copy(UserFonts.comfortaaBold, as: "Comfortaa-Regular.ttf")
            let both = try FontEnvironment.with(userFonts: [UserFonts.comfortaa, twin]).renderFingerprint()
            #expect(both.userFontFields.map(\.name) == ["font:Comfortaa-Regular.ttf", "font:Comfortaa-Regular.ttf#2"])
            // Whitespace in a name cannot break the one-line format.
            let spaced = try UserFonts.copy(UserFonts.lobster, as: "My Brand.otf")
            #expect(
                try FontEnvironment.with(userFonts: [spaced]).fingerprint.contains(
                    "font:My_Brand.otf sha256:4605f4c5aac8"))
        }

        @Test func parallelRendersWithSeveralSetsAgree() throws {
            let sets = [[UserFonts.comfortaa], [UserFonts.lobster], [UserFonts.comfortaa, UserFonts.lobster], []]
            let families: [String?] = ["Comfortaa", "Lobster Two", "Lobster Two", nil]
            let expected = try sets.indices.map {
                try BarRenderer(environment: FontEnvironment.with(userFonts: sets[$0])).render(
                    UserFonts.text("Garden Café", family: families[$0]))
            }
            let results = Mutex<[Int: Bitmap]>([:])
            DispatchQueue.concurrentPerform(iterations: 16) { i in
                let k = i % sets.count
                let b = try? BarRenderer(environment: FontEnvironment.with(userFonts: sets[k])).render(
                    UserFonts.text("Garden Café", family: families[k]))
                results.withLock { $0[i] = b }
            }
            for i in 0..<16 { #expect(results.withLock { $0[i] } == expected[i % sets.count]) }
        }
    }
}
