import Basics

/// What the scan could not read, grouped by the expression that caused it (`makeFilterItem()`,
/// `Theme.current.tint`), for `barsnap scan --unresolved` and `barsnap init`: the screens it affects, where it is
/// first, and a hint line to paste into the scan suite's `"hints"`.
package struct UnresolvedGroup: Sendable, Equatable {
    /// The expression as written.
    package var expression: String
    /// The screens it affects, sorted.
    package var screens: [String]
    /// Its first place (`file:line`) and field (`title`, `right[0]`, `tint`…).
    package var location: String
    package var field: String
    /// `"expression": <value>`: a text, an item or a colour to fill in.
    package var hint: String
}

extension AppScan {
    /// Every group, most screens first (then by expression), from the development-language scenes' notes that
    /// name an expression.
    package var unresolvedGroups: [UnresolvedGroup] { unresolvedGroups(notes) }

    func unresolvedGroups(_ notes: [ScanNote]) -> [UnresolvedGroup] {
        var byExpression: [String: (screens: Set<String>, first: ScanNote)] = [:]
        for n in notes.sorted() {
            // Only what a hint can fill: a value computed at run time (not a condition's branch or a title view).
            guard !n.screen.isEmpty, n.placeholder || n.reason.contains("computed"),
                let e = Self.expression(in: n.reason), !e.hasPrefix("if "), !e.hasPrefix("switch "),
                // A shortened expression (`…`) matches nothing as written.
                !e.contains("…"), !e.contains("\n")
            else { continue }
            if var g = byExpression[e] {
                g.screens.insert(n.screen)
                byExpression[e] = g
            } else {
                byExpression[e] = ([n.screen], n)
            }
        }
        return byExpression.map { e, g in
            UnresolvedGroup(
                expression: e, screens: g.screens.sorted(), location: g.first.location, field: g.first.field,
                hint: Self.hintLine(e, field: g.first.field, reason: g.first.reason))
        }.sorted { ($1.screens.count, $0.expression) < ($0.screens.count, $1.expression) }
    }

    /// The first backquoted expression of a note's reason (`computed at run time: \`model.title\``).
    static func expression(in reason: String) -> String? {
        guard let open = reason.firstIndex(of: "`") else { return nil }
        let rest = reason[reason.index(after: open)...]
        guard let close = rest.firstIndex(of: "`") else { return nil }
        let e = String(rest[..<close])
        return e.isEmpty ? nil : e
    }

    /// A hint line for the expression: an item for an item's field, a colour for a colour's, else a text.
    static func hintLine(_ expression: String, field: String, reason: String) -> String {
        let key = JSON.string(expression).serialized()
        let f = field.lowercased()
        if f.hasPrefix("left") || f.hasPrefix("right") || f.hasPrefix("toolbar") || f.hasPrefix("principal") {
            return key + ": {\"symbol\": \"SYMBOL\"}"
        }
        if f.contains("tint") || f.contains("color") || f.contains("background") || reason.contains("colour") {
            return key + ": \"#RRGGBB\""
        }
        return key + ": \"TEXT\""
    }

    /// `barsnap scan --unresolved`: each group with its screens, its first place and a hint line; at most
    /// `limit` groups (nil: all).
    package func unresolvedReport(title: String, limit: Int? = nil) -> String {
        let groups = unresolvedGroups
        guard !groups.isEmpty else { return Text.escaped(title) + ": nothing unread names an expression\n" }
        let shown = limit.map { Array(groups.prefix($0)) } ?? groups
        var out = Text.escaped(title) + ": \(groups.count) expression(s) BarSnap could not read, most screens first"
            + " (paste a hint line into the scan suite's \"hints\" and fill it in):\n"
        for g in shown {
            let names = g.screens.prefix(5).joined(separator: ", ")
                + (g.screens.count > 5 ? ", … \(g.screens.count - 5) more" : "")
            out += Self.escape("  \(g.screens.count) screen(s)  `\(g.expression)`  \(g.location) (\(g.field))") + "\n"
            out += Self.escape("      screens: \(names)") + "\n"
            out += Self.escape("      hint: \(g.hint)") + "\n"
        }
        if shown.count < groups.count { out += "  … \(groups.count - shown.count) more: barsnap scan --unresolved\n" }
        return out
    }
}
