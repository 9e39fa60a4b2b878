import Foundation
import Testing

/// Every relative link of the README, the CHANGELOG and the DocC articles reaches a file that exists, and every
/// anchor a heading of that file: Markdown links (`[text](path#anchor)`, GitHub's heading slugs) and DocC's
/// `<doc:Article#Heading>` links (DocC's heading anchors).
struct DocumentationLinkTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()
    static let catalog = "Sources/BarSnap/BarSnap.docc"

    static func documents() throws -> [String] {
        let articles = try FileManager.default.contentsOfDirectory(atPath: root.path + "/" + catalog)
            .filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        return ["README.md", "CHANGELOG.md"] + articles
    }

    static func text(_ relative: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The headings of a Markdown file, outside fenced code blocks.
    static func headings(_ text: String) -> [String] {
        var inFence = false
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            result.append(title.trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    static func githubSlug(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// DocC's anchor for a heading: case kept, punctuation dropped, spaces to hyphens.
    static func doccSlug(_ heading: String) -> String {
        let kept = heading.unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// `[text](target)` targets that are not web addresses, outside fenced code blocks.
    static func markdownTargets(_ text: String) -> [String] {
        var inFence = false
        var targets: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            var rest = Substring(line)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                if !target.contains("://"), !target.hasPrefix("mailto:"), !target.contains(" ") {
                    targets.append(target)
                }
                rest = after[close...]
            }
        }
        return targets
    }

    static func doccTargets(_ text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "<doc:") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ">") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        return targets
    }

    @Test func everyRelativeMarkdownLinkResolves() throws {
        var broken: [String] = []
        var checked = 0
        for document in try Self.documents() {
            guard let text = Self.text(document) else { continue }
            let folder = (document as NSString).deletingLastPathComponent
            for target in Self.markdownTargets(text) {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file = path.isEmpty ? document : (folder.isEmpty ? path : folder + "/" + path)
                let resolved = (file as NSString).standardizingPath
                guard FileManager.default.fileExists(atPath: Self.root.path + "/" + resolved) else {
                    broken.append("\(document): \(target) (no file \(resolved))")
                    continue
                }
                guard parts.count == 2, resolved.hasSuffix(".md"), let linked = Self.text(resolved) else { continue }
                let anchors = Set(Self.headings(linked).map(Self.githubSlug))
                if !anchors.contains(String(parts[1])) {
                    broken.append("\(document): \(target) (no heading #\(parts[1]) in \(resolved))")
                }
            }
        }
        #expect(checked > 20, "the README and the articles link to each other")
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func everyDocCLinkResolves() throws {
        var broken: [String] = []
        var checked = 0
        for document in try Self.documents() {
            guard let text = Self.text(document) else { continue }
            for target in Self.doccTargets(text) {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let article = Self.catalog + "/" + parts[0] + ".md"
                guard let linked = Self.text(article) else {
                    broken.append("\(document): <doc:\(target)> (no article \(article))")
                    continue
                }
                guard parts.count == 2 else { continue }
                if !Set(Self.headings(linked).map(Self.doccSlug)).contains(String(parts[1])) {
                    broken.append("\(document): <doc:\(target)> (no heading \(parts[1]))")
                }
            }
        }
        #expect(checked > 20, "the articles link to each other")
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }
}
