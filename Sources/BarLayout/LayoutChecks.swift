import Basics
import BarModel

/// What a layout check reports: a finding is a warning (reported, never failing) or an error (the case fails
/// with the kind *layout*); `off` skips the check.
public enum CheckSeverity: String, Sendable, CaseIterable {
    case off, warning, error
}

/// The layout checks: what BarSnap knows it drew, said in words.
public enum LayoutCheck: String, Sendable, CaseIterable {
    /// `warning`, except `tapTarget` and `contrast`, which are `off` until a configuration asks for them: on
    /// iOS's own bars they find something in most cases (measured over the gallery: 688 and 420 of 1,135 warnings),
    /// so by default a clean bar reports nothing and a warning means something changed.
    package var defaultSeverity: CheckSeverity { self == .tapTarget || self == .contrast ? .off : .warning }

    /// The title (inline or large) is cut off with an ellipsis.
    case truncation
    /// The custom bar's title shrank below `LayoutCheckSettings.minimumTitleScale` of its font size.
    case titleShrink
    /// The back button shows the generic back word instead of the previous screen's title, or no title at all.
    case backTitle
    /// Two buttons, or a button and the title, overlap.
    case overlap
    /// A button or the title lies (partly) outside the bar.
    case outsideBar
    /// A button's tappable frame is smaller than 44 × 44 pt (Apple's minimum hit target).
    case tapTarget
    /// Text or an icon below WCAG AA contrast against the bar (`ContrastAudit`).
    case contrast
}

/// Which checks run and how severe their findings are; every check is a warning by default.
public struct LayoutCheckSettings: Equatable, Sendable {
    public var severities: [LayoutCheck: CheckSeverity]
    /// `titleShrink` reports a title drawn at less than this fraction of its font size (default 0.75).
    public var minimumTitleScale: Double

    public init(severities: [LayoutCheck: CheckSeverity] = [:], minimumTitleScale: Double = 0.75) {
        self.severities = severities
        self.minimumTitleScale = minimumTitleScale
    }

    package func severity(_ check: LayoutCheck) -> CheckSeverity { severities[check] ?? check.defaultSeverity }

    /// These settings with `other`'s values on top (a suite's `checks` over the top-level ones).
    public func merged(with other: LayoutCheckSettings) -> LayoutCheckSettings {
        var out = self
        out.severities.merge(other.severities) { _, new in new }
        if other.minimumTitleScale != LayoutCheckSettings().minimumTitleScale {
            out.minimumTitleScale = other.minimumTitleScale
        }
        return out
    }
}

/// One thing a check found.
public struct LayoutFinding: Equatable, Sendable, CustomStringConvertible {
    public var check: LayoutCheck
    package var severity: CheckSeverity
    public var message: String
    public var description: String { "\(severity.rawValue) [\(check.rawValue)]: \(message)" }
}

package enum LayoutChecks {
    /// The minimum tappable size, in points (Apple's Human Interface Guidelines: 44 × 44 pt).
    public static let minimumTapTarget = 44.0

    /// Runs every check that is not `off` over a laid-out scene. `measurer` gives a truncated title's natural width.
    public static func evaluate(_ layout: BarLayout, scene: Scene, measurer: any TextMeasurer,
                                settings: LayoutCheckSettings = LayoutCheckSettings()) -> [LayoutFinding] {
        let scene = scene.resolved()
        var out: [LayoutFinding] = []
        func add(_ check: LayoutCheck, _ message: String) {
            let severity = settings.severity(check)
            if severity != .off { out.append(LayoutFinding(check: check, severity: severity, message: message)) }
        }
        guard !layout.barHidden else { return [] }
        let shown = scene.pseudoLocalized()
        func pt(_ v: Double) -> String { JSON.format((v * 10).rounded() / 10) + " pt" }

        if settings.severity(.truncation) != .off {
            let font = scene.appearance.titleFont
            if let t = layout.title, t.kind == .label, t.truncated {
                let natural =
                    (try? measurer.measure(
                        t.text, font: FontSpec(family: font.family, size: t.fontSize, weight: font.weight),
                        maxWidth: nil, maxLines: 1
                    ).width) ?? 0
                add(.truncation, "title \"\(t.text)\" truncated (needs \(pt(natural)), has \(pt(t.frame.width)))")
            }
            for part in BarPart.lines {
                guard let (name, room) = part.truncation, let t = layout.texts[part], t.truncated else { continue }
                add(.truncation, "\(name) \"\(t.text)\" truncated (\(room) \(pt(t.frame.width)))")
            }
        }
        if let t = layout.title, t.kind == .label, !t.text.isEmpty {
            let size = scene.appearance.titleFont.size
            if t.fontSize < size * settings.minimumTitleScale - 1e-9 {
                add(
                    .titleShrink,
                    """
                        title \"\(t.text)\" shrunk to \(pt(t.fontSize)) (\(Int((t.fontSize / size * 100).rounded())) %\
                         of \(pt(size)); the limit is \(Int((settings.minimumTitleScale * 100).rounded())) %)
                        """
                )
            }
        }
        if let back = (layout.left + layout.right).first(where: { $0.kind == .back }),
            let wanted = shown.previousBackItemTitle ?? shown.previousTitle, !wanted.isEmpty, wanted != shown.backWord,
            scene.styleDefinition.showsBackTitle(scene)
        {
            let hasText = back.drawing.contains {
                if case .text = $0 { return true }
                return false
            }
            if !hasText {
                add(.backTitle, "back title \"\(wanted)\" dropped (chevron only)")
            } else if back.label == shown.backWord {
                // The back-title rule's only reason to replace a title: it is wider than a third of the bar.
                add(
                    .backTitle,
                    "back title \"\(wanted)\" replaced by \"\(shown.backWord)\" (wider than a third of the bar)")
            }
        }
        let buttons = (layout.left + layout.right).filter { $0.kind != .space && $0.kind != .spacer }
        func name(_ p: PlacedItem) -> String { "\(p.kind.rawValue) \"\(p.label)\"" }
        // Frames that only touch overlap by a rounding error (222.33333333333334 + 38 against 260.3333333333333):
        // an overlap is at least a thousandth of a point.
        func overlap(_ a: Rect, _ b: Rect) -> Bool {
            let e = 0.001
            return a.minX + e < b.maxX && b.minX + e < a.maxX && a.minY + e < b.maxY && b.minY + e < a.maxY
        }
        for i in buttons.indices {
            for j in buttons.indices where j > i && overlap(buttons[i].frame, buttons[j].frame) {
                add(.overlap, "\(name(buttons[i])) overlaps \(name(buttons[j]))")
            }
            if let t = layout.title, t.lines > 0, !t.text.isEmpty, overlap(t.frame, buttons[i].frame) {
                add(.overlap, "\(name(buttons[i])) overlaps the title")
            }
            if !layout.bar.contains(buttons[i].frame) { add(.outsideBar, "\(name(buttons[i])) lies outside the bar") }
            let f = buttons[i].frame
            if f.width < minimumTapTarget - 1e-9 || f.height < minimumTapTarget - 1e-9 {
                add(.tapTarget, "\(name(buttons[i])) is \(pt(f.width)) × \(pt(f.height)), under 44 × 44 pt")
            }
        }
        if let t = layout.title, t.lines > 0, !layout.bar.contains(t.frame) {
            add(.outsideBar, "the title lies outside the bar")
        }
        if settings.severity(.contrast) != .off {
            for e in ContrastAudit(layout: layout, scene: scene).failures {
                add(
                    .contrast,
                    """
                        \(e.element) contrast \(JSON.format((e.ratio * 100).rounded() / 100)):1, under WCAG AA\
                         \(JSON.format(e.required)):1
                        """
                )
            }
        }
        return out
    }
}
