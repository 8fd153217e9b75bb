import TextureLayout

extension Explanation {
    /// What the parent did to the element: the range it offered and where it put it, per kind of parent.
    static func parentReasons(_ layout: Layout, parent: Layout, _ tree: LayoutTree) -> [String] {
        let position = "at \(layout.position)"
        switch tree[parent.element].kind {
        case .node:
            return ["the layout spec of \(describe(parent.element, tree)) is offered the node's whole range and "
                + "sits at its origin"]
        case .spec(let spec):
            switch spec {
            case .stack(let stack, _):
                return StackExplanation(stack: stack, parent: parent, child: layout, tree: tree).reasons
            case .inset(let insets, _):
                return [insetReason(insets) + ": it was offered its parent's range minus the insets and placed "
                    + position]
            case .overlay(let child, _), .background(let child, _):
                return layout.element == child
                    ? ["the \(spec.typeName) takes this child's size; the child sits at (0, 0)"]
                    : ["laid out at exactly the size of the spec's child, \(parent.size), at (0, 0)"]
            case .center(let centering, _, _):
                return [centeredReason(axis: .horizontal, centered: centering.contains(.X), layout, parent),
                        centeredReason(axis: .vertical, centered: centering.contains(.Y), layout, parent)]
            case .relative(let horizontal, let vertical, _, _):
                return [relativeReason(axis: .horizontal, horizontal, layout, parent),
                        relativeReason(axis: .vertical, vertical, layout, parent)]
            case .ratio(let ratio, _):
                return ["ratio \(formatPoints(ratio)) → height = width × \(formatPoints(ratio)): the child is laid "
                    + "out at exactly the proposal that fits the range, \(layout.size), at (0, 0)"]
            case .absolute:
                return ["its style.layoutPosition places it \(position); its style is resolved with the room right "
                    + "of and below that position as the max, so it may overflow the spec"]
            case .wrapper:
                return ["the wrapper offers it the wrapper's own range and places it at (0, 0)"]
            case .corner(let corner, let child, _):
                return layout.element == child
                    ? ["the corner spec takes this child's size; the child sits \(position)"]
                    : ["corner .\(corner.location.rawValue): its centre sits on that corner of the child, moved by "
                        + "the offset \(corner.offset): \(position)"]
            case .plain:
                return ["a plain ASLayoutSpec does not lay out its children"]
            }
        }
    }

    /// `inset 8 on each side` or `inset top 4, left 8, bottom 4, right 8`.
    private static func insetReason(_ insets: EdgeInsets) -> String {
        if insets.top == insets.left && insets.left == insets.bottom && insets.bottom == insets.right {
            return "inset \(formatPoints(insets.top)) on each side"
        }
        return "inset top \(formatPoints(insets.top)), left \(formatPoints(insets.left)), "
            + "bottom \(formatPoints(insets.bottom)), right \(formatPoints(insets.right))"
    }

    /// A centre spec's axis: `centered: x = (300 − 100) / 2 = 100`, rounded to the pixel grid.
    private static func centeredReason(axis: Axis, centered: Bool, _ layout: Layout, _ parent: Layout) -> String {
        let coordinate = axis == .horizontal ? "x" : "y"
        guard centered else { return "not centred along the \(axisName(axis)): \(coordinate) = 0" }
        return "centered: \(coordinate) = (\(formatPoints(parent.size[axis])) − \(formatPoints(layout.size[axis]))) "
            + "/ 2 = \(formatPoints(layout.position[axis]))"
    }

    /// A relative spec's axis: start, centre or end of the spec's size.
    private static func relativeReason(axis: Axis, _ position: RelativePosition, _ layout: Layout, _ parent: Layout)
        -> String
    {
        let coordinate = axis == .horizontal ? "x" : "y"
        let free = "\(formatPoints(parent.size[axis])) − \(formatPoints(layout.size[axis]))"
        switch position {
        case .none, .start:
            return "\(axis == .horizontal ? "horizontalPosition" : "verticalPosition") .\(position.rawValue): "
                + "\(coordinate) = 0"
        case .center:
            return "centered: \(coordinate) = (\(free)) / 2 = \(formatPoints(layout.position[axis]))"
        case .end:
            return "at the end: \(coordinate) = \(free) = \(formatPoints(layout.position[axis]))"
        }
    }
}
