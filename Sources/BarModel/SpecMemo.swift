import Basics
import Synchronization

extension SpecParser {
    /// Parts of specs that repeat from one parse to the next — a configuration's matrix merges device, orientation or
    /// scale over the same `item` and `toolbarItems` — remembered so each is parsed once. A part is reused only for
    /// equal JSON parsed with the same base directory and image loader (one memo per spec file), and only when its
    /// parse succeeded, so results and errors are exactly those of a fresh parse.
    package final class Memo: Sendable {
        /// The last few distinct values kept per part (a spec's item rarely varies; a matrix over `item` keeps
        /// lookups short).
        static let capacity = 4
        private let items = Mutex<[(JSON, NavigationItem)]>([])
        private let groups = Mutex<[(JSON, [BarItem])]>([])
        private let appearances = Mutex<[(JSON, Appearance)]>([])

        package init() {}

        func navigationItem(_ json: JSON, _ parse: () throws -> NavigationItem) rethrows -> NavigationItem {
            try Self.lookup(items, json, parse)
        }

        func barItems(_ json: JSON, _ parse: () throws -> [BarItem]) rethrows -> [BarItem] {
            try Self.lookup(groups, json, parse)
        }

        /// An `appearance` object: only what it gives (the style's defaults join when the scene is laid out).
        func appearance(_ json: JSON, _ parse: () throws -> Appearance) rethrows -> Appearance {
            try Self.lookup(appearances, json, parse)
        }

        static func lookup<T: Sendable>(_ store: borrowing Mutex<[(JSON, T)]>, _ json: JSON, _ parse: () throws -> T)
            rethrows -> T
        {
            if let hit = store.withLock({ entries in entries.first { $0.0 == json }?.1 }) { return hit }
            let value = try parse()
            store.withLock { entries in
                if entries.count >= capacity { entries.removeFirst() }
                entries.append((json, value))
            }
            return value
        }
    }
}
