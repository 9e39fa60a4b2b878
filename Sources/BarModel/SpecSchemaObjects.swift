import Basics

/// The scene spec's nested objects (font, item, appearance, navigation item, …); the root is in SpecSchema.swift.
extension SpecSchema {
    package static let font = SchemaObject(
        name: "font",
        summary:
            """
                A font: the system face (Inter for Latin, VL PGothic for Japanese, DejaVu Sans for the rest) or a\
                 family from the scene's font set (`fonts`).
                """,
        properties: [
            SchemaProperty(
                "family", .path, default: "the system face",
                """
                    A family of a registered font file (`fonts` in the spec or in barsnap.json), or `Inter`, `VL\
                     PGothic`, `DejaVu Sans`; glyphs it lacks come from those three. An unknown family is an error that\
                     lists the families available. No commas.
                    """
            ),
            SchemaProperty("size", .number(.positive(max: 200)), default: "17", "Point size."),
            SchemaProperty(
                "weight", .choice(names(FontWeight.self), what: "font weight"), default: "`regular`",
                """
                    Each weight of the system face is one pinned font file; a family of your own gets its nearest face\
                     (no synthetic bold).
                    """
            )
        ])

    package static let item = SchemaObject(
        name: "item",
        summary:
            """
                A bar button: exactly one of `title`, `symbol`, `image`, `system`, `placeholder` or `space`, with\
                 optional styling. A text button is its text plus 2 pt on each side, in the item's tint (else the bar's\
                 `tint`, else black); highlighted multiplies R, G and B by 0.85; disabled is #808080.
                """,
        properties: [
            SchemaProperty("title", .text, "A text button."),
            SchemaProperty(
                "symbol", .choice(names(Symbol.self) + IconGlyph.names, what: "symbol"),
                """
                    An SF Symbol name, drawn at 22 pt in the tint: BarSnap's own drawing where it has one (the first\
                     \(Symbol.allCases.count) names), else a stand-in glyph of the pinned icon font (Material Icons,\
                     from `fonts-material-design-icons-iconfont`) by a fixed map. Any other name is an error: give it\
                     as a `placeholder`.
                    """
            ),
            SchemaProperty(
                "image", .path,
                "A PNG file relative to the spec; `name@2x.png` / `name@3x.png` hold 2 or 3 pixels per point."),
            SchemaProperty(
                "system", .choice(names(SystemItem.self), what: "system item"),
                """
                    A system item: `done` (bold text), `cancel`, `edit`, `save` (text), `close`, `add`, `action`,\
                     `search`, `compose`, `trash`, `refresh`, `bookmarks`, `reply` (symbols).
                    """
            ),
            SchemaProperty(
                "placeholder", .text,
                """
                    A visible, labelled box in place of something BarSnap cannot draw (an SF Symbol it has no drawing\
                     of, a vector asset): the label in small text on a light box of the tint. `barsnap scan` writes it\
                     and reports why.
                    """
            ),
            SchemaProperty(
                "space", .oneOf([.constant("flexible"), .number(.nonNegative(max: 10_000))]),
                "`\"flexible\"` (shares the free width, in the bottom toolbar) or a fixed width in points."),
            SchemaProperty("tint", .nullable(.color), default: "the bar's `tint`", "This item's colour."),
            SchemaProperty(
                "enabled", .boolean, default: shown(madeItem.enabled), "A disabled item is drawn in #808080."),
            SchemaProperty(
                "highlighted", .boolean, default: shown(madeItem.highlighted), """
                    Pressed: the tint's R, G and B × 0.85.
                    """),
            SchemaProperty("font", .object(font), default: "system 16 (system items: 17)", "The text's font."),
            SchemaProperty(
                "template", .boolean, default: shown(madeItem.template),
                "Images only: draw the image's alpha as a mask filled with the tint."),
            SchemaProperty(
                "prominent", .boolean, default: shown(madeItem.prominent),
                """
                    iOS 26's bar (`ios: 26`): the prominent style — a capsule of its own filled with the item's tint\
                     (else iOS 26's `systemBlue`, #0088FF, dark #0091FF), the content white. Ignored elsewhere.
                    """
            ),
            SchemaProperty(
                "badge", .nullable(.string(nonEmpty: true)), default: "none",
                """
                    iOS 26's bar: a short text (a count) on a red capsule at the item's top trailing corner. Ignored\
                     elsewhere.
                    """
            ),
            SchemaProperty(
                "sharesBackground", .boolean, default: shown(madeItem.sharesBackground),
                """
                    iOS 26's bar: `false` gives the item a capsule of its own instead of sharing one with the items\
                     beside it. Ignored elsewhere.
                    """
            ),
            SchemaProperty(
                "placement", .choice(names(ToolbarPlacement.self), what: "toolbar placement"), default: "`automatic`",
                """
                    Only in `item.toolbar` (SwiftUI's `ToolbarItem(placement:)`): where the item asks to go; the style\
                     places it as the scene's iOS does (see `item.toolbar`). `keyboard` and `status` are accepted and\
                     not drawn (`barsnap layout` lists them under `notDrawn`).
                    """
            ),
            SchemaProperty(
                "role", .choice(names(ItemRole.self), what: "button role"), default: "none",
                """
                    SwiftUI's `Button(role:)`. `destructive`: the item in `systemRed` unless it has a `tint`.\
                     `confirm`: drawn as a `confirmationAction` (bold on the iOS 15–18 bar, prominent on iOS 26's).\
                     `cancel` and `close` change nothing drawn (give the content the code shows: `{\"system\":\
                     \"close\"}` for a `Button(role: .close)` without a label).
                    """
            )
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
            SchemaProperty(
                "idiom", .choice(names(Idiom.self), what: "idiom"), default: "`phone`",
                "Phone bars are 44 pt (32 in landscape), pad bars 50 pt."),
            SchemaProperty(
                "safeArea", .object(safeArea), default: "no insets",
                "The safe area; the bar sits at `safeArea.top`, between the side insets.")
        ],
        required: ["width", "height"])

    package static let appearance = SchemaObject(
        name: "appearance",
        summary: "How the bar looks (the declarative appearance's `Appearance`; UIKit's bar settings).",
        properties: [
            SchemaProperty(
                "background", .color,
                default:
                    """
                        `#AAAAAA` (the custom bar's lightGray); with `style: uikit` none at the scroll edge\
                         (`barState`), scrolled `#FFFFFF`, dark `#000000` (`#1C1C1E` on a sheet)
                        """,
                "The band's colour, from the top of the screen to the bar's bottom."),
            SchemaProperty(
                "backgroundAlpha", .number(.fraction), default: "1",
                "Multiplies the background's alpha (translucent bars)."),
            SchemaProperty(
                "backgroundImage", .nullable(.path), "A PNG drawn over the background, stretched to the band."),
            SchemaProperty(
                "tint", .nullable(.color), default: "black; with `style: uikit` `#007AFF`, dark `#0A84FF`",
                "Text and symbol items without their own tint."),
            SchemaProperty(
                "titleColor", .color, default: "black; white with `style: uikit` in dark mode", "The title's colour."),
            SchemaProperty(
                "titleFont", .object(font), default: "system 17 regular (UILabel); 17 semibold with `style: uikit`",
                "The title's font."),
            SchemaProperty(
                "largeTitleFont", .object(font), default: "system 34 bold",
                "The large title's font (UIKit's `largeTitleTextAttributes`)."),
            SchemaProperty(
                "subtitleColor", .nullable(.color), default: "`titleColor` at 60 % opacity",
                "The subtitle's colour (`item.subtitle`)."),
            SchemaProperty(
                "subtitleFont", .nullable(.object(font)),
                default: "`titleFont`'s family, regular, 12/17 of its size (12 pt)", "The subtitle's font."),
            SchemaProperty(
                "hairline", .nullable(.color),
                default:
                    "none; with `style: uikit` none at the scroll edge (`barState`), scrolled black at 30 %, dark 16 %",
                """
                    A one-device-pixel line: the custom bar's last pixel row, or UIKit's shadow line directly below the\
                     bar. `null` removes it.
                    """
            ),
            SchemaProperty("shadow", .nullable(.color), "UIKit's name for `hairline` (give one of them)."),
            SchemaProperty(
                "statusBar", .choice(names(StatusBarSetting.self), what: "status bar style"), default: "`auto`",
                """
                    `dark` or `light` glyphs; `default` (UIKit's `.default`: dark in the light colour scheme, light in\
                     the dark one); `auto` (the one with the higher WCAG contrast on the background, a translucent one\
                     over the content; light wins a tie in dark mode); or `hidden`.
                    """
            )
        ])

    package static let toolbarAppearance = SchemaObject(
        name: "toolbarAppearance",
        summary:
            """
                The bottom toolbar's own bar (the declarative appearance's `Appearance.toolbar`); every key left out\
                 follows `appearance`.
                """,
        properties: [
            SchemaProperty(
                "background", .color, default: "`appearance.background`",
                "The toolbar's colour, down to the screen's bottom edge."),
            SchemaProperty(
                "backgroundAlpha", .number(.fraction), default: "`appearance.backgroundAlpha`",
                "Multiplies the background's alpha."),
            SchemaProperty("tint", .color, default: "`appearance.tint`", "Toolbar items without their own tint."),
            SchemaProperty(
                "hairline", .nullable(.color), default: "`appearance.hairline`",
                """
                    A one-device-pixel line at the toolbar's top edge, faded with its `backgroundAlpha`; `null` removes\
                     it.
                    """
            )
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
        summary:
            """
                A `UISearchController` on the item (`navigationItem.searchController`): with `style: uikit` (iOS 15–18)\
                 its field is drawn in a 52-pt row of its own under the title — under the large title when one shows,\
                 under the inline title otherwise (a phone in landscape, or scrolled with `hidesWhenScrolling: false`).\
                 The custom bar and iOS 26's bar ignore it.
                """,
        properties: [
            SchemaProperty("placeholder", .text, default: "`Search`", "The grey placeholder text."),
            SchemaProperty(
                "hidesWhenScrolling", .boolean, default: "`true`",
                """
                    UIKit's `hidesSearchBarWhenScrolling`: with `barState: scrolled` the search row is hidden and the\
                     bar shows the inline title alone; `false` keeps the row pinned under the inline title.
                    """
            )
        ])

    package static let navigationItem = SchemaObject(
        name: "navigationItem",
        summary:
            """
                What the screen shows in the bar (UIKit's navigation item). Left group: leading edge at 7 pt, 3 pt\
                 between buttons; right group: trailing edge at 7 pt, the first item rightmost; an empty group is a\
                 2-pt spacer. The back button is the first left item when the screen can pop, does not hide it, and has\
                 no left items (or `leftItemsSupplementBackButton`).
                """,
        properties: [
            SchemaProperty(
                "title", .nullable(.text),
                "The title: up to two lines, shrinking in 0.5-pt steps to half its size, then truncated."),
            SchemaProperty(
                "subtitle", .nullable(.text),
                """
                    The custom bar's title and subtitle: a smaller, lighter line under the title; both one line,\
                     stacked and centred, shrinking by one factor to fit the height, then each to fit the width, then\
                     truncated. Not with `titleView`, nor with `largeTitle` except on iOS 26's bar. iOS 26's bar (`ios:\
                     26`, `UINavigationItem.subtitle`): a 13-pt line in the secondary label colour under the inline\
                     title, the two centred together on the item row; under the large title when there is no\
                     `largeSubtitle`.
                    """
            ),
            SchemaProperty(
                "largeSubtitle", .nullable(.text),
                """
                    iOS 26's bar (`ios: 26`, `UINavigationItem.largeSubtitle`): a 15-pt line in the secondary label\
                     colour under the large title, at the leading margin; the large-title row grows by 20 pt. Ignored\
                     where no large title is drawn.
                    """
            ),
            SchemaProperty("prompt", .nullable(.text), "A small line above the title; adds a 30-pt row."),
            SchemaProperty(
                "largeTitle", .boolean, default: shown(madeScene.item.largeTitle),
                """
                    Adds a 52-pt row with the title at 34 pt bold, leading-aligned. On UIKit's bar only at the scroll\
                     edge and not in compact height (a phone in landscape): there the inline title is drawn.
                    """
            ),
            SchemaProperty(
                "titleMode", .choice(names(TitleMode.self), what: "title mode"),
                default: shown(madeScene.item.titleMode),
                """
                    `fill`: between the groups, 7 pt from each and from the top and bottom. `center`: centred on the\
                     bar, clear of both groups.
                    """
            ),
            SchemaProperty("titleView", .nullable(.object(titleView)), "Replaces the title label."),
            SchemaProperty(
                "searchController", .nullable(.object(searchController)), default: "none",
                "A search controller: UIKit's bar draws its field in a row under the title."),
            SchemaProperty(
                "hidesBackButton", .boolean, default: shown(madeScene.item.hidesBackButton), "Hide the back button."),
            SchemaProperty(
                "leftItemsSupplementBackButton", .boolean, default: shown(madeScene.item.leftItemsSupplementBackButton),
                "Show the back button and the left items together."),
            SchemaProperty(
                "style", .choice(names(NavigationItemStyle.self), what: "item style"),
                default: shown(madeScene.item.style), SplitColumnDocs.itemStyle),
            SchemaProperty("left", items("left"), default: "none", "Left items, left to right."),
            SchemaProperty(
                "right", items("right"), default: "none", "Right items; the first is the rightmost, as in UIKit."),
            SchemaProperty("toolbar", items("toolbar"), default: "none", ToolbarPlacementDocs.toolbarKey)
        ])

    package static let previousBackItem = SchemaObject(
        name: "previousBackItem",
        summary:
            """
                The previous screen's back item (UIKit's back-title rule): its title is the back button's when\
                 `backStyle` is `system`.
                """,
        properties: [SchemaProperty("title", .nullable(.text), "The back item's title.")])

    package static let presenting = SchemaObject(
        name: "presenting",
        summary:
            """
                The screen a sheet is presented over, drawn behind the sheet's card: a pushed screen on the same\
                 device, in the same colour scheme, style, iOS design, language and fonts, with its own bar.
                """,
        properties: [
            SchemaProperty(
                "item", .object(navigationItem), default: "no title, no items",
                "Its title, prompt, title view and button groups."),
            SchemaProperty(
                "appearance", .object(appearance), default: "its style's",
                "Its bar's colours, fonts, hairline (its status bar is the sheet's)."),
            SchemaProperty(
                "barState", .choice(names(BarState.self), what: "bar state"), default: shown(madeScene.barState),
                "Its bar's state (`style: uikit`)."),
            SchemaProperty("barHidden", .boolean, default: shown(madeScene.barHidden), "No bar on it."),
            SchemaProperty(
                "canPop", .boolean, default: shown(madeScene.canPop),
                """
                    `false`: a root screen, with no back button. By default a scene is a pushed screen: without\
                     `previousTitle` its back button reads \"‹ Back\".
                    """
            ),
            SchemaProperty("previousTitle", .nullable(.text), "The title of the screen before it, for its back button.")
        ])
}
