import ArgumentParser
import SnapshotHarness

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render the reference gallery and verify it against Snapshots/ (exact by default).",
        discussion: """
        Missing references follow the record mode: BARSNAP_RECORD (never|missing|failed|all), else `never` when \
        CI=true and `missing` otherwise. Failures leave actual, diff and strip PNGs and a manifest.json under the \
        artifacts directory. The last line is `N passed, M failed`; exit 1 on any failure.
        """)

    @OptionGroup var gallery: GalleryOptions

    func run() throws {
        var failed = 0
        try reportingErrors {
            failed = try runGallery(gallery, recordMode: nil).failed
        }
        if failed > 0 { throw ExitCode(1) }
    }
}

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "(Re)record gallery references (record mode `all`): only files whose pixels or environment changed are rewritten.")

    @OptionGroup var gallery: GalleryOptions

    func run() throws {
        try reportingErrors {
            let summary = try runGallery(gallery, recordMode: .all)
            let broken = summary.outcomes.filter { $0.failure != nil && $0.failure?.recorded != true }
            if !broken.isEmpty { throw ExitCode(1) }
        }
    }
}
