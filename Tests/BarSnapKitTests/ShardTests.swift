import Testing
@testable import BarSnapKit

/// `barsnap verify --shard I/N`: the N shards of the gallery are disjoint and together cover it.
@Suite struct ShardTests {
    @Test(arguments: 1...8)
    func shardsCoverEveryCaseExactlyOnce(count: Int) throws {
        let ids = try Gallery.cases().map(\.id)
        var seen: [String: Int] = [:]
        for shard in 1...count {
            for id in ids where GallerySelection.shard(of: id, count: count) == shard { seen[id, default: 0] += 1 }
        }
        #expect(seen.count == ids.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        for id in ids { #expect((1...count).contains(GallerySelection.shard(of: id, count: count))) }
        if count > 1, count <= 4 {
            // every shard gets work (170 cases hash well enough for small N)
            let sizes = (1...count).map { s in ids.filter { GallerySelection.shard(of: $0, count: count) == s }.count }
            #expect(sizes.allSatisfy { $0 > 0 }, "\(sizes)")
        }
    }

    @Test func shardingIsDeterministic() throws {
        let ids = try Gallery.cases().map(\.id)
        #expect(ids.map { GallerySelection.shard(of: $0, count: 4) } == ids.map { GallerySelection.shard(of: $0, count: 4) })
        #expect(GallerySelection.shard(of: "buttons/back.phone-44@3x", count: 1) == 1)
    }
}
