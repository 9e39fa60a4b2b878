import Basics
import PNGCodec

extension SceneReference {
    /// The artifact beside `actual.png` that holds the new scene text (`accept` copies it over the reference).
    public static let artifactName = "actual.scene.json"
    /// The heading of the renderer verdict.
    public static let rendererVerdict = "BarSnap or the environment draws this differently now"
}

/// Checks a render against its scene reference (`<name without .png>.scene.json`).
/// Design notes: "Verifying a scene reference".
package func checkSceneSnapshot(_ actual: Bitmap, current: SceneReference, named name: String,
                               configuration: SnapshotConfiguration, subject: SnapshotSubject = SnapshotSubject(),
                               renderRecorded: (SceneReference) throws -> Bitmap) -> SnapshotOutcome {
    let relative: String
    let mode: RecordMode
    do {
        relative = try SnapshotName.validate(name)
        mode = try configuration.resolvedRecordMode()
    } catch {
        return .failed(SnapshotFailure(kind: .failed, message: "\(error)", referencePath: name))
    }
    var verifier = SnapshotVerifier(actual: actual, relative: relative, mode: mode, configuration: configuration,
                                    subject: subject)
    verifier.scene = current
    return verifier.runScene(current: current, renderRecorded: renderRecorded)
}

extension SnapshotVerifier {
    func runScene(current: SceneReference, renderRecorded: (SceneReference) throws -> Bitmap) -> SnapshotOutcome {
        let recorded: SceneReference
        do {
            guard let bytes = try referenceFile.read(limit: SceneReference.maxFileBytes + 1) else {
                return .failed(missingReference())
            }
            do { recorded = try SceneReference.parse(bytes) } catch let e as JSONPathError {
                throw FileError(path: referencePath, reason: e.description)
            }
            guard recorded.caseID == String(relative.dropLast(4)) else {
                throw FileError(
                    path: referencePath,
                    reason: "case: \"\(Text.escaped(recorded.caseID))\" is not this file's case "
                        + "(\(relative.dropLast(4)))")
            }
        } catch {
            guard mode == .failed || mode == .all else {
                return .failed(
                    failure(
                        kind: .failed, message: "cannot read reference: \(error)", result: nil,
                        referenceEnvironment: nil))
            }
            return .failed(
                record(
                    kind: .failed, reason: "the reference could not be read (\(error))", result: nil,
                    referenceEnvironment: nil))
        }
        let refEnv = recorded.environment
        if recorded.sameScene(as: current) {
            if recorded.pixels == current.pixels {
                if mode == .all, recorded.encoded != completeScene?.encoded {
                    let what = recorded.environment != current.environment ? "environment fingerprint" : "description"
                    return .failed(
                        record(
                            kind: .failed, reason: "\(what) changed (pixels identical)", result: nil,
                            referenceEnvironment: refEnv))
                }
                Manifest.removeStale(name: relative, in: configuration.artifactsFolder)
                return .passed
            }
            return rendererVerdict(recorded: recorded, current: current)
        }
        // The scene changed: draw the recorded one here and compare as with a PNG reference.
        let expected: Bitmap
        do { expected = try renderRecorded(recorded) } catch {
            let message = "the recorded scene in \(referencePath) cannot be drawn here: \(error)"
            if mode == .failed || mode == .all {
                return .failed(record(kind: .failed, reason: message, result: nil, referenceEnvironment: refEnv))
            }
            return .failed(failure(kind: .failed, message: message, result: nil, referenceEnvironment: refEnv))
        }
        var changes = SceneDiff.changes(from: recorded, to: current)
        if PixelHash(expected) != recorded.pixels {
            changes.append(
                SnapshotChange(
                    words: "the recorded scene also draws differently here than when it was recorded",
                    primary: false))
        }
        var verifier = self
        verifier.sceneChanges = changes
        let text = (refEnv.map { [(SnapshotConfiguration.fingerprintKey, $0)] } ?? [])
        let png = DecodedPNG(bitmap: expected, text: Dictionary(text + (recorded.description.map {
            [(SnapshotDescription.key, $0.encoded)] } ?? []), uniquingKeysWith: { a, _ in a }))
        let bytes = (try? PNG.encodeCompact(expected, text: text)) ?? []
        let reference = Reference(bytes: bytes, png: png)
        verifier.expectedPNG = bytes
        let verdict = Verdict.judge(
            expected: expected, actual: actual, tolerance: tolerance, referenceEnvironment: refEnv,
            currentEnvironment: currentEnvironment, environmentTolerance: configuration.environmentTolerance)
        switch verdict.decision {
        case .identical, .withinTolerance:
            // Another scene that draws the same pixels (a key at its default value, a renamed image with the same
            // contents): a pass; `record` brings the text up to date.
            if mode == .all {
                return .failed(
                    record(
                        kind: .failed,
                        reason: "scene changed (pixels identical): " + changes.map(\.words).joined(separator: "; "),
                        result: nil, referenceEnvironment: refEnv))
            }
            Manifest.removeStale(name: relative, in: configuration.artifactsFolder)
            return .passed
        case .withinEnvironmentTolerance:
            guard let loose = verdict.result else { return .passed }
            return .passedEnvironment(
                verifier.passEnvironment(
                    expected: expected, result: loose, tolerance: verdict.tolerance,
                    differences: verdict.differences, referenceEnvironment: refEnv))
        case .failed:
            return .failed(verifier.failed(verdict, reference: reference))
        }
    }

    /// The same scene draws other pixels: BarSnap (an upgrade) or the machine (fonts, libraries) changed, not the app.
    func rendererVerdict(recorded: SceneReference, current: SceneReference) -> SnapshotOutcome {
        let differences = EnvironmentFingerprint.differences(
            reference: recorded.environment, current: current.environment)
        var message =
            "\(SceneReference.rendererVerdict): the scene in \(referencePath) is unchanged, its pixels are not "
            + "(recorded \(recorded.pixels), now \(current.pixels)); "
        if differences.isEmpty {
            message += "same environment fingerprint (\(current.environment ?? "none")): BarSnap's drawing changed"
        } else {
            message += "environment differs (\(EnvironmentFingerprint.describe(differences))): recorded with "
                + "\(recorded.environment ?? "none"), this machine has \(current.environment ?? "none")"
        }
        if mode == .failed || mode == .all {
            return .failed(
                record(
                    kind: .environment, reason: SceneReference.rendererVerdict, result: nil,
                    referenceEnvironment: recorded.environment))
        }
        let total = actual.width * actual.height
        let unknown = DiffResult(
            differentPixels: 0, antialiasedPixels: 0, totalPixels: total,
            expectedSize: PixelSize(width: recorded.pixels.width, height: recorded.pixels.height),
            actualSize: PixelSize(width: actual.width, height: actual.height), passed: !configuration.strictRenderer)
        var directory: String?
        do {
            try writeArtifacts([("actual.png", try encodeActual())])
            directory = artifactDirectory
            message +=
                "; the new image is \(artifactDirectory)/actual.png (`barsnap record` re-records it after review)"
        } catch {
            message += "; could not write artifacts: \(error)"
        }
        let change = SnapshotChange(words: SceneReference.rendererVerdict, primary: true)
        let kind =
            configuration.strictRenderer ? SnapshotFailure.Kind.environment.rawValue : EnvironmentPass.manifestKind
        var verifier = self
        verifier.sceneChanges = [change]
        if directory != nil {
            appendManifest(
                kind: kind, result: nil, referenceEnvironment: recorded.environment, hasDiff: false,
                differences: differences, changes: [change])
        }
        if configuration.strictRenderer {
            var f = SnapshotFailure(
                kind: .environment, message: message + " (failing: --strict)", referencePath: referencePath,
                artifactsDirectory: directory,
                attachments: (try? encodeActual()).map { [("actual.png", $0)] } ?? [],
                environmentDifferences: differences)
            f.changes = [change]
            return .failed(f)
        }
        return .passedEnvironment(
            EnvironmentPass(
                referencePath: referencePath, differences: differences, result: unknown,
                tolerance: tolerance, detail: message, artifactsDirectory: directory))
    }
}

/// The difference between two recorded scenes, in words: every JSON path whose value changed, and every file whose
/// contents changed. Exact: it is what the app changed, not what the pixels suggest.
package enum SceneDiff {
    /// At most this many changes are listed; the rest are counted.
    static let limit = 20

    public static func changes(from old: SceneReference, to new: SceneReference) -> [SnapshotChange] {
        var out: [SnapshotChange] = []
        walk(old.scene, new.scene, path: "", into: &out)
        let before = Dictionary(old.assets.map { ($0.path, $0.blob) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.assets.map { ($0.path, $0.blob) }, uniquingKeysWith: { a, _ in a })
        for path in Set(before.keys).union(after.keys).sorted() {
            switch (before[path], after[path]) {
            case let (a?, b?) where a != b:
                out.append(SnapshotChange(words: "file \(path) changed (\(a.prefix(7)) → \(b.prefix(7)))"))
            case (nil, _?): out.append(SnapshotChange(words: "file \(path) now used"))
            case (_?, nil): out.append(SnapshotChange(words: "file \(path) no longer used"))
            default: break
            }
        }
        if out.count > limit {
            let more = out.count - limit
            out = Array(out.prefix(limit)) + [SnapshotChange(words: "… and \(more) more change(s)", primary: false)]
        }
        return out
    }

    /// `spec.item.title` → `item.title` (a still's spec is the scene).
    static func display(_ path: String) -> String {
        for prefix in ["spec.", "from.spec.", "to.spec."] where path.hasPrefix(prefix) {
            return prefix == "spec."
                ? String(path.dropFirst(5)) : prefix.dropLast(5) + String(path.dropFirst(prefix.count))
        }
        return path
    }

    static func value(_ json: JSON) -> String {
        let s = json.serialized()
        return s.count > 80 ? String(s.prefix(77)) + "…" : s
    }

    /// What an item shows, in words: its symbol, system item, image or title (`arrow.clockwise`, `"Edit"`).
    static func itemWords(_ item: JSON) -> String {
        for key in ["symbol", "system", "image"] { if case let .string(v)? = item[key] { return v } }
        if case let .string(t)? = item["title"] { return value(.string(t)) }
        return value(item)
    }

    static func walk(_ a: JSON, _ b: JSON, path: String, into out: inout [SnapshotChange]) {
        guard a != b, out.count <= limit else { return }
        func join(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch (a, b) {
        case let (.object(x), .object(y))
        where x.contains(where: { $0.0 == "placeholder" }) != y.contains(where: { $0.0 == "placeholder" }):
            // An item BarSnap could not read became one it reads (or back): said once, as such, never with the
            // placeholder's label or colours, which are BarSnap's drawing.
            let unread = SnapshotChange.unread
            let words = x.contains(where: { $0.0 == "placeholder" })
                ? "\(unread) → \(itemWords(b))" : "\(itemWords(a)) → \(unread)"
            out.append(SnapshotChange(words: "\(display(path)): \(words)"))
        case let (.object(x), .object(y)):
            let xs = Dictionary(x, uniquingKeysWith: { a, _ in a }), ys = Dictionary(y, uniquingKeysWith: { a, _ in a })
            for key in Set(xs.keys).union(ys.keys).sorted() {
                switch (xs[key], ys[key]) {
                case let (u?, v?): walk(u, v, path: join(key), into: &out)
                case let (u?, nil): out.append(SnapshotChange(words: "\(display(join(key))) \(value(u)) removed"))
                case let (nil, v?): out.append(SnapshotChange(words: "\(display(join(key))) \(value(v)) added"))
                default: break
                }
            }
        case let (.array(x), .array(y)) where x.count == y.count:
            for (i, (u, v)) in zip(x, y).enumerated() { walk(u, v, path: "\(path)[\(i)]", into: &out) }
        default:
            out.append(SnapshotChange(words: "\(display(path)) \(value(a)) → \(value(b))"))
        }
    }
}
