import Basics
import BarModel

extension Scene {
    /// The variant part of a reference name (`phone-44@3x`, `pad-uikit-dark-sheet-56@2x`), derived from the parsed
    /// scene so a name cannot lie. Design notes: "A reference name's variant".
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
