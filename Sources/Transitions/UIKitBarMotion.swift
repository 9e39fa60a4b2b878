import BarSnapCore

/// UIKit's own push and pop between two UIKit bars (iOS 15–18): the screens slide as in `Slide` (the 0.3 parallax,
/// the 10 % dim over the lower screen), while the bar animates its parts instead of sliding as a picture.
///
/// The motion follows Flutter's iOS replica of this transition (`_NavigationBarTransition` in
/// flutter/packages/flutter/lib/src/cupertino/nav_bar.dart, its values "eyeballed on an iPhone 15 simulator running
/// iOS 17.5"); `t` is how far the upper screen (push: the destination; pop: the source) has come in, so a pop at
/// progress p is the push at t = 1 − p, and the interactive pop is that pop with every track linear (the replica
/// drives the large title and the search row linearly while a finger moves them). On the lower screen's bar:
/// - the title slides from its place until its leading edge meets the upper back button's title (the vertical
///   centres meet too), fading out by t = 0.7; without an upper back title it fades out in place;
/// - a shown large title does the same by t = 0.7 (pop: over the whole way) and shrinks to the back title's size,
///   fading out by t = 0.6; without an upper back title it moves a quarter of the width toward the trailing edge,
///   fading out by t = 0.4;
/// - its back title slides half the width toward the leading edge, fading out by t = 0.2; its chevron stays when the
///   upper bar has the same one (else it cross-fades, or fades out by t = 0.6 when the upper bar has none); its
///   left items fade out by t = 0.4 and right items by t = 0.6, in place;
/// - its background and shadow line slide out with the lower screen, the whole width (not dimmed: the bar is
///   above the dim); its search row too, fading out by t = 0.8.
/// On the upper screen's bar:
/// - the back title comes along the lower title's path (fading in from t = 0.3; from a large title from 0.4, at the
///   large title's size shrinking to its own), the title slides in from where its centre is on the trailing edge,
///   fading in from t = 0.25;
/// - when the lower bar had no chevron, the chevron slides in from two chevron widths toward the trailing edge
///   (over t 0…0.5), grows from nothing (over t 0…0.2) and fades in from t = 0.4;
/// - left items fade in from t = 0.6, right items from 0.4, in place;
/// - its background, large title and search row slide in from the trailing edge; the large title and the search
///   row on the replica's header curve, fading in along it.
/// Fades out use ease-out over their interval, fades in ease-in (UIKit's `.easeOut` / `.easeIn`).
public enum UIKitBarMotion {
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

    /// The frame under the bar's parts, without status bars: the two screens' canvases without their bars (`content`
    /// of each side: the screen drawn without its band, bar and status bar) slid and dimmed as `Slide` places them,
    /// then each side's band (its background and shadow line, `band`) over them, undimmed: the lower one moved the
    /// whole width toward the leading edge by t, the upper one in from the trailing edge. Left to right; a
    /// right-to-left caller mirrors its bitmaps and the result, as `TransitionRenderer` does for every kind.
    public static func backdrop(source: (content: Bitmap, band: Bitmap), destination: (content: Bitmap, band: Bitmap),
                                progress: Double, direction: SlideDirection) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let all = [source.content, source.band, destination.content, destination.band]
        let w = source.content.width
        guard all.allSatisfy({ $0.width == w && Bitmap.isValidSize(width: $0.width, height: $0.height) }) else {
            throw TransitionError.mismatchedCanvases(source: "\(source.content.width) px wide",
                                                     destination: "\(destination.content.width) px wide")
        }
        let h = all.map(\.height).max() ?? 0
        guard Bitmap.isValidSize(width: w, height: h) else { throw TransitionError.outputTooLarge(width: w, height: h) }
        var c = Canvas(width: w, height: h)
        try Slide.drawScreens(&c, source.content, destination.content, progress: p, direction: direction)
        let t = direction == .push ? p : 1 - p
        let (lower, upper) = direction == .push ? (source.band, destination.band) : (destination.band, source.band)
        c.draw(lower, dx: -roundPx(Double(w) * t))
        c.draw(upper, dx: roundPx(Double(w) * (1 - t)))
        return c.bitmap()
    }
}
