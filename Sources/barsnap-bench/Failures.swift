// The failure path at scale, for Scripts/bench (section 4). Performance: "barsnap-bench failures and alter".
import Basics
import Pipeline
import Dispatch
import PNGCodec
import Verdict
import SnapshotSuite
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Red and blue swapped in every pixel: coloured pixels change, greys do not. An image without colour gets a
/// 24×24 block at its centre inverted instead, so every reference differs.
func alterColours(_ b: Bitmap) -> Bitmap {
    var out = b
    out.pixels.withUnsafeMutableBufferPointer { p in
        var i = 0
        while i < p.count {
            let r = p[i]
            p[i] = p[i + 2]
            p[i + 2] = r
            i += 4
        }
    }
    if out == b {
        for y in max(0, b.height / 2 - 12)..<min(b.height, b.height / 2 + 12) {
            for x in max(0, b.width / 2 - 12)..<min(b.width, b.width / 2 + 12) {
                let q = out.pixel(x: x, y: y)
                out.setPixel(x: x, y: y, (255 - q.r, 255 - q.g, 255 - q.b, 255))
            }
        }
    }
    return out
}

@MainActor func alterGallery(to out: String) throws {
    let gallery = try BarSnapConfiguration(contentsOf: root + "/" + BarSnapConfiguration.fileName)
    var written = 0, colourless = 0
    for c in gallery.cases {
        let source = gallery.snapshotsDirectory + "/" + c.referencePath
        let decoded = try PNG.decode(file: source)
        let altered = alterColours(decoded.bitmap)
        var swapped = decoded.bitmap
        swapped.pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let r = p[i]
                p[i] = p[i + 2]
                p[i + 2] = r
                i += 4
            }
        }
        if swapped == decoded.bitmap { colourless += 1 }
        let dest = out + "/Snapshots/" + c.referencePath
        try FileIO.createDirectories(FileIO.parentDirectory(of: dest))
        let text = decoded.text.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        try PNG.write(altered, text: text, to: dest)
        written += 1
    }
    try FileIO.writeAtomically(try FileIO.read(gallery.file), to: out + "/" + BarSnapConfiguration.fileName)
    let link = out + "/Tests"
    if !FileIO.exists(link) { _ = symlink(root + "/Tests", link) }
    print("altered \(written) references in \(out)/Snapshots (\(colourless) without colour: a block inverted)")
}

@MainActor func benchFailures(count: Int, jobs: Int, keep: String?, pixelmatch: Bool = false, described: Bool = false)
    throws
{
    let dir = keep ?? "/tmp/barsnap-bench-failures-\(getpid())"
    _ = system("rm -rf '\(dir)'")
    let cases = try BarSnapConfiguration(contentsOf: root + "/" + BarSnapConfiguration.fileName).cases
    let fingerprint = try Pipeline.fingerprint()
    // One render per gallery case; failure i is case i mod 170 under its own name, its reference altered.
    var renders: [Bitmap] = []
    for c in cases { renders.append(try c.render()) }
    var names: [String] = []
    for i in 0..<count {
        let c = cases[i % cases.count]
        let name = "bench/" + c.id.replacingSlashes() + "-\(i / cases.count).png"
        names.append(name)
        let path = dir + "/Snapshots/" + name
        try FileIO.createDirectories(FileIO.parentDirectory(of: path))
        // --described: the reference stores its case's description, so each failure also describes the render and
        // says what changed (the pixels were altered, so: "drawing changed, layout identical").
        let description = described ? c.subject.describe?().map { [(SnapshotDescription.key, $0.encoded)] } ?? [] : []
        try FileIO.writeAtomically(
            try PNG.encodeCompact(
                alterColours(renders[i % cases.count]),
                text: [(SnapshotConfiguration.fingerprintKey, fingerprint)],
                compressedText: description), to: path)
    }
    let config = SnapshotConfiguration(
        snapshotsDirectory: dir + "/Snapshots", artifactsDirectory: dir + "/artifacts",
        diffOptions: pixelmatch ? .pixelmatch : .exact, environmentFingerprint: fingerprint, recordMode: .never,
        environment: [:], packageRoot: dir)
    let failures = Atomic<Int>(0)
    let next = Atomic<Int>(0)
    let snapshotNames = names
    let bitmaps = renders
    let caseCount = cases.count
    let subjects = cases.map { described ? $0.subject : SnapshotSubject() }
    let t0 = now()
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while true {
            let i = next.add(1, ordering: .relaxed).oldValue
            guard i < snapshotNames.count else { return }
            if checkSnapshot(bitmaps[i % caseCount], named: snapshotNames[i], configuration: config,
                             subject: subjects[i % caseCount]).failure != nil {
                failures.add(1, ordering: .relaxed)
            }
        }
    }
    let checked = Double(now() - t0) / 1e6
    // Reading the whole list once (what report and accept do; assembling manifest.json where that exists).
    let t1 = now()
    let listed = try Manifest.entries(in: dir + "/artifacts").count
    let read = Double(now() - t1) / 1e6
    let failed = failures.load(ordering: .relaxed)
    guard failed == count else { fail("only \(failed) of \(count) snapshots failed") }
    print(
        """
            failures \(count) (\(pixelmatch ? "pixelmatch" : "exact")\(described ? ", described" : "")) on \(jobs)\
             thread(s): \(fmt(checked)) ms, \(fmt(checked / Double(count))) ms per failure;\u{20}
            """
            + "listing the \(listed) manifest entries: \(fmt(read)) ms")
    if keep == nil { _ = system("rm -rf '\(dir)'") }
}

extension String {
    func replacingSlashes() -> String { String(map { $0 == "/" ? "_" : $0 }) }
}
