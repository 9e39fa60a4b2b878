import Basics
import BarModel
import CPango
import Synchronization
import Drawing

/// The Pango layouts of one render, made with one text engine and kept while it lasts: a string measured during
/// layout and then drawn, or drawn twice, is shaped once. Used by one thread at a time — the one that holds its
/// engine (a render's checkout, or a `ShapedTextCache`'s lock).
final class ShapedRuns: @unchecked Sendable {
    /// Everything that makes a layout: the same key, the same glyphs in the same places.
    struct Key: Hashable {
        var text: String
        var font: FontSpec
        /// Nil: one line, never wrapped — then the line count and the alignment change nothing (one line as wide as
        /// the layout sits at 0 whatever the alignment) and are left out.
        var maxWidth: Double?
        var maxLines: Int
        var alignment: TextAlignment
        var rightToLeft: Bool

        init(
            _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, alignment: TextAlignment,
            rightToLeft: Bool
        ) {
            self.text = text
            self.font = font
            self.maxWidth = maxWidth
            self.maxLines = maxWidth == nil ? 0 : maxLines
            self.alignment = maxWidth == nil ? .left : alignment
            self.rightToLeft = rightToLeft
        }

        /// What shaping depends on: the key without the alignment, which only places the lines.
        var shaping: Key {
            var k = self
            k.alignment = .left
            return k
        }
    }

    let engine: TextEngine
    let capacity: Int
    private var kept: [Key: (layout: OpaquePointer, serial: UInt32)] = [:]
    /// How many layouts were made for each shaping key (text, font, width, lines, direction): for tests.
    private(set) var shapings: [Key: Int] = [:]

    init(engine: TextEngine, capacity: Int) {
        self.engine = engine
        self.capacity = capacity
    }

    deinit { release() }

    /// Runs `body` with the layout of `key`: the kept one when it is still valid, else a new one (kept while there
    /// is room, otherwise dropped after `body`). Throws what `TextEngine.makeLayout` throws.
    func withLayout<R>(_ key: Key, _ body: (OpaquePointer) throws -> R) throws -> R {
        if let entry = kept[key] {
            // Pango lays a layout out again when its context changed (another run's direction): then it counts as
            // a new shaping, so make it here.
            if pango_layout_get_serial(entry.layout) == entry.serial { return try body(entry.layout) }
            kept[key] = nil
            barsnap_g_object_unref(UnsafeMutableRawPointer(entry.layout))
        }
        let layout = try engine.makeLayout(key.text, font: key.font, maxWidth: key.maxWidth, maxLines: key.maxLines,
                                           alignment: key.alignment.pango, rightToLeft: key.rightToLeft)
        shapings[key.shaping, default: 0] += 1
        if kept.count < capacity {
            kept[key] = (layout, pango_layout_get_serial(layout))
            return try body(layout)
        }
        defer { barsnap_g_object_unref(UnsafeMutableRawPointer(layout)) }
        return try body(layout)
    }

    /// Drops every kept layout (before the engine goes back to its pool: layouts hold the engine's fonts).
    func release() {
        for (_, entry) in kept { barsnap_g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        kept = [:]
    }
}

extension TextAlignment {
    var pango: PangoAlignment {
        switch self {
        case .left: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .right: return PANGO_ALIGN_RIGHT
        }
    }
}

/// The text of one render, shaped once: the Pango layouts `PangoTextMeasurer(keepingShapesIn:)` makes while a
/// layout measures its text, kept so that `BarRenderer.render(_:onto:shapedText:)` draws them instead of shaping the
/// same strings again.
///
/// Make one per render and drop it afterwards: from its first use until it is released it holds one text engine of
/// its font environment (so another thread's render uses another) and at most `capacity` layouts. Safe to share
/// between threads (they take turns).
public final class ShapedTextCache: Sendable {
    public let environment: FontEnvironment
    /// Most layouts kept; text measured beyond that is shaped again when drawn.
    public static let capacity = 256
    private let runs = Mutex<ShapedRuns?>(nil)

    public init(environment: FontEnvironment) { self.environment = environment }

    deinit {
        runs.withLock { runs in
            guard let kept = runs else { return }
            kept.release()
            environment.checkIn(kept.engine)
            runs = nil
        }
    }

    /// Runs `body` with the kept runs (taking an engine from the environment on first use), under the lock.
    func withRuns<R: Sendable>(_ body: (ShapedRuns) throws -> R) throws -> R {
        try runs.withLock { runs throws -> R in
            if runs == nil { runs = ShapedRuns(engine: try environment.checkOut(), capacity: Self.capacity) }
            return try body(runs!)
        }
    }

    /// How many layouts were made for each shaping key so far (tests).
    var shapings: [ShapedRuns.Key: Int] { runs.withLock { $0?.shapings ?? [:] } }
}
