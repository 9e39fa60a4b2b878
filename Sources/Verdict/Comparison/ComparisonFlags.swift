import Basics

/// A comparison flag that cannot be used: the message names the flag.
public struct ComparisonFlagError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension ComparisonModes {
    /// The flags every mode has, for the keys every tolerance has.
    package static let commonFlags: [ComparisonFlag] = [
        ComparisonFlag("max-pixels", key: "maxPixels", help: "Tolerate up to N differing pixels."),
        ComparisonFlag("max-ratio", key: "maxRatio", help: "Tolerate up to this fraction (0…1) of differing pixels."),
    ]

    /// A tolerance from command-line flags, read as the tolerance object they stand for, so a flag takes exactly what
    /// its key takes in `barsnap.json` (`--threshold 0.05` is `"threshold": 0.05`): `--mode NAME` (else the mode a
    /// flag selects, else `defaultMode`), each mode's flags, `--max-pixels`, `--max-ratio`. Arguments that are not
    /// flags are returned in order (`barsnap diff`'s two files).
    public static func tolerance(
        arguments: [String], defaultMode: String, modes: [any ComparisonMode.Type] = builtIn
    ) throws -> (tolerance: DiffOptions, positional: [String]) {
        var pairs: [(String, JSON)] = []
        var flagOfKey: [String: String] = ["mode": "--mode"]
        var chosen: String?
        var positional: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positional.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if name == "mode" {
                guard let value = inline ?? rest.popFirst() else { throw ComparisonFlagError("--mode needs a value") }
                chosen = value
                continue
            }
            let owners = modes.filter { $0.flags.contains { $0.name == name } }
            guard let flag = (commonFlags + modes.flatMap { $0.flags }).first(where: { $0.name == name }) else {
                let known = (["mode"] + commonFlags.map(\.name) + modes.flatMap { $0.flags.map(\.name) }).map {
                    "--" + $0
                }
                throw ComparisonFlagError(
                    "unknown option --\(Text.escaped(name)) (comparison flags: \(known.joined(separator: ", ")))")
            }
            if flag.selectsMode, chosen == nil, let owner = owners.first { chosen = owner.name }
            flagOfKey[flag.key] = "--" + flag.name
            if flag.isSwitch {
                if inline != nil { throw ComparisonFlagError("--\(name) takes no value") }
                pairs.append((flag.key, .bool(true)))
                continue
            }
            guard let text = inline ?? rest.popFirst() else { throw ComparisonFlagError("--\(name) needs a value") }
            if pairs.contains(where: { $0.0 == flag.key }) { throw ComparisonFlagError("--\(name) is given twice") }
            pairs.append((flag.key, Double(text).map(JSON.number) ?? .string(text)))
        }
        let object = JSON.object([("mode", .string(chosen ?? defaultMode))] + pairs)
        do {
            return (try DiffOptions(parsing: JSONNode(object, path: ""), modes: modes), positional)
        } catch let e as JSONPathError {
            let key = String(e.path.prefix { $0 != "." && $0 != "[" })
            let message = e.message.replacing("this tolerance is", with: "this comparison is")
            throw ComparisonFlagError("\(flagOfKey[key] ?? key) \(Text.escaped(message))")
        }
    }

    /// The modes and their flags in words, for `barsnap diff --help`.
    public static func flagsHelp(defaultMode: String, modes: [any ComparisonMode.Type] = builtIn) -> String {
        var lines = ["Comparison modes (--mode NAME, default \(defaultMode)):"]
        for mode in modes {
            lines.append("  \(mode.name): \(mode.summary)")
            for flag in mode.flags {
                lines.append("    --\(flag.name)\(flag.isSwitch ? "" : " <\(flag.key)>")  \(flag.help)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
