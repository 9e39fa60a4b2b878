import Basics

/// What `barsnap init` writes in an app's own repository (an Xcode project, no `Package.swift`): the workflow
/// installs the barsnap command itself, at the pinned release, instead of `swift run` in a package.
package enum AppTemplates {
    /// The C libraries barsnap is built against and draws with (their `-dev` packages bring the run-time ones):
    /// the first packages `barsnap env --packages` prints.
    public static let libraries = [
        "pkg-config", "libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev", "libfontconfig-dev",
        "libpixman-1-dev", "libfreetype-dev", "libharfbuzz-dev",
    ]

    /// Installs the packages named in `$packages` that dpkg does not list yet (none: no network at all).
    static let installMissing = """
                  missing=()
                  for p in "${packages[@]}"; do
                    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
                  done
                  if [ ${#missing[@]} -gt 0 ]; then
                    apt-get update -qq
                    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
                  fi
        """

    /// The run-time packages of `libraries` (Debian 12): all a barsnap restored from the cache needs.
    public static let runtimeLibraries = ["libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0",
                                          "libpng16-16", "libfontconfig1", "libpixman-1-0", "libfreetype6",
                                          "libharfbuzz0b"]

    /// The steps both jobs share: barsnap from the cache (the run-time libraries only) or built from BARSNAP_GIT
    /// (the `-dev` libraries), then the fonts. The cache key holds no branch: entries saved by the default branch's
    /// runs are restored by pull requests.
    static let installSteps = """
              - name: Restore barsnap from the cache (one entry per version)
                id: barsnap-cache
                uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5
                with:
                  path: ~/.barsnap
                  key: barsnap-${{ env.BARSNAP_VERSION }}-swift-6.3-bookworm-${{ runner.arch }}
              - name: Install the C libraries barsnap draws with (run-time only when barsnap is cached)
                env:
                  CACHED: ${{ steps.barsnap-cache.outputs.cache-hit }}
                run: |
                  if [ "$CACHED" = true ]; then
                    packages=(\(runtimeLibraries.joined(separator: " ")))
                  else
                    packages=(\(libraries.joined(separator: " ")) git ca-certificates)
                  fi
        \(installMissing)
              - name: Install barsnap (built from BARSNAP_GIT when the cache has none)
                run: |
                  if [ "$("$HOME/.barsnap/bin/barsnap" --version 2>/dev/null || true)" != "$BARSNAP_VERSION" ]; then
                    src="$RUNNER_TEMP/barsnap-source"
                    rm -rf "$src"
                    # The release tag when the clone serves it, else its default branch (a checkout without tags).
                    git clone --quiet --depth 1 --branch "$BARSNAP_VERSION" "$BARSNAP_GIT" "$src" 2>/dev/null \\
                      || git clone --quiet --depth 1 "$BARSNAP_GIT" "$src"
                    "$src/Scripts/install" --prefix "$HOME/.barsnap"
                    built=$("$HOME/.barsnap/bin/barsnap" --version)
                    if [ "$built" != "$BARSNAP_VERSION" ]; then
                      echo "::error::BARSNAP_GIT builds barsnap $built, not BARSNAP_VERSION $BARSNAP_VERSION"
                      exit 1
                    fi
                  fi
                  echo "$HOME/.barsnap/bin" >> "$GITHUB_PATH"
              - name: Install the fonts barsnap.json needs (its locales' scripts)
                run: |
                  packages=()
                  for p in $(barsnap env --packages); do
                    case " \(libraries.joined(separator: " ")) " in
                      *" $p "*) ;;
                      *) packages+=("$p") ;;
                    esac
                  done
        \(installMissing)
        """

    static func workflow(version: String = BarSnapRelease.version, repository: String = BarSnapRelease.repository,
                         branch: String = "main", shards: Int = 2) -> String {
        let list = (1...shards).map(String.init).joined(separator: ", ")
        return """
            # Toolbar snapshots of this app's screens (written by `barsnap init`): barsnap reads the app's code (the
            # "scan" suite of barsnap.json), draws each screen's navigation bar and compares it with its reference
            # under Snapshots/. The cases are verified in \(shards) shards; the last job merges their artifacts into one
            # HTML report (artifact "barsnap-report"), the job summary and barsnap-report/comment.md (the summary as
            # Markdown, for a pull-request comment step). Failures are annotated on the line that changed.
            # barsnap is built once per version (Scripts/install of BARSNAP_GIT: the tag BARSNAP_VERSION when it has
            # it, else its default branch) on \(branch), and kept in the Actions cache that pull requests restore;
            # to upgrade, read its CHANGELOG.md, change BARSNAP_VERSION and re-record if the changelog says so.
            # BARSNAP_GIT: a Git URL of BarSnap that this CI can clone (init wrote the origin of the checkout barsnap
            # was built from, or a placeholder to replace).
            # Debian 12 (bookworm) is the system references are recorded on; record on the same image.
            # Hardened: actions pinned to full commits, a read-only token, no persisted credentials.
            \(WorkflowParts.header(branch: branch))

            env:
              BARSNAP_VERSION: "\(version)"
              BARSNAP_GIT: "\(BuildCheckout.isSafeURL(repository) ? repository : BuildCheckout.placeholder)"
              # Never record in CI: a missing reference fails as "new", with its image in the artifacts.
              BARSNAP_RECORD: never

            jobs:
              verify:
                name: verify shard ${{ matrix.shard }}/\(shards)
                runs-on: ubuntu-latest
                container: swift:6.3-bookworm
                timeout-minutes: 60
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [\(list)]
                env:
                  SHARD: ${{ matrix.shard }}
                steps:
                  - uses: \(WorkflowParts.checkout)
                    with:
                      persist-credentials: false
            \(installSteps)
                  - name: The machine that verifies (fonts, library versions, CPU)
                    run: barsnap env --json
                  - name: Verify shard ${{ matrix.shard }}/\(shards)
                    run: barsnap verify --strict --shard "$SHARD/\(shards)" --artifacts "barsnap-artifacts/shard-$SHARD"
                  - name: Upload the shard's artifacts
                    if: always()
                    uses: \(WorkflowParts.uploadArtifact)
                    with:
                      name: barsnap-artifacts-shard-${{ matrix.shard }}
                      path: barsnap-artifacts
                      if-no-files-found: ignore
                      retention-days: 14

              report:
                name: merged report
                needs: verify
                if: always()
                runs-on: ubuntu-latest
                container: swift:6.3-bookworm
                timeout-minutes: 30
                steps:
                  - uses: \(WorkflowParts.checkout)
                    with:
                      persist-credentials: false
                  - name: Download every shard's artifacts
                    uses: actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1
                    with:
                      pattern: barsnap-artifacts-shard-*
                      path: shards
            \(installSteps)
                  - name: Merge the shards into one report, the job summary and comment.md
                    id: report
                    shell: bash
                    run: |
                      shopt -s nullglob
                      dirs=(shards/*/shard-*/)
                      if [ ${#dirs[@]} -eq 0 ]; then
                        echo "No shard uploaded artifacts: nothing to report." >> "$GITHUB_STEP_SUMMARY"
                        exit 1
                      fi
                      barsnap report -o barsnap-report --pr-comment barsnap-report/comment.md --merge "${dirs[@]%/}"
                  - name: Upload the report
                    if: always()
                    uses: \(WorkflowParts.uploadArtifact)
                    with:
                      name: barsnap-report
                      path: barsnap-report
                      if-no-files-found: ignore
                      retention-days: 14

            """
    }
}
