import Basics
import PNGCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a check writes: the reference when recording, the artifacts and the manifest entry of a failure.
extension SnapshotVerifier {
    /// Writes the reference and reports "recorded"/"re-recorded" as a failure.
    func record(kind: SnapshotFailure.Kind, reason: String?, result: DiffResult?, referenceEnvironment: String?)
        -> SnapshotFailure
    {
        do {
            let bytes = try writeReference()
            let verb = kind == .new ? "recorded new reference" : "re-recorded"
            let why = reason.map { " (\($0))" } ?? ""
            var message = "\(verb) \(referencePath)\(why), record mode \(mode); re-run the test"
            if kind == .new, let problem = appendManifestNew(bytes: bytes) {
                message += "; could not write artifacts: \(problem)"
            }
            var f = SnapshotFailure(
                kind: kind, message: message, referencePath: referencePath, recorded: true,
                result: result, artifactsDirectory: nil, attachments: [("actual.png", bytes)])
            f.recordReason = reason
            return f
        } catch {
            return SnapshotFailure(kind: kind, message: "could not record \(referencePath): \(error)",
                                   referencePath: referencePath, recorded: false, result: result,
                                   artifactsDirectory: nil, attachments: [])
        }
    }

    /// Writes `encoded` (the actual image as `encodeActual` gives it, when already made) or encodes it now.
    @discardableResult
    func writeReference(_ encoded: [UInt8]? = nil) throws -> [UInt8] {
        let bytes = try encoded ?? encodeActual()
        try referenceFile.write(sceneText ?? bytes)
        return bytes
    }

    /// A failure that writes only the actual image as an artifact (no diff possible).
    func failure(kind: SnapshotFailure.Kind, message: String, result: DiffResult?, referenceEnvironment: String?)
        -> SnapshotFailure
    {
        var msg = message
        var dir: String?
        var attachments: [(name: String, bytes: [UInt8])] = []
        do {
            let a = try encodeActual()
            try writeArtifacts([("actual.png", a)])
            attachments = [("actual.png", a)]
            dir = artifactDirectory
            appendManifest(
                kind: kind.rawValue, result: result, referenceEnvironment: referenceEnvironment, hasDiff: false)
        } catch {
            msg += "; could not write artifacts: \(error)"
        }
        return SnapshotFailure(kind: kind, message: msg, referencePath: referencePath, recorded: false, result: result,
                               artifactsDirectory: dir, attachments: attachments)
    }

    /// Lists a newly recorded reference too (kind "new"), with the recorded image as "actual"; the problem, if
    /// the artifacts could not be written.
    func appendManifestNew(bytes: [UInt8]) -> String? {
        do {
            try writeArtifacts([("actual.png", bytes)])
            appendManifest(
                kind: SnapshotFailure.Kind.new.rawValue, result: nil, referenceEnvironment: nil, hasDiff: false)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The artifacts of a comparison that did not pass exactly: actual.png (with the fingerprint, byte-equal to what
    /// record writes), diff.png and, for the report, only the changed region (with a 1-pixel margin) of the expected
    /// and diff images, cut now while the pixels are in memory (outside it the expected image equals the actual one),
    /// when that region is opaque and at most half the image. No strip: the report composes it in the page.
    func failureFiles(expected: Bitmap, result: DiffResult) throws
        -> (files: [(String, [UInt8])], change: ChangeSummary?, crop: [Int]?) {
        let diff = result.diffImage ?? Bitmap(width: 1, height: 1)
        var files = [("actual.png", try encodeActual()), ("diff.png", try PNG.encode(diff))]
        let change = ChangeSummary.between(expected, actual)
        var crop: [Int]?
        if let change {
            let rect = change.boxWithMargin(width: actual.width, height: actual.height)
            if let e = ChangeSummary.opaqueCrop(of: expected, rect: rect),
               let d = result.diffImage.flatMap({ ChangeSummary.opaqueCrop(of: $0, rect: rect) }) {
                files += [("expected-region.png", try PNG.encode(e)), ("diff-region.png", try PNG.encode(d))]
                crop = rect
            }
        }
        return (files, change, crop)
    }

    func writeArtifacts(_ files: [(String, [UInt8])]) throws {
        try ArtifactsFolder.claim(configuration.artifactsFolder, force: configuration.force)
        // Artifacts are regenerable: atomic (never torn), but no fsync each.
        for (name, bytes) in files { try artifactFolder.appending(name).write(bytes, durable: false) }
        // Scene mode: the text `accept` copies over the reference.
        if let sceneText { try artifactFolder.appending(SceneReference.artifactName).write(sceneText, durable: false) }
        if let expectedPNG { try artifactFolder.appending("expected.png").write(expectedPNG, durable: false) }
    }

    /// `kind`: a `SnapshotFailure.Kind` raw value, or `passed-environment` (`EnvironmentPass.manifestKind`).
    func appendManifest(
        kind: String, result: DiffResult?, referenceEnvironment: String?, hasDiff: Bool,
        differences: [EnvironmentFingerprint.Difference] = [], change: ChangeSummary? = nil, crop: [Int]? = nil,
        changes: [SnapshotChange] = []
    ) {
        func size(_ s: PixelSize?) -> JSON { s.map { .string($0.description) } ?? .null }
        func str(_ s: String?) -> JSON { s.map { .string($0) } ?? .null }
        let entry: JSON = .object(
            [
                ("name", .string(relative)),
                ("reference", .string(referencePath)),
                ("actual", .string(artifactDirectory + "/actual.png")),
                ("diff", hasDiff ? .string(artifactDirectory + "/diff.png") : .null),
                ("kind", .string(kind)),
                ("differentPixels", result.map { .number(Double($0.differentPixels)) } ?? .null),
                ("totalPixels", .number(Double(result?.totalPixels ?? actual.width * actual.height))),
                ("tolerance", .string(tolerance.description)),
                ("expectedSize", size(result?.expectedSize)),
                ("actualSize", .string(PixelSize(width: actual.width, height: actual.height).description)),
                ("referenceEnvironment", str(referenceEnvironment)),
                ("currentEnvironment", str(currentEnvironment)),
                ("environmentDifferences", EnvironmentFingerprint.json(differences)),
                ("environmentTolerance", str(configuration.environmentTolerance?.description)),
                // Where the pixels changed and a hash of how (the report groups equal changes), see ChangeSummary.
                (
                    "change",
                    change.map { c in
                        .object([
                            ("region", .array([c.x, c.y, c.width, c.height].map { .number(Double($0)) })),
                            ("pixels", .number(Double(c.changedPixels))),
                            ("signature", .string(c.signatureHex)),
                            // The rectangle of expected-region.png and diff-region.png, when they were written.
                            ("crop", crop.map { .array($0.map { .number(Double($0)) }) } ?? .null)
                        ])
                    } ?? .null
                )
            ] + describedFields(changes)
                + (scene == nil ? [] : [("referenceFormat", .string(ReferenceFormat.scene.rawValue))]))
        try? Manifest.record(entry, in: configuration.artifactsFolder)
    }
}
