import Basics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Storyboards and xibs (XML): each view controller scene's navigation item (title, prompt, bar button items),
/// navigation controllers' root relationships and push (`show`) segues. A compiled or binary file is a note.
enum Storyboard {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        /// The line its start tag ends on (XMLParser's position), for annotations.
        var line = 0
        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
        subscript(_ key: String) -> String? { attributes[key] }
        func all(_ name: String) -> [Element] {
            var out: [Element] = []
            var stack = [self]
            while let e = stack.popLast() {
                if e.name == name { out.append(e) }
                stack.append(contentsOf: e.children.reversed())
            }
            return out
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [Element] = [Element(name: "#root", attributes: [:])]
        var count = 0
        var tooBig = false
        static let maxElements = 500_000
        static let maxDepth = 200

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            count += 1
            guard count <= Self.maxElements, stack.count <= Self.maxDepth else {
                tooBig = true
                parser.abortParsing()
                return
            }
            let e = Element(name: name, attributes: attributes)
            e.line = parser.lineNumber
            stack.last?.children.append(e)
            stack.append(e)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if stack.count > 1 { stack.removeLast() }
        }
    }

    /// The view-controller tags of storyboards.
    static let controllerTags: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "hostingController",
    ]

    /// Screens of one storyboard, roots (identifiers of navigation controllers' root screens) and pushes.
    static func read(_ bytes: [UInt8], display: String, notes: inout [ScanNote]) -> [ScannedScreen] {
        if bytes.starts(with: Array("bplist".utf8)) {
            notes.append(
                ScanNote(file: display, field: "file", reason: "a binary (compiled) storyboard: scan the XML source"))
            return []
        }
        let parser = XMLParser(data: Data(bytes))
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if builder.tooBig {
            notes.append(
                ScanNote(
                    file: display, field: "file",
                    reason: "more than \(TreeBuilder.maxElements) elements or \(TreeBuilder.maxDepth) levels: not read")
            )
            return []
        }
        if !ok || builder.stack.count > 1 {
            let unclosed = "unclosed <\(builder.stack.last?.name ?? "")>"
            let problem = ok ? unclosed : parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            notes.append(
                ScanNote(
                    file: display, line: parser.lineNumber, field: "file",
                    reason: "not well-formed XML (\(problem)): not read"
                ))
            return []
        }
        let root = builder.stack[0]
        if let doc = root.children.first(where: { $0.name == "document" }) {
            if doc["launchScreen"] == "YES" { return [] }
            if let type = doc["type"], !type.contains("CocoaTouch") {
                notes.append(
                    ScanNote(file: display, field: "file", reason: "not an iOS storyboard or xib (\(type)): not read"))
                return []
            }
        }
        let storyboardName = String((display.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
        var byID: [String: ScannedScreen] = [:]
        var order: [String] = []
        var rootIDs: Set<String> = []
        var tabIDs: [String] = []
        var embedIDs: [String] = []
        var pushes: [(String, String)] = []
        var presents: [(from: String, to: String, style: String?)] = []
        var barItems: [String: Element] = [:]
        for e in root.all("barButtonItem") { if let id = e["id"] { barItems[id] = e } }
        for tag in controllerTags {
            for vc in root.all(tag) {
                guard let id = vc["id"] else { continue }
                for segue in vc.all("segue") {
                    guard let dest = segue["destination"] else { continue }
                    if segue["relationship"] == "rootViewController" { rootIDs.insert(dest) }
                    else if segue["relationship"] == "viewControllers" { tabIDs.append(dest) }
                    else if segue["kind"] == "embed" { embedIDs.append(dest) }
                    else if ["show", "push"].contains(segue["kind"] ?? "") { pushes.append((id, dest)) }
                    else if ["presentation", "modal"].contains(segue["kind"] ?? "") {
                        presents.append((id, dest, segue["modalPresentationStyle"]))
                    }
                }
                guard tag != "navigationController" && tag != "tabBarController" && tag != "splitViewController" else {
                    continue
                }
                let name = vc["customClass"] ?? vc["storyboardIdentifier"] ?? "\(storyboardName)-\(id)"
                var screen = ScannedScreen(name: name, file: display, line: 0, source: .storyboard)
                screen.storyboardID = id
                screen.modalPresentationStyle = vc["modalPresentationStyle"]
                if let nav = vc.children.first(where: { $0.name == "navigationItem" }) {
                    read(nav, into: &screen, table: storyboardName)
                    let place = SourcePlace(file: display, line: nav.line)
                    for field in ["title", "prompt", "backButtonTitle", "left", "right"] {
                        screen.sources[field] = place
                    }
                } else if let t = vc["title"] {
                    screen.title = [.literal(t)]
                    screen.sources["title"] = SourcePlace(file: display, line: vc.line)
                }
                // Bar button items the class's code holds through outlets (placed by its code, not the scene).
                for c in vc.children where c.name == "connections" {
                    for o in c.children where o.name == "outlet" {
                        guard let prop = o["property"], let id = o["destination"], let e = barItems[id] else {
                            continue
                        }
                        screen.outletItems[prop] = barButton(e, table: storyboardName)
                    }
                }
                // A scene that says nothing about its bar is a screen only if code or a segue makes it one.
                let says = vc.children.contains { $0.name == "navigationItem" } || vc["customClass"] != nil
                    || vc.all("segue").contains { ["show", "push"].contains($0["kind"] ?? "") }
                guard says else { continue }
                byID[id] = screen
                order.append(id)
            }
        }
        // Relationships: a navigation controller's root has no back button; a show segue is a push.
        var navRoots: Set<String> = []
        var rootOf: [String: String] = [:]
        for nav in root.all("navigationController") {
            // A presented navigation controller's style is its own attribute when the segue gives none.
            let navStyle = nav["modalPresentationStyle"]
            for segue in nav.all("segue") where segue["relationship"] == "rootViewController" {
                if let d = segue["destination"], let navID = nav["id"] {
                    navRoots.insert(d)
                    rootOf[navID] = d
                    if let navStyle { byID[d]?.modalPresentationStyle = navStyle }
                }
            }
        }
        for id in navRoots { byID[id]?.isRoot = true }
        // A tab bar controller's tabs (a navigation controller's root, or the screen itself): no back button.
        // A tab that is not a navigation controller has no bar; an embed segue's scene is a child.
        for id in tabIDs {
            guard let target = rootOf[id] else {
                byID[id]?.containedAs = "a tab bar controller's tab outside a navigation controller: no bar, no case"
                continue
            }
            byID[target]?.isRoot = true
            byID[target]?.isTabRoot = true
        }
        for id in embedIDs {
            byID[id]?.containedAs = "embedded in another scene (an embed segue): no bar of its own, no case"
        }
        for (from, to) in pushes { if let dest = byID[to]?.name { byID[from]?.pushes.append(dest) } }
        // A presentation segue to a navigation controller presents its root.
        for (from, to, style) in presents {
            if let dest = byID[rootOf[to] ?? to]?.name {
                byID[from]?.presents.append(
                    ScannedPresentation(target: dest, style: style, inNavigation: rootOf[to] != nil))
            }
        }
        return order.sorted().compactMap { byID[$0] }
    }

    /// The string a `userDefinedRuntimeAttribute` whose key path names localization (`localizableString`,
    /// `localizedKey`, `xibLocKey`) holds on this element.
    static func localizingKey(_ e: Element) -> String? {
        for group in e.children where group.name == "userDefinedRuntimeAttributes" {
            for a in group.children where a.name == "userDefinedRuntimeAttribute" && a["type"] == "string" {
                let path = (a["keyPath"] ?? "").lowercased()
                if path.contains("locali") || path.hasSuffix("lockey"), let v = a["value"], !v.isEmpty { return v }
            }
        }
        return nil
    }

    /// A scene's `<navigationItem>`: title and prompt (looked up in the storyboard's own table by object id), back
    /// title, large-title mode and bar button items.
    static func read(_ nav: Element, into screen: inout ScannedScreen, table: String) {
        let navID = nav["id"] ?? ""
        if let t = nav["title"] { screen.title = [.localized(key: "\(navID).title", table: table, fallback: t)] }
        // A key set through a runtime attribute a localizing library reads (`localizableString`, `localizedKey`,
        // `xibLocKey`): the app's own table's text for it, the storyboard's title as the fallback.
        if let key = localizingKey(nav) {
            screen.title = [.localized(key: key, table: nil, fallback: nav["title"] ?? key)]
        }
        if let p = nav["prompt"] { screen.prompt = [.localized(key: "\(navID).prompt", table: table, fallback: p)] }
        if let b = nav["backButtonTitle"] { screen.backButtonTitle = [.literal(b)] }
        if nav["largeTitleDisplayMode"] != nil { screen.largeTitleMode = nav["largeTitleDisplayMode"] }
        for item in nav.children where item.name == "barButtonItem" {
            let scanned = barButton(item, table: table)
            if item["key"] == "leftBarButtonItem" { screen.left.append(scanned) }
            else if item["key"] == "rightBarButtonItem" { screen.right.append(scanned) }
            else if item["key"] == "backBarButtonItem", let t = item["title"] { screen.backButtonTitle = [.literal(t)] }
        }
        for group in nav.children where group.name == "leftBarButtonItems" || group.name == "rightBarButtonItems" {
            let items = group.children.filter { $0.name == "barButtonItem" }.map { barButton($0, table: table) }
            if group.name.hasPrefix("left") { screen.left += items } else { screen.right += items }
        }
    }

    static func barButton(_ e: Element, table: String) -> ScannedItem {
        if let sys = e["systemItem"] {
            if let known = ValueReader.systemItems[sys] {
                return ScannedItem(content: .system(known), enabled: e["enabled"] != "NO", line: e.line)
            }
            return ScannedItem(content: .unresolved("system item \(sys) has no drawing in BarSnap"))
        }
        var item: ScannedItem
        if let image = e["image"] {
            item = ScannedItem(content: e["catalog"] == "system" ? .sfSymbol(image) : .asset(image))
        } else if let t = e["title"] {
            let key = (e["id"] ?? "") + ".title"
            item = ScannedItem(
                content: .title(.localized(key: key, table: table, fallback: t), done: e["style"] == "done"))
        } else {
            item = ScannedItem(content: .unresolved("an item without a title, image or system item"))
        }
        if e["enabled"] == "NO" { item.enabled = false }
        item.line = e.line
        return item
    }
}
