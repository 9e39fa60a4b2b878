import UIKit

/// Pushed from five screens: four distinct back buttons (one pusher repeats another's title), so one case each
/// for the first three by name, and a note naming the one left out.
final class TrackViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Track"
    }
}

final class AlbumsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
    }

    func showTrack() { navigationController?.pushViewController(TrackViewController(), animated: true) }
}

final class ArtistsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Artists"
        navigationItem.backButtonTitle = "People"
    }

    func showTrack() { navigationController?.pushViewController(TrackViewController(), animated: true) }
}

/// The same back title as the albums screen: no case of its own.
final class ChartsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
    }

    func showTrack() { navigationController?.pushViewController(TrackViewController(), animated: true) }
}

final class GenresViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Genres"
        navigationItem.backButtonDisplayMode = .minimal
    }

    func showTrack() { navigationController?.pushViewController(TrackViewController(), animated: true) }
}

/// A fourth distinct back button (no text: `String()`): over the limit, named in the note.
final class PlaylistsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlists"
        navigationItem.backBarButtonItem = UIBarButtonItem(title: String(), style: .plain, target: nil, action: nil)
    }

    func showTrack() { navigationController?.pushViewController(TrackViewController(), animated: true) }
}

/// Titled with a constant named with its module in front (`Module.Type.constant`, as from a local package).
final class LyricsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = MusicKit_UI.MusicText.lyricsTitle
    }
}

enum MusicText {
    static let lyricsTitle = NSLocalizedString("notes.title", value: "Notes", comment: "Lyrics")
}
