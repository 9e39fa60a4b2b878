/// The report page's files, `Page/` in this target: `report.html` (the page, a `PageTemplate`), `report.css` and the
/// script's six parts, compiled into the library (`resources: [.embedInCode(…)]` in Package.swift), so the page
/// is there wherever the barsnap binary or a test bundle runs from — nothing is looked up on disk at run time.
/// `index.html` inlines all of them: the report stays one self-contained file.
enum ReportPage {
    /// What `{{> file}}` may name in `report.html`.
    static let files: [String: [UInt8]] = [
        "report.css": PackageResources.report_css,
        // The script's parts, concatenated in this order inside one function by report.html.
        "report.js": PackageResources.report_js,
        "groups.js": PackageResources.groups_js,
        "viewer.js": PackageResources.viewer_js,
        "zoom.js": PackageResources.zoom_js,
        "state.js": PackageResources.state_js,
        "keys.js": PackageResources.keys_js,
    ]

    /// `report.html`, parsed.
    static func template() throws -> PageTemplate {
        try PageTemplate(
            String(decoding: PackageResources.report_html, as: UTF8.self), name: "report.html", files: files)
    }
}
