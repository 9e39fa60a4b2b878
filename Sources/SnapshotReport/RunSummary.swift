import Basics

/// `<artifacts>/summary.json`, written at the end of a run so a report can count the cases that passed. Design
/// notes: "The run summary".
package struct RunSummary: Equatable, Sendable {
    package static let statuses = ["passed", "failed", "new", "environment", "recorded", "passed-environment", "layout"]
    package static let fileName = "summary.json"

    package struct Case: Equatable, Sendable {
        package var id: String
        package var status: String
        /// The case whose reference this one was checked against (`shareLocales`), when it has none of its own.
        package var sharesWith: String?
        package init(id: String, status: String, sharesWith: String? = nil) {
            self.id = id
            self.status = status
            self.sharesWith = sharesWith
        }
    }

    package var cases: [Case]
    package var shard: String?
    package var filter: String?

    package init(cases: [Case], shard: String? = nil, filter: String? = nil) {
        self.cases = cases
        self.shard = shard
        self.filter = filter
    }

    package func count(_ status: String) -> Int { cases.filter { $0.status == status }.count }
    package var total: Int { cases.count }

    package var json: JSON {
        func opt(_ s: String?) -> JSON { s.map { .string($0) } ?? .null }
        var pairs: [(String, JSON)] = [("version", .number(1)), ("total", .number(Double(total)))]
        for s in RunSummary.statuses { pairs.append((s, .number(Double(count(s))))) }
        pairs += [("shard", opt(shard)), ("filter", opt(filter)),
                  ("cases", .array(cases.map { c in
                      .object(
                          [("id", .string(c.id)), ("status", .string(c.status))]
                              + (c.sharesWith.map { [("sharesWith", JSON.string($0))] } ?? []))
                  }))]
        return .object(pairs)
    }

    /// Writes `<directory>/summary.json` atomically.
    package func write(to directory: String) throws { try write(to: OwnedFolder(base: directory)) }

    /// Writes `summary.json` in `folder` atomically, never through a link.
    /// `compact`: one case a line, no indentation (a report's copy: a few thousand cases stay small).
    package func write(to folder: OwnedFolder, compact: Bool = false) throws {
        try folder.appending(RunSummary.fileName).write(Array((Self.text(json, compact: compact) + "\n").utf8))
    }

    /// `value` indented, or compact with each item of its arrays on a line of its own.
    static func text(_ value: JSON, compact: Bool) -> String {
        guard compact, case let .object(pairs) = value else { return value.serialized(indent: compact ? 0 : 1) }
        let fields = pairs.map { key, v -> String in
            let name = JSON.string(key).serialized()
            guard case let .array(items) = v, !items.isEmpty else { return name + ":" + v.serialized() }
            return name + ":[\n" + items.map { $0.serialized() }.joined(separator: ",\n") + "\n]"
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Parses a summary; anything malformed is a `ReportError` naming the file.
    package static func parse(_ bytes: [UInt8], file: String) throws -> RunSummary {
        let doc: JSON
        do { doc = try JSON.parse(bytes) } catch {
            throw ReportError("\(file): \(JSON.describeParseFailure(error, of: bytes))")
        }
        guard doc["version"] == .number(1) else { throw ReportError("\(file): expected \"version\": 1") }
        guard case let .array(list)? = doc["cases"] else { throw ReportError("\(file): \"cases\" must be an array") }
        var cases: [Case] = []
        for (i, item) in list.enumerated() {
            guard case let .string(id)? = item["id"], case let .string(status)? = item["status"],
                statuses.contains(status)
            else {
                throw ReportError(
                    """
                        \(file): case \(i + 1) needs a string \"id\" and a \"status\" of\
                         \(statuses.joined(separator: ", "))
                        """
                )
            }
            var shares: String?
            if case let .string(s)? = item["sharesWith"] { shares = s }
            cases.append(Case(id: id, status: status, sharesWith: shares))
        }
        var shard: String?, filter: String?
        if case let .string(s)? = doc["shard"] { shard = s }
        if case let .string(s)? = doc["filter"] { filter = s }
        return RunSummary(cases: cases, shard: shard, filter: filter)
    }

    /// Reads `<directory>/summary.json`; nil when there is none.
    package static func read(from directory: String) throws -> RunSummary? {
        let path = directory + "/" + fileName
        switch SafePath.kind(path) {
        case .missing: return nil
        case .file: return try parse(try FileIO.read(path, limit: 64 << 20), file: path)
        default: throw ReportError("\(path) is not a regular file")
        }
    }
}
