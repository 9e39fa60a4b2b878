import UIKit

final class SearchViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let controller = UISearchController(searchResultsController: nil)
        controller.searchBar.placeholder = L10n.Search.placeholder
        navigationItem.searchController = controller
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "tortoise"),
                                                            style: .plain, target: self, action: #selector(filter))
    }

    @objc private func filter() {
        navigationController?.pushViewController(FilterViewController(archived: false), animated: true)
    }
}
