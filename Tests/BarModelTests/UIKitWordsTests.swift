import Testing
@testable import BarModel

/// UIKit's own words as the public sources give them (the SystemWords article lists each language's source).
@Suite struct UIKitWordsTests {
    private func scene(_ tag: String) throws -> Scene {
        try SpecParser().parse(Array(#"{"device": "iphone-15", "systemWords": "\#(tag)"}"#.utf8))
    }

    /// Words the sources corrected: a spec with `systemWords` draws them on the system items.
    @Test func correctedWordsAreDrawn() throws {
        let shown: [(String, String, String)] = [
            ("ru", "Edit", "Править"), ("sv", "Edit", "Ändra"), ("uk", "Edit", "Змінити"), ("ar", "Edit", "تحرير"),
            ("nb", "Save", "Arkiver"), ("he", "Save", "שמור"), ("pl", "Done", "OK"), ("hr", "Done", "OK"),
            ("hr", "Cancel", "Poništi"), ("es-419", "Done", "Listo"), ("es-MX", "Done", "OK"),
        ]
        for (tag, english, word) in shown {
            #expect(try scene(tag).shown(english) == word, "\(tag) \(english)")
        }
    }

    @Test func correctedBackUndoAndRedoWords() throws {
        let back = ["fi": "Edellinen", "he": "הקודם", "ms": "Balik", "nl": "Vorige", "pt-PT": "Anterior",
                    "sk": "Naspäť", "th": "ย้อนกลับ", "pt": "Voltar", "de": "Zurück"]
        for (tag, word) in back { #expect(UIKitWords.words(for: tag)?.back == word, "\(tag)") }
        let undoRedo = ["cs": ("Odvolat akci", "Opakovat akci"), "fi": ("Peru", "Tee sittenkin"),
                        "it": ("Annulla", "Ripristina"), "nb": ("Angre", "Utfør likevel"),
                        "pl": ("Cofnij", "Przywróć"), "sk": ("Odvolať", "Obnoviť"), "he": ("בטל", "שחזר")]
        for (tag, (undo, redo)) in undoRedo {
            let w = try #require(UIKitWords.words(for: tag))
            #expect(w.undo == undo && w.redo == redo, "\(tag): \(w.undo), \(w.redo)")
        }
    }

    /// The back word a `locale` draws agrees with the table wherever both know the language (`fa`, `ur` are only
    /// in `BackWord`; `pt` is Brazil's word, a scan gives Portugal's as `backWord`).
    @Test func backWordAgreesWithTheTable() {
        for locale in BackWord.Locale.allCases where !locale.isPseudo {
            guard let words = UIKitWords.words(for: locale.rawValue) else {
                #expect(["fa", "ur"].contains(locale.rawValue), "\(locale.rawValue) has no UIKit words")
                continue
            }
            #expect(words.back == locale.backWord, "\(locale.rawValue): \(words.back) vs \(locale.backWord)")
        }
    }
}
