import SwiftUI

/// A SwiftGen title, large; confirmation and cancellation; a push by value.
struct SettingsView: View {
    var body: some View {
        List {
            NavigationLink("Account", value: 1)
        }
        .navigationTitle(L10n.Settings.title)
        .navigationBarTitleDisplayMode(.large)
        .navigationDestination(for: Int.self) { _ in AccountView() }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .destructiveAction) { Button("Reset", role: .destructive) {} }
        }
    }
}
