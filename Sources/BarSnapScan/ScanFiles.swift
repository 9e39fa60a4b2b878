import Basics
import SnapshotSuite

/// The files a scan reads, found under its sources: never following a symbolic link to a directory (so a link
/// loop cannot hang it), skipping hidden folders and build output, bounded in entries, files and bytes; every
/// file left out for a reason becomes a note. Paths are sorted, so a scan is the same on every run.
struct ScanFiles {
    enum Kind: String, Sendable { case swift, storyboard, xib, strings, xcstrings, asset, nib }

    var swift: [String] = []
    var storyboards: [String] = []
    var strings: [String] = []
    /// `.stringsdict` plural tables (read after the `.strings` of the same table, so their values win).
    var stringsdicts: [String] = []
    var xcstrings: [String] = []
    /// `.xcassets` folders.
    var catalogs: [String] = []
    var notes: [ScanNote] = []
    /// Directory entries listed (for the cap).
    var entries = 0

    /// More directory entries than this end the search with a note.
    static let maxEntries = 200_000
    /// Files read at most (of any kind).
    static let maxFiles = 20_000
    /// Any one file larger than this is skipped with a note.
    static let maxFileBytes = 4 << 20
    /// A string table or catalog larger than this is skipped (and fails the scan, naming it): a real app's one
    /// catalog of every language passes 4 MiB.
    static let maxTableBytes = 32 << 20
    static let maxDepth = 40
    /// Folders never entered: build output and dependency checkouts.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules", ".build"]

    /// Confines every source and every file found (see `PathGuard.confine`).
    let pathGuard: PathGuard
    /// Paths and globs (relative to the scan's folder) skipped on purpose: never listed, read or noted.
    var skip: [String] = []

    init(sources: [String], directory: String, guard pathGuard: PathGuard, skip: [String] = []) throws {
        self.pathGuard = pathGuard
        self.skip = skip
        var seen = Set<String>()
        for (i, source) in sources.enumerated() {
            do { try pathGuard.checkSource(source, in: directory) } catch {
                throw ScanError("sources[\(i)]: \(error)")
            }
            if Glob.isPattern(source) {
                let found: [String]
                do { found = try Glob.files(matching: source, in: directory) } catch {
                    throw ScanError("sources[\(i)]: cannot search \"\(Text.escaped(source))\": \(error)")
                }
                if found.isEmpty { throw ScanError("sources[\(i)]: \"\(Text.escaped(source))\" matches no file") }
                for f in found where confined(f, directory: directory) {
                    add(f, display: Self.relative(f, to: directory), seen: &seen)
                }
                continue
            }
            let path = Glob.resolve(source, in: directory)
            if FileIO.isMissing(path) { throw ScanError("sources[\(i)]: no file or folder at \(Text.escaped(path))") }
            if FileIO.isDirectory(path) && !path.hasSuffix(".xcassets") {
                walk(path, directory: directory, depth: 0, seen: &seen)
            } else {
                add(path, display: Self.relative(path, to: directory), seen: &seen)
            }
        }
        swift.sort()
        storyboards.sort()
        strings.sort()
        stringsdicts.sort()
        xcstrings.sort()
        catalogs.sort()
    }

    /// True when `path` passes the confinement rule; otherwise a note says why it is not read.
    private mutating func confined(_ path: String, directory: String) -> Bool {
        do { _ = try pathGuard.confine(path) } catch let e as FileError {
            notes.append(ScanNote(file: Self.relative(path, to: directory), field: "file",
                                  reason: "not read: \(e.reason)"))
            return false
        } catch {
            notes.append(ScanNote(file: Self.relative(path, to: directory), field: "file",
                                  reason: "not read: \(error)"))
            return false
        }
        return true
    }

    var total: Int {
        swift.count + storyboards.count + strings.count + stringsdicts.count + xcstrings.count + catalogs.count
    }

    private mutating func walk(_ dir: String, directory: String, depth: Int, seen: inout Set<String>) {
        guard depth <= Self.maxDepth else {
            notes.append(
                ScanNote(
                    file: Self.relative(dir, to: directory), field: "folder",
                    reason: "deeper than \(Self.maxDepth) levels: not searched"))
            return
        }
        let names: [String]
        do { names = try FileIO.listDirectory(dir) } catch {
            notes.append(
                ScanNote(
                    file: Self.relative(dir, to: directory), field: "folder", reason: "cannot be listed (\(error))"))
            return
        }
        entries += names.count
        guard entries <= Self.maxEntries else {
            if !notes.contains(where: { $0.field == "search" }) {
                notes.append(
                    ScanNote(
                        file: Self.relative(dir, to: directory), field: "search",
                        reason: "stopped after \(Self.maxEntries) directory entries: name narrower sources"))
            }
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = Glob.join(dir, name)
            if skipped(Self.relative(path, to: directory)) { continue }
            // A link is never followed: a committed `App/Key.swift -> ~/.ssh/id_rsa` must not put a secret into a
            // render (and so into CI artifacts).
            if FileIO.isSymbolicLink(path) {
                notes.append(
                    ScanNote(
                        file: Self.relative(path, to: directory), field: FileIO.isDirectory(path) ? "folder" : "file",
                        reason: FileIO.isDirectory(path)
                            ? "a symbolic link to a folder: not followed" : "a symbolic link: not followed"))
                continue
            }
            if FileIO.isDirectory(path) {
                if name.hasSuffix(".xcassets") {
                    add(path, display: Self.relative(path, to: directory), seen: &seen)
                    continue
                }
                if Self.skippedFolders.contains(name) { continue }
                if name.hasSuffix(".nib") {
                    notes.append(
                        ScanNote(
                            file: Self.relative(path, to: directory), field: "file",
                            reason: "a compiled nib: scan the .xib or .storyboard it was built from"))
                    continue
                }
                walk(path, directory: directory, depth: depth + 1, seen: &seen)
            } else {
                add(path, display: Self.relative(path, to: directory), seen: &seen, quietly: true)
            }
        }
    }

    private mutating func add(_ path: String, display: String, seen: inout Set<String>, quietly: Bool = false) {
        guard !skipped(display), seen.insert(path).inserted else { return }
        let ext = path.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        let known = [
            "swift", "storyboard", "xib", "strings", "stringsdict", "xcstrings", "xcassets", "nib", "storyboardc"
        ]
        guard known.contains(ext) else {
            if !quietly {
                notes.append(ScanNote(file: display, field: "file", reason: "not a kind of file scan reads"))
            }
            return
        }
        if ext == "nib" || ext == "storyboardc" {
            notes.append(
                ScanNote(
                    file: display, field: "file",
                    reason: "a compiled nib: scan the .xib or .storyboard it was built from"))
            return
        }
        guard total < Self.maxFiles else {
            if !notes.contains(where: { $0.field == "files" }) {
                notes.append(
                    ScanNote(
                        file: display, field: "files", reason: "more than \(Self.maxFiles) files: the rest are not read"
                    ))
            }
            return
        }
        switch ext {
        case "swift": swift.append(path)
        case "storyboard", "xib": storyboards.append(path)
        case "strings": strings.append(path)
        case "stringsdict": stringsdicts.append(path)
        case "xcstrings": xcstrings.append(path)
        default: catalogs.append(path)
        }
    }

    /// True when the configuration's `"skip"` names `relative` (a file, or a folder its pattern covers).
    func skipped(_ relative: String) -> Bool {
        skip.contains { Glob.wildcard($0, relative) || Glob.wildcard($0, relative + "/") }
    }

    /// `path` relative to `directory` when below it, else as it is.
    static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        if directory != "." && path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        return path
    }

    /// Reads a file within the size cap, confined like every file a configuration names (no link anywhere on
    /// its path, opened without following one); a note (not an error) when it cannot.
    static func read(_ path: String, display: String, guard pathGuard: PathGuard, notes: inout [ScanNote],
                     limit: Int = maxFileBytes) -> [UInt8]? {
        do { return try pathGuard.read(path, limit: limit) } catch let e as FileError {
            notes.append(ScanNote(file: display, field: "file", reason: "skipped: \(e.reason)"))
            return nil
        } catch {
            notes.append(ScanNote(file: display, field: "file", reason: "skipped: \(error)"))
            return nil
        }
    }
}

/// A scan that cannot start (a source that does not exist); everything else is a note.
public struct ScanError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ message: String) { description = message }
}

extension ScanError {
    /// A usage problem of the `barsnap scan` command.
    public static func message(_ text: String) -> ScanError { ScanError(text) }
}

/// Escaping for text that came from scanned files, for the command's output.
public enum AppScanText {
    public static func escape(_ s: String) -> String { AppScan.escape(s) }
}
