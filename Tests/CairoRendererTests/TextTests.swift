import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct Text {
        let m = Fixtures.measurer

        @Test func widthGrowsWithTextAndWeight() throws {
            let short = try m.measure("Hello", font: .button, maxWidth: nil, maxLines: 1)
            let long = try m.measure("Hello, world", font: .button, maxWidth: nil, maxLines: 1)
            let bold = try m.measure(
                "Hello, world", font: FontSpec(size: 16, weight: .bold), maxWidth: nil, maxLines: 1)
            let big = try m.measure("Hello, world", font: FontSpec(size: 32), maxWidth: nil, maxLines: 1)
            #expect(short.width > 20 && short.width < 60, "\(short)")
            #expect(long.width > short.width * 1.8)
            #expect(bold.width > long.width)
            #expect(
                abs(big.width - 2 * long.width) < 0.5,
                "metrics scale linearly (no hinting): \(big.width) vs \(long.width)")
            #expect(short.lineCount == 1 && !short.truncated)
            #expect(short.height > 16 && short.height < 24, "\(short)")
            #expect(short.baseline > 10 && short.baseline < short.height)
        }

        @Test func weightsAreDistinctFonts() throws {
            var widths: [Double] = []
            for w in FontWeight.allCases {
                widths.append(
                    try m.measure("Navigation Title", font: FontSpec(size: 17, weight: w), maxWidth: nil, maxLines: 1)
                        .width)
            }
            #expect(widths == widths.sorted() && Set(widths).count == 4, "\(widths)")
        }

        @Test func wrapsIntoTwoLines() throws {
            let one = try m.measure("Hello world", font: .button, maxWidth: nil, maxLines: 1)
            let two = try m.measure("Hello world", font: .button, maxWidth: one.width * 0.7, maxLines: 2)
            #expect(two.lineCount == 2 && !two.truncated, "\(two)")
            #expect(two.width <= one.width * 0.7 + 0.01)
            #expect(two.height > one.height * 1.8)
            // maxLines 0 = unlimited; narrow width gives many lines.
            let many = try m.measure("Hello wonderful world", font: .button, maxWidth: 40, maxLines: 0)
            #expect(many.lineCount >= 3 && !many.truncated, "\(many)")
        }

        @Test func ellipsizesWhenTooLong() throws {
            let t = try m.measure(
                "A very long navigation title that cannot fit", font: .title, maxWidth: 120, maxLines: 1)
            #expect(t.truncated && t.lineCount == 1 && t.width <= 120, "\(t)")
            let t2 = try m.measure(
                "A very long navigation title that cannot fit at all in two lines", font: .title,
                maxWidth: 120, maxLines: 2)
            #expect(t2.truncated && t2.lineCount == 2, "\(t2)")
            // Without maxWidth the text stays on one line, untruncated.
            let t3 = try m.measure(
                "A very long navigation title that cannot fit", font: .title, maxWidth: nil, maxLines: 1)
            #expect(!t3.truncated && t3.lineCount == 1 && t3.width > 120)
        }

        @Test func japaneseMeasures() throws {
            for s in ["今日のおすすめ", "戻る", "設定 Settings"] {
                let t = try m.measure(s, font: .title, maxWidth: nil, maxLines: 1)
                #expect(t.width > 17 && t.lineCount == 1, "\(s): \(t)")
            }
            let t = try m.measure("今日のおすすめ", font: .title, maxWidth: nil, maxLines: 1)
            #expect(abs(t.width - 7 * 17) < 17, "7 full-width characters at 17 pt: \(t.width)")
        }

        /// A set with the emoji face draws an emoji in colour, about a square wide; the set without it (a scene whose
        /// text has no emoji) still refuses an emoji as a missing glyph, so no text silently draws a box.
        @Test func anEmojiIsDrawnInColourByTheEmojiFace() throws {
            let env = try FontEnvironment.with(userFonts: [], emoji: true)
            let em = PangoTextMeasurer(environment: env)
            let t = try em.measure("🦖 Dinosaurs", font: .title, maxWidth: nil, maxLines: 1)
            let plain = try em.measure(" Dinosaurs", font: .title, maxWidth: nil, maxLines: 1)
            #expect(abs(t.width - plain.width - 17 * 1.2) < 17 * 0.3, "\(t.width) vs \(plain.width)")
            func draw(_ s: String) throws -> Bitmap {
                try BarRenderer(environment: env).render(DisplayList(canvasSize: Size(width: 60, height: 30), scale: 2,
                    items: [.text(TextRun(text: s, font: .title, color: .black,
                                          frame: Rect(x: 0, y: 0, width: 60, height: 30)))]))
            }
            let dino = try draw("🦖")
            #expect(dino != (try draw("🦕")))
            let rgba = dino.pixels
            let coloured = stride(from: 0, to: rgba.count - 3, by: 4).contains { i in
                let r = Int(rgba[i]), g = Int(rgba[i + 1]), b = Int(rgba[i + 2])
                return max(r, g, b) - min(r, g, b) > 60
            }
            #expect(coloured, "the emoji is drawn in colour, not as a black box")
            #expect(throws: MissingGlyphsError.self) { try m.measure("🦖", font: .title, maxWidth: nil, maxLines: 1) }
            #expect(throws: MissingGlyphsError.self) {
                try em.measure("🦖\u{10FFFD}", font: .title, maxWidth: nil, maxLines: 1)
            }
        }

        @Test(arguments: ["\u{10FFFD}", "abc\u{10FFFD}", "नमस्ते", "ᚠᛇᚻ"])
        func undrawableTextThrows(_ s: String) throws {
            #expect(throws: MissingGlyphsError.self) { try m.measure(s, font: .button, maxWidth: nil, maxLines: 1) }
            let list = DisplayList(canvasSize: Size(width: 100, height: 40), scale: 2, items: [
                .text(TextRun(text: s, font: .button, color: .black, frame: Rect(x: 0, y: 0, width: 100, height: 40)))])
            #expect(throws: MissingGlyphsError.self) { try Fixtures.renderer.render(list) }
        }

        @Test func badSizesThrowAndDoNotTrap() throws {
            #expect(throws: RenderError.self) {
                try m.measure("a", font: FontSpec(size: .nan), maxWidth: nil, maxLines: 1)
            }
            #expect(throws: RenderError.self) {
                try m.measure("a", font: FontSpec(size: 0), maxWidth: nil, maxLines: 1)
            }
            #expect(throws: RenderError.self) { try m.measure("a", font: .button, maxWidth: -1, maxLines: 1) }
            #expect(throws: RenderError.self) { try m.measure("a", font: .button, maxWidth: .infinity, maxLines: 1) }
            let empty = try m.measure("", font: .button, maxWidth: nil, maxLines: 1)
            #expect(empty.width == 0)
        }

        /// Renders one run on a transparent canvas; returns the bitmap and the frame in pixels.
        func render(_ run: TextRun, canvas: Size, scale: Double) throws -> Bitmap {
            try Fixtures.renderer.render(DisplayList(canvasSize: canvas, scale: scale, items: [.text(run)]))
        }

        @Test(arguments: [1.0, 2.0, 3.0])
        func centredTextInkIsInsideItsFrameAndCentred(scale: Double) throws {
            let frame = Rect(x: 10, y: 10, width: 100, height: 30)
            let run = TextRun(text: "HIH", font: .title, color: .black, frame: frame, alignment: .center)
            let b = try render(run, canvas: Size(width: 130, height: 50), scale: scale)
            let ink = try #require(inkBounds(b))
            let f = (
                x0: Int(frame.minX * scale), y0: Int(frame.minY * scale), x1: Int(frame.maxX * scale),
                y1: Int(frame.maxY * scale)
            )
            #expect(ink.x0 >= f.x0 && ink.x1 <= f.x1 && ink.y0 >= f.y0 && ink.y1 <= f.y1, "\(ink) vs \(f)")
            let inkMid = Double(ink.x0 + ink.x1) / 2, frameMid = frame.midX * scale
            #expect(abs(inkMid - frameMid) <= 1, "ink centre \(inkMid) vs frame centre \(frameMid)")
            // Cap height (H) centred vertically within a couple of pixels of the frame centre.
            let inkMidY = Double(ink.y0 + ink.y1) / 2
            #expect(abs(inkMidY - frame.midY * scale) <= 2 * scale, "\(inkMidY)")
            // Only the run's colour.
            #expect(b.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 0 })
        }

        @Test func leftAndRightAlignment() throws {
            let frame = Rect(x: 10, y: 0, width: 100, height: 30)
            let left = try render(TextRun(text: "HIH", font: .button, color: .black, frame: frame, alignment: .left),
                                  canvas: Size(width: 120, height: 30), scale: 2)
            let right = try render(TextRun(text: "HIH", font: .button, color: .black, frame: frame, alignment: .right),
                                   canvas: Size(width: 120, height: 30), scale: 2)
            let l = try #require(inkBounds(left)), r = try #require(inkBounds(right))
            #expect(l.x0 >= 20 && l.x0 <= 26, "\(l)")   // H's left side bearing is ~1–2 pt
            #expect(r.x1 <= 220 && r.x1 >= 214, "\(r)")
            #expect(l.x1 - l.x0 == r.x1 - r.x0)
        }

        @Test func measuredWidthPredictsDrawnInk() throws {
            let text = "Settings and more"
            let metrics = try m.measure(text, font: .button, maxWidth: nil, maxLines: 1)
            let b = try render(
                TextRun(
                    text: text, font: .button, color: .black,
                    frame: Rect(x: 0, y: 0, width: 200, height: 30), alignment: .left),
                canvas: Size(width: 200, height: 30), scale: 2)
            let ink = try #require(inkBounds(b))
            let inkWidth = Double(ink.x1 - ink.x0) / 2
            #expect(
                inkWidth <= metrics.width + 1 && inkWidth >= metrics.width - 3,
                "ink \(inkWidth) vs logical \(metrics.width)")
        }

        @Test func wrappedRunDrawsTwoCentredLines() throws {
            let text = "Hello world"
            let one = try m.measure(text, font: .button, maxWidth: nil, maxLines: 1)
            let width = (one.width * 0.7).rounded()
            let frame = Rect(x: 5, y: 0, width: width, height: 60)
            let b = try render(TextRun(text: text, font: .button, color: .black, frame: frame, alignment: .center,
                                       maxLines: 2, wraps: true),
                               canvas: Size(width: width + 10, height: 60), scale: 2)
            let ink = try #require(inkBounds(b))
            let single = try render(TextRun(text: "Hello", font: .button, color: .black, frame: frame),
                                    canvas: Size(width: width + 10, height: 60), scale: 2)
            let singleInk = try #require(inkBounds(single))
            #expect(ink.y1 - ink.y0 > 2 * (singleInk.y1 - singleInk.y0), "two lines are taller")
            #expect(ink.x0 >= 10 && ink.x1 <= Int((5 + width) * 2))
            save(b, "wrapped")
        }

        @Test func truncatedRunStaysInItsFrame() throws {
            let frame = Rect(x: 10, y: 0, width: 80, height: 30)
            let b = try render(TextRun(text: "A very long navigation title", font: .title, color: .black, frame: frame,
                                       alignment: .center, maxLines: 1, wraps: true),
                               canvas: Size(width: 100, height: 30), scale: 3)
            let ink = try #require(inkBounds(b))
            #expect(ink.x0 >= 30 && ink.x1 <= 270, "\(ink)")
            save(b, "ellipsized")
        }
    }
}

extension CairoRendererTests.Text {
    @Test(arguments: [
        "a\u{0}b", "\u{FEFF}x", "tab\there", "two\nlines", "\r\n", " ", String(repeating: "long ", count: 2000),
        "e\u{301}", "👍"
    ])
    func oddStringsNeverTrap(_ s: String) throws {
        // Either measured or a clear error; never a crash.
        do {
            let t = try Fixtures.measurer.measure(s, font: .button, maxWidth: nil, maxLines: 1)
            #expect(t.lineCount == 1, "\(s.debugDescription) without maxWidth stays on one line")
            let w = try Fixtures.measurer.measure(s, font: .button, maxWidth: 50, maxLines: 2)
            #expect(w.lineCount <= 2 * max(1, s.split(separator: "\n", omittingEmptySubsequences: false).count))
        } catch is MissingGlyphsError {
        }
    }
}
