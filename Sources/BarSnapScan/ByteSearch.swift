#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Searches over a text's UTF-8 bytes (`memchr` for the first byte, then `memcmp`). Foundation's `String.contains`
/// goes through CFStringFind (measured: ~19 % of a release scan's CPU on a 1,200-file app, for the indexes' cheap
/// "worth a look?" checks).
enum ByteSearch {
    /// True when `needle`'s UTF-8 bytes occur in `text`'s, within the byte offsets `range` (the whole text if nil).
    static func contains(_ text: String, _ needle: String, in range: Range<Int>? = nil) -> Bool {
        var text = text
        var needle = needle
        // Native strings are contiguous already; this only copies a bridged or lazily built one.
        text.makeContiguousUTF8()
        needle.makeContiguousUTF8()
        let found = text.utf8.withContiguousStorageIfAvailable { hay -> Bool in
            needle.utf8.withContiguousStorageIfAvailable { pin -> Bool in
                let r = (range ?? 0..<hay.count).clamped(to: 0..<hay.count)
                guard !pin.isEmpty else { return true }
                return find(pin, in: hay, from: r.lowerBound, to: r.upperBound) != nil
            } ?? false
        }
        return found ?? false
    }

    /// The offset of the first `pin` in `hay[from..<end]`.
    static func find(
        _ pin: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from: Int, to end: Int
    ) -> Int? {
        let n = pin.count
        guard n > 0, from >= 0, end <= hay.count, end - from >= n, let base = hay.baseAddress,
            let p = pin.baseAddress
        else { return nil }
        let last = end - n
        var i = from
        while i <= last {
            guard let hit = memchr(base + i, Int32(p[0]), last - i + 1) else { return nil }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, p, n) == 0 { return at }
            i = at + 1
        }
        return nil
    }

    /// True when any of `needles` occurs in `text`.
    static func containsAny(_ text: String, _ needles: [String]) -> Bool {
        needles.contains { contains(text, $0) }
    }

    /// The byte offset of the first `name = …` or `name.toggle()` in `text` (`x.name = true`, `name = false`; not
    /// `==`, not a longer identifier, not a `var`/`let` declaration), outside `skipping`.
    static func firstAssignment(of name: String, in text: String, skipping: Range<Int>? = nil) -> Int? {
        assignments(of: name, in: text, skipping: skipping, limit: 1).first
    }

    /// The byte offsets of every `name = …` or `name.toggle()` (with `mutations`, also `name += …`,
    /// `name.append(…)`, `name.insert(…)`), as `firstAssignment` finds them, at most `limit`.
    static func assignments(
        of name: String, in text: String, skipping: Range<Int>? = nil, mutations: Bool = false, limit: Int = 64
    ) -> [Int] {
        var text = text
        text.makeContiguousUTF8()
        let pin = Array(name.utf8)
        guard !pin.isEmpty else { return [] }
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        return text.utf8.withContiguousStorageIfAvailable { hay -> [Int] in
            var out: [Int] = []
            var from = 0
            while from + pin.count <= hay.count, out.count < limit {
                guard let at = pin.withUnsafeBufferPointer({ find($0, in: hay, from: from, to: hay.count) }) else {
                    break
                }
                from = at + 1
                if at > 0, isWord(hay[at - 1]) { continue }
                var j = at + pin.count
                if j < hay.count, isWord(hay[j]) { continue }
                if let skipping, skipping.contains(at) { continue }
                // `var name = false` in another type declares its own property: not an assignment.
                var k = at - 1
                while k >= 0, hay[k] == 0x20 || hay[k] == 0x09 { k -= 1 }
                if k >= 2, k < at - 1, k < 3 || !isWord(hay[k - 3]) {
                    let word = hay[(k - 2)...k]
                    if word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8) { continue }
                }
                if hay[j...].starts(with: ".toggle(".utf8) {
                    out.append(at)
                    continue
                }
                if mutations, hay[j...].starts(with: ".append(".utf8) || hay[j...].starts(with: ".insert(".utf8) {
                    out.append(at)
                    continue
                }
                while j < hay.count, hay[j] == 0x20 || hay[j] == 0x09 { j += 1 }
                if j + 1 < hay.count, hay[j] == UInt8(ascii: "="), hay[j + 1] != UInt8(ascii: "=") {
                    out.append(at)
                } else if mutations, j + 1 < hay.count, hay[j] == UInt8(ascii: "+"), hay[j + 1] == UInt8(ascii: "=") {
                    out.append(at)
                }
            }
            return out
        } ?? []
    }
}
