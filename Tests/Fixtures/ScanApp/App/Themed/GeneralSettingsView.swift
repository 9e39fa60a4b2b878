import SwiftUI

/// A title handed through an `extension View` function into a `ViewModifier`'s stored properties, the display
/// mode from the function's default.
struct SettingsListModifier: ViewModifier {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode

    func body(content: Content) -> some View {
        content.navigationBarTitle(title ?? "", displayMode: displayMode)
    }
}

extension View {
    func settingsList(title: String? = nil, displayMode: NavigationBarItem.TitleDisplayMode = .inline) -> some View {
        modifier(SettingsListModifier(title: title, displayMode: displayMode))
    }
}

struct GeneralSettingsView: View {
    var body: some View {
        List { Text("Notes") }
            .settingsList(title: NSLocalizedString("notes.title", comment: "General"))
    }
}
