import UIKit

/// A Done button behind a flag no code sets: its declared `false` holds, so no Done button.
final class SortOrderViewController: UIViewController {
    var displaysDismissButton = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sort Order"
        if displaysDismissButton {
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .done, target: self, action: #selector(dismissTapped))
        }
    }

    @objc func dismissTapped() { dismiss(animated: true) }
}

/// A Close button behind a flag another screen sets (LibraryModesViewController.pickTheme): both states are read,
/// the first drawn, and a note names where the flag is set.
final class ThemePickerViewController: UIViewController {
    var showsClose = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Theme"
        if showsClose {
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
        }
    }
}
