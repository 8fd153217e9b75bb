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
    /// Per element and exact axis, what is known: the bits below.
    private var state: [UInt8]
    /// The free-axis size of a qualifying element, by its constraint with the exact axis blanked out; one table
    /// per exact axis.
    private var freeSizes: [MemoTable<Double>] = [MemoTable(capacity: 64, filler: 0), MemoTable(capacity: 64, filler: 0)]

    /// Computed once at an exact size: an element computed only once (most are) is never examined further.
    private static let computedOnce: UInt8 = 1
    private static let decided: UInt8 = 2
    private static let qualifying: UInt8 = 4
    /// No fraction anywhere in the subtree, so the parent size cannot matter either and is left out of the key.
    private static let ignoresParentSize: UInt8 = 8
    private static let hasFreeSizes: UInt8 = 16

    init(count: Int) {
        state = Array(repeating: 0, count: 2 * count)
    }

    /// The size of `id` in `range`, if the free-axis size is already known from another exact size.
    func predictedSize(of id: ElementID, in range: SizeRange, parentSize: Size, grid: PixelGrid) -> Size? {
        guard let exact = Self.exactAxis(of: range) else { return nil }
        let known = state[Self.slot(id, exact)]
        guard known & Self.hasFreeSizes != 0,
              let free = freeSizes[Self.table(exact)][Self.key(id, range, parentSize, exactAxis: exact, known)]
        else { return nil }
        return Size(exact, grid.ceil(range.min[exact]), cross: free)
    }

    /// Records a computed size for later predictions, from the second computation of an element at an exact size
    /// on, after checking that the exact axis came out as predicted.
    mutating func remember(_ size: Size, of id: ElementID, in range: SizeRange, parentSize: Size, tree: LayoutTree,
                           grid: PixelGrid) {
        guard let exact = Self.exactAxis(of: range), size[exact] == grid.ceil(range.min[exact]) else { return }
        let slot = Self.slot(id, exact)
        guard state[slot] & Self.computedOnce != 0 else {
            state[slot] |= Self.computedOnce
            return
        }
        let known = verdict(id, exactAxis: exact, tree: tree)
        guard known & Self.qualifying != 0 else { return }
        let free: Axis = exact == .horizontal ? .vertical : .horizontal
        freeSizes[Self.table(exact)][Self.key(id, range, parentSize, exactAxis: exact, known)] = size[free]
        state[slot] |= Self.hasFreeSizes
    }

    /// The axis on which the range allows one bounded size; the horizontal one if both do.
    private static func exactAxis(of range: SizeRange) -> Axis? {
        if range.min.width == range.max.width && isBoundedSize(range.min.width) { return .horizontal }
        if range.min.height == range.max.height && isBoundedSize(range.min.height) { return .vertical }
        return nil
    }

    private static func table(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }
    private static func slot(_ id: ElementID, _ axis: Axis) -> Int { 2 * id.index + table(axis) }

    /// The memo key with the exact axis's bounds and parent size blanked (the whole parent size for a subtree
    /// without fractions), so that only what the free size depends on tells constraints apart.
    private static func key(_ id: ElementID, _ range: SizeRange, _ parentSize: Size, exactAxis: Axis,
                            _ known: UInt8) -> MemoKey {
        var range = range
        var parentSize = known & ignoresParentSize != 0 ? Size(width: -1, height: -1) : parentSize
        range.min[exactAxis] = -1
        range.max[exactAxis] = -1
        parentSize[exactAxis] = -1
        return MemoKey(id, range, parentSize)
    }

    /// Whether the subtree of `id` keeps its free-axis layout apart from an exact axis (see the type's comment).
    mutating func qualifies(_ id: ElementID, exactAxis: Axis, tree: LayoutTree) -> Bool {
        verdict(id, exactAxis: exactAxis, tree: tree) & Self.qualifying != 0
    }

    /// What is known about `id` and `exactAxis`, deciding it first if needed.
    private mutating func verdict(_ id: ElementID, exactAxis: Axis, tree: LayoutTree) -> UInt8 {
        let slot = Self.slot(id, exactAxis)
        if state[slot] & Self.decided == 0 {
            state[slot] |= Self.decided | decide(id, exactAxis: exactAxis, tree: tree)
        }
        return state[slot]
    }

    /// `qualifying`, with `ignoresParentSize` where it holds, for a subtree that qualifies; 0 otherwise.
    private mutating func decide(_ id: ElementID, exactAxis: Axis, tree: LayoutTree) -> UInt8 {
        let style = tree[id].style
        guard Self.keepsAxesApart(style, exactAxis: exactAxis) else { return 0 }
        let own = Self.qualifying | (Self.hasFraction(style) ? 0 : Self.ignoresParentSize)
        /// Both the element and its children must qualify (and ignore the parent size).
        func including(_ child: ElementID) -> UInt8 {
            guard tree.contains(child) else { return 0 }
            return verdict(child, exactAxis: exactAxis, tree: tree) & (Self.qualifying | Self.ignoresParentSize)
        }
        switch tree[id].kind {
        case .node(let node):
            guard node.layoutSpec == nil else { return 0 }
            switch node.content {
            case .plain, .image(nil): return own
            case .image(let size?): return Self.isBoundedSize(size.width) && Self.isBoundedSize(size.height) ? own : 0
            case .text: return 0
            }
        case .spec(.plain):
            return own
        case .spec(.inset(let insets, let child)):
            guard Self.isBounded(insets.top) && Self.isBounded(insets.left) && Self.isBounded(insets.bottom)
                && Self.isBounded(insets.right)
            else { return 0 }
            return child.map { own & including($0) } ?? own
        case .spec(.stack(let stack, let children)):
            guard stack.flexWrap == .noWrap, Self.isBounded(stack.spacing), Self.isBounded(stack.lineSpacing),
                  !stack.alignItems.isBaseline
            else { return 0 }
            return children.reduce(own) { $0 & including($1) }
        case .spec:
            return 0
        }
    }

    private static func hasFraction(_ style: Style) -> Bool {
        [style.width, style.height, style.minWidth, style.maxWidth, style.minHeight, style.maxHeight, style.flexBasis]
            .contains { $0.unit == .fraction }
    }

    /// No value of the style can read the exact axis into the free one or make a size invalid there: on the exact
    /// axis only auto or bounded points sizes, a points or auto flexBasis, non-negative bounded flex factors and
    /// bounded spacings. The free axis may hold anything, since it is computed the same way at every exact size.
    private static func keepsAxesApart(_ style: Style, exactAxis: Axis) -> Bool {
        func isPlain(_ dimension: Dimension) -> Bool {
            dimension.unit == .auto || (dimension.unit == .points && isBoundedSize(dimension.value))
        }
        let exactSizesArePlain = exactAxis == .horizontal
            ? isPlain(style.width) && isPlain(style.minWidth) && isPlain(style.maxWidth)
            : isPlain(style.height) && isPlain(style.minHeight) && isPlain(style.maxHeight)
        return exactSizesArePlain && isPlain(style.flexBasis)
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
