import Basics
import Testing

/// `JSON.keyLines`: the line of every key and array element, by JSON path, for annotations on a spec's key.
struct JSONKeyLinesTests {
    @Test func everyKeyAndElementHasItsLine() throws {
        let text = """
            {
              "style": "uikit",
              "item": {
                "right": [
                  {"system": "done"},
                  {"symbol": "gear"}
                ],
                "title": "Settings"
              },
              "appearance": {"tint": "#FF3B30"}
            }
            """
        let lines = try JSON.keyLines(Array(text.utf8))
        #expect(lines["style"] == 2 && lines["item"] == 3 && lines["item.right"] == 4)
        #expect(lines["item.right[0]"] == 5 && lines["item.right[1]"] == 6 && lines["item.right[1].symbol"] == 6)
        #expect(lines["item.title"] == 8 && lines["appearance.tint"] == 10)
        // The same document parses to the same value as without the lines.
        #expect(lines.count == 10)
        #expect(throws: JSONSyntaxError.self) { try JSON.keyLines(Array("{\"a\": 1,}".utf8)) }
    }
}
