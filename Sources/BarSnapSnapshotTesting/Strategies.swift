import Basics
import Pipeline
import Foundation
import Verdict
import PNGCodec
import SnapshotTesting
import Testing
import BarModel
import XCTest

// swift-snapshot-testing has no image strategy on Linux (its image strategies need UIKit/AppKit). These use
// BarSnap's engine: the same default as `assertSnapshot` and `barsnap verify` (`DiffOptions()`, exact comparison of
// decoded pixels, never PNG bytes) and the same verdict (`Verdict.judge`), the renderer's environment fingerprint
// stored in every reference written and named in
// a failure when it differs, and a scene that cannot be parsed or drawn failing with its own error.
//
// What stays swift-snapshot-testing's: file names (`__Snapshots__/<TestFile>/<test>.<n>.png` next to the test),
// the record mode (`withSnapshotTesting(record:)`, the `.snapshots(record:)` trait, `SNAPSHOT_TESTING_RECORD`;
// BarSnap's `BARSNAP_RECORD` does not apply here), and where failed images go (`SNAPSHOT_ARTIFACTS`).

/// What these strategies snapshot: the drawn pixels with the environment they were drawn in, or why nothing
/// could be drawn (or decoded).
public struct ToolbarImage: Sendable, Equatable {
    /// The drawn pixels, or the problem that stopped them.
    public enum Content: Sendable, Equatable {
        case bitmap(Bitmap)
        /// The scene could not be parsed or drawn, or a reference could not be decoded: the message says why.
        case problem(String)
    }

    public var content: Content
    /// The `barsnap:environment` fingerprint (the renderer's for a new image, the stored one for a reference).
    public var environment: String?

    public init(_ content: Content, environment: String? = nil) {
        self.content = content
        self.environment = environment
    }

    /// A rendered bitmap, tagged with this machine's fingerprint (of the pinned fonts).
    public static func rendered(_ bitmap: Bitmap) -> ToolbarImage {
        ToolbarImage(.bitmap(bitmap), environment: try? Pipeline.fingerprint())
    }

    /// A rendered scene, tagged with the fingerprint of its font set (its `fonts` named with their hashes).
    public static func rendered(_ scene: Scene) throws -> ToolbarImage {
        ToolbarImage(.bitmap(try scene.render()), environment: try? scene.fingerprint())
    }

    /// A value that could not be drawn: the failure is also reported to the running test at once, so the real
    /// error (file, JSON path, reason) is what the test shows, whatever swift-snapshot-testing does next.
    static func unrenderable(_ error: Error) -> ToolbarImage {
        let message = "cannot draw the scene: \(error)"
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
        return ToolbarImage(.problem(message))
    }
}

extension Diffing where Value == ToolbarImage {
    /// PNG files holding RGBA pixels and the environment fingerprint, compared pixel by pixel (`.exact` by default;
    /// pass pixelmatch or perceptual options for a tolerance). A reference that cannot be decoded, or a value that
    /// could not be drawn, fails with the reason.
    public static func barsnapImage(_ options: DiffOptions = DiffOptions()) -> Diffing<ToolbarImage> {
        .diff(
            toData: { image in
                guard case let .bitmap(bitmap) = image.content else { return Data() }
                let text = image.environment.map { [(SnapshotConfiguration.fingerprintKey, $0)] } ?? []
                return (try? Data(PNG.encode(bitmap, text: text))) ?? Data()
            },
            fromData: { data in
                if data.isEmpty {
                    return ToolbarImage(
                        .problem(
                            """
                                the reference is an empty file (recorded while the scene could not be drawn?): delete\
                                 it or re-record
                                """
                        ))
                }
                do {
                    let decoded = try PNG.decode([UInt8](data), name: "reference")
                    return ToolbarImage(
                        .bitmap(decoded.bitmap), environment: decoded.text[SnapshotConfiguration.fingerprintKey])
                } catch {
                    return ToolbarImage(.problem("the reference could not be decoded: \(error)"))
                }
            },
            diffV2: { reference, actual in
                guard case let .bitmap(new) = actual.content else {
                    if case let .problem(message) = actual.content { return (message, []) }
                    return nil
                }
                let pngActual: [DiffAttachment] =
                    (try? PNG.encode(new)).map { [.data(Data($0), name: "actual.png")] } ?? []
                guard case let .bitmap(old) = reference.content else {
                    if case let .problem(message) = reference.content { return (message, pngActual) }
                    return nil
                }
                // The verdict `checkSnapshot` reaches for a reference file, on the two images.
                let verdict = Verdict.judge(
                    expected: old, actual: new, tolerance: options,
                    referenceEnvironment: reference.environment, currentEnvironment: actual.environment)
                guard !verdict.passed, let result = verdict.result else { return nil }
                var attachments: [DiffAttachment] = []
                for (name, bitmap) in [("reference.png", old), ("actual.png", new)]
                    + (result.diffImage.map { [("diff.png", $0)] } ?? [])
                {
                    if let bytes = try? PNG.encode(bitmap) { attachments.append(.data(Data(bytes), name: name)) }
                }
                var message = "images differ: \(result.summary) (tolerance: \(options))"
                // Only a field both fingerprints have, with different values, is a different environment.
                let differences = verdict.differences
                if !differences.isEmpty, let recorded = reference.environment, let here = actual.environment {
                    let fields =
                        differences.first?.field == EnvironmentFingerprint.opaqueField
                        ? "" : " (" + EnvironmentFingerprint.describe(differences) + ")"
                    message =
                        "environment differs\(fields): recorded with \(recorded), this machine has \(here); " + message
                }
                return (message, attachments)
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == ToolbarImage {
    /// A bitmap as a PNG reference, compared exactly.
    public static var barsnapPNG: Snapshotting<Bitmap, ToolbarImage> { barsnapPNG(DiffOptions()) }

    /// A bitmap as a PNG reference, compared with `options`.
    public static func barsnapPNG(_ options: DiffOptions) -> Snapshotting<Bitmap, ToolbarImage> {
        Snapshotting<ToolbarImage, ToolbarImage>(pathExtension: "png", diffing: .barsnapImage(options))
            .pullback(ToolbarImage.rendered)
    }
}

extension Snapshotting where Value == Scene, Format == ToolbarImage {
    /// A scene, rendered by BarSnap (layout + Cairo with its font set: `scene.fonts` ahead of the pinned fonts) and
    /// compared as a PNG, exactly.
    public static var toolbar: Snapshotting<Scene, ToolbarImage> { toolbar(DiffOptions()) }

    public static func toolbar(_ options: DiffOptions) -> Snapshotting<Scene, ToolbarImage> {
        Snapshotting<ToolbarImage, ToolbarImage>(pathExtension: "png", diffing: .barsnapImage(options)).pullback {
            scene in
            do { return try .rendered(scene) } catch { return .unrenderable(error) }
        }
    }
}

extension Snapshotting where Value == String, Format == ToolbarImage {
    /// A scene spec as JSON text; image paths resolve against the current directory.
    public static var toolbarSpec: Snapshotting<String, ToolbarImage> { toolbarSpec(DiffOptions()) }

    public static func toolbarSpec(_ options: DiffOptions, baseDirectory: String = ".") -> Snapshotting<
        String, ToolbarImage
    > {
        Snapshotting<ToolbarImage, ToolbarImage>(pathExtension: "png", diffing: .barsnapImage(options)).pullback {
            json in
            do { return try .rendered(Scene(json: json, baseDirectory: baseDirectory)) } catch {
                return .unrenderable(error)
            }
        }
    }
}
