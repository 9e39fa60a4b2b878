import BarSnapCore
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
public enum ArtifactsFolder {
    public static let markerName = ".barsnap-owned"
    /// Names BarSnap itself puts at the top of an artifacts or report folder.
    static let ownNames: Set<String> = [
        "manifest.json", "manifest.d", "manifest.lock", "summary.json", "index.html", "images", markerName,
    ]
    static let claimed = Mutex<Set<OwnedFolder>>([])

    /// Makes sure BarSnap may write into `folder` (creating it when missing); once per folder and process.
    public static func claim(_ folder: OwnedFolder, force: Bool = false, what: String = "artifacts") throws {
        if claimed.withLock({ $0.contains(folder) }) { return }
        let fd = try folder.open(create: true)
        close(fd)
        let entries = try folder.list()
        let marked = entries.contains { $0.name == markerName && $0.kind == .file }
        if !marked {
            let visible = entries.filter { $0.name != markerName }
            let looksOurs = visible.contains { ["manifest.json", "manifest.d", "summary.json"].contains($0.name) }
                && visible.allSatisfy { ownNames.contains($0.name) || $0.kind == .directory }
            if !(visible.isEmpty || looksOurs || force) {
                let shown = visible.prefix(3).map { Text.escaped($0.name, limit: 60) }.joined(separator: ", ")
                throw FileError(path: folder.path, reason: "is not empty (\(shown)\(visible.count > 3 ? ", …" : "")) and was not "
                    + "created by BarSnap (no \(markerName) file): refusing to write \(what) into it; choose another folder, "
                    + "or pass --force to use it anyway")
            }
            _ = try folder.appending(markerName).create(Array("BarSnap writes \(what) here; this file marks the folder as BarSnap's.\n".utf8))
        }
        _ = claimed.withLock { $0.insert(folder) }
    }
}
