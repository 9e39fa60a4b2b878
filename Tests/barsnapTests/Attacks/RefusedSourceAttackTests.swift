import Basics
import Testing

/// A pull request that makes the scanner refuse a screen's file (grown over the size limit, a literal nested too
/// deeply, thousands of filler files sorted first) must not hide the screen: its references must not become
/// orphans that verify passes over and prune deletes. The run fails naming the file, unless the configuration
/// skips it on purpose.
@Suite(.serialized) struct RefusedSourceAttackTests {
    static let home =
        "class HomeViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n"
        + "    title = \"Home\"\n  }\n}\n"

    static func config(skip: String = "") -> String {
        #"{"snapshots": "Snapshots", "suites": [{"name": "app", "scan": {"sources": ["App"]\#(skip)}, "#
            + #""matrix": {"device": ["iphone-15"]}}]}"#
    }

    /// A lab whose scan suite has recorded references for its one screen; returns them (path → digest).
    static func recorded() throws -> (AttackLab, [String: String]) {
        let lab = try AttackLab()
        try lab.write(Self.home, "App/Home.swift")
        // A second screen: the suite is never empty, so only the refusal can fail it.
        try lab.write("class ListViewController: UIViewController {\n  override func viewDidLoad() {\n"
                      + "    super.viewDidLoad()\n    title = \"List\"\n  }\n}\n", "App/List.swift")
        try lab.write(Self.config(), "barsnap.json")
        let record = try lab.run(["record"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let refs = Self.references(lab)
        #expect(!refs.isEmpty)
        return (lab, refs)
    }

    static func references(_ lab: AttackLab) -> [String: String] {
        var out: [String: String] = [:]
        let root = lab.repo + "/Snapshots"
        for f in (try? Glob.files(matching: "**/*", in: root)) ?? [] where !FileIO.isDirectory(f) {
            out[f] = (try? FileIO.read(f)).map { SHA256.hex($0) } ?? "unreadable"
        }
        return out
    }

    /// verify, record and prune each fail naming the refused file; no reference is deleted or rewritten.
    static func expectRefused(_ lab: AttackLab, _ refs: [String: String], file: String, reason: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        try lab.expectUnharmed {
            for command in [["verify"], ["verify", "--strict"], ["record"], ["prune"]] {
                let r = try lab.run(command)
                #expect(r.status != 0, "\(command) passed: \(r.stdout)\(r.stderr)", sourceLocation: sourceLocation)
                #expect(r.stderr.contains(file) && r.stderr.contains(reason),
                        "\(command): \(r.stdout)\(r.stderr)", sourceLocation: sourceLocation)
                #expect(!r.stdout.contains("deleted"), "\(command): \(r.stdout)", sourceLocation: sourceLocation)
                #expect(Self.references(lab) == refs, "\(command) changed the references",
                        sourceLocation: sourceLocation)
            }
            let scan = try lab.run(["scan"])
            #expect(scan.status == 1 && scan.stdout.contains(file), "\(scan.stdout)\(scan.stderr)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func aScreenGrownOverTheSizeLimitFailsTheRun() throws {
        let (lab, refs) = try Self.recorded()
        let filler = String(repeating: "// filler filler filler filler\n", count: 40_000)
        try lab.write(Self.home + filler, "App/Home.swift")
        try Self.expectRefused(lab, refs, file: "App/Home.swift", reason: "larger than 1 MiB")
    }

    @Test func aLiteralNestedTooDeeplyFailsTheRun() throws {
        let (lab, refs) = try Self.recorded()
        let deep = "let deep = " + String(repeating: "[", count: 49) + "1" + String(repeating: "]", count: 49) + "\n"
        try lab.write(Self.home + deep, "App/Home.swift")
        try Self.expectRefused(lab, refs, file: "App/Home.swift", reason: "nested deeper than")
    }

    @Test func fillerFilesSortedFirstFailTheRun() throws {
        let (lab, refs) = try Self.recorded()
        for i in 0..<20_000 { try lab.write("", "App/AAA/F\(String(100_000 + i)).swift") }
        try Self.expectRefused(lab, refs, file: "App", reason: "the rest are not read")
    }

    /// A screen the scan no longer finds leaves its references without a case: an info line locally, a failure
    /// in CI (`CI=true`) and with `--strict`.
    @Test func orphansOfAScanSuiteFailInCI() throws {
        let (lab, _) = try Self.recorded()
        try lab.write("class OtherViewController: UIViewController {\n  override func viewDidLoad() {\n"
                      + "    super.viewDidLoad()\n    title = \"Other\"\n  }\n}\n", "App/Other.swift")
        #expect(try lab.run(["record"]).status == 0)
        let refs = Self.references(lab)
        try lab.write("let notAScreen = 1\n", "App/Home.swift")
        try lab.expectUnharmed {
            let local = try lab.run(["verify"], environment: ["CI": "false", "GITHUB_ACTIONS": ""])
            #expect(local.status == 0 && local.stdout.contains("no case"), "\(local.stdout)\(local.stderr)")
            for (args, env) in [(["verify"], ["CI": "true"]), (["verify", "--strict"], ["CI": "false"])] {
                let r = try lab.run(args, environment: env)
                #expect(r.status == 1 && r.stderr.contains("have no case"), "\(args) \(env): \(r.stdout)\(r.stderr)")
            }
            #expect(Self.references(lab) == refs)
        }
    }

    /// A file listed in `"skip"` is not read at all: the suite passes, and `barsnap scan` exits 0.
    @Test func aFileSkippedOnPurposeIsNotRead() throws {
        let (lab, refs) = try Self.recorded()
        let huge = String(repeating: "// generated generated generated\n", count: 40_000)
        try lab.write(huge, "App/Generated/Huge.swift")
        try lab.write("let deep = " + String(repeating: "[", count: 60) + "\n", "App/Vendor/Deep.swift")
        #expect(try lab.run(["verify"]).status == 1)
        try lab.write(Self.config(skip: #", "skip": ["App/Generated/Huge.swift", "App/Vendor/**"]"#), "barsnap.json")
        let verify = try lab.run(["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        let scan = try lab.run(["scan"])
        #expect(scan.status == 0, "\(scan.stdout)\(scan.stderr)")
        #expect(!scan.stdout.contains("Huge.swift") && !scan.stdout.contains("Deep.swift"), "\(scan.stdout)")
        #expect(Self.references(lab) == refs)
    }
}
