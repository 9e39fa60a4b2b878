/// A place in a source file: where a case's field is set (a Swift line, a storyboard element, a strings entry, a
/// spec key), for the annotation of a failure whose words name that field.
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when only the file is known.
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    public var description: String { line > 0 ? "\(file):\(line)" : file }
}
