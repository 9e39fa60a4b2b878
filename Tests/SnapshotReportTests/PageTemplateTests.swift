import Basics
import Testing
@testable import SnapshotReport

/// The report page's files (compiled into the library) and its one templating step.
@Suite struct PageTemplateTests {
    typealias V = PageTemplate.Value

    func render(_ text: String, _ values: [String: V], files: [String: [UInt8]] = [:]) throws -> String {
        try PageTemplate(text, name: "t.html", files: files).render(values)
    }

    /// Every file of Page/ is in the library, report.html names each one, and the page it makes inlines them all.
    @Test func thePageFilesAreLoadedAndInlined() throws {
        #expect(ReportPage.files.count == 7)
        let template = String(decoding: PackageResources.report_html, as: UTF8.self)
        #expect(template.hasPrefix("<!DOCTYPE html>"))
        for (name, bytes) in ReportPage.files {
            #expect(bytes.count > 1_000, "\(name)")
            #expect(template.contains("{{> \(name)}}"), "\(name)")
        }
        let html = try ReportHTML(items: [], groups: [], summary: nil, notes: [], sources: [], reportDirectory: "r")
            .render()
        // one part of each file, so a file dropped from the page or the package fails here
        for part in [
            ".filterbar{", "var data = JSON.parse", "function LazyGrid", "function openCase", "function natural(role)",
            "function writeHash()", "document.addEventListener('keydown'"
        ] {
            #expect(html.components(separatedBy: part).count == 2, "\(part)")
        }
        #expect(!html.contains("{{")) // every tag filled (the stylesheet and script have "}}" of their own)
        #expect(html.hasSuffix("})();</script>\n</body></html>\n"))
    }

    /// A text value is always HTML-escaped; JSON is serialized so that it cannot end its script element.
    @Test func valuesAreEscaped() throws {
        let hostile = "</p><script>alert('x')</script> & \"q\""
        let out = try render("<p title=\"{{v}}\">{{v}}</p><script type=\"application/json\">{{j}}</script>",
                             ["v": .text(hostile), "j": .json(.object([("k", .string("</script><!-- \u{2028} &"))]))])
        #expect(out == "<p title=\"&lt;/p&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;\">"
            + "&lt;/p&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</p>"
            + "<script type=\"application/json\">{\"k\":\"\\u003c/script\\u003e\\u003c!-- \\u2028 \\u0026\"}</script>")
    }

    @Test func sectionsRepeatHideAndShadow() throws {
        let t = "{{#items}}[{{name}}:{{outer}}]{{/items}}{{^items}}none{{/items}}{{#on}}+{{/on}}{{#off}}-{{/off}}"
        let two = try render(
            t,
            [
                "items": .list([["name": .text("a")], ["name": .text("<b>"), "outer": .text("in")]]),
                "outer": .text("out"), "on": .flag(true), "off": .flag(false)
            ])
        #expect(two == "[a:out][&lt;b&gt;:in]+")
        #expect(
            try render(t, ["items": .list([]), "outer": .text(""), "on": .flag(false), "off": .flag(false)]) == "none")
        // a file is not a template
        #expect(try render("a{{> f.css}}b", [:], files: ["f.css": Array("{{x}}<i>".utf8)]) == "a{{x}}<i>b")
    }

    /// A broken template or a missing value is a thrown error naming the tag, never a trap or a half-filled page.
    @Test func mistakesAreErrors() throws {
        let cases: [(String, [String: V], String)] = [
            ("{{a}}", [:], "no value for {{a}}"),
            ("{{#a}}x", ["a": .flag(true)], "{{#a}} is never closed"),
            ("x{{/a}}", [:], "{{/a}} closes no open section"),
            ("{{#a}}{{/b}}", [:], "{{/b}} closes no open section"),
            ("{{a", [:], "a {{ without }}"),
            ("{{> nope.js}}", [:], "{{> nope.js}} names no file"),
            ("{{a}}", ["a": .list([])], "{{a}} is a list"),
            ("{{#a}}{{/a}}", ["a": .text("x")], "{{#a}} is a value"),
        ]
        for (text, values, message) in cases {
            let error = try #require(throws: ReportError.self) { try render(text, values) }
            #expect(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    /// Everything the page shows outside the data block — notes, sources, passed ids, the shard — is escaped.
    @Test func hostileTextOutsideTheDataIsEscaped() throws {
        let evil = "<img src=x onerror=alert(1)>"
        let summary = RunSummary(cases: [.init(id: "a/" + evil, status: "passed")], shard: evil, filter: nil)
        let html = try ReportHTML(items: [], groups: [], summary: summary, notes: [evil], sources: ["/tmp/" + evil],
                                  reportDirectory: evil).render()
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("<li>a/&lt;img src=x onerror=alert(1)&gt;</li>"))
        #expect(html.contains("<li>&lt;img src=x onerror=alert(1)&gt;</li>"))  // the note
        #expect(html.contains("<code>/tmp/&lt;img src=x onerror=alert(1)&gt;</code>"))
        #expect(html.contains(" · shard(s) &lt;img"))
        #expect(html.components(separatedBy: "<script").count == 3)
    }
}
