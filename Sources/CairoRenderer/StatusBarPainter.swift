import Basics
import BarModel
import CCairo
import Drawing

/// The iOS status bar: "9:41", cellular bars, Wi-Fi and a full battery.
///
/// Tall (notch / Dynamic Island) bars, 40 pt and more: everything is centred vertically in the top
/// `height - 10` points, the time in the middle of the left "ear" (about a third of the width) and the
/// icons in the middle of the right one, at iOS sizes (time 17 pt semibold, icons 11–12 pt tall).
/// Short bars (20 pt phones, 24 pt iPad): centred in the height, scaled with the height (time 12 pt on a 20 pt
/// bar). iPads put the time on the left and the icons on the right; home-button iPhones (`homeButton`) centre the
/// time ("9:41 AM"), with the cellular bars and Wi-Fi on the left and the battery on the right.
/// Icon origins land on the device-pixel grid.
enum StatusBarPainter {
    static func draw(in frame: Rect, style: StatusBarStyle, homeButton: Bool, context: DrawContext) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        let scale = context.scale
        let ink: Color = style == .dark ? .black : .white
        let tall = frame.height >= 40
        let k: Double, centerY: Double, timeFont: FontSpec
        let timeFrame: Rect, timeAlignment: TextAlignment
        var time = "9:41"
        let iconsWidth = 17.1 + 6 + 15.6 + 6 + 27.5
        // Left edge of the cellular bars (Wi-Fi follows them); the battery's when it is not after the Wi-Fi.
        let signalX: Double
        var batteryX: Double?
        if tall {
            k = 1
            centerY = frame.minY + (frame.height - 10) / 2
            timeFont = FontSpec(size: 17, weight: .semibold)
            let ear = min(frame.width * 0.34, 150)
            timeFrame = Rect(x: frame.minX + ear / 2 - 40, y: centerY - 15, width: 80, height: 30)
            timeAlignment = .center
            signalX = frame.maxX - ear / 2 - iconsWidth / 2
        } else {
            k = min(max(frame.height / 22, 0.4), 1)
            centerY = frame.midY
            timeFont = FontSpec(size: min(max(frame.height * 0.6, 6), 14), weight: .semibold)
            let pad = frame.width >= 600 ? 20.0 : 6.0
            if homeButton {
                time = "9:41 AM"
                timeFrame = Rect(x: frame.midX - 50, y: frame.minY, width: 100, height: frame.height)
                timeAlignment = .center
                signalX = frame.minX + pad
                batteryX = frame.maxX - pad - 27.5 * k
            } else {
                timeFrame = Rect(x: frame.minX + pad, y: frame.minY, width: 100, height: frame.height)
                timeAlignment = .left
                signalX = frame.maxX - pad - iconsWidth * k
            }
        }
        try context.drawText(TextRun(text: time, font: timeFont, color: ink, frame: timeFrame,
                                     alignment: timeAlignment))

        let iconsX = signalX.snapped(scale: scale)
        let icons = Icons(context: context, k: k, centerY: centerY)
        context.setColor(ink)
        icons.drawCellular(at: iconsX)
        icons.drawWiFi(at: iconsX + (17.1 + 6) * k)
        // Battery: translucent outline and nub, solid charge (full).
        let batteryLeft = (batteryX ?? iconsX + (17.1 + 6 + 15.6 + 6) * k).snapped(scale: scale)
        let body = Rect(x: batteryLeft, y: icons.top(12), width: 25 * k, height: 12 * k)
        context.upright(body.minX, body.maxX + 2.5 * k) {
            drawBattery(body, k: k, ink: ink, context: context)
        }
    }

    /// The icons' vertical placement: `k` × their iOS sizes, centred on `centerY`, tops on the pixel grid.
    private struct Icons {
        let context: DrawContext
        let k: Double
        let centerY: Double

        func top(_ height: Double) -> Double { (centerY - height * k / 2).snapped(scale: context.scale) }

        /// Cellular: four bars of rising height, bottom-aligned.
        func drawCellular(at iconsX: Double) {
            let barHeights = [4.0, 6.3, 8.6, 11.0]
            let barsTop = top(11)
            // Each glyph stays the right way round in a mirrored (right-to-left) status bar: only the order moves.
            context.upright(iconsX, iconsX + 17.1 * k) {
                for (i, bh) in barHeights.enumerated() {
                    let x = iconsX + Double(i) * 4.7 * k
                    context.roundedRectPath(Rect(x: x, y: barsTop + (11 - bh) * k, width: 3 * k, height: bh * k),
                                            radius: 0.9 * k)
                }
                cairo_fill(context.cr)
            }
        }

        /// Wi-Fi: a pie and two bands, ±45° around straight up, apex at the bottom centre.
        func drawWiFi(at x: Double) {
            let cr = context.cr
            let wifiLeft = x.snapped(scale: context.scale)
            let wifiTop = top(11)
            let apexX = wifiLeft + 7.8 * k, apexY = wifiTop + 11 * k
            let a0 = 225 * Double.pi / 180, a1 = 315 * Double.pi / 180
            cairo_move_to(cr, apexX, apexY)
            cairo_arc(cr, apexX, apexY, 3.4 * k, a0, a1)
            cairo_close_path(cr)
            for (inner, outer) in [(5.1, 7.35), (8.75, 11.0)] {
                cairo_new_sub_path(cr)
                cairo_arc(cr, apexX, apexY, outer * k, a0, a1)
                cairo_arc_negative(cr, apexX, apexY, inner * k, a1, a0)
                cairo_close_path(cr)
            }
            cairo_fill(cr)
        }
    }

    private static func drawBattery(_ body: Rect, k: Double, ink: Color, context: DrawContext) {
        let cr = context.cr
        context.setColor(ink.withAlpha(0.4))
        cairo_set_line_width(cr, 1 * k)
        context.roundedRectPath(Rect(x: body.minX + 0.5 * k, y: body.minY + 0.5 * k,
                                     width: body.width - 1 * k, height: body.height - 1 * k), radius: 3.6 * k)
        cairo_stroke(cr)
        let nub = Rect(x: body.maxX + 1 * k, y: body.midY - 2 * k, width: 1.5 * k, height: 4 * k)
        context.roundedRectPath(nub, radius: 0.75 * k)
        cairo_fill(cr)
        context.setColor(ink)
        context.roundedRectPath(Rect(x: body.minX + 2 * k, y: body.minY + 2 * k,
                                     width: body.width - 4 * k, height: body.height - 4 * k), radius: 2 * k)
        cairo_fill(cr)
    }
}
