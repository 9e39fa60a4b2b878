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

    @Test func squareBracketsAreBoundedBeforeTheParserBacktracks() {
        // 32 nested `[` parsed for more than 20 s (the parser's time doubles with each); `[(` pairs alike.
        func refused(_ s: String) -> Bool { ScanBudget.refusal(Array(s.utf8)) != nil }
        #expect(refused("let x = " + String(repeating: "[", count: 32)))
        #expect(refused("let x = " + String(repeating: "[(", count: 11)))
        #expect(refused("let x = a" + String(repeating: "[", count: 11)))
        #expect(!refused("let x: [[String: [Int]]] = [[\"a\": [1, 2]]]"))
        #expect(!refused("let x = " + String(repeating: "[", count: 10) + String(repeating: "]", count: 10)))
        // Closed brackets do not add up.
        #expect(!refused(String(repeating: "let x = [[[[1]]]]\n", count: 100)))
        let bytes = Array(("let a = 1\nlet x = " + String(repeating: "[", count: 40)).utf8)
        let shape = ScanBudget.measure(bytes)
        #expect(shape.squares == 40 && shape.line(in: bytes) == 2)
    }

    @Test func postfixChainsAreBoundedBeforeAnyWalk() {
        func chain(_ s: String) -> Int { ScanBudget.measure(Array(s.utf8)).chain }
        // 100,000 links overflowed the stack of swift-syntax's visitor (SIGSEGV).
        let long = "title = view" + String(repeating: ".a()", count: 100_000)
        #expect(chain(long) >= 100_000)
        let bytes = Array(("let a = 1\n" + long).utf8)
        #expect(ScanBudget.refusal(bytes)?.contains("chaining more than 1,000") == true)
        #expect(ScanBudget.measure(bytes).line(in: bytes) == 2)
        // Across lines, subscripts, `?`/`!` and brackets alike; a statement ends a chain.
        #expect(chain("Text(\"x\")" + String(repeating: "\n    .padding()", count: 1_001)) > 1_000)
        #expect(chain("a" + String(repeating: "[0]?!", count: 400)) >= 1_200)
        #expect(chain("f(" + String(repeating: "a.b(", count: 600)) >= 1_200)
        #expect(chain(String(repeating: "view.addSubview(label)\n", count: 5_000)) <= 4)
        #expect(chain(String(repeating: "x.y = a.b; ", count: 5_000)) <= 4)
        #expect(chain("let r = 0...5 + 1..<3") == 0)
        let swiftUI = "var body: some View {\n VStack {\n Text(\"a\")\n .font(.title)\n .padding()\n }\n"
            + " .navigationTitle(\"Home\")\n .toolbar { Button(\"Add\") { } }\n}\n"
        #expect(chain(String(repeating: swiftUI, count: 1_000)) < 20)
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
