import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { RootTabs() }
    }
}

/// Three tabs, each its own stack: the tab roots draw no back button.
struct RootTabs: View {
    var body: some View {
        TabView {
            NavigationStack { InboxView() }
                .tabItem { Label("Inbox", systemImage: "tray") }
            NavigationStack { SettingsView() }
                .tabItem { Label("Settings", systemImage: "gear") }
            NavigationStack { SearchView() }
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
