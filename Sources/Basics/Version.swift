/// BarSnap's release: the one place its version is written (`barsnap --version`, the version `barsnap init` pins in
/// a workflow, and `Scripts/install`, which reads this line). Semantic versioning; CHANGELOG.md says what changed.
package enum BarSnapRelease {
    public static let version = "0.11.0"
    /// Where releases are fetched from (tags named like `version`); a workflow `init` writes clones it. BarSnap has
    /// no public home yet: this URL is a placeholder, and the workflow says to set `BARSNAP_GIT` to a reachable one.
    public static let repository = "https://github.com/barsnap/BarSnap.git"
}
