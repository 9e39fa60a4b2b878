import Basics
import BarLayout
import BarModel

extension Scene {
    /// Reads and parses a scene spec file; image paths in it resolve against the file's folder.
    /// Errors name the file and the JSON path (`Specs/save.json: item.right[1].tint: "#12" is not a colour …`).
    public init(specFile path: String) throws {
        self = try Pipeline.loadScene(file: path)
    }

    /// Parses a scene spec held in a string; relative image paths resolve against `baseDirectory`.
    public init(json text: String, baseDirectory: String = ".") throws {
        do {
            self = try SpecParser(baseDirectory: baseDirectory, loadImage: Pipeline.imageLoader).parse(Array(text.utf8))
            try validate()
            try Pipeline.checkFonts(self)
        } catch let e as SpecError {
            throw InputError(file: "scene JSON", message: e.description)
        }
    }

    /// Lays the scene out (frames in points, snapped to device pixels) after validating it.
    public func layout() throws -> BarLayout { try Pipeline.layout(self) }

    /// Draws the scene with its font set (`fonts` ahead of the pinned fonts): the same bytes on every machine.
    public func render() throws -> Bitmap { try Pipeline.render(self) }

    /// The environment fingerprint of the scene's font set, as references store it.
    public func fingerprint() throws -> String { try Pipeline.fingerprint(for: [self]) }
}
