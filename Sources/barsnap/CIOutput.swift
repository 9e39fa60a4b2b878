import Basics
import SnapshotReport
#if canImport(Glibc)
import Glibc
#endif

/// After `verify`: the Markdown summary appended to `GITHUB_STEP_SUMMARY` (GitHub's job summary), `::error`
/// annotations on the spec files under `GITHUB_ACTIONS=true`, and the same Markdown in `--pr-comment FILE`.
struct CIOutput {
    var environment: [String: String]
    var artifacts: String
    var root: String
    var command: String
    var prComment: String?

    func write(passed: Int, failed: Int) {
        let summaryFile = environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
        let annotate = environment["GITHUB_ACTIONS"] == "true"
        guard summaryFile != nil || annotate || prComment != nil else { return }
        let entries = (try? ArtifactSet.load(artifacts).entries) ?? []
        // On GitHub the reviewer accepts from the downloaded report (the artifact "barsnap-report"), not from the
        // runner's path.
        let from = annotate ? "barsnap-report" : artifacts
        let ci = CISummary(passed: passed, entries: entries, command: command, artifacts: from, failed: failed)
        if annotate { for line in ci.annotations(root: root) { print(Line(line)) } }
        let markdown = ci.markdown
        if let summaryFile {
            // The job summary is one file for the whole step: append (GitHub's rule), never replace it.
            do { try Self.append(markdown + "\n", to: summaryFile) } catch {
                printError("barsnap: warning: could not write the job summary \(summaryFile): \(error)")
            }
        }
        if let prComment {
            // Below the current folder (a checkout), no component is followed through a link: a committed
            // `review -> ~` cannot put the comment in the reviewer's home.
            do { try OwnedFolder.typed(prComment).write(Array(markdown.utf8)) } catch {
                printError("barsnap: warning: could not write --pr-comment \(prComment): \(error)")
            }
        }
    }

    /// Appends to a regular file (created if missing), never through a symlink.
    static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(path: path, reason: "not a regular file")
        }
        let bytes = Array(text.utf8)
        var at = 0
        while at < bytes.count {
            let n = bytes[at...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
            at += n
        }
    }
}
