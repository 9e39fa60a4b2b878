import UIKit

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("inbox.title", comment: "The inbox screen's title")
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
            UIBarButtonItem(
                image: UIImage(systemName: "magnifyingglass"), style: .plain, target: self, action: #selector(search)),
        ]
    }

    @objc private func compose() {
        navigationController?.pushViewController(ComposeViewController(), animated: true)
    }

    @objc private func search() {
        let search = SearchViewController()
        navigationController?.pushViewController(search, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 {
            show(MessageViewController(message: Message(subject: "Hello")), sender: self)
        } else {
            navigationController?.pushViewController(SettingsViewController(), animated: true)
        }
    }
}
