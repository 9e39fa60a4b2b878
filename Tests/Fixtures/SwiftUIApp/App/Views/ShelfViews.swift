import SwiftUI

/// A split view: the sidebar and the detail are columns on an iPad.
struct ShelvesSplit: View {
    @State private var shelf: String?

    var body: some View {
        NavigationSplitView {
            ShelfSidebar()
        } detail: {
            ShelfDetail()
        }
    }
}

struct ShelfSidebar: View {
    @State private var isEditing = false

    var body: some View {
        List { Text("All books") }
            .navigationTitle(isEditing ? "Edit Shelves" : "Shelves")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add Shelf", systemImage: "plus") {} }
            }
    }
}

/// The editor role, pushing a browser-role reader; the toolbar's items depend on a state the scan cannot decide.
struct ShelfDetail: View {
    @State private var sortByTitle = true

    var body: some View {
        List { NavigationLink("Open", destination: ReaderView()) }
            .navigationTitle("Shelf")
            .toolbarRole(.editor)
            .toolbar {
                if sortByTitle {
                    ToolbarItem(placement: .primaryAction) { Button("Title", systemImage: "textformat") {} }
                } else {
                    ToolbarItem(placement: .primaryAction) { Button("Date", systemImage: "calendar") {} }
                }
            }
    }
}

enum ReaderMode { case page, scroll, audio }

/// A switch in the toolbar, a ForEach over a literal array, and a principal with a symbol and a text.
struct ReaderView: View {
    var mode: ReaderMode = .page

    var body: some View {
        Text("Chapter 1")
            .navigationTitle("Reader")
            .toolbarRole(.browser)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack {
                        Image(systemName: "book")
                        Text("Chapter One")
                    }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ForEach(["bookmark", "textformat.size"], id: \.self) { name in
                        Button { } label: { Image(systemName: name) }
                    }
                }
                switch mode {
                case .page: ToolbarItem(placement: .topBarLeading) { Button("Pages") {} }
                case .scroll: ToolbarItem(placement: .topBarLeading) { Button("Top") {} }
                case .audio: ToolbarItem(placement: .topBarLeading) { Button("Listen", systemImage: "headphones") {} }
                }
            }
    }
}

/// A picker in the principal place, over a navigationTitle.
struct FilterView: View {
    @State private var filter = 0

    var body: some View {
        Text("Books")
            .navigationTitle(filter == 0 ? "Filter" : "Filtered")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Filter", selection: $filter) { Text("All").tag(0) }
                }
            }
    }
}
