import Basics
import Verdict
import BarLayout
import BarModel

/// The description stored in a reference (`SnapshotDescription`), taken from the layout that draws it.
package enum SceneDescriber {
    /// Lays the scene out (no drawing) and describes it; nil when it cannot be laid out.
    public static func describe(_ scene: Scene) -> SnapshotDescription? {
        guard let layout = try? Pipeline.layout(scene) else { return nil }
        var description = describe(layout)
        // A sheet card over a given presenting screen: that screen's bar too, its roles prefixed `presenting `
        // (in its own points, as laid out full size), so a change behind the card is said in words.
        if scene.sheetCard != nil, let presenting = scene.presentingScene,
            let behind = try? Pipeline.layout(presenting)
        {
            description.elements += describe(behind).elements.map { e in
                var e = e
                e.role = "presenting " + e.role
                return e
            }
        }
        return description
    }

    /// A transition: the source bar's elements, then the destination's with their roles prefixed `to `.
    public static func describe(from: Scene, to: Scene) -> SnapshotDescription? {
        guard var a = describe(from), let b = describe(to) else { return nil }
        // The screen behind a sheet card is the same on both sides (a transition requires it): said once.
        a.elements += b.elements.filter { !$0.role.hasPrefix("presenting ") }.map { e in
            var e = e
            e.role = "to " + e.role
            return e
        }
        return a
    }

    public static func describe(_ layout: BarLayout) -> SnapshotDescription {
        let runs = textRuns(layout.displayList[.bar])
        var elements: [SnapshotDescription.Element] = []
        func text(_ role: String, kind: String, _ t: PlacedText?) {
            guard let t else { return }
            let run = runs.first { $0.text == t.text }
            elements.append(.init(role: role, kind: kind, text: t.text, frame: frame(t.frame),
                                  colors: run.map { [$0.color.hex] } ?? [], font: run.map { font($0.font) },
                                  truncated: t.truncated))
        }
        // Every part in `BarPart`'s order: the texts by their role, then the item groups.
        for part in BarPart.texts {
            text(part.rawValue, kind: part.describedKind(in: layout), part.text(in: layout))
        }
        for part in BarPart.itemGroups {
            for item in part.items(in: layout) {
                let itemRuns = textRuns(item.drawing)
                elements.append(
                    .init(
                        role: part.rawValue, kind: item.kind.rawValue, text: item.label,
                        frame: frame(item.frame), colors: colors(item.drawing),
                        font: itemRuns.first.map { font($0.font) }))
            }
        }
        let canvas =
            "\(JSON.format(layout.canvas.width))×\(JSON.format(layout.canvas.height))@\(JSON.format(layout.scale))x"
        return SnapshotDescription(
            canvas: canvas, barHeight: layout.barHidden ? nil : layout.bar.height,
            background: background(layout), elements: elements)
    }

    static func frame(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height].map { ($0 * 100).rounded() / 100 } }

    static func font(_ f: FontSpec) -> String { "\(f.family ?? "system") \(JSON.format(f.size)) \(f.weight.rawValue)" }

    /// The band's colour: the first fill of the background list that covers the bar.
    static func background(_ layout: BarLayout) -> String? {
        for item in layout.backgroundDisplayList.items {
            if case let .fill(rect, color) = item, rect.y <= layout.bar.y,
                rect.y + rect.height >= layout.bar.y + layout.bar.height
            {
                return color.hex
            }
        }
        return nil
    }

    static func textRuns(_ items: [DisplayItem]) -> [TextRun] {
        var out: [TextRun] = []
        for item in items {
            switch item {
            case let .text(run): out.append(run)
            case let .group(_, _, children): out += textRuns(children)
            default: break
            }
        }
        return out
    }

    /// Each colour an item is drawn in, once, in drawing order.
    static func colors(_ items: [DisplayItem]) -> [String] {
        var out: [String] = []
        func add(_ c: Color?) { if let c, !out.contains(c.hex) { out.append(c.hex) } }
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case let .fill(_, c), let .roundedRect(_, _, c): add(c)
                case let .text(run): add(run.color)
                case let .symbol(_, _, c), let .iconGlyph(_, _, c): add(c)
                case let .image(_, _, tint): add(tint)
                case let .group(_, _, children), let .mirrored(_, children): walk(children)
                case let .glass(g): add(g.tint)
                case .statusBar: break
                }
            }
        }
        walk(items)
        return out
    }
}
