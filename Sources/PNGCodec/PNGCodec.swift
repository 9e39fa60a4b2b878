import Basics
import CPNG

/// A PNG that could not be read or written: names the file (or buffer) and the reason.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file path or buffer name given to the codec.
    public var name: String
    public var reason: String
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
    public var description: String { "\(name): \(reason)" }
}

/// A decoded PNG: the pixels as 8-bit straight RGBA and the text chunks (`tEXt`, `iTXt`, compressed or not).
public struct DecodedPNG: Sendable, Equatable {
    public var bitmap: Bitmap
    /// Keyword → text. When a keyword occurs more than once, the first occurrence wins.
    public var text: [String: String]
    public init(bitmap: Bitmap, text: [String: String]) {
        self.bitmap = bitmap
        self.text = text
    }
}

/// PNG reading and writing with libpng's simplified API: stored samples, never colour-managed.
/// Design notes: "Reading and writing PNG".
public enum PNG {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: Decode

    /// The first line of a Git LFS pointer file (what a clone holds for a PNG kept in LFS but not pulled).
    static let lfsPointerPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    /// Why `bytes` (which lack the PNG signature) are not a PNG: empty, a Git LFS pointer, or something else.
    static func notPNG(_ bytes: [UInt8], name: String) -> PNGError {
        if bytes.isEmpty { return PNGError(name: name, reason: "empty file, not a PNG") }
        if bytes.starts(with: lfsPointerPrefix) {
            return PNGError(
                name: name,
                reason:
                    """
                        is a Git LFS pointer file, not the image: run `git lfs pull` to fetch the PNGs kept in LFS (and\
                         `git lfs install` once on this machine)
                        """
            )
        }
        return PNGError(name: name, reason: "not a PNG file (bad signature)")
    }

    /// The largest reference file BarSnap reads (64 MiB; the gallery's largest is under 200 KB).
    public static let maxReferenceFileBytes = 64 << 20
    /// The most pixels a reference may decode to: 2^25 (32 M pixels, 128 MiB of RGBA; an iPad Pro screen at 3×
    /// is 16.5 M). Bounds the memory of one comparison, whatever a hostile file declares.
    public static let maxReferencePixels = 1 << 25
    /// The most pixels any PNG decodes to: 2^26 (256 MiB of RGBA), so decoding a file of at most 16 MiB stays
    /// far below 1 GiB.
    public static let maxDecodedPixels = 1 << 26

    /// True when `bytes` are a Git LFS pointer file rather than the image.
    public static func isGitLFSPointer(_ bytes: [UInt8]) -> Bool { bytes.starts(with: lfsPointerPrefix) }

    /// Decodes a PNG held in memory. `name` is used in error messages (usually the file path). An image of more
    /// than `maxPixels` pixels is refused before any pixel memory is allocated.
    public static func decode(_ bytes: [UInt8], name: String, maxPixels: Int = maxDecodedPixels) throws -> DecodedPNG {
        try decode(bytes, name: name, maxPixels: maxPixels, fast: true)
    }

    /// `fast: false` always decodes with libpng (the reference the fast path is tested against).
    static func decode(_ bytes: [UInt8], name: String, maxPixels: Int, fast: Bool) throws -> DecodedPNG {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw notPNG(bytes, name: name) }
        // libpng allocates a chunk's declared length before reading it: a 300-byte file whose iTXt claims
        // 1.7 GB would allocate 1.7 GB. A chunk that runs past the end of the data is refused here first.
        if let overrun = ChunkScanner.overrun(bytes) {
            throw PNGError(
                name: name,
                reason: "not a valid PNG: chunk \(overrun.type) at byte \(overrun.offset) declares "
                    + "\(overrun.length) bytes but the file has \(overrun.remaining) left (truncated or corrupt)")
        }
        let scan = ChunkScanner.scan(bytes)
        if fast, let scan, let bitmap = FastDecode.rgba(bytes, maxPixels: maxPixels) {
            return DecodedPNG(bitmap: bitmap, text: scan.text)
        }
        // Feed libpng the stream without colour-space chunks (see the type's documentation).
        let input: [UInt8]
        if let scan, !scan.colourChunks.isEmpty {
            var stripped = [UInt8]()
            stripped.reserveCapacity(bytes.count)
            var cursor = 0
            for range in scan.colourChunks {
                stripped.append(contentsOf: bytes[cursor..<range.lowerBound])
                cursor = range.upperBound
            }
            stripped.append(contentsOf: bytes[cursor...])
            input = stripped
        } else {
            input = bytes
        }
        let bitmap = try input.withUnsafeBufferPointer { buf -> Bitmap in
            var image = png_image()
            image.version = png_uint_32(barsnap_png_image_version())
            image.opaque = nil
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, buf.baseAddress, buf.count) != 0 else {
                throw PNGError(name: name, reason: "not a valid PNG: \(message(of: &image))")
            }
            let width = Int(image.width), height = Int(image.height)
            guard Bitmap.isValidSize(width: width, height: height), width * height <= maxPixels else {
                throw PNGError(name: name, reason: "image size \(width)×\(height) is outside the accepted range "
                    + "(1…\(Bitmap.maxSide) px a side, at most \(min(Bitmap.maxPixels, maxPixels)) pixels)")
            }
            // A tiny file may declare a huge image; refuse before allocating width × height × 4 bytes when the
            // compressed data cannot possibly hold the declared rows (deflate expands at most ~1032:1).
            if let needed = ChunkScanner.minimumCompressedBytes(bytes), ChunkScanner.idatBytes(bytes) < needed {
                throw PNGError(name: name, reason: "not a valid PNG: the image data is too short for the declared "
                    + "\(width)×\(height) image (truncated or forged header)")
            }
            image.format = png_uint_32(barsnap_png_format_rgba())
            image.flags |= png_uint_32(barsnap_png_image_flag_16bit_srgb() | barsnap_png_image_flag_fast())
            barsnap_png_image_skip_adler32(&image)
            let stride = width * 4
            var failure: String?
            // libpng's simplified API mis-decodes Adam7-interlaced 16-bit images to 8 bits (libpng #853);
            // those go through a small low-level reader in the C shim with the same transforms.
            let useLowLevel = scan?.sixteenBitInterlaced == true
            let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { out, count in
                if useLowLevel {
                    var msg = [CChar](repeating: 0, count: 128)
                    let ok = barsnap_png_read_rgba8_lowlevel(buf.baseAddress, buf.count, out.baseAddress,
                                                             png_uint_32(width), png_uint_32(height), &msg, msg.count)
                    if ok == 0 {
                        failure = String(decoding: msg.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                        out.initialize(repeating: 0)
                    }
                } else if png_image_finish_read(&image, nil, out.baseAddress, png_int_32(stride), nil) == 0 {
                    failure = message(of: &image)
                    out.initialize(repeating: 0)
                }
                count = stride * height
            }
            if let failure { throw PNGError(name: name, reason: "not a valid PNG: \(failure)") }
            guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
                throw PNGError(name: name, reason: "internal error: decoded buffer has the wrong size")
            }
            return bitmap
        }
        // libpng stops reading once it has the pixels; a file whose chunk list is broken after that
        // (truncated IEND, garbage lengths) is still corrupt.
        guard let scan else {
            throw PNGError(
                name: name, reason: "not a valid PNG: malformed or truncated chunk list after the image data")
        }
        return DecodedPNG(bitmap: bitmap, text: scan.text)
    }

    /// Reads and decodes a PNG file. Errors name the file.
    public static func decode(file path: String) throws -> DecodedPNG {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: maxReferenceFileBytes) } catch let error as FileError {
            throw PNGError(name: path, reason: error.reason)
        }
        return try decode(bytes, name: path)
    }

    /// An item icon is at most 1024 × 1024 pixels (a bar icon is tens of points at 3×) and its file at most
    /// 4 MiB: ten hostile icons in one spec cannot take more than 40 MiB.
    public static let maxIconPixels = 1 << 20
    public static let maxIconFileBytes = 4 << 20

    /// Reads and decodes an item icon, within the icon limits. Errors name the file.
    public static func decodeIcon(file path: String) throws -> DecodedPNG {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: maxIconFileBytes) } catch let error as FileError {
            throw PNGError(name: path, reason: error.reason)
        }
        return try decode(bytes, name: path, maxPixels: maxIconPixels)
    }

    /// The text chunks of a PNG in memory without decoding its pixels. Throws when the bytes are not a PNG.
    public static func readText(_ bytes: [UInt8], name: String) throws -> [String: String] {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw notPNG(bytes, name: name) }
        guard let scan = ChunkScanner.scan(bytes) else {
            throw PNGError(name: name, reason: "not a valid PNG: malformed chunk structure")
        }
        return scan.text
    }

    /// The text chunks of a PNG file (e.g. the `barsnap:environment` fingerprint) without decoding its pixels.
    public static func readText(file path: String) throws -> [String: String] {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path) } catch let error as FileError {
            throw PNGError(name: path, reason: error.reason)
        }
        return try readText(bytes, name: path)
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw -> String in
            let bytes = Array(raw.prefix { $0 != 0 })
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? "libpng reported an unknown error" : text
    }

    // MARK: Encode

    /// Encodes a bitmap as an 8-bit RGBA PNG with the given text chunks (see the type's documentation).
    /// Keywords must be 1–79 printable Latin-1 characters without leading, trailing or double spaces.
    public static func encode(_ bitmap: Bitmap, text: [(String, String)] = []) throws -> [UInt8] {
        guard Bitmap.isValidSize(width: bitmap.width, height: bitmap.height) else {
            throw PNGError(name: "<encode>", reason: "image size \(bitmap.width)×\(bitmap.height) cannot be encoded")
        }
        var textChunks: [UInt8] = []
        for (key, value) in text {
            textChunks += try textChunk(key: key, value: value)
        }
        var image = png_image()
        image.version = png_uint_32(barsnap_png_image_version())
        image.opaque = nil
        image.width = png_uint_32(bitmap.width)
        image.height = png_uint_32(bitmap.height)
        image.format = png_uint_32(barsnap_png_format_rgba())
        image.flags = png_uint_32(barsnap_png_image_flag_fast())
        defer { png_image_free(&image) }
        let capacity = barsnap_png_image_png_size_max(&image)
        var failure: String?
        var png = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            var size = png_alloc_size_t(capacity)
            let ok = bitmap.pixels.withUnsafeBufferPointer { px in
                png_image_write_to_memory(
                    &image, out.baseAddress, &size, 0, px.baseAddress,
                    png_int_32(bitmap.width * 4), nil)
            }
            if ok == 0 {
                failure = message(of: &image)
                count = 0
            } else {
                count = Int(size)
            }
        }
        if let failure { throw PNGError(name: "<encode>", reason: "libpng could not encode: \(failure)") }
        if !textChunks.isEmpty {
            // Insert before the first IDAT.
            guard let scan = ChunkScanner.scan(png), let at = scan.firstIDAT else {
                throw PNGError(name: "<encode>", reason: "internal error: libpng output has no IDAT")
            }
            png.insert(contentsOf: textChunks, at: at)
        }
        return png
    }

    /// Encodes and writes atomically (temporary file + rename).
    public static func write(_ bitmap: Bitmap, text: [(String, String)] = [], to path: String) throws {
        let bytes = try encode(bitmap, text: text)
        try FileIO.writeAtomically(bytes, to: path)
    }

    /// Writes a PNG to a path a user named on the command line (see `FileIO.writeOutput`: a device such as
    /// `/dev/stdout` is written into, never replaced).
    public static func writeOutput(_ bitmap: Bitmap, text: [(String, String)] = [], to path: String) throws {
        try FileIO.writeOutput(try encode(bitmap, text: text), to: path)
    }

    static func textChunk(key: String, value: String) throws -> [UInt8] {
        let keyScalars = Array(key.unicodeScalars)
        let keyOK = !keyScalars.isEmpty && keyScalars.count <= 79
            && keyScalars.allSatisfy { (0x20...0x7E).contains($0.value) || (0xA1...0xFF).contains($0.value) }
            && keyScalars.first != " " && keyScalars.last != " " && !key.contains("  ")
        guard keyOK else {
            throw PNGError(name: "<encode>", reason: "invalid PNG text keyword \"\(key)\"")
        }
        let keyBytes = keyScalars.map { UInt8($0.value) }
        let ascii = value.unicodeScalars.allSatisfy { $0.value < 0x80 && $0.value != 0 }
        var data = keyBytes
        let type: [UInt8]
        if ascii {
            type = Array("tEXt".utf8)
            data.append(0)
            data += Array(value.utf8)
        } else {
            type = Array("iTXt".utf8)
            data += [0, 0, 0, 0, 0] // NUL, compression flag 0, method 0, empty language NUL, empty translated NUL
            data += Array(value.utf8)
        }
        return chunk(type: type, data: data)
    }

    /// At most this many bytes are inflated from one compressed text chunk.
    public static let maxCompressedTextBytes = 256 << 10

    /// A compressed `iTXt` chunk (UTF-8, zlib), for text that is read rarely, such as a reference's description.
    static func compressedTextChunk(key: String, value: String) throws -> [UInt8] {
        let plain = try textChunk(key: key, value: "")
        let keyBytes = Array(plain[8..<(plain.count - 5)]) // keyword (tEXt data: keyword, NUL, empty value)
        var data = keyBytes
        data += [0, 1, 0, 0, 0] // NUL, compression flag 1, method 0 (zlib), empty language NUL, empty translated NUL
        data += try Zlib.deflate(Array(value.utf8), level: 9)
        return chunk(type: Array("iTXt".utf8), data: data)
    }

    static func chunk(type: [UInt8], data: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + 12)
        let n = UInt32(data.count)
        out += [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
        out += type
        out += data
        let crc = CRC32.checksum(type + data)
        out += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return out
    }
}
