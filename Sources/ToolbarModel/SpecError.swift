/// A bad scene spec: the JSON path of the offending value and what is wrong with it,
/// e.g. `item.right[1].tint: "#12" is not a colour`.
public struct SpecError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
