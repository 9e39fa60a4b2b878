import Basics
import Testing
import BarLayout
import BarModel

/// Scene-spec regressions from fuzzing and hostile-input work (inputs kept in Scripts/fuzz/crashes/spec).
@Suite struct HostileSpecTests {
    func error(_ text: String) -> String? {
        do {
            _ = try SpecParser().parse(Array(text.utf8))
            return nil
        } catch { return "\(error)" }
    }

    @Test func negativeInfinityAndNaNNameTheProblem() {
        #expect(
            error(#"{"device": "iphone-15", "barHeight": -Infinity}"#)
                == "not valid JSON (line 1, column 39: NaN and Infinity are not valid JSON numbers)")
        #expect(
            error(#"{"device": "iphone-15", "barHeight": -NaN}"#)
                == "not valid JSON (line 1, column 39: NaN and Infinity are not valid JSON numbers)")
        #expect(
            error(#"{"device": "iphone-15", "barHeight": -}"#) == "not valid JSON (line 1, column 39: invalid number)")
        #expect(
            error(#"{"device": "iphone-15", "barHeight": -"#) == "not valid JSON (line 1, column 39: invalid number)")
    }

    @Test func itemGroupsAreLimited() throws {
        func spec(_ n: Int, _ key: String) -> String {
            let items = Array(repeating: #"{"symbol": "heart"}"#, count: n).joined(separator: ",")
            return key == "toolbarItems" ? #"{"device": "iphone-15", "toolbarItems": [\#(items)]}"#
                                         : #"{"device": "iphone-15", "item": {"\#(key)": [\#(items)]}}"#
        }
        for key in ["left", "right", "toolbarItems"] {
            #expect(error(spec(SpecParser.maxItemsPerGroup, key)) == nil)
            let path = key == "toolbarItems" ? key : "item." + key
            #expect(error(spec(10_000, key)) == "\(path): 10000 items is too many (at most 100)")
        }
    }

    /// The fuzzer's seeds (Scripts/fuzz/seeds/spec) parse, and every input it kept (Scripts/fuzz/crashes/spec, none
    /// so far) parses or throws an error that says what is wrong; an empty or moved seed folder fails instead of
    /// replaying nothing.
    @Test func fuzzSeedsAndKeptInputs() throws {
        var root = #filePath
        for _ in 0..<3 { root = FileIO.parentDirectory(of: root) }
        let parser = SpecParser(baseDirectory: "/nonexistent", loadImage: { _ in Bitmap(width: 1, height: 1) })
        let seeds = root + "/Scripts/fuzz/seeds/spec"
        let seedNames = try FileIO.listDirectory(seeds).filter { $0.hasSuffix(".json") }
        #expect(seedNames.count >= 8, "only \(seedNames.count) seeds in \(seeds)")
        for name in seedNames {
            let bytes = try FileIO.read(seeds + "/" + name)
            let json = try JSON.parse(bytes)
            #expect(try JSON.parse(json.serialized()) == json, "\(name)")
        }
        let kept = root + "/Scripts/fuzz/crashes/spec"
        #expect(FileIO.isDirectory(kept), "\(kept) is gone")
        for name in try FileIO.listDirectory(kept).filter({ !$0.hasPrefix(".") }) {
            let bytes = try FileIO.read(kept + "/" + name)
            if let json = try? JSON.parse(bytes) { #expect(try JSON.parse(json.serialized()) == json, "\(name)") }
            do { _ = try parser.parse(bytes) } catch { #expect(!"\(error)".isEmpty, "\(name)") }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
