import SwiftUI

/// A hidden bar.
struct PlayerView: View {
    var body: some View {
        Color.black
            .navigationTitle("Player")
            .toolbar(.hidden, for: .navigationBar)
    }
}

/// An interpolated title, a subtitle, a colour-set background, a dark bar scheme and a purple tint.
struct ProfileView: View {
    let name = "Ada"

    var body: some View {
        List {}
            .navigationTitle("Profile \(name)")
            .navigationSubtitle("Online")
            .toolbarBackground(Color("Brand"), for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .tint(.purple)
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button {} label: { Label("Menu", systemImage: "line.3.horizontal") }
                }
            }
    }
}

/// Keyboard and bottom-bar items (noted, not drawn), a principal view, the legacy leading/trailing placements.
struct NotesView: View {
    var body: some View {
        NavigationView {
            TextEditor(text: .constant(""))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Text("Notes") }
                    ToolbarItem(placement: .navigationBarLeading) {
                        Menu {} label: { Image(systemName: "ellipsis.circle") }
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button(action: {}) { Text("Edit") }
                    }
                    ToolbarItem(placement: .keyboard) { Button("Hide") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Stats") {} }
                }
        }
    }
}

/// A full-screen cover with its own stack, closed through the app's own modifier.
struct AboutView: View {
    var body: some View {
        Text("About")
            .navigationTitle("About")
            .closeToolbar {}
    }
}

/// Presents the about screen.
struct HelpView: View {
    @State private var showAbout = false

    var body: some View {
        List {}
            .navigationTitle("Help")
            .fullScreenCover(isPresented: $showAbout) {
                NavigationStack { AboutView() }
            }
    }
}

extension View {
    /// The app's close button on the leading side.
    func closeToolbar(_ action: @escaping () -> Void) -> some View {
        toolbar {
            ToolbarItem(placement: .topBarLeading) { Button(role: .close, action: action) }
        }
    }
}

/// Shown by the UIKit library screen in a hosting controller.
struct HostedView: View {
    var body: some View {
        List {}
            .navigationTitle("Hosted")
            .toolbar {
                Button("Refresh", systemImage: "arrow.clockwise") {}
            }
    }
}
