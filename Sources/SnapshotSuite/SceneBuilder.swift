import Basics
import BarLayout
import Pipeline
import Verdict
import PNGCodec
import Synchronization
import BarModel
import Transitions

/// Parses merged specs into scenes, reporting errors where the user wrote the value.
struct SceneBuilder: Sendable {
    /// The configuration file, for messages.
    let file: String
    let images: ImageCache
    /// The configuration's font files, ahead of each spec's own `fonts`.
    var fonts: [String] = []
    var pathGuard: PathGuard?

    /// Parses one merged spec, adds the configuration's fonts and checks the font families it names. An error
    /// whose JSON path lies in the overlay or in a matrix value is reported there
    /// (`barsnap.json: suites[0].matrix.device[2]: …`); any other names the spec file.
    func parse(_ json: JSON, spec: String, combo: Expansion.Combination, overlay: (Int, JSON)?,
               suite: ConfigurationFile.Suite, memo: SpecParser.Memo? = nil) throws -> Scene {
        var parser = SpecParser(baseDirectory: FileIO.parentDirectory(of: spec), loadImage: images.load)
        parser.memo = memo
        do {
            var scene = try parser.parse(json)
            try scene.validate()
            for font in scene.fonts where !fonts.contains(font) {
                do { try pathGuard?.checkFile(font) } catch {
                    throw ConfigurationError(file: spec, message: "fonts: \(error)\(combo.label)")
                }
            }
            scene.fonts = Pipeline.mergeFonts([fonts, scene.fonts])
            try Pipeline.checkFonts(scene)
            return scene
        } catch let e as SpecError {
            let steps = JSONPath.steps(e.path)
            if let (k, value) = overlay, JSONPath.contains(value, steps) {
                throw ConfigurationError(file: file, message: "\(suite.path).overlays[\(k)].\(e.path): \(e.message)")
            }
            if let first = steps.first, case let .key(key) = first,
               let i = combo.pairs.firstIndex(where: { $0.0 == key }),
               JSONPath.contains(.object([combo.pairs[i]]), steps) {
                let axisPath = "\(suite.path).matrix.\(key)[\(combo.indices[i])]"
                let rest = e.path.dropFirst(key.count)
                throw ConfigurationError(file: file, message: "\(axisPath)\(rest): \(e.message)")
            }
            throw ConfigurationError(file: spec, message: e.description + combo.label)
        }
    }


}
