import Basics

/// The built-in vector symbols (SF Symbols names). Layout needs their box sizes; the renderer draws each
/// one inside exactly that box (see CairoRenderer's symbol drawing).
public enum Symbol: String, CaseIterable, Sendable {
    case chevronBackward = "chevron.backward"
    case chevronForward = "chevron.forward"
    case xmark
    case plus
    case magnifyingglass
    case squareAndArrowUp = "square.and.arrow.up"
    case ellipsis
    case gearshape
    case heart
    case bookmark
    case trash
    case pencil
    case line3Horizontal = "line.3.horizontal"
    case bell
    case personCropCircle = "person.crop.circle"
    case arrowClockwise = "arrow.clockwise"
    case book
    case arrowshapeTurnUpLeft = "arrowshape.turn.up.left"
    case squareAndPencil = "square.and.pencil"
    case paperplane
    case paperplaneFill = "paperplane.fill"
    case checkmark
    case ellipsisCircle = "ellipsis.circle"
    case chevronDown = "chevron.down"
    case chevronUp = "chevron.up"
    case star
    case starFill = "star.fill"
    case heartFill = "heart.fill"
    case bookmarkFill = "bookmark.fill"
    case infoCircle = "info.circle"
    case questionmarkCircle = "questionmark.circle"
    case plusCircle = "plus.circle"
    case plusCircleFill = "plus.circle.fill"
    case xmarkCircle = "xmark.circle"
    case xmarkCircleFill = "xmark.circle.fill"
    case checkmarkCircle = "checkmark.circle"
    case checkmarkCircleFill = "checkmark.circle.fill"
    case line3HorizontalDecrease = "line.3.horizontal.decrease"
    case line3HorizontalDecreaseCircle = "line.3.horizontal.decrease.circle"
    case sliderHorizontal3 = "slider.horizontal.3"
    case listBullet = "list.bullet"
    case playFill = "play.fill"
    case sidebarLeft = "sidebar.left"
    case folder
    case docOnDoc = "doc.on.doc"
    case link
    case gearshapeFill = "gearshape.fill"
    case arrowUpArrowDown = "arrow.up.arrow.down"
    case photo
    case eye

    /// Box width and height as fractions of the point size (close to SF Symbols at regular weight).
    public var aspect: (width: Double, height: Double) {
        switch self {
        case .chevronBackward, .chevronForward: return (0.56, 0.96)
        case .xmark: return (0.78, 0.78)
        case .plus: return (0.9, 0.9)
        case .magnifyingglass: return (0.94, 0.94)
        case .squareAndArrowUp: return (0.84, 1.1)
        case .ellipsis: return (1.0, 0.24)
        case .gearshape: return (1.0, 1.0)
        case .heart: return (1.04, 0.92)
        case .bookmark: return (0.7, 1.0)
        case .trash: return (0.84, 1.0)
        case .pencil: return (0.94, 0.94)
        case .line3Horizontal: return (1.0, 0.7)
        case .bell: return (0.9, 1.0)
        case .personCropCircle: return (1.04, 1.04)
        case .arrowClockwise: return (0.86, 1.0)
        case .book: return (1.12, 0.88)
        case .arrowshapeTurnUpLeft: return (1.1, 0.86)
        case .squareAndPencil: return (1.02, 1.0)
        case .paperplane, .paperplaneFill: return (1.0, 1.0)
        case .checkmark: return (0.86, 0.8)
        case .ellipsisCircle: return (1.0, 1.0)
        case .chevronDown: return (0.96, 0.56)
        case .chevronUp: return (0.96, 0.56)
        case .star: return (1.04, 1.0)
        case .starFill: return (1.04, 1.0)
        case .heartFill: return (1.04, 0.92)
        case .bookmarkFill: return (0.7, 1.0)
        case .infoCircle: return (1.0, 1.0)
        case .questionmarkCircle: return (1.0, 1.0)
        case .plusCircle: return (1.0, 1.0)
        case .plusCircleFill: return (1.0, 1.0)
        case .xmarkCircle: return (1.0, 1.0)
        case .xmarkCircleFill: return (1.0, 1.0)
        case .checkmarkCircle: return (1.0, 1.0)
        case .checkmarkCircleFill: return (1.0, 1.0)
        case .line3HorizontalDecrease: return (1.0, 0.7)
        case .line3HorizontalDecreaseCircle: return (1.0, 1.0)
        case .sliderHorizontal3: return (1.0, 0.86)
        case .listBullet: return (1.0, 0.78)
        case .playFill: return (0.78, 0.92)
        case .sidebarLeft: return (1.16, 0.9)
        case .folder: return (1.12, 0.86)
        case .docOnDoc: return (0.9, 1.04)
        case .link: return (1.0, 1.0)
        case .gearshapeFill: return (1.0, 1.0)
        case .arrowUpArrowDown: return (1.0, 0.94)
        case .photo: return (1.1, 0.86)
        case .eye: return (1.14, 0.72)
        }
    }

    /// The symbol's box at `pointSize`, in points.
    public func size(pointSize: Double) -> Size {
        Size(width: aspect.width * pointSize, height: aspect.height * pointSize)
    }

    /// Point size of a bar-button symbol when the item gives no font (UIKit bar buttons: about 22).
    public static let defaultPointSize = 22.0
    /// The custom bar's back chevron: `chevron.backward` at point size 23.
    public static let backPointSize = 23.0
}

/// UIKit's `UIBarButtonItem.SystemItem`s that BarSnap can draw (the custom bar could not).
public enum SystemItem: String, CaseIterable, Sendable {
    case done, cancel, edit, save, close, add, action, search, compose, trash, refresh, bookmarks, reply

    /// What a system item shows: a word in a weight, or a symbol.
    public enum Content: Equatable, Sendable {
        case text(String, FontWeight)
        case symbol(Symbol)
    }

    /// What the item shows: a word (done in bold, as UIKit) or a symbol.
    public var content: Content {
        switch self {
        case .done: return .text("Done", .bold)
        case .cancel: return .text("Cancel", .regular)
        case .edit: return .text("Edit", .regular)
        case .save: return .text("Save", .regular)
        case .close: return .symbol(.xmark)
        case .add: return .symbol(.plus)
        case .action: return .symbol(.squareAndArrowUp)
        case .search: return .symbol(.magnifyingglass)
        case .compose: return .symbol(.squareAndPencil)
        case .trash: return .symbol(.trash)
        case .refresh: return .symbol(.arrowClockwise)
        case .bookmarks: return .symbol(.book)
        case .reply: return .symbol(.arrowshapeTurnUpLeft)
        }
    }
}
