import Testing
import BarSnapCore
import SnapshotHarness
import SnapshotAssertions
@testable import BarSnapKit

extension GalleryCase: CustomTestStringConvertible {
    public var testDescription: String { id }
}

enum Package {
    static var root: String {
        var path = #filePath
        for _ in 0..<3 { path = FileIO.parentDirectory(of: path) }
        return path
    }
}

/// The whole reference gallery through the assertion API: every case is rendered and compared exactly with
/// its reference under Snapshots/ (CI never records: with CI=true a missing reference fails).
@Suite struct GallerySnapshotTests {
    static let cases: [GalleryCase] = (try? Gallery.cases()) ?? []
    static let configuration: SnapshotConfiguration? = try? GalleryRunner.configuration(root: Package.root)

    @Test func galleryLoads() throws {
        #expect(Self.cases.count >= 150)
        #expect(Self.configuration != nil)
    }

    @Test(arguments: cases)
    func reference(_ gallery: GalleryCase) throws {
        let config = try #require(Self.configuration)
        let bitmap = try gallery.render(root: Package.root)
        assertSnapshot(of: bitmap, named: gallery.referencePath, configuration: config)
    }

    @Test func everyCaseHasAReferenceAndNoReferenceIsOrphaned() throws {
        let expected = Set(Self.cases.map(\.referencePath))
        var found = Set<String>()
        for group in Set(Self.cases.map(\.group)) {
            for name in try FileIO.listDirectory(Package.root + "/Snapshots/" + group) where name.hasSuffix(".png") {
                found.insert(group + "/" + name)
            }
        }
        #expect(expected.subtracting(found).sorted() == [], "cases without a reference")
        #expect(found.subtracting(expected).sorted() == [], "references no case produces")
    }
}

#if canImport(Glibc)
import Glibc
#endif
