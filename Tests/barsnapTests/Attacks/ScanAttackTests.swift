import BarSnapCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap scan` and scan suites on a hostile checkout: the app's code is read only inside the configuration's
/// folder, and a link in it is never followed (a secret must not become a title in a render or an artifact).
@Suite(.serialized) struct ScanAttackTests {
    @Test func scanReadsOnlyInsideAndNeverThroughLinks() throws {
        let lab = try AttackLab()
        let secret = "class Leak: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"s3cr3t\" } }\n"
        try FileIO.writeAtomically(secret, to: lab.home + "/Leak.swift")
        try lab.write("class Home: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"Home\" } }\n", "App/Home.swift")
        lab.link(lab.home + "/Leak.swift", at: "App/Leak.swift")
        lab.link(lab.home, at: "App/HomeFolder")
        let scan = try lab.run(["scan", "App", "--json"])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.contains("Home") && !scan.stdout.contains("s3cr3t"), "\(scan.stdout)")
        #expect(scan.stdout.contains("a symbolic link: not followed"), "\(scan.stdout)")
        for sources in [#"["../.."]"#, "[\"\(lab.home)\"]", #"["App/HomeFolder"]"#] {
            try lab.write(#"{"suites": [{"name": "app", "scan": {"sources": \#(sources)}, "matrix": {"device": ["iphone-15"]}}]}"#, "barsnap.json")
            try lab.expectUnharmed {
                let r = try lab.run(["list"])
                #expect(r.status == 1 && (r.stderr.contains("leaves the configuration's folder") || r.stderr.contains("outside the configuration's folder")),
                        "\(sources): \(r.stdout)\(r.stderr)")
            }
        }
    }
}
