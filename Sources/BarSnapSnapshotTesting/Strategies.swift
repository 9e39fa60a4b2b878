import BarSnapCore
import BarSnapKit
import Foundation
import ImageDiff
import PNGCodec
import SnapshotTesting
import ToolbarModel

// swift-snapshot-testing has no image strategy on Linux (its image strategies need UIKit/AppKit). These compare
// decoded pixels — never PNG bytes — with BarSnap's engine and attach reference, actual and diff on failure.

extension Diffing where Value == Bitmap {
    /// PNG files holding RGBA pixels, compared pixel by pixel (`.exact` by default; pass pixelmatch or
    /// perceptual options for a tolerance). A reference that cannot be decoded fails with libpng's reason.
    public static func barsnapImage(_ options: DiffOptions = .exact) -> Diffing<Bitmap> {
        .diff(
            toData: { bitmap in (try? Data(PNG.encode(bitmap))) ?? Data() },
            fromData: { data in
                (try? PNG.decode([UInt8](data), name: "reference").bitmap) ?? Bitmap(width: 0, height: 0)
            },
            diffV2: { reference, actual in
                if reference.width == 0 || reference.height == 0 {
                    return ("the reference PNG could not be decoded", [.data(Data((try? PNG.encode(actual)) ?? []), name: "actual.png")])
                }
                if reference == actual { return nil }
                let result = ImageDiff.compare(reference, actual, options: options, diffImage: true)
                if result.passed { return nil }
                var attachments: [DiffAttachment] = []
                for (name, bitmap) in [("reference.png", reference), ("actual.png", actual)] + (result.diffImage.map { [("diff.png", $0)] } ?? []) {
                    if let bytes = try? PNG.encode(bitmap) { attachments.append(.data(Data(bytes), name: name)) }
                }
                return ("images differ: \(result.summary) (tolerance: \(options))", attachments)
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG reference, compared exactly.
    public static var barsnapPNG: Snapshotting<Bitmap, Bitmap> { barsnapPNG(.exact) }

    /// A bitmap as a PNG reference, compared with `options`.
    public static func barsnapPNG(_ options: DiffOptions) -> Snapshotting<Bitmap, Bitmap> {
        SimplySnapshotting(pathExtension: "png", diffing: .barsnapImage(options))
    }
}

extension Snapshotting where Value == Scene, Format == Bitmap {
    /// A parsed scene, rendered by BarSnap (layout + Cairo with the pinned fonts) and compared as a PNG.
    public static var toolbar: Snapshotting<Scene, Bitmap> { toolbar(.exact) }

    public static func toolbar(_ options: DiffOptions) -> Snapshotting<Scene, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.barsnapPNG(options).pullback { scene in
            do { return try Pipeline.render(scene) } catch {
                // A scene that cannot be drawn snapshots as an empty image, which never matches a reference.
                return Bitmap(width: 0, height: 0)
            }
        }
    }
}

extension Snapshotting where Value == String, Format == Bitmap {
    /// A scene spec as JSON text (SPEC §7); image paths resolve against the current directory.
    public static var toolbarSpec: Snapshotting<String, Bitmap> {
        Snapshotting<Scene, Bitmap>.toolbar.pullback { json in
            (try? Pipeline.scene(from: JSON.parse(json), baseDirectory: ".")) ?? Scene(screen: DeviceScreen(
                presetName: nil, size: Size(width: 1, height: 1), scale: 1, idiom: .phone, safeArea: .zero, baseBarHeight: 44))
        }
    }
}
