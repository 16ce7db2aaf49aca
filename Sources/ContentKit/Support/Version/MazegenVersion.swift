/// The one version of mazegen. `mazegen --version` prints it and `scripts/release.sh` names the release after
/// that output, so there is no second copy to forget. How it is bumped is in docs/COMMANDS.md ("Versions"): a change
/// in what `generate` writes for the same input is at least minor, a change the app cannot decode is major.
package enum MazegenVersion {
    package static let current = "2.0.0"
}
