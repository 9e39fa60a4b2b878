import UIKit

/// Two UIKit screens of one simple name in different modules: noted, since UIKit screens go by simple name.
extension Settings {
    final class ExportController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Export Settings"
        }
    }
}

extension Profile {
    final class ExportController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Export Profile"
        }
    }
}
