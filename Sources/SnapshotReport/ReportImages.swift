import Basics
import Synchronization

/// A report's images, content-addressed: each distinct image is one file, `images/<SHA-256 of its bytes>.png`,
/// however many cards show it (the same change cut from many screens, a screen drawn the same in two variants).
/// The name depends on the bytes alone, so the same failures give the same files in any order, on any thread.
final class ReportImages: Sendable {
    static let folder = "images"

    /// `images/` and 64 lowercase hexadecimal digits and `.png`: the only manifest paths a report's entry may name.
    static func isStoredName(_ path: String) -> Bool {
        let prefix = folder + "/", suffix = ".png"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix) else { return false }
        let hex = path.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
        return hex.count == 64 && hex.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static func name(of bytes: [UInt8]) -> String { folder + "/" + SHA256.hex(bytes) + ".png" }

    let output: OwnedFolder
    private let written = Mutex<Set<String>>([])

    init(output: OwnedFolder) { self.output = output }

    /// The distinct images stored so far.
    var count: Int { written.withLock { $0.count } }

    /// Writes `bytes` unless an image with the same bytes is already stored; returns its path in the report.
    func place(_ bytes: [UInt8]) throws -> String {
        let name = Self.name(of: bytes)
        if written.withLock({ $0.insert(name).inserted }) {
            do { try output.appending(name).write(bytes, durable: false) } catch {
                written.withLock { _ = $0.remove(name) }
                throw error
            }
        }
        return name
    }

    /// Removes the stored images of an earlier report in the same folder that this one does not show (only files
    /// named like a stored image: nothing else in `images/` is touched).
    func removeUnused() {
        let folder = output.child(Self.folder)
        guard let list = try? folder.list() else { return }
        let keep = written.withLock { $0 }
        for item in list where item.kind == .file {
            let name = Self.folder + "/" + item.name
            if Self.isStoredName(name), !keep.contains(name) { _ = try? folder.appending(item.name).removeFile() }
        }
    }
}
