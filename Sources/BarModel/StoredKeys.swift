import Basics

/// How the parser stores a scene key that is kept as it is written: checked by its row in `SpecSchema.root`,
/// then put at a key path of `Scene`. A new key of this kind is its row, its line in `SpecSchema.stored`, its
/// property on `Scene` (whose initial value is the default the docs show) and the code that uses it.
struct StoredKey: Sendable {
    let store: @Sendable (JSONNode, inout Scene) throws -> Void

    /// One of an enumeration's names.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(_ path: WritableKeyPath<Scene, E> & Sendable)
        -> StoredKey where E.RawValue == String {
        StoredKey { node, scene in scene[keyPath: path] = try node.enumeration(E.self) }
    }

    /// One of an enumeration's names, where leaving it out means "decided elsewhere" (nil).
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(_ path: WritableKeyPath<Scene, E?> & Sendable)
        -> StoredKey where E.RawValue == String {
        StoredKey { node, scene in scene[keyPath: path] = try node.enumeration(E.self) }
    }

    static func flag(_ path: WritableKeyPath<Scene, Bool> & Sendable) -> StoredKey {
        StoredKey { node, scene in scene[keyPath: path] = try node.bool() }
    }

    static func number(_ path: WritableKeyPath<Scene, Double?> & Sendable) -> StoredKey {
        StoredKey { node, scene in scene[keyPath: path] = try node.number() }
    }

    /// A string or null.
    static func text(_ path: WritableKeyPath<Scene, String?> & Sendable) -> StoredKey {
        StoredKey { node, scene in scene[keyPath: path] = try node.nullableString() }
    }
}
