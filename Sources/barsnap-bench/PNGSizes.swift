// barsnap-bench png [--root DIR]: the size of every gallery reference written by each encoder (libpng's fast
// mode, as older references were written; the compact encoder at zlib levels 3, 4, 6 and 9, and 9 with each row
// filter),
// the time to encode them, and the time to decode them (the passing verify's only PNG work). Pixels are checked
// to round-trip.
import Basics
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

enum PNGSizes {
    static func run(root: String) throws {
        let files = try Glob.files(matching: "Snapshots/**/*.png", in: root)
        let decoded = try files.map { try PNG.decode(file: $0) }
        let stored = try files.reduce(0) { $0 + (try FileIO.read($1).count) }
        print("png: \(files.count) gallery references, \(stored) bytes as stored")
        var variants: [(String, (Bitmap, [(String, String)]) throws -> [UInt8])] = [
            ("libpng fast (before)", { try PNG.encode($0, text: $1) })
        ]
        for level: Int32 in [3, 4, 6, 9] {
            for filter in level == 9 ? [.none, .up, .paeth, .adaptive] : [PNG.RowFilter.none] {
                variants.append(
                    (
                        "compact level \(level) \(filter.rawValue)",
                        { try PNG.encodeCompact($0, text: $1, filter: filter, level: level) }
                    ))
            }
        }
        var baseline = 0
        for (name, encode) in variants {
            var total = 0
            var encoded: [[UInt8]] = []
            let t0 = now()
            for d in decoded {
                let text = d.text.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                let bytes = try encode(d.bitmap, text)
                total += bytes.count
                encoded.append(bytes)
            }
            let encodeMs = Double(now() - t0) / 1e6
            // Decode time: the median of 3 passes over every file.
            var passes: [Double] = []
            for _ in 0..<3 {
                let t1 = now()
                for (i, bytes) in encoded.enumerated() {
                    let back = try PNG.decode(bytes, name: files[i])
                    if back.bitmap != decoded[i].bitmap { fail("\(name): \(files[i]) does not round-trip") }
                }
                passes.append(Double(now() - t1) / 1e6)
            }
            passes.sort()
            if baseline == 0 { baseline = total }
            let saved = 100 * (1 - Double(total) / Double(baseline))
            print(
                """
                    \(name)\t\(total) bytes\t\(fmt(saved)) % smaller\tencode \(fmt(encodeMs)) ms\tdecode\
                     \(fmt(passes[1])) ms (all files)
                    """
            )
        }
    }
}
