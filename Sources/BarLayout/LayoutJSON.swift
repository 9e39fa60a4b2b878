import Basics
import BarModel

extension BarLayout {
    /// The JSON `barsnap layout` prints (points, snapped to device pixels), keys in a fixed order.
    public var json: JSON {
        func rect(_ r: Rect) -> JSON {
            .object([
                ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))
            ])
        }
        func items(_ list: [PlacedItem]) -> JSON {
            .array(
                list.map {
                    .object([
                        ("kind", .string($0.kind.rawValue)), ("label", .string($0.label)), ("frame", rect($0.frame))
                    ])
                })
        }
        func text(_ t: PlacedText?) -> JSON {
            guard let t else { return .null }
            return .object([("text", .string(t.text)), ("frame", rect(t.frame)), ("fontSize", .number(t.fontSize)),
                            ("truncated", .bool(t.truncated))])
        }
        var pairs: [(String, JSON)] = [
            ("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))])),
            ("scale", .number(scale)),
            ("band", rect(band)),
            ("bar", rect(bar)),
            ("left", items(left)),
            ("right", items(right)),
        ]
        if let title {
            var t: [(String, JSON)] = [
                ("kind", .string(title.kind.rawValue)), ("frame", rect(title.frame)),
                ("lines", .number(Double(title.lines))),
                ("fontSize", .number(title.fontSize)), ("truncated", .bool(title.truncated))
            ]
            // Only present when the item has a subtitle, so the output of every other spec is unchanged.
            if let subtitle = title.subtitle { t.append(("subtitle", text(subtitle))) }
            pairs.append(("title", .object(t)))
        } else {
            pairs.append(("title", .null))
        }
        // The line parts; one added after the first outputs appears only when present, so they are unchanged.
        for part in BarPart.lines where part.alwaysInJSON || texts[part] != nil {
            pairs.append((part.rawValue, text(texts[part])))
        }
        if let statusBar, let statusBarStyle {
            pairs.append(
                ("statusBar", .object([("frame", rect(statusBar)), ("style", .string(statusBarStyle.rawValue))])))
        } else {
            pairs.append(("statusBar", .null))
        }
        if let bottomToolbar {
            pairs.append(("toolbar", .object([("frame", rect(bottomToolbar)), ("items", items(toolbarItems))])))
        } else {
            pairs.append(("toolbar", .null))
        }
        // The style and a hidden bar appear only when not the default, so existing output is unchanged.
        if style != .default { pairs.append(("style", .string(style.name))) }
        if let shadow { pairs.append(("shadow", rect(shadow))) }
        if barHidden { pairs.append(("barHidden", .bool(true))) }
        // Only present when a SwiftUI toolbar item is not drawn, so existing output is unchanged.
        if !notDrawn.isEmpty { pairs.append(("notDrawn", .array(notDrawn.map { .string($0) }))) }
        return .object(pairs)
    }
}
