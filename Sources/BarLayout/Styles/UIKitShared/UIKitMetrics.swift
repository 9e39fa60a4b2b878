import Basics
import BarModel

/// UIKit's standard navigation bar (`UINavigationBar`, default appearance, iOS 15 and later, light mode), defined
/// once. Each number says where it comes from: a public measurement (a view-hierarchy dump, a replica that is
/// tested against iOS), Apple's documentation, or — marked "chosen" — our own decision where no public number
/// was found. The custom bar keeps its own constants in `Metrics`. The colours here are the light mode's; the
/// layout takes every colour that follows the colour scheme from `SystemColors` (whose light values equal these).
package enum UIKitMetrics {
    // MARK: Layout margins

    /// Layout margin of the bar's content on phones narrower than 414 pt: 16. A UIKit view dump (iOS 11–12,
    /// 375-pt iPhone) shows `UINavigationBarContentView.layoutMargins` left and right 16; Flutter's iOS replica
    /// (`_kNavBarEdgePadding`) uses 16; the iOS 15 layout notes of fanyuecheng.github.io agree.
    package static let layoutMarginCompact = 16.0
    /// Layout margin on iPads and on phones at least 414 pt wide (Plus / Max): 20. Public iOS measurements give 20
    /// for iPads; the Plus/Max value is riverli.me's measurement (16 on 320- and 375-pt screens, 20 on 414-pt
    /// screens) and UIKit's `systemMinimumLayoutMargins` on those phones.
    package static let layoutMarginWide = 20.0
    /// The narrowest phone (portrait width, pt) that gets the wide margin.
    package static let wideMarginMinimumWidth = 414.0

    /// The margin for a screen: phones by their portrait width (the shorter side), iPads always wide.
    package static func layoutMargin(for screen: DeviceScreen) -> Double {
        if screen.idiom == .pad { return layoutMarginWide }
        return min(screen.size.width, screen.size.height) >= wideMarginMinimumWidth
            ? layoutMarginWide : layoutMarginCompact
    }

    // MARK: Bar button items
    //
    // Every font UIKit's bar chooses itself is the system face with a `FontSpec.uikit…Tracking`, calibrated so Inter
    // takes San Francisco's measured widths; fonts a spec gives are drawn as given.

    /// Each button extends 8 pt beyond its content toward the bar's edge, so a group's outermost content sits on
    /// the layout margin: a UIKit view dump (iOS 11–12), `_UIButtonBarStackView(8, 0, 66, 44)` holding
    /// `_UIModernBarButton(8, 9, 58, 23.5)` — the "Cancel" label starts at 16 on a 16-pt margin; the right-hand
    /// image button `(324, 0, 43, 44)` ends 8 before the edge with its image 8 inside that.
    package static let buttonOuterInset = 8.0
    /// A text button's inset on the side facing the title: 3 (the UIKit view dump: the 66-pt button = 8 + 55-pt label
    /// + 3; fanyuecheng's iOS 15 notes also find a 3-pt gap between items).
    package static let textButtonInnerInset = 3.0
    /// An image (symbol) button's inset on the side facing the title: 11 (the UIKit view dump: the 43-pt button = 11 +
    /// 24-pt image + 8, image at x = 11).
    package static let imageButtonInnerInset = 11.0
    /// Image and symbol buttons (not system items) are at least 44 pt wide with their content centred: measured on
    /// iOS 18.1 (a public snapshot render, 360-pt screen at 1x, a 22-pt image on the right): the image's ink spans
    /// x = 318–340, the middle of a 44-pt slot ending 8 pt from the screen's edge (308–352).
    package static let imageButtonMinimumWidth = 44.0
    /// Bar button titles: the body style, 17 pt regular (public iOS measurements; iOS 15 dump in fanyuecheng's notes).
    package static let buttonFont = FontSpec(size: 17, tracking: FontSpec.uikitBodyTracking)
    /// `.done` items: UIKit's bold system font, which is the semibold face of San Francisco (Inter SemiBold here).
    package static let doneFont = FontSpec(size: 17, weight: .semibold, tracking: FontSpec.uikitEmphasizedTracking)
    /// Symbol images of bar buttons: the body size (17) at SF Symbols' large scale, about 22 pt — the same
    /// default as the custom bar (`Symbol.defaultPointSize`).
    package static let symbolPointSize = Symbol.defaultPointSize
    /// The system tint, `UIColor.systemBlue` in light mode (#007AFF).
    package static let tint = Color(r8: 0, g8: 122, b8: 255)
    /// Disabled items: `UIColor.tertiaryLabel` (rgb(60, 60, 67) at 30 %). Measured on iOS 18.1 (a disabled template
    /// image over #FCFCFC): #C2C2C2, which that colour gives (194.4).
    package static let disabledColor = Color(r8: 60, g8: 60, b8: 67, a8: 77)
    /// Disabled items in dark mode: rgb(235, 235, 245) at 18 % (46/255). Measured on iOS 18.1 (the same image over
    /// #070A0D): #333536; this colour gives #303337 there (within 3/255), where `tertiaryLabel`'s 30 % gave #4C4E53.
    package static let disabledColorDark = Color(r8: 235, g8: 235, b8: 245, a8: 46)
    /// Highlighted (pressed) items: chosen — the item's colour at 20 % opacity, as a system button fades while
    /// it is pressed.
    package static let highlightedAlpha = 0.2

    /// The `add` system item's glyph: `plus` at 20.5 pt, whose ink is ≈ 17.7 × 18 pt — measured on iOS 13.2 renders
    /// at 3x (320-, 375- and 414-pt phones, iPad): ink 17.67 × 18, from x = 18 (16-pt margin) or 22 (20-pt margin),
    /// vertically centred in the 44-pt row. It is drawn at the trailing end of the 22-pt glyph's box, whose
    /// trailing edge matched (the 22-pt glyph's ink was 19 × 19.3 from x = 16.3).
    package static let addPointSize = 20.5
    /// The `close` system item (iOS 13+): a gray circle with a gray cross, not tinted. Chosen sizes and the
    /// semantic colours `tertiarySystemFill` (rgb(118, 118, 128) at 12 %) and `secondaryLabel` (rgb(60, 60, 67) at
    /// 60 %).
    package static let closeDiameter = 30.0
    package static let closeCrossPointSize = 13.0
    package static let closeFill = Color(r8: 118, g8: 118, b8: 128, a8: 31)
    package static let closeCross = Color(r8: 60, g8: 60, b8: 67, a8: 153)

    /// The search field's fill on UIKit's white bar: `tertiarySystemFill`, rgb(118, 118, 128) at 12 % (UISearchBar's
    /// field in light mode); its size and text are the shared search-field metrics.
    package static let searchFieldFill = Color(r8: 118, g8: 118, b8: 128, a8: 31)

    // MARK: Search controller row

    /// The row a `UISearchController`'s field takes under the title (`navigationItem.searchController`, iOS 15–18):
    /// 52 pt — the 36-pt field with 8 pt above and below. The field's 36 pt and the 8 pt below it are the
    /// numbers of Flutter's iOS replica (`_kSearchFieldHeight` 36, "eyeballed on an iPhone 15 simulator running iOS
    /// 17.5", laid out with `_kNavBarBottomPadding` 8 under it, in flutter/packages/flutter/lib/src/cupertino/
    /// nav_bar.dart); 36 is also the "expected standard 36pt" of simplenote-ios pull request 941. The 8 pt above
    /// is chosen (the row's total, 52, is the height usually reported for the search bar inside a navigation
    /// bar since iOS 13, against the standalone `UISearchBar`'s 56 of Esri/maps-app-ios issue 67).
    package static let searchRowHeight = 52.0
    /// The field's height in that row (see `searchRowHeight`).
    package static let searchRowFieldHeight = 36.0
    /// From the field's bottom to the row's bottom (see `searchRowHeight`).
    package static let searchRowFieldBottomInset = 8.0

    // MARK: Back button

    /// The back chevron's slot starts 8 pt inside the layout margin's outer half (8 from the bar's edge on a
    /// 16-pt margin), where the back button's content starts like every first left item (`buttonOuterInset`).
    package static let backChevronInsetFromMargin = 8.0
    /// The back chevron: `chevron.backward` at 19.87 pt, whose ink is 18.67 pt tall — measured on real iOS 15.5–18.5
    /// renders (the 22-pt chevron drawn before was 20.67 pt tall).
    package static let backChevronPointSize = 19.87
    /// The chevron's slot: the width of the 22-pt chevron's box (0.56 × 22). The smaller chevron is drawn at the
    /// slot's trailing end, which keeps its ink's trailing edge where the real one is (x ≈ 20 on a 16-pt margin:
    /// the renders put the back title 3 pt to the right of the old one with a 10.3-pt gap after the chevron).
    package static let backChevronSlotWidth = 12.32
    /// From the chevron's slot to the back title's box: 9. Measured: the gap between the chevron's ink and the
    /// title's ink is ≈ 10.3 pt on iOS 15.5–17.5 (≈ 11.7 on 18.5); 6 (Flutter's replica) gave 7.3–7.7.
    package static let backChevronToTitle = 9.0
    /// The back title: 17 pt regular, like every bar button title.
    package static let backTitleFont = FontSpec(size: 17, tracking: FontSpec.uikitBodyTracking)

    // MARK: Title

    /// Title: 17 pt semibold (public iOS measurements; iOS 15's `UICTFontTextStyleShortEmphasizedBody`, 17 pt).
    package static let titleFont = FontSpec(size: 17, weight: .semibold, tracking: FontSpec.uikitEmphasizedTracking)
    /// The title keeps 6 pt from the nearest item (fanyuecheng's iOS 15 notes: "title 6 from item").
    package static let titleToItems = 6.0
    /// A title with no item beside it may come within 8 pt of the bar's edge (same notes: "at its widest, 8 before
    /// and after").
    package static let titleToEdge = 8.0

    // MARK: Large title

    /// Large title: 34 pt bold (public iOS measurements; UIKit `largeTitleTextAttributes` default).
    package static let largeTitleFont = FontSpec(size: 34, weight: .bold, tracking: FontSpec.uikitLargeTitleTracking)
    /// The large title's line box ends 8 pt above the bottom of its 52-pt row (Flutter's replica,
    /// `_kNavBarBottomPadding`); it starts at the layout margin.
    package static let largeTitleBottomInset = 8.0

    // MARK: Background

    /// Default background: white (public iOS measurements;
    /// `UINavigationBarAppearance.configureWithOpaqueBackground()` in light mode is `systemBackground`). Blur is not
    /// drawn.
    package static let background = Color.white
    /// The shadow line: one device pixel of black at 30 % directly below the bar (public iOS measurements; a UIKit
    /// view dump (iOS 11–12) shows the shadow image view at y = bar height, 1/scale tall; Flutter's
    /// `_kDefaultNavBarBorderColor` 0x4D000000).
    package static let shadow = Appearance.uikitShadow
}
