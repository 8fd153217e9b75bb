/// The identity of an element inside a ``LayoutTree``, standing in for an Objective-C object pointer: the same
/// id in two places is the same element used twice.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int

    @inlinable public init(_ index: Int) { self.index = index }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// One layout element: a display node or a layout spec, with its style.
public struct Element: Hashable, Sendable {
    /// How the element is called in drawings, tables and JSON (the interpreter uses the variable name).
    public var name: String
    public var style: Style
    public var kind: Kind
    /// The Texture class the element was made as where it is finer than its kind lays out (`ASNetworkImageNode`
    /// lays out as an image node, `ASCellNode` as a display node); nil when the kind names it.
    public var className: String?

    public enum Kind: Hashable, Sendable {
        case node(Node)
        case spec(Spec)
    }

    public init(name: String, style: Style = Style(), kind: Kind) {
        self.name = name
        self.style = style
        self.kind = kind
    }

    public var isNode: Bool {
        if case .node = kind { return true }
        return false
    }

    /// A plain `ASDisplayNode` without a spec of its own.
    var isPlainLeaf: Bool {
        guard case .node(let node) = kind, node.layoutSpec == nil, case .plain = node.content else { return false }
        return true
    }

    /// A node Texture composes of subnodes and specs of its own (a button, a text cell).
    var isComposedNode: Bool {
        guard case .node(let node) = kind else { return false }
        switch node.content {
        case .button, .textCell: return true
        default: return false
        }
    }

    /// The Texture class this element stands for, e.g. `ASStackLayoutSpec`.
    public var typeName: String {
        if let className { return className }
        switch kind {
        case .node(let node): return node.content.typeName
        case .spec(let spec): return spec.typeName
        }
    }
}

/// An `ASDisplayNode` (or one of its leaf subclasses) and, optionally, the spec it lays its subnodes out with.
public struct Node: Hashable, Sendable {
    public var content: Content
    /// The spec returned by the node's `layoutSpecBlock` / `layoutSpecThatFits`. A node with a spec is measured by
    /// its spec and its subtree is flattened into it.
    public var layoutSpec: ElementID?
    /// A subclass of a button or text cell overrides `layoutSpecThatFits`: its own spec replaces the class's.
    public var overridesClassSpec = false

    public init(content: Content = .plain, layoutSpec: ElementID? = nil) {
        self.content = content
        self.layoutSpec = layoutSpec
    }

    /// Whether the node's class builds its layout spec itself from its own subnodes (`ASButtonNode`,
    /// `ASTextCellNode`), so that its spec is not the user's.
    public var buildsOwnSpec: Bool {
        guard !overridesClassSpec else { return false }
        switch content {
        case .button, .textCell: return true
        default: return false
        }
    }

    /// The larger payloads are `indirect`, so that a `Node` stays small: the layout recursion copies nodes into
    /// every frame, and deep trees would otherwise exhaust the stack.
    public enum Content: Hashable, Sendable {
        /// `ASDisplayNode` and the subclasses that keep its sizing (`ASControlNode`, `ASCellNode`, `ASTableNode`,
        /// `ASCollectionNode`, `ASPagerNode`, view- and layer-backed nodes): fills a bounded max, 0×0 under an
        /// unbounded one.
        case plain
        /// `ASTextNode` / `ASTextNode2`.
        indirect case text(TextContent)
        /// `ASImageNode` (and `ASNetworkImageNode`, `ASMultiplexImageNode`); `nil` until an image is set (then it
        /// sizes like a plain node).
        case image(Size?)
        /// `ASEditableTextNode`: its typed text, or its placeholder while nothing is typed.
        indirect case editableText(EditableText)
        /// `ASVideoNode`, `ASVideoPlayerNode` and `ASMapNode`: sized by the space offered, not by any content.
        case offeredSize(OfferedSizeRule)
        /// `ASScrollNode`: a plain node whose content may be measured unbounded along its scrollable directions.
        case scroll(ScrollOptions)
        /// `ASButtonNode`: lays out its title, image and background image with a spec of its own.
        indirect case button(ButtonNode)
        /// `ASTextCellNode`: its text node, inset.
        indirect case textCell(TextCellNode)
        /// A node class of the app's that measures itself, overriding `calculateSizeThatFits:` without a spec: the
        /// size it returned for the max it was asked with, which Texture clamps to the offered range.
        case measured(Size)

        var typeName: String {
            switch self {
            case .plain: return "ASDisplayNode"
            case .text: return "ASTextNode"
            case .image: return "ASImageNode"
            case .editableText: return "ASEditableTextNode"
            case .offeredSize(let rule): return rule.typeName
            case .scroll: return "ASScrollNode"
            case .button: return "ASButtonNode"
            case .textCell: return "ASTextCellNode"
            case .measured: return "ASDisplayNode"
            }
        }
    }
}
