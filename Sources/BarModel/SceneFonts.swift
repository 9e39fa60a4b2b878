import Basics

extension Scene {
    /// Every font object the spec sets, with its JSON path (`appearance.titleFont`, `item.right[1].font`, …): what
    /// a font set must be able to draw. Fonts BarSnap picks itself (system items, the prompt, the status bar) use
    /// the system face and are not listed.
    public var fontObjects: [(path: String, font: FontSpec)] {
        var out: [(String, FontSpec)] = [("appearance.titleFont", appearance.titleFont)]
        if let f = appearance.largeTitleFont { out.append(("appearance.largeTitleFont", f)) }
        if let f = appearance.subtitleFont { out.append(("appearance.subtitleFont", f)) }
        func add(_ items: [BarItem], _ path: String) {
            for (i, item) in items.enumerated() {
                if let f = item.font { out.append(("\(path)[\(i)].font", f)) }
            }
        }
        add(item.left, "item.left")
        add(item.right, "item.right")
        add(toolbarItems, "toolbarItems")
        return out
    }

    /// The families the spec names (each once, in spec order).
    public var fontFamilies: [String] {
        var seen: [String] = []
        for (_, f) in fontObjects { if let family = f.family, !seen.contains(family) { seen.append(family) } }
        return seen
    }

    /// Resolves font files (paths and globs, relative to `directory`, default the current directory) and adds
    /// them to `fonts`, so this scene's font objects can name their families. Errors name the entry: a glob that
    /// matches nothing, a missing file, a directory.
    ///
    ///     var scene = Scene(device: .iPhone15)
    ///     try scene.registerFonts(["Fonts/*.ttf"], relativeTo: packageRoot)
    ///     scene.appearance.titleFont = FontSpec(family: "Lobster", size: 20)
    public mutating func registerFonts(_ paths: [String], relativeTo directory: String? = nil) throws {
        try FontFiles.resolve(paths, in: directory ?? FileIO.currentDirectory(), into: &fonts, path: { "fonts[\($0)]" })
    }
}
