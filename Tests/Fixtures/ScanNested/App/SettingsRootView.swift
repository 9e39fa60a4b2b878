import SwiftUI

extension Settings {
    struct RootView: View {
        var body: some View {
            List {
                NavigationLink(destination: Profile.RootView()) { Text("Profile") }
                NavigationLink(destination: About()) { Text("About") }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
    }

    /// `About()` inside `extension Settings` is this one, not `Profile.About`.
    struct About: View {
        var body: some View {
            Text("Version 1").navigationTitle("About Settings")
        }
    }
}
