import UIKit

/// Every screen's base: an empty back title on what it pushes.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
