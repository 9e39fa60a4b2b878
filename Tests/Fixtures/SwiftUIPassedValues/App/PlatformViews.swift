import SwiftUI

#if os(iOS) || os(macOS)

/// Declared under `#if`: read as an iOS build compiles it.
struct VisaView: View {
    var body: some View {
        Form {}
            .navigationTitle("Visa")
    }
}

#endif

/// A sheet's close item, shared: a free function with a default placement and an optional identifier.
@ToolbarContentBuilder
func dismissToolbarItem(
    placement: ToolbarItemPlacement = .confirmationAction,
    tag: String? = nil,
    action: @escaping () -> Void
) -> some ToolbarContent {
    ToolbarItem(placement: placement) {
        dismissButton(tag: tag, action: action)
    }
}

@ViewBuilder
private func dismissButton(tag: String?, action: @escaping () -> Void) -> some View {
    let button = Button(role: .cancel, action: action) {
        #if os(macOS)
        Text("Close")
        #else
        Label("Close", systemImage: "xmark")
        #endif
    }
    if let tag {
        button.accessibilityIdentifier(tag)
    } else {
        button
    }
}

/// A toolbar mixing a macOS-only modifier, a computed placement and a free function's item; an inline sheet with
/// its own title, and a sheet member.
struct LuggageView: View {
    @State private var showsWeights = false
    @State private var showsTips = false

    private var sortPlacement: ToolbarItemPlacement {
        #if os(macOS)
        .navigation
        #else
        .primaryAction
        #endif
    }

    var body: some View {
        List {}
            .navigationTitle("Luggage")
            #if os(macOS)
            .toolbar {
                ToolbarItem(placement: .navigation) { Button("Sidebar") {} }
            }
            #endif
            .toolbar {
                ToolbarItem(placement: sortPlacement) {
                    Button {} label: { Label("Sort", systemImage: "arrow.up.arrow.down") }
                }
                dismissToolbarItem {}
            }
            .sheet(isPresented: $showsWeights) {
                NavigationStack {
                    List {}
                        .navigationTitle("Weights")
                        .toolbar { ToolbarItem { Button("Reset") {} } }
                }
            }
            .sheet(isPresented: $showsTips) { tipsSheet }
    }

    private var tipsSheet: some View {
        NavigationStack {
            Text("Pack light")
                .navigationTitle("Tips")
        }
    }
}

enum TicketKind {
    case outbound
    case inbound
}

/// A title a computed property chooses with a switch over the kind the caller passes.
struct TicketView: View {
    let kind: TicketKind

    private var heading: String {
        switch kind {
        case .outbound:
            return "Outbound"
        case .inbound:
            #if os(macOS)
            return "Return Trip"
            #else
            return "Return"
            #endif
        }
    }

    var body: some View {
        Form {}
            .navigationTitle(heading)
    }
}

struct TicketsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Back") { TicketView(kind: .inbound) }
                NavigationLink("Luggage") { LuggageView() }
                NavigationLink("Visa") { VisaView() }
            }
            .navigationTitle("Tickets")
        }
    }
}
