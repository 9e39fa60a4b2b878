import Basics

/// How a configuration keeps its references: PNG images (the default) or scene text (`.scene.json`: the resolved
/// scene, the hash of its pixels, the fingerprint and the description), re-rendered on demand.
public enum ReferenceFormat: String, Sendable, CaseIterable {
    case png, scene

    /// `.png` or `.scene.json`.
    public var fileExtension: String { self == .png ? ".png" : ".scene.json" }

    /// `buttons/back.phone@3x.png` → `buttons/back.phone@3x.scene.json` (and back).
    public func path(forPNGName name: String) -> String {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        return stem + fileExtension
    }
}

/// The hash of a bitmap's pixels: SHA-256 of `barsnap-rgba-1 <width> <height>\n` and the RGBA bytes as decoded (not
/// of PNG bytes, which depend on the encoder), so a PNG reference and the render it came from hash alike.
package struct PixelHash: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// 64 lowercase hex digits.
    public var sha256: String

    public init(width: Int, height: Int, sha256: String) {
        self.width = width
        self.height = height
        self.sha256 = sha256
    }

    public init(_ bitmap: Bitmap) {
        var h = SHA256()
        h.update("barsnap-rgba-1 \(bitmap.width) \(bitmap.height)\n")
        bitmap.pixels.withUnsafeBytes { h.update($0) }
        width = bitmap.width
        height = bitmap.height
        sha256 = h.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// `1179×282 3f2a…` (the first 12 digits).
    public var description: String { "\(width)×\(height) \(sha256.prefix(12))" }
}

/// A reference kept as text (`<case id>.scene.json`): what is drawn, exactly, and the hash of how it looked.
///
/// The file is canonical JSON: keys sorted, numbers in their shortest form, one key per line, so a change of the
/// app (a title, a tint) is a one-line diff in review. It is input from a pull request: it is read with a size
/// limit, parsed strictly (unknown keys, wrong types and paths outside the repository are errors naming the file and
/// the JSON path), and its asset paths are only looked up, never followed through links.
package struct SceneReference: Equatable, Sendable {
    /// A file the scene draws with (an image, a font): its path relative to the configuration's folder and its
    /// git blob id, so an old version can be found with `git cat-file -p <blob>`.
    public struct Asset: Equatable, Sendable, Comparable {
        public var path: String
        public var blob: String
        public init(path: String, blob: String) {
            self.path = path
            self.blob = blob
        }
        public static func < (a: Asset, b: Asset) -> Bool { a.path < b.path }
    }

    /// The case id (`buttons/back.iphone-15@3x`).
    public var caseID: String
    /// The scene as drawn: a still's `{"directory", "spec"}`, or a transition's `{"from", "to", "kind",
    /// "direction", "progress" | "frames"}`. Canonical (keys sorted, `$comment` removed).
    public var scene: JSON
    /// Every file the scene reads, sorted by path.
    public var assets: [Asset]
    public var pixels: PixelHash
    /// The environment fingerprint the pixels were drawn with (nil when the configuration disables it).
    public var environment: String?
    /// What is drawn, in words-level detail (the same description a PNG reference stores).
    public var description: SnapshotDescription?
    /// Values BarSnap resolved (the appearance after style, scheme and presentation defaults): for reading only.
    public var resolved: JSON?

    public static let formatVersion = 1.0
    /// A scene reference larger than this is refused (a pull request cannot make verify read gigabytes).
    public static let maxFileBytes = 1 << 20
    public static let maxAssets = 1_000

    public init(
        caseID: String, scene: JSON, assets: [Asset], pixels: PixelHash, environment: String?,
        description: SnapshotDescription?, resolved: JSON? = nil
    ) {
        self.caseID = caseID
        self.scene = Self.canonical(scene)
        self.assets = assets.sorted()
        self.pixels = pixels
        self.environment = environment
        self.description = description
        self.resolved = resolved.map(Self.canonical)
    }

    /// What identifies the scene: the scene and the contents of its files (not the pixels, the fingerprint, the
    /// description or the resolved values).
    public func sameScene(as other: SceneReference) -> Bool { scene == other.scene && assets == other.assets }

    /// The file's bytes: canonical JSON, two-space indent, a final newline.
    public var encoded: [UInt8] {
        var pairs: [(String, JSON)] = [
            ("assets", .array(assets.map { .object([("blob", .string($0.blob)), ("path", .string($0.path))]) })),
            ("case", .string(caseID)),
            ("format", .number(Self.formatVersion)),
            ("pixels", .object([("height", .number(Double(pixels.height))), ("sha256", .string(pixels.sha256)),
                                ("width", .number(Double(pixels.width)))])),
            ("scene", scene),
        ]
        if let description, let json = try? JSON.parse(description.encoded) {
            pairs.append(("description", Self.canonical(json)))
        }
        // The fingerprint one field a line, so an upgrade's diff names the field that moved.
        if let environment { pairs.append(("environment", .array(Self.lines(environment).map { .string($0) }))) }
        if let resolved { pairs.append(("resolved", resolved)) }
        var out = ""
        Self.write(Self.canonical(.object(pairs)), into: &out, level: 0)
        return Array((out + "\n").utf8)
    }

    /// Two-space indent, one key a line, one array item a line; an array of numbers (a frame) stays on one line.
    static func write(_ json: JSON, into out: inout String, level: Int) {
        let pad = String(repeating: "  ", count: level + 1), close = String(repeating: "  ", count: level)
        switch json {
        case let .object(pairs) where !pairs.isEmpty:
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += pad + JSON.string(key).serialized() + ": "
                write(value, into: &out, level: level + 1)
                out += i == pairs.count - 1 ? "\n" : ",\n"
            }
            out += close + "}"
        case let .array(items)
        where !items.allSatisfy({ if case .number = $0 { true } else { false } }) || items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                write(item, into: &out, level: level + 1)
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += close + "]"
        case let .array(items):
            out += "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
        default:
            out += json.serialized()
        }
    }

    /// A fingerprint as `name value` lines (BarSnap's are `name value name value …`); one line when it is not
    /// of that form or would not join back to the same text.
    static func lines(_ fingerprint: String) -> [String] {
        let parsed = EnvironmentFingerprint(parsing: fingerprint)
        let lines = parsed.fields.map { "\($0.name) \($0.value)" }
        return parsed.isStructured && lines.joined(separator: " ") == fingerprint ? lines : [fingerprint]
    }

    /// Sorted keys at every level, `$comment` removed: the form that is written and compared.
    public static func canonical(_ json: JSON) -> JSON {
        switch json {
        case let .object(pairs):
            return .object(
                pairs.filter { $0.0 != JSONNode.commentKey }.map { ($0.0, canonical($0.1)) }.sorted { $0.0 < $1.0 })
        case let .array(items): return .array(items.map(canonical))
        default: return json
        }
    }

    /// Parses a scene reference strictly. Errors are `JSONPathError`s (`pixels.sha256: expected …`); callers add
    /// the file's name.
    public static func parse(_ bytes: [UInt8]) throws -> SceneReference {
        guard bytes.count <= maxFileBytes else {
            throw JSONPathError(
                path: "", message: "\(bytes.count) bytes, more than the limit of \(maxFileBytes) for a scene reference")
        }
        let json: JSON
        do { json = try JSON.parse(bytes, maxDepth: 48) } catch {
            throw JSONPathError(path: "", message: JSON.describeParseFailure(error, of: bytes))
        }
        let root = try JSONNode(json, path: "").object(allowed: [
            "assets", "case", "description", "environment", "format",
            "pixels", "resolved", "scene"
        ])
        let format = try root.required("format")
        guard format.value == .number(formatVersion) else {
            throw format.error(
                "format \(format.value.snippet) is not one this BarSnap reads (\(JSON.format(formatVersion)))")
        }
        let caseNode = try root.required("case")
        let caseID = try caseNode.string()
        if let problem = NameRule.problem(path: caseID + ".png") { throw caseNode.error("not a case id: \(problem)") }
        var assets: [Asset] = []
        let list = try root.required("assets").array()
        if list.count > maxAssets { throw JSONPathError(path: "assets", message: "more than \(maxAssets) files") }
        for item in list {
            let o = try item.object(allowed: ["blob", "path"])
            let pathNode = try o.required("path")
            let path = try pathNode.string()
            if let problem = Self.assetPathProblem(path) {
                throw pathNode.error("not a path inside the repository: \(problem)")
            }
            let blobNode = try o.required("blob")
            let blob = try blobNode.string()
            guard GitBlob.isValidID(blob) else { throw blobNode.error("not a git blob id (40 lowercase hex digits)") }
            assets.append(Asset(path: path, blob: blob))
        }
        let p = try root.required("pixels").object(allowed: ["height", "sha256", "width"])
        let width = try p.required("width").integer(in: 1...Bitmap.maxSide)
        let height = try p.required("height").integer(in: 1...Bitmap.maxSide)
        let shaNode = try p.required("sha256")
        let sha = try shaNode.string()
        guard sha.utf8.count == 64, sha.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw shaNode.error("not a SHA-256 (64 lowercase hex digits)")
        }
        let sceneNode = try root.required("scene")
        guard case .object = sceneNode.value else {
            throw sceneNode.error("expected an object, found \(sceneNode.value.typeName)")
        }
        var environment: String?
        if let e = root.optional("environment") {
            environment = try e.array().map { try $0.string() }.joined(separator: " ")
        }
        var description: SnapshotDescription?
        if let d = root.optional("description") {
            guard let parsed = SnapshotDescription(parsing: d.value.serialized()) else {
                throw d.error("not a BarSnap description")
            }
            description = parsed
        }
        return SceneReference(
            caseID: caseID, scene: sceneNode.value, assets: assets,
            pixels: PixelHash(width: width, height: height, sha256: sha), environment: environment,
            description: description, resolved: root.optional("resolved")?.value)
    }
}

extension SceneReference {
    /// What makes an asset path unusable, or nil: it must be relative, stay below the configuration's folder (no
    /// `..`, `.` or empty parts), hold no control character and be at most 1,024 bytes.
    public static func assetPathProblem(_ path: String) -> String? {
        if path.isEmpty { return "it is empty" }
        if path.hasPrefix("/") { return "it is an absolute path" }
        if path.utf8.count > 1024 { return "it is longer than 1024 bytes" }
        if Text.hasControlCharacters(path)
            || path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return "it contains a control character"
        }
        for part in path.split(separator: "/", omittingEmptySubsequences: false)
        where part.isEmpty || part == "." || part == ".." {
            return "it has an empty, \".\" or \"..\" part"
        }
        return nil
    }
}
