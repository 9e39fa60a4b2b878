import SwiftUI
import UIKit

/// A hosting controller over `AnyView`: the root view its initialiser sets gives the bar.
final class NotesHostingController: UIHostingController<AnyView> {
    init() {
        super.init(rootView: AnyView(EmptyView()))
        rootView = AnyView(NotesView())
    }
}

/// The pre-iOS 14 spellings: `.navigationBarTitle(_:displayMode:)` and `.navigationBarItems(trailing:)`.
struct NotesView: View {
    var body: some View {
        List {
            Text("First note")
        }
        .navigationBarTitle(NSLocalizedString("notes.title", comment: "Notes"), displayMode: .inline)
        .navigationBarItems(trailing: Button(NSLocalizedString("settings.done", comment: "Done")) {})
    }
}
