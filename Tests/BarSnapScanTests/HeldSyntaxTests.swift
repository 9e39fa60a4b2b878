import Basics
@testable import BarSnapScan
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
