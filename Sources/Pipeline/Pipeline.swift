import Basics
import CairoRenderer
import PNGCodec
import BarLayout
import BarModel

/// An input problem tied to the file it came from: `file: what is wrong`.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var message: String
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
    public var description: String { "\(file): \(message)" }
}

/// The whole drawing pipeline: spec file → scene → layout (Pango measurer) → display list → bitmap.
package enum Pipeline {
    /// Decodes image items and background images with the PNG codec.
    public static let imageLoader: SpecParser.ImageLoader = { path in try PNG.decodeIcon(file: path).bitmap }

    /// Reads and parses a scene spec file; `fonts` (absolute paths) go ahead of the spec's own font files. The
    /// font set is built and the families checked. Errors name the file and the JSON path.
    public static func loadScene(file path: String, fonts: [String] = []) throws -> Scene {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 16 << 20) } catch let e as FileError {
            throw InputError(file: path, message: e.reason)
        }
        var scene: Scene
        do {
            scene = try SpecParser(baseDirectory: FileIO.parentDirectory(of: path), loadImage: imageLoader).parse(bytes)
            try scene.validate()
            if !fonts.isEmpty { scene.fonts = mergeFonts([fonts, scene.fonts]) }
            // The spec's font set and families are checked now, so the message names the file.
            try checkFonts(scene)
        } catch let e as SpecError {
            throw InputError(file: path, message: e.description)
        }
        return scene
    }

    /// Parses a spec held in memory; relative image paths resolve against `baseDirectory`.
    public static func scene(from json: JSON, baseDirectory: String) throws -> Scene {
        let scene = try SpecParser(baseDirectory: baseDirectory, loadImage: imageLoader).parse(json)
        try scene.validate()
        return scene
    }

    /// The font environment a scene draws with: its `fonts` ahead of the pinned fonts (one environment per set of
    /// files, shared), or the pinned fonts alone.
    public static func environment(for scene: Scene) throws -> FontEnvironment {
        try FontEnvironment.with(userFonts: scene.fonts, script: scene.fontScript, emoji: scene.hasEmoji,
                                 textCJK: scene.textCJKScript)
    }

    /// The font environment that draws several scenes together (a transition's two sides): their font files and
    /// the first script any of them needs.
    public static func environment(for scenes: [Scene]) throws -> FontEnvironment {
        try FontEnvironment.with(
            userFonts: fontFiles(of: scenes), script: script(of: scenes), emoji: scenes.contains(where: \.hasEmoji),
            textCJK: scenes.lazy.compactMap(\.textCJKScript).first)
    }

    /// The script faces a set of scenes draws with: the first one any of them needs.
    public static func script(of scenes: [Scene]) -> FontScript {
        scenes.lazy.map(\.fontScript).first { $0 != .default } ?? .default
    }

    /// The font environment of these font files (absolute paths) ahead of the pinned fonts.
    public static func environment(forFonts files: [String]) throws -> FontEnvironment {
        try FontEnvironment.with(userFonts: files)
    }

    /// Checks that every `family` the scene names is in its font set: a `SpecError` at the font object's path
    /// (`appearance.titleFont.family: unknown font family "Brand" (available: …)`).
    public static func checkFonts(_ scene: Scene, in environment: FontEnvironment) throws {
        for (path, font) in scene.fontObjects {
            guard let family = font.family else { continue }
            do { try environment.check(family: family) } catch {
                throw SpecError(path: path + ".family", message: error.description)
            }
        }
    }

    /// Builds the scene's font set and checks every `family` it names; every problem is a `SpecError`: a font
    /// file that is missing or not a font at `fonts`, an unknown family at the font object's `family`.
    public static func checkFonts(_ scene: Scene) throws {
        // Nothing to check without font files or families (and no font set to build: `barsnap list` stays cheap).
        if scene.fonts.isEmpty && scene.fontFamilies.isEmpty { return }
        let environment: FontEnvironment
        do { environment = try self.environment(for: scene) } catch let e as FontEnvironmentError {
            throw SpecError(path: "fonts", message: e.description)
        }
        try checkFonts(scene, in: environment)
    }

    /// Validates the scene, checks its font families and lays it out with its font set.
    public static func layout(_ scene: Scene) throws -> BarLayout {
        try layout(scene, environment: try checkedEnvironment(for: scene))
    }

    /// The layout checks' findings for a scene (`LayoutChecks`), with its layout.
    public static func checks(_ scene: Scene, settings: LayoutCheckSettings = LayoutCheckSettings()) throws
        -> (layout: BarLayout, findings: [LayoutFinding])
    {
        let environment = try checkedEnvironment(for: scene)
        let layout = try layout(scene, environment: environment)
        return (
            layout,
            LayoutChecks.evaluate(
                layout, scene: scene.sheetCard.map(scene.cardContentScene) ?? scene,
                measurer: PangoTextMeasurer(environment: environment),
                settings: settings)
        )
    }

    /// Lays out a scene `checkedEnvironment` has validated (so it is validated once per render). A sheet drawn as a
    /// card (`Scene.sheetCard`) is laid out as what the card holds: frames are the card's, from its top-left corner.
    static func layout(_ scene: Scene, environment: FontEnvironment) throws -> BarLayout {
        try LayoutEngine(scene: scene.sheetCard.map(scene.cardContentScene) ?? scene,
                         measurer: PangoTextMeasurer(environment: environment)).layout()
    }

    /// The scene's environment after `validate()` and the family check.
    static func checkedEnvironment(for scene: Scene) throws -> FontEnvironment {
        try scene.validate()
        let environment = try environment(for: scene)
        try checkFonts(scene, in: environment)
        return environment
    }

    /// Lays the scene out and draws it. The text is shaped once: the layouts made to measure it are the ones drawn.
    public static func render(_ scene: Scene) throws -> Bitmap {
        let environment = try checkedEnvironment(for: scene)
        if let card = scene.sheetCard {
            return try SheetComposition.render(scene, card: card, environment: environment)
        }
        let shapedText = ShapedTextCache(environment: environment)
        let layout = try LayoutEngine(scene: scene, measurer: PangoTextMeasurer(keepingShapesIn: shapedText)).layout()
        return try BarRenderer(environment: environment).render(layout.displayList, shapedText: shapedText)
    }

    /// The environment fingerprint stored in references: fonts, Cairo, Pango, fontconfig and format version
    /// (the pinned fonts only).
    public static func fingerprint() throws -> String {
        try FontEnvironment.shared().fingerprint
    }

    /// The fingerprint of the font set that draws these scenes (for a transition, both sides): their font files
    /// ahead of the pinned fonts, each file named with its content hash.
    public static func fingerprint(for scenes: [Scene]) throws -> String {
        try environment(for: scenes).fingerprint
    }

    /// Builds the font set of `files` (absolute paths) ahead of the pinned fonts: throws `FontEnvironmentError`
    /// naming a file that is missing or that fontconfig cannot read as a font.
    public static func checkFontFiles(_ files: [String]) throws {
        _ = try FontEnvironment.with(userFonts: files)
    }

    /// The families the font set of `files` offers (the pinned ones included), sorted.
    public static func fontFamilies(_ files: [String]) throws -> [String] {
        try FontEnvironment.with(userFonts: files).catalog.families
    }

    /// The font files of several scenes, each once, in order.
    public static func fontFiles(of scenes: [Scene]) -> [String] { mergeFonts(scenes.map(\.fonts)) }

    /// Lists of font files as one: each file once, at its first place.
    public static func mergeFonts(_ lists: [[String]]) -> [String] {
        var files: [String] = []
        for list in lists { for f in list where !files.contains(f) { files.append(f) } }
        return files
    }
}
