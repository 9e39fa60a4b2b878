import UIKit

/// A themed screen: the base class's items, its own title (set over the base class's), a minimal back button for
/// what it pushes.
final class LibraryViewController: ThemedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        rightItems = [UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))]
        navigationItem.backButtonDisplayMode = .minimal
    }

    override func configureTitle() {
        title = NSLocalizedString("library.title", tableName: "Library", comment: "The library")
    }

    @objc private func add() {
        navigationController?.pushViewController(ShelfViewController(), animated: true)
    }
}
