import Testing
@testable import Basics
@testable import SnapshotSuite

/// What `init` reads from an app's repository and from BarSnap's own checkout for the workflow it writes.
@Suite struct AppInitRepositoryTests {
    @Test func theOriginURLOfAGitConfigIsReadAndAnUnsafeOneRefused() {
        let config = """
            [core]
            \tbare = false
            [remote "upstream"]
            \turl = https://example.org/other.git
            [remote "origin"]
            \turl = git@git.example.com:team/BarSnap.git
            \tfetch = +refs/heads/*:refs/remotes/origin/*
            """
        #expect(BuildCheckout.originURL(configText: config) == "git@git.example.com:team/BarSnap.git")
        for hostile in ["https://x/${{ github.token }}", "-uhelp", "a b", "x\"y", "x'y", "x#y", "$(id)"] {
            let text = "[remote \"origin\"]\n\turl = \(hostile)\n"
            #expect(BuildCheckout.originURL(configText: text) == nil, "\(hostile)")
        }
        #expect(BuildCheckout.originURL(configText: "[core]\n\turl = /x\n") == nil)
    }

    /// This test runs from a BarSnap checkout: whatever its origin, the workflow holds a safe URL or the placeholder.
    @Test func theWorkflowNamesASafeURLOrThePlaceholder() {
        let url = BarSnapRelease.repository
        #expect(url == BuildCheckout.placeholder || BuildCheckout.isSafeURL(url))
        #expect(AppTemplates.workflow().contains("BARSNAP_GIT: \"\(url)\"\n"))
        let hostile = AppTemplates.workflow(repository: "x\"\n  evil: ${{ github.token }}")
        #expect(hostile.contains("BARSNAP_GIT: \"\(BuildCheckout.placeholder)\"\n") && !hostile.contains("evil"))
    }

    @Test func theDefaultBranchIsReadFromTheGitFilesAndTheWorkflowRunsOnIt() throws {
        let s = try Scratch("branch")
        defer { s.remove() }
        #expect(DefaultBranch.read(repository: s.path) == nil)
        try s.write(".git/HEAD", "ref: refs/heads/feature/x\n")
        #expect(DefaultBranch.read(repository: s.path) == "feature/x")
        try s.write(".git/refs/remotes/origin/HEAD", "ref: refs/remotes/origin/develop\n")
        #expect(DefaultBranch.read(repository: s.path) == "develop")
        #expect(Scaffold.branch(root: s.path) == "develop")
        let workflow = AppTemplates.workflow(branch: Scaffold.branch(root: s.path))
        #expect(workflow.contains("    branches: [\"develop\"]\n") && !workflow.contains("[main]"))
        try s.write(".git/refs/remotes/origin/HEAD", "ref: refs/remotes/origin/a\"]${{x}}\n")
        try s.write(".git/HEAD", "ref: refs/heads/-x\n")
        #expect(DefaultBranch.read(repository: s.path) == nil)
        #expect(Scaffold.branch(root: s.path) == "main")
        try s.write(".git/HEAD", "0123456789abcdef0123456789abcdef01234567\n")
        #expect(DefaultBranch.read(repository: s.path) == nil)
    }

    /// From the cache only the run-time libraries; built from source the -dev ones; the clone needs no tag.
    @Test func aCachedBarsnapGetsTheRuntimeLibrariesAndTheCloneFallsBackToTheDefaultBranch() {
        let workflow = AppTemplates.workflow()
        #expect(workflow.contains("CACHED: ${{ steps.barsnap-cache.outputs.cache-hit }}"))
        #expect(workflow.contains("packages=(" + AppTemplates.runtimeLibraries.joined(separator: " ") + ")"))
        #expect(!AppTemplates.runtimeLibraries.contains { $0.hasSuffix("-dev") })
        #expect(workflow.contains("|| git clone --quiet --depth 1 \"$BARSNAP_GIT\" \"$src\""))
        #expect(workflow.contains("key: barsnap-${{ env.BARSNAP_VERSION }}-swift-6.3-bookworm-${{ runner.arch }}"))
        #expect(!workflow.contains("github.ref") && !workflow.contains("head_ref"))
    }

    @Test func gitignoreGetsTheBuildFolderOnceAppendedOrCreated() throws {
        let s = try Scratch("ignore")
        defer { s.remove() }
        let scaffold = Scaffold(root: s.path, appConfiguration: "{}")
        #expect(try scaffold.ignoreBuildOutput() == .wrote(".gitignore"))
        let created = String(decoding: try s.read(".gitignore"), as: UTF8.self)
        #expect(created.contains(".build/\nbarsnap-artifacts/\n"))
        #expect(try scaffold.ignoreBuildOutput() == nil)
        try s.write(".gitignore", "DerivedData/\n/.build")
        #expect(try scaffold.ignoreBuildOutput() == .wrote(".gitignore"))
        let appended = String(decoding: try s.read(".gitignore"), as: UTF8.self)
        #expect(appended.hasPrefix("DerivedData/\n/.build\n# barsnap"))
        #expect(appended.hasSuffix("\nbarsnap-artifacts/\n") && !appended.contains("\n.build/"))
        #expect(try scaffold.ignoreBuildOutput() == nil)
    }
}
