import UIKit

final class ProfileViewController: BaseViewController {
    private lazy var saveItem: UIBarButtonItem = {
        let item = UIBarButtonItem(
            title: String(localized: "profile.save", table: "Profile"), style: .done, target: self,
            action: #selector(save))
        item.isEnabled = false
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "profile.title", table: "Profile")
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItems = [
            saveItem, UIBarButtonItem(image: UIImage(named: "Badge"), style: .plain, target: nil, action: nil)]
    }

    @objc private func save() {}
}
