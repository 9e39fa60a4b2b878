import Basics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What one scan may spend, counted in work rather than time (so the same input stops at the same point on any
/// machine, loaded or not). The app's code may come from a hostile pull request, and swift-syntax's parser and
/// the resolvers recurse and keep trees that cost many times their text: a file or a step over budget becomes a
/// note naming the file, never a hang, a crash or gigabytes of memory.
///
/// Work is counted in units of about one token: parsing a file costs its tokens plus one unit per 16 bytes (see
/// `measure`; about 0.35 µs of CPU each in a release build); reading costs `stepUnits` per statement walked or
/// value read (about 2 µs each) and one unit per 16 bytes of code the SwiftUI reader walks.
final class ScanBudget: Sendable {
    /// Brackets, string literals and interpolations nested deeper than this: the file is not parsed (the parser
    /// backtracks over nested literals, and recursion a few hundred levels deep overflows the stack).
    static let maxNesting = 48
    /// `[` open at once, at most: the parser's time doubles with each nested `[` (measured in a debug build: 12
    /// take 0.1 s, 16 take 0.8 s, 20 take 12 s; `[(` pairs alike; 12 `[` among 24 generic `<` take 0.9 s).
    static let maxSquares = 10
    /// Postfix links in one expression (with the brackets around it), at most: swift-syntax's visitor and the
    /// readers recurse once per link (100,000 overflowed the stack; real chains are a few dozen).
    static let maxChain = 1_000
    /// The parser's own limit (it counts `(`, `[`, `{`, `<` and `#if` as it lexes): a backstop for the cheap count.
    static let parserNesting = 64
    /// A Swift file larger than this is not parsed (its tree would cost ~100 times as much).
    static let maxSwiftFileBytes = 1 << 20
    /// Swift text read in one run, in all (it is kept, with its line table, while the run reads).
    static let maxSwiftRunBytes = 32 << 20

    /// Reading work charged per statement walked and per value read (each costs several tokens' parsing).
    static let stepUnits = 8

    /// Values one expression may take (ternary branches × interpolations), at most.
    static let maxBranches = 8
    /// An expression longer than this (bytes of source) is not read: it is shown shortened and left unresolved.
    static let maxExpressionBytes = 4096

    /// The run's limits (tests lower them).
    struct Limits: Sendable {
        /// Parse work of the files read, in all (files are admitted in file order while it fits). Real apps
        /// measured: 0.2 M to 1.9 M units (1.0 to 9.5 MiB of Swift, 350 to 1,621 files); 1 MiB of dense code
        /// (`[1,1,1,…]`) is 1.07 M units.
        var parse = 8_000_000
        /// Work spent parsing files again (their trees were let go), in all. Real apps measured: up to 0.52 M
        /// units (7.9 MiB of Swift; the count varies a little between runs).
        var reparse = 3_000_000
        /// Reading work after parsing, in all. Real apps measured: up to 0.22 M units (a statement walked 17 µs
        /// of CPU in the worst case measured: 1.5 M units stop that in about 3 s).
        var read = 1_500_000
        /// Bytes of string tables (`.strings`, `.stringsdict`, `.xcstrings`) read, in all (their entries are kept
        /// for the run): 200 tables of 4 MiB took 1.85 GB.
        var tables = 32 << 20
        /// A last resort against a bug that counts no work: far above any budget above, even in a debug build.
        var seconds = 3_600.0
    }

    let limits: Limits
    private let start: UInt64
    private let swiftBytes = Atomic<Int>(0)
    private let parsed = Atomic<Int>(0)
    private let reparsed = Atomic<Int>(0)
    private let readWork = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    private let refusals = Atomic<Int>(0)
    private let tableBytes = Atomic<Int>(0)
    private let reason = Mutex<String?>(nil)

    init(limits: Limits = Limits()) {
        self.limits = limits
        start = Self.now()
    }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// True once the run's reading work (or its last-resort clock) is spent, and from then on: the readers
    /// stop at one clean point and the run fails with `stopReason`.
    var expired: Bool {
        if stopped.load(ordering: .relaxed) { return true }
        guard Double(Self.now() &- start) / 1e9 > limits.seconds else { return false }
        stop("the scan stopped after \(Int(limits.seconds)) s (its last-resort clock; no work budget was spent)")
        return true
    }

    /// Why the run stopped, for its error.
    var stopReason: String { reason.withLock { $0 } ?? "the scan stopped" }

    private func stop(_ why: String) {
        reason.withLock { if $0 == nil { $0 = why } }
        stopped.store(true, ordering: .relaxed)
    }

    /// Work done so far: parsing (first parses), parsing again, reading.
    var spent: (parse: Int, reparse: Int, read: Int) {
        (parsed.load(ordering: .relaxed), reparsed.load(ordering: .relaxed), readWork.load(ordering: .relaxed))
    }

    /// Admits a file of `bytes` whose parse costs `work` (`parseWork`), or says why not (nothing taken). Files
    /// are admitted one at a time in file order, so the same files are read on every machine.
    func admit(bytes: Int, work: Int) -> String? {
        if swiftBytes.load(ordering: .relaxed) + bytes > Self.maxSwiftRunBytes {
            refusals.add(1, ordering: .relaxed)
            return "not read: the scan's Swift budget (\(Self.maxSwiftRunBytes >> 20) MiB in all) is spent"
        }
        if parsed.load(ordering: .relaxed) + work > limits.parse {
            refusals.add(1, ordering: .relaxed)
            return "not read: the scan's parse budget (\(Self.units(limits.parse)) units of work in all) is spent"
        }
        swiftBytes.add(bytes, ordering: .relaxed)
        parsed.add(work, ordering: .relaxed)
        return nil
    }

    /// Admits a string table of `bytes`, or says why not (nothing taken); tables are admitted in file order.
    func admitTable(bytes: Int) -> String? {
        if tableBytes.load(ordering: .relaxed) + bytes > limits.tables {
            refusals.add(1, ordering: .relaxed)
            return "not read: the scan's string-table budget (\(Self.size(limits.tables)) in all) is spent"
        }
        tableBytes.add(bytes, ordering: .relaxed)
        return nil
    }

    /// Files `admit` or `admitTable` refused so far (the run's Swift or parse budget was spent).
    var refused: Int { refusals.load(ordering: .relaxed) }

    /// Takes `work` for parsing a file again; false (nothing taken) when the re-parse budget cannot pay it.
    func reparse(_ work: Int) -> Bool {
        var current = reparsed.load(ordering: .relaxed)
        while true {
            guard current + work <= limits.reparse else { return false }
            let (done, original) = reparsed.compareExchange(expected: current, desired: current + work,
                                                            ordering: .relaxed)
            if done { return true }
            current = original
        }
    }

    /// What the re-parse budget allows, for notes.
    var reparseLimit: String { "\(Self.units(limits.reparse)) units of work in all" }

    /// Charges `units` of reading work done at `place` (a file, with its line when known); false once the run's
    /// reading budget is spent (the run then stops, naming the place where it ran out).
    @discardableResult
    func read(_ units: Int, at place: @autoclosure () -> String) -> Bool {
        if stopped.load(ordering: .relaxed) { return false }
        let total = readWork.add(units, ordering: .relaxed).newValue
        if total > limits.read {
            stop("the scan stopped reading at \(place()): its reading budget (\(Self.units(limits.read)) units of "
                + "work: statements walked, values read, code walked) is spent")
            return false
        }
        return total & 1023 >= units || !expired
    }

    /// `33554432` → `32 MiB`, `2048` → `2 KiB`.
    static func size(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB" }

    /// `12_000_000` → `12,000,000`.
    static func units(_ n: Int) -> String {
        var s = String(n)
        var i = s.count - 3
        while i > 0 {
            s.insert(",", at: s.index(s.startIndex, offsetBy: i))
            i -= 3
        }
        return s
    }
}
