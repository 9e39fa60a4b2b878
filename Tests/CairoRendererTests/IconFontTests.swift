import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    /// The icon font's stand-in glyphs for SF Symbols BarSnap has no drawing of.
    @Suite struct IconFontStandIns {
        @Test func theMapIsFixedAndNeverShadowsADrawing() {
            #expect(IconGlyph.names == IconGlyph.names.sorted() && Set(IconGlyph.names).count == IconGlyph.names.count)
            #expect(IconGlyph.names.count >= 250)
            // Symbols real apps put in their toolbars (a menu's `plus.square`, a random-article `die.face.5`).
            for name in ["plus.square", "die.face.5", "plus.square.on.square"] {
                #expect(IconGlyph(name: name) != nil, "\(name) has a stand-in")
            }
            for name in IconGlyph.names {
                #expect(Symbol(rawValue: name) == nil, "\(name) has a drawing of its own")
                let g = IconGlyph(name: name)
                #expect(g != nil && (0xE000...0xF8FF).contains(g!.codepoint), "\(name): a private-use code point")
            }
            #expect(IconGlyph(name: "tortoise") == nil && IconGlyph(name: "plus") == nil)
            #expect(IconGlyph(name: "globe")?.iconName == "public")
        }

        @Test func everyMappedGlyphIsInThePinnedFont() throws {
            let font = try IconFont.shared()
            #expect(font.outlines.count == IconGlyph.codepoints.count)
            for name in IconGlyph.names {
                let outline = try font.outline(try #require(IconGlyph(name: name)))
                #expect(!outline.layers.isEmpty && !outline.layers[0].path.isEmpty, "\(name)")
            }
        }

        @Test func aMissingOrDifferentFontIsOneClearError() {
            do {
                _ = try IconFont(path: "/nonexistent/MaterialIcons-Regular.ttf", sha256: IconFont.sha256)
                Issue.record("a missing font loaded")
            } catch let e as FontEnvironmentError {
                #expect(e.description.contains("/nonexistent/MaterialIcons-Regular.ttf"))
                #expect(e.description.contains("apt-get install fonts-material-design-icons-iconfont"))
            } catch { Issue.record("\(error)") }
            do {
                _ = try IconFont(path: IconFont.path, sha256: String(repeating: "0", count: 64))
                Issue.record("a font with another hash loaded")
            } catch let e as FontEnvironmentError {
                #expect(e.reason.contains("is not the pinned icon font"), "\(e.reason)")
            } catch { Issue.record("\(error)") }
        }

        @Test func aStandInDrawsInsideItsFrameTheSameBytesTwice() throws {
            let glyph = try #require(IconGlyph(name: "globe"))
            let frame = Rect(x: 5, y: 5, width: 22, height: 22)
            let list = DisplayList(canvasSize: Size(width: 32, height: 32), scale: 3,
                                   items: [.iconGlyph(glyph, frame: frame, color: .black)])
            let a = try Fixtures.renderer.render(list), b = try Fixtures.renderer.render(list)
            #expect(a.pixels == b.pixels)
            var inside = 0, outside = 0
            for y in 0..<a.height {
                for x in 0..<a.width where a.pixels[(y * a.width + x) * 4 + 3] > 0 {
                    let pt = (Double(x) / 3, Double(y) / 3)
                    if pt.0 >= 5 - 0.34, pt.0 < 27 + 0.34, pt.1 >= 5 - 0.34, pt.1 < 27 + 0.34 {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            #expect(inside > 1000 && outside == 0, "ink \(inside) inside, \(outside) outside")
        }

        @Test func standInSheetForLooking() throws {
            let names = IconGlyph.names
            let cols = 20, cell = 30.0, rows = (names.count + cols - 1) / cols
            var items: [DisplayItem] = [
                .fill(Rect(x: 0, y: 0, width: cell * Double(cols), height: cell * Double(rows)), .white)
            ]
            for (i, name) in names.enumerated() {
                let frame = Rect(x: Double(i % cols) * cell + 4, y: Double(i / cols) * cell + 4, width: 22, height: 22)
                items.append(.iconGlyph(try #require(IconGlyph(name: name)), frame: frame, color: .black))
            }
            let bitmap = try Fixtures.renderer.render(DisplayList(
                canvasSize: Size(width: cell * Double(cols), height: cell * Double(rows)), scale: 2, items: items))
            save(bitmap, "standins")
        }
    }
}
