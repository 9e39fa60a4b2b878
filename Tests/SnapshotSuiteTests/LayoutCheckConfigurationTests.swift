import Testing
import Basics
import Pipeline
import Verdict
import SnapshotSuite
import BarLayout

/// barsnap.json's `checks`: parsing, per-suite merging, and a *layout* failure in a run (its manifest entry, its
/// summary status, and `accept` refusing it).
@Suite struct LayoutCheckConfigurationTests {
    static let long =
        ##"""
            {"device": "iphone-se", "style": "uikit", "locale": "en-XA", "canPop": false, "item": {"title": "New\##
             recipe with all ingredients"}}
            """##

    /// A clean gallery reports nothing with its own checks: suites that draw a truncated title or a replaced back
    /// title on purpose say so, and items that only touch (a rounding error apart) do not overlap.
    @Test func theGalleryHasNoFindings() throws {
        let gallery = try #require(Package.gallery)
        var found: [String] = []
        for c in gallery.cases { found += LayoutCheckRun.findings(c).map { "\(c.id): \($0.description)" } }
        #expect(found.isEmpty, "\(found)")
        #expect(gallery.cases.count > 500)
    }

    @Test func checksParseAtTheTopAndPerSuite() throws {
        let s = try Scratch("checks")
        defer { s.remove() }
        try s.write("Specs/long.json", Self.long)
        try s.write("barsnap.json", ##"""
            {"checks": {"truncation": "error", "contrast": "off", "minimumTitleScale": 0.5},
             "suites": [{"name": "a", "specs": ["Specs/*.json"]},
                        {"name": "b", "specs": ["Specs/*.json"], "checks": {"truncation": "warning"}}]}
            """##)
        let config = try s.load()
        let a = try #require(config.cases.first { $0.suite == "a" }),
            b = try #require(config.cases.first { $0.suite == "b" })
        #expect(
            a.checks.severity(.truncation) == .error && a.checks.severity(.contrast) == .off
                && a.checks.minimumTitleScale == 0.5)
        #expect(b.checks.severity(.truncation) == .warning && b.checks.severity(.contrast) == .off)
        #expect(LayoutCheckRun.findings(a).contains { $0.check == .truncation && $0.severity == .error })
    }

    @Test func badChecksNameTheFileAndPath() throws {
        let s = try Scratch("checks")
        defer { s.remove() }
        try s.write("Specs/long.json", Self.long)
        try s.write(
            "barsnap.json",
            ##"{"checks": {"truncation": "fatal"}, "suites": [{"name": "a", "specs": ["Specs/*.json"]}]}"##)
        let message = try #require(loadError(s))
        #expect(
            message.contains("barsnap.json") && message.contains("checks.truncation") && message.contains("warning"))
        try s.write(
            "barsnap.json",
            ##"{"suites": [{"name": "a", "specs": ["Specs/*.json"], "checks": {"spelling": "error"}}]}"##)
        #expect(try #require(loadError(s)).contains("suites[0].checks.spelling"))
    }

    @Test func anErrorCheckFailsAPassingCaseAsLayout() throws {
        let s = try Scratch("checks")
        defer { s.remove() }
        try s.write("Specs/long.json", Self.long)
        try s.write(
            "barsnap.json",
            ##"{"checks": {"truncation": "error"}, "suites": [{"name": "a", "specs": ["Specs/*.json"]}]}"##)
        let config = try s.load()
        let artifacts = s.path + "/artifacts"
        let record = try config.snapshotConfiguration(recordMode: .all, artifacts: artifacts, environment: [:])
        _ = SuiteRunner(configuration: record, jobs: 1).run(config.cases)
        let reference = try s.read("Snapshots/a/long.phone-uikit-en-XA-44@2x.png")

        let verify = try config.snapshotConfiguration(recordMode: .never, artifacts: artifacts, environment: [:])
        try Manifest.beginRun(in: artifacts)
        let summary = SuiteRunner(configuration: verify, jobs: 1).run(config.cases)
        let outcome = try #require(summary.outcomes.first)
        let failure = try #require(outcome.failure)
        #expect(failure.kind == .layout && outcome.status == "layout" && summary.count(.layout) == 1)
        #expect(failure.message.hasPrefix("a/long.phone-uikit-en-XA-44@2x: title \"[Ñéŵ ŕéçîþé"))
        #expect(failure.message.contains("truncated (needs "))
        #expect(failure.attachments.map(\.name) == ["actual.png"])
        try Manifest.finishRun(in: artifacts)
        let manifest = String(decoding: try FileIO.read(artifacts + "/manifest.json"), as: UTF8.self)
        #expect(manifest.contains("\"kind\": \"layout\"") && manifest.contains("\"check\": \"truncation\""))
        // The reference is untouched; as a warning the case passes.
        #expect(try s.read("Snapshots/a/long.phone-uikit-en-XA-44@2x.png") == reference)
        var relaxed = config.cases[0]
        relaxed.checks.severities[.truncation] = .warning
        let passed = SuiteRunner(configuration: verify, jobs: 1).run([relaxed]).outcomes[0]
        #expect(
            passed.failure == nil && passed.findings.contains { $0.check == .truncation && $0.severity == .warning })
    }
}
