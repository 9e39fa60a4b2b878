import BarSnapCore
import CairoRenderer
import ToolbarLayout
import ToolbarModel
import Transitions

/// Two scenes that cannot make one transition (different screens).
public struct MismatchedScenes: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// Renders transition frames between two scenes: each side is rendered (with its status bar as a separate
/// glyph layer, so the composition can draw the right one on top), then composed by `Transitions`.
public struct TransitionRenderer: Sendable {
    public var from: Scene
    public var to: Scene
    /// Pop instead of push (the slide runs the other way). Interactive is always a pop.
    public var direction: SlideDirection

    public init(from: Scene, to: Scene, direction: SlideDirection = .push) throws {
        let a = from.screen, b = to.screen
        guard a.size == b.size, a.scale == b.scale, from.orientation == to.orientation else {
            func describe(_ s: Scene) -> String {
                "\(s.screen.presetName ?? "custom \(JSON.format(s.screen.size.width))×\(JSON.format(s.screen.size.height))") \(s.orientation.rawValue) @\(JSON.format(s.screen.scale))x"
            }
            throw MismatchedScenes(description:
                "FROM and TO must share device, orientation and scale: FROM is \(describe(from)), TO is \(describe(to))")
        }
        self.from = from
        self.to = to
        self.direction = direction
    }

    /// The kind the seed's rule picks for an animated push/pop between two default wrappers:
    /// fade for equal bar heights, slide otherwise.
    public var decidedKind: TransitionKind {
        TransitionKind.decide(from: .init(isDefaultWrapper: true, barHeight: from.totalBarHeight),
                              to: .init(isDefaultWrapper: true, barHeight: to.totalBarHeight), animated: true)
    }

    public func frame(kind: TransitionKind? = nil, progress: Double) throws -> Bitmap {
        let kind = kind ?? decidedKind
        let (source, destination) = try sides(kind: kind, progress: progress)
        return try Transition.frame(kind: kind, source: source, destination: destination, progress: progress,
                                    direction: direction)
    }

    /// `count` evenly spaced frames (p = 0 … 1) stacked top to bottom with 1-device-pixel black separators.
    public func filmstrip(kind: TransitionKind? = nil, count: Int) throws -> Bitmap {
        let kind = kind ?? decidedKind
        if kind == .interactive {
            // The interactive pop re-renders both bars at every progress.
            let frames = try Filmstrip.progressValues(count: count).map { try frame(kind: kind, progress: $0) }
            return try Filmstrip.make(frames: frames, separatorColor: .black, scale: from.screen.scale)
        }
        let (source, destination) = try sides(kind: kind, progress: 0)
        return try Filmstrip.make(count: count, kind: kind, source: source, destination: destination,
                                  direction: direction, separatorColor: .black)
    }

    func sides(kind: TransitionKind, progress: Double) throws -> (RenderedScreen, RenderedScreen) {
        guard kind == .interactive else { return (try Self.rendered(from), try Self.rendered(to)) }
        // Seed 003 方案2: the bar's background alpha and tint follow the finger; both bars are drawn with the
        // interpolated appearance.
        func bar(_ s: Scene) -> InteractivePop.BarAppearance {
            InteractivePop.BarAppearance(backgroundColor: s.appearance.background, backgroundAlpha: s.appearance.backgroundAlpha,
                                         tintColor: s.appearance.tint ?? .black)
        }
        let mixed = try InteractivePop.interpolatedAppearance(from: bar(from), to: bar(to), progress: progress)
        func apply(_ s: Scene) -> Scene {
            var s = s
            s.appearance.background = mixed.backgroundColor
            s.appearance.backgroundAlpha = mixed.backgroundAlpha
            s.appearance.tint = mixed.tintColor
            return s
        }
        return (try Self.rendered(apply(from)), try Self.rendered(apply(to)))
    }

    /// One side: the whole canvas, the bar frame, its background and its status-bar glyph layer.
    public static func rendered(_ scene: Scene) throws -> RenderedScreen {
        let layout = try Pipeline.layout(scene)
        let renderer = try CairoRenderer()
        var list = layout.displayList
        // Draw the status bar separately so the composition can put the right one on top.
        list.items.removeAll { if case .statusBar = $0 { return true } else { return false } }
        let bitmap = try renderer.render(list)
        var statusLayer: Bitmap?
        var safeTop = 0.0
        if let frame = layout.statusBar, let style = layout.statusBarStyle {
            safeTop = frame.height
            statusLayer = try renderer.render(DisplayList(canvasSize: layout.canvas, scale: layout.scale,
                                                          items: [.statusBar(frame: frame, style: style)]))
        }
        return RenderedScreen(bitmap: bitmap, scale: layout.scale, barFrame: layout.bar,
                              background: scene.appearance.effectiveBackground, tint: scene.appearance.tint,
                              safeTop: safeTop, statusBar: statusLayer)
    }
}
