import Basics

/// The root of a `barsnap scan PATH…` run. Paths named on the command line are the user's own choice, so the scan
/// reads them from any folder: the root is the current folder when every path stays inside it, else the nearest
/// folder that holds every named path (`barsnap scan /src/MyApp/App` reads from `/src/MyApp`). What the scan reads
/// is still confined to that root (no link inside it is followed out of it); a configuration's `scan` sources keep
/// to the configuration's folder.
enum ScanRoot {
    static func choose(for paths: [String], current: String) -> (directory: String, sources: [String]) {
        let leaves = paths.contains { $0.hasPrefix("/") || $0.split(separator: "/").contains("..") }
        guard leaves, !paths.isEmpty else { return (current, paths) }
        let absolute = paths.map { FontFiles.absolute(Glob.resolve($0, in: current)) }
        var common: [Substring]?
        for path in absolute {
            let parts = path.split(separator: "/")
            // The folder the path is read from: the part before its first wildcard, else its parent.
            let literal = parts.prefix { !Glob.isPattern(String($0)) }
            let folder = literal.count == parts.count ? parts.dropLast() : literal
            common = common.map { Array(zip($0, folder).prefix { $0.0 == $0.1 }.map(\.0)) } ?? Array(folder)
        }
        let root = "/" + (common ?? []).joined(separator: "/")
        let depth = (common ?? []).count
        let sources = absolute.map { $0.split(separator: "/").dropFirst(depth).joined(separator: "/") }
        return (root, sources)
    }
}
