import Basics

/// Frames stacked top to bottom with a one-device-pixel separator row between consecutive frames.
package enum Filmstrip {
    /// At most this many frames: each frame is at least one row plus a separator, and a bitmap is at most
    /// `Bitmap.maxSide` rows.
    public static let maxFrames = Bitmap.maxSide / 2
    /// Stacks `frames` (all as wide as the first; heights may differ). Between consecutive frames — not after
    /// the last — one row of `separatorColor`. The frames are already device pixels, so the separator is one
    /// pixel row at any `scale`; `scale` is validated (finite, > 0) and otherwise only documents the strip.
    /// Height = Σ heights + (N − 1).
    public static func make(frames: [Bitmap], separatorColor: Color, scale: Double) throws -> Bitmap {
        guard scale.isFinite, scale > 0 else { throw TransitionError.invalidScale(scale) }
        guard let first = frames.first else { throw TransitionError.invalidFrameCount(0) }
        for (i, f) in frames.enumerated() where f.width != first.width {
            throw TransitionError.mismatchedFrameWidth(index: i, width: f.width, expected: first.width)
        }
        let height = frames.reduce(0) { $0 + $1.height } + frames.count - 1 // frames of any heights: Σ h + (N − 1)
        guard Bitmap.isDrawableSize(width: first.width, height: height) else {
            throw TransitionError.outputTooLarge(width: first.width, height: height)
        }
        var out = Bitmap(width: first.width, height: height, fill: separatorColor.rgba8)
        var row = 0
        for f in frames {
            out.copyRows(from: f, sourceRow: 0, destinationRow: row, rows: f.height)
            row += f.height + 1
        }
        return out
    }

    /// The strip's height in pixels for `count` frames of `frameHeight` pixels: N·h + (N − 1) separator rows; nil
    /// when it overflows. The one formula every size check uses.
    public static func height(frameHeight: Int, count: Int) -> Int? {
        let (total, overflow) = frameHeight.multipliedReportingOverflow(by: count)
        guard !overflow, frameHeight >= 0, count >= 1, total <= Int.max - count else { return nil }
        return total + count - 1
    }

    /// N evenly spaced progress values: p_i = i / (N − 1) for N ≥ 2 (0 and 1 included, exactly);
    /// N = 1 → [0] (the start frame); N < 1 or N > `maxFrames` → `TransitionError.invalidFrameCount`.
    public static func progressValues(count: Int) throws -> [Double] {
        guard count >= 1, count <= maxFrames else { throw TransitionError.invalidFrameCount(count) }
        if count == 1 { return [0] }
        return (0 ..< count).map { i in i == count - 1 ? 1 : Double(i) / Double(count - 1) }
    }

    /// A filmstrip of `count` frames of `kind` at evenly spaced progress values (see `progressValues`).
    public static func make(count: Int, kind: TransitionKind, source: RenderedScreen, destination: RenderedScreen,
                            direction: SlideDirection = .push, separatorColor: Color = .black,
                            drawsStatusBar: Bool = true) throws -> Bitmap {
        guard count >= 1, count <= maxFrames else { throw TransitionError.invalidFrameCount(count) }
        let height = height(frameHeight: max(source.bitmap.height, destination.bitmap.height), count: count)
        guard let height, Bitmap.isDrawableSize(width: source.bitmap.width, height: height) else {
            throw TransitionError.outputTooLarge(width: source.bitmap.width, height: height ?? Int.max)
        }
        let frames = try progressValues(count: count).map {
            try Transition.frame(kind: kind, source: source, destination: destination, progress: $0,
                                 direction: direction, drawsStatusBar: drawsStatusBar)
        }
        return try make(frames: frames, separatorColor: separatorColor, scale: source.scale)
    }
}
