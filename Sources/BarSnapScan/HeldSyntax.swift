import Foundation
import SnapshotSuite
import Synchronization
import SwiftParser
import SwiftSyntax
#if canImport(Glibc)
import Glibc
#endif

/// A node of a file's syntax tree that does not keep the tree: the file's text and the node's index in its tree.
/// A tree costs ~100 times its text, so the scan parses a file, indexes it and lets the tree go; reading a held
/// node finds it again in the file's tree, re-parsed on demand (the same text gives the same tree) and kept in the
/// scan's `TreeCache` while it fits. `held.body` reads the node's properties; `held.node` is the node. When the
/// scan's re-parse budget is spent, a file it let go is not parsed again: its held nodes read as empty ones
/// (`Unread`: no statements, no value) and the file gets one note.
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

    var node: Node { file.cache.node(at: index, of: file)?.as(Node.self) ?? Unread.node(Node.self) }

    subscript<T>(dynamicMember path: KeyPath<Node, T>) -> T { node[keyPath: path] }
}

/// The empty nodes a held node reads as when its file is not parsed again: a function, initializer or property
/// with nothing in it, an empty statement list, a missing expression.
enum Unread {
    static let tree = Parser.parse(source: "func unread() {}\ninit() {}\nvar unread: Never\n")

    static func node<Node: SyntaxProtocol>(_: Node.Type) -> Node {
        if let empty = Syntax(CodeBlockItemListSyntax([])).as(Node.self) { return empty }
        if let missing = Syntax(MissingExprSyntax()).as(Node.self) { return missing }
        for token in tree.tokens(viewMode: .all) {
            var n: Syntax? = Syntax(token)
            while let cur = n {
                if let hit = cur.as(Node.self) { return hit }
                n = cur.parent
            }
        }
        preconditionFailure("no empty node of kind \(Node.self)")
    }
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
        /// Every file indexed: its rank (the order the scan read it in), its tree's nodes, its parse work.
        var files: [ObjectIdentifier: (file: SourceFile, rank: Int, nodes: Int, work: Int)] = [:]
        /// Ranks and parse work by the file's name as shown, before it is indexed.
        var ranks: [String: (rank: Int, work: Int)] = [:]
        var reparsedBytes = 0
        /// Files not parsed again (the re-parse budget was spent).
        var unread: [ObjectIdentifier: SourceFile] = [:]
        /// Trees made so far (only when tracking, for tests): what keeps each alive, and the most alive at once.
        var made: [Weak] = []
        var mostAlive = 0
    }

    final class Weak: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    private let state = Mutex(State())

    /// Trees a helper thread parses ahead of a serial reader: the files it reads next, in order (see `readAhead`).
    private struct Ahead {
        var trees: [ObjectIdentifier: (tree: SourceFileSyntax, at: Int, bytes: Int)] = [:]
        /// The text of the trees held and of the one being parsed.
        var bytes = 0
        /// The file the helper is parsing now.
        var parsing: ObjectIdentifier?
        /// The reader's place in the list of files.
        var position = 0
        /// The reader is done; the helper has stopped.
        var done = false
        var stopped = false
    }
    private let ahead = Mutex(Ahead())
    private let taken = Atomic<Int>(0)
    /// Swift text whose trees are parsed ahead and not yet taken, at most (a tree costs ~100 times its text: a few
    /// MB beside the kept trees); one file larger than this is parsed ahead alone.
    static let aheadBytes = 256 << 10
    /// The run's budget: re-parsing is paid from it (no budget: parsing again is free).
    let budget: ScanBudget?
    let maxNodes: Int
    /// Counts the trees alive (tests: a tree kept anywhere but here shows).
    let tracking: Bool

    init(budget: ScanBudget? = nil, maxNodes: Int = TreeCache.maxNodes, tracking: Bool = false) {
        self.budget = budget
        self.maxNodes = maxNodes
        self.tracking = tracking
    }

    /// Trees kept now, their nodes, and the bytes of Swift parsed again so far.
    var kept: (trees: Int, nodes: Int, reparsedBytes: Int) {
        state.withLock { ($0.entries.count, $0.cost, $0.reparsedBytes) }
    }

    /// Syntax trees alive now (kept here or anywhere else), and the most alive at once when one was made;
    /// counted only when `tracking`.
    var alive: (now: Int, most: Int) {
        state.withLock { s in (s.made.filter { $0.object != nil }.count, s.mostAlive) }
    }

    /// Notes for the files not parsed again (one each).
    var unreadNotes: [ScanNote] {
        let (files, limit) = (state.withLock { Array($0.unread.values) }, budget?.reparseLimit ?? "")
        return files.map {
            ScanNote(file: $0.display, field: "file",
                     reason: "not parsed again: the scan's re-parse budget (\(limit)) is spent; what the screens "
                        + "read from this file after that is left unread")
        }.sorted()
    }

    /// Keeps `tree` (the file's first parse) while it fits.
    func keep(_ tree: SourceFileSyntax, of file: SourceFile) {
        let entry = Self.entry(tree, file: file)
        state.withLock { s in
            let key = ObjectIdentifier(file)
            let (rank, work) = s.ranks[file.display] ?? (s.files.count, 0)
            s.files[key] = (file, rank, entry.cost, work)
            made(tree, &s)
            insert(entry, for: key, into: &s)
        }
    }

    /// Records a file's rank (its place in the scan's file order) and parse work, before it is indexed.
    func rank(_ display: String, _ rank: Int, work: Int) {
        state.withLock { $0.ranks[display] = (rank, work) }
    }

    /// After the files were indexed in parallel: keeps the trees a fixed rule picks (the last files in rank
    /// order that fit), so what is parsed again later, and what the re-parse budget pays, is the same in every
    /// run whichever worker finished first. Parsing a picked tree again here is paid like any re-parse.
    func settle() {
        let (all, present) = state.withLock { s in
            (s.files.values.sorted { $0.rank < $1.rank }, Set(s.entries.keys))
        }
        var picked: [SourceFile] = []
        var room = maxNodes
        for f in all.reversed() where f.nodes <= room {
            picked.append(f.file)
            room -= f.nodes
        }
        let keys = Set(picked.map(ObjectIdentifier.init))
        state.withLock { s in
            for key in present where !keys.contains(key) {
                s.cost -= s.entries.removeValue(forKey: key)?.cost ?? 0
            }
            s.order.removeAll { !keys.contains($0) }
        }
        for file in picked.reversed() where !present.contains(ObjectIdentifier(file)) {
            _ = node(at: 0, of: file)
        }
        state.withLock { s in
            let rank = s.files.mapValues(\.rank)
            s.order.sort { rank[$0, default: 0] < rank[$1, default: 0] }
        }
    }

    /// The node at `index` of `file`'s tree, parsing the file again when its tree is not kept; nil when the
    /// re-parse budget cannot pay for that (the file is then noted as unread).
    func node(at index: UInt32, of file: SourceFile) -> Syntax? {
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
        if let budget {
            let known = state.withLock { s -> Int? in s.unread[key] != nil ? -1 : s.files[key]?.work }
            if known == -1 { return nil }
            let work = known.flatMap { $0 > 0 ? $0 : nil } ?? ScanBudget.parseWork(Array(file.bytes))
            guard budget.reparse(work) else {
                state.withLock { $0.unread[key] = file }
                return nil
            }
        }
        let tree = takeAhead(file) ?? file.parse()
        let entry = Self.entry(tree, file: file)
        let node = entry.nodes[index] ?? Self.find(index, in: entry.tree)
        state.withLock { s in
            s.reparsedBytes += file.bytes.count
            made(tree, &s)
            if s.entries[key] == nil { insert(entry, for: key, into: &s) }
        }
        return node
    }

    /// Runs `body`, a serial reader that reads `files` in this order (it calls its argument with its place in the
    /// list as it goes), while a helper thread parses the files after that place which are not kept (`aheadBytes`
    /// of text at most). A miss then takes the tree from the helper instead of parsing the file itself: the same
    /// text gives the same tree, and the cache keeps, lets go and charges the re-parse budget exactly as without
    /// the helper (so the reader's result and notes do not change; only the second core works).
    func readAhead<T>(_ files: [SourceFile], _ body: (_ at: (Int) -> Void) throws -> T) rethrows -> T {
        guard Parallel.cores > 1, files.count > 1 else { return try body { _ in } }
        ahead.withLock { $0 = Ahead() }
        // A thread of its own, not a queue's: a dispatch pool busy with the caller's own work (tests run on it)
        // would start the helper late, and the reader waits for it to stop.
        let helper = Thread { [self] in
            parseAhead(files)
            ahead.withLock { $0.stopped = true }
        }
        helper.start()
        defer {
            ahead.withLock { $0.done = true }
            while !ahead.withLock({ $0.stopped }) { usleep(100) }
            ahead.withLock { $0 = Ahead() }
        }
        return try body { k in self.ahead.withLock { $0.position = max($0.position, k) } }
    }

    /// Trees a reader took from the helper of `readAhead` (tests).
    var takenAhead: Int { taken.load(ordering: .relaxed) }

    /// The helper of `readAhead`.
    private enum Step { case stop, wait, skip, parse(SourceFile) }

    private func parseAhead(_ files: [SourceFile]) {
        var k = 0
        while true {
            let step = ahead.withLock { a -> Step in
                if a.done { return .stop }
                k = max(k, a.position)
                let p = a.position
                // Trees for places the reader has passed (it found the file kept after all) are let go.
                for (key, t) in a.trees where t.at < p {
                    a.trees[key] = nil
                    a.bytes -= t.bytes
                }
                guard k < files.count else { return .stop }
                let f = files[k]
                let key = ObjectIdentifier(f)
                if a.trees[key] != nil {
                    a.trees[key]?.at = k
                    k += 1
                    return .skip
                }
                let size = f.bytes.count
                if size > Self.largeFileBytes || state.withLock({ $0.entries[key] != nil || $0.unread[key] != nil }) {
                    k += 1
                    return .skip
                }
                if a.bytes > 0, a.bytes + size > Self.aheadBytes { return .wait }
                k += 1
                a.parsing = key
                a.bytes += size
                return .parse(f)
            }
            switch step {
            case .stop: return
            case .wait: usleep(200)
            case .skip: continue
            case let .parse(f):
                let tree = f.parse()
                ahead.withLock { a in
                    a.trees[ObjectIdentifier(f)] = (tree, k - 1, f.bytes.count)
                    a.parsing = nil
                }
            }
        }
    }

    /// The tree the helper parsed for `file` (waiting while it parses that very file), or nil.
    private func takeAhead(_ file: SourceFile) -> SourceFileSyntax? {
        let key = ObjectIdentifier(file)
        while true {
            let (tree, busy) = ahead.withLock { a -> (SourceFileSyntax?, Bool) in
                if let t = a.trees.removeValue(forKey: key) {
                    a.bytes -= t.bytes
                    return (t.tree, false)
                }
                return (nil, a.parsing == key)
            }
            if let tree {
                taken.add(1, ordering: .relaxed)
                return tree
            }
            if !busy { return nil }
            sched_yield()
        }
    }

    /// Counts a new tree (when tracking): a weak reference to the arena its nodes share.
    private func made(_ tree: SourceFileSyntax, _ s: inout State) {
        guard tracking else { return }
        let arena = Mirror(reflecting: Syntax(tree)).children.first { $0.label == "arena" }?.value
        s.made.append(Weak(arena.map { $0 as AnyObject }))
        s.mostAlive = max(s.mostAlive, s.made.filter { $0.object != nil }.count)
    }

    private func insert(_ entry: Entry, for key: ObjectIdentifier, into s: inout State) {
        // A tree larger than the whole cache is not kept (and evicts nothing).
        guard entry.cost <= maxNodes else { return }
        while s.cost + entry.cost > maxNodes, !s.order.isEmpty {
            let old = s.order.removeFirst()
            s.cost -= s.entries.removeValue(forKey: old)?.cost ?? 0
        }
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
