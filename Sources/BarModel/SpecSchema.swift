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

    package static let root = SchemaObject(
        name: "scene",
        summary: "One toolbar on one screen.",
        properties: [
            SchemaProperty(
                "device", .oneOf([.choice(DevicePreset.all.map(\.name), what: "device preset"), .object(customDevice)]),
                "A preset (\(DevicePreset.all.map { "`\($0.name)`" }.joined(separator: ", "))) or a custom screen."),
            SchemaProperty("scale", .number(.positive(max: 4)), default: "the device's", "Pixels per point."),
            SchemaProperty(
                "orientation", .choice(names(Orientation.self), what: "orientation"),
                default: shown(madeScene.orientation),
                "Landscape swaps width and height; phones have no top inset then, and notched phones side insets."),
            SchemaProperty(
                "presentation", .choice(names(Presentation.self), what: "presentation"),
                default: shown(madeScene.presentation),
                """
                    `sheet`: a page sheet; `formSheet`: a form sheet (on a phone in portrait, a page sheet, as UIKit\
                     adapts it). Where a sheet is a card (phones in portrait, iPads) its bar is 56 pt. With `style:\
                     uikit` it is drawn as iOS 15–18 draws it: a card with rounded top corners 10 pt below the status\
                     bar over the presenting screen, scaled back over black (phone), or a centred card over the dimmed\
                     screen (iPad: a form sheet 540 × 620 pt, a page sheet 704 pt wide), with no status bar inside the\
                     card; the `bar` canvas runs from the screen's top to the card's bar. A phone in landscape shows a\
                     sheet full screen. The custom bar draws a sheet's bar full width under the status bar. Adds\
                     `sheet` / `formsheet` to the reference name.
                    """
            ),
            SchemaProperty(
                "style", .choice(names(BarStyle.Word.self), what: "bar style"),
                default: shown(BarStyle.Word.custom),
                BarStyle.Word.allCases.map { "`\($0.rawValue)`: \($0.summary)" }.joined(separator: " ")),
            SchemaProperty(
                "colorScheme", .choice(names(ColorScheme.self), what: "colour scheme"),
                default: shown(madeScene.colorScheme),
                """
                    `dark`: UIKit's bar takes UIKit's dark appearance (black bar, #1C1C1E on a sheet; white title;\
                     #0A84FF tint; the shadow line at 16 %); the custom bar keeps every colour the spec or the toolbar\
                     sets and changes only what the system draws: the content under the bar (#1C1C1E, #2C2C2E on a\
                     sheet), the status bar's `auto`, the search field and the `system` back button's tint. Adds `dark`\
                     to the reference name.
                    """
            ),
            SchemaProperty(
                "fonts", .array(of: .path, minItems: 0, maxItems: SpecParser.maxFontFiles),
                """
                    Font files (`.ttf`, `.otf`, `.ttc`) and globs (`*`, `?`, `**`), relative to the spec: they join the\
                     scene's private font set ahead of the pinned fonts, so font objects can name their `family`.\
                     (barsnap.json's `fonts` apply to every case.)
                    """
            ),
            SchemaProperty(
                "barState", .choice(names(BarState.self), what: "bar state"), default: shown(madeScene.barState),
                """
                    With `style: uikit`, which of UIKit's appearances (iOS 15+) the bar shows: `scrollEdge`, the screen\
                     at rest with its content at the top — no background (the content shows through) and no shadow\
                     line; `scrolled`, content under the bar — the system background and the shadow line, a large title\
                     collapsed into the inline title (adds `scrolled` to the reference name). `appearance` keys apply\
                     to either. The custom bar ignores it.
                    """
            ),
            SchemaProperty(
                "ios", .integer(SpecSchema.iosVersions), default: shown(BarStyle.defaultIOS),
                """
                    With `style: uikit`, the iOS design of the bar: `26`, iOS 26's bar — items in capsules, a 54-pt\
                     band with the items in its lower 44 pt, a chevron-only back circle, no shadow line, items in the\
                     label colour (adds `uikit26` to the reference name in place of `uikit`); any earlier version, the\
                     iOS 15–18 bar. The custom bar ignores it.
                    """
            ),
            SchemaProperty(
                "scrollEdgeEffect", .choice(names(ScrollEdgeEffect.self), what: "scroll edge effect"),
                default: shown(madeScene.scrollEdgeEffect),
                """
                    With `ios: 26` and `barState: scrolled`, how the bar stands out from the content under it (UIKit's\
                     `UIScrollEdgeEffect.Style`): `soft`, the content fades into the system background towards the top\
                     of the screen (no background or shadow line of the bar's own); `hard`, a nearly opaque band of the\
                     system background ending in the shadow line (adds `hard` to the reference name). A background\
                     given in `appearance` replaces either. Ignored elsewhere.
                    """
            ),
            SchemaProperty(
                "barHidden", .boolean, default: shown(madeScene.barHidden),
                """
                    No bar is drawn (the declarative appearance's `prefersBarHidden`); the content reaches the top\
                     under the status bar.
                    """
            ),
            SchemaProperty(
                "barHeight", .number(.positive(max: 1000)),
                default: "44 (phone), 50 (pad), 32 (compact landscape), 56 (sheet)",
                "The main row's height, replacing the device's."),
            SchemaProperty(
                "canvas", .choice(names(CanvasKind.self), what: "canvas"), default: shown(madeScene.canvas),
                """
                    `bar`: from the top of the screen to the bar's bottom. `screen`: the whole screen, with the content\
                     and the bottom toolbar.
                    """
            ),
            SchemaProperty(
                "canPop", .boolean, default: shown(madeScene.canPop),
                """
                    `false`: a root screen, with no back button. By default a scene is a pushed screen: without\
                     `previousTitle` its back button reads \"‹ Back\".
                    """
            ),
            SchemaProperty(
                "column", .choice(names(SplitColumn.self), what: "split view column"),
                default: "the whole width", SplitColumnDocs.text),
            SchemaProperty(
                "backStyle", .choice(names(BackStyle.self), what: "back style"), default: shown(madeScene.backStyle),
                """
                    `chevron`: the custom bar's orange chevron alone. `system`: the chevron and the back title by\
                     UIKit's back-title rule (previous back item → previous title → the localised \"Back\" → chevron\
                     alone; with custom left items the title is kept and truncated instead).
                    """
            ),
            SchemaProperty("previousTitle", .nullable(.text), "The previous screen's title, for `backStyle: system`."),
            SchemaProperty(
                "previousBackItem", .nullable(.object(previousBackItem)), "The previous screen's back item."),
            SchemaProperty("appearance", .object(appearance), "The bar's colours, fonts, hairline and status bar."),
            SchemaProperty(
                "toolbarAppearance", .nullable(.object(toolbarAppearance)), default: "follows `appearance`",
                "The bottom toolbar's own background, alpha, tint and hairline."),
            SchemaProperty(
                "locale", .text, default: "`en`",
                """
                    The scene's language: the word that replaces a too-long back title (`en` Back, `ja` 戻る,\
                     `zh-Hans`/`zh-Hant` 返回, `ko` 뒤로, `de` Zurück, `es` Atrás, `fr` Retour, `it` Indietro, `pt` Voltar,\
                     `ru` Назад, `ar` رجوع, `he` הקודם, `fa` بازگشت, `ur` واپس; region tags such as `ja-JP`, `zh-TW`,\
                     `ar-EG` resolve to these), the direction (`ar`, `he`, `fa`, `ur` lay out right to left) and the\
                     script faces (`ja`, `zh-Hans`, `zh-Hant`, `ko`: Noto Sans CJK in regular and bold; `ar`, `fa`,\
                     `ur`, `he`: KacstOne and Nachlieli CLM). Pseudo-locales: `en-XA` (accented, ~40 % longer, in\
                     brackets), `en-XD` (every string twice), `ar-XB` (the strings as written, right to left); they\
                     apply to every string the bar shows and name themselves in the reference name.
                    """
            ),
            SchemaProperty(
                "layoutDirection", .choice(names(LayoutDirection.self), what: "layout direction"),
                default: "from `locale`",
                """
                    `rtl` mirrors the bar as UIKit does: the back button and `left` items on the right with the chevron\
                     pointing right, `right` items on the left, the large title and prompt aligned right, the status\
                     bar mirrored; text is shaped right to left. Adds `rtl` to the reference name.
                    """
            ),
            SchemaProperty(
                "contentSize", .choice(names(ContentSizeCategory.self), what: "content size category"),
                default: shown(madeScene.contentSize),
                """
                    The Dynamic Type category. Only what UIKit scales in a bar follows it: the large title (Apple's\
                     Large Title style, 31…40 pt from `xSmall` to `xxxLarge`, 44…60 pt at\
                     `accessibility1`…`accessibility5`; its row grows with it) and the search field's text (the Body\
                     style); the inline title, bar button items and prompt keep their sizes. Names itself in the\
                     reference name when not `large`.
                    """
            ),
            SchemaProperty(
                "backWord", .nullable(.text), default: "the locale's",
                "That word itself (one line, not empty), for any other language."),
            SchemaProperty(
                "scriptFaces", .choice(["locale", "text"], what: nil), default: "`\"locale\"`",
                """
                    Which faces non-Latin text draws with: its locale's script's only (`locale`), or, for Chinese,\
                     Japanese, Korean, Arabic and Hebrew text, that script's faces and real bold whatever the locale\
                     (`text`). `barsnap scan` always gives `text`.
                    """
            ),
            SchemaProperty(
                "systemWords", .string(nonEmpty: true), default: "English",
                """
                    The language of the system items' words (`done`, `cancel`, `edit`, `save`): a language iOS ships\
                     (`de` draws `Fertig`, `ja` `完了`). `barsnap scan` always gives it.
                    """
            ),
            SchemaProperty("item", .object(navigationItem), "The title, prompt, title view and button groups."),
            SchemaProperty(
                "toolbarItems", items("toolbarItems"), default: "none",
                "The bottom toolbar's items (with `canvas: screen`)."),
            SchemaProperty(
                "presenting", .object(presenting), default: "a placeholder",
                """
                    With a `sheet` or `formSheet` drawn as a card (`style: uikit`; phones in portrait, iPads): the\
                     screen behind the card, scaled back with its top showing above the card (phone) or full size and\
                     dimmed around it (iPad). Where the sheet is not a card (a phone in landscape, the custom bar)\
                     nothing of it shows. Leaves the reference name as it is.
                    """
            )
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
        ("column", .choice(\.column)),
        ("canPop", .flag(\.canPop)),
        ("backStyle", .choice(\.backStyle)),
        ("previousTitle", .text(\.previousTitle)),
        ("layoutDirection", .choice(\.layoutDirection)),
        ("contentSize", .choice(\.contentSize)),
    ]
}
