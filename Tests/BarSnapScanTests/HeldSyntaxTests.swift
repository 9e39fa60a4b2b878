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

    @Test func reparsingPastItsAllowanceEndsTheRunsBudget() throws {
        let budget = ScanBudget()
        let cache = TreeCache(budget: budget, maxNodes: 0)
        let big = "let a = \"" + String(repeating: "x", count: TreeCache.reparseAllowance / 4) + "\"\n"
        let index = SwiftIndex.index(big, display: "Big.swift", cache: cache)
        let held = try #require(index.constants["a"]?.0)
        for _ in 0..<3 { _ = held.node }
        #expect(!budget.expired)
        for _ in 0..<4 { _ = held.node }
        #expect(budget.expired && budget.stopReason.contains("re-parse budget"), "\(cache.kept)")
    }
}
