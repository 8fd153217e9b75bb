extension LayoutTree {
    /// ``layout(root:in:scale:)`` through a cache that the caller keeps next to the tree: the pass reuses every layout
    /// of the cache's earlier passes whose element and subtree did not change and that is asked for with the same
    /// range and parent size, and leaves its own layouts in the cache for the next pass. The result is the same as a
    /// fresh pass's: frames, sizes, the debug dump and the warnings.
    public func layout(root: ElementID, in range: SizeRange, scale: Double = 2, cache: inout LayoutCache)
        -> LayoutResult
    {
        layout(root: root, in: range, scale: scale, predictsSizes: true, cache: &cache)
    }

    func layout(root: ElementID, in range: SizeRange, scale: Double, predictsSizes: Bool, cache: inout LayoutCache)
        -> LayoutResult
    {
        var kept = cache.prepare(for: self, grid: PixelGrid(scale: scale), predictsSizes: predictsSizes)
        var pass = LayoutPass(tree: self, continuing: &kept)
        let rootRecord = pass.layoutRoot(root, in: range)
        let frames = pass.flatten(rootRecord)
        let result = LayoutResult(root: root, range: range, grid: pass.grid, arena: pass.arena, rootRecord: rootRecord,
                                  predictedSizes: pass.predictedSizes, mispredictedSizes: pass.mispredictedSizes,
                                  reusedLayouts: pass.reusedLayouts, frames: frames, warnings: pass.warnings)
        pass.handBack(to: &kept)
        cache.kept = kept
        return result
    }

    /// Calls `body` with every element whose layout the element at `index` reads: a spec's laid-out children and a
    /// node's own spec (elements outside the tree are left out).
    func forEachLayoutChild(of index: Int, _ body: (Int) -> Void) {
        func visit(_ child: ElementID?) {
            if let child, contains(child) { body(child.index) }
        }
        // Plain leaves, the commonest elements, are answered without copying the element's kind.
        if isPlainLeaf(ElementID(index)) { return }
        switch elements[index].kind {
        case .node(let node):
            visit(node.layoutSpec)
        case .spec(.plain):
            return
        case .spec(.wrapper(let children)), .spec(.stack(_, let children)), .spec(.absolute(_, let children)):
            for child in children { visit(child) }
        case .spec(.inset(_, let child)), .spec(.center(_, _, let child)), .spec(.relative(_, _, _, let child)),
             .spec(.ratio(_, let child)):
            visit(child)
        case .spec(.overlay(let first, let second)), .spec(.background(let first, let second)),
             .spec(.corner(_, let first, let second)):
            visit(first)
            visit(second)
        }
    }
}

/// The layouts of earlier passes over a tree that changes a little at a time, kept for the next pass: Texture's
/// incremental layout.
///
/// Texture keeps each node's last layout with the constrained size and parent size it was computed for
/// (`_calculatedDisplayNodeLayout`; `ASDisplayNodeLayout::isValid` compares both and the layout version), and
/// `-setNeedsLayout`, which a style change calls, invalidates that layout on the node and on every supernode up to the
/// root (`_invalidateCalculatedLayout`). The next `layoutThatFits:` reuses every layout still valid for the same
/// constrained size and parent size. The cache does the same for specs as well as nodes (laying an unchanged spec
/// out again in the same range gives the same layout, so the result does not change): at the start of a pass it finds
/// the elements whose revision differs from the one it saw last, and invalidates them and all their ancestors in the
/// spec graph, where an element may have several parents; every other element's layouts of earlier passes answer
/// the memo like the pass's own.
///
/// A value type that the caller keeps next to the tree. It may be handed any tree: revisions are unique in the
/// process, so a copy of the tree restored by undo, or another tree altogether, finds only the layouts of its own
/// unchanged elements valid. A layout whose computation warned is computed again, so that every pass reports its
/// warnings as a fresh one would.
public struct LayoutCache: Sendable {
    /// Everything kept; nil before the first pass and while a pass has it.
    var kept: Kept?

    public init() {}

    /// The state of the earlier passes, valid for one pixel grid and prediction setting.
    struct Kept: Sendable {
        let grid: PixelGrid
        let predictsSizes: Bool
        /// The number of the pass being prepared or last made; memo entries carry the number of their pass.
        var number: Int32 = 1
        /// Per element, the revision seen by the last pass.
        var seenRevisions: [UInt64]
        /// Per element, the first pass whose memo entries for it are valid: the last pass that found it or an element
        /// of its subtree changed.
        var validSince: [Int32]
        /// The first pass whose spec checks are all still valid: the last pass that found a change other than new
        /// styles without problems on nodes without a spec. Only such a change leaves every spec check as it was, since
        /// a check walks the spec tree (children, kinds, style problems), not sizes.
        var checksValidSince: Int32 = 1
        /// The elements whose layout reads each element (its parents in the spec graph), as runs of `parents`:
        /// element `i`'s run starts at `parentRuns[i]` and ends at `parentRuns[i + 1]`.
        var parentRuns: [Int32] = []
        var parents: [Int32] = []
        /// Per element, whether it had children when `parents` was built.
        var hadChildren: [Bool] = []
        // Taken over by each pass (see `LayoutPass`).
        var arena: LayoutArena
        var memo: MemoTable
        var resolvedMemo = MemoTable(capacity: 0)
        var prediction: ExactSizePrediction?
        var pendingParentSizes: [Size] = []
        var checkedSpecs: [ElementID: CheckedSpec] = [:]
        var lastVisit: [Int]
        var walkNumber = 0
        var flattenedRuns: [FlattenedRun] = []
        var flattenedFrames: [NodeFrame] = []
        var flattenedRunSlots: [FlattenedRunSlot] = []
        var spareFrames: [NodeFrame] = []
        var spareLastIndex: [Int] = []

        /// The state before a first pass over `tree`: every element new.
        init(tree: LayoutTree, grid: PixelGrid, predictsSizes: Bool) {
            self.grid = grid
            self.predictsSizes = predictsSizes
            seenRevisions = tree.revisions
            validSince = Array(repeating: number, count: tree.count)
            // Room for every record until the cache starts over (``isOverfull(for:)``) and for a pass's worth more
            // (a fresh pass makes about four records per element), so that a pass seldom copies the arena to grow
            // it; pages are mapped only as records are written.
            arena = LayoutArena(capacity: Self.room(for: tree) + 8 * tree.count)
            memo = MemoTable(capacity: tree.memoizedCount)
            lastVisit = Array(repeating: 0, count: tree.count)
            if predictsSizes { prediction = ExactSizePrediction(count: tree.count) }
            rebuildParents(tree)
        }

        /// How many records, placements and memo entries the cache keeps before it starts over.
        static func room(for tree: LayoutTree) -> Int { 8 * tree.count + 4096 }

        /// Whether the kept layouts outgrew what the tree needs: each pass appends the records it computes, and the
        /// layouts of earlier passes that nothing asks for again stay behind until the cache starts over.
        func isOverfull(for tree: LayoutTree) -> Bool {
            let room = Self.room(for: tree)
            return arena.records.count > room || arena.placements.count > room || memo.count > room
                || resolvedMemo.count > room
        }

        /// Starts pass `number + 1`: the elements whose revision changed since the last pass, and those added, are
        /// invalidated with all their ancestors, as `-setNeedsLayout` invalidates a node and its supernodes.
        mutating func invalidateChanges(in tree: LayoutTree) {
            number += 1
            let known = seenRevisions.count
            var changed: [Int] = []
            var structureChanged = tree.count > known
            var checksChanged = structureChanged
            for index in 0..<known where tree.revisions[index] != seenRevisions[index] {
                changed.append(index)
                seenRevisions[index] = tree.revisions[index]
                if hadChildren[index] { structureChanged = true }
                tree.forEachLayoutChild(of: index) { _ in structureChanged = true }
                if !tree[ElementID(index)].isNode || tree[ElementID(index)].style.hasProblems { checksChanged = true }
            }
            if structureChanged || checksChanged { checksValidSince = number }
            if tree.count > known {
                changed.append(contentsOf: known..<tree.count)
                seenRevisions.append(contentsOf: tree.revisions[known...])
                validSince.append(contentsOf: repeatElement(0, count: tree.count - known))
                lastVisit.append(contentsOf: repeatElement(0, count: tree.count - known))
                prediction?.grow(to: tree.count)
            }
            // A change of children only changes edges from the changed element, so the map is stale only then.
            if structureChanged { rebuildParents(tree) }
            var pending = changed
            while let index = pending.popLast() {
                guard validSince[index] != number else { continue }
                validSince[index] = number
                prediction?.forget(ElementID(index))
                for run in Int(parentRuns[index])..<Int(parentRuns[index + 1]) {
                    let parent = Int(parents[run])
                    if validSince[parent] != number { pending.append(parent) }
                }
            }
        }

        /// Builds the parent runs from every element's children.
        private mutating func rebuildParents(_ tree: LayoutTree) {
            var runs = [Int32](repeating: 0, count: tree.count + 1)
            var hasChildren = [Bool](repeating: false, count: tree.count)
            for index in 0..<tree.count {
                tree.forEachLayoutChild(of: index) { child in
                    runs[child + 1] += 1
                    hasChildren[index] = true
                }
            }
            for index in 0..<tree.count { runs[index + 1] += runs[index] }
            var next = runs
            var list = [Int32](repeating: 0, count: Int(runs[tree.count]))
            for index in 0..<tree.count {
                tree.forEachLayoutChild(of: index) { child in
                    list[Int(next[child])] = Int32(index)
                    next[child] += 1
                }
            }
            parentRuns = runs
            parents = list
            hadChildren = hasChildren
        }
    }

    /// The state for the next pass over `tree`, taken out of the cache: the kept one with the changes since invalidated,
    /// or a fresh one when there is none, the grid or the prediction setting differs, the tree has fewer elements than
    /// the cache has seen (an older copy), or the kept layouts outgrew the tree.
    mutating func prepare(for tree: LayoutTree, grid: PixelGrid, predictsSizes: Bool) -> Kept {
        if var kept = kept, kept.grid == grid, kept.predictsSizes == predictsSizes,
           kept.seenRevisions.count <= tree.count, !kept.isOverfull(for: tree) {
            self.kept = nil
            kept.invalidateChanges(in: tree)
            return kept
        }
        self.kept = nil
        return Kept(tree: tree, grid: grid, predictsSizes: predictsSizes)
    }
}
