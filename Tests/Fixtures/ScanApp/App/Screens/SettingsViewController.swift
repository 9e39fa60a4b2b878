import UIKit

final class SettingsViewController: BaseViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = L10n.Settings.title
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: L10n.Settings.done, style: .done, target: self, action: #selector(done))
        setUpToolbarButtons()
    }

    private func setUpToolbarButtons() {
        navigationItem.leftItemsSupplementBackButton = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: nil, action: nil)
    }

    @objc private func done() {
        navigationController?.pushViewController(ProfileViewController(), animated: true)
    }

    func showDownloads() {
        navigationController?.pushViewController(DownloadsViewController(), animated: true)
    }

    func showHelp() {
        navigationController?.pushViewController(HelpHostingController(), animated: true)
    }

    func showAbout() {
        let about = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "About")
        navigationController?.pushViewController(about, animated: true)
    }
}
