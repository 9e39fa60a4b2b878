import SwiftUI

struct WelcomeView: View {
    var body: some View {
        Text("Welcome").navigationTitle("Welcome")
    }
}

struct CreateAccountView: View {
    var body: some View {
        Form { Text("Name") }.navigationTitle("Create Account")
    }
}

struct TermsView: View {
    var body: some View {
        Text("Terms").navigationTitle("Terms")
    }
}
