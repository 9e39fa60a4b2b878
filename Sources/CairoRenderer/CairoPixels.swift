import Basics
import CCairo

/// Cairo status checks and the conversions between Cairo's premultiplied ARGB32 surfaces and straight-RGBA bitmaps.
enum Cairo {
    static func check(surface: OpaquePointer?, operation: String) throws {
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }

    static func check(cr: OpaquePointer, operation: String) throws {
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            throw RenderError(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Premultiplied native-endian ARGB32 → straight RGBA8. Opaque and transparent pixels skip the division.
    /// Written for debug builds too (tests render in debug): `while` loops over raw pointers, one 32-bit store per
    /// pixel, and the last conversion remembered, since bars are runs of one colour.
    static func straightRGBA(surface: OpaquePointer, width: Int, height: Int) -> Bitmap {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            let dst = out.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0  // transparent stays transparent
            var y = 0
            while y < height {
                let row = (data + y &* stride).assumingMemoryBound(to: UInt32.self)
                let o = dst + y &* width
                var x = 0
                while x < width {
                    let p = row[x]
                    if p != lastIn {
                        lastIn = p
                        lastOut = straight(p)
                    }
                    o[x] = lastOut
                    x &+= 1
                }
                y &+= 1
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }

    /// One premultiplied ARGB32 pixel as the 32-bit word whose bytes in memory are R, G, B, A (straight alpha,
    /// rounded: (c × 255 + a/2) / a).
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
        if a == 0 { return 0 }
        if a != 255 {
            let half = a / 2
            r = (r &* 255 &+ half) / a
            g = (g &* 255 &+ half) / a
            b = (b &* 255 &+ half) / a
        }
        return UInt32(littleEndian: (r & 0xFF) | (g & 0xFF) << 8 | (b & 0xFF) << 16 | a << 24)
    }

    /// Straight RGBA8 → a premultiplied ARGB32 image surface (caller destroys it).
    static func surface(from bitmap: Bitmap) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))
        do { try check(surface: surface, operation: "create image surface") } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        bitmap.pixels.withUnsafeBytes { raw in
            let src = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0
            let width = bitmap.width
            var y = 0
            while y < bitmap.height {
                let row = (data + y &* stride).assumingMemoryBound(to: UInt32.self)
                let s = src + y &* width
                var x = 0
                while x < width {
                    let q = s[x]
                    if q != lastIn {
                        lastIn = q
                        let w = UInt32(littleEndian: q)
                        let r = w & 0xFF, g = (w >> 8) & 0xFF, b = (w >> 16) & 0xFF, a = w >> 24
                        if a == 255 {
                            lastOut = 0xFF00_0000 | r << 16 | g << 8 | b
                        } else if a == 0 {
                            lastOut = 0
                        } else {
                            lastOut =
                                a << 24 | ((r &* a &+ 127) / 255) << 16 | ((g &* a &+ 127) / 255) << 8
                                | ((b &* a &+ 127) / 255)
                        }
                    }
                    row[x] = lastOut
                    x &+= 1
                }
                y &+= 1
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface!
    }
}
