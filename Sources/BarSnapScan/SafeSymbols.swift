import BarModel
import SwiftSyntax

/// SFSafeSymbols' typed names (`UIImage(systemSymbol: .line3Horizontal)`, `Image(systemSymbol:
/// .squareAndArrowUp)`, `SFSymbol.gear`) → SF Symbol names. The library names each symbol by dropping the dots
/// and capitalising the part after each (a part starting with a digit takes `_` at the very start): the map is
/// built that way from every name BarSnap draws (its own symbols, their aliases and the stand-in glyphs), so a
/// name is read only when it is a symbol BarSnap knows; any other is split at its capitals and digits into the
/// likely SF name (drawn as a labelled placeholder, as an unknown `systemName:` is).
enum SafeSymbols {
    /// SFSafeSymbols' name → the SF Symbol name, for every name BarSnap draws.
    static let known: [String: String] = {
        var out: [String: String] = [:]
        let names = Symbol.allCases.map(\.rawValue) + SymbolMap.aliases.keys.sorted() + IconGlyph.names
        for n in names where out[safeName(n)] == nil { out[safeName(n)] = n }
        return out
    }()

    /// `line.3.horizontal` → `line3Horizontal`, `1.circle` → `_1Circle`.
    static func safeName(_ name: String) -> String {
        let parts = name.split(separator: ".")
        var out = String(parts.first ?? "")
        for p in parts.dropFirst() { out += p.prefix(1).uppercased() + p.dropFirst() }
        return out.first?.isNumber == true ? "_" + out : out
    }

    /// The SF Symbol name for SFSafeSymbols' `name` (`.line3Horizontal`, `SFSymbol.line3Horizontal`,
    /// `` .`func` ``): the known symbol, else the name split at its capitals and digits.
    static func sfName(_ written: String) -> String? {
        var n = written.replacing("`", with: "")
        if n.hasPrefix("SFSymbol.") { n = String(n.dropFirst("SFSymbol.".count)) }
        if n.hasPrefix(".") { n = String(n.dropFirst()) }
        guard !n.isEmpty, !n.contains("."), n.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        if let k = known[n] { return k }
        if n.hasPrefix("_") { n = String(n.dropFirst()) }
        var out = ""
        var prev: Character?
        for c in n {
            let digitStart = c.isNumber && prev.map({ !$0.isNumber }) == true
            let wordStart = c.isUppercase || (prev?.isNumber == true && !c.isNumber)
            if prev != nil, digitStart || wordStart { out += "." }
            out += String(c).lowercased()
            prev = c
        }
        return out
    }

    /// The SF Symbol an SFSafeSymbols argument names (`systemSymbol: .gear`), or nil for another argument.
    static func symbol(in call: FunctionCallExprSyntax) -> String? {
        guard let a = call.arguments.first(where: { $0.label?.text == "systemSymbol" }) else { return nil }
        return sfName(ValueReader.path(a.expression))
    }
}
