import Basics
import BarModel

/// `barsnap init`: the files a package needs to snapshot its toolbars — `barsnap.json`, one example spec, a Swift
/// Testing file that runs every case under `swift test`, and a GitHub workflow. Never overwrites: a file that
/// exists (even as a dangling symlink) is skipped and listed, so running it twice changes nothing.
package struct Scaffold: Sendable {
    public enum Action: Equatable, Sendable {
        case wrote(String)
        case skipped(String)
    }

    public struct Outcome: Sendable {
        public var actions: [Action]
        /// What the user still has to do by hand (e.g. add the dependency to Package.swift).
        public var notes: [String]
    }

    /// The package root (where `Package.swift` is, or the directory to set up).
    public var root: String
    /// Keep references in Git LFS: write `.gitattributes` and fetch LFS objects in the workflow's checkout.
    public var lfs: Bool

    /// An app's own repository (an Xcode project, no `Package.swift`): this `barsnap.json` (a scan suite over the
    /// app's folders), the workflow that installs the command, no example spec and no test file.
    public var appConfiguration: String?

    public init(root: String, lfs: Bool = false, appConfiguration: String? = nil) {
        self.root = root
        self.lfs = lfs
        self.appConfiguration = appConfiguration
    }

    public static let configurationFile = "barsnap.json"

    /// The branch the app workflow's pushes run on: the repository's default branch, else `main`.
    public static func branch(root: String) -> String { DefaultBranch.read(repository: root) ?? "main" }
    public static let exampleSpec = "Specs/toolbar.json"
    public static let testFileName = "ToolbarSnapshotTests.swift"
    public static let workflowFile = ".github/workflows/barsnap.yml"
    /// The JSON Schemas the two templates name in `"$schema"`, for completion in editors (`barsnap schema` rewrites
    /// them after an upgrade).
    public static let configurationSchemaFile = ".barsnap/barsnap.schema.json"
    public static let sceneSchemaFile = ".barsnap/scene.schema.json"

    /// The files `init` writes, relative to the root: (path, contents). The test file is included only when a test
    /// target folder was found.
    public func plan() -> (files: [(String, String)], notes: [String]) {
        if let appConfiguration {
            var workflow = AppTemplates.workflow(branch: Self.branch(root: root))
            if lfs {
                workflow = workflow.replacing(
                    Templates.checkoutLine, with: Templates.checkoutLine + "          lfs: true\n")
            }
            var files: [(String, String)] = [
                (Self.configurationFile, appConfiguration),
                (Self.workflowFile, workflow),
                (Self.configurationSchemaFile, ConfigurationSchema.jsonSchema.serialized(indent: 2) + "\n"),
                (Self.sceneSchemaFile, SpecSchema.jsonSchema.serialized(indent: 2) + "\n"),
            ]
            if lfs { files.append((".gitattributes", Templates.gitattributes)) }
            return (files, [])
        }
        var files: [(String, String)] = [
            (Self.configurationFile, Templates.configuration),
            (Self.exampleSpec, Templates.exampleSpec),
            (Self.workflowFile, lfs ? Templates.workflowLFS : Templates.workflow),
            (Self.configurationSchemaFile, ConfigurationSchema.jsonSchema.serialized(indent: 2) + "\n"),
            (Self.sceneSchemaFile, SpecSchema.jsonSchema.serialized(indent: 2) + "\n"),
        ]
        var notes: [String] = []
        if lfs {
            files.append((".gitattributes", Templates.gitattributes))
        } else {
            notes.append(
                "references are PNGs in git (about 5–20 KB each): each accepted change adds them to the history. "
                    + """
                        `barsnap init --lfs` keeps them in Git LFS instead (small clones; every machine then needs `git\
                         lfs install`,\u{20}
                        """
                    + "and a clone without `git lfs pull` holds pointer files, not images)")
        }
        // The package's own manifest, a regular file inside the root: a linked one is never read.
        let manifest = try? OwnedFolder(base: root, relative: "Package.swift").read(limit: 4 << 20)
        let text = manifest.flatMap { $0 }.map { String(decoding: $0, as: UTF8.self) }
        if let text {
            if let target = Self.firstTestTarget(in: text), FileIO.isDirectory(Glob.join(root, "Tests/" + target)) {
                files.insert(("Tests/\(target)/\(Self.testFileName)", Templates.testFile), at: 2)
                if text.contains("SnapshotTesting") && !text.contains("__Snapshots__") {
                    notes.append(
                        """
                            swift-snapshot-testing keeps its references in __Snapshots__ folders beside the tests: add\
                             exclude: [\"__Snapshots__\"] to that test target so SwiftPM does not warn about unhandled\
                             files
                            """
                    )
                }
                if !text.contains("\"BarSnap\"") {
                    notes.append(
                        """
                            add BarSnap to Package.swift: the package dependency, and .product(name: \"BarSnap\",\
                             package: \"BarSnap\") in the dependencies of test target \(target)
                            """
                    )
                }
            } else {
                notes.append(
                    "no test target folder found: to run the suite under `swift test`, add to Package.swift "
                        + """
                            .testTarget(name: \"ToolbarSnapshotTests\", dependencies: [.product(name: \"BarSnap\",\
                             package: \"BarSnap\")])\u{20}
                            """
                        + "and run `barsnap init` again (it writes Tests/ToolbarSnapshotTests/\(Self.testFileName))")
            }
        } else {
            notes.append(
                """
                    no Package.swift in \(root): no Swift test file was written (run `barsnap init` in your package's\
                     root to get one)
                    """
            )
        }
        return (files, notes)
    }

    /// Writes every planned file that does not exist yet (atomically), skipping the others.
    public func run() throws -> Outcome {
        let (files, notes) = plan()
        var actions: [Action] = []
        for (relative, contents) in files {
            // Created in one step that fails when anything (a file, a dangling link) has the name, in folders
            // opened without following links: init never overwrites nor writes through a link.
            let file = try OwnedFolder(base: root, relative: relative)
            if file.kind != .missing {
                actions.append(.skipped(relative))
                continue
            }
            if try file.create(Array(contents.utf8)) {
                actions.append(.wrote(relative))
            } else {
                actions.append(.skipped(relative))
            }
        }
        if appConfiguration != nil, let ignored = try ignoreBuildOutput() { actions.append(ignored) }
        return Outcome(actions: actions, notes: notes)
    }

    /// The lines an app's `.gitignore` gets: SwiftPM's build folder and the artifacts `verify` writes.
    public static let ignoredLines = [".build/", "barsnap-artifacts/"]

    /// Appends to `.gitignore` (created when missing) the `ignoredLines` it lacks; nil when it has them all. A link
    /// or a folder named `.gitignore` is left alone (skipped).
    func ignoreBuildOutput() throws -> Action? {
        let file = try OwnedFolder(base: root, relative: ".gitignore")
        let existing: String
        switch file.kind {
        case .missing: existing = ""
        case .file:
            guard let bytes = try file.read(limit: 4 << 20) else { return .skipped(".gitignore") }
            existing = String(decoding: bytes, as: UTF8.self)
        default: return .skipped(".gitignore")
        }
        let present = Set(existing.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            String($0.filter { !$0.isWhitespace })
        })
        let missing = Self.ignoredLines.filter { line in
            let bare = String(line.dropLast())
            return ![line, bare, "/" + line, "/" + bare].contains { present.contains($0) }
        }
        if missing.isEmpty { return nil }
        var text = existing
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += "# barsnap: SwiftPM's build folder and verify's artifacts\n" + missing.joined(separator: "\n") + "\n"
        try file.write(Array(text.utf8))
        return .wrote(".gitignore")
    }

    /// The name of the first `.testTarget(name: "…"` in a manifest, if any.
    static func firstTestTarget(in manifest: String) -> String? {
        guard let range = manifest.firstRange(of: ".testTarget(") else { return nil }
        let rest: Substring = manifest[range.upperBound...]
        guard let name = rest.firstRange(of: "name:") else { return nil }
        let afterName: Substring = rest[name.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard afterName.first == "\"" else { return nil }
        let value = afterName.dropFirst().prefix { $0 != "\"" }
        return value.isEmpty ? nil : String(value)
    }
}
