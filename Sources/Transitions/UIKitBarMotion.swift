import Basics

/// UIKit's own push and pop between two UIKit bars (iOS 15–18), after Flutter's iOS replica (cupertino/nav_bar.dart).
/// Design notes: "UIKit's own push".
package enum UIKitBarMotion {
    /// The replica's header curve for the incoming large title and search row: cubic-bezier (0, 0.45, 0.45, 0.98).
    public static func headerCurve(_ t: Double) -> Double {
        TransitionTiming.cubicBezier(x1: 0, y1: 0.45, x2: 0.45, y2: 0.98, at: t)
    }

    /// How far the upper screen has come in at `progress` of a `direction` transition (push: p; pop: 1 − p).
    public static func upperProgress(progress: Double, direction: SlideDirection) throws -> Double {
        let p = try TransitionError.validated(progress: progress)
        return direction == .push ? p : 1 - p
    }

    /// Opacity of a part fading out over t = 0…`end` (ease-out), 1 before, 0 after.
    public static func fadeOut(_ t: Double, by end: Double) -> Double {
        guard end > 0 else { return 0 }
        let x = min(max(t / end, 0), 1)
        return 1 - TransitionTiming.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: x)
    }

    /// Opacity of a part fading in over t = `start`…1 (ease-in), 0 before, 1 at t = 1.
    public static func fadeIn(_ t: Double, from start: Double) -> Double {
        guard start < 1 else { return t >= 1 ? 1 : 0 }
        let x = min(max((t - start) / (1 - start), 0), 1)
        return TransitionTiming.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: x)
    }

    /// Linear interpolation from `a` (t = 0) to `b` (t = 1).
    public static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// The fraction of a track that runs over t = 0…`end` (1 from then on).
    public static func interval(_ t: Double, end: Double) -> Double {
        end > 0 ? min(max(t / end, 0), 1) : 1
    }

    /// One side's band: its canvas drawn with only the bar's background and shadow line (`bitmap`), the device-pixel
    /// row the band ends at and the rows of the shadow line under it.
    public struct Band: Sendable {
        public var bitmap: Bitmap
        public var bottom: Int
        public var shadowRows: Int
        public init(bitmap: Bitmap, bottom: Int, shadowRows: Int) {
            self.bitmap = bitmap
            self.bottom = bottom
            self.shadowRows = shadowRows
        }

        /// This band made `bottom` rows tall, `height` rows in all: its rows down to its own bottom (the last one
        /// repeated when taller), then its shadow line's rows, then nothing.
        func reshaped(bottom b: Int, height: Int) -> Bitmap {
            let w = bitmap.width, rowBytes = w * 4
            var out = [UInt8](repeating: 0, count: rowBytes * height)
            func copy(row source: Int, to y: Int) {
                guard source >= 0, source < bitmap.height, y >= 0, y < height else { return }
                out.replaceSubrange(y * rowBytes ..< (y + 1) * rowBytes,
                                    with: bitmap.pixels[source * rowBytes ..< (source + 1) * rowBytes])
            }
            if bottom > 0 { for y in 0 ..< min(b, height) { copy(row: min(y, bottom - 1), to: y) } }
            for k in 0 ..< shadowRows { copy(row: bottom + k, to: b + k) }
            return Bitmap(width: w, height: height, pixels: out) ?? bitmap
        }
    }

    /// The one bar between two bands at t: both reshaped to the height between theirs (rounded to a device pixel),
    /// then mixed pixel by pixel, premultiplied, lower × (1 − t) + upper × t, so two equal bands stay as they are and
    /// a transparent one fades into an opaque one.
    public static func sharedBand(lower: Band, upper: Band, t: Double, height: Int) -> Bitmap {
        let b = Int(lerp(Double(lower.bottom), Double(upper.bottom), t).rounded(.toNearestOrAwayFromZero))
        let l = lower.reshaped(bottom: b, height: height), u = upper.reshaped(bottom: b, height: height)
        var out = [UInt8](repeating: 0, count: l.pixels.count)
        let s = min(max(t, 0), 1)
        // Below the band and its shadow rows both are transparent.
        let rows = min(height, b + max(lower.shadowRows, upper.shadowRows))
        for i in stride(from: 0, to: rows * l.width * 4, by: 4) {
            let la = Double(l.pixels[i + 3]) / 255, ua = Double(u.pixels[i + 3]) / 255
            let a = la * (1 - s) + ua * s
            guard a > 0 else { continue }
            for c in 0 ..< 3 {
                let premultiplied = Double(l.pixels[i + c]) * la * (1 - s) + Double(u.pixels[i + c]) * ua * s
                out[i + c] = UInt8(min(max((premultiplied / a).rounded(.toNearestOrAwayFromZero), 0), 255))
            }
            out[i + 3] = UInt8(min(max((a * 255).rounded(.toNearestOrAwayFromZero), 0), 255))
        }
        return Bitmap(width: l.width, height: height, pixels: out) ?? l
    }

    /// The frame under the bar's parts, without status bars: the two screens' canvases without their bars (`content`
    /// of each side: the screen drawn without its band, bar and status bar) slid and dimmed as `Slide` places them,
    /// then the one bar over them, undimmed (`sharedBand`). Left to right; a right-to-left caller mirrors its
    /// bitmaps and the result, as `TransitionRenderer` does for every kind.
    public static func backdrop(source: (content: Bitmap, band: Band), destination: (content: Bitmap, band: Band),
                                progress: Double, direction: SlideDirection) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let all = [source.content, source.band.bitmap, destination.content, destination.band.bitmap]
        let w = source.content.width
        guard all.allSatisfy({ $0.width == w && Bitmap.isValidSize(width: $0.width, height: $0.height) }) else {
            throw TransitionError.mismatchedCanvases(source: "\(source.content.width) px wide",
                                                     destination: "\(destination.content.width) px wide")
        }
        let h = all.map(\.height).max() ?? 0
        guard Bitmap.isDrawableSize(width: w, height: h) else {
            throw TransitionError.outputTooLarge(width: w, height: h)
        }
        var c = Canvas(width: w, height: h)
        try Slide.drawScreens(&c, source.content, destination.content, progress: p, direction: direction)
        let t = direction == .push ? p : 1 - p
        let (lower, upper) = direction == .push ? (source.band, destination.band) : (destination.band, source.band)
        c.draw(sharedBand(lower: lower, upper: upper, t: t, height: h))
        return c.bitmap()
    }
}
