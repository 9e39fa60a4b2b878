import Basics
#if canImport(Glibc)
import Glibc
#endif

/// The scan cache is the user's, never the checkout's: a cache folder inside the configuration's folder or the
/// repository holding it (where a pull request could commit an entry that decides what the scan found) is refused
/// with a warning and the suite is scanned uncached. So is a relative folder (`BARSNAP_CACHE_DIR=.cache` names a
/// folder of whatever checkout the command runs in) and one that cannot be resolved. Links are resolved first:
/// a folder outside that is a link into the checkout is inside it.
extension ScanCache {
    /// Why `folder` (the entries' folder, `<cache folder>/scan`) may not be used for the configuration in
    /// `directory`; nil when it may.
    package static func boundaryRefusal(_ folder: String, directory: String) -> String? {
        let shown = FileIO.parentDirectory(of: folder)
        let unused = ": the scan cache is not used (name a folder outside the checkout with \(folderVariable))"
        guard folder.hasPrefix("/") else {
            return "the scan cache folder \(shown) is a relative path, a folder of the checkout" + unused
        }
        guard let cache = resolvedPath(folder) else {
            return "the scan cache folder \(shown) cannot be resolved to a real folder" + unused
        }
        let configuration = resolvedPath(FontFiles.absolute(directory)) ?? FontFiles.absolute(directory)
        if isInside(cache, configuration) {
            return "the scan cache folder \(shown) is inside the configuration's folder" + unused
        }
        if let top = workTreeTop(above: configuration), isInside(cache, top) {
            return "the scan cache folder \(shown) is inside the configuration's repository (\(top))" + unused
        }
        return nil
    }

    /// `path` with every link and `.`/`..` of its existing part resolved (`realpath`), the missing rest appended
    /// as named; nil when the missing rest holds `..` or the existing part cannot be resolved.
    static func resolvedPath(_ path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        while true {
            let head = "/" + parts.joined(separator: "/")
            if let real = realpath(head, nil) {
                let base = String(cString: real)
                free(real)
                guard !missing.contains("..") else { return nil }
                return missing.reversed().filter { $0 != "." }.reduce(base) { Glob.join($0 == "/" ? "" : $0, $1) }
            }
            guard errno == ENOENT, let last = parts.popLast() else { return nil }
            missing.append(last)
        }
    }

    /// The nearest folder at or above `folder` that holds a `.git` (a folder or a linked work tree's file).
    static func workTreeTop(above folder: String) -> String? {
        var parts = folder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while true {
            let top = "/" + parts.joined(separator: "/")
            var st = stat()
            if lstat(Glob.join(top == "/" ? "" : top, ".git"), &st) == 0 { return top }
            guard parts.popLast() != nil else { return nil }
        }
    }

    /// `path` is `folder` or below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }
}
