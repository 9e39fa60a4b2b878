import Synchronization
import SwiftParser
import SwiftSyntax

/// A node of a file's syntax tree that does not keep the tree: the file's text and the node's index in its tree.
/// A tree costs ~100 times its text, so the scan parses a file, indexes it and lets the tree go; reading a held
/// node finds it again in the file's tree, re-parsed on demand (the same text gives the same tree) and kept in the
/// scan's `TreeCache` while it fits. `held.body` reads the node's properties; `held.node` is the node.
@dynamicMemberLookup
struct Held<Node: SyntaxProtocol>: Sendable {
    let file: SourceFile
    let index: UInt32

    /// `node` of `file`'s tree (remembered, so the file's next parse finds it without a search).
    init(_ node: Node, in file: SourceFile) {
        self.file = file
        index = TreeCache.index(node)
        file.hold(index)
    }

    var node: Node { file.node(at: index).cast(Node.self) }

    subscript<T>(dynamicMember path: KeyPath<Node, T>) -> T { node[keyPath: path] }
}

/// The syntax trees a scan keeps at once, most recently used first, within a node budget; and the re-parsing
/// one scan may spend (a pull request's code could make the readers jump between large files forever).
final class TreeCache: Sendable {
    /// Syntax nodes kept in all (about 95 bytes each: ~95 MB). Real apps measured: 0.5 M nodes (2.3 MB of
    /// Swift, all kept) and 1.3 M (4.7 MB: 1.5 MB of it parsed again).
    static let maxNodes = 1_000_000
    /// A file larger than this is parsed by one worker at a time: one dense 1 MiB tree (~2 M nodes, ~190 MB)
    /// in flight, never two, beside the kept trees.
    static let largeFileBytes = 256 << 10
    let largeFiles = Mutex(())
    /// Swift text re-parsed in one scan beyond what it first parsed, at most: twice the Swift read, plus 8 MiB.
    static let reparseAllowance = 8 << 20

    struct Entry {
        var tree: SourceFileSyntax
        var nodes: [UInt32: Syntax]
        var cost: Int
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Least recently used first.
        var order: [ObjectIdentifier] = []
        var cost = 0
        var parsed = 0
        var reparsed = 0
    }

    private let state = Mutex(State())
    /// Set once the scan has re-parsed more than its allowance: the readers stop at their next budget check.
    let budget: ScanBudget?
    let maxNodes: Int

    init(budget: ScanBudget? = nil, maxNodes: Int = TreeCache.maxNodes) {
        self.budget = budget
        self.maxNodes = maxNodes
    }

    /// Trees kept now, their nodes, and the bytes of Swift parsed again so far.
    var kept: (trees: Int, nodes: Int, reparsedBytes: Int) {
        state.withLock { ($0.entries.count, $0.cost, $0.reparsed) }
    }

    /// Keeps `tree` (the file's first parse) while it fits.
    func keep(_ tree: SourceFileSyntax, of file: SourceFile) {
        let entry = Self.entry(tree, file: file)
        state.withLock { s in
            s.parsed += file.bytes.count
            insert(entry, for: ObjectIdentifier(file), into: &s)
        }
    }

    /// The node at `index` of `file`'s tree, parsing the file again when its tree is not kept.
    func node(at index: UInt32, of file: SourceFile) -> Syntax {
        let key = ObjectIdentifier(file)
        if let hit = state.withLock({ s -> Syntax? in
            guard let e = s.entries[key] else { return nil }
            if let i = s.order.lastIndex(of: key) { s.order.remove(at: i) }
            s.order.append(key)
            if let n = e.nodes[index] { return n }
            let n = Self.find(index, in: e.tree)
            s.entries[key]?.nodes[index] = n
            return n
        }) { return hit }
        let entry = Self.entry(file.parse(), file: file)
        let node = entry.nodes[index] ?? Self.find(index, in: entry.tree)
        let over = state.withLock { s -> Bool in
            s.reparsed += file.bytes.count
            if s.entries[key] == nil { insert(entry, for: key, into: &s) }
            return s.reparsed > 2 * s.parsed + Self.reparseAllowance
        }
        if over { budget?.exhaust() }
        return node
    }

    private func insert(_ entry: Entry, for key: ObjectIdentifier, into s: inout State) {
        while s.cost + entry.cost > maxNodes, !s.order.isEmpty {
            let old = s.order.removeFirst()
            s.cost -= s.entries.removeValue(forKey: old)?.cost ?? 0
        }
        guard entry.cost <= maxNodes else { return }
        s.entries[key] = entry
        s.order.append(key)
        s.cost += entry.cost
    }

    /// The tree and its held nodes, found in one descent (only into children that contain a held node).
    private static func entry(_ tree: SourceFileSyntax, file: SourceFile) -> Entry {
        let wanted = file.heldIndices()
        var nodes: [UInt32: Syntax] = [:]
        nodes.reserveCapacity(wanted.count)
        // An explicit stack (a tree may be deep): (node, the range of `wanted` inside it).
        var stack: [(Syntax, Range<Int>)] = [(Syntax(tree), wanted.indices)]
        while let (node, range) = stack.popLast() {
            var lo = range.lowerBound
            if lo < range.upperBound, wanted[lo] == index(node) {
                nodes[wanted[lo]] = node
                lo += 1
            }
            guard lo < range.upperBound else { continue }
            // A child's nodes run up to the next child's first index (the last child's, to the parent's end).
            let kids = Array(node.children(viewMode: .all))
            for (k, child) in kids.enumerated() {
                guard lo < range.upperBound else { break }
                let end = k + 1 < kids.count ? index(kids[k + 1]) : UInt32.max
                guard wanted[lo] < end else { continue }
                var hi = lo
                while hi < range.upperBound, wanted[hi] < end { hi += 1 }
                stack.append((child, lo..<hi))
                lo = hi
            }
        }
        return Entry(tree: tree, nodes: nodes, cost: Int(index(tree.endOfFileToken)) + 1)
    }

    /// A node's place in its tree's depth-first order (the same in every parse of the same text).
    static func index(_ node: some SyntaxProtocol) -> UInt32 {
        UInt32(truncatingIfNeeded: node.id.indexInTree.toOpaque())
    }

    private static func find(_ index: UInt32, in tree: SourceFileSyntax) -> Syntax {
        let indexInTree = SyntaxIdentifier.SyntaxIndexInTree(fromOpaque: UInt64(index))
        guard let id = SyntaxIdentifier.fromIndexInTree(indexInTree, relativeToRoot: tree),
              let node = tree.node(at: id) else {
            preconditionFailure("a held node outside its file's tree")
        }
        return node
    }
}
