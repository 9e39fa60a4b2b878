import Basics
import Drawing

/// iOS 26's soft scroll-edge effect: whole device-pixel rows of one colour, opacity in integer arithmetic.
/// Design notes: "iOS 26's soft scroll edge".
enum UIKit26ScrollEdge {
    static func softFade(band: Rect, itemRowTop: Double, color: Color, scale: Double) -> [DisplayItem] {
        guard scale > 0, band.height > 0 else { return [] }
        let top = Int((band.minY * scale).rounded()), bottom = Int((band.maxY * scale).rounded())
        let solid = min(max(Int((itemRowTop * scale).rounded()), top), bottom)
        var out: [DisplayItem] = []
        func row(_ y0: Int, _ y1: Int, alpha: Int) {
            guard y1 > y0, alpha > 0 else { return }
            let r = Rect(x: band.minX, y: Double(y0) / scale, width: band.width, height: Double(y1 - y0) / scale)
            out.append(.fill(r, color.withAlpha(color.alpha * Double(alpha) / 255)))
        }
        row(top, solid, alpha: 255)
        let n = bottom - solid
        guard n > 0 else { return out }
        // Rows with the same opacity share one rectangle.
        var start = solid, current = -1
        for y in solid..<bottom {
            let left = bottom - y
            let a = (255 * left * left + n * n / 2) / (n * n)
            if a != current {
                row(start, y, alpha: current)
                start = y
                current = a
            }
        }
        row(start, bottom, alpha: current)
        return out
    }
}
