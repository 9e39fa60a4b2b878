#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bitmap glyphs (`sbix`, `CBDT`) are PNG images inside a font: FreeType hands each one to libpng at the size
/// its header declares, so a small font can ask for gigabytes (8,000 × 8,000 px per glyph). Every PNG in a font
/// is checked against `maxGlyphBitmapPixels` before fontconfig, FreeType or Cairo see the font.
extension FontFiles {
    /// The most pixels one bitmap glyph may declare (512 × 512: colour emoji fonts use 160 px or less).
    public static let maxGlyphBitmapPixels = 1 << 18

    /// Why a font's embedded PNG images are refused, or nil. libpng reads nothing without the 8-byte PNG
    /// signature, so every image FreeType could decode starts with one: each signature in the file is followed to
    /// its header, whose width and height must be non-zero and within `maxGlyphBitmapPixels`. WOFF and WOFF2 fonts
    /// are compressed (their images cannot be seen before decoding): one with an `sbix` or `CBDT` table is refused
    /// (see `compressedProblem`).
    package static func bitmapProblem(bytes: [UInt8]) -> String? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            let count = buffer.count
            var at = 0
            while at + 8 <= count {
                guard let base = buffer.baseAddress,
                    let hit = memchr(base + at, 0x89, count - at)
                else { return nil }
                let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                at = i + 1
                guard i + 8 <= count, (0..<8).allSatisfy({ buffer[i + $0] == signature[$0] }) else { continue }
                // Signature, then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
                guard i + 24 <= count else { return "a font with a truncated PNG image at byte \(i)" }
                func u32(_ k: Int) -> Int {
                    Int(buffer[k]) << 24 | Int(buffer[k + 1]) << 16 | Int(buffer[k + 2]) << 8 | Int(buffer[k + 3])
                }
                let width = u32(i + 16), height = u32(i + 20)
                guard width > 0, height > 0, width <= maxGlyphBitmapPixels, height <= maxGlyphBitmapPixels,
                    width * height <= maxGlyphBitmapPixels
                else {
                    return "a font with a \(width) × \(height) px bitmap glyph, over the limit of"
                        + " \(maxGlyphBitmapPixels) pixels for one glyph"
                }
            }
            return nil
        }
    }

    /// Whether a table tag of a WOFF or WOFF2 font is a colour bitmap table (`sbix`, `CBDT`).
    static func isBitmapTable(_ tag: ArraySlice<UInt8>) -> Bool {
        tag.elementsEqual(Array("sbix".utf8)) || tag.elementsEqual(Array("CBDT".utf8))
    }
}
