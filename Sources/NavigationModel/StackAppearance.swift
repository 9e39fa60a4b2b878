import Basics
import Transitions

/// The declarative appearance's `Appearance`: status-bar style + navigation bar + (bottom) toolbar.
/// (Glossary: declarative appearance)
/// Defaults as in the declarative appearance: dark status bar (UIKit `.default`), both bars `Bar()`.
public struct StackAppearance: Hashable, Sendable {
    public var statusBarStyle: StatusBarStyle
    public var navigationBar: Bar
    public var toolbar: Bar

    public init(statusBarStyle: StatusBarStyle = .dark, navigationBar: Bar = Bar(), toolbar: Bar = Bar()) {
        self.statusBarStyle = statusBarStyle
        self.navigationBar = navigationBar
        self.toolbar = toolbar
    }

    /// The declarative appearance's named preset (`lightAppearance`): light gray navigation bar (#AAAAAA),
    /// white tint, light status bar. The toolbar keeps the defaults, as in the original.
    public static let lightGray = StackAppearance(
        statusBarStyle: .light,
        navigationBar: Bar(backgroundColor: .lightGray, tintColor: .white),
        toolbar: Bar())

    /// The appearance used while editing (Glossary: inverse appearance): every colour complemented, bar styles kept.
    /// Design notes: "The inverse appearance".
    public func inverse() -> StackAppearance {
        func inv(_ c: Color) -> Color { Color(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: c.alpha) }
        func invBar(_ b: Bar) -> Bar {
            Bar(
                style: b.style, backgroundColor: inv(b.backgroundColor), tintColor: inv(b.tintColor),
                barTint: b.barTint.map(inv))
        }
        let nav = invBar(navigationBar)
        return StackAppearance(
            statusBarStyle: StackAppearance.readableStatusBarStyle(on: nav.backgroundColor),
            navigationBar: nav, toolbar: invBar(toolbar))
    }

    /// The sample project's brightness rule: `dark` status bar text on bright colours, `light` on dark ones.
    public static func readableStatusBarStyle(on background: Color) -> StatusBarStyle {
        let brightness = (background.red * 299 + background.green * 587 + background.blue * 114) / 1000
        return brightness > 0.5 ? .dark : .light
    }
}

extension StackAppearance {
    /// The declarative appearance's status-bar style. `dark` is UIKit's `.default` (dark text, for bright bars);
    /// `light` is `.lightContent` (white text, for dark bars).
    public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
        case dark
        case light
    }

    /// The declarative appearance's `UIBarStyle` for a bar: `default` or `black`.
    public enum BarStyle: String, Hashable, Sendable, CaseIterable {
        case `default`
        case black
    }

    /// The declarative appearance's `Appearance.Bar`: style, background colour, tint colour and an optional bar tint.
    public struct Bar: Hashable, Sendable {
        /// The declarative appearance's default background: rgb(234, 46, 73).
        public static let defaultBackground = Color(r8: 234, g8: 46, b8: 73)

        public var style: BarStyle
        public var backgroundColor: Color
        public var tintColor: Color
        public var barTint: Color?

        public init(style: BarStyle = .default, backgroundColor: Color = StackAppearance.Bar.defaultBackground,
                    tintColor: Color = .white, barTint: Color? = nil) {
            self.style = style
            self.backgroundColor = backgroundColor
            self.tintColor = tintColor
            self.barTint = barTint
        }
    }
}

extension InteractivePop.BarAppearance {
    /// From a stack appearance's navigation bar.
    public init(_ bar: StackAppearance.Bar, backgroundAlpha: Double = 1) {
        self.init(backgroundColor: bar.backgroundColor, backgroundAlpha: backgroundAlpha, tintColor: bar.tintColor)
    }
}
