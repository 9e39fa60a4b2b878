import Basics
import BarModel

/// Every layout constant, defined once. The first group is the custom bar's `EmbeddedNavigationToolbar`
/// (Glossary: custom bar); the rest are BarSnap's choices for what the custom bar does not draw, named so
/// they can be found.
package enum Metrics {
    // The custom bar.
    package static let horizontalMargin = 7.0
    package static let titleVerticalMargin = 7.0
    package static let buttonSpacing = 3.0
    package static let titleHorizontalMargin = 7.0
    package static let emptyGroupWidth = 2.0
    package static let buttonHorizontalPadding = 2.0
    /// The custom bar's button font when an item gives none: `UIFont.systemFont(ofSize: 16)`.
    package static let buttonFont = FontSpec(size: 16)
    /// The default title label: UILabel's system 17, at most 2 lines.
    package static let titleMaxLines = 2

    // Title shrinking (UILabel.adjustsFontSizeToFitWidth): try sizes downward in steps of 0.5 pt, down to half
    // the font size; below that, the text is truncated with an ellipsis at the minimum size.
    package static let titleShrinkStep = 0.5
    package static let titleMinimumScaleFactor = 0.5

    // The "system" back button (UIKit's back-title rule).
    package static let backTitleFont = FontSpec(size: 17)
    package static let backChevronToTitle = 6.0
    /// The back title may take at most this fraction of the bar's inner width before it becomes "Back",
    /// and "Back" too before the button shows the chevron only.
    package static let backTitleMaxFraction = 1.0 / 3.0

    /// System items draw at UIKit's bar-button size, 17.
    package static let systemItemFontSize = 17.0

    // Prompt and large title rows (iOS).
    package static let promptFont = FontSpec(size: 13)
    package static let largeTitleFont = FontSpec(size: 34, weight: .bold)
    package static let largeTitleInsetPhone = 16.0
    package static let largeTitleInsetPad = 20.0

    // Search-field title view (iOS UISearchBar look).
    package static let searchFieldHeight = 36.0
    package static let searchFieldRadius = 10.0
    package static let searchFieldInset = 8.0
    package static let searchIconPointSize = 15.0
    package static let searchIconToText = 6.0
    package static let searchFieldFont = FontSpec(size: 17)

    // Bottom toolbar (canvas "screen"): UIToolbar heights; the custom bar's margin and spacing.
    package static let bottomToolbarPhone = 44.0
    package static let bottomToolbarPad = 50.0
    package static let bottomToolbarPhoneLandscape = 32.0
    /// The content below the bar in the light scheme (`SystemColors.content` gives both schemes).
    package static let contentPlaceholder = Color(r8: 242, g8: 242, b8: 247)
    package static let homeIndicatorSize = Size(width: 134, height: 5)
    package static let homeIndicatorSizePad = Size(width: 315, height: 5)
    package static let homeIndicatorBottom = 8.0

    /// Disabled items: UIColor.gray (white 0.5).
    package static let disabledColor = Color.gray
    /// Disabled full-colour images are drawn at this opacity.
    package static let disabledImageAlpha = 0.5
}
