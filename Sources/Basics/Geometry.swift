/// Points and sizes are in points (pt); pixels = points × scale.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
}

/// Distances in from each edge, in points (a safe area, margins).
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = Insets()
}

/// A rectangle in points: its origin (top left, y down) and size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }

    /// Snaps every edge to the device-pixel grid of `scale` (edges rounded half away from zero),
    /// so a snapped rect snaps to itself (idempotent) and adjacent rects stay adjacent.
    public func snapped(scale: Double) -> Rect {
        // Work in whole device pixels so widths are exact multiples of 1/scale (no 20.666666666666657).
        func px(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) }
        let x0 = px(minX), y0 = px(minY), x1 = px(maxX), y1 = px(maxY)
        return Rect(x: x0 / scale, y: y0 / scale, width: max(0, x1 - x0) / scale, height: max(0, y1 - y0) / scale)
    }

    /// The rectangle moved by `dx` and `dy`, its size unchanged.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether the two overlap by more than an edge.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies wholly inside (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}

extension Double {
    /// Rounds a coordinate in points to the device-pixel grid of `scale`.
    public func snapped(scale: Double) -> Double { (self * scale).rounded(.toNearestOrAwayFromZero) / scale }
}
