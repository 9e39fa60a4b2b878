import Basics

/// Every key of a scene spec — its type, default, and the rule it follows — as the table `SpecParser` reads, and
/// from which `barsnap schema scene` (a JSON Schema) and the scene-spec reference are generated.
package enum SpecSchema {
    static func names<E: RawRepresentable & CaseIterable>(_ e: E.Type) -> [String] where E.RawValue == String {
        E.allCases.map(\.rawValue)
    }

    /// The values a scene, a navigation item and a bar item have when made: the defaults of every key the parser
    /// leaves alone. The rows below show these values, so a default is written once, in the model.
    static let madeScene = Scene(screen: DeviceScreen(preset: DevicePreset.all[0], orientation: .portrait, scale: nil))
    static let madeItem = BarItem(.flexibleSpace)

    /// A default as the docs show it: "`value`".
    static func shown<E: RawRepresentable>(_ value: E) -> String where E.RawValue == String { "`\(value.rawValue)`" }
    static func shown(_ value: Bool) -> String { "`\(value)`" }
    static func shown(_ value: Int) -> String { "`\(value)`" }

    package static let font = SchemaObject(
        name: "font",
        summary: "A font: the system face (Inter for Latin, VL PGothic for Japanese, DejaVu Sans for the rest) or a family from the scene's font set (`fonts`).",
        properties: [
            SchemaProperty("family", .path, default: "the system face",
                           "A family of a registered font file (`fonts` in the spec or in barsnap.json), or `Inter`, `VL PGothic`, `DejaVu Sans`; glyphs it lacks come from those three. An unknown family is an error that lists the families available. No commas."),
            SchemaProperty("size", .number(.positive(max: 200)), default: "17", "Point size."),
            SchemaProperty("weight", .choice(names(FontWeight.self), what: "font weight"), default: "`regular`",
                           "Each weight of the system face is one pinned font file; a family of your own gets its nearest face (no synthetic bold)."),
        ])

    package static let item = SchemaObject(
        name: "item",
        summary: "A bar button: exactly one of `title`, `symbol`, `image`, `system`, `placeholder` or `space`, with optional styling. A text button is its text plus 2 pt on each side, in the item's tint (else the bar's `tint`, else black); highlighted multiplies R, G and B by 0.85; disabled is #808080.",
        properties: [
            SchemaProperty("title", .text, "A text button."),
            SchemaProperty("symbol", .choice(names(Symbol.self) + IconGlyph.names, what: "symbol"),
                           "An SF Symbol name, drawn at 22 pt in the tint: BarSnap's own drawing where it has one (the first \(Symbol.allCases.count) names), else a stand-in glyph of the pinned icon font (Material Icons, from `fonts-material-design-icons-iconfont`) by a fixed map. Any other name is an error: give it as a `placeholder`."),
            SchemaProperty("image", .path, "A PNG file relative to the spec; `name@2x.png` / `name@3x.png` hold 2 or 3 pixels per point."),
            SchemaProperty("system", .choice(names(SystemItem.self), what: "system item"),
                           "A system item: `done` (bold text), `cancel`, `edit`, `save` (text), `close`, `add`, `action`, `search`, `compose`, `trash`, `refresh`, `bookmarks`, `reply` (symbols)."),
            SchemaProperty("placeholder", .text,
                           "A visible, labelled box in place of something BarSnap cannot draw (an SF Symbol it has no drawing of, a vector asset): the label in small text on a light box of the tint. `barsnap scan` writes it and reports why."),
            SchemaProperty("space", .oneOf([.constant("flexible"), .number(.nonNegative(max: 10_000))]),
                           "`\"flexible\"` (shares the free width, in the bottom toolbar) or a fixed width in points."),
            SchemaProperty("tint", .nullable(.color), default: "the bar's `tint`", "This item's colour."),
            SchemaProperty("enabled", .boolean, default: shown(madeItem.enabled), "A disabled item is drawn in #808080."),
            SchemaProperty("highlighted", .boolean, default: shown(madeItem.highlighted), "Pressed: the tint's R, G and B × 0.85."),
            SchemaProperty("font", .object(font), default: "system 16 (system items: 17)", "The text's font."),
            SchemaProperty("template", .boolean, default: shown(madeItem.template), "Images only: draw the image's alpha as a mask filled with the tint."),
            SchemaProperty("prominent", .boolean, default: shown(madeItem.prominent),
                           "iOS 26's bar (`ios: 26`): the prominent style — a capsule of its own filled with the item's tint (else iOS 26's `systemBlue`, #0088FF, dark #0091FF), the content white. Ignored elsewhere."),
            SchemaProperty("badge", .nullable(.string(nonEmpty: true)), default: "none",
                           "iOS 26's bar: a short text (a count) on a red capsule at the item's top trailing corner. Ignored elsewhere."),
            SchemaProperty("sharesBackground", .boolean, default: shown(madeItem.sharesBackground),
                           "iOS 26's bar: `false` gives the item a capsule of its own instead of sharing one with the items beside it. Ignored elsewhere."),
            SchemaProperty("placement", .choice(names(ToolbarPlacement.self), what: "toolbar placement"), default: "`automatic`",
                           "Only in `item.toolbar` (SwiftUI's `ToolbarItem(placement:)`): where the item asks to go; the style places it as the scene's iOS does (see `item.toolbar`). `keyboard` and `status` are accepted and not drawn (`barsnap layout` lists them under `notDrawn`)."),
            SchemaProperty("role", .choice(names(ItemRole.self), what: "button role"), default: "none",
                           "SwiftUI's `Button(role:)`. `destructive`: the item in `systemRed` unless it has a `tint`. `confirm`: drawn as a `confirmationAction` (bold on the iOS 15–18 bar, prominent on iOS 26's). `cancel` and `close` change nothing drawn (give the content the code shows: `{\"system\": \"close\"}` for a `Button(role: .close)` without a label)."),
        ],
        exactlyOneOf: ["title", "symbol", "image", "system", "placeholder", "space"])

    static func items(_ what: String) -> SchemaType {
        .array(of: .object(item), minItems: 0, maxItems: SpecParser.maxItemsPerGroup)
    }

    package static let safeArea = SchemaObject(
        name: "safeArea",
        summary: "The screen's safe-area insets in points.",
        properties: ["top", "left", "bottom", "right"].map {
            SchemaProperty($0, .number(.nonNegative(max: 1000)), default: "0", "The \($0) inset.")
        })

    package static let customDevice = SchemaObject(
        name: "customDevice",
        summary: "A screen that is not a preset, described as it is drawn (no swapping for the orientation).",
        properties: [
            SchemaProperty("width", .number(.positive(max: 10_000)), "Width in points."),
            SchemaProperty("height", .number(.positive(max: 10_000)), "Height in points."),
            SchemaProperty("scale", .number(.positive(max: 4)), default: "1", "Pixels per point."),
            SchemaProperty("idiom", .choice(names(Idiom.self), what: "idiom"), default: "`phone`",
                           "Phone bars are 44 pt (32 in landscape), pad bars 50 pt."),
            SchemaProperty("safeArea", .object(safeArea), default: "no insets", "The safe area; the bar sits at `safeArea.top`, between the side insets."),
        ],
        required: ["width", "height"])

    package static let appearance = SchemaObject(
        name: "appearance",
        summary: "How the bar looks (the declarative appearance's `Appearance`; UIKit's bar settings).",
        properties: [
            SchemaProperty("background", .color, default: "`#AAAAAA` (the custom bar's lightGray); with `style: uikit` none at the scroll edge (`barState`), scrolled `#FFFFFF`, dark `#000000` (`#1C1C1E` on a sheet)",
                           "The band's colour, from the top of the screen to the bar's bottom."),
            SchemaProperty("backgroundAlpha", .number(.fraction), default: "1", "Multiplies the background's alpha (translucent bars)."),
            SchemaProperty("backgroundImage", .nullable(.path), "A PNG drawn over the background, stretched to the band."),
            SchemaProperty("tint", .nullable(.color), default: "black; with `style: uikit` `#007AFF`, dark `#0A84FF`", "Text and symbol items without their own tint."),
            SchemaProperty("titleColor", .color, default: "black; white with `style: uikit` in dark mode", "The title's colour."),
            SchemaProperty("titleFont", .object(font), default: "system 17 regular (UILabel); 17 semibold with `style: uikit`", "The title's font."),
            SchemaProperty("largeTitleFont", .object(font), default: "system 34 bold", "The large title's font (UIKit's `largeTitleTextAttributes`)."),
            SchemaProperty("subtitleColor", .nullable(.color), default: "`titleColor` at 60 % opacity", "The subtitle's colour (`item.subtitle`)."),
            SchemaProperty("subtitleFont", .nullable(.object(font)), default: "`titleFont`'s family, regular, 12/17 of its size (12 pt)", "The subtitle's font."),
            SchemaProperty("hairline", .nullable(.color), default: "none; with `style: uikit` none at the scroll edge (`barState`), scrolled black at 30 %, dark 16 %",
                           "A one-device-pixel line: the custom bar's last pixel row, or UIKit's shadow line directly below the bar. `null` removes it."),
            SchemaProperty("shadow", .nullable(.color), "UIKit's name for `hairline` (give one of them)."),
            SchemaProperty("statusBar", .choice(names(StatusBarSetting.self), what: "status bar style"), default: "`auto`",
                           "`dark` or `light` glyphs; `default` (UIKit's `.default`: dark in the light colour scheme, light in the dark one); `auto` (the one with the higher WCAG contrast on the background, a translucent one over the content; light wins a tie in dark mode); or `hidden`."),
        ])

    package static let toolbarAppearance = SchemaObject(
        name: "toolbarAppearance",
        summary: "The bottom toolbar's own bar (the declarative appearance's `Appearance.toolbar`); every key left out follows `appearance`.",
        properties: [
            SchemaProperty("background", .color, default: "`appearance.background`", "The toolbar's colour, down to the screen's bottom edge."),
            SchemaProperty("backgroundAlpha", .number(.fraction), default: "`appearance.backgroundAlpha`", "Multiplies the background's alpha."),
            SchemaProperty("tint", .color, default: "`appearance.tint`", "Toolbar items without their own tint."),
            SchemaProperty("hairline", .nullable(.color), default: "`appearance.hairline`",
                           "A one-device-pixel line at the toolbar's top edge, faded with its `backgroundAlpha`; `null` removes it."),
        ])

    package static let searchField = SchemaObject(
        name: "searchField",
        summary: "A search field as the title view.",
        properties: [SchemaProperty("placeholder", .text, default: "`Search`", "The grey placeholder text.")])

    package static let titleView = SchemaObject(
        name: "titleView",
        summary: "A view in place of the title label.",
        properties: [SchemaProperty("searchField", .object(searchField), "A search field filling the title frame.")],
        required: ["searchField"])

    package static let searchController = SchemaObject(
        name: "searchController",
        summary: "A `UISearchController` on the item (`navigationItem.searchController`): with `style: uikit` (iOS 15–18) its field is drawn in a 52-pt row of its own under the title — under the large title when one shows, under the inline title otherwise (a phone in landscape, or scrolled with `hidesWhenScrolling: false`). The custom bar and iOS 26's bar ignore it.",
        properties: [
            SchemaProperty("placeholder", .text, default: "`Search`", "The grey placeholder text."),
            SchemaProperty("hidesWhenScrolling", .boolean, default: "`true`",
                           "UIKit's `hidesSearchBarWhenScrolling`: with `barState: scrolled` the search row is hidden and the bar shows the inline title alone; `false` keeps the row pinned under the inline title."),
        ])

    package static let navigationItem = SchemaObject(
        name: "navigationItem",
        summary: "What the screen shows in the bar (UIKit's navigation item). Left group: leading edge at 7 pt, 3 pt between buttons; right group: trailing edge at 7 pt, the first item rightmost; an empty group is a 2-pt spacer. The back button is the first left item when the screen can pop, does not hide it, and has no left items (or `leftItemsSupplementBackButton`).",
        properties: [
            SchemaProperty("title", .nullable(.text), "The title: up to two lines, shrinking in 0.5-pt steps to half its size, then truncated."),
            SchemaProperty("subtitle", .nullable(.text),
                           "The custom bar's title and subtitle: a smaller, lighter line under the title; both one line, stacked and centred, shrinking by one factor to fit the height, then each to fit the width, then truncated. Not with `titleView`, nor with `largeTitle` except on iOS 26's bar. iOS 26's bar (`ios: 26`, `UINavigationItem.subtitle`): a 13-pt line in the secondary label colour under the inline title, the two centred together on the item row; under the large title when there is no `largeSubtitle`."),
            SchemaProperty("largeSubtitle", .nullable(.text),
                           "iOS 26's bar (`ios: 26`, `UINavigationItem.largeSubtitle`): a 15-pt line in the secondary label colour under the large title, at the leading margin; the large-title row grows by 20 pt. Ignored where no large title is drawn."),
            SchemaProperty("prompt", .nullable(.text), "A small line above the title; adds a 30-pt row."),
            SchemaProperty("largeTitle", .boolean, default: shown(madeScene.item.largeTitle), "Adds a 52-pt row with the title at 34 pt bold, leading-aligned. On UIKit's bar only at the scroll edge and not in compact height (a phone in landscape): there the inline title is drawn."),
            SchemaProperty("titleMode", .choice(names(TitleMode.self), what: "title mode"), default: shown(madeScene.item.titleMode),
                           "`fill`: between the groups, 7 pt from each and from the top and bottom. `center`: centred on the bar, clear of both groups."),
            SchemaProperty("titleView", .nullable(.object(titleView)), "Replaces the title label."),
            SchemaProperty("searchController", .nullable(.object(searchController)), default: "none",
                           "A search controller: UIKit's bar draws its field in a row under the title."),
            SchemaProperty("hidesBackButton", .boolean, default: shown(madeScene.item.hidesBackButton), "Hide the back button."),
            SchemaProperty("leftItemsSupplementBackButton", .boolean, default: shown(madeScene.item.leftItemsSupplementBackButton), "Show the back button and the left items together."),
            SchemaProperty("left", items("left"), default: "none", "Left items, left to right."),
            SchemaProperty("right", items("right"), default: "none", "Right items; the first is the rightmost, as in UIKit."),
            SchemaProperty("toolbar", items("toolbar"), default: "none", ToolbarPlacementDocs.toolbarKey),
        ])

    package static let previousBackItem = SchemaObject(
        name: "previousBackItem",
        summary: "The previous screen's back item (UIKit's back-title rule): its title is the back button's when `backStyle` is `system`.",
        properties: [SchemaProperty("title", .nullable(.text), "The back item's title.")])

    package static let presenting = SchemaObject(
        name: "presenting",
        summary: "The screen a sheet is presented over, drawn behind the sheet's card: a pushed screen on the same device, in the same colour scheme, style, iOS design, language and fonts, with its own bar.",
        properties: [
            SchemaProperty("item", .object(navigationItem), default: "no title, no items", "Its title, prompt, title view and button groups."),
            SchemaProperty("appearance", .object(appearance), default: "its style's", "Its bar's colours, fonts, hairline (its status bar is the sheet's)."),
            SchemaProperty("barState", .choice(names(BarState.self), what: "bar state"), default: shown(madeScene.barState), "Its bar's state (`style: uikit`)."),
            SchemaProperty("barHidden", .boolean, default: shown(madeScene.barHidden), "No bar on it."),
            SchemaProperty("canPop", .boolean, default: shown(madeScene.canPop), "`false`: a root screen, with no back button. By default a scene is a pushed screen: without `previousTitle` its back button reads \"‹ Back\"."),
            SchemaProperty("previousTitle", .nullable(.text), "The title of the screen before it, for its back button."),
        ])

    package static let root = SchemaObject(
        name: "scene",
        summary: "One toolbar on one screen.",
        properties: [
            SchemaProperty("device", .oneOf([.choice(DevicePreset.all.map(\.name), what: "device preset"), .object(customDevice)]),
                           "A preset (\(DevicePreset.all.map { "`\($0.name)`" }.joined(separator: ", "))) or a custom screen."),
            SchemaProperty("scale", .number(.positive(max: 4)), default: "the device's", "Pixels per point."),
            SchemaProperty("orientation", .choice(names(Orientation.self), what: "orientation"), default: shown(madeScene.orientation),
                           "Landscape swaps width and height; phones have no top inset then, and notched phones side insets."),
            SchemaProperty("presentation", .choice(names(Presentation.self), what: "presentation"), default: shown(madeScene.presentation),
                           "`sheet`: a page sheet; `formSheet`: a form sheet (on a phone in portrait, a page sheet, as UIKit adapts it). Where a sheet is a card (phones in portrait, iPads) its bar is 56 pt. With `style: uikit` it is drawn as iOS 15–18 draws it: a card with rounded top corners 10 pt below the status bar over the presenting screen, scaled back over black (phone), or a centred card over the dimmed screen (iPad: a form sheet 540 × 620 pt, a page sheet 704 pt wide), with no status bar inside the card; the `bar` canvas runs from the screen's top to the card's bar. A phone in landscape shows a sheet full screen. The custom bar draws a sheet's bar full width under the status bar. Adds `sheet` / `formsheet` to the reference name."),
            SchemaProperty("style", .choice(names(BarStyle.Word.self), what: "bar style"),
                           default: shown(BarStyle.Word.custom),
                           BarStyle.Word.allCases.map { "`\($0.rawValue)`: \($0.summary)" }.joined(separator: " ")),
            SchemaProperty("colorScheme", .choice(names(ColorScheme.self), what: "colour scheme"), default: shown(madeScene.colorScheme),
                           "`dark`: UIKit's bar takes UIKit's dark appearance (black bar, #1C1C1E on a sheet; white title; #0A84FF tint; the shadow line at 16 %); the custom bar keeps every colour the spec or the toolbar sets and changes only what the system draws: the content under the bar (#1C1C1E, #2C2C2E on a sheet), the status bar's `auto`, the search field and the `system` back button's tint. Adds `dark` to the reference name."),
            SchemaProperty("fonts", .array(of: .path, minItems: 0, maxItems: SpecParser.maxFontFiles),
                           "Font files (`.ttf`, `.otf`, `.ttc`) and globs (`*`, `?`, `**`), relative to the spec: they join the scene's private font set ahead of the pinned fonts, so font objects can name their `family`. (barsnap.json's `fonts` apply to every case.)"),
            SchemaProperty("barState", .choice(names(BarState.self), what: "bar state"), default: shown(madeScene.barState),
                           "With `style: uikit`, which of UIKit's appearances (iOS 15+) the bar shows: `scrollEdge`, the screen at rest with its content at the top — no background (the content shows through) and no shadow line; `scrolled`, content under the bar — the system background and the shadow line, a large title collapsed into the inline title (adds `scrolled` to the reference name). `appearance` keys apply to either. The custom bar ignores it."),
            SchemaProperty("ios", .integer(SpecSchema.iosVersions), default: shown(BarStyle.defaultIOS),
                           "With `style: uikit`, the iOS design of the bar: `26`, iOS 26's bar — items in capsules, a 54-pt band with the items in its lower 44 pt, a chevron-only back circle, no shadow line, items in the label colour (adds `uikit26` to the reference name in place of `uikit`); any earlier version, the iOS 15–18 bar. The custom bar ignores it."),
            SchemaProperty("scrollEdgeEffect", .choice(names(ScrollEdgeEffect.self), what: "scroll edge effect"), default: shown(madeScene.scrollEdgeEffect),
                           "With `ios: 26` and `barState: scrolled`, how the bar stands out from the content under it (UIKit's `UIScrollEdgeEffect.Style`): `soft`, the content fades into the system background towards the top of the screen (no background or shadow line of the bar's own); `hard`, a nearly opaque band of the system background ending in the shadow line (adds `hard` to the reference name). A background given in `appearance` replaces either. Ignored elsewhere."),
            SchemaProperty("barHidden", .boolean, default: shown(madeScene.barHidden),
                           "No bar is drawn (the declarative appearance's `prefersBarHidden`); the content reaches the top under the status bar."),
            SchemaProperty("barHeight", .number(.positive(max: 1000)), default: "44 (phone), 50 (pad), 32 (compact landscape), 56 (sheet)",
                           "The main row's height, replacing the device's."),
            SchemaProperty("canvas", .choice(names(CanvasKind.self), what: "canvas"), default: shown(madeScene.canvas),
                           "`bar`: from the top of the screen to the bar's bottom. `screen`: the whole screen, with the content and the bottom toolbar."),
            SchemaProperty("canPop", .boolean, default: shown(madeScene.canPop), "`false`: a root screen, with no back button. By default a scene is a pushed screen: without `previousTitle` its back button reads \"‹ Back\"."),
            SchemaProperty("backStyle", .choice(names(BackStyle.self), what: "back style"), default: shown(madeScene.backStyle),
                           "`chevron`: the custom bar's orange chevron alone. `system`: the chevron and the back title by UIKit's back-title rule (previous back item → previous title → the localised \"Back\" → chevron alone; with custom left items the title is kept and truncated instead)."),
            SchemaProperty("previousTitle", .nullable(.text), "The previous screen's title, for `backStyle: system`."),
            SchemaProperty("previousBackItem", .nullable(.object(previousBackItem)), "The previous screen's back item."),
            SchemaProperty("appearance", .object(appearance), "The bar's colours, fonts, hairline and status bar."),
            SchemaProperty("toolbarAppearance", .nullable(.object(toolbarAppearance)), default: "follows `appearance`",
                           "The bottom toolbar's own background, alpha, tint and hairline."),
            SchemaProperty("locale", .text, default: "`en`",
                           "The scene's language: the word that replaces a too-long back title (`en` Back, `ja` 戻る, `zh-Hans`/`zh-Hant` 返回, `ko` 뒤로, `de` Zurück, `es` Atrás, `fr` Retour, `it` Indietro, `pt` Voltar, `ru` Назад, `ar` رجوع, `he` חזרה, `fa` بازگشت, `ur` واپس; region tags such as `ja-JP`, `zh-TW`, `ar-EG` resolve to these), the direction (`ar`, `he`, `fa`, `ur` lay out right to left) and the script faces (`ja`, `zh-Hans`, `zh-Hant`, `ko`: Noto Sans CJK in regular and bold; `ar`, `fa`, `ur`, `he`: KacstOne and Nachlieli CLM). Pseudo-locales: `en-XA` (accented, ~40 % longer, in brackets), `en-XD` (every string twice), `ar-XB` (the strings as written, right to left); they apply to every string the bar shows and name themselves in the reference name."),
            SchemaProperty("layoutDirection", .choice(names(LayoutDirection.self), what: "layout direction"), default: "from `locale`",
                           "`rtl` mirrors the bar as UIKit does: the back button and `left` items on the right with the chevron pointing right, `right` items on the left, the large title and prompt aligned right, the status bar mirrored; text is shaped right to left. Adds `rtl` to the reference name."),
            SchemaProperty("contentSize", .choice(names(ContentSizeCategory.self), what: "content size category"), default: shown(madeScene.contentSize),
                           "The Dynamic Type category. Only what UIKit scales in a bar follows it: the large title (Apple's Large Title style, 31…40 pt from `xSmall` to `xxxLarge`, 44…60 pt at `accessibility1`…`accessibility5`; its row grows with it) and the search field's text (the Body style); the inline title, bar button items and prompt keep their sizes. Names itself in the reference name when not `large`."),
            SchemaProperty("backWord", .nullable(.text), default: "the locale's", "That word itself (one line, not empty), for any other language."),
            SchemaProperty("scriptFaces", .choice(["locale", "text"], what: nil), default: "`\"locale\"`",
                           "Which faces non-Latin text draws with: its locale's script's only (`locale`), or, for Chinese, Japanese, Korean, Arabic and Hebrew text, that script's faces and real bold whatever the locale (`text`). `barsnap scan` always gives `text`."),
            SchemaProperty("systemWords", .string(nonEmpty: true), default: "English",
                           "The language of the system items' words (`done`, `cancel`, `edit`, `save`): a language iOS ships (`de` draws `Fertig`, `ja` `完了`). `barsnap scan` always gives it."),
            SchemaProperty("item", .object(navigationItem), "The title, prompt, title view and button groups."),
            SchemaProperty("toolbarItems", items("toolbarItems"), default: "none", "The bottom toolbar's items (with `canvas: screen`)."),
            SchemaProperty("presenting", .object(presenting), default: "a placeholder",
                           "With a `sheet` or `formSheet` drawn as a card (`style: uikit`; phones in portrait, iPads): the screen behind the card, scaled back with its top showing above the card (phone) or full size and dimmed around it (iPad). Where the sheet is not a card (a phone in landscape, the custom bar) nothing of it shows. Leaves the reference name as it is."),
        ],
        required: ["device"])

    /// `barsnap schema scene`.
    package static var jsonSchema: JSON {
        SchemaDocuments.jsonSchema(id: "scene.schema.json", title: "BarSnap scene spec", root: root,
                                   extraRootKeys: [SpecParser.schemaKey])
    }

    /// The scene-spec reference (DocC article `SceneSpecReference`).
    package static var markdown: String {
        SchemaDocuments.markdown(title: "Scene spec reference", introduction: """
            Every key a scene spec may hold, generated from the table the parser reads (`barsnap schema scene \
            --markdown`). A scene spec is one JSON object; unknown keys, wrong types, bad colours, unknown \
            names, non-finite or out-of-range numbers, NUL characters and invalid UTF-8 are errors that name the \
            JSON path (`item.right[1].tint: "#12" is not a colour (#RGB, #RRGGBB or #RRGGBBAA)`). Every object may \
            also carry a `"$comment"` string, and the top level a `"$schema"` string for editors (`barsnap schema \
            scene` prints the JSON Schema).

            ```json
            {
              "device": "iphone-15",
              "appearance": {"background": "#EA2E49", "tint": "#FFFFFF", "titleColor": "#FFFFFF", "statusBar": "light"},
              "item": {
                "title": "今日のおすすめ",
                "right": [{"symbol": "square.and.arrow.up"}, {"system": "done"}]
              }
            }
            ```

            Lengths are points; every frame is snapped to device pixels. The bar sits at `y = safeArea.top` between \
            the side insets; a band from the top of the screen to the bar's bottom is filled with the background.
            """, root: root, rootName: "scene")
    }
}

extension SpecSchema {
    /// The iOS versions `ios` takes: 15–18 draw the same bar, 26 the redesigned one (there were no 19–25).
    static let iosVersions = 15...26

    /// The scene keys stored as they are written, in the order the parser reads them (after `device`).
    static let stored: [(key: String, StoredKey)] = [
        ("colorScheme", .choice(\.colorScheme)),
        ("barHidden", .flag(\.barHidden)),
        ("barState", .choice(\.barState)),
        ("scrollEdgeEffect", .choice(\.scrollEdgeEffect)),
        ("presentation", .choice(\.presentation)),
        ("barHeight", .number(\.barHeight)),
        ("canvas", .choice(\.canvas)),
        ("canPop", .flag(\.canPop)),
        ("backStyle", .choice(\.backStyle)),
        ("previousTitle", .text(\.previousTitle)),
        ("layoutDirection", .choice(\.layoutDirection)),
        ("contentSize", .choice(\.contentSize)),
    ]
}
