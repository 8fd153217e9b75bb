import TextureLayout

/// Why an element got its size and position, told the way Texture decides it: a size range goes down from the
/// root, each element picks a size inside its range, and its parent positions it.
public enum Explanation {
    /// The path from the root down to `element` (each level's offered range, its range after its own style, its size
    /// and its position in its parent), then the rules that decided the element's size and position in plain words.
    /// `nil` when the element is not part of the layout. An element laid out twice is explained where it was placed
    /// last, the place its view ends up in.
    /// With `width`, a level of the path too wide for it goes on over several lines, behind the path's tree line.
    public static func explain(_ element: ElementID, result: LayoutResult, tree: LayoutTree, width: Int? = nil)
        -> String? {
        guard tree.contains(element), let path = path(to: element, in: result.layout) else { return nil }
        let target = path[path.count - 1]
        var lines = [title(target, tree, result: result, path: path)]
        // A path deeper than the tree lists shows its first levels and its last ones: each level is indented by its
        // depth, so all of a chain 10,000 deep would print its depth squared.
        let shownLevels = SpecTreeText.maximumListedDepth, levelsBeforeTheGap = 8
        let elided = path.count > shownLevels ? path.count - shownLevels : 0
        let shown = elided > 0
            ? Array(path.prefix(levelsBeforeTheGap)) + Array(path.suffix(shownLevels - levelsBeforeTheGap)) : path
        for (depth, layout) in shown.enumerated() {
            if elided > 0 && depth == levelsBeforeTheGap {
                lines.append(String(repeating: "   ", count: depth - 1) + "┆  … \(elided) levels between, not shown")
            }
            let head = String(repeating: "   ", count: Swift.max(depth - 1, 0)) + (depth == 0 ? "" : "└─ ")
            let below = depth < shown.count - 1 ? "│  " : "   "
            lines += SpecTreeText.entryLines(head, level(layout, tree, isRoot: depth == 0),
                                             continuation: String(repeating: "   ", count: depth) + below, width: width)
        }
        lines.append("why:")
        let parent = path.count > 1 ? path[path.count - 2] : nil
        var reasons = ownSizeReasons(target, tree)
        if let parent {
            reasons += parentReasons(target, parent: parent, tree)
        } else {
            reasons.append("it is the root: it was offered \(result.range) and sits at (0, 0)")
        }
        lines += reasons.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The layouts from the root down to the last place `element` was laid out (depth first, in z-order).
    static func path(to element: ElementID, in root: Layout) -> [Layout]? {
        var found: [Layout]?
        var current: [Layout] = []
        func visit(_ layout: Layout) {
            current.append(layout)
            if layout.element == element { found = current }
            for sublayout in layout.sublayouts { StackRoom.withStackRoom { visit(sublayout) } }
            current.removeLast()
        }
        visit(root)
        return found
    }

    /// `title (ASTextNode): x=60 y=22 w=112 h=16 relative to the root`.
    private static func title(_ layout: Layout, _ tree: LayoutTree, result: LayoutResult, path: [Layout]) -> String {
        let origin = result.frame(of: layout.element)?.origin
            ?? path.dropFirst().reduce(Point.zero) { $0 + $1.position }
        return "\(describe(layout.element, tree)): x=\(formatPoints(origin.x)) y=\(formatPoints(origin.y)) "
            + "w=\(formatPoints(layout.size.width)) h=\(formatPoints(layout.size.height)) relative to the root"
    }

    /// One level of the path: `row (ASStackLayoutSpec)  offered [..]  style → [..]  size 232×44 at (8, 8)`.
    private static func level(_ layout: Layout, _ tree: LayoutTree, isRoot: Bool) -> String {
        var text = describe(layout.element, tree) + "  offered \(layout.offered)"
        if layout.resolved != layout.offered { text += "  style → \(layout.resolved)" }
        text += "  size \(layout.size)"
        if !isRoot { text += " at \(layout.position)" }
        return text
    }

    static func describe(_ id: ElementID, _ tree: LayoutTree) -> String {
        tree.contains(id) ? "\(tree[id].name) (\(tree[id].typeName))" : "\(id)"
    }

    static func axisName(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    // MARK: The element's own size

    /// How the element's style and content chose its size inside the range it was offered.
    private static func ownSizeReasons(_ layout: Layout, _ tree: LayoutTree) -> [String] {
        let element = tree[layout.element]
        var reasons: [String] = []
        if case .spec(let spec) = element.kind, spec.skipsOwnStyle, element.style.hasSize {
            reasons.append("\(spec.typeName) never applies its own style size (Texture's inset, overlay and "
                + "background specs skip it), so its width and height settings have no effect")
            if let reason = contentReason(element, layout, tree) { reasons.append(reason) }
            return reasons
        }
        for axis in [Axis.horizontal, .vertical] {
            if let reason = styleReason(element.style, axis: axis, layout) { reasons.append(reason) }
        }
        if let reason = contentReason(element, layout, tree) { reasons.append(reason) }
        return reasons
    }

    /// `ASLayoutElementSizeResolveAutoSize` then `ASSizeRangeIntersect`: what the style asked for on one axis and
    /// whether the offered range let it have it.
    private static func styleReason(_ style: Style, axis: Axis, _ layout: Layout) -> String? {
        let name = axisName(axis)
        let exact = axis == .horizontal ? style.width : style.height
        let size = layout.size[axis]
        let offered = layout.offered[axis]
        let ownRange = style.resolvedRange(parentSize: .undefined)[axis]
        switch exact.unit {
        case .points where ownRange.min != exact.value || ownRange.max != exact.value:
            return "its style asks for \(name) \(formatPoints(exact.value)) pt, but its min and max win over it "
                + "(min beats max beats the exact size): \(formatPoints(size)) pt"
        case .points where layout.resolved[axis].min != exact.value:
            return "the parent's range wins: its style asks for \(name) \(formatPoints(exact.value)) pt, but the "
                + "range it was offered runs \(formatPoints(offered.min))…\(formatPoints(offered.max)) pt, so it is "
                + "clamped to \(formatPoints(layout.resolved[axis].min))"
        case .points:
            return "its style sets \(name) \(formatPoints(exact.value)) pt"
        case .fraction:
            return "its style sets \(name) \(exact) of its parent's size → \(formatPoints(size)) pt"
        case .auto:
            break
        }
        let minimum = axis == .horizontal ? style.minWidth : style.minHeight
        let maximum = axis == .horizontal ? style.maxWidth : style.maxHeight
        if minimum.unit != .auto, layout.resolved[axis].min == size, size > offered.min {
            return "its style's min\(name.capitalizedFirst) \(minimum) holds the \(name) at \(formatPoints(size)) pt"
        }
        if maximum.unit != .auto, layout.resolved[axis].max == size, size < offered.max {
            return "its style's max\(name.capitalizedFirst) \(maximum) caps the \(name) at \(formatPoints(size)) pt"
        }
        return nil
    }

    /// How the element measures itself once its range is known.
    private static func contentReason(_ element: Element, _ layout: Layout, _ tree: LayoutTree) -> String? {
        let range = layout.resolved
        switch element.kind {
        case .node(let node):
            if let spec = node.layoutSpec {
                return "its layout spec \(describe(spec, tree)) measured it: \(layout.size)"
            }
            switch node.content {
            case .plain, .image(nil), .scroll, .button, .textCell:
                return isValidForSize(range.max)
                    ? "a plain \(element.typeName) has no content of its own and takes the max of its range, "
                        + "clamped: \(layout.size)"
                    : "a plain \(element.typeName) with an unbounded max measures 0×0, then its range's min applies: "
                        + "\(layout.size)"
            case .image(let size?):
                return "the image is \(size), clamped to its range: \(layout.size)"
            case .text(let text):
                let lines = text.lines(maxWidth: range.max.width, maxHeight: range.max.height)
                let width = range.max.width.isFinite ? "a max width of \(formatPoints(range.max.width)) pt" : "no max width"
                // A text of several fonts or with a kern has no one character width.
                let character = text.runs.isEmpty
                    ? "\(formatPoints(text.cellWidth)) pt wide" : "half its own font size wide, plus its kern"
                return "the text wraps to \(lines.count) line\(lines.count == 1 ? "" : "s") with "
                    + "\(width) (a character is \(character), a "
                    + "line \(formatPoints(text.lineHeight)) pt tall\(spacing(text.paragraph))), clamped to its range: "
                    + "\(layout.size)"
            case .editableText(let text):
                let shown = text.text.string.isEmpty ? "placeholder" : "typed text"
                return "its \(shown) is measured at the max width with no height limit, the text container insets "
                    + "are added, capped by the max and clamped to its range: \(layout.size)"
            case .offeredSize:
                return "an \(element.typeName) measures the space it is offered, not any content, clamped to its range: "
                    + "\(layout.size)"
            case .measured(let size):
                return "its class's calculateSizeThatFits(_:) returned \(size), clamped to its range: \(layout.size)"
            }
        case .spec(let spec):
            return specSizeRule(spec, layout)
        }
    }

    /// The paragraph spacings that add to a text's height, as a clause: `, 4 pt between lines`.
    private static func spacing(_ paragraph: ParagraphStyle) -> String {
        let parts = [(paragraph.lineSpacing, "between lines"), (paragraph.paragraphSpacing, "after paragraphs"),
                     (paragraph.paragraphSpacingBefore, "before paragraphs")]
            .filter { $0.0 > 0 }
            .map { "\(formatPoints($0.0)) pt \($0.1)" }
        return parts.isEmpty ? "" : ", " + parts.joined(separator: ", ")
    }

    /// How each spec turns its children's sizes into its own.
    private static func specSizeRule(_ spec: Spec, _ layout: Layout) -> String {
        let size = layout.size
        switch spec {
        case .plain:
            return "a plain ASLayoutSpec lays out no children and takes the min of its range: \(size)"
        case .wrapper:
            return "a wrapper is as large as its largest child, and at least its range's min: \(size)"
        case .stack:
            return "a stack is as large as its children and spacing (its longest line, its lines' sum across), "
                + "clamped to its range: \(size)"
        case .inset:
            return "an inset spec is its child's size plus the insets, clamped to its range: \(size)"
        case .overlay, .background, .corner:
            return "the spec takes its child's size: \(size)"
        case .center, .relative:
            return "the spec takes the max of its range where it is bounded (and hugs its child where it is not, or "
                + "where a minimum sizing option asks): \(size)"
        case .ratio(let ratio, _):
            return "the ratio spec proposes sizes whose height is \(formatPoints(ratio)) × the width and takes its "
                + "child's size at the best proposal: \(size)"
        case .absolute(let sizing, _):
            return sizing == .sizeToFit
                ? "with sizing .sizeToFit the spec encloses its children's frames, clamped to its range: \(size)"
                : "the spec takes the max of its range (enclosing its children where the max is unbounded): \(size)"
        }
    }
}

extension String {
    /// `width` → `Width`, for property names such as `minWidth`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
