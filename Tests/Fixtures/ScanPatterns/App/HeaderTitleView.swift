import UIKit

/// A two-line title view: the screens hand it their title through its own method.
final class HeaderTitleView: UIView {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    func update(title: String, subtitle: String?) {
        titleLabel.text = title
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle == nil
    }

    func update(count: Int) {
        subtitleLabel.text = "\(count)"
    }
}

/// A logo: no text at all.
final class LogoView: UIView {}
