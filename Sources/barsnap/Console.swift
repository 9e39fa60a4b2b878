import Basics
import Verdict
#if canImport(Glibc)
import Glibc
#endif

/// BarSnap's version (`barsnap --version`), from Basics's `BarSnapRelease`.
enum BarSnapVersion {
    static let string = BarSnapRelease.version
}

/// How the user ran barsnap, so printed commands run as they are: `swift run barsnap` when the binary is a
/// package build product (`…/.build/debug/barsnap`), `barsnap` otherwise (installed on the PATH).
enum Invocation {
    /// `swift run barsnap` when the binary is under the `.build` of the package around the current directory;
    /// its own path when it is another package's build product; `barsnap` when it was found on the PATH.
    static func command(
        argv0: String = CommandLine.arguments.first ?? "barsnap",
        currentDirectory: String = FileIO.currentDirectory()
    ) -> String {
        guard argv0.contains("/") else { return "barsnap" }
        let binary = argv0.hasPrefix("/") ? argv0 : currentDirectory + "/" + argv0
        if let root = FileIO.packageRoot(above: currentDirectory), binary.hasPrefix(root + "/.build/") {
            return "swift run barsnap"
        }
        return binary.contains("/.build/") ? shellQuoted(binary) : "barsnap"
    }
}

/// Standard output as a terminal (colour, a progress line that rewrites itself) or as a log (plain lines, as in
/// CI): colour only on a terminal and only when `NO_COLOR` is unset or empty; progress rewrites only on a terminal
/// outside CI.
struct Console {
    var isTerminal: Bool
    var color: Bool
    var liveProgress: Bool

    init(environment: [String: String], isTerminal: Bool = isatty(1) == 1) {
        self.isTerminal = isTerminal
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        self.color = isTerminal && !noColor
        let ci = ["CI", "GITHUB_ACTIONS"].contains { k in
            environment[k].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        }
        self.liveProgress = isTerminal && !ci
    }

    enum Tone: String { case red = "31", yellow = "33", cyan = "36", green = "32", bold = "1" }

    /// `text` in `tone` when colour is on.
    func paint(_ text: String, _ tone: Tone) -> String { color ? "\u{1B}[\(tone.rawValue)m\(text)\u{1B}[0m" : text }

    /// A result line: its first word coloured (FAIL red, NEW yellow, PASSED (ENVIRONMENT) cyan).
    /// The line with its control characters escaped (it holds names and values from the configuration), then its
    /// first word coloured: print the result with `Console.writeLine`, which does not escape it again.
    func result(_ line: String) -> String {
        let line = Text.escaped(line, limit: 8_000, keepTabs: true)
        guard color else { return line }
        for (word, tone) in [
            ("FAIL", Tone.red), ("ENVIRONMENT", .red), ("NEW", .yellow), ("PASSED (ENVIRONMENT)", .cyan),
            ("recorded", .green)
        ]
        where line.hasPrefix(word + " ") {
            return paint(word, tone) + line.dropFirst(word.count)
        }
        return line
    }

    /// On a terminal: `\r` + the line, erasing the rest (the next output overwrites it); elsewhere the plain line.
    func progress(done: Int, total: Int, failed: Int) -> String {
        let width = 24, filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let failures = failed > 0 ? paint(" \(failed) failed", .red) : ""
        return "\r\u{1B}[K[\(bar)] \(done)/\(total)\(failures)"
    }

    /// Clears a progress line before a normal line is printed.
    var clearLine: String { liveProgress ? "\r\u{1B}[K" : "" }

    /// Writes without a newline and flushes (the progress line).
    static func write(_ text: String) {
        Swift.print(text, terminator: "")
        fflush(nil)
    }

    /// Prints a line made by `result` / `clearLine` (already escaped, with BarSnap's own colour codes).
    static func writeLine(_ text: String) { Swift.print(text) }
}
