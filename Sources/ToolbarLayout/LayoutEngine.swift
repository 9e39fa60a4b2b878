import BarSnapCore
import ToolbarModel

/// Lays out a scene the way the seeds' UIKit code places it: pure, given a text measurer.
public struct LayoutEngine: Sendable {
    public let scene: Scene
    public let measurer: any TextMeasurer

    public init(scene: Scene, measurer: any TextMeasurer) {
        // A pseudo-locale shows its own form of every string (`Scene.pseudoLocalized`).
        self.scene = scene.pseudoLocalized()
        self.measurer = measurer
    }

    /// Validates the scene (`Scene.validate()`: a scene built in Swift gets the parser's checks) and lays it out.
    public static func layout(_ scene: Scene, measurer: any TextMeasurer) throws -> ToolbarLayout {
        try scene.validate()
        return try LayoutEngine(scene: scene, measurer: measurer).layout()
    }

    /// `alignment`: how the text's lines are aligned when drawn (`TextRun.alignment`), for a measurer that keeps the
    /// layout for the renderer (`AligningTextMeasurer`); it changes no metric.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, alignment: TextAlignment = .left,
                 path: String) throws -> TextMetrics {
        do {
            if let aligning = measurer as? any AligningTextMeasurer {
                return try aligning.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment)
            }
            return try measurer.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        } catch let e as MissingGlyphsError {
            throw LayoutError(path: path, message: e.description)
        }
    }

    public func layout() throws -> ToolbarLayout {
        let screen = scene.screen
        let scale = screen.scale
        let appearance = scene.appearance
        let item = scene.item

        // The bar sits at y = safeArea.top between the side insets; the band runs from the top of the screen
        // to the bar's bottom. A hidden bar keeps these frames (nothing is drawn there but the content), so a
        // screen without a bar has the same canvas as one with it.
        let bar = Rect(x: screen.safeArea.left, y: screen.safeArea.top,
                       width: screen.size.width - screen.safeArea.left - screen.safeArea.right,
                       height: scene.totalBarHeight).snapped(scale: scale)
        let band = Rect(x: 0, y: 0, width: screen.size.width, height: bar.maxY).snapped(scale: scale)
        let promptHeight = item.prompt != nil ? BarHeights.promptRow : 0
        let mainRow = Rect(x: bar.minX, y: bar.minY + promptHeight, width: bar.width, height: scene.mainRowHeight)
            .snapped(scale: scale)

        var parts: BarParts
        if scene.barHidden {
            parts = BarParts()
        } else {
            switch scene.style {
            case .custom: parts = try customBar(bar: bar, mainRow: mainRow)
            case .uikit: parts = try uikitBar(bar: bar, mainRow: mainRow)
            }
        }
        let mirror = scene.isRightToLeft ? Mirror(width: screen.size.width, scale: scale) : nil
        if let mirror { parts = mirror.parts(parts) }

        var items: [DisplayItem] = []
        let content = system.content
        // On the screen canvas the content reaches the top of the screen, under the bar (UIKit's default
        // extended layout): a translucent or hidden bar shows it. On the bar canvas a hidden bar shows it, and so
        // does UIKit's bar, which is transparent at the scroll edge (iOS 15+) and may be made translucent.
        if scene.canvas == .screen {
            items.append(.fill(Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height).snapped(scale: scale),
                               content))
        } else if scene.barHidden || scene.style == .uikit {
            items.append(.fill(band, content))
        }
        let background = appearance.effectiveBackground
        var barContent = items.count..<items.count
        var shadow: Rect?
        if !scene.barHidden {
            items.append(.fill(band, background))
            if let image = appearance.backgroundImage {
                items.append(.image(image.bitmap, frame: band, tint: nil))
            }
            // The toolbar clips to its bounds (seed: `clipsToBounds = true`).
            items.append(.group(clip: bar, alpha: 1, items: parts.contents))
            barContent = (items.count - 1)..<items.count
            // Seed 003's `setBackground(alpha:)` fades the line with the background (`effectiveHairline`).
            if let hairline = appearance.effectiveHairline {
                switch scene.style {
                case .custom:
                    items.append(.fill(Rect(x: band.minX, y: band.maxY - 1 / scale, width: band.width, height: 1 / scale), hairline))
                case .uikit:
                    // UIKit's shadow line lies directly below the bar, over whatever is under it.
                    let row = Rect(x: band.minX, y: band.maxY, width: band.width, height: 1 / scale)
                    shadow = row
                    items.append(.fill(row, hairline))
                }
            }
        }

        var statusBar: Rect?
        var statusStyle: StatusBarStyle?
        if appearance.statusBar != .hidden, screen.safeArea.top > 0 {
            let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.safeArea.top).snapped(scale: scale)
            let style = Self.statusBarStyle(appearance.statusBar, on: scene.barHidden ? content : background,
                                            over: behindBar, scheme: scene.colorScheme)
            statusBar = frame
            statusStyle = style
            let statusBar = DisplayItem.statusBar(frame: frame, style: style, homeButton: Self.hasHomeButton(screen))
            items.append(mirror?.item(statusBar) ?? statusBar)
        }

        var canvasHeight = band.maxY
        if let shadow, scene.canvas == .bar { canvasHeight = min(shadow.maxY, screen.size.height) }
        var bottomToolbar: Rect?
        var toolbarItems: [PlacedItem] = []
        if scene.canvas == .screen {
            canvasHeight = screen.size.height
            if !scene.toolbarItems.isEmpty {
                let (frame, placed, drawing) = try layoutBottomToolbar()
                bottomToolbar = frame
                toolbarItems = mirror.map { m in placed.map(m.placed).reversed() } ?? placed
                items += mirror.map { m in drawing.map(m.item) } ?? drawing
            } else if screen.safeArea.bottom > 0 {
                items.append(homeIndicator(on: content))
            }
        }

        let canvas = Size(width: screen.size.width, height: canvasHeight)
        return ToolbarLayout(
            canvas: canvas, scale: scale, style: scene.style, barHidden: scene.barHidden, band: band, bar: bar,
            mainRow: mainRow, shadow: shadow, statusBar: statusBar, statusBarStyle: statusStyle, left: parts.left,
            right: parts.right, title: parts.title, prompt: parts.prompt, largeTitle: parts.largeTitle,
            bottomToolbar: bottomToolbar, toolbarItems: toolbarItems,
            displayList: DisplayList(canvasSize: canvas, scale: scale, items: items), barContent: barContent)
    }

    /// The seed's custom toolbar: its button groups, title, prompt and large title.
    func customBar(bar: Rect, mainRow: Rect) throws -> BarParts {
        let scale = scene.screen.scale
        let appearance = scene.appearance
        let item = scene.item
        // Left group: back button first (seed rule), then the left items.
        var leftButtons: [ButtonContent] = []
        if let back = try backButton(innerBarWidth: bar.width - 2 * Metrics.horizontalMargin) { leftButtons.append(back) }
        for (i, it) in item.left.enumerated() { leftButtons.append(try content(of: it, path: "item.left[\(i)]", barTint: appearance.tint)) }
        // Right group: the first right item is the rightmost, so lay them out reversed.
        var rightButtons: [ButtonContent] = []
        for (i, it) in item.right.enumerated() { rightButtons.append(try content(of: it, path: "item.right[\(i)]", barTint: appearance.tint)) }
        rightButtons.reverse()

        var parts = BarParts()
        parts.left = placeGroup(leftButtons, startX: bar.minX + Metrics.horizontalMargin, midY: mainRow.midY)
        let rightWidth = Self.groupWidth(rightButtons)
        parts.right = placeGroup(rightButtons, startX: bar.maxX - Metrics.horizontalMargin - rightWidth, midY: mainRow.midY)
        let leftEdge = bar.minX + Metrics.horizontalMargin + Self.groupWidth(leftButtons)
        let rightEdge = bar.maxX - Metrics.horizontalMargin - rightWidth

        // Title area between the groups.
        var titleItems: [DisplayItem] = []
        if !item.largeTitle || item.titleView != nil {
            let area = titleArea(mainRow: mainRow, leftEdge: leftEdge, rightEdge: rightEdge)
            (parts.title, titleItems) = try placeTitle(in: area)
        }

        parts.contents += parts.left.flatMap(\.drawing)
        parts.contents += parts.right.flatMap(\.drawing)
        parts.contents += titleItems

        if let p = item.prompt {
            let row = Rect(x: bar.minX + Metrics.horizontalMargin, y: bar.minY,
                           width: bar.width - 2 * Metrics.horizontalMargin, height: BarHeights.promptRow).snapped(scale: scale)
            try addPrompt(p, in: row, to: &parts)
        }

        if item.largeTitle {
            let inset = scene.screen.idiom == .pad ? Metrics.largeTitleInsetPad : Metrics.largeTitleInsetPhone
            let row = Rect(x: bar.minX + inset, y: mainRow.maxY, width: max(0, bar.width - 2 * inset),
                           height: scene.contentSize.largeTitleRowHeight).snapped(scale: scale)
            let text = item.title ?? ""
            let font = appearance.largeTitleFont ?? largeTitleSystemFont(Metrics.largeTitleFont)
            let m = try measure(text, font: font, maxWidth: row.width, maxLines: 1, path: "item.title")
            parts.largeTitle = PlacedText(frame: row, text: text, fontSize: font.size, truncated: m.truncated)
            if !text.isEmpty {
                parts.contents.append(.text(TextRun(text: text, font: font, color: appearance.titleColor,
                                                    frame: row, alignment: .left, maxLines: 1, wraps: true)))
            }
        }
        return parts
    }

    /// The prompt line (13 pt, centred in its 30-pt row, in the title colour), shared by both styles.
    func addPrompt(_ p: String, in row: Rect, to parts: inout BarParts) throws {
        let m = try measure(p, font: Metrics.promptFont, maxWidth: row.width, maxLines: 1, alignment: .center,
                            path: "item.prompt")
        parts.prompt = PlacedText(frame: row, text: p, fontSize: Metrics.promptFont.size, truncated: m.truncated)
        parts.contents.append(.text(TextRun(text: p, font: Metrics.promptFont, color: scene.appearance.titleColor, frame: row,
                                            maxLines: 1, wraps: true)))
    }

    /// Home-button iPhones (a 20-pt status bar on a phone) centre the time; notched phones and iPads do not.
    static func hasHomeButton(_ screen: DeviceScreen) -> Bool {
        screen.idiom == .phone && screen.safeArea.top > 0 && screen.safeArea.top < 40
    }

    /// What a translucent bar is composited over when choosing glyph colours: white in the light scheme (as
    /// always), the content colour in the dark one.
    var behindBar: Color { scene.colorScheme == .dark ? system.content : .white }

    /// "auto" picks the glyph colour with the higher WCAG contrast against the bar — a translucent bar over the
    /// content below it (white by default; the scene's content colour when given). A tie goes to dark glyphs in the
    /// light scheme and to light glyphs in the dark one, as UIKit's `.default` style does.
    public static func statusBarStyle(_ setting: StatusBarSetting, on background: Color, over content: Color = .white,
                                      scheme: ColorScheme = .light) -> StatusBarStyle {
        switch setting {
        case .dark, .hidden: return .dark
        case .light: return .light
        case .default: return scheme == .dark ? .light : .dark
        case .auto:
            let bg = background.composited(over: content.withAlpha(1))
            let dark = Color.contrastRatio(.black, bg), light = Color.contrastRatio(.white, bg)
            if dark == light { return scheme == .dark ? .light : .dark }
            return dark > light ? .dark : .light
        }
    }

    func homeIndicator(on background: Color) -> DisplayItem {
        let screen = scene.screen
        let size = screen.idiom == .pad ? Metrics.homeIndicatorSizePad : Metrics.homeIndicatorSize
        let frame = Rect(x: (screen.size.width - size.width) / 2,
                         y: screen.size.height - Metrics.homeIndicatorBottom - size.height,
                         width: size.width, height: size.height).snapped(scale: screen.scale)
        let color: Color = Self.statusBarStyle(.auto, on: background, over: behindBar, scheme: scene.colorScheme) == .dark
            ? .black : .white
        return .roundedRect(frame, radius: size.height / 2, color)
    }

    /// The bottom toolbar above the bottom safe area, its background down to the screen's bottom edge; fixed
    /// spaces keep their width and flexible spaces share what is left.
    func layoutBottomToolbar() throws -> (Rect, [PlacedItem], [DisplayItem]) {
        let screen = scene.screen
        let scale = screen.scale
        let height: Double
        switch (screen.idiom, scene.orientation) {
        case (.pad, _): height = Metrics.bottomToolbarPad
        case (.phone, .portrait): height = Metrics.bottomToolbarPhone
        case (.phone, .landscape): height = Metrics.bottomToolbarPhoneLandscape
        }
        let frame = Rect(x: screen.safeArea.left, y: screen.size.height - screen.safeArea.bottom - height,
                         width: screen.size.width - screen.safeArea.left - screen.safeArea.right,
                         height: height).snapped(scale: scale)
        // Seed 002: the toolbar is its own bar (`toolbarAppearance`, each value following `appearance` when left out).
        let toolbar = scene.bottomToolbarAppearance
        let background = toolbar.effectiveBackground
        var drawing: [DisplayItem] = [
            .fill(Rect(x: 0, y: frame.minY, width: screen.size.width, height: screen.size.height - frame.minY)
                .snapped(scale: scale), background),
        ]
        if let hairline = toolbar.effectiveHairline {
            drawing.append(.fill(Rect(x: 0, y: frame.minY, width: screen.size.width, height: 1 / scale), hairline))
        }
        var buttons: [ButtonContent] = []
        for (i, it) in scene.toolbarItems.enumerated() {
            buttons.append(try content(of: it, path: "toolbarItems[\(i)]", barTint: toolbar.tint))
        }
        let inner = frame.width - 2 * Metrics.horizontalMargin
        let fixed = buttons.filter { !$0.flexible }.map(\.size.width).reduce(0, +)
            + Metrics.buttonSpacing * Double(max(0, buttons.count - 1))
        let flexCount = buttons.filter(\.flexible).count
        let flexWidth = flexCount > 0 ? max(0, inner - fixed) / Double(flexCount) : 0
        for i in buttons.indices where buttons[i].flexible { buttons[i].size.width = flexWidth }
        let placed = placeGroup(buttons, startX: frame.minX + Metrics.horizontalMargin, midY: frame.midY)
            .filter { $0.kind != .spacer }
        var itemDrawing = placed.flatMap(\.drawing)
        if screen.safeArea.bottom > 0 { itemDrawing.append(homeIndicator(on: background)) }
        drawing.append(.group(clip: Rect(x: 0, y: frame.minY, width: screen.size.width,
                                         height: screen.size.height - frame.minY).snapped(scale: scale),
                              alpha: 1, items: itemDrawing))
        return (frame, placed, drawing)
    }
}
