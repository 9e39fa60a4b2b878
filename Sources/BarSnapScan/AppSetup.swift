import Basics
import SnapshotSuite

/// `barsnap init` in an iOS app's own repository (an Xcode project or workspace, no `Package.swift`): the app's
/// source folders, found by scanning each top-level folder for screens (kept to the folders the project's groups
/// name, when its `project.pbxproj` names any), and the locales of their string tables.
public struct AppSetup: Sendable, Equatable {
    /// The `.xcodeproj` and `.xcworkspace` bundles found (relative to the root).
    public var projects: [String]
    /// Top-level folders holding screens, sorted.
    public var sources: [String]
    /// Every locale the app's string tables have, the development language first.
    public var locales: [String]
    public var developmentLanguage: String
    /// Screens the scan finds in `sources`.
    public var screens: Int
    /// How much of each field the scan read (`titles 41/44 read, de titles 38/44, items 60/71, back buttons 44/44`).
    package var coverage = ""
    /// The three largest groups of what the scan could not read (`barsnap scan --unresolved` lists them all).
    package var unresolved = ""
    /// The string tables that could not be read (the scan suite fails until they are), or nil.
    package var tableFailure: String?
    /// Top-level folders left out because a target that builds them is not an iOS one, each with its target
    /// ("Watch App (target Watch App)").
    package var leftOut: [String] = []
    /// Files the scanner cannot read today (a syntax swift-syntax does not parse, a file over a limit): written into
    /// the suite's `"skip"`, so the first run passes and a file a pull request makes unreadable later fails it.
    package var skip: [String] = []

    /// Folders never taken as the app's sources.
    static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules", "fastlane",
                                       "Snapshots", "Specs", "vendor", "Vendor", "docs", "scripts", "Scripts"]

    /// The app at `root`, or nil when it holds no Xcode project or workspace (at the top or one folder down).
    /// Throws when there is a project but no folder with a screen (a setup that would verify nothing).
    public static func detect(root: String) throws -> AppSetup? {
        // A folder's string tables are read twice (finding the folders, then the locales); each scan lets its
        // tables go before the next.
        var limits = ScanBudget.Limits()
        limits.tables *= 2
        return try detect(root: root, limits: limits)
    }

    /// The same, within `limits` for the whole of it (tests lower them).
    static func detect(root: String, limits: ScanBudget.Limits) throws -> AppSetup? {
        // Only what is inside the repository: a committed link (`Linked -> ../outside`, a linked project) is
        // never followed, so no project outside decides which folders are the app's.
        let top = ((try? FileIO.listDirectory(root)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
            .filter { !FileIO.isSymbolicLink(Glob.join(root, $0)) }
        var projects = top.filter(isProject)
        for name in top where FileIO.isDirectory(Glob.join(root, name)) && !isProject(name) && !skipped.contains(name) {
            let inner = ((try? FileIO.listDirectory(Glob.join(root, name))) ?? []).filter(isProject).sorted()
            projects += inner.map { name + "/" + $0 }.filter { !FileIO.isSymbolicLink(Glob.join(root, $0)) }
        }
        guard !projects.isEmpty else { return nil }
        var candidates = top.filter { name in
            let path = Glob.join(root, name)
            return FileIO.isDirectory(path) && !FileIO.isSymbolicLink(path) && !isProject(name)
                && !skipped.contains(name)
                && !name.hasSuffix(".xcassets") && !name.hasSuffix(".lproj") && !name.lowercased().contains("test")
        }
        // The project's groups: `path = iOS;` names a folder it builds from. Only those, when it names any.
        let named = groupPaths(projects.filter { $0.hasSuffix(".xcodeproj") }, root: root)
        let inProject = candidates.filter { named.contains($0) }
        if !inProject.isEmpty { candidates = inProject }
        var leftOut: [String] = []
        for (target, folders) in nonIOSTargets(projects.filter { $0.hasSuffix(".xcodeproj") }, root: root) {
            for folder in candidates where folders.contains(folder) {
                leftOut.append("\(folder) (target \(target))")
            }
            candidates.removeAll { folders.contains($0) }
        }
        // One budget for the whole of `init` (each folder's scan and the last one): 32 folders with a budget each
        // took 41 s and 729 MB.
        let budget = ScanBudget(limits: limits)
        func scan(_ sources: [String]) throws -> AppScan {
            try AppScan(sources: sources, directory: root, budget: budget, cache: TreeCache(budget: budget))
        }
        var sources: [String] = []
        for folder in candidates {
            guard let scan = try? scan([folder]), !scan.screens.isEmpty else {
                if budget.expired { throw ScanError(budget.stopReason + " (finding the app's source folders)") }
                continue
            }
            sources.append(folder)
        }
        guard !sources.isEmpty else {
            throw ScanError("found \(projects.joined(separator: ", ")) but no folder with a screen (a UIViewController "
                + "subclass or a storyboard scene with a navigation item) among \(candidates.joined(separator: ", ")): "
                + "write barsnap.json's \"scan\" suite by hand, naming the folders of the app's view controllers")
        }
        let scan = try scan(sources)
        if budget.refused > 0 {
            throw ScanError("the scan's budget for all of init ran out (\(budget.refused) Swift file(s) not read) "
                + "while looking for the app's folders among \(candidates.count): write "
                + "barsnap.json's \"scan\" suite by hand, naming the folders of the app's view controllers")
        }
        return AppSetup(projects: projects, sources: sources, locales: scan.tables.locales,
                        developmentLanguage: scan.tables.developmentLanguage, screens: scan.drawnScreens.count,
                        coverage: scan.coverage(scan.developmentScenes).line,
                        unresolved: scan.unresolvedGroups.isEmpty ? "" : scan.unresolvedReport(title: "app", limit: 3),
                        tableFailure: scan.tableFailure, leftOut: leftOut,
                        skip: Array(Set(scan.refusals.map(\.file))).sorted())
    }

    /// The projects' targets that build for no iOS platform, with their folders (bounded reads, no links).
    static func nonIOSTargets(_ projects: [String], root: String) -> [(target: String, folders: Set<String>)] {
        var out: [(String, Set<String>)] = []
        for project in projects {
            guard let text = projectFile(project, root: root) else { continue }
            out += ProjectTargets.nonIOS(pbxproj: text)
        }
        return out
    }

    /// A project's `project.pbxproj` when it is a regular file inside `root` reached through no link (bounded).
    static func projectFile(_ project: String, root: String) -> String? {
        let file = Glob.join(root, project + "/project.pbxproj")
        let inside = PathGuard(directory: root, allowOutside: false)
        guard let bytes = try? inside.read(file, limit: 32 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isProject(_ name: String) -> Bool { name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") }

    /// The `path = …;` values of the projects' groups and files (first path components), bounded reads.
    static func groupPaths(_ projects: [String], root: String) -> Set<String> {
        var out = Set<String>()
        for project in projects {
            guard let text = projectFile(project, root: root) else { continue }
            for line in text.split(separator: "\n") {
                guard let at = line.firstRange(of: "path = ") else { continue }
                var value = line[at.upperBound...].prefix { $0 != ";" }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = value.dropFirst().dropLast()
                }
                if let first = value.split(separator: "/").first { out.insert(String(first)) }
            }
        }
        return out
    }

    /// The configuration: one scan suite over the sources, on a phone and a tablet, light and dark, in every
    /// locale the app has (the development language alone: no locale axis), locales sharing identical references.
    public var configuration: String {
        let list = { (values: [String]) in values.map { JSON.string($0).serialized() }.joined(separator: ", ") }
        var matrix = "\"device\": [\"iphone-15\", \"ipad-11\"], \"colorScheme\": [\"light\", \"dark\"]"
        if locales.count > 1 { matrix += ", \"locale\": [\(list(locales))]" }
        // Locales without their own bar text draw the development language's bars: one reference for them all.
        let share = locales.count > 1 ? ",\n      \"shareLocales\": true" : ""
        return """
            {
              "$schema": ".barsnap/barsnap.schema.json",
              "snapshots": "Snapshots",
              "tolerance": {"mode": "exact"},
              "suites": [
                {
                  "name": "screens",
                  "scan": {"sources": [\(list(sources))]\(skip.isEmpty ? "" : ", \"skip\": [\(list(skip))]")},
                  "matrix": {\(matrix)}\(share)
                }
              ]
            }

            """
    }
}
