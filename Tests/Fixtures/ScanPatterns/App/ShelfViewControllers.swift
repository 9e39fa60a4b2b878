import UIKit

/// A base class that builds the right items from its own state: a cast button behind a flag one subclass sets
/// for itself, an optional trailing item a subclass may give, extra items (declared empty).
class ShelfBaseViewController: UIViewController {
    var showsCast = false
    var castItem: UIBarButtonItem?
    var trailingItem: UIBarButtonItem? {
        didSet { refreshTrailing() }
    }
    var extraItems: [UIBarButtonItem] = [] {
        didSet { refreshTrailing() }
    }
    /// Set inside the branch it guards: the first time through it is still `false`.
    var observing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if !observing {
            observing = true
            navigationItem.largeTitleDisplayMode = .never
        }
        if showsCast {
            castItem = UIBarButtonItem(customView: UIButton(type: .system))
        }
        refreshTrailing()
    }

    func refreshTrailing() {
        if showsCast || !extraItems.isEmpty {
            var items = [UIBarButtonItem]()
            if let castItem { items.append(castItem) }
            items.append(contentsOf: extraItems)
            navigationItem.rightBarButtonItems = items
        } else {
            navigationItem.rightBarButtonItems = nil
            navigationItem.rightBarButtonItem = trailingItem
        }
    }
}

/// Sets no state of the base: no right item (the cast flag is set only by ShelfCastViewController, for itself).
/// Its title is a translated text with each word capitalised.
final class ShelfStatsViewController: ShelfBaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("stats.title", comment: "").localizedCapitalized
    }
}

/// Sets the cast flag for itself.
final class ShelfCastViewController: ShelfBaseViewController {
    override func viewDidLoad() {
        showsCast = true
        super.viewDidLoad()
        title = "Listening"
    }
}

/// Gives a trailing item before the base's `viewDidLoad` runs, then empties the extra items; its left item's
/// image depends on a run-time check (the first branch is drawn).
final class ShelfListViewController: ShelfBaseViewController {
    var isPro: Bool { Bool.random() }

    override func viewDidLoad() {
        trailingItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), style: .plain, target: nil, action: nil)
        super.viewDidLoad()
        title = "Shelf"
        let folder = UIBarButtonItem(
            image: isPro ? UIImage(systemName: "folder.badge.plus") : UIImage(systemName: "lock"), style: .plain,
            target: nil, action: nil)
        navigationItem.leftBarButtonItem = folder
        extraItems = []
        navigationController?.pushViewController(ShelfStatsViewController(), animated: true)
        navigationController?.pushViewController(ShelfCastViewController(), animated: true)
        navigationController?.pushViewController(ReadingHistoryController(), animated: true)
    }
}

extension LibraryModesViewController {
    func openShelf() {
        present(UINavigationController(rootViewController: ShelfListViewController()), animated: true)
    }
}
