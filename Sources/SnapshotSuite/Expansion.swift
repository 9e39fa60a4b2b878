import Basics
import BarLayout
import Pipeline
import Verdict
import PNGCodec
import Synchronization
import BarModel
import Transitions

/// Expands a configuration's suites into cases: every spec × matrix combination × overlay, every transition ×
/// its matrix × progress (and filmstrip). Each spec file is read and parsed as JSON once, each image file decoded
/// once; every scene is validated here, so a bad value fails before anything renders.
final class Expansion {
    /// The configuration file as shown in messages, and the folder its paths are relative to.
    let file: String
    let directory: String
    let configuration: ConfigurationFile
    let location: SuiteLocation
    /// The configuration's font files: every scene gets them ahead of its own.
    let fonts: [String]
    let images: ImageCache
    /// Keeps spec files, images and fonts inside the configuration's folder.
    let pathGuard: PathGuard?
    var builder: SceneBuilder { SceneBuilder(file: file, images: images, fonts: fonts, pathGuard: pathGuard) }
    private var specs: [String: JSON] = [:]
    /// Each spec file's key lines (`JSON.keyLines`), for the annotations of its cases.
    private var specLines: [String: [String: Int]] = [:]

    /// Where a spec file sets each scene field (`title` → the line of `item.title`), and the line of its `item`.
    func fieldSources(_ path: String) -> (fields: [String: SourcePlace], line: Int?) {
        let lines = specLines[path] ?? [:]
        var out: [String: SourcePlace] = [:]
        for (key, line) in lines {
            var field: String?
            if key.hasPrefix("item.") {
                let rest = String(key.dropFirst(5))
                if ["title", "subtitle", "largeSubtitle", "prompt"].contains(rest) { field = rest }
                for side in ["left", "right"] where rest == side || (rest.hasPrefix(side + "[") && !rest.contains("."))
                {
                    field = rest
                }
            } else if key == "appearance.tint" || key == "appearance.background" {
                field = String(key.dropFirst("appearance.".count))
            } else if key == "previousTitle" || (key == "previousBackItem" && out["back"] == nil) {
                field = "back"
            }
            if let field { out[field] = SourcePlace(file: path, line: line) }
        }
        return (out, lines["item"])
    }

    /// Reads `"scan"` suites; nil: a scan suite is an error naming the product that reads them.
    let scanner: (any ScanProvider)?
    /// The variables that choose the scan cache (`BARSNAP_SCAN_CACHE`, `BARSNAP_CACHE_DIR`, …).
    let environment: [String: String]
    /// What the run could not do and carried on without (a scan cache refused): warnings for the command.
    var notices: [String] = []

    init(
        location: SuiteLocation, configuration: ConfigurationFile, fonts: [String] = [],
        guard pathGuard: PathGuard? = nil, scanner: (any ScanProvider)? = nil, environment: [String: String]? = nil
    ) {
        self.environment = environment ?? SnapshotConfiguration.processEnvironment()
        self.file = location.file
        self.directory = location.directory
        self.configuration = configuration
        self.scanner = scanner
        self.location = location
        self.fonts = fonts
        self.pathGuard = pathGuard
        images = ImageCache(pathGuard: pathGuard)
    }

    /// More cases than this in one configuration is refused (a matrix that multiplies out by mistake).
    static let maxCases = 100_000

    func cases() throws -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        var seen: [String: Int] = [:]
        for (i, suite) in configuration.suites.enumerated() {
            let tolerance = suite.tolerance ?? configuration.tolerance
            var produced = try stills(suite, tolerance: tolerance)
            for entry in suite.transitions { produced += try transitions(entry, suite: suite, tolerance: tolerance) }
            let format = suite.references ?? configuration.references
            if format != .png { for k in produced.indices { produced[k].referenceFormat = format } }
            if suite.shareLocales, suite.scan != nil, format == .png { Self.shareLocales(&produced) }
            // Silence is not success: a suite that draws nothing would verify green forever.
            if produced.isEmpty {
                throw ConfigurationError(
                    file: file, message: "\(suite.scan?.path ?? suite.path): \(emptyReason(suite))")
            }
            _ = i
            let checks = suite.checks.map { configuration.checks.merged(with: $0) } ?? configuration.checks
            if checks != LayoutCheckSettings() { for k in produced.indices { produced[k].checks = checks } }
            for (index, c) in produced.enumerated() {
                if let other = seen[c.id] {
                    let first = other < out.count ? out[other].origin : produced[other - out.count].origin
                    throw ConfigurationError(
                        file: file,
                        message: "two cases have the id \"\(c.id)\": \(first), and \(c.origin)"
                            + (suite.matrix.isEmpty
                                ? ""
                                : """
                                    ; put a matrix key in the name, e.g. \"caseName\":\
                                     \"{stem}-{\(suite.matrix[0].key)}\"
                                    """)
                    )
                }
                seen[c.id] = out.count + index
            }
            out += produced
            guard out.count <= Self.maxCases else {
                throw ConfigurationError(
                    file: file,
                    message:
                        """
                            \(suite.path): the configuration expands to \(out.count) or more cases, more than the limit\
                             of \(Self.maxCases)
                            """
                )
            }
        }
        // Sort indices by id, then gather: cases are large values, ids are what is compared.
        let order = out.indices.sorted { out[$0].id < out[$1].id }
        return order.map { out[$0] }
    }

    /// Why a suite produced no case, and what to do.
    func emptyReason(_ suite: ConfigurationFile.Suite) -> String {
        if let scan = suite.scan {
            return "the scan of \(scan.sources.map { "\"\($0)\"" }.joined(separator: ", ")) found no screen "
                + "(no UIViewController subclass with a navigation item, no storyboard scene): this suite has no case; "
                + """
                    point \"sources\" at the folders holding the app's view controllers (`barsnap scan` lists what it\
                     reads)
                    """
        }
        return "suite \"\(suite.name)\" produces no case: give it \"specs\", \"scan\" or \"transitions\""
    }

    // MARK: - Stills

    func stills(_ suite: ConfigurationFile.Suite, tolerance: DiffOptions) throws -> [SnapshotCase] {
        if let scan = suite.scan { return try scanStills(suite, settings: scan, tolerance: tolerance) }
        guard !suite.specs.isEmpty else { return [] }
        var files: [String] = []
        for (j, pattern) in suite.specs.enumerated() {
            let found: [String]
            do { found = try Glob.files(matching: pattern, in: directory) } catch {
                throw ConfigurationError(
                    file: file, message: "\(suite.path).specs[\(j)]: cannot search \"\(pattern)\": \(error)")
            }
            if found.isEmpty {
                throw ConfigurationError(
                    file: file,
                    message: "\(suite.path).specs[\(j)]: "
                        + (Glob.isPattern(pattern)
                            ? "\"\(pattern)\" matches no file" : "no file at \(Glob.resolve(pattern, in: directory))"))
            }
            for f in found where !files.contains(f) { files.append(f) }
        }
        let combos = try combinations(suite.matrix, at: suite.path + ".matrix")
        let overlays: [(Int, JSON)?] =
            suite.overlays.isEmpty ? [nil] : suite.overlays.enumerated().map { ($0.offset, $0.element) }
        guard combos.count.multipliedReportingOverflow(by: overlays.count * files.count).partialValue <= Self.maxCases
        else {
            let n = combos.count.multipliedReportingOverflow(by: overlays.count * files.count)
            throw ConfigurationError(
                file: file,
                message:
                    """
                        \(suite.path): the suite expands to \(n.overflow ? "too many" : "\(n.partialValue)") cases,\
                         more than the limit of \(Self.maxCases)
                        """
            )
        }
        let specs = try files.map { try specJSON($0) }
        if let combo = combos.first, !combo.isEmpty {
            for (path, spec) in zip(files, specs) { try checkHidden(spec, path: path, combo: combo) }
        }
        let paths = files
        let job = StillJob(
            builder: builder, suite: suite, combos: combos, overlays: overlays,
            template: CaseName.Template(suite.caseName ?? "{stem}"), tolerance: tolerance, location: location)
        // Scenes are parsed on every core: one work item per (spec file, matrix combination). The first error in
        // file order is the one reported, so the message does not depend on thread timing.
        let stems = files.map(Self.stem)
        let memos = files.map { _ in SpecParser.Memo() }
        let sources = files.map(fieldSources)
        let results = Parallel.map(files.count * combos.count) { i in
            Result {
                try job.cases(
                    path: paths[i / combos.count], stem: stems[i / combos.count], spec: specs[i / combos.count],
                    combo: combos[i % combos.count], memo: memos[i / combos.count], sources: sources[i / combos.count])
            }
        }
        var out: [SnapshotCase] = []
        out.reserveCapacity(files.count * combos.count * overlays.count)
        for r in results { out += try r.get() }
        return out
    }

    /// A spec value the matrix replaces is never drawn, but a wrong one (`"device": "iphone-99"` under a device
    /// matrix) is still a mistake in the file: the spec is parsed alone once, and an error at a path the matrix
    /// sets is reported, naming the spec file.
    func checkHidden(_ spec: JSON, path: String, combo: Combination) throws {
        guard case let .object(pairs) = spec, pairs.contains(where: { p in combo.pairs.contains { $0.0 == p.0 } })
        else { return }
        var parser = SpecParser(baseDirectory: FileIO.parentDirectory(of: path), loadImage: builder.images.load)
        parser.memo = nil
        do { try parser.parse(spec).validate() } catch let e as SpecError {
            if JSONPath.contains(combo.object, JSONPath.steps(e.path)) {
                throw ConfigurationError(
                    file: path,
                    message: "\(e.description) (the configuration's matrix replaces this value, "
                        + "but the spec's own value is wrong: fix it or remove it)")
            }
        } catch {}
    }

    // MARK: - Transitions

    func transitions(_ entry: ConfigurationFile.TransitionEntry, suite: ConfigurationFile.Suite,
                     tolerance: DiffOptions) throws -> [SnapshotCase] {
        let fromPath = Glob.resolve(entry.from, in: directory), toPath = Glob.resolve(entry.to, in: directory)
        let fromJSON = try specJSON(fromPath, reference: entry.path + ".from")
        let toJSON = try specJSON(toPath, reference: entry.path + ".to")
        var out: [SnapshotCase] = []
        for combo in try combinations(entry.matrix, at: entry.path + ".matrix") {
            let fromMerged = combo.isEmpty ? fromJSON : JSON.merge(fromJSON, combo.object)
            let toMerged = combo.isEmpty ? toJSON : JSON.merge(toJSON, combo.object)
            let from = try builder.parse(fromMerged, spec: fromPath, combo: combo, overlay: nil, suite: suite)
            let to = try builder.parse(toMerged, spec: toPath, combo: combo, overlay: nil, suite: suite)
            let recipe = SceneRecipe(sides: [.init(json: fromMerged, directory: FileIO.parentDirectory(of: fromPath)),
                                             .init(json: toMerged, directory: FileIO.parentDirectory(of: toPath))])
            let renderer: TransitionRenderer
            do { renderer = try TransitionRenderer(from: from, to: to, direction: entry.direction) } catch {
                throw ConfigurationError(file: file, message: "\(entry.path)\(combo.label): \(error)")
            }
            let kind = entry.kind ?? renderer.decidedKind
            let name: String
            do { name = try CaseName.Template(entry.name).fill(combo.values, stem: nil) } catch let e
                as ConfigurationError
            {
                throw ConfigurationError(file: file, message: "\(entry.path).name: \(e.message)")
            }
            let base = "\(suite.name)/\(name).\(from.variant).\(kind.rawValue)"
            let origin = "\(entry.path) (\(fromPath) → \(toPath))\(combo.label)"
            func described(_ c: SnapshotCase) -> SnapshotCase {
                var c = c
                c.caseKey = "\(suite.name)/\(name)"
                c.specFile = fromPath
                c.recipe = recipe
                return c
            }
            for p in entry.progress {
                out.append(
                    described(
                        SnapshotCase(
                            id: "\(base)-\(JSON.format(p))", suite: suite.name,
                            source: .transition(
                                from: from, to: to, kind: kind, direction: entry.direction, progress: p),
                            tolerance: tolerance, origin: origin, location: location)))
            }
            if let frames = entry.frames {
                let px = max(from.canvasPixelHeight, to.canvasPixelHeight)
                if (Filmstrip.height(frameHeight: px, count: frames) ?? Int.max) > Bitmap.maxSide {
                    throw ConfigurationError(
                        file: file,
                        message:
                            """
                                \(entry.path).frames: \(frames) frames of \(px) px make a filmstrip taller than\
                                 \(Bitmap.maxSide) px
                                """
                    )
                }
                out.append(
                    described(
                        SnapshotCase(
                            id: "\(base)-\(frames)frames", suite: suite.name,
                            source: .filmstrip(
                                from: from, to: to, kind: kind, direction: entry.direction, frames: frames),
                            tolerance: tolerance, origin: origin, location: location)))
            }
        }
        return out
    }

    // MARK: - Parts

    /// One combination of matrix values: the overlay object, the values by key (for names), and a label — each
    /// computed once per combination, not once per case.
    struct Combination {
        let pairs: [(String, JSON)]
        let indices: [Int]
        let object: JSON
        let values: [String: JSON]
        let label: String
        var isEmpty: Bool { pairs.isEmpty }

        init(pairs: [(String, JSON)], indices: [Int]) {
            self.pairs = pairs
            self.indices = indices
            object = .object(pairs)
            values = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
            label = pairs.isEmpty ? "" : " with " + JSON.object(pairs).serialized()
        }
    }

    func combinations(_ axes: [ConfigurationFile.Axis], at path: String) throws -> [Combination] {
        // The product is computed (saturating) before anything is built: a huge matrix fails at once, in
        // bounded memory, naming its size.
        var total = 1
        var overflowed = false
        for axis in axes {
            let (t, overflow) = total.multipliedReportingOverflow(by: axis.values.count)
            overflowed = overflowed || overflow
            total = overflow ? Int.max : t
        }
        guard !overflowed, total <= Self.maxCases else {
            let size = overflowed ? "more than \(Int.max)" : "\(total)"
            throw ConfigurationError(file: file, message: "\(path): the matrix expands to \(size) combinations, "
                + """
                    more than the limit of \(Self.maxCases) cases per configuration (split it into several suites or\
                     configurations)
                    """)
        }
        var out: [([(String, JSON)], [Int])] = [([], [])]
        for axis in axes {
            out = out.flatMap { c in
                axis.values.enumerated().map { (c.0 + [(axis.key, $0.element)], c.1 + [$0.offset]) }
            }
        }
        return out.map { Combination(pairs: $0.0, indices: $0.1) }
    }

    /// Reads and parses a spec file once; errors name the file (and, for a missing transition side, the entry).
    func specJSON(_ path: String, reference: String? = nil) throws -> JSON {
        if let cached = specs[path] { return cached }
        let bytes: [UInt8]
        do {
            bytes = try pathGuard?.read(path, limit: 16 << 20) ?? FileIO.read(path, limit: 16 << 20)
        } catch let e as FileError {
            if let reference { throw ConfigurationError(file: file, message: "\(reference): \(e)") }
            throw ConfigurationError(file: path, message: e.reason)
        }
        let json: JSON
        do { json = try JSON.parse(bytes) } catch {
            throw ConfigurationError(file: path, message: JSON.describeParseFailure(error, of: bytes))
        }
        specs[path] = json
        specLines[path] = (try? JSON.keyLines(bytes)) ?? [:]
        return json
    }

    /// `Specs/save.json` → `save`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }
}

extension Expansion {
    /// `shareLocales`: each still case of a locale names the case that owns the reference it may share — the same
    /// screen and variant in the first locale the cases come in (the configuration's order). Which cases actually
    /// share is decided by their pixels when recording (`SnapshotCase.check`); the owner's file is its own.
    static func shareLocales(_ cases: inout [SnapshotCase]) {
        var owners: [String: Int] = [:]
        for i in cases.indices {
            guard case .still = cases[i].source, cases[i].locale != nil, let screen = cases[i].screen else { continue }
            let key = cases[i].caseKey ?? cases[i].id
            guard cases[i].id.hasPrefix(key + ".") else { continue }
            let slot = screen + "\u{0}" + cases[i].id.dropFirst(key.count)
            if let owner = owners[slot] {
                if cases[owner].locale != cases[i].locale {
                    cases[i].sharedOwner = SnapshotCase.SharedOwner(id: cases[owner].id, source: cases[owner].source)
                }
            } else {
                owners[slot] = i
            }
        }
    }
}

