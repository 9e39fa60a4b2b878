import Basics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Which folders BarSnap may write its own output into (artifacts, reports): one it created, or an empty one.
///
/// A folder BarSnap creates (or finds empty) gets a marker file, `.barsnap-owned`. A folder that exists, is not
/// empty and has no marker belongs to someone else (`"artifacts": "docs"` in a hostile configuration, a typo
/// in `report -o`): BarSnap refuses to write there unless forced. A folder from an older BarSnap (it holds only
/// BarSnap's own names) is adopted.
package enum ArtifactsFolder {
    public static let markerName = ".barsnap-owned"
    /// Names BarSnap itself puts at the top of an artifacts or report folder.
    static let ownNames: Set<String> = [
        "manifest.json", "manifest.d", "manifest.lock", "summary.json", "index.html", "images", markerName,
    ]
    static let claimed = Mutex<Set<OwnedFolder>>([])

    /// Makes sure BarSnap may write into `folder` (creating it when missing); once per folder and process.
    package static func claim(_ folder: OwnedFolder, force: Bool = false, what: String = "artifacts") throws {
        // One claim at a time: concurrent checks must not see each other's first files before the marker exists.
        try claimed.withLock { set in
            if set.contains(folder) { return }
            try check(folder, force: force, what: what)
            set.insert(folder)
        }
    }

    static func check(_ folder: OwnedFolder, force: Bool, what: String) throws {
        let fd = try folder.open(create: true)
        close(fd)
        let entries = try folder.list()
        let marked = entries.contains { $0.name == markerName && $0.kind == .file }
        if !marked {
            // Another run claiming the same empty folder at the same moment shows only its marker's temporary
            // file (`..barsnap-owned.tmp-XXXXXX`, linked into place next): not someone else's file.
            let visible = entries.filter {
                let name = $0.name
                let markerTemporary = name.hasPrefix("." + markerName + ".tmp-") && OwnedFolder.isTemporaryName(name)
                return $0.name != markerName && !markerTemporary
            }
            let looksOurs = visible.allSatisfy { ownNames.contains($0.name) || $0.kind == .directory }
                && olderBarSnapOutput(folder, entries: visible)
            if !(visible.isEmpty || looksOurs || force) {
                let shown = visible.prefix(3).map { Text.escaped($0.name, limit: 60) }.joined(separator: ", ")
                throw FileError(
                    path: folder.path,
                    reason: "is not empty (\(shown)\(visible.count > 3 ? ", …" : "")) and was not "
                        + """
                            created by BarSnap (no \(markerName) file): refusing to write \(what) into it; choose\
                             another folder,\u{20}
                            """
                        + "or pass --force to use it anyway")
            }
            _ = try folder.appending(markerName).create(
                Array("BarSnap writes \(what) here; this file marks the folder as BarSnap's.\n".utf8))
        }
    }

    /// True when an unmarked folder holds what an older BarSnap wrote: a `manifest.d` folder, or a
    /// `manifest.json` / `summary.json` in BarSnap's own format (`"version": 1` with `entries` / `cases`). A file
    /// that merely has one of those names (someone's `manifest.json`) is not enough.
    static func olderBarSnapOutput(_ folder: OwnedFolder, entries: [(name: String, kind: OwnedFolder.Kind)]) -> Bool {
        if entries.contains(where: { $0.name == "manifest.d" && $0.kind == .directory }) { return true }
        for (name, key) in [("manifest.json", "entries"), ("summary.json", "cases")]
        where entries.contains(where: { $0.name == name && $0.kind == .file }) {
            guard let bytes = try? folder.child(name).read(limit: 64 << 20), let json = try? JSON.parse(bytes) else {
                continue
            }
            if json["version"] == .number(1), case .array? = json[key] { return true }
        }
        return false
    }
}
