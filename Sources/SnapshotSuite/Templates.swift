/// What both workflows `barsnap init` writes (a package's and an app repository's) share: the name, the triggers,
/// the read-only token and the pinned actions.
enum WorkflowParts {
    static let checkout = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
    static let uploadArtifact = "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0"
    static let header = header(branch: "main")

    /// The header, triggered by pushes to `branch` (a name `BranchName.isSafe` accepts: the caller checks).
    static func header(branch: String) -> String {
        """
        name: Toolbar snapshots

        on:
          push:
            branches: ["\(branch)"]
          pull_request:

        permissions:
          contents: read
        """
    }
}

/// What `barsnap init` writes. Kept here, as text, so tests can check them (the workflow is linted in CI).
enum Templates {
    static let configuration = """
        {
          "$schema": ".barsnap/barsnap.schema.json",
          "snapshots": "Snapshots",
          "tolerance": {"mode": "exact"},
          "suites": [
            {
              "name": "toolbars",
              "specs": ["Specs/*.json"],
              "matrix": {"device": ["iphone-se", "iphone-15", "ipad-11"], "orientation": ["portrait", "landscape"]}
            }
          ]
        }

        """

    static let exampleSpec = """
        {
          "$schema": "../.barsnap/scene.schema.json",
          "device": "iphone-15",
          "item": {
            "title": "Recipe",
            "right": [{"system": "done"}, {"symbol": "square.and.arrow.up"}]
          }
        }

        """

    static let testFile = """
        import BarSnap
        import Testing

        /// Every case of barsnap.json (`swift run barsnap list` prints them), rendered and compared with its reference
        /// under Snapshots/ — the same references and tolerance as `swift run barsnap verify`.
        @Test(arguments: try BarSnapConfiguration.load().cases)
        func toolbars(_ snapshot: SnapshotCase) throws {
            try assertSnapshot(snapshot)
        }

        """

    /// The workflow with the checkout fetching the Git LFS objects (`barsnap init --lfs`).
    static let workflowLFS = workflow.replacing(checkoutLine, with: checkoutLine + "          lfs: true\n")
    static let checkoutLine = "          persist-credentials: false\n"

    /// `.gitattributes` for `barsnap init --lfs`: references in Git LFS.
    static let gitattributes = """
        # BarSnap references in Git LFS (barsnap init --lfs): clones stay small; every machine needs `git lfs install`.
        Snapshots/**/*.png filter=lfs diff=lfs merge=lfs -text

        """

    static let workflow = """
        # Toolbar snapshots: renders every case of barsnap.json and compares it with its reference under Snapshots/.
        # On failure the HTML report (expected | diff | actual, swipe, onion skin) is uploaded as "barsnap-report";
        # verify writes the job summary (each failure group with what changed, in words), annotates the spec files,
        # and writes the same summary to barsnap-report/comment.md for a pull-request comment.
        # Debian 12 (bookworm) with these packages is the environment BarSnap references are recorded in.
        # Hardened: actions pinned to full commits, a read-only token, no persisted credentials.
        \(WorkflowParts.header)

        jobs:
          snapshots:
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            timeout-minutes: 60
            steps:
              - uses: \(WorkflowParts.checkout)
                with:
                  persist-credentials: false
              - name: Install Cairo, Pango, libpng and the pinned fonts
                run: |
                  apt-get update -qq
                  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \\
                    pkg-config libcairo2-dev libpango1.0-dev libpng-dev libdeflate-dev libfontconfig-dev \\
                    libpixman-1-dev libfreetype-dev libharfbuzz-dev \\
                    fonts-inter fonts-vlgothic fonts-dejavu-core
              - name: The machine that verifies (fonts, library versions, CPU)
                run: swift run barsnap env --json
              - name: Verify the bars
                run: mkdir -p barsnap-report && swift run barsnap verify --strict --pr-comment barsnap-report/comment.md
              - name: Run the tests
                run: swift test
                env:
                  CI: "true"
              - name: Write the report
                if: failure()
                # Every image: only the report is uploaded, and accept from it needs each member's image.
                run: swift run barsnap report -o barsnap-report --all-images
              - name: Upload the report
                if: failure()
                uses: \(WorkflowParts.uploadArtifact)
                with:
                  name: barsnap-report
                  path: barsnap-report
                  if-no-files-found: ignore

        """
}
