import Basics
@testable import BarSnapScan
import SnapshotSuite
import Testing

/// The scan's budget: the nesting pre-check, capped ternaries, finite colours, the memoized inheritance walk.
@Suite struct ScanBudgetTests {
    func nesting(_ s: String) -> Int { ScanBudget.nesting(Array(s.utf8)) }

    @Test func nestingCountsBracketsStringsAndInterpolationsNotComments() {
        #expect(nesting("let a = [[1], [2]]") == 2)
        #expect(nesting("f(g(h()))") == 3)
        // Brackets inside strings and comments do not count; a string and its interpolation do.
        #expect(nesting("let s = \"((((((\" // [[[[[[[\n/* {{{{ /* nested */ }}}} */ x") == 1)
        #expect(nesting("let s = \"a \\(f(\"b \\(g(1))\"))\"") == 6)
        #expect(nesting("let r = #\"\\(((\"#; let m = \"\"\"\n((((\n\"\"\"") == 1)
        // Closers cannot hide openers by coming first.
        #expect(nesting("]]]]]]" + String(repeating: "[", count: 60)) == 60)
        #expect(ScanBudget.refusal(Array(("x = " + String(repeating: "(", count: 49)).utf8)) != nil)
        #expect(ScanBudget.refusal(Array("x = ((1))".utf8)) == nil)
    }

    @Test func genericArgumentsNestButComparisonsDoNot() {
        // 1,000 nested `Array<` overflowed the parser's stack (it does not count them toward its own limit).
        #expect(
            nesting("let d: " + String(repeating: "Array<", count: 60) + "Int" + String(repeating: ">", count: 60))
                == 60)
        #expect(nesting("let d: [String: Array<Set<Int>>] = [:]") == 3)
        #expect(nesting("func f() -> Array<Int> { a<b }") == 2)
        // Unclosed `<` (comparisons, shifts) end at a bracket, `{`, `;` or `=`: they never add up.
        let comparisons = (0..<100).map { "if a\($0)<b { x = y<<2; z = p<=q }\n" }.joined()
        #expect(nesting(comparisons) <= 2)
        #expect(nesting("f(a<b, c<d)") <= 3)
    }

    @Test func ternaryChainsAreCapped() throws {
        var chain = "let t = "
        for k in 0..<2_000 { chain += "c\(k) ? \"t\(k)\" : " }
        let index = SwiftIndex.index(chain + "\"last\"\n", display: "A.swift")
        let expr = try #require(index.constants["t"]?.0.node)
        let values = ValueReader(index: index, typeName: nil).texts(expr)
        #expect(values.count == ScanBudget.maxBranches)
        #expect(values[0] == .literal("t0") && values[6] == .literal("t6"))
        guard case let .unresolved(reason)? = values.last else {
            Issue.record("\(values)")
            return
        }
        #expect(reason.contains("more than \(ScanBudget.maxBranches) values"), "\(reason)")
    }

    @Test func coloursAreFiniteOrUnread() {
        for bad in ["nan", "inf", "-inf", "1e999", "-1", "300"] {
            let json: JSON = .object([
                ("components", .object([("red", .string(bad)), ("green", .string("0.5")), ("blue", .string("0.5"))]))
            ])
            #expect(AssetCatalog.color(json) == nil, "\(bad)")
        }
        let nan = Color(red: .nan, green: .infinity, blue: 0.5, alpha: .nan)
        #expect(nan.hex == "#00FF8000")
        #expect(nan.rgba8 == (0, 255, 128, 0))
    }

    @Test func inheritanceIsWalkedOnce() {
        var code = "class C0: UIViewController {}\n"
        for i in 1..<20_000 { code += "class C\(i): C\(i - 1) {}\n" }
        let index = SwiftIndex.index(code, display: "Chain.swift")
        #expect(index.types.count == 20_000)
        let start = ScanBudget.now()
        let screens = AppScan.screens(index)
        #expect(screens.map(\.name) == ["C19999"])
        // A hang guard: the quadratic walk took minutes here.
        #expect(ScanBudget.now() - start < 10_000_000_000)
    }
}
