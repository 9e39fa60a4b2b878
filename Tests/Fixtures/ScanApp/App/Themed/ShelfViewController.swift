import UIKit

/// Pushed from the library (whose back button is minimal); its title is set after the base class's.
final class ShelfViewController: ThemedViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("shelf.title", tableName: "Library", comment: "A shelf")
        rightItems = [shareItem()]
        let count = 3
        navigationItem.prompt = String.localizedStringWithFormat(
            NSLocalizedString("shelf.books", tableName: "Library", comment: "Books on the shelf"), count)
    }

    private func shareItem() -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
        item.tintColor = .systemOrange
        return item
    }

    func showItem() {
        navigationController?.pushViewController(ItemDetailViewController(), animated: true)
    }

    @objc private func share() {
        present(ShareCardViewController(), animated: true)
    }
}
