import Basics
#if canImport(Glibc)
import Glibc
#endif
@testable import BarSnapScan
import SwiftParser
import SwiftSyntax
import Testing

/// The index keeps no syntax tree: held nodes are found again in a tree the cache keeps, or by parsing the file's
/// text again, with the same text, place and line.
@Suite struct HeldSyntaxTests {
    static func file(_ i: Int) -> String {
        "enum L\(i) {\n" + (0..<200).map { "    static let k\($0) = \"v\(i)-\($0)\"\n" }.joined() + "}\n"
    }

    @Test func treesAreLetGoAndFoundAgain() throws {
        // Room for about one file's tree: indexing three files keeps at most one.
        let cache = TreeCache(maxNodes: 3_000)
        var index = SwiftIndex()
        for i in 0..<3 { index.add(SwiftIndex.index(Self.file(i), display: "F\(i).swift", cache: cache)) }
        #expect(cache.kept.trees <= 1 && cache.kept.nodes <= 3_000, "\(cache.kept)")
        for i in [0, 2, 1, 0] {
            for k in [0, 199, 57] {
                let (held, file) = try #require(index.constants["L\(i).k\(k)"])
                #expect(held.node.trimmedDescription == "\"v\(i)-\(k)\"")
                #expect(file.line(held.node) == k + 2)
                #expect(held.node.root.description == Self.file(i))
            }
        }
        #expect(cache.kept.reparsedBytes > 0 && cache.kept.trees <= 1, "\(cache.kept)")
        // With room for every tree, nothing is parsed twice.
        let roomy = TreeCache()
        let all = SwiftIndex.index(Self.file(7), display: "F7.swift", cache: roomy)
        #expect(all.constants["L7.k3"]?.0.node.trimmedDescription == "\"v7-3\"")
        #expect(roomy.kept.trees == 1 && roomy.kept.reparsedBytes == 0)
    }

    @Test func reparsingPastItsBudgetLeavesTheFileUnread() throws {
        let big = "let a = \"" + String(repeating: "x", count: 1 << 16) + "\"\nfunc f() { g() }\n"
        let work = ScanBudget.parseWork(Array(big.utf8))
        // Room to parse the file three times again, not four.
        let budget = ScanBudget(limits: .init(reparse: 3 * work + work / 2))
        let cache = TreeCache(budget: budget, maxNodes: 0)
        let index = SwiftIndex.index(big, display: "Big.swift", cache: cache)
        let held = try #require(index.constants["a"]?.0)
        let fn = try #require(index.functions["f"]?.first?.0)
        // No tree is kept (room for none): every read parses the file again.
        for _ in 0..<2 { #expect(held.node.trimmedDescription.hasPrefix("\"xxx")) }
        #expect(fn.body?.statements.count == 1)
        // Spent: the file's held nodes read as empty ones, the file gets one note, and the run goes on.
        #expect(held.node.is(MissingExprSyntax.self))
        #expect(fn.body?.statements.count == 0)
        #expect(!budget.expired)
        let notes = cache.unreadNotes
        #expect(notes.count == 1 && notes.first?.file == "Big.swift", "\(notes)")
        #expect(notes.first?.reason.contains("re-parse budget") == true, "\(notes)")
        #expect(budget.spent.reparse == 3 * work)
    }

    /// A serial reader with a helper parsing ahead reads the same nodes, keeps the same trees and pays the same
    /// re-parse work as without it; the helper's trees are what the misses use.
    @Test func parsingAheadChangesNothingTheReaderSees() throws {
        func read(ahead: Bool) throws -> (texts: [String], spent: Int, kept: Int, taken: Int) {
            let budget = ScanBudget()
            let cache = TreeCache(budget: budget, maxNodes: 3_000)
            var index = SwiftIndex()
            for i in 0..<8 { index.add(SwiftIndex.index(Self.file(i), display: "F\(i).swift", cache: cache)) }
            cache.settle()
            let order = [0, 1, 2, 3, 3, 4, 5, 6, 7, 2]
            let files = order.map { index.files[$0] }
            var texts: [String] = []
            let body = { (at: (Int) -> Void) throws in
                for (k, i) in order.enumerated() {
                    at(k)
                    // Time for the helper to start and parse ahead (it is a second thread, even on a busy machine).
                    usleep(20_000)
                    let (held, _) = try #require(index.constants["L\(i).k\(k * 7)"])
                    texts.append(held.node.trimmedDescription)
                }
            }
            if ahead { try cache.readAhead(files, body) } else { try body { _ in } }
            return (texts, budget.spent.reparse, cache.kept.trees, cache.takenAhead)
        }
        let plain = try read(ahead: false)
        let ahead = try read(ahead: true)
        #expect(plain.texts == [0, 1, 2, 3, 3, 4, 5, 6, 7, 2].enumerated().map { "\"v\($1)-\($0 * 7)\"" })
        #expect(ahead.texts == plain.texts)
        #expect(ahead.spent == plain.spent && ahead.kept == plain.kept && plain.spent > 0)
        #expect(plain.taken == 0 && ahead.taken > 0, "\(ahead)")
    }

    /// `ValueReader.trimmedText` is `trimmedDescription`, cut from the text: with comments and line breaks around
    /// the node, inside it, and in code that does not parse (missing tokens).
    @Test func trimmedTextIsTrimmedDescription() {
        let source = """
            let a = /* c */ self.navigationItem?.title // end
            let b =
                Foo.bar(x: 1,   // one
                        y: "é")  \t
            let c = (1 +
            let d = [1, 2
            func f() { x.y = }
            """
        let tree = Parser.parse(source: source)
        var checked = 0
        for node in tree.tokens(viewMode: .all).flatMap({ t -> [Syntax] in
            var out: [Syntax] = []
            var n: Syntax? = Syntax(t)
            while let cur = n {
                out.append(cur)
                n = cur.parent
            }
            return out
        }) {
            #expect(ValueReader.trimmedText(node) == node.trimmedDescription, "\(node.kind)")
            checked += 1
        }
        #expect(checked > 100)
    }

    /// Line starts after `\n`, `\r\n` and a lone `\r`, as swift-syntax counts lines.
    @Test func linesEndAtEveryLineBreak() {
        #expect(SourceFile.lineStarts("a\nb\r\nc\rd\r") == [0, 2, 5, 7, 9])
        #expect(SourceFile.lineStarts("") == [0])
        #expect(SourceFile.lineStarts("é\n\n") == [0, 3, 4])
    }

    @Test func everyHeldKindHasAnEmptyStandIn() {
        #expect(Unread.node(FunctionDeclSyntax.self).name.text == "unread")
        #expect(Unread.node(InitializerDeclSyntax.self).body?.statements.isEmpty == true)
        #expect(Unread.node(VariableDeclSyntax.self).bindings.first?.initializer == nil)
        #expect(Unread.node(PatternBindingSyntax.self).initializer == nil)
        #expect(Unread.node(DeclSyntax.self).is(FunctionDeclSyntax.self))
        #expect(Unread.node(CodeBlockItemListSyntax.self).isEmpty)
        #expect(Unread.node(ExprSyntax.self).is(MissingExprSyntax.self))
    }
}
