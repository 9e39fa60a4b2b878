import UIKit

/// The title goes through the title view's own method (after the view is set).
final class FavoritesViewController: UIViewController {
    let header = HeaderTitleView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = header
        header.update(title: NSLocalizedString("favorites.title", comment: "Favorites screen"), subtitle: nil)
        header.update(count: 3)
    }
}

/// The same, the method called before the view is set, with a subtitle BarSnap does not draw.
final class TagViewController: UIViewController {
    private let header = HeaderTitleView()
    var tag = "swift"

    override func viewDidLoad() {
        super.viewDidLoad()
        header.update(title: "Tags", subtitle: "#" + tag)
        navigationItem.titleView = header
    }
}

/// A title view that shows no title: the title set before it is not drawn.
final class BrandViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Brand"
        navigationItem.titleView = LogoView()
    }
}
