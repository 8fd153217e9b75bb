/// A layout spec: one of Texture's `ASLayoutSpec` subclasses with its properties and children. A child slot may
/// be empty (`nil`), which Texture asserts on and lays out as nothing.
public enum Spec: Hashable, Sendable {
    /// A plain `ASLayoutSpec()`: measures as its range's min and ignores any children. With `flexGrow` it is the
    /// classic stack spacer.
    case plain(children: [ElementID])
    case wrapper(children: [ElementID])
    case stack(StackSpec, children: [ElementID])
    case inset(EdgeInsets, child: ElementID?)
    case overlay(child: ElementID?, overlay: ElementID?)
    case background(child: ElementID?, background: ElementID?)
    case center(centering: CenteringOptions, sizing: RelativeSizing, child: ElementID?)
    case relative(horizontal: RelativePosition, vertical: RelativePosition, sizing: RelativeSizing, child: ElementID?)
    case ratio(Double, child: ElementID?)
    case absolute(AbsoluteSizing, children: [ElementID])
    case corner(CornerSpec, child: ElementID?, corner: ElementID?)

    public var typeName: String {
        switch self {
        case .plain: return "ASLayoutSpec"
        case .wrapper: return "ASWrapperLayoutSpec"
        case .stack: return "ASStackLayoutSpec"
        case .inset: return "ASInsetLayoutSpec"
        case .overlay: return "ASOverlayLayoutSpec"
        case .background: return "ASBackgroundLayoutSpec"
        case .center: return "ASCenterLayoutSpec"
        case .relative: return "ASRelativeLayoutSpec"
        case .ratio: return "ASRatioLayoutSpec"
        case .absolute: return "ASAbsoluteLayoutSpec"
        case .corner: return "ASCornerLayoutSpec"
        }
    }

    /// Whether the spec reads its own style size. ASInsetLayoutSpec, ASOverlayLayoutSpec and ASBackgroundLayoutSpec
    /// override `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:` and never do: they measure as their
    /// child, handing the parent size down.
    public var readsOwnStyleSize: Bool {
        switch self {
        case .inset, .overlay, .background: return false
        default: return true
        }
    }

    /// Every child slot in the order Texture lays them out (and so in z-order), empty slots included.
    public var childSlots: [ElementID?] {
        switch self {
        case .plain(let children), .wrapper(let children), .stack(_, let children), .absolute(_, let children):
            return children
        case .inset(_, let child), .center(_, _, let child), .relative(_, _, _, let child), .ratio(_, let child):
            return [child]
        case .overlay(let child, let overlay): return [child, overlay]
        case .background(let child, let background): return [background, child]
        case .corner(_, let child, let corner): return [child, corner]
        }
    }

    /// The children that take part in layout (a plain spec's children do not). The array-holding specs return
    /// their array as it is, so the common case allocates nothing.
    public var laidOutChildren: [ElementID] {
        switch self {
        case .plain: return []
        case .wrapper(let children), .stack(_, let children), .absolute(_, let children): return children
        default: return childSlots.compactMap { $0 }
        }
    }

    /// Inset, Overlay and Background override Texture's three-argument `calculateLayoutThatFits`, so their own
    /// style size is never applied.
    public var skipsOwnStyle: Bool {
        switch self {
        case .inset, .overlay, .background: return true
        default: return false
        }
    }

    /// Whether a child slot is empty (Texture asserts; the slot lays out as nothing). Specs holding an array never
    /// have one.
    /// An overlay or background left nil is no empty slot: ASOverlayLayoutSpec and ASBackgroundLayoutSpec lay it out
    /// only `if (self.overlay)` / `if (self.background)`, and AsyncDisplayKit 1 documented nil as "omitted".
    public var hasEmptySlot: Bool {
        switch self {
        case .plain, .wrapper, .stack, .absolute: return false
        case .overlay(let child, _), .background(let child, _): return child == nil
        default: return childSlots.contains(nil)
        }
    }
}

/// The properties of an `ASStackLayoutSpec`, with Texture's write-through of `horizontalAlignment` and
/// `verticalAlignment` into `justifyContent` / `alignItems`.
public struct StackSpec: Hashable, Sendable {
    public var direction: StackDirection { didSet { applyAlignments() } }
    public var spacing: Double
    public var justifyContent: JustifyContent
    public var alignItems: AlignItems
    public var flexWrap: FlexWrap
    public var alignContent: AlignContent
    public var lineSpacing: Double
    public var horizontalAlignment: HorizontalAlignment = .none { didSet { applyAlignments() } }
    public var verticalAlignment: VerticalAlignment = .none { didSet { applyAlignments() } }

    /// The defaults of `ASStackLayoutSpec()`: horizontal, start, stretch, no wrap.
    public init(
        direction: StackDirection = .horizontal, spacing: Double = 0, justifyContent: JustifyContent = .start,
        alignItems: AlignItems = .stretch, flexWrap: FlexWrap = .noWrap, alignContent: AlignContent = .start,
        lineSpacing: Double = 0
    ) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
    }

    /// `-[ASStackLayoutSpec resolveHorizontalAlignment]` and `resolveVerticalAlignment`: `.none` leaves the current
    /// value alone; otherwise the alignment lands on justifyContent along the stack axis and on alignItems across it.
    private mutating func applyAlignments() {
        if direction == .horizontal {
            if let justify = Self.justify(horizontalAlignment) { justifyContent = justify }
            if let align = Self.align(verticalAlignment) { alignItems = align }
        } else {
            if let align = Self.align(horizontalAlignment) { alignItems = align }
            if let justify = Self.justify(verticalAlignment) { justifyContent = justify }
        }
    }

    private static func justify(_ alignment: HorizontalAlignment) -> JustifyContent? {
        switch alignment {
        case .none: return nil
        case .left: return .start
        case .middle: return .center
        case .right: return .end
        }
    }

    private static func justify(_ alignment: VerticalAlignment) -> JustifyContent? {
        switch alignment {
        case .none: return nil
        case .top: return .start
        case .center: return .center
        case .bottom: return .end
        }
    }

    private static func align(_ alignment: HorizontalAlignment) -> AlignItems? {
        justify(alignment).map(alignItems(for:))
    }

    private static func align(_ alignment: VerticalAlignment) -> AlignItems? {
        justify(alignment).map(alignItems(for:))
    }

    private static func alignItems(for justify: JustifyContent) -> AlignItems {
        switch justify {
        case .start: return .start
        case .center: return .center
        default: return .end
        }
    }
}

/// The properties of an `ASCornerLayoutSpec`.
public struct CornerSpec: Hashable, Sendable {
    public var location: CornerLocation
    public var offset: Point
    public var wrapsCorner: Bool

    public init(location: CornerLocation, offset: Point = .zero, wrapsCorner: Bool = false) {
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
    }
}
