import SwiftUI

/// A title from an enum's computed property that switches over `self`, read at a call site naming the case.
enum Shelf: Hashable {
    case recent, archived, pinned(count: Int)

    var heading: String {
        switch self {
        case .recent:
            return "Recent"
        case .archived:
            return "Archived"
        case .pinned:
            return "Pinned"
        }
    }
}

struct ArchivedShelfView: View {
    var body: some View {
        NavigationStack {
            List { Text("Old") }
                .navigationTitle(Shelf.archived.heading)
        }
    }
}

struct PinnedShelfView: View {
    var body: some View {
        NavigationStack {
            List { Text("Top") }
                .navigationTitle(Shelf.pinned(count: 3).heading)
        }
    }
}
