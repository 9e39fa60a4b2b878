import Basics

/// One thing a scan could not read, or read only partly: a row of the "what it could not read" table.
public struct ScanNote: Sendable, Hashable, Comparable {
    /// The file, relative to the configuration (or the current) folder.
    public var file: String
    /// 1-based line, 0 when the note is about a whole file.
    public var line: Int
    /// The screen (type name or storyboard identifier), empty for a file-level note.
    public var screen: String
    /// `title`, `right[0]`, `file`…
    public var field: String
    /// Why: `computed at run time: \`list.name\``.
    public var reason: String
    /// The field is drawn as a visibly marked placeholder (a `{expression}` text or a labelled box): what a
    /// suite's `"unresolved"` policy acts on.
    public var placeholder = false

    public init(file: String, line: Int = 0, screen: String = "", field: String, reason: String) {
        self.file = file
        self.line = line
        self.screen = screen
        self.field = field
        self.reason = reason
    }

    public static func < (a: ScanNote, b: ScanNote) -> Bool {
        (a.file, a.line, a.screen, a.field, a.reason) < (b.file, b.line, b.screen, b.field, b.reason)
    }

    /// The reason's first words, for counting notes by kind (`computed at run time`).
    public var kind: String {
        if let colon = reason.firstIndex(of: ":") { return String(reason[..<colon]) }
        return reason
    }

    /// A source the scan refused or could not read (size, nesting, budget, parse, a search cut short): its
    /// screens may be missing, so a scan suite fails on it unless the configuration skips the file on purpose.
    /// Notes about files that are not the app's sources at all (a compiled nib, a stray `.strings`) are not, nor
    /// is a symbolic link (never followed, by the confinement rule; a screen it replaces fails as an orphan in CI).
    package var isRefusal: Bool {
        guard screen.isEmpty, ["file", "files", "folder", "search"].contains(field) else { return false }
        let benign = ["not a kind of file scan reads", "a compiled nib", ".strings file(s) outside", "symbolic link"]
        return !benign.contains { reason.hasPrefix($0) || reason.contains($0) }
    }

    /// `file:line`, or the file alone for a whole-file note.
    public var location: String { line > 0 ? "\(file):\(line)" : file }
}

/// A text as the code gives it, resolved per locale when the scene is written.
indirect enum TextValue: Sendable, Hashable {
    case literal(String)
    /// `NSLocalizedString`, `String(localized:)`, a generated constant: a key in a table (nil: `Localizable`).
    case localized(key: String, table: String?, fallback: String?)
    /// An interpolation: its parts, unknown ones kept as visible `{expression}` placeholders.
    case joined([TextValue])
    /// A part of an interpolation that could not be read: shown as `{text}`.
    case placeholder(String)
    /// Not readable at all: the reason.
    case unresolved(String)
    /// SwiftUI's `.localizedCapitalized` (and its kin, by name) applied to a text.
    case cased(TextValue, String)
}

/// A colour as the code gives it.
enum ColorValue: Sendable, Hashable {
    case rgba(Color)
    /// `UIColor.systemBlue`, `.label`…: light and dark values.
    case system(light: Color, dark: Color)
    /// `UIColor(named:)`: an asset-catalog colour set.
    case named(String)
    case unresolved(String)
}

/// A font as code gives it (`UIFont.systemFont(ofSize: 18, weight: .bold)`).
struct ScannedFont: Sendable, Hashable {
    var size: Double
    var weight: String
}

/// A bar button item as the code gives it.
struct ScannedItem: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case system(String)
        case title(TextValue, done: Bool)
        case sfSymbol(String)
        case asset(String)
        case unresolved(String)
    }
    var content: Content
    var enabled = true
    var tint: ColorValue?
    var line = 0
    /// The file that holds `line` (a base class's own file when the base class builds the item).
    var file = ""
    /// The local or property it came from (`doneItem`), so later changes to that name reach it.
    var source = ""
    /// SwiftUI: the `ToolbarItem` placement (`confirmationAction`, `topBarLeading`…) and the button's role.
    var placement: String?
    var role: String?
    /// `.buttonStyle(.borderedProminent)` / `.glassProminent`.
    var prominent = false
}

/// A navigation bar appearance as configured in code (`UINavigationBarAppearance`, the bar's `tintColor`).
struct ScannedAppearance: Sendable, Hashable {
    var background: ColorValue?
    var transparent = false
    /// `isTranslucent = false`: an opaque background.
    var opaque = false
    /// `titleTextAttributes`' font: (size, weight), when given.
    var titleFont: ScannedFont?
    var titleColor: ColorValue?
    var largeTitleColor: ColorValue?
    var shadow: ColorValue??
    var tint: ColorValue?
    /// Where each field is set (`tint`, `background`, `titleColor`), for annotations.
    var sources: [String: SourcePlace] = [:]

    /// `other`'s values over these.
    func merged(with other: ScannedAppearance?) -> ScannedAppearance {
        guard let other else { return self }
        var out = self
        if let v = other.background { out.background = v }
        if other.transparent { out.transparent = true }
        if other.opaque { out.opaque = true }
        if let v = other.titleFont { out.titleFont = v }
        if let v = other.titleColor { out.titleColor = v }
        if let v = other.largeTitleColor { out.largeTitleColor = v }
        if let v = other.shadow { out.shadow = v }
        if let v = other.tint { out.tint = v }
        out.sources.merge(other.sources) { _, theirs in theirs }
        return out
    }
}

/// One screen: what its code sets on its navigation item. Each field holds every value it may take (more than one
/// when a ternary or an `if` chooses); the scene's cases take them branch by branch.
struct ScannedScreen: Sendable {
    enum Source: String, Sendable { case swift, storyboard }
    var name: String
    var file: String
    var line: Int
    var source: Source
    var superclass: String?
    var title: [TextValue] = []
    var prompt: [TextValue] = []
    var backButtonTitle: [TextValue] = []
    var searchPlaceholder: TextValue?
    /// The search field is the title view (`navigationItem.titleView = searchBar`), not a search controller's row.
    var searchIsTitleView = false
    /// `navigationItem.hidesSearchBarWhenScrolling` when the code sets it.
    var hidesSearchBarWhenScrolling: Bool?
    var largeTitleMode: String?
    var prefersLargeTitles: Bool?
    var hidesBackButton = false
    var leftItemsSupplementBackButton = false
    /// `UINavigationItem.style` (`browser`, `editor`; SwiftUI's `.toolbarRole`), written as `item.style`.
    var itemStyle: String?
    /// The `NavigationSplitView` column the screen is the root of (`sidebar`, `content`, `detail`), written as
    /// `column`.
    var column: String?
    var left: [ScannedItem] = []
    var right: [ScannedItem] = []
    /// SwiftUI's toolbar items in declaration order, each with its placement: written as `item.toolbar`, where the
    /// bar style places them as each iOS does (instead of `left`/`right`).
    var toolbar: [ScannedItem] = []
    /// The toolbar of the screen's other cases, one per further branch of its first undecided `if`/`switch`.
    var toolbarBranches: [[ScannedItem]] = []
    var appearance: ScannedAppearance?
    /// `appearance.statusBar` from a declared `Appearance` (`preferredAppearance(for:)`).
    var statusBar: String?
    /// `prefersNavigationBarHidden(for:)` returns `true`.
    var barHidden = false
    /// Screens this one pushes (type names or storyboard identifiers).
    var pushes: [String] = []
    /// The root of a navigation controller: no back button.
    var isRoot = false
    /// Whether the bar shows the large title (worked out over the push chain).
    var large = false
    /// The line of each field's last assignment, for notes.
    var lines: [String: Int] = [:]
    /// The file of each field's last assignment (the base class's file when its code set it).
    var lineFiles: [String: String] = [:]
    /// How each field was found, for `barsnap scan --explain`: field → `file:line what` steps, in order.
    var explain: [String: [String]] = [:]
    /// `navigationItem.backButtonDisplayMode` (`default`, `generic`, `minimal`): what the screens it pushes show.
    var backButtonDisplayMode: String?
    /// Why the screen has no bar (`setNavigationBarHidden(true)`, presented without a navigation controller…).
    var barHiddenReason: String?
    /// No case: the screen has no bar of its own (presented without a navigation controller, a child view
    /// controller); the reason is a note.
    var noBar: String?
    /// Shown only inside another scene (a storyboard tab without a navigation controller, an embed segue): why it
    /// has no bar, unless code pushes it, roots it or presents it in a navigation controller.
    var containedAs: String?
    /// Screens that push this one, in name order (the first is `pushedBy`).
    var pushers: [String] = []
    /// A `UIHostingController`: the SwiftUI root view's type name (drawn by the SwiftUI front-end).
    var swiftUIRoot: String?
    /// The root of a `UITabBarController` (code or storyboard): no back button.
    var isTabRoot = false
    /// Where each field is set (`title`, `prompt`, `right`, `right[0]`…): file and line, for annotations.
    var sources: [String: SourcePlace] = [:]
    /// The screen that pushes this one (its title makes the back button's).
    var pushedBy: String?
    /// Screens this one presents modally, each with the `modalPresentationStyle` set where it is presented (nil:
    /// none set there).
    var presents: [ScannedPresentation] = []
    /// `modalPresentationStyle` set in the screen's own setup code (its last path component: `formSheet`, …).
    var modalPresentationStyle: String?
    /// The screen that presented this one (or the root of the sheet a pushed screen is in): drawn behind its card.
    var presentedBy: String?
    /// How it is presented: `sheet`, `formSheet` (a scene spec's `presentation`), or nil (pushed, full screen).
    var presentation: String?
    /// The storyboard object id (storyboard screens only).
    var storyboardID: String?
    /// A storyboard scene's bar button items by the outlet property that holds them (`@IBOutlet var editButton`).
    var outletItems: [String: ScannedItem] = [:]
    var notes: [ScanNote] = []

    init(name: String, file: String, line: Int, source: Source) {
        self.name = name
        self.file = file
        self.line = line
        self.source = source
    }
}

/// A modal presentation found in code or a storyboard: `present(X(), animated:)`, a presentation segue.
struct ScannedPresentation: Equatable, Sendable {
    /// The presented screen (a type name or storyboard identifier); the root when a navigation controller is
    /// presented.
    var target: String
    /// `modalPresentationStyle` set where it is presented (its last path component), or nil.
    var style: String?
    /// Presented inside a navigation controller (`present(UINavigationController(rootViewController: X()), …)`):
    /// false when X itself is presented, so it has no bar.
    var inNavigation = true

    /// What a `UIModalPresentationStyle` draws as: `sheet` (`.automatic`, iOS 13's default, and `.pageSheet`;
    /// `.popover` adapts to a sheet on an iPhone), `formSheet`, or nil (full screen, current context, custom).
    static func presentation(style: String?) -> String? {
        switch style ?? "automatic" {
        case "automatic", "pageSheet", "popover": "sheet"
        case "formSheet": "formSheet"
        default: nil
        }
    }
}
