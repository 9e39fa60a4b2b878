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

extension SourcePlace {
    /// The key under which a field's sources keep the code that reads a string-table key, when the field itself is
    /// located at the table's entry (`title` → `read:title`).
    package static func readKey(_ field: String) -> String { "read:" + field }
}
