import Basics
@testable import BarSnapScan
#if canImport(Glibc)
import Glibc
#endif

enum Fixture {
    /// The repository root (three levels above this file).
    static var root: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }
    /// The small UIKit app the scanner is tested on.
    static var app: String { root + "/Tests/Fixtures/ScanApp" }

    static func scan() throws -> AppScan { try AppScan(sources: ["App"], directory: app) }
}

/// A scratch directory under /tmp.
struct Scratch {
    let path: String
    init(_ label: String = "scan") throws {
        path = "/tmp/barsnap-\(label)-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileIO.createDirectories(path)
    }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path + "/" + relative
        try FileIO.createDirectories(FileIO.parentDirectory(of: full))
        try FileIO.writeAtomically(bytes, to: full, durable: false)
    }

    /// Copies a folder tree (regular files only).
    func copyTree(from source: String, to relative: String) throws {
        for name in try FileIO.listDirectory(source) {
            let from = source + "/" + name, to = relative + "/" + name
            if FileIO.isDirectory(from) {
                try copyTree(from: from, to: to)
            } else {
                try write(to, try FileIO.read(from))
            }
        }
    }

    /// Removes the folder and its siblings named `<path>-…` (folders a test keeps outside it, like a cache).
    func remove() { _ = system("rm -rf '\(path)' '\(path)'-*") }
}

extension AppScan {
    /// The spec of a screen (first branch) in a locale and scheme.
    func spec(_ name: String, locale: String = "en", scheme: String = "light", branch: Int = 0) -> JSON? {
        guard let s = screens.first(where: { $0.name == name }) else { return nil }
        return scene(s, branch: branch, locale: locale, scheme: scheme).0
    }
}

extension JSON {
    /// An array's element, nil when out of range or not an array.
    subscript(index: Int) -> JSON? {
        guard case let .array(items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
