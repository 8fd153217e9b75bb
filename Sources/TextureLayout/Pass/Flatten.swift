extension LayoutPass {
    /// `-[ASLayout filteredNodeLayoutTree]`, applied at every node: spec layouts dissolve into their parent node,
    /// each display node lands at the ceil-to-pixel of its unrounded position within that node, and its own
    /// subnodes are placed relative to it in turn. The result lists every display node below the root with its
    /// frame relative to the root, in z-order. A node placed twice keeps its last place, as a view can have only one
    /// superview. Pending records on the way are computed, so the arena is complete afterwards.
    mutating func flatten(_ root: Int) -> [NodeFrame] {
        // With a cache, the list is written into the buffer of two passes ago (unless a result still holds it): its
        // pages are mapped already, while fresh memory costs a page fault per 4 KB, more than copying frames does.
        var frames = spareFrames
        spareFrames = []
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(tree.count)
        let rootElement = arena[root].element
        guard tree.contains(rootElement) else { return frames }
        if tree[rootElement].isNode {
            for placement in arena.children(of: root) {
                let child = arena.placements[placement]
                collect(child.record, positionInNode: child.position, nodeOrigin: .zero, supernode: rootElement,
                        into: &frames)
            }
        } else {
            collect(root, positionInNode: .zero, nodeOrigin: .zero, supernode: nil, into: &frames)
        }
        if number != 0 { flattenedFrames = frames }
        var lastIndex = spareLastIndex
        spareLastIndex = []
        if lastIndex.count == tree.count {
            lastIndex.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
        } else {
            lastIndex = Array(repeating: -1, count: tree.count)
        }
        defer { if number != 0 { spareLastIndex = lastIndex } }
        var placedTwice = false
        for (index, frame) in frames.enumerated() {
            placedTwice = placedTwice || lastIndex[frame.element.index] >= 0
            lastIndex[frame.element.index] = index
        }
        guard placedTwice else { return frames }
        return frames.enumerated().filter { lastIndex[$0.element.element.index] == $0.offset }.map(\.element)
    }

    /// `position` is the record's unrounded position within the node that owns it.
    private mutating func collect(_ record: Int, positionInNode position: Point, nodeOrigin: Point,
                                  supernode: ElementID?, into frames: inout [NodeFrame]) {
        completePending(record)
        guard number != 0, arena[record].childCount > 0 else {
            StackRoom.withStackRoom { collectCompleted(record, positionInNode: position, nodeOrigin: nodeOrigin,
                                                       supernode: supernode, into: &frames) }
            return
        }
        let entry = arena[record]
        let placement = Int(entry.firstChild)
        let start = frames.count
        let attempts = warningAttempts
        if placement < flattenedRunSlots.count, flattenedRunSlots[placement].pass == number - 1,
           case let earlier = earlierFlattenedRuns[Int(flattenedRunSlots[placement].run)], !earlier.warned,
           earlier.element == entry.element, earlier.size == entry.size, earlier.position == position,
           earlier.nodeOrigin == nodeOrigin, earlier.supernode == supernode {
            frames.append(contentsOf: earlierFlattenedFrames[earlier.frames])
        } else {
            StackRoom.withStackRoom { collectCompleted(record, positionInNode: position, nodeOrigin: nodeOrigin,
                                                       supernode: supernode, into: &frames) }
        }
        if flattenedRunSlots.count < arena.placements.count {
            flattenedRunSlots.append(contentsOf: repeatElement(
                FlattenedRunSlot(pass: -1, run: 0), count: arena.placements.count - flattenedRunSlots.count))
        }
        flattenedRunSlots[placement] = FlattenedRunSlot(pass: number, run: Int32(flattenedRuns.count))
        flattenedRuns.append(FlattenedRun(
            element: entry.element, size: entry.size, position: position, nodeOrigin: nodeOrigin,
            supernode: supernode, frames: start..<frames.count, warned: warningAttempts != attempts))
    }

    /// `-[ASLayout frame]`: a position that is not finite (an inset of `.greatestFiniteMagnitude` rounds up to
    /// infinity) is 0 on that axis, as in a release build, where a debug build asserts "Layout has an invalid
    /// position"; said as a warning.
    private mutating func placedInSupernode(_ element: ElementID, at position: Point) -> Point {
        guard !position.x.isFinite || !position.y.isFinite else { return position }
        warn(element, "\(name(element)) is placed at a position that is not finite; Texture puts it at 0 on that axis (its debug "
            + "build stops at the assertion \"Layout has an invalid position\")")
        return Point(x: position.x.isFinite ? position.x : 0, y: position.y.isFinite ? position.y : 0)
    }

    private mutating func collectCompleted(_ record: Int, positionInNode position: Point, nodeOrigin: Point,
                                           supernode: ElementID?, into frames: inout [NodeFrame]) {
        let element = arena[record].element
        guard tree[element].isNode else {
            for placement in arena.children(of: record) {
                let child = arena.placements[placement]
                collect(child.record, positionInNode: position + child.position, nodeOrigin: nodeOrigin,
                        supernode: supernode, into: &frames)
            }
            return
        }
        let origin = nodeOrigin + placedInSupernode(element, at: grid.ceil(position))
        frames.append(NodeFrame(element: element, frame: Rect(origin: origin, size: arena[record].size),
                                supernode: supernode))
        for placement in arena.children(of: record) {
            let child = arena.placements[placement]
            collect(child.record, positionInNode: child.position, nodeOrigin: origin, supernode: element,
                    into: &frames)
        }
    }
}

/// With a cache: the frames one layout with children added to the flattened list, and where it was put. A layout
/// of the last pass (its children are a run of placements no other layout has, unless it is the same layout
/// given again) put at the same place in the same node adds the same frames, which the next pass copies instead
/// of walking the layout again. Texture flattens every layout anew; the frames are the same.
struct FlattenedRun {
    let element: ElementID
    let size: Size
    let position: Point
    let nodeOrigin: Point
    let supernode: ElementID?
    /// In the list before a node placed twice kept only its last frame.
    let frames: Range<Int>
    /// Whether making it warned, so that a pass copying it would not say so again: such a run is made anew.
    let warned: Bool
}

/// Which pass last flattened the layout whose children start at a placement, and its run in that pass's list.
struct FlattenedRunSlot {
    let pass: Int32
    let run: Int32
}
