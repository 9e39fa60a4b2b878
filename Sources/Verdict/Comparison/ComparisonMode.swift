import Basics

/// A rule that decides, pixel by pixel, whether two images differ — one value that carries everything about it: its
/// name (`"mode"` in a tolerance object, `--mode` of `barsnap diff`), its own keys in `barsnap.json` (rows of the
/// schema, so the JSON Schema and the configuration reference list them), its `barsnap diff` flags, its comparison
/// and the words failure messages use for it.
///
/// A new mode is one file (a type conforming to this protocol) and one line (its entry in
/// `ComparisonModes.builtIn`). From outside BarSnap a mode is a value: `DiffOptions(MyComparison())`, and a list
/// passed where modes are read by name (`BarSnapConfiguration(contentsOf:modes:)`).
public protocol ComparisonMode: Sendable, Equatable, CustomStringConvertible {
    /// The value of `"mode"` in a tolerance object and of `barsnap diff --mode` (`"exact"`, `"pixelmatch"`…).
    static var name: String { get }
    /// What the mode compares, one sentence for the `mode` row of the configuration reference and for help.
    static var summary: String { get }
    /// The mode's own keys in a tolerance object, besides `mode`, `maxPixels` and `maxRatio` (which every mode has).
    static var keys: [SchemaProperty] { get }
    /// Its `barsnap diff` flags, each setting one of `keys`.
    static var flags: [ComparisonFlag] { get }
    /// The mode with its keys read from a tolerance object; `object` has been checked against `keys` (types and
    /// ranges), and an absent key takes its default.
    init(parsing object: JSONObjectNode) throws
    /// Counts the pixels that differ under the mode's per-pixel rule. The images have the same size and different
    /// bytes (identical and differently sized images never reach a mode). With `diffImage`, also draws the diff
    /// image (differences in red over `background(of:)`).
    func differences(_ expected: Bitmap, _ actual: Bitmap, diffImage: Bool) -> PixelDifferences
    /// The diff image of two identical images; by default pixelmatch's faded grey copy (opacity 0.1).
    func background(of image: Bitmap) -> Bitmap
    /// The mode in words for failure messages and the manifest, e.g. `pixelmatch threshold 0.1`.
    var description: String { get }
}

extension ComparisonMode {
    public static var flags: [ComparisonFlag] { [] }
    public func background(of image: Bitmap) -> Bitmap { ImageComparison.fadedCopy(image, alpha: 0.1) }
}

/// What a mode found: the differing pixels (anti-aliased ones excluded when the mode detects them), the pixels it
/// classified as anti-aliasing, and the diff image when one was asked for.
public struct PixelDifferences: Sendable {
    public var count: Int
    /// Pixels classified as anti-aliasing and not counted (pixelmatch).
    public var antialiased: Int
    public var image: Bitmap?
    public init(count: Int, antialiased: Int = 0, image: Bitmap? = nil) {
        self.count = count
        self.antialiased = antialiased
        self.image = image
    }
}

/// A `barsnap diff` flag of a mode: `--<name> VALUE` (or `--<name>` alone for a switch) sets the tolerance key `key`,
/// read and checked exactly like that key in `barsnap.json`.
public struct ComparisonFlag: Sendable {
    public var name: String
    public var key: String
    public var help: String
    /// A flag without a value, setting a boolean key to true.
    public var isSwitch: Bool
    /// The flag also chooses its mode (`--perceptual 0.98`: mode perceptual, precision 0.98), so no `--mode` is needed.
    public var selectsMode: Bool

    public init(_ name: String, key: String, isSwitch: Bool = false, selectsMode: Bool = false, help: String) {
        self.name = name
        self.key = key
        self.help = help
        self.isSwitch = isSwitch
        self.selectsMode = selectsMode
    }
}

/// The comparison modes BarSnap knows by name. Tolerance objects, the `barsnap diff` flags and the generated schema
/// and reference read `builtIn`; a reader given a longer list (`builtIn` + a mode of yours) knows that one too.
public enum ComparisonModes {
    /// One line per mode.
    public static let builtIn: [any ComparisonMode.Type] = [
        ExactComparison.self,
        PixelmatchComparison.self,
        PerceptualComparison.self,
    ]

    /// The mode of `modes` called `name`.
    public static func named(_ name: String, in modes: [any ComparisonMode.Type] = builtIn)
        -> (any ComparisonMode.Type)? {
        modes.first { $0.name == name }
    }

    /// Keys every mode's tolerance object has.
    public static let commonKeys: [SchemaProperty] = [
        SchemaProperty(
            "maxPixels", .integer(0...DiffOptions.maxPixelsLimit), default: "0", "Differing pixels tolerated."),
        SchemaProperty("maxRatio", .number(.fraction), default: "0", "Fraction of all pixels allowed to differ.")
    ]

    /// The tolerance object's shape, made from `modes`: `mode` (their names), each mode's own keys, the limits.
    public static func schema(_ modes: [any ComparisonMode.Type] = builtIn) -> SchemaObject {
        var own: [SchemaProperty] = []
        for mode in modes {
            for key in mode.keys where !own.contains(where: { $0.key == key.key }) { own.append(key) }
        }
        return SchemaObject(
            name: "tolerance",
            summary:
                """
                    How a render is compared with its reference. A difference within `maxPixels` differing pixels or\
                     `maxRatio` of all pixels passes, in any mode.
                    """,
            properties: [
                SchemaProperty(
                    "mode", .choice(modes.map { $0.name }, what: "tolerance mode"),
                    modes.map { "`\($0.name)`: \($0.summary)" }.joined(separator: " "))
            ] + own + commonKeys,
            required: ["mode"])
    }
}

/// Equality of two modes of any types.
func modesEqual(_ a: any ComparisonMode, _ b: any ComparisonMode) -> Bool {
    func same<A: ComparisonMode>(_ a: A) -> Bool { (b as? A) == a }
    return same(a)
}
