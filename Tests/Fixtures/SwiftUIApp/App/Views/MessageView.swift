import SwiftUI

/// A verbatim title, inline; primary and secondary actions; a coloured bar; a push by navigationDestination.
struct MessageView: View {
    @State private var showDetail = false
    let link = URL(string: "https://example.com")!

    var body: some View {
        Text("Body")
            .navigationTitle(Text(verbatim: "Message"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.orange, for: .navigationBar)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") {}
                    ShareLink(item: link)
                }
                ToolbarItem(placement: .secondaryAction) { Button("Archive") {} }
            }
            .navigationDestination(isPresented: $showDetail) {
                DetailView().navigationTitle("Detail")
            }
    }
}

/// Its title comes from the call site.
struct DetailView: View {
    var body: some View { Text("Detail") }
}
