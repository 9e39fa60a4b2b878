import Basics
import SnapshotSuite
import Testing
#if canImport(Glibc)
import Glibc
#endif

enum Package {
    /// The repository root (three levels above this file).
    static var root: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }

    /// BarSnap's own gallery: the repository's barsnap.json.
    static let gallery: BarSnapConfiguration? = try? BarSnapConfiguration(contentsOf: root + "/barsnap.json")
}

/// A scratch directory under /tmp, removed by `remove()`.
struct Scratch {
    let path: String
    init(_ label: String = "suite") throws {
        path = "/tmp/barsnap-\(label)-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileIO.createDirectories(path)
    }

    /// Writes `text` to `relative` (creating folders).
    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileIO.createDirectories(FileIO.parentDirectory(of: full))
        try FileIO.writeAtomically(text, to: full)
    }

    func copy(from source: String, to relative: String) throws {
        let full = path + "/" + relative
        try FileIO.createDirectories(FileIO.parentDirectory(of: full))
        try FileIO.writeAtomically(try FileIO.read(source), to: full)
    }

    func read(_ relative: String) throws -> [UInt8] { try FileIO.read(path + "/" + relative) }

    func remove() { _ = system("rm -rf '\(path)'") }

    /// Loads `barsnap.json` of this directory.
    func load() throws -> BarSnapConfiguration { try BarSnapConfiguration(contentsOf: path + "/barsnap.json") }
}

/// The error message a configuration load throws, or nil when it loads.
func loadError(_ scratch: Scratch) -> String? {
    do {
        _ = try scratch.load()
        return nil
    } catch { return "\(error)" }
}
