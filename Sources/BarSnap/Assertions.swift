import Basics
import Pipeline
import Verdict
import SnapshotSuite
import BarLayout
import BarModel

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
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let config = try snapshot.location.snapshotConfiguration(recordMode: record)
    // The path `barsnap verify` takes: render, pixels, then the case's layout checks (barsnap.json's `checks`).
    report(try snapshot.check(configuration: config).outcome, at: site)
}

/// Renders `scene` and checks it against `Snapshots/<test file>/<test function>.<variant>.png` (the scene's
/// variant, e.g. `phone-44@3x`, so one test can check several devices). A second check of the same variant in one
/// test adds a counter (`toolbar.2.phone-44@3x.png`); `named:` replaces the function name and takes no counter (in
/// a parameterized test whose arguments share a variant, pass `named:`). The snapshots folder, the artifacts folder
/// and the tolerance come from the nearest `barsnap.json` above the test file when there is one — the tolerance of
/// the suite whose folder the reference is in (a suite named like the test file), else its top-level one — else
/// `<package root>/Snapshots` and exact comparison, the same default as `barsnap verify`; `tolerance:` wins over both.
/// That configuration's `fonts` join the scene's font set (ahead of `scene.fonts`), so its families can be named.
/// The scene is checked as a case of its own, on the path `barsnap verify` takes (`SnapshotCase.check`).
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
    try check(scene, named: name, tolerance: tolerance, record: record, checks: checks, at: site)
}

/// Checks the scene spec file `spec` (relative to the test file's folder, or absolute, inside the package) against a
/// **scene reference**: `Snapshots/<test file>/<test function>.<variant>.scene.json`, text that records the spec,
/// its images and fonts by git blob id and the hash of its pixels (see the article "Keeping references small"). It
/// is checked like a case of a configuration with `"references": "scene"`: a changed spec fails with the recorded
/// scene drawn as the expected image and the change in words; the same spec drawing other pixels passes as
/// "passed (environment)" (BarSnap or the environment draws it differently now).
public func assertSnapshot(
    spec: String, named name: String? = nil, tolerance: DiffOptions? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    try checkSpec(spec, named: name, tolerance: tolerance, record: record, at: site)
}

/// The core of `assertSnapshot(spec:)`; `testFile` stands for the test file's path (as for `check`).
func checkSpec(_ spec: String, named name: String?, tolerance: DiffOptions?, record: RecordMode?, at site: CallSite,
               testFile: String? = nil) throws {
    let test = testFile ?? "\(site.filePath)"
    let location = try TestConfiguration.location(filePath: test)
    let path = Glob.resolve(spec, in: FileIO.parentDirectory(of: test))
    let json: JSON
    do { json = try JSON.parse(try FileIO.read(path, limit: 16 << 20)) } catch {
        throw InputError(file: path, message: "\(error)")
    }
    var scene: Scene
    do {
        scene = try Pipeline.scene(from: json, baseDirectory: FileIO.parentDirectory(of: path))
        scene.fonts = Pipeline.mergeFonts([location.fonts, scene.fonts])
        try Pipeline.checkFonts(scene)
    } catch let e as SpecError {
        throw InputError(file: path, message: e.description)
    }
    let reference: String
    switch SnapshotNaming.reference(fileID: "\(site.fileID)", function: "\(site.function)", named: name, variant: scene.variant) {
    case let .success(r): reference = r
    case let .failure(problem):
        report(message: problem.description, at: site)
        return
    }
    var snapshot = SnapshotCase(id: String(reference.dropLast(4)), suite: String(reference.prefix { $0 != "/" }),
                                source: .still(scene), tolerance: tolerance ?? location.tolerance(forReference: reference),
                                origin: "\(site.fileID):\(site.line)", location: location)
    snapshot.recipe = SceneRecipe(sides: [.init(json: json, directory: FileIO.parentDirectory(of: path))])
    snapshot.referenceFormat = .scene
    snapshot.specFile = path
    snapshot.checks = LayoutCheckSettings(severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .off) }))
    report(try snapshot.check(configuration: try location.snapshotConfiguration(recordMode: record), command: nil).outcome, at: site)
}

/// Checks a bitmap against its reference. `named` is a path under the snapshots folder
/// (`group/name.variant.png`, `.png` optional), e.g. from `SnapshotName.make`; without `configuration` the
/// snapshots folder and tolerance come from the nearest `barsnap.json` above the test file (the tolerance of the suite
/// whose folder `named` is in, else the top-level one; else `<package root>/Snapshots`, exact), and the renderer's
/// fingerprint is stored and checked.
public func assertSnapshot(
    of actual: Bitmap, named name: String, configuration: SnapshotConfiguration? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    let config: SnapshotConfiguration
    var subject = SnapshotSubject()
    do {
        if var given = configuration {
            if let record { given.recordMode = record }
            config = given
        } else {
            let location = try TestConfiguration.location(filePath: "\(filePath)")
            config = try location.snapshotConfiguration(recordMode: record)
            subject.tolerance = location.tolerance(forReference: name)
        }
    } catch {
        report(message: "\(error)", at: site)
        return
    }
    report(checkSnapshot(actual, named: name, configuration: config, subject: subject), at: site)
}

/// The core of `assertSnapshot(of: scene)`: the scene becomes a case named after the test (or `named`), in the test
/// file's folder, with the applicable tolerance, and goes through `SnapshotCase.check`. `testFile` stands for the test
/// file's path (tests of this module pass a scratch package's; `#filePath` cannot be made at run time).
func check(_ scene: Scene, named name: String?, tolerance: DiffOptions?, record: RecordMode?, checks: LayoutCheckSettings? = nil,
           at site: CallSite, testFile: String? = nil) throws {
    let location = try TestConfiguration.location(filePath: testFile ?? "\(site.filePath)")
    var scene = scene
    scene.fonts = Pipeline.mergeFonts([location.fonts, scene.fonts])
    let reference: String
    switch SnapshotNaming.reference(fileID: "\(site.fileID)", function: "\(site.function)", named: name, variant: scene.variant) {
    case let .success(r): reference = r
    case let .failure(problem):
        report(message: problem.description, at: site)
        return
    }
    let folder = String(reference.prefix { $0 != "/" })
    var snapshot = SnapshotCase(id: String(reference.dropLast(4)), suite: folder, source: .still(scene),
                                tolerance: tolerance ?? location.tolerance(forReference: reference),
                                origin: "\(site.fileID):\(site.line)", location: location)
    // `checks`: the layout checks after the pixels (an `.error` finding fails the test as *layout*); none without it.
    snapshot.checks = checks ?? LayoutCheckSettings(severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .off) }))
    report(try snapshot.check(configuration: try location.snapshotConfiguration(recordMode: record), command: nil).outcome, at: site)
}
