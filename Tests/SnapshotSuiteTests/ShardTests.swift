import Testing
import SnapshotSuite

/// `--shard I/N`: the N shards of the gallery are disjoint and together cover it.
@Suite struct ShardTests {
    @Test(arguments: 1...8)
    func shardsCoverEveryCaseExactlyOnce(count: Int) throws {
        let cases = try #require(Package.gallery).cases
        let ids = cases.map(\.id)
        var seen: [String: Int] = [:]
        for shard in 1...count {
            for c in CaseSelection.select(cases, filter: nil, shard: (shard, count)) { seen[c.id, default: 0] += 1 }
        }
        #expect(seen.count == ids.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        if count > 1, count <= 4 {
            // every shard gets work (170 cases hash well enough for small N)
            let sizes = (1...count).map { s in CaseSelection.select(cases, filter: nil, shard: (s, count)).count }
            #expect(sizes.allSatisfy { $0 > 0 }, "\(sizes)")
        }
    }

    @Test func shardingIsDeterministicAndParsed() throws {
        #expect(
            CaseSelection.shard(of: "buttons/back.phone-44@3x", count: 4)
                == CaseSelection.shard(of: "buttons/back.phone-44@3x", count: 4))
        #expect(CaseSelection.shard(of: "buttons/back.phone-44@3x", count: 1) == 1)
        #expect(CaseSelection.parseShard("2/4")! == (2, 4))
        for bad in ["0/4", "5/4", "1/0", "a/b", "1", "1/2/3", ""] {
            #expect(CaseSelection.parseShard(bad) == nil, "\(bad)")
        }
    }

    @Test func filterIsASubstringOrAGlobOverTheWholeId() {
        #expect(CaseSelection.matches("buttons/back.phone-44@3x", pattern: "back"))
        #expect(CaseSelection.matches("buttons/back.phone-44@3x", pattern: "buttons/*"))
        #expect(!CaseSelection.matches("buttons/back.phone-44@3x", pattern: "back*"))
        #expect(CaseSelection.matches("buttons/back.phone-44@3x", pattern: "*back.phone-44@?x"))
    }
}
