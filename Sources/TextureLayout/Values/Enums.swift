/// `ASStackLayoutDirection`. A fresh `ASStackLayoutSpec()` is horizontal.
public enum StackDirection: String, CaseIterable, Hashable, Sendable {
    case vertical, horizontal

    public var axis: Axis { self == .horizontal ? .horizontal : .vertical }
}

/// `ASStackLayoutJustifyContent`. There is no `spaceEvenly` outside Texture's Yoga mode.
public enum JustifyContent: String, CaseIterable, Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround
}

/// `ASStackLayoutAlignItems`. `.notSet` is a Yoga sentinel that the spec engine treats as `.start`.
public enum AlignItems: String, CaseIterable, Hashable, Sendable {
    case start, end, center, stretch, baselineFirst, baselineLast, notSet

    var isBaseline: Bool { self == .baselineFirst || self == .baselineLast }
}

/// `ASStackLayoutAlignSelf`: a child may opt out of baseline alignment but not into it.
public enum AlignSelf: String, CaseIterable, Hashable, Sendable {
    case auto, start, end, center, stretch

    /// Texture's `alignment(alignSelf, alignItems)`: the child's own choice unless it is `.auto`.
    @inlinable public func effective(_ alignItems: AlignItems) -> AlignItems {
        switch self {
        case .auto: return alignItems
        case .start: return .start
        case .end: return .end
        case .center: return .center
        case .stretch: return .stretch
        }
    }
}

/// `ASStackLayoutFlexWrap`.
public enum FlexWrap: String, CaseIterable, Hashable, Sendable {
    case noWrap, wrap
}

/// `ASStackLayoutAlignContent`: how wrapped lines share the cross axis.
public enum AlignContent: String, CaseIterable, Hashable, Sendable {
    case start, center, end, spaceBetween, spaceAround, stretch
}

/// `ASHorizontalAlignment`, a convenience that writes through to justifyContent or alignItems.
public enum HorizontalAlignment: String, CaseIterable, Hashable, Sendable {
    case none, left, middle, right
}

/// `ASVerticalAlignment`, a convenience that writes through to justifyContent or alignItems.
public enum VerticalAlignment: String, CaseIterable, Hashable, Sendable {
    case none, top, center, bottom
}

/// `ASRelativeLayoutSpecPosition`.
public enum RelativePosition: String, CaseIterable, Hashable, Sendable {
    case none, start, center, end

    /// The share of the free space placed before the child.
    var factor: Double {
        switch self {
        case .none, .start: return 0
        case .center: return 0.5
        case .end: return 1
        }
    }
}

/// `ASRelativeLayoutSpecSizingOption` (and, one to one, `ASCenterLayoutSpecSizingOptions`): on an axis with the
/// "minimum" option the spec hugs its child instead of taking the whole bounded max.
public struct RelativeSizing: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let minimumWidth = RelativeSizing(rawValue: 1 << 0)
    public static let minimumHeight = RelativeSizing(rawValue: 1 << 1)
    public static let minimumSize: RelativeSizing = [.minimumWidth, .minimumHeight]
}

/// `ASCenterLayoutSpecCenteringOptions`.
public struct CenteringOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let X = CenteringOptions(rawValue: 1 << 0)
    public static let Y = CenteringOptions(rawValue: 1 << 1)
    public static let XY: CenteringOptions = [.X, .Y]
}

/// `ASAbsoluteLayoutSpecSizing`.
public enum AbsoluteSizing: String, CaseIterable, Hashable, Sendable {
    /// Take the bounded max of the range.
    case `default`
    /// Take the union of the children's frames.
    case sizeToFit
}

/// `ASCornerLayoutLocation`.
public enum CornerLocation: String, CaseIterable, Hashable, Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// `NSLineBreakMode` values a text node honours when its text does not fit.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
