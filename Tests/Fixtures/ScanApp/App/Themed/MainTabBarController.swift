import SwiftUI
import UIKit

/// The app's tabs: the library and the downloads, each in its own navigation controller.
final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: LibraryViewController()),
            UINavigationController(rootViewController: DownloadsViewController()),
        ]
    }
}

/// A tab's root, also pushed from the settings screen: drawn as the tab's root, without a back button.
final class DownloadsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("downloads.title", tableName: "Library", comment: "Downloads")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
        navigationItem.rightBarButtonItem?.tintColor = .systemRed
    }

    func showPlayer() {
        navigationController?.pushViewController(PlayerViewController(), animated: true)
    }
}

/// A SwiftUI screen in a UIKit navigation stack.
final class HelpHostingController: UIHostingController<HelpView> {
    init() {
        super.init(rootView: HelpView())
        title = NSLocalizedString("help.title", tableName: "Library", comment: "Help")
    }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
