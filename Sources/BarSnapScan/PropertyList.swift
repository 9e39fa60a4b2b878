import Basics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A property list as string tables use it: strings, dictionaries (keys in file order), arrays; numbers, dates,
/// data and booleans are kept only as `other`. Read from XML (`<plist>`) or binary (`bplist00`) files, bounded in
/// objects and depth, so a hostile table cannot hang or exhaust a scan.
indirect enum PropertyList: Equatable, Sendable {
    case string(String)
    case dictionary([(String, PropertyList)])
    case array([PropertyList])
    case other

    static func == (a: PropertyList, b: PropertyList) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.dictionary(x), .dictionary(y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        case (.other, .other): true
        default: false
        }
    }

    subscript(_ key: String) -> PropertyList? {
        guard case let .dictionary(pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    var string: String? {
        if case let .string(s) = self { return s }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    static let maxObjects = 1_000_000
    static let maxDepth = 32

    /// Reads XML or binary property list bytes.
    static func read(_ bytes: [UInt8]) throws -> PropertyList {
        if bytes.starts(with: Array("bplist00".utf8)) {
            var reader = try BinaryReader(bytes)
            return try reader.top()
        }
        return try xml(bytes)
    }

    /// True when the bytes look like a property list rather than old-style `.strings` text.
    static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        let head = bytes.prefix(512).filter { $0 != 0 }
        let text = String(
            decoding: head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : Array(head), as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" || $0 == "\u{FFFD}" }
        return trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<!DOCTYPE plist") || trimmed.hasPrefix("<plist")
    }

    // MARK: - XML

    final class XMLBuilder: NSObject, XMLParserDelegate {
        /// Open containers: (tag, collected values, pending key for dictionaries).
        var stack: [(tag: String, values: [PropertyList], keys: [String])] = [("#root", [], [])]
        var text = ""
        var count = 0
        var failure: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            count += 1
            guard count <= PropertyList.maxObjects, stack.count <= PropertyList.maxDepth + 2 else {
                failure = "more than \(PropertyList.maxObjects) objects or \(PropertyList.maxDepth) levels"
                parser.abortParsing()
                return
            }
            text = ""
            stack.append((name, [], []))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text.utf8.count < 1 << 20 { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard stack.count > 1 else { return }
            let top = stack.removeLast()
            let value: PropertyList?
            switch name {
            case "key":
                stack[stack.count - 1].keys.append(text)
                value = nil
            case "string": value = .string(text)
            case "dict":
                var pairs: [(String, PropertyList)] = []
                for (k, v) in zip(top.keys, top.values) { pairs.append((k, v)) }
                value = .dictionary(pairs)
            case "array": value = .array(top.values)
            case "plist": value = top.values.first
            default: value = .other
            }
            if let value { stack[stack.count - 1].values.append(value) }
            text = ""
        }
    }

    static func xml(_ bytes: [UInt8]) throws -> PropertyList {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let builder = XMLBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if let f = builder.failure { throw Failure("a property list with \(f)") }
        guard ok else {
            throw Failure(
                """
                    not a valid XML property list (line \(parser.lineNumber):\
                     \(parser.parserError.map { "\($0)" } ?? "?"))
                    """
            )
        }
        guard let top = builder.stack.first?.values.first else { throw Failure("an XML property list without a value") }
        return top
    }

    // MARK: - Binary

    /// `bplist00`: objects addressed through an offset table given in a 32-byte trailer.
    struct BinaryReader {
        let b: [UInt8]
        let offsetSize: Int
        let refSize: Int
        let objectCount: Int
        let topObject: Int
        let tableOffset: Int
        var visited = 0

        init(_ bytes: [UInt8]) throws {
            b = bytes
            guard b.count >= 40 else { throw Failure("a binary property list shorter than its trailer") }
            let t = b.count - 32
            offsetSize = Int(b[t + 6])
            refSize = Int(b[t + 7])
            func u64(_ at: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[at + $1]) } }
            let count = u64(t + 8), top = u64(t + 16), table = u64(t + 24)
            guard (1...8).contains(offsetSize), (1...8).contains(refSize), count > 0,
                count <= UInt64(PropertyList.maxObjects),
                top < count, table >= 8, table < UInt64(t),
                table + count * UInt64(offsetSize) <= UInt64(t)
            else {
                throw Failure("a binary property list with a damaged trailer")
            }
            objectCount = Int(count)
            topObject = Int(top)
            tableOffset = Int(table)
        }

        func int(_ at: Int, _ size: Int) throws -> Int {
            guard at >= 0, size <= 8, at + size <= b.count else {
                throw Failure("a binary property list reads past its end")
            }
            var v: UInt64 = 0
            for i in 0..<size { v = v << 8 | UInt64(b[at + i]) }
            guard v <= UInt64(Int.max) else { throw Failure("a binary property list with an out-of-range number") }
            return Int(v)
        }

        mutating func top() throws -> PropertyList { try object(topObject, depth: 0) }

        mutating func object(_ ref: Int, depth: Int) throws -> PropertyList {
            guard depth <= PropertyList.maxDepth else {
                throw Failure("a binary property list nested deeper than \(PropertyList.maxDepth)")
            }
            guard ref >= 0, ref < objectCount else {
                throw Failure("a binary property list refers to a missing object")
            }
            visited += 1
            guard visited <= PropertyList.maxObjects else {
                throw Failure("a binary property list with too many objects")
            }
            let at = try int(tableOffset + ref * offsetSize, offsetSize)
            guard at >= 8, at < tableOffset else { throw Failure("a binary property list object outside its data") }
            let marker = b[at]
            let kind = marker >> 4
            var length = Int(marker & 0x0F)
            var start = at + 1
            if length == 0x0F, [0x5, 0x6, 0xA, 0xD].contains(kind) {
                guard start < b.count, b[start] >> 4 == 0x1 else {
                    throw Failure("a binary property list with a damaged length")
                }
                let size = 1 << Int(b[start] & 0x0F)
                length = try int(start + 1, size)
                start += 1 + size
            }
            switch kind {
            case 0x5:
                guard length <= tableOffset, start + length <= tableOffset else {
                    throw Failure("a binary property list string past its data")
                }
                return .string(String(decoding: b[start..<start + length], as: UTF8.self))
            case 0x6:
                guard length <= tableOffset, start + 2 * length <= tableOffset else {
                    throw Failure("a binary property list string past its data")
                }
                var units: [UInt16] = []
                units.reserveCapacity(length)
                for i in 0..<length { units.append(UInt16(b[start + 2 * i]) << 8 | UInt16(b[start + 2 * i + 1])) }
                return .string(String(decoding: units, as: UTF16.self))
            case 0xA:
                guard length <= objectCount, start + length * refSize <= tableOffset else {
                    throw Failure("a binary property list array past its data")
                }
                var out: [PropertyList] = []
                for i in 0..<length { out.append(try object(try int(start + i * refSize, refSize), depth: depth + 1)) }
                return .array(out)
            case 0xD:
                guard length <= objectCount, start + 2 * length * refSize <= tableOffset else {
                    throw Failure("a binary property list dictionary past its data")
                }
                var pairs: [(String, PropertyList)] = []
                for i in 0..<length {
                    let k = try object(try int(start + i * refSize, refSize), depth: depth + 1)
                    let v = try object(try int(start + (length + i) * refSize, refSize), depth: depth + 1)
                    guard case let .string(key) = k else { continue }
                    pairs.append((key, v))
                }
                return .dictionary(pairs)
            default: return .other
            }
        }
    }
}
