import UIKit

/// Presented by itself (no navigation controller around it): it has no bar.
final class ShareCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share"
    }
}
