import Basics
import PNGCodec
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A reviewer's machine in a temporary folder: `home/` with the user's own files (a dot file, a thesis, a photo,
/// another project's artifacts) and `home/src/repo/`, a checkout of a hostile pull request. Every attack runs a
/// barsnap command in the checkout and then proves that nothing outside the folders the command owns changed.
struct AttackLab {
    let root: String
    var home: String { root + "/home" }
    var repo: String { home + "/src/repo" }

    /// The user's files and the bytes they must keep.
    static let userFiles: [(String, [UInt8])] = [
        (".bashrc", Array("export PS1='$ '\n".utf8)),
        ("thesis.txt", Array("Chapter 1\n".utf8)),
        ("notes/manifest.json", Array("{\"mine\": true}\n".utf8)),
        ("notes/index.html", Array("<p>my page</p>\n".utf8)),
    ]

    init() throws {
        root = try CLI.temporaryDirectory()
        for (name, bytes) in Self.userFiles {
            try FileIO.createDirectories(FileIO.parentDirectory(of: home + "/" + name))
            try FileIO.writeAtomically(bytes, to: home + "/" + name)
        }
        try FileIO.writeAtomically(Self.photo, to: home + "/holiday.png")
        try FileIO.createDirectories(repo)
        // The checkout is a git repository: discovery stops at its root.
        try FileIO.createDirectories(repo + "/.git")
        try CLI.copyGallery(into: repo)
    }

    /// A PNG that is not a BarSnap reference (no barsnap:environment chunk).
    static var photo: [UInt8] { (try? PNG.encode(Bitmap(width: 4, height: 3, fill: (200, 120, 40, 255)))) ?? [] }

    /// Every regular file and link under `home` outside the checkout, with its contents or target.
    func userState() -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ dir: String, _ rel: String) {
            for name in (try? FileIO.listDirectory(dir)) ?? [] {
                let path = dir + "/" + name, r = rel.isEmpty ? name : rel + "/" + name
                if path == repo { continue }
                if FileIO.isSymbolicLink(path) {
                    out[r] = "link"
                    continue
                }
                if FileIO.isDirectory(path) {
                    out[r + "/"] = "dir"
                    walk(path, r)
                    continue
                }
                out[r] = (try? FileIO.read(path)).map { SHA256.hex($0) } ?? "unreadable"
            }
        }
        walk(home, "")
        return out
    }

    func write(_ text: String, _ relative: String) throws {
        try FileIO.createDirectories(FileIO.parentDirectory(of: repo + "/" + relative))
        try FileIO.writeAtomically(text, to: repo + "/" + relative)
    }

    func link(_ target: String, at relative: String) {
        _ = try? FileIO.createDirectories(FileIO.parentDirectory(of: repo + "/" + relative))
        #expect(symlink(target, repo + "/" + relative) == 0, "symlink \(relative)")
    }

    /// A configuration with one suite over the copied gallery spec `back.json` on iPhone 15.
    func configuration(_ extra: String = "", suite: String = "buttons", specs: String = "Gallery/buttons/back.json")
        throws
    {
        try write(
            #"""
                {"snapshots": "Snapshots", \#(extra) "suites": [{"name": "\#(suite)", "specs": ["\#(specs)"],\#
                 "matrix": {"device": ["iphone-15"]}}]}
                """#,
            "barsnap.json")
    }

    func run(_ args: [String], environment: [String: String] = [:], in dir: String? = nil) throws -> CLI.Result {
        try CLI.run(args, environment: ["HOME": home].merging(environment) { $1 }, directory: dir ?? repo)
    }

    /// Runs the attack and checks that the user's files are exactly as before.
    func expectUnharmed(_ attack: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) rethrows {
        let before = userState()
        try attack()
        let after = userState()
        let changed = Set(after.map { "\($0.key)=\($0.value)" })
            .symmetricDifference(before.map { "\($0.key)=\($0.value)" }).sorted()
        #expect(
            after == before,
            "user files changed: \(changed)",
            sourceLocation: sourceLocation)
        #expect(before.count >= Self.userFiles.count + 1, sourceLocation: sourceLocation)
    }

    /// No byte of the output is a control character other than newline and tab.
    static func expectNoControlCharacters(_ r: CLI.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        for (what, text) in [("stdout", r.stdout), ("stderr", r.stderr)] {
            let bad = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F || (0x80...0x9F).contains($0.value)
            }
            #expect(
                bad.isEmpty, "\(what) has control characters: \(text.debugDescription)", sourceLocation: sourceLocation)
        }
    }
}
