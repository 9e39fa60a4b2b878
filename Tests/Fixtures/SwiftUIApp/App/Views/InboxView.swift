import SwiftUI

/// A catalog title at a stack's root (large), an edit button, a compose symbol, a search field, a push and a sheet.
struct InboxView: View {
    @State private var query = ""
    @State private var composing = false

    var body: some View {
        List {
            NavigationLink(destination: MessageView()) { Text("Lunch on Friday?") }
        }
        .navigationTitle("Inbox")
        .searchable(text: $query, prompt: "Search mail")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItem(placement: .topBarTrailing) {
                Button { composing = true } label: { Image(systemName: "square.and.pencil") }
            }
        }
        .sheet(isPresented: $composing) {
            NavigationStack { ComposeView() }
        }
    }
}
