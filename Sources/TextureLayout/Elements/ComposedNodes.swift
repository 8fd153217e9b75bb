/// `ASButtonImageAlignment`: whether the image comes before or after the title.
public enum ButtonImageAlignment: String, CaseIterable, Hashable, Sendable {
    case beginning, end
}

/// The control states `ASButtonNode` keeps a title, an image and a background image for (`UIControlState`).
public enum ButtonState: String, CaseIterable, Hashable, Sendable {
    case normal, highlighted, selected, selectedHighlighted, disabled
}

/// An `ASButtonNode`: its properties, its content per control state, and the subnodes and specs it lays out with.
/// The tree keeps the button's layout spec equal to what `-[ASButtonNode layoutSpecThatFits:]` returns whenever the
/// button or one of its subnodes changes (``LayoutTree/add(_:)`` creates the parts).
public struct ButtonNode: Hashable, Sendable {
    /// Points between the image and the title; Texture's default is 8.
    public var contentSpacing: Double = 8
    /// A horizontal stack of image and title (the default) or a vertical one.
    public var laysOutHorizontally = true
    public var contentHorizontalAlignment: HorizontalAlignment = .middle
    public var contentVerticalAlignment: VerticalAlignment = .center
    public var contentEdgeInsets: EdgeInsets = .zero
    public var imageAlignment: ButtonImageAlignment = .beginning
    /// `ASControlNode`'s `isEnabled`, `isHighlighted` and `isSelected`, which pick the content shown.
    public var isEnabled = true
    public var isHighlighted = false
    public var isSelected = false
    /// `setAttributedTitle(_:for:)`, `setImage(_:for:)` and `setBackgroundImage(_:for:)` by state; an image is
    /// known by its size.
    public var titles: [ButtonState: TextContent] = [:]
    public var images: [ButtonState: Size] = [:]
    public var backgroundImages: [ButtonState: Size] = [:]
    /// The subnodes and specs, created when the button is added to a tree.
    public internal(set) var parts: ButtonParts?
    /// The content last written into the subnodes, so that a subnode changed directly keeps its change until the
    /// button's own content changes, as with Texture's compare-and-assign updates.
    var shown = ShownContent()

    public init() {}

    public struct ButtonParts: Hashable, Sendable {
        public let titleNode: ElementID
        public let imageNode: ElementID
        public let backgroundImageNode: ElementID
        let stack: ElementID
        let inset: ElementID
        let background: ElementID
    }

    struct ShownContent: Hashable, Sendable {
        var title: TextContent?
        var image: Size?
        var backgroundImage: Size?
    }

    /// The state whose content shows, in the order of `-[ASButtonNode updateTitle]` (and `updateImage`,
    /// `updateBackgroundImage`): disabled, selected and highlighted, highlighted, selected, then normal, each only
    /// when the button has content for it.
    func current<Value>(_ content: [ButtonState: Value]) -> Value? {
        if !isEnabled, let value = content[.disabled] { return value }
        if isHighlighted, isSelected, let value = content[.selectedHighlighted] { return value }
        if isHighlighted, let value = content[.highlighted] { return value }
        if isSelected, let value = content[.selected] { return value }
        return content[.normal]
    }
}

/// An `ASTextCellNode`: a cell whose text node shows `text` in `textAttributes`, inset by `textInsets`.
public struct TextCellNode: Hashable, Sendable {
    /// `text`.
    public var text = ""
    /// The font size of `textAttributes`: `kASTextCellNodeDefaultFontSize`, 18.
    public var fontSize: Double = 18
    /// `textInsets`: `kASTextCellNodeDefaultVerticalPadding` (11) above and below,
    /// `kASTextCellNodeDefaultHorizontalPadding` (15) on the sides.
    public var textInsets = EdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
    public internal(set) var parts: TextCellParts?

    public init() {}

    public struct TextCellParts: Hashable, Sendable {
        public let textNode: ElementID
        let inset: ElementID
    }
}

extension LayoutTree {
    /// Creates the subnodes and specs of a button or text cell just added as `id`, named after it. `add(_:)` calls it
    /// only for an ``Element/isComposedNode`` element, which it asks before the append: asking here, of the element
    /// in the array, measured 10% slower building wide-10k.
    mutating func createParts(of id: ElementID) {
        guard case .node(var node) = elements[id.index].kind else { return }
        let name = elements[id.index].name
        switch node.content {
        case .button(var button) where button.parts == nil:
            var titleStyle = Style()
            titleStyle.flexShrink = 1  // -[ASButtonNode titleNode]
            let parts = ButtonNode.ButtonParts(
                titleNode: addPart(Element(name: "\(name).titleNode", style: titleStyle,
                                           kind: .node(Node(content: .text(TextContent(""))))), of: id),
                imageNode: addPart(Element(name: "\(name).imageNode", kind: .node(Node(content: .image(nil)))), of: id),
                backgroundImageNode: addPart(Element(name: "\(name).backgroundImageNode",
                                                     kind: .node(Node(content: .image(nil)))), of: id),
                stack: addPart(Element(name: "\(name).stack", kind: .spec(.stack(StackSpec(), children: []))), of: id),
                inset: addPart(Element(name: "\(name).inset", kind: .spec(.inset(.zero, child: nil))), of: id),
                background: addPart(Element(name: "\(name).background",
                                            kind: .spec(.background(child: nil, background: nil))), of: id))
            button.parts = parts
            node.content = .button(button)
        case .textCell(var cell) where cell.parts == nil:
            cell.parts = TextCellNode.TextCellParts(
                textNode: addPart(Element(name: "\(name).textNode", kind: .node(Node(content: .text(TextContent(""))))),
                                  of: id),
                inset: addPart(Element(name: "\(name).inset", kind: .spec(.inset(.zero, child: nil))), of: id))
            node.content = .textCell(cell)
        default:
            return
        }
        composedOwners[id] = id
        self[stamping: id].kind = .node(node)
        refreshComposedNode(id)
    }

    private mutating func addPart(_ element: Element, of owner: ElementID) -> ElementID {
        let part = add(element)
        composedOwners[part] = owner
        return part
    }

    /// Whether `id` is a subnode or internal spec a button or text cell made for itself (`b.titleNode`,
    /// `b.background`), not something the code made.
    public func isComposedPart(_ id: ElementID) -> Bool {
        composedOwners[id].map { $0 != id } ?? false
    }

    /// Brings a button or text cell, and the parts it owns, up to date after `changed` (the node or one of its
    /// parts) was modified: the parts' names follow the node's, new content is written into the subnodes, and the
    /// node's layout spec is rebuilt.
    mutating func refreshComposedNode(containing changed: ElementID) {
        guard let owner = composedOwners[changed] else { return }
        refreshComposedNode(owner)
    }

    /// The spec a button or text cell lays out with by its own class (`-[ASButtonNode layoutSpecThatFits:]`), made
    /// also when a subclass overrides that method and calls `super.layoutSpecThatFits(_:)` to wrap it; nil for a
    /// node whose class has no spec of its own.
    public mutating func classLayoutSpec(of owner: ElementID) -> ElementID? {
        guard composedOwners[owner] == owner, case .node(var node) = elements[owner.index].kind else { return nil }
        switch node.content {
        case .button(var button):
            guard let parts = button.parts else { return nil }
            showButtonContent(&button, parts)
            let spec = buttonLayoutSpec(button, parts)
            node.content = .button(button)
            self[stamping: owner].kind = .node(node)
            return spec
        case .textCell(let cell):
            refreshComposedNode(owner)
            return cell.parts?.inset
        default:
            return nil
        }
    }

    private mutating func refreshComposedNode(_ owner: ElementID) {
        guard case .node(var node) = elements[owner.index].kind else { return }
        switch node.content {
        case .button(var button):
            guard let parts = button.parts else { return }
            showButtonContent(&button, parts)
            if !node.overridesClassSpec { node.layoutSpec = buttonLayoutSpec(button, parts) }
            node.content = .button(button)
            renameParts(of: owner, [(parts.titleNode, "titleNode"), (parts.imageNode, "imageNode"),
                                    (parts.backgroundImageNode, "backgroundImageNode"), (parts.stack, "stack"),
                                    (parts.inset, "inset"), (parts.background, "background")])
        case .textCell(let cell):
            guard let parts = cell.parts else { return }
            if case .node(var textNode) = elements[parts.textNode.index].kind, case .text(var text) = textNode.content,
               text.string != cell.text || text.fontSize != cell.fontSize {
                text.string = cell.text
                text.fontSize = cell.fontSize
                textNode.content = .text(text)
                self[stamping: parts.textNode].kind = .node(textNode)
                setBaseline(of: parts.textNode, text)
            }
            // -[ASTextCellNode layoutSpecThatFits:]: the text node inset by textInsets.
            self[stamping: parts.inset].kind = .spec(.inset(cell.textInsets, child: parts.textNode))
            if !node.overridesClassSpec { node.layoutSpec = parts.inset }
            renameParts(of: owner, [(parts.textNode, "textNode"), (parts.inset, "inset")])
        default:
            return
        }
        self[stamping: owner].kind = .node(node)
    }

    /// `-[ASButtonNode updateTitle]`, `updateImage` and `updateBackgroundImage`: the content of the current state
    /// replaces the subnode's when it changed.
    private mutating func showButtonContent(_ button: inout ButtonNode, _ parts: ButtonNode.ButtonParts) {
        let title = button.current(button.titles)
        if title != button.shown.title, case .node(var titleNode) = elements[parts.titleNode.index].kind,
           case .text(var text) = titleNode.content {
            // The attributed title is the title node's attributedText: its string, fonts, kern and paragraph style;
            // the node's own settings (maximumNumberOfLines, insets) stay.
            let attributed = title ?? TextContent("")
            text.string = attributed.string
            text.fontSize = attributed.fontSize
            text.paragraphFontSizes = attributed.paragraphFontSizes
            text.runs = attributed.runs
            text.paragraph = attributed.paragraph
            titleNode.content = .text(text)
            self[stamping: parts.titleNode].kind = .node(titleNode)
            setBaseline(of: parts.titleNode, text)
            button.shown.title = title
        }
        let image = button.current(button.images)
        if image != button.shown.image {
            self[stamping: parts.imageNode].kind = .node(Node(content: .image(image)))
            button.shown.image = image
        }
        let backgroundImage = button.current(button.backgroundImages)
        if backgroundImage != button.shown.backgroundImage {
            self[stamping: parts.backgroundImageNode].kind = .node(Node(content: .image(backgroundImage)))
            button.shown.backgroundImage = backgroundImage
        }
    }

    /// `-[ASButtonNode layoutSpecThatFits:]` (Source/ASButtonNode.mm): a stack in the button's direction with its
    /// spacing and alignments (set after the direction, so they write through to justifyContent and alignItems)
    /// holding the image node when it has an image and the title node when its text is not empty (after the image
    /// for `.beginning`, before it otherwise); inset by `contentEdgeInsets` unless they are zero; over the background
    /// image node when it has an image.
    private mutating func buttonLayoutSpec(_ button: ButtonNode, _ parts: ButtonNode.ButtonParts) -> ElementID {
        var stack = StackSpec(direction: button.laysOutHorizontally ? .horizontal : .vertical,
                              spacing: button.contentSpacing)
        stack.horizontalAlignment = button.contentHorizontalAlignment
        stack.verticalAlignment = button.contentVerticalAlignment
        var children: [ElementID] = []
        if hasImage(parts.imageNode) { children.append(parts.imageNode) }
        if case .node(let titleNode) = elements[parts.titleNode.index].kind, case .text(let text) = titleNode.content,
           !text.string.isEmpty {
            if button.imageAlignment == .beginning {
                children.append(parts.titleNode)
            } else {
                children.insert(parts.titleNode, at: 0)
            }
        }
        self[stamping: parts.stack].kind = .spec(.stack(stack, children: children))
        var spec = parts.stack
        if button.contentEdgeInsets != .zero {
            self[stamping: parts.inset].kind = .spec(.inset(button.contentEdgeInsets, child: spec))
            spec = parts.inset
        }
        if hasImage(parts.backgroundImageNode) {
            self[stamping: parts.background].kind = .spec(.background(child: spec, background: parts.backgroundImageNode))
            spec = parts.background
        }
        return spec
    }

    private func hasImage(_ id: ElementID) -> Bool {
        guard case .node(let node) = elements[id.index].kind, case .image(let size) = node.content else { return false }
        return size != nil
    }

    private mutating func renameParts(of owner: ElementID, _ parts: [(ElementID, String)]) {
        let ownerName = elements[owner.index].name
        for (part, suffix) in parts where elements[part.index].name != "\(ownerName).\(suffix)" {
            self[stamping: part].name = "\(ownerName).\(suffix)"
        }
    }

    /// What `-[ASTextNode setAttributedText:]` writes into the style for baseline alignment, for a text that is
    /// not empty.
    private mutating func setBaseline(of id: ElementID, _ text: TextContent) {
        guard !text.string.isEmpty else { return }
        self[stamping: id].style.ascender = text.ascender
        self[stamping: id].style.descender = text.descender
    }
}
