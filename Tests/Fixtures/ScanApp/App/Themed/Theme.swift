import UIKit

/// The app's themes; the first case is the one a fresh install shows.
enum Theme {
    case light
    case midnight

    static var current: Theme = .light

    /// The bar's tint in the current theme.
    static func barTint() -> UIColor {
        switch current {
        case .light:
            return UIColor(red: 1.0, green: 0.176, blue: 0.333, alpha: 1)
        case .midnight:
            return UIColor(red: 0.4, green: 0.8, blue: 1.0, alpha: 1)
        }
    }

    static var barBackground: UIColor {
        switch current {
        case .light: return .white
        case .midnight: return .black
        }
    }
}
