import Basics
import Drawing

/// Input checks done before any drawing, so bad values become errors and never reach Cairo.
enum Validation {
    /// Largest coordinate accepted, in points: × the largest scale (16) it stays well inside Cairo's 24.8
    /// fixed-point range (±8,388,607 device units).
    static let maxCoordinate = 100_000.0

    static func check(_ item: DisplayItem, path: String, depth: Int) throws {
        func fail(_ message: String) -> RenderError { RenderError(operation: "validate \(path)", message: message) }
        func rect(_ r: Rect, _ what: String) throws {
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
                  abs(r.x) <= maxCoordinate, abs(r.y) <= maxCoordinate,
                  abs(r.width) <= maxCoordinate, abs(r.height) <= maxCoordinate else {
                throw fail("\(what) \(r) has a non-finite or out-of-range value")
            }
        }
        func color(_ c: Color) throws {
            guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else {
                throw fail("colour has a non-finite component")
            }
        }
        switch item {
        case .fill(let r, let c):
            try rect(r, "rect")
            try color(c)
        case .roundedRect(let r, let radius, let c):
            try rect(r, "rect")
            try color(c)
            guard radius.isFinite else { throw fail("corner radius \(radius) is not finite") }
        case .text(let run):
            try rect(run.frame, "text frame")
            try color(run.color)
            guard run.font.size.isFinite, run.font.size > 0, run.font.size <= 4096 else {
                throw fail("font size \(run.font.size) is not in (0, 4096]")
            }
        case .symbol(_, let frame, let c), .iconGlyph(_, let frame, let c):
            try rect(frame, "symbol frame")
            try color(c)
        case .image(let bitmap, let frame, let tint):
            try rect(frame, "image frame")
            if let tint { try color(tint) }
            guard bitmap.width >= 0, bitmap.height >= 0, bitmap.pixels.count == bitmap.width * bitmap.height * 4 else {
                throw fail("image has \(bitmap.pixels.count) bytes for \(bitmap.width) × \(bitmap.height) px")
            }
            guard bitmap.width == 0 || bitmap.height == 0
                || Bitmap.isValidSize(width: bitmap.width, height: bitmap.height) else {
                throw fail("image of \(bitmap.width) × \(bitmap.height) px is too large")
            }
        case .statusBar(let frame, _, _):
            try rect(frame, "status bar frame")
        case .mirrored(let r, let items):
            try rect(r, "mirrored rect")
            guard depth < BarRenderer.maxGroupDepth else {
                throw fail("groups nested deeper than \(BarRenderer.maxGroupDepth)")
            }
            for (i, child) in items.enumerated() {
                try check(child, path: "\(path).\(i)", depth: depth + 1)
            }
        case .glass(let g):
            try rect(g.frame, "glass frame")
            for c in [g.tint, g.highlight, g.shadow] { try color(c) }
            guard
                [g.radius, g.blur, g.shadowBlur, g.shadowOffset].allSatisfy({ $0.isFinite && abs($0) <= maxCoordinate })
            else {
                throw fail("glass radius, blur or shadow is not finite")
            }
        case .group(let clip, let alpha, let items):
            if let clip { try rect(clip, "clip") }
            guard alpha.isFinite else { throw fail("group alpha \(alpha) is not finite") }
            guard depth < BarRenderer.maxGroupDepth else {
                throw fail("groups nested deeper than \(BarRenderer.maxGroupDepth)")
            }
            for (i, child) in items.enumerated() {
                try check(child, path: "\(path).\(i)", depth: depth + 1)
            }
        }
    }
}
