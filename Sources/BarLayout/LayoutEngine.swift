import Basics
import BarModel

/// Lays out a scene the way the custom bar's UIKit code places it: pure, given a text measurer.
package struct LayoutEngine: Sendable {
    package let scene: Scene
    package let measurer: any TextMeasurer
    /// SwiftUI toolbar items accepted and not drawn, in words (`BarLayout.notDrawn`).
    let notDrawn: [String]

    package init(scene: Scene, measurer: any TextMeasurer) {
        // SwiftUI's toolbar items are placed by the style's rules first (`Scene.placingToolbar`); a pseudo-locale
        // shows its own form of every string (`Scene.pseudoLocalized`); the appearance is resolved once here, so
        // the layout reads what is drawn.
        let placed = scene.placingToolbar()
        self.scene = placed.scene.splitColumnItems().pseudoLocalized().resolved()
        self.notDrawn = placed.notDrawn
        self.measurer = measurer
    }

    /// Validates the scene (`Scene.validate()`: a scene built in Swift gets the parser's checks) and lays it out.
    package static func layout(_ scene: Scene, measurer: any TextMeasurer) throws -> BarLayout {
        try scene.validate()
        return try LayoutEngine(scene: scene, measurer: measurer).layout()
    }

    /// `alignment`: how the text's lines are aligned when drawn (`TextRun.alignment`), for a measurer that keeps the
    /// layout for the renderer (`AligningTextMeasurer`); it changes no metric.
    func measure(
        _ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int, alignment: TextAlignment = .left,
        path: String
    ) throws -> TextMetrics {
        do {
            if let aligning = measurer as? any AligningTextMeasurer {
                return try aligning.measure(
                    text, font: font, maxWidth: maxWidth, maxLines: maxLines, alignment: alignment)
            }
            return try measurer.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        } catch let e as MissingGlyphsError {
            throw LayoutError(path: path, message: e.description)
        }
    }

    package func layout() throws -> BarLayout {
        let screen = scene.screen
        let scale = screen.scale
        let frames = barFrames()
        var parts = scene.barHidden ? BarParts()
            : try scene.styleDefinition.layoutBar(self, bar: frames.bar, mainRow: frames.mainRow)
        let mirror = scene.isRightToLeft ? Mirror(width: screen.size.width, scale: scale) : nil
        if let mirror { parts = mirror.parts(parts) }

        var layers = barLayers(frames, parts: parts)
        let status = statusBar()
        if let status { layers[.statusBar] = [mirror?.item(status.item) ?? status.item] }

        var canvasHeight = frames.band.maxY
        if let shadow = frames.shadow, scene.canvas == .bar { canvasHeight = min(shadow.maxY, screen.size.height) }
        if scene.canvas == .bar, overhang > 0 {
            canvasHeight = min(max(canvasHeight, frames.band.maxY + overhang), screen.size.height)
        }
        var bottomToolbar: Rect?
        var toolbarItems: [PlacedItem] = []
        if scene.canvas == .screen {
            canvasHeight = screen.size.height
            if !scene.toolbarItems.isEmpty {
                let (frame, placed, drawing) = try layoutBottomToolbar()
                bottomToolbar = frame
                toolbarItems = mirror.map { m in placed.map(m.placed).reversed() } ?? placed
                layers[.toolbar] = mirror.map { m in drawing.map(m.item) } ?? drawing
            }
            if screen.safeArea.bottom > 0 {
                // Over the toolbar's background, or over the content.
                let under =
                    scene.toolbarItems.isEmpty ? system.content : scene.bottomToolbarAppearance.effectiveBackground
                layers[.homeIndicator] = [homeIndicator(on: under)]
            }
        }

        let canvas = Size(width: screen.size.width, height: canvasHeight)
        return BarLayout(
            canvas: canvas, scale: scale, style: scene.style, barHidden: scene.barHidden, band: frames.band,
            bar: frames.bar, mainRow: frames.mainRow, shadow: frames.shadow,
            statusBar: status?.frame, statusBarStyle: status?.style, left: parts.left, right: parts.right,
            title: parts.title, texts: parts.texts,
            bottomToolbar: bottomToolbar,
            toolbarItems: toolbarItems, notDrawn: notDrawn,
            displayList: DisplayList(canvasSize: canvas, scale: scale, layers: layers))
    }

    /// The bar's frames. It sits at y = safeArea.top between the side insets; the band runs from the top of the
    /// screen to the bar's bottom. A hidden bar keeps these frames (nothing is drawn there but the content), so a
    /// screen without a bar has the same canvas as one with it.
    struct BarFrames {
        var bar: Rect, band: Rect, mainRow: Rect
        /// Where the hairline goes, and whether it is a shadow below the bar (nil: no hairline).
        var hairline: Rect?, shadow: Rect?
    }

    /// How far below the band the bar canvas reaches (`BarStyleDefinition.canvasOverhang`).
    var overhang: Double { scene.styleDefinition.canvasOverhang(scene) }

    func barFrames() -> BarFrames {
        let screen = scene.screen
        let scale = screen.scale
        var x = screen.safeArea.left, width = screen.size.width - screen.safeArea.left - screen.safeArea.right
        // A split view's column: the sidebar's (or a three-column content's) width, or the rest beside it.
        if SplitView.showsSidebar(scene), let column = scene.column {
            let side = SplitView.sidebarWidth
            if column != .detail { width = side - x } else {
                width -= side - x
                x = side
            }
        }
        let bar = Rect(x: x, y: screen.safeArea.top, width: width, height: scene.totalBarHeight).snapped(scale: scale)
        let band = Rect(x: 0, y: 0, width: screen.size.width, height: bar.maxY).snapped(scale: scale)
        let promptHeight = scene.item.prompt != nil ? BarHeights.promptRow : 0
        let mainRow = Rect(x: bar.minX, y: bar.minY + promptHeight, width: bar.width, height: scene.mainRowHeight)
            .snapped(scale: scale)
        var frames = BarFrames(bar: bar, band: band, mainRow: mainRow)
        if !scene.barHidden, scene.appearance.effectiveHairline != nil {
            let (row, isShadow) = scene.styleDefinition.hairlineRow(band: band, scale: scale)
            frames.hairline = row
            if isShadow { frames.shadow = row }
        }
        return frames
    }

    /// The content, the band and the bar's contents. On the screen canvas the content reaches the top of the
    /// screen, under the bar (UIKit's default extended layout): a translucent or hidden bar shows it. On the bar
    /// canvas a hidden bar shows it, and so does a bar style that may be transparent (UIKit's, at the scroll edge).
    func barLayers(_ frames: BarFrames, parts: BarParts) -> [DisplayList.Layer: [DisplayItem]] {
        let screen = scene.screen
        let appearance = scene.appearance
        var layers: [DisplayList.Layer: [DisplayItem]] = [:]
        if scene.canvas == .screen {
            layers[.content] = [
                .fill(
                    Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
                        .snapped(scale: screen.scale), system.content)
            ]
        } else if scene.barHidden || scene.styleDefinition.showsContentUnderBar(scene) {
            let band = frames.band
            layers[.content] = [
                .fill(
                    Rect(x: band.minX, y: band.minY, width: band.width, height: band.height + overhang)
                        .snapped(scale: screen.scale), system.content)
            ]
        }
        guard !scene.barHidden else { return layers }
        layers[.background] =
            [.fill(frames.band, appearance.effectiveBackground)]
            + (appearance.backgroundImage.map { [.image($0.bitmap, frame: frames.band, tint: nil)] } ?? [])
            + parts.overBand
            + splitSeparator(frames.band)
        // The toolbar clips to its bounds (`clipsToBounds = true`).
        let bar = frames.bar
        let clip = overhang > 0 ? Rect(x: bar.minX, y: bar.minY, width: bar.width, height: bar.height + overhang) : bar
        layers[.bar] = [.group(clip: clip, alpha: 1, items: parts.contents)]
        // The hairline fades with the background (`effectiveHairline`; Glossary: interactive pop).
        if let hairline = appearance.effectiveHairline, let row = frames.hairline {
            layers[.hairline] = [.fill(row, hairline)]
        }
        return layers
    }

    /// The status bar, when the scene shows one (a top safe area and not `hidden`): its frame, glyph style and item.
    func statusBar() -> (frame: Rect, style: StatusBarStyle, item: DisplayItem)? {
        let screen = scene.screen
        guard scene.appearance.statusBar != .hidden, screen.safeArea.top > 0 else { return nil }
        let frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.safeArea.top).snapped(scale: screen.scale)
        let on = scene.barHidden ? system.content : scene.appearance.effectiveBackground
        let style = Self.statusBarStyle(scene.appearance.statusBar, on: on, over: behindBar, scheme: scene.colorScheme)
        return (frame, style, .statusBar(frame: frame, style: style, homeButton: Self.hasHomeButton(screen)))
    }

    /// The prompt line (13 pt, centred in its 30-pt row, in the title colour), shared by both styles.
    func addPrompt(_ p: String, in row: Rect, to parts: inout BarParts) throws {
        let m = try measure(
            p, font: Metrics.promptFont, maxWidth: row.width, maxLines: 1, alignment: .center,
            path: "item.prompt")
        parts.texts[.prompt] = PlacedText(
            frame: row, text: p, fontSize: Metrics.promptFont.size, truncated: m.truncated)
        parts.contents.append(
            .text(
                TextRun(
                    text: p, font: Metrics.promptFont, color: scene.appearance.titleColor, frame: row,
                    maxLines: 1, wraps: true)))
    }

    /// Home-button iPhones (a 20-pt status bar on a phone) centre the time; notched phones and iPads do not.
    package static func hasHomeButton(_ screen: DeviceScreen) -> Bool {
        screen.idiom == .phone && screen.safeArea.top > 0 && screen.safeArea.top < 40
    }

    /// What a translucent bar is composited over when choosing glyph colours: white in the light scheme (as
    /// always), the content colour in the dark one.
    var behindBar: Color { scene.colorScheme == .dark ? system.content : .white }

    /// "auto" picks the glyph colour with the higher WCAG contrast against the bar — a translucent bar over the
    /// content below it (white by default; the scene's content colour when given). A tie goes to dark glyphs in the
    /// light scheme and to light glyphs in the dark one, as UIKit's `.default` style does.
    package static func statusBarStyle(_ setting: StatusBarSetting, on background: Color, over content: Color = .white,
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
        let frame = Rect(
            x: (screen.size.width - size.width) / 2,
            y: screen.size.height - Metrics.homeIndicatorBottom - size.height,
            width: size.width, height: size.height
        ).snapped(scale: screen.scale)
        let color: Color =
            Self.statusBarStyle(.auto, on: background, over: behindBar, scheme: scene.colorScheme) == .dark
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
        // The declarative appearance: the toolbar is its own bar (`toolbarAppearance`, each value following
        // `appearance` when left out).
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
        let itemDrawing = placed.flatMap(\.drawing)
        drawing.append(.group(clip: Rect(x: 0, y: frame.minY, width: screen.size.width,
                                         height: screen.size.height - frame.minY).snapped(scale: scale),
                              alpha: 1, items: itemDrawing))
        return (frame, placed, drawing)
    }
}
