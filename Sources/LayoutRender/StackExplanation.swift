import TextureLayout

/// What a stack did to one of its children, read back from the solved layouts and worded after the stack algorithm
/// (`ASStackUnpositionedLayout` then `ASStackPositionedLayout`): flexing along the stack axis, justifyContent, then
/// alignment across it.
struct StackExplanation {
    let stack: StackSpec
    /// The stack's layout and the child's.
    let parent: Layout
    let child: Layout
    let tree: LayoutTree

    private var axis: Axis { stack.direction.axis }
    private var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }
    private var style: Style { tree[child.element].style }
    private var stackMin: Double { parent.resolved[axis].min }
    private var stackMax: Double { parent.resolved[axis].max }

    var reasons: [String] {
        guard stack.flexWrap == .noWrap else { return wrappedReasons }
        return [alongReason, justifyReason, crossReason]
    }

    /// `computeItemsStackDimensionSum` over the final sizes: children, spacing, spacingBefore and spacingAfter.
    private var lineSum: Double {
        let sublayouts = parent.sublayouts
        let spacing = stack.spacing * Double(Swift.max(sublayouts.count - 1, 0))
        return sublayouts.reduce(spacing) { sum, layout in
            let style = tree[layout.element].style
            return sum + layout.size[axis] + style.spacingBefore + style.spacingAfter
        }
    }

    private var alongName: String { Explanation.axisName(axis) }
    private var crossName: String { Explanation.axisName(crossAxis) }
    private var direction: String { "\(stack.direction.rawValue) stack" }

    private func coordinate(_ axis: Axis) -> String { axis == .horizontal ? "x" : "y" }
    private func points(_ value: Double) -> String { "\(formatPoints(value)) pt" }

    // MARK: Along the stack

    /// `flexLinesAlongStackDimension`: a flexed child is measured again at exactly its new size, which is how its
    /// offered range tells that it was flexed.
    private var alongReason: String {
        let size = child.size[axis]
        let offered = child.offered[axis]
        let wasFlexed = offered.min == offered.max && style.flexBasis.unit == .auto
        let sum = lineSum
        if wasFlexed && style.flexGrow > 0 && abs(sum - stackMin) < violationEpsilon {
            // The final sizes do not tell each grower's share (its measured size is gone), so only the rule is named.
            let growers = parent.sublayouts.filter { tree[$0.element].style.flexGrow > 0 }
            guard growers.count > 1 else {
                return "flexGrow \(formatPoints(style.flexGrow)): it grew into the free space along the \(alongName), "
                    + "to \(points(size)), so the children and spacing fill the stack's min of \(points(stackMin))"
            }
            return "flexGrow \(formatPoints(style.flexGrow)): the \(growers.count) growing children shared the free "
                + "space in proportion to flexGrow (whole points each, the rest to the first); it came out "
                + "\(points(size))"
        }
        if wasFlexed && style.flexShrink > 0 && stackMax.isFinite && abs(sum - stackMax) < violationEpsilon {
            return "flexShrink \(formatPoints(style.flexShrink)): the children were too long for the stack's max of "
                + "\(points(stackMax)), so it shrank to \(points(size)) (the overflow is shared by flexShrink × each "
                + "child's measured size)"
        }
        if sum > stackMax + violationEpsilon {
            return style.flexShrink == 0
                ? "flexShrink is 0 (Texture's default), so it overflows instead of shrinking: the children and "
                    + "spacing take \(points(sum)) in a stack of at most \(points(stackMax))"
                : "the children and spacing still take \(points(sum)) of at most \(points(stackMax)) after shrinking"
        }
        var reason = "along the \(direction) it keeps the \(alongName) it measured, \(points(size))"
        if style.flexGrow == 0 && stackMin - sum > violationEpsilon { reason += " (flexGrow 0: it takes no free space)" }
        if style.flexGrow > 0 && stackMin - sum <= violationEpsilon {
            reason += "; flexGrow \(formatPoints(style.flexGrow)) has nothing to take: the stack's min \(alongName) "
                + "is \(points(stackMin)), so it hugs its children and has no free space"
        }
        return reason
    }

    /// `stackOffsetAndSpacingForEachItem`: the violation is the stack's min minus the children (free space), or its
    /// max minus them when they overflow (negative: justification then moves the children by the overflow). A stack
    /// that hugs its children has none to distribute.
    private var justifyReason: String {
        let position = "\(coordinate(axis)) = \(formatPoints(child.position[axis]))"
        let free = violation(lineSum, min: stackMin, max: stackMax)
        var justify = stack.justifyContent
        var fallback = ""
        let alone = parent.sublayouts.count == 1
        if (justify == .spaceBetween || justify == .spaceAround) && (free < violationEpsilon || alone) {
            let replacement: JustifyContent = justify == .spaceBetween ? .start : .center
            fallback = "justifyContent .\(justify.rawValue) with "
                + (alone ? "one child" : "no free space") + " acts as .\(replacement.rawValue); "
            justify = replacement
        }
        if free < -violationEpsilon {
            return fallback + "the children overflow the stack's max by \(points(-free)); justifyContent "
                + ".\(justify.rawValue) places them with that negative space: \(position)"
        }
        guard free > violationEpsilon else {
            let prefix = justify == .start ? "" : "justifyContent .\(justify.rawValue) has no free space to share, so "
            return fallback + prefix + "it follows the children before it and the spacing: \(position)"
        }
        let share = points(free)
        let rule: String
        switch justify {
        case .start:
            rule = "justifyContent .start: it follows the children before it; the \(share) of free space stays at "
                + "the end: \(position)"
        case .center:
            rule = "justifyContent .center: the \(share) of free space is split before and after the children: "
                + position
        case .end:
            rule = "justifyContent .end: the \(share) of free space comes before the children: \(position)"
        case .spaceBetween:
            rule = "justifyContent .spaceBetween: the \(share) of free space is shared between the children: "
                + position
        case .spaceAround:
            rule = "justifyContent .spaceAround: the \(share) of free space is shared around each child: \(position)"
        }
        return fallback + rule
    }

    // MARK: Across the stack

    /// `crossOffsetForItem` and `stretchLinesAlongCrossDimension` for a single line, whose cross size is the stack's.
    private var crossReason: String {
        let line = parent.size[crossAxis]
        let size = child.size[crossAxis]
        let position = "\(coordinate(crossAxis)) = \(formatPoints(child.position[crossAxis]))"
        let alignment = style.alignSelf.effective(stack.alignItems)
        let source = style.alignSelf == .auto
            ? "alignItems .\(stack.alignItems.rawValue)" : "alignSelf .\(style.alignSelf.rawValue)"
        let lead = "\(direction), \(source)"
        switch alignment {
        case .stretch:
            if abs(size - line) < violationEpsilon {
                return "\(lead): \(crossName) stretched to the line's \(points(line)), \(position)"
            }
            return "\(lead), but it keeps its \(crossName) of \(points(size)): a stretched child that declares its "
                + "own \(crossName) (or a max) keeps it; \(position)"
        case .center:
            return "\(lead): \(coordinate(crossAxis)) = floor((\(formatPoints(line)) − \(formatPoints(size))) / 2) = "
                + "\(formatPoints(child.position[crossAxis])), rounded down to the pixel grid"
        case .end:
            return "\(lead): at the end of the line, \(coordinate(crossAxis)) = \(formatPoints(line)) − "
                + "\(formatPoints(size)) = \(formatPoints(child.position[crossAxis]))"
        case .baselineFirst, .baselineLast:
            return "\(lead): it is moved so its baseline lines up with the line's: \(position)"
        case .start, .notSet:
            return "\(lead): at the start of the line, \(position)"
        }
    }

    /// A wrapping stack: the line a child lands on is not recorded in the layout, so only the rules are named.
    private var wrappedReasons: [String] {
        ["flexWrap .wrap: children fill a line until the next one (with its spacing) would pass the stack's max of "
            + "\(points(stackMax)), then a new line starts; lines are placed by alignContent "
            + ".\(stack.alignContent.rawValue) with lineSpacing \(formatPoints(stack.lineSpacing))",
         "within its line it is placed by justifyContent .\(stack.justifyContent.rawValue) and its alignment "
            + ".\(style.alignSelf.effective(stack.alignItems).rawValue): at \(child.position)"]
    }
}
