import ArgumentParser
import Basics
import BarSnapScan
import SnapshotSuite

/// `barsnap init`: sets a package up for toolbar snapshots. Never overwrites.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write barsnap.json, an example spec, a Swift Testing file and a GitHub workflow (never overwrites).",
        discussion: """
        Files that already exist are skipped and listed, so running init twice changes nothing. The test file goes \
        into the first test target of Package.swift; without one, init says what to add. Then: \
        `swift run barsnap record`, `swift run barsnap verify`, `swift test`. In an app's repository (an Xcode \
        project or workspace, no Package.swift), barsnap.json gets a "scan" suite over the folders holding the \
        app's screens (devices, light and dark, the app's locales) and the workflow installs barsnap itself at \
        this version; init fails when it finds no screen.
        """)

    @Option(help: "The package root to set up (default: the current directory).")
    var path: String?

    @Flag(
        help:
            """
                Keep the references in Git LFS: writes .gitattributes and checks out LFS objects in the workflow\
                 (smaller clones; every machine needs git lfs install).
                """
    )
    var lfs = false

    func run() throws {
        try reportingErrors {
            let root = path ?? FileIO.currentDirectory()
            guard FileIO.isDirectory(root) else { throw ConfigurationError(file: root, message: "is not a directory") }
            var scaffold = Scaffold(root: root, lfs: lfs)
            if !FileIO.exists(Glob.join(root, "Package.swift")) {
                let setup: AppSetup?
                do { setup = try AppSetup.detect(root: root) } catch {
                    throw ConfigurationError(file: root, message: "\(error)")
                }
                if let setup {
                    print(
                        Line(
                            "found \(setup.projects.joined(separator: ", ")): \(setup.screens) screen(s) in "
                                + setup.sources.joined(separator: ", ") + "; locales: "
                                + setup.locales.joined(separator: ", ")))
                    print("read: \(setup.coverage)")
                    if !setup.unresolved.isEmpty { printDocument(setup.unresolved, terminator: "") }
                    if let failure = setup.tableFailure { print("warning: \(failure)") }
                    for folder in setup.leftOut { print("left out \(AppScanText.escape(folder)): not an iOS target") }
                    if let first = setup.skip.first {
                        print(
                            """
                                skip: \(setup.skip.count) file(s) the scanner cannot read today\
                                 (\(first)\(setup.skip.count > 1 ? ", …" : "")) are listed in the scan's \"skip\"; a\
                                 file that becomes unreadable later fails the run
                                """
                        )
                    }
                    scaffold.appConfiguration = setup.configuration
                    Self.printWorkflowSource(root: root)
                }
            }
            let outcome = try scaffold.run()
            for action in outcome.actions {
                switch action {
                case let .wrote(p): print("wrote \(p)")
                case let .skipped(p): print("skipped \(p) (exists; init never overwrites)")
                }
            }
            for note in outcome.notes { print("note: \(note)") }
            let command = Invocation.command()
            print("next: \(command) record (writes the references), then \(command) verify")
        }
    }

    /// What the app workflow will clone BarSnap from and build on, and what to set when it is a placeholder.
    static func printWorkflowSource(root: String) {
        let url = BarSnapRelease.repository
        if url == BuildCheckout.placeholder {
            print(
                Line(
                    "workflow: BARSNAP_GIT is the placeholder \(url) (this barsnap was not built from a clone with "
                        + "an origin URL): set it in \(Scaffold.workflowFile) to a Git URL of BarSnap your CI "
                        + "can clone"))
        } else {
            print(
                Line(
                    "workflow: BARSNAP_GIT is \(url) (the origin of the BarSnap checkout this barsnap was "
                        + "built from): change it in \(Scaffold.workflowFile) if your CI clones BarSnap from "
                        + "elsewhere"))
        }
        print("workflow: runs on pushes to \(Scaffold.branch(root: root)) and on pull requests")
    }
}
