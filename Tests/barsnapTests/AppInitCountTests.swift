import Testing
import Basics

/// `init` and `scan` count the same screens (a screen the scan finds with no bar to draw is not one `init` counts),
/// and `init` says what it wrote into the workflow and added to .gitignore.
@Suite struct AppInitCountTests {
    @Test func initCountsTheScreensScanCountsAndSaysWhatItWrote() throws {
        let root = try AppRepositoryTests.appRepository()
        let initRun = try CLI.run(["init"], directory: root)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let scanRun = try CLI.run(["scan", "App"], directory: root)
        func number(_ text: String, before marker: String) -> Int? {
            guard let range = text.firstRange(of: marker) else { return nil }
            return Int(String(text[..<range.lowerBound].reversed().prefix { $0.isNumber }.reversed()))
        }
        let initCount = number(initRun.stdout, before: " screen(s) in ")
        let scanCount = number(scanRun.stdout, before: " screens (")
        #expect(initCount != nil && initCount == scanCount, "\(initRun.stdout)\n\(scanRun.stdout)")
        #expect(initRun.stdout.contains("workflow: BARSNAP_GIT is "))
        #expect(initRun.stdout.contains("workflow: runs on pushes to main and on pull requests"))
        #expect(initRun.stdout.contains("wrote .gitignore"))
        let ignore = String(decoding: try FileIO.read(root + "/.gitignore"), as: UTF8.self)
        #expect(ignore.contains(".build/\n"))
    }

    /// A stand-in symbol is drawn with the icon font: `env --packages` lists its package, and only then.
    @Test func envPackagesListTheIconFontWhenAStandInIsDrawn() throws {
        let root = try CLI.temporaryDirectory()
        try AppRepositoryTests.put(
            #"{"suites": [{"name": "t", "specs": ["Specs/*.json"]}]}"#, to: root + "/barsnap.json")
        try AppRepositoryTests.put(
            #"{"device": "iphone-15", "item": {"title": "Plain", "right": [{"system": "done"}]}}"#,
            to: root + "/Specs/a.json")
        let plain = try CLI.run(["env", "--packages"], directory: root)
        #expect(plain.status == 0 && !plain.stdout.contains("fonts-material-design-icons-iconfont"), "\(plain.stderr)")
        try AppRepositoryTests.put(
            #"{"device": "iphone-15", "item": {"title": "World", "right": [{"symbol": "globe"}]}}"#,
            to: root + "/Specs/b.json")
        let icons = try CLI.run(["env", "--packages"], directory: root)
        #expect(icons.status == 0 && icons.stdout.contains(" fonts-material-design-icons-iconfont"), "\(icons.stderr)")
    }
}
