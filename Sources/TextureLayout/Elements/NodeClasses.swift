/// The content of an `ASEditableTextNode`: what the user typed, the placeholder shown while nothing is typed, and
/// the two properties that change its size.
public struct EditableText: Hashable, Sendable {
    /// `attributedText`; empty while nothing is typed.
    public var text: TextContent
    /// `attributedPlaceholderText`.
    public var placeholder: TextContent
    /// `maximumLinesToDisplay`; 0 means no limit.
    public var maximumLinesToDisplay: Int
    /// `textContainerInset`.
    public var textContainerInset: EdgeInsets

    public init(text: TextContent = TextContent(""), placeholder: TextContent = TextContent(""),
                maximumLinesToDisplay: Int = 0, textContainerInset: EdgeInsets = .zero) {
        self.text = text
        self.placeholder = placeholder
        self.maximumLinesToDisplay = maximumLinesToDisplay
        self.textContainerInset = textContainerInset
    }

    /// `-[ASEditableTextNode isDisplayingPlaceholder]`: the placeholder shows while no text is typed.
    public var displayed: TextContent {
        var shown = text.string.isEmpty ? placeholder : text
        shown.maximumNumberOfLines = maximumLinesToDisplay
        shown.containerInset = .zero
        return shown
    }

    /// `-[ASEditableTextNode calculateSizeThatFits:]` (Source/ASEditableTextNode.mm): the displayed text is measured
    /// at the whole constrained width with no height limit (`sizeForConstrainedWidth:`, at most
    /// `maximumLinesToDisplay` lines), the container insets are added around it and ceiled, and the result is capped
    /// by the constrained size (`fmin`).
    public func size(fitting constrained: Size) -> Size {
        let textSize = displayed.size(fitting: Size(width: constrained.width, height: .infinity))
        let inset = textContainerInset
        let width = (textSize.width + inset.left + inset.right).rounded(.up)
        let height = (textSize.height + inset.top + inset.bottom).rounded(.up)
        return Size(width: Swift.min(width, constrained.width), height: Swift.min(height, constrained.height))
    }
}

/// The node classes whose `calculateSizeThatFits:` returns a size derived from the constrained size alone.
public enum OfferedSizeRule: String, CaseIterable, Hashable, Sendable {
    case videoNode, videoPlayerNode, mapNode

    var typeName: String {
        switch self {
        case .videoNode: return "ASVideoNode"
        case .videoPlayerNode: return "ASVideoPlayerNode"
        case .mapNode: return "ASMapNode"
        }
    }

    /// The size the class measures in a range whose min is `min` and whose max (`calculateSizeThatFits:`'s
    /// constrained size) is `max`:
    /// - `-[ASVideoNode calculateSizeThatFits:]` (Source/ASVideoNode.mm): the constrained size, or 0×0 when either
    ///   side is infinite ("Infinite width or height in ASVideoNode").
    /// - `-[ASVideoPlayerNode layoutSpecThatFits:]` (Source/ASVideoPlayerNode.mm): an `ASAbsoluteLayoutSpec` holding
    ///   an overlay whose preferred size is the max (0×0 when either side is infinite). The absolute spec takes the
    ///   max on each axis where it is valid for a size, and elsewhere the larger of the min and the overlay.
    /// - `-[ASMapNode calculateSizeThatFits:]` (Source/ASMapNode.mm): the constrained size when both sides are valid
    ///   for a layout (finite, below `CGFLOAT_MAX / 2`), 0×0 otherwise.
    public func size(min: Size, max: Size) -> Size {
        switch self {
        case .videoNode:
            return max.width.isInfinite || max.height.isInfinite ? .zero : max
        case .videoPlayerNode:
            let overlay = max.width.isInfinite || max.height.isInfinite ? .zero : max
            return Size(width: isValidForSize(max.width) ? max.width : MAX(min.width, overlay.width),
                        height: isValidForSize(max.height) ? max.height : MAX(min.height, overlay.height))
        case .mapNode:
            return isValidForLayout(max.width) && isValidForLayout(max.height) ? max : .zero
        }
    }
}

/// `ASScrollDirection`: the directions an `ASScrollNode` scrolls in.
public struct ScrollDirections: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let right = ScrollDirections(rawValue: 1 << 0)
    public static let left = ScrollDirections(rawValue: 1 << 1)
    public static let up = ScrollDirections(rawValue: 1 << 2)
    public static let down = ScrollDirections(rawValue: 1 << 3)
    /// `ASScrollDirectionHorizontalDirections`.
    public static let horizontal: ScrollDirections = [.left, .right]
    /// `ASScrollDirectionVerticalDirections`.
    public static let vertical: ScrollDirections = [.up, .down]

    /// `ASScrollDirectionContainsVerticalDirection`.
    public var containsVertical: Bool { !intersection(.vertical).isEmpty }
    /// `ASScrollDirectionContainsHorizontalDirection`.
    public var containsHorizontal: Bool { !intersection(.horizontal).isEmpty }
}

/// The layout properties of an `ASScrollNode`.
public struct ScrollOptions: Hashable, Sendable {
    public var scrollableDirections: ScrollDirections
    /// `automaticallyManagesContentSize`. Use ``setAutomaticallyManagesContentSize(_:)`` to get Texture's setter.
    public var automaticallyManagesContentSize: Bool

    public init(scrollableDirections: ScrollDirections = [], automaticallyManagesContentSize: Bool = false) {
        self.scrollableDirections = scrollableDirections
        self.automaticallyManagesContentSize = automaticallyManagesContentSize
    }

    /// `-[ASScrollNode setAutomaticallyManagesContentSize:]`: turning it on without a scrollable direction makes the
    /// node scroll vertically.
    public mutating func setAutomaticallyManagesContentSize(_ manages: Bool) {
        automaticallyManagesContentSize = manages
        if manages, !scrollableDirections.containsVertical, !scrollableDirections.containsHorizontal {
            scrollableDirections = .vertical
        }
    }

    /// The range the content is measured in (`-[ASScrollNode calculateLayoutThatFits:restrictedToSize:
    /// relativeToParentSize:]`): `CGFLOAT_MAX` along each scrollable direction.
    func contentRange(_ range: SizeRange) -> SizeRange {
        var content = range
        if scrollableDirections.containsVertical { content.max.height = .greatestFiniteMagnitude }
        if scrollableDirections.containsHorizontal { content.max.width = .greatestFiniteMagnitude }
        return content
    }
}
