import Basics
import CairoRenderer
import Drawing
import BarLayout
import BarModel
import Transitions

/// UIKit's own push and pop between two UIKit bars (iOS 15–18; `UIKitBarMotion` describes the motion and its
/// source): each side is rendered once without its bar (its content), once as its band (background and shadow
/// line) and once whole; a frame is the backdrop the two sliding screens and the one bar between the two bands make
/// at p, with both bars' parts drawn over it where they are at p. At p = 0 and p = 1 the frame is the side's own
/// render.
struct UIKitPush {
    struct Side {
        var content: Bitmap
        var band: UIKitBarMotion.Band
        var own: Bitmap
        var parts: UIKitBarParts
    }

    var source: Side
    var destination: Side
    var direction: SlideDirection
    /// The interactive pop: every track linear (a finger moves them).
    var interactive: Bool
    var scale: Double
    /// The screen's width in points.
    var width: Double

    init(from: Scene, to: Scene, layouts: (from: BarLayout, to: BarLayout), direction: SlideDirection,
         interactive: Bool) throws {
        func side(_ scene: Scene, _ layout: BarLayout) throws -> Side {
            let renderer = try BarRenderer(environment: Pipeline.environment(for: scene))
            let list = layout.displayList
            let band = DisplayList(
                canvasSize: list.canvasSize, scale: list.scale,
                layers: list.layers.filter { $0.key == .background || $0.key == .hairline })
            let scale = layout.scale
            let bottom = Int((layout.band.maxY * scale).rounded(.toNearestOrAwayFromZero))
            let shadowRows =
                layout.shadow.map { max(0, Int(($0.maxY * scale).rounded(.toNearestOrAwayFromZero)) - bottom) } ?? 0
            return Side(
                content: try renderer.render(list.without(.background, .bar, .hairline, .statusBar, .homeIndicator)),
                band: UIKitBarMotion.Band(bitmap: try renderer.render(band), bottom: bottom, shadowRows: shadowRows),
                own: try renderer.render(list.without(.statusBar, .homeIndicator)),
                parts: UIKitBarParts(layout, rightToLeft: scene.isRightToLeft))
        }
        source = try side(from, layouts.from)
        destination = try side(to, layouts.to)
        self.direction = interactive ? .pop : direction
        self.interactive = interactive
        scale = layouts.from.scale
        width = layouts.from.canvas.width
    }

    /// The frame at `progress`, without status bars, as tall as the taller side.
    func frame(progress: Double, renderer: BarRenderer) throws -> Bitmap {
        let p = try TransitionError.validated(progress: progress)
        let height = max(source.own.height, destination.own.height)
        if p == 0 || p == 1 { return Self.padded(p == 0 ? source.own : destination.own, height: height) }
        let rtl = source.parts.rightToLeft
        func m(_ b: Bitmap) -> Bitmap { rtl ? b.mirroredHorizontally() : b }
        func m(_ b: UIKitBarMotion.Band) -> UIKitBarMotion.Band {
            UIKitBarMotion.Band(bitmap: m(b.bitmap), bottom: b.bottom, shadowRows: b.shadowRows)
        }
        var backdrop = try UIKitBarMotion.backdrop(source: (m(source.content), m(source.band)),
                                                   destination: (m(destination.content), m(destination.band)),
                                                   progress: p, direction: direction)
        if rtl { backdrop = backdrop.mirroredHorizontally() }
        let t = try UIKitBarMotion.upperProgress(progress: p, direction: direction)
        let (lower, upper) = direction == .push ? (source.parts, destination.parts) : (destination.parts, source.parts)
        let clip = UIKitBarParts.union(lower.bar, upper.bar)
        let items = lowerItems(lower, upper: upper, t: t) + upperItems(upper, lower: lower, t: t)
        let list = DisplayList(
            canvasSize: Size(width: Double(backdrop.width) / scale, height: Double(backdrop.height) / scale),
            scale: scale, items: [.group(clip: clip, alpha: 1, items: items)])
        return try renderer.render(list, onto: backdrop)
    }

    /// How far the lower title has gone toward the upper back title: (dx, dy) between their leading edges and
    /// vertical centres.
    static func toBackLabel(from: Rect, in lower: UIKitBarParts, to label: Rect, in upper: UIKitBarParts) -> (
        Double, Double
    ) {
        (upper.leadingEdge(label) - lower.leadingEdge(from), label.midY - from.midY)
    }

    /// The share of the large title's way done at t: by t = 0.7 on a push, over the whole way on a pop.
    func largeTitleShare(_ t: Double) -> Double {
        direction == .push ? UIKitBarMotion.interval(t, end: 0.7) : t
    }

    func lowerItems(_ lower: UIKitBarParts, upper: UIKitBarParts, t: Double) -> [DisplayItem] {
        typealias M = UIKitBarMotion
        var out: [DisplayItem] = []
        out += placed(lower.leading, alpha: M.fadeOut(t, by: 0.4))
        // A chevron on both bars stays where it is (drawn once, by the upper bar) when the two are the same; two
        // different ones (another tint) cross-fade.
        if lower.chevron != upper.chevron || upper.chevron.isEmpty {
            out += placed(lower.chevron, alpha: upper.chevron.isEmpty ? M.fadeOut(t, by: 0.6) : 1 - t)
        }
        if let back = lower.backLabel {
            out += placed(back.items, dx: -lower.forward * width / 2 * t, alpha: M.fadeOut(t, by: 0.2))
        }
        if let title = lower.title {
            let alpha = M.fadeOut(t, by: lower.isTitleView ? 0.4 : 0.7)
            if let label = upper.backLabel {
                let (dx, dy) = Self.toBackLabel(from: title.frame, in: lower, to: label.frame, in: upper)
                out += placed(title.items, dx: dx * t, dy: dy * t, alpha: alpha)
            } else {
                out += placed(title.items, alpha: alpha)
            }
        }
        if let large = lower.largeTitle {
            if let label = upper.backLabel {
                let (dx, dy) = Self.toBackLabel(from: large.frame, in: lower, to: label.frame, in: upper)
                let s = largeTitleShare(t)
                out += placed(large.items, dx: dx * s, dy: dy * s, alpha: M.fadeOut(t, by: 0.6),
                              fontSize: M.lerp(large.fontSize, label.fontSize, t))
            } else {
                out += placed(large.items, dx: lower.forward * width / 4 * t, alpha: M.fadeOut(t, by: 0.4))
            }
        }
        out += placed(lower.prompt, alpha: M.fadeOut(t, by: 0.7))
        out += placed(lower.searchRow, dx: -lower.forward * width * t, alpha: M.fadeOut(t, by: 0.8))
        out += placed(lower.trailing, alpha: M.fadeOut(t, by: 0.6))
        return out
    }

    func upperItems(_ upper: UIKitBarParts, lower: UIKitBarParts, t: Double) -> [DisplayItem] {
        typealias M = UIKitBarMotion
        var out: [DisplayItem] = []
        out += placed(upper.leading, alpha: M.fadeIn(t, from: 0.6))
        out += upperChevron(upper, lower: lower, t: t)
        if let label = upper.backLabel {
            if let large = lower.largeTitle {
                let (dx, dy) = Self.toBackLabel(from: large.frame, in: lower, to: label.frame, in: upper)
                let rest = 1 - largeTitleShare(t)
                out += placed(label.items, dx: -dx * rest, dy: -dy * rest, alpha: M.fadeIn(t, from: 0.4),
                              fontSize: M.lerp(large.fontSize, label.fontSize, t))
            } else if let title = lower.title {
                let (dx, dy) = Self.toBackLabel(from: title.frame, in: lower, to: label.frame, in: upper)
                out += placed(label.items, dx: -dx * (1 - t), dy: -dy * (1 - t), alpha: M.fadeIn(t, from: 0.3))
            } else {
                out += placed(label.items, alpha: M.fadeIn(t, from: 0.3))
            }
        }
        if let title = upper.title {
            // From where its centre is on the trailing edge of the screen.
            let w = title.frame.width
            let start = upper.rightToLeft ? w / 2 : width - w / 2
            let dx = (start - upper.leadingEdge(title.frame)) * (1 - t)
            out += placed(title.items, dx: dx, alpha: M.fadeIn(t, from: 0.25))
        }
        out += placed(upper.prompt, alpha: M.fadeIn(t, from: 0.25))
        let header = headerProgress(t)
        if let large = upper.largeTitle {
            out += placed(large.items, dx: upper.forward * width * (1 - header), alpha: header)
        }
        out += placed(upper.searchRow, dx: upper.forward * width * (1 - header), alpha: header)
        out += placed(upper.trailing, alpha: M.fadeIn(t, from: 0.4))
        return out
    }

    /// The replica's header curve for the incoming large title and search row (flipped on a pop; linear under a
    /// finger).
    func headerProgress(_ t: Double) -> Double {
        if interactive { return t }
        return direction == .push ? UIKitBarMotion.headerCurve(t) : 1 - UIKitBarMotion.headerCurve(1 - t)
    }

    /// The upper back chevron: over a lower chevron it stays in place (UIKit keeps the back indicator; the replica's
    /// fade out by 0.6 and in from 0.4 would dim it half way), cross-fading only from a different one; without one
    /// it slides in from two chevron widths toward the trailing edge and grows from nothing (push: over t 0…0.5 and
    /// 0…0.2, fading in from 0.4; pop: over 0.5…1 and 0.8…1, fading in from 0.9), linear as the replica drives it.
    func upperChevron(_ upper: UIKitBarParts, lower: UIKitBarParts, t: Double) -> [DisplayItem] {
        let lowerHasChevron = !lower.chevron.isEmpty
        func linear(_ a: Double, _ b: Double) -> Double { min(max((t - a) / (b - a), 0), 1) }
        if lowerHasChevron { return placed(upper.chevron, alpha: upper.chevron == lower.chevron ? 1 : t) }
        let push = direction == .push
        let move = push ? linear(0, 0.5) : linear(0.5, 1)
        let grow = push ? linear(0, 0.2) : linear(0.8, 1)
        let alpha = push ? linear(0.4, 1) : linear(0.9, 1)
        guard grow > 0, alpha > 0, let box = upper.chevron.compactMap(UIKitBarParts.bounds).first else { return [] }
        let dx = upper.forward * box.width * 2 * (1 - move)
        let cx = box.midX, cy = box.midY
        let items = upper.chevron.map {
            $0.mapped { r in
                Rect(x: cx + (r.minX - cx) * grow + dx, y: cy + (r.minY - cy) * grow, width: r.width * grow,
                     height: r.height * grow)
            }
        }
        return placed(items, alpha: alpha)
    }

    /// `bitmap` with transparent rows added below it up to `height`.
    static func padded(_ bitmap: Bitmap, height: Int) -> Bitmap {
        guard bitmap.height < height else { return bitmap }
        var pixels = bitmap.pixels
        pixels += [UInt8](repeating: 0, count: (height - bitmap.height) * bitmap.width * 4)
        return Bitmap(width: bitmap.width, height: height, pixels: pixels) ?? bitmap
    }
}
