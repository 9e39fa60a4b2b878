import ArgumentParser
import BarSnapCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error.
func printError(_ message: String) {
    var line = message
    if line.hasSuffix("\n") { line.removeLast() }
    // One message, one line: every control character in it (a newline from a value included) is escaped.
    line = Text.escaped(line, limit: 8_000) + "\n"
    _ = line.withCString { Glibc.write(2, $0, strlen($0)) }
}

/// Runs a command body; any thrown error becomes one line on stderr and `failureCode`.
func reportingErrors(failureCode: Int32 = 1, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let exit as ExitCode {
        throw exit
    } catch {
        printError("barsnap: \(error)")
        throw ExitCode(failureCode)
    }
}

/// An error while reading or drawing one spec file, named by it (`Specs/home.json: item.title: …`).
struct InSpecFile: Error, CustomStringConvertible {
    var file: String
    var underlying: any Error
    var description: String {
        let message = "\(underlying)"
        return message.contains(file) ? message : "\(file): \(message)"
    }
}

/// Runs `body` (loading, laying out or drawing the spec at `file`) so any error it throws names the file.
func inSpec<T>(_ file: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch { throw InSpecFile(file: file, underlying: error) }
}

/// Every line barsnap prints goes through here: control characters from a configuration, a spec, a manifest or a
/// file name are escaped (`\u{1B}`), so no input can erase a line, colour the terminal or forge output. Lines
/// stay lines; a line is cut at 8,000 characters.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    let safe = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { Text.escaped(String($0), limit: 8_000, keepTabs: true) }.joined(separator: "\n")
    Swift.print(safe, terminator: terminator)
}
