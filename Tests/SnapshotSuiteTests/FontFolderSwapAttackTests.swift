import Basics
import CairoRenderer
import SnapshotSuite
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A font a configuration names is checked when the configuration loads and read when a font set is built. A
/// pull request's process may swap a folder on the font's path for a link in between: the read walks every
/// component below the configuration's folder again without following a link, so the swap is refused.
@Suite struct FontFolderSwapAttackTests {
    static let fonts = Package.root + "/Tests/Gallery/fonts"

    @Test func aFontFolderSwappedForALinkAfterTheCheckIsRefused() throws {
        let s = try Scratch("font-swap")
        defer { s.remove() }
        try s.copy(from: Self.fonts + "/Comfortaa-Regular.ttf", to: "repo/Fonts/Brand/Brand.ttf")
        // The reviewer's own files, outside the checkout: a font of the same name, and a secret beside it.
        try s.copy(from: Self.fonts + "/lobster.otf", to: "home/Private/Brand.ttf")
        try s.write("home/Private/secret.txt", "the reviewer's secret\n")
        let user = ["Brand.ttf", "secret.txt"].map { s.path + "/home/Private/" + $0 }
        let before = try user.map { try FileIO.read($0) }
        let repo = s.path + "/repo"
        let font = repo + "/Fonts/Brand/Brand.ttf"
        try PathGuard(directory: repo, allowOutside: false).checkFile(font)
        // Read through the checked components, the font loads.
        #expect(try FontEnvironment(userFonts: [font]).catalog.families(inFile: font) == ["Comfortaa"])
        // Swapped after the check: `Fonts/Brand` becomes a link to the reviewer's folder.
        #expect(rename(repo + "/Fonts/Brand", repo + "/Fonts/Moved") == 0)
        #expect(symlink(s.path + "/home/Private", repo + "/Fonts/Brand") == 0)
        #expect {
            _ = try FontEnvironment(userFonts: [font])
        } throws: { error in
            "\(error)".contains(font) && "\(error)".contains("Fonts/Brand: is a symlink")
        }
        // A link higher up (the `Fonts` folder itself) is refused the same way.
        #expect(unlink(repo + "/Fonts/Brand") == 0 && rename(repo + "/Fonts/Moved", repo + "/Fonts/Brand") == 0)
        #expect(rename(repo + "/Fonts", repo + "/Elsewhere") == 0)
        try s.copy(from: Self.fonts + "/lobster.otf", to: "home/Fonts/Brand/Brand.ttf")
        #expect(symlink(s.path + "/home/Fonts", repo + "/Fonts") == 0)
        #expect(throws: (any Error).self) { _ = try FontEnvironment(userFonts: [font]) }
        // The reviewer's files are untouched, and nothing was added beside them.
        #expect(try user.map { try FileIO.read($0) } == before)
        #expect(try FileIO.listDirectory(s.path + "/home/Private").sorted() == ["Brand.ttf", "secret.txt"])
    }
}
