import Basics
import CairoRenderer
import BarLayout
import BarModel
import Transitions

/// Two scenes that cannot make one transition (different screens).
package struct MismatchedScenes: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Renders transition frames between two scenes: each side is rendered (with its status bar as a separate
/// glyph layer, so the composition can draw the right one on top), then composed by `Transitions`.
package struct TransitionRenderer: Sendable {
    public var from: Scene
    public var to: Scene
    /// Pop instead of push (the slide runs the other way). Interactive is always a pop.
    public var direction: SlideDirection

    public init(from: Scene, to: Scene, direction: SlideDirection = .push) throws {
        let a = from.screen, b = to.screen
        guard a.size == b.size, a.scale == b.scale, from.orientation == to.orientation else {
            func describe(_ s: Scene) -> String {
                let size = "custom \(JSON.format(s.screen.size.width))×\(JSON.format(s.screen.size.height))"
                return "\(s.screen.presetName ?? size) \(s.orientation.rawValue) @\(JSON.format(s.screen.scale))x"
            }
            throw MismatchedScenes(description:
                """
                    FROM and TO must share device, orientation and scale: FROM is \(describe(from)), TO is\
                     \(describe(to))
                    """)
        }
        // A push inside a sheet drawn as a card: the transition runs inside the card (what the card holds, laid out
        // on the card's screen), and each frame is placed on the card's backdrop. Both sides are the same card.
        if from.sheetCard != nil || to.sheetCard != nil {
            guard let card = from.sheetCard, card == to.sheetCard, from.presenting == to.presenting else {
                func describe(_ s: Scene) -> String {
                    "\(s.presentation.rawValue) (\(s.style))"
                }
                if from.sheetCard != nil, from.sheetCard == to.sheetCard {
                    throw MismatchedScenes(
                        description:
                            "FROM and TO are screens of one sheet, so they must give the same `presenting` screen")
                }
                throw MismatchedScenes(
                    description: "FROM and TO must both be the same sheet: FROM is "
                        + "\(describe(from)), TO is \(describe(to))")
            }
            self.sheet = (outer: from, card: card)
            self.from = from.cardContentScene(card)
            self.to = to.cardContentScene(card)
        } else {
            self.from = from
            self.to = to
        }
        self.direction = direction
    }

    /// The sheet card both sides are drawn in, with the FROM scene as given (for the backdrop), or nil.
    var sheet: (outer: Scene, card: SheetCard)?

    /// The kind the transition rule (Glossary: transition rule) picks for an animated push/pop: fade between two
    /// default wrappers of equal bar heights, slide otherwise (see `isDefaultWrapper`).
    public var decidedKind: TransitionKind {
        TransitionKind.decide(from: Self.side(from), to: Self.side(to), animated: true)
    }

    /// One side for `TransitionKind.decide`.
    public static func side(_ scene: Scene) -> TransitionKind.Side {
        .init(isDefaultWrapper: isDefaultWrapper(scene), barHeight: scene.totalBarHeight)
    }

    /// A scene stands for the default bar wrapper when it draws the custom bar with an opaque
    /// background. A screen without a bar is a "no bar" screen; UIKit's bar is the system bar the custom bar
    /// hides; and a translucent toolbar is, in its author's words, not supported by that wrapper ("another container
    /// is used") — all three take the standard slide.
    public static func isDefaultWrapper(_ scene: Scene) -> Bool {
        scene.styleDefinition.motion(scene).isDefaultWrapper
    }

    public func frame(kind: TransitionKind? = nil, progress: Double) throws -> Bitmap {
        let kind = kind ?? decidedKind
        return try frames(kind: kind, progress: [progress])[0]
    }

    /// `count` evenly spaced frames (p = 0 … 1) stacked top to bottom with 1-device-pixel black separators.
    public func filmstrip(kind: TransitionKind? = nil, count: Int) throws -> Bitmap {
        let kind = kind ?? decidedKind
        let values = try Filmstrip.progressValues(count: count)
        // Refuse a strip over the size limit before laying out or rendering any frame.
        let width = Int((from.screen.size.width * from.screen.scale).rounded())
        var frameHeight = max(from.canvasPixelHeight, to.canvasPixelHeight)
        if let sheet {
            frameHeight = SheetComposition.canvasHeight(sheet.outer, card: sheet.card, cardCanvasPixels: frameHeight)
        }
        let height = Filmstrip.height(frameHeight: frameHeight, count: count)
        guard let height, Bitmap.isDrawableSize(width: width, height: height) else {
            throw TransitionError.outputTooLarge(width: width, height: height ?? Int.max)
        }
        let strip = try frames(kind: kind, progress: values)
        return try Filmstrip.make(frames: strip, separatorColor: .black, scale: from.screen.scale)
    }

    /// Frames of `kind` at each progress. The two sides are composed without their status bars and home
    /// indicators; those are then drawn by Cairo over the frame, with the same code and rounding as a still render,
    /// cross-faded
    /// (the status-bar cross-fade, see `StatusBarFade`): the source's at 1 − p, then the destination's at p; two
    /// equal status bars (same style, same frame) do not change and are drawn once; `.none` is instant (the source's
    /// at p = 0, the destination's after). So p = 0 and p = 1 are the two screens' own renders, byte for byte.
    func frames(kind: TransitionKind, progress: [Double]) throws -> [Bitmap] {
        // The status bars are drawn with the two screens' font set (their text is the system face, which every
        // font set draws the same: the pinned fonts come first for it).
        let renderer = try BarRenderer(environment: Pipeline.environment(for: [from, to]))
        // Each side is laid out once: its status bar, and its render unless the interactive pop re-draws its bar.
        let layouts = (from: try Pipeline.layout(from), to: try Pipeline.layout(to))
        let status = (source: layouts.from.displayList[.statusBar], destination: layouts.to.displayList[.statusBar])
        // The home indicator is a system overlay too: it stays while the screens move, cross-faded like the status bar.
        let indicator = (
            source: layouts.from.displayList[.homeIndicator], destination: layouts.to.displayList[.homeIndicator]
        )
        // The interactive pop between two bars re-renders both bars at every progress; the others render once.
        let rendersPerFrame = kind == .interactive && from.barHidden == to.barHidden
        // Between two UIKit bars UIKit animates the bar's parts itself (`UIKitPush`).
        let uikit =
            animatesUIKitBar(kind)
            ? try UIKitPush(
                from: from, to: to, layouts: layouts, direction: direction, interactive: kind == .interactive)
            : nil
        var shared: (RenderedScreen, RenderedScreen)?
        var sheetBackdrop: Bitmap?
        return try progress.map { p in
            let composed: Bitmap
            let scale = from.screen.scale
            if let uikit {
                composed = try uikit.frame(progress: p, renderer: renderer)
            } else {
                let (source, destination): (RenderedScreen, RenderedScreen)
                if rendersPerFrame {
                    (source, destination) = try sides(kind: kind, progress: p, layouts: layouts)
                } else {
                    if shared == nil { shared = try sides(kind: kind, progress: p, layouts: layouts) }
                    (source, destination) = shared!
                }
                composed = try Self.compose(kind: kind, source, destination, progress: p, direction: direction,
                                            rightToLeft: from.isRightToLeft)
            }
            let overlayProgress = kind == .none ? (p == 0 ? 0 : 1) : p
            let items = try Self.statusBarItems(status.source, status.destination, progress: overlayProgress)
                + Self.statusBarItems(indicator.source, indicator.destination, progress: overlayProgress)
            var framed = composed
            if !items.isEmpty {
                let list = DisplayList(canvasSize: Size(width: Double(composed.width) / scale,
                                                        height: Double(composed.height) / scale),
                                       scale: scale, items: items)
                framed = try renderer.render(list, onto: composed)
            }
            // Inside a sheet the frame is the card's (no status bar in it; its home indicator drawn above), placed
            // on the card's backdrop.
            if let sheet {
                return try SheetComposition.place(framed, of: sheet.outer, card: sheet.card, renderer: renderer,
                                                  backdrop: &sheetBackdrop)
            }
            return framed
        }
    }

    /// A frame of the composed kinds, without status bars. Right to left (the source screen's direction): composed
    /// over mirrored screens, mirrored back.
    static func compose(
        kind: TransitionKind, _ source: RenderedScreen, _ destination: RenderedScreen, progress p: Double,
        direction: SlideDirection, rightToLeft rtl: Bool
    ) throws -> Bitmap {
        let composed = try Transition.frame(
            kind: kind, source: rtl ? source.mirrored() : source,
            destination: rtl ? destination.mirrored() : destination, progress: p,
            direction: direction, drawsStatusBar: false)
        return rtl ? composed.mirroredHorizontally() : composed
    }

    /// Whether UIKit animates its own bar in this transition: a slide or an interactive pop between two bars of a
    /// style that does (UIKit's iOS 15–18 bar); every other pair keeps its composition.
    func animatesUIKitBar(_ kind: TransitionKind) -> Bool {
        (kind == .slide || kind == .interactive) && !from.barHidden && !to.barHidden
            && from.styleDefinition.motion(from) == .ownParts && to.styleDefinition.motion(to) == .ownParts
    }

    /// The status bars over a frame at p: each side's items in a group of its `StatusBarFade` opacity (a side at
    /// opacity 1 is drawn as is, one at 0 not at all); equal items once, as they are.
    static func statusBarItems(_ source: [DisplayItem], _ destination: [DisplayItem], progress p: Double) throws
        -> [DisplayItem]
    {
        if source == destination { return source }
        let (a, b) = try StatusBarFade.opacities(atProgress: p)
        func faded(_ items: [DisplayItem], _ alpha: Double) -> [DisplayItem] {
            if items.isEmpty || alpha <= 0 { return [] }
            return alpha >= 1 ? items : [.group(clip: nil, alpha: alpha, items: items)]
        }
        return faded(source, a) + faded(destination, b)
    }

    func sides(kind: TransitionKind, progress: Double, layouts: (from: BarLayout, to: BarLayout))
        throws -> (RenderedScreen, RenderedScreen)
    {
        switch kind {
        case .fade:
            return (
                try Self.rendered(from, layout: layouts.from, band: true),
                try Self.rendered(to, layout: layouts.to, band: true)
            )
        case .interactive where from.barHidden != to.barHidden:
            // The bar fade between a bar and no bar: the bar stays and fades over the sliding content.
            return (
                try Self.rendered(from, layout: layouts.from, withoutBar: true),
                try Self.rendered(to, layout: layouts.to, withoutBar: true)
            )
        case .interactive:
            break
        case .none, .slide:
            return (try Self.rendered(from, layout: layouts.from), try Self.rendered(to, layout: layouts.to))
        }
        // The bar fade: the bar's background alpha and tint follow the finger; both bars are drawn with the
        // interpolated appearance. A tint left to the style's default stays so when the mix equals that default,
        // so p = 0 and p = 1 draw each screen exactly as it draws itself.
        func bar(_ s: Scene) -> InteractivePop.BarAppearance {
            let a = s.resolvedAppearance
            return InteractivePop.BarAppearance(backgroundColor: a.background, backgroundAlpha: a.backgroundAlpha,
                                                tintColor: a.tint ?? Self.defaultTint(s))
        }
        let mixed = try InteractivePop.interpolatedAppearance(from: bar(from), to: bar(to), progress: progress)
        func apply(_ s: Scene) -> Scene {
            var s = s
            s.appearance.background = mixed.backgroundColor
            s.appearance.backgroundAlpha = mixed.backgroundAlpha
            if !(s.resolvedAppearance.tint == nil && mixed.tintColor == Self.defaultTint(s)) {
                s.appearance.tint = mixed.tintColor
            }
            return s
        }
        return (try Self.rendered(apply(from)), try Self.rendered(apply(to)))
    }

    /// The colour of items without a tint: black on the custom bar, the system blue of the scene's colour
    /// scheme on UIKit's bar.
    static func defaultTint(_ scene: Scene) -> Color {
        scene.styleDefinition.defaultTint(scene)
    }

    /// One side: the whole canvas without its status bar, the bar frame and its background; with `band`,
    /// the fade's overlay image when the band is more than a flat opaque colour; with `withoutBar`, the same
    /// canvas without the bar (for the bar fade).
    public static func rendered(_ scene: Scene, band: Bool = false, withoutBar: Bool = false) throws -> RenderedScreen {
        try rendered(scene, layout: Pipeline.layout(scene), band: band, withoutBar: withoutBar)
    }

    /// One side from its layout (laid out once by the caller).
    static func rendered(_ scene: Scene, layout: BarLayout, band: Bool = false, withoutBar: Bool = false) throws
        -> RenderedScreen
    {
        let renderer = try BarRenderer(environment: Pipeline.environment(for: scene))
        // The status bar and the home indicator are drawn over the composed frame (see `frames`), never composed
        // with the screens.
        let bitmap = try renderer.render(layout.displayList.without(.statusBar, .homeIndicator))
        let safeTop = layout.statusBar?.height ?? 0
        let a = scene.resolvedAppearance
        let flatBand = scene.styleDefinition.motion(scene).isFlatBand
        var bandImage: Bitmap?
        if band, !flatBand { bandImage = try renderer.render(layout.backgroundDisplayList) }
        var bare: Bitmap?
        if withoutBar, !scene.barHidden { bare = try renderer.render(Self.withoutBar(layout, scene: scene)) }
        return RenderedScreen(bitmap: bitmap, scale: layout.scale, barFrame: layout.bar,
                              background: a.effectiveBackground, tint: a.tint, safeTop: safeTop,
                              band: bandImage, showsBar: !scene.barHidden, withoutBar: bare,
                              barBottom: layout.shadow?.maxY ?? layout.band.maxY)
    }

    /// The same screen with its bar hidden, from the one layout (the bar fade slides the content without the
    /// bar): the content where the bar was, the toolbar, no status bar or home indicator (drawn over the frame) —
    /// what laying out the scene with `barHidden` draws.
    static func withoutBar(_ layout: BarLayout, scene: Scene) -> DisplayList {
        var layers = layout.displayList.layers.filter { $0.key == .content || $0.key == .toolbar }
        var canvas = layout.canvas
        if scene.canvas == .bar {
            // The band and what the style's canvas reaches below it (iOS 26's capsule shadows).
            let overhang = scene.styleDefinition.canvasOverhang(scene)
            canvas.height = overhang > 0 ? min(layout.canvas.height, layout.band.maxY + overhang) : layout.band.maxY
            layers[.content] = [.fill(Rect(x: layout.band.minX, y: layout.band.minY, width: layout.band.width,
                                           height: canvas.height - layout.band.minY), SystemColors(for: scene).content)]
        }
        return DisplayList(canvasSize: canvas, scale: layout.scale, layers: layers)
    }
}
