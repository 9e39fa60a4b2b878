import Basics
import BarModel

/// A modal sheet drawn as UIKit draws it: a card over the presenting screen, with no status bar inside it.
/// Design notes: "Sheet cards".
public struct SheetCard: Equatable, Sendable {
    /// The card in screen points.
    public var frame: Rect
    /// The radius of its rounded corners in points.
    public var cornerRadius: Double
    /// Whether its bottom corners are rounded too (a card that floats above the screen's bottom edge).
    public var roundsBottomCorners: Bool
    /// The presenting screen behind the card, in screen points: scaled back on an iPhone, the whole screen on an iPad.
    public var presentingFrame: Rect
    /// The radius of the scaled-back presenting screen's corners (0: not scaled).
    public var presentingCornerRadius: Double
    /// The black laid over the presenting screen (its alpha).
    public var dimming: Color
}

/// The numbers a bar style's sheet cards are drawn from (`BarStyleDefinition.sheetCardMetrics`): the iOS 15–18 ones
/// here, iOS 26's in `UIKit26Metrics.sheet`. Where a number is an estimate rather than a documented or measured
/// value, its comment says so.
package struct SheetCardMetrics: Equatable, Sendable {
    /// The card's corner radius in points.
    public var cornerRadius: Double
    /// How far below the top safe area (the status bar) a phone's page sheet and an iPad's page sheet start.
    public var topGap: Double
    /// The presenting screen's side inset when scaled back behind a phone's card.
    public var phonePresentingInset: Double
    /// The presenting screen's corner radius on a phone before it is scaled back (drawn scaled with it).
    public var presentingCornerRadius: Double
    /// The form sheet's size on an iPad.
    public var formSheetSize: Size
    /// The page sheet's width on an iPad (the screen less 2 × 20 pt when narrower).
    public var padPageSheetWidth: Double
    /// The black over the presenting screen: a phone's (scaled back over black) and an iPad's (full size).
    public var phoneDimming: Color
    public var padDimming: Color

    /// iOS 15–18.
    public static let iOS15 = SheetCardMetrics(
        // `UISheetPresentationController.preferredCornerRadius` nil means the system's default, the 10 pt commonly
        // reported for iOS 15–18 sheets at rest. Not confirmed: the one real render found (below) shows the card's
        // corners at the display's own radius (44 pt, continuous) — possibly the presentation's transitional shape,
        // as its presenting screen has the 10-pt corners scaled.
        cornerRadius: 10,
        // The presented view's `frame.origin.y` is the status bar's height + 10: measured on the iOS 15.5 render
        // below (card top 60 pt under a 50-pt status bar), as developers report from view dumps (54 under 44).
        topGap: 10,
        // Measured on a real iOS 15.5 render of a page sheet (andybezaire/SheetScreenShot at 0e3e9c20, the key
        // window's layers at 3x on a 375 × 812-pt phone): the presenting screen is 343 pt wide, 16 pt in from each
        // side, its top at the status bar's bottom (50 pt there), the card's top 10 pt below it.
        phonePresentingInset: 16,
        // Before scaling: the presenting screen shrinks with its corners (that render: 9.0 pt = 10 × 343 / 375).
        presentingCornerRadius: 10,
        // `UIModalPresentationStyle.formSheet`'s default `preferredContentSize`.
        formSheetSize: Size(width: 540, height: 620),
        // Estimate from iPadOS 15–17 screenshots of a 12.9-inch iPad Pro: the readable-width card.
        padPageSheetWidth: 704,
        // Measured on the same render: the white presenting screen shows as 182 (black at 28.6 %; dark mode's
        // 28/28/30 shows as 20/20/21, the same alpha). The iPad's is an estimate: darker, as the presenting screen
        // is not scaled back there.
        phoneDimming: Color(red: 0, green: 0, blue: 0, alpha: 0.286),
        padDimming: Color(red: 0, green: 0, blue: 0, alpha: 0.4))
}

extension Scene {
    /// The card the scene's sheet is drawn in, or nil: not a sheet, a phone in landscape (a full-screen sheet), or a
    /// bar style that draws its sheets full width (the custom bar). Its numbers are the style's
    /// (`BarStyleDefinition.sheetCardMetrics`).
    public var sheetCard: SheetCard? {
        guard presentation.isSheet, isElevated, !screen.isSheetCard,
              let metrics = styleDefinition.sheetCardMetrics(self) else { return nil }
        let size = screen.size
        let top = screen.safeArea.top + metrics.topGap
        let scale = screen.scale
        switch screen.idiom {
        case .phone:
            let inset = metrics.phonePresentingInset
            return SheetCard(
                frame: Rect(x: 0, y: top, width: size.width, height: size.height - top).snapped(scale: scale),
                cornerRadius: metrics.cornerRadius, roundsBottomCorners: false,
                presentingFrame: Rect(x: inset, y: screen.safeArea.top, width: size.width - 2 * inset,
                                      height: size.height - screen.safeArea.top).snapped(scale: scale),
                presentingCornerRadius: metrics.presentingCornerRadius * (size.width - 2 * inset) / size.width,
                dimming: metrics.phoneDimming)
        case .pad:
            let card: Rect
            if presentation == .formSheet {
                let w = min(metrics.formSheetSize.width, size.width),
                    h = min(metrics.formSheetSize.height, size.height - top)
                card = Rect(x: (size.width - w) / 2, y: max(top, (size.height - h) / 2), width: w, height: h)
            } else {
                let w = min(metrics.padPageSheetWidth, size.width - 40)
                card = Rect(x: (size.width - w) / 2, y: top, width: w, height: size.height - top)
            }
            return SheetCard(frame: card.snapped(scale: scale), cornerRadius: metrics.cornerRadius,
                             roundsBottomCorners: card.maxY < size.height - 0.5,
                             presentingFrame: Rect(x: 0, y: 0, width: size.width, height: size.height),
                             presentingCornerRadius: 0, dimming: metrics.padDimming)
        }
    }

    /// The scene drawn inside the card: a screen of the card's size with no top safe area (no status bar inside a
    /// card) and the device's bottom safe area only where the card reaches the screen's bottom edge. Everything
    /// else (presentation, so the sheet's 56-pt bar and the elevated colours, the canvas kind) is kept.
    public func cardContentScene(_ card: SheetCard) -> Scene {
        var inner = self
        let reachesBottom = card.frame.maxY >= screen.size.height - 0.5
        inner.screen = DeviceScreen(
            presetName: screen.presetName, size: Size(width: card.frame.width, height: card.frame.height),
            scale: screen.scale, idiom: screen.idiom,
            safeArea: Insets(top: 0, left: 0, bottom: reachesBottom ? screen.safeArea.bottom : 0, right: 0),
            baseBarHeight: screen.baseBarHeight)
        inner.screen.isSheetCard = true
        return inner
    }
}
