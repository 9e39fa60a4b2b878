import Basics
import PNGCodec
import Verdict
@testable import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// Scratch package roots and real artifacts, made by the harness from committed references.
enum Fixture {
    static var packageRoot: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }

    static func temporaryDirectory(_ tag: String = "dir") throws -> String {
        let dir = "/tmp/barsnap-report-test-\(getpid())-\(UInt64.random(in: 0...UInt64.max))-\(tag)"
        try FileIO.createDirectories(dir)
        return dir
    }

    static let failedName = "buttons/full.phone-44@3x.png"
    static let environmentName = "titles/short.phone-44@3x.png"
    static let newName = "titles/short.pad-50@2x.png"
    static let fingerprint = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1"

    struct Scratch {
        var root: String
        var artifacts: String
        var snapshots: String { root + "/Snapshots" }
    }

    /// A package root whose Snapshots/ holds copies of two committed references, and an artifacts directory with
    /// three real failures written by `verifySnapshot`: `failed` (a 40×12 block recoloured), `environment`
    /// (another image, reference from a different fingerprint) and `new` (no reference, record mode never).
    static func broken() throws -> Scratch {
        let root = try temporaryDirectory("root")
        let artifacts = root + "/artifacts"
        for name in [failedName, environmentName] {
            let dest = root + "/Snapshots/" + name
            try FileIO.createDirectories(FileIO.parentDirectory(of: dest))
            try FileIO.writeAtomically(try FileIO.read(packageRoot + "/Snapshots/" + name), to: dest)
        }
        func config(_ fp: String) -> SnapshotConfiguration {
            SnapshotConfiguration(
                snapshotsDirectory: root + "/Snapshots", artifactsDirectory: artifacts, diffOptions: .exact,
                environmentFingerprint: fp, recordMode: .never, environment: [:], packageRoot: root)
        }
        // failed: same environment as the reference, a block of pixels changed
        let refFailed = try PNG.decode(file: root + "/Snapshots/" + failedName)
        var changed = refFailed.bitmap
        for y in 100..<112 { for x in 300..<340 { changed.setPixel(x: x, y: y, (255, 0, 128, 255)) } }
        let fpFailed = refFailed.text[SnapshotConfiguration.fingerprintKey] ?? fingerprint
        _ = verifySnapshot(changed, named: failedName, configuration: config(fpFailed))
        // environment: a different image, checked under another fingerprint
        let other = try PNG.decode(file: packageRoot + "/Snapshots/titles/japanese.phone-44@3x.png").bitmap
        _ = verifySnapshot(
            other, named: environmentName,
            configuration: config("fonts sha256:000000000000 cairo 1.18.0 pango 1.52.1 fontconfig 2.15.0 format 1"))
        // new: no reference
        let padImage = try PNG.decode(file: packageRoot + "/Snapshots/" + newName).bitmap
        _ = verifySnapshot(padImage, named: newName, configuration: config(fpFailed))
        try RunSummary(cases: [
            .init(id: "buttons/back.phone-44@3x", status: "passed"),
            .init(id: "buttons/full.phone-44@3x", status: "failed"),
            .init(id: "titles/short.pad-50@2x", status: "new"),
            .init(id: "titles/short.phone-44@3x", status: "environment")
        ]).write(to: artifacts)
        return Scratch(root: root, artifacts: artifacts)
    }

    /// Six failures in three groups, on synthetic 120×40 bars (a blue square and a black title bar):
    /// - `g/a`, `g/b`, `g/c` (one variant each, titles at different places): the square turned orange — the
    ///   same changed pixels, so one group by change signature (id `g/a`);
    /// - `g/d.p-1@1x` and `g/d.p-2@1x`: the title moved by 2 and by 3 px — one group as variants of one case;
    /// - `g/e`: the title turned red — alone.
    static func grouped() throws -> Scratch {
        let root = try temporaryDirectory("groups")
        let artifacts = root + "/artifacts"
        func bar(title: Int, square: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255),
                 ink: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)) -> Bitmap {
            var b = Bitmap(width: 120, height: 40, fill: (240, 240, 240, 255))
            for y in 5..<15 { for x in 5..<15 { b.setPixel(x: x, y: y, square) } }
            for y in 18..<24 { for x in title..<(title + 30) { b.setPixel(x: x, y: y, ink) } }
            return b
        }
        let config = SnapshotConfiguration(snapshotsDirectory: root + "/Snapshots", artifactsDirectory: artifacts,
                                           diffOptions: .exact, environmentFingerprint: "fp 1", recordMode: .missing,
                                           environment: [:], packageRoot: root)
        let orange: (UInt8, UInt8, UInt8, UInt8) = (255, 140, 0, 255)
        let cases: [(String, Bitmap, Bitmap)] = [
            ("g/a.p-1@1x.png", bar(title: 40), bar(title: 40, square: orange)),
            ("g/b.p-1@1x.png", bar(title: 50), bar(title: 50, square: orange)),
            ("g/c.p-1@1x.png", bar(title: 60), bar(title: 60, square: orange)),
            ("g/d.p-1@1x.png", bar(title: 70), bar(title: 72)),
            ("g/d.p-2@1x.png", bar(title: 70), bar(title: 73)),
            ("g/e.p-1@1x.png", bar(title: 80), bar(title: 80, ink: (255, 0, 0, 255))),
        ]
        for (name, reference, _) in cases { _ = verifySnapshot(reference, named: name, configuration: config) }
        try Manifest.beginRun(in: artifacts)  // the recordings are not failures of this run
        for (name, _, actual) in cases { _ = verifySnapshot(actual, named: name, configuration: config) }
        return Scratch(root: root, artifacts: artifacts)
    }

    static func text(_ path: String) throws -> String { String(decoding: try FileIO.read(path), as: UTF8.self) }

    static func manifest(_ text: String, in dir: String) throws {
        try FileIO.createDirectories(dir)
        try FileIO.writeAtomically(text, to: dir + "/manifest.json")
    }

    static func run(_ command: String) -> Int32 { (system(command) >> 8) & 0xFF }

    /// The image a report's manifest names for an entry (`actual`, `expected`, `diff`, `expectedRegion`,
    /// `diffRegion`: `images/<SHA-256>.png`), or nil.
    static func reportImage(_ report: String, _ name: String, _ key: String) throws -> String? {
        let manifest = try JSON.parse(try FileIO.read(report + "/manifest.json"))
        guard case let .array(list)? = manifest["entries"] else { return nil }
        for e in list where e["name"] == .string(name) {
            if case let .string(path)? = e[key] { return path }
        }
        return nil
    }
}
