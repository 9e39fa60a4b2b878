import Basics

enum Package {
    /// The repository root (three levels above this file).
    static var root: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }
}
