import Synchronization

/// All elements of a layout, addressed by ``ElementID``. A value type: copying a tree snapshots it (undo, a level's
/// target), and a layout pass reads it without locks.
public struct LayoutTree: Hashable, Sendable {
    /// Written only through ``subscript(_:)``, ``subscript(stamping:)``, ``add(_:)`` and ``updateStyle(_:_:)``, which
    /// give the element a new revision.
    public private(set) var elements: [Element] = []
    /// Per element, the revision of its last write: what a ``LayoutCache`` compares to find the elements changed since
    /// it last laid the tree out (Texture's `setNeedsLayout`, here found by comparison). Not part of equality.
    private(set) var revisions: [UInt64] = []
    /// Per element, whether it is a plain `ASDisplayNode` without a spec: the layout pass asks for every element,
    /// and matching the element's kind each time would copy it.
    private var plainLeaves: [Bool] = []
    /// The button or text cell node owning each of its subnodes and internal specs, and each such node itself.
    var composedOwners: [ElementID: ElementID] = [:]

    public init() {}

    /// Room for `count` elements, so that a caller who knows how many it will add grows the storage once.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
        plainLeaves.reserveCapacity(count)
        revisions.reserveCapacity(count)
    }

    public var count: Int { elements.count }

    /// Plain accessors, not `_read`/`_modify` coroutines: in a release build (Swift 6.3, -O), the interpreter's
    /// `guard case .node(var node) = tree[id].kind … tree[id].kind = .node(node)` used the read coroutine's frame after
    /// it was freed (AddressSanitizer: heap-use-after-free), which crashed about half the runs of a pasted class with
    /// a text node, or drew another node's text.
    public subscript(id: ElementID) -> Element {
        get { elements[id.index] }
        set {
            elements[id.index] = newValue
            revisions[id.index] = Revision.next()
            plainLeaves[id.index] = newValue.isPlainLeaf
            refreshComposedNode(containing: id)
        }
    }

    /// Writes one element without refreshing a composed node around it (the refresh itself writes this way).
    subscript(stamping id: ElementID) -> Element {
        get { elements[id.index] }
        set {
            elements[id.index] = newValue
            revisions[id.index] = Revision.next()
        }
    }

    /// Equal trees have equal elements (and so the same composed nodes); revisions only tell caches apart.
    public static func == (lhs: LayoutTree, rhs: LayoutTree) -> Bool {
        lhs.elements == rhs.elements && lhs.composedOwners == rhs.composedOwners
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(composedOwners)
    }

    func isPlainLeaf(_ id: ElementID) -> Bool { plainLeaves[id.index] }

    /// How many elements a layout pass memoizes: the specs and the nodes that are not plain leaves.
    var memoizedCount: Int { plainLeaves.count { !$0 } }

    public func contains(_ id: ElementID) -> Bool { elements.indices.contains(id.index) }

    /// Every element's id, in creation order.
    public var ids: [ElementID] { elements.indices.map(ElementID.init) }

    /// The newest element with this name: reusing a name for a new element means the new one.
    public func lastElement(named name: String) -> ElementID? {
        elements.lastIndex { $0.name == name }.map(ElementID.init)
    }

    /// Adds an element as the next id. A button or text cell node gets its subnodes and internal specs right after
    /// it, as Texture's initializers create them.
    @discardableResult
    public mutating func add(_ element: consuming Element) -> ElementID {
        let isPlainLeaf = element.isPlainLeaf
        let isComposed = !isPlainLeaf && element.isComposedNode
        elements.append(element)
        revisions.append(Revision.next())
        plainLeaves.append(isPlainLeaf)
        let id = ElementID(elements.count - 1)
        if isComposed { createParts(of: id) }
        return id
    }

    // MARK: Building

    /// `ASDisplayNode()`, optionally with a spec of its own (`layoutSpecBlock`).
    @discardableResult
    public mutating func node(_ name: String, style: Style = Style(), layoutSpec: ElementID? = nil) -> ElementID {
        add(Element(name: name, style: style, kind: .node(Node(content: .plain, layoutSpec: layoutSpec))))
    }

    /// `ASDisplayNode()` with `style.preferredSize` set.
    @discardableResult
    public mutating func node(_ name: String, width: Double, height: Double) -> ElementID {
        var style = Style()
        style.preferredSize = Size(width: width, height: height)
        return node(name, style: style)
    }

    /// `ASTextNode()` with `attributedText` set: like Texture, it writes the font's ascender and descender into
    /// its style for baseline alignment.
    @discardableResult
    public mutating func text(_ name: String, _ content: TextContent, style: Style = Style()) -> ElementID {
        var style = style
        style.ascender = content.ascender
        style.descender = content.descender
        return add(Element(name: name, style: style, kind: .node(Node(content: .text(content)))))
    }

    /// `ASImageNode()` whose image has the given size.
    @discardableResult
    public mutating func image(_ name: String, size: Size?, style: Style = Style()) -> ElementID {
        add(Element(name: name, style: style, kind: .node(Node(content: .image(size)))))
    }

    @discardableResult
    public mutating func spec(_ name: String, _ spec: Spec, style: Style = Style()) -> ElementID {
        add(Element(name: name, style: style, kind: .spec(spec)))
    }

    @discardableResult
    public mutating func stack(_ name: String, _ stack: StackSpec = StackSpec(), children: [ElementID],
                               style: Style = Style()) -> ElementID {
        spec(name, .stack(stack, children: children), style: style)
    }

    /// Changes one element's style in place.
    public mutating func updateStyle(_ id: ElementID, _ change: (inout Style) -> Void) {
        change(&elements[id.index].style)
        revisions[id.index] = Revision.next()
    }
}

/// Revision stamps, unique in the process: two trees (a tree and its copy restored by undo, say) that hold the same
/// stamp at an index hold the same write there, so a cache may trust it whichever copy it is handed.
enum Revision {
    private static let last = Atomic<UInt64>(0)

    static func next() -> UInt64 { last.add(1, ordering: .relaxed).newValue }
}
