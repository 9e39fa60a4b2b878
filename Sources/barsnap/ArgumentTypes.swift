import ArgumentParser
import Verdict
import SnapshotSuite
import BarLayout
import Transitions

// Options with a fixed set of values are typed: ArgumentParser refuses any other value before the command runs
// (`The value 'x' is invalid for '--mode <mode>'. Please provide one of 'missing', 'failed' or 'all'.`, exit 64)
// and the help lists the values.

/// `barsnap record --mode`: which references to write. (`never` is `barsnap verify`.)
enum RecordModeArgument: String, CaseIterable, ExpressibleByArgument {
    case missing, failed, all

    /// Like `BARSNAP_RECORD`: case and spaces do not matter.
    init?(argument: String) {
        guard let mode = RecordMode(parsing: argument), let value = Self(rawValue: mode.rawValue) else { return nil }
        self = value
    }

    var recordMode: RecordMode { RecordMode(rawValue: rawValue) }
}

/// `barsnap transition --kind`.
extension TransitionKind: ExpressibleByArgument {}

/// `barsnap layout --error`: the layout checks.
extension LayoutCheck: ExpressibleByArgument {}

/// `--shard I/N`: shard I of N, 1 ≤ I ≤ N.
struct Shard: Equatable, CustomStringConvertible {
    var index: Int
    var count: Int

    var description: String { "\(index)/\(count)" }

    /// Parses `I/N` (`CaseSelection.parseShard`); the error says what is expected (ArgumentParser shows it after
    /// the option and the value: `The value '5/4' is invalid for '--shard <I/N>': …`).
    static func parse(_ text: String) throws -> Shard {
        guard let (i, n) = CaseSelection.parseShard(text) else {
            throw ValidationError("a shard is I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/4")
        }
        return Shard(index: i, count: n)
    }
}

/// `--references png|scene`.
enum ReferenceFormatArgument: String, CaseIterable, ExpressibleByArgument {
    case png, scene
    var format: ReferenceFormat { ReferenceFormat(rawValue: rawValue) ?? .png }
}
