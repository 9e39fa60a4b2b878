import Basics
import BarModel

/// The system's colours that follow the colour scheme (UIKit's dynamic colours), resolved for one scene: its
/// `colorScheme` and, for a page sheet, UIKit's elevated level. Defined once, each with where it comes from.
///
/// Sources: the light and dark values of UIKit's semantic colours as iOS 13+ resolves them (Noah Gilmore's
/// `ColorCompatibility` table, read from `UIColor.resolvedColor(with:)`, and the same method's output quoted on
/// newbe.dev for `secondarySystemGroupedBackground` and `secondaryLabel`); UIKit's own bar code
/// (`_UIBarBackgroundAppearanceData`: `configureWithOpaqueBackground` takes `systemBackgroundColor`, every default
/// shadow `_systemChromeShadowColor`); Flutter's iOS replica for that shadow colour's dark value.
package struct SystemColors: Sendable, Equatable {
    package var scheme: ColorScheme
    /// UIKit's elevated level (a page sheet): dark backgrounds one step lighter.
    package var elevated: Bool

    package init(scheme: ColorScheme, elevated: Bool = false) {
        self.scheme = scheme
        self.elevated = elevated
    }

    package init(for scene: Scene) { self.init(scheme: scene.colorScheme, elevated: scene.isElevated) }

    var isDark: Bool { scheme == .dark }

    // MARK: Backgrounds

    /// `systemBackground`: white; dark black, #1C1C1E elevated. UIKit's opaque bar background.
    package var systemBackground: Color {
        isDark ? (elevated ? Self.gray28 : .black) : .white
    }

    /// `secondarySystemBackground`: #F2F2F7; dark #1C1C1E, #2C2C2E elevated (the elevated level is one step up
    /// the dark ramp: base #000000 → #1C1C1E → #2C2C2E → #3A3A3C). The content placeholder under and below the bar.
    package var secondarySystemBackground: Color {
        isDark ? (elevated ? Self.gray44 : Self.gray28) : Color(r8: 242, g8: 242, b8: 247)
    }

    /// The content placeholder: the screen's content below (and, on the screen canvas, under) the bar.
    package var content: Color { secondarySystemBackground }

    // MARK: Labels and tint

    /// `label`: black; dark white.
    package var label: Color { isDark ? .white : .black }
    /// `secondaryLabel`: rgb(60, 60, 67) at 60 %; dark rgb(235, 235, 245) at 60 %.
    package var secondaryLabel: Color {
        isDark ? Color(r8: 235, g8: 235, b8: 245, a8: 153) : Color(r8: 60, g8: 60, b8: 67, a8: 153)
    }
    /// `tertiaryLabel`: rgb(60, 60, 67) at 30 %; dark rgb(235, 235, 245) at 30 %.
    package var tertiaryLabel: Color {
        isDark ? Color(r8: 235, g8: 235, b8: 245, a8: 77) : Color(r8: 60, g8: 60, b8: 67, a8: 77)
    }
    /// A disabled item on UIKit's bar: `tertiaryLabel`; dark the measured 18 % (see `UIKitMetrics.disabledColorDark`).
    package var uikitDisabled: Color { isDark ? UIKitMetrics.disabledColorDark : tertiaryLabel }
    /// `systemRed` (badges): #FF3B30; dark #FF453A.
    package var systemRed: Color { isDark ? Color(r8: 255, g8: 69, b8: 58) : Color(r8: 255, g8: 59, b8: 48) }
    /// `systemBlue`, the default tint: #007AFF; dark #0A84FF. (`link` is #0984FF in dark mode; bars use the tint.)
    package var systemBlue: Color { isDark ? Color(r8: 10, g8: 132, b8: 255) : Color(r8: 0, g8: 122, b8: 255) }
    /// `systemGray`: #8E8E93 in both schemes. Search-field placeholders and magnifiers.
    package var systemGray: Color { Color(r8: 142, g8: 142, b8: 147) }

    // MARK: Fills and lines

    /// `tertiarySystemFill`: rgb(118, 118, 128) at 12 %; dark at 24 %. Search fields and the close button on
    /// UIKit's bar.
    package var tertiarySystemFill: Color {
        Color(r8: 118, g8: 118, b8: 128, a8: isDark ? 61 : 31)
    }

    /// `_systemChromeShadowColor`, the default shadow of UIKit's bars: black at 30 % (77/255; Flutter's
    /// `_kDefaultNavBarBorderColor` 0x4D000000); dark black at 16 % (41/255; Flutter's `CupertinoTabBar` border,
    /// `CupertinoDynamicColor.withBrightness(color: 0x4C000000, darkColor: 0x29000000)`).
    package var chromeShadow: Color { isDark ? Appearance.uikitShadowDark : Appearance.uikitShadow }

    /// The custom bar's search field: white on the custom bar's bar (a `UISearchBar` field's
    /// `secondarySystemGroupedBackground`); dark #1C1C1E.
    package var searchFieldFill: Color { isDark ? Self.gray28 : .white }

    static let gray28 = Color(r8: 28, g8: 28, b8: 30)
    static let gray44 = Color(r8: 44, g8: 44, b8: 46)
}

extension LayoutEngine {
    /// The system colours of this engine's scene.
    var system: SystemColors { SystemColors(for: scene) }
}
