import Basics
import BarLayout
import Pipeline
import Verdict
import PNGCodec
import Synchronization
import BarModel
import Transitions

/// The still cases of one suite for one (spec file, matrix combination): one per overlay.
struct StillJob: Sendable {
    let builder: SceneBuilder
    let suite: ConfigurationFile.Suite
    let combos: [Expansion.Combination]
    let overlays: [(Int, JSON)?]
    let template: CaseName.Template
    let tolerance: DiffOptions
    let location: SuiteLocation

    func cases(path: String, stem: String, spec: JSON, combo: Expansion.Combination, memo: SpecParser.Memo,
               sources: (fields: [String: SourcePlace], line: Int?)? = nil) throws -> [SnapshotCase] {
        let withCombo = combo.isEmpty ? spec : JSON.merge(spec, combo.object)
        var out: [SnapshotCase] = []
        for overlay in overlays {
            let json = overlay.map { JSON.merge(withCombo, $0.1) } ?? withCombo
            let scene = try builder.parse(json, spec: path, combo: combo, overlay: overlay, suite: suite, memo: memo)
            let name: String
            do { name = try template.fill(combo.values, stem: stem) } catch let e as ConfigurationError {
                throw ConfigurationError(file: builder.file, message: "\(suite.path).caseName: \(e.message)")
            }
            var origin = [path, combo.label]
            if let (k, _) = overlay { origin.append(" and \(suite.path).overlays[\(k)]") }
            var c = SnapshotCase(id: "\(suite.name)/\(name).\(scene.variant)", suite: suite.name,
                                 source: .still(scene), tolerance: tolerance, originParts: origin, location: location)
            c.caseKey = "\(suite.name)/\(name)"
            c.specFile = path
            c.recipe = SceneRecipe(sides: [.init(json: json, directory: FileIO.parentDirectory(of: path))])
            c.sourceLine = sources?.line
            c.fieldSources = sources?.fields ?? [:]
            out.append(c)
        }
        return out
    }
}

/// Image files named by specs, decoded once per configuration load.
final class ImageCache: Sendable {
    private let cache = Mutex<[String: Bitmap]>([:])
    let pathGuard: PathGuard?
    init(pathGuard: PathGuard? = nil) { self.pathGuard = pathGuard }

    var load: SpecParser.ImageLoader {
        { [self] path in
            if let hit = cache.withLock({ $0[path] }) { return hit }
            let bitmap: Bitmap
            if let pathGuard {
                // Read through the same no-follow walk as every file a configuration names, then decoded.
                let bytes: [UInt8]
                do { bytes = try pathGuard.read(path, limit: PNG.maxIconFileBytes) } catch let e as FileError {
                    throw PNGError(name: path, reason: e.reason)
                }
                bitmap = try PNG.decode(bytes, name: path, maxPixels: PNG.maxIconPixels).bitmap
            } else {
                bitmap = try PNG.decodeIcon(file: path).bitmap
            }
            cache.withLock { $0[path] = bitmap }
            return bitmap
        }
    }
}

/// The JSON paths that spec errors carry (`item.right[1].tint`), taken apart.
enum JSONPath {
    enum Step: Equatable { case key(String), index(Int) }

    static func steps(_ path: String) -> [Step] {
        var out: [Step] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                if bracket > rest.startIndex { out.append(.key(String(rest[..<bracket]))) }
                rest = rest[bracket...]
                while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                    if let i = Int(rest[rest.index(after: rest.startIndex)..<close]) { out.append(.index(i)) }
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                out.append(.key(String(rest)))
            }
        }
        return out
    }

    /// True when `json` has a value at `steps`.
    static func contains(_ json: JSON, _ steps: [Step]) -> Bool {
        var current = json
        for step in steps {
            switch (step, current) {
            case let (.key(k), .object):
                guard let next = current[k] else { return false }
                current = next
            case let (.index(i), .array(items)):
                guard items.indices.contains(i) else { return false }
                current = items[i]
            default: return false
            }
        }
        return true
    }
}
