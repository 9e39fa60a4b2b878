import CFontconfig

/// Access to fontconfig's process-wide default configuration, for tests that prove BarSnap ignores it.
enum FontconfigDefaultConfig {
    /// Reloads the default configuration from the current environment (`FONTCONFIG_FILE`, …).
    static func reinitialize() -> Bool { FcInitReinitialize() != 0 }

    /// The family the default configuration picks for `family` (what an unpinned program would draw with).
    static func matchedFamily(for family: String) -> String? {
        defaultMatch(for: family) { match in
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, "family", 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
    }

    /// The hinting style the default configuration asks for (FC_HINT_STYLE), or nil when unset.
    static func hintStyle(for family: String) -> Int? {
        defaultMatch(for: family) { match in
            var v: Int32 = 0
            guard FcPatternGetInteger(match, "hintstyle", 0, &v) == FcResultMatch else { return nil }
            return Int(v)
        }
    }

    /// Matches `family` through the process-wide default configuration and reads one property of the result.
    private static func defaultMatch<T>(for family: String, _ read: (OpaquePointer) -> T?) -> T? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let name = Array(family.utf8) + [0]
        _ = name.withUnsafeBufferPointer { FcPatternAddString(pattern, "family", $0.baseAddress) }
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return read(match)
    }
}
