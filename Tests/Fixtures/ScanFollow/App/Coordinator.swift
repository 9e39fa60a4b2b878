import SwiftUI
import UIKit

/// A coordinator that hosts SwiftUI views and pushes them through its own generic helper.
final class AccountCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let root = UIHostingController(rootView: WelcomeView())
        navigationController.setViewControllers([root], animated: false)
    }

    func showCreateAccount() {
        push(CreateAccountView())
    }

    func showTerms() {
        show(view: TermsView())
    }

    /// One level deeper: hosts the view and hands the controller to another push method.
    func show<V: View>(view: V) {
        let controller = UIHostingController(rootView: view)
        pushController(controller)
    }

    func pushController(_ controller: UIViewController) {
        navigationController.pushViewController(controller, animated: true)
    }

    private func push<Content: View>(_ view: Content) {
        let hosting = UIHostingController(rootView: view)
        navigationController.pushViewController(hosting, animated: true)
    }
}
