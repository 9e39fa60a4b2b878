// The app's own localization wrappers, whatever their names: a function, a static method, a String extension
// property and method, and `"key".localized(comment:)` (its key is the literal, not the comment).
func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
extension String {
    var tr: String { NSLocalizedString(self, comment: "") }
    func loc(_ comment: String = "") -> String { return NSLocalizedString(self, comment: comment) }
}
enum Strings {
    static func text(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
}
final class AViewController: UIViewController { override func viewDidLoad() { title = L("k1") } }
final class BViewController: UIViewController { override func viewDidLoad() { title = "k2".tr } }
final class CViewController: UIViewController { override func viewDidLoad() { title = "k3".loc() } }
final class DViewController: UIViewController { override func viewDidLoad() { title = Strings.text("k4") } }
final class EViewController: UIViewController { override func viewDidLoad() { title = "k5".localized(comment: "x") } }
