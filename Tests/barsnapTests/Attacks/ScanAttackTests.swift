import Basics
import PNGCodec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `barsnap scan` and scan suites on a hostile checkout: the app's code is read only inside the configuration's
/// folder, and a link in it is never followed (a secret must not become a title in a render or an artifact).
@Suite(.serialized) struct ScanAttackTests {
    @Test func scanReadsOnlyInsideAndNeverThroughLinks() throws {
        let lab = try AttackLab()
        let secret =
            "class Leak: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"s3cr3t\" } }\n"
        try FileIO.writeAtomically(secret, to: lab.home + "/Leak.swift")
        try lab.write(
            "class Home: UIViewController { override func viewDidLoad() { super.viewDidLoad(); title = \"Home\" } }\n",
            "App/Home.swift")
        lab.link(lab.home + "/Leak.swift", at: "App/Leak.swift")
        lab.link(lab.home, at: "App/HomeFolder")
        let scan = try lab.run(["scan", "App", "--json"])
        #expect(scan.status == 0, "\(scan.stderr)")
        #expect(scan.stdout.contains("Home") && !scan.stdout.contains("s3cr3t"), "\(scan.stdout)")
        #expect(scan.stdout.contains("a symbolic link: not followed"), "\(scan.stdout)")
        for sources in [#"["../.."]"#, "[\"\(lab.home)\"]", #"["App/HomeFolder"]"#] {
            try lab.write(
                #"""
                    {"suites": [{"name": "app", "scan": {"sources": \#(sources)}, "matrix": {"device": ["iphone-15"]}}]}
                    """#,
                "barsnap.json")
            try lab.expectUnharmed {
                let r = try lab.run(["list"])
                #expect(
                    r.status == 1
                        && (r.stderr.contains("leaves the configuration's folder")
                            || r.stderr.contains("outside the configuration's folder")
                            || r.stderr.contains("symbolic link")),
                    "\(sources): \(r.stdout)\(r.stderr)")
            }
        }
    }

    /// Globs, named files, `barsnap scan` with a configuration or a path, and `--write-specs`' image copies all
    /// keep to one rule: inside the configuration's folder (or the current one), never through a link.
    @Test func globsNamedFilesAndCopiedImagesAreConfined() throws {
        let lab = try AttackLab()
        let secret = "let kSecret = \"s3cr3t\"\n"
        try FileIO.writeAtomically(secret, to: lab.home + "/Key.swift")
        try FileIO.createDirectories(lab.home + "/outside")
        try FileIO.writeAtomically(secret, to: lab.home + "/outside/Key.swift")
        let screen =
            "class HomeViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n"
            + """
                    title = kSecret\n    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(named:\
                 \"Key\"), style: .plain, target: nil, action: nil)\n  }\n}\n
                """
        try lab.write(screen, "App/Home.swift")
        lab.link(lab.home + "/Key.swift", at: "App/Key.swift")
        // An image set whose PNG is a link to the reviewer's photo.
        try lab.write(#"{"images": [{"filename": "key@3x.png", "scale": "3x", "idiom": "universal"}]}"#,
                      "App/Assets.xcassets/Key.imageset/Contents.json")
        lab.link(lab.home + "/holiday.png", at: "App/Assets.xcassets/Key.imageset/key@3x.png")
        // An app folder elsewhere, named on the command line, with a link to the secret.
        try FileIO.createDirectories(lab.home + "/elsewhere/App")
        try FileIO.writeAtomically(
            "class Away: UIViewController { override func viewDidLoad() { title = \"Away\" } }\n",
            to: lab.home + "/elsewhere/App/Away.swift")
        _ = symlink(lab.home + "/Key.swift", lab.home + "/elsewhere/App/Key.swift")
        try lab.expectUnharmed {
            for sources in [#"["App/*.swift", "App/Assets.xcassets"]"#, #"["App/**/*.swift"]"#] {
                try lab.write(
                    #"""
                        {"suites": [{"name": "app", "scan": {"sources": \#(sources)}, "matrix": {"device":\#
                         ["iphone-15"]}}], "artifacts": "review"}
                        """#,
                    "barsnap.json")
                let scan = try lab.run(["scan", "--json"])
                #expect(scan.status == 0 && !scan.stdout.contains("s3cr3t"), "\(sources): \(scan.stdout)\(scan.stderr)")
                #expect(scan.stdout.contains("symbolic link"), "\(sources): \(scan.stdout)")
                let list = try lab.run(["list", "--origin"])
                #expect(!list.stdout.contains("s3cr3t"), "\(list.stdout)")
                // verify draws the screen without the secret: its description (an artifact) holds no trace of it.
                _ = try lab.run(["verify"])
                #expect(Self.texts(under: lab.repo + "/review").allSatisfy { !$0.contains("s3cr3t") })
                #expect(!Self.texts(under: lab.repo + "/review").isEmpty)
            }
            // A named file that is a link, and a configuration naming a folder outside, are refused by scan.
            for sources in [#"["App/Key.swift"]"#, #"["../../outside"]"#] {
                try lab.write(
                    #"""
                        {"suites": [{"name": "app", "scan": {"sources": \#(sources)}, "matrix": {"device":\#
                         ["iphone-15"]}}]}
                        """#,
                    "barsnap.json")
                let r = try lab.run(["scan"])
                #expect(r.status == 1 && !r.stdout.contains("s3cr3t"), "\(sources): \(r.stdout)\(r.stderr)")
                #expect(
                    r.stderr.contains("symbolic link") || r.stderr.contains("leaves the configuration's folder"),
                    "\(r.stderr)")
            }
            // Paths named on the command line are the user's own: the folder holding them is the root, read from
            // anywhere; a link inside it still never leads out of it.
            let outside = try lab.run(["scan", "../../outside/Key.swift"])
            #expect(outside.status == 0, "\(outside.stdout)\(outside.stderr)")
            let named = try lab.run(["scan", "--json", lab.home + "/elsewhere/App"])
            #expect(named.status == 0 && named.stdout.contains("Away"), "\(named.stdout)\(named.stderr)")
            #expect(!named.stdout.contains("s3cr3t") && named.stdout.contains("symbolic link"), "\(named.stdout)")
            let allowed = try lab.run(["scan", "--allow-outside", lab.home + "/outside/Key.swift"])
            #expect(allowed.status == 0, "\(allowed.stderr)")
            // --write-specs never copies the linked photo.
            let written = try lab.run(["scan", "App/Home.swift", "App/Assets.xcassets", "--write-specs", "Out"])
            #expect(!FileIO.exists(lab.repo + "/Out/en/key@3x.png"), "\(written.stdout)\(written.stderr)")
        }
    }

    /// Every file under `dir` as text, and every PNG's text chunks (the description is compressed).
    static func texts(under dir: String) -> [String] {
        var out: [String] = []
        for name in (try? FileIO.listDirectory(dir)) ?? [] {
            let path = dir + "/" + name
            if FileIO.isDirectory(path) && !FileIO.isSymbolicLink(path) {
                out += texts(under: path)
                continue
            }
            guard let bytes = try? FileIO.read(path) else { continue }
            out.append(String(decoding: bytes, as: UTF8.self))
            if name.hasSuffix(".png"), let text = try? PNG.readText(bytes, name: name) { out += Array(text.values) }
        }
        return out
    }
}
