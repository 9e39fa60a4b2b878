import Testing
import Basics
import Drawing
import BarLayout
import BarModel
import Transitions
@testable import Pipeline

/// UIKit's own push between two UIKit bars (`UIKitPush`): where the parts are at t, which pairs get it.
@Suite struct UIKitPushTests {
    static func scene(_ json: String) throws -> Scene {
        try Pipeline.scene(from: JSON.parse(json), baseDirectory: Package.root)
    }

    static let root =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "barState": "scrolled", "canPop": false, "item":\#
             {"title": "Settings", "right": [{"system": "edit"}]}}
            """#
    static let pushed =
        #"""
            {"device": "iphone-15", "scale": 1, "style": "uikit", "previousTitle": "Settings", "item": {"title":\#
             "General", "right": [{"system": "add"}]}}
            """#

    static func push(_ from: String = root, _ to: String = pushed, direction: SlideDirection = .push) throws
        -> UIKitPush
    {
        let a = try scene(from), b = try scene(to)
        return try UIKitPush(
            from: a, to: b, layouts: (try Pipeline.layout(a), try Pipeline.layout(b)),
            direction: direction, interactive: false)
    }

    /// The first text run among `items` whose text is `text`, and the alpha it is drawn with.
    static func run(_ text: String, in items: [DisplayItem], alpha: Double = 1) -> (TextRun, Double)? {
        for item in items {
            switch item {
            case let .text(r) where r.text == text: return (r, alpha)
            case let .group(_, a, inner): if let found = run(text, in: inner, alpha: alpha * a) { return found }
            default: continue
            }
        }
        return nil
    }

    @Test func theTitleMovesIntoTheBackTitle() throws {
        let push = try Self.push()
        let lower = push.source.parts, upper = push.destination.parts
        let title = try #require(lower.title), label = try #require(upper.backLabel)
        // t = 0: the title where the still render has it; the upper back title not drawn yet.
        let (r0, a0) = try #require(Self.run("Settings", in: push.lowerItems(lower, upper: upper, t: 0)))
        #expect(r0.frame == title.frame && a0 == 1)
        #expect(Self.run("Settings", in: push.upperItems(upper, lower: lower, t: 0)) == nil)
        // t = 0.5: half way from the title's leading edge to the back title's, both texts on the same path.
        let (dx, dy) = UIKitPush.toBackLabel(from: title.frame, in: lower, to: label.frame, in: upper)
        #expect(dx < -100, "the back title is far to the left of the centred title")
        let (r5, a5) = try #require(Self.run("Settings", in: push.lowerItems(lower, upper: upper, t: 0.5)))
        #expect(
            abs(r5.frame.minX - (title.frame.minX + dx / 2)) < 1e-9
                && abs(r5.frame.midY - (title.frame.midY + dy / 2)) < 1e-9)
        let (u5, b5) = try #require(Self.run("Settings", in: push.upperItems(upper, lower: lower, t: 0.5)))
        #expect(abs(u5.frame.minX - r5.frame.minX) < 1e-9, "the back title comes along the title's path")
        #expect(a5 > 0 && a5 < 1 && b5 > 0 && b5 < 1)
        // t = 1: the back title at its own frame, the old title gone.
        let (u1, b1) = try #require(Self.run("Settings", in: push.upperItems(upper, lower: lower, t: 1)))
        #expect(u1.frame == label.frame && b1 == 1)
        #expect(Self.run("Settings", in: push.lowerItems(lower, upper: upper, t: 1)) == nil)
        #expect(abs(title.frame.minX + dx - label.frame.minX) < 1e-9, "at t = 1 the edges meet")
    }

    @Test func theNewTitleComesFromTheTrailingEdge() throws {
        let push = try Self.push()
        let lower = push.source.parts, upper = push.destination.parts
        let title = try #require(upper.title)
        let (r, _) = try #require(Self.run("General", in: push.upperItems(upper, lower: lower, t: 0.5)))
        // From its centre on the trailing edge (leading edge at 393 − w/2) toward its place, linearly.
        let start = 393 - title.frame.width / 2
        #expect(abs(r.frame.minX - (start + (title.frame.minX - start) * 0.5)) < 1e-9)
        #expect(
            Self.run("General", in: push.upperItems(upper, lower: lower, t: 0.25)) == nil, "fades in after t = 0.25")
    }

    @Test func aLargeTitleShrinksIntoTheBackTitle() throws {
        let large =
            #"""
                {"device": "iphone-15", "scale": 1, "style": "uikit", "canPop": false, "item": {"title": "Settings",\#
                 "largeTitle": true}}
                """#
        let push = try Self.push(large)
        let lower = push.source.parts, upper = push.destination.parts
        let (r, _) = try #require(Self.run("Settings", in: push.lowerItems(lower, upper: upper, t: 0.5)))
        #expect(r.font.size == (34 + 17) / 2 && r.font.weight == .bold)
        let label = try #require(upper.backLabel)
        let (l, _) = try #require(Self.run("Settings", in: push.upperItems(upper, lower: lower, t: 0.7)))
        #expect(abs(l.frame.minX - label.frame.minX) < 1e-9, "on a push it arrives by t = 0.7")
    }

    @Test func theChevronStaysBetweenTwoBackButtons() throws {
        let about =
            #"""
                {"device": "iphone-15", "scale": 1, "style": "uikit", "previousTitle": "General", "item": {"title":\#
                 "About"}}
                """#
        let push = try Self.push(Self.pushed, about)
        let lower = push.source.parts, upper = push.destination.parts
        #expect(lower.chevron == upper.chevron && !lower.chevron.isEmpty)
        for t in [0.2, 0.5, 0.8] {
            #expect(push.upperItems(upper, lower: lower, t: t).prefix(1) == upper.chevron[...].prefix(1),
                    "drawn at full opacity at t = \(t)")
        }
        // From a root screen it grows in from the trailing side.
        let fromRoot = try Self.push()
        #expect(
            fromRoot.upperChevron(fromRoot.destination.parts, lower: fromRoot.source.parts, t: 0.3).isEmpty,
            "not before t = 0.4")
    }

    @Test func framesAreDeterministicAndEndOnTheScreens() throws {
        let r = try TransitionRenderer(from: try Self.scene(Self.root), to: try Self.scene(Self.pushed))
        let a = try r.frame(progress: 0.4), b = try r.frame(progress: 0.4)
        #expect(a == b)
        #expect(a != (try r.frame(kind: .slide, progress: 0.6)))
    }

    @Test func onlyTwoUIKitBarsGetIt() throws {
        func animates(_ a: String, _ b: String, _ kind: TransitionKind) throws -> Bool {
            try TransitionRenderer(from: try Self.scene(a), to: try Self.scene(b)).animatesUIKitBar(kind)
        }
        let custom = #"{"device": "iphone-15", "scale": 1, "item": {"title": "Kitchen"}}"#
        let ios26 = #"{"device": "iphone-15", "scale": 1, "style": "uikit", "ios": 26, "item": {"title": "Glass"}}"#
        let hidden = #"{"device": "iphone-15", "scale": 1, "style": "uikit", "barHidden": true}"#
        #expect(try animates(Self.root, Self.pushed, .slide) && (try animates(Self.pushed, Self.root, .interactive)))
        #expect(try !animates(Self.root, Self.pushed, .fade) && !(try animates(Self.root, Self.pushed, .none)))
        #expect(try !animates(custom, custom, .slide) && !(try animates(Self.root, custom, .slide)))
        #expect(try !animates(Self.root, ios26, .slide) && !(try animates(ios26, ios26, .slide)))
        #expect(try !animates(Self.root, hidden, .slide))
    }
}
