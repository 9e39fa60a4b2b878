import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct Primitives {
        func render(_ w: Double, _ h: Double, scale: Double, _ items: [DisplayItem]) throws -> Bitmap {
            try Fixtures.renderer.render(DisplayList(canvasSize: Size(width: w, height: h), scale: scale, items: items))
        }

        @Test func emptyListIsTransparentAtPixelSize() throws {
            let b = try render(10.5, 4, scale: 2, [])
            #expect(b.width == 21 && b.height == 8)
            #expect(b.pixels.allSatisfy { $0 == 0 })
        }

        @Test func snappedFillCoversExactlyItsPixels() throws {
            let red = Color(red: 1, green: 0, blue: 0)
            let rect = Rect(x: 1.0 / 3, y: 2.0 / 3, width: 2, height: 1.0 + 1.0 / 3)  // px 1..<7 × 2..<6
            let b = try render(4, 3, scale: 3, [.fill(rect, red)])
            for y in 0..<b.height {
                for x in 0..<b.width {
                    let inside = (1..<7).contains(x) && (2..<6).contains(y)
                    let p = b.pixel(x: x, y: y)
                    if inside {
                        #expect(p == (255, 0, 0, 255), "pixel \(x),\(y)")
                    } else {
                        #expect(p == (0, 0, 0, 0), "pixel \(x),\(y)")
                    }
                }
            }
        }

        @Test func translucentFillIsStraightAlpha() throws {
            let b = try render(2, 2, scale: 1, [.fill(Rect(x: 0, y: 0, width: 2, height: 2),
                                                      Color(r8: 200, g8: 100, b8: 50, a8: 128))])
            let p = b.pixel(x: 1, y: 1)
            #expect(p.a == 128)
            #expect(abs(Int(p.r) - 200) <= 1 && abs(Int(p.g) - 100) <= 1 && abs(Int(p.b) - 50) <= 1)
        }

        @Test func fillsComposeSourceOver() throws {
            let b = try render(2, 2, scale: 1, [
                .fill(Rect(x: 0, y: 0, width: 2, height: 2), .white),
                .fill(Rect(x: 0, y: 0, width: 1, height: 2), Color(white: 0, alpha: 0.5)),
            ])
            let p = b.pixel(x: 0, y: 0)
            #expect(p.a == 255 && abs(Int(p.r) - 128) <= 1 && p.r == p.g && p.g == p.b)
            #expect(b.pixel(x: 1, y: 0) == (255, 255, 255, 255))
        }

        @Test func hairlineAt3xIsExactlyOnePixelRow() throws {
            let b = try render(10, 10, scale: 3, [
                .fill(Rect(x: 0, y: 10 - 1.0 / 3, width: 10, height: 1.0 / 3), Color(white: 0, alpha: 0.3)),
                .fill(Rect(x: 0, y: 8, width: 10, height: 1.0 / 3), Color(r8: 10, g8: 20, b8: 30, a8: 77)),
                .fill(Rect(x: 0, y: 5, width: 10, height: 1.0 / 3), .black),
            ])
            for x in [0, 7, 29] {
                // 0.3 → 16-bit 19661 → 8-bit 76 (Cairo truncates 16 → 8 bits; 8-bit colours come out exact).
                #expect(b.pixel(x: x, y: 29).a == 76)
                #expect(b.pixel(x: x, y: 28) == (0, 0, 0, 0))
                #expect(b.pixel(x: x, y: 24).a == 77 && b.pixel(x: x, y: 23).a == 0 && b.pixel(x: x, y: 25).a == 0)
                #expect(b.pixel(x: x, y: 15) == (0, 0, 0, 255))
                #expect(b.pixel(x: x, y: 14) == (0, 0, 0, 0))
                #expect(b.pixel(x: x, y: 16) == (0, 0, 0, 0))
            }
        }

        @Test func roundedRectHasRoundCornersAndSolidBody() throws {
            let b = try render(
                20, 10, scale: 2, [.roundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 4, .black)])
            #expect(b.pixel(x: 0, y: 0).a == 0)
            #expect(b.pixel(x: 39, y: 19).a == 0)
            #expect(b.pixel(x: 20, y: 0) == (0, 0, 0, 255))
            #expect(b.pixel(x: 0, y: 10) == (0, 0, 0, 255))
            #expect(b.pixel(x: 20, y: 10) == (0, 0, 0, 255))
        }

        @Test func groupAlphaComposesTheGroupAsOneLayer() throws {
            // Red over blue inside a 50 % group: blue must not show through red (it would with per-item alpha).
            let b = try render(4, 2, scale: 1, [
                .fill(Rect(x: 0, y: 0, width: 4, height: 2), .white),
                .group(clip: nil, alpha: 0.5, items: [
                    .fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(red: 0, green: 0, blue: 1)),
                    .fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(red: 1, green: 0, blue: 0)),
                ]),
            ])
            let p = b.pixel(x: 1, y: 1)
            #expect(p.a == 255 && p.r == 255)
            #expect(abs(Int(p.g) - 128) <= 1 && abs(Int(p.b) - 128) <= 1, "\(p)")
            #expect(b.pixel(x: 3, y: 1) == (255, 255, 255, 255))
        }

        @Test func groupAlphaOnTransparentCanvas() throws {
            let b = try render(2, 2, scale: 1, [.group(clip: nil, alpha: 0.25, items: [
                .fill(Rect(x: 0, y: 0, width: 2, height: 2), Color(red: 0, green: 1, blue: 0)),
            ])])
            let p = b.pixel(x: 0, y: 0)
            #expect(abs(Int(p.a) - 64) <= 1 && p.g == 255 && p.r == 0 && p.b == 0, "\(p)")
        }

        @Test func groupClipsItsChildren() throws {
            let b = try render(10, 10, scale: 2, [.group(clip: Rect(x: 2, y: 3, width: 4, height: 5), alpha: 1, items: [
                .fill(Rect(x: 0, y: 0, width: 10, height: 10), .black),
            ])])
            #expect(inkBounds(b)! == (4, 6, 12, 16))
            #expect(b.pixel(x: 4, y: 6) == (0, 0, 0, 255) && b.pixel(x: 11, y: 15) == (0, 0, 0, 255))
            // Clip with translucency too.
            let c = try render(
                10, 10, scale: 2,
                [
                    .group(
                        clip: Rect(x: 2, y: 3, width: 4, height: 5), alpha: 0.5,
                        items: [
                            .fill(Rect(x: 0, y: 0, width: 10, height: 10), .black)
                        ])
                ])
            #expect(inkBounds(c)! == (4, 6, 12, 16))
            #expect(abs(Int(c.pixel(x: 5, y: 7).a) - 128) <= 1)
        }

        @Test func zeroAlphaGroupAndEmptyClipDrawNothing() throws {
            let b = try render(
                4, 4, scale: 1,
                [
                    .group(clip: nil, alpha: 0, items: [.fill(Rect(x: 0, y: 0, width: 4, height: 4), .black)]),
                    .group(
                        clip: Rect(x: 1, y: 1, width: 0, height: 3), alpha: 1,
                        items: [.fill(Rect(x: 0, y: 0, width: 4, height: 4), .black)])
                ])
            #expect(b.pixels.allSatisfy { $0 == 0 })
        }

        static func checker() -> Bitmap {
            // 4 × 2: left half opaque red, right half transparent; bottom-left pixel half-transparent green.
            var bm = Bitmap(width: 4, height: 2)
            for y in 0..<2 { for x in 0..<2 { bm.setPixel(x: x, y: y, (255, 0, 0, 255)) } }
            bm.setPixel(x: 0, y: 1, (0, 200, 0, 128))
            return bm
        }

        @Test func imageAtNativeSizeIsCopiedExactly() throws {
            let img = Self.checker()
            let b = try render(4, 2, scale: 1, [.image(img, frame: Rect(x: 0, y: 0, width: 4, height: 2), tint: nil)])
            #expect(b.pixel(x: 1, y: 0) == (255, 0, 0, 255))
            #expect(b.pixel(x: 3, y: 0) == (0, 0, 0, 0))
            let p = b.pixel(x: 0, y: 1)
            #expect(p.a == 128 && p.r == 0 && abs(Int(p.g) - 200) <= 1 && p.b == 0, "\(p)")
        }

        @Test func imageScalesIntoItsFrame() throws {
            let img = Self.checker()
            // 4 × 2 px image into an 8 × 4 pt frame at 2× = 16 × 8 px, offset by 1 pt.
            let b = try render(10, 6, scale: 2, [.image(img, frame: Rect(x: 1, y: 1, width: 8, height: 4), tint: nil)])
            let ink = try #require(inkBounds(b))
            #expect(ink.x0 == 2 && ink.y0 == 2 && ink.y1 == 10 && ink.x1 <= 18 && ink.x1 >= 9)
            #expect(b.pixel(x: 6, y: 3) == (255, 0, 0, 255))
            #expect(b.pixel(x: 15, y: 3).a == 0)
        }

        @Test func templateImageIsTintedByItsAlpha() throws {
            let img = Self.checker()
            let tint = Color(red: 0, green: 0, blue: 1)
            let b = try render(4, 2, scale: 1, [.image(img, frame: Rect(x: 0, y: 0, width: 4, height: 2), tint: tint)])
            #expect(b.pixel(x: 1, y: 0) == (0, 0, 255, 255))
            #expect(b.pixel(x: 3, y: 0) == (0, 0, 0, 0))
            let p = b.pixel(x: 0, y: 1)
            #expect(p.a == 128 && p.b == 255 && p.r == 0 && p.g == 0, "\(p)")
            let half = try render(4, 2, scale: 1, [.image(img, frame: Rect(x: 0, y: 0, width: 4, height: 2),
                                                          tint: tint.withAlpha(0.5))])
            #expect(abs(Int(half.pixel(x: 1, y: 0).a) - 128) <= 1)
        }

        @Test func invalidCanvasesAreErrors() throws {
            for list in [
                DisplayList(canvasSize: Size(width: 0, height: 10), scale: 2, items: []),
                DisplayList(canvasSize: Size(width: 10, height: 10), scale: .nan, items: []),
                DisplayList(canvasSize: Size(width: 10, height: 10), scale: 0, items: []),
                DisplayList(canvasSize: Size(width: .infinity, height: 10), scale: 1, items: []),
                DisplayList(canvasSize: Size(width: 20_000, height: 10), scale: 1, items: []),
                DisplayList(canvasSize: Size(width: 100, height: 16_385), scale: 1, items: []),
                DisplayList(canvasSize: Size(width: -5, height: 10), scale: 1, items: []),
            ] {
                #expect(throws: RenderError.self) { try Fixtures.renderer.render(list) }
            }
        }

        @Test func nonFiniteItemsAreErrorsNamingTheItem() throws {
            let bad: [DisplayItem] = [
                .fill(Rect(x: .nan, y: 0, width: 1, height: 1), .black),
                .fill(Rect(x: 0, y: 0, width: 1e7, height: 1), .black),
                .roundedRect(Rect(x: 0, y: 0, width: 1, height: 1), radius: .infinity, .black),
                .fill(Rect(x: 0, y: 0, width: 1, height: 1), Color(red: .nan, green: 0, blue: 0)),
                .group(clip: nil, alpha: .nan, items: []),
                .group(
                    clip: nil, alpha: 1,
                    items: [.symbol(.plus, frame: Rect(x: 0, y: 0, width: .infinity, height: 1), color: .black)]),
                .text(
                    TextRun(
                        text: "a", font: FontSpec(size: -3), color: .black, frame: Rect(x: 0, y: 0, width: 9, height: 9)
                    )),
                .text(
                    TextRun(
                        text: "a", font: FontSpec(size: .nan), color: .black,
                        frame: Rect(x: 0, y: 0, width: 9, height: 9))),
                .image(
                    Bitmap(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16))!,
                    frame: Rect(x: 0, y: 0, width: .nan, height: 1), tint: nil)
            ]
            for item in bad {
                let list = DisplayList(
                    canvasSize: Size(width: 4, height: 4), scale: 1, items: [.fill(Rect.zero, .black), item])
                do {
                    _ = try Fixtures.renderer.render(list)
                    Issue.record("no error for \(item)")
                } catch let error as RenderError {
                    #expect(error.operation.hasPrefix("validate item 1"), "\(error)")
                }
            }
            var broken = Bitmap(width: 2, height: 2)
            broken.pixels.removeLast()
            #expect(throws: RenderError.self) {
                try Fixtures.renderer.render(DisplayList(canvasSize: Size(width: 4, height: 4), scale: 1, items: [
                    .image(broken, frame: Rect(x: 0, y: 0, width: 2, height: 2), tint: nil)]))
            }
        }

        @Test func deepNestingIsAnError() throws {
            var item = DisplayItem.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black)
            for _ in 0..<(BarRenderer.maxGroupDepth + 2) { item = .group(clip: nil, alpha: 0.9, items: [item]) }
            #expect(throws: RenderError.self) {
                try Fixtures.renderer.render(
                    DisplayList(canvasSize: Size(width: 2, height: 2), scale: 1, items: [item]))
            }
            var ok = DisplayItem.fill(Rect(x: 0, y: 0, width: 1, height: 1), .black)
            for _ in 0..<8 { ok = .group(clip: nil, alpha: 1, items: [ok]) }
            let b = try Fixtures.renderer.render(
                DisplayList(canvasSize: Size(width: 2, height: 2), scale: 1, items: [ok]))
            #expect(b.pixel(x: 0, y: 0) == (0, 0, 0, 255))
        }
    }
}

extension CairoRendererTests.Primitives {
    @Test func cairoFailuresBecomeRenderErrorsNamingTheOperation() throws {
        // Cairo refuses surfaces wider than 32,767 px; its sticky error status must surface as a RenderError.
        let wide = Bitmap(width: 40_000, height: 1)
        do {
            let s = try Cairo.surface(from: wide)
            _ = s
            Issue.record("no error")
        } catch let error as RenderError {
            #expect(error.operation == "create image surface")
            #expect(error.description.contains("invalid"), "\(error)")
        }
    }
}
