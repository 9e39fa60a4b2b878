import Basics
import BarLayout
import Pipeline
import Verdict
import BarModel
import Transitions

/// One reference image a configuration asks for: a still bar, a transition frame or a filmstrip, with the
/// tolerance it is compared with. Scenes are parsed (and their images decoded) once, when the configuration is
/// loaded; rendering a case does no parsing.
public struct SnapshotCase: Sendable, CustomStringConvertible {
    /// What the case draws: a still scene, a transition frame or a filmstrip.
    public enum Source: Sendable {
        /// One scene, drawn as it is.
        case still(Scene)
        case transition(from: Scene, to: Scene, kind: TransitionKind, direction: SlideDirection, progress: Double)
        case filmstrip(from: Scene, to: Scene, kind: TransitionKind, direction: SlideDirection, frames: Int)
    }

    /// `<suite>/<name>.<variant>` (transitions add `.<kind>-<progress>` or `.<kind>-<N>frames`): the reference's
    /// path under the snapshots folder without `.png`. `--filter` and `--shard` select by it.
    public var id: String
    /// The suite, which is also the folder under the snapshots directory.
    public var suite: String
    /// What is drawn. Kept in a box: scenes are large values, and a configuration's cases are copied around
    /// (sorted, selected, handed to threads) far more often than they are drawn.
    public var source: Source {
        get { box.source }
        set { box = Box(newValue, recipe: box.recipe) }
    }
    private var box: Box
    /// How the render is compared with its reference.
    public var tolerance: DiffOptions
    /// Where the case comes from, for messages: the spec file(s) and the matrix values or overlay. Kept as parts that
    /// many cases share (the spec's path, the combination's label) and joined only when asked for.
    public var origin: String { originParts.joined() }
    private var originParts: [String]
    /// The configuration it belongs to: where its reference and artifacts go.
    public var location: SuiteLocation
    /// The layout checks run over its scene (`checks` in barsnap.json: the suite's over the top level's).
    public var checks = LayoutCheckSettings()
    /// `<suite>/<name>`: what every variant of the case shares (set by the expansion; a device name with a dot,
    /// `ipad-pro-12.9`, stays inside the variant). nil: the id up to the first dot of its file name.
    public var caseKey: String?
    /// `<suite>/<screen>`: what every locale and variant of a scanned screen shares (the gallery's group). nil: the
    /// case key.
    package var screen: String?
    /// The locale whose strings the case draws (a scan suite's `locale` axis), when it has one.
    package var locale: String?
    /// True when `locale` is the app's development language (the gallery shows it first).
    package var isDevelopmentLanguage = true
    /// `shareLocales`: the case of the first locale whose reference this case uses while it has none of its own.
    package var sharedOwner: SharedOwner?
    /// The case owning a shared reference: its id and what it draws (`record` compares the two drawings).
    package struct SharedOwner: Sendable {
        package var id: String
        package var source: Source
        /// The owner's reference relative to the snapshots folder.
        package var referencePath: String { id + ".png" }
    }
    /// The spec file the case is drawn from (for a transition, its source side), for CI annotations.
    public var specFile: String?
    /// How its reference is kept: a PNG (default) or scene text (its suite's `references`).
    package var referenceFormat: ReferenceFormat = .png
    /// The JSON its scenes were parsed from (one side for a still, two for a transition): what a scene reference
    /// records. nil for a case made from scenes alone (`assertSnapshot(of: scene)`): PNG references only.
    public var recipe: SceneRecipe? {
        get { box.recipe }
        set { box = Box(box.source, recipe: newValue) }
    }
    /// The line in `specFile` the case is defined at (a scanned screen's declaration, a spec's `item`), if known.
    public var sourceLine: Int?
    /// Where each scene field is set (`title`, `right[0]`, `tint`…: a Swift, storyboard, strings or spec file and
    /// line), so a failure's annotation points at the line whose words changed.
    package var fieldSources: [String: SourcePlace] = [:]

    public init(
        id: String, suite: String, source: Source, tolerance: DiffOptions, origin: String, location: SuiteLocation
    ) {
        self.init(id: id, suite: suite, source: source, tolerance: tolerance, originParts: [origin], location: location)
    }

    /// `originParts` joined make `origin`.
    init(
        id: String, suite: String, source: Source, tolerance: DiffOptions, originParts: [String],
        location: SuiteLocation
    ) {
        self.id = id
        self.suite = suite
        self.box = Box(source)
        self.tolerance = tolerance
        self.originParts = originParts
        self.location = location
    }

    /// The reference's name relative to the snapshots directory as the manifest and artifacts name it (`….png`).
    public var referencePath: String { id + ".png" }
    /// The reference's file relative to the snapshots directory: `….png`, or `….scene.json` in scene mode.
    public var referenceFile: String { id + referenceFormat.fileExtension }
    public var description: String { id }

    /// The scene drawn (for a transition, its source side).
    public var scene: Scene {
        switch source {
        case let .still(s): return s
        case let .transition(from, _, _, _, _), let .filmstrip(from, _, _, _, _): return from
        }
    }

    /// The scenes drawn: one for a still, both sides for a transition.
    public var scenes: [Scene] {
        switch source {
        case let .still(s): return [s]
        case let .transition(from, to, _, _, _), let .filmstrip(from, to, _, _, _): return [from, to]
        }
    }

    /// The environment fingerprint of the font set the case draws with (the pinned fonts, and the configuration's
    /// and the specs' font files).
    public func fingerprint() throws -> String { try Pipeline.fingerprint(for: scenes) }

    private final class Box: Sendable {
        let source: Source
        let recipe: SceneRecipe?
        init(_ source: Source, recipe: SceneRecipe? = nil) {
            self.source = source
            self.recipe = recipe
        }
    }

    /// What the verifier needs beyond the bitmap: the case key, the spec file, the case's tolerance and the
    /// description (made lazily, only when a reference is written or a check fails).
    public var subject: SnapshotSubject {
        let source = source
        return SnapshotSubject(caseKey: caseKey, describe: {
            switch source {
            case let .still(scene): return SceneDescriber.describe(scene)
            case let .transition(from, to, _, _, _), let .filmstrip(from, to, _, _, _):
                return SceneDescriber.describe(from: from, to: to)
            }
        }, sourceFile: specFile, sourceLine: sourceLine, tolerance: tolerance, fieldSources: fieldSources)
    }

    /// Renders the case.
    public func render() throws -> Bitmap {
        switch source {
        case let .still(scene):
            return try Pipeline.render(scene)
        case let .transition(from, to, kind, direction, progress):
            return try TransitionRenderer(from: from, to: to, direction: direction).frame(
                kind: kind, progress: progress)
        case let .filmstrip(from, to, kind, direction, frames):
            return try TransitionRenderer(from: from, to: to, direction: direction).filmstrip(kind: kind, count: frames)
        }
    }
}
