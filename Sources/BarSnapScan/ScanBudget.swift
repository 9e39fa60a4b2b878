import Basics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What one scan may spend. The app's code may come from a hostile pull request, and swift-syntax's parser and
/// the resolvers recurse and keep trees that cost many times their text: a file or a step over budget becomes a
/// note naming the file, never a hang, a crash or gigabytes of memory.
final class ScanBudget: Sendable {
    /// Brackets, string literals and interpolations nested deeper than this: the file is not parsed (the parser
    /// backtracks over nested literals, and recursion a few hundred levels deep overflows the stack).
    static let maxNesting = 48
    /// The parser's own limit (it counts `(`, `[`, `{`, `<` and `#if` as it lexes): a backstop for the cheap count.
    static let parserNesting = 64
    /// A Swift file larger than this is not parsed (its tree would cost ~100 times as much).
    static let maxSwiftFileBytes = 1 << 20
    /// Swift text parsed in one run, in all (its text is kept; its trees only while they fit, see `TreeCache`).
    /// Real apps measured: 1.9 to 17 MiB of Swift (350 to 1,569 files); Swift parses at about 0.4 s of CPU per MiB
    /// (release), so 24 MiB of dense code stays near 10 s of CPU, 5 s on two cores.
    static let maxSwiftRunBytes = 24 << 20
    /// Seconds one run may spend reading Swift (parsing, then resolving): a backstop against a hang, far above a
    /// real app's scan even in a debug build. A run over it fails as a whole (never a silently partial result).
    static let runSeconds = 300.0
    /// Values one expression may take (ternary branches × interpolations), at most.
    static let maxBranches = 8
    /// An expression longer than this (bytes of source) is not read: it is shown shortened and left unresolved.
    static let maxExpressionBytes = 4096

    private let start: UInt64
    private let swiftBytes = Atomic<Int>(0)
    private let timedOut = Atomic<Bool>(false)
    private let reparsedTooMuch = Atomic<Bool>(false)

    init() { start = Self.now() }

    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// True once the run's time is spent (and from then on, so a run stops at one clean point).
    var expired: Bool {
        if timedOut.load(ordering: .relaxed) { return true }
        guard Double(Self.now() &- start) / 1e9 > Self.runSeconds else { return false }
        timedOut.store(true, ordering: .relaxed)
        return true
    }

    /// Ends the run's budget now: its readers re-parsed more Swift than `TreeCache` allows.
    func exhaust() {
        reparsedTooMuch.store(true, ordering: .relaxed)
        timedOut.store(true, ordering: .relaxed)
    }

    /// Why the run stopped, for its error.
    var stopReason: String {
        reparsedTooMuch.load(ordering: .relaxed)
            ? "the scan stopped: its readers re-parsed more Swift than twice what it read, plus "
                + "\(TreeCache.reparseAllowance >> 20) MiB (its re-parse budget)"
            : "the scan stopped after \(Int(Self.runSeconds)) s (its time budget)"
    }

    /// Takes `bytes` from the run's Swift budget; false (nothing taken) when they do not fit.
    func takeSwift(_ bytes: Int) -> Bool {
        var current = swiftBytes.load(ordering: .relaxed)
        while true {
            guard current + bytes <= Self.maxSwiftRunBytes else { return false }
            let (done, original) = swiftBytes.compareExchange(expected: current, desired: current + bytes,
                                                             ordering: .relaxed)
            if done { return true }
            current = original
        }
    }

    /// Why `text` is not parsed, or nil: too large, or nested deeper than `maxNesting`.
    static func refusal(_ bytes: [UInt8]) -> String? {
        if bytes.count > maxSwiftFileBytes {
            return "larger than \(maxSwiftFileBytes >> 20) MiB of Swift: not read"
        }
        if nesting(bytes) > maxNesting {
            return "brackets, generic arguments or string literals nested deeper than \(maxNesting) levels: not read"
        }
        return nil
    }

    /// The deepest nesting of `(`, `[`, `{`, string literals and their interpolations in Swift text, skipping
    /// comments: one pass, no tree. (The parser's `parserNesting` limit catches what this lexing misreads.)
    static func nesting(_ bytes: [UInt8]) -> Int {
        // A stack of open contexts: a bracket (0), a string literal (1 + hashes, negated when multi-line), or a
        // generic `<` right after a name (`angle`; swift-syntax's parser recurses on them without its nesting
        // limit: 1,000 nested `Array<` overflowed its stack). An unclosed `<` (a comparison `a<b`) is dropped at
        // the next closing bracket, `{`, `;` or `=`, none of which a type contains.
        let angle = Int.min
        var stack: [Int] = []
        func dropAngles() { while stack.last == angle { stack.removeLast() } }
        var deepest = 0
        var i = 0
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            if let top = stack.last, top != 0, top != angle {
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
                            stack.append(0)
                            deepest = max(deepest, stack.count)
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
                        stack.removeLast()
                        i = k
                        continue
                    }
                } else if c == UInt8(ascii: "\n"), !multi {
                    stack.removeLast()
                }
                i += 1
                continue
            }
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
                stack.append(multi ? -(hashes + 1) : hashes + 1)
                deepest = max(deepest, stack.count)
                i = k + (multi ? 3 : 1)
            case UInt8(ascii: "<") where i > 0 && (Self.isNameByte(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ">")):
                stack.append(angle)
                deepest = max(deepest, stack.count)
                i += 1
            case UInt8(ascii: ">") where stack.last == angle && (i == 0 || bytes[i - 1] != UInt8(ascii: "-")):
                stack.removeLast()
                i += 1
            case UInt8(ascii: ";"), UInt8(ascii: "="):
                dropAngles()
                i += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if c == UInt8(ascii: "{") { dropAngles() }
                stack.append(0)
                deepest = max(deepest, stack.count)
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                dropAngles()
                if !stack.isEmpty { stack.removeLast() }
                i += 1
            default:
                i += 1
            }
        }
        return deepest
    }

    /// A byte of a name (ASCII letters, digits, `_`), or of a non-ASCII name.
    static func isNameByte(_ b: UInt8) -> Bool {
        b >= 0x80 || b == UInt8(ascii: "_") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
    }
}
