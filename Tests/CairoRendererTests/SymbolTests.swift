import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel

extension CairoRendererTests {
    @Suite struct Symbols {
        /// Each symbol alone on a transparent canvas, its frame pixel-aligned with a margin around it.
        static func render(_ symbol: Symbol, pointSize: Double, scale: Double)
            throws -> (Bitmap, (x0: Int, y0: Int, x1: Int, y1: Int)) {
            let size = symbol.size(pointSize: pointSize)
            let frame = Rect(x: 5, y: 5, width: size.width, height: size.height).snapped(scale: scale)
            let list = DisplayList(canvasSize: Size(width: size.width + 10, height: size.height + 10), scale: scale,
                                   items: [.symbol(symbol, frame: frame, color: .black)])
            let px = (Int((frame.minX * scale).rounded()), Int((frame.minY * scale).rounded()),
                      Int((frame.maxX * scale).rounded()), Int((frame.maxY * scale).rounded()))
            return (try Fixtures.renderer.render(list), px)
        }

        @Test(arguments: Symbol.allCases, [(22.0, 3.0), (17.0, 2.0), (23.0, 1.0)])
        func symbolInkStaysInsideItsFrame(_ symbol: Symbol, size: (Double, Double)) throws {
            let (bitmap, f) = try Self.render(symbol, pointSize: size.0, scale: size.1)
            let all = try #require(inkBounds(bitmap), "\(symbol.rawValue) drew nothing")
            #expect(all.x0 >= f.x0 && all.y0 >= f.y0 && all.x1 <= f.x1 && all.y1 <= f.y1,
                    "\(symbol.rawValue) ink \(all) leaves its frame \(f)")
            // It fills its box: ink spans most of the frame in at least one direction, and is not a speck.
            let spanX = Double(all.x1 - all.x0) / Double(f.x1 - f.x0)
            let spanY = Double(all.y1 - all.y0) / Double(f.y1 - f.y0)
            #expect(max(spanX, spanY) > 0.85, "\(symbol.rawValue) spans only \(spanX) × \(spanY) of its frame")
            #expect(min(spanX, spanY) > 0.5, "\(symbol.rawValue) spans only \(spanX) × \(spanY) of its frame")
            // Solid ink exists (a real stroke, not only antialiasing fringe).
            #expect(bitmap.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
            // Colour is exactly the requested one wherever there is ink.
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let p = bitmap.pixel(x: x, y: y)
                    if p.a > 0 && (p.r, p.g, p.b) != (0, 0, 0) {
                        Issue.record("\(symbol) pixel \(x),\(y) is \(p)")
                        return
                    }
                }
            }
        }

        /// Every symbol has an outline, and every outline draws something: at least one layer with a path that
        /// starts somewhere.
        @Test(arguments: Symbol.allCases)
        func everySymbolHasAnOutline(_ symbol: Symbol) throws {
            let outline = try #require(SymbolOutline.table[symbol], "\(symbol.rawValue) has no outline")
            #expect(!outline.layers.isEmpty)
            for layer in outline.layers {
                #expect(layer.path.contains { step in
                    switch step {
                    case .move, .newSubPath, .rotated: return true
                    default: return false
                    }
                }, "\(symbol.rawValue) has a layer whose path never starts")
            }
            #expect(SymbolOutline.table.count == Symbol.allCases.count)
        }

        /// Every symbol at two sizes on one sheet (written to /tmp for looking at it): each draws inside its own cell.
        @Test func symbolSheetDrawsEverySymbolInItsCell() throws {
            let scale = 3.0, cell = 40.0
            let rows = (Symbol.allCases.count + 9) / 10
            let sheet = Size(width: cell * 10, height: cell * Double(2 * rows))
            let pink = Color(red: 1, green: 0.9, blue: 0.9)
            var items: [DisplayItem] = [.fill(Rect(x: 0, y: 0, width: sheet.width, height: sheet.height), .white)]
            var frames: [(Symbol, Rect)] = []
            for (i, symbol) in Symbol.allCases.enumerated() {
                for (row, pt) in [(0, 22.0), (rows, 34.0)] {
                    let size = symbol.size(pointSize: pt)
                    let cx = Double(i % 10) * cell, cy = Double(row + i / 10) * cell
                    let frame = Rect(x: cx + (cell - size.width) / 2, y: cy + (cell - size.height) / 2,
                                     width: size.width, height: size.height).snapped(scale: scale)
                    items.append(.fill(frame, pink))
                    items.append(.symbol(symbol, frame: frame, color: .black))
                    frames.append((symbol, frame))
                }
            }
            let bitmap = try Fixtures.renderer.render(DisplayList(canvasSize: sheet, scale: scale, items: items))
            save(bitmap, "symbols")
            #expect(frames.count == 2 * Symbol.allCases.count && !frames.isEmpty)
            #expect(bitmap.width == Int(sheet.width * scale) && bitmap.height == Int(sheet.height * scale))
            for (symbol, frame) in frames {
                let px = (x0: Int((frame.minX * scale).rounded()), y0: Int((frame.minY * scale).rounded()),
                          x1: Int((frame.maxX * scale).rounded()), y1: Int((frame.maxY * scale).rounded()))
                // Black ink on the pink frame (the sheet is white and pink, so a dark pixel is the symbol's).
                let dark = (px.y0..<px.y1).contains { y in
                    (px.x0..<px.x1).contains { bitmap.pixel(x: $0, y: y).r < 128 }
                }
                #expect(dark, "\(symbol.rawValue) at \(frame) drew nothing in its cell")
            }
        }
    }
}
