// libFuzzer entry point for the PNG decoder: PNG.decode (chunk scan, colour-chunk stripping, libpng
// simplified API) and PNG.readText on arbitrary bytes. Any trap, sanitizer report or leak is a bug;
// thrown PNGErrors are the expected outcome for bad input.
import Basics
import PNGCodec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    // Inputs declaring more than 2^22 pixels are only scanned, not decoded: a valid, highly compressible
    // 16,384² image legitimately needs 1 GiB of RGBA, which would only slow the search down (and trip the
    // RSS limit under ASan). Huge declared sizes are covered by PNGCodecTests and the CLI tests instead.
    if size >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) {
        let w = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
        let h = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
        // (each side is checked first: w × h of two 32-bit values could overflow)
        if w > 1 << 22 || h > 1 << 22 || w * h > 1 << 22 {
            _ = try? PNG.readText(bytes, name: "fuzz")
            return 0
        }
    }
    if let decoded = try? PNG.decode(bytes, name: "fuzz") {
        // Every decoded bitmap must be self-consistent.
        let b = decoded.bitmap
        if b.pixels.count != b.width * b.height * 4 { fatalError("decoded bitmap has the wrong byte count") }
    }
    _ = try? PNG.readText(bytes, name: "fuzz")
    return 0
}
