import Basics
import SnapshotSuite

/// Asset catalogs (`.xcassets`): image sets (PNGs at @1x/@2x/@3x, the template rendering intent) and colour sets
/// (a light and a dark value). Vector images are notes ("vector asset: supply a PNG").
struct AssetCatalog: Sendable {
    struct Image: Sendable, Hashable {
        /// The PNG to draw (absolute path), its name carrying its scale (`icon@3x.png`) or 1x.
        var path: String
        var template: Bool
    }
    struct ColorSet: Sendable, Hashable {
        var light: Color
        var dark: Color
    }
    var images: [String: Image] = [:]
    var colors: [String: ColorSet] = [:]
    /// Names of vector-only image sets, with their file (for notes where they are used).
    var vectors: [String: String] = [:]

    static let maxSets = 20_000
    /// Confines what the catalog's files are read from (set by the scan).
    var pathGuard = PathGuard(directory: ".", allowOutside: false)

    mutating func read(catalog: String, display: String, notes: inout [ScanNote]) {
        let found = Self.sets(in: catalog, display: display)
        for set in found.sets {
            switch set.kind {
            case .image: readImage(set.path, name: set.name, display: set.display, notes: &notes)
            case .color: readColor(set.path, name: set.name, display: set.display, notes: &notes)
            }
        }
        if found.overflow {
            notes.append(
                ScanNote(
                    file: display, field: "assets", reason: "more than \(Self.maxSets) entries: the rest are not read"))
        }
    }

    /// An image or colour set found in a catalog.
    struct SetFolder: Sendable {
        enum Kind: Sendable { case image, color }
        var kind: Kind
        var path: String
        var name: String
        var display: String
    }

    /// The sets of a catalog in the order they are read (what `read` reads, and what the scan cache's key hashes),
    /// and whether the entry budget ran out.
    static func sets(in catalog: String, display: String) -> (sets: [SetFolder], overflow: Bool) {
        var budget = maxSets
        var out: [SetFolder] = []
        walk(catalog, display: display, depth: 0, budget: &budget, into: &out)
        return (out, budget < 0)
    }

    private static func walk(_ dir: String, display: String, depth: Int, budget: inout Int,
                             into out: inout [SetFolder]) {
        guard depth < 12, let names = try? FileIO.listDirectory(dir) else { return }
        budget -= names.count
        for name in names where !name.hasPrefix(".") {
            guard budget >= 0 else { return }
            let path = Glob.join(dir, name)
            guard FileIO.isDirectory(path), !FileIO.isSymbolicLink(path) else { continue }
            let shown = display + "/" + name
            if name.hasSuffix(".imageset") {
                out.append(SetFolder(kind: .image, path: path, name: String(name.dropLast(9)), display: shown))
            } else if name.hasSuffix(".colorset") {
                out.append(SetFolder(kind: .color, path: path, name: String(name.dropLast(9)), display: shown))
            } else if !name.contains(".") || name.hasSuffix(".imagestack") == false {
                walk(path, display: shown, depth: depth + 1, budget: &budget, into: &out)
            }
        }
    }

    private func contents(_ dir: String, display: String, notes: inout [ScanNote]) -> JSON? {
        let path = Glob.join(dir, "Contents.json")
        let shown = display + "/Contents.json"
        guard let bytes = ScanFiles.read(path, display: shown, guard: pathGuard, notes: &notes) else {
            return nil
        }
        do { return try JSON.parse(bytes) } catch {
            notes.append(ScanNote(file: display + "/Contents.json", field: "file", reason: "not valid JSON (\(error))"))
            return nil
        }
    }

    private mutating func readImage(_ dir: String, name: String, display: String, notes: inout [ScanNote]) {
        guard let json = contents(dir, display: display, notes: &notes) else { return }
        let template: Bool
        if case let .string(intent)? = json["properties"]?["template-rendering-intent"] {
            template = intent == "template"
        } else {
            template = false
        }
        guard case let .array(entries)? = json["images"] else { return }
        var candidates: [(rank: Int, file: String)] = []
        var vector: String?
        for entry in entries {
            guard case let .string(file)? = entry["filename"] else { continue }
            let lower = file.lowercased()
            if lower.hasSuffix(".pdf") || lower.hasSuffix(".svg") {
                vector = file
                continue
            }
            guard lower.hasSuffix(".png"), !file.contains("/") else { continue }
            let stem = String(file.dropLast(4))
            // The spec's image loader reads the scale from the name: prefer files that carry it.
            let rank =
                stem.hasSuffix("@3x")
                ? 3 : stem.hasSuffix("@2x") ? 2 : (entry["scale"] == .string("1x") || entry["scale"] == nil) ? 1 : 0
            candidates.append((rank, file))
        }
        // The highest-ranked file that is there: a set can list a file its folder lacks (Xcode only warns).
        let ranked = candidates.enumerated().sorted { ($0.element.rank, -$0.offset) > ($1.element.rank, -$1.offset) }
        let present = ranked.first { !FileIO.isMissing(Glob.join(dir, $0.element.file)) }?.element
        if present == nil, let first = ranked.first?.element {
            notes.append(ScanNote(file: display + "/" + first.file, field: "image",
                                  reason: "listed in Contents.json but not in the set's folder"))
        }
        if let (_, file) = present {
            // The PNG is confined like every file the scan reads: one that is a link (to a key, a photo) is a note.
            do { _ = try pathGuard.confine(Glob.join(dir, file)) } catch let e as FileError {
                notes.append(ScanNote(file: display + "/" + file, field: "image", reason: "not read: \(e.reason)"))
                return
            } catch { return }
            images[name] = Image(path: Glob.join(dir, file), template: template)
        } else if let vector {
            vectors[name] = display + "/" + vector
        }
    }

    private mutating func readColor(_ dir: String, name: String, display: String, notes: inout [ScanNote]) {
        guard let json = contents(dir, display: display, notes: &notes), case let .array(entries)? = json["colors"]
        else { return }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let c = Self.color(entry["color"]) else { continue }
            var isDark = false, isOther = false
            if case let .array(apps)? = entry["appearances"] {
                for a in apps {
                    if a["appearance"] == .string("luminosity") {
                        if a["value"] == .string("dark") { isDark = true } else { isOther = true }
                    } else { isOther = true }
                }
            }
            if isDark { dark = dark ?? c } else if !isOther { light = light ?? c }
        }
        guard let l = light ?? dark else {
            notes.append(ScanNote(file: display, field: "color", reason: "no colour value this scan can read"))
            return
        }
        colors[name] = ColorSet(light: l, dark: dark ?? l)
    }

    /// `{"components": {"red": "0.5" | "128" | "0x80", …, "alpha": "1.000"}}`; `{"platform": "ios", "reference":
    /// "systemBlueColor"}` maps to UIKit's colour.
    static func color(_ json: JSON?) -> Color? {
        guard let json else { return nil }
        if case let .string(ref)? = json["reference"] {
            let name = ref.hasSuffix("Color") ? String(ref.dropLast(5)) : ref
            return UIKitColors.named(name)?.light
        }
        guard let comps = json["components"] else { return nil }
        // A component is a finite number in 0…1 (or 0…255) once read: "nan", "inf" and "1e999" are not colours.
        func component(_ key: String) -> Double? {
            guard let d = rawComponent(key), d.isFinite, d >= 0, d <= 1 else { return nil }
            return d
        }
        func rawComponent(_ key: String) -> Double? {
            switch comps[key] {
            case let .number(d)?: return d > 1 ? d / 255 : d
            case let .string(s)?:
                if s.hasPrefix("0x") || s.hasPrefix("0X") {
                    return UInt8(s.dropFirst(2), radix: 16).map { Double($0) / 255 }
                }
                guard let d = Double(s) else { return nil }
                return s.contains(".") ? d : (d > 1 ? d / 255 : d)
            default: return nil
            }
        }
        if let w = component("white") { return Color(red: w, green: w, blue: w, alpha: component("alpha") ?? 1) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return Color(red: r, green: g, blue: b, alpha: component("alpha") ?? 1)
    }
}
