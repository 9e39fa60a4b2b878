import Basics
import Testing

struct EnvironmentFingerprintTests {
    /// What BarSnap 1 stored (format 1: `format` was the render format too).
    static let format1 = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 format 1"
    /// The same machine, as format 2 writes it.
    static let format2 = "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 "
        + "freetype 2.12.1 harfbuzz 6.0.0 arch x86_64 render 1 format 2"

    static func with(_ changes: [String: String], base: String = format2) -> String {
        let fp = EnvironmentFingerprint(parsing: base)
        return EnvironmentFingerprint(fields: fp.fields.map { ($0.name, changes[$0.name] ?? $0.value) }).text
    }

    @Test func parsesBothFormats() {
        let one = EnvironmentFingerprint(parsing: Self.format1)
        #expect(one.isStructured && one.format == 1)
        #expect(one.fields.map(\.name) == ["fonts", "cairo", "pango", "fontconfig", "render", "format"])
        #expect(one["render"] == "1" && one["pixman"] == nil)
        let two = EnvironmentFingerprint(parsing: Self.format2)
        #expect(two.isStructured && two.format == 2)
        #expect(two["freetype"] == "2.12.1" && two["arch"] == "x86_64" && two["harfbuzz"] == "6.0.0")
        #expect(two.text == Self.format2)
    }

    @Test func buildsTheLineFromFields() {
        let fp = EnvironmentFingerprint(fields: [("cairo", "1.18.0"), ("arch", "x86 64"), ("empty", "")])
        #expect(fp.text == "cairo 1.18.0 arch x86_64 empty - format 2")
        #expect(EnvironmentFingerprint(parsing: fp.text).fields.map(\.name) == ["cairo", "arch", "empty", "format"])
    }

    /// An old reference keeps verifying: only fields both sides have are compared, and `format` never is.
    @Test func anOlderFormatWithTheSameSharedFieldsIsTheSameEnvironment() {
        #expect(EnvironmentFingerprint.differences(reference: Self.format1, current: Self.format2).isEmpty)
        #expect(EnvironmentFingerprint.differences(reference: Self.format2, current: Self.format1).isEmpty)
        #expect(EnvironmentFingerprint.differences(reference: Self.format2, current: Self.format2).isEmpty)
        // A future format with a field this one lacks, and the format number itself, are not differences.
        let future = String(Self.format2.dropLast("format 2".count)) + "simd avx2 format 3"
        #expect(EnvironmentFingerprint.differences(reference: future, current: Self.format2).isEmpty)
    }

    @Test func eachDifferingSharedFieldIsNamed() {
        let arm = Self.with(["arch": "aarch64", "freetype": "2.13.2"])
        let d = EnvironmentFingerprint.differences(reference: Self.format2, current: arm)
        #expect(d == [.init(field: "freetype", reference: "2.12.1", current: "2.13.2"),
                      .init(field: "arch", reference: "x86_64", current: "aarch64")])
        #expect(EnvironmentFingerprint.describe(d) == "freetype 2.12.1 → 2.13.2, arch x86_64 → aarch64")
        #expect(EnvironmentFingerprint.json(d).serialized()
            == #"""
                [{"field":"freetype","reference":"2.12.1","current":"2.13.2"},{"field":"arch","reference":"x86_64","cu\#
                rrent":"aarch64"}]
                """#)
        // A format-1 reference against a machine with other fonts: the shared field differs.
        let fonts = Self.with(["fonts": "sha256:0123456789ab"])
        #expect(EnvironmentFingerprint.differences(reference: Self.format1, current: fonts).map(\.field) == ["fonts"])
        // Format 1's "format 1" was render format 1: a later render format is a difference.
        let render2 = Self.with(["render": "2"])
        #expect(EnvironmentFingerprint.differences(reference: Self.format1, current: render2)
            == [.init(field: "render", reference: "1", current: "2")])
    }

    @Test func aMissingFingerprintIsNoKnownDifference() {
        #expect(EnvironmentFingerprint.differences(reference: nil, current: Self.format2).isEmpty)
        #expect(EnvironmentFingerprint.differences(reference: Self.format2, current: nil).isEmpty)
    }

    /// Text that is not a `name value … format N` list is compared whole, as the field `fingerprint`.
    @Test(arguments: ["fonts=SF-1 cairo=1.16", "E1", "cairo 1.16 cairo 1.18 format 2", "cairo 1.16 pango", "cairo 1.16",
                      "cairo 1.16 format two", ""])
    func opaqueTextIsComparedWhole(text: String) {
        let fp = EnvironmentFingerprint(parsing: text)
        #expect(!fp.isStructured && fp.format == nil)
        #expect(fp.fields.map(\.name) == ["fingerprint"])
        #expect(EnvironmentFingerprint.differences(reference: text, current: text).isEmpty)
        let d = EnvironmentFingerprint.differences(reference: text, current: Self.format2)
        #expect(d == [.init(field: "fingerprint", reference: text, current: Self.format2)])
    }
}
