/// The words UIKit itself puts in a bar — the back button's "Back" and the text system items (`done`, `cancel`,
/// `edit`, `save`, `undo`, `redo`) — in the languages iOS ships: the words, checked against public sources (see
/// `table`), not Apple's files. A spec opts in with `"systemWords": "<language>"` (a scan always does); without it
/// system items say the English word.
public enum UIKitWords {
    /// One language's words: the back button's and the text system items'.
    public struct Words: Sendable, Equatable {
        public var back, done, cancel, edit, save: String
        /// The word of the undo item (a text item in UIKit's bar, as `done` is).
        public var undo: String
        /// The word of the redo item.
        public var redo: String

        /// A system item's word, nil for an item drawn as a symbol.
        public func word(_ item: SystemItem) -> String? {
            switch item {
            case .done: done
            case .cancel: cancel
            case .edit: edit
            case .save: save
            default: nil
            }
        }
    }

    private static func w(_ back: String, _ done: String, _ cancel: String, _ edit: String, _ save: String,
                          _ undo: String, _ redo: String) -> Words {
        Words(back: back, done: done, cancel: cancel, edit: edit, save: save, undo: undo, redo: redo)
    }

    /// Language (BCP 47, as an app's `.lproj` names it) → words: back, done, cancel, edit, save, undo, redo.
    // Source: KeyboardKit 9.0.3's localisations (Apple's glossaries, checked on iOS); cancel/undo/redo also YYText's
    // copy of UIKit's undo alert. Per language, and the words still estimated: the SystemWords article.
    public static let table: [String: Words] = [
        "ar": w("رجوع", "تم", "إلغاء", "تحرير", "حفظ", "تراجع", "إعادة"),
        "ca": w("Enrere", "Fet", "Cancel·lar", "Editar", "Desar", "Desfer", "Refer"),
        "cs": w("Zpět", "Hotovo", "Zrušit", "Upravit", "Uložit", "Odvolat akci", "Opakovat akci"),
        "da": w("Tilbage", "OK", "Annuller", "Rediger", "Gem", "Fortryd", "Gentag"),
        "de": w("Zurück", "Fertig", "Abbrechen", "Bearbeiten", "Sichern", "Widerrufen", "Wiederholen"),
        "el": w("Πίσω", "Τέλος", "Ακύρωση", "Επεξεργασία", "Αποθήκευση", "Αναίρεση", "Επανάληψη"),
        "en": w("Back", "Done", "Cancel", "Edit", "Save", "Undo", "Redo"),
        "es": w("Atrás", "OK", "Cancelar", "Editar", "Guardar", "Deshacer", "Rehacer"),
        "es-419": w("Atrás", "Listo", "Cancelar", "Editar", "Guardar", "Deshacer", "Rehacer"),
        "fi": w("Edellinen", "Valmis", "Kumoa", "Muokkaa", "Tallenna", "Peru", "Tee sittenkin"),
        "fr": w("Retour", "OK", "Annuler", "Modifier", "Enregistrer", "Annuler", "Rétablir"),
        "he": w("הקודם", "סיום", "ביטול", "עריכה", "שמור", "בטל", "שחזר"),
        "hi": w("वापस", "पूर्ण", "रद्द करें", "संपादित करें", "सहेजें", "पहले जैसा करें", "फिर करें"),
        "hr": w("Natrag", "OK", "Poništi", "Uredi", "Spremi", "Poništi", "Ponovi"),
        "hu": w("Vissza", "Kész", "Mégsem", "Szerkesztés", "Mentés", "Visszavonás", "Ismétlés"),
        "id": w("Kembali", "Selesai", "Batalkan", "Edit", "Simpan", "Urungkan", "Ulangi"),
        "it": w("Indietro", "Fine", "Annulla", "Modifica", "Salva", "Annulla", "Ripristina"),
        "ja": w("戻る", "完了", "キャンセル", "編集", "保存", "取り消す", "やり直す"),
        "ko": w("뒤로", "완료", "취소", "편집", "저장", "실행 취소", "실행 복귀"),
        "ms": w("Balik", "Selesai", "Batal", "Edit", "Simpan", "Buat Asal", "Buat Semula"),
        "nb": w("Tilbake", "Ferdig", "Avbryt", "Rediger", "Arkiver", "Angre", "Utfør likevel"),
        "nl": w("Vorige", "Gereed", "Annuleer", "Wijzig", "Bewaar", "Herstel", "Opnieuw"),
        "pl": w("Wróć", "OK", "Anuluj", "Edycja", "Zachowaj", "Cofnij", "Przywróć"),
        "pt-BR": w("Voltar", "OK", "Cancelar", "Editar", "Salvar", "Desfazer", "Refazer"),
        "pt-PT": w("Anterior", "OK", "Cancelar", "Editar", "Guardar", "Desfazer", "Refazer"),
        "ro": w("Înapoi", "OK", "Anulați", "Editați", "Salvați", "Infirmați", "Reconfirmați"),
        "ru": w("Назад", "Готово", "Отменить", "Править", "Сохранить", "Отменить", "Повторить"),
        "sk": w("Naspäť", "Hotovo", "Zrušiť", "Upraviť", "Uložiť", "Odvolať", "Obnoviť"),
        "sv": w("Tillbaka", "Klar", "Avbryt", "Ändra", "Spara", "Ångra", "Gör om"),
        "th": w("ย้อนกลับ", "เสร็จสิ้น", "ยกเลิก", "แก้ไข", "บันทึก", "เลิกทำ", "ทำกลับมาใหม่"),
        "tr": w("Geri", "Bitti", "Vazgeç", "Düzenle", "Kaydet", "Geri Al", "Yinele"),
        "uk": w("Назад", "Готово", "Скасувати", "Змінити", "Зберегти", "Відмінити", "Повторити"),
        "vi": w("Quay lại", "Xong", "Hủy", "Sửa", "Lưu", "Hoàn tác", "Làm lại"),
        "zh-HK": w("返回", "完成", "取消", "編輯", "儲存", "還原", "重做"),
        "zh-Hans": w("返回", "完成", "取消", "编辑", "存储", "撤销", "重做"),
        "zh-Hant": w("返回", "完成", "取消", "編輯", "儲存", "還原", "重做"),
    ]

    /// The words for a tag: the exact tag, then language and region/script rules (`pt` → `pt-BR`,
    /// `zh-TW` → `zh-Hant`, `de-CH` → `de`, `no`/`nn` → `nb`, `es-MX` → `es`). nil for a language not listed.
    public static func words(for tag: String) -> Words? {
        if let exact = table[tag] { return exact }
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        let rest = parts.dropFirst().map { $0.lowercased() }
        switch language {
        case "zh":
            if rest.contains("hk") || rest.contains("mo") { return table["zh-HK"] }
            return table[rest.contains { ["hant", "tw"].contains($0) } ? "zh-Hant" : "zh-Hans"]
        case "pt": return table[rest.contains("pt") ? "pt-PT" : "pt-BR"]
        case "no", "nn": return table["nb"]
        case "iw": return table["he"]
        case "in": return table["id"]
        default: return table[language]
        }
    }
}

extension Scene {
    /// The script the scene's own text needs faces for, whatever its locale: a Japanese title in an English app
    /// draws with the CJK face (and its real bold). Kana → Japanese, Hangul → Korean, other Han → Simplified
    /// Chinese, Arabic or Hebrew letters → right-to-left faces; else the default.
    public var textScript: FontScript {
        var han = false
        for text in drawnTexts {
            for u in text.unicodeScalars {
                switch u.value {
                case 0x3040...0x30FF, 0x31F0...0x31FF: return .japanese
                case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .korean
                case 0x4E00...0x9FFF, 0x3400...0x4DBF: han = true
                case 0x0590...0x05FF, 0x0600...0x06FF, 0x0750...0x077F, 0xFB1D...0xFDFF, 0xFE70...0xFEFF:
                    if !han { return .rightToLeft }
                default: break
                }
            }
        }
        return han ? .simplifiedChinese : .default
    }

    /// The faces the scene draws with: its locale's script, else (with `"scriptFaces": "text"`) the one its
    /// text needs; without it, text in another script falls back to the pinned faces, as before.
    public var fontScript: FontScript {
        locale.script != .default ? locale.script : (facesFromText ? textScript : .default)
    }

    /// With `"scriptFaces": "text"`, the CJK faces the text's own Japanese, Chinese or Korean runs need when the
    /// scene's faces are another script's (an Arabic-locale scene with a Japanese title, or a right-to-left item
    /// before a Han title): those runs draw with Noto Sans CJK and its real bold, not the regular-only pinned
    /// fallback. nil when the scene's faces already cover them, or in `"locale"` mode.
    package var textCJKScript: FontScript? {
        guard facesFromText else { return nil }
        switch fontScript {
        case .japanese, .simplifiedChinese, .traditionalChinese, .korean: return nil
        case .default, .rightToLeft: break
        }
        var han = false
        for text in drawnTexts {
            for u in text.unicodeScalars {
                switch u.value {
                case 0x3040...0x30FF, 0x31F0...0x31FF: return .japanese
                case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F: return .korean
                case 0x4E00...0x9FFF, 0x3400...0x4DBF: han = true
                default: break
                }
            }
        }
        return han ? .simplifiedChinese : nil
    }
}
