/// The one-line environment fingerprint stored in every reference, and when two of them differ.
/// Design notes: "The environment fingerprint's line".
public struct EnvironmentFingerprint: Equatable, Sendable, CustomStringConvertible {
    /// The layout of the line that this version of BarSnap writes.
    public static let currentFormat = 2
    /// The field that numbers the layout: present in every structured fingerprint, never compared.
    public static let formatField = "format"
    /// The name under which an opaque fingerprint is compared.
    public static let opaqueField = "fingerprint"

    /// One field that differs between a reference's environment and this machine's.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        public var field: String
        public var reference: String
        public var current: String
        public init(field: String, reference: String, current: String) {
            self.field = field
            self.reference = reference
            self.current = current
        }
        /// E.g. `freetype 2.12.1 → 2.13.2`.
        public var description: String { "\(field) \(reference) → \(current)" }
    }

    /// The fields in line order (for an opaque text: one field, `fingerprint`).
    public private(set) var fields: [(name: String, value: String)]
    /// The text as stored.
    public let text: String
    /// False when the text is not a `name value … format N` list.
    public let isStructured: Bool

    public static func == (a: EnvironmentFingerprint, b: EnvironmentFingerprint) -> Bool { a.text == b.text }

    /// Builds a fingerprint from fields (a `format` field is added at the end when missing).
    public init(fields: [(name: String, value: String)]) {
        var list = fields.filter { !$0.name.isEmpty }
        if !list.contains(where: { $0.name == Self.formatField }) {
            list.append((Self.formatField, String(Self.currentFormat)))
        }
        self.fields = list
        self.text = list.map { "\(Self.token($0.name)) \(Self.token($0.value))" }.joined(separator: " ")
        self.isStructured = true
    }

    /// Reads a stored line. Never fails: a text that is not a structured list is opaque.
    public init(parsing text: String) {
        self.text = text
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        var pairs: [(name: String, value: String)] = []
        var seen = Set<String>()
        var ok = !words.isEmpty && words.count % 2 == 0
        if ok {
            for i in stride(from: 0, to: words.count, by: 2) {
                guard seen.insert(words[i]).inserted else {
                    ok = false
                    break
                }
                pairs.append((words[i], words[i + 1]))
            }
        }
        if ok, let format = pairs.first(where: { $0.name == Self.formatField }), Int(format.value) != nil {
            if format.value == "1", !seen.contains("render") {
                // Format 1: `format` was the render format too.
                pairs.insert(("render", "1"), at: pairs.count - 1)
            }
            self.fields = pairs
            self.isStructured = true
        } else {
            self.fields = [(Self.opaqueField, text)]
            self.isStructured = false
        }
    }

    /// The value of a field, or nil.
    public subscript(field: String) -> String? { fields.first { $0.name == field }?.value }

    /// The layout number (nil for an opaque text).
    public var format: Int? { isStructured ? self[Self.formatField].flatMap { Int($0) } : nil }

    public var description: String { text }

    /// The fields that make `reference` (a reference's stored fingerprint) differ from `current` (this
    /// machine's), in `current`'s order. Empty means the same environment as far as both sides can tell.
    /// Two structured fingerprints compare only the fields both have (never `format`); when either side is
    /// opaque, the two texts are compared whole.
    public static func differences(reference: EnvironmentFingerprint, current: EnvironmentFingerprint) -> [Difference] {
        guard reference.isStructured, current.isStructured else {
            return reference.text == current.text ? []
                : [Difference(field: opaqueField, reference: reference.text, current: current.text)]
        }
        var out: [Difference] = []
        for field in current.fields where field.name != formatField {
            if let old = reference[field.name], old != field.value {
                out.append(Difference(field: field.name, reference: old, current: field.value))
            }
        }
        return out
    }

    /// `differences` for stored texts; nil on either side (no fingerprint known) means no known difference.
    public static func differences(reference: String?, current: String?) -> [Difference] {
        guard let reference, let current else { return [] }
        if reference == current { return [] }
        return differences(
            reference: EnvironmentFingerprint(parsing: reference), current: EnvironmentFingerprint(parsing: current))
    }

    /// The differences as one phrase, e.g. `freetype 2.12.1 → 2.13.2, arch x86_64 → aarch64`.
    public static func describe(_ differences: [Difference]) -> String {
        differences.map(\.description).joined(separator: ", ")
    }

    /// The differences as a JSON array of `{"field", "reference", "current"}` objects (manifest entries).
    public static func json(_ differences: [Difference]) -> JSON {
        .array(
            differences.map {
                .object([
                    ("field", .string($0.field)), ("reference", .string($0.reference)), ("current", .string($0.current))
                ])
            })
    }

    /// A value is one word: whitespace inside it becomes `_` (versions and names never contain any).
    static func token(_ s: String) -> String {
        let t = String(s.map { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" ? "_" : $0 })
        return t.isEmpty ? "-" : t
    }
}
