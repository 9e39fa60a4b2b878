@testable import BarSnapScan
import Testing

@Suite struct ByteSearchTests {
    @Test func findsBytesAnywhereAndOnlyWithinARange() {
        let text = "import UIKit\nfinal class A: UIViewController { // ä 日本\n  let x = UIHostingController() }\n"
        #expect(ByteSearch.contains(text, "UIHostingController"))
        #expect(ByteSearch.contains(text, "日本"))
        #expect(!ByteSearch.contains(text, "UINavigationController"))
        #expect(ByteSearch.containsAny(text, ["nothing", "ä"]))
        #expect(!ByteSearch.containsAny(text, ["nothing", "else"]))
        // Byte offsets: "import" is bytes 0..<6, so a range that starts at 1 misses it.
        #expect(ByteSearch.contains(text, "import", in: 0..<6))
        #expect(!ByteSearch.contains(text, "import", in: 1..<40))
        // A range past the end is clamped, never read beyond the text.
        #expect(ByteSearch.contains(text, "}\n", in: 60..<10_000))
        #expect(!ByteSearch.contains("", "a"))
        #expect(!ByteSearch.contains("ab", "abc"))
    }

    @Test func firstAssignmentSkipsComparisonsLongerNamesAndDeclarations() {
        let text = "var shows = false\nif shows == true {}\nlet showsAll = 1\nx.shows = true\n"
        // Offset of `x.shows = true`'s name: after the three lines before it.
        let expected = text.utf8.count - "shows = true\n".utf8.count
        #expect(ByteSearch.firstAssignment(of: "shows", in: text) == expected)
        #expect(ByteSearch.firstAssignment(of: "shows", in: "var shows = false\nif shows == true {}") == nil)
        #expect(ByteSearch.firstAssignment(of: "shows", in: "shows.toggle()") == 0)
    }
}
