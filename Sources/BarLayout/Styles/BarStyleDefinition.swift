import Basics
import Synchronization
import BarModel

/// Everything one bar style decides, in one value: its defaults, its rows, its layout of the bar, and what the
/// rest of BarSnap asks of it (the content under it, its hairline, its default tint, what contrast checks composite
/// it over, how it moves in a transition, what it adds to a reference name, its own checks).
///
/// A style is a folder under `Styles/` with one conforming type, listed once in `BarStyles.builtIn` (or registered
/// with `BarStyles.register`), and its name on `BarStyle`. The stages never compare `Scene.style`: they ask
/// `scene.styleDefinition`.
package protocol BarStyleDefinition: Sendable {
    /// The style this definition draws (`Scene.style`).
    var style: BarStyle { get }

    /// The defaults of everything `scene.appearance` does not give, for the scene's colour scheme, presentation
    /// and bar state (nothing given: `Appearance.defaults`).
    func defaultAppearance(for scene: Scene) -> Appearance

    /// The bar's rows: the main row (when `barHeight` is not given), whether the large-title row shows, and the
    /// style's own rows.
    func rows(_ scene: Scene) -> BarRows

    /// The parts this style adds to a reference name's variant, after the idiom (none for the default look, so
    /// names recorded before a key existed stay).
    func variantParts(_ scene: Scene) -> [String]

    /// Lays out the bar's contents — button groups, title, prompt, large title, and what it draws over the band's
    /// background — inside `bar` (already resolved: `engine.scene.appearance` is what is drawn).
    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts

    /// Whether the content placeholder shows under the bar on the `bar` canvas (a bar that may be transparent).
    func showsContentUnderBar(_ scene: Scene) -> Bool

    /// Where the appearance's hairline is drawn: a row inside the band, or (a shadow) directly below it.
    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool)

    /// The colour of items without a tint of their own or of the bar.
    func defaultTint(_ scene: Scene) -> Color

    /// What a translucent bar background is seen over (contrast checks).
    func backdrop(_ scene: Scene, content: Color) -> Color

    /// How the bar moves in an animated push or pop (see the Glossary: transition approaches).
    func motion(_ scene: Scene) -> BarMotion

    /// Whether the back button shows a back title (layout checks report one dropped or replaced).
    func showsBackTitle(_ scene: Scene) -> Bool

    /// How far below the band the `bar` canvas reaches, for what the bar casts on the content under it (iOS 26's
    /// capsule shadows); the content shows there and the bar's contents are not clipped from it.
    func canvasOverhang(_ scene: Scene) -> Double

    /// The numbers of this style's sheet cards, when a sheet is drawn as UIKit draws it, a card over the presenting
    /// screen (`Scene.sheetCard`); nil: a sheet is the full-width bar under the status bar.
    func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics?

    /// The style's own checks of a scene (`Scene.validate()`), after the value checks every scene gets.
    func check(_ scene: Scene) throws

    /// How the style draws SwiftUI's toolbar placements and button roles (`item.toolbar`; `ToolbarPlacing.swift`).
    func toolbarRules(_ scene: Scene) -> any ToolbarRules
}

/// The rows a style stacks for a scene (`BarStyleDefinition.rows`), besides the prompt row.
package struct BarRows: Sendable {
    /// The main row's height when `barHeight` is not given.
    package var main: Double
    /// Whether the large-title row is drawn for a scene whose item asks for one.
    package var showsLargeTitle: Bool
    /// What the large-title row grows by for a line under the large title (iOS 26's `largeSubtitle`).
    package var underLargeTitle: Double = 0
    /// The search controller's row under everything else (`item.searchController`; 0: none).
    package var search: Double = 0

    package init(main: Double, showsLargeTitle: Bool, underLargeTitle: Double = 0, search: Double = 0) {
        self.main = main
        self.showsLargeTitle = showsLargeTitle
        self.underLargeTitle = underLargeTitle
        self.search = search
    }
}

/// How a bar moves in an animated push or pop (`BarStyleDefinition.motion`).
package enum BarMotion: Equatable, Sendable {
    /// Slides with its screen (the standard slide).
    case slides
    /// The custom bar's default fixed-height wrapper, which cross-fades with another one of its height;
    /// `flatBand`: its band is one flat opaque colour (a transition composes it without an overlay image).
    case defaultWrapper(flatBand: Bool)
    /// Between two bars of this motion the bar's parts animate (UIKit's own push: the title into the back button,
    /// the new title in from the trailing edge) instead of each bar sliding with its screen.
    case ownParts

    package var isDefaultWrapper: Bool { if case .defaultWrapper = self { true } else { false } }
    package var isFlatBand: Bool { self == .defaultWrapper(flatBand: true) }
}

extension BarStyleDefinition {
    /// No overhang: the canvas ends with the band.
    package func canvasOverhang(_ scene: Scene) -> Double { 0 }

    /// A sheet is the full-width bar under the status bar (the custom bar's references keep it).
    package func sheetCardMetrics(_ scene: Scene) -> SheetCardMetrics? { nil }

    /// A subtitle goes beside the inline title only.
    package func check(_ scene: Scene) throws {
        try scene.item.checkSubtitleIsInline(at: "item")
        try scene.presenting?.item.checkSubtitleIsInline(at: "presenting.item")
    }

    /// The placements' regions, the items' own look.
    package func toolbarRules(_ scene: Scene) -> any ToolbarRules { PlainToolbarRules() }
}

/// The registry of bar styles, by name: a new style is one folder under `Styles/`, one line here and its name on
/// `BarStyle`; a style of a package's own tests is registered with `register`.
package enum BarStyles {
    /// BarSnap's styles.
    package static let builtIn: [BarStyle: any BarStyleDefinition] = byName([
        CustomBarStyle(),
        UIKitBarStyle(),
        UIKit26BarStyle(),
    ])

    static func byName(_ list: [any BarStyleDefinition]) -> [BarStyle: any BarStyleDefinition] {
        Dictionary(uniqueKeysWithValues: list.map { ($0.style, $0) })
    }

    private static let registered = Mutex<[BarStyle: any BarStyleDefinition]>([:])

    /// Registers a style of your own; a name already taken is refused (false), so a built-in style never changes.
    @discardableResult
    package static func register(_ definition: any BarStyleDefinition) -> Bool {
        guard builtIn[definition.style] == nil else { return false }
        return registered.withLock { all in
            guard all[definition.style] == nil else { return false }
            all[definition.style] = definition
            return true
        }
    }

    /// The definition that draws `style`, or nil when no definition is registered for it.
    package static func definition(for style: BarStyle) -> (any BarStyleDefinition)? {
        builtIn[style] ?? registered.withLock { $0[style] }
    }
}

extension Scene {
    /// The definition of this scene's bar style (the custom bar's for a style no definition is registered for,
    /// which `validate()` refuses).
    package var styleDefinition: any BarStyleDefinition {
        BarStyles.definition(for: style) ?? BarStyles.builtIn[.custom]!
    }

    /// What is drawn: the appearance's given values over the defaults of the scene's style, colour scheme,
    /// presentation and bar state. Changing any of those changes the defaults, never what was given.
    public var resolvedAppearance: Appearance { appearance.over(styleDefinition.defaultAppearance(for: self)) }

    /// The scene with its appearance resolved (every value given), as the layout engine reads it.
    public func resolved() -> Scene {
        var s = self
        s.appearance = resolvedAppearance
        return s
    }

    /// Whether the large-title row is drawn: `item.largeTitle`, where the style shows one (UIKit's bar draws the
    /// inline title instead in compact height and once scrolled).
    public var showsLargeTitle: Bool { item.largeTitle && styleDefinition.rows(self).showsLargeTitle }

    /// The main bar row's height: explicit `barHeight`, else the style's for the device, orientation and
    /// presentation.
    public var mainRowHeight: Double { barHeight ?? styleDefinition.rows(self).main }

    /// The height of the search controller's row under the title (0: none; see `BarRows.search`).
    public var searchRowHeight: Double { item.searchController == nil ? 0 : styleDefinition.rows(self).search }

    /// The whole bar: prompt row (+30) above, main row, large-title row (+52 at the default text size, and the
    /// style's line under it) below, then the search controller's row (+52 on UIKit's bar).
    public var totalBarHeight: Double {
        let rows = styleDefinition.rows(self)
        let largeTitle = item.largeTitle && rows.showsLargeTitle
        return (barHeight ?? rows.main) + (item.prompt != nil ? BarHeights.promptRow : 0)
            + (largeTitle ? contentSize.largeTitleRowHeight + rows.underLargeTitle : 0)
            + (item.searchController == nil ? 0 : rows.search)
    }

    /// The canvas's height in pixels, known before layout (at most one pixel more than the layout's): the screen,
    /// or the top safe area and the bar, with the style's shadow row below the bar when one is drawn.
    public var canvasPixelHeight: Int {
        let scale = screen.scale
        let screenPixels = Int((screen.size.height * scale).rounded(.up))
        guard canvas == .bar else { return screenPixels }
        let shadow = !barHidden && resolvedAppearance.effectiveHairline != nil
            && styleDefinition.hairlineRow(band: .zero, scale: scale).isShadowBelowBar
        // A sheet drawn as a card: its bar starts at the card's top (`SheetCard`), not under the status bar.
        let top = sheetCard?.frame.minY ?? screen.safeArea.top
        let bar = Int(((top + totalBarHeight) * scale).rounded(.up)) + (shadow ? 1 : 0)
        let overhang = styleDefinition.canvasOverhang(self)
        guard overhang > 0 else { return min(screenPixels, bar) }
        return min(screenPixels, max(bar, Int(((top + totalBarHeight + overhang) * scale).rounded(.up))))
    }

    /// Every check a scene gets before it is drawn: the value checks of a parsed spec (sizes, colours, items,
    /// strings: errors name the spec path) and a bar that fits on the screen. The spec readers and the layout
    /// engine call it, so nothing invalid is ever drawn.
    public func validate() throws {
        try checkValues()
        guard let definition = BarStyles.definition(for: style) else {
            throw SpecError(path: "style", message: "no bar style named \"\(style.name)\" is registered")
        }
        try definition.check(self)
        if totalBarHeight + screen.safeArea.top > screen.size.height {
            let bar = JSON.format(totalBarHeight), top = JSON.format(screen.safeArea.top)
            throw SpecError(path: barHeight != nil ? "barHeight" : "device", message: "the bar (\(bar) pt below a "
                + "\(top) pt safe area) does not fit on a \(JSON.format(screen.size.height)) pt tall screen")
        }
    }
}

extension Appearance {
    /// The defaults of `scene`'s bar style for its colour scheme, presentation and bar state (nothing given).
    public init(for scene: Scene) { self = scene.styleDefinition.defaultAppearance(for: scene) }
}

/// The main row's height both styles start from: a page sheet's 56 where it is a card (`Scene.isElevated`: phone
/// portrait, pad), else the device's for its idiom and orientation (44 / 50 / 32).
func standardMainRowHeight(_ scene: Scene) -> Double {
    scene.isElevated ? BarHeights.sheet : scene.screen.baseBarHeight
}
