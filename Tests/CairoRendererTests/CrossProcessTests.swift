import Basics
@testable import CairoRenderer
import Testing
import BarLayout
import BarModel
#if canImport(Glibc)
import Glibc
#endif

/// FNV-1a 64 of a bitmap's size and bytes (fast enough in debug builds; only for comparing renders).
func bitmapHash(_ b: Bitmap) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for v in [b.width, b.height] { for i in 0..<8 { mix(UInt8(truncatingIfNeeded: v >> (i * 8))) } }
    b.pixels.withUnsafeBufferPointer { buf in for byte in buf { mix(byte) } }
    let s = String(h, radix: 16)
    return String(repeating: "0", count: 16 - s.count) + s
}

extension CairoRendererTests {
    /// Runs this same test binary again as a child process in a hostile font environment (FONTCONFIG_FILE and
    /// ~/.config/fontconfig with an Inter → DejaVu Serif rule, full hinting, RGB subpixel, emboldening, an
    /// extra font directory; LANG and PANGO_LANGUAGE Japanese; FreeType stem darkening on) and checks that it renders
    /// the same bytes.
    @Suite struct CrossProcess {
        static let childVariable = "BARSNAP_CAIRO_CHILD_EXPECTED"
        static let isolatedVariable = "BARSNAP_CAIRO_ISOLATED"

        /// The tests that need a process of their own (RSS, process-wide fontconfig state) run in a child.
        @Test(.enabled(if: getenv(CrossProcess.isolatedVariable) == nil && getenv(CrossProcess.childVariable) == nil))
        func isolatedTestsPass() throws {
            let out = "/tmp/barsnap-cairo-isolated-\(getpid()).out"
            defer { unlink(out) }
            var env: [String] = []
            var e = environ
            while let p = e.pointee {
                env.append(String(cString: p))
                e += 1
            }
            env.append("\(Self.isolatedVariable)=1")
            let status = try Self.spawn(
                [
                    "/proc/self/exe", "--testing-library", "swift-testing",
                    "--filter", "thousandBarsDoNotLeak",
                    "--filter", "hostileDefaultFontconfigDoesNotChangeOutput"
                ],
                env: env, output: out)
            let log = String(decoding: try FileIO.read(out), as: UTF8.self)
            print(log.split(separator: "\n").filter { $0.contains("RSS") }.joined(separator: "\n"))
            #expect(status == 0, "isolated tests failed:\n\(log.suffix(4000))")
            #expect(log.contains("Test thousandBarsDoNotLeak() passed"), "\(log.suffix(2000))")
            #expect(log.contains("Test hostileDefaultFontconfigDoesNotChangeOutput() passed"), "\(log.suffix(2000))")
        }

        @Test(.enabled(if: getenv(CrossProcess.childVariable) == nil && getenv(CrossProcess.isolatedVariable) == nil))
        func hostileChildProcessRendersIdenticalBytes() throws {
            let expected = bitmapHash(try Fixtures.renderer.render(Determinism.everything()))
            let dir = "/tmp/barsnap-cairo-child-\(getpid())"
            defer { removeTree(dir) }
            try FileIO.createDirectories(dir + "/home/.config/fontconfig")
            let conf = try HostileFontconfig.write(in: dir)
            try FileIO.writeAtomically(conf, to: dir + "/home/.config/fontconfig/fonts.conf")

            let out = dir + "/child.out"
            let args = ["/proc/self/exe", "--testing-library", "swift-testing", "--filter", "childRendersExpectedBytes"]
            var env: [String] = []
            var e = environ
            while let p = e.pointee {
                let s = String(cString: p)
                if !s.hasPrefix("FONTCONFIG_") && !s.hasPrefix("HOME=") && !s.hasPrefix("XDG_CONFIG_HOME=")
                    && !s.hasPrefix("LANG=") && !s.hasPrefix("LC_ALL=") && !s.hasPrefix("FREETYPE_PROPERTIES=") {
                    env.append(s)
                }
                e += 1
            }
            env += [
                "\(Self.childVariable)=\(expected)", "FONTCONFIG_FILE=\(dir)/fonts.conf", "HOME=\(dir)/home",
                "XDG_CONFIG_HOME=\(dir)/home/.config", "LANG=ja_JP.UTF-8", "LC_ALL=ja_JP.UTF-8",
                "PANGO_LANGUAGE=ja",
                """
                    FREETYPE_PROPERTIES=cff:no-stem-darkening=0 autofitter:no-stem-darkening=0\
                     truetype:interpreter-version=35
                    """
            ]
            let status = try Self.spawn(args, env: env, output: out)
            let log = String(decoding: try FileIO.read(out), as: UTF8.self)
            #expect(status == 0, "child failed:\n\(log.suffix(3000))")
            #expect(
                log.contains("BARSNAP_CHILD_HASH=\(expected)"), "child did not run the render:\n\(log.suffix(3000))")
        }

        /// Runs only in the child (see above).
        @Test(.enabled(if: getenv(CrossProcess.childVariable) != nil))
        func childRendersExpectedBytes() throws {
            let expected = String(cString: getenv(Self.childVariable)!)
            // The hostile configuration is live for unpinned programs in this process…
            #expect(FontconfigDefaultConfig.matchedFamily(for: "Inter") == "DejaVu Serif")
            // …and BarSnap's output is unchanged.
            let hash = bitmapHash(try Fixtures.renderer.render(Determinism.everything()))
            print("BARSNAP_CHILD_HASH=\(hash)")
            #expect(hash == expected)
        }

        static func spawn(_ args: [String], env: [String], output: String) throws -> Int32 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            let cArgs = args.map { strdup($0) } + [nil]
            let cEnv = env.map { strdup($0) } + [nil]
            defer { for p in cArgs + cEnv { free(p) } }
            var pid: pid_t = 0
            let rc = posix_spawn(&pid, "/proc/self/exe", &actions, nil, cArgs, cEnv)
            guard rc == 0 else { throw RenderError(operation: "spawn child", message: "posix_spawn: \(rc)") }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        }
    }
}

extension CairoRendererTests.Determinism {
    /// The pixels of `everything()` are pinned for this exact environment: a debug and a release build, any
    /// process, any thread must produce this hash. On another fingerprint (other fonts or library versions)
    /// only the print remains, so the test stays meaningful without failing on a different machine.
    static let golden: [String: String] = [
        "fonts sha256:a4f691897e4d cairo 1.16.0 pango 1.50.12 fontconfig 2.14.1 pixman 0.42.2 freetype 2.12.1 "
            + "harfbuzz 6.0.0 arch x86_64 render 1 format 2": "15ee1c0bb24cafc3",
    ]

    @Test func goldenHashForThisFingerprint() throws {
        let fingerprint = try FontEnvironment.shared().fingerprint
        let hash = bitmapHash(try Fixtures.renderer.render(Self.everything()))
        print("golden: \"\(fingerprint)\": \"\(hash)\"")
        if let expected = Self.golden[fingerprint] {
            #expect(hash == expected)
        }
    }
}
