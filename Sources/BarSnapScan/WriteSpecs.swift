import Basics
import SnapshotSuite
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
        // Every component below the current folder is opened without following a link, and the files are
        // written through the opened folders' descriptors: a link committed on the way, or swapped in while
        // the scan writes, is refused rather than written through.
        let root = OwnedFolder.typed(dir)
        switch root.kind {
        case .symlink:
            throw ScanError("\(Self.escape(dir)): is a symbolic link; --write-specs writes only into a real folder")
        case .file, .other: throw ScanError("\(Self.escape(dir)): exists and is not a folder")
        case .directory:
            let names: [String]
            do { names = try root.list().map(\.name) } catch { throw ScanError("\(Self.escape(dir)): \(error)") }
            if !names.isEmpty && !names.contains(Self.ownerMark) && !force {
                throw ScanError("\(Self.escape(dir)): is a folder with files --write-specs did not write; "
                    + "choose an empty or new folder, or pass --force")
            }
        case .missing: break
        }
        let rootFD: Int32
        do { rootFD = try root.open(create: true) } catch { throw ScanError("\(error)") }
        defer { close(rootFD) }
        var written: [String] = []
        try write(
            Array("written by barsnap scan --write-specs\n".utf8), in: rootFD, name: Self.ownerMark,
            written: &written, shown: Self.ownerMark)
        for locale in tables.locales {
            guard CaseNameCheck.isPlain(locale) else {
                throw ScanError("locale \"\(Self.escape(locale))\" cannot name a folder")
            }
            let sub: Int32
            do { sub = try OwnedFolder.openChild(rootFD, locale, display: Glob.join(dir, locale)) } catch {
                throw ScanError("\(error); not written through")
            }
            defer { close(sub) }
            var copied: [String: String] = [:]
            for spec in scannedSpecs(locale: locale, colorScheme: "light") {
                let json = try relinkImages(spec.json, into: sub, locale: locale, copied: &copied, written: &written)
                try write(Array((json.serialized(indent: 2) + "\n").utf8), in: sub, name: spec.stem + ".json",
                          written: &written, shown: locale + "/" + spec.stem + ".json")
            }
        }
        return written.sorted()
    }

    /// Copies each image a spec names into the folder `sub` and names it by its file name. The image is read
    /// confined like every scanned file: an image set's PNG that is a link (to a key, a photo) is refused.
    private func relinkImages(_ json: JSON, into sub: Int32, locale: String, copied: inout [String: String],
                              written: inout [String]) throws -> JSON {
        switch json {
        case let .object(pairs):
            var out: [(String, JSON)] = []
            for (k, v) in pairs {
                if k == "image", case let .string(path) = v, path.hasPrefix("/") {
                    if let name = copied[path] {
                        out.append((k, .string(name)))
                        continue
                    }
                    let name = path.split(separator: "/").last.map(String.init) ?? "image.png"
                    guard CaseNameCheck.isPlain(name) else {
                        throw ScanError("image file \"\(Self.escape(name))\" cannot be copied under that name")
                    }
                    let bytes: [UInt8]
                    do { bytes = try pathGuard.read(path, limit: 16 << 20) } catch {
                        throw ScanError("image \(Self.escape(ScanFiles.relative(path, to: directory))): \(error)")
                    }
                    try write(bytes, in: sub, name: name, written: &written, shown: locale + "/" + name)
                    copied[path] = name
                    out.append((k, .string(name)))
                } else {
                    out.append((k, try relinkImages(v, into: sub, locale: locale, copied: &copied, written: &written)))
                }
            }
            return .object(out)
        case let .array(items):
            return .array(
                try items.map { try relinkImages($0, into: sub, locale: locale, copied: &copied, written: &written) })
        default:
            return json
        }
    }

    /// Writes `name` in the open folder `dir` atomically; only a regular file is ever replaced.
    private func write(_ bytes: [UInt8], in dir: Int32, name: String, written: inout [String], shown: String) throws {
        do {
            try OwnedFolder.writeAtomically(bytes, named: name, in: dir, display: Self.escape(shown), durable: false,
                                            replace: true)
        } catch { throw ScanError("\(error)") }
        written.append(shown)
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
