import Basics

extension Scene {
    /// The value checks a parsed spec gets, for a scene however it was made (parsed, or built in Swift): sizes
    /// finite and in range, colours in 0…1, at most `SpecParser.maxItemsPerGroup` items per group, no NUL in
    /// strings. Errors name the spec path of the value (`appearance.titleFont.size`). `Scene.validate()` (in
    /// BarLayout) adds what needs the bar style: a bar that fits on the screen.
    package func checkValues() throws {
        try screen.validate()
        if let barHeight { try Check.positive(barHeight, max: 1000, at: "barHeight") }
        try Check.text(previousTitle, at: "previousTitle")
        try Check.text(previousBackItemTitle, at: "previousBackItem.title")
        try appearance.validate(at: "appearance")
        try toolbarAppearance.validate(at: "toolbarAppearance")
        if let backWordOverride {
            try Check.text(backWordOverride, at: "backWord")
            if backWordOverride.allSatisfy(\.isWhitespace) {
                throw SpecError(path: "backWord", message: "the back word may not be empty")
            }
            if backWordOverride.contains(where: \.isNewline) {
                throw SpecError(path: "backWord", message: "the back word must be one line")
            }
        }
        try item.validate(at: "item")
        try Check.items(toolbarItems, at: "toolbarItems")
        if let i = toolbarItems.firstIndex(where: { $0.placement != nil }) {
            throw SpecError(
                path: "toolbarItems[\(i)].placement",
                message:
                    """
                        a placement is read only in item.toolbar (SwiftUI's toolbar items); left, right and\
                         toolbarItems are already placed
                        """
            )
        }
        if let presenting {
            try Check.text(presenting.previousTitle, at: "presenting.previousTitle")
            try presenting.appearance.validate(at: "presenting.appearance")
            try presenting.item.validate(at: "presenting.item")
        }
        guard fonts.count <= SpecParser.maxFontFiles else {
            throw SpecError(
                path: "fonts", message: "\(fonts.count) font files is too many (at most \(SpecParser.maxFontFiles))")
        }
        for (i, f) in fonts.enumerated() where !f.hasPrefix("/") || f.unicodeScalars.contains("\u{0}") {
            throw SpecError(
                path: "fonts[\(i)]",
                message:
                    """
                        \"\(f)\" is not an absolute path (Scene.fonts holds resolved files: use registerFonts to\
                         resolve paths and globs)
                        """
            )
        }
    }
}

extension DeviceScreen {
    func validate() throws {
        try Check.positive(size.width, max: 10_000, at: "device.width")
        try Check.positive(size.height, max: 10_000, at: "device.height")
        try Check.positive(scale, max: 4, at: "scale")
        for (value, name) in [
            (safeArea.top, "top"), (safeArea.left, "left"), (safeArea.bottom, "bottom"), (safeArea.right, "right")
        ] {
            try Check.nonNegative(value, max: 1000, at: "device.safeArea.\(name)")
        }
        if safeArea.left + safeArea.right >= size.width {
            throw SpecError(
                path: "device",
                message: "the side safe-area insets leave no room on a \(JSON.format(size.width)) pt wide screen")
        }
        try Check.positive(baseBarHeight, max: 1000, at: "device")
    }
}

extension Appearance {
    func validate(at path: @autoclosure () -> String) throws {
        let path = path()
        try Check.color(background, at: path + ".background")
        try Check.fraction(backgroundAlpha, at: path + ".backgroundAlpha")
        if let tint { try Check.color(tint, at: path + ".tint") }
        try Check.color(titleColor, at: path + ".titleColor")
        try Check.font(titleFont, at: path + ".titleFont")
        if let largeTitleFont { try Check.font(largeTitleFont, at: path + ".largeTitleFont") }
        if let subtitleColor { try Check.color(subtitleColor, at: path + ".subtitleColor") }
        if let subtitleFont { try Check.font(subtitleFont, at: path + ".subtitleFont") }
        if let hairline { try Check.color(hairline, at: path + ".hairline") }
    }
}

extension ToolbarAppearance {
    func validate(at path: @autoclosure () -> String) throws {
        let path = path()
        if let background { try Check.color(background, at: path + ".background") }
        if let backgroundAlpha { try Check.fraction(backgroundAlpha, at: path + ".backgroundAlpha") }
        if let tint { try Check.color(tint, at: path + ".tint") }
        if case let .some(.some(hairline)) = hairline { try Check.color(hairline, at: path + ".hairline") }
    }
}

extension NavigationItem {
    /// What the bar style decides (a subtitle with a large title) is the style's check (`BarStyleDefinition`).
    func validate(at path: @autoclosure () -> String) throws {
        let path = path()
        for (key, text) in NavigationItem.texts { try Check.text(self[keyPath: text], at: path + "." + key) }
        if subtitle != nil {
            // The custom bar: the middle shows a title, a title and a subtitle, or a search box — one of the three.
            if titleView != nil {
                throw SpecError(
                    path: path + ".subtitle",
                    message: "a subtitle is drawn by the title label; it cannot be combined with item.titleView")
            }
        }
        if case let .searchField(placeholder) = titleView {
            try Check.text(placeholder, at: path + ".titleView.searchField.placeholder")
        }
        if let searchController {
            try Check.text(searchController.placeholder, at: path + ".searchController.placeholder")
        }
        try Check.items(left, at: path + ".left")
        try Check.items(right, at: path + ".right")
        try Check.items(toolbar, at: path + ".toolbar")
        if !toolbar.isEmpty, !left.isEmpty || !right.isEmpty {
            throw SpecError(
                path: path + ".toolbar",
                message:
                    "give toolbar (SwiftUI's items, each with its placement) or left/right (UIKit's groups), not both")
        }
        for (name, list) in [("left", left), ("right", right)] {
            if let i = list.firstIndex(where: { $0.placement != nil }) {
                throw SpecError(
                    path: path + ".\(name)[\(i)].placement",
                    message:
                        """
                            a placement is read only in item.toolbar (SwiftUI's toolbar items); left, right and\
                             toolbarItems are already placed
                            """
                )
            }
        }
    }
}

extension NavigationItem {
    /// A bar that draws the subtitle beside the inline title only: a subtitle with a large title is an error.
    package func checkSubtitleIsInline(at path: String) throws {
        guard subtitle != nil, largeTitle else { return }
        throw SpecError(path: path + ".subtitle",
                        message: "a subtitle goes under the inline title; it cannot be combined with item.largeTitle")
    }
}

/// Range checks with the spec parser's messages.
enum Check {
    static func number(_ d: Double, at path: @autoclosure () -> String) throws {
        guard d.isFinite else { throw SpecError(path: path(), message: "\(d) is not a finite number") }
    }

    static func positive(_ d: Double, max: Double, at path: @autoclosure () -> String) throws {
        try number(d, at: path())
        guard d > 0 else { throw SpecError(path: path(), message: "\(JSON.format(d)) must be greater than 0") }
        guard d <= max else {
            throw SpecError(path: path(), message: "\(JSON.format(d)) is too large (at most \(JSON.format(max)))")
        }
    }

    static func nonNegative(_ d: Double, max: Double, at path: @autoclosure () -> String) throws {
        try number(d, at: path())
        guard d >= 0 else { throw SpecError(path: path(), message: "\(JSON.format(d)) must not be negative") }
        guard d <= max else {
            throw SpecError(path: path(), message: "\(JSON.format(d)) is too large (at most \(JSON.format(max)))")
        }
    }

    static func fraction(_ d: Double, at path: @autoclosure () -> String) throws {
        try number(d, at: path())
        guard (0...1).contains(d) else {
            throw SpecError(path: path(), message: "\(JSON.format(d)) must be between 0 and 1")
        }
    }

    static func color(_ c: Color, at path: @autoclosure () -> String) throws {
        for (v, name) in [(c.red, "red"), (c.green, "green"), (c.blue, "blue"), (c.alpha, "alpha")] {
            guard v.isFinite, (0...1).contains(v) else {
                throw SpecError(path: path(), message: "the colour's \(name) component \(v) is not between 0 and 1")
            }
        }
    }

    static func font(_ f: FontSpec, at path: @autoclosure () -> String) throws {
        try family(f.family, at: path() + ".family")
        try positive(f.size, max: 200, at: path() + ".size")
    }

    /// A family name is one name: not empty, no comma (Pango reads a comma as a list of families), no NUL, no
    /// line break.
    static func family(_ name: String?, at path: @autoclosure () -> String) throws {
        guard let name else { return }
        if name.allSatisfy(\.isWhitespace) {
            throw SpecError(path: path(), message: "a font family may not be empty")
        }
        if let bad = name.unicodeScalars.first(where: { $0 == "," || $0 == "\u{0}" || $0 == "\n" || $0 == "\r" }) {
            let what = bad == "," ? "a comma (one family per font object)" : "a control character"
            throw SpecError(path: path(), message: "the font family \"\(name)\" contains \(what)")
        }
    }

    static func text(_ s: String?, at path: @autoclosure () -> String) throws {
        if let s, s.unicodeScalars.contains("\u{0}") {
            throw SpecError(path: path(), message: "strings may not contain NUL characters")
        }
    }

    static func items(_ items: [BarItem], at path: @autoclosure () -> String) throws {
        guard items.count <= SpecParser.maxItemsPerGroup else {
            throw SpecError(
                path: path(), message: "\(items.count) items is too many (at most \(SpecParser.maxItemsPerGroup))")
        }
        for (i, item) in items.enumerated() {
            func p() -> String { "\(path())[\(i)]" }
            switch item.content {
            case let .title(t): try text(t, at: p() + ".title")
            case let .placeholder(t): try text(t, at: p() + ".placeholder")
            case let .fixedSpace(w): try nonNegative(w, max: 10_000, at: p() + ".space")
            case let .image(resource):
                guard resource.bitmap.width > 0, resource.bitmap.height > 0 else {
                    throw SpecError(path: p() + ".image", message: "the image \(resource.path) is empty")
                }
                try positive(resource.scale, max: 4, at: p() + ".image")
            case .symbol, .standIn, .system, .flexibleSpace: break
            }
            if let tint = item.tint { try color(tint, at: p() + ".tint") }
            if let font = item.font { try self.font(font, at: p() + ".font") }
        }
    }
}
