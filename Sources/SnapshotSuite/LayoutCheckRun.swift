import Basics
import Pipeline
import PNGCodec
import Verdict
import BarLayout
import BarModel

/// barsnap.json's `checks` (top level and per suite) and what a run does with them: after a still case passes
/// its pixel comparison, the layout checks run over its scene; a finding of a check set to `error` makes the case
/// a failure of the kind *layout* (its message lists the findings in words, its manifest entry carries them),
/// warnings are kept on the outcome and reported. Transition frames are not checked (their sides are stills).
extension ConfigurationSchema {
    public static let checks = SchemaObject(
        name: "checks",
        summary:
            """
                The layout checks and their severity: `off`, `warning` (reported, never failing; the default, except\
                 `tapTarget` and `contrast`, which are `off` until asked for: on iOS's own bars they find something in\
                 most cases) or `error` (the case fails as *layout*).
                """,
        properties: LayoutCheck.allCases.map { check in
            SchemaProperty(
                check.rawValue, .choice(CheckSeverity.allCases.map(\.rawValue), what: "check severity"),
                default: "`\(check.defaultSeverity.rawValue)`", LayoutCheckRun.explanation(check))
        } + [
            SchemaProperty(
                "minimumTitleScale", .number(.fraction), default: "0.75",
                "`titleShrink` reports a title drawn below this fraction of its font size.")
        ])
}

package enum LayoutCheckRun {
    static func explanation(_ check: LayoutCheck) -> String {
        switch check {
        case .truncation: return "The title or large title is cut off with an ellipsis."
        case .titleShrink: return "The custom bar's title shrank below `minimumTitleScale` of its size."
        case .backTitle:
            return "The back button shows the generic back word, or no title, instead of the previous screen's."
        case .overlap: return "Two buttons, or a button and the title, overlap."
        case .outsideBar: return "A button or the title lies outside the bar."
        case .tapTarget: return "A button is smaller than 44 × 44 pt."
        case .contrast: return "Text or an icon is below WCAG AA contrast against the bar."
        }
    }

    /// Parses a `checks` object.
    static func parse(_ node: JSONNode) throws -> LayoutCheckSettings {
        let schema = ConfigurationSchema.checks
        let o = try node.object(schema)
        var settings = LayoutCheckSettings()
        for check in LayoutCheck.allCases {
            if let n = try o.read(schema[check.rawValue]) {
                settings.severities[check] = CheckSeverity(rawValue: try n.string())
            }
        }
        if let n = try o.read(schema["minimumTitleScale"]) { settings.minimumTitleScale = try n.number() }
        return settings
    }

    /// The findings for a case (none for transition frames and for a scene that cannot be laid out: its render
    /// reports that).
    public static func findings(_ snapshot: SnapshotCase) -> [LayoutFinding] {
        guard case let .still(scene) = snapshot.source,
              LayoutCheck.allCases.contains(where: { snapshot.checks.severity($0) != .off }) else { return [] }
        return (try? Pipeline.checks(scene, settings: snapshot.checks).findings) ?? []
    }

    /// A *layout* failure for error findings (nil when there are none), recorded in the manifest with the render
    /// as `actual.png` and the findings as `layout`.
    /// `environment`: the case's fingerprint (its font set's), else the configuration's.
    static func failure(_ snapshot: SnapshotCase, findings: [LayoutFinding], bitmap: Bitmap,
                        configuration: SnapshotConfiguration, environment: String? = nil) -> SnapshotFailure? {
        let errors = findings.filter { $0.severity == .error }
        guard !errors.isEmpty else { return nil }
        let message = errors.map { "\(snapshot.id): \($0.message)" }.joined(separator: "\n")
        let name = snapshot.referencePath
        let stem = String(name.dropLast(4))
        let dir = configuration.artifactsDirectory + "/" + stem
        var attachments: [(name: String, bytes: [UInt8])] = []
        if let bytes = try? PNG.encode(bitmap) {
            attachments.append(("actual.png", bytes))
            if (try? FileIO.createDirectories(dir)) != nil {
                try? FileIO.writeAtomically(bytes, to: dir + "/actual.png", durable: false)
            }
        }
        let entry: JSON = .object([
            ("name", .string(name)),
            ("reference", .string(configuration.snapshotsDirectory + "/" + name)),
            ("actual", .string(dir + "/actual.png")),
            ("diff", .null),
            ("kind", .string(SnapshotFailure.Kind.layout.rawValue)),
            ("differentPixels", .number(0)),
            ("totalPixels", .number(Double(bitmap.width * bitmap.height))),
            ("tolerance", .string(snapshot.tolerance.description)),
            ("expectedSize", .null),
            ("actualSize", .string("\(bitmap.width)×\(bitmap.height)")),
            ("referenceEnvironment", .null),
            ("currentEnvironment", configuration.environmentFingerprint.map { .string(environment ?? $0) } ?? .null),
            ("environmentDifferences", .array([])),
            ("environmentTolerance", .null),
            ("change", .null),
            (
                "layout",
                .array(
                    errors.map { .object([("check", .string($0.check.rawValue)), ("message", .string($0.message))]) })
            )
        ])
        try? Manifest.record(entry, in: configuration.artifactsDirectory)
        return SnapshotFailure(
            kind: .layout, message: message, referencePath: configuration.snapshotsDirectory + "/" + name,
            artifactsDirectory: dir, attachments: attachments)
    }
}
