import Basics
import BarModel

/// iOS 26's navigation bar (`"ios": 26` with `"style": "uikit"`), defined once. Each number says where it comes
/// from: "measured" — a public iOS 26.2 snapshot render (GetStream/stream-chat-swift, `PollCreationVC_Tests/
/// test_appearance.small-dark.png` at commit 438436c5: 360 × 700 at 1x, dark, a Cancel text item, the title
/// "Create Poll" and a 22-pt image item; the same screen's iOS 18.1 render is what `UIKitMetrics` measured), or
/// Apple's documentation, or "chosen" where no public number was found.
package enum UIKit26Metrics {
    /// The bar's band: a 44-pt item row and 10 pt more. Where no status bar is above the bar (a sheet, a phone in
    /// landscape, a render with no safe area) the 10 pt lie above the row. Measured: the GetStream render's title
    /// baseline is 38 pt below the bar's top (iOS 18.1: 28 in a 44-pt bar), its image item's ink y = 22–43 (row
    /// middle 32 = 10 + 22). Under a status bar the row starts at the bar's top and the 10 pt lie under it.
    /// Measured on a device (NetNewsWire 7's App Store screenshots, iOS 26, 390 × 844 at 3x, status bar 47 pt):
    /// the glass circles span y = 47–91. A 54-pt band is also what is reported elsewhere for iOS 26's bar.
    package static let rowTopPadding = 10.0
    /// Whether the 10 pt of `rowTopPadding` lie above the item row: where no status bar is above the bar.
    package static func padsAboveRow(_ screen: DeviceScreen) -> Bool { screen.safeArea.top == 0 }
    /// The item row's top in the main row `mainRow` (the band's row of items, 44 pt or more, and the 10 pt).
    package static func itemRowTop(_ mainRow: Rect, screen: DeviceScreen) -> Double {
        mainRow.maxY - itemRowHeight - (padsAboveRow(screen) ? 0 : rowTopPadding)
    }
    /// The item row inside the band, where items, title and capsules are centred.
    package static let itemRowHeight = 44.0

    /// Capsules: 44 pt tall, centred in the item row (chosen: the row's height; a symbol capsule is then the 44-pt
    /// hit target Apple's HIG asks of a control).
    package static let capsuleHeight = 44.0
    /// A text item's content inside its capsule: 16 pt from the capsule's edges. Measured: "Cancel" starts at
    /// x = 33 (its box at 32, the glyph's side bearing 1), its capsule on the 16-pt margin.
    package static let textPadding = 16.0
    /// A symbol or image item: 12 pt each side of its content. Measured: two chevrons (21-pt boxes here) fill the
    /// device's 100-pt shared capsule; the real render's 22-pt image (ink x = 310–332) sits mid 46 pt from the margin.
    package static let imagePadding = 12.0
    /// A symbol alone in its capsule: 11 pt each side (a 44-pt circle for a 22-pt symbol; an image keeps 12).
    /// Measured on a 390-pt iOS 26 device screenshot: the filter symbol's 21.7-pt ink in a 44-pt circle (x = 330–374).
    package static let lonePadding = 11.0
    /// Text items sit 1 pt above the row's middle inside their capsule. Measured: Cancel's baseline is 37, the
    /// title's 38 (on iOS 18.1 both were 28).
    package static let textLift = 1.0
    /// Between two items sharing one capsule: 10 pt. Measured on the device screenshots: two chevron symbols
    /// (18.3 pt of ink each) share a capsule 100 pt wide (x = 274–374), their middles 54 pt apart.
    package static let sharedItemSpacing = 10.0
    /// Between two capsules on the same side (an item with `sharesBackground: false`, or a fixed space): 8 pt
    /// (chosen, from iOS 26 screenshots of Mail and Notes where separate capsules stand about that far apart).
    package static let capsuleGap = 8.0

    /// iOS 26's `systemBlue`, the fill of a prominent item with no tint of its own: #0088FF, dark #0091FF (iOS
    /// 15–18: #007AFF, #0A84FF). Measured: the real iOS 26.2 render draws its untinted "Cancel" in the system tint
    /// before the glass's monochrome treatment (a snapshot does not capture it), its fully covered pixels
    /// rgb(0, 136–140, 255) in light mode and rgb(0, 145–150, 255) in dark, where the iOS 18.1 render of the same
    /// screen has rgb(0, 122, 255) and rgb(10, 132–137, 255).
    package static func systemBlue(dark: Bool) -> Color {
        dark ? Color(r8: 0, g8: 145, b8: 255) : Color(r8: 0, g8: 136, b8: 255)
    }

    /// The back button: a chevron-only glass circle as tall as a capsule (the previous title survives only as its
    /// accessibility label on iOS 26). The chevron is the iOS 15–18 back chevron, centred, then moved left:
    package static let backDiameter = capsuleHeight
    /// measured on a 390-pt iOS 26 device screenshot: the chevron's ink at x = 31.0–42.0 in the circle at 16–60.
    package static let backChevronShift = -2.0

    /// The title keeps 6 pt from the capsules, as on the iOS 15–18 bar (`UIKitMetrics.titleToItems`).
    package static let titleToCapsules = UIKitMetrics.titleToItems

    // MARK: Glass (an approximation of Apple's material: see the "Liquid Glass" section of the UIKit bar article)

    /// The blur of what lies under a capsule: a 6-pt box blur, twice in each direction (about a 5-pt Gaussian).
    /// Chosen: iOS 26 screenshots show shapes under a bar button's glass softened but still recognisable.
    package static let glassBlur = 6.0
    /// The glass's tint over the blur — light: white at 45 %; dark: white at 12 % (chosen so a capsule over a white
    /// screen reads white and over a black one a dark gray, as iOS 26's bar buttons do in screenshots).
    package static let glassTintLight = Color(r8: 255, g8: 255, b8: 255, a8: 115)
    package static let glassTintDark = Color(r8: 255, g8: 255, b8: 255, a8: 31)
    /// The lit edge, 1 pt inside the capsule: light white at 90 %, dark white at 22 % (full at the top, fading to
    /// 40 % at the bottom, for the specular rim Apple's glass shows).
    package static let glassHighlightLight = Color(r8: 255, g8: 255, b8: 255, a8: 230)
    package static let glassHighlightDark = Color(r8: 255, g8: 255, b8: 255, a8: 56)
    /// The soft shadow outside the capsule: black at 12 % (dark 35 %), 2 pt down, softened over 6 pt.
    package static let glassShadowLight = Color(r8: 0, g8: 0, b8: 0, a8: 31)
    package static let glassShadowDark = Color(r8: 0, g8: 0, b8: 0, a8: 89)
    package static let glassShadowBlur = 6.0
    package static let glassShadowOffset = 2.0
    /// How far a capsule's shadow reaches below it: its offset and twice its softening (the box blur runs twice),
    /// 14 pt — what the bar canvas adds under the band.
    package static let shadowOverhang = glassShadowOffset + 2 * glassShadowBlur

    // MARK: Scroll-edge effect

    /// The hard scroll-edge effect's band: the system background at 90 % (Apple: "a more opaque, clearly defined
    /// linear boundary", "nearly opaque"; the number is chosen), ending in the shadow line.
    package static let hardEdgeOpacity = 0.9

    // MARK: Subtitles (UINavigationItem.subtitle / largeSubtitle, iOS 26)

    /// The inline subtitle: 12 pt regular (Apple's Caption 1 size) in `secondaryLabel`, under the title, the two
    /// lines centred together on the item row's middle; the title above it is 15 pt semibold (the Subheadline
    /// size) unless the appearance sets a title font. Measured on the device screenshots ("Today" over "20
    /// Unread"): the title's cap height 10.6 pt (15 pt) and width 41.7; the subtitle's cap height 8.6 pt (12 pt).
    package static let subtitleFont = FontSpec(size: 12)
    package static let titleOverSubtitleSize = 15.0
    /// The line under the large title: 11 pt regular (the Caption 2 size) in `secondaryLabel` at the leading
    /// margin, in a row of its own 20 pt tall. Measured on the device screenshots ("Updated 3 minutes ago" under
    /// "Feeds"): cap height 7.9 pt (11 pt), width 123.3, ink y = 148.0–158.3 (ascenders to descenders).
    package static let largeSubtitleFont = FontSpec(size: 11)
    package static let largeSubtitleRowHeight = 20.0
    /// Its line box's top: the large-title row's bottom minus this raise (measured: its ink 1.5 pt higher than
    /// with the 6 pt estimated before).
    package static let largeSubtitleRaise = 7.5
    /// The large title sits 10/3 pt (10 pixels at 3x) lower in its row than on iOS 15–18. Measured on the device
    /// screenshots: "Feeds" has its baseline at y = 140.3 (cap top 116.0), where the iOS 15–18 row puts it at 137.0.
    package static let largeTitleDrop = 10.0 / 3

    // MARK: Sheets

    /// iOS 26's sheet cards (`SheetCard`): the iOS 15–18 shape — a page sheet at its large detent is attached to
    /// the screen's sides and bottom, below the status bar, the presenting screen scaled back behind it; an iPad
    /// form sheet a centred 540 × 620 card — with iOS 26's rounder corners. Apple: partial-height sheets float
    /// inset with a glass background and a full-height sheet "anchors to the edges of the display" with an opaque
    /// background (WWDC25, "Build a UIKit app with the new design"), so the large detent BarSnap draws is an
    /// opaque, edge-attached card. The corner radius is an **estimate**: Apple publishes none; 26 pt is what SDKs
    /// that match the system's sheets adopted for iOS 26 (10 before: RevenueCat's customer center, SAP's Fiori
    /// for iOS). The gap, inset and dimming are iOS 15–18's estimates, kept for want of a measured iOS 26 render.
    package static let sheet: SheetCardMetrics = {
        var metrics = SheetCardMetrics.iOS15
        metrics.cornerRadius = 26
        metrics.presentingCornerRadius = 26
        return metrics
    }()
}
