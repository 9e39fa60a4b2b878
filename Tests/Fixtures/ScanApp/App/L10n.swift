// Generated in the style of SwiftGen's strings template — do not edit.
import Foundation

internal enum L10n {
    internal enum Settings {
        /// Settings
        internal static let title = L10n.tr("Localizable", "settings.title", fallback: "Settings")
        /// Done
        internal static let done = L10n.tr("Localizable", "settings.done", fallback: "Done")
    }
    internal enum Search {
        /// Search mail
        internal static let placeholder = L10n.tr("Localizable", "search.placeholder", fallback: "Search mail")
    }
}

extension L10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}
