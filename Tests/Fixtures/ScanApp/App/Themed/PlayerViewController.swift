import UIKit

/// A full-screen player that hides the bar and draws its own controls.
final class PlayerViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
