import BarSnapCore
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
            #expect(try Fade.compose(source: s, destination: d, progress: p) == Fade.compose(source: s, destination: d, progress: p))
            #expect(try Slide.compose(source: s, destination: d, progress: p, direction: .pop)
                == Slide.compose(source: s, destination: d, progress: p, direction: .pop))
        }
    }

    /// The fade hashes changed once on purpose (issue 13): below the overlay the screens now slide as in the push
    /// the fade runs alongside, instead of showing the destination from the start (these screens have content rows).
    @Test func pinnedBytes() throws {
        #expect(hash(try Fade.compose(source: s, destination: d, progress: 0.3))
            == "a0b6ca65353ed8ea56758c12b0265548e9dcf39623e808c01d8249a110ce0b79")
        #expect(hash(try Slide.compose(source: s, destination: d, progress: 0.6, direction: .push))
            == "b557c2c338755bcb75ccd4ab7494c85799e8b4aef52dd237984ab8c075da74fd")
        #expect(hash(try InteractivePop.compose(source: s, destination: d, progress: 0.45))
            == "7ef5b6b46e62bb50e587a43c8246834a8bc24d47d50b5fbb7ce3fe1fd863a365")
        #expect(hash(try Filmstrip.make(count: 4, kind: .fade, source: s, destination: d))
            == "3749c4d425ecb64bbe71f1f1a9d7029a1542e74b0a68b9980a8f90ec6508a466")
    }
}
