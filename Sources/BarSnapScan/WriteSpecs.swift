import BarSnapCore
#if canImport(Glibc)
import Glibc
#endif

extension AppScan {
    /// The file that marks a folder as written by `--write-specs` (so a second run may replace its files).
    public static let ownerMark = ".barsnap-scan"

    /// `--write-specs DIR`: `DIR/<locale>/<Screen>.json` for every locale (light colours), images copied next to them
    /// (`DIR/<locale>/<image file>`) and named relatively. Writes only regular files inside DIR, never through a
    /// symbolic link, each atomically; a non-empty folder it did not write is refused unless `force`. Returns the
    /// files written (relative to DIR), sorted.
    public func writeSpecs(to dir: String, force: Bool) throws -> [String] {
        if FileIO.isSymbolicLink(dir) { throw ScanError("\(dir): is a symbolic link; --write-specs writes only into a real folder") }
        if FileIO.exists(dir) {
            guard FileIO.isDirectory(dir) else { throw ScanError("\(dir): exists and is not a folder") }
            let names = try FileIO.listDirectory(dir)
            if !names.isEmpty && !names.contains(Self.ownerMark) && !force {
                throw ScanError("\(dir): is a folder with files --write-specs did not write; choose an empty or new folder, or pass --force")
            }
        }
        try FileIO.createDirectories(dir)
        var written: [String] = []
        try write(Array("written by barsnap scan --write-specs\n".utf8), to: dir, name: Self.ownerMark, written: &written)
        for locale in tables.locales {
            let sub = Glob.join(dir, locale)
            guard CaseNameCheck.isPlain(locale) else { throw ScanError("locale \"\(Self.escape(locale))\" cannot name a folder") }
            if FileIO.isSymbolicLink(sub) { throw ScanError("\(sub): is a symbolic link; not written through") }
            try FileIO.createDirectories(sub)
            var copied: [String: String] = [:]
            for spec in scannedSpecs(locale: locale, colorScheme: "light") {
                let json = try relinkImages(spec.json, into: sub, locale: locale, copied: &copied, written: &written)
                try write(Array((json.serialized(indent: 2) + "\n").utf8), to: sub, name: spec.stem + ".json", written: &written,
                          shown: locale + "/" + spec.stem + ".json")
            }
        }
        return written.sorted()
    }

    /// Copies each image a spec names into `sub` and names it by its file name.
    private func relinkImages(_ json: JSON, into sub: String, locale: String, copied: inout [String: String],
                              written: inout [String]) throws -> JSON {
        switch json {
        case let .object(pairs):
            var out: [(String, JSON)] = []
            for (k, v) in pairs {
                if k == "image", case let .string(path) = v, path.hasPrefix("/") {
                    if let name = copied[path] { out.append((k, .string(name))); continue }
                    let name = path.split(separator: "/").last.map(String.init) ?? "image.png"
                    guard CaseNameCheck.isPlain(name) else { throw ScanError("image file \"\(Self.escape(name))\" cannot be copied under that name") }
                    let bytes = try FileIO.read(path, limit: 16 << 20)
                    try write(bytes, to: sub, name: name, written: &written, shown: locale + "/" + name)
                    copied[path] = name
                    out.append((k, .string(name)))
                } else {
                    out.append((k, try relinkImages(v, into: sub, locale: locale, copied: &copied, written: &written)))
                }
            }
            return .object(out)
        case let .array(items):
            return .array(try items.map { try relinkImages($0, into: sub, locale: locale, copied: &copied, written: &written) })
        default:
            return json
        }
    }

    private func write(_ bytes: [UInt8], to dir: String, name: String, written: inout [String], shown: String? = nil) throws {
        let path = Glob.join(dir, name)
        if FileIO.isSymbolicLink(path) { throw ScanError("\(path): is a symbolic link; not written through") }
        if FileIO.exists(path) && !FileIO.isRegularFile(path) { throw ScanError("\(path): exists and is not a regular file") }
        try FileIO.writeAtomically(bytes, to: path)
        written.append(shown ?? name)
    }
}

/// Names that can be one path component: no separators, no leading dot, no control characters.
enum CaseNameCheck {
    static func isPlain(_ s: String) -> Bool {
        !s.isEmpty && !s.hasPrefix(".") && !s.contains("/") && !s.contains("\\")
            && !s.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

extension FileIO {
    static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }
}
