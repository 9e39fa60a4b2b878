import Basics
import Testing

/// A title with an emoji (a settings screen's "🦖 Dinosaurs"): its scene's font set adds the colour emoji face.
/// It records, verifies green, and is the same bytes in every process.
@Suite(.serialized) struct EmojiTitleCLITests {
    func spec(_ title: String, in root: String) throws {
        try CLI.write(
            #"{"device": "iphone-15", "style": "uikit", "previousTitle": "Settings", "item": {"title": "\#(title)"}}"#,
            to: root + "/Specs/dinosaurs.json")
    }

    @Test func anEmojiTitleRecordsAndVerifiesGreen() throws {
        let root = try CLI.temporaryDirectory()
        try CLI.write(
            #"{"suites": [{"name": "bars", "specs": ["Specs/*.json"]}]}"#,
            to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Specs")
        try spec("🦖 Dinosaurs", in: root)
        let record = try CLI.run(["record"], directory: root)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let verify = try CLI.run(["verify"], directory: root)
        #expect(verify.status == 0 && verify.stdout.contains("1 passed"), "\(verify.stdout)\(verify.stderr)")
        // another emoji is another drawing: the change is seen
        try spec("🦕 Dinosaurs", in: root)
        let changed = try CLI.run(["verify"], directory: root)
        #expect(changed.status == 1 && changed.stdout.contains("title \"🦖 Dinosaurs\" → \"🦕 Dinosaurs\""),
                "\(changed.stdout)")
    }

    @Test func anEmojiIsTheSameBytesInTwoProcesses() throws {
        let root = try CLI.temporaryDirectory()
        try FileIO.createDirectories(root + "/Specs")
        try spec("🦖 Dinosaurs 👨‍👩‍👧", in: root)
        for n in 1...2 {
            let r = try CLI.run(["render", root + "/Specs/dinosaurs.json", "-o", root + "/\(n).png"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let first = try FileIO.read(root + "/1.png"), second = try FileIO.read(root + "/2.png")
        #expect(!first.isEmpty && first == second)
    }
}
