import UIKit

final class ComposeViewController: BaseViewController {
    private lazy var sendItem: UIBarButtonItem = {
        let item = UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
        item.isEnabled = false
        return item
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        navigationItem.prompt = "Drafts are saved automatically"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = sendItem
    }

    @objc private func send() {}
}
