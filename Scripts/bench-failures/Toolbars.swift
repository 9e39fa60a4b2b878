// Template for Scripts/bench-failures: the test of a user's package that asserts N toolbars with BarSnap.
import BarSnap
import Testing
#if canImport(Glibc)
import Glibc
#endif

// SCRATCH_N toolbars, each asserted as a snapshot (parameterised: Swift Testing runs them in parallel);
// SCRATCH_TINT changes the bar's tint, so every snapshot fails.
let count = Int(getenv("SCRATCH_N").map { String(cString: $0) } ?? "100") ?? 100
let tint = getenv("SCRATCH_TINT").map { String(cString: $0) } ?? "#FF8C00"
let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11", "iphone-13-mini", "ipad-mini"]

@Test(arguments: Array(0..<count))
func toolbar(_ i: Int) throws {
    let device = devices[i % devices.count]
    let spec: JSON = .object([
        ("device", .string(device)), ("canPop", .bool(true)),
        ("appearance", .object([("tint", .string(tint))])),
        (
            "item",
            .object([
                ("title", .string("Recipe \(i)")),
                (
                    "right",
                    .array([
                        .object([("symbol", .string("square.and.arrow.up"))]),
                        .object([("title", .string("Edit"))])
                    ])
                )
            ])
        )
    ])
    let scene = try SpecParser(
        baseDirectory: "/tmp", loadImage: { path in throw FileError(path: path, reason: "no images") }
    ).parse(spec)
    let bitmap = try scene.render()
    assertSnapshot(of: bitmap, named: "scratch/case-\(i).\(device).png")
}
