import Basics

/// A `"scan"` suite's settings: `{"sources": ["App", "Shared/**/*.swift"]}`, relative to barsnap.json.
public struct ScanSettings: Sendable, Equatable {
    /// Folders, files and globs.
    public var sources: [String]
    /// `suites[i].scan`, for messages.
    public var path: String
    /// `transitions`: each push the scan found also gives a transition case (the pusher → the pushed screen at
    /// mid-way), so a change in either bar shows in the animation too.
    public var transitions: Bool
    /// The reviewer allowed paths outside the configuration's folder for this run (`--allow-outside`).
    public var allowOutside = false
    /// `unresolved`: `placeholder` (default), `skip` or `error`.
    public var unresolved = "placeholder"
    /// `hints`: an expression as written → its value (a colour or a text), sorted by expression.
    public var hints: [(String, String)] = []
    /// `theme`: the case of the app's theme `switch` to draw (nil: the first, else `default`).
    public var theme: String?
    /// `skip`: paths and globs (relative to barsnap.json) never read, on purpose: not a refusal.
    public var skip: [String] = []
    /// `otherLocales`: `error` (default) or `development`.
    public var otherLocales = "error"
    public static func == (a: ScanSettings, b: ScanSettings) -> Bool {
        a.sources == b.sources && a.path == b.path && a.transitions == b.transitions && a.unresolved == b.unresolved
            && a.hints.map(\.0) == b.hints.map(\.0) && a.hints.map(\.1) == b.hints.map(\.1) && a.theme == b.theme
            && a.otherLocales == b.otherLocales && a.allowOutside == b.allowOutside && a.skip == b.skip
    }
    public init(sources: [String], path: String, transitions: Bool = false) {
        self.sources = sources
        self.path = path
        self.transitions = transitions
    }
}

/// One scanned screen as a scene spec, for one locale and colour scheme.
package struct ScannedSpec: Sendable {
    /// The case stem: the screen's name (`SettingsViewController`), `-2`… for further branches of a value.
    public var stem: String
    public var json: JSON
    /// Where the screen is declared (`App/Settings.swift:12`), for messages.
    public var origin: String
    /// The folder relative image paths in `json` are resolved against.
    public var directory: String
    /// The stem of the screen that pushes this one, when the scan found the push.
    public var pushedBy: String?
    /// The file (relative to `directory`) and line the screen is declared at.
    public var file = ""
    public var line = 0
    /// Where each field is set (files relative to `directory`): `title`, `right[0]`, `tint`…
    public var sources: [String: SourcePlace] = [:]
    public init(stem: String, json: JSON, origin: String, directory: String, pushedBy: String? = nil) {
        self.stem = stem
        self.json = json
        self.origin = origin
        self.directory = directory
        self.pushedBy = pushedBy
    }
}

/// What a scan found: its locales and, per locale and colour scheme, one spec per screen (sorted by stem).
package protocol ScannedApp: Sendable {
    /// The app's development language (the table others fall back to).
    var developmentLanguage: String { get }
    /// Every locale the app's string tables have, the development language first, then sorted.
    var locales: [String] { get }
    func specs(locale: String, colorScheme: String) -> [ScannedSpec]
}

/// Reads an app's sources into screens. `BarSnapScan` provides one, passed where a configuration is read
/// (`ScanConfiguration.load`, the `barsnap` command).
package protocol ScanProvider: Sendable {
    func scan(_ settings: ScanSettings, directory: String) throws -> any ScannedApp
    /// A digest of every file `scan` would read (its relative path and bytes) and of what the search met on the
    /// way, found by the scanner's own file search: the input part of the scan cache's key.
    func inputDigest(_ settings: ScanSettings, directory: String) throws -> [UInt8]
}

/// Only the `BarSnapScan` product (which links swift-syntax) has a scan provider, so a test target that imports only
/// BarSnap never compiles a Swift parser.
package enum ScanProviders {
    /// The message when a configuration has a scan suite and was read without a scan provider.
    package static let missingMessage = "a \"scan\" suite needs the BarSnapScan product: the barsnap command has it; "
        + "in tests, add .product(name: \"BarSnapScan\", package: \"BarSnap\") to the test target's dependencies and "
        + "load the configuration with `ScanConfiguration.load()` (import BarSnapScan)"
}
