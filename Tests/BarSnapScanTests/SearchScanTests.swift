import Basics
@testable import BarSnapScan
import Testing

/// A search controller keeps the title and large title and adds its row (`item.searchController`); a search bar as
/// the title view replaces the title (`item.titleView.searchField`).
@Suite struct SearchScanTests {
    static let source = """
        final class MailboxesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Mailboxes"
                navigationController?.navigationBar.prefersLargeTitles = true
                let search = UISearchController(searchResultsController: nil)
                search.searchBar.placeholder = "Find mail"
                navigationItem.searchController = search
                navigationItem.hidesSearchBarWhenScrolling = false
            }
        }

        final class FinderViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Finder"
                navigationItem.titleView = UISearchBar()
            }
        }
        """

    @Test func aSearchControllerGetsItsRowAndATitleViewReplacesTheTitle() throws {
        let s = try Scratch("search")
        defer { s.remove() }
        try s.write("App/Screens.swift", Self.source)
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let mail = try #require(scan.spec("MailboxesViewController"))
        #expect(mail["item"]?["title"] == .string("Mailboxes") && mail["item"]?["largeTitle"] == .bool(true), "\(mail)")
        #expect(mail["item"]?["searchController"]?["placeholder"] == .string("Find mail"))
        #expect(mail["item"]?["searchController"]?["hidesWhenScrolling"] == .bool(false))
        #expect(mail["item"]?["titleView"] == nil)
        let finder = try #require(scan.spec("FinderViewController"))
        #expect(finder["item"]?["titleView"]?["searchField"]?["placeholder"] == .string("Search"), "\(finder)")
        #expect(finder["item"]?["title"] == nil && finder["item"]?["searchController"] == nil)
    }
}
