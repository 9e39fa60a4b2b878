import Basics
import PNGCodec
import Testing
@testable import Verdict

let fixtures: String = {
    let file = "\(#filePath)"
    return FileIO.parentDirectory(of: FileIO.parentDirectory(of: file)) + "/Fixtures"
}()

func load(_ name: String) throws -> Bitmap {
    try PNG.decode(file: "\(fixtures)/pixelmatch/\(name)").bitmap
}

struct FixtureRow: CustomTestStringConvertible, Sendable {
    var a: String, b: String, options: String, expected: Int, diffImage: String
    var testDescription: String { "\(a) vs \(b) [\(options)]" }
}

/// Parses expected.tsv; each row names the expected diff image pixelmatch's own tests compare against.
func fixtureRows() throws -> [FixtureRow] {
    let text = String(decoding: try FileIO.read("\(fixtures)/pixelmatch/expected.tsv"), as: UTF8.self)
    var rows: [FixtureRow] = []
    for line in text.split(separator: "\n").dropFirst() where !line.isEmpty {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count == 4, let n = Int(f[3]) else { continue }
        let diffImage: String
        switch (f[0], f[1], f[2]) {
        case ("1a.png", "1a.png", _): diffImage = "1emptydiffmask.png"
        case (_, _, let o) where o.contains("diffMask=true"): diffImage = "1diffmask.png"
        case (_, _, let o) where o.hasPrefix("(defaults"): diffImage = "1diffdefaultthreshold.png"
        default: diffImage = String(f[0].prefix(1)) + "diff.png"
        }
        rows.append(FixtureRow(a: f[0], b: f[1], options: f[2], expected: n, diffImage: diffImage))
    }
    return rows
}

/// pixelmatch's JS option names → PixelmatchOptions.
func parseOptions(_ s: String) throws -> PixelmatchOptions {
    var o = PixelmatchOptions()
    let cleaned = s.replacingOccurrences(of: "(defaults:", with: "").replacingOccurrences(of: ")", with: "")
    for token in cleaned.split(separator: " ") {
        let kv = token.split(separator: "=", maxSplits: 1).map(String.init)
        guard kv.count == 2 else { continue }
        func color() throws -> (UInt8, UInt8, UInt8) {
            let c = kv[1].trimmingCharacters(in: ["[", "]"]).split(separator: ",").compactMap { UInt8($0) }
            try #require(c.count == 3)
            return (c[0], c[1], c[2])
        }
        switch kv[0] {
        case "threshold": o.threshold = try #require(Double(kv[1]))
        case "alpha": o.alpha = try #require(Double(kv[1]))
        case "includeAA": o.includeAA = kv[1] == "true"
        case "diffMask": o.diffMask = kv[1] == "true"
        case "aaColor": o.aaColor = try color()
        case "diffColor": o.diffColor = try color()
        case "diffColorAlt": o.diffColorAlt = try color()
        default: Issue.record("unknown option \(kv[0])")
        }
    }
    return o
}

extension String {
    func replacingOccurrences(of a: String, with b: String) -> String {
        var out = "", rest = Substring(self)
        while let r = rest.firstRange(of: a) {
            out += rest[..<r.lowerBound] + b
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

struct PixelmatchFixtureTests {
    @Test func tableHasAllRows() throws {
        #expect(try fixtureRows().count == 6)
    }

    @Test(arguments: try fixtureRows())
    func mismatchCountEqualsPixelmatch(row: FixtureRow) throws {
        let a = try load(row.a), b = try load(row.b)
        let options = try parseOptions(row.options)
        let result = ImageComparison.compare(a, b, options: DiffOptions(mode: .pixelmatch(options)), diffImage: true)
        #expect(result.differentPixels == row.expected)
        #expect(result.passed == (row.expected == 0))
        // pixelmatch's own test compares the output with its stored diff image byte for byte.
        let expectedDiff = try load(row.diffImage)
        let diff = try #require(result.diffImage)
        #expect(diff.width == expectedDiff.width && diff.height == expectedDiff.height)
        let mismatched = ImageComparison.compare(expectedDiff, diff, options: .exact).differentPixels
        #expect(mismatched == 0, "diff image differs from \(row.diffImage) in \(mismatched) pixels")
        // Without an output image the count is the same.
        #expect(
            ImageComparison.compare(a, b, options: DiffOptions(mode: .pixelmatch(options))).differentPixels
                == row.expected)
    }
}

func rgba(_ b: Bitmap?, _ x: Int, _ y: Int) -> [UInt8] {
    guard let b else { return [] }
    let p = b.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
}

func canvas(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> Bitmap {
    Bitmap(width: w, height: h, fill: c)
}

struct SyntheticTests {
    @Test func onePixelChangeIsDetected() {
        let a = canvas(20, 10)
        var b = a
        b.setPixel(x: 7, y: 3, (0, 0, 0, 255))
        for options in [DiffOptions.exact, .pixelmatch, .perceptual(perceptualPrecision: 0.98)] {
            let r = ImageComparison.compare(a, b, options: options, diffImage: true)
            #expect(r.differentPixels == 1, "\(options)")
            #expect(!r.passed)
            #expect(rgba(r.diffImage, 7, 3) == [255, 0, 0, 255])
            #expect(r.diffImage?.pixel(x: 0, y: 0).a == 255)
        }
    }

    @Test func identicalIsZeroAndFaded() {
        var a = canvas(8, 8, (0, 0, 0, 255))
        a.setPixel(x: 1, y: 1, (255, 0, 0, 255))
        let r = ImageComparison.compare(a, a, options: .pixelmatch, diffImage: true)
        #expect(r.differentPixels == 0 && r.passed)
        // black faded with alpha 0.1: 255 + (0 − 255) × 0.1 = 229.5 → 229
        #expect(rgba(r.diffImage, 0, 0) == [229, 229, 229, 255])
    }

    @Test func thresholdZeroCountsTinyDifferences() {
        let a = canvas(10, 10, (100, 100, 100, 255))
        var b = a
        b.setPixel(x: 5, y: 5, (101, 100, 100, 255))
        #expect(ImageComparison.compare(a, b, options: .pixelmatch).differentPixels == 0) // below 0.1
        let zero = DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0)))
        #expect(ImageComparison.compare(a, b, options: zero).differentPixels == 1)
    }

    /// A grey pixel on the edge between a black and a white area is anti-aliasing.
    @Test func antiAliasedPixelIsClassified() {
        // Left half black, right half white, columns 0…4 / 5…9.
        var a = canvas(10, 10)
        for y in 0..<10 { for x in 0..<5 { a.setPixel(x: x, y: y, (0, 0, 0, 255)) } }
        var b = a
        b.setPixel(x: 5, y: 5, (128, 128, 128, 255)) // a soft edge pixel in b
        let r = ImageComparison.compare(a, b, options: .pixelmatch, diffImage: true)
        #expect(r.differentPixels == 0)
        #expect(r.antialiasedPixels == 1)
        #expect(rgba(r.diffImage, 5, 5) == [255, 255, 0, 255])
        let incl = DiffOptions(mode: .pixelmatch(PixelmatchOptions(includeAA: true)))
        #expect(ImageComparison.compare(a, b, options: incl).differentPixels == 1)
        // The same grey in the middle of the white area is a real difference.
        var c = a
        c.setPixel(x: 8, y: 5, (128, 128, 128, 255))
        #expect(ImageComparison.compare(a, c, options: .pixelmatch).differentPixels == 1)
    }

    @Test func diffColorAltForDarkerPixels() {
        let a = canvas(5, 5, (200, 200, 200, 255))
        var b = a
        b.setPixel(x: 1, y: 1, (0, 0, 0, 255))       // darker
        b.setPixel(x: 3, y: 3, (255, 255, 255, 255)) // brighter
        let o = PixelmatchOptions(diffColorAlt: (0, 255, 0))
        let r = ImageComparison.compare(a, b, options: DiffOptions(mode: .pixelmatch(o)), diffImage: true)
        #expect(r.differentPixels == 2)
        // pixelmatch: a pixel that is darker in the second image gets diffColorAlt.
        #expect(rgba(r.diffImage, 1, 1) == [0, 255, 0, 255])
        #expect(rgba(r.diffImage, 3, 3) == [255, 0, 0, 255])
    }

    /// pixelmatch 7 blends translucent pixels over a patterned background weighted by alpha: two fully
    /// transparent pixels never differ, whatever their colour; an alpha change does.
    @Test func translucentPixels() {
        var a = canvas(6, 6, (255, 0, 0, 0))
        var b = canvas(6, 6, (0, 0, 255, 0))
        #expect(
            ImageComparison.compare(a, b, options: DiffOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0))))
                .differentPixels == 0)
        #expect(ImageComparison.compare(a, b, options: .exact).differentPixels == 36)
        a = canvas(6, 6, (0, 0, 0, 0))
        b = a
        b.setPixel(x: 3, y: 3, (0, 0, 0, 255))
        #expect(ImageComparison.compare(a, b, options: .pixelmatch).differentPixels == 1)
        // Half-transparent white vs opaque white differs (blended over a dark background).
        let c = canvas(6, 6, (255, 255, 255, 255))
        var d = c
        d.setPixel(x: 2, y: 2, (255, 255, 255, 128))
        #expect(ImageComparison.compare(c, d, options: .pixelmatch).differentPixels == 1)
    }

    @Test func sizeMismatchIsADifference() {
        let r = ImageComparison.compare(canvas(10, 5), canvas(12, 5), options: .pixelmatch, diffImage: true)
        #expect(!r.passed && r.sizeMismatch)
        #expect(r.expectedSize == PixelSize(width: 10, height: 5) && r.actualSize == PixelSize(width: 12, height: 5))
        #expect(r.summary.contains("10×5") && r.summary.contains("12×5"))
        #expect(r.diffImage?.width == 12)
    }

    @Test func limits() {
        let a = canvas(10, 10)
        var b = a
        for x in 0..<3 { b.setPixel(x: x, y: 0, (0, 0, 0, 255)) }
        #expect(!ImageComparison.compare(a, b, options: DiffOptions(mode: .exact, maxDifferentPixels: 2)).passed)
        #expect(ImageComparison.compare(a, b, options: DiffOptions(mode: .exact, maxDifferentPixels: 3)).passed)
        #expect(ImageComparison.compare(a, b, options: DiffOptions(mode: .exact, maxDifferentRatio: 0.03)).passed)
        #expect(!ImageComparison.compare(a, b, options: DiffOptions(mode: .exact, maxDifferentRatio: 0.029)).passed)
        #expect(ImageComparison.compare(a, b, options: .perceptual(precision: 0.97, perceptualPrecision: 0.98)).passed)
        #expect(!ImageComparison.compare(a, b, options: .perceptual(precision: 0.98, perceptualPrecision: 0.98)).passed)
    }

    @Test func perceptualPrecision() {
        let a = canvas(4, 4, (120, 120, 120, 255))
        var b = a
        b.setPixel(x: 0, y: 0, (121, 120, 120, 255)) // ΔE94 well below 2
        b.setPixel(x: 1, y: 0, (140, 120, 120, 255)) // clearly above 2
        let r = ImageComparison.compare(a, b, options: .perceptual(perceptualPrecision: 0.98))
        #expect(r.differentPixels == 1)
        #expect(ImageComparison.compare(a, b, options: .perceptual(perceptualPrecision: 0.5)).differentPixels == 0)
        #expect(ImageComparison.compare(a, b, options: .perceptual(perceptualPrecision: 1)).differentPixels == 2)
        // Known value: ΔE94 between Lab(50, 2.6772, −79.7751) and Lab(50, 0, −82.7485) is 1.3950.
        let d = Perceptual.deltaE94((50, 2.6772, -79.7751), (50, 0, -82.7485))
        #expect(abs(d - 1.3950) < 0.0005)
        // Alpha-only change is a difference.
        var c = a
        c.setPixel(x: 2, y: 2, (120, 120, 120, 0))
        #expect(ImageComparison.compare(a, c, options: .perceptual(perceptualPrecision: 0.98)).differentPixels == 1)
    }

    @Test func stripHasThreePanelsAndGaps() {
        let e = canvas(3, 2, (1, 1, 1, 255)), d = canvas(4, 5, (2, 2, 2, 255)), a = canvas(2, 3, (3, 3, 3, 255))
        let s = ImageComparison.strip(expected: e, diff: d, actual: a, gap: 4)
        #expect(s.width == 3 + 4 + 4 + 4 + 2 && s.height == 5)
        #expect(s.pixel(x: 0, y: 0) == (1, 1, 1, 255))
        #expect(s.pixel(x: 0, y: 4) == (0, 0, 0, 0))
        #expect(s.pixel(x: 3, y: 0) == (128, 128, 128, 255))
        #expect(s.pixel(x: 7, y: 4) == (2, 2, 2, 255))
        #expect(s.pixel(x: 15, y: 2) == (3, 3, 3, 255))
    }

    @Test func exactFastPathOnLargeIdenticalImages() {
        let a = canvas(3840, 2160, (10, 20, 30, 255))
        let b = a
        let clock = ContinuousClock()
        let t = clock.measure { #expect(ImageComparison.compare(a, b, options: .exact).passed) }
        #expect(t < .milliseconds(200))
    }
}
