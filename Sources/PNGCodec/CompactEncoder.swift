import Basics
import CZlib

extension PNG {
    /// How rows are filtered before compression (PNG filter types 0–4), see `encodeCompact`.
    public enum RowFilter: String, Sendable, CaseIterable {
        case none, sub, up, average, paeth
        /// Per row, the filter whose output has the smallest sum of absolute (signed) bytes (the heuristic
        /// the PNG specification recommends).
        case adaptive
    }

    /// The encoder for references: like `encode` (same chunks, same pixels: 8-bit RGBA, `sRGB`, the text chunks
    /// before `IDAT`) but with the rows filtered by `filter` and compressed at zlib `level`, written by BarSnap itself
    /// so the bytes depend on zlib alone, not on libpng's choices. References are written rarely and read on every
    /// verify, so the default is the level whose streams inflate fastest: level 3, unfiltered rows (the same size as
    /// libpng's fast mode). Measured over the gallery (`barsnap-bench png`, 449 references): levels 4–9 make the
    /// files 36–43 % smaller, but their lazy matching gives streams that take about 45 % longer to decode (815–848 ms
    /// against 562 ms for all 449), and decoding the reference is about half of a passing verify. Row filters make
    /// both the size and the decode worse for flat colours and anti-aliased text.
    /// `compressedText` go in compressed `iTXt` chunks after the plain ones.
    public static func encodeCompact(
        _ bitmap: Bitmap, text: [(String, String)] = [], compressedText: [(String, String)] = [],
        filter: RowFilter = .none, level: Int32 = 3
    ) throws -> [UInt8] {
        guard Bitmap.isValidSize(width: bitmap.width, height: bitmap.height) else {
            throw PNGError(name: "<encode>", reason: "image size \(bitmap.width)×\(bitmap.height) cannot be encoded")
        }
        var png = signature
        func be32(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        // IHDR: width, height, bit depth 8, colour type 6 (RGBA), compression 0, filter 0, no interlace.
        png += chunk(type: Array("IHDR".utf8), data: be32(bitmap.width) + be32(bitmap.height) + [8, 6, 0, 0, 0])
        png += chunk(type: Array("sRGB".utf8), data: [0])
        for (key, value) in text { png += try textChunk(key: key, value: value) }
        for (key, value) in compressedText { png += try compressedTextChunk(key: key, value: value) }
        let compressed = try Zlib.deflate(filteredRows(bitmap, filter: filter), level: level)
        // IDAT in chunks of at most 64 KiB, as decoders with per-chunk bounds expect.
        var at = 0
        repeat {
            let end = min(compressed.count, at + 65536)
            png += chunk(type: Array("IDAT".utf8), data: Array(compressed[at..<end]))
            at = end
        } while at < compressed.count
        png += chunk(type: Array("IEND".utf8), data: [])
        return png
    }

    /// The scanlines, each preceded by its filter type byte.
    static func filteredRows(_ bitmap: Bitmap, filter: RowFilter) -> [UInt8] {
        let stride = bitmap.width * 4
        if filter == .none {
            // Filter type 0 before each row: the rows copied as they are.
            var out: [UInt8] = []
            out.reserveCapacity((stride + 1) * bitmap.height)
            for y in 0..<bitmap.height {
                out.append(0)
                out.append(contentsOf: bitmap.pixels[(y * stride)..<((y + 1) * stride)])
            }
            return out
        }
        var out = [UInt8](repeating: 0, count: (stride + 1) * bitmap.height)
        var candidate = [UInt8](repeating: 0, count: stride)
        let zeros = [UInt8](repeating: 0, count: stride)
        bitmap.pixels.withUnsafeBufferPointer { px in
            zeros.withUnsafeBufferPointer { zero in
                for y in 0..<bitmap.height {
                    let row = UnsafeBufferPointer(rebasing: px[(y * stride)..<((y + 1) * stride)])
                    let above = y == 0 ? zero : UnsafeBufferPointer(rebasing: px[((y - 1) * stride)..<(y * stride)])
                    let base = y * (stride + 1)
                    let types: [UInt8] =
                        filter == .adaptive ? [0, 1, 2, 3, 4] : [UInt8(RowFilter.allCases.firstIndex(of: filter)!)]
                    var best = UInt64.max
                    for type in types {
                        apply(type, row: row, above: above, into: &candidate)
                        var cost: UInt64 = 0
                        if types.count > 1 { for b in candidate { cost += UInt64(b < 128 ? b : 255 - b + 1) } }
                        if cost < best {
                            best = cost
                            out[base] = type
                            for i in 0..<stride { out[base + 1 + i] = candidate[i] }
                        }
                    }
                }
            }
        }
        return out
    }

    private static func apply(_ type: UInt8, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>,
                              into out: inout [UInt8]) {
        let n = row.count
        for i in 0..<n {
            let x = row[i]
            let a: UInt8 = i >= 4 ? row[i - 4] : 0
            let b = above[i]
            let c: UInt8 = i >= 4 ? above[i - 4] : 0
            switch type {
            case 1: out[i] = x &- a
            case 2: out[i] = x &- b
            case 3: out[i] = x &- UInt8((Int(a) + Int(b)) / 2)
            case 4:
                let p = Int(a) + Int(b) - Int(c)
                let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
                let pred = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                out[i] = x &- pred
            default: out[i] = x
            }
        }
    }
}
