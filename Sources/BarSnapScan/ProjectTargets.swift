import Basics

/// The targets of an Xcode project's `project.pbxproj` that do not build for iOS (watchOS, macOS, tvOS, visionOS:
/// every build configuration's `SDKROOT` or `SUPPORTED_PLATFORMS` names another platform and none names iphoneos),
/// as the folders they build from: a top-level folder named like the target, and the folders of its synchronized
/// groups (`fileSystemSynchronizedGroups`). Read from the file only; an object it cannot read is ignored.
enum ProjectTargets {
    /// A pbxproj object: its `isa` and body text.
    struct Object {
        var isa = ""
        var body = ""
    }

    /// (target name, folders) of each target that builds for no iOS platform.
    static func nonIOS(pbxproj text: String) -> [(target: String, folders: Set<String>)] {
        let objects = parse(text)
        var out: [(String, Set<String>)] = []
        for (_, target) in objects.sorted(by: { $0.key < $1.key }) where target.isa == "PBXNativeTarget" {
            let name = value("name", in: target.body) ?? ""
            guard !name.isEmpty, let list = value("buildConfigurationList", in: target.body).flatMap({ objects[$0] })
            else { continue }
            var platforms = Set<String>()
            for id in ids("buildConfigurations", in: list.body) {
                guard let config = objects[id] else { continue }
                if let sdk = value("SDKROOT", in: config.body) { platforms.insert(sdk) }
                if let supported = value("SUPPORTED_PLATFORMS", in: config.body) {
                    platforms.formUnion(supported.split(separator: " ").map(String.init))
                }
            }
            let ios = platforms.contains { $0.hasPrefix("iphone") }
            guard !platforms.isEmpty, !ios else { continue }
            var folders: Set<String> = [name]
            for id in ids("fileSystemSynchronizedGroups", in: target.body) {
                if let path = objects[id].flatMap({ value("path", in: $0.body) }),
                   let first = path.split(separator: "/").first {
                    folders.insert(String(first))
                }
            }
            out.append((name, folders))
        }
        return out
    }

    /// The objects by id: a line `ID /* … */ = {` (or `ID = {`) starts one, the matching `};` ends it.
    static func parse(_ text: String) -> [String: Object] {
        var objects: [String: Object] = [:]
        var current: (id: String, depth: Int, lines: [Substring])?
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if current == nil {
                guard let first = trimmed.split(separator: " ").first, first.count >= 8,
                      first.allSatisfy({ $0.isHexDigit }), trimmed.contains("= {")
                else { continue }
                current = (String(first), 0, [])
            }
            current?.lines.append(trimmed)
            current?.depth += trimmed.filter { $0 == "{" }.count - trimmed.filter { $0 == "}" }.count
            if let done = current, done.depth <= 0 {
                let body = done.lines.joined(separator: "\n")
                objects[done.id] = Object(isa: value("isa", in: body) ?? "", body: body)
                current = nil
            }
            if objects.count > 200_000 { break }
        }
        return objects
    }

    /// The value of `key = value;` in a body (quotes removed), the first one.
    static func value(_ key: String, in body: String) -> String? {
        for separator in ["\n", "{", ";"] {
            guard let range = body.firstRange(of: separator + key + " = ") ?? body.firstRange(of: "\t" + key + " = ")
                ?? body.firstRange(of: " " + key + " = ")
            else { continue }
            var raw = body[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
            if let comment = raw.firstRange(of: " /*") { raw = raw[..<comment.lowerBound] }
            if raw.hasPrefix("\""), raw.hasSuffix("\""), raw.count >= 2 { raw = raw.dropFirst().dropLast() }
            return String(raw)
        }
        return nil
    }

    /// The ids of `key = ( ID /* … */, … );`.
    static func ids(_ key: String, in body: String) -> [String] {
        guard let range = body.firstRange(of: key + " = (") else { return [] }
        let list = body[range.upperBound...].prefix { $0 != ")" }
        return list.split(whereSeparator: { $0 == "," || $0 == "\n" }).compactMap { entry in
            let id = entry.drop { $0 == " " || $0 == "\t" }.prefix { $0.isHexDigit }
            return id.count >= 8 ? String(id) : nil
        }
    }
}
