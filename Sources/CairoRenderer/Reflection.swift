import CCairo

/// Right to left: `.mirrored` items draw their children reflected; text and the status bar's glyphs are reflected
/// back around their own boxes so nothing reads mirror-written.
extension DrawContext {
    /// Runs `body` reflected about the vertical line `x = (minX + maxX) / 2`.
    func reflected(_ minX: Double, _ maxX: Double, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        cairo_translate(cr, minX + maxX, 0)
        cairo_scale(cr, -1, 1)
        defer { cairo_restore(cr) }
        try body()
    }

    /// Runs `body` so that what it draws between `minX` and `maxX` reads the right way round, even inside a
    /// mirrored item.
    func upright(_ minX: Double, _ maxX: Double, _ body: () throws -> Void) rethrows {
        if flipped { try reflected(minX, maxX, body) } else { try body() }
    }
}
