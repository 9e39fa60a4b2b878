import BarSnapCore
import CairoRenderer
import PNGCodec
import ToolbarLayout
import ToolbarModel

/// An input problem tied to the file it came from: `file: what is wrong`.
public struct InputError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var message: String
    public init(file: String, message: String) { self.file = file; self.message = message }
    public var description: String { "\(file): \(message)" }
}

/// The whole drawing pipeline: spec file → scene → layout (Pango measurer) → display list → bitmap.
public enum Pipeline {
    /// Decodes image items and background images with the PNG codec.
    public static let imageLoader: SpecParser.ImageLoader = { path in try PNG.decode(file: path).bitmap }

    /// Reads and parses a scene spec file. Errors name the file and the JSON path.
    public static func loadScene(file path: String) throws -> Scene {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, limit: 16 << 20) } catch let e as FileError {
            throw InputError(file: path, message: e.reason)
        }
        do {
            return try SpecParser(baseDirectory: FileIO.parentDirectory(of: path), loadImage: imageLoader).parse(bytes)
        } catch let e as SpecError {
            throw InputError(file: path, message: e.description)
        }
    }

    /// Parses a spec held in memory; relative image paths resolve against `baseDirectory`.
    public static func scene(from json: JSON, baseDirectory: String) throws -> Scene {
        try SpecParser(baseDirectory: baseDirectory, loadImage: imageLoader).parse(json)
    }

    public static func layout(_ scene: Scene) throws -> ToolbarLayout {
        try LayoutEngine.layout(scene, measurer: PangoTextMeasurer())
    }

    public static func render(_ scene: Scene) throws -> Bitmap {
        try CairoRenderer().render(layout(scene).displayList)
    }

    /// The environment fingerprint stored in references: fonts, Cairo, Pango, fontconfig and format version.
    public static func fingerprint() throws -> String {
        try FontEnvironment.shared().fingerprint
    }
}
