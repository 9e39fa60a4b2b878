import Testing
import BarSnapCore
import SnapshotHarness
import BarSnap
import SnapshotSuite

/// The whole reference gallery through the assertion API: every case of barsnap.json is rendered and compared with
/// its reference under Snapshots/ (CI never records: with CI=true a missing reference fails).
@Suite struct GallerySnapshotTests {
    static let cases: [SnapshotCase] = Package.gallery?.cases ?? []
    static let configuration: SnapshotConfiguration? = try? Package.gallery?.snapshotConfiguration()

    @Test func galleryLoads() throws {
        #expect(Self.cases.count >= 150)
        #expect(Self.configuration != nil)
    }

    @Test(arguments: cases)
    func reference(_ snapshot: SnapshotCase) throws {
        var config = try #require(Self.configuration)
        config.diffOptions = snapshot.tolerance
        assertSnapshot(of: try snapshot.render(), named: snapshot.referencePath, configuration: config)
    }

    @Test func everyCaseHasAReferenceAndNoReferenceIsOrphaned() throws {
        let expected = Set(Self.cases.map(\.referencePath))
        var found = Set<String>()
        for group in Set(Self.cases.map(\.suite)) {
            for name in try FileIO.listDirectory(Package.root + "/Snapshots/" + group) where name.hasSuffix(".png") {
                found.insert(group + "/" + name)
            }
        }
        #expect(expected.subtracting(found).sorted() == [], "cases without a reference")
        #expect(found.subtracting(expected).sorted() == [], "references no case produces")
    }
}
