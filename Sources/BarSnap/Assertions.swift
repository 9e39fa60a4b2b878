import Basics
import Pipeline
import Verdict
import SnapshotSuite
import BarLayout
import BarModel

/// Checks a case of `barsnap.json` exactly as `barsnap verify` does, with the test's record mode; throws when it
/// cannot be drawn. Design notes: "Checking a configuration's case in a test".
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

/// Renders `scene` and checks it against `Snapshots/<test file>/<test function>.<variant>.png`; throws when it
/// cannot be drawn. Design notes: "Checking a scene in a test".
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
    switch SnapshotNaming.reference(
        fileID: "\(site.fileID)", function: "\(site.function)", named: name, variant: scene.variant)
    {
    case let .success(r): reference = r
    case let .failure(problem):
        report(message: problem.description, at: site)
        return
    }
    var snapshot = SnapshotCase(
        id: String(reference.dropLast(4)), suite: String(reference.prefix { $0 != "/" }),
        source: .still(scene), tolerance: tolerance ?? location.tolerance(forReference: reference),
        origin: "\(site.fileID):\(site.line)", location: location)
    snapshot.recipe = SceneRecipe(sides: [.init(json: json, directory: FileIO.parentDirectory(of: path))])
    snapshot.referenceFormat = .scene
    snapshot.specFile = path
    snapshot.checks = LayoutCheckSettings(
        severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .off) }))
    report(
        try snapshot.check(configuration: try location.snapshotConfiguration(recordMode: record), command: nil).outcome,
        at: site)
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
func check(
    _ scene: Scene, named name: String?, tolerance: DiffOptions?, record: RecordMode?,
    checks: LayoutCheckSettings? = nil,
    at site: CallSite, testFile: String? = nil
) throws {
    let location = try TestConfiguration.location(filePath: testFile ?? "\(site.filePath)")
    var scene = scene
    scene.fonts = Pipeline.mergeFonts([location.fonts, scene.fonts])
    let reference: String
    switch SnapshotNaming.reference(
        fileID: "\(site.fileID)", function: "\(site.function)", named: name, variant: scene.variant)
    {
    case let .success(r): reference = r
    case let .failure(problem):
        report(message: problem.description, at: site)
        return
    }
    let folder = String(reference.prefix { $0 != "/" })
    var snapshot = SnapshotCase(
        id: String(reference.dropLast(4)), suite: folder, source: .still(scene),
        tolerance: tolerance ?? location.tolerance(forReference: reference),
        origin: "\(site.fileID):\(site.line)", location: location)
    // `checks`: the layout checks after the pixels (an `.error` finding fails the test as *layout*); none without it.
    snapshot.checks =
        checks
        ?? LayoutCheckSettings(severities: Dictionary(uniqueKeysWithValues: LayoutCheck.allCases.map { ($0, .off) }))
    report(
        try snapshot.check(configuration: try location.snapshotConfiguration(recordMode: record), command: nil).outcome,
        at: site)
}
