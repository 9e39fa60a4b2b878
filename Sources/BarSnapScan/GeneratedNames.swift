import SwiftSyntax

/// The names code generators give an app's strings and assets, built from the app's own tables and catalogs and
/// the generator's settings — never from one app's names. Used when the generated Swift file is not committed
/// (a committed file is read as it is, and wins):
/// - SwiftGen (`swiftgen.yml`): `strings` with the `structured-swift5` template (`L10n.Settings.createAccount` for
///   `settings.create_account`) or `flat-swift5` (`L10n.settingsCreateAccount`), its `enumName`; `xcassets`
///   (`Asset.Icons.gear.image`).
/// - R.swift: `R.string.localizable.settingsTitle()`, `R.image.gear()`, `R.color.brand()`.
/// - Xcode's generated asset symbols: `UIImage(resource: .iconClose)`, `Image(.iconClose)`, `Color(.brand)`, and
///   string-catalog symbols: `String(localized: .settingsTitle)`, `Text(.Onboarding.introTitle)`.
struct GeneratedNames: Sendable {
    struct Key: Sendable, Hashable {
        var table: String
        var key: String
    }
    /// A generated constant's name (`Localizations.Settings.createAccount`) → its table key.
    var strings: [String: Key] = [:]
    /// The same by `loose` name, for generator versions that case a word differently.
    var looseStrings: [String: Key] = [:]
    /// R.swift's `<table>.<key>` by `loose` name.
    var rswift: [String: Key] = [:]
    /// Image and colour sets by `loose` name (of the set's last path component, and of its whole path).
    var images: [String: String] = [:]
    var colors: [String: String] = [:]
    /// SwiftGen's asset enum names (`Asset` unless the settings say otherwise).
    var assetEnums: Set<String> = ["Asset"]

    /// Lowercased letters and digits only: `settings.create_account` and `Settings.createAccount` meet.
    static func loose(_ s: some StringProtocol) -> String {
        String(s.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." })
    }

    /// SwiftGen's `swiftIdentifier:"pretty"`: words split at anything not a letter or digit, each word's first
    /// letter uppercased, the rest kept; a leading digit takes `_`.
    static func swiftGenIdentifier(_ s: some StringProtocol) -> String {
        let words = s.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        let out = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return out.first?.isNumber == true ? "_" + out : out
    }

    /// SwiftGen's `lowerFirstWord`: the leading run of capitals lowercased (`URLTitle` → `urlTitle`, `Title` →
    /// `title`).
    static func lowerFirstWord(_ s: String) -> String {
        let chars = Array(s)
        let run = chars.prefix(while: { $0.isUppercase }).count
        guard run > 0 else { return s }
        let cut = run > 1 && run < chars.count && chars[run].isLowercase ? run - 1 : run
        return String(chars[..<cut]).lowercased() + String(chars[cut...])
    }

    /// The constant SwiftGen's strings template generates for `key` of `table`.
    static func swiftGenName(key: String, table: String, template: SwiftGenSettings.Template, enumName: String,
                             tableEnum: Bool) -> String {
        var parts = [enumName]
        if tableEnum { parts.append(swiftGenIdentifier(table)) }
        switch template {
        case .flat:
            parts.append(lowerFirstWord(swiftGenIdentifier(key)))
        case .structured:
            let comps = key.split(separator: ".", omittingEmptySubsequences: false)
            for c in comps.dropLast() { parts.append(swiftGenIdentifier(c)) }
            parts.append(lowerFirstWord(swiftGenIdentifier(comps.last ?? "")))
        }
        return parts.joined(separator: ".")
    }

    /// Builds every name from the tables' keys (sorted, so a clash keeps the same key on every run) and the
    /// catalogs' sets.
    init(settings: SwiftGenSettings?, tables: StringTables, tablePaths: [String], assets: AssetCatalog) {
        var keys: [String: Set<String>] = [:]
        for (_, byTable) in tables.values {
            for (table, pairs) in byTable { keys[table, default: []].formUnion(pairs.keys) }
        }
        let tableNames = keys.keys.sorted()
        for entry in settings?.strings ?? [] {
            let chosen = tableNames.filter { t in entry.takes(table: t, paths: tablePaths) }
            for table in chosen {
                for key in keys[table, default: []].sorted() {
                    let name = Self.swiftGenName(key: key, table: table, template: entry.template,
                                                 enumName: entry.enumName,
                                                 tableEnum: chosen.count > 1 || entry.forceTableEnum)
                    let k = Key(table: table, key: key)
                    if strings[name] == nil { strings[name] = k }
                    if looseStrings[Self.loose(name)] == nil { looseStrings[Self.loose(name)] = k }
                }
            }
        }
        for table in tableNames {
            for key in keys[table, default: []].sorted() {
                let n = Self.loose(table).replacing(".", with: "") + "." + Self.loose(key).replacing(".", with: "")
                if rswift[n] == nil { rswift[n] = Key(table: table, key: key) }
            }
        }
        for name in assets.images.keys.sorted() + assets.vectors.keys.sorted() { Self.add(name, to: &images) }
        for name in assets.colors.keys.sorted() { Self.add(name, to: &colors) }
        if let enums = settings?.assetEnums, !enums.isEmpty { assetEnums = Set(enums) }
    }

    init() {}

    static func add(_ name: String, to map: inout [String: String]) {
        let whole = loose(name).replacing(".", with: "")
        let last = loose(name.split(separator: "/").last ?? "").replacing(".", with: "")
        if map[whole] == nil { map[whole] = name }
        if map[last] == nil { map[last] = name }
    }

    /// A generated string constant or call (`L10n.Settings.title`, `L10n.items(3)`,
    /// `R.string.localizable.title()`) → its table key.
    func key(for path: String) -> Key? {
        let p = path.replacing("`", with: "")
        let parts = p.split(separator: ".")
        if parts.count == 4, parts[0] == "R", parts[1] == "string" {
            return rswift[Self.loose(parts[2]) + "." + Self.loose(parts[3]).replacing(".", with: "")]
        }
        // A string catalog's generated symbol: `.settingsTitle` (`Localizable`), `.Onboarding.introTitle`.
        if p.hasPrefix("."), parts.count == 1 || parts.count == 2 {
            let table = parts.count == 2 ? Self.loose(parts[0]) : "localizable"
            return rswift[table + "." + Self.loose(parts[parts.count - 1])]
        }
        return strings[p] ?? looseStrings[Self.loose(p)]
    }

    /// A generated asset reference → the set's name: `R.image.gear`, `Asset.Icons.gear.image`, `.gear` (Xcode's
    /// `ImageResource`), in `map` (`images` or `colors`).
    func asset(_ path: String, in map: [String: String], kind: String) -> String? {
        let p = path.replacing("`", with: "")
        var parts = p.split(separator: ".").map(String.init)
        if parts.first == "R", parts.count == 3, parts[1] == kind { return map[Self.loose(parts[2])] }
        if let f = parts.first, assetEnums.contains(f) {
            if let l = parts.last, ["image", "color", "swiftUIImage", "swiftUIColor", "name"].contains(l) {
                parts.removeLast()
            }
            guard parts.count >= 2 else { return nil }
            return map[Self.loose(parts.dropFirst().joined())] ?? map[Self.loose(parts.last ?? "")]
        }
        if p.hasPrefix("."), parts.count == 1 { return map[Self.loose(parts[0])] }
        return nil
    }
}

extension ValueReader {
    /// A generated string constant whose generated file is not committed (`GeneratedNames`): its table key.
    func generatedText(_ expr: ExprSyntax) -> TextValue? {
        let target = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        let path = Self.path(target)
        guard target.is(MemberAccessExprSyntax.self), let k = index.generated.key(for: path) else { return nil }
        // A committed generated file wins (its function for a key with arguments, `L10n.items(3)`).
        if index.functions[path] != nil || lookup(path) != nil { return nil }
        return .localized(key: k.key, table: k.table, fallback: nil)
    }

    /// `R.image.gear()`, `Asset.gear.image`, `UIImage(resource: .gear)`, `Image(.gear)`: the image set.
    func generatedImage(_ expr: ExprSyntax) -> String? {
        var target = expr
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let args = Array(call.arguments)
            if args.count == 1, let a = args.first, a.label == nil || a.label?.text == "resource"
                || a.label?.text == "asset"
            {
                guard a.label != nil || ["Image", "UIImage", "NSImage"].contains(Self.path(call.calledExpression))
                else { return nil }
                target = a.expression
            } else if args.isEmpty {
                target = call.calledExpression
            }
        }
        return index.generated.asset(Self.path(target), in: index.generated.images, kind: "image")
    }

    /// `R.color.brand()`, `Asset.brand.color`, `UIColor(resource: .brand)`, `Color(.brand)`: the colour set.
    func generatedColor(_ expr: ExprSyntax) -> String? {
        var target = expr
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let args = Array(call.arguments)
            if args.count == 1, let a = args.first, a.label == nil || a.label?.text == "resource"
                || a.label?.text == "asset"
            {
                guard a.label != nil || ["Color", "UIColor"].contains(Self.path(call.calledExpression)) else {
                    return nil
                }
                target = a.expression
            } else if args.isEmpty {
                target = call.calledExpression
            }
        }
        return index.generated.asset(Self.path(target), in: index.generated.colors, kind: "color")
    }
}

extension GeneratedNames {
    /// A committed generated constant whose key differs from the one its generator's settings give its name: a
    /// note (the committed file is read, as the app builds it). Checks only names the settings give.
    static func disagreements(_ index: SwiftIndex) -> [ScanNote] {
        var notes: [ScanNote] = []
        let reader = ValueReader(index: index, typeName: nil)
        for name in index.generated.strings.keys.sorted() {
            guard let (held, file) = index.constants[name], let expected = index.generated.strings[name] else {
                continue
            }
            let expr = held.node
            guard case let .localized(key, table, _) = reader.text(expr) else { continue }
            if key == expected.key, (table ?? "Localizable") == expected.table { continue }
            notes.append(
                ScanNote(
                    file: file.display, line: file.line(expr), field: "generated",
                    reason: "`\(name)` is key \"\(key)\" of \(table ?? "Localizable") here, but "
                        + "\"\(expected.key)\" of \(expected.table) by the SwiftGen settings: "
                        + "the committed file is read"))
            if notes.count >= 20 { break }
        }
        return notes
    }
}
