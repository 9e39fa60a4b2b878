import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The GitHub workflow stays hardened: every action pinned to a full commit with its tag, a read-only token,
/// no persisted credentials, and `Scripts/lint-workflows` (actionlint + zizmor, pinned from PyPI into
/// `.build/workflow-lint`) clean on it — and not clean on a workflow with the usual mistakes.
@Suite(.serialized) struct WorkflowLintTests {
    static let workflow = CLI.packageRoot + "/.github/workflows/snapshots.yml"

    /// The pins the project uses, by action: commit and tag.
    static let pins: [String: (commit: String, tag: String)] = [
        "actions/checkout": ("3d3c42e5aac5ba805825da76410c181273ba90b1", "v7.0.1"),
        "actions/upload-artifact": ("bbbca2ddaa5d8feaa63e36b76fdaad77386f024f", "v7.0.0"),
        "actions/download-artifact": ("3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c", "v8.0.1"),
    ]

    /// Runs `Scripts/lint-workflows args…` from the package root.
    static func lint(_ args: [String]) throws -> CLI.Result {
        let out = CLI.temporaryPath("lint-out"), err = CLI.temporaryPath("lint-err")
        defer {
            unlink(out)
            unlink(err)
        }
        let command =
            "cd \(CLI.shellQuote(CLI.packageRoot)) && Scripts/lint-workflows "
            + args.map(CLI.shellQuote).joined(separator: " ")
            + " > \(CLI.shellQuote(out)) 2> \(CLI.shellQuote(err)) < /dev/null"
        let status = system(command)
        func text(_ p: String) -> String { (try? FileIO.read(p)).map { String(decoding: $0, as: UTF8.self) } ?? "" }
        return CLI.Result(status: (status >> 8) & 0xFF, stdout: text(out), stderr: text(err))
    }

    /// Checks the hardening rules on a workflow's text; returns what is wrong (empty when fine).
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !text.contains("\npermissions:\n  contents: read\n") {
            problems.append("no top-level `permissions: contents: read`")
        }
        for (i, line) in lines.enumerated() {
            guard let r = line.firstRange(of: "uses: ") else { continue }
            let use = line[r.upperBound...]
            let parts = use.split(separator: " ", maxSplits: 2)
            let ref = parts.first.map(String.init) ?? ""
            let action = String(ref.prefix { $0 != "@" })
            let commit = String(ref.drop { $0 != "@" }.dropFirst())
            guard let pin = pins[action] else {
                problems.append("line \(i + 1): unexpected action \(action)")
                continue
            }
            if commit != pin.commit || parts.count < 3 || parts[1] != "#" || parts[2] != pin.tag {
                problems.append("line \(i + 1): \(action) must be @\(pin.commit) # \(pin.tag), not \(use)")
            }
            if action == "actions/checkout",
                !(lines.dropFirst(i + 1).prefix(3).contains { $0.trimmingLeadingSpaces == """
                    persist-credentials: false
                    """ })
            {
                problems.append("line \(i + 1): checkout without persist-credentials: false")
            }
        }
        return problems
    }

    @Test func theWorkflowIsPinnedReadOnlyAndPersistsNoCredentials() throws {
        let text = String(decoding: try FileIO.read(Self.workflow), as: UTF8.self)
        #expect(Self.problems(in: text) == [])
        #expect(text.ranges(of: "uses: ").count == 8) // 3 checkouts, 4 uploads, 1 download
        // The checker itself catches the old workflow's faults.
        let old =
            """
                name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses:\
                 actions/checkout@v4\n
                """
        #expect(Self.problems(in: old).count == 3)
    }

    @Test func actionlintAndZizmorAreClean() throws {
        let r = try Self.lint([])
        #expect(r.status == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.contains("lint-workflows: actionlint ") && r.stdout.contains(": no findings in 1 file(s)"))
        #expect(r.stdout.contains("lint-workflows: zizmor 1.32.0: no medium or high findings"))
    }

    /// The workflow `barsnap init` writes for users gets the same rules and the same lint.
    @Test func theWorkflowInitWritesIsPinnedAndClean() throws {
        let root = try CLI.temporaryDirectory()
        let r = try CLI.run(["init", "--path", root])
        #expect(r.status == 0, "\(r.stderr)")
        let file = root + "/.github/workflows/barsnap.yml"
        let text = String(decoding: try FileIO.read(file), as: UTF8.self)
        #expect(Self.problems(in: text) == [])
        #expect(text.contains("run: swift run barsnap env --json"))
        let lint = try Self.lint([file])
        #expect(lint.status == 0, "\(lint.stdout)\n\(lint.stderr)")
        #expect(
            lint.stdout.contains(": no findings in 1 file(s)") && lint.stdout.contains("no medium or high findings"))
    }

    /// `init --lfs`: .gitattributes puts the references in LFS, the checkout fetches them, and the workflow (which
    /// also writes the PR comment file) stays clean; without --lfs, init says what LFS would change.
    @Test func initsLFSWorkflowIsCleanAndThePlainInitExplainsTheTradeOff() throws {
        let root = try CLI.temporaryDirectory()
        let r = try CLI.run(["init", "--path", root, "--lfs"])
        #expect(r.status == 0, "\(r.stderr)")
        let attributes = String(decoding: try FileIO.read(root + "/.gitattributes"), as: UTF8.self)
        #expect(attributes.contains("Snapshots/**/*.png filter=lfs diff=lfs merge=lfs -text"))
        let file = root + "/.github/workflows/barsnap.yml"
        let text = String(decoding: try FileIO.read(file), as: UTF8.self)
        #expect(text.contains("          lfs: true\n") && text.contains("--pr-comment barsnap-report/comment.md"))
        #expect(Self.problems(in: text) == [])
        let lint = try Self.lint([file])
        #expect(lint.status == 0, "\(lint.stdout)\n\(lint.stderr)")
        let plain = try CLI.run(["init", "--path", try CLI.temporaryDirectory()])
        #expect(
            plain.stdout.contains("barsnap init --lfs") && plain.stdout.contains("git lfs install"), "\(plain.stdout)")
    }

    /// The lint is not a formality: the faults an audit found (node20 actions, unpinned references, persisted
    /// credentials uploaded, no permissions) and a script injection all fail it, from both tools.
    @Test func aWorkflowWithTheUsualMistakesFails() throws {
        let dir = try CLI.temporaryDirectory()
        try CLI.write("""
            name: bad
            on: [push]
            jobs:
              build:
                runs-on: ubuntu-latest
                steps:
                  - uses: actions/checkout@v4
                  - run: echo "${{ github.event.head_commit.message }}"
                  - uses: actions/upload-artifact@v4
                    with:
                      path: .

            """, to: dir + "/bad.yml")
        let r = try Self.lint([dir + "/bad.yml"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("runtime \"node20\" is deprecated"))
        #expect(r.stdout.contains("is potentially untrusted"))
        for audit in ["unpinned-uses", "artipacked", "excessive-permissions", "template-injection"] {
            #expect(r.stdout.contains("[\(audit)]"), "zizmor did not report \(audit)")
        }
        #expect(r.stderr.contains("actionlint reported") && r.stderr.contains("zizmor reported"))
        // A missing input is a usage error, not a pass.
        #expect(try Self.lint([dir + "/nothing.yml"]).status == 2)
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
