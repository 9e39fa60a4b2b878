import Basics

/// The kind of device: a phone or a pad.
public enum Idiom: String, Sendable, CaseIterable { case phone, pad }
/// How the device is held.
public enum Orientation: String, Sendable, CaseIterable { case portrait, landscape }
/// How the screen is presented: pushed on a navigation stack (full screen), or modally as a page sheet (`sheet`) or a
/// form sheet (`formSheet`: a 540 × 620-pt card on an iPad; on an iPhone, where UIKit adapts it, a page sheet).
public enum Presentation: String, Sendable, CaseIterable {
    case push, sheet, formSheet

    /// A modal sheet, page or form.
    public var isSheet: Bool { self != .push }
}

/// A device preset (see the scene-spec reference). Sizes are portrait points; `landscape…` values apply when rotated.
public struct DevicePreset: Equatable, Sendable {
    public var name: String
    /// The screen's size held upright, in points.
    public var portraitSize: Size
    public var scale: Double
    public var idiom: Idiom
    /// The safe area held upright (the status bar and home indicator).
    public var portraitSafeArea: Insets
    /// The safe area held sideways (the sensor housing and home indicator).
    public var landscapeSafeArea: Insets
    /// Bar height in landscape (32 on compact-height phones, 44 on regular-width phones, 50 on iPad).
    public var landscapeBarHeight: Double

    public static let all: [DevicePreset] = [
        phone("iphone-se", 375, 667, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0, landscapeBar: 32),
        phone("iphone-8-plus", 414, 736, 3, top: 20, bottom: 0, side: 0, landscapeBottom: 0, landscapeBar: 44),
        phone("iphone-x", 375, 812, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21, landscapeBar: 32),
        phone("iphone-13-mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21, landscapeBar: 32),
        phone("iphone-15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, landscapeBar: 32),
        phone("iphone-15-pro-max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21, landscapeBar: 44),
        pad("ipad-mini", 744, 1133),
        pad("ipad-11", 820, 1180),
        pad("ipad-pro-12.9", 1024, 1366),
    ]

    public static func named(_ name: String) -> DevicePreset? { all.first { $0.name == name } }

    private static func phone(_ name: String, _ w: Double, _ h: Double, _ scale: Double, top: Double, bottom: Double,
                              side: Double, landscapeBottom: Double, landscapeBar: Double) -> DevicePreset {
        DevicePreset(name: name, portraitSize: Size(width: w, height: h), scale: scale, idiom: .phone,
                     portraitSafeArea: Insets(top: top, bottom: bottom),
                     landscapeSafeArea: Insets(top: 0, left: side, bottom: landscapeBottom, right: side),
                     landscapeBarHeight: landscapeBar)
    }

    private static func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: name, portraitSize: Size(width: w, height: h), scale: 2, idiom: .pad,
                     portraitSafeArea: Insets(top: 24, bottom: 20),
                     landscapeSafeArea: Insets(top: 24, bottom: 20), landscapeBarHeight: 50)
    }
}

/// The screen a scene is drawn on, already oriented: size, scale, idiom and safe area as they apply.
public struct DeviceScreen: Equatable, Sendable {
    /// The preset's name, or nil for a custom device.
    public var presetName: String?
    public var size: Size
    public var scale: Double
    public var idiom: Idiom
    public var safeArea: Insets
    /// The bar height this screen uses in its orientation before presentation / overrides (44, 50, 32…).
    public var baseBarHeight: Double
    /// The screen is a sheet's card (what a card holds is laid out on a screen of the card's size), so it is not
    /// drawn as a card again.
    public var isSheetCard = false

    public init(presetName: String?, size: Size, scale: Double, idiom: Idiom, safeArea: Insets, baseBarHeight: Double) {
        self.presetName = presetName
        self.size = size
        self.scale = scale
        self.idiom = idiom
        self.safeArea = safeArea
        self.baseBarHeight = baseBarHeight
    }

    /// A preset in an orientation: landscape swaps width and height and uses the landscape insets and bar.
    public init(preset: DevicePreset, orientation: Orientation, scale: Double? = nil) {
        let portraitBar = preset.idiom == .pad ? BarHeights.pad : BarHeights.phone
        switch orientation {
        case .portrait:
            self.init(presetName: preset.name, size: preset.portraitSize, scale: scale ?? preset.scale,
                      idiom: preset.idiom, safeArea: preset.portraitSafeArea, baseBarHeight: portraitBar)
        case .landscape:
            self.init(presetName: preset.name,
                      size: Size(width: preset.portraitSize.height, height: preset.portraitSize.width),
                      scale: scale ?? preset.scale, idiom: preset.idiom, safeArea: preset.landscapeSafeArea,
                      baseBarHeight: preset.landscapeBarHeight)
        }
    }
}

/// Bar heights, defined once.
package enum BarHeights {
    /// The custom bar's phone bar.
    public static let phone = 44.0
    /// The custom bar's pad bar (iOS 12+).
    public static let pad = 50.0
    /// Compact-height (landscape) phone bar.
    public static let phoneLandscapeCompact = 32.0
    /// Page-sheet bar (phone portrait and pad), which the custom bar noted and did not support. Its author says
    /// bars are "basically" 50 on iPad and 44 on iPhone, and that an iPhone modal seems to be 56; it says nothing of
    /// iPad modals. iPadOS 13–16 draws form and page sheets with a 56 pt bar too (6 pt taller than the pushed 50), so
    /// iPad sheets keep 56.
    public static let sheet = 56.0
    /// The prompt row above the title.
    public static let promptRow = 30.0
    /// The large-title row below the bar.
    public static let largeTitleRow = 52.0
}

extension DevicePreset {
    /// `iphone-se` (2nd generation): 375×667 pt @2x, home button.
    public static let iPhoneSE = DevicePreset.named("iphone-se")!
    /// `iphone-8-plus`: 414×736 pt @3x, home button.
    public static let iPhone8Plus = DevicePreset.named("iphone-8-plus")!
    /// `iphone-x`: 375×812 pt @3x, notch.
    public static let iPhoneX = DevicePreset.named("iphone-x")!
    /// `iphone-13-mini`: 375×812 pt @3x, notch.
    public static let iPhone13Mini = DevicePreset.named("iphone-13-mini")!
    /// `iphone-15`: 393×852 pt @3x, Dynamic Island.
    public static let iPhone15 = DevicePreset.named("iphone-15")!
    /// `iphone-15-pro-max`: 430×932 pt @3x, Dynamic Island.
    public static let iPhone15ProMax = DevicePreset.named("iphone-15-pro-max")!
    /// `ipad-mini`: 744×1133 pt @2x.
    public static let iPadMini = DevicePreset.named("ipad-mini")!
    /// `ipad-11`: 820×1180 pt @2x.
    public static let iPad11 = DevicePreset.named("ipad-11")!
    /// `ipad-pro-12.9`: 1024×1366 pt @2x.
    public static let iPadPro12_9 = DevicePreset.named("ipad-pro-12.9")!
}

extension Scene {
    /// A scene on a preset device, as the spec's `"device"`, `"orientation"` and `"scale"` say, with every other
    /// value at its default (the custom bar's lightGray bar, a back button, no title). Set the rest as properties.
    public init(device: DevicePreset, orientation: Orientation = .portrait, scale: Double? = nil) {
        self.init(screen: DeviceScreen(preset: device, orientation: orientation, scale: scale))
        self.orientation = orientation
    }
}
