import Basics
import Pipeline
import Verdict
import PNGCodec
import BarLayout
import BarModel
import Transitions
import Synchronization

/// The JSON a case's scenes were parsed from, kept so a scene reference can record it and draw it again.
public struct SceneRecipe: Sendable {
    /// One spec as parsed: its merged JSON (matrix and overlay applied) and the folder its relative paths resolve in.
    public struct Side: Sendable {
        public var json: JSON
        public var directory: String
        public init(json: JSON, directory: String) {
            self.json = json
            self.directory = directory
        }
    }
    package var sides: [Side]
    public init(sides: [Side]) { self.sides = sides }
}

/// A case's scene reference: made from the case (`current`) and drawn back from its text (`render`), with every
/// file resolved inside the configuration's folder (`root`) without following links.
package struct SceneText: Sendable {
    /// The configuration's folder: asset paths are relative to it and may not leave it.
    public var root: String
    /// Where an old font version read from git is written to be loaded (inside the artifacts folder).
    package var scratch: OwnedFolder?

    package init(root: String, scratch: OwnedFolder? = nil) {
        self.root = root
        self.scratch = scratch
    }

    /// The most bytes an image or font read back from git may have.
    static let maxAssetBytes = 16 << 20

    // MARK: - Recording

    /// The reference `bitmap` of `snapshot` makes.
    /// `describe`: include the description now (else the verifier adds it when it writes the text; a pass never
    /// needs it, and it costs a layout).
    public func current(_ snapshot: SnapshotCase, bitmap: Bitmap, environment: String?, describe: Bool = true) throws
        -> SceneReference
    {
        guard let recipe = snapshot.recipe, recipe.sides.count == snapshot.scenes.count else {
            throw SnapshotSetupError(
                "\(snapshot.id): this case has no scene spec to record as text (references: \"png\" only)")
        }
        var assets: [String: String] = [:]
        var sides: [JSON] = []
        for (side, scene) in zip(recipe.sides, snapshot.scenes) {
            sides.append(try self.describe(side, scene: scene, assets: &assets))
        }
        var json: JSON
        var resolved: JSON
        switch snapshot.source {
        case .still:
            json = sides[0]
            resolved = Self.resolved(snapshot.scenes[0])
        case let .transition(_, _, kind, direction, progress):
            json = .object([
                ("direction", .string(direction.rawValue)), ("from", sides[0]), ("kind", .string(kind.rawValue)),
                ("progress", .number(progress)), ("to", sides[1])
            ])
            resolved = .object([("from", Self.resolved(snapshot.scenes[0])), ("to", Self.resolved(snapshot.scenes[1]))])
        case let .filmstrip(_, _, kind, direction, frames):
            json = .object([
                ("direction", .string(direction.rawValue)), ("frames", .number(Double(frames))), ("from", sides[0]),
                ("kind", .string(kind.rawValue)), ("to", sides[1])
            ])
            resolved = .object([("from", Self.resolved(snapshot.scenes[0])), ("to", Self.resolved(snapshot.scenes[1]))])
        }
        return SceneReference(
            caseID: snapshot.id, scene: json,
            assets: assets.map { SceneReference.Asset(path: $0.key, blob: $0.value) },
            pixels: PixelHash(bitmap), environment: environment,
            description: describe ? snapshot.subject.describe?() : nil, resolved: resolved)
    }

    /// `{"directory", "fonts", "spec"}`: the spec without its `fonts` (the scene's whole font list, the
    /// configuration's included, is recorded instead), every image and font file added to `assets`.
    func describe(_ side: SceneRecipe.Side, scene: Scene, assets: inout [String: String]) throws -> JSON {
        var spec = side.json
        if case let .object(pairs) = spec {
            spec = .object(pairs.filter { $0.0 != "fonts" && $0.0 != SpecParser.schemaKey })
        }
        // The images the spec names: found by parsing it with a loader that notes each file.
        let seen = Seen()
        var parser = SpecParser(
            baseDirectory: side.directory,
            loadImage: { path in
                seen.add(path)
                return Bitmap(width: 1, height: 1)
            })
        parser.memo = nil
        _ = try? parser.parse(spec)
        for path in seen.paths { assets[try relative(path)] = try blob(of: path) }
        var fonts: [JSON] = []
        for font in scene.fonts {
            let rel = try relative(font)
            assets[rel] = try blob(of: font)
            fonts.append(.string(rel))
        }
        return .object([("directory", .string(try relative(side.directory, folder: true))), ("fonts", .array(fonts)),
                        ("spec", spec)])
    }

    final class Seen: Sendable {
        let list = Mutex<[String]>([])
        func add(_ p: String) { list.withLock { if !$0.contains(p) { $0.append(p) } } }
        var paths: [String] { list.withLock { $0 } }
    }

    /// The git blob id of the file at `path` (read inside `root`, never through a link).
    func blob(of path: String) throws -> String {
        let rel = try relative(path)
        guard let bytes = try OwnedFolder.within(root, Glob.join(root, rel)).read(limit: Self.maxAssetBytes) else {
            throw FileError(path: path, reason: "is missing")
        }
        return GitBlob.id(of: bytes)
    }

    /// Values BarSnap resolves from the style, colour scheme and presentation: written for reading, and compared to
    /// say what a BarSnap upgrade changed.
    static func resolved(_ scene: Scene) -> JSON {
        let a = scene.resolvedAppearance
        func color(_ c: Color?) -> JSON { c.map { .string($0.hex) } ?? .null }
        func font(_ f: FontSpec?) -> JSON {
            guard let f else { return .null }
            return .string("\(f.family ?? "system") \(JSON.format(f.size)) \(f.weight.rawValue)")
        }
        let appearance: JSON = .object([
            ("background", color(a.background)), ("backgroundAlpha", .number(a.backgroundAlpha)),
            ("backgroundImage", a.backgroundImage.map { .string($0.path) } ?? .null),
            ("hairline", color(a.hairline)), ("largeTitleFont", font(a.largeTitleFont)),
            ("statusBar", .string(a.statusBar.rawValue)), ("subtitleColor", color(a.effectiveSubtitleColor)),
            ("subtitleFont", font(a.effectiveSubtitleFont)), ("tint", color(a.tint)),
            ("titleColor", color(a.titleColor)),
            ("titleFont", font(a.titleFont))
        ])
        return .object([("appearance", appearance), ("backWord", .string(scene.backWord))])
    }

    // MARK: - Paths

    /// `path` relative to `root`, lexically normalised; an error when it leaves `root`.
    func relative(_ path: String, folder: Bool = false) throws -> String {
        let base = Self.normalized(Self.absolute(root))
        let full = Self.normalized(Self.absolute(path))
        if folder && full == base { return "." }
        guard full.count > base.count, Array(full.prefix(base.count)) == base else {
            throw FileError(
                path: path,
                reason: "is outside \(root): a scene reference names files inside the configuration's folder only")
        }
        return full.dropFirst(base.count).joined(separator: "/")
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : Glob.join(FileIO.currentDirectory(), path)
    }

    static func normalized(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !out.isEmpty { out.removeLast() }
                continue
            }
            out.append(String(part))
        }
        return out
    }
}

extension SceneText {
    // MARK: - Drawing a recorded scene

    /// Draws a recorded scene on this machine. Every file is the recorded version: the working tree's when its git
    /// blob id matches, else git's (`git cat-file blob`), else an error naming the file and the blob.
    public func render(_ reference: SceneReference) throws -> Bitmap {
        let assets = Dictionary(reference.assets.map { ($0.path, $0.blob) }, uniquingKeysWith: { a, _ in a })
        let node = JSONNode(reference.scene, path: "scene")
        do {
            if case .object(let pairs) = reference.scene, pairs.contains(where: { $0.0 == "spec" }) {
                return try Pipeline.render(try scene(node, assets: assets))
            }
            let o = try node.object(allowed: ["direction", "frames", "from", "kind", "progress", "to"])
            let from = try scene(try o.required("from"), assets: assets)
            let to = try scene(try o.required("to"), assets: assets)
            let kind = try o.required("kind").enumeration(TransitionKind.self)
            let direction = try o.required("direction").enumeration(SlideDirection.self)
            let renderer = try TransitionRenderer(from: from, to: to, direction: direction)
            if let frames = o.optional("frames") {
                return try renderer.filmstrip(
                    kind: kind, count: try frames.integer(in: 2...ConfigurationFile.maxFrames))
            }
            return try renderer.frame(kind: kind, progress: try o.required("progress").number(within: .fraction))
        } catch let e as JSONPathError {
            throw SnapshotSetupError(e.description)
        }
    }

    /// One recorded side: `{"directory", "fonts", "spec"}`.
    func scene(_ node: JSONNode, assets: [String: String]) throws -> Scene {
        let o = try node.object(allowed: ["directory", "fonts", "spec"])
        let dirNode = try o.required("directory")
        let directory = try dirNode.string()
        if directory != ".", let problem = SceneReference.assetPathProblem(directory) {
            throw dirNode.error("not a folder inside the repository: \(problem)")
        }
        let base = directory == "." ? root : Glob.join(root, directory)
        let specNode = try o.required("spec")
        let parser = SpecParser(baseDirectory: base, loadImage: { path in try self.image(path, assets: assets) })
        var scene: Scene
        do {
            scene = try parser.parse(specNode.value)
            try scene.validate()
        } catch let e as SpecError {
            throw JSONPathError(path: specNode.path + (e.path.isEmpty ? "" : "." + e.path), message: e.message)
        }
        scene.fonts = try o.required("fonts").array().map { n in
            let rel = try n.string()
            if let problem = SceneReference.assetPathProblem(rel) {
                throw n.error("not a path inside the repository: \(problem)")
            }
            return try font(rel, assets: assets)
        }
        return scene
    }

    /// The recorded version of the image at `path` (absolute, as the parser resolves it).
    func image(_ path: String, assets: [String: String]) throws -> Bitmap {
        let bytes = try recordedBytes(try relative(path), assets: assets, limit: PNG.maxIconFileBytes, what: "image")
        return try PNG.decode(bytes, name: path, maxPixels: PNG.maxIconPixels).bitmap
    }

    /// A path fontconfig can load holding the recorded version of font `rel`: the working tree's file when it is that
    /// version, else the version from git written once into `scratch` (named by its blob id).
    func font(_ rel: String, assets: [String: String]) throws -> String {
        guard let blob = assets[rel] else {
            throw SnapshotSetupError("font \(rel) is not listed in the reference's assets")
        }
        let here = Glob.join(root, rel)
        if let bytes = try? OwnedFolder.within(root, here).read(limit: Self.maxAssetBytes),
            GitBlob.id(of: bytes) == blob
        {
            return here
        }
        let bytes = try recordedBytes(rel, assets: assets, limit: Self.maxAssetBytes, what: "font")
        guard let scratch else {
            throw SnapshotSetupError(
                "font \(rel): the recorded version is only in git, and there is no folder to unpack it to")
        }
        let ext = rel.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
        let file = scratch.child(blob + (["ttf", "otf", "ttc"].contains(ext.dropFirst()) ? ext : ".ttf"))
        try file.write(bytes, durable: false)
        return file.path
    }

    /// The bytes of `rel` as recorded (`assets[rel]` is its blob id).
    func recordedBytes(_ rel: String, assets: [String: String], limit: Int, what: String) throws -> [UInt8] {
        guard let blob = assets[rel] else {
            throw SnapshotSetupError("\(what) \(rel) is not listed in the reference's assets")
        }
        var why = "missing"
        do {
            if let bytes = try OwnedFolder.within(root, Glob.join(root, rel)).read(limit: limit) {
                if GitBlob.id(of: bytes) == blob { return bytes }
                why = "changed since"
            }
        } catch {
            why = "unreadable (\(error))"
        }
        if let bytes = GitBlob.read(blob, in: root, limit: limit) { return bytes }
        throw SnapshotSetupError(
            "\(what) \(rel): its recorded version (git blob \(blob)) is gone: the working tree's file is "
                + """
                    \(why), and git has no such object here (`git cat-file -p \(blob)` finds nothing; a shallow clone\
                     lacks old\u{20}
                    """
                + "versions). Restore the file, fetch the history, or record the reference again")
    }
}
