import SwiftUI

/// The default search prompt; a @ToolbarContentBuilder member and the app's ToolbarContent type.
struct SearchView: View {
    @State private var text = ""

    var body: some View {
        List {}
            .navigationTitle("Search")
            .searchable(text: $text)
            .toolbar { filterItems }
            .toolbar { SortToolbar() }
    }

    @ToolbarContentBuilder
    private var filterItems: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button {} label: { Label("Filter", systemImage: "line.3.horizontal.decrease.circle") }
        }
    }
}

/// Toolbar content of the app's own.
struct SortToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Menu { Button("Newest") {} } label: { Image(systemName: "arrow.up.arrow.down") }
        }
    }
}
