import PropertyBased
import Testing

@testable import TextureLayout

/// A pass through a ``LayoutCache`` gives what a fresh pass gives — frames, sizes, the debug dump (every range and
/// frame of every element, specs included) and the warnings — after any sequence of edits, and it reuses the layouts
/// of the elements an edit did not touch.
@Suite struct LayoutCacheTests {
    /// Generated trees (stacks, insets, spacers, centre, ratio and overlay specs over display, image and text nodes,
    /// some styles invalid), with nodes whose own spec is part of the tree too, so that elements have several parents;
    /// then random edit sequences: styles (valid and invalid), stack properties, children (added, removed, shared,
    /// cycles), new elements, text, an earlier copy of the tree put back (undo), and a new root range or scale. After
    /// every edit the cached pass must equal a fresh one.
    @Test func cachedPassesEqualFreshOnesAfterEveryEdit() {
        var random = Xoshiro(seed: (2026, 11, 25, 14))
        var edits = 0
        var reused = 0
        var passesWithWarnings = 0
        for _ in 0..<2000 {
            var generator = RandomLayoutTree(random: random)
            let root = generator.element(depth: 5)
            var editor = TreeEditor(random: generator.random, tree: generator.tree)
            editor.addHosts(2)
            var cache = LayoutCache()
            var range = RandomLayoutTree.ranges[editor.pick(RandomLayoutTree.ranges.count)]
            var scale = Double(1 + editor.pick(3))
            var history = [editor.tree]
            for step in 0..<12 {
                if step > 0 {
                    switch editor.pick(20) {
                    case 0: range = RandomLayoutTree.ranges[editor.pick(RandomLayoutTree.ranges.count)]
                    case 1: scale = Double(1 + editor.pick(3))
                    case 2: editor.tree = history[editor.pick(history.count)]
                    case 3: break  // nothing changed: everything is reused
                    default: editor.edit()
                    }
                    edits += 1
                }
                history.append(editor.tree)
                let tree = editor.tree
                let cached = tree.layout(root: root, in: range, scale: scale, cache: &cache)
                let fresh = tree.layout(root: root, in: range, scale: scale)
                #expect(cached.debugDescription(in: tree) == fresh.debugDescription(in: tree))
                #expect("\(cached.frames)" == "\(fresh.frames)")
                #expect("\(cached.size)" == "\(fresh.size)")
                #expect(cached.warnings == fresh.warnings)
                #expect(cached.mispredictedSizes == 0)
                reused += cached.reusedLayouts
                if !fresh.warnings.isEmpty { passesWithWarnings += 1 }
            }
            random = editor.random
        }
        // Not vacuous: thousands of edits, layouts reused, and warnings among them.
        #expect(edits == 2000 * 11)
        #expect(reused > 60_000, "reused \(reused) layouts")
        #expect(passesWithWarnings > 2000, "\(passesWithWarnings) passes warned")
    }

    /// Rows of cells: growing one cell lays out that cell's row and the root again, and reuses every other row whole.
    @Test func changingOneLeafReusesItsSiblingsSubtrees() throws {
        var tree = LayoutTree()
        var rows: [ElementID] = []
        for row in 0..<10 {
            let cells = (0..<10).map { column in
                let leaf = tree.node("leaf\(row)_\(column)", width: 5, height: 5)
                return tree.stack("cell\(row)_\(column)", StackSpec(), children: [leaf])
            }
            rows.append(tree.stack("row\(row)", StackSpec(direction: .horizontal, alignItems: .start), children: cells))
        }
        let root = tree.stack("root", StackSpec(direction: .vertical, alignItems: .start), children: rows)
        let range = SizeRange(min: .zero, max: Size(width: 320, height: .infinity))
        var cache = LayoutCache()
        _ = tree.layout(root: root, in: range, scale: 1, cache: &cache)
        let leaf = try #require(tree.lastElement(named: "leaf5_5"))
        tree.updateStyle(leaf) { $0.preferredSize = Size(width: 12, height: 12) }
        let cached = tree.layout(root: root, in: range, scale: 1, cache: &cache)
        #expect(cached.frames == tree.layout(root: root, in: range, scale: 1).frames)
        #expect(cached.frame(of: leaf) == Rect(origin: Point(x: 25, y: 25), size: Size(width: 12, height: 12)))
        // The nine other rows are reused whole; row 5's nine other cells are reused.
        #expect(cached.reusedLayouts == 9 + 9)
    }

    /// Rows with a size of their own, offered a wider range when the root widens, keep their layouts: the layout
    /// depends on the range resolved against the row's style, which did not change.
    @Test func aSubtreeWithItsOwnSizeIsReusedWhenItsParentIsResized() {
        var tree = LayoutTree()
        var rowStyle = Style()
        rowStyle.preferredSize = Size(width: 100, height: 10)
        let rows = (0..<4).map { row in
            let cells = (0..<5).map { tree.node("cell\(row)_\($0)", width: 10, height: 5) }
            return tree.stack("row\(row)", StackSpec(justifyContent: .spaceBetween), children: cells, style: rowStyle)
        }
        let root = tree.stack("root", StackSpec(direction: .vertical, alignItems: .start), children: rows)
        func range(_ width: Double) -> SizeRange {
            SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        }
        var cache = LayoutCache()
        _ = tree.layout(root: root, in: range(300), scale: 2, cache: &cache)
        let wider = tree.layout(root: root, in: range(400), scale: 2, cache: &cache)
        let fresh = tree.layout(root: root, in: range(400), scale: 2)
        #expect(wider.reusedLayouts == 4)
        #expect(wider.debugDescription(in: tree) == fresh.debugDescription(in: tree))
        #expect(wider.frames == fresh.frames)
    }

    /// A warning given while a layout was computed is given again by a later pass that would reuse it: here the
    /// check of the host node's own spec, which only computing the host makes.
    @Test func warningsAreReportedOnEveryPass() {
        var tree = LayoutTree()
        var broken = Style()
        broken.width = .points(.nan)
        let spec = tree.stack("spec", StackSpec(), children: [tree.node("inner", style: broken)])
        let host = tree.node("host", layoutSpec: spec)
        let good = tree.node("good", width: 10, height: 10)
        let root = tree.stack("root", StackSpec(direction: .vertical, alignItems: .start), children: [host, good])
        var cache = LayoutCache()
        let first = tree.layout(root: root, in: .unconstrained, scale: 2, cache: &cache)
        tree.updateStyle(good) { $0.preferredSize = Size(width: 20, height: 20) }
        let second = tree.layout(root: root, in: .unconstrained, scale: 2, cache: &cache)
        #expect(!first.warnings.isEmpty)
        #expect(second.warnings == first.warnings)
        #expect(second.warnings == tree.layout(root: root, in: .unconstrained, scale: 2).warnings)
    }

    /// A node laid out as the root has its style checked as any element in a spec is: a NaN width and a negative
    /// height are said, on a fresh pass and on a cached one.
    @Test func theRootNodesOwnStyleIsChecked() {
        var tree = LayoutTree()
        var broken = Style()
        broken.width = .points(.nan)
        broken.height = .points(-10)
        let root = tree.node("a", style: broken)
        let fresh = tree.layout(root: root, in: .unconstrained, scale: 2)
        #expect(fresh.warnings.map(\.message) == [
            "a.style.width is NaN; Texture resolves it like auto",
            "a.style.height is negative (-10); the parent's range wins, so it ends up at the range's nearest edge",
        ])
        var cache = LayoutCache()
        _ = tree.layout(root: root, in: .unconstrained, scale: 2, cache: &cache)
        #expect(tree.layout(root: root, in: .unconstrained, scale: 2, cache: &cache).warnings == fresh.warnings)
    }

    /// Undo hands the cache an older copy of the tree: the elements changed since (in either copy) are laid out again.
    @Test func anEarlierCopyOfTheTreeIsLaidOutAsItWas() {
        var tree = LayoutTree()
        let leaf = tree.node("leaf", width: 10, height: 10)
        let root = tree.stack("root", StackSpec(), children: [leaf, tree.node("other", width: 5, height: 5)])
        let before = tree
        var cache = LayoutCache()
        _ = tree.layout(root: root, in: .unconstrained, scale: 1, cache: &cache)
        tree[leaf].style.width = .points(30)
        #expect(tree.layout(root: root, in: .unconstrained, scale: 1, cache: &cache).size == Size(width: 35, height: 10))
        #expect(before.layout(root: root, in: .unconstrained, scale: 1, cache: &cache).size
            == Size(width: 15, height: 10))
    }

    /// The cache's walks (invalidation up the ancestors, the parent map, flattening with copied runs) keep to the
    /// explicit stacks: a hundred thousand nested insets and stretch stacks relayout after their innermost leaf grew.
    @Test func aHundredThousandLevelsRelayoutThroughTheCache() {
        let depth = 100_000
        var (insets, insetRoot, leaf) = DeepTreeTests.insetChain(depth)
        var cache = LayoutCache()
        _ = insets.layout(root: insetRoot, in: .unconstrained, scale: 1, cache: &cache)
        insets.updateStyle(leaf) { $0.preferredSize = Size(width: 17, height: 17) }
        let grown = insets.layout(root: insetRoot, in: .unconstrained, scale: 1, cache: &cache)
        #expect(grown.size == Size(width: 17 + 2 * Double(depth), height: 17 + 2 * Double(depth)))
        #expect(grown.frame(of: leaf) == Rect(origin: Point(x: Double(depth), y: Double(depth)),
                                              size: Size(width: 17, height: 17)))

        var (stacks, stackRoot) = ExactSizePredictionTests.deepStretch(depth)
        _ = stacks.layout(root: stackRoot, in: .unconstrained, scale: 1, cache: &cache)
        stacks.updateStyle(ElementID(0)) { $0.height = .points(17) }
        let stretched = stacks.layout(root: stackRoot, in: .unconstrained, scale: 1, cache: &cache)
        #expect(stretched.frames == stacks.layout(root: stackRoot, in: .unconstrained, scale: 1).frames)
        #expect(stretched.size == Size(width: Double(10 + depth), height: Double(17 + depth)))
    }

    /// Revisions tell a cache which elements changed; they take no part in comparing trees.
    @Test func revisionsDoNotChangeEquality() {
        var tree = LayoutTree()
        let leaf = tree.node("leaf", width: 10, height: 10)
        let copy = tree
        tree[leaf].style.width = .points(10)
        #expect(tree == copy)
        #expect(tree.revisions != copy.revisions)
    }
}

/// Random edits of a generated tree, each through the tree's ordinary setters.
struct TreeEditor {
    var random: Xoshiro
    var tree: LayoutTree

    mutating func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }

    private mutating func anyElement() -> ElementID { ElementID(pick(tree.count)) }

    private mutating func points() -> Double { [0, 4, 10, 17.5, 33.333, 60][pick(6)] }

    private var stacks: [ElementID] {
        tree.ids.filter { if case .spec(.stack) = tree[$0].kind { return true } else { return false } }
    }

    /// Nodes whose own spec is an element already in the tree, added as the last child of a stack.
    mutating func addHosts(_ count: Int) {
        for _ in 0..<count {
            let host = tree.node("host\(tree.count)", layoutSpec: anyElement())
            appendChild(host)
        }
    }

    private mutating func appendChild(_ child: ElementID) {
        let stacks = stacks
        guard !stacks.isEmpty else { return }
        let stack = stacks[pick(stacks.count)]
        if case .spec(.stack(let spec, var children)) = tree[stack].kind {
            children.append(child)
            tree[stack].kind = .spec(.stack(spec, children: children))
        }
    }

    /// One edit, picked at random.
    mutating func edit() {
        let id = anyElement()
        switch pick(12) {
        case 0, 1: tree.updateStyle(id) { $0.preferredSize = Size(width: 10, height: 10) }
        case 2: tree[id].style.width = [.auto, .points(points()), .fraction(0.5)][pick(3)]
        case 3: tree[id].style.height = [.auto, .points(points()), .points(.nan)][pick(3)]
        case 4: tree[id].style.flexGrow = [0, 1, 2][pick(3)]
        case 5: tree[id].style.flexShrink = [0, 1][pick(2)]
        case 6:
            if case .spec(.stack(var spec, let children)) = tree[id].kind {
                spec.direction = spec.direction == .vertical ? .horizontal : .vertical
                spec.alignItems = [.start, .center, .stretch, .end][pick(4)]
                spec.justifyContent = JustifyContent.allCases[pick(JustifyContent.allCases.count)]
                tree[id].kind = .spec(.stack(spec, children: children))
            } else {
                tree[id].style.alignSelf = [.auto, .center, .stretch][pick(3)]
            }
        case 7:
            // Removes a child, or shares an element the tree already has (possibly an ancestor: a cycle).
            if case .spec(.stack(let spec, var children)) = tree[id].kind, !children.isEmpty, pick(2) == 0 {
                children.remove(at: pick(children.count))
                tree[id].kind = .spec(.stack(spec, children: children))
            } else {
                appendChild(anyElement())
            }
        case 8:
            appendChild(tree.node("n\(tree.count)", width: points(), height: points()))
        case 9:
            appendChild(tree.text("t\(tree.count)", TextContent("new words wrap", fontSize: 9)))
        case 10:
            if case .node(var node) = tree[id].kind, case .text(var text) = node.content {
                text.string += " more"
                node.content = .text(text)
                tree[id].kind = .node(node)
            } else if case .spec(.inset(_, let child)) = tree[id].kind {
                tree[id].kind = .spec(.inset(EdgeInsets(all: points()), child: child))
            } else {
                tree[id].style.spacingBefore = points()
            }
        default:
            addHosts(1)
        }
    }
}
