import Basics
import CPNG

/// CRC-32 as used by PNG (ISO 3309, polynomial 0xEDB88320, reflected).
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { t in
            for b in bytes { c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        }
        return c ^ 0xFFFF_FFFF
    }
}

/// A structural walk over the chunk list: validates lengths without trapping, collects text chunks,
/// the byte ranges of colour-space chunks and the offset of the first IDAT.
struct ChunkScanner {
    var text: [String: String] = [:]
    var colourChunks: [Range<Int>] = []
    var firstIDAT: Int?
    /// IHDR says 16 bits per sample and Adam7 interlacing.
    var sixteenBitInterlaced = false

    /// nil when the chunk structure is malformed (libpng then produces the precise diagnosis).
    static func scan(_ bytes: [UInt8]) -> ChunkScanner? {
        var result = ChunkScanner()
        var pos = 8
        // sRGB is kept: it states exactly the default libpng then assumes, so it never causes a conversion
        // (and BarSnap's own references, which carry it, need no copy).
        let colourTypes: Set<String> = ["gAMA", "cHRM", "iCCP"]
        while true {
            guard pos <= bytes.count - 12 else { return nil }
            let length =
                Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
            guard length <= 0x7FFF_FFFF, length <= bytes.count - pos - 12 else { return nil }
            let typeBytes = bytes[(pos + 4)..<(pos + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let dataStart = pos + 8, dataEnd = pos + 8 + length
            let end = dataEnd + 4
            if type == "IHDR", length == 13 {
                result.sixteenBitInterlaced = bytes[dataStart + 8] == 16 && bytes[dataStart + 12] == 1
            }
            if colourTypes.contains(type) { result.colourChunks.append(pos..<end) }
            if type == "IDAT", result.firstIDAT == nil { result.firstIDAT = pos }
            if type == "tEXt" || type == "iTXt" {
                let stored = UInt32(bytes[dataEnd]) << 24 | UInt32(bytes[dataEnd + 1]) << 16
                    | UInt32(bytes[dataEnd + 2]) << 8 | UInt32(bytes[dataEnd + 3])
                if CRC32.checksum(bytes[(pos + 4)..<dataEnd]) == stored,
                   let (k, v) = parseText(type: type, Array(bytes[dataStart..<dataEnd])), result.text[k] == nil {
                    result.text[k] = v
                }
            }
            if type == "IEND" { return result }
            pos = end
        }
    }

    /// The fewest IDAT bytes that can inflate to the declared image: the rows' raw size (at least
    /// width × height × bits per pixel / 8) over deflate's maximum expansion ratio (1032:1, rounded up to 1100
    /// for the zlib header and block overhead). nil when the IHDR cannot be read (libpng reports that).
    static func minimumCompressedBytes(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 33, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        let width = be32(16), height = be32(20), depth = Int(bytes[24])
        let channels: Int
        switch bytes[25] {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        guard [1, 2, 4, 8, 16].contains(depth), width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else {
            return nil
        }
        let rawBits = width * height * depth * channels // ≤ 2^54: no overflow on 64-bit
        return rawBits / 8 / 1100
    }

    /// The first chunk whose declared length runs past the end of `bytes` (before IEND), if any.
    static func overrun(_ bytes: [UInt8]) -> (type: String, offset: Int, length: Int, remaining: Int)? {
        var pos = 8
        while pos + 8 <= bytes.count {
            let length =
                Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
            let typeBytes = bytes[(pos + 4)..<(pos + 8)]
            let type =
                typeBytes.allSatisfy { (0x21...0x7E).contains($0) }
                ? String(decoding: typeBytes, as: UTF8.self)
                : typeBytes.map { String($0, radix: 16) }.joined(separator: " ")
            let remaining = bytes.count - pos - 12
            if length > remaining { return (type, pos, length, max(0, remaining)) }
            if typeBytes.elementsEqual("IEND".utf8) { return nil }
            pos += 12 + length
        }
        return nil
    }

    /// The total length of the IDAT chunks present (a truncated last chunk counts with the bytes present).
    static func idatBytes(_ bytes: [UInt8]) -> Int {
        var pos = 8, total = 0
        while pos + 8 <= bytes.count {
            let length =
                Int(bytes[pos]) << 24 | Int(bytes[pos + 1]) << 16 | Int(bytes[pos + 2]) << 8 | Int(bytes[pos + 3])
            let available = min(length, bytes.count - pos - 8)
            if bytes[(pos + 4)..<(pos + 8)].elementsEqual("IDAT".utf8) { total += available }
            if length > bytes.count - pos - 8 { break }
            pos += 12 + length
        }
        return total
    }

    static func parseText(type: String, _ data: [UInt8]) -> (String, String)? {
        guard let nul = data.firstIndex(of: 0), nul > 0, nul <= 79 else { return nil }
        let key = String(String.UnicodeScalarView(data[..<nul].map { Unicode.Scalar($0) }))
        if type == "tEXt" {
            return (key, String(String.UnicodeScalarView(data[(nul + 1)...].map { Unicode.Scalar($0) })))
        }
        // iTXt: compression flag, method, language NUL, translated keyword NUL, text.
        var i = nul + 1
        guard i + 2 <= data.count, data[i] == 0 || (data[i] == 1 && data[i + 1] == 0) else { return nil }
        let compressed = data[i] == 1
        i += 2
        guard let langEnd = data[i...].firstIndex(of: 0) else { return nil }
        i = langEnd + 1
        guard i <= data.count, let transEnd = data[i...].firstIndex(of: 0) else { return nil }
        i = transEnd + 1
        var textBytes = Array(data[i...])
        // Compressed iTXt (BarSnap's description): inflated with a bound, dropped when damaged.
        if compressed {
            guard let inflated = Zlib.inflate(textBytes, limit: PNG.maxCompressedTextBytes) else { return nil }
            textBytes = inflated
        }
        guard let value = String(validating: textBytes, as: UTF8.self) else { return nil }
        return (key, value)
    }
}
