import BarSnapCore
import ToolbarModel

/// Lays out a scene the way the seeds' UIKit code places it: pure, given a text measurer.
public struct LayoutEngine: Sendable {
    public let scene: Scene
    public let measurer: any TextMeasurer

    public init(scene: Scene, measurer: any TextMeasurer) {
        self.scene = scene
        self.measurer = measurer
    }

    /// Validates the scene (`Scene.validate()`: a scene built in Swift gets the parser's checks) and lays it out.
    public static func layout(_ scene: Scene, measurer: any TextMeasurer) throws -> ToolbarLayout {
        try scene.validate()
        return try LayoutEngine(scene: scene, measurer: measurer).layout()
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, path: String) throws -> TextMetrics {
        do {
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
        // to the bar's bottom.
        let bar = Rect(x: screen.safeArea.left, y: screen.safeArea.top,
                       width: screen.size.width - screen.safeArea.left - screen.safeArea.right,
                       height: scene.totalBarHeight).snapped(scale: scale)
        let band = Rect(x: 0, y: 0, width: screen.size.width, height: bar.maxY).snapped(scale: scale)
        let promptHeight = item.prompt != nil ? BarHeights.promptRow : 0
        let mainRow = Rect(x: bar.minX, y: bar.minY + promptHeight, width: bar.width, height: scene.mainRowHeight)
            .snapped(scale: scale)

        // Left group: back button first (seed rule), then the left items.
        var leftButtons: [ButtonContent] = []
        if let back = try backButton(innerBarWidth: bar.width - 2 * Metrics.horizontalMargin) { leftButtons.append(back) }
        for (i, it) in item.left.enumerated() { leftButtons.append(try content(of: it, path: "item.left[\(i)]")) }
        // Right group: the first right item is the rightmost, so lay them out reversed.
        var rightButtons: [ButtonContent] = []
        for (i, it) in item.right.enumerated() { rightButtons.append(try content(of: it, path: "item.right[\(i)]")) }
        rightButtons.reverse()

        let left = placeGroup(leftButtons, startX: bar.minX + Metrics.horizontalMargin, midY: mainRow.midY)
        let rightWidth = Self.groupWidth(rightButtons)
        let right = placeGroup(rightButtons, startX: bar.maxX - Metrics.horizontalMargin - rightWidth, midY: mainRow.midY)
        let leftEdge = bar.minX + Metrics.horizontalMargin + Self.groupWidth(leftButtons)
        let rightEdge = bar.maxX - Metrics.horizontalMargin - rightWidth

        // Title area between the groups.
        var title: PlacedTitle?
        var titleItems: [DisplayItem] = []
        if !item.largeTitle || item.titleView != nil {
            let area = titleArea(mainRow: mainRow, leftEdge: leftEdge, rightEdge: rightEdge)
            (title, titleItems) = try placeTitle(in: area)
        }

        var items: [DisplayItem] = []
        let background = appearance.effectiveBackground
        items.append(.fill(band, background))
        if let image = appearance.backgroundImage {
            items.append(.image(image.bitmap, frame: band, tint: nil))
        }

        var barItems: [DisplayItem] = []
        barItems += left.flatMap(\.drawing)
        barItems += right.flatMap(\.drawing)
        barItems += titleItems

        var prompt: PlacedText?
        if let p = item.prompt {
            let row = Rect(x: bar.minX + Metrics.horizontalMargin, y: bar.minY,
                           width: bar.width - 2 * Metrics.horizontalMargin, height: BarHeights.promptRow).snapped(scale: scale)
            let m = try measure(p, font: Metrics.promptFont, maxWidth: row.width, maxLines: 1, path: "item.prompt")
            prompt = PlacedText(frame: row, text: p, fontSize: Metrics.promptFont.size, truncated: m.truncated)
            barItems.append(.text(TextRun(text: p, font: Metrics.promptFont, color: appearance.titleColor, frame: row,
                                          maxLines: 1, wraps: true)))
        }

        var largeTitle: PlacedText?
        if item.largeTitle {
            let inset = screen.idiom == .pad ? Metrics.largeTitleInsetPad : Metrics.largeTitleInsetPhone
            let row = Rect(x: bar.minX + inset, y: mainRow.maxY, width: max(0, bar.width - 2 * inset),
                           height: BarHeights.largeTitleRow).snapped(scale: scale)
            let text = item.title ?? ""
            let m = try measure(text, font: Metrics.largeTitleFont, maxWidth: row.width, maxLines: 1, path: "item.title")
            largeTitle = PlacedText(frame: row, text: text, fontSize: Metrics.largeTitleFont.size, truncated: m.truncated)
            if !text.isEmpty {
                barItems.append(.text(TextRun(text: text, font: Metrics.largeTitleFont, color: appearance.titleColor,
                                              frame: row, alignment: .left, maxLines: 1, wraps: true)))
            }
        }
        // The toolbar clips to its bounds (seed: `clipsToBounds = true`).
        items.append(.group(clip: bar, alpha: 1, items: barItems))

        if let hairline = appearance.hairline {
            items.append(.fill(Rect(x: band.minX, y: band.maxY - 1 / scale, width: band.width, height: 1 / scale), hairline))
        }

        var statusBar: Rect?
        var statusStyle: StatusBarStyle?
        if appearance.statusBar != .hidden, screen.safeArea.top > 0 {
            let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.safeArea.top).snapped(scale: scale)
            let style = Self.statusBarStyle(appearance.statusBar, on: background)
            statusBar = frame
            statusStyle = style
            items.append(.statusBar(frame: frame, style: style))
        }

        var canvasHeight = band.maxY
        var bottomToolbar: Rect?
        var toolbarItems: [PlacedItem] = []
        if scene.canvas == .screen {
            canvasHeight = screen.size.height
            let content = Rect(x: 0, y: band.maxY, width: screen.size.width, height: screen.size.height - band.maxY)
            items.append(.fill(content.snapped(scale: scale), Metrics.contentPlaceholder))
            if !scene.toolbarItems.isEmpty {
                let (frame, placed, drawing) = try layoutBottomToolbar()
                bottomToolbar = frame
                toolbarItems = placed
                items += drawing
            } else if screen.safeArea.bottom > 0 {
                items.append(homeIndicator(on: Metrics.contentPlaceholder))
            }
        }

        let canvas = Size(width: screen.size.width, height: canvasHeight)
        return ToolbarLayout(
            canvas: canvas, scale: scale, band: band, bar: bar, mainRow: mainRow,
            statusBar: statusBar, statusBarStyle: statusStyle, left: left, right: right, title: title,
            prompt: prompt, largeTitle: largeTitle, bottomToolbar: bottomToolbar, toolbarItems: toolbarItems,
            displayList: DisplayList(canvasSize: canvas, scale: scale, items: items))
    }

    /// "auto" picks the glyph colour with the higher WCAG contrast against the bar (over white when translucent).
    public static func statusBarStyle(_ setting: StatusBarSetting, on background: Color) -> StatusBarStyle {
        switch setting {
        case .dark, .hidden: return .dark
        case .light: return .light
        case .auto:
            let bg = background.composited(over: .white)
            return Color.contrastRatio(.black, bg) >= Color.contrastRatio(.white, bg) ? .dark : .light
        }
    }

    func homeIndicator(on background: Color) -> DisplayItem {
        let screen = scene.screen
        let size = screen.idiom == .pad ? Metrics.homeIndicatorSizePad : Metrics.homeIndicatorSize
        let frame = Rect(x: (screen.size.width - size.width) / 2,
                         y: screen.size.height - Metrics.homeIndicatorBottom - size.height,
                         width: size.width, height: size.height).snapped(scale: screen.scale)
        let color: Color = Self.statusBarStyle(.auto, on: background) == .dark ? .black : .white
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
        let background = scene.appearance.effectiveBackground
        var drawing: [DisplayItem] = [
            .fill(Rect(x: 0, y: frame.minY, width: screen.size.width, height: screen.size.height - frame.minY)
                .snapped(scale: scale), background),
        ]
        if let hairline = scene.appearance.hairline {
            drawing.append(.fill(Rect(x: 0, y: frame.minY, width: screen.size.width, height: 1 / scale), hairline))
        }
        var buttons: [ButtonContent] = []
        for (i, it) in scene.toolbarItems.enumerated() { buttons.append(try content(of: it, path: "toolbarItems[\(i)]")) }
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
