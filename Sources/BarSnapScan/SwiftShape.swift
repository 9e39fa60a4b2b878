/// The pre-check of Swift text before the parser sees it: one pass over its bytes, no tree (see `measure`).
extension ScanBudget {
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
