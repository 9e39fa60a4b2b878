import SwiftUI

/// The same close button reached through one, two and three levels of the app's own helpers.
extension View {
    /// An extension helper that applies the toolbar itself.
    func closeToolbarItem() -> some View {
        self.toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") {}
            }
        }
    }

    /// A helper that applies a modifier whose body calls the first helper.
    func closeBar() -> some View {
        modifier(CloseModifier())
    }
}

struct CloseModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.closeToolbarItem()
    }
}

struct OneLevelView: View {
    var body: some View {
        List { Text("One") }
            .navigationTitle("Levels")
            .closeToolbarItem()
    }
}

struct TwoLevelsView: View {
    var body: some View {
        List { Text("Two") }
            .navigationTitle("Levels")
            .modifier(CloseModifier())
    }
}

struct ThreeLevelsView: View {
    var body: some View {
        List { Text("Three") }
            .navigationTitle("Levels")
            .closeBar()
    }
}
