import SwiftUI

/// String(localized:), the display mode inherited; an app component, a disabled item, no back button.
struct AccountView: View {
    @State private var isSaving = false

    var body: some View {
        Form {}
            .navigationTitle(String(localized: "Account"))
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { CloseButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    if isSaving {
                        ProgressView()
                    } else {
                        Button("Save") {}.disabled(true)
                    }
                }
            }
    }
}

/// The app's own close button.
struct CloseButton: View {
    var body: some View {
        Button {} label: { Image(systemName: "xmark") }
    }
}
