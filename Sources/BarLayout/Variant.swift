import Basics
import BarModel

extension Scene {
    /// The variant part of a reference name, derived from the parsed scene so a name cannot lie:
    /// idiom, `uikit` for UIKit's bar, `dark` for the dark colour scheme, `scrolled` for UIKit's scrolled bar, `sheet`,
    /// `landscape`, `prompt` / `large`
    /// rows, `nobar` for a hidden bar, the whole bar height (for a hidden bar: the height it would have, which the
    /// `bar` canvas keeps),
    /// `screen` for the screen canvas, then `@<scale>x` — e.g. `phone-sheet-56@3x`, `pad-prompt-80@2x`,
    /// `phone-44-screen@3x`, `phone-uikit-large-96@3x`, `phone-nobar-44-screen@3x`, `pad-uikit-dark-sheet-56@2x`.
    /// Keys added to the scene spec that change what is drawn in a way a name should show (a colour scheme here;
    /// a style's own keys in its `variantParts`, the first before the scheme, the rest after it) add their own
    /// part, and only when they differ from the default, so existing names stay.
    public var variant: String {
        var parts = [screen.idiom.rawValue]
        let styleParts = styleDefinition.variantParts(self)
        parts += styleParts.prefix(1)
        if colorScheme != .light { parts.append(colorScheme.rawValue) }
        parts += styleParts.dropFirst()
        if presentation == .sheet { parts.append("sheet") }
        if presentation == .formSheet { parts.append("formsheet") }
        if orientation == .landscape { parts.append("landscape") }
        if item.prompt != nil { parts.append("prompt") }
        if showsLargeTitle { parts.append("large") }
        if barHidden { parts.append("nobar") }
        // Right to left, a pseudo-locale and a text size other than `large`: only when not the default.
        if locale.isPseudo { parts.append(locale.rawValue) }
        if isRightToLeft && locale != .arXB { parts.append("rtl") }
        if contentSize != .large { parts.append(contentSize.rawValue) }
        parts.append(JSON.format(totalBarHeight))
        if canvas == .screen { parts.append("screen") }
        return parts.joined(separator: "-") + "@\(JSON.format(screen.scale))x"
    }
}
