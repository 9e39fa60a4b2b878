import Basics
import BarLayout
import Dispatch
import Verdict
import Synchronization

/// Renders cases and checks them against their references with the harness, on several threads.
package struct SuiteRunner: Sendable {
    public struct Outcome: Sendable {
        public var snapshot: SnapshotCase
        /// nil = passed (plainly, or within the environment tolerance: see `environmentPass`).
        public var failure: SnapshotFailure?
        public var seconds: Double
        /// Set when the case passed only within the environment tolerance ("passed (environment)").
        public var environmentPass: EnvironmentPass?
        /// The layout checks' findings (warnings, and the errors of a *layout* failure).
        public var findings: [LayoutFinding] = []

        public init(
            snapshot: SnapshotCase, failure: SnapshotFailure?, seconds: Double, environmentPass: EnvironmentPass? = nil,
            findings: [LayoutFinding] = []
        ) {
            self.snapshot = snapshot
            self.failure = failure
            self.seconds = seconds
            self.environmentPass = environmentPass
            self.findings = findings
        }

        /// `passed`, `passed-environment`, or the failure's kind.
        public var status: String {
            if let failure { return failure.kind.rawValue }
            return environmentPass == nil ? "passed" : EnvironmentPass.manifestKind
        }
    }

    public struct Summary: Sendable {
        public var outcomes: [Outcome]
        public var seconds: Double
        /// Plain passes (within the case's own tolerance).
        public var passed: Int { outcomes.filter { $0.failure == nil && $0.environmentPass == nil }.count }
        /// Passes only within the environment tolerance, counted apart, never as plain passes.
        public var passedEnvironment: Int { outcomes.filter { $0.environmentPass != nil }.count }
        public var failed: Int { outcomes.filter { $0.failure != nil }.count }
        public func count(_ kind: SnapshotFailure.Kind) -> Int { outcomes.filter { $0.failure?.kind == kind }.count }
        public var recorded: Int { outcomes.filter { $0.failure?.recorded == true }.count }
    }

    /// Where references and artifacts live, the record mode and the fingerprint; each case brings its tolerance
    /// (`SnapshotSubject.tolerance`), so the configuration's own is never replaced.
    public var configuration: SnapshotConfiguration
    public var jobs: Int
    /// How barsnap is run (`barsnap`, `swift run barsnap`), for the commands in messages.
    public var command = "barsnap"

    /// The command that records one case's reference.
    public static func recordCommand(id: String, command: String = "barsnap") -> String {
        "\(command) record --filter \(shellQuoted(id))"
    }

    public init(configuration: SnapshotConfiguration, jobs: Int = 2) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
    }

    /// Checks one case (`SnapshotCase.check`), never throwing: a case that cannot be rendered is a failure.
    public func check(_ snapshot: SnapshotCase) -> CaseCheck {
        do { return try snapshot.check(configuration: configuration, command: command) } catch {
            return CaseCheck(
                outcome: .failed(
                    SnapshotFailure(
                        kind: .failed, message: "\(snapshot.id): cannot render (\(snapshot.origin)): \(error)",
                        referencePath: configuration.snapshotsDirectory + "/" + snapshot.referencePath)))
        }
    }

    /// Runs every case on `jobs` threads; `progress` is called (serially) after each case.
    public func run(_ cases: [SnapshotCase], progress: @escaping @Sendable (Outcome, Int) -> Void = { _, _ in })
        -> Summary
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let next = Atomic<Int>(0)
        let results = Mutex<[Outcome?]>(Array(repeating: nil, count: cases.count))
        let report = Mutex<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, cases.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < cases.count else { return }
                let t0 = DispatchTime.now().uptimeNanoseconds
                let checked = check(cases[i])
                let outcome = Outcome(snapshot: cases[i], failure: checked.outcome.failure,
                                      seconds: Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9,
                                      environmentPass: checked.outcome.environmentPass, findings: checked.findings)
                results.withLock { $0[i] = outcome }
                report.withLock { done in
                    done += 1
                    progress(outcome, done)
                }
            }
        }
        let outcomes = results.withLock { $0.compactMap { $0 } }
        return Summary(outcomes: outcomes, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
