import BarSnapCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `barsnap prune`: references that no case produces, inside the folders a configuration owns.
public enum Prune {
    public struct Result: Equatable, Sendable {
        /// Orphaned `*.png` files, and temporary files an interrupted atomic write left behind
        /// (`.NAME.tmp-XXXXXX`, see `FileIO.writeAtomically`), relative to `Snapshots/`, sorted.
        public var orphans: [String] = []
        /// Directories (relative) that are empty once the orphans are gone, deepest first.
        public var emptyDirectories: [String] = []
        /// Symlinks found (relative); never followed nor removed.
        public var symlinks: [String] = []
        /// Entries directly under the snapshots folder that no suite owns (relative): never read nor touched.
        public var unowned: [String] = []
    }

    static let maxDepth = 32

    /// Walks each folder `snapshots/<owned>` without following symlinks (a loop cannot hang it) and lists the
    /// `*.png` regular files whose path relative to `snapshots` is not in `expected`, and the temporary files of
    /// killed atomic writes. Unless `dryRun`, deletes them and the directories left empty (never an owned folder
    /// itself, never `snapshots`). Nothing outside the owned folders is deleted; a missing owned folder is skipped.
    public static func run(snapshots: String, owned: [String], expected: Set<String>, dryRun: Bool) throws -> Result {
        var result = Result()
        switch SafePath.kind(snapshots) {
        case .missing: return result
        case .directory: break
        default: throw ReportError("\(snapshots) is not a directory (a symlink is refused)")
        }
        let ownedSet = Set(owned)
        do {
            result.unowned = try FileIO.listDirectory(snapshots).filter { !ownedSet.contains($0) && !$0.hasPrefix(".") }
        } catch {
            throw ReportError("cannot read directory \(error)")
        }
        for folder in ownedSet.sorted() {
            guard !folder.isEmpty, !folder.contains("/"), folder != ".", folder != ".." else {
                throw ReportError("\"\(folder)\" is not a folder name")
            }
            let path = snapshots + "/" + folder
            switch SafePath.kind(path) {
            case .directory:
                _ = try walk(path, relative: folder, depth: 1, expected: expected, result: &result)
            case .symlink:
                result.symlinks.append(folder)
            default:
                continue
            }
        }
        result.orphans.sort()
        if !dryRun {
            for orphan in result.orphans {
                let path = snapshots + "/" + orphan
                guard SafePath.kind(path) == .file else { continue }
                if unlink(path) != 0 { throw ReportError("cannot delete \(path): \(String(cString: strerror(errno)))") }
            }
            for dir in result.emptyDirectories {
                let path = snapshots + "/" + dir
                guard SafePath.kind(path) == .directory else { continue }
                if rmdir(path) != 0 { throw ReportError("cannot remove directory \(path): \(String(cString: strerror(errno)))") }
            }
        }
        return result
    }

    /// `.NAME.tmp-XXXXXX`: the temporary file of an atomic write that was killed before its rename.
    static func isInterruptedWrite(_ name: String) -> Bool {
        let chars = Array(name)
        guard chars.count > 12, chars[0] == "." else { return false }
        let tail = chars.suffix(11)
        return String(tail.prefix(5)) == ".tmp-" && tail.suffix(6).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Returns true when the directory would be empty after pruning.
    static func walk(_ path: String, relative: String, depth: Int, expected: Set<String>, result: inout Result) throws -> Bool {
        guard depth <= maxDepth else { throw ReportError("\(path): directories nested deeper than \(maxDepth) levels") }
        let names: [String]
        do { names = try FileIO.listDirectory(path) } catch {
            throw ReportError("cannot read directory \(error)")
        }
        var emptyAfter = true
        for name in names {
            let full = path + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            switch SafePath.kind(full) {
            case .directory:
                if try walk(full, relative: rel, depth: depth + 1, expected: expected, result: &result) {
                    result.emptyDirectories.append(rel)
                } else {
                    emptyAfter = false
                }
            case .file where name.hasSuffix(".png") && !name.hasPrefix(".") && !expected.contains(rel):
                result.orphans.append(rel)
            case .file where isInterruptedWrite(name):
                result.orphans.append(rel)
            case .symlink:
                result.symlinks.append(rel)
                emptyAfter = false
            default:
                emptyAfter = false
            }
        }
        return emptyAfter
    }
}
