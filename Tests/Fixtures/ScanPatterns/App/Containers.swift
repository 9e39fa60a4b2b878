import UIKit

/// Tabs built in code: the first in a navigation controller, the second a container that builds its own inside.
final class ReadingTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: ShelfOverviewViewController()),
            SearchContainerViewController(),
            UINavigationController(rootViewController: ReadingListViewController()),
        ]
    }
}

final class ShelfOverviewViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Overview"
    }
}

/// A tab outside any navigation controller: no bar of its own (the navigation controller it adds has one).
final class SearchContainerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
    }
}

/// A second window's root, not in a navigation controller: no bar.
final class MiniPlayerSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let window = UIWindow(windowScene: scene as! UIWindowScene)
        window.rootViewController = MiniPlayerViewController()
        self.window = window
    }
}

final class MiniPlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Player"
    }
}

/// Opens other screens through its own helpers: one pushes what it is given, one presents it by itself.
final class ReadingListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
    }

    func open(_ controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }

    func showCard(_ card: UIViewController) {
        card.modalPresentationStyle = .overFullScreen
        present(card, animated: true)
    }

    func bookTapped() {
        open(BookDetailViewController())
    }

    func foldersTapped() {
        open(FolderModesViewController())
    }

    func shareTapped() {
        showCard(ShareCardOverlayViewController())
    }
}

final class BookDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"
    }
}

final class ShareCardOverlayViewController: UIViewController {}

/// A segmented control as the title view in one branch, a title from run-time state in the others (one set
/// before the branch): the title view's state is the first case.
final class FolderModesViewController: UIViewController {
    private let modes = UISegmentedControl(items: ["Folders", "Tags"])
    var folder: String?
    var isNested: Bool { folder != nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        if isNested, let name = folder {
            title = name
        }
        if !isNested {
            navigationItem.titleView = modes
        } else {
            navigationItem.title = folder
        }
    }
}
