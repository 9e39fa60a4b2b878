import SwiftUI

/// A three-column split view: a sidebar, a middle (content) column with its own bar, and the detail.
struct LetterSplit: View {
    var body: some View {
        NavigationSplitView {
            LetterFolders()
        } content: {
            LetterList()
        } detail: {
            LetterDetail()
        }
    }
}

struct LetterFolders: View {
    var body: some View {
        List { Text("Drafts") }
            .navigationTitle("Folders")
    }
}

/// The middle column: its own title, display mode and items; a principal symbol beside its text.
struct LetterList: View {
    var body: some View {
        List { Text("A letter") }
            .navigationTitle("Letters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack {
                        Image(systemName: "tray")
                        Text("All Letters")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Select") { }
                }
            }
    }
}

/// The detail column: a principal Label (its icon and its title side by side).
struct LetterDetail: View {
    var body: some View {
        Text("Dear reader")
            .navigationTitle("Letter")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Label("Postmarked", systemImage: "envelope")
                }
            }
    }
}
