// swift-tools-version:6.1
import PackageDescription

// One stage per target: spec → layout → display list → Cairo → bitmap; PNG and diffing stay apart from Cairo.
// Each C library is a system-library target imported by exactly one Swift target.
let package = Package(
    name: "BarSnap",
    products: [
        .executable(name: "barsnap", targets: ["barsnap"]),
        .library(name: "BarSnapSnapshotTesting", targets: ["BarSnapSnapshotTesting"]),
        // `import BarSnap`: the model, rendering, transitions, the configuration and the assertions.
        .library(name: "BarSnap", targets: ["BarSnap"]),
        // `barsnap scan` and `"scan"` suites: reads an app's Swift (swift-syntax), storyboards, string tables and
        // asset catalogs. A product of its own, so a package that only does `import BarSnap` never compiles
        // swift-syntax.
        .library(name: "BarSnapScan", targets: ["BarSnapScan"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation --target BarSnap` (the DocC catalog in Sources/BarSnap).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Only BarSnapScan (and so the CLI) links it; swift-snapshot-testing already resolves it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.1"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // zlib for the reference encoder (chosen level and filters) and compressed text chunks.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Only for the run-time versions in the environment fingerprint (Cairo and Pango link them anyway).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

        .target(name: "BarSnapCore"),
        .target(name: "ToolbarModel", dependencies: ["BarSnapCore"]),
        // The display list: the primitives layout produces and the renderer draws, in named layers.
        .target(name: "Drawing", dependencies: ["BarSnapCore", "ToolbarModel"]),
        .target(name: "ToolbarLayout", dependencies: ["BarSnapCore", "ToolbarModel", "Drawing"]),
        // Knows primitives (the display list), not toolbars.
        .target(name: "CairoRenderer", dependencies: [
            "BarSnapCore", "ToolbarModel", "Drawing", "CCairo", "CPango", "CFontconfig",
            "CPixman", "CFreeType", "CHarfBuzz",
        ]),
        // Composes already-rendered bitmaps: needs no renderer.
        .target(name: "Transitions", dependencies: ["BarSnapCore"]),
        .target(name: "PNGCodec", dependencies: ["BarSnapCore", "CPNG", "CZlib"]),
        .target(name: "ImageDiff", dependencies: ["BarSnapCore"]),
        .target(name: "SnapshotHarness", dependencies: ["BarSnapCore", "PNGCodec", "ImageDiff"]),
        .target(name: "BarSnapKit", dependencies: [
            "BarSnapCore", "ToolbarModel", "ToolbarLayout", "CairoRenderer", "Transitions", "PNGCodec", "ImageDiff",
            "SnapshotHarness",
        ]),
        // swift-snapshot-testing interop: Snapshotting strategies for scenes and PNG bitmaps on Linux.
        .target(name: "BarSnapSnapshotTesting", dependencies: [
            "BarSnapCore", "BarSnapKit", "ImageDiff", "PNGCodec", "ToolbarModel", "SnapshotHarness",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // barsnap.json: configuration → typed cases (matrix expansion, validation), selection, the runner.
        .target(name: "SnapshotSuite", dependencies: [
            "BarSnapCore", "ToolbarModel", "Transitions", "PNGCodec", "ImageDiff", "SnapshotHarness", "BarSnapKit",
            "ToolbarLayout",
        ]),
        // What a test imports: re-exports the model, rendering, configuration and harness, and adds the assertions
        // (Swift Testing or XCTest). The only target that links the test frameworks, so the CLI loads neither.
        .target(name: "BarSnap", dependencies: [
            "BarSnapCore", "ToolbarModel", "ToolbarLayout", "BarSnapKit", "Transitions", "ImageDiff", "SnapshotHarness", "PNGCodec",
            "SnapshotSuite",
        ]),
        // Scans an app's sources into scene specs; registers itself as SnapshotSuite's scan provider.
        .target(name: "BarSnapScan", dependencies: [
            "BarSnapCore", "ToolbarModel", "SnapshotSuite",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The report page (HTML template, stylesheet, script) is in Page/, compiled into the library.
        .target(name: "SnapshotReport", dependencies: ["BarSnapCore", "PNGCodec", "ImageDiff", "SnapshotHarness"],
                resources: ["report.html", "report.css", "report.js", "groups.js", "viewer.js", "zoom.js", "state.js", "keys.js"]
                    .map { .embedInCode("Page/" + $0) }),
        .executableTarget(name: "barsnap", dependencies: [
            "BarSnapKit", "SnapshotReport", "SnapshotSuite", "BarSnapScan",
            "BarSnapCore", "ToolbarModel", "ToolbarLayout", "CairoRenderer", "Transitions",
            "PNGCodec", "ImageDiff", "SnapshotHarness",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "barsnap-bench", dependencies: [
            "BarSnapKit", "SnapshotSuite", "BarSnapCore", "PNGCodec", "ImageDiff", "SnapshotHarness", "ToolbarLayout", "ToolbarModel",
        ]),

        // The navigation controller's model (its stack, wrappers and per-screen appearance), in Swift, as the
        // tests that check BarSnap's transition rules against it use it: test support, not part of a product.
        .target(name: "NavigationModel", dependencies: ["BarSnapCore", "Transitions"], path: "Tests/NavigationModel"),

        .testTarget(name: "BarSnapCoreTests", dependencies: ["BarSnapCore"]),
        .testTarget(name: "ToolbarModelTests", dependencies: ["ToolbarModel", "ToolbarLayout"]),
        .testTarget(name: "ToolbarLayoutTests", dependencies: ["ToolbarLayout", "CairoRenderer"]),
        .testTarget(name: "CairoRendererTests", dependencies: ["CairoRenderer", "PNGCodec", "CFontconfig"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "NavigationModel"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "PNGCodec"]),
        .testTarget(name: "SnapshotHarnessTests", dependencies: ["SnapshotHarness", "BarSnap", "PNGCodec"]),
        .testTarget(name: "BarSnapKitTests", dependencies: [
            "BarSnapKit", "SnapshotHarness", "CairoRenderer", "ToolbarLayout", "PNGCodec", "ImageDiff", "NavigationModel",
        ]),
        .testTarget(name: "BarSnapTests", dependencies: ["BarSnap", "PNGCodec"]),
        .testTarget(name: "SnapshotSuiteTests", dependencies: [
            "SnapshotSuite", "BarSnapKit", "SnapshotHarness", "BarSnap", "CairoRenderer", "ToolbarLayout",
            "ToolbarModel", "PNGCodec", "ImageDiff", "Transitions",
        ]),
        .testTarget(name: "BarSnapSnapshotTestingTests", dependencies: [
            "BarSnapSnapshotTesting", "BarSnapKit", "BarSnapCore", "ToolbarModel", "PNGCodec", "SnapshotHarness",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "barsnapTests", dependencies: ["BarSnapCore", "PNGCodec"]),
        .testTarget(name: "BarSnapScanTests", dependencies: [
            "BarSnapScan", "SnapshotSuite", "BarSnapCore", "ToolbarModel", "BarSnapKit", "PNGCodec",
        ]),
        .testTarget(name: "SnapshotReportTests", dependencies: ["SnapshotReport", "SnapshotHarness", "BarSnapCore", "PNGCodec"]),
    ],
    swiftLanguageModes: [.v6]
)
