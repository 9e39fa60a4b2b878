import UIKit

/// A root whose title view is a segmented control in a stack, set through the bar's top item, unless nested.
final class LibraryModesViewController: UIViewController {
    @IBOutlet weak var modeControl: UISegmentedControl!
    var isNested = false
    var folderName = "Folder"

    override func viewDidLoad() {
        super.viewDidLoad()
        if !isNested {
            let stack = UIStackView(arrangedSubviews: [modeControl])
            stack.axis = .vertical
            navigationController?.navigationBar.topItem?.titleView = stack
        } else {
            navigationItem.title = folderName
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    }

    func openSettings() {
        navigationController?.pushViewController(SortOrderViewController(), animated: true)
    }

    func pickTheme() {
        let picker = ThemePickerViewController()
        picker.showsClose = true
        present(UINavigationController(rootViewController: picker), animated: true)
    }
}

/// A segmented control as the title view, directly.
final class InboxModesViewController: UIViewController {
    private let modes = UISegmentedControl(items: ["All", "Unread"])

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.titleView = modes
    }
}
