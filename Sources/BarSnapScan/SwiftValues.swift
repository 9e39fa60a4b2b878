import Basics
import SwiftSyntax

/// Reads values out of Swift expressions: texts (literals, localized keys, generated constants, branches),
/// colours and bar button items. What it cannot read becomes an `unresolved` value carrying the reason.
struct ValueReader {
    let index: SwiftIndex
    /// The type the code is in (for its own constants and properties), and its file.
    var typeName: String?
    /// Local `let`/`var` initializers of the code being read.
    var locals: [String: ExprSyntax] = [:]
    /// Buttons configured so far (`button.setImage(…)`), by local or property name, for `customView:` items.
    var buttons: [String: ScannedItem.Content] = [:]
    var depth = 0
    /// The work this reader (and every copy of it) has done: bounded, so a hostile expression cannot expand.
    let work = Work()

    static let maxDepth = 8
    /// Values read (texts, colours, interpolations, branches) per screen at most.
    static let maxSteps = 20_000

    final class Work {
        var steps = 0
        var exhausted = false
    }

    init(index: SwiftIndex, typeName: String?) {
        self.index = index
        self.typeName = typeName
    }

    /// Counts one step; false once the reader's steps or the scan's time are spent.
    func spend() -> Bool {
        if work.exhausted { return false }
        work.steps += 1
        if work.steps > Self.maxSteps || index.budget?.read(ScanBudget.stepUnits, at: place) == false {
            work.exhausted = true
            return false
        }
        return true
    }

    /// Where this reader reads (its type's file and line), for the message when the run's budget runs out.
    var place: String {
        if let t = typeName, let info = index.types[t] { return "\(info.file.display):\(info.line) (\(t))" }
        if let t = typeName, let v = index.swiftUI.types[t] { return "\(v.file.display) (\(t))" }
        return typeName ?? "the app's code"
    }

    static let tooMuch = TextValue.unresolved("too long or too complex to read (the scan's budget)")

    /// True when the expression's source is longer than the scan reads.
    static func tooLong(_ expr: some SyntaxProtocol) -> Bool {
        expr.totalLength.utf8Length > ScanBudget.maxExpressionBytes
    }

    var options: ScanOptions { index.options }

    /// `self.navigationItem.title`, `navigationController?.navigationBar` → without `self.`, `?` and `!`.
    static func path(_ expr: ExprSyntax) -> String {
        if tooLong(expr) { return "" }
        let text = trimmedText(expr)
        // ASCII (nearly every path): the same result byte by byte, without Character-level work.
        if let fast = asciiPath(text) { return fast }
        var s = text
        s.removeAll { $0 == "?" || $0 == "!" }
        if s.hasPrefix("self.") { s.removeFirst(5) }
        return s.filter { !$0.isWhitespace }
    }

    /// `path` for ASCII text: `?`, `!` removed, then a leading `self.`, then ASCII whitespace; nil otherwise.
    private static func asciiPath(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for b in text.utf8 {
            guard b < 0x80 else { return nil }
            if b != UInt8(ascii: "?") && b != UInt8(ascii: "!") { bytes.append(b) }
        }
        var start = 0
        if bytes.starts(with: "self.".utf8) { start = 5 }
        // Character.isWhitespace among ASCII: U+0009…U+000D and the space.
        let kept = bytes[start...].filter { !(($0 >= 0x09 && $0 <= 0x0D) || $0 == 0x20) }
        return String(decoding: kept, as: UTF8.self)
    }

    /// `node.trimmedDescription`, cut from the node's text instead of building a trimmed copy of the node (a new
    /// tree each time: the most of reading a path). Only when its first and last tokens are present (a missing one
    /// takes the trimming in swift-syntax's way).
    static func trimmedText(_ node: some SyntaxProtocol) -> String {
        guard let first = node.firstToken(viewMode: .all), first.presence == .present,
              let last = node.lastToken(viewMode: .all), last.presence == .present else {
            return node.trimmedDescription
        }
        let bytes = node.syntaxTextBytes
        let lead = node.leadingTriviaLength.utf8Length
        let end = bytes.count - node.trailingTriviaLength.utf8Length
        guard lead <= end else { return node.trimmedDescription }
        return String(decoding: bytes[lead..<end], as: UTF8.self)
    }

    static func shown(_ expr: some SyntaxProtocol) -> String {
        if tooLong(expr) {
            let head = expr.tokens(viewMode: .sourceAccurate).prefix(40).map(\.text).joined(separator: " ")
            return String(head.prefix(57)) + "…"
        }
        let s = trimmedText(expr).split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
        return s.count > 60 ? String(s.prefix(57)) + "…" : s
    }

    // MARK: - Constants

    /// The initializer a name refers to: a local, the type's own constant or property, a qualified constant.
    func lookup(_ name: String) -> ExprSyntax? {
        if let local = locals[name] { return local }
        if let typeName, let c = index.constants[typeName + "." + name] { return c.0.node }
        if let c = index.constants[name] { return c.0.node }
        if let p = property(name) { return p.1.initializer?.value ?? SwiftIndex.singleExpression(p.1) }
        // `SyncUI_iOS.UserText.syncTitle`: a constant named with its module (a local package's target) in front.
        let parts = name.split(separator: ".")
        if parts.count >= 3, let c = index.constants[parts.dropFirst().joined(separator: ".")] { return c.0.node }
        return nil
    }

    func deeper() -> ValueReader? {
        guard depth < Self.maxDepth, spend() else { return nil }
        var r = self
        r.depth += 1
        return r
    }

    // MARK: - Texts

    /// Every value the expression may take (one unless a ternary chooses), at most `ScanBudget.maxBranches`.
    func texts(_ expr: ExprSyntax) -> [TextValue] {
        var out: [TextValue] = []
        texts(expr, into: &out)
        return out
    }

    /// `c1 ? a : c2 ? b : d` is one unfolded sequence: its branches are read in one pass (no sequence is rebuilt
    /// per branch), and a chain longer than the cap ends in one unresolved value.
    private func texts(_ expr: ExprSyntax, into out: inout [TextValue]) {
        guard out.count < ScanBudget.maxBranches else { return }
        guard let seq = expr.as(SequenceExprSyntax.self),
              seq.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else {
            out.append(text(expr))
            return
        }
        let elements = Array(seq.elements)
        var i = 0
        while let k = elements[i...].firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              k + 1 < elements.count, let t = elements[k].as(UnresolvedTernaryExprSyntax.self) {
            guard out.count < ScanBudget.maxBranches - 1, spend() else {
                let shown = Self.shown(seq)
                out.append(.unresolved("more than \(ScanBudget.maxBranches) values chosen at run time: `\(shown)`"))
                return
            }
            texts(t.thenExpression, into: &out)
            i = k + 1
        }
        guard out.count < ScanBudget.maxBranches else { return }
        let rest = Array(elements[i...])
        let last = rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        out.append(text(last))
    }

    /// `c ? a : b` in an unfolded sequence → [a, b].
    func ternary(_ seq: SequenceExprSyntax) -> [ExprSyntax]? {
        let elements = Array(seq.elements)
        guard let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let t = elements[i].as(UnresolvedTernaryExprSyntax.self), i + 1 < elements.count
        else { return nil }
        let rest = Array(elements[(i + 1)...])
        let elseExpr: ExprSyntax =
            rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        return [t.thenExpression, elseExpr]
    }

    /// Foundation's case changes, by name → how `SpecWriter` applies them.
    static let caseChanges: [String: String] = [
        "localizedCapitalized": "localizedCapitalized", "capitalized": "capitalized",
        "localizedUppercase": "localizedUppercase", "uppercased": "localizedUppercase",
        "localizedLowercase": "localizedLowercase", "lowercased": "localizedLowercase",
    ]

    func text(_ expr: ExprSyntax) -> TextValue {
        guard spend(), !Self.tooLong(expr) else { return Self.tooMuch }
        if let lit = expr.as(StringLiteralExprSyntax.self) { return literal(lit) }
        if let hint = index.hints?.value(for: expr), !hint.hasPrefix("{") { return .literal(hint) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return text(only.expression)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let v = localizedCall(call) { return v }
        // `String()`: the empty string (a back item's "no title").
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            ["String", "String.init", "NSString"].contains(Self.path(call.calledExpression))
        {
            return .literal("")
        }
        // "key".localized / "key".localized() / NSLocalizedString-wrapping extensions
        if let member =
            (expr.as(MemberAccessExprSyntax.self)
                ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)),
            let base = member.base?.as(StringLiteralExprSyntax.self),
            member.declName.baseName.text.lowercased().hasPrefix("localiz"),
            case let .literal(key) = literal(base)
        {
            return .localized(key: key, table: nil, fallback: nil)
        }
        // `L10n.title.localizedCapitalized`, `title.uppercased()`: the text with its case changed in each locale.
        if let member =
            (expr.as(MemberAccessExprSyntax.self)
                ?? expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)),
            let base = member.base, let how = Self.caseChanges[member.declName.baseName.text],
            // not a screen's `var` (`itemName.capitalized`): its value is given at run time.
            property(Self.path(base))?.0.bindingSpecifier.text != "var"
        {
            return .cased(text(base), how)
        }
        let name = Self.path(expr)
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self), let target = lookup(name),
            let r = deeper()
        {
            return r.text(target)
        }
        // R.swift: `R.string.localizable.settingsTitle()` (any arguments) → the generated constant
        // `StringResource(key: "settings.title", tableName: "Localizable", …)`, or that resource itself.
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let v = stringResource(call) { return v }
            if let target = lookup(Self.path(call.calledExpression))?.as(FunctionCallExprSyntax.self),
                let v = stringResource(target)
            {
                return v
            }
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let target = lookup(Self.path(call.calledExpression)), let r = deeper() {
            if let closure = target.as(ClosureExprSyntax.self), closure.statements.count == 1,
               let e = closure.statements.first?.item.as(ExprSyntax.self) { return r.text(e) }
        }
        if let v = generatedText(expr) { return v }
        if let v = localizedWrapper(expr) { return v }
        if let (e, r) = follow(expr) { return r.text(e) }
        return .unresolved("computed at run time: `\(Self.shown(expr))`")
    }

    func literal(_ lit: StringLiteralExprSyntax) -> TextValue {
        var parts: [TextValue] = []
        var plain = ""
        for segment in lit.segments {
            guard spend() else { return Self.tooMuch }
            if let s = segment.as(StringSegmentSyntax.self) {
                plain += Self.unescape(s.content.text)
            } else if let i = segment.as(ExpressionSegmentSyntax.self), let e = i.expressions.first?.expression {
                if !plain.isEmpty {
                    parts.append(.literal(plain))
                    plain = ""
                }
                switch text(e) {
                case .unresolved: parts.append(.placeholder(Self.shown(e)))
                case let other: parts.append(other)
                }
            }
        }
        if parts.isEmpty { return .literal(plain) }
        if !plain.isEmpty { parts.append(.literal(plain)) }
        return .joined(parts)
    }

    /// Swift string escapes: `\n`, `\t`, `\r`, `\0`, `\"`, `\'`, `\\`, `\u{…}`.
    static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var it = s.unicodeScalars.makeIterator()
        while let c = it.next() {
            guard c == "\\", let e = it.next() else {
                out.unicodeScalars.append(c)
                continue
            }
            switch e {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\u{0}"
            case "u":
                var hex = ""
                while let h = it.next(), h != "}" { if h != "{" { hex.unicodeScalars.append(h) } }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
            default: out.unicodeScalars.append(e)
            }
        }
        return out
    }

    /// `NSLocalizedString("k", tableName: "T", value: "v", comment:)`, `String(localized: "k", table: "T",
    /// defaultValue: "v")`, `LocalizedStringResource("k", table:)`, SwiftGen's `L10n.tr("T", "k", fallback: "v")`.
    func localizedCall(_ call: FunctionCallExprSyntax) -> TextValue? {
        let callee = Self.path(call.calledExpression)
        let args = Array(call.arguments)
        func string(_ label: String) -> String? {
            args.first(where: { $0.label?.text == label }).flatMap { boundLiteral($0.expression) }
        }
        func firstString() -> String? { args.first.flatMap { boundLiteral($0.expression) } }
        // `Bundle.main.localizedString(forKey:value:table:)`.
        if callee.hasSuffix("localizedString"), args.first?.label?.text == "forKey" {
            guard let key = firstString() else { return nil }
            return .localized(key: key, table: string("table"), fallback: string("value"))
        }
        switch callee {
        case "String.localizedStringWithFormat", "NSString.localizedStringWithFormat":
            // The format, its `%d`/`%@` placeholders kept visible (the numbers are known only at run time).
            guard let format = args.first?.expression, let r = deeper() else { return nil }
            return r.text(format)
        case "NSLocalizedString":
            guard let key = firstString() else {
                return .unresolved("a localized key computed at run time: `\(Self.shown(call))`")
            }
            return .localized(key: key, table: string("tableName"), fallback: string("value"))
        case "String", "LocalizedStringResource", "String.LocalizationValue":
            if callee == "String", args.first?.label?.text == "format", let format = args.first?.expression,
                let r = deeper()
            {
                return r.text(format)
            }
            guard callee != "String" || args.first?.label?.text == "localized" else { return nil }
            guard let key = firstString() else {
                // A string catalog's generated symbol (`String(localized: .settingsTitle)`).
                if let inner = args.first?.expression, let v = generatedText(inner) { return v }
                if let inner = args.first?.expression, callee == "String", let r = deeper() { return r.text(inner) }
                return .unresolved("a localized key computed at run time: `\(Self.shown(call))`")
            }
            return .localized(key: key, table: string("table"), fallback: string("defaultValue"))
        default:
            // SwiftGen's `tr(table, key, fallback:)` first: its enum may be named `Localized` (`Localized.tr`).
            if callee == "tr" || callee.hasSuffix(".tr"), args.count >= 2,
                let t = args[0].expression.as(StringLiteralExprSyntax.self),
                let k = args[1].expression.as(StringLiteralExprSyntax.self),
                case let .literal(table) = literal(t), case let .literal(key) = literal(k)
            {
                return .localized(key: key, table: table, fallback: string("fallback"))
            }
            // An app's own wrapper (`OCLocalizedString("Sign in", nil)`, `Localized.string("key")`) with a literal key.
            // (`"key".localized(comment: "…")` is the literal's: read below, not its comment as the key.)
            if callee.lowercased().contains("localized"), let key = firstString(),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.is(StringLiteralExprSyntax.self) != true
            {
                return .localized(key: key, table: nil, fallback: nil)
            }
            return nil
        }
    }

    /// R.swift's generated string resource: `Rswift.StringResource(key:tableName:…)` (R.swift 5 and 6) or
    /// `.init(key:tableName:…developmentValue:)` (R.swift 7).
    func stringResource(_ call: FunctionCallExprSyntax) -> TextValue? {
        let callee = Self.path(call.calledExpression)
        guard callee.hasSuffix("StringResource") || callee.hasSuffix("StringResource.init") || callee == ".init" else {
            return nil
        }
        func string(_ label: String) -> String? {
            guard
                let e = call.arguments.first(where: { $0.label?.text == label })?.expression.as(
                    StringLiteralExprSyntax.self),
                case let .literal(s) = literal(e)
            else { return nil }
            return s
        }
        guard let key = string("key") else { return nil }
        return .localized(key: key, table: string("tableName"), fallback: string("developmentValue") ?? string("value"))
    }

    // MARK: - Colours

    func color(_ expr: ExprSyntax) -> ColorValue {
        guard spend(), !Self.tooLong(expr) else {
            return .unresolved("too long or too complex to read (the scan's budget)")
        }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return color(f.expression) }
        if let hint = index.hints?.value(for: expr), let c = Color(hex: hint) { return .rgba(c) }
        let p = Self.path(expr)
        let last = p.split(separator: ".").last.map(String.init) ?? p
        if (p.hasPrefix(".") || p.hasPrefix("UIColor.")) && !p.contains("("), let c = UIKitColors.named(last) {
            return .system(light: c.light, dark: c.dark)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = Self.path(call.calledExpression)
            let args = Array(call.arguments)
            if callee.hasSuffix("withAlphaComponent"),
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let a = args.first.flatMap({ number($0.expression) })
            {
                switch color(base) {
                case let .rgba(c): return .rgba(c.withAlpha(a))
                case let .system(l, d): return .system(light: l.withAlpha(a), dark: d.withAlpha(a))
                case let other: return other
                }
            }
            // UIColor, and the typealiases apps use across platforms (RSColor, PlatformColor).
            if callee.hasSuffix("Color") || callee.hasSuffix("Color.init") || callee == ".init" {
                func arg(_ l: String) -> Double? {
                    args.first(where: { $0.label?.text == l }).flatMap { number($0.expression) }
                }
                if args.first?.label?.text == "named", let e = args.first?.expression {
                    // A literal, or the app's constant holding one (`UIColor(named: Theme.brandBlue)`).
                    if let lit = e.as(StringLiteralExprSyntax.self), case let .literal(n) = literal(lit) {
                        return .named(n)
                    }
                    if !e.is(StringLiteralExprSyntax.self), let r = deeper(), case let .literal(n) = r.text(e) {
                        return .named(n)
                    }
                }
                if let r = arg("red"), let g = arg("green"), let b = arg("blue") {
                    return .rgba(Color(red: r, green: g, blue: b, alpha: arg("alpha") ?? 1))
                }
                if let w = arg("white") { return .rgba(Color(white: w, alpha: arg("alpha") ?? 1)) }
                if let e = args.first?.expression.as(StringLiteralExprSyntax.self), case let .literal(s) = literal(e),
                   let c = Color(hex: s.hasPrefix("#") ? s : "#" + s) {
                    return .rgba(c)
                }
            }
        }
        if expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self), let target = lookup(p),
            let r = deeper()
        {
            return r.color(target)
        }
        // SwiftGen's asset constants: `Asset.Colors.brand.color` → `ColorAsset(name: "Colors/brand")`.
        if let m = expr.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "color", let base = m.base,
            let target = lookup(Self.path(base)), let call = target.as(FunctionCallExprSyntax.self),
            Self.path(call.calledExpression).hasSuffix("ColorAsset"),
            let lit = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
            case let .literal(name) = literal(lit)
        {
            return .named(name)
        }
        if let n = generatedColor(expr) { return .named(n) }
        if let (e, r) = follow(expr) { return r.color(e) }
        return .unresolved("a colour computed at run time: `\(Self.shown(expr))`")
    }

    /// `0.5`, `234 / 255`, `234.0/255.0`, `CGFloat(0.2)`.
    /// Finite values only: `.nan`, `1e999` and `0 / 0` are nil (a colour never traps on them).
    func number(_ expr: ExprSyntax) -> Double? {
        guard spend(), let d = rawNumber(expr), d.isFinite, abs(d) <= 1e9 else { return nil }
        return d
    }

    private func rawNumber(_ expr: ExprSyntax) -> Double? {
        if let f = expr.as(FloatLiteralExprSyntax.self) {
            return Double(f.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let i = expr.as(IntegerLiteralExprSyntax.self) {
            return Double(i.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let e = call.arguments.first?.expression
        {
            return number(e)
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1,
            let e = paren.elements.first?.expression
        {
            return number(e)
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            let el = Array(seq.elements)
            guard el.count == 3, let a = number(el[0]), let b = number(el[2]),
                let op = el[1].as(BinaryOperatorExprSyntax.self)
            else { return nil }
            switch op.operator.text {
            case "/": return b == 0 ? nil : a / b
            case "*": return a * b
            case "+": return a + b
            case "-": return a - b
            default: return nil
            }
        }
        return nil
    }
}
