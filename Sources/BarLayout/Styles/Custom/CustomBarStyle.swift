import Basics
import BarModel

/// The custom bar of the Cookpad navigation controller (Glossary: custom bar): the system bar hidden and
/// a plain toolbar in its place that reads the screen's navigation item — groups 7 pt from the edges, the title
/// between them, an orange chevron. Its defaults are the same in both colour schemes: the toolbar sets its
/// colours itself (lightGray #AAAAAA, a black 17-pt regular title, no hairline).
struct CustomBarStyle: BarStyleDefinition {
    let style = BarStyle.custom

    func defaultAppearance(for scene: Scene) -> Appearance { Appearance.defaults { _ in } }

    func rows(_ scene: Scene) -> BarRows { BarRows(main: standardMainRowHeight(scene), showsLargeTitle: true) }

    func variantParts(_ scene: Scene) -> [String] { [] }

    func layoutBar(_ engine: LayoutEngine, bar: Rect, mainRow: Rect) throws -> BarParts {
        try engine.customBar(bar: bar, mainRow: mainRow)
    }

    /// An opaque toolbar: only a hidden bar or the screen canvas shows the content.
    func showsContentUnderBar(_ scene: Scene) -> Bool { false }

    /// The hairline is the toolbar's own last pixel row.
    func hairlineRow(band: Rect, scale: Double) -> (row: Rect, isShadowBelowBar: Bool) {
        (Rect(x: band.minX, y: band.maxY - 1 / scale, width: band.width, height: 1 / scale), false)
    }

    func defaultTint(_ scene: Scene) -> Color { .black }

    /// A translucent toolbar is seen over white, over the content in the dark scheme.
    func backdrop(_ scene: Scene, content: Color) -> Color { scene.colorScheme == .dark ? content : .white }

    /// The default wrapper draws this toolbar with an opaque background (flat: no image, no hairline); a
    /// translucent toolbar is, in the controller's own words, not supported by that wrapper (another container is
    /// used) and slides.
    func motion(_ scene: Scene) -> BarMotion {
        let a = scene.resolvedAppearance
        guard !scene.barHidden, a.effectiveBackground.alpha >= 1 else { return .slides }
        return .defaultWrapper(flatBand: a.backgroundImage == nil && a.hairline == nil)
    }

    /// Only the `system` back style shows a title (the default chevron is the glyph alone).
    func showsBackTitle(_ scene: Scene) -> Bool { scene.backStyle == .system }
}

extension LayoutEngine {
    /// The custom bar's button groups, title, prompt and large title.
    func customBar(bar: Rect, mainRow: Rect) throws -> BarParts {
        let scale = scene.screen.scale
        let appearance = scene.appearance
        let item = scene.item
        // Left group: back button first (seed rule), then the left items.
        var leftButtons: [ButtonContent] = []
        if let back = try backButton(innerBarWidth: bar.width - 2 * Metrics.horizontalMargin) {
            leftButtons.append(back)
        }
        for (i, it) in item.left.enumerated() {
            leftButtons.append(try content(of: it, path: "item.left[\(i)]", barTint: appearance.tint))
        }
        // Right group: the first right item is the rightmost, so lay them out reversed.
        var rightButtons: [ButtonContent] = []
        for (i, it) in item.right.enumerated() {
            rightButtons.append(try content(of: it, path: "item.right[\(i)]", barTint: appearance.tint))
        }
        rightButtons.reverse()

        var parts = BarParts()
        parts.left = placeGroup(leftButtons, startX: bar.minX + Metrics.horizontalMargin, midY: mainRow.midY)
        let rightWidth = Self.groupWidth(rightButtons)
        parts.right = placeGroup(
            rightButtons, startX: bar.maxX - Metrics.horizontalMargin - rightWidth, midY: mainRow.midY)
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
            let row = Rect(
                x: bar.minX + Metrics.horizontalMargin, y: bar.minY,
                width: bar.width - 2 * Metrics.horizontalMargin, height: BarHeights.promptRow
            ).snapped(scale: scale)
            try addPrompt(p, in: row, to: &parts)
        }

        if item.largeTitle {
            let inset = scene.screen.idiom == .pad ? Metrics.largeTitleInsetPad : Metrics.largeTitleInsetPhone
            let row = Rect(x: bar.minX + inset, y: mainRow.maxY, width: max(0, bar.width - 2 * inset),
                           height: scene.contentSize.largeTitleRowHeight).snapped(scale: scale)
            let text = item.title ?? ""
            let font = appearance.largeTitleFont ?? largeTitleSystemFont(Metrics.largeTitleFont)
            let m = try measure(text, font: font, maxWidth: row.width, maxLines: 1, path: "item.title")
            parts.texts[.largeTitle] = PlacedText(frame: row, text: text, fontSize: font.size, truncated: m.truncated)
            if !text.isEmpty {
                parts.contents.append(.text(TextRun(text: text, font: font, color: appearance.titleColor,
                                                    frame: row, alignment: .left, maxLines: 1, wraps: true)))
            }
        }
        return parts
    }
}
