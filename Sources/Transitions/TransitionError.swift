import Basics

/// Every way bad input is refused by the Transitions target. Nothing here traps on input;
/// `precondition` is kept for programmer mistakes inside the target only.
public enum TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A screen said both "I want no bar" and "I provide my own wrapper".
    case screenMarkedBothWays(id: String)
    /// The same screen (by id) would appear twice in the stack.
    case duplicateScreen(id: String)
    /// A stack must hold at least one screen.
    case emptyStack
    /// No screen with this id is in the stack.
    case unknownScreen(id: String)
    /// A stack position outside `0..<count`.
    case indexOutOfRange(index: Int, count: Int)
    /// A push, pop or set-stack was asked while an animated transition is still running.
    case transitionInProgress
    /// Progress must be a number in 0…1.
    case progressOutOfRange(Double)
    /// A time must be a finite number of seconds ≥ 0.
    case invalidTime(Double)
    /// The two rendered screens do not share width and scale.
    case mismatchedCanvases(source: String, destination: String)
    /// One side's rendered screen is unusable (bad scale, frame outside the canvas, …).
    case invalidRenderedScreen(side: String, reason: String)
    /// A filmstrip needs 1 … `Filmstrip.maxFrames` frames.
    case invalidFrameCount(Int)
    /// Filmstrip frames must all have the width of the first frame.
    case mismatchedFrameWidth(index: Int, width: Int, expected: Int)
    /// A scale must be finite and > 0.
    case invalidScale(Double)
    /// The output would exceed `Bitmap.maxSide` / `Bitmap.maxPixels`.
    case outputTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .screenMarkedBothWays(let id):
            return
                "screen \"\(id)\" is marked both as wanting no bar and as providing its own wrapper; it may be only one"
        case .duplicateScreen(let id):
            return "screen \"\(id)\" is already in the navigation stack; a screen can appear only once"
        case .emptyStack:
            return "a navigation stack needs at least one screen"
        case .unknownScreen(let id):
            return "no screen \"\(id)\" in the navigation stack"
        case .indexOutOfRange(let index, let count):
            return "stack position \(index) is out of range 0..<\(count)"
        case .transitionInProgress:
            return "an animated transition is in progress; complete it before changing the stack"
        case .progressOutOfRange(let p):
            return "progress \(p) is not a number in 0…1"
        case .invalidTime(let t):
            return "time \(t) is not a finite number of seconds ≥ 0"
        case .mismatchedCanvases(let s, let d):
            return "the two screens must share width and scale: source is \(s), destination is \(d)"
        case .invalidRenderedScreen(let side, let reason):
            return "\(side): \(reason)"
        case .invalidFrameCount(let n):
            return "a filmstrip needs 1 to \(Bitmap.maxSide / 2) frames, got \(n)"
        case .mismatchedFrameWidth(let index, let width, let expected):
            return "filmstrip frame \(index) is \(width) px wide, expected \(expected) px like frame 0"
        case .invalidScale(let s):
            return "scale \(s) is not a finite number > 0"
        case .outputTooLarge(let w, let h):
            return
                """
                    the output would be \(w)×\(h) px, over BarSnap's limit (\(Bitmap.maxSide) px a side,\
                     \(Bitmap.maxDrawingPixels) pixels in all)
                    """
        }
    }
}

extension TransitionError {
    /// Checks that a progress value is a number in 0…1 (NaN and ±∞ refused) and returns it.
    public static func validated(progress p: Double) throws -> Double {
        guard p.isFinite, p >= 0, p <= 1 else { throw TransitionError.progressOutOfRange(p) }
        return p
    }
}
