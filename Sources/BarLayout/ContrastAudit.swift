import Basics
import BarModel

/// WCAG 2.x contrast of everything drawn on the bar against the bar's background: 4.5:1 for text, 3:1 for large text
/// and icons.
package struct ContrastAudit: Sendable {
    public struct Entry: Equatable, Sendable {
        public enum Kind: String, Sendable { case text, largeText = "large text", icon }
        /// Where it is, e.g. `title`, `right[0] xmark`, `left[0] back`.
        public var element: String
        public var kind: Kind
        public var foreground: Color
        public var background: Color
        public var ratio: Double
        /// 4.5 for normal text, 3 for large text (≥ 18 pt, or ≥ 14 pt bold) and icons.
        public var required: Double
        /// Disabled controls are exempt from WCAG 1.4.3; they are listed but never fail.
        public var exempt: Bool
        public var passes: Bool { exempt || ratio + 1e-9 >= required }
    }

    public var entries: [Entry]
    public var failures: [Entry] { entries.filter { !$0.passes } }

    /// The background the bar's content sits on: the appearance colour, composited when translucent over white
    /// (over the content in the dark scheme, and under UIKit's bar, which shows the content at the scroll edge);
    /// with the bar hidden, the content (only the status bar is left to check).
    public static func barBackground(_ scene: Scene) -> Color {
        let content = SystemColors(for: scene).content
        if scene.barHidden { return content }
        let behind = scene.styleDefinition.backdrop(scene, content: content)
        return scene.resolvedAppearance.effectiveBackground.composited(over: behind).withAlpha(1)
    }

    public init(layout: BarLayout, scene: Scene) {
        let scene = scene.resolved()
        let bg = Self.barBackground(scene)
        var out: [Entry] = []
        func add(_ element: String, _ items: [DisplayItem], enabled: Bool, on background: Color? = nil) {
            let bg = background ?? bg
            for item in items {
                switch item {
                case let .text(run):
                    let large =
                        run.font.size >= 18
                        || (run.font.size >= 14 && (run.font.weight == .bold || run.font.weight == .semibold))
                    out.append(Self.entry(element, large ? .largeText : .text, run.color, bg, exempt: !enabled))
                case let .symbol(_, _, color), let .iconGlyph(_, _, color):
                    out.append(Self.entry(element, .icon, color, bg, exempt: !enabled))
                case let .group(_, _, children):
                    add(element, children, enabled: enabled, on: bg)
                default:
                    break
                }
            }
        }
        for (i, item) in layout.left.enumerated() {
            add("left[\(i)] \(item.label)", item.drawing, enabled: item.enabled, on: item.backdrop)
        }
        // Report right items in spec order (first = rightmost).
        for (i, item) in layout.right.reversed().enumerated() where item.kind != .spacer {
            add("right[\(i)] \(item.label)", item.drawing, enabled: item.enabled, on: item.backdrop)
        }
        if let title = layout.title, title.kind == .label, !title.text.isEmpty {
            let font = FontSpec(size: title.fontSize, weight: scene.appearance.titleFont.weight)
            let large = font.size >= 18 || (font.size >= 14 && (font.weight == .bold || font.weight == .semibold))
            out.append(Self.entry("title", large ? .largeText : .text, scene.appearance.titleColor, bg, exempt: false))
        }
        if let subtitle = layout.title?.subtitle, !subtitle.text.isEmpty {
            let font = FontSpec(size: subtitle.fontSize, weight: scene.appearance.effectiveSubtitleFont.weight)
            let large = font.size >= 18 || (font.size >= 14 && (font.weight == .bold || font.weight == .semibold))
            out.append(Self.entry("subtitle", large ? .largeText : .text, scene.appearance.effectiveSubtitleColor, bg,
                                  exempt: false))
        }
        for part in BarPart.lines where layout.texts[part] != nil {
            guard let (large, color) = part.contrast(scene.appearance) else { continue }
            out.append(Self.entry(part.rawValue, large ? .largeText : .text, color, bg, exempt: false))
        }
        // The bottom toolbar's items, against the toolbar's own background (`toolbarAppearance`).
        if layout.bottomToolbar != nil {
            let behind: Color = scene.colorScheme == .dark ? SystemColors(for: scene).content : .white
            let toolbarBackground = scene.bottomToolbarAppearance.effectiveBackground.composited(over: behind)
                .withAlpha(1)
            for (i, item) in layout.toolbarItems.enumerated() {
                add("toolbarItems[\(i)] \(item.label)", item.drawing, enabled: item.enabled, on: toolbarBackground)
            }
        }
        if let style = layout.statusBarStyle {
            out.append(Self.entry("statusBar", .largeText, style == .dark ? .black : .white, bg, exempt: false))
        }
        entries = out
    }

    static func entry(_ element: String, _ kind: Entry.Kind, _ fg: Color, _ bg: Color, exempt: Bool) -> Entry {
        let visible = fg.composited(over: bg)
        return Entry(element: element, kind: kind, foreground: fg, background: bg,
                     ratio: Color.contrastRatio(visible, bg), required: kind == .text ? 4.5 : 3, exempt: exempt)
    }
}
