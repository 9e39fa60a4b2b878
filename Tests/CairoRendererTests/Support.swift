import Basics
@testable import CairoRenderer
import PNGCodec
import Testing
import BarLayout
import BarModel

/// CairoRenderer tests run serialized among themselves (they share renderers and print timings); the tests
/// that need a whole process (RSS, process-wide fontconfig state) run in a child: see `CrossProcess`.
@Suite(.serialized) struct CairoRendererTests {}

enum Fixtures {
    static let renderer: BarRenderer = try! BarRenderer()
    static let measurer: PangoTextMeasurer = try! PangoTextMeasurer()

    /// An iPhone-15-like bar: 59 pt status band + 44 pt navigation bar, 393 pt wide, at 3× = 1179 × 309 px.
    static func phoneBar(title: String = "今日のおすすめ", style: StatusBarStyle = .dark) -> DisplayList {
        let scale = 3.0
        let chevron = Symbol.chevronBackward.size(pointSize: Symbol.backPointSize)
        let share = Symbol.squareAndArrowUp.size(pointSize: 22)
        let gear = Symbol.gearshape.size(pointSize: 22)
        return DisplayList(canvasSize: Size(width: 393, height: 103), scale: scale, items: [
            .fill(Rect(x: 0, y: 0, width: 393, height: 103), Color(white: 0.97)),
            .statusBar(frame: Rect(x: 0, y: 0, width: 393, height: 59), style: style, homeButton: false),
            .symbol(.chevronBackward,
                    frame: Rect(x: 8, y: 59 + (44 - chevron.height) / 2, width: chevron.width,
                                height: chevron.height).snapped(scale: scale),
                    color: .orange),
            .text(TextRun(text: "Back", font: .button, color: .orange,
                          frame: Rect(x: 25, y: 59, width: 60, height: 44), alignment: .left)),
            .text(TextRun(text: title, font: .title, color: .black,
                          frame: Rect(x: 100, y: 59, width: 193, height: 44), alignment: .center)),
            .symbol(.squareAndArrowUp,
                    frame: Rect(x: 316, y: 59 + (44 - share.height) / 2, width: share.width,
                                height: share.height).snapped(scale: scale),
                    color: Color(red: 0, green: 0.478, blue: 1)),
            .symbol(.gearshape,
                    frame: Rect(x: 355, y: 59 + (44 - gear.height) / 2, width: gear.width,
                                height: gear.height).snapped(scale: scale),
                    color: Color(red: 0, green: 0.478, blue: 1)),
            .fill(Rect(x: 0, y: 103 - 1.0 / 3, width: 393, height: 1.0 / 3), Color(white: 0, alpha: 0.3)),
        ])
    }
}

/// The bounding box, in pixels, of pixels whose alpha is > 0 (or, with `background`, that differ from it),
/// inside `region` (pixels); nil when there is none.
func inkBounds(_ bitmap: Bitmap, in region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil,
               background: (UInt8, UInt8, UInt8, UInt8)? = nil) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let r = region ?? (0, 0, bitmap.width, bitmap.height)
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in max(0, r.y0)..<min(bitmap.height, r.y1) {
        for x in max(0, r.x0)..<min(bitmap.width, r.x1) {
            let p = bitmap.pixel(x: x, y: y)
            let ink: Bool
            if let bg = background { ink = p != bg } else { ink = p.a > 0 }
            if ink {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
    }
    return minX == Int.max ? nil : (minX, minY, maxX + 1, maxY + 1)
}

/// Writes `bitmap` to /tmp for looking at it (best effort).
func save(_ bitmap: Bitmap, _ name: String) {
    try? PNG.write(bitmap, to: "/tmp/barsnap-cairo-\(name).png")
}

#if canImport(Glibc)
import Glibc
#endif

/// Deletes a directory tree the tests created under /tmp (best effort).
func removeTree(_ path: String) {
    precondition(path.hasPrefix("/tmp/barsnap-cairo-"), "removeTree only deletes the tests' own directories")
    if let dir = opendir(path) {
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
        }
        closedir(dir)
    }
    rmdir(path)
}

/// A fontconfig setup that would change every glyph if BarSnap used the machine's configuration: Inter
/// aliased to DejaVu Serif, full hinting, RGB subpixel with an LCD filter, emboldening, and an extra font dir.
enum HostileFontconfig {
    /// Writes `dir/fonts.conf` (and `dir/fonts/Extra.ttf`) and returns the configuration text.
    static func write(in dir: String) throws -> String {
        try FileIO.createDirectories(dir + "/fonts")
        try FileIO.writeAtomically(try FileIO.read("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"),
                                   to: dir + "/fonts/Extra.ttf")
        let conf = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(dir)/fonts</dir>
          <cachedir>\(dir)/cache</cachedir>
          <match target="pattern">
            <test name="family"><string>Inter</string></test>
            <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
          </match>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>true</bool></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
        </fontconfig>
        """
        try FileIO.writeAtomically(conf, to: dir + "/fonts.conf")
        return conf
    }
}
