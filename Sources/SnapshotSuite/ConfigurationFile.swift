import Basics
import BarLayout
import Pipeline
import Verdict
import BarModel
import Synchronization
import Transitions

/// A problem with a configuration or with a file it names: `file: JSON path: what is wrong`.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file the problem is in (`barsnap.json`, or a spec file it names).
    public var file: String
    public var message: String
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }
    public var description: String { "\(file): \(message)" }
}

/// `barsnap.json` as written, before its suites are expanded into cases.
public struct ConfigurationFile: Sendable {
    /// One ordered axis of a matrix: a top-level scene-spec key and the values it takes.
    public struct Axis: Sendable, Equatable {
        public var key: String
        /// The key's values, one case each (crossed with the other keys).
        public var values: [JSON]
    }

    /// One entry of `suites`: its specs or scan, matrix, overlays, transitions and settings.
    public struct Suite: Sendable {
        /// The folder under the snapshots directory; several suites may share one.
        public var name: String
        /// Spec paths and globs, relative to the configuration file.
        public var specs: [String]
        public var matrix: [Axis]
        /// Partial specs, each merged over every spec after the matrix: one case per overlay.
        public var overlays: [JSON]
        /// The case-name template (`{stem}` and `{<matrix key>}`), default `{stem}`.
        public var caseName: String?
        public var tolerance: DiffOptions?
        public var transitions: [TransitionEntry]
        /// The suite's `checks`, over the top-level ones.
        public var checks: LayoutCheckSettings? = nil
        /// `scan`: the app code to read scenes from (instead of `specs`).
        public var scan: ScanSettings?
        /// `references`: nil follows the top level's.
        public var references: ReferenceFormat? = nil
        /// `shareLocales`: locales that draw what the first locale draws share its reference.
        package var shareLocales = false
        /// `suites[i]`, for messages.
        public var path: String
    }

    /// One entry of a suite's `transitions`: two specs and the frames between them.
    public struct TransitionEntry: Sendable {
        /// The case-name template (`{<matrix key>}` placeholders allowed).
        public var name: String
        public var from: String
        public var to: String
        /// nil: the transition rule decides (fade for equal bar heights, slide otherwise).
        public var kind: TransitionKind?
        public var direction: SlideDirection
        public var progress: [Double]
        /// A filmstrip of this many frames (p = 0 … 1), when set.
        public var frames: Int?
        public var matrix: [Axis]
        /// `suites[i].transitions[j]`, for messages.
        public var path: String
    }

    public var snapshots: String
    public var artifacts: String?
    public var tolerance: DiffOptions
    /// Used only for a reference recorded in another environment (see `SnapshotConfiguration.environmentTolerance`).
    public var environmentTolerance: DiffOptions?
    /// Font files and globs, relative to the file (`fonts`), as written.
    public var fonts: [String] = []
    public var suites: [Suite]
    /// The top-level `checks`.
    public var checks = LayoutCheckSettings()
    /// The top-level `references` (PNG by default).
    public var references: ReferenceFormat = .png

    /// Filmstrips of more frames are refused (each frame is a full canvas).
    public static let maxFrames = 60
    /// Without `tolerance`: `DiffOptions()`, exact, the default everywhere.
    public static let defaultTolerance = DiffOptions()

    /// Parses the bytes of the file at `file`; every error is a `ConfigurationError` naming the file and JSON path.
    package static func parse(_ bytes: [UInt8], file: String,
                              modes: [any ComparisonMode.Type] = ComparisonModes.builtIn) throws -> ConfigurationFile {
        let json: JSON
        do { json = try JSON.parse(bytes) } catch {
            throw ConfigurationError(file: file, message: JSON.describeParseFailure(error, of: bytes))
        }
        do { return try parse(json, modes: modes) } catch let e as JSONPathError {
            throw ConfigurationError(file: file, message: e.description)
        }
    }

    /// `parse`, once per process for the same file and bytes: `BarSnapConfiguration.load()` (the cases of a test's
    /// arguments) and `assertSnapshot(of:)` in the same test process share one parse. Changed bytes parse again.
    /// `modes` nil: the modes the file was last read with (an assertion reads the file its test's arguments came
    /// from with `BarSnapConfiguration.load(modes:)`), else the built-in ones.
    package static func parseOnce(_ bytes: [UInt8], file: String,
                                  modes: [any ComparisonMode.Type]? = nil) throws -> ConfigurationFile {
        let names = modes.map { $0.map { $0.name } }
        if let hit = parsedFiles.withLock({ $0[file] }), hit.bytes == bytes, names == nil || names == hit.modes {
            return hit.parsed
        }
        let chosen = modes ?? ComparisonModes.builtIn
        let parsed = try parse(bytes, file: file, modes: chosen)
        parsedFiles.withLock { $0[file] = (bytes, parsed, chosen.map { $0.name }) }
        return parsed
    }

    private static let parsedFiles = Mutex<[String: (bytes: [UInt8], parsed: ConfigurationFile, modes: [String])]>([:])

    /// Parses the document through `ConfigurationSchema`; every error is a `JSONPathError` naming the JSON path.
    package static func parse(_ json: JSON, modes: [any ComparisonMode.Type] = ComparisonModes.builtIn)
        throws -> ConfigurationFile {
        let tolerance = { (node: JSONNode) in try DiffOptions(parsing: node, modes: modes) }
        let schema = ConfigurationSchema.root
        let root = try JSONNode(json, path: "").object(allowed: schema.keys + [SpecParser.schemaKey])
        _ = try root.optional(SpecParser.schemaKey)?.string()
        let snapshots = try root.read(schema["snapshots"])?.string() ?? "Snapshots"
        let artifacts = try root.read(schema["artifacts"])?.string()
        let given = try root.read(schema["tolerance"]).map(tolerance) ?? defaultTolerance
        let environmentTolerance = try root.read(schema["environmentTolerance"]).map(tolerance)
        for key in schema.required where root.optional(key) == nil {
            throw JSONPathError(path: key, message: "is required")
        }
        let fonts = try root.read(schema["fonts"])?.array().map { try $0.string() } ?? []
        let list = try root.require(schema["suites"]).array()
        var file = ConfigurationFile(
            snapshots: snapshots, artifacts: artifacts, tolerance: given,
            environmentTolerance: environmentTolerance, fonts: fonts,
            suites: try list.map { try suite($0, modes: modes) })
        if let c = try root.read(schema["checks"]) { file.checks = try LayoutCheckRun.parse(c) }
        if let r = try root.read(schema["references"]) { file.references = try r.enumeration(ReferenceFormat.self) }
        return file
    }

    /// `fonts` resolved against the folder of the configuration `file`: absolute paths, in order, each once, and
    /// every one a font file fontconfig can read (the font set is built to check it). Errors name the file and the
    /// entry (`barsnap.json: fonts[1]: "Fonts/*.otf" matches no file`).
    package func resolvedFonts(file: String, guard pathGuard: PathGuard? = nil) throws -> [String] {
        var files: [String] = []
        do {
            try FontFiles.resolve(fonts, in: FileIO.parentDirectory(of: file), into: &files, path: { "fonts[\($0)]" })
        } catch {
            throw ConfigurationError(file: file, message: error.description)
        }
        for f in files {
            do { try pathGuard?.checkFile(f) } catch {
                throw ConfigurationError(file: file, message: "fonts: \(error)")
            }
        }
        do { try Pipeline.checkFontFiles(files) } catch {
            throw ConfigurationError(file: file, message: "fonts: \(error)")
        }
        return files
    }

    static func suite(_ node: JSONNode, modes: [any ComparisonMode.Type]) throws -> Suite {
        let schema = ConfigurationSchema.suite
        let o = try node.object(schema)
        let name = try fileNamePart(o.require(schema["name"]), what: "a suite name")
        let specs = try o.read(schema["specs"])?.array().map { try $0.string() } ?? []
        let transitions = try o.read(schema["transitions"])?.array().map(transition) ?? []
        let scan = try o.read(schema["scan"]).map { n -> ScanSettings in
            let o = try n.object(ConfigurationSchema.scan)
            let sources = try o.require(ConfigurationSchema.scan["sources"]).array()
            let transitions = try o.read(ConfigurationSchema.scan["transitions"])?.bool() ?? false
            var settings = ScanSettings(
                sources: try sources.map { try $0.string() }, path: n.path, transitions: transitions)
            settings.unresolved = try o.read(ConfigurationSchema.scan["unresolved"])?.string() ?? "placeholder"
            settings.theme = try o.read(ConfigurationSchema.scan["theme"])?.string()
            settings.otherLocales = try o.read(ConfigurationSchema.scan["otherLocales"])?.string() ?? "error"
            settings.skip = try o.read(ConfigurationSchema.scan["skip"])?.array().map { try $0.string() } ?? []
            if let h = try o.read(ConfigurationSchema.scan["hints"]) {
                guard case let .object(pairs) = h.value else {
                    throw h.error("expected an object, found \(h.value.typeName)")
                }
                let o = try h.object(allowed: pairs.map(\.0))
                for key in pairs.map(\.0).sorted() {
                    guard let v = o.optional(key) else { continue }
                    // An item hint is kept as its JSON text (`{"symbol":"star"}`), checked as a spec's item.
                    if case .object = v.value {
                        _ = try v.object(SpecSchema.item)
                        settings.hints.append((key, v.value.serialized()))
                        continue
                    }
                    try v.check(.string(nonEmpty: true))
                    settings.hints.append((key, try v.string()))
                }
            }
            return settings
        }
        if scan != nil && !specs.isEmpty {
            throw node.error("suite \"\(name)\" has both \"specs\" and \"scan\": give each its own suite")
        }
        if specs.isEmpty && transitions.isEmpty && scan == nil {
            throw node.error("suite \"\(name)\" needs \"specs\" (scene files), \"scan\" (app code) or \"transitions\"")
        }
        let matrix = try o.read(schema["matrix"]).map(axes) ?? []
        var overlays: [JSON] = []
        for item in try o.read(schema["overlays"])?.array() ?? [] {
            let obj = try item.object(allowed: SpecParser.topLevelKeys)
            guard !obj.pairs.isEmpty else { throw item.error("an overlay needs at least one scene-spec key") }
            overlays.append(item.value)
        }
        if specs.isEmpty && scan == nil {
            for key in ["matrix", "overlays", "caseName"] where o.optional(key) != nil {
                throw JSONPathError(
                    path: node.child(key),
                    message: "applies to \"specs\", and this suite has none (a transition takes its own \"matrix\")")
            }
        }
        let caseName = try o.read(schema["caseName"]).map { n -> String in
            let template = try n.string()
            try CaseName.check(template, node: n, keys: ["stem"] + matrix.map(\.key))
            return template
        }
        var suite = Suite(
            name: name, specs: specs, matrix: matrix, overlays: overlays, caseName: caseName,
            tolerance: try o.read(schema["tolerance"]).map { try DiffOptions(parsing: $0, modes: modes) },
            transitions: transitions, scan: scan, path: node.path)
        suite.checks = try o.read(schema["checks"]).map(LayoutCheckRun.parse)
        suite.references = try o.read(schema["references"]).map { try $0.enumeration(ReferenceFormat.self) }
        suite.shareLocales = try o.read(schema["shareLocales"])?.bool() ?? false
        return suite
    }

    static func transition(_ node: JSONNode) throws -> TransitionEntry {
        let schema = ConfigurationSchema.transition
        let o = try node.object(schema)
        let matrix = try o.read(schema["matrix"]).map(axes) ?? []
        let nameNode = try o.require(schema["name"])
        let name = try nameNode.string()
        try CaseName.check(name, node: nameNode, keys: matrix.map(\.key))
        let kind = try o.read(schema["kind"]).map { try $0.enumeration(TransitionKind.self) }
        let direction = try o.read(schema["direction"]).map { try $0.enumeration(SlideDirection.self) } ?? .push
        var progress: [Double] = []
        if let p = try o.read(schema["progress"]) {
            progress = try p.array().map { try $0.number(within: .fraction) }
            if let dup = firstDuplicate(progress) { throw p.error("lists \(JSON.format(dup)) twice") }
        }
        let frames = try o.read(schema["frames"]).map { try $0.integer(in: 2...ConfigurationFile.maxFrames) }
        if progress.isEmpty && frames == nil {
            throw node.error(
                "transition \"\(name)\" needs \"progress\" (a list of frames to check) or \"frames\" (a filmstrip)")
        }
        return TransitionEntry(
            name: name, from: try o.require(schema["from"]).string(), to: try o.require(schema["to"]).string(),
            kind: kind, direction: direction, progress: progress, frames: frames, matrix: matrix,
            path: node.path)
    }

    static func axes(_ node: JSONNode) throws -> [Axis] {
        guard case let .object(pairs) = node.value else {
            throw node.error("expected an object, found \(node.value.typeName)")
        }
        var out: [Axis] = []
        for (key, value) in pairs where key != JSONNode.commentKey {
            let child = JSONNode(value, path: node.child(key))
            guard SpecParser.topLevelKeys.contains(key) else {
                throw child.error(
                    """
                        is not a top-level scene-spec key (known:\
                         \(SpecParser.topLevelKeys.sorted().joined(separator: ", ")))
                        """
                )
            }
            let values = try child.array()
            guard !values.isEmpty else { throw child.error("must list at least one value") }
            out.append(Axis(key: key, values: values.map(\.value)))
        }
        guard !out.isEmpty else { throw node.error("must have at least one key") }
        return out
    }

    /// A suite name or a case name becomes part of a file name: no path separators, no characters that some
    /// file systems refuse, no leading dot, not empty.
    static func fileNamePart(_ node: JSONNode, what: String) throws -> String {
        let s = try node.string()
        if let problem = CaseName.problem(s) { throw node.error("\(node.value.snippet) cannot be \(what): \(problem)") }
        return s
    }

    static func firstDuplicate(_ values: [Double]) -> Double? {
        var seen = Set<Double>()
        for v in values { if !seen.insert(v).inserted { return v } }
        return nil
    }
}

/// Case-name templates: `{stem}` (the spec file's name without `.json`) and `{<matrix key>}` (that axis's value).
enum CaseName {
    /// What makes `s` unusable as one component of a reference's file name, or nil.
    static func problem(_ s: String) -> String? { NameRule.problem(s) }

    /// The placeholders of `template`, in order.
    static func placeholders(_ template: String) -> [String]? {
        var out: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            out.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if rest.contains("}") { return nil }
        return out
    }

    static func check(_ template: String, node: JSONNode, keys: [String]) throws {
        guard let names = placeholders(template) else {
            throw node.error("\(node.value.snippet) has an unbalanced { or }")
        }
        for name in names where !keys.contains(name) {
            throw node.error(
                "{\(name)} is not a placeholder here (available: \(keys.map { "{\($0)}" }.joined(separator: ", ")))")
        }
        let sample = names.reduce(template) { $0.replacing("{\($1)}", with: "x") }
        if let problem = problem(sample) {
            throw node.error("\(node.value.snippet) cannot name a reference: \(problem)")
        }
    }

    /// A template split once into literal text and placeholders, so filling it per case is a concatenation.
    struct Template {
        enum Part { case text(String), value(String) }
        let parts: [Part]

        init(_ template: String) {
            var parts: [Part] = []
            var rest = Substring(template)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
                parts.append(.value(String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { parts.append(.text(String(rest))) }
            self.parts = parts
        }

        /// Fills the placeholders (`{stem}` from `stem`); a value that is not a string, number or boolean, or that
        /// makes a bad file name, is an error.
        func fill(_ values: [String: JSON], stem: String?) throws -> String {
            var out = ""
            for part in parts {
                switch part {
                case let .text(t): out += t
                case let .value(name):
                    if name == "stem", let stem {
                        out += stem
                        continue
                    }
                    switch values[name] {
                    case let .string(s)?: out += s
                    case let .number(d)?: out += JSON.format(d)
                    case let .bool(b)?: out += b ? "true" : "false"
                    case let other?:
                        throw ConfigurationError(
                            file: "",
                            message:
                                """
                                    {\(name)} takes \(other.typeName) here; only strings, numbers and booleans can name\
                                     a case
                                    """
                        )
                    case nil: out += "{\(name)}"
                    }
                }
            }
            if let problem = problem(out) {
                throw ConfigurationError(file: "", message: "the case name \"\(out)\" is unusable: \(problem)")
            }
            return out
        }
    }
}
