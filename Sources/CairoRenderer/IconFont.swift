import Basics
import CFreeType
import BarModel

/// The pinned icon font whose glyphs stand in for SF Symbols BarSnap has no drawing of (`IconGlyph`): Google's
/// Material Icons (Apache-2.0) as Debian's `fonts-material-design-icons-iconfont` 6.7.0+dfsg-1 installs it
/// (Scripts/bootstrap). Its bytes must be exactly the pinned file (SHA-256), so a stand-in draws the same pixels
/// everywhere. Each mapped glyph's outline is read once with FreeType (unscaled, unhinted) into BarSnap's own path
/// steps and drawn like a built-in symbol, filled.
package final class IconFont: Sendable {
    static let path = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    package static let package = "fonts-material-design-icons-iconfont"
    static let sha256 = "29c11fa532ebb58db7ef59c860e4eb935bc2921a8654172d8e889e51f85c6004"
    /// Larger than the 340 KB font; a bound on what is read.
    static let maxBytes = 4 << 20

    /// Each mapped code point's outline in the unit box (1 = the font's em, y down).
    let outlines: [UInt32: SymbolOutline]

    private static let sharedResult: Result<IconFont, FontEnvironmentError> = {
        do { return .success(try IconFont(path: path, sha256: sha256)) } catch let e as FontEnvironmentError {
            return .failure(e)
        } catch { return .failure(FontEnvironmentError(path: path, package: package, reason: "\(error)")) }
    }()

    /// The pinned font, loaded once per process; a missing or different file is one clear error naming the
    /// package to install.
    static func shared() throws -> IconFont { try sharedResult.get() }

    init(path: String, sha256 expected: String, codepoints: [UInt32] = IconGlyph.codepoints) throws {
        func fail(_ reason: String) -> FontEnvironmentError {
            FontEnvironmentError(path: path, package: Self.package, reason: reason)
        }
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: Self.maxBytes) } catch {
            throw fail("the icon font for SF Symbol stand-ins cannot be read (\(error))")
        }
        let digest = SHA256.hex(bytes)
        guard digest == expected else {
            throw fail(
                """
                    is not the pinned icon font (sha256 \(digest.prefix(12)), expected \(expected.prefix(12)) from\
                     \(Self.package) 6.7.0+dfsg-1)
                    """
            )
        }
        // FreeType reads the face from these bytes for as long as it is open: everything happens inside.
        self.outlines = try bytes.withUnsafeBufferPointer { buffer in
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0, let library else { throw fail("FreeType could not start") }
            defer { FT_Done_FreeType(library) }
            var face: FT_Face?
            guard FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face) == 0, let face else {
                throw fail("FreeType cannot open it")
            }
            defer { FT_Done_Face(face) }
            let em = Double(face.pointee.units_per_EM)
            guard em > 0 else { throw fail("it has no em size") }
            var outlines: [UInt32: SymbolOutline] = [:]
            for codepoint in codepoints {
                let index = FT_Get_Char_Index(face, FT_ULong(codepoint))
                guard index != 0, FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
                      let slot = face.pointee.glyph else {
                    throw fail("it has no glyph for U+" + String(codepoint, radix: 16, uppercase: true))
                }
                let steps = OutlineCollector.steps(of: slot, em: em)
                outlines[codepoint] = SymbolOutline([SymbolLayer(path: steps, paint: .fill)])
            }
            return outlines
        }
    }

    /// The outline of `glyph` (every mapped glyph is loaded with the font).
    func outline(_ glyph: IconGlyph) throws -> SymbolOutline {
        guard let o = outlines[glyph.codepoint] else {
            throw RenderError(operation: "draw icon glyph", message: "no outline for \(glyph.name)")
        }
        return o
    }
}

/// Turns a FreeType outline (font units, y up) into path steps in the unit box (y down, 1 = the em): quadratic
/// segments become the equal cubic ones.
private final class OutlineCollector {
    var steps: [PathStep] = []
    var current = (0.0, 0.0)
    let em: Double

    init(em: Double) { self.em = em }

    func point(_ v: UnsafePointer<FT_Vector>?) -> (Double, Double) {
        guard let v else { return current }
        return (Double(v.pointee.x) / em, 1 - Double(v.pointee.y) / em)
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    static func steps(of slot: FT_GlyphSlot, em: Double) -> [PathStep] {
        let collector = OutlineCollector(em: em)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let c = OutlineCollector.from(user)
                if !c.steps.isEmpty { c.steps.append(.close) }
                c.current = c.point(to)
                c.steps.append(.move(c.current.0, c.current.1))
                return 0
            },
            line_to: { to, user in
                let c = OutlineCollector.from(user)
                c.current = c.point(to)
                c.steps.append(.line(c.current.0, c.current.1))
                return 0
            },
            conic_to: { control, to, user in
                let c = OutlineCollector.from(user)
                let (p0, q, p) = (c.current, c.point(control), c.point(to))
                c.steps.append(.curve(p0.0 + 2 / 3 * (q.0 - p0.0), p0.1 + 2 / 3 * (q.1 - p0.1),
                                      p.0 + 2 / 3 * (q.0 - p.0), p.1 + 2 / 3 * (q.1 - p.1), p.0, p.1))
                c.current = p
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let c = OutlineCollector.from(user)
                let (a, b, p) = (c.point(c1), c.point(c2), c.point(to))
                c.steps.append(.curve(a.0, a.1, b.0, b.1, p.0, p.1))
                c.current = p
                return 0
            },
            shift: 0, delta: 0)
        withExtendedLifetime(collector) {
            // A copy of the outline record (its points stay FreeType's); Decompose only reads it.
            var outline = slot.pointee.outline
            _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        if !collector.steps.isEmpty { collector.steps.append(.close) }
        return collector.steps
    }
}
