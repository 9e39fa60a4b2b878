import SwiftUI

/// A three-column split view: a sidebar, a middle (content) column with its own bar, and the detail.
struct LetterSplit: View {
    var body: some View {
        NavigationSplitView {
            LetterFolders()
        } content: {
            LetterList()
        } detail: {
            LetterDetail()
        }
    }
}

struct LetterFolders: View {
    var body: some View {
        List { Text("Drafts") }
            .navigationTitle("Folders")
            .toolbar { FolderItem(placement: .cancellationAction) }
    }
}

/// A toolbar item whose placement is passed in: the caller's.
struct FolderItem: ToolbarContent {
    let placement: ToolbarItemPlacement

    var body: some ToolbarContent {
        ToolbarItem(placement: placement) {
            Button("New Folder") { }
        }
    }
}

/// The middle column: its own title, display mode and items; a principal symbol beside its text.
struct LetterList: View {
    var body: some View {
        List { Text("A letter") }
            .navigationTitle("Letters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    HStack {
                        Image(systemName: "tray")
                        Text("All Letters")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Select") { }
                }
            }
    }
}

/// The detail column: a principal Label (its icon and its title side by side).
struct LetterDetail: View {
    var body: some View {
        Text("Dear reader")
            .navigationTitle("Letter")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Label("Postmarked", systemImage: "envelope")
                }
            }
    }
}

/// A title from the view's model: `model.title`, a property of one of the app's classes.
struct StampView: View {
    @State private var model: StampModel

    var body: some View {
        Text("Stamps")
            .navigationTitle(model.title)
            .navigationBarTitleDisplayMode(.inline)
    }
}

final class StampModel {
    var title: String { "Stamp Album" }
}

/// A struct model's constant title: a SwiftGen enum named `Localized` (its `tr` helper, not an app's wrapper).
struct StampSettingsView: View {
    let model: StampSettingsModel

    var body: some View {
        Text("Settings")
            .navigationTitle(model.title)
    }
}

struct StampSettingsModel {
    let title: String = Localized.Stamps.title
}

enum Localized {
    enum Stamps {
        static let title = Localized.tr("Localizable", "settings.title", fallback: "Settings")
    }

    private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
}
