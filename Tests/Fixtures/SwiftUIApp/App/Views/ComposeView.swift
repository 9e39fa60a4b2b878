import SwiftUI

/// In a sheet with its own stack: cancellation and a prominent, tinted confirmation.
struct ComposeView: View {
    var body: some View {
        Form {}
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel", role: .cancel) {} }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {}
                        .buttonStyle(.borderedProminent)
                        .tint(.green)
                }
            }
    }
}
