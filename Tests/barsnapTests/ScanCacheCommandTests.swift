import Basics
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The scan cache across processes: one process writes the entry, the next reads it; the cases, the rendered
/// pixels (a verify against references recorded without the cache) and the entries' bytes are the same.
@Suite struct ScanCacheCommandTests {
    func app() throws -> String {
        let root = try CLI.temporaryDirectory()
        let copy =
            "cp -R \(CLI.shellQuote(CLI.packageRoot + "/Tests/Fixtures/ScanApp/App")) \(CLI.shellQuote(root + "/App"))"
        #expect(system(copy) == 0)
        let config = #"{"suites": [{"name": "app", "scan": {"sources": ["App"]}, "matrix": {"locale": ["en", "de"]}}]}"#
        try CLI.write(config, to: root + "/barsnap.json")
        return root
    }

    func entries(_ cache: String) -> [String] {
        ((try? FileIO.listDirectory(cache + "/scan")) ?? []).filter { $0.hasSuffix(".json") }
    }

    @Test func twoProcessesGiveTheSameBytesWithAndWithoutTheCache() throws {
        let root = try app()
        defer { _ = system("rm -rf \(CLI.shellQuote(root))") }
        // The caches are outside the checkout (one inside it is not used).
        let caches = try CLI.temporaryDirectory()
        defer { _ = system("rm -rf \(CLI.shellQuote(caches))") }
        let a = caches + "/cache-a", b = caches + "/cache-b", off = caches + "/cache-off"
        let uncached = try CLI.run(["list", "--no-scan-cache"], environment: ["BARSNAP_CACHE_DIR": off],
                                   directory: root)
        #expect(uncached.status == 0, "\(uncached.stderr)")
        #expect(entries(off).isEmpty)
        let cold = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": a], directory: root)
        let warm = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": a], directory: root)
        let other = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": b], directory: root)
        #expect(!uncached.stdout.isEmpty)
        #expect(cold.stdout == uncached.stdout)
        #expect(warm.stdout == uncached.stdout)
        #expect(other.stdout == uncached.stdout)
        #expect(cold.stderr.isEmpty && warm.stderr.isEmpty, "\(cold.stderr)\(warm.stderr)")
        let names = entries(a)
        #expect(names.count == 1)
        #expect(entries(b) == names)
        #expect(try FileIO.read(a + "/scan/" + names[0]) == FileIO.read(b + "/scan/" + names[0]))
        // The environment switch too.
        let env = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": off, "BARSNAP_SCAN_CACHE": "0"],
                              directory: root)
        #expect(env.stdout == uncached.stdout)
        #expect(entries(off).isEmpty)
        // References recorded without the cache; the cached cases draw the same pixels.
        let record = try CLI.run(["record", "--no-scan-cache"], directory: root)
        #expect(record.status == 0, "\(record.stderr)")
        let verify = try CLI.run(["verify"], environment: ["BARSNAP_CACHE_DIR": a], directory: root)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains(" 0 failed"), "\(verify.stdout)")
    }

    @Test func aRefusedCacheFolderIsAWarningNotAFailure() throws {
        let root = try app()
        defer { _ = system("rm -rf \(CLI.shellQuote(root))") }
        let outside = try CLI.temporaryDirectory()
        defer { _ = system("rm -rf \(CLI.shellQuote(outside))") }
        try FileIO.createDirectories(outside + "/user")
        try CLI.write("keep\n", to: outside + "/user/keep.txt")
        symlink(outside + "/user", outside + "/cache")
        let r = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": outside + "/cache"], directory: root)
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: the scan cache is not written"), "\(r.stderr)")
        #expect(try FileIO.listDirectory(outside + "/user") == ["keep.txt"])
        // A cache folder inside the checkout: a warning, and nothing written there.
        let inside = try CLI.run(["list"], environment: ["BARSNAP_CACHE_DIR": ".cache"], directory: root)
        #expect(inside.status == 0)
        #expect(inside.stdout == r.stdout)
        #expect(inside.stderr.contains("warning: the scan cache folder .cache is a relative path"), "\(inside.stderr)")
        #expect(!FileIO.isDirectory(root + "/.cache"))
    }
}
