import BarSnapCore

/// Parses the scene-spec JSON of SPEC §7 into a `Scene`. Every problem is a `SpecError` naming the JSON path;
/// unknown keys, wrong types, bad colours, unknown presets/symbols/system items and non-finite or non-positive
/// sizes are all errors. Never traps.
public struct SpecParser: Sendable {
    /// Loads an image file (absolute path) into a bitmap; supplied by the caller so this target needs no PNG code.
    public typealias ImageLoader = @Sendable (_ path: String) throws -> Bitmap

    public var baseDirectory: String
    public var loadImage: ImageLoader?

    public init(baseDirectory: String = ".", loadImage: ImageLoader? = nil) {
        self.baseDirectory = baseDirectory
        self.loadImage = loadImage
    }

    public func parse(_ bytes: [UInt8]) throws -> Scene {
        let json: JSON
        do { json = try JSON.parse(bytes) } catch let e as JSONSyntaxError {
            throw SpecError(path: "", message: "not valid JSON (\(e))")
        }
        return try parse(json)
    }

    /// The keys a scene spec may have at its top level (a configuration's `matrix` may vary any of them).
    public static let topLevelKeys: [String] = [
        "device", "scale", "orientation", "presentation", "barHeight", "canvas", "canPop", "backStyle",
        "previousTitle", "previousBackItem", "appearance", "item", "toolbarItems", "style", "barHidden",
    ]
    /// `"$schema"`: the JSON Schema an editor uses for completion; ignored by the parser.
    public static let schemaKey = "$schema"
    static let rootKeys = topLevelKeys + [schemaKey]

    public func parse(_ json: JSON) throws -> Scene {
        let root = try Node(json, path: "").object(allowed: Self.rootKeys)
        _ = try root.optional(Self.schemaKey)?.string()
        let orientation = try root.optional("orientation")?.enumeration(Orientation.self) ?? .portrait
        let scale = try root.optional("scale")?.positive(max: 4)
        guard let deviceNode = root.optional("device") else {
            throw SpecError(path: "device", message: "is required (a preset name such as \"iphone-15\", or an object)")
        }
        var scene = Scene(screen: try device(deviceNode, orientation: orientation, scale: scale))
        scene.orientation = orientation
        scene.style = try root.optional("style")?.enumeration(BarStyle.self, what: "bar style") ?? .custom
        scene.barHidden = try root.optional("barHidden")?.bool() ?? false
        scene.appearance = Appearance(style: scene.style)
        scene.presentation = try root.optional("presentation")?.enumeration(Presentation.self) ?? .push
        scene.barHeight = try root.optional("barHeight")?.positive(max: 1000)
        scene.canvas = try root.optional("canvas")?.enumeration(CanvasKind.self) ?? .bar
        scene.canPop = try root.optional("canPop")?.bool() ?? true
        scene.backStyle = try root.optional("backStyle")?.enumeration(BackStyle.self) ?? .chevron
        scene.previousTitle = try root.optional("previousTitle")?.nullableString()
        if let back = root.optional("previousBackItem"), !back.isNull {
            let o = try back.object(allowed: ["title"])
            scene.previousBackItemTitle = try o.optional("title")?.nullableString()
        }
        if let a = root.optional("appearance") { scene.appearance = try appearance(a, style: scene.style) }
        if let i = root.optional("item") { scene.item = try navigationItem(i) }
        if let t = root.optional("toolbarItems") { scene.toolbarItems = try items(t) }
        // What the parser cannot see value by value (a bar that does not fit the screen): the same checks a
        // scene built in Swift gets when it is laid out.
        try scene.validate()
        return scene
    }

    // MARK: - Parts

    private func device(_ node: Node, orientation: Orientation, scale: Double?) throws -> DeviceScreen {
        if case let .string(name) = node.value {
            guard let preset = DevicePreset.named(name) else {
                let names = DevicePreset.all.map(\.name).joined(separator: ", ")
                throw node.error("unknown device preset \"\(name)\" (known: \(names))")
            }
            return DeviceScreen(preset: preset, orientation: orientation, scale: scale)
        }
        let o = try node.object(allowed: ["width", "height", "scale", "idiom", "safeArea"])
        let width = try o.required("width").positive(max: 10_000)
        let height = try o.required("height").positive(max: 10_000)
        let deviceScale = try o.optional("scale")?.positive(max: 4) ?? 1
        let idiom = try o.optional("idiom")?.enumeration(Idiom.self) ?? .phone
        var insets = Insets.zero
        if let s = o.optional("safeArea") {
            let so = try s.object(allowed: ["top", "left", "bottom", "right"])
            insets.top = try so.optional("top")?.nonNegative(max: 1000) ?? 0
            insets.left = try so.optional("left")?.nonNegative(max: 1000) ?? 0
            insets.bottom = try so.optional("bottom")?.nonNegative(max: 1000) ?? 0
            insets.right = try so.optional("right")?.nonNegative(max: 1000) ?? 0
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

    private func appearance(_ node: Node, style: BarStyle) throws -> Appearance {
        let o = try node.object(allowed: [
            "background", "backgroundAlpha", "backgroundImage", "tint", "titleColor", "titleFont", "hairline", "shadow",
            "statusBar",
        ])
        var a = Appearance(style: style)
        if let n = o.optional("background") { a.background = try n.color() }
        if let n = o.optional("backgroundAlpha") { a.backgroundAlpha = try n.fraction() }
        if let n = o.optional("backgroundImage"), !n.isNull { a.backgroundImage = try image(n) }
        if let n = o.optional("tint"), !n.isNull { a.tint = try n.color() }
        if let n = o.optional("titleColor") { a.titleColor = try n.color() }
        if let n = o.optional("titleFont") { a.titleFont = try font(n) }
        // `shadow` is UIKit's name for the same line (`shadowColor` / seed 003's `shadowImage`); null removes it.
        if o.optional("hairline") != nil, let n = o.optional("shadow") {
            throw n.error("give hairline or shadow, not both (they name the same line)")
        }
        if let n = o.optional("hairline") ?? o.optional("shadow") { a.hairline = n.isNull ? nil : try n.color() }
        if let n = o.optional("statusBar") { a.statusBar = try n.enumeration(StatusBarSetting.self) }
        return a
    }

    private func navigationItem(_ node: Node) throws -> NavigationItem {
        let o = try node.object(allowed: [
            "title", "prompt", "largeTitle", "titleMode", "titleView", "hidesBackButton",
            "leftItemsSupplementBackButton", "left", "right",
        ])
        var item = NavigationItem()
        item.title = try o.optional("title")?.nullableString()
        item.prompt = try o.optional("prompt")?.nullableString()
        item.largeTitle = try o.optional("largeTitle")?.bool() ?? false
        item.titleMode = try o.optional("titleMode")?.enumeration(TitleMode.self) ?? .fill
        if let tv = o.optional("titleView"), !tv.isNull {
            let tvo = try tv.object(allowed: ["searchField"])
            guard let sf = tvo.optional("searchField") else { throw tv.error("must name a title view: {\"searchField\": {…}}") }
            let sfo = try sf.object(allowed: ["placeholder"])
            item.titleView = .searchField(placeholder: try sfo.optional("placeholder")?.string() ?? "Search")
        }
        item.hidesBackButton = try o.optional("hidesBackButton")?.bool() ?? false
        item.leftItemsSupplementBackButton = try o.optional("leftItemsSupplementBackButton")?.bool() ?? false
        if let l = o.optional("left") { item.left = try items(l) }
        if let r = o.optional("right") { item.right = try items(r) }
        return item
    }

    /// The most items one group (`item.left`, `item.right`, `toolbarItems`) may hold. A real bar shows a
    /// handful; the limit keeps layout time bounded for hostile specs (10,000 items is an error, not a hang).
    public static let maxItemsPerGroup = 100

    private func items(_ node: Node) throws -> [BarItem] {
        let list = try node.array()
        guard list.count <= Self.maxItemsPerGroup else {
            throw node.error("\(list.count) items is too many (at most \(Self.maxItemsPerGroup) per group)")
        }
        return try list.map(barItem)
    }

    private func barItem(_ node: Node) throws -> BarItem {
        let o = try node.object(allowed: [
            "title", "symbol", "image", "system", "space", "tint", "enabled", "highlighted", "font", "template",
        ])
        let kinds = ["title", "symbol", "image", "system", "space"].filter { o.optional($0) != nil }
        guard kinds.count == 1 else {
            throw node.error(kinds.isEmpty ? "an item needs one of title, symbol, image, system or space"
                                           : "an item has exactly one of title, symbol, image, system or space, not \(kinds.joined(separator: " and "))")
        }
        let content: BarItem.Content
        switch kinds[0] {
        case "title": content = .title(try o.required("title").string())
        case "symbol": content = .symbol(try o.required("symbol").enumeration(Symbol.self, what: "symbol"))
        case "image": content = .image(try image(o.required("image")))
        case "system": content = .system(try o.required("system").enumeration(SystemItem.self, what: "system item"))
        default:
            let s = try o.required("space")
            if case .string("flexible") = s.value { content = .flexibleSpace }
            else if case .number = s.value { content = .fixedSpace(try s.nonNegative(max: 10_000)) }
            else { throw s.error("\(s.value.snippet) is not a space (\"flexible\" or a width in points)") }
        }
        var item = BarItem(content)
        if let t = o.optional("tint"), !t.isNull { item.tint = try t.color() }
        item.enabled = try o.optional("enabled")?.bool() ?? true
        item.highlighted = try o.optional("highlighted")?.bool() ?? false
        if let f = o.optional("font") { item.font = try font(f) }
        item.template = try o.optional("template")?.bool() ?? false
        return item
    }

    private func font(_ node: Node) throws -> FontSpec {
        let o = try node.object(allowed: ["size", "weight"])
        let size = try o.optional("size")?.positive(max: 200) ?? 17
        let weight = try o.optional("weight")?.enumeration(FontWeight.self, what: "font weight") ?? .regular
        return FontSpec(size: size, weight: weight)
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

/// The scene parser's accessors are BarSnapCore's path-carrying JSON nodes.
typealias Node = JSONNode
