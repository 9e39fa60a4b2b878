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
            return "not read: the scan's Swift budget (\(Self.maxSwiftRunBytes >> 20) MiB in all) is spent"
        }
        if parsed.load(ordering: .relaxed) + work > limits.parse {
            return "not read: the scan's parse budget (\(Self.units(limits.parse)) units of work in all) is spent"
        }
        swiftBytes.add(bytes, ordering: .relaxed)
        parsed.add(work, ordering: .relaxed)
        return nil
    }

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

    /// Why `text` is not parsed, or nil: too large, nested deeper than `maxNesting`, too many `[` open at once
    /// or a postfix chain longer than `maxChain`.
    static func refusal(_ bytes: [UInt8]) -> String? {
        refusal(bytes, measure(bytes))
    }

    static func refusal(_ bytes: [UInt8], _ shape: Shape) -> String? {
        if bytes.count > maxSwiftFileBytes {
            return "larger than \(maxSwiftFileBytes >> 20) MiB of Swift: not read"
        }
        if shape.nesting > maxNesting {
            return "brackets, generic arguments or string literals nested deeper than \(maxNesting) levels: not read"
        }
        if shape.squares > maxSquares {
            return "more than \(maxSquares) square brackets `[` open at once (the parser's time doubles with each): "
                + "not read"
        }
        if shape.chain > maxChain {
            return "an expression chaining more than \(units(maxChain)) member accesses, calls and subscripts "
                + "(its syntax tree is too deep to walk): not read"
        }
        return nil
    }

    /// What parsing `bytes` costs, in units of work: its tokens (as `measure` counts them) and one unit per 16
    /// bytes (the lexer's share: comments and long literals are one token each).
    static func parseWork(_ bytes: [UInt8]) -> Int { measure(bytes).tokens + bytes.count / 16 }

    static func nesting(_ bytes: [UInt8]) -> Int { measure(bytes).nesting }

    /// What `measure` finds in Swift text. `over` is the byte offset where a bound was first passed (for the
    /// note's line), or -1.
    struct Shape: Sendable {
        var nesting = 0
        var tokens = 0
        /// The most `[` open at once.
        var squares = 0
        /// The longest postfix chain: `.` member accesses, calls, subscripts and postfix `?`/`!` of one expression,
        /// summed over the brackets around it (a bound on the depth of its syntax tree).
        var chain = 0
        var over = -1

        /// The 1-based line of `over` in `bytes`, 0 when no bound was passed.
        func line(in bytes: [UInt8]) -> Int {
            guard over >= 0 else { return 0 }
            return bytes[..<min(over, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
    }

    /// Postfix links of the expression being read, per open bracket (see `Shape.chain`).
    struct Links {
        var current = 0
        var saved: [Int] = []
        var savedSum = 0
        var longest = 0

        var total: Int { savedSum + current }

        mutating func link() {
            current += 1
            longest = max(longest, total)
        }

        mutating func open() {
            saved.append(current)
            savedSum += current
            current = 0
        }

        mutating func close() {
            current = saved.popLast() ?? 0
            savedSum -= current
        }
    }
    /// The deepest nesting of `(`, `[`, `{`, string literals and their interpolations in Swift text, skipping
    /// comments, and its tokens (a name or number, a punctuation byte, a string literal or an interpolation, a
    /// comment: the parser's work, roughly): one pass, no tree. (The parser's `parserNesting` limit catches what
    /// this lexing misreads.)
    static func measure(_ bytes: [UInt8]) -> Shape {
        // A stack of open contexts: a bracket (0), a string literal (1 + hashes, negated when multi-line), or a
        // generic `<` right after a name (`angle`; swift-syntax's parser recurses on them without its nesting
        // limit: 1,000 nested `Array<` overflowed its stack). An unclosed `<` (a comparison `a<b`) is dropped at
        // the next closing bracket, `{`, `;` or `=`, none of which a type contains.
        // `[` is a bracket of its own (`square`): the parser backtracks over nested ones.
        let angle = Int.min, square = Int.min + 1
        var stack: [Int] = []
        var shape = Shape()
        var links = Links()
        var lineBreak = false
        var squares = 0
        func push(_ v: Int, at i: Int) {
            stack.append(v)
            links.open()
            shape.nesting = max(shape.nesting, stack.count)
            if v == square {
                squares += 1
                shape.squares = max(shape.squares, squares)
            }
            if shape.over < 0, shape.nesting > maxNesting || shape.squares > maxSquares { shape.over = i }
        }
        func pop() {
            if stack.removeLast() == square { squares -= 1 }
            links.close()
        }
        func dropAngles() { while stack.last == angle { pop() } }
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            if let top = stack.last, top != 0, top != angle, top != square {
                // Inside a string: an escape (`\(` opens an interpolation), or the closing quote and hashes.
                let hashes = abs(top) - 1, multi = top < 0
                if c == UInt8(ascii: "\\") {
                    var k = i + 1
                    var h = 0
                    while h < hashes, at(k) == UInt8(ascii: "#") {
                        h += 1
                        k += 1
                    }
                    if h == hashes {
                        if at(k) == UInt8(ascii: "(") {
                            shape.tokens += 1
                            push(0, at: i)
                        }
                        i = k + 1
                        continue
                    }
                } else if c == UInt8(ascii: "\"") {
                    var k = i + 1
                    if multi {
                        guard at(k) == UInt8(ascii: "\""), at(k + 1) == UInt8(ascii: "\"") else {
                            i += 1
                            continue
                        }
                        k += 2
                    }
                    var h = 0
                    while h < hashes, at(k) == UInt8(ascii: "#") {
                        h += 1
                        k += 1
                    }
                    if h == hashes {
                        pop()
                        i = k
                        continue
                    }
                } else if c == UInt8(ascii: "\n"), !multi {
                    pop()
                }
                i += 1
                continue
            }
            if c > 0x20, !isNameByte(c) || i == 0 || !isNameByte(bytes[i - 1]) { shape.tokens += 1 }
            countLinks(bytes, i, &links, &lineBreak)
            if shape.over < 0, links.longest > maxChain { shape.over = i }
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var level = 0
                repeat {
                    if at(i) == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                        level += 1
                        i += 2
                    } else if at(i) == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                        level -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while level > 0 && i < n
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var k = i
                while at(k) == UInt8(ascii: "#") { k += 1 }
                guard at(k) == UInt8(ascii: "\"") else {
                    i = max(k, i + 1)
                    continue
                }
                let hashes = k - i
                let multi = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                push(multi ? -(hashes + 1) : hashes + 1, at: i)
                i = k + (multi ? 3 : 1)
            case UInt8(ascii: "<") where i > 0 && (Self.isNameByte(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ">")):
                push(angle, at: i)
                i += 1
            case UInt8(ascii: ">") where stack.last == angle && (i == 0 || bytes[i - 1] != UInt8(ascii: "-")):
                pop()
                i += 1
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                dropAngles()
                i += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if c == UInt8(ascii: "{") { dropAngles() }
                push(c == UInt8(ascii: "[") ? square : 0, at: i)
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                dropAngles()
                if !stack.isEmpty { pop() }
                i += 1
            default:
                i += 1
            }
        }
        shape.chain = links.longest
        return shape
    }

    /// Counts the postfix link (if any) that the token at `i` (outside strings) adds to the expression being
    /// read: `.name`, a call's `(`, a subscript's `[`, a trailing `{`, a postfix `?` or `!`. A statement ends the
    /// expression: `,`, `;`, `=`, `:`, or a new line that does not start with `.`.
    static func countLinks(_ bytes: [UInt8], _ i: Int, _ links: inout Links, _ lineBreak: inout Bool) {
        let c = bytes[i]
        let next = i + 1 < bytes.count ? bytes[i + 1] : 0
        if c == UInt8(ascii: "\n") {
            lineBreak = true
            return
        }
        guard c > 0x20, !(c == UInt8(ascii: "/") && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))) else {
            return
        }
        if lineBreak, c != UInt8(ascii: ".") { links.current = 0 }
        lineBreak = false
        let previous = i > 0 ? bytes[i - 1] : 0
        let afterValue = isNameByte(previous) || previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]")
            || previous == UInt8(ascii: "}") || previous == UInt8(ascii: ">") || previous == UInt8(ascii: "?")
            || previous == UInt8(ascii: "!")
        switch c {
        case UInt8(ascii: "."):
            if next != UInt8(ascii: "."), previous != UInt8(ascii: ".") { links.link() }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "?"), UInt8(ascii: "!"):
            if afterValue { links.link() }
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"):
            links.current = 0
        default:
            break
        }

    }

    /// A byte of a name (ASCII letters, digits, `_`), or of a non-ASCII name.
    static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == UInt8(ascii: "_") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
    }
}
