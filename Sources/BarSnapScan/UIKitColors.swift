import Basics

/// UIKit's named colours (`UIColor.systemBlue`, `.label`, `.white`…) with their light and dark values, as iOS 15+
/// documents them. Used for `UIColor.<name>` in code and `reference` colours in asset catalogs.
enum UIKitColors {
    static func named(_ name: String) -> (light: Color, dark: Color)? {
        if let pair = dynamic[name] { return (hex(pair.0), hex(pair.1)) }
        if let fixed = plain[name] { return (fixed, fixed) }
        return nil
    }

    private static func hex(_ s: String) -> Color { Color(hex: s) ?? .black }

    /// Dynamic system colours: light, dark.
    private static let dynamic: [String: (String, String)] = [
        "systemBlue": ("#007AFF", "#0A84FF"), "tintColor": ("#007AFF", "#0A84FF"), "link": ("#007AFF", "#0984FF"),
        "systemRed": ("#FF3B30", "#FF453A"), "systemGreen": ("#34C759", "#30D158"),
        "systemOrange": ("#FF9500", "#FF9F0A"),
        "systemYellow": ("#FFCC00", "#FFD60A"), "systemPink": ("#FF2D55", "#FF375F"),
        "systemPurple": ("#AF52DE", "#BF5AF2"),
        "systemTeal": ("#30B0C7", "#40C8E0"), "systemIndigo": ("#5856D6", "#5E5CE6"),
        "systemMint": ("#00C7BE", "#63E6E2"),
        "systemCyan": ("#32ADE6", "#64D2FF"), "systemBrown": ("#A2845E", "#AC8E68"),
        "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"),
        "systemGray3": ("#C7C7CC", "#48484A"),
        "systemGray4": ("#D1D1D6", "#3A3A3C"), "systemGray5": ("#E5E5EA", "#2C2C2E"),
        "systemGray6": ("#F2F2F7", "#1C1C1E"),
        "label": ("#000000", "#FFFFFF"), "secondaryLabel": ("#3C3C4399", "#EBEBF599"),
        "tertiaryLabel": ("#3C3C434D", "#EBEBF54D"), "placeholderText": ("#3C3C434D", "#EBEBF54D"),
        "systemBackground": ("#FFFFFF", "#000000"), "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": ("#F2F2F7", "#000000"),
        "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"), "separator": ("#3C3C434A", "#54545899"),
        "opaqueSeparator": ("#C6C6C8", "#38383A"),
    ]

    private static let plain: [String: Color] = [
        "white": .white, "black": .black, "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 1),
        "gray": Color(white: 0.5), "lightGray": Color(white: 2.0 / 3.0), "darkGray": Color(white: 1.0 / 3.0),
        "orange": Color(red: 1, green: 0.5, blue: 0), "yellow": Color(red: 1, green: 1, blue: 0),
        "purple": Color(red: 0.5, green: 0, blue: 0.5), "brown": Color(red: 0.6, green: 0.4, blue: 0.2),
        "cyan": Color(red: 0, green: 1, blue: 1), "magenta": Color(red: 1, green: 0, blue: 1),
    ]
}
