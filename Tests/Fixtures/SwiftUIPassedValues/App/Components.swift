import SwiftUI

/// The app's symbol names, kept in one place.
enum Glyph {
    static let cross = "xmark"
    static let add = "plus"
    static let share = "square.and.arrow.up"
}

/// Images the app keeps as constants and writes as views.
enum Artwork {
    enum Bar {
        static let add = Image(systemName: Glyph.add)
    }
}

extension Image {
    static let share = Image(systemName: Glyph.share)
}

/// A bar button whose kind and placement the caller chooses.
struct CloseBarItem: ToolbarContent {
    enum Kind {
        case cancel
        case finish
        case cross
        case named(String)

        var text: String {
            switch self {
            case .cancel: "Cancel"
            case .finish: "Done"
            case .cross: ""
            case .named(let text): text
            }
        }
    }

    let kind: Kind
    let placement: ToolbarItemPlacement

    var body: some ToolbarContent {
        ToolbarItem(placement: placement) {
            switch kind {
            case .cross:
                Button("", systemImage: Glyph.cross) {}
            case .cancel, .finish, .named:
                Button(kind.text) {}
                    .bold()
            }
        }
    }
}

/// The modifier behind `closeBarItem`: its init names the placement parameter differently from the property.
struct CloseBarItemModifier: ViewModifier {
    let kind: CloseBarItem.Kind
    let placement: ToolbarItemPlacement

    init(kind: CloseBarItem.Kind, at spot: ToolbarItemPlacement) {
        self.kind = kind
        self.placement = spot
    }

    func body(content: Content) -> some View {
        content.toolbar { CloseBarItem(kind: kind, placement: placement) }
    }
}

extension View {
    func closeBarItem(_ kind: CloseBarItem.Kind, placement: ToolbarItemPlacement = .topBarLeading) -> some View {
        modifier(CloseBarItemModifier(kind: kind, at: placement))
    }
}

/// A list whose rows the caller draws (generic over its content: a container, not a screen).
struct SectionedList<Row: Identifiable, Content: View>: View {
    let rows: [Row]
    let content: (Row) -> Content

    var body: some View {
        List(rows) { content($0) }
            .listStyle(.insetGrouped)
    }
}
