// libFuzzer entry point for the scene-spec parser: strict JSON (Basics.JSON) and SpecParser's
// validation with JSON paths. The image loader returns a tiny bitmap so image items are exercised without I/O.
// Also round-trips every JSON document that parses: serialise → parse must give the same value.
import Basics
import BarModel

let parser = SpecParser(baseDirectory: "/nonexistent", loadImage: { path in
    if path.hasSuffix("fail.png") { throw SpecError(path: "", message: "no such image") }
    return Bitmap(width: 2, height: 2, fill: (255, 0, 0, 255))
})

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let json = try? JSON.parse(bytes) {
        let text = json.serialized()
        guard let again = try? JSON.parse(text) else {
            fatalError("serialised JSON does not parse: \(text.prefix(200))")
        }
        if again != json { fatalError("JSON round trip changed the value: \(text.prefix(200))") }
        _ = try? parser.parse(json)
    }
    _ = try? parser.parse(bytes)
    return 0
}
