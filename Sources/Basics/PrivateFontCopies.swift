import Synchronization

/// The private copies of a process's user fonts, shared: every font set that holds a file uses one copy of it (a
/// 61 MiB font in thirty font sets was thirty deleted copies, 1.8 GB held in the temporary folder), and all copies
/// together hold at most `maxHeldBytes`.
extension PrivateFontCopy {
    /// The most bytes the private copies of one process may hold together (four fonts of the largest size).
    package static let maxHeldBytes = 4 * FontFiles.maxFileBytes

    private struct Held: Sendable {
        var copies: [String: (identity: [Int64]?, copy: PrivateFontCopy)] = [:]
        var bytes = 0
    }

    private static let held = Mutex(Held())

    /// The copy of the font at `path`: the one already made when the file is unchanged (same device, inode, size
    /// and modification time), else a new one. Throws when the copies would hold more than `maxHeldBytes`.
    package static func shared(_ path: String) throws(FileError) -> PrivateFontCopy {
        let identity = FontFiles.identity(path)
        if let hit = held.withLock({ $0.copies[path] }), hit.identity != nil, hit.identity == identity {
            return hit.copy
        }
        let copy = try PrivateFontCopy(path)
        let total = held.withLock { state -> Int? in
            let replaced = state.copies[path]?.copy.byteCount ?? 0
            let total = state.bytes - replaced + copy.byteCount
            guard total <= maxHeldBytes else { return nil }
            state.copies[path] = (identity, copy)
            state.bytes = total
            return total
        }
        guard total != nil else {
            throw FileError(
                path: path,
                reason: "the user fonts of this run would hold more than \(maxHeldBytes >> 20) MiB together"
                    + " (each font file is loaded once; name fewer or smaller fonts)")
        }
        return copy
    }
}
