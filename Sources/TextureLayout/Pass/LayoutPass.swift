extension LayoutTree {
    /// Lays the tree out from `root` in `range`, as Texture measures a node with `layoutThatFits(range)`. A spec root
    /// stands for the spec a node returns from `layoutSpecThatFits`: it is measured inside an implicit host node
    /// whose subnodes are the display nodes of the spec tree. `scale` is the screen scale of pixel rounding.
    public func layout(root: ElementID, in range: SizeRange, scale: Double = 2) -> LayoutResult {
        layout(root: root, in: range, scale: scale, predictsSizes: true)
    }

    /// `predictsSizes: false` turns off ``ExactSizePrediction``, so that tests can show it changes nothing.
    func layout(root: ElementID, in range: SizeRange, scale: Double, predictsSizes: Bool) -> LayoutResult {
        var pass = LayoutPass(tree: self, grid: PixelGrid(scale: scale), predictsSizes: predictsSizes)
        let rootRecord = pass.layoutRoot(root, in: range)
        let frames = pass.flatten(rootRecord)
        return LayoutResult(root: root, range: range, grid: pass.grid, arena: pass.arena, rootRecord: rootRecord,
                            predictedSizes: pass.predictedSizes, mispredictedSizes: pass.mispredictedSizes,
                            reusedLayouts: 0, frames: frames, warnings: pass.warnings)
    }
}

/// One layout pass: Texture's `layoutThatFits` recursion with every result memoized by element, offered range
/// and parent size, so a child measured, flexed and stretched with the same constraint is computed once. Results
/// are records of the pass's ``LayoutArena``, addressed by index. A pass made through a ``LayoutCache`` continues
/// the arena and memo of the cache's earlier passes and reuses their records where they are still valid.
struct LayoutPass {
    let tree: LayoutTree
    let grid: PixelGrid
    private(set) var arena: LayoutArena
    private(set) var warnings: [EngineWarning] = []
    private var warned: Set<EngineWarning> = []
    /// Every warning the pass gave or would have given again (``warned`` drops repeats): a memo entry records whether
    /// this count moved while its layout was computed.
    private(set) var warningAttempts = 0
    private(set) var memo: MemoTable
    /// With a cache: layouts by element and resolved range (the parent size left out), for the elements whose layout
    /// depends on nothing else (``dependsOnResolvedRangeOnly(_:)``). Empty without a cache.
    private(set) var resolvedMemo: MemoTable
    private(set) var prediction: ExactSizePrediction?
    private(set) var predictedSizes = 0
    private(set) var mispredictedSizes = 0
    /// How many layouts of earlier passes answered (``LayoutCache``).
    private(set) var reusedLayouts = 0
    /// The parent size each pending record was asked with (its `firstChild` is the index here), to compute it for
    /// real if the final layout needs it.
    private(set) var pendingParentSizes: [Size] = []
    /// The spec each node (and the root) lays out with after the duplicate check.
    private(set) var checkedSpecs: [ElementID: CheckedSpec] = [:]
    /// Nodes whose layout is being computed, to catch a node inside its own spec tree.
    private var nodesInProgress: Set<ElementID> = []
    /// Per element, the number of the duplicate-check walk that last saw it (a reusable visited set).
    private(set) var lastVisit: [Int]
    private(set) var walkNumber = 0
    /// The pass's number in its ``LayoutCache``; 0 for a pass without one, whose memo entries are all its own.
    let number: Int32
    /// Per element, the first pass whose memo entries for it are still valid (``LayoutCache``); empty without a cache.
    private let validSince: [Int32]
    /// The first pass whose spec checks are all still valid (``LayoutCache``).
    private let checksValidSince: Int32
    /// With a cache: the flattened frames of the last pass and its layouts' runs in them, and this pass's, which
    /// ``flatten(_:)`` fills for the next; per placement, the pass and run of the layout whose children start there.
    let earlierFlattenedRuns: [FlattenedRun]
    private(set) var earlierFlattenedFrames: [NodeFrame]
    var flattenedRuns: [FlattenedRun] = []
    var flattenedFrames: [NodeFrame] = []
    var flattenedRunSlots: [FlattenedRunSlot] = []
    /// Buffers of an earlier pass that ``flatten(_:)`` writes into, so that a cached pass maps no new memory.
    var spareFrames: [NodeFrame] = []
    var spareLastIndex: [Int] = []

    init(tree: LayoutTree, grid: PixelGrid, predictsSizes: Bool) {
        self.tree = tree
        self.grid = grid
        // Sized by measurement (BENCHMARKS.md): growing the arena costs more than reserving room it may not use,
        // while a memo table larger than needed costs cache misses on every lookup.
        arena = LayoutArena(capacity: 4 * tree.count)
        memo = MemoTable(capacity: tree.memoizedCount)
        resolvedMemo = MemoTable(capacity: 0)
        lastVisit = Array(repeating: 0, count: tree.count)
        if predictsSizes { prediction = ExactSizePrediction(count: tree.count) }
        number = 0
        validSince = []
        checksValidSince = 0
        earlierFlattenedRuns = []
        earlierFlattenedFrames = []
    }

    /// A pass that continues a cache's earlier passes: it takes over their arena, memo and per-element state (which
    /// ``handBack(to:)`` returns), so appending to them copies nothing.
    init(tree: LayoutTree, continuing kept: inout LayoutCache.Kept) {
        self.tree = tree
        grid = kept.grid
        number = kept.number
        validSince = kept.validSince
        checksValidSince = kept.checksValidSince
        earlierFlattenedRuns = kept.flattenedRuns
        kept.flattenedRuns = []
        earlierFlattenedFrames = kept.flattenedFrames
        kept.flattenedFrames = []
        flattenedRunSlots = kept.flattenedRunSlots
        kept.flattenedRunSlots = []
        spareFrames = kept.spareFrames
        kept.spareFrames = []
        spareLastIndex = kept.spareLastIndex
        kept.spareLastIndex = []
        arena = kept.arena
        kept.arena = LayoutArena(capacity: 0)
        memo = kept.memo
        kept.memo = MemoTable(capacity: 0)
        resolvedMemo = kept.resolvedMemo
        kept.resolvedMemo = MemoTable(capacity: 0)
        prediction = kept.prediction
        kept.prediction = nil
        pendingParentSizes = kept.pendingParentSizes
        kept.pendingParentSizes = []
        checkedSpecs = kept.checkedSpecs
        kept.checkedSpecs = [:]
        lastVisit = kept.lastVisit
        kept.lastVisit = []
        walkNumber = kept.walkNumber
    }

    /// Gives the state a next pass continues back to the cache.
    mutating func handBack(to kept: inout LayoutCache.Kept) {
        kept.arena = arena
        arena = LayoutArena(capacity: 0)
        kept.memo = memo
        memo = MemoTable(capacity: 0)
        kept.resolvedMemo = resolvedMemo
        resolvedMemo = MemoTable(capacity: 0)
        kept.prediction = prediction
        prediction = nil
        kept.pendingParentSizes = pendingParentSizes
        pendingParentSizes = []
        kept.checkedSpecs = checkedSpecs
        checkedSpecs = [:]
        kept.lastVisit = lastVisit
        lastVisit = []
        kept.walkNumber = walkNumber
        kept.flattenedRuns = flattenedRuns
        flattenedRuns = []
        kept.flattenedFrames = flattenedFrames
        flattenedFrames = []
        kept.flattenedRunSlots = flattenedRunSlots
        flattenedRunSlots = []
        kept.spareFrames = earlierFlattenedFrames
        earlierFlattenedFrames = []
        kept.spareLastIndex = spareLastIndex
        spareLastIndex = []
    }

    /// Whether a memo entry may answer for `id`: an entry of this pass always may, as in any Texture pass; one of an
    /// earlier pass may when nothing in the element's subtree changed since (Texture's layout version check) and
    /// computing it warned about nothing, so that this pass reports what a fresh one would.
    @inline(__always)
    private func isValid(_ entry: MemoEntry, for id: ElementID) -> Bool {
        entry.pass == number || (!entry.warned && entry.pass >= validSince[id.index])
    }

    mutating func warn(_ element: ElementID, _ message: String) {
        warningAttempts += 1
        let warning = EngineWarning(element: element, message: message)
        if warned.insert(warning).inserted { warnings.append(warning) }
    }

    func name(_ id: ElementID) -> String { tree[id].name }

    /// The root call: a node is measured as itself; a spec is measured in a host node (`ASDisplayNode` with a
    /// `layoutSpecBlock`), whose size is the spec's size, not clamped.
    mutating func layoutRoot(_ root: ElementID, in range: SizeRange) -> Int {
        guard tree.contains(root) else {
            warn(root, "the root \(root) is not an element of this tree; nothing is laid out")
            return emptyRecord(root, range)
        }
        if tree[root].isNode {
            // A node root is in no spec that a check walks: its own style's problems are reported here.
            reportStyleProblems(root)
            return layout(root, in: range, parentSize: range.max, mayPredict: false)
        }
        guard let spec = checkedSpec(root, root) else {
            return makeRecord(root, size: range.min, offered: range, resolved: range, children: arena.placements.count)
        }
        return layout(spec, in: range, parentSize: range.max, mayPredict: false)
    }

    /// `-[ASLayoutElement layoutThatFits:parentSize:]`: the index of the element's layout record. `mayPredict` is
    /// false where the layout is certainly used (the root, a node's own spec), so predicting would only cost time.
    mutating func layout(_ id: ElementID, in range: SizeRange, parentSize: Size, mayPredict: Bool = true) -> Int {
        if tree.isPlainLeaf(id) { return layoutPlainLeaf(id, in: range, parentSize: parentSize) }
        let key = MemoKey(id, range, parentSize)
        if let known = memo.entry(for: key), isValid(known, for: id) {
            if known.warned { warningAttempts += 1 }
            if known.pass != number { reusedLayouts += 1 }
            return Int(known.record)
        }
        if mayPredict, let size = prediction?.predictedSize(of: id, in: range, tree: tree, grid: grid) {
            let pending = arena.records.count
            arena.records.append(LayoutRecord(element: id, size: size, offered: range, resolved: range,
                                              firstChild: Int32(pendingParentSizes.count), childCount: -1))
            pendingParentSizes.append(parentSize)
            predictedSizes += 1
            memo.insert(MemoEntry(record: pending, pass: number, warned: false), for: key)
            return pending
        }
        if number != 0, let reused = reuseResolvedLayout(id, in: range, parentSize: parentSize) {
            memo.insert(MemoEntry(record: reused, pass: number, warned: false), for: key)
            return reused
        }
        let attempts = warningAttempts
        let computed = StackRoom.withStackRoom { compute(id, in: range, parentSize: parentSize) }
        let entry = MemoEntry(record: computed, pass: number, warned: warningAttempts != attempts)
        memo.insert(entry, for: key)
        if number != 0, dependsOnResolvedRangeOnly(id) {
            resolvedMemo.insert(entry, for: MemoKey(id, arena[computed].resolved, .zero))
        }
        return computed
    }

    /// Whether the element has a size of its own (without one it is computed in the range it is offered, which the
    /// memo's key holds already) and its layout is a function of its resolved range alone (the offered range only
    /// recorded in it): every element but the scroll node and the three specs that skip their own style and hand
    /// the parent size down (inset, overlay, background).
    private func dependsOnResolvedRangeOnly(_ id: ElementID) -> Bool {
        guard tree[id].style.hasSize else { return false }
        switch tree[id].kind {
        case .node(let node):
            if case .scroll = node.content { return false }
            return true
        case .spec(let spec):
            return spec.readsOwnStyleSize
        }
    }

    /// With a cache, a layout of an earlier pass computed in the same resolved range, given again as a new record with
    /// the range now offered: an element with a size of its own (a row 600 points wide) offered a new range by a
    /// resized parent lays out as before. Texture's node cache compares offered ranges and would compute it again;
    /// the layout, and so every frame, is the same.
    private mutating func reuseResolvedLayout(_ id: ElementID, in range: SizeRange, parentSize: Size) -> Int? {
        guard dependsOnResolvedRangeOnly(id) else { return nil }
        let resolved = resolve(id, range, parentSize: parentSize)
        guard let known = resolvedMemo.entry(for: MemoKey(id, resolved, .zero)), known.pass != number,
              !known.warned, known.pass >= validSince[id.index]
        else { return nil }
        let earlier = arena[Int(known.record)]
        arena.records.append(LayoutRecord(element: id, size: earlier.size, offered: range, resolved: earlier.resolved,
                                          firstChild: earlier.firstChild, childCount: earlier.childCount))
        reusedLayouts += 1
        return arena.records.count - 1
    }

    private mutating func compute(_ id: ElementID, in range: SizeRange, parentSize: Size) -> Int {
        switch tree[id].kind {
        case .node(let node):
            if case .scroll(let options) = node.content {
                return layoutScrollNode(id, node, options, in: range, parentSize: parentSize)
            }
            return layoutNode(id, node, in: range, parentSize: parentSize)
        case .spec(let spec): return layoutSpec(id, spec, in: range, parentSize: parentSize)
        }
    }

    /// Computes a pending record's children, which the final layout needs. The size was predicted; computing it
    /// again must give the same, which the tests check through `mispredictedSizes`.
    mutating func completePending(_ record: Int) {
        guard arena[record].isPending else { return }
        let entry = arena[record]
        let computed = StackRoom.withStackRoom {
            compute(entry.element, in: entry.offered, parentSize: pendingParentSizes[Int(entry.firstChild)])
        }
        if arena[computed].size != entry.size { mispredictedSizes += 1 }
        arena[record] = arena[computed]
    }

    /// The default three-argument `calculateLayoutThatFits`: resolve the style against the parent size, then
    /// intersect with the offered range, which wins every conflict.
    @inline(__always)
    func resolve(_ id: ElementID, _ range: SizeRange, parentSize: Size) -> SizeRange {
        guard tree[id].style.hasSize else { return range }
        return range.intersect(tree[id].style.resolvedRange(parentSize: parentSize))
    }

    /// `ASLayout`'s initializer: an invalid size (NaN, negative, infinite) becomes `{0,0}` as in a release build;
    /// a valid one is ceiled to the pixel grid. The record's children are the placements from `firstChild` to the
    /// end of the arena: every child is laid out before its parent places it.
    mutating func makeRecord(
        _ id: ElementID, size: Size, offered: SizeRange, resolved: SizeRange, children firstChild: Int
    ) -> Int {
        var size = size
        if isValidForLayout(size.width) && isValidForLayout(size.height) {
            size = grid.ceil(size)
        } else {
            warn(id, "\(name(id)) computed an invalid size \(size); Texture replaces it with 0×0")
            size = .zero
        }
        arena.records.append(LayoutRecord(
            element: id, size: size, offered: offered, resolved: resolved, firstChild: Int32(firstChild),
            childCount: Int32(arena.placements.count - firstChild)))
        return arena.records.count - 1
    }

    /// A 0×0 layout without children: Texture's placeholder for a child it skips.
    mutating func emptyRecord(_ id: ElementID, _ range: SizeRange) -> Int {
        arena.records.append(LayoutRecord(element: id, size: .zero, offered: range, resolved: range))
        return arena.records.count - 1
    }

    /// Places a laid-out child in the layout being built.
    mutating func place(_ record: Int, at position: Point) {
        arena.placements.append(Placement(record: record, position: position))
    }

    mutating func place(_ placements: [Placement]) {
        arena.placements.append(contentsOf: placements)
    }

    func size(_ record: Int) -> Size { arena[record].size }

    // MARK: Nodes

    private mutating func layoutLeaf(_ id: ElementID, _ node: Node, in range: SizeRange, parentSize: Size) -> Int {
        let resolved = resolve(id, range, parentSize: parentSize)
        let size = resolved.clamp(Self.intrinsicSize(node.content, in: resolved))
        return makeRecord(id, size: size, offered: range, resolved: resolved, children: arena.placements.count)
    }

    /// ``layoutLeaf`` of a plain `ASDisplayNode`, the commonest element, without looking at its content again.
    private mutating func layoutPlainLeaf(_ id: ElementID, in range: SizeRange, parentSize: Size) -> Int {
        let resolved = resolve(id, range, parentSize: parentSize)
        let size = resolved.clamp(Self.displayNodeSize(fitting: resolved.max))
        return makeRecord(id, size: size, offered: range, resolved: resolved, children: arena.placements.count)
    }

    /// `-[ASDisplayNode calculateLayoutThatFits:]`: a leaf clamps `calculateSizeThatFits(max)` into the range; a node
    /// with a spec measures the spec with `parentSize = max` and takes its size unclamped.
    mutating func layoutNode(_ id: ElementID, _ node: Node, in range: SizeRange, parentSize: Size) -> Int {
        guard node.layoutSpec != nil else { return layoutLeaf(id, node, in: range, parentSize: parentSize) }
        let resolved = resolve(id, range, parentSize: parentSize)
        guard nodesInProgress.insert(id).inserted else {
            warn(id, "\(name(id)) is inside its own layout spec; it is laid out as 0×0 there")
            return makeRecord(id, size: .zero, offered: range, resolved: resolved, children: arena.placements.count)
        }
        defer { nodesInProgress.remove(id) }
        guard let spec = checkedSpec(id, node.layoutSpec) else {
            return makeRecord(id, size: resolved.min, offered: range, resolved: resolved,
                              children: arena.placements.count)
        }
        let specLayout = layout(spec, in: resolved, parentSize: resolved.max, mayPredict: false)
        let first = arena.placements.count
        place(specLayout, at: .zero)
        return makeRecord(id, size: self.size(specLayout), offered: range, resolved: resolved, children: first)
    }

    /// `-[ASDisplayNode calculateSizeThatFits:]`: the bounded max, or 0×0 when an axis is unbounded.
    static func displayNodeSize(fitting max: Size) -> Size { isValidForSize(max) ? max : .zero }

    /// `calculateSizeThatFits:` of the leaf node classes, called with the resolved range's max. A button or text
    /// cell always has a spec, so it never measures as a leaf; were it to, it would measure as its superclass.
    static func intrinsicSize(_ content: Node.Content, in range: SizeRange) -> Size {
        switch content {
        case .plain, .image(nil), .scroll, .button, .textCell:
            return displayNodeSize(fitting: range.max)
        case .image(let size?), .measured(let size):
            return size
        case .text(let text):
            return text.size(fitting: range.max)
        case .editableText(let text):
            return text.size(fitting: range.max)
        case .offeredSize(let rule):
            return rule.size(min: range.min, max: range.max)
        }
    }

    /// `-[ASScrollNode calculateLayoutThatFits:restrictedToSize:relativeToParentSize:]` (Source/ASScrollNode.mm):
    /// the node's content (its spec, or its own size) is measured with `CGFLOAT_MAX` along the scrollable
    /// directions. With `automaticallyManagesContentSize` the node itself takes the parent size clamped to the
    /// offered range, or the content's size on an axis where that is not valid for a layout; content shorter than
    /// the node along a scrollable direction is measured again in the offered range so that it may fill the node.
    /// Kept out of line: inlined into ``compute(_:in:parentSize:)`` it would grow every frame of the layout
    /// recursion, and deep trees would exhaust the stack.
    @inline(never)
    mutating func layoutScrollNode(_ id: ElementID, _ node: Node, _ options: ScrollOptions, in range: SizeRange,
                                   parentSize: Size) -> Int {
        var content = layoutNode(id, node, in: options.contentRange(range), parentSize: parentSize)
        guard options.automaticallyManagesContentSize else { return content }
        let contentSize = size(content)
        var selfSize = range.clamp(parentSize)
        if !isValidForLayout(selfSize.width) { selfSize.width = contentSize.width }
        if !isValidForLayout(selfSize.height) { selfSize.height = contentSize.height }
        let directions = options.scrollableDirections
        if (directions.containsVertical && contentSize.height < selfSize.height)
            || (directions.containsHorizontal && contentSize.width < selfSize.width) {
            content = layoutNode(id, node, in: range, parentSize: parentSize)
        }
        // The content's placements are the last ones in the arena: the node's own layout takes them over.
        return makeRecord(id, size: selfSize, offered: range, resolved: arena[content].resolved,
                          children: Int(arena[content].firstChild))
    }

    /// Texture's duplicate check (`AS_DEDUPE_LAYOUT_SPEC_TREE`): a spec tree that holds the same element twice is
    /// replaced by an empty `ASLayoutSpec`. The walk stops at nodes, whose subtrees are their own. A reference to an
    /// element that is not in the tree (possible only through the engine API) gets the same treatment, so no
    /// invalid id ever reaches the layout. Also reports bad style values and empty child slots once per pass.
    /// A check made by an earlier pass of a ``LayoutCache`` stands while the owner's subtree is unchanged, or while
    /// the only changes since were new styles without problems on nodes, which the walk would pass as before.
    private mutating func checkedSpec(_ owner: ElementID, _ spec: ElementID?) -> ElementID? {
        if let known = checkedSpecs[owner], known.pass == number
            || (!known.warned && (known.pass >= validSince[owner.index] || known.pass >= checksValidSince)) {
            if known.warned { warningAttempts += 1 }
            return known.spec
        }
        guard let spec else { return nil }
        let attempts = warningAttempts
        walkNumber += 1
        var duplicates: [ElementID] = []
        var unknown: [ElementID] = []
        var pending = [spec]
        while let id = pending.popLast() {
            guard tree.contains(id) else {
                unknown.append(id)
                continue
            }
            guard lastVisit[id.index] != walkNumber else {
                duplicates.append(id)
                continue
            }
            lastVisit[id.index] = walkNumber
            reportStyleProblems(id)
            guard case .spec(let content) = tree[id].kind else { continue }
            if case .ratio(let ratio, _) = content, !(ratio > 0 && ratio.isFinite) {
                warn(id, "\(name(id)).ratio is \(formatPoints(ratio)); Texture requires a positive ratio")
            }
            if content.hasEmptySlot {
                warn(id, "\(name(id)) (\(content.typeName)) is missing a child; the empty slot measures 0×0")
            }
            // Reversed onto the last-in-first-out list, so the children are checked (and warned about) in order.
            pending.append(contentsOf: content.laidOutChildren.reversed())
        }
        var result: ElementID? = spec
        let ownerName = name(owner)
        if !unknown.isEmpty {
            let ids = unknown.map(\.description).joined(separator: ", ")
            warn(owner, "the layout spec of \(ownerName) refers to \(ids), which is not an element of this tree; "
                + "it is replaced with an empty ASLayoutSpec")
            result = nil
        }
        if !duplicates.isEmpty {
            let names = Set(duplicates.map(name)).sorted().joined(separator: ", ")
            warn(owner, "the layout spec of \(ownerName) contains the same element more than once (\(names)); "
                + "a debug build of Texture stops at an assertion here (with assertions off it replaces the whole "
                + "spec with an empty ASLayoutSpec, as drawn); use each element once")
            result = nil
        }
        checkedSpecs[owner] = CheckedSpec(spec: result, pass: number, warned: warningAttempts != attempts)
        return result
    }

    private mutating func reportStyleProblems(_ id: ElementID) {
        // Tested in place first: the report needs a copy of the style (it warns while reading), most styles are fine.
        guard tree[id].style.hasProblems else { return }
        let style = tree[id].style
        style.forEachProblem { property, problem in warn(id, "\(name(id)).style.\(property) \(problem)") }
    }
}

/// The outcome of the duplicate check of a node's (or the root's) spec tree, with the pass that made it and whether it
/// warned, valid as long as a memo entry of the owner would be.
struct CheckedSpec {
    /// The spec to lay out; nil where Texture replaces the spec with an empty one.
    let spec: ElementID?
    let pass: Int32
    let warned: Bool
}
