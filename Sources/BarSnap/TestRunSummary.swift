import Basics
import Verdict
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension SnapshotFailure {
    /// The first line of a test failure: what failed and what changed
    /// (`snapshot toolbars/bar.phone-44@3x failed: tint #007AFF → #FF3B30 (3 items)`).
    var headline: String {
        let name = referencePath.split(separator: "/").suffix(2).joined(separator: "/")
        let what: String
        if !changes.isEmpty { what = changes.map(\.words).joined(separator: "; ") }
        else if kind == .new { what = recorded ? "new reference recorded" : "no reference" }
        else if let result { what = result.summary }
        else { what = "could not be checked" }
        let verb = kind == .environment ? "failed (environment differs)" : kind == .new ? "is new" : "failed"
        return "snapshot \(name) \(verb): \(what)"
    }
}

/// Counts the snapshot failures of a test process and, when it ends, prints one line to standard error:
/// "N snapshot failures in G groups (largest: …); `barsnap report` shows them". Groups are by the change in words
/// (else by case), like `barsnap verify`'s.
final class TestRunSummary: Sendable {
    static let shared = TestRunSummary()

    private struct State {
        var failures = 0
        var recorded = 0
        /// Group key → (members, its words).
        var groups: [String: (count: Int, words: String)] = [:]
        var registered = false
    }
    private let state = Mutex(State())

    func add(_ failure: SnapshotFailure) {
        let register = state.withLock { s -> Bool in
            if failure.recorded { s.recorded += 1 }
            s.failures += 1
            let key = SnapshotChange.groupKey(failure.changes) ?? "case " + Self.caseKey(failure.referencePath)
            let words =
                failure.changes.isEmpty
                ? Self.caseKey(failure.referencePath) : failure.changes.map(\.words).joined(separator: "; ")
            s.groups[key, default: (0, words)].count += 1
            defer { s.registered = true }
            return !s.registered
        }
        if register { atexit { TestRunSummary.shared.printLine() } }
    }

    /// `toolbars/bar` for `…/Snapshots/toolbars/bar.phone-44@3x.png`.
    static func caseKey(_ path: String) -> String {
        let parts = path.split(separator: "/").suffix(2)
        let file = parts.last.map { String($0.prefix(while: { $0 != "." })) } ?? path
        return parts.count == 2 ? "\(parts.first!)/\(file)" : file
    }

    var line: String? {
        state.withLock { s -> String? in
            guard s.failures > 0 else { return nil }
            let largest = s.groups.values.sorted { $0.count != $1.count ? $0.count > $1.count : $0.words < $1.words }
                .first
            var line =
                """
                    BarSnap: \(s.failures) snapshot failure\(s.failures == 1 ? "" : "s") in \(s.groups.count)\
                     group\(s.groups.count == 1 ? "" : "s")
                    """
            if let largest { line += " (largest: \(largest.words) ×\(largest.count))" }
            if s.recorded > 0 { line += ", \(s.recorded) recorded" }
            return line + "; `barsnap report` shows them"
        }
    }

    func printLine() {
        guard let line else { return }
        let text = line + "\n"
        text.withCString { _ = write(2, $0, strlen($0)) }
    }
}
