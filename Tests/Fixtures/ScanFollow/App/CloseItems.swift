import UIKit

/// The app's close item: its init builds a button with an asset image and sets it as the custom view.
final class CloseBarButtonItem: UIBarButtonItem {
    init(target: Any?, action: Selector) {
        super.init()
        setUp(target: target, action: action)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setUp(target: Any?, action: Selector) {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "close-icon"), for: .normal)
        button.addTarget(target, action: action, for: .touchUpInside)
        customView = button
    }
}

/// An item subclass that passes a title to its superclass.
final class SaveItem: UIBarButtonItem {
    init(text: String) {
        super.init(title: text, style: .done, target: nil, action: nil)
    }

    required init?(coder: NSCoder) { fatalError() }
}

/// A button subclass that sets its own image.
final class ShareButton: UIButton {
    init() {
        super.init(frame: .zero)
        configure()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func configure() {
        setImage(UIImage(named: "share-icon"), for: .normal)
    }
}

final class ItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationItem.leftBarButtonItem = CloseBarButtonItem(target: self, action: #selector(close))
        navigationItem.rightBarButtonItems = [SaveItem(text: "Save"), UIBarButtonItem(customView: ShareButton())]
    }

    @objc func close() {}
}
