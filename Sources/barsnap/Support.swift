import ArgumentParser
import Basics
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

/// Every line barsnap prints goes through here. A `Line` escapes each value as it is interpolated (a newline in a
/// title becomes `\n`), so no value from a configuration, a spec, a manifest, a file name or the app's code can
/// start a line of its own (a forged `FAIL`, `::error`, `::stop-commands::`) or erase, colour or fake output.
/// A line is cut at 8,000 characters.
func print(_ line: Line, terminator: String = "\n") {
    printDocument(line.text, terminator: terminator)
}

/// Swift's own `print` is not for barsnap's output (a value printed through it could start a line of its own):
/// this declaration hides it in the module, so a string with interpolations becomes a `Line` and any other value
/// must be made one (`Line(value)`) or printed as a document BarSnap assembled (`printDocument`).
@available(*, unavailable, message: "print a Line (its values are escaped) or use printDocument")
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {}

/// A document BarSnap assembled with every value already escaped where it was put in (JSON, the schema's
/// Markdown, the scan report): printed line by line, each line escaped again for control characters.
func printDocument(_ text: String, terminator: String = "\n") {
    // Without a `\r` every `\n` is a line break of its own (`\r\n` is one Character): split the bytes, not the
    // Characters (a scan's JSON is megabytes). A line of printable ASCII (and tabs) within the limit is kept as it
    // is, the way `Text.escaped` keeps it, without a String per line.
    if !text.utf8.contains(13) {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for (k, line) in text.utf8.split(separator: 10, omittingEmptySubsequences: false).enumerated() {
            if k > 0 { out.append(10) }
            if line.count <= 8_000, line.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) {
                out.append(contentsOf: line)
            } else {
                out.append(contentsOf: Text.escaped(String(Substring(line)), limit: 8_000, keepTabs: true).utf8)
            }
        }
        Swift.print(String(decoding: out, as: UTF8.self), terminator: terminator)
        return
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let safe = lines.map { Text.escaped($0, limit: 8_000, keepTabs: true) }.joined(separator: "\n")
    Swift.print(safe, terminator: terminator)
}
