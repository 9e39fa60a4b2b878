import Basics
import Verdict
import BarModel
import Pipeline
import Transitions

extension Expansion {
    /// A `"scan"` suite's still cases: every scanned screen × matrix combination × overlay. The `locale` axis picks
    /// the string table each screen's texts come from (`"all"`: every locale the app has; none: the development
    /// language), `colorScheme` the asset-catalog colours; a locale other than the development language adds
    /// `-<locale>` to the stem, so two locales of one screen never share an id.
    func scanStills(_ suite: ConfigurationFile.Suite, settings: ScanSettings, tolerance: DiffOptions) throws
        -> [SnapshotCase]
    {
        guard let provider = scanner else {
            throw ConfigurationError(file: file, message: "\(settings.path): \(ScanProviders.missingMessage)")
        }
        // The app's code is read only inside the configuration's folder (like specs, fonts and icons).
        for (i, source) in settings.sources.enumerated() {
            do { try pathGuard?.checkSource(source, in: directory) } catch {
                throw ConfigurationError(file: file, message: "\(settings.path).sources[\(i)]: \(error)")
            }
        }
        var confined = settings
        confined.allowOutside = pathGuard?.allowOutside ?? false
        // The scan cache: a key over the inputs, then one entry read instead of the scan (see `ScanCache`).
        var cache = ScanCache.folder(environment: environment).map(ScanCache.init(folder:))
        // Never a folder of the checkout (a pull request could commit the entry), never a relative one.
        if let folder = cache?.folder, let refusal = ScanCache.boundaryRefusal(folder, directory: directory) {
            if !notices.contains(refusal) { notices.append(refusal) }
            cache = nil
        }
        let tag = ScanCache.suiteTag(directory: directory, path: settings.path)
        var key: String?
        if cache != nil, let inputs = try? provider.inputDigest(confined, directory: directory) {
            func values(_ axis: String) -> [String] {
                suite.matrix.first { $0.key == axis }?.values.map { $0.serialized() } ?? []
            }
            key = ScanCache.key(directory: directory, settings: confined, locales: values("locale"),
                                schemes: values("colorScheme"), inputs: inputs)
        }
        if let cache, let key, let hit = cache.load(key: key, suite: tag, directory: directory) {
            // An entry that does not expand (a scene the spec checks refuse) is a miss: scanned again, replaced.
            if let out = try? expandScan(hit, suite, settings: settings, tolerance: tolerance, cached: true) {
                return out.cases
            }
        }
        let app: any ScannedApp
        do { app = try provider.scan(confined, directory: directory) } catch let e as ConfigurationError {
            throw e
        } catch {
            // "sources[1]: …" continues the JSON path of the scan object.
            let text = "\(error)"
            throw ConfigurationError(
                file: file, message: settings.path + (text.hasPrefix("sources[") ? "." : ": ") + text)
        }
        let out = try expandScan(app, suite, settings: settings, tolerance: tolerance, cached: false)
        if let cache, let key {
            let value = CachedScan(developmentLanguage: app.developmentLanguage, locales: app.locales, sets: out.sets)
            do { try cache.store(value, key: key, suite: tag) } catch {
                notices.append("the scan cache is not written: \(error)")
            }
        }
        return out.cases
    }

    /// A cached entry lacks a set the suite asks for (not expected: the key covers the locales and schemes).
    struct CacheMiss: Error {}

    /// The cases of a scan suite from `app`, and the specs it used by `locale \0 scheme` (what the cache keeps).
    func expandScan(_ app: any ScannedApp, _ suite: ConfigurationFile.Suite, settings: ScanSettings,
                    tolerance: DiffOptions, cached: Bool) throws
        -> (cases: [SnapshotCase], sets: [String: [ScannedSpec]])
    {
        let axes = try suite.matrix.map { axis -> ConfigurationFile.Axis in
            guard axis.key == "locale" else { return axis }
            var values: [JSON] = []
            for v in axis.values {
                // A locale the app ships no strings for would draw the development language under another name.
                if case let .string(l) = v, l != "all", settings.otherLocales != "development",
                    !Self.ships(l, app.locales)
                {
                    throw ConfigurationError(
                        file: file,
                        message: "\(suite.path).matrix.locale: the app ships no \"\(l)\" strings "
                            + "(it ships \(app.locales.joined(separator: ", "))); use one of those, \"all\", or "
                            + """
                                \"otherLocales\": \"development\" in \(settings.path) to draw it in\
                                 \(app.developmentLanguage)
                                """
                    )
                }
                let expanded: [JSON] = v == .string("all") ? app.locales.map(JSON.string) : [v]
                for e in expanded where !values.contains(e) { values.append(e) }
            }
            return ConfigurationFile.Axis(key: axis.key, values: values)
        }
        let combos = try combinations(axes, at: suite.path + ".matrix")
        let overlays: [(Int, JSON)?] =
            suite.overlays.isEmpty ? [nil] : suite.overlays.enumerated().map { ($0.offset, $0.element) }
        let job = StillJob(
            builder: builder, suite: suite, combos: combos, overlays: overlays,
            template: CaseName.Template(suite.caseName ?? "{stem}"), tolerance: tolerance, location: location)
        var cache: [String: [ScannedSpec]] = [:]
        var work: [(ScannedSpec, String, Combination)] = []
        for combo in combos {
            var locale = app.developmentLanguage
            if let value = combo.values["locale"] {
                guard case let .string(s) = value else {
                    throw ConfigurationError(
                        file: file,
                        message: "\(suite.path).matrix.locale: a scan suite's locales are strings (or \"all\")")
                }
                locale = s
            }
            var scheme = "light"
            if case let .string(s)? = combo.values["colorScheme"] { scheme = s }
            let key = CachedScan.setKey(locale, scheme)
            if cached, let hit = app as? CachedScan, !hit.has(locale: locale, colorScheme: scheme) {
                throw CacheMiss()
            }
            let specs = cache[key] ?? app.specs(locale: locale, colorScheme: scheme)
            cache[key] = specs
            for spec in specs {
                let stem = locale == app.developmentLanguage ? spec.stem : "\(spec.stem)-\(locale)"
                work.append((spec, stem, combo))
            }
        }
        // Silence is not success: screens found but every one left out is an error, not an empty green run.
        if work.isEmpty {
            let skip = settings.unresolved == "skip"
            let why = skip ? "\"unresolved\": \"skip\" left out every screen" : "no screen has a bar"
            throw ConfigurationError(file: file, message: "\(suite.path): the scan gives no cases (\(why)); "
                + "`barsnap scan` lists the screens and why")
        }
        guard work.count.multipliedReportingOverflow(by: overlays.count).partialValue <= Self.maxCases else {
            throw ConfigurationError(
                file: file, message: "\(suite.path): the scan expands to more than \(Self.maxCases) cases")
        }
        let jobs = work
        let developmentLanguage = app.developmentLanguage
        let results = Parallel.map(jobs.count) { i in
            Result {
                let (spec, stem, combo) = jobs[i]
                // Annotations name the screen's file and the line setting the field that changed (not `origin`,
                // which is `file:line` for messages).
                let fields = spec.sources.mapValues {
                    SourcePlace(file: Glob.join(spec.directory, $0.file), line: $0.line)
                }
                var cases = try job.cases(
                    path: Glob.join(spec.directory, spec.origin), stem: stem, spec: spec.json,
                    combo: combo, memo: SpecParser.Memo(), sources: (fields, spec.line > 0 ? spec.line : nil))
                if !spec.file.isEmpty {
                    for k in cases.indices { cases[k].specFile = Glob.join(spec.directory, spec.file) }
                }
                let locale = (combo.values["locale"]).flatMap { v -> String? in
                    if case let .string(s) = v { return s } else { return nil }
                } ?? developmentLanguage
                for k in cases.indices {
                    cases[k].locale = locale
                    cases[k].isDevelopmentLanguage = locale == developmentLanguage
                    let key = cases[k].caseKey ?? cases[k].id
                    cases[k].screen = stem == spec.stem ? key : key.replacing(stem, with: spec.stem)
                }
                return cases
            }
        }
        var out: [SnapshotCase] = []
        for r in results { out += try r.get() }
        if settings.transitions { out += try scanTransitions(work, suite: suite, tolerance: tolerance) }
        return (out, cache)
    }

    /// True when the app has strings for `locale`: the same tag, or its language (`de-CH` → `de`).
    static func ships(_ locale: String, _ locales: [String]) -> Bool {
        if locales.contains(locale) { return true }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return locales.contains(language)
    }

    /// One transition case per push found (`"transitions": true`): the pusher's first branch to each branch of the
    /// pushed screen, in every matrix combination, at progress 0.5; the kind is decided as for any push.
    func scanTransitions(_ work: [(ScannedSpec, String, Combination)], suite: ConfigurationFile.Suite,
                         tolerance: DiffOptions) throws -> [SnapshotCase] {
        var out: [SnapshotCase] = []
        for (spec, stem, combo) in work {
            guard let pusherName = spec.pushedBy,
                let pusher = work.first(where: { $0.0.stem == pusherName && $0.2.indices == combo.indices })?.0
            else { continue }
            let fromPath = Glob.join(pusher.directory, pusher.origin), toPath = Glob.join(spec.directory, spec.origin)
            let fromJSON = combo.isEmpty ? pusher.json : JSON.merge(pusher.json, combo.object)
            let toJSON = combo.isEmpty ? spec.json : JSON.merge(spec.json, combo.object)
            let from = try builder.parse(fromJSON, spec: fromPath, combo: combo, overlay: nil, suite: suite)
            let to = try builder.parse(toJSON, spec: toPath, combo: combo, overlay: nil, suite: suite)
            let renderer: TransitionRenderer
            do { renderer = try TransitionRenderer(from: from, to: to, direction: .push) } catch {
                throw ConfigurationError(
                    file: file,
                    message: "\(suite.path).scan.transitions (\(pusherName) → \(stem))\(combo.label): \(error)")
            }
            let kind = renderer.decidedKind
            let suffix = stem.hasPrefix(spec.stem) ? String(stem.dropFirst(spec.stem.count)) : ""
            let name = "\(pusherName)-to-\(spec.stem)\(suffix)"
            var c = SnapshotCase(
                id: "\(suite.name)/\(name).\(from.variant).\(kind.rawValue)-0.5", suite: suite.name,
                source: .transition(from: from, to: to, kind: kind, direction: .push, progress: 0.5),
                tolerance: tolerance, origin: "\(suite.path).scan (\(pusher.origin) → \(spec.origin))\(combo.label)",
                location: location)
            c.caseKey = "\(suite.name)/\(name)"
            c.recipe = SceneRecipe(sides: [
                .init(json: fromJSON, directory: FileIO.parentDirectory(of: fromPath)),
                .init(json: toJSON, directory: FileIO.parentDirectory(of: toPath))
            ])
            c.specFile = spec.file.isEmpty ? toPath : Glob.join(spec.directory, spec.file)
            c.sourceLine = spec.line > 0 ? spec.line : nil
            c.fieldSources = spec.sources.mapValues {
                SourcePlace(file: Glob.join(spec.directory, $0.file), line: $0.line)
            }
            out.append(c)
        }
        return out
    }
}
