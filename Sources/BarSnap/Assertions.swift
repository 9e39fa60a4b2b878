import BarSnapCore
import BarSnapKit
import ImageDiff
import SnapshotHarness
import SnapshotSuite
import ToolbarModel

/// Checks a case of `barsnap.json` — render, then compare with its reference under the configuration's snapshots
/// folder with the case's tolerance — exactly as `barsnap verify` does (the same references, tolerance and
/// fingerprint), but with the test's record mode (`BARSNAP_RECORD`, `.recordMode` trait, `withRecordMode`; `CI=true`
/// means never). With the configuration as test arguments, each case is reported under its id:
///
///     @Test(arguments: try BarSnapConfiguration.load().cases)
///     func toolbars(_ snapshot: SnapshotCase) throws { try assertSnapshot(snapshot) }
///
/// A case that cannot be rendered throws (the message names the spec file and the JSON path); a difference is
/// recorded as a test failure with the expected, actual and diff images attached.
public func assertSnapshot(
    _ snapshot: SnapshotCase, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    var config = try snapshot.location.snapshotConfiguration(tolerance: snapshot.tolerance, recordMode: record)
    config.environmentFingerprint = try snapshot.fingerprint()
    let bitmap = try snapshot.render()
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    var subject = snapshot.subject
    subject.recordCommand = SuiteRunner.recordCommand(id: snapshot.id)
    let outcome = checkSnapshot(bitmap, named: snapshot.referencePath, configuration: config, subject: subject)
    report(outcome, at: site)
    // Then the case's layout checks (barsnap.json's `checks`), as `barsnap verify` runs them.
    if case .failed = outcome { return }
    reportLayout(LayoutCheckRun.findings(snapshot), of: snapshot.scene, bitmap: bitmap, at: site)
}

/// Renders `scene` and checks it against `Snapshots/<test file>/<test function>.<variant>.png` (the scene's
/// variant, e.g. `phone-44@3x`, so one test can check several devices). A second check of the same variant in one
/// test adds a counter (`toolbar.2.phone-44@3x.png`); `named:` replaces the function name and takes no counter (in
/// a parameterized test whose arguments share a variant, pass `named:`). The snapshots folder,
/// the artifacts folder and the default tolerance come from the nearest `barsnap.json` above the test file when there
/// is one, else `<package root>/Snapshots` and exact comparison — the same default as `barsnap verify`. That
/// configuration's `fonts` join the scene's font set (ahead of `scene.fonts`), so its families can be named.
///
/// Throws when the scene cannot be drawn (an invalid value, an unknown font family, a glyph no font has); a
/// difference is recorded as a test failure with the expected, actual and diff images attached.
public func assertSnapshot(
    of scene: Scene, named name: String? = nil, tolerance: DiffOptions? = nil, record: RecordMode? = nil,
    checks: LayoutCheckSettings? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    var scene = scene
    scene.fonts = Pipeline.mergeFonts([try TestSettings.for(filePath: "\(filePath)").fonts, scene.fonts])
    let bitmap = try scene.render()
    let described = scene
    try check(bitmap, variant: scene.variant, named: name, tolerance: tolerance, record: record,
              fingerprint: try scene.fingerprint(), at: site,
              subject: SnapshotSubject(describe: { SceneDescriber.describe(described) }))
    // `checks`: the layout checks after the pixels (an `.error` finding fails the test as *layout*).
    if let checks { reportLayout(try Pipeline.checks(scene, settings: checks).findings, of: scene, bitmap: bitmap, at: site) }
}

/// Checks a bitmap against its reference. `named` is a path under the snapshots folder
/// (`group/name.variant.png`, `.png` optional), e.g. from `SnapshotName.make`; without `configuration` the
/// snapshots folder and tolerance come from the nearest `barsnap.json` above the test file (else
/// `<package root>/Snapshots`, exact), and the renderer's fingerprint is stored and checked.
public func assertSnapshot(
    of actual: Bitmap, named name: String, configuration: SnapshotConfiguration? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let config: SnapshotConfiguration
    do {
        if var given = configuration {
            if let record { given.recordMode = record }
            config = given
        } else {
            config = try TestSettings.for(filePath: "\(filePath)").snapshotConfiguration(tolerance: nil, record: record)
        }
    } catch {
        report(message: "\(error)", at: site)
        return
    }
    report(checkSnapshot(actual, named: name, configuration: config), at: site)
}

/// The core of `assertSnapshot(of: scene)`. `testFile` stands for the test file's path (tests of this module pass a
/// scratch package's; `#filePath` cannot be made at run time).
func check(_ bitmap: Bitmap, variant: String, named name: String?, tolerance: DiffOptions?, record: RecordMode?,
           fingerprint: String? = nil, at site: CallSite, testFile: String? = nil,
           subject: SnapshotSubject = SnapshotSubject()) throws {
    let settings = try TestSettings.for(filePath: testFile ?? "\(site.filePath)")
    var config = try settings.snapshotConfiguration(tolerance: tolerance, record: record)
    if let fingerprint { config.environmentFingerprint = fingerprint }
    let reference: String
    switch SnapshotNaming.reference(fileID: "\(site.fileID)", function: "\(site.function)", named: name, variant: variant) {
    case let .success(r): reference = r
    case let .failure(problem):
        report(message: problem.description, at: site)
        return
    }
    report(checkSnapshot(bitmap, named: reference, configuration: config, subject: subject), at: site)
}
