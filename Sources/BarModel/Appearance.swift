import Basics

/// The bar's look — colours, fonts, hairline, status bar — holding only the values given (`given`); the rest
/// comes from the scene's style when it is laid out (`Scene.resolvedAppearance`).
public struct Appearance: Equatable, Sendable {
    /// The values an appearance holds, each a key of the spec's `appearance` object.
    public enum Key: String, CaseIterable, Sendable {
        case background, backgroundAlpha, backgroundImage, tint, titleColor, titleFont, largeTitleFont
        case subtitleColor, subtitleFont, hairline, statusBar
    }

    /// The keys set on this value after it was made, by a spec or in Swift. A scene keeps only these: every other
    /// value comes from the scene's bar style, colour scheme and presentation when the scene is laid out
    /// (`Scene.resolvedAppearance`), so changing `style` or `colorScheme` later still draws that style's bar.
    public package(set) var given: Set<Key> = []

    /// The custom bar's lightGray (#AAAAAA) unless given; the bar style's default otherwise.
    public var background: Color = .lightGray { didSet { given.insert(.background) } }
    public var backgroundAlpha: Double = 1 { didSet { given.insert(.backgroundAlpha) } }
    public var backgroundImage: ImageResource? { didSet { given.insert(.backgroundImage) } }
    /// Colour of text and symbol items without their own tint; nil = the style's default (black for the
    /// custom bar, the system tint #007AFF for the UIKit bar).
    public var tint: Color? { didSet { given.insert(.tint) } }
    public var titleColor: Color = .black { didSet { given.insert(.titleColor) } }
    /// UILabel's default font: system 17 regular; the UIKit bar's title is 17 semibold.
    public var titleFont: FontSpec = FontSpec(size: 17) { didSet { given.insert(.titleFont) } }
    /// The large title's font (UIKit's `largeTitleTextAttributes`); nil = system 34 bold.
    public var largeTitleFont: FontSpec? { didSet { given.insert(.largeTitleFont) } }
    /// The subtitle's colour; nil = `titleColor` at 60 % of its opacity (lighter than the title on any bar).
    public var subtitleColor: Color? { didSet { given.insert(.subtitleColor) } }
    /// The subtitle's font; nil = the title font's family, regular, at 12/17 of its size (12 pt under the default
    /// 17 pt title).
    public var subtitleFont: FontSpec? { didSet { given.insert(.subtitleFont) } }
    /// A one-device-pixel line: at the bottom row of the custom bar when set (none by default); the UIKit
    /// bar's shadow line directly below the bar (nil removes it).
    public var hairline: Color? { didSet { given.insert(.hairline) } }
    public var statusBar: StatusBarSetting = .auto { didSet { given.insert(.statusBar) } }
    public init() {}

    /// UIKit's default shadow line: black at 30 % (77/255, `#0000004D`).
    public static let uikitShadow = Color.black.withAlpha(77.0 / 255.0)

    /// UIKit's default shadow line in dark mode: black at 16 % (41/255, `#00000029`).
    public static let uikitShadowDark = Color.black.withAlpha(41.0 / 255.0)

    /// A set of defaults (nothing given): `build` sets the values on a fresh `Appearance()`.
    public static func defaults(_ build: (inout Appearance) -> Void) -> Appearance {
        var a = Appearance()
        build(&a)
        a.given = []
        return a
    }

    /// This value's given keys over `defaults`; the result has every key given (it is what is drawn, and stays
    /// so when assigned to a scene).
    public func over(_ defaults: Appearance) -> Appearance {
        var out = defaults
        for key in given {
            switch key {
            case .background: out.background = background
            case .backgroundAlpha: out.backgroundAlpha = backgroundAlpha
            case .backgroundImage: out.backgroundImage = backgroundImage
            case .tint: out.tint = tint
            case .titleColor: out.titleColor = titleColor
            case .titleFont: out.titleFont = titleFont
            case .largeTitleFont: out.largeTitleFont = largeTitleFont
            case .subtitleColor: out.subtitleColor = subtitleColor
            case .subtitleFont: out.subtitleFont = subtitleFont
            case .hairline: out.hairline = hairline
            case .statusBar: out.statusBar = statusBar
            }
        }
        out.given = Set(Key.allCases)
        return out
    }

/// The bar's effective background colour (alpha folded in).
    public var effectiveBackground: Color { background.withAlpha(background.alpha * backgroundAlpha) }

    /// The hairline as drawn: its colour with the bar's background alpha folded in. The bar fade fades the bar's
    /// shadow view together with its background (`shadowView.alpha = alpha`), so a hairline follows the
    /// background alpha — also while the interactive pop interpolates it.
    public var effectiveHairline: Color? { hairline.map { $0.withAlpha($0.alpha * backgroundAlpha) } }

    /// The subtitle colour as drawn (see `subtitleColor`).
    public var effectiveSubtitleColor: Color { subtitleColor ?? titleColor.withAlpha(titleColor.alpha * 0.6) }

    /// The subtitle font as drawn (see `subtitleFont`).
    public var effectiveSubtitleFont: FontSpec {
        subtitleFont ?? FontSpec(family: titleFont.family, size: titleFont.size * 12 / 17)
    }
}

/// The declarative appearance's `Appearance.toolbar`: the bottom toolbar's own bar (background, its alpha, tint,
/// hairline). Every value left out follows the navigation bar's `Appearance`, as before this key existed. (The
/// declarative appearance's `barTintColor` is not modelled: it also sets a background image, which hides the bar
/// tint.)
public struct ToolbarAppearance: Equatable, Sendable {
    public var background: Color?
    public var backgroundAlpha: Double?
    public var tint: Color?
    /// nil = follow `appearance.hairline`; `.some(nil)` = no hairline; `.some(c)` = a hairline of colour c.
    public var hairline: Color??
    public init(background: Color? = nil, backgroundAlpha: Double? = nil, tint: Color? = nil, hairline: Color?? = nil) {
        self.background = background
        self.backgroundAlpha = backgroundAlpha
        self.tint = tint
        self.hairline = hairline
    }

    /// The toolbar's effective values over the navigation bar's appearance.
    public func resolved(over a: Appearance) -> Appearance {
        var out = a
        if let background { out.background = background }
        if let backgroundAlpha { out.backgroundAlpha = backgroundAlpha }
        if let tint { out.tint = tint }
        if let hairline { out.hairline = hairline }
        if out.backgroundImage != nil { out.backgroundImage = nil }
        return out
    }
}
