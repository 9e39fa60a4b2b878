import Basics
import PNGCodec

/// What a checked bitmap shows and where it comes from, for the words of a failure and its group.
public struct SnapshotSubject: Sendable {
    /// The case every variant of this snapshot shares (`titles/long` for `titles/long.ipad-pro-12.9-…@2x`), so
    /// a dot inside a device name cannot cut it; nil: the part of the file name before its first dot.
    public var caseKey: String?
    /// Describes the render; called at most once, and only when the reference is written or the check fails.
    package var describe: (@Sendable () -> SnapshotDescription?)?
    /// Where the case is defined (a spec file and, when known, the line), for CI annotations.
    public var sourceFile: String?
    /// The line in `sourceFile`, when known.
    public var sourceLine: Int?
    /// Where each scene field is set (`title` → `App/SettingsViewController.swift:42`, `right[0]`, `tint`): a
    /// failure whose words name a field is located there instead of at `sourceFile`.
    package var fieldSources: [String: SourcePlace] = [:]
    /// The configuration's folder: a place said in a failure's words is relative to it (`App/Feed.swift:84`).
    package var placesRelativeTo: String?
    /// Another case's reference (relative to the snapshots folder) this check reads instead of its own, which does
    /// not exist (`shareLocales`). Only read, never written: the verifier ignores it unless the record mode is never.
    package var sharedReference: String?
    /// The command that records this reference (`barsnap record --filter 'toolbars/bar.phone-44@3x'`), said when
    /// the reference is missing and nothing may be recorded (CI); nil: `BARSNAP_RECORD=missing swift test`.
    public var recordCommand: String?
    /// The tolerance of the case the bitmap belongs to (its suite's, else the configuration's top-level one); nil:
    /// the configuration's `diffOptions`.
    public var tolerance: DiffOptions?
    /// The fingerprint of the environment the bitmap was drawn in (its font set: a case with user fonts names them);
    /// nil: the configuration's `environmentFingerprint`. Ignored when the configuration disables the check.
    public var environment: String?

    public init(
        caseKey: String? = nil, describe: (@Sendable () -> SnapshotDescription?)? = nil,
        sourceFile: String? = nil, sourceLine: Int? = nil, recordCommand: String? = nil,
        tolerance: DiffOptions? = nil, environment: String? = nil,
        fieldSources: [String: SourcePlace] = [:]
    ) {
        self.caseKey = caseKey
        self.describe = describe
        self.sourceFile = sourceFile
        self.sourceLine = sourceLine
        self.recordCommand = recordCommand
        self.tolerance = tolerance
        self.environment = environment
        self.fieldSources = fieldSources
    }
}

/// A description computed on first use.
final class LazyDescription {
    private let make: (@Sendable () -> SnapshotDescription?)?
    private var made = false
    private var cached: SnapshotDescription?

    init(_ make: (@Sendable () -> SnapshotDescription?)?) { self.make = make }

    var value: SnapshotDescription? {
        if !made {
            cached = make?()
            made = true
        }
        return cached
    }
}

extension SnapshotVerifier {
    /// The bytes `record` writes and `actual.png` holds: the compact encoder, the fingerprint and the description.
    func encodeActual() throws -> [UInt8] {
        try PNG.encodeCompact(actual, text: textChunks,
                              compressedText: description.value.map { [(SnapshotDescription.key, $0.encoded)] } ?? [])
    }

    /// The reference's stored description against this render's, in words (empty when either is missing).
    func changes(reference: DecodedPNG, differences: [EnvironmentFingerprint.Difference]) -> [SnapshotChange] {
        guard let stored = reference.text[SnapshotDescription.key] else { return [] }
        let changes = SnapshotChange.words(reference: SnapshotDescription(parsing: stored), current: description.value,
                                           environment: differences) ?? []
        return changes.map(subject.placingUnreadItems)
    }

    /// Manifest fields: the case key, the changes in words and the key that groups them, the spec's location.
    func describedFields(_ changes: [SnapshotChange]) -> [(String, JSON)] {
        var out: [(String, JSON)] = []
        if let key = subject.caseKey { out.append(("case", .string(key))) }
        if !changes.isEmpty {
            out.append(("changes", .array(changes.map { .string($0.words) })))
            if let key = SnapshotChange.groupKey(changes) { out.append(("changeKey", .string(key))) }
        }
        if let place = subject.location(of: changes) {
            out.append(("source", .object([("file", .string(place.file)),
                                           ("line", place.line > 0 ? .number(Double(place.line)) : .null)])))
        }
        if let read = subject.readLocation(of: changes), read.line > 0 {
            out.append(("readBy", .object([("file", .string(read.file)), ("line", .number(Double(read.line)))])))
        }
        return out
    }
}

extension SnapshotSubject {
    /// A change that names an item BarSnap could not read, with where that item is set
    /// (`an item BarSnap could not read (App/Feed.swift:84) → arrow.clockwise`), the path relative to the
    /// configuration: the reviewer's way to find it, where the placeholder's own drawing says nothing. The group key
    /// keeps the words without the place.
    package func placingUnreadItems(_ change: SnapshotChange) -> SnapshotChange {
        guard change.words.contains(SnapshotChange.unread), let field = change.field,
              let place = fieldSources[field]
                ?? field.firstIndex(of: "[").flatMap({ fieldSources[String(field[..<$0])] })
        else { return change }
        var file = place.file
        if let root = placesRelativeTo, !root.isEmpty {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
        }
        let at = SourcePlace(file: file, line: place.line).description
        var out = change
        out.words = SnapshotChange.cut(
            change.words.replacing(SnapshotChange.unread, with: "\(SnapshotChange.unread) (\(at))", maxReplacements: 1),
            SnapshotChange.maxWordBytes)
        return out
    }

    /// Where the changes come from: the first change (content first) whose field has a known place (`right[1]`,
    /// else `right`), else the case's source file and line.
    public func location(of changes: [SnapshotChange]) -> SourcePlace? {
        for c in changes.filter(\.primary) + changes.filter({ !$0.primary }) {
            guard let field = c.field else { continue }
            if let place = fieldSources[field] { return place }
            if let open = field.firstIndex(of: "["), let place = fieldSources[String(field[..<open])] { return place }
        }
        return sourceFile.map { SourcePlace(file: $0, line: sourceLine ?? 0) }
    }

    /// When `location(of:)` is a string table's entry: the code that reads its key (the Swift line, the
    /// storyboard's element), a second place for the reviewer. nil otherwise.
    package func readLocation(of changes: [SnapshotChange]) -> SourcePlace? {
        for c in changes.filter(\.primary) + changes.filter({ !$0.primary }) {
            guard let field = c.field else { continue }
            let base = field.firstIndex(of: "[").map { String(field[..<$0]) }
            if fieldSources[field] != nil { return fieldSources[SourcePlace.readKey(field)] }
            if let base, fieldSources[base] != nil { return fieldSources[SourcePlace.readKey(base)] }
        }
        return nil
    }
}
