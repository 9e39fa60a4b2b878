import Synchronization

/// Files a configuration names that are checked when it is loaded and read later (fonts): each path with the
/// owned form its check produced (the configuration's folder, then each component below it). A reader that gets
/// the path alone asks here and walks those components again without following a link, so a folder swapped for a
/// link between the check and the read is refused, not followed.
package enum ConfinedFiles {
    private static let owned = Mutex<[String: OwnedFolder]>([:])

    /// Remembers how `path` was confined (the configuration's folder and the components below it).
    package static func record(_ path: String, as file: OwnedFolder) {
        owned.withLock { $0[path] = file }
    }

    /// How `path` was confined, if a configuration's check named it.
    package static func confined(_ path: String) -> OwnedFolder? {
        owned.withLock { $0[path] }
    }
}
