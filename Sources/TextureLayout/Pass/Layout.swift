/// `ASLayout`: the size an element got, where its parent put it, and the layouts of its children.
///
/// The children are read from the pass's arena when asked, not stored: a nested tree of arrays would be built,
/// compared and freed by recursion, one call per level, which a tree of any height must not need.
public struct Layout: Sendable {
    public var element: ElementID
    /// Pixel-ceiled, as `ASLayout`'s initializer does; `{0,0}` where the computed size was invalid.
    public var size: Size
    /// Relative to the parent layout, as the parent set it (not yet pixel-aligned).
    public var position: Point
    /// The range the parent offered, before the element's own style was applied.
    public var offered: SizeRange
    /// The range the element was computed in: `offered ∩ style` (or `offered` for specs that skip their style).
    public var resolved: SizeRange
    let arena: LayoutArena
    let record: Int

    public var sublayouts: [Layout] {
        arena.children(of: record).map { arena.layout(arena.placements[$0].record, at: arena.placements[$0].position) }
    }

    public var frame: Rect { Rect(origin: position, size: size) }
}

/// A display node's place in the flattened result: its frame relative to the layout's root, pixel-aligned as
/// Texture aligns subnode frames.
public struct NodeFrame: Hashable, Sendable {
    public var element: ElementID
    public var frame: Rect
    /// The node whose layout placed this one (`nil`: the root).
    public var supernode: ElementID?

    public init(element: ElementID, frame: Rect, supernode: ElementID?) {
        self.element = element
        self.frame = frame
        self.supernode = supernode
    }
}

/// Something the engine ignored, clamped or replaced the way Texture does, so a front end can warn the user.
public struct EngineWarning: Hashable, Sendable, CustomStringConvertible {
    public var element: ElementID
    public var message: String

    public init(element: ElementID, message: String) {
        self.element = element
        self.message = message
    }

    public var description: String { message }
}

/// The outcome of laying out a tree from one root in one size range.
public struct LayoutResult: Sendable {
    public var root: ElementID
    public var range: SizeRange
    public var grid: PixelGrid
    /// Every layout the result is made of; ``layout`` reads it from `rootRecord`.
    let arena: LayoutArena
    let rootRecord: Int
    /// How many sizes the pass answered from ``ExactSizePrediction`` instead of computing them, and how many of those
    /// the final layout computed after all and found different (a bug the tests look for).
    let predictedSizes: Int
    let mispredictedSizes: Int
    /// How many layouts of a ``LayoutCache``'s earlier passes the pass reused (0 without a cache).
    let reusedLayouts: Int
    /// Every display node below the root, in z-order, after Texture's flattening and rounding.
    public var frames: [NodeFrame]
    public var warnings: [EngineWarning]

    /// The whole layout tree, specs included, as the debug dump shows it. Built from the pass's arena on each
    /// access: keep it in a local when reading it more than once.
    public var layout: Layout { arena.layout(rootRecord, at: .zero) }

    public var size: Size { arena[rootRecord].size }

    public func frame(of element: ElementID) -> Rect? {
        frames.last { $0.element == element }?.frame
    }

    /// Each display node's frame by name, in first-drawn order; a name used by several nodes keeps the frame of the
    /// last, as ``frame(of:)`` does for an element drawn twice. What JSON output and the game compare.
    public func namedFrames(in tree: LayoutTree) -> [(name: String, frame: Rect)] {
        var order: [String] = []
        var byName: [String: Rect] = [:]
        for nodeFrame in frames where tree.contains(nodeFrame.element) {
            let name = tree[nodeFrame.element].name
            if byName.updateValue(nodeFrame.frame, forKey: name) == nil { order.append(name) }
        }
        return order.compactMap { name in byName[name].map { (name, $0) } }
    }
}
