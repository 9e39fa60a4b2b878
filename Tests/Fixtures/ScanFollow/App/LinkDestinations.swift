import SwiftUI

/// A `NavigationLink` destination's modifiers belong to the destination, never to the list that links to it.
struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: Text("Shelf").navigationTitle("Shelf")) {
                    Text("Open shelf")
                }
                NavigationLink {
                    List { Text("A") }
                        .navigationTitle("Archive")
                        .toolbar { Button("Sort") {} }
                } label: {
                    Text("Archive")
                }
            }
            .navigationTitle("Library")
        }
    }
}
