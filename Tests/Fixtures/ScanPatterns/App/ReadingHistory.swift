import SwiftUI
import UIKit

/// The app's own generic hosting base between `UIHostingController` and its screens (a tint wrapper).
class TintedHostingController<Content: View>: UIHostingController<Content> {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemOrange
    }
}

/// A screen hosted through that base: its bar is its SwiftUI view's.
final class ReadingHistoryController: TintedHostingController<ReadingHistoryView> {
    convenience init() {
        self.init(rootView: ReadingHistoryView())
    }
}

struct ReadingHistoryView: View {
    var body: some View {
        List {
            Text("Yesterday")
        }
        .navigationTitle(Text("Reading History"))
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Clear") {}
            }
        }
    }
}
/// An app extension of the hosting controller (as apps add helpers to it): it must not hide the hosted view.
extension UIHostingController {
    func clearBackground() {
        view.backgroundColor = .clear
    }
}
