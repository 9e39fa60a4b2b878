import Basics

/// Parses a scene spec (JSON; every key is in `SpecSchema`) into a `Scene`. Every problem is a `SpecError` naming the
/// JSON path; unknown keys, wrong types, bad colours, unknown presets/symbols/system items and non-finite or
/// non-positive sizes are all errors. Never traps.
package struct SpecParser: Sendable {
    /// Loads an image file (absolute path) into a bitmap; supplied by the caller so this target needs no PNG code.
    public typealias ImageLoader = @Sendable (_ path: String) throws -> Bitmap

    public var baseDirectory: String
    public var loadImage: ImageLoader?
    /// Remembers parsed parts across parses of specs from one file (see `Memo`); nil parses everything.
    package var memo: Memo?

    public init(baseDirectory: String = ".", loadImage: ImageLoader? = nil) {
        self.baseDirectory = baseDirectory
        self.loadImage = loadImage
    }

    public func parse(_ bytes: [UInt8]) throws -> Scene {
        let json: JSON
        do { json = try JSON.parse(bytes) } catch let e as JSONSyntaxError {
            throw SpecError(path: "", message: JSON.describeParseFailure(e, of: bytes))
        }
        return try parse(json)
    }

    /// The keys a scene spec may have at its top level (a configuration's `matrix` may vary any of them).
    public static let topLevelKeys: [String] = SpecSchema.root.keys
    /// `"$schema"`: the JSON Schema an editor uses for completion; ignored by the parser.
    public static let schemaKey = "$schema"
    static let rootKeys = topLevelKeys + [schemaKey]

    /// Reads every key through `SpecSchema` (which checks its type, range and choices), then builds the scene.
    public func parse(_ json: JSON) throws -> Scene {
        let S = SpecSchema.root
        let root = try Node(json, path: "").object(allowed: Self.rootKeys)
        _ = try root.optional(Self.schemaKey)?.string()
        let orientation = try root.read(S["orientation"]).map { try $0.enumeration(Orientation.self) } ?? .portrait
        let scale = try root.read(S["scale"])?.number()
        guard let deviceNode = root.optional("device") else {
            throw SpecError(path: "device", message: "is required (a preset name such as \"iphone-15\", or an object)")
        }
        var scene = Scene(screen: try device(deviceNode, orientation: orientation, scale: scale))
        scene.orientation = orientation
        // The bar style: `style` and `ios` resolved once into the one key the stages ask.
        let word = try root.read(S["style"]).map { try $0.enumeration(BarStyle.Word.self) } ?? .custom
        let ios = try root.read(S["ios"]).map { try $0.integer(in: SpecSchema.iosVersions) } ?? BarStyle.defaultIOS
        scene.style = BarStyle(spec: word, ios: ios)
        // Keys kept as written: each checked by its row and stored at its place (`SpecSchema.stored`).
        for (key, stored) in SpecSchema.stored {
            if let n = try root.read(S[key]) { try stored.store(n, &scene) }
        }
        if let f = try root.read(S["fonts"]) {
            let patterns = try f.array().map { try $0.string() }
            try FontFiles.resolve(patterns, in: baseDirectory, into: &scene.fonts, path: { "fonts[\($0)]" })
        }
        if let back = try root.read(S["previousBackItem"]), !back.isNull {
            let o = try back.object(SpecSchema.previousBackItem)
            scene.previousBackItemTitle = try o.read(SpecSchema.previousBackItem["title"])?.nullableString()
        }
        // Only what the spec gives: the style, colour scheme and presentation supply the rest when laid out.
        if let a = try root.read(S["appearance"]) {
            scene.appearance = try memo?.appearance(a.value) { try appearance(a) } ?? appearance(a)
        }
        if let t = try root.read(S["toolbarAppearance"]), !t.isNull {
            scene.toolbarAppearance = try toolbarAppearance(t)
        }
        if let l = try root.read(S["locale"]) {
            // A language BarSnap has no word for is fine when the spec gives the word itself.
            let hasWord = root.optional("backWord").map { !$0.isNull } ?? false
            guard let locale = BackWord.Locale(tag: try l.string()) ?? (hasWord ? .en : nil) else {
                let known = BackWord.Locale.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw l.error(
                    """
                        \(l.value.snippet) is not a known locale (known: \(known); give any other language's word with\
                         \"backWord\")
                        """
                )
            }
            scene.locale = locale
        }
        // Empty or multi-line words are errors (`Scene.validate`).
        if let w = try root.read(S["backWord"]), !w.isNull { scene.backWordOverride = try w.string() }
        if let f = try root.read(S["scriptFaces"]) { scene.facesFromText = try f.string() == "text" }
        if let w = try root.read(S["systemWords"]) {
            let tag = try w.string()
            guard let words = UIKitWords.words(for: tag) else {
                throw w.error("\(w.value.snippet) is not a language BarSnap has UIKit's words for (known: "
                    + UIKitWords.table.keys.sorted().joined(separator: ", ") + ")")
            }
            scene.systemWords = words
        }
        if let i = try root.read(S["item"]) {
            scene.item = try memo?.navigationItem(i.value) { try navigationItem(i) } ?? navigationItem(i)
        }
        if let t = try root.read(S["toolbarItems"]) {
            scene.toolbarItems = try memo?.barItems(t.value) { try items(t) } ?? items(t)
        }
        if let p = try root.read(S["presenting"]) { scene.presenting = try presenting(p) }
        // The value checks a scene built in Swift gets too; what needs the bar style (a bar that fits on the
        // screen) is `Scene.validate()`, which the spec's readers and the layout engine call.
        try scene.checkValues()
        return scene
    }

    // MARK: - Parts

    private func presenting(_ node: Node) throws -> PresentingScreen {
        let P = SpecSchema.presenting
        let o = try node.object(P)
        var screen = PresentingScreen()
        if let i = try o.read(P["item"]) { screen.item = try navigationItem(i) }
        if let a = try o.read(P["appearance"]) { screen.appearance = try appearance(a) }
        if let b = try o.read(P["barState"]) { screen.barState = try b.enumeration(BarState.self) }
        if let h = try o.read(P["barHidden"]) { screen.barHidden = try h.bool() }
        if let c = try o.read(P["canPop"]) { screen.canPop = try c.bool() }
        if let t = try o.read(P["previousTitle"]) { screen.previousTitle = try t.nullableString() }
        return screen
    }

    private func device(_ node: Node, orientation: Orientation, scale: Double?) throws -> DeviceScreen {
        if case let .string(name) = node.value {
            guard let preset = DevicePreset.named(name) else {
                let names = DevicePreset.all.map(\.name).joined(separator: ", ")
                throw node.error("unknown device preset \"\(name)\" (known: \(names))")
            }
            return DeviceScreen(preset: preset, orientation: orientation, scale: scale)
        }
        let D = SpecSchema.customDevice
        let o = try node.object(D)
        let width = try o.require(D["width"]).number()
        let height = try o.require(D["height"]).number()
        let deviceScale = try o.read(D["scale"])?.number() ?? 1
        let idiom = try o.read(D["idiom"]).map { try $0.enumeration(Idiom.self) } ?? .phone
        var insets = Insets.zero
        if let s = try o.read(D["safeArea"]) {
            let A = SpecSchema.safeArea
            let so = try s.object(A)
            insets.top = try so.read(A["top"])?.number() ?? 0
            insets.left = try so.read(A["left"])?.number() ?? 0
            insets.bottom = try so.read(A["bottom"])?.number() ?? 0
            insets.right = try so.read(A["right"])?.number() ?? 0
        }
        if insets.left + insets.right >= width {
            throw node.error("the side safe-area insets leave no room on a \(JSON.format(width)) pt wide screen")
        }
        // A custom device describes the screen as it is drawn: no swapping for the orientation.
        let base: Double
        switch (idiom, orientation) {
        case (.pad, _): base = BarHeights.pad
        case (.phone, .portrait): base = BarHeights.phone
        case (.phone, .landscape): base = BarHeights.phoneLandscapeCompact
        }
        return DeviceScreen(presetName: nil, size: Size(width: width, height: height), scale: scale ?? deviceScale,
                            idiom: idiom, safeArea: insets, baseBarHeight: base)
    }

    private func appearance(_ node: Node) throws -> Appearance {
        let A = SpecSchema.appearance
        let o = try node.object(A)
        var a = Appearance()
        if let n = try o.read(A["background"]) { a.background = try n.color() }
        if let n = try o.read(A["backgroundAlpha"]) { a.backgroundAlpha = try n.number() }
        if let n = try o.read(A["backgroundImage"]), !n.isNull { a.backgroundImage = try image(n) }
        if let n = try o.read(A["tint"]), !n.isNull { a.tint = try n.color() }
        if let n = try o.read(A["titleColor"]) { a.titleColor = try n.color() }
        if let n = try o.read(A["titleFont"]) { a.titleFont = try font(n) }
        if let n = try o.read(A["largeTitleFont"]) {
            a.largeTitleFont = try font(n, defaultSize: 34, defaultWeight: .bold)
        }
        if let n = try o.read(A["subtitleColor"]), !n.isNull { a.subtitleColor = try n.color() }
        if let n = try o.read(A["subtitleFont"]), !n.isNull { a.subtitleFont = try font(n) }
        // `shadow` is UIKit's name for the same line (`shadowColor` / UIKit's `shadowImage`); null removes it.
        if o.optional("hairline") != nil, let n = o.optional("shadow") {
            throw n.error("give hairline or shadow, not both (they name the same line)")
        }
        if let n = try o.read(A["hairline"]) ?? o.read(A["shadow"]) { a.hairline = n.isNull ? nil : try n.color() }
        if let n = try o.read(A["statusBar"]) { a.statusBar = try n.enumeration(StatusBarSetting.self) }
        return a
    }

    /// `toolbarAppearance`: the bottom toolbar's own bar; every key left out follows `appearance`.
    private func toolbarAppearance(_ node: Node) throws -> ToolbarAppearance {
        let T = SpecSchema.toolbarAppearance
        let o = try node.object(T)
        var t = ToolbarAppearance()
        if let n = try o.read(T["background"]) { t.background = try n.color() }
        if let n = try o.read(T["backgroundAlpha"]) { t.backgroundAlpha = try n.number() }
        if let n = try o.read(T["tint"]) { t.tint = try n.color() }
        if let n = try o.read(T["hairline"]) { t.hairline = .some(n.isNull ? nil : try n.color()) }
        return t
    }

    private func navigationItem(_ node: Node) throws -> NavigationItem {
        let N = SpecSchema.navigationItem
        let o = try node.object(N)
        var item = NavigationItem()
        // A subtitle with a title view or a large title is an error (`Scene.validate`).
        for (key, path) in NavigationItem.texts { item[keyPath: path] = try o.read(N[key])?.nullableString() }
        if let n = try o.read(N["largeTitle"]) { item.largeTitle = try n.bool() }
        if let n = try o.read(N["titleMode"]) { item.titleMode = try n.enumeration(TitleMode.self) }
        if let tv = try o.read(N["titleView"]), !tv.isNull {
            let sf = try tv.object(SpecSchema.titleView).require(SpecSchema.titleView["searchField"])
            let sfo = try sf.object(SpecSchema.searchField)
            item.titleView = .searchField(
                placeholder: try sfo.read(SpecSchema.searchField["placeholder"])?.string() ?? "Search")
        }
        if let sc = try o.read(N["searchController"]), !sc.isNull {
            let S = SpecSchema.searchController
            let so = try sc.object(S)
            var controller = SearchController()
            if let n = try so.read(S["placeholder"]) { controller.placeholder = try n.string() }
            if let n = try so.read(S["hidesWhenScrolling"]) { controller.hidesWhenScrolling = try n.bool() }
            item.searchController = controller
        }
        if let n = try o.read(N["hidesBackButton"]) { item.hidesBackButton = try n.bool() }
        if let n = try o.read(N["leftItemsSupplementBackButton"]) { item.leftItemsSupplementBackButton = try n.bool() }
        if let n = try o.read(N["style"]) { item.style = try n.enumeration(NavigationItemStyle.self) }
        if let l = try o.read(N["left"]) { item.left = try items(l) }
        if let r = try o.read(N["right"]) { item.right = try items(r) }
        if let t = try o.read(N["toolbar"]) { item.toolbar = try items(t, placed: true) }
        return item
    }

    /// The most items one group (`item.left`, `item.right`, `toolbarItems`) may hold. A real bar shows a
    /// handful; the limit keeps layout time bounded for hostile specs (10,000 items is an error, not a hang).
    public static let maxItemsPerGroup = 100
    /// The most font files a spec's `fonts` may name (after glob expansion).
    public static let maxFontFiles = FontFiles.maxFiles

    /// `placed`: the list is `item.toolbar`, whose items may carry a `placement`.
    private func items(_ node: Node, placed: Bool = false) throws -> [BarItem] {
        let list = try node.array()
        guard list.count <= Self.maxItemsPerGroup else {
            throw node.error("\(list.count) items is too many (at most \(Self.maxItemsPerGroup) per group)")
        }
        return try list.map { try barItem($0, placed: placed) }
    }

    private func barItem(_ node: Node, placed: Bool) throws -> BarItem {
        let I = SpecSchema.item
        let o = try node.object(I)
        let content: BarItem.Content
        if let n = try o.read(I["title"]) { content = .title(try n.string()) }
        else if let n = try o.read(I["symbol"]) {
            let name = try n.string()
            if let drawn = Symbol(rawValue: name) {
                content = .symbol(drawn)
            } else if let glyph = IconGlyph(name: name) {
                content = .standIn(glyph)
            } else {
                content = .symbol(try n.enumeration(Symbol.self))
            }
        } else if let n = try o.read(I["image"]) {
            content = .image(try image(n))
        } else if let n = try o.read(I["system"]) {
            content = .system(try n.enumeration(SystemItem.self))
        } else if let n = try o.read(I["placeholder"]) {
            content = .placeholder(try n.string())
        } else {
            let s = try o.require(I["space"])
            if case .string("flexible") = s.value {
                content = .flexibleSpace
            } else {
                content = .fixedSpace(try s.number())
            }
        }
        var item = BarItem(content)
        if let t = try o.read(I["tint"]), !t.isNull { item.tint = try t.color() }
        if let n = try o.read(I["enabled"]) { item.enabled = try n.bool() }
        if let n = try o.read(I["highlighted"]) { item.highlighted = try n.bool() }
        if let f = try o.read(I["font"]) { item.font = try font(f) }
        if let n = try o.read(I["template"]) { item.template = try n.bool() }
        if let n = try o.read(I["prominent"]) { item.prominent = try n.bool() }
        if let n = try o.read(I["badge"]), !n.isNull { item.badge = try n.string() }
        if let n = try o.read(I["sharesBackground"]) { item.sharesBackground = try n.bool() }
        if let n = try o.read(I["placement"]) {
            guard placed else {
                throw n.error(
                    """
                        a placement is read only in item.toolbar (SwiftUI's toolbar items); left, right and\
                         toolbarItems are already placed
                        """
                )
            }
            item.placement = try n.enumeration(ToolbarPlacement.self)
        }
        if let n = try o.read(I["role"]) { item.role = try n.enumeration(ItemRole.self) }
        return item
    }

    private func font(_ node: Node, defaultSize: Double = 17, defaultWeight: FontWeight = .regular) throws -> FontSpec {
        let F = SpecSchema.font
        let o = try node.object(F)
        let family = try o.read(F["family"])?.string()
        let size = try o.read(F["size"])?.number() ?? defaultSize
        let weight = try o.read(F["weight"]).map { try $0.enumeration(FontWeight.self) } ?? defaultWeight
        return FontSpec(family: family, size: size, weight: weight)
    }

    private func image(_ node: Node) throws -> ImageResource {
        let path = try node.string()
        guard !path.isEmpty else { throw node.error("an image path may not be empty") }
        guard let loadImage else { throw node.error("images are not available here (no image loader)") }
        let full = path.hasPrefix("/") ? path : baseDirectory + "/" + path
        let bitmap: Bitmap
        do { bitmap = try loadImage(full) } catch {
            throw node.error("cannot load image: \(error)")
        }
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return ImageResource(path: path, bitmap: bitmap, scale: scale)
    }
}

/// The scene parser's accessors are Basics's path-carrying JSON nodes.
typealias Node = JSONNode
