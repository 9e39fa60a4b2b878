import CZlib

/// zlib streams (RFC 1950) for the reference encoder and compressed text chunks. Deterministic for a given zlib
/// build: no time stamps, fixed window and memory level.
enum Zlib {
    /// Compresses `bytes` at `level` (0–9) with `strategy` (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`, …).
    static func deflate(_ bytes: [UInt8], level: Int32 = 9, strategy: Int32 = Z_DEFAULT_STRATEGY) throws -> [UInt8] {
        var stream = z_stream()
        guard barsnap_deflate_init(&stream, level, strategy) == Z_OK else {
            throw PNGError(name: "<encode>", reason: "zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var out = [UInt8](repeating: 0, count: bound)
        var input = bytes
        let status: Int32 = input.withUnsafeMutableBufferPointer { inp in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = inp.baseAddress
                stream.avail_in = uInt(inp.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw PNGError(name: "<encode>", reason: "zlib could not compress (\(status))")
        }
        out.removeLast(bound - Int(stream.total_out))
        return out
    }

    /// Decompresses a zlib stream, refusing more than `limit` bytes of output (a hostile chunk cannot make memory
    /// grow past it). Returns nil for a damaged or oversized stream.
    static func inflate(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var stream = z_stream()
        guard barsnap_inflate_init(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        // Output grows as needed (a description inflates to a few KB): starting at the limit would allocate and
        // clear the whole bound on every decode.
        var out = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: min(limit + 1, max(4096, bytes.count * 8)))
        var input = bytes
        return input.withUnsafeMutableBufferPointer { inp -> [UInt8]? in
            stream.next_in = inp.baseAddress
            stream.avail_in = uInt(inp.count)
            while true {
                let status: Int32 = chunk.withUnsafeMutableBufferPointer { o in
                    stream.next_out = o.baseAddress
                    stream.avail_out = uInt(o.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                out.append(contentsOf: chunk[0 ..< (chunk.count - Int(stream.avail_out))])
                guard out.count <= limit else { return nil }
                if status == Z_STREAM_END { return out }
                guard status == Z_OK else { return nil }
                // No progress with output room left: the input ended before the stream did (truncated).
                if stream.avail_out > 0 && stream.avail_in == 0 { return nil }
            }
        }
    }
}
