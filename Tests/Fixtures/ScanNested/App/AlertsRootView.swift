import SwiftUI

extension Alerts {
    struct RootView: ModuleView {
        var body: some View {
            List { Text("No alerts") }
                .navigationTitle("Alerts")
                .toolbar { clearButton }
        }
    }
}

/// Members of `Alerts.RootView` only, in another file.
extension Alerts.RootView {
    var clearButton: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) { Button("Clear") {} }
    }
}
