import SwiftUI

extension Profile {
    struct RootView: View {
        var body: some View {
            Form {
                NavigationLink("Alerts") { Alerts.RootView() }
            }
            .navigationTitle("Profile")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Sign Out") {} }
            }
        }
    }

    struct About: View {
        var body: some View {
            Text("Account").navigationTitle("About Profile")
        }
    }
}
