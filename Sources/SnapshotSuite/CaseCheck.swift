import Basics
import Verdict
import BarLayout

/// What checking a case found: its outcome (passed, passed (environment), failed) and its layout checks' findings.
public struct CaseCheck: Sendable {
    /// Passed, passed (environment) or failed, with the failure.
    public var outcome: SnapshotOutcome
    /// The layout checks' findings (warnings, and the errors of a *layout* failure); empty when the pixels failed.
    public var findings: [LayoutFinding]
    public init(outcome: SnapshotOutcome, findings: [LayoutFinding] = []) {
        self.outcome = outcome
        self.findings = findings
    }
}

extension SnapshotCase {
    /// The one path from a case to a verdict, shared by `barsnap verify`/`record` (`SuiteRunner`), `assertSnapshot` of
    /// a case and `assertSnapshot(of: scene)`: render, compare with the reference under `configuration` with the case's
    /// tolerance and its font set's fingerprint, then run the layout checks over a case whose pixels passed (an
    /// `error` finding makes it a *layout* failure). Throws only when the case cannot be rendered.
    /// - Parameter command: how barsnap is run, for the record command in messages; nil for a case that is not in a
    ///   configuration (a scene checked in a test: `BARSNAP_RECORD=missing swift test` records it).
    public func check(configuration: SnapshotConfiguration, command: String? = "barsnap") throws -> CaseCheck {
        var subject = subject
        // The fingerprint is the case's font set's: a case with user fonts names them (and their hashes).
        if configuration.environmentFingerprint != nil { subject.environment = try? fingerprint() }
        subject.recordCommand = command.map { SuiteRunner.recordCommand(id: id, command: $0) }
        subject.placesRelativeTo = location.directory
        let bitmap = try render()
        let outcome: SnapshotOutcome
        if referenceFormat == .scene {
            let text = SceneText(root: location.directory, scratch: configuration.artifactsFolder.child(".scene-fonts"))
            let current = try text.current(
                self, bitmap: bitmap,
                environment: configuration.environmentFingerprint.map { subject.environment ?? $0 },
                describe: false)
            outcome = checkSceneSnapshot(
                bitmap, current: current, named: referencePath, configuration: configuration,
                subject: subject, renderRecorded: { try text.render($0) })
        } else if let owner = sharedOwner, !ownReferenceExists(configuration) {
            outcome = try checkShared(bitmap, owner: owner, configuration: configuration, subject: subject)
        } else {
            outcome = checkSnapshot(bitmap, named: referencePath, configuration: configuration, subject: subject)
        }
        if case .failed = outcome { return CaseCheck(outcome: outcome) }
        let findings = LayoutCheckRun.findings(self)
        if let failure = LayoutCheckRun.failure(self, findings: findings, bitmap: bitmap, configuration: configuration,
                                               environment: subject.environment) {
            return CaseCheck(outcome: .failed(failure), findings: findings)
        }
        return CaseCheck(outcome: outcome, findings: findings)
    }
}

extension SnapshotCase {
    /// True when anything is at this case's reference path (a link or a folder too: the ordinary check reports those).
    func ownReferenceExists(_ configuration: SnapshotConfiguration) -> Bool {
        guard let file = try? configuration.snapshotsFolder.appending(referencePath) else { return true }
        return file.kind != .missing
    }

    /// A case with no reference of its own that may share its owner's (`shareLocales`). Verifying, it is checked
    /// against the owner's reference (a failure names that file; its artifacts are its own, so `accept` gives it a
    /// reference of its own). Recording, it writes nothing when it draws exactly what its owner draws, else its own
    /// reference: the choice depends on the two renders and font sets only, never on which file another thread wrote
    /// first.
    func checkShared(
        _ bitmap: Bitmap, owner: SharedOwner, configuration: SnapshotConfiguration, subject: SnapshotSubject
    ) throws -> SnapshotOutcome {
        let mode = (try? configuration.resolvedRecordMode()) ?? .never
        if mode == .never {
            var shared = subject
            shared.sharedReference = owner.referencePath
            return checkSnapshot(bitmap, named: referencePath, configuration: configuration, subject: shared)
        }
        var ownerCase = self
        ownerCase.source = owner.source
        ownerCase.sharedOwner = nil
        // The same pixels drawn with the same font set: a locale whose script brings other faces (Japanese) keeps a
        // reference of its own, so a later change is never mistaken for another environment's.
        if try ownerCase.render() == bitmap, (try? ownerCase.fingerprint()) == (try? fingerprint()) { return .passed }
        return checkSnapshot(bitmap, named: referencePath, configuration: configuration, subject: subject)
    }
}

