extension LayoutPass {
    /// Lays out a spec. Inset, Overlay and Background override Texture's three-argument method and never look at
    /// their own style size; every other spec resolves its style first.
    mutating func layoutSpec(_ id: ElementID, _ spec: Spec, in range: SizeRange, parentSize: Size) -> Int {
        switch spec {
        case .inset(let insets, let child):
            return layoutInset(id, insets, child, in: range, parentSize: parentSize)
        case .overlay(let child, let overlay):
            return layoutDecorated(id, child: child, decoration: overlay, isBackground: false, in: range,
                                   parentSize: parentSize)
        case .background(let child, let background):
            return layoutDecorated(id, child: child, decoration: background, isBackground: true, in: range,
                                   parentSize: parentSize)
        default:
            break
        }
        let resolved = resolve(id, range, parentSize: parentSize)
        var computed: (size: Size, firstChild: Int)
        switch spec {
        case .plain:
            computed = (resolved.min, arena.placements.count)
        case .wrapper(let children):
            computed = layoutWrapper(children, in: resolved)
        case .stack(let stack, let children):
            computed = layoutStack(stack, children, in: resolved)
        case .center(let centering, let sizing, let child):
            computed = layoutRelative(
                horizontal: centering.contains(.X) ? .center : .none,
                vertical: centering.contains(.Y) ? .center : .none, sizing: sizing, child, in: resolved)
        case .relative(let horizontal, let vertical, let sizing, let child):
            computed = layoutRelative(horizontal: horizontal, vertical: vertical, sizing: sizing, child, in: resolved)
        case .ratio(let ratio, let child):
            computed = layoutRatio(ratio, child, in: resolved)
        case .absolute(let sizing, let children):
            computed = layoutAbsolute(sizing, children, in: resolved)
        case .corner(let corner, let child, let cornerElement):
            computed = layoutCorner(corner, child: child, corner: cornerElement, in: resolved)
        case .inset, .overlay, .background:
            preconditionFailure("handled above")
        }
        return makeRecord(id, size: computed.size, offered: range, resolved: resolved, children: computed.firstChild)
    }

    /// Measures an optional child slot: an empty slot is Texture's nil child, which measures 0×0.
    mutating func measure(_ child: ElementID?, in range: SizeRange, parentSize: Size) -> Int? {
        guard let child else { return nil }
        return layout(child, in: range, parentSize: parentSize)
    }

    /// `-[ASLayoutSpec parentSizeForChildren]` of Center, Relative, Absolute and Corner: the bounded max, or NaN on an
    /// axis whose max is not valid for size.
    func definedMax(_ range: SizeRange) -> Size {
        Size(width: isValidForSize(range.max.width) ? range.max.width : .nan,
             height: isValidForSize(range.max.height) ? range.max.height : .nan)
    }

    /// `ASWrapperLayoutSpec`: every child gets the wrapper's range and sits at the origin; the size is the largest
    /// of the range's min and the children's sizes, not clamped to the max.
    mutating func layoutWrapper(_ children: [ElementID], in range: SizeRange) -> (Size, firstChild: Int) {
        var size = range.min
        var records: [Int] = []
        records.reserveCapacity(children.count)
        for child in children {
            let record = layout(child, in: range, parentSize: range.max)
            size.width = MAX(size.width, self.size(record).width)
            size.height = MAX(size.height, self.size(record).height)
            records.append(record)
        }
        let first = arena.placements.count
        for record in records { place(record, at: .zero) }
        return (size, first)
    }
}
