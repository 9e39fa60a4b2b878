import SFSafeSymbols
import SwiftUI
import UIKit

// No generated file is committed: SwiftGen's, R.swift's and Xcode's names are read from swiftgen.yml, the
// string tables and the asset catalog.

final class AccountViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = Localizations.Settings.createAccount
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemSymbol: .line3Horizontal), style: .plain, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: Images.closeButton.image, style: .plain, target: nil, action: nil)
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.profileEditTitle
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(resource: .closeButton), style: .plain, target: nil, action: nil)
        navigationController?.navigationBar.tintColor = R.color.brandTint()
    }
}

final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = R.string.localizable.settingsTitle()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: R.image.closeButton(), style: .plain, target: nil, action: nil)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemSymbol: SFSymbol.squareAndArrowUp), style: .plain, target: nil, action: nil)
    }
}

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "library.heading", table: "Plural")
        navigationItem.prompt = String(localized: "device.heading", table: "Plural")
    }
}

struct SharingView: View {
    var body: some View {
        List {}
            .navigationTitle(Localizations.Settings.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemSymbol: .squareAndArrowUp) }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button {} label: { Image(.closeButton) }
                }
            }
    }
}
