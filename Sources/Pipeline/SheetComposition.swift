import Basics
import CairoRenderer
import Drawing
import BarLayout
import BarModel

/// Draws a sheet as a card (`Scene.sheetCard`): the presenting screen behind (a placeholder in the content colour of
/// a pushed screen, scaled back on an iPhone), the dimming, the system status bar over it, and the card — the
/// scene laid out on a screen of the card's size (`Scene.cardContentScene`) — with its corners rounded.
/// The corners are composited in integer arithmetic (16 samples per pixel), so the bytes are the same everywhere.
enum SheetComposition {
    /// The canvas's height: the whole screen, or (the `bar` canvas) the screen's top down to the card's bar canvas.
    static func canvasHeight(_ scene: Scene, card: SheetCard, cardCanvasPixels: Int) -> Int {
        let screenPixels = Int((scene.screen.size.height * scene.screen.scale).rounded(.up))
        guard scene.canvas == .bar else { return screenPixels }
        return min(screenPixels, Int((card.frame.minY * scene.screen.scale).rounded()) + cardCanvasPixels)
    }

    /// What lies behind the card, as a display list: black, the placeholder of the presenting screen (when
    /// `placeholder`), its dimming and the status bar.
    static func backdrop(_ scene: Scene, card: SheetCard, canvasHeight: Double, placeholder: Bool = true) -> DisplayList
    {
        let screen = scene.screen
        var presenting = scene
        presenting.presentation = .push
        let system = SystemColors(for: presenting)
        let whole = Rect(x: 0, y: 0, width: screen.size.width, height: canvasHeight)
        var items: [DisplayItem] = [.fill(whole, .black)]
        if placeholder, card.presentingCornerRadius > 0 {
            items.append(.roundedRect(card.presentingFrame, radius: card.presentingCornerRadius, system.content))
        } else if placeholder {
            items.append(.fill(card.presentingFrame, system.content))
        }
        items.append(.fill(whole, card.dimming))
        if screen.safeArea.top > 0, scene.appearance.statusBar != .hidden {
            // Over the black of a scaled-back presenting screen the glyphs are light; over an iPad's dimmed screen
            // they follow what they sit on: the presenting screen's bar (given a `presenting` screen) or its content.
            var beneath = system.content
            if let given = scene.presentingScene, !given.barHidden {
                beneath = given.resolvedAppearance.effectiveBackground.composited(
                    over: SystemColors(for: given).content)
            }
            let under = card.presentingCornerRadius > 0 ? Color.black : card.dimming.composited(over: beneath)
            let style = LayoutEngine.statusBarStyle(.auto, on: under, scheme: scene.colorScheme)
            let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.safeArea.top).snapped(
                scale: screen.scale)
            let bar = DisplayItem.statusBar(frame: frame, style: style, homeButton: LayoutEngine.hasHomeButton(screen))
            // Right to left the status bar mirrors its arrangement, as over a pushed screen.
            items.append(scene.isRightToLeft ? .mirrored(frame, [bar]) : bar)
        }
        return DisplayList(
            canvasSize: Size(width: screen.size.width, height: canvasHeight), scale: screen.scale, items: items)
    }

    /// The card's pixels in place of the backdrop's at the card's origin, its top corners (and bottom ones when it
    /// floats) rounded: each corner pixel is the card's over the backdrop with the share of its 4 × 4 sample points
    /// that lie inside the corner's circle.
    static func composite(_ card: Bitmap, onto backdrop: inout Bitmap, at origin: (x: Int, y: Int), radius: Int,
                          roundsBottom: Bool) {
        let w = card.width, h = card.height
        let r8 = radius * 8
        func coverage(_ x: Int, _ y: Int) -> Int {
            // Distance to the nearest corner's centre, in eighths of a pixel; 16 = fully inside.
            let cx: Int? = x < radius ? radius : (x >= w - radius ? w - radius : nil)
            let cy: Int? = y < radius ? radius : (roundsBottom && y >= h - radius ? h - radius : nil)
            guard let cx, let cy else { return 16 }
            var inside = 0
            for sy in 0..<4 { for sx in 0..<4 {
                let dx = x * 8 + sx * 2 + 1 - cx * 8, dy = y * 8 + sy * 2 + 1 - cy * 8
                if dx * dx + dy * dy <= r8 * r8 { inside += 1 }
            } }
            return inside
        }
        // Columns of the card that land on the backdrop, and the run between the corner columns.
        let x0 = max(0, -origin.x), x1 = min(w, backdrop.width - origin.x)
        guard x0 < x1 else { return }
        let bw = backdrop.width
        card.pixels.withUnsafeBufferPointer { src in
            backdrop.pixels.withUnsafeMutableBufferPointer { dst in
                /// One pixel of a corner: the card's over the backdrop with its coverage.
                func blend(_ x: Int, _ y: Int, _ ty: Int) {
                    let s = (y * w + x) * 4, d = (ty * bw + origin.x + x) * 4
                    let covered = coverage(x, y)
                    // Inside the corners the card's pixels are the card's, as drawn (a bar canvas's shadow row
                    // stays over nothing, as on any bar canvas); the corners' edge pixels are blended over what
                    // lies behind.
                    if covered == 16 {
                        for c in 0..<4 { dst[d + c] = src[s + c] }
                        return
                    }
                    // Source alpha × coverage, in 0…255 × 16.
                    let a = Int(src[s + 3]) * covered
                    guard a > 0 else { return }
                    let full = 255 * 16
                    let da = Int(dst[d + 3])
                    // Straight-alpha source-over, rounded to nearest: out_a = a + da × (1 − a).
                    let outA = a * 255 + da * (full - a)        // × 255 × 16
                    guard outA > 0 else { return }
                    for c in 0..<3 {
                        let num = Int(src[s + c]) * a * 255 + Int(dst[d + c]) * da * (full - a)
                        dst[d + c] = UInt8((num + outA / 2) / outA)
                    }
                    dst[d + 3] = UInt8((outA + full / 2) / full)
                }
                /// Card columns lo..<hi of row y copied as they are.
                func copy(_ lo: Int, _ hi: Int, _ y: Int, _ ty: Int) {
                    guard lo < hi else { return }
                    let s = (y * w + lo) * 4, d = (ty * bw + origin.x + lo) * 4
                    UnsafeMutableRawPointer(dst.baseAddress! + d)
                        .copyMemory(from: src.baseAddress! + s, byteCount: (hi - lo) * 4)
                }
                for y in 0..<h {
                    let ty = origin.y + y
                    guard ty >= 0, ty < backdrop.height else { continue }
                    let cornerRow = y < radius || (roundsBottom && y >= h - radius)
                    guard cornerRow else {
                        copy(x0, x1, y, ty)
                        continue
                    }
                    // In a corner band only the corner columns are blended; the run between them is the card's.
                    let left = min(x1, max(x0, radius)), right = max(left, min(x1, w - radius))
                    for x in x0..<left { blend(x, y, ty) }
                    copy(left, right, y, ty)
                    for x in right..<x1 { blend(x, y, ty) }
                }
            }
        }
    }

    /// Renders a scene whose sheet is a card.
    static func render(_ scene: Scene, card: SheetCard, environment: FontEnvironment) throws -> Bitmap {
        let inner = scene.cardContentScene(card)
        let shapedText = ShapedTextCache(environment: environment)
        let layout = try LayoutEngine(scene: inner, measurer: PangoTextMeasurer(keepingShapesIn: shapedText)).layout()
        let renderer = BarRenderer(environment: environment)
        var backdrop: Bitmap?
        return try place(try renderer.render(layout.displayList, shapedText: shapedText), of: scene, card: card,
                         renderer: renderer, backdrop: &backdrop)
    }

    /// What lies behind the card as pixels, `height` device pixels tall: with a presenting screen (`presenting`),
    /// black, that screen drawn at the presenting frame's size (rendered at the scale that makes it so: the phone's
    /// scaled-back screen is drawn small, not shrunk from a bitmap) with its corners rounded, then the dimming and
    /// the status bar; without one, `backdrop`'s placeholder.
    static func backdropBitmap(_ scene: Scene, card: SheetCard, height: Int, renderer: BarRenderer) throws -> Bitmap {
        let scale = scene.screen.scale
        let points = Double(height) / scale
        guard var presenting = scene.presentingScene else {
            return try renderer.render(backdrop(scene, card: card, canvasHeight: points))
        }
        let list = backdrop(scene, card: card, canvasHeight: points, placeholder: false)
        var out = try renderer.render(DisplayList(canvasSize: list.canvasSize, scale: scale, items: [list.items[0]]))
        presenting.screen.scale = scale * card.presentingFrame.width / scene.screen.size.width
        let shapedText = ShapedTextCache(environment: renderer.environment)
        let layout = try LayoutEngine(scene: presenting, measurer: PangoTextMeasurer(keepingShapesIn: shapedText))
            .layout()
        let drawn = try renderer.render(layout.displayList.without(.statusBar, .homeIndicator), shapedText: shapedText)
        composite(
            drawn, onto: &out,
            at: (
                x: Int((card.presentingFrame.minX * scale).rounded()),
                y: Int((card.presentingFrame.minY * scale).rounded())
            ),
            radius: Int((card.presentingCornerRadius * scale).rounded()), roundsBottom: card.presentingCornerRadius > 0)
        let overlay = DisplayList(canvasSize: list.canvasSize, scale: scale, items: Array(list.items.dropFirst()))
        return try renderer.render(overlay, onto: out)
    }

    /// The card's own bitmap (a still or a transition frame of what the card holds) placed on its backdrop.
    /// `backdrop` caches what lies behind the card across the frames of a transition (all of one height).
    static func place(
        _ cardBitmap: Bitmap, of scene: Scene, card: SheetCard, renderer: BarRenderer,
        backdrop cached: inout Bitmap?
    ) throws -> Bitmap {
        let scale = scene.screen.scale
        let height = canvasHeight(scene, card: card, cardCanvasPixels: cardBitmap.height)
        if cached?.height != height {
            cached = try backdropBitmap(scene, card: card, height: height, renderer: renderer)
        }
        guard var out = cached else { return cardBitmap }
        let origin = (x: Int((card.frame.minX * scale).rounded()), y: Int((card.frame.minY * scale).rounded()))
        composite(
            cardBitmap, onto: &out, at: origin, radius: Int((card.cornerRadius * scale).rounded()),
            roundsBottom: card.roundsBottomCorners)
        return out
    }
}
