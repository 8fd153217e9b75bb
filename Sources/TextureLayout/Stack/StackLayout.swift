/// A child of a stack while the stack is being computed (`ASStackLayoutSpecItem`).
struct StackItem {
    let child: ElementID
    /// The child's `alignSelf` folded with the stack's `alignItems`.
    let alignment: AlignItems
    let flexGrow, flexShrink, spacingBefore, spacingAfter: Double
    /// Baseline metrics, read only for baseline-aligned items.
    var ascender = 0.0, descender = 0.0
    /// The child's current layout in the arena, its size, and (once positioned) where the stack puts it.
    var record: Int
    var size: Size
    var position = Point.zero

    init(child: ElementID, style: Style, alignment: AlignItems, record: Int) {
        self.child = child
        self.alignment = alignment
        flexGrow = style.flexGrow
        flexShrink = style.flexShrink
        spacingBefore = style.spacingBefore
        spacingAfter = style.spacingAfter
        self.record = record
        size = .zero
    }

    var isFlexibleBothWays: Bool { Self.isFlexibleBothWays(grow: flexGrow, shrink: flexShrink) }

    /// Can both grow and shrink: what `useOptimizedFlexing` looks for.
    static func isFlexibleBothWays(grow: Double, shrink: Double) -> Bool { grow > 0 && shrink > 0 }
}

/// A line of a stack (`ASStackUnpositionedLine`): a range of items plus its cross size and baseline.
struct StackLine {
    var items: Range<Int>
    var crossSize: Double = 0
    var baseline: Double = 0
    var stackSum: Double = 0
}

/// The fixed inputs of one stack computation.
struct StackContext {
    let spec: StackSpec
    let range: SizeRange
    /// What the stack passes to children as their parent size: an axis's size only where the range is exact.
    let parentSize: Size
    var axis: Axis { spec.direction.axis }
    var crossAxis: Axis { axis == .horizontal ? .vertical : .horizontal }
    var stackMin: Double { range.min[axis] }
    var stackMax: Double { range.max[axis] }
    var crossMin: Double { range.min[crossAxis] }
    var crossMax: Double { range.max[crossAxis] }

    func stackSize(_ size: Size) -> Double { size[axis] }
    func crossSize(_ size: Size) -> Double { size[crossAxis] }

    func stackViolation(_ sum: Double) -> Double { violation(sum, min: stackMin, max: stackMax) }
    func crossViolation(_ sum: Double) -> Double { violation(sum, min: crossMin, max: crossMax) }
}

/// `computeStackViolation` / `computeCrossViolation`: how far `sum` is below the min (positive: free space to
/// grow or justify into) or above the max (negative: an overflow to shrink, or to move children by) of an axis.
public func violation(_ sum: Double, min: Double, max: Double) -> Double {
    if sum < min { return min - sum }
    if sum > max { return max - sum }
    return 0
}

/// Texture's `kViolationEpsilon`: violations smaller than this are ignored everywhere.
public let violationEpsilon = 0.01

extension LayoutPass {
    /// `-[ASStackLayoutSpec calculateLayoutThatFits:]`: the unpositioned steps (measure, break lines, flex, line
    /// cross sizes, stretch) then the positioned ones (alignContent, justifyContent, alignItems). The stack's size
    /// is its content clamped to its range.
    mutating func layoutStack(_ spec: StackSpec, _ children: [ElementID], in range: SizeRange)
        -> (Size, firstChild: Int)
    {
        guard !children.isEmpty else { return (range.min, arena.placements.count) }
        let context = StackContext(
            spec: spec, range: range,
            parentSize: Size(width: range.min.width == range.max.width ? range.min.width : .nan,
                             height: range.min.height == range.max.height ? range.min.height : .nan))
        let measured = measureItems(children, context)
        var items = measured.items
        let optimizedFlexing = measured.optimizedFlexing
        var lines = collectLines(items, context)
        for index in lines.indices {
            flexLine(lines[index], &items, context, optimizedFlexing: optimizedFlexing)
        }
        computeLineCrossSizes(&lines, items, context)
        stretchLines(&lines, &items, context)
        var stackSum = 0.0
        for index in lines.indices {
            lines[index].stackSum = itemsStackSum(items[lines[index].items], context)
            stackSum = MAX(lines[index].stackSum, stackSum)
        }
        let crossSum = linesCrossSum(lines, context)
        position(&items, lines, crossSum: crossSum, context)
        let first = arena.placements.count
        for item in items { place(item.record, at: item.position) }
        return (range.clamp(Size(context.axis, stackSum, cross: crossSum)), first)
    }

    /// Texture's `crossChildLayout`: measures a child with the given stack-axis bounds, which becomes the item's
    /// layout. A stretched child is offered the stack's cross min unless it declares its own points cross size or
    /// min (and its own points max, if any, instead of the stack's), which is how such children keep their size,
    /// and how a range can invert.
    mutating func crossChildLayout(
        _ item: inout StackItem, stackMin: Double, stackMax: Double, crossMin: Double, crossMax: Double,
        _ context: StackContext
    ) {
        var childCrossMin = 0.0
        var childCrossMax = crossMax
        if item.alignment == .stretch {
            let own = tree[item.child].style.hasSize
                ? tree[item.child].style.resolvedRange(parentSize: .undefined) : .unconstrained
            let ownMin = own.min[context.crossAxis]
            let ownMax = own.max[context.crossAxis]
            childCrossMin = ownMin != 0 ? ownMin : crossMin
            childCrossMax = ownMax == .infinity ? crossMax : ownMax
        }
        let childRange = SizeRange(
            context.axis, stackMin: stackMin, stackMax: stackMax, crossMin: childCrossMin, crossMax: childCrossMax)
        item.record = layout(item.child, in: childRange, parentSize: context.parentSize)
        item.size = size(item.record)
    }

    /// `computeItemsStackDimensionSum`: sizes along the stack axis plus `spacing` between items and every item's
    /// `spacingBefore` and `spacingAfter`.
    func itemsStackSum(_ items: ArraySlice<StackItem>, _ context: StackContext) -> Double {
        guard !items.isEmpty else { return 0 }
        var sum = context.spec.spacing * Double(items.count - 1)
        for item in items { sum += item.spacingBefore + item.spacingAfter }
        for item in items { sum += context.stackSize(item.size) }
        return sum
    }

    /// The lines' cross sizes plus `lineSpacing` between lines.
    func linesCrossSum(_ lines: [StackLine], _ context: StackContext) -> Double {
        lines.reduce(0) { $0 + $1.crossSize } + context.spec.lineSpacing * Double(lines.count - 1)
    }

    /// The baseline metrics a parent stack reads from an element's style. A vertical stack with children overwrites
    /// its own ascender with its first child's and its descender with its last child's when it is laid out.
    func baselineMetrics(_ id: ElementID) -> (ascender: Double, descender: Double) {
        let element = tree[id]
        if case .spec(.stack(let stack, let children)) = element.kind, stack.direction == .vertical,
            let first = children.first, let last = children.last
        {
            return (baselineMetrics(first).ascender, baselineMetrics(last).descender)
        }
        return (element.style.ascender, element.style.descender)
    }
}
