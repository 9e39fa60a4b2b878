import Basics
import Pipeline
import PNGCodec
import Verdict
import SnapshotSuite
import BarLayout
import BarModel

/// The layout checks in Swift: a finding of a check set to `.error` is a test failure of the kind *layout*, its
/// message in words (`title "…" truncated (needs 212 pt, has 148 pt)`), with the render attached as `actual.png`.
///
///     var checks = LayoutCheckSettings()
///     checks.severities[.truncation] = .error
///     try assertSnapshot(of: scene, checks: checks)   // pixels, then the checks
///     try assertLayout(of: scene, checks: checks)     // the checks alone, no reference
@discardableResult
public func assertLayout(
    of scene: Scene, checks: LayoutCheckSettings = LayoutCheckSettings(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) throws -> [LayoutFinding] {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    var scene = scene
    scene.fonts = Pipeline.mergeFonts([try TestConfiguration.location(filePath: "\(filePath)").fonts, scene.fonts])
    let findings = try Pipeline.checks(scene, settings: checks).findings
    reportLayout(findings, of: scene, at: site)
    return findings
}

/// Reports the error findings (if any) as one *layout* failure with the render attached.
func reportLayout(_ findings: [LayoutFinding], of scene: Scene, bitmap: Bitmap? = nil, at site: CallSite) {
    let errors = findings.filter { $0.severity == .error }
    guard !errors.isEmpty else { return }
    let message = "layout: " + errors.map { "\($0.check.rawValue): \($0.message)" }.joined(separator: "; ")
    let image = bitmap ?? (try? scene.render())
    let attachments = image.flatMap { try? PNG.encode($0) }.map { [(name: "actual.png", bytes: $0)] } ?? []
    report(SnapshotFailure(kind: .layout, message: message, referencePath: "", attachments: attachments), at: site)
}
