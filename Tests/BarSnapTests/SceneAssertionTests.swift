import PNGCodec
import Synchronization
import Testing
@testable import BarSnap
#if canImport(Glibc)
import Glibc
#endif

/// `assertSnapshot(of: scene)`: named after the test (`<test file>/<function>.<variant>.png`), a counter for a second
/// check of the same variant, `named:`, settings from the nearest barsnap.json (else `Snapshots/` and exact), the
/// fingerprint stored, and a title change failing with attachments.
@Suite struct SceneAssertionTests {
    /// A scratch package with `Tests/AppTests/` (the "test file" lives there) and, optionally, a barsnap.json.
    func package(configuration: String? = nil) throws -> String {
        let root = "/tmp/barsnap-assert-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileIO.createDirectories(root + "/Tests/AppTests")
        try FileIO.writeAtomically("// swift-tools-version:6.1\n", to: root + "/Package.swift")
        if let configuration { try FileIO.writeAtomically(configuration, to: root + "/barsnap.json") }
        return root
    }

    /// Runs `body`, which records failures; returns their texts.
    func issues(_ body: () throws -> Void) rethrows -> [String] {
        let seen = Mutex<[String]>([])
        try withKnownIssue {
            try body()
        } matching: { issue in
            // The error's description is what Swift Testing prints first ("Caught error: …"), then the comments.
            seen.withLock {
                $0.append(
                    ([issue.error.map { "\($0)" }].compactMap { $0 } + issue.comments.map(\.rawValue)).joined(
                        separator: " "))
            }
            return true
        }
        return seen.withLock { $0 }
    }

    /// What `assertSnapshot(of: scene, …)` does, for a test file at `path` named `LoginTests.swift`.
    func assertScene(
        _ scene: Scene, named: String? = nil, tolerance: DiffOptions? = nil, record: RecordMode, testFile path: String,
        function: StaticString = "toolbarOnPhone()"
    ) throws {
        let site = CallSite(
            fileID: "AppTests/LoginTests.swift", filePath: #filePath, function: function, line: #line, column: #column)
        try check(scene, named: named, tolerance: tolerance, record: record, at: site, testFile: path)
    }

    @Test func recordsUnderTheTestsNameThenPassesThenFailsWhenTheTitleChanges() throws {
        let root = try package()
        defer { _ = system("rm -rf '\(root)'") }
        let test = root + "/Tests/AppTests/LoginTests.swift"
        var scene = Scene(device: .iPhone15)
        scene.item.title = "Login"
        let recorded = try issues { try assertScene(scene, record: .missing, testFile: test) }
        let reference = root + "/Snapshots/LoginTests/toolbarOnPhone.phone-44@3x.png"
        #expect(recorded.count == 1 && recorded[0].contains("recorded new reference \(reference)"), "\(recorded)")
        #expect(
            try PNG.decode(file: reference).text[SnapshotConfiguration.fingerprintKey] == (try Pipeline.fingerprint()))

        // The same test checking the same variant again gets a counter; another variant does not.
        let second = try issues { try assertScene(scene, record: .missing, testFile: test) }
        #expect(second.first?.contains("LoginTests/toolbarOnPhone.2.phone-44@3x.png") == true, "\(second)")
        let pad = try issues { try assertScene(Scene(device: .iPad11), record: .missing, testFile: test) }
        #expect(pad.first?.contains("LoginTests/toolbarOnPhone.pad-50@2x.png") == true, "\(pad)")

        // named: replaces the function's name; a title change fails exactly, with the artifacts.
        _ = try issues { try assertScene(scene, named: "login", record: .missing, testFile: test) }
        try assertScene(scene, named: "login", record: .never, testFile: test)
        scene.item.title = "Log in"
        let failed = try issues { try assertScene(scene, named: "login", record: .never, testFile: test) }
        #expect(
            failed.count == 1 && failed[0].contains("snapshot LoginTests/login.phone-44@3x.png does not match"),
            "\(failed)")
        // The recorded failure's first line says what failed and what changed.
        #expect(
            failed.first?.hasPrefix(#"snapshot LoginTests/login.phone-44@3x.png failed: title "Login" → "Log in" "#)
                == true, "\(failed)")
        #expect(TestRunSummary.shared.line?.hasPrefix("BarSnap: ") == true)
        #expect(failed.first?.contains("tolerance: exact") == true)
        for file in ["actual.png", "diff.png"] {
            #expect(FileIO.exists(root + "/.build/barsnap-artifacts/LoginTests/login.phone-44@3x/" + file))
        }
    }

    @Test func settingsComeFromTheNearestConfiguration() throws {
        let root = try package(
            configuration:
                ##"""
                    {"snapshots": "References", "artifacts": "out", "tolerance": {"mode": "pixelmatch", "maxPixels":\##
                     5000}, "suites": [{"name": "x", "specs": ["none/*.json"]}]}
                    """##
        )
        defer { _ = system("rm -rf '\(root)'") }
        let test = root + "/Tests/AppTests/LoginTests.swift"
        let settings = try TestConfiguration.location(filePath: test)
        #expect(settings.snapshotsDirectory == root + "/References")
        #expect(settings.tolerance == DiffOptions(mode: .pixelmatch(PixelmatchOptions()), maxDifferentPixels: 5000))
        var scene = Scene(device: .iPhoneSE)
        scene.item.title = "Login"
        _ = try issues { try assertScene(scene, named: "tolerant", record: .missing, testFile: test) }
        #expect(FileIO.exists(root + "/References/LoginTests/tolerant.phone-44@2x.png"))
        // A one-word change is within the configuration's tolerance of 5000 pixels.
        scene.item.title = "Logon"
        try assertScene(scene, named: "tolerant", record: .never, testFile: test)
        // An explicit tolerance wins.
        let strict = try issues {
            try assertScene(scene, named: "tolerant", tolerance: .exact, record: .never, testFile: test)
        }
        #expect(strict.count == 1 && strict[0].contains("tolerance: exact"), "\(strict)")
    }

    /// A reference in a suite's folder is compared with that suite's tolerance, by `assertSnapshot(of:)` as by
    /// `barsnap verify`; the top-level tolerance stays for the other folders.
    @Test func aSuitesToleranceReachesTheSceneAssertion() throws {
        let root = try package(
            configuration:
                ##"""
                    {"tolerance": {"mode": "exact"}, "suites": [{"name": "LoginTests", "specs": ["none/*.json"],\##
                     "tolerance": {"mode": "pixelmatch", "maxPixels": 5000}}]}
                    """##
        )
        defer { _ = system("rm -rf '\(root)'") }
        let test = root + "/Tests/AppTests/LoginTests.swift"
        let location = try TestConfiguration.location(filePath: test)
        #expect(location.tolerance == .exact)
        #expect(
            location.tolerance(forReference: "LoginTests/x.phone-44@2x.png")
                == DiffOptions(mode: .pixelmatch(PixelmatchOptions()), maxDifferentPixels: 5000))
        #expect(location.tolerance(forReference: "OtherTests/x.phone-44@2x.png") == .exact)
        var scene = Scene(device: .iPhoneSE)
        scene.item.title = "Login"
        _ = try issues { try assertScene(scene, named: "suite", record: .missing, testFile: test) }
        // The one-word change is within the suite's 5000 pixels (the top level alone would fail it).
        scene.item.title = "Logon"
        try assertScene(scene, named: "suite", record: .never, testFile: test)
        let strict = try issues {
            try assertScene(scene, named: "suite", tolerance: .exact, record: .never, testFile: test)
        }
        #expect(strict.count == 1 && strict[0].contains("tolerance: exact"), "\(strict)")
    }

    @Test func namesAreCleanedAndNamedReplacesTheFunction() throws {
        let a = try SnapshotNaming.reference(
            fileID: "M/Login Tests.swift", function: "toolbar(on:)", named: nil, variant: "pad-50@2x"
        ).get()
        #expect(a == "Login-Tests/toolbar.pad-50@2x.png")
        let b = try SnapshotNaming.reference(
            fileID: "M/LoginTests.swift", function: "x()", named: "dark mode/../x", variant: "pad-50@2x"
        ).get()
        #expect(b == "LoginTests/dark-mode-..-x.pad-50@2x.png")
        #expect(!b.contains("/../"))
    }
}

/// `assertSnapshot(spec:)`: a scene reference (text) beside the test's other references.
@Suite struct SpecAssertionTests {
    @Test func recordsTextThenPassesThenSaysTheChange() throws {
        let t = SceneAssertionTests()
        let root = try t.package()
        defer { _ = system("rm -rf '\(root)'") }
        let test = root + "/Tests/AppTests/LoginTests.swift"
        let spec = root + "/Tests/AppTests/login.json"
        try FileIO.writeAtomically(#"{"device": "iphone-15", "item": {"title": "Login"}}"#, to: spec)
        let site = CallSite(
            fileID: "AppTests/LoginTests.swift", filePath: #filePath, function: "login()", line: #line, column: #column)
        let recorded = try t.issues {
            try checkSpec("login.json", named: "login", tolerance: nil, record: .missing, at: site, testFile: test)
        }
        let reference = root + "/Snapshots/LoginTests/login.phone-44@3x.scene.json"
        #expect(recorded.count == 1 && recorded[0].contains("recorded new reference \(reference)"), "\(recorded)")
        let text = String(decoding: try FileIO.read(reference), as: UTF8.self)
        #expect(text.contains("\"title\": \"Login\"") && text.contains("\"sha256\""))
        try checkSpec("login.json", named: "login", tolerance: nil, record: .never, at: site, testFile: test)
        try FileIO.writeAtomically(#"{"device": "iphone-15", "item": {"title": "Log in"}}"#, to: spec)
        let failed = try t.issues {
            try checkSpec("login.json", named: "login", tolerance: nil, record: .never, at: site, testFile: test)
        }
        #expect(failed.first?.contains(#"item.title "Login" → "Log in""#) == true, "\(failed)")
    }
}
