import UIKit

final class FilterViewController: BaseViewController {
    private let archived: Bool

    init(archived: Bool) {
        self.archived = archived
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = archived ? "Archive" : "Filters"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(close))
    }

    @objc private func close() { navigationController?.popViewController(animated: true) }
}
