
/// When references are (re)written. An open set of values in a struct, like swift-snapshot-testing's.
///
/// - `never`: never write a reference; a missing reference fails. The default when `CI` is `true`/`1`.
/// - `missing`: write missing references (and fail with "recorded …, re-run"). The default locally.
/// - `failed`: also re-record a reference whose comparison fails (and fail with "re-recorded …").
/// - `all`: rewrite every reference whose pixels or environment fingerprint changed and fail with
///   "re-recorded …"; a reference that is already identical (same pixels, same fingerprint) is left untouched
///   and the check passes, so a second run in `all` mode is green.
public struct RecordMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let never = RecordMode(rawValue: "never")
    public static let missing = RecordMode(rawValue: "missing")
    public static let failed = RecordMode(rawValue: "failed")
    public static let all = RecordMode(rawValue: "all")
    public static let known: [RecordMode] = [.never, .missing, .failed, .all]

    /// Parses `never|missing|failed|all` (case-insensitive, surrounding spaces ignored).
    public init?(parsing text: String) {
        let t = text.lowercased().filter { !$0.isWhitespace }
        guard let m = RecordMode.known.first(where: { $0.rawValue == t }) else { return nil }
        self = m
    }

    /// Scoped override from code; see `withRecordMode(_:operation:)`.
    @TaskLocal public static var current: RecordMode?
    /// Set by the `.recordMode(_:)` Swift Testing trait.
    @TaskLocal public static var fromTrait: RecordMode?

    /// Resolution order: `explicit` (a configuration's own mode), the task-local override
    /// (`withRecordMode`), the Swift Testing trait, `BARSNAP_RECORD` in `environment`, then the default:
    /// `.never` when `CI` is `true`/`1` (CI never records silently), else `.missing`.
    public static func resolve(explicit: RecordMode? = nil, environment: [String: String]) throws -> RecordMode {
        if let explicit { return explicit }
        if let current { return current }
        if let fromTrait { return fromTrait }
        if let raw = environment["BARSNAP_RECORD"], !raw.isEmpty {
            guard let m = RecordMode(parsing: raw) else {
                throw SnapshotSetupError("BARSNAP_RECORD=\(raw) is not one of never, missing, failed, all")
            }
            return m
        }
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        return .missing
    }
}

/// Runs `operation` with `mode` as the record mode of every snapshot check inside it (task-local, so
/// parallel tests are unaffected).
public func withRecordMode<R>(_ mode: RecordMode, operation: () throws -> R) rethrows -> R {
    try RecordMode.$current.withValue(mode, operation: operation)
}

public func withRecordMode<R>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                              operation: () async throws -> R) async rethrows -> R {
    try await RecordMode.$current.withValue(mode, operation: operation)
}

/// A configuration problem (bad environment variable, bad snapshot name).
public struct SnapshotSetupError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
