import ArgumentParser
import BarSnapCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to standard error.
func printError(_ message: String) {
    var line = message
    if !line.hasSuffix("\n") { line += "\n" }
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
