import TextureLayout

/// One benchmark shape of `shared/benchmarks.md`, built directly through the engine API.
struct Shape {
    let name: String
    /// Builds a fresh tree and returns it with its root, the range the root is laid out in, and the leaf that the
    /// "relayout-one" phase grows.
    let build: () -> (tree: LayoutTree, root: ElementID, range: SizeRange, leaf: ElementID)
    /// The range of the "relayout" phase (the root width changed).
    let relayoutRange: SizeRange
}

/// The change of the "relayout-one" phase: the leaf grows by 7 on each axis that has a points size, through the
/// ordinary style setter (deep-stretch's innermost node has an auto width, so only its height grows).
func grow(_ leaf: ElementID, in tree: inout LayoutTree) {
    tree.updateStyle(leaf) { style in
        if style.width.unit == .points { style.width = .points(style.width.value + 7) }
        if style.height.unit == .points { style.height = .points(style.height.value + 7) }
    }
}

/// Sums of the parent-relative x, y, width and height of every element, root included.
struct Checksum: CustomStringConvertible {
    var x = 0.0, y = 0.0, width = 0.0, height = 0.0, count = 0

    var description: String {
        "Σx=\(formatPoints(x)) Σy=\(formatPoints(y)) Σw=\(formatPoints(width)) Σh=\(formatPoints(height)) (\(count) elements)"
    }
}

private func fixed(_ width: Double, _ height: Double) -> Style {
    var style = Style()
    style.preferredSize = Size(width: width, height: height)
    return style
}

private func unconstrainedWidth(_ width: Double) -> SizeRange {
    SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
}

/// wide-N: one row of N fixed-size children in an exact 13N×20 range; every fourth grows, every fourth shrinks.
func wide(_ count: Int, widthPerChild: Double = 13, name: String) -> Shape {
    Shape(
        name: name,
        build: {
            var tree = LayoutTree()
            tree.reserveCapacity(count + 1)
            var children: [ElementID] = []
            children.reserveCapacity(count)
            for i in 0..<count {
                var style = fixed(Double(10 + i % 5), Double(10 + i % 3))
                style.flexGrow = i % 4 == 1 ? 1 : 0
                style.flexShrink = i % 4 == 2 ? 1 : 0
                children.append(tree.node(indexedName("n", i), style: style))
            }
            let root = tree.stack("root", StackSpec(direction: .horizontal, alignItems: .start), children: children)
            let size = Size(width: widthPerChild * Double(count), height: 20)
            return (tree, root, SizeRange(exactly: size), children[count / 2])
        },
        relayoutRange: SizeRange(exactly: Size(width: widthPerChild * Double(count) + 100, height: 20)))
}

/// An element name such as `c12_7`: a prefix and one or two indices written as ASCII digits into the string's own
/// storage. Swift's string interpolation took more than half of the grid's build (0.47 of 0.89 ms), a cost of the
/// benchmark's naming, not of the engine; Yoga's and Taffy's nodes have no names at all.
func indexedName(_ prefix: StaticString, _ first: Int, _ second: Int? = nil) -> String {
    let digitsNeeded = decimalLength(first) + (second.map { 1 + decimalLength($0) } ?? 0)
    return String(unsafeUninitializedCapacity: prefix.utf8CodeUnitCount + digitsNeeded) { buffer in
        var end = 0
        prefix.withUTF8Buffer { bytes in
            for byte in bytes { buffer[end] = byte; end += 1 }
        }
        writeDecimal(first, into: buffer, at: &end)
        if let second {
            buffer[end] = UInt8(ascii: "_")
            end += 1
            writeDecimal(second, into: buffer, at: &end)
        }
        return end
    }
}

private func decimalLength(_ value: Int) -> Int {
    var length = 1
    var rest = value.magnitude / 10
    while rest > 0 { length += 1; rest /= 10 }
    return value < 0 ? length + 1 : length
}

private func writeDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
    if value < 0 { buffer[end] = UInt8(ascii: "-"); end += 1 }
    let length = decimalLength(Int(clamping: value.magnitude))
    var rest = value.magnitude
    for offset in stride(from: length - 1, through: 0, by: -1) {
        buffer[end + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
    }
    end += length
}

/// A count as shape names spell it: `18`, `1k`, `100k`.
private func countName(_ count: Int) -> String {
    count >= 1000 && count % 1000 == 0 ? "\(count / 1000)k" : String(count)
}

/// deep-N: N nested insets of 1 around a 10×10 node, unconstrained.
func deep(_ depth: Int) -> Shape {
    Shape(
        name: "deep-\(countName(depth))",
        build: {
            var tree = LayoutTree()
            let leaf = tree.node("leaf", style: fixed(10, 10))
            var inner = leaf
            for level in 0..<depth {
                inner = tree.spec(indexedName("inset", level), .inset(EdgeInsets(all: 1), child: inner))
            }
            return (tree, inner, .unconstrained, leaf)
        },
        relayoutRange: unconstrainedWidth(2110))
}

/// deep-stretch-N: N nested vertical stretch stacks, each holding the deeper stack and a (10+k)×1 node.
func deepStretch(_ depth: Int) -> Shape {
    Shape(
        name: "deep-stretch-\(countName(depth))",
        build: {
            var tree = LayoutTree()
            var style = Style()
            style.height = .points(10)
            let innermost = tree.node("chain0", style: style)
            var chain = innermost
            for k in 1...max(depth, 1) {
                let leaf = tree.node(indexedName("leaf", k), style: fixed(Double(10 + k), 1))
                chain = tree.stack(indexedName("chain", k), StackSpec(direction: .vertical, alignItems: .stretch),
                                   children: [chain, leaf])
            }
            return (tree, chain, .unconstrained, innermost)
        },
        relayoutRange: unconstrainedWidth(Double(10 + depth + 100)))
}

/// grid-RxC: a vertical stack of R rows (600×4 horizontal stacks) with rotating justify and align values.
func grid(rows: Int, columns: Int) -> Shape {
    let justify: [JustifyContent] = [.start, .center, .end, .spaceBetween, .spaceAround]
    let align: [AlignItems] = [.start, .center, .end, .stretch]
    return Shape(
        name: "grid-\(rows)x\(columns)",
        build: {
            var tree = LayoutTree()
            tree.reserveCapacity(rows * (columns + 1) + 1)
            var rowIDs: [ElementID] = []
            rowIDs.reserveCapacity(rows)
            var changed: ElementID?
            for r in 0..<rows {
                var cells: [ElementID] = []
                cells.reserveCapacity(columns)
                let alignItems = align[r % 4]
                for c in 0..<columns {
                    var style = Style()
                    style.width = .points(Double(4 + c % 3))
                    if alignItems != .stretch { style.height = .points(Double(1 + (r + c) % 3)) }
                    cells.append(tree.node(indexedName("c", r, c), style: style))
                    if r == rows / 2 && c == columns / 2 { changed = cells.last }
                }
                rowIDs.append(tree.stack(
                    indexedName("row", r),
                    StackSpec(direction: .horizontal, justifyContent: justify[r % 5], alignItems: alignItems),
                    children: cells, style: fixed(600, 4)))
            }
            let root = tree.stack("root", StackSpec(direction: .vertical, alignItems: .start), children: rowIDs)
            return (tree, root, unconstrainedWidth(600), changed ?? root)
        },
        relayoutRange: unconstrainedWidth(700))
}

/// wrap-N: one wrapping row 1000 wide of N small nodes, every fifth growing.
func wrap(_ count: Int) -> Shape {
    Shape(
        name: "wrap-\(count / 1000)k",
        build: {
            var tree = LayoutTree()
            tree.reserveCapacity(count + 1)
            var children: [ElementID] = []
            children.reserveCapacity(count)
            for i in 0..<count {
                var style = fixed(Double(10 + i % 7), Double(5 + i % 4))
                style.flexGrow = i % 5 == 0 ? 1 : 0
                children.append(tree.node(indexedName("n", i), style: style))
            }
            let root = tree.stack(
                "root",
                StackSpec(direction: .horizontal, alignItems: .start, flexWrap: .wrap, alignContent: .start),
                children: children)
            return (tree, root, unconstrainedWidth(1000), children[count / 2])
        },
        relayoutRange: unconstrainedWidth(1100))
}

func checksum(_ layout: Layout, grid: PixelGrid) -> Checksum {
    var sum = Checksum()
    var pending = [layout]
    while let next = pending.popLast() {
        sum.x += grid.ceil(next.position.x)
        sum.y += grid.ceil(next.position.y)
        sum.width += next.size.width
        sum.height += next.size.height
        sum.count += 1
        pending.append(contentsOf: next.sublayouts)
    }
    return sum
}
