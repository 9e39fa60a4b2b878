/// BarSnap's release: the one place its version is written (`barsnap --version`, the version `barsnap init` pins in
/// a workflow, and `Scripts/install`, which reads this line). Semantic versioning; CHANGELOG.md says what changed.
package enum BarSnapRelease {
    public static let version = "0.13.0"
    /// Where a workflow `init` writes clones BarSnap from: the `origin` URL of the checkout this binary was built
    /// from, else `BuildCheckout.placeholder` (BarSnap has no public home; `init` says to set `BARSNAP_GIT`).
    public static var repository: String { BuildCheckout.originURL() ?? BuildCheckout.placeholder }
}
