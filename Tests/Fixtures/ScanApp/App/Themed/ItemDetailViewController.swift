import UIKit

/// A base class whose title is known only at run time: the note names this file's line, not the subclass's.
class DetailBaseViewController: UIViewController {
    var itemName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = itemName.capitalized
    }
}

final class ItemDetailViewController: DetailBaseViewController {}
