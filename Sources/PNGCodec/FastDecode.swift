import Basics
import CDeflate

/// The fast path of `PNG.decode` for the form BarSnap writes and most encoders write: 8-bit RGBA or RGB, not
/// interlaced, no palette or transparency chunk. The IDAT stream is inflated by libdeflate in one call into a
/// buffer of exactly the rows' size and the rows are unfiltered per bytes-per-pixel (a zlib stream is inflated
/// several times faster this way than by libpng's streaming reader). Anything else returns nil — another form,
/// a chunk libpng would refuse, a critical chunk whose CRC is wrong, a stream that is damaged, has trailing
/// bytes, fails its Adler-32 or inflates to another size — and libpng decodes the file, so its pixels and its
/// error messages stay the reference.
enum FastDecode {
    /// The pixels as 8-bit RGBA, or nil when libpng must decode the file.
    static func rgba(_ bytes: [UInt8], maxPixels: Int) -> Bitmap? {
        guard let layout = Layout(bytes), Bitmap.isValidSize(width: layout.width, height: layout.height),
              layout.width * layout.height <= maxPixels
        else { return nil }
        let rowBytes = layout.width * layout.channels + 1
        let (rawSize, overflow) = rowBytes.multipliedReportingOverflow(by: layout.height)
        guard !overflow else { return nil }
        // A stream cannot inflate past deflate's ratio: refuse to allocate for a forged header (libpng says why).
        guard layout.compressed.count * 1032 + 64 >= rawSize else { return nil }
        // One buffer: the inflated rows at its start, unfiltered and widened in place into the pixels.
        let stride = layout.width * 4, size = stride * layout.height
        var ok = false
        let pixels = [UInt8](unsafeUninitializedCapacity: max(rawSize, size)) { out, count in
            ok = layout.compressed.withUnsafeBufferPointer { input in
                barsnap_zlib_inflate_exact(input.baseAddress, input.count, out.baseAddress, rawSize) == 0
                    && barsnap_png_unfilter_rgba(
                        out.baseAddress, layout.width, layout.height, Int32(layout.channels)) == 0
            }
            if !ok { out.initialize(repeating: 0) }
            count = ok ? size : out.count
        }
        guard ok else { return nil }
        return Bitmap(width: layout.width, height: layout.height, pixels: pixels)
    }

    /// What the fast path needs from the chunk list: the header's size and channels, and the IDAT data joined.
    struct Layout {
        var width = 0
        var height = 0
        var channels = 0
        var compressed: [UInt8] = []

        /// nil unless the file is a well-formed PNG of the fast form: IHDR first, 8-bit colour type 6 or 2,
        /// standard compression and filter methods, no interlacing; consecutive IDATs; IEND last; no PLTE, tRNS or
        /// unknown critical chunk; correct CRCs on every critical chunk.
        init?(_ bytes: [UInt8]) {
            var pos = 8
            var sawIDAT = false, idatEnded = false
            while true {
                guard pos <= bytes.count - 12 else { return nil }
                let length = Self.be32(bytes, pos)
                guard length <= 0x7FFF_FFFF, length <= bytes.count - pos - 12 else { return nil }
                let type = (bytes[pos + 4], bytes[pos + 5], bytes[pos + 6], bytes[pos + 7])
                let dataStart = pos + 8, dataEnd = pos + 8 + length
                let letters = [type.0, type.1, type.2, type.3].allSatisfy {
                    (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                }
                guard letters else { return nil }
                let critical = (0x41...0x5A).contains(type.0)
                if critical, Self.crc(bytes, from: pos + 4, to: dataEnd) != UInt32(Self.be32(bytes, dataEnd)) {
                    return nil
                }
                switch type {
                case (0x49, 0x48, 0x44, 0x52):  // IHDR
                    guard pos == 8, length == 13, bytes[dataStart + 8] == 8, bytes[dataStart + 10] == 0,
                          bytes[dataStart + 11] == 0, bytes[dataStart + 12] == 0
                    else { return nil }
                    switch bytes[dataStart + 9] {
                    case 6: channels = 4
                    case 2: channels = 3
                    default: return nil
                    }
                    width = Self.be32(bytes, dataStart)
                    height = Self.be32(bytes, dataStart + 4)
                case (0x49, 0x44, 0x41, 0x54):  // IDAT
                    guard channels > 0, !idatEnded else { return nil }
                    sawIDAT = true
                    compressed.append(contentsOf: bytes[dataStart..<dataEnd])
                case (0x49, 0x45, 0x4E, 0x44):  // IEND
                    guard sawIDAT, length == 0 else { return nil }
                    return
                case (0x74, 0x52, 0x4E, 0x53), (0x50, 0x4C, 0x54, 0x45):  // tRNS, PLTE
                    return nil
                default:
                    guard !critical, channels > 0 else { return nil }
                    if sawIDAT { idatEnded = true }
                }
                pos = dataEnd + 4
            }
        }

        /// CRC-32 of `bytes[from..<to]` (libdeflate's, several times faster than a table walk).
        static func crc(_ bytes: [UInt8], from: Int, to: Int) -> UInt32 {
            bytes.withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress! + from, to - from)) }
        }

        static func be32(_ b: [UInt8], _ at: Int) -> Int {
            Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
        }
    }
}
