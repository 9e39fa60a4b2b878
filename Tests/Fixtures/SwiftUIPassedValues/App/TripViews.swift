import SwiftUI

enum Strings {
    static let editTrip = "Edit Trip"
}

/// The root that pushes the others.
struct TripsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Places") { PlaceView(title: "Places to See") }
                NavigationLink("Saved") { PlaceView(title: "Saved Places") }
                NavigationLink("Note") { NoteView(model: NoteModel(heading: "Travel Notes")) }
                NavigationLink("Edit") { TripEditorView(model: TripEditorModel(tripID: nil)) }
                NavigationLink("Packing") { PackingListView() }
                NavigationLink("Tags") { TagFilterView() }
                NavigationLink("Receipts") { ReceiptView(receipts: []) }
                NavigationLink("Money") { CurrencyHost() }
            }
            .navigationTitle("Trips")
        }
    }
}

/// Its finish button comes from a shared modifier, with the caller's kind and placement.
struct PackingListView: View {
    var body: some View {
        List {}
            .navigationTitle("Packing")
            .closeBarItem(.finish, placement: .confirmationAction)
    }
}

/// The same modifier with its default placement and the cross; images from constants.
struct TagFilterView: View {
    var body: some View {
        Form {}
            .navigationTitle("Tags")
            .navigationBarTitleDisplayMode(.inline)
            .closeBarItem(.cross)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Artwork.Bar.add }
                }
                ToolbarItem(placement: .topBarTrailing) { Image.share }
            }
    }
}

struct Receipt: Identifiable {
    let id: Int
    let name: String
}

/// A generic list component under the bar modifiers: the bar is this screen's.
struct ReceiptView: View {
    let receipts: [Receipt]

    var body: some View {
        SectionedList(rows: receipts, content: row(for:))
            .navigationTitle("Receipts")
    }

    func row(for receipt: Receipt) -> some View { Text(receipt.name) }
}

/// A title the caller passes (two callers, two titles).
struct PlaceView: View {
    let title: String

    var body: some View {
        List {}
            .navigationTitle(title)
    }
}

/// A view model whose init sets the title.
final class TripEditorModel {
    let title: String
    let tripID: Int?

    init(tripID: Int?) {
        self.tripID = tripID
        self.title = Strings.editTrip
    }
}

struct TripEditorView: View {
    @State private var model: TripEditorModel

    init(model: TripEditorModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        Form {}
            .navigationTitle(model.title)
    }
}

/// A view model the caller builds with its heading.
final class NoteModel {
    let heading: String

    init(heading: String) {
        self.heading = heading
    }
}

struct NoteView: View {
    let model: NoteModel

    var body: some View {
        ScrollView {}
            .navigationTitle(model.heading)
    }
}

/// A placement the code computes.
struct MapView: View {
    var body: some View {
        Color.clear
            .navigationTitle("Map")
            .toolbar {
                ToolbarItem(placement: edgePlacement()) { Button("Layers") {} }
            }
    }

    func edgePlacement() -> ToolbarItemPlacement { .topBarTrailing }
}

/// A wrapper that is no screen: its body is a screen with an item and a sheet added.
struct CurrencyHost: View {
    @State private var showsPicker = false

    var body: some View {
        CurrencyView()
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
            .sheet(isPresented: $showsPicker) { Text("Pick") }
    }
}

struct CurrencyView: View {
    var body: some View {
        List {}
            .navigationTitle("Currencies")
    }
}
