import SwiftUI

/// Every module names its screen `RootView`, nested in the module's namespace.
enum Settings {}
enum Profile {}
enum Alerts {}

/// The app's own protocol for a module's screen: its conformers are views.
protocol ModuleView: View {}

@main
struct NestedApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { Settings.RootView() }
        }
    }
}

/// A top-level view that names a bare `RootView`: which module's it means cannot be told.
struct Shortcuts: View {
    var body: some View {
        List {
            NavigationLink(destination: RootView()) { Text("Somewhere") }
        }
        .navigationTitle("Shortcuts")
    }
}
