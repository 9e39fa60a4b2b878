import Basics

/// What the snapshot shows (`canvas`).
public enum CanvasKind: String, Sendable, CaseIterable {
    /// From the top of the screen to the bar's bottom.
    case bar
    /// The whole screen, with the content placeholder and the bottom toolbar.
    case screen
}

/// How a back button is drawn (`backStyle`).
public enum BackStyle: String, Sendable, CaseIterable {
    /// The custom bar: the orange chevron only. (Glossary: back-button rule)
    case chevron
    /// UIKit's back-title rule: chevron + the previous screen's back title / title / "Back". (Glossary: back-title
    /// rule)
    case system
}

/// Where the custom bar puts its inline title (`titleMode`).
public enum TitleMode: String, Sendable, CaseIterable {
    /// Between the two groups, 7 from each, 7 from top and bottom.
    case fill
    /// Centred on the bar, still clear of both groups.
    case center
}

/// UIKit's `UINavigationItem.ItemStyle` (SwiftUI's `.toolbarRole`): how the item lays out in the bar.
public enum NavigationItemStyle: String, Sendable, CaseIterable {
    case navigator, browser, editor
}

/// The column of an iPad split view (`UISplitViewController`, SwiftUI's `NavigationSplitView`) whose bar is drawn.
public enum SplitColumn: String, Sendable, CaseIterable {
    case sidebar, content, detail
}

/// The status bar a scene shows (`statusBar`): its glyph colour, or hidden.
public enum StatusBarSetting: String, Sendable, CaseIterable {
    case dark, light, auto, hidden
    /// UIKit's `.default`: dark glyphs in the light colour scheme, light glyphs in the dark one.
    case `default`
}

/// Which bar a scene draws: the one key every stage asks (the layout looks its `BarStyleDefinition` up by it). A
/// spec picks it with `style` and, for UIKit's bar, `ios` (`init(spec:ios:)`, the only place the two are read);
/// Swift code sets it (`scene.style = .uikit26`).
public struct BarStyle: Hashable, Sendable, CustomStringConvertible {
    /// The style's name: what it adds to a reference name, `barsnap layout`'s `style`.
    public let name: String

    /// A style's name; a style of your own is drawn once its definition is registered (`BarStyles.register`).
    package init(_ name: String) { self.name = name }

    /// The custom bar (Cookpad's `NoBarNavigationController` wrapper): the default. (Glossary: custom bar)
    public static let custom = BarStyle("custom")
    /// UIKit's own `UINavigationBar` with its default appearance on iOS 15–18.
    public static let uikit = BarStyle("uikit")
    /// UIKit's `UINavigationBar` as iOS 26 draws it (Liquid Glass capsules in a 54-pt band).
    public static let uikit26 = BarStyle("uikit26")

    /// A scene's style unless it says otherwise.
    public static let `default` = BarStyle.custom

    /// How a spec names it: `style`, then `ios` where the style has iOS designs.
    public var description: String { self == .uikit26 ? "uikit, ios 26" : name }

    /// The spec's `style` words, each with the sentence the scene-spec reference shows.
    public enum Word: String, Sendable, CaseIterable {
        case custom, uikit

        /// What the word draws, one sentence for the reference's `style` row.
        public var summary: String {
            switch self {
            case .custom: "the custom bar."
            case .uikit: "UIKit's standard navigation bar (iOS 15+), with its own margins, spacing, back button and "
                + "shadow line; `ios` picks its iOS design."
            }
        }
    }

    /// The iOS design a spec's `ios` gives when it leaves it out.
    public static let defaultIOS = 18

    /// The style a spec's `style` and `ios` pick: `uikit` with `ios` 26 is iOS 26's bar, any earlier version the
    /// iOS 15–18 bar; the custom bar ignores `ios`.
    public init(spec word: Word, ios: Int) {
        switch word {
        case .custom: self = .custom
        case .uikit: self = ios >= 26 ? .uikit26 : .uikit
        }
    }
}

/// Which of UIKit's bar appearances a `style: uikit` bar shows (iOS 15 and later).
public enum BarState: String, Sendable, CaseIterable {
    /// At rest, content scrolled to its top: the `scrollEdgeAppearance`, which by default is transparent (the
    /// content shows through the bar) and has no shadow line. What a screen shows when it appears.
    case scrollEdge
    /// Content scrolled under the bar: the `standardAppearance` (the system background and the shadow line).
    case scrolled
}

/// How iOS 26's bar separates itself from content scrolled under it (`UIScrollEdgeEffect.Style`; SwiftUI's
/// `scrollEdgeEffectStyle`), which replaces the shadow line of earlier versions.
public enum ScrollEdgeEffect: String, Sendable, CaseIterable {
    /// UIKit's default: the content fades into the system background towards the top of the screen.
    case soft
    /// "A hard cutoff and dividing line": a nearly opaque band ending in a line.
    case hard
}

/// The interface style a scene is drawn in (UIKit's `userInterfaceStyle`).
public enum ColorScheme: String, Sendable, CaseIterable {
    case light, dark
}

/// A decoded image used by an item or as a background.
public struct ImageResource: Equatable, Sendable {
    /// The path as written in the spec (for labels and messages).
    public var path: String
    public var bitmap: Bitmap
    /// Pixels per point: 2 or 3 for `name@2x.png` / `name@3x.png`, else 1.
    public var scale: Double

    public init(path: String, bitmap: Bitmap, scale: Double) {
        self.path = path
        self.bitmap = bitmap
        self.scale = scale
    }

    /// The image's size in points: its pixels divided by its scale.
    public var pointSize: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}

public struct BarItem: Equatable, Sendable {
    /// What the item shows: a title, a symbol, an image, a system item, a space or a placeholder.
    public enum Content: Equatable, Sendable {
        case title(String)
        case symbol(Symbol)
        /// An SF Symbol BarSnap has no drawing of, drawn as the pinned icon font's glyph for it (`IconGlyph`).
        case standIn(IconGlyph)
        case image(ImageResource)
        case system(SystemItem)
        /// A space that takes the room left in a bottom toolbar (`UIBarButtonItem.flexibleSpace()`).
        case flexibleSpace
        /// A space this many points wide (`UIBarButtonItem.fixedSpace(_:)`).
        case fixedSpace(Double)
        /// Something BarSnap cannot draw (an SF Symbol it has no drawing of, a vector asset): a labelled box.
        case placeholder(String)
    }

    public var content: Content
    public var tint: Color?
    public var enabled: Bool
    public var highlighted: Bool
    public var font: FontSpec?
    /// For images: draw as a template (alpha mask filled with the item's colour).
    public var template: Bool
    /// iOS 26's bar: `UIBarButtonItem.Style.prominent` — a capsule of its own filled with the tint, the content white.
    public var prominent = false
    /// iOS 26's bar: `UIBarButtonItem.badge` — a short text on a red capsule at the item's top trailing corner.
    public var badge: String?
    /// iOS 26's bar: `UIBarButtonItem.sharesBackground` — `false` gives the item a capsule of its own.
    public var sharesBackground = true
    /// SwiftUI's `ToolbarItem(placement:)`, for an entry of `item.toolbar` (nil elsewhere: `automatic` there).
    public var placement: ToolbarPlacement?
    /// SwiftUI's `Button(role:)`: the style draws it as the scene's iOS does (a destructive item red, …).
    public var role: ItemRole?

    public init(
        _ content: Content, tint: Color? = nil, enabled: Bool = true, highlighted: Bool = false,
        font: FontSpec? = nil, template: Bool = false
    ) {
        self.content = content
        self.tint = tint
        self.enabled = enabled
        self.highlighted = highlighted
        self.font = font
        self.template = template
    }
}

/// A view in the title's place (`item.titleView`): a search field with its placeholder.
public enum TitleView: Equatable, Sendable {
    case searchField(placeholder: String)
}

/// A `UISearchController` on the navigation item (`navigationItem.searchController`): UIKit's bar draws its search
/// field in a row of its own under the title (under the large title when one shows). Drawn by UIKit's iOS 15–18 bar.
public struct SearchController: Equatable, Sendable {
    /// The field's grey placeholder text.
    public var placeholder: String
    /// `hidesSearchBarWhenScrolling`: scrolled (`barState: scrolled`) the search row is gone and the bar shows the
    /// inline title alone; `false` keeps the row pinned under the inline title.
    public var hidesWhenScrolling: Bool

    public init(placeholder: String = "Search", hidesWhenScrolling: Bool = true) {
        self.placeholder = placeholder
        self.hidesWhenScrolling = hidesWhenScrolling
    }
}

public struct NavigationItem: Equatable, Sendable {
    public var title: String?
    /// The custom bar's "title and subtitle": a second, smaller and lighter label stacked under the title.
    public var subtitle: String?
    /// iOS 26's bar: `UINavigationItem.largeSubtitle`, the line under the large title (nil: `subtitle` there).
    public var largeSubtitle: String?
    /// What iOS 26's bar draws under a large title: `largeSubtitle`, else `subtitle` (nil when neither or empty).
    public var largeSubtitleText: String? {
        guard let s = largeSubtitle ?? subtitle, !s.isEmpty else { return nil }
        return s
    }
    public var prompt: String?
    public var largeTitle: Bool = false
    public var titleMode: TitleMode = .fill
    public var titleView: TitleView?
    /// A search controller: its field in a row under the title (UIKit's bar).
    public var searchController: SearchController?
    public var hidesBackButton: Bool = false
    public var leftItemsSupplementBackButton: Bool = false
    /// `UINavigationItem.style`: `browser` and `editor` lead-align the title on an iPad; `editor` shows the back
    /// button as the chevron alone.
    public var style: NavigationItemStyle = .navigator
    public var left: [BarItem] = []
    /// First = rightmost, as in UIKit.
    public var right: [BarItem] = []
    /// SwiftUI's `.toolbar { … }`: every item in declaration order, each with its `placement`; the bar style places
    /// them (leading, trailing, in the title's place, in the bottom toolbar or in an overflow menu) as the scene's
    /// iOS does. Not together with `left` or `right`.
    public var toolbar: [BarItem] = []
    /// A `principal` toolbar item that is not text (a symbol, a placeholder for a picker or a custom view): UIKit's
    /// bars draw it centred in the title's place. Set by placing `toolbar`, not read from a spec.
    public var principalItem: BarItem?
    /// A principal symbol or image beside the principal `Text` (SwiftUI's `HStack { Image(…); Text(…) }` or a
    /// `Label` in the `principal` placement): drawn with the title, before it (after it when `titleIconAfter`).
    /// Set by placing `toolbar`, not read from a spec.
    public var titleIcon: BarItem?
    /// The title icon follows the text (it came after the `Text` in the code) instead of leading it.
    public var titleIconAfter = false
    public init() {}

    /// The item's keys that hold one line of text, in the order the parser reads them: the parser, the checks
    /// (`Check.text`) and the pseudo-locales iterate it. A new text key is its property, its line here and its row
    /// in `SpecSchema.navigationItem`.
    package static let texts: [(key: String, path: WritableKeyPath<NavigationItem, String?> & Sendable)] = [
        ("title", \.title), ("subtitle", \.subtitle), ("largeSubtitle", \.largeSubtitle), ("prompt", \.prompt),
    ]
}

/// Everything one render needs: the parsed and validated scene spec.
public struct Scene: Equatable, Sendable {
    public var screen: DeviceScreen
    /// The bar drawn: the custom bar (default), UIKit's iOS 15–18 bar or iOS 26's (`BarStyle`).
    public var style: BarStyle = .default
    /// The declarative appearance's `prefersBarHidden` (Glossary: hidden bar): no bar is drawn; the content reaches
    /// the top of the screen under the status bar. The `bar` canvas keeps the height the bar would have, so bar ↔
    /// no-bar frames line up.
    public var barHidden: Bool = false
    /// UIKit's bar at the scroll edge (transparent, no shadow: the default) or scrolled (opaque, with its shadow).
    /// The custom bar ignores it.
    public var barState: BarState = .scrollEdge
    /// iOS 26's bar when scrolled (`scrollEdgeEffect`): the soft fade (default, as UIKit) or the hard band.
    public var scrollEdgeEffect: ScrollEdgeEffect = .soft
    public var orientation: Orientation = .portrait
    /// Light (default) or dark: UIKit's bar takes its dark defaults; the custom bar changes only what the toolbar
    /// leaves to the system (the status bar's `auto`, the content under the bar).
    public var colorScheme: ColorScheme = .light
    public var presentation: Presentation = .push
    public var barHeight: Double?
    public var canvas: CanvasKind = .bar
    /// The split view column whose bar is drawn on an iPad (nil: the whole width). A phone ignores it: there the
    /// split view collapses into one stack.
    public var column: SplitColumn?
    public var canPop: Bool = true
    public var backStyle: BackStyle = .chevron
    public var previousTitle: String?
    /// The previous screen's `backButtonTitle`, which UIKit's back button shows before its title.
    public var previousBackItemTitle: String?
    /// What the spec or your code set of the bar's look (`Appearance.given`); the rest comes from the style, the
    /// colour scheme and the presentation when the scene is laid out: read `resolvedAppearance` for what is drawn.
    public var appearance = Appearance()
    /// The bottom toolbar's own appearance (`toolbarAppearance`); empty = follow `appearance`.
    public var toolbarAppearance = ToolbarAppearance()
    /// The language of the system's words (`locale`): today the back button's "Back".
    public var locale: BackWord.Locale = .en
    /// `layoutDirection`: nil follows the locale (right to left for Arabic, Hebrew, Persian, Urdu and `ar-XB`).
    public var layoutDirection: LayoutDirection?
    /// `contentSize`: the Dynamic Type category; what UIKit scales in a bar (the large title, the search field's
    /// text) follows it.
    public var contentSize: ContentSizeCategory = .large
    /// `backWord`: the word that replaces a too-long back title, overriding the locale's.
    public var backWordOverride: String?
    /// `systemWords`: the language of the system items' words (`Fertig` for `done` in `de`); nil: English.
    public var systemWords: UIKitWords.Words?
    /// `"scriptFaces": "text"`: Chinese, Japanese, Korean, Arabic and Hebrew text takes its script's faces (and real
    /// bold) whatever the locale; default (`"locale"`): only the locale's script has its faces.
    public var facesFromText = false
    public var item = NavigationItem()
    public var toolbarItems: [BarItem] = []
    /// The screen a sheet is presented over (`presenting`), drawn behind a sheet card; nil: a placeholder.
    public var presenting: PresentingScreen?
    /// Font files (absolute paths) that join the scene's private font set ahead of Inter, VL PGothic and DejaVu
    /// Sans, so font objects can name their families. Empty: the pinned fonts only.
    public var fonts: [String] = []

    public init(screen: DeviceScreen) { self.screen = screen }

    /// The bottom toolbar's appearance: `toolbarAppearance` over `appearance`.
    public var bottomToolbarAppearance: Appearance { toolbarAppearance.resolved(over: appearance) }

    /// The localised "Back" of UIKit's back-title rule: `backWord` when given, else the locale's word.
    public var backWord: String { backWordOverride ?? locale.backWord }

    /// A page sheet lies on UIKit's elevated level (its backgrounds are lighter in dark mode) where it is a card,
    /// not full screen: on iPads, and on phones in portrait (the same rule as the 56-pt sheet bar).
    public var isElevated: Bool { presentation.isSheet && (screen.idiom == .pad || orientation == .portrait) }
}
