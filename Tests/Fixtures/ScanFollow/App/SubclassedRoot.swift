import UIKit

/// A navigation root that another screen subclasses: still the root, and what it pushes has a back button.
class ListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Lists"
    }

    func open() {
        navigationController?.pushViewController(ListDetailViewController(), animated: true)
    }
}

final class FavoriteListViewController: ListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
    }
}

final class ListDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
    }
}

final class ListsSceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
    }
}
