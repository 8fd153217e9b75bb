/// Keeps nested stretch stacks linear without changing a single frame.
///
/// Texture's stretch pass lays a child out again at an exact size on both axes (`crossChildLayout` with the child's
/// own stack size and the line's cross size), and inside it, the child's own children are measured at that new
/// cross size. In a chain of nested stretch stacks measured without a bound, every level is therefore asked to lay
/// out every level below it once more, each time at a different width: quadratic work that memoizing by the whole
/// constraint cannot merge (the deep-stretch benchmark shape).
///
/// But an element that clamps its size into its range (stacks, insets, spacers and leaf nodes all end with
/// `ASSizeRangeClamp`, which ignores NaN and infinite content) is exactly the size of an exact range, pixel-ceiled,
/// whatever its children compute. The pass records such a layout as pending with that size and computes its
/// children only if the final layout uses it. A skipped computation must not have had anything to say, so the
/// prediction is made only for subtrees in which no computation can warn: see ``isPredictable(_:tree:)``.
struct ExactSizePrediction {
    /// Per element: 0 not decided yet, 1 predictable, 2 not.
    private var verdicts: [UInt8]

    init(count: Int) {
        verdicts = Array(repeating: 0, count: count)
    }

    /// Room for the elements added to the tree since, undecided.
    mutating func grow(to count: Int) {
        if verdicts.count < count { verdicts.append(contentsOf: repeatElement(0, count: count - verdicts.count)) }
    }

    /// Forgets the verdict on an element whose subtree changed (``LayoutCache``).
    mutating func forget(_ id: ElementID) { verdicts[id.index] = 0 }

    /// The size of `id` in `range` if the range is exact and the element's subtree is predictable.
    mutating func predictedSize(of id: ElementID, in range: SizeRange, tree: LayoutTree, grid: PixelGrid) -> Size? {
        guard range.isExact, isBoundedSize(range.min.width), isBoundedSize(range.min.height),
              isPredictable(id, tree: tree)
        else { return nil }
        return grid.ceil(range.min)
    }

    /// Whether the element clamps to its range and nothing in its subtree can compute an invalid size or warn: plain,
    /// image and text leaves, stacks, insets with bounded edges and spacers, whose sizes and metrics are auto or
    /// bounded points (no fractions, which resolve against parents that may be unbounded), with bounded flex factors
    /// and spacings. Nodes with a spec of their own are left out because their first layout runs the spec checks.
    mutating func isPredictable(_ id: ElementID, tree: LayoutTree) -> Bool {
        if verdicts[id.index] == 0 {
            verdicts[id.index] = StackRoom.withStackRoom { decide(id, tree: tree) } ? 1 : 2
        }
        return verdicts[id.index] == 1
    }

    private mutating func decide(_ id: ElementID, tree: LayoutTree) -> Bool {
        guard hasBoundedValues(tree[id].style) else { return false }
        func childIsPredictable(_ child: ElementID) -> Bool {
            tree.contains(child) && isPredictable(child, tree: tree)
        }
        switch tree[id].kind {
        case .node(let node):
            guard node.layoutSpec == nil else { return false }
            switch node.content {
            case .plain, .image(nil), .offeredSize: return true
            case .image(let size?), .measured(let size): return isBoundedSize(size.width) && isBoundedSize(size.height)
            case .text(let text): return isBoundedSize(text.fontSize) && isBounded(text.containerInset)
            case .editableText(let text):
                return isBoundedSize(text.text.fontSize) && isBoundedSize(text.placeholder.fontSize)
                    && isBounded(text.textContainerInset)
            // A scroll node managing its content size may take its content's size unclamped; buttons and text cells
            // have a spec.
            case .scroll, .button, .textCell: return false
            }
        case .spec(.plain):
            return true
        case .spec(.inset(let insets, let child)):
            guard isBounded(insets) else { return false }
            return child.map(childIsPredictable) ?? true
        case .spec(.stack(let stack, let children)):
            guard isBounded(stack.spacing) && isBounded(stack.lineSpacing) else { return false }
            return children.allSatisfy(childIsPredictable)
        case .spec:
            return false
        }
    }

    private func hasBoundedValues(_ style: Style) -> Bool {
        func isPlain(_ dimension: Dimension) -> Bool {
            dimension.unit == .auto || (dimension.unit == .points && isBoundedSize(dimension.value))
        }
        return isPlain(style.width) && isPlain(style.height) && isPlain(style.minWidth) && isPlain(style.maxWidth)
            && isPlain(style.minHeight) && isPlain(style.maxHeight) && isPlain(style.flexBasis)
            && isBoundedSize(style.flexGrow) && isBoundedSize(style.flexShrink)
            && isBounded(style.spacingBefore) && isBounded(style.spacingAfter)
            && isBounded(style.ascender) && isBounded(style.descender)
    }

    /// Far below where Texture calls a size invalid (`FLT_MAX / 2`), so that no sum of a predictable subtree can
    /// get there.
    private static var bound: Double { 1e9 }

    private func isBounded(_ value: Double) -> Bool { abs(value) < Self.bound }

    private func isBounded(_ insets: EdgeInsets) -> Bool {
        isBounded(insets.top) && isBounded(insets.left) && isBounded(insets.bottom) && isBounded(insets.right)
    }

    /// A valid size (0 or a normal positive number) below ``bound``.
    private func isBoundedSize(_ value: Double) -> Bool { isValidForSize(value) && value < Self.bound }
}
