import Basics
import Testing
import BarLayout
import BarModel

/// Scene-spec regressions from fuzzing and hostile-input work (inputs kept in Scripts/fuzz/crashes/spec).
@Suite struct HostileSpecTests {
    func error(_ text: String) -> String? {
        do { _ = try SpecParser().parse(Array(text.utf8)); return nil } catch { return "\(error)" }
    }

    @Test func negativeInfinityAndNaNNameTheProblem() {
        #expect(error(#"{"device": "iphone-15", "barHeight": -Infinity}"#) == "not valid JSON (line 1, column 39: NaN and Infinity are not valid JSON numbers)")
        #expect(error(#"{"device": "iphone-15", "barHeight": -NaN}"#) == "not valid JSON (line 1, column 39: NaN and Infinity are not valid JSON numbers)")
        #expect(error(#"{"device": "iphone-15", "barHeight": -}"#) == "not valid JSON (line 1, column 39: invalid number)")
        #expect(error(#"{"device": "iphone-15", "barHeight": -"#) == "not valid JSON (line 1, column 39: invalid number)")
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

    @Test func keptFuzzInputs() throws {
        var dir = #filePath
        for _ in 0..<3 { dir = FileIO.parentDirectory(of: dir) }
        dir += "/Scripts/fuzz/crashes/spec"
        guard FileIO.isDirectory(dir) else { return }
        let parser = SpecParser(baseDirectory: "/nonexistent", loadImage: { _ in Bitmap(width: 1, height: 1) })
        for name in try FileIO.listDirectory(dir).filter({ !$0.hasPrefix(".") }) {
            let bytes = try FileIO.read(dir + "/" + name)
            if let json = try? JSON.parse(bytes) { #expect(try JSON.parse(json.serialized()) == json, "\(name)") }
            _ = try? parser.parse(bytes)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
