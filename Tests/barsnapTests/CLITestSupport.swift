import Basics
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `barsnap` executable (next to the test bundle) and captures its output.
struct CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var packageRoot: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }

    static var executable: String {
        let testBinary = CommandLine.arguments[0]
        var dir = FileIO.parentDirectory(of: testBinary)
        // …/debug/BarSnapPackageTests.xctest (a file on Linux) → …/debug/barsnap
        while !dir.isEmpty, dir != "/" {
            if FileIO.exists(dir + "/barsnap") && !FileIO.isDirectory(dir + "/barsnap") { return dir + "/barsnap" }
            dir = FileIO.parentDirectory(of: dir)
        }
        return packageRoot + "/.build/debug/barsnap"
    }

    /// Runs `barsnap args…` with extra environment variables, in `directory`.
    static func run(
        _ args: [String], environment: [String: String] = [:], directory: String? = nil,
        executable: String = CLI.executable
    ) throws -> Result {
        let outPath = temporaryPath("out"), errPath = temporaryPath("err")
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var command = ""
        if let directory { command += "cd \(shellQuote(directory)) && " }
        // The CI surfaces only when a test asks for them (the project's own CI must not get the tests' summaries).
        command += "env -u GITHUB_STEP_SUMMARY -u GITHUB_ACTIONS"
        // The scan cache goes to a folder of the tests' own, never the user's home (unless a test names one).
        var environment = environment
        if environment["BARSNAP_CACHE_DIR"] == nil {
            environment["BARSNAP_CACHE_DIR"] = "/tmp/barsnap-test-scan-cache-\(getuid())"
        }
        for (k, v) in environment.sorted(by: { $0.key < $1.key }) { command += " \(k)=\(shellQuote(v))" }
        command += " " + ([executable] + args).map(shellQuote).joined(separator: " ")
        command += " > \(shellQuote(outPath)) 2> \(shellQuote(errPath)) < /dev/null"
        let status = system(command)
        let out = (try? FileIO.read(outPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let err = (try? FileIO.read(errPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Result(status: (status >> 8) & 0xFF, stdout: out, stderr: err)
    }

    static func shellQuote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func temporaryPath(_ name: String) -> String {
        "/tmp/barsnap-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(name)"
    }

    static func temporaryDirectory() throws -> String {
        let dir = temporaryPath("dir")
        try FileIO.createDirectories(dir)
        return dir
    }

    static func write(_ text: String, to path: String) throws { try FileIO.writeAtomically(text, to: path) }

    /// A scratch package whose `barsnap.json` has one suite, `buttons`, over the repository's gallery specs (by
    /// absolute path) on iPhone 15 and iPad 11 — the same cases and ids as the gallery's `buttons` suite — and
    /// copies of the committed references named in `references` (under `Snapshots/buttons/`).
    static func scratchPackage(references: [String] = []) throws -> String {
        let root = try temporaryDirectory()
        try copyGallery(into: root)
        try write("""
            {"snapshots": "Snapshots", "suites": [{"name": "buttons", "specs": ["Gallery/buttons/*.json"],
              "matrix": {"device": ["iphone-15", "ipad-11"]}}]}
            """, to: root + "/barsnap.json")
        try FileIO.createDirectories(root + "/Snapshots/buttons")
        for name in references {
            try FileIO.writeAtomically(
                try FileIO.read(packageRoot + "/Snapshots/buttons/" + name), to: root + "/Snapshots/buttons/" + name)
        }
        return root
    }
}

extension CLI {
    /// Copies the repository's gallery specs (`Tests/Gallery/<folder>/*.json`) and their icons into
    /// `<root>/Gallery/`, so a scratch configuration names them inside its own folder (a configuration may not
    /// reach outside it).
    static func copyGallery(into root: String, folders: [String] = ["buttons"]) throws {
        for folder in folders + ["icons"] {
            let from = packageRoot + "/Tests/Gallery/" + folder
            try FileIO.createDirectories(root + "/Gallery/" + folder)
            for name in try FileIO.listDirectory(from) where !FileIO.isDirectory(from + "/" + name) {
                try FileIO.writeAtomically(
                    try FileIO.read(from + "/" + name), to: root + "/Gallery/" + folder + "/" + name)
            }
        }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
