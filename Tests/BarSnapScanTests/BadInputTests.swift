import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Hostile and broken inputs: each a note naming the file (or one clear error), never a crash, a hang or a write.
@Suite struct BadInputTests {
    @Test func brokenFilesAreNotesNotErrors() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write(
            "App/Good.swift",
            """
                import UIKit\nfinal class GoodViewController: UIViewController {\n  override func viewDidLoad() { title\
                 = \"Good\" }\n}\n
                """
        )
        try s.write("App/Latin1.swift", [0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xE9, 0xFF, 0x0A])
        try s.write(
            "App/Broken.swift",
            "final class BrokenViewController: UIViewController {\n  override func viewDidLoad() { title = \"Half\" \n")
        try s.write("App/Huge.swift", [UInt8](repeating: 0x20, count: ScanFiles.maxFileBytes + 1))
        try s.write("App/Binary.storyboard", Array("bplist00\u{0}\u{1}".utf8))
        try s.write(
            "App/Bad.storyboard", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>")
        try s.write("App/Cat.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": [1, 2]}")
        try s.write("App/NotJSON.xcstrings", "{\"sourceLanguage\": ")
        try s.write("App/en.lproj/Localizable.strings", "\"a\" = \"b\"\n\"c\" = ;")
        try s.write("App/Compiled.nib", "x")
        #expect(symlink(s.path + "/App", s.path + "/App/loop") == 0)

        let scan = try AppScan(sources: ["App"], directory: s.path)
        #expect(scan.screens.map(\.name).contains("GoodViewController"))
        #expect(scan.spec("GoodViewController")?["item"]?["title"] == .string("Good"))
        // The broken file is read as far as it goes.
        #expect(scan.spec("BrokenViewController")?["item"]?["title"] == .string("Half"))
        let notes = scan.notes
        func has(_ file: String, _ text: String) -> Bool {
            notes.contains { $0.file == file && $0.reason.contains(text) }
        }
        #expect(has("App/Latin1.swift", "not UTF-8"))
        #expect(has("App/Broken.swift", "does not parse"))
        #expect(has("App/Huge.swift", "over the limit"))
        #expect(has("App/Binary.storyboard", "binary"))
        #expect(has("App/Bad.storyboard", "not well-formed XML"))
        #expect(has("App/Cat.xcstrings", "strings: expected an object"))
        #expect(has("App/NotJSON.xcstrings", "not valid JSON"))
        #expect(
            notes.contains {
                $0.file == "App/en.lproj/Localizable.strings" && $0.line == 2 && $0.reason.contains("expected ;")
            })
        #expect(has("App/Compiled.nib", "compiled nib"))
        #expect(has("App/loop", "symbolic link to a folder: not followed"))
        // Nothing was written beside the sources.
        #expect(try FileIO.listDirectory(s.path) == ["App"])
    }

    @Test func utf16StringsAndOldStyleSyntax() throws {
        let text = "/* c */ \"greeting\" = \"Hallo \\\"Welt\\\"\\n\";\n// line\nplain = \"ok\";\n\"u\" = \"\\U00e9\";\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let decoded = try #require(StringsFile.decode(bytes))
        let pairs = try StringsFile.parse(decoded)
        #expect(pairs.map(\.0) == ["greeting", "plain", "u"])
        #expect(pairs.map(\.1) == ["Hallo \"Welt\"\n", "ok", "é"])
    }

    @Test func missingSourceIsOneClearError() throws {
        let s = try Scratch()
        defer { s.remove() }
        #expect(throws: ScanError.self) { _ = try AppScan(sources: ["Nowhere"], directory: s.path) }
        let error = #expect(throws: (any Error).self) {
            _ = try AppScan(sources: ["Nowhere/*.swift"], directory: s.path)
        }
        #expect(error.map { "\($0)" } == "sources[0]: \"Nowhere/*.swift\" matches no file")
    }

    @Test func manyFilesAreCappedWithANote() throws {
        let s = try Scratch()
        defer { s.remove() }
        for i in 0..<(ScanFiles.maxFiles + 5) { try s.write("App/F\(i).strings", "") }
        let files = try ScanFiles(
            sources: ["App"], directory: s.path, guard: PathGuard(directory: s.path, allowOutside: false))
        #expect(files.total == ScanFiles.maxFiles)
        #expect(
            files.notes.contains { $0.field == "files" && $0.reason.contains("more than \(ScanFiles.maxFiles) files") })
    }

    @Test func theReportGroupsNotesByReasonWithTheFirstFew() throws {
        let s = try Scratch()
        defer { s.remove() }
        for n in 1...5 {
            try s.write(
                "App/S\(n).swift",
                "final class S\(n)ViewController: UIViewController {\n"
                    + "  override func viewDidLoad() { title = \"S\" }\n}\n")
        }
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let report = scan.report(title: "t")
        let notes = try #require(report.components(separatedBy: "what it could not read").last)
        // Five screens nothing shows: one count, the first three named, then how many more.
        #expect(notes.contains("  5  no scanned Swift or storyboard pushes it"), "\(report)")
        #expect(notes.contains("S3ViewController | App/S3.swift:1 | canPop — drawn as a root"))
        #expect(!notes.contains("S4ViewController") && notes.contains("… 2 more"))
        // Every note stays in the JSON.
        #expect(scan.notes.filter { $0.field == "canPop" }.count == 5)
    }

    @Test func controlCharactersAreEscapedInTheReport() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write(
            "App/A.swift",
            """
                final class AViewController: UIViewController {\n  override func viewDidLoad() { title =\
                 \"a\\u{1B}[31mred\" }\n}\n
                """
        )
        let report = try AppScan(sources: ["App"], directory: s.path).report(title: "t")
        #expect(!report.contains("\u{1B}"))
        #expect(report.contains("\\u{1b}[31mred"))
    }
}

@Suite struct HostileValueTests {
    @Test func nulAndEscapesInCodeStillGiveAValidScene() throws {
        let s = try Scratch()
        defer { s.remove() }
        try s.write(
            "App/A.swift",
            """
                final class AViewController: UIViewController {\n  override func viewDidLoad() { title =\
                 \"a\\0b\\u{E9}\" }\n}\n
                """
        )
        let config = try BarSnapConfiguration(
            bytes: Array(#"{"suites": [{"name": "a", "scan": {"sources": ["App"]}}]}"#.utf8),
            file: s.path + "/barsnap.json", scanner: BarSnapScanProvider())
        #expect(config.cases.first?.scene.item.title == "a\u{FFFD}bé")
    }
}
