import Basics
import Verdict
import SnapshotSuite
import Synchronization

/// The configuration of the tests below a `barsnap.json`: its `SuiteLocation` (snapshots and artifacts folders,
/// top-level and suite tolerances, environment tolerance, fonts), from the file parsed once per process (the parse is
/// shared with `BarSnapConfiguration.load()`); without a file, `<package root>/Snapshots`,
/// `.build/barsnap-artifacts` and exact comparison.
enum TestConfiguration {
    private static let cache = Mutex<[String: SuiteLocation]>([:])

    static func location(filePath: String) throws -> SuiteLocation {
        let directory = FileIO.parentDirectory(of: filePath)
        guard let file = BarSnapConfiguration.find(above: directory) else {
            return SuiteLocation(packageRoot: SnapshotConfiguration.packageRoot(containing: filePath))
        }
        if let hit = cache.withLock({ $0[file] }) { return hit }
        let parsed = try ConfigurationFile.parseOnce(try readConfiguration(file), file: file)
        let location = SuiteLocation(file: file, parsed: parsed, fonts: try parsed.resolvedFonts(file: file))
        cache.withLock { $0[file] = location }
        return location
    }

    static func readConfiguration(_ file: String) throws -> [UInt8] {
        do { return try FileIO.read(file, limit: 16 << 20) } catch let e as FileError {
            throw ConfigurationError(file: file, message: e.reason)
        }
    }
}

/// Names of snapshots taken from the test that checks them: `<test file>/<function>[.<n>].<variant>.png`, or
/// `<test file>/<named>.<variant>.png`.
enum SnapshotNaming {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// How many times each (test, file, name, variant) was checked in this process.
    private static let counters = Mutex<[String: Int]>([:])

    static func reference(fileID: String, function: String, named: String?, variant: String) -> Result<String, Problem>
    {
        var file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        if file.hasSuffix(".swift") { file.removeLast(6) }
        let base = named ?? String(function.prefix { $0 != "(" })
        let folder = clean(file), name = clean(base)
        // A name given with `named:` is the whole name, as in swift-snapshot-testing: no counter.
        if named != nil { return .success("\(folder)/\(name).\(variant).png") }
        let test = TestIdentity.current
        let key = "\(test.id)|\(folder)|\(name)|\(variant)"
        let n = counters.withLock { c -> Int in
            c[key, default: 0] += 1
            return c[key]!
        }
        if n > 1, test.isParameterized {
            return .failure(
                Problem(
                    description:
                        """
                            \(folder)/\(name).\(variant).png is checked more than once by the parameterized test\
                             \(name): its arguments run in parallel, so a counter would not name them stably; pass\
                             `named:` (for example with the argument in it)
                            """
                ))
        }
        return .success("\(folder)/\(name)\(n > 1 ? ".\(n)" : "").\(variant).png")
    }

    /// Keeps letters, digits, `_`, `-` and `.`; anything else becomes `-`; no leading dot; never empty.
    static func clean(_ s: String) -> String {
        var out = String(
            s.unicodeScalars.map { c -> Character in
                c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "."
                    ? Character(c) : "-"
            })
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "unnamed" : out
    }
}
