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
        // libdeflate: whole-buffer inflate for the fast PNG decode path (libpng decodes everything else).
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Only for the run-time versions in the environment fingerprint (Cairo and Pango link them anyway).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),

        // What every stage shares: files and owned folders, JSON and schemas, SHA-256, colours, geometry, bitmaps.
        .target(name: "Basics"),
        // What a scene *is*: the scene model, the spec schema and parser, devices, words, fonts chosen by script.
        .target(name: "BarModel", dependencies: ["Basics"]),
        // The display list: the primitives layout produces and the renderer draws, in named layers.
        .target(name: "Drawing", dependencies: ["Basics", "BarModel"]),
        // Where everything in a bar goes: the layout engine and the bar styles (Styles/), for every bar.
        .target(name: "BarLayout", dependencies: ["Basics", "BarModel", "Drawing"]),
        // Knows primitives (the display list), not bars.
        .target(name: "CairoRenderer", dependencies: [
            "Basics", "BarModel", "Drawing", "CCairo", "CPango", "CFontconfig",
            "CPixman", "CFreeType", "CHarfBuzz",
        ]),
        // Composes already-rendered bitmaps: needs no renderer.
        .target(name: "Transitions", dependencies: ["Basics"]),
        .target(name: "PNGCodec", dependencies: ["Basics", "CPNG", "CZlib", "CDeflate"]),
        // The verdict: image comparison (modes, pixelmatch), references, record modes, verify, outcome, manifest.
        .target(name: "Verdict", dependencies: ["Basics", "PNGCodec"]),
        // Scene → bitmap: layout, render, PNG; transitions (UIKit's push, sheet cards) rendered and composed.
        .target(
            name: "Pipeline",
            dependencies: [
                "Basics", "BarModel", "BarLayout", "CairoRenderer", "Transitions", "PNGCodec", "Verdict"
            ]),
        // swift-snapshot-testing interop: Snapshotting strategies for scenes and PNG bitmaps on Linux.
        .target(
            name: "BarSnapSnapshotTesting",
            dependencies: [
                "Basics", "Pipeline", "PNGCodec", "BarModel", "Verdict",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        // barsnap.json: configuration → typed cases (matrix expansion, validation), selection, the runner.
        .target(
            name: "SnapshotSuite",
            dependencies: [
                "Basics", "BarModel", "Transitions", "PNGCodec", "Verdict", "Pipeline", "BarLayout"
            ]),
        // What a test imports: re-exports the model, rendering, configuration and verdict, and adds the assertions
        // (Swift Testing or XCTest). The only target that links the test frameworks, so the CLI loads neither.
        .target(
            name: "BarSnap",
            dependencies: [
                "Basics", "BarModel", "BarLayout", "Pipeline", "Transitions", "Verdict", "PNGCodec", "SnapshotSuite"
            ]),
        // Scans an app's sources into scene specs; registers itself as SnapshotSuite's scan provider.
        .target(
            name: "BarSnapScan",
            dependencies: [
                "Basics", "BarModel", "SnapshotSuite",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        // The report page (HTML template, stylesheet, script) is in Page/, compiled into the library.
        .target(
            name: "SnapshotReport", dependencies: ["Basics", "PNGCodec", "Verdict"],
            resources: [
                "report.html", "report.css", "report.js", "groups.js", "viewer.js", "zoom.js", "state.js", "keys.js"
            ]
            .map { .embedInCode("Page/" + $0) }),
        .executableTarget(
            name: "barsnap",
            dependencies: [
                "Pipeline", "SnapshotReport", "SnapshotSuite", "BarSnapScan",
                "Basics", "BarModel", "BarLayout", "CairoRenderer", "Transitions", "PNGCodec", "Verdict",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(
            name: "barsnap-bench",
            dependencies: [
                "Pipeline", "SnapshotSuite", "Basics", "PNGCodec", "Verdict", "BarLayout", "BarModel"
            ]),

        // The navigation controller's model (its stack, wrappers and per-screen appearance), in Swift, as the
        // tests that check BarSnap's transition rules against it use it: test support, not part of a product.
        .target(name: "NavigationModel", dependencies: ["Basics", "Transitions"]),

        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "BarModelTests", dependencies: ["BarModel", "BarLayout"]),
        .testTarget(name: "BarLayoutTests", dependencies: ["BarLayout", "CairoRenderer"]),
        .testTarget(
            name: "CairoRendererTests", dependencies: ["CairoRenderer", "BarLayout", "PNGCodec", "CFontconfig"]),
        .testTarget(name: "TransitionsTests", dependencies: ["Transitions", "NavigationModel"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(name: "VerdictTests", dependencies: ["Verdict", "BarSnap", "PNGCodec"]),
        .testTarget(name: "PipelineTests", dependencies: [
            "Pipeline", "Verdict", "CairoRenderer", "BarLayout", "PNGCodec", "NavigationModel",
        ]),
        .testTarget(name: "BarSnapTests", dependencies: ["BarSnap", "PNGCodec"]),
        .testTarget(name: "SnapshotSuiteTests", dependencies: [
            "SnapshotSuite", "Pipeline", "Verdict", "BarSnap", "CairoRenderer", "BarLayout",
            "BarModel", "PNGCodec", "Transitions",
        ]),
        .testTarget(name: "BarSnapSnapshotTestingTests", dependencies: [
            "BarSnapSnapshotTesting", "Pipeline", "Basics", "BarModel", "PNGCodec", "Verdict",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "barsnapTests", dependencies: ["Basics", "PNGCodec", "BarModel"]),
        .testTarget(name: "BarSnapScanTests", dependencies: [
            "BarSnapScan", "SnapshotSuite", "Basics", "BarModel", "Pipeline", "PNGCodec",
        ]),
        .testTarget(name: "SnapshotReportTests", dependencies: ["SnapshotReport", "Verdict", "Basics", "PNGCodec"]),
    ],
    swiftLanguageModes: [.v6]
)
