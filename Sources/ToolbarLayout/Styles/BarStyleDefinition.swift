import BarSnapCore
import ToolbarModel

/// Everything one bar style decides, in one value: its defaults, its heights and rows, its layout of the bar, and
/// what the rest of BarSnap asks of it (the content under it, its hairline, its default tint, what contrast checks
/// composite it over, how transitions treat it, what it adds to a reference name).
///
/// A style is a folder under `Styles/` with one conforming type, listed once in `BarStyles.all`. The stages never
/// switch on `Scene.style`: they ask `scene.barStyle`.
package protocol BarStyleDefinition: Sendable {
    /// Whether this definition draws `scene` (its `style`).
    func draws(_ scene: Scene) -> Bool

    /// The defaults of everything `scene.appearance` does not give, for the scene's colour scheme, presentation
    /// and bar state (nothing given: `Appearance.defaults`).
    func defaultAppearance(for scene: Scene) -> Appearance

    /// The main row's height when `barHeight` is not given.
    func mainRowHeight(_ scene: Scene) -> Double

    /// Whether the large-title row is drawn for a scene whose item asks for one.
    func showsLargeTitle(_ scene: Scene) -> Bool

    /// The parts this style adds to a reference name's variant, after the idiom (none for the default look, so
    /// names recorded before a key existed stay).
    func variantParts(_ scene: Scene) -> [String]

    /// Lays out the bar's contents — button groups, title, prompt, large title — inside `bar` (already resolved:
    /// `engine.scene.appearance` is what is drawn).
    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts

    /// Whether the content placeholder shows under the bar on the `bar` canvas (a bar that may be transparent).
    func showsContentUnderBar(_ scene: Scene) -> Bool

    /// Where the appearance's hairline is drawn: a row inside the band, or (a shadow) directly below it.
    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool)

    /// The colour of items without a tint of their own or of the bar.
    func defaultTint(_ scene: Scene) -> Color

    /// What a translucent bar background is seen over (contrast checks).
    func backdrop(_ scene: Scene, content: Color) -> Color

    /// Whether a side of a transition stands for the custom toolbar's default fixed-height wrapper, which
    /// cross-fades (see the Glossary: transition approaches); every other bar slides.
    func isDefaultWrapper(_ scene: Scene) -> Bool

    /// Whether the bar's band is one flat opaque colour (a transition composes it without an overlay image).
    func isFlatBand(_ scene: Scene) -> Bool

    /// Whether the back button shows a back title (layout checks report one dropped or replaced).
    func showsBackTitle(_ scene: Scene) -> Bool

    /// Whether the row of the item's search controller (`item.searchController`) is drawn under the title, and
    /// how tall it is (0: none).
    func searchRowHeight(_ scene: Scene) -> Double

    /// Whether a push or pop between two bars of this style animates the bar's parts (UIKit's own push: the title
    /// into the back button, the new title in from the trailing edge) instead of sliding each bar with its screen.
    func animatesOwnBar(_ scene: Scene) -> Bool

    /// What the style draws over the band's background, under the bar's contents (iOS 26's scroll-edge effect).
    func bandEffect(_ scene: Scene, band: Rect, mainRow: Rect) -> [DisplayItem]

    /// How far below the band the `bar` canvas reaches, for what the bar casts on the content under it (iOS 26's
    /// capsule shadows); the content shows there and the bar's contents are not clipped from it.
    func canvasOverhang(_ scene: Scene) -> Double

    /// The height added under the large-title row for a line under the large title (iOS 26's `largeSubtitle`).
    func largeSubtitleRowHeight(_ scene: Scene) -> Double

    /// The numbers of this style's sheet cards, when a sheet is drawn as UIKit draws it, a card over the presenting
    /// screen (`Scene.sheetCard`); nil: a sheet is the full-width bar under the status bar.
    func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics?
}

extension BarStyleDefinition {
    /// No search row: only UIKit's iOS 15–18 bar draws a search controller's row.
    package func searchRowHeight(_ scene: Scene) -> Double { 0 }

    /// Each bar slides with its screen.
    package func animatesOwnBar(_ scene: Scene) -> Bool { false }

    /// Nothing over the band's background, no overhang, no large-subtitle row: iOS 26's bar only.
    func bandEffect(_ scene: Scene, band: Rect, mainRow: Rect) -> [DisplayItem] { [] }
    func largeSubtitleRowHeight(_ scene: Scene) -> Double { 0 }
    func canvasOverhang(_ scene: Scene) -> Double { 0 }

    /// A sheet is the full-width bar under the status bar (the custom toolbar's references keep it).
    package func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics? { nil }
}

/// The registry of bar styles: a new style is one folder under `Styles/` and one line here.
package enum BarStyles {
    package static let all: [any BarStyleDefinition] = [
        CustomToolbarStyle(),
        UIKit26BarStyle(),
        UIKitBarStyle(),
    ]

    /// The definition that draws `scene` (the custom toolbar if none claims it, which cannot happen for a
    /// `BarStyle` the registry lists: `BarStylesTests` checks every case has one).
    package static func definition(for scene: Scene) -> any BarStyleDefinition {
        all.first { $0.draws(scene) } ?? all[0]
    }
}

extension Scene {
    /// The definition of this scene's bar style.
    package var barStyle: any BarStyleDefinition { BarStyles.definition(for: self) }

    /// What is drawn: the appearance's given values over the defaults of the scene's style, colour scheme,
    /// presentation and bar state. Changing any of those changes the defaults, never what was given.
    public var resolvedAppearance: Appearance { appearance.over(barStyle.defaultAppearance(for: self)) }

    /// The scene with its appearance resolved (every value given), as the layout engine reads it.
    public func resolved() -> Scene {
        var s = self
        s.appearance = resolvedAppearance
        return s
    }

    /// Whether the large-title row is drawn: `item.largeTitle`, where the style shows one (UIKit's bar draws the
    /// inline title instead in compact height and once scrolled).
    public var showsLargeTitle: Bool { item.largeTitle && barStyle.showsLargeTitle(self) }

    /// The main bar row's height: explicit `barHeight`, else the style's for the device, orientation and
    /// presentation.
    public var mainRowHeight: Double { barHeight ?? barStyle.mainRowHeight(self) }

    /// The height of the search controller's row under the title (0: none; see `BarStyleDefinition.searchRowHeight`).
    public var searchRowHeight: Double { item.searchController == nil ? 0 : barStyle.searchRowHeight(self) }

    /// The whole bar: prompt row (+30) above, main row, large-title row (+52 at the default text size) below, then
    /// the search controller's row (+52 on UIKit's bar).
    public var totalBarHeight: Double {
        mainRowHeight + (item.prompt != nil ? BarHeights.promptRow : 0)
            + (showsLargeTitle ? contentSize.largeTitleRowHeight + barStyle.largeSubtitleRowHeight(self) : 0)
            + searchRowHeight
    }

    /// The canvas's height in pixels, known before layout (at most one pixel more than the layout's): the screen,
    /// or the top safe area and the bar, with the style's shadow row below the bar when one is drawn.
    public var canvasPixelHeight: Int {
        let scale = screen.scale
        let screenPixels = Int((screen.size.height * scale).rounded(.up))
        guard canvas == .bar else { return screenPixels }
        let shadow = !barHidden && resolvedAppearance.effectiveHairline != nil
            && barStyle.hairlineRow(band: .zero, scale: scale).isShadowBelowBar
        // A sheet drawn as a card: its bar starts at the card's top (`SheetCard`), not under the status bar.
        let top = sheetCard?.frame.minY ?? screen.safeArea.top
        let bar = Int(((top + totalBarHeight) * scale).rounded(.up)) + (shadow ? 1 : 0)
        let overhang = barStyle.canvasOverhang(self)
        guard overhang > 0 else { return min(screenPixels, bar) }
        return min(screenPixels, max(bar, Int(((top + totalBarHeight + overhang) * scale).rounded(.up))))
    }

    /// Every check a scene gets before it is drawn: the value checks of a parsed spec (sizes, colours, items,
    /// strings: errors name the spec path) and a bar that fits on the screen. The spec readers and the layout
    /// engine call it, so nothing invalid is ever drawn.
    public func validate() throws {
        try checkValues()
        if totalBarHeight + screen.safeArea.top > screen.size.height {
            throw SpecError(path: barHeight != nil ? "barHeight" : "device",
                            message: "the bar (\(JSON.format(totalBarHeight)) pt below a \(JSON.format(screen.safeArea.top)) pt safe area) does not fit on a \(JSON.format(screen.size.height)) pt tall screen")
        }
    }
}

extension Appearance {
    /// The defaults of `scene`'s bar style for its colour scheme, presentation and bar state (nothing given).
    public init(for scene: Scene) { self = scene.barStyle.defaultAppearance(for: scene) }
}

/// The main row's height both styles start from: a page sheet's 56 where it is a card (`Scene.isElevated`: phone
/// portrait, pad), else the device's for its idiom and orientation (44 / 50 / 32).
func standardMainRowHeight(_ scene: Scene) -> Double {
    scene.isElevated ? BarHeights.sheet : scene.screen.baseBarHeight
}
