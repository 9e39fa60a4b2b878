import UIKit

/// A container that adds its children through its own helper: the children have no bar of their own.
final class DashboardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        addView(SummaryCardViewController())
    }

    func addView(_ controller: UIViewController) {
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }
}

final class SummaryCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summary"
        parent?.navigationItem.title = "Overview"
    }
}

final class DashboardSceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = UINavigationController(rootViewController: DashboardViewController())
    }
}
