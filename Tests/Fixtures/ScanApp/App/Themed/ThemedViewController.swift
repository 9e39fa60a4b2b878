import UIKit

/// The base class of the themed screens: themes the bar, forwards `rightItems` to the navigation item, adds a menu
/// button drawn by a custom view, and lets each screen name itself.
class ThemedViewController: UIViewController {
    var rightItems: [UIBarButtonItem] = [] {
        didSet { updateBarItems() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString(
            "themed.loading", tableName: "Library", comment: "Shown until the screen knows its name")
        applyTheme()
        addMenuButton()
        configureTitle()
    }

    /// Each screen names itself; the base class has no name to give.
    func configureTitle() {}

    private func updateBarItems() {
        navigationItem.rightBarButtonItems = rightItems
    }

    private func applyTheme() {
        guard let bar = navigationController?.navigationBar else { return }
        bar.tintColor = Theme.barTint()
        bar.barTintColor = Theme.barBackground
        bar.shadowImage = UIImage()
        bar.isTranslucent = false
    }

    private func addMenuButton() {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "Badge"), for: .normal)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: button)
    }
}
