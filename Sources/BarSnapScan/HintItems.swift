import Basics
import SwiftSyntax

extension HintBook {
    /// An item hint (`"PartnerBadgeButton()": {"symbol": "star"}`) for the expression: the item it names, as a
    /// scene spec writes one (`title` with an optional `"style": "done"`, `symbol`, `system`, `image` — an
    /// asset-catalog image set's name —, `"enabled": false`, a `tint`); nil when no item hint matches.
    func item(for expr: some SyntaxProtocol) -> ScannedItem? {
        guard !values.isEmpty, let v = values[Self.key(expr.trimmedDescription)], v.hasPrefix("{") else { return nil }
        _ = value(for: expr)
        guard let json = try? JSON.parse(Array(v.utf8)) else { return nil }
        let content: ScannedItem.Content
        if case let .string(t)? = json["title"] {
            content = .title(.literal(t), done: json["style"] == .string("done"))
        } else if case let .string(s)? = json["symbol"] {
            content = .sfSymbol(s)
        } else if case let .string(s)? = json["system"] {
            content = .system(s)
        } else if case let .string(s)? = json["image"] {
            content = .asset(s)
        } else {
            return nil
        }
        var item = ScannedItem(content: content)
        if json["enabled"] == .bool(false) { item.enabled = false }
        if case let .string(hex)? = json["tint"], let c = Color(hex: hex) { item.tint = .rgba(c) }
        return item
    }
}
