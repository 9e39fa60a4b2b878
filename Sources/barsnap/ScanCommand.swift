import ArgumentParser
import Basics
import BarSnapScan
import SnapshotSuite

/// `barsnap scan [PATH…] [--config FILE] [--json] [--write-specs DIR [--force]]`: reads an app's view controllers,
/// storyboards, string tables and asset catalogs into screens, and says what it could not read.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract:
            "Read an app's UIKit and SwiftUI code into screens (one scene per view controller or titled view) and "
            + "list what could not be read.",
        discussion: """
            Without PATHs, scans the sources of every "scan" suite in barsnap.json. Swift files, storyboards, xibs, \
            .strings, .xcstrings and .xcassets under the paths are read; nothing is written except with --write-specs.
            """)

    @Argument(help: "Folders, files or globs to scan (default: the \"scan\" suites' sources in barsnap.json).")
    var paths: [String] = []

    @OptionGroup var configOption: ConfigOption

    @Flag(help: "Print the result as JSON (files, locales, screens with their scene specs per locale, notes).")
    var json = false

    @Option(help: "Write plain scene specs, DIR/<locale>/<Screen>.json, with the images they use beside them.")
    var writeSpecs: String?

    @Flag(help: """
        List what could not be read grouped by the expression that caused it, most screens first, each with its \
        screens, file:line and a hint line to paste into the scan suite's "hints".
        """)
    var unresolved = false

    @Flag(help: "With --write-specs: write into a non-empty folder that scan did not create.")
    var force = false

    @Option(help: "Print how each field of SCREEN (a case stem or type name) was found: the chain of file:line.")
    var explain: String?

    func run() throws {
        try reportingErrors {
            // What the scan reads stays inside its root (the folder holding the named paths, or the configuration's).
            let allowOutside = configOption.allowOutside || PathGuard.allowedByEnvironment
            var scans: [(String, AppScan)] = []
            if !paths.isEmpty {
                let root = ScanRoot.choose(for: paths, current: FileIO.currentDirectory())
                let scan = try AppScan(sources: root.sources, directory: root.directory, allowOutside: allowOutside)
                scans.append((paths.joined(separator: " "), scan))
            } else {
                let file = configOption.config ?? BarSnapConfiguration.find(above: FileIO.currentDirectory())
                guard let file else {
                    throw ScanError.message("no paths given and no barsnap.json here or above: barsnap scan PATH…")
                }
                let bytes: [UInt8]
                do { bytes = try FileIO.read(file, limit: 16 << 20) } catch let e as FileError {
                    throw ConfigurationError(file: file, message: e.reason)
                }
                let parsed = try ConfigurationFile.parse(bytes, file: file)
                let dir = FileIO.parentDirectory(of: file)
                for suite in parsed.suites {
                    guard let scan = suite.scan else { continue }
                    var options = ScanOptions(theme: scan.theme, hints: scan.hints, unresolved: scan.unresolved)
                    options.skip = scan.skip
                    do {
                        let app = try AppScan(sources: scan.sources, directory: dir, allowOutside: allowOutside,
                                              options: options)
                        scans.append((suite.name, app))
                    } catch let e as ScanError {
                        throw ConfigurationError(file: file, message: "\(scan.path).\(e.description)")
                    }
                }
                if scans.isEmpty {
                    throw ConfigurationError(
                        file: file, message: "has no \"scan\" suite; name the folders to scan: barsnap scan PATH…")
                }
            }
            if let dir = writeSpecs {
                guard scans.count == 1, let scan = scans.first?.1 else {
                    throw ScanError.message("--write-specs takes one scan: name its paths, or keep one \"scan\" suite")
                }
                let files = try scan.writeSpecs(to: dir, force: force)
                if !json { print("wrote \(files.count) files under \(dir)") }
            }
            if let screen = explain {
                var found = false
                for (_, scan) in scans {
                    guard let text = scan.explanation(of: screen) else { continue }
                    printDocument(text, terminator: "")
                    found = true
                }
                if !found {
                    throw ScanError.message("--explain: no screen named \"\(AppScanText.escape(screen))\" was found")
                }
                return
            }
            if unresolved {
                for (name, scan) in scans { printDocument(scan.unresolvedReport(title: name), terminator: "") }
                return
            }
            if json {
                let doc: JSON = scans.count == 1 ? scans[0].1.json()
                    : .object(scans.map { ($0.0, $0.1.json()) })
                printDocument(doc.serialized(indent: 2))
            } else {
                for (name, scan) in scans { printDocument(scan.report(title: name), terminator: "") }
            }
            // Silence is not success: an unreadable table fails the run, after the report.
            if let failure = scans.compactMap({ $0.1.tableFailure }).first { throw ScanError.message(failure) }
            // Silence is not success: a refused source may hide a screen, so the scan fails (after its report).
            let refused = scans.map(\.1.refusals.count).reduce(0, +)
            if refused > 0 {
                printError("barsnap scan: \(refused) source file(s) could not be read (listed above); a \"scan\" "
                    + "suite fails on them unless its \"skip\" names them")
                throw ExitCode(1)
            }
        }
    }
}
