import Basics

extension Bitmap {
    /// The bitmap reflected left to right.
    public func mirroredHorizontally() -> Bitmap {
        var out = self
        let row = width * 4
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let base = y * row
                    for x in 0..<width {
                        let s = base + x * 4, d = base + (width - 1 - x) * 4
                        dst[d] = src[s]
                        dst[d + 1] = src[s + 1]
                        dst[d + 2] = src[s + 2]
                        dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return out
    }
}

extension RenderedScreen {
    /// The screen reflected left to right (its bitmaps and its bar frame). A right-to-left transition is the
    /// left-to-right one composed over mirrored screens and mirrored back: a push slides in from the left, the
    /// interactive pop follows a finger from the right edge, and the fade's overlay is unchanged.
    public func mirrored() -> RenderedScreen {
        var out = self
        out.bitmap = bitmap.mirroredHorizontally()
        out.statusBar = statusBar?.mirroredHorizontally()
        out.band = band?.mirroredHorizontally()
        out.withoutBar = withoutBar?.mirroredHorizontally()
        out.barFrame = Rect(x: width - barFrame.x - barFrame.width, y: barFrame.y, width: barFrame.width,
                            height: barFrame.height)
        return out
    }
}
