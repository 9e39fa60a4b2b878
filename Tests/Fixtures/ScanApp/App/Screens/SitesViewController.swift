import UIKit

/// Its bar items are storyboard objects held by outlets; the code places one of them.
final class SitesViewController: UITableViewController {
    @IBOutlet var editButton: UIBarButtonItem!
    @IBOutlet var doneButton: UIBarButtonItem!
    var sites: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItems = sites.isEmpty ? [] : [editButton]
    }
}
