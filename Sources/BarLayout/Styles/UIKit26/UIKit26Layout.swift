import Basics
import BarModel

/// One iOS 26 bar item before placement: UIKit's button (content and drawing) and whether it may share a capsule
/// with its neighbours.
struct UIKit26Slot {
    var button: UIKitButton
    var shares: Bool
    /// A text item (a title or a system item drawn as a word): padded as text and lifted 1 pt.
    var isText: Bool
    /// A prominent item's capsule fill (its tint); nil: glass.
    var prominentFill: Color? = nil
    var badge: String? = nil
    /// Alone in its capsule (no sharing neighbour): a symbol then pads less (`lonePadding`; an image keeps 12).
    var alone = false
    /// The slot's width inside its capsule (fixed spaces: their width, outside any capsule).
    var width: Double {
        if button.kind == .space { return button.content.width }
        if isText { return button.content.width + 2 * UIKit26Metrics.textPadding }
        let pad = alone && button.kind != .image ? UIKit26Metrics.lonePadding : UIKit26Metrics.imagePadding
        return max(button.content.width + 2 * pad, UIKit26Metrics.capsuleHeight)
    }

    /// `slots` with `alone` set where a slot gets a capsule of its own: it does not share, or neither neighbour
    /// (a space or the row's end ends a run) shares with it.
    static func markingAlone(_ slots: [UIKit26Slot]) -> [UIKit26Slot] {
        func joins(_ i: Int) -> Bool {
            slots.indices.contains(i) && slots[i].shares && slots[i].button.kind != .space
        }
        return slots.indices.map { i in
            var s = slots[i]
            s.alone = !s.shares || (!joins(i - 1) && !joins(i + 1))
            return s
        }
    }
}

/// A capsule behind one item or a run of items: glass, or a prominent item's fill.
struct UIKit26Capsule {
    var frame: Rect
    var fill: Color?
}

/// iOS 26's bar (`"ios": 26`): a 54-pt band whose lower 44 pt hold the items; items in capsules from the layout
/// margin, adjacent items sharing one capsule (Apple: `UIBarButtonItem.sharesBackground`, default true — "whether
/// this bar button item can share a background with other items in a navigation bar"; `hidesSharedBackground`
/// hides it); the back button a chevron-only circle; the title centred on the bar between the capsules. The
/// numbers are in `UIKit26Metrics`.
extension LayoutEngine {
    func uikit26Bar(bar: Rect, mainRow: Rect) throws -> BarParts {
        let margin = UIKitMetrics.layoutMargin(for: scene.screen)
        let item = scene.item
        let row = Rect(x: bar.minX, y: UIKit26Metrics.itemRowTop(mainRow, screen: scene.screen), width: bar.width,
                       height: UIKit26Metrics.itemRowHeight)

        var parts = BarParts()
        var capsules: [UIKit26Capsule] = []
        var x = bar.minX + margin
        if showsBackButton {
            let d = UIKit26Metrics.backDiameter
            let circle = Rect(x: x, y: row.midY - d / 2, width: d, height: d).snapped(scale: scene.screen.scale)
            parts.left.append(uikit26Back(circle: circle, row: row))
            capsules.append(UIKit26Capsule(frame: circle, fill: nil))
            x += d + UIKit26Metrics.capsuleGap
        }
        let left = try item.left.enumerated().map { try uikit26Slot($1, path: "item.left[\($0)]") }
        let right = try item.right.enumerated().map { try uikit26Slot($1, path: "item.right[\($0)]") }
        let placedLeft = uikit26Place(left, from: x, forward: true, row: row)
        parts.left += placedLeft.items
        capsules += placedLeft.capsules
        let placedRight = uikit26Place(right, from: bar.maxX - margin, forward: false, row: row)
        parts.right = placedRight.items.reversed()
        capsules += placedRight.capsules

        // The title between the capsules (or 8 from an edge with none), centred on the bar.
        let leftEdge = (placedLeft.capsules.map(\.frame.maxX) + (showsBackButton ? [capsules[0].frame.maxX] : [])).max()
        let rightEdge = placedRight.capsules.map(\.frame.minX).min()
        let lo = leftEdge.map { $0 + UIKit26Metrics.titleToCapsules } ?? bar.minX + UIKitMetrics.titleToEdge
        let hi = rightEdge.map { $0 - UIKit26Metrics.titleToCapsules } ?? bar.maxX - UIKitMetrics.titleToEdge
        var titleItems: [DisplayItem] = []
        if case let .searchField(placeholder) = item.titleView {
            let lo = leftEdge == nil ? bar.minX + margin : lo, hi = rightEdge == nil ? bar.maxX - margin : hi
            let area = Rect(
                x: lo, y: row.minY + Metrics.titleVerticalMargin, width: max(0, hi - lo),
                height: max(0, row.height - 2 * Metrics.titleVerticalMargin)
            ).snapped(scale: scene.screen.scale)
            parts.title = PlacedTitle(
                kind: .view, frame: area, text: placeholder, lines: 1,
                fontSize: searchFieldFont.size, truncated: false)
            titleItems = try searchField(placeholder: placeholder, in: area, fill: system.tertiarySystemFill)
        } else if let p = item.principalItem {
            // A principal view other than text: its own glass, centred in the title's place.
            var slot = try uikit26Slot(p, path: "item.toolbar (principal)")
            slot.alone = true
            let x = min(max(row.midX - slot.width / 2, lo), max(lo, hi - slot.width))
            let placed = uikit26Place([slot], from: x, forward: true, row: row)
            capsules += placed.capsules
            if let one = placed.items.first {
                parts.title = PlacedTitle(kind: .view, frame: one.frame, text: one.label, lines: 1,
                                          fontSize: scene.appearance.titleFont.size, truncated: false)
            }
            titleItems = placed.items.flatMap(\.drawing)
        } else if !scene.showsLargeTitle {
            (parts.title, titleItems) = try uikit26Title(lo: lo, hi: hi, row: row)
        }

        parts.contents += capsules.map { c in
            c.fill.map { .roundedRect(c.frame, radius: c.frame.height / 2, $0) } ?? uikit26Glass(c.frame)
        }
        parts.contents += parts.left.flatMap(\.drawing)
        parts.contents += parts.right.flatMap(\.drawing)
        parts.contents += try uikit26Badges(left + right, placed: placedLeft.items + placedRight.items)
        parts.contents += titleItems

        if let p = item.prompt {
            let promptRow = Rect(x: bar.minX + margin, y: bar.minY, width: max(0, bar.width - 2 * margin),
                                 height: BarHeights.promptRow).snapped(scale: scene.screen.scale)
            try addPrompt(p, in: promptRow, to: &parts)
        }
        if scene.showsLargeTitle {
            try addUIKitLargeTitle(bar: bar, mainRow: mainRow, margin: margin, drop: UIKit26Metrics.largeTitleDrop,
                                   to: &parts)
            try addUIKit26LargeSubtitle(bar: bar, mainRow: mainRow, margin: margin, to: &parts)
        }
        return parts
    }

    /// Places `slots` from `start` (forward: rightwards from the leading margin; else leftwards from the trailing
    /// one, the first slot outermost), returning the placed items and one capsule per run of sharing items.
    func uikit26Place(_ slots: [UIKit26Slot], from start: Double, forward: Bool, row: Rect)
        -> (items: [PlacedItem], capsules: [UIKit26Capsule]) {
        let scale = scene.screen.scale
        let h = UIKit26Metrics.capsuleHeight
        var items: [PlacedItem] = []
        var capsules: [UIKit26Capsule] = []
        var edge = start
        var run: (lo: Double, hi: Double, fill: Color?)?
        let slots = UIKit26Slot.markingAlone(slots)
        func closeRun() {
            guard let r = run else { return }
            capsules.append(UIKit26Capsule(frame: Rect(x: r.lo, y: row.midY - h / 2, width: r.hi - r.lo, height: h)
                .snapped(scale: scale), fill: r.fill))
            run = nil
            edge += forward ? UIKit26Metrics.capsuleGap : -UIKit26Metrics.capsuleGap
        }
        for slot in slots {
            let w = slot.width
            if slot.button.kind == .space {
                closeRun()
                edge += forward ? w : -w
                continue
            }
            if !slot.shares { closeRun() }
            // Items sharing a capsule stand `sharedItemSpacing` apart.
            if run != nil { edge += forward ? UIKit26Metrics.sharedItemSpacing : -UIKit26Metrics.sharedItemSpacing }
            let x0 = forward ? edge : edge - w
            let frame = Rect(x: x0, y: row.minY, width: w, height: row.height)
            run = run.map { (min($0.lo, x0), max($0.hi, x0 + w), $0.fill) } ?? (x0, x0 + w, slot.prominentFill)
            items.append(uikit26Item(slot, frame: frame))
            edge += forward ? w : -w
            if !slot.shares { closeRun() }
        }
        closeRun()
        return (items, capsules)
    }

    /// An item's content on iOS 26's bar: as on the iOS 15–18 bar, except `close`, which iOS 26 draws as the
    /// `xmark` glyph alone in the item colour on its glass (the gray circle of iOS 13–18 is gone: Apple's iOS 26
    /// sheets and the close role of iOS 26's buttons show a plain cross in a glass circle).
    func uikit26Button(_ item: BarItem, path: String) throws -> UIKitButton {
        guard case .system(.close) = item.content else { return try uikitButton(item, path: path) }
        return Self.slotted(uikitSymbol(.xmark, pointSize: item.font?.size ?? UIKitMetrics.symbolPointSize,
                                        color: uikitItemColor(item), kind: .system, label: SystemItem.close.rawValue,
                                        enabled: item.enabled))
    }

    func uikit26Slot(_ item: BarItem, path: String) throws -> UIKit26Slot {
        var isText = false
        switch item.content {
        case .title: isText = true
        case let .system(s): if case .text = s.content, s != .close { isText = true }
        default: break
        }
        guard item.prominent else {
            return UIKit26Slot(button: try uikit26Button(item, path: path), shares: item.sharesBackground,
                               isText: isText, badge: item.badge)
        }
        // Prominent: white content on a capsule of the item's colour.
        let fill = item.enabled
            ? (item.tint ?? UIKit26Metrics.systemBlue(dark: scene.colorScheme == .dark)) : system.uikitDisabled
        var white = item
        white.tint = .white
        white.enabled = true
        var button = try uikit26Button(white, path: path)
        button.enabled = item.enabled
        return UIKit26Slot(button: button, shares: false, isText: isText, prominentFill: fill, badge: item.badge)
    }

    /// Each badge: its text (12-pt semibold, white) on a red capsule at least 18 pt wide, centred on the item's
    /// capsule's top trailing corner, 4 pt in from each edge (chosen from iOS 26 screenshots of badged bar items).
    func uikit26Badges(_ slots: [UIKit26Slot], placed: [PlacedItem]) throws -> [DisplayItem] {
        var out: [DisplayItem] = []
        let scale = scene.screen.scale
        let placedSlots = slots.filter { $0.button.kind != .space }
        for (slot, item) in zip(placedSlots, placed) {
            guard let text = slot.badge else { continue }
            let font = FontSpec(size: 12, weight: .semibold)
            let m = try measure(text, font: font, maxWidth: nil, maxLines: 1, path: "badge")
            let h = 18.0, w = max(h, m.width + 10)
            let top = item.frame.midY - UIKit26Metrics.capsuleHeight / 2
            let frame = Rect(x: item.frame.maxX - 4 - w / 2, y: top + 4 - h / 2, width: w, height: h).snapped(
                scale: scale)
            out.append(.roundedRect(frame, radius: h / 2, system.systemRed))
            out.append(.text(TextRun(text: text, font: font, color: .white, frame: frame, alignment: .center)))
        }
        return out
    }

    /// A placed item: its content centred in its slot (text 1 pt above the middle, as measured).
    func uikit26Item(_ slot: UIKit26Slot, frame: Rect) -> PlacedItem {
        let scale = scene.screen.scale
        let b = slot.button
        let lift = slot.isText ? UIKit26Metrics.textLift : 0
        let box = Rect(x: frame.midX - b.content.width / 2, y: frame.midY - lift - b.content.height / 2,
                       width: b.content.width, height: b.content.height).snapped(scale: scale)
        return PlacedItem(kind: b.kind, label: b.label, frame: frame.snapped(scale: scale), enabled: b.enabled,
                          drawing: b.draw(box), backdrop: slot.prominentFill ?? uikit26GlassColor)
    }

    /// The chevron-only back circle: the iOS 15–18 chevron centred in it (then `backChevronShift`), in the tint.
    func uikit26Back(circle: Rect, row: Rect) -> PlacedItem {
        let scale = scene.screen.scale
        let color = scene.appearance.tint ?? system.label
        let glyph = Symbol.chevronBackward.size(pointSize: UIKitMetrics.backChevronPointSize)
        let frame = Self.centered(glyph, in: circle, scale: scale)
            .offsetBy(dx: UIKit26Metrics.backChevronShift, dy: 0)
        let label = scene.previousTitle ?? scene.backWord
        return PlacedItem(kind: .back, label: label,
                          frame: Rect(x: circle.minX, y: row.minY, width: circle.width, height: row.height),
                          drawing: [.symbol(.chevronBackward, frame: frame, color: color)], backdrop: uikit26GlassColor)
    }

    /// The glass's colour over a flat bar background (the blur of one colour is that colour): its tint over the
    /// background the contrast audit uses.
    var uikit26GlassColor: Color {
        let tint = scene.colorScheme == .dark ? UIKit26Metrics.glassTintDark : UIKit26Metrics.glassTintLight
        return tint.composited(over: ContrastAudit.barBackground(scene)).withAlpha(1)
    }

    /// A capsule of glass over what is drawn under the bar (`Glass`, `UIKit26Metrics`).
    func uikit26Glass(_ r: Rect) -> DisplayItem {
        let dark = scene.colorScheme == .dark
        typealias M = UIKit26Metrics
        return .glass(Glass(frame: r, radius: r.height / 2, blur: M.glassBlur,
                            tint: dark ? M.glassTintDark : M.glassTintLight,
                            highlight: dark ? M.glassHighlightDark : M.glassHighlightLight,
                            shadow: dark ? M.glassShadowDark : M.glassShadowLight,
                            shadowBlur: M.glassShadowBlur, shadowOffset: M.glassShadowOffset))
    }
}
