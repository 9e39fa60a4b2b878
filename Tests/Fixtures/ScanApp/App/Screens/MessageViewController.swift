import UIKit

struct Message { var subject: String }

final class MessageViewController: BaseViewController {
    private let message: Message

    init(message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = message.subject
        navigationItem.largeTitleDisplayMode = .never
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(delete))
        trash.tintColor = UIColor(named: "Accent")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .reply, target: nil, action: nil), trash]
        navigationItem.backButtonTitle = "Mail"
    }

    @objc private func delete() {}
}
