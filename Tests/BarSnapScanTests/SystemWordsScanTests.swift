import Basics
@testable import BarSnapScan
import Testing

/// A scan gives each scene UIKit's own words in its language, down to the region (`pt-PT` says Anterior for the
/// back word where `pt` says Voltar).
@Suite struct SystemWordsScanTests {
    @Test func aRegionGetsItsOwnBackWord() throws {
        let s = try Scratch("words")
        defer { s.remove() }
        try s.write("App/Screens.swift", """
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Lista"
                    navigationItem.backButtonDisplayMode = .generic
                }
                func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class DetailViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); title = "Detalhe" }
            }
            """)
        try s.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try s.write("App/pt-PT.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try s.write("App/pt-BR.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        let scan = try AppScan(sources: ["App"], directory: s.path)
        let portugal = try #require(scan.spec("DetailViewController", locale: "pt-PT"))
        #expect(portugal["locale"] == .string("pt-PT") && portugal["backWord"] == .string("Anterior"), "\(portugal)")
        #expect(portugal["previousBackItem"]?["title"] == .string("Anterior"))
        let brazil = try #require(scan.spec("DetailViewController", locale: "pt-BR"))
        #expect(brazil["backWord"] == nil && brazil["previousBackItem"]?["title"] == .string("Voltar"), "\(brazil)")
    }
}
