// String catalogs' generated symbols (no generated file): `.settingsTitle` in Localizable, `.Onboarding.x`.
import SwiftUI
struct AView: View { var body: some View { List {}.navigationTitle(String(localized: .settingsTitle)) } }
struct BView: View { var body: some View { List {}.navigationTitle(Text(.Onboarding.introTitle)) } }
final class CViewController: UIViewController {
    override func viewDidLoad() { title = String(localized: .settingsTitle) }
}
