import BarSnapCore
import ToolbarModel

extension Gallery {
    static func buttonCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for device in [phone, pad] {
            for (name, overlay) in buttons { out.append(try still("buttons", name, spec(device, overlay))) }
            out.append(try still("buttons", "bottom-toolbar", spec(device, bottomToolbar)))
        }
        return out
    }

    static func heightCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for variant in heights {
            for name in heightConfigurations {
                out.append(try still("heights", name, spec(buttonSpec(name), variant)))
            }
        }
        return out
    }

    static let titles: [(String, String)] = [
        ("short", #"{"item": {"title": "Soup"}}"#),
        // Two 17-pt lines need ~41 pt, so the two-line title gets a 64-pt bar (in 44 it shrinks to one line).
        ("two-line", #"{"barHeight": 64, "item": {"title": "Grandmother's slow-cooked winter vegetable soup with crusty bread", "right": [{"symbol": "heart"}]}}"#),
        ("shrinking", #"{"item": {"title": "Grandmother's slow-cooked winter vegetable soup with crusty bread and herb butter", "right": [{"symbol": "heart"}, {"symbol": "square.and.arrow.up"}]}}"#),
        ("truncated", #"{"item": {"title": "A title so long that even at half its size it cannot fit in two lines of this bar, so the label gives up and shows an ellipsis at the end of the second line", "right": [{"title": "Edit"}, {"symbol": "ellipsis"}]}}"#),
        ("japanese", #"{"item": {"title": "今日のおすすめレシピ", "right": [{"title": "保存"}]}}"#),
        ("japanese-long", #"{"item": {"title": "簡単！ふわふわ卵とトマトの中華風炒め物と春雨スープ", "right": [{"symbol": "bookmark"}]}}"#),
        ("search-field", #"{"canPop": false, "item": {"titleView": {"searchField": {"placeholder": "料理名・食材名"}}, "right": [{"symbol": "bell"}]}}"#),
        ("center-mode", #"{"item": {"title": "Centred", "titleMode": "center", "right": [{"title": "Done"}, {"symbol": "plus"}]}}"#),
    ]

    static func titleCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for device in [phone, pad] {
            for (name, overlay) in titles { out.append(try still("titles", name, spec(device, overlay))) }
        }
        return out
    }

    /// Seed 002: default (rgb(234, 46, 73), white tint, light status bar), the light-gray preset and inverse();
    /// the seed's lightGray bar; hairline; translucency; both back styles.
    static let appearances: [(String, String)] = [
        ("seed-lightgray", #"{"item": {"title": "Recipe", "right": [{"title": "Save"}]}}"#),
        ("seed002-default", ##"{"appearance": {"background": "#EA2E49", "tint": "#FFFFFF", "titleColor": "#FFFFFF", "statusBar": "light"}, "item": {"title": "User Details", "right": [{"system": "edit"}, {"symbol": "gearshape"}]}}"##),
        ("seed002-light-preset", ##"{"appearance": {"background": "#D3D3D3", "tint": "#FFFFFF", "titleColor": "#FFFFFF", "statusBar": "light"}, "item": {"title": "Friends", "right": [{"system": "add"}]}}"##),
        // inverse() of the default: every colour complemented (rgb(21, 209, 182), black tint), dark status bar.
        ("seed002-inverse", ##"{"appearance": {"background": "#15D1B6", "tint": "#000000", "titleColor": "#000000", "statusBar": "dark"}, "item": {"title": "Editing", "right": [{"system": "done"}]}}"##),
        ("hairline", ##"{"appearance": {"background": "#F9F9F9", "hairline": "#0000004D"}, "item": {"title": "Settings", "right": [{"symbol": "gearshape"}]}}"##),
        ("no-hairline", ##"{"appearance": {"background": "#F9F9F9"}, "item": {"title": "Settings", "right": [{"symbol": "gearshape"}]}}"##),
        ("translucent", ##"{"appearance": {"background": "#1C1C1E", "backgroundAlpha": 0.72, "tint": "#0A84FF", "titleColor": "#FFFFFF", "statusBar": "auto"}, "item": {"title": "Night", "right": [{"title": "Edit"}]}}"##),
        ("back-system", ##"{"backStyle": "system", "previousTitle": "ホーム", "appearance": {"background": "#F9F9F9", "hairline": "#0000004D"}, "item": {"title": "Recipe"}}"##),
        ("back-system-long", ##"{"backStyle": "system", "previousTitle": "All my saved recipes from last year", "appearance": {"background": "#F9F9F9"}, "item": {"title": "Recipe", "right": [{"symbol": "heart"}]}}"##),
    ]

    static func appearanceCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for device in [phone, pad] {
            for (name, overlay) in appearances { out.append(try still("appearances", name, spec(device, overlay))) }
        }
        return out
    }

    static func scaleCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for name in ["back", "full", "system-items"] {
            for scale in [1, 2, 3] {
                out.append(try still("scales", name, spec(phone, buttonSpec(name), #"{"scale": \#(scale)}"#)))
            }
        }
        out.append(try still("scales", "japanese", spec(phone, titles[4].1, #"{"scale": 1}"#)))
        return out
    }

    /// Every preset in portrait and landscape (side insets on notched phones) with the full configuration.
    static func deviceCases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        for preset in DevicePreset.all {
            for orientation in Orientation.allCases {
                out.append(try still("devices", preset.name,
                                     spec(#"{"device": "\#(preset.name)", "orientation": "\#(orientation.rawValue)"}"#, buttonSpec("full"))))
            }
        }
        return out
    }

    static let fadeFrom = ##"{"device": "iphone-15", "canPop": false, "item": {"title": "Recipes", "right": [{"symbol": "magnifyingglass"}]}}"##
    static let fadeTo = ##"{"device": "iphone-15", "appearance": {"background": "#EA2E49", "tint": "#FFFFFF", "titleColor": "#FFFFFF", "statusBar": "light"}, "item": {"title": "今日のおすすめ", "right": [{"symbol": "square.and.arrow.up"}, {"symbol": "heart"}]}}"##
    static let slideTo = ##"{"device": "iphone-15", "item": {"title": "Search", "prompt": "Type a dish or an ingredient", "right": [{"system": "cancel"}]}}"##

    static func transitionCases() throws -> [GalleryCase] {
        let from = try json(fadeFrom), to = try json(fadeTo), tall = try json(slideTo)
        let base = try still("transitions", "x", from).variant
        var out: [GalleryCase] = []
        for p in [0, 0.25, 0.5, 0.75, 1] {
            out.append(GalleryCase(group: "transitions", name: "push-red", variant: "\(base).fade-\(GalleryCase.progressLabel(p))",
                                   source: .transition(from: from, to: to, kind: nil, progress: p)))
        }
        out.append(GalleryCase(group: "transitions", name: "push-taller", variant: "\(base).slide-0.5",
                               source: .transition(from: from, to: tall, kind: nil, progress: 0.5)))
        out.append(GalleryCase(group: "transitions", name: "pop-red", variant: "\(base).interactive-0.5",
                               source: .transition(from: to, to: from, kind: "interactive", progress: 0.5)))
        out.append(GalleryCase(group: "transitions", name: "push-red-filmstrip", variant: "\(base).fade-5frames",
                               source: .filmstrip(from: from, to: to, kind: nil, frames: 5)))
        return out
    }
}
