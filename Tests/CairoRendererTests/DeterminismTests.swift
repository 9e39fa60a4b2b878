import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel
#if canImport(Glibc)
import Glibc
#endif

extension CairoRendererTests {
    @Suite struct Determinism {
        /// A list touching every kind of item.
        static func everything() -> DisplayList {
            var img = Bitmap(width: 3, height: 3)
            for i in 0..<9 { img.setPixel(x: i % 3, y: i / 3, (UInt8(i * 28), 100, 200, UInt8(255 - i * 20))) }
            var list = Fixtures.phoneBar()
            list.layers[.content, default: []] += [
                .roundedRect(
                    Rect(x: 120, y: 62, width: 40, height: 8), radius: 4,
                    Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8)),
                .image(img, frame: Rect(x: 170, y: 62, width: 7, height: 7), tint: nil),
                .image(img, frame: Rect(x: 180, y: 62, width: 7, height: 7), tint: .orange),
                .group(
                    clip: Rect(x: 200, y: 60, width: 30, height: 10), alpha: 0.6,
                    items: [
                        .text(
                            TextRun(
                                text: "Wrapped text that goes on", font: FontSpec(size: 9, weight: .medium),
                                color: .black, frame: Rect(x: 200, y: 58, width: 40, height: 20),
                                alignment: .right, maxLines: 2, wraps: true))
                    ])
            ]
            return list
        }

        @Test func sameListGivesIdenticalBytes() throws {
            let a = try Fixtures.renderer.render(Self.everything())
            let b = try Fixtures.renderer.render(Self.everything())
            #expect(a == b)
            // A fresh environment (new fontconfig config, font map and context) gives the same bytes.
            let fresh = BarRenderer(environment: try FontEnvironment())
            #expect(try fresh.render(Self.everything()) == a)
            // So does the serialized (single-lock) mode.
            let serialized = BarRenderer(
                environment: try FontEnvironment(fonts: FontEnvironment.fonts, serialized: true))
            #expect(try serialized.render(Self.everything()) == a)
        }

        @Test func scaleChangesPixelsButNotTextMetrics() throws {
            var list = Self.everything()
            let a = try Fixtures.renderer.render(list)
            list.scale = 2
            let b = try Fixtures.renderer.render(list)
            #expect(b.width == 786 && b.height == 206 && a.width == 1179)
        }

        @Test func concurrentRendersMatchTheSerialReference() async throws {
            let reference = try Fixtures.renderer.render(Self.everything())
            let renderer = Fixtures.renderer
            let measurer = Fixtures.measurer
            let referenceMetrics = try measurer.measure("今日のおすすめ Today", font: .title, maxWidth: 90, maxLines: 2)
            let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<4 {
                    group.addTask {
                        var bad = 0
                        for _ in 0..<8 {
                            if try renderer.render(Self.everything()) != reference { bad += 1 }
                            if try measurer.measure("今日のおすすめ Today", font: .title, maxWidth: 90, maxLines: 2)
                                != referenceMetrics { bad += 1 }
                        }
                        return bad
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(mismatches == 0)
        }

        /// Runs only in an isolated child process (see `CrossProcess.isolatedTestsPass`): it changes
        /// process-wide fontconfig state and the environment, which must not happen beside other targets' tests.
        @Test(.enabled(if: getenv(CrossProcess.isolatedVariable) != nil))
        func hostileDefaultFontconfigDoesNotChangeOutput() throws {
            // In-process stand-in for "a user with a hostile fonts.conf": make fontconfig's process-wide default
            // configuration hostile (Inter → DejaVu Serif substitution, full hinting, RGB subpixel, synthetic
            // emboldening, an extra font directory), prove that it is live (an unpinned lookup of "Inter" now
            // gets DejaVu Serif), and check that BarSnap's private configuration renders the same bytes, with
            // both the already-initialized shared environment and one created after the change. BarSnap never
            // asks fontconfig for the default configuration, so this is the contract; the integrator's CLI test
            // checks the same across processes with FONTCONFIG_FILE set from the start.
            let reference = try Fixtures.renderer.render(Self.everything())
            let referenceMetrics = try Fixtures.measurer.measure("Settings", font: .title, maxWidth: nil, maxLines: 1)

            let dir = "/tmp/barsnap-cairo-hostile-\(getpid())"
            defer { removeTree(dir) }
            _ = try HostileFontconfig.write(in: dir)
            let previous = getenv("FONTCONFIG_FILE").map { String(cString: $0) }
            setenv("FONTCONFIG_FILE", dir + "/fonts.conf", 1)
            defer {
                if let previous { setenv("FONTCONFIG_FILE", previous, 1) } else { unsetenv("FONTCONFIG_FILE") }
                _ = FontconfigDefaultConfig.reinitialize()
            }
            #expect(FontconfigDefaultConfig.reinitialize())
            #expect(FontconfigDefaultConfig.matchedFamily(for: "Inter") == "DejaVu Serif",
                    "the hostile configuration is not in effect, so this test would prove nothing")
            #expect(FontconfigDefaultConfig.hintStyle(for: "Inter") == 3)

            #expect(try Fixtures.renderer.render(Self.everything()) == reference)
            #expect(
                try Fixtures.measurer.measure("Settings", font: .title, maxWidth: nil, maxLines: 1) == referenceMetrics)
            let fresh = try FontEnvironment()
            #expect(try BarRenderer(environment: fresh).render(Self.everything()) == reference)
            #expect(
                try PangoTextMeasurer(environment: fresh).measure("Settings", font: .title, maxWidth: nil, maxLines: 1)
                    == referenceMetrics)
        }
    }

    @Suite struct Environment {
        @Test func fingerprintNamesFontsAndLibraries() throws {
            let env = try FontEnvironment.shared()
            let fp = try env.renderFingerprint()
            #expect(fp.fonts.map(\.fileName) == ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf",
                                                 "Inter-Bold.otf", "VL-PGothic-Regular.ttf", "DejaVuSans.ttf",
                                                 "DejaVuSans-Bold.ttf"])
            #expect(fp.fonts.allSatisfy { $0.sha256.count == 64 && $0.byteCount > 100_000 })
            let summary = try env.fingerprint
            #expect(summary.hasPrefix("fonts sha256:"))
            #expect(summary.contains(" cairo \(fp.cairoVersion) ") && fp.cairoVersion.hasPrefix("1."))
            #expect(summary.contains(" pango \(fp.pangoVersion) ") && fp.pangoVersion.hasPrefix("1."))
            #expect(summary.contains(" fontconfig 2."))
            // The libraries that decide pixels, as the loaded libraries report them, and the CPU.
            #expect(summary.contains(" pixman \(fp.pixmanVersion) ") && fp.pixmanVersion.hasPrefix("0."))
            #expect(summary.contains(" freetype \(fp.freetypeVersion) ") && fp.freetypeVersion.hasPrefix("2."))
            #expect(
                summary.contains(" harfbuzz \(fp.harfbuzzVersion) ")
                    && Int(fp.harfbuzzVersion.prefix { $0 != "." }) ?? 0 >= 2)
            #if arch(x86_64)
                #expect(fp.architecture == "x86_64")
            #elseif arch(arm64)
                #expect(fp.architecture == "aarch64" || fp.architecture == "arm64")
            #endif
            #expect(
                summary.hasSuffix(" arch \(fp.architecture) render \(FontEnvironment.renderFormatVersion) format 2"))
            // The stored line parses back into the same fields.
            let parsed = EnvironmentFingerprint(parsing: summary)
            #expect(parsed.isStructured && parsed.format == 2)
            #expect(
                parsed.fields.map(\.name) == [
                    "fonts", "cairo", "pango", "fontconfig", "pixman", "freetype",
                    "harfbuzz", "arch", "render", "format"
                ])
            #expect(
                parsed["freetype"] == fp.freetypeVersion && parsed["render"] == "\(FontEnvironment.renderFormatVersion)"
            )
            let details = try env.fingerprintDetails
            #expect(details.split(separator: "\n").count == 10)
            #expect(details.contains("VL-PGothic-Regular.ttf"))
            // Stable: a fresh environment computes the same fingerprint.
            #expect(try FontEnvironment().fingerprint == summary)
            print("fingerprint: \(summary)\n\(details)")
        }

        @Test func missingFontFileNamesFileAndPackage() throws {
            let fonts = [PinnedFont(path: "/nonexistent/fonts/Inter-Regular.otf", package: "fonts-inter")]
            do {
                _ = try FontEnvironment(fonts: fonts, serialized: false)
                Issue.record("no error")
            } catch {
                #expect(error.path == "/nonexistent/fonts/Inter-Regular.otf")
                #expect(error.description.contains("/nonexistent/fonts/Inter-Regular.otf"))
                #expect(error.description.contains("apt-get install fonts-inter"))
            }
            // A file that exists but is not a font.
            do {
                _ = try FontEnvironment(fonts: [PinnedFont(path: "/etc/hostname", package: "x")], serialized: false)
                Issue.record("no error")
            } catch {
                #expect(error.description.contains("/etc/hostname"))
            }
        }

        @Test func japaneseUsesVLPGothicAndLatinUsesInter() throws {
            // Inter has no kana; if fallback went to DejaVu Sans (no kana either) measuring would throw.
            // VL PGothic's kana are full-width: 1 em each.
            let kana = try Fixtures.measurer.measure("おすすめ", font: FontSpec(size: 20), maxWidth: nil, maxLines: 1)
            #expect(abs(kana.width - 80) < 8, "\(kana.width)")
        }
    }
}
