import Basics

/// A display list that cannot be rendered, or a Cairo/Pango failure while rendering it.
/// `operation` names what was being done ("create surface", "draw display list", "validate item 3", …).
public struct RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    public var operation: String
    public var message: String
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }
    public var description: String { "render failed (\(operation)): \(message)" }
}

/// The pinned fonts cannot be loaded: a font file is missing or unreadable, or fontconfig/Pango refused it.
public struct FontEnvironmentError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    /// The Debian package that installs `path` (empty when the failure is not about one file).
    public var package: String
    public var reason: String
    public init(path: String, package: String, reason: String) {
        self.path = path
        self.package = package
        self.reason = reason
    }
    public var description: String {
        if package.isEmpty { return "font environment: \(path): \(reason)" }
        return "font environment: \(path): \(reason); install it with `apt-get install \(package)` "
            + "(or run Scripts/bootstrap)"
    }
}
