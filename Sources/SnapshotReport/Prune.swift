import Basics
import PNGCodec
import Verdict
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `barsnap prune`: references that no case produces, inside the folders a configuration owns.
package enum Prune {
    package struct Result: Equatable, Sendable {
        /// Orphaned `*.png` files, and temporary files an interrupted atomic write left behind
        /// (`.NAME.tmp-XXXXXX`, see `FileIO.writeAtomically`), relative to `Snapshots/`, sorted.
        package var orphans: [String] = []
        /// Directories (relative) that are empty once the orphans are gone, deepest first.
        package var emptyDirectories: [String] = []
        /// Symlinks found (relative); never followed nor removed.
        package var symlinks: [String] = []
        /// Entries directly under the snapshots folder that no suite owns (relative): never read nor touched.
        package var unowned: [String] = []
        /// PNG files no case produces that are not BarSnap references (no `barsnap:environment` chunk): never deleted.
        package var foreign: [String] = []
    }

    static let maxDepth = 32

    /// Walks each folder `snapshots/<owned>` without following symlinks (a loop cannot hang it) and lists the
    /// `*.png` regular files whose path relative to `snapshots` is not in `expected` **and that are BarSnap
    /// references** (they carry the `barsnap:environment` text chunk; any other PNG — a photo — is listed in
    /// `foreign` and never deleted), and the temporary files of killed atomic writes. Unless `dryRun`, deletes them
    /// and the directories left empty (never an owned folder itself, never `snapshots`). Every folder is opened
    /// from the trusted base down without following links; a missing owned folder is skipped.
    package static func run(snapshots: String, owned: [String], expected: Set<String>, dryRun: Bool) throws -> Result {
        try run(snapshots: OwnedFolder(base: snapshots), owned: owned, expected: expected, dryRun: dryRun)
    }

    package static func run(snapshots: OwnedFolder, owned: [String], expected: Set<String>, dryRun: Bool) throws
        -> Result
    {
        var result = Result()
        switch snapshots.components.isEmpty ? SafePath.kind(snapshots.base) : snapshots.kind {
        case .missing: return result
        case .directory: break
        default: throw ReportError("\(snapshots.path) is not a directory (a symlink is refused)")
        }
        let ownedSet = Set(owned)
        let top: [(name: String, kind: OwnedFolder.Kind)]
        do { top = try snapshots.list() } catch { throw ReportError("cannot read directory \(error)") }
        result.unowned = top.map(\.name).filter { !ownedSet.contains($0) && !$0.hasPrefix(".") }
        for folder in ownedSet.sorted() {
            guard !folder.isEmpty, !folder.contains("/"), folder != ".", folder != ".." else {
                throw ReportError("\"\(Text.escaped(folder))\" is not a folder name")
            }
            switch top.first(where: { $0.name == folder })?.kind {
            case .directory?:
                _ = try walk(
                    try snapshots.appending(folder), relative: folder, depth: 1, expected: expected, result: &result)
            case .symlink?:
                result.symlinks.append(folder)
            default:
                continue
            }
        }
        result.orphans.sort()
        result.foreign.sort()
        if !dryRun {
            for orphan in result.orphans {
                do { try snapshots.appending(orphan).removeFile() } catch {
                    throw ReportError("cannot delete: \(error)")
                }
            }
            for dir in result.emptyDirectories { (try? snapshots.appending(dir))?.removeEmptyFolder() }
        }
        return result
    }

    /// `.NAME.tmp-XXXXXX`: the temporary file of an atomic write that was killed before its rename.
    static func isInterruptedWrite(_ name: String) -> Bool { OwnedFolder.isTemporaryName(name) }

    /// True when the PNG at `file` is a BarSnap reference (it has the `barsnap:environment` text chunk).
    static func isBarSnapReference(_ file: OwnedFolder) -> Bool {
        guard let bytes = try? file.read(limit: PNG.maxReferenceFileBytes),
              let text = try? PNG.readText(bytes, name: file.path) else { return false }
        return text["barsnap:environment"] != nil
    }

    /// Returns true when the directory would be empty after pruning.
    static func walk(_ folder: OwnedFolder, relative: String, depth: Int, expected: Set<String>, result: inout Result)
        throws -> Bool
    {
        guard depth <= maxDepth else {
            throw ReportError("\(folder.path): directories nested deeper than \(maxDepth) levels")
        }
        let names: [(name: String, kind: OwnedFolder.Kind)]
        do { names = try folder.list() } catch {
            throw ReportError("cannot read directory \(error)")
        }
        var emptyAfter = true
        for (name, kind) in names {
            let rel = relative.isEmpty ? name : relative + "/" + name
            let full = try folder.appending(name)
            switch kind {
            case .directory:
                if try walk(full, relative: rel, depth: depth + 1, expected: expected, result: &result) {
                    result.emptyDirectories.append(rel)
                } else {
                    emptyAfter = false
                }
            case .file where name.hasSuffix(".png") && !name.hasPrefix(".") && !expected.contains(rel):
                if isBarSnapReference(full) {
                    result.orphans.append(rel)
                } else {
                    result.foreign.append(rel)
                    emptyAfter = false
                }
            case .file
            where name.hasSuffix(ReferenceFormat.scene.fileExtension) && !name.hasPrefix(".")
                && !expected.contains(rel):
                // A scene reference BarSnap wrote parses as one; any other JSON is never deleted.
                if let bytes = try? full.read(limit: SceneReference.maxFileBytes),
                    (try? SceneReference.parse(bytes)) != nil
                {
                    result.orphans.append(rel)
                } else {
                    result.foreign.append(rel)
                    emptyAfter = false
                }
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
