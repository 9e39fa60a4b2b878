import Testing
import Basics
import Verdict
import BarSnap
import SnapshotSuite

/// The whole reference gallery through the one-liner a user's package gets from `barsnap init`: every case of the
/// repository's barsnap.json (found above this file) is rendered and compared with its reference under Snapshots/
/// (CI never records: with CI=true a missing reference fails).
@Suite struct GallerySnapshotTests {
    static let cases: [SnapshotCase] = Package.gallery?.cases ?? []

    @Test func galleryLoads() throws {
        #expect(Self.cases.count >= 150)
        #expect(try BarSnapConfiguration.load().file == Package.root + "/barsnap.json")
    }

    @Test(arguments: try BarSnapConfiguration.load().cases)
    func reference(_ snapshot: SnapshotCase) throws {
        try assertSnapshot(snapshot)
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
