import Basics
import SnapshotSuite

/// What `swiftgen.yml` (or `.swiftgen.yml`) says about the names SwiftGen generates: each `strings` entry's
/// template, `enumName` and inputs, and the `xcassets` entries' `enumName`. Read with `MiniYAML`.
struct SwiftGenSettings: Sendable, Equatable {
    enum Template: Sendable, Equatable {
        case structured
        case flat
    }

    struct Strings: Sendable, Equatable {
        var template: Template
        var enumName: String
        /// The entry's inputs, below the file's `input_dir` (empty: every table).
        var inputs: [String]
        /// `params.forceFileNameEnum: true`: the table's enum even for one table.
        var forceTableEnum = false

        /// True when `table` is read by this entry: one of its files lies under an input, or an input names it.
        func takes(table: String, paths: [String]) -> Bool {
            guard !inputs.isEmpty else { return true }
            let files = paths.filter { StringTables.localeAndTable(of: $0)?.1 == table || Self.base($0) == table }
            for input in inputs {
                let i = input.hasSuffix("/") ? String(input.dropLast()) : input
                if Self.base(i) == table { return true }
                if files.contains(where: { ("/" + $0).hasSuffix("/" + i) || ("/" + $0).contains("/" + i + "/") }) {
                    return true
                }
            }
            return false
        }

        /// `App/en.lproj/Main.strings` → `Main`.
        static func base(_ path: String) -> String {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.firstIndex(of: ".") else { return name }
            return String(name[..<dot])
        }
    }

    var strings: [Strings] = []
    var assetEnums: [String] = []
    /// The settings file, as shown in notes.
    var file = ""

    /// The settings from `yaml`; entries with another template (a custom one) are left out.
    init(_ yaml: MiniYAML, file: String) {
        self.file = file
        var inputDir = yaml["input_dir"]?.string ?? ""
        if !inputDir.isEmpty, !inputDir.hasSuffix("/") { inputDir += "/" }
        for entry in yaml["strings"]?.items ?? [] {
            for output in entry["outputs"]?.items ?? [] {
                let name = output["templateName"]?.string ?? output["templatePath"]?.string ?? ""
                let template: Template? =
                    name.hasPrefix("structured") ? .structured : name.hasPrefix("flat") ? .flat : nil
                guard let template else { continue }
                let enumName = output["params"]?["enumName"]?.string ?? "L10n"
                let forceTableEnum = output["params"]?["forceFileNameEnum"]?.string == "true"
                let inputs = (entry["inputs"]?.items ?? []).compactMap(\.string).map { Self.clean(inputDir + $0) }
                strings.append(
                    Strings(template: template, enumName: enumName, inputs: inputs, forceTableEnum: forceTableEnum))
            }
        }
        for entry in yaml["xcassets"]?.items ?? [] {
            for output in entry["outputs"]?.items ?? [] {
                assetEnums.append(output["params"]?["enumName"]?.string ?? "Asset")
            }
        }
    }

    /// `./App/../App/Res` → `App/Res` (no `..` above the start: such a part is dropped).
    static func clean(_ path: String) -> String {
        var out: [Substring] = []
        for p in path.split(separator: "/") {
            if p == "." || p.isEmpty { continue }
            if p == ".." {
                if !out.isEmpty { out.removeLast() }
                continue
            }
            out.append(p)
        }
        return out.joined(separator: "/")
    }

    /// The settings file in `directory` or a source folder (the first found, `swiftgen.yml` before
    /// `.swiftgen.yml`), read through `pathGuard`; a file that cannot be read is a note.
    static func find(directory: String, sources: [String], guard pathGuard: PathGuard,
                     notes: inout [ScanNote]) -> SwiftGenSettings? {
        // The scan's folder, each source folder and the folders between them.
        var folders = [directory]
        for s in sources where !s.contains("*") && !s.hasSuffix(".swift") {
            var parts = (s.hasPrefix("/") ? ScanFiles.relative(s, to: directory) : s).split(separator: "/")
            while !parts.isEmpty, !parts.contains("..") {
                let folder = directory + "/" + parts.joined(separator: "/")
                if !folders.contains(folder) { folders.append(folder) }
                parts.removeLast()
            }
        }
        for folder in folders {
            for name in ["swiftgen.yml", ".swiftgen.yml"] {
                let path = folder + "/" + name
                guard FileIO.exists(path) else { continue }
                let shown = ScanFiles.relative(path, to: directory)
                guard let bytes = ScanFiles.read(path, display: shown, guard: pathGuard, notes: &notes) else {
                    return nil
                }
                guard let text = String(validating: bytes, as: UTF8.self), let yaml = MiniYAML.parse(text) else {
                    notes.append(ScanNote(file: shown, field: "file", reason: "not a settings file BarSnap reads"))
                    return nil
                }
                return SwiftGenSettings(yaml, file: shown)
            }
        }
        return nil
    }
}
