import NavigationModel
import Basics
import Testing
@testable import Transitions

/// Same inputs → same bytes, in this process and in any other: the composed bytes are pinned by SHA-256.
/// (If a deliberate change to a composition rule breaks these, re-derive the hashes and say why in the commit.)
@Suite("Determinism")
struct DeterminismTests {
    /// `SHA256.hex` hashes its input and returns the digest in hex.
    func hash(_ b: Bitmap) -> String { SHA256.hex(b.pixels) }

    let s = renderScreen(background: Color(r8: 234, g8: 46, b8: 73), seed: 1, safeTop: 1)
    let d = renderScreen(background: Color(r8: 20, g8: 120, b8: 230), seed: 2, content: (10, 200, 30, 255), safeTop: 1)

    @Test func sameInputsSameBytes() throws {
        for p in [0.0, 0.13, 0.5, 0.77, 1.0] {
            #expect(
                try Fade.compose(source: s, destination: d, progress: p)
                    == Fade.compose(source: s, destination: d, progress: p))
            #expect(
                try Slide.compose(source: s, destination: d, progress: p, direction: .pop)
                    == Slide.compose(source: s, destination: d, progress: p, direction: .pop))
        }
    }

    /// The fade hashes changed on purpose twice: once when the screens below the overlay began to slide (below the
    /// overlay the screens slide as in the push the fade runs alongside) and once for the status-bar cross-fade (the
    /// status bars cross-fade instead of switching at p = 0.5; the overlay is as wide as the source bar).
    @Test func pinnedBytes() throws {
        #expect(hash(try Fade.compose(source: s, destination: d, progress: 0.3))
            == "4b1b5e99f174c9f73175d3c71df3cd017375a4fab4d040f95320e0b1776cd30f")
        #expect(hash(try Slide.compose(source: s, destination: d, progress: 0.6, direction: .push))
            == "55847c64e073015f3ba2e8119ee60da79f291f2e5a70d7df839d5e0672e62238")
        #expect(hash(try InteractivePop.compose(source: s, destination: d, progress: 0.45))
            == "1dac57a731f8ae020b4f4a142bce5c96dc963ad9194af64641cf3e9f31710e16")
        #expect(hash(try Filmstrip.make(count: 4, kind: .fade, source: s, destination: d))
            == "f9ed7faa919e732bc0dda3f4d5adf2afe20e81e150fce0494332fcf6d9591a0c")
    }
}
