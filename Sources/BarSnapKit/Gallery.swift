import BarSnapCore
import ToolbarModel

/// The reference gallery: every height × idiom × button configuration, titles, appearances, scales, devices
/// and transitions, as data. Cases are sorted by id; ids are unique (checked by tests).
public enum Gallery {
    /// The image item used by the gallery, relative to the package root.
    public static let starIcon = "Scripts/examples/icons/star@2x.png"

    public static func cases() throws -> [GalleryCase] {
        var out: [GalleryCase] = []
        try out += buttonCases()
        try out += heightCases()
        try out += titleCases()
        try out += appearanceCases()
        try out += scaleCases()
        try out += deviceCases()
        try out += transitionCases()
        return out.sorted { $0.id < $1.id }
    }

    // MARK: - Building blocks

    /// The two idioms every button configuration is drawn on.
    static let phone = #"{"device": "iphone-15"}"#
    static let pad = #"{"device": "ipad-11"}"#

    /// Button configurations (SPEC §1 rules), each an overlay on a device.
    static let buttons: [(String, String)] = [
        ("root-title", #"{"canPop": false, "item": {"title": "Recipes"}}"#),
        ("back", #"{"item": {"title": "Recipe"}}"#),
        ("back-left-supplement", #"{"item": {"title": "Recipe", "leftItemsSupplementBackButton": true, "left": [{"title": "Close"}]}}"#),
        ("left-replaces-back", #"{"item": {"title": "Recipe", "left": [{"symbol": "xmark"}]}}"#),
        ("back-hidden", #"{"item": {"title": "Recipe", "hidesBackButton": true}}"#),
        ("right-text", #"{"item": {"title": "Edit Recipe", "right": [{"title": "保存"}]}}"#),
        ("right-symbols2", #"{"item": {"title": "Recipe", "right": [{"symbol": "square.and.arrow.up"}, {"symbol": "heart"}]}}"#),
        ("full", #"{"item": {"title": "Kitchen", "leftItemsSupplementBackButton": true, "left": [{"symbol": "line.3.horizontal"}], "right": [{"title": "Edit"}, {"symbol": "ellipsis"}]}}"#),
        ("disabled-highlighted", ##"{"item": {"title": "Draft", "leftItemsSupplementBackButton": true, "left": [{"symbol": "trash", "enabled": false}], "right": [{"title": "Save", "enabled": false}, {"title": "Share", "tint": "#007AFF", "highlighted": true}]}}"##),
        ("system-items", #"{"canPop": false, "item": {"title": "New", "left": [{"system": "cancel"}], "right": [{"system": "done"}, {"system": "add"}, {"system": "action"}]}}"#),
        ("system-symbols", #"{"item": {"title": "Mail", "right": [{"system": "search"}, {"system": "compose"}, {"system": "bookmarks"}, {"system": "refresh"}]}}"#),
        ("image-items", ##"{"item": {"title": "Stars", "right": [{"image": "Scripts/examples/icons/star@2x.png"}, {"image": "Scripts/examples/icons/star@2x.png", "template": true, "tint": "#FF9500"}]}}"##),
        ("symbols-all-left", #"{"canPop": false, "item": {"left": [{"symbol": "gearshape"}, {"symbol": "bell"}, {"symbol": "person.crop.circle"}], "right": [{"symbol": "plus"}, {"symbol": "magnifyingglass"}, {"symbol": "pencil"}, {"symbol": "chevron.forward"}]}}"#),
    ]

    static let bottomToolbar = ##"{"canvas": "screen", "item": {"title": "Inbox", "right": [{"system": "compose"}]}, "toolbarItems": [{"system": "trash"}, {"space": "flexible"}, {"system": "reply"}, {"space": 12}, {"system": "refresh"}, {"space": "flexible"}, {"title": "Archive", "tint": "#007AFF"}]}"##

    /// Height variants: sheet (phone and pad), landscape compact 32 and regular-width 44, large title,
    /// prompt, and two custom heights.
    static let heights: [String] = [
        #"{"device": "iphone-15", "presentation": "sheet"}"#,
        #"{"device": "ipad-11", "presentation": "sheet"}"#,
        #"{"device": "iphone-15", "orientation": "landscape"}"#,
        #"{"device": "iphone-15-pro-max", "orientation": "landscape"}"#,
        #"{"device": "iphone-15", "item": {"largeTitle": true}}"#,
        #"{"device": "ipad-11", "item": {"prompt": "Choose a recipe to share"}}"#,
        #"{"device": "iphone-15", "barHeight": 64}"#,
        #"{"device": "iphone-15", "barHeight": 96}"#,
    ]

    static let heightConfigurations = [
        "root-title", "back", "back-left-supplement", "left-replaces-back", "right-symbols2", "full", "system-items",
        "disabled-highlighted", "right-text",
    ]

    static func json(_ text: String) throws -> JSON { try JSON.parse(text) }

    /// Deep merge: objects merge key by key (overlay wins), anything else is replaced.
    static func merge(_ base: JSON, _ overlay: JSON) -> JSON {
        guard case var .object(pairs) = base, case let .object(extra) = overlay else { return overlay }
        for (k, v) in extra {
            if let i = pairs.firstIndex(where: { $0.0 == k }) { pairs[i].1 = merge(pairs[i].1, v) } else { pairs.append((k, v)) }
        }
        return .object(pairs)
    }

    static func spec(_ fragments: String...) throws -> JSON {
        try fragments.reduce(JSON.object([])) { merge($0, try json($1)) }
    }

    static func still(_ group: String, _ name: String, _ spec: JSON) throws -> GalleryCase {
        let scene = try SpecParser(baseDirectory: ".", loadImage: { _ in Bitmap(width: 1, height: 1) }).parse(spec)
        return GalleryCase(group: group, name: name, variant: scene.variant, source: .still(spec))
    }

    static func buttonSpec(_ name: String) -> String { buttons.first { $0.0 == name }!.1 }
}
