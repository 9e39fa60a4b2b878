import SwiftUI
import UIKit

/// A UIKit screen that pushes a SwiftUI view.
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
    }

    func openHosted() {
        navigationController?.pushViewController(UIHostingController(rootView: HostedView()), animated: true)
    }
}

func makeLibrary() -> UINavigationController {
    UINavigationController(rootViewController: LibraryViewController())
}
