/// Keeps nested stretch stacks linear without changing a single frame.
///
/// Texture offers a stretched child the stack's exact cross size even while the stack is only being measured
/// (`crossChildLayout` passes the cross min), so in a chain of nested stretch stacks every level is asked for its
/// size at every width above it. Each of those constraints is different, so memoizing by the whole constraint
/// cannot merge them, and the work grows with the square of the depth (the deep-stretch benchmark shape).
///
/// Many subtrees, though, compute one axis without ever reading the other. For such a subtree offered an exact,
/// valid size on one axis (the *exact axis*), its size on that axis is the pixel-ceiled exact size, and its size on
/// the other (*free*) axis is the same for every exact size. So the free size is remembered under the constraint's
/// free-axis half only, and later requests at other exact sizes are answered from it. The pass keeps such a
/// predicted layout pending and computes it for real only if the final layout uses it.
///
/// A subtree qualifies (see ``qualifies(_:exactAxis:tree:)``) only if every element in it is one whose arithmetic
/// keeps the axes apart and whose values cannot become invalid on the exact axis: display and image leaves, stacks
/// without wrapping or baseline alignment, insets with finite edges and the plain spacer, with no fraction,
/// non-finite or oversized value on the exact axis. Text wraps at the offered width and a ratio ties the axes, so
/// they, and every other spec, end the shortcut.
struct AxisIndependence {
    /// Per element and exact axis: 0 not decided yet, 1 qualifies, 2 does not.
    private var verdicts: [UInt8]
    /// The free-axis size of a qualifying element, by its constraint with the exact axis blanked out; one table
    /// per exact axis.
    private var freeSizes: [[MemoKey: Double]] = [[:], [:]]

    init(count: Int) {
        verdicts = Array(repeating: 0, count: 2 * count)
    }

    /// The size of `id` in `range`, if the free-axis size is already known from another exact size.
    mutating func predictedSize(of id: ElementID, in range: SizeRange, parentSize: Size, tree: LayoutTree,
                                grid: PixelGrid) -> Size? {
        guard let exact = Self.exactAxis(of: range), qualifies(id, exactAxis: exact, tree: tree),
              let free = freeSizes[Self.slot(exact)][Self.key(id, range, parentSize, exactAxis: exact)]
        else { return nil }
        return Size(exact, grid.ceil(range.min[exact]), cross: free)
    }

    /// Records a computed size for later predictions, after checking that the exact axis came out as predicted.
    mutating func remember(_ size: Size, of id: ElementID, in range: SizeRange, parentSize: Size, tree: LayoutTree,
                           grid: PixelGrid) {
        guard let exact = Self.exactAxis(of: range), size[exact] == grid.ceil(range.min[exact]),
              qualifies(id, exactAxis: exact, tree: tree)
        else { return }
        let free: Axis = exact == .horizontal ? .vertical : .horizontal
        freeSizes[Self.slot(exact)][Self.key(id, range, parentSize, exactAxis: exact)] = size[free]
    }

    /// The axis on which the range allows one bounded size; the horizontal one if both do.
    private static func exactAxis(of range: SizeRange) -> Axis? {
        if range.min.width == range.max.width && isBoundedSize(range.min.width) { return .horizontal }
        if range.min.height == range.max.height && isBoundedSize(range.min.height) { return .vertical }
        return nil
    }

    private static func slot(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }

    /// The memo key with the exact axis's bounds and parent size blanked, so that only the free half tells
    /// constraints apart.
    private static func key(_ id: ElementID, _ range: SizeRange, _ parentSize: Size, exactAxis: Axis) -> MemoKey {
        var range = range
        var parentSize = parentSize
        range.min[exactAxis] = -1
        range.max[exactAxis] = -1
        parentSize[exactAxis] = -1
        return MemoKey(id, range, parentSize)
    }

    /// Whether the subtree of `id` keeps its free-axis layout apart from an exact axis (see the type's comment).
    mutating func qualifies(_ id: ElementID, exactAxis: Axis, tree: LayoutTree) -> Bool {
        let slot = 2 * id.index + Self.slot(exactAxis)
        if verdicts[slot] == 0 {
            verdicts[slot] = decide(id, exactAxis: exactAxis, tree: tree) ? 1 : 2
        }
        return verdicts[slot] == 1
    }

    private mutating func decide(_ id: ElementID, exactAxis: Axis, tree: LayoutTree) -> Bool {
        let element = tree[id]
        guard Self.keepsAxesApart(element.style, exactAxis: exactAxis) else { return false }
        switch element.kind {
        case .node(let node):
            guard node.layoutSpec == nil else { return false }
            switch node.content {
            case .plain, .image(nil): return true
            case .image(let size?): return Self.isBoundedSize(size.width) && Self.isBoundedSize(size.height)
            case .text: return false
            }
        case .spec(.plain):
            return true
        case .spec(.inset(let insets, let child)):
            let edges = [insets.top, insets.left, insets.bottom, insets.right]
            guard edges.allSatisfy(Self.isBounded) else { return false }
            return child.map { tree.contains($0) && qualifies($0, exactAxis: exactAxis, tree: tree) } ?? true
        case .spec(.stack(let stack, let children)):
            guard stack.flexWrap == .noWrap, Self.isBounded(stack.spacing), Self.isBounded(stack.lineSpacing),
                  !stack.alignItems.isBaseline
            else { return false }
            return children.allSatisfy { tree.contains($0) && qualifies($0, exactAxis: exactAxis, tree: tree) }
        case .spec:
            return false
        }
    }

    /// No value of the style can read the exact axis into the free one or make a size invalid there: on the exact
    /// axis only auto or bounded points sizes, a points or auto flexBasis, non-negative bounded flex factors and
    /// bounded spacings. The free axis may hold anything, since it is computed the same way at every exact size.
    private static func keepsAxesApart(_ style: Style, exactAxis: Axis) -> Bool {
        let exactDimensions = exactAxis == .horizontal
            ? [style.width, style.minWidth, style.maxWidth, style.flexBasis]
            : [style.height, style.minHeight, style.maxHeight, style.flexBasis]
        return exactDimensions.allSatisfy { $0.unit == .auto || ($0.unit == .points && isBoundedSize($0.value)) }
            && isBoundedSize(style.flexGrow) && isBoundedSize(style.flexShrink)
            && isBounded(style.spacingBefore) && isBounded(style.spacingAfter)
    }

    /// Far below where Texture calls a size invalid (`FLT_MAX / 2`), so that no sum or flexed size of a qualifying
    /// subtree can get there at one exact size and not at another.
    private static let bound = 1e9

    private static func isBounded(_ value: Double) -> Bool { abs(value) < bound }

    /// A valid size (0 or a normal positive number) below ``bound``.
    private static func isBoundedSize(_ value: Double) -> Bool { isValidForSize(value) && value < bound }
}
