import BarSnapCore
import ToolbarModel

/// One reference image of the gallery: a still bar, a transition frame, or a filmstrip.
public struct GalleryCase: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        case still(JSON)
        /// `kind` nil = chosen by the rule (fade for equal heights, slide otherwise).
        case transition(from: JSON, to: JSON, kind: String?, progress: Double)
        case filmstrip(from: JSON, to: JSON, kind: String?, frames: Int)
    }

    /// Folder under Snapshots/ (buttons, heights, titles, appearances, scales, devices, transitions).
    public var group: String
    public var name: String
    /// Idiom, presentation, orientation, prompt/large-title rows, bar height and scale, e.g. `phone-sheet-56@3x`; transitions add
    /// their kind and progress (`.fade-0.25`).
    public var variant: String
    public var source: Source
    /// Allowed differing pixels (exact by default).
    public var maxDifferentPixels: Int = 0

    /// `group/name.variant.png`, the reference's path relative to Snapshots/.
    public var referencePath: String { "\(group)/\(name).\(variant).png" }
    /// `group/name.variant`, what filters and reports show.
    public var id: String { "\(group)/\(name).\(variant)" }
}

extension GalleryCase {
    static func progressLabel(_ p: Double) -> String {
        JSON.format(p)
    }
}
