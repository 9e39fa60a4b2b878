import NavigationModel
import Basics
import Synchronization
@testable import Transitions

/// Collects navigation events from a @Sendable observer.
final class EventRecorder: Sendable {
    private let storage = Mutex<[NavigationEvent]>([])
    var events: [NavigationEvent] { storage.withLock { $0 } }
    var observer: NavigationStack.Observer { { e in self.storage.withLock { $0.append(e) } } }
    /// Compact log: "will:a:true", "did:a:false".
    var log: [String] {
        events.map {
            switch $0 {
            case .willShow(let s, let a): return "will:\(s.id):\(a)"
            case .didShow(let s, let a): return "did:\(s.id):\(a)"
            }
        }
    }
}

typealias RGBA = (UInt8, UInt8, UInt8, UInt8)

func bitmap(width: Int, height: Int, _ f: (Int, Int) -> RGBA) -> Bitmap {
    var b = Bitmap(width: width, height: height)
    for y in 0 ..< height { for x in 0 ..< width { b.setPixel(x: x, y: y, f(x, y)) } }
    return b
}

func rgba(_ c: Color) -> RGBA { c.rgba8 }

/// A wrapper-like render: band filled with `background` from row 0 to the bar's bottom, the bar region painted with
/// a per-pixel pattern (seeded by `seed`, opaque), content rows below the bar in `content`.
func renderScreen(
    widthPx: Int = 12, heightPx: Int = 20, scale: Double = 2, barFrame: Rect = Rect(x: 0, y: 2, width: 6, height: 5),
    background: Color, seed: Int, content: RGBA = (250, 250, 250, 255), safeTop: Double = 0
) -> RenderedScreen {
    let barY0 = Int(barFrame.minY * scale), barY1 = Int(barFrame.maxY * scale)
    let barX0 = Int(barFrame.minX * scale), barX1 = Int(barFrame.maxX * scale)
    let bg = background.rgba8
    let b = bitmap(width: widthPx, height: heightPx) { x, y in
        if y >= barY0, y < barY1, x >= barX0, x < barX1 {
            return (
                UInt8((x * 37 + y * 11 + seed * 53) % 256), UInt8((x * 91 + seed * 7) % 256),
                UInt8((y * 29 + seed * 131) % 256), 255
            )
        }
        return y < barY1 ? bg : content
    }
    return RenderedScreen(bitmap: b, scale: scale, barFrame: barFrame, background: background, safeTop: safeTop)
}

/// Two-colour image: columns < width/2 `left`, the rest `right`.
func halves(width: Int, height: Int, left: RGBA, right: RGBA) -> Bitmap {
    bitmap(width: width, height: height) { x, _ in x < width / 2 ? left : right }
}

func column(_ b: Bitmap, _ x: Int, row: Int = 0) -> RGBA { b.pixel(x: x, y: row) }

func same(_ a: RGBA, _ b: RGBA) -> Bool { a.0 == b.0 && a.1 == b.1 && a.2 == b.2 && a.3 == b.3 }

func rows(_ b: Bitmap, _ r: Range<Int>) -> ArraySlice<UInt8> {
    b.pixels[(r.lowerBound * b.width * 4)..<(r.upperBound * b.width * 4)]
}
