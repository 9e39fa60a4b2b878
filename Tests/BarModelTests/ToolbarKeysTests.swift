import Testing
import Basics
@testable import BarModel

private func parse(_ text: String) throws -> Scene {
    let scene = try SpecParser().parse(Array(text.utf8))
    try scene.validate()
    return scene
}

private func specError(_ text: String) -> String? {
    do {
        _ = try parse(text)
        return nil
    } catch let e as SpecError { return e.description } catch { return "\(error)" }
}

/// SwiftUI's toolbar keys: `item.toolbar`, an item's `placement` and `role`.
@Suite struct ToolbarKeysTests {
    @Test func toolbarItemsKeepOrderPlacementAndRole() throws {
        let s = try parse("""
            {"device": "iphone-15", "item": {"toolbar": [
              {"title": "Cancel", "placement": "cancellationAction", "role": "cancel"},
              {"symbol": "trash", "role": "destructive"},
              {"title": "Done", "placement": "confirmationAction", "prominent": true, "badge": "2"},
              {"space": 0, "placement": "topBarTrailing"},
              {"title": "Typing", "placement": "keyboard"}]}}
            """)
        let t = s.item.toolbar
        #expect(t.map(\.placement) == [.cancellationAction, nil, .confirmationAction, .topBarTrailing, .keyboard])
        #expect(t.map(\.role) == [.cancel, .destructive, nil, nil, nil])
        #expect(t[2].prominent && t[2].badge == "2")
        #expect(s.item.left.isEmpty && s.item.right.isEmpty)
    }

    @Test func everyPlacementAndRoleNameParses() throws {
        for p in ToolbarPlacement.allCases {
            let s = try parse(
                #"{"device": "iphone-15", "item": {"toolbar": [{"title": "A", "placement": "\#(p.rawValue)"}]}}"#)
            #expect(s.item.toolbar[0].placement == p)
        }
        for r in ItemRole.allCases {
            let s = try parse(
                #"{"device": "iphone-15", "item": {"right": [{"title": "A", "role": "\#(r.rawValue)"}]}}"#)
            #expect(s.item.right[0].role == r)
        }
        #expect(
            !ToolbarPlacement.keyboard.isDrawn && !ToolbarPlacement.status.isDrawn && ToolbarPlacement.principal.isDrawn
        )
    }

    @Test func badValuesNameTheirPath() {
        let badPlacement = specError(
            #"{"device": "iphone-15", "item": {"toolbar": [{"title": "A"}, {"title": "B", "placement": "trailing"}]}}"#)
        #expect(badPlacement?.hasPrefix("item.toolbar[1].placement: ") == true, "\(badPlacement ?? "")")
        #expect(badPlacement?.contains("confirmationAction") == true, "lists the placements")
        let badRole = specError(#"{"device": "iphone-15", "item": {"toolbar": [{"title": "A", "role": "ok"}]}}"#)
        #expect(badRole?.hasPrefix("item.toolbar[0].role: ") == true, "\(badRole ?? "")")
        let placedElsewhere = specError(
            #"{"device": "iphone-15", "item": {"right": [{"title": "A", "placement": "principal"}]}}"#)
        #expect(
            placedElsewhere?.hasPrefix("item.right[0].placement: a placement is read only in item.toolbar") == true,
            "\(placedElsewhere ?? "")")
        let bottom = specError(#"{"device": "iphone-15", "toolbarItems": [{"title": "A", "placement": "bottomBar"}]}"#)
        #expect(bottom?.hasPrefix("toolbarItems[0].placement: ") == true, "\(bottom ?? "")")
        let both = specError(
            #"{"device": "iphone-15", "item": {"left": [{"title": "A"}], "toolbar": [{"title": "B"}]}}"#)
        #expect(
            both
                == """
                    item.toolbar: give toolbar (SwiftUI's items, each with its placement) or left/right (UIKit's\
                     groups), not both
                    """
        )
        let wrongType = specError(#"{"device": "iphone-15", "item": {"toolbar": {"title": "A"}}}"#)
        #expect(wrongType?.hasPrefix("item.toolbar: ") == true, "\(wrongType ?? "")")
    }

    @Test func aSceneBuiltInSwiftGetsTheSameChecks() {
        var scene = Scene(screen: DeviceScreen(preset: DevicePreset.all[0], orientation: .portrait, scale: nil))
        var placed = BarItem(.title("A"))
        placed.placement = .primaryAction
        scene.item.right = [placed]
        #expect(throws: SpecError.self) { try scene.validate() }
        scene.item.right = [BarItem(.title("B"))]
        scene.item.toolbar = [placed]
        #expect(throws: SpecError.self) { try scene.validate() }
        scene.item.right = []
        #expect(throws: Never.self) { try scene.validate() }
    }

    @Test func theSchemaListsTheKeys() {
        let item = SpecSchema.item.keys
        #expect(item.contains("placement") && item.contains("role"))
        #expect(SpecSchema.navigationItem.keys.contains("toolbar"))
        #expect(SpecSchema.markdown.contains("`secondaryAction`"))
    }
}
