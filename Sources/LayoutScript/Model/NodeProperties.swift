import TextureLayout

/// The node properties of the node classes real app code uses, and those that need more than the element itself
/// (the tree, the latest layout, the session's safe area). The catalog says which names exist on which class and
/// what they expect; values arrive converted to the property's type. `ElementFields` handles the rest.
extension ScriptSession {
    /// The value of a node property, or nil when `ElementFields` reads it.
    func nodeProperty(_ name: String, of id: ElementID) -> ScriptValue? {
        if name == "frame" || name == "bounds", isViewControllerNode(id) {
            // A full-screen controller's view, and the node filling it, have the screen's bounds before layout too,
            // so a layoutSpecBlock that sizes by `node.frame` sees them.
            return .rect(Rect(origin: .zero, size: environment.screenBounds.size))
        }
        switch name {
        case "frame": return .rect(frame(of: id))
        case "bounds": return .rect(Rect(origin: .zero, size: frame(of: id).size))
        case "position":
            guard case .rect(let frame)? = nodeProperty("frame", of: id) else { return nil }
            return .point(frame.center)
        case "calculatedSize": return .size(laidOutFrame(of: id)?.size ?? program.measuredSizes[id] ?? .zero)
        case "supernode": return .optionalElement(tree.supernode(of: id))
        case "subnodes":
            let laidOut = tree.subnodes(of: id)
            return .elementArray(laidOut.isEmpty ? program.addedSubnodes[id] ?? [] : laidOut)
        case "safeAreaInsets": return .insets(safeAreaInsets)
        case "lineCount":
            // ASTextNode's lines in its last layout: the text laid out at its frame's width, inside its insets.
            guard case .node(let node) = tree[id].kind, case .text(let text) = node.content else { return .int(0) }
            guard let frame = laidOutFrame(of: id) else { return .int(0) }
            let inset = text.containerInset
            let lines = text.lines(maxWidth: Swift.max(0, frame.size.width - inset.left - inset.right),
                                   maxHeight: Swift.max(0, frame.size.height - inset.top - inset.bottom))
            return .int(lines.count)
        default: break
        }
        if let stored = storedNodeProperties[id]?[name] { return stored }
        if let defaultValue = Self.storedPropertyDefaults[name] { return defaultValue }
        guard case .node(let node) = tree[id].kind else { return nil }
        return Self.contentProperty(name, of: node.content)
    }

    /// Sets a node property handled here; false when `ElementFields` sets it.
    mutating func setNodeProperty(_ name: String, _ value: ScriptValue, of id: ElementID) throws(ScriptError) -> Bool {
        if Self.readOnlyProperties.contains(name) {
            throw ScriptError("\(name) is read-only")
        }
        // The layout decides frames, as in Texture; a frame set by hand is recorded before this (see
        // `Evaluator.runManualLayouts` and `Evaluator.setHandGeometry`).
        if name == "frame" || name == "bounds" { return true }
        if name == "child", case .spec(let spec) = tree[id].kind, spec.childrenArray != nil {
            try setOnlyChild(value.elementID, of: id)
            return true
        }
        if name == "children", case .spec(let spec) = tree[id].kind, spec.childrenArray == nil {
            try setSlotChildren(value.elementIDs, of: id)
            return true
        }
        if Self.storedPropertyDefaults[name] != nil {
            storedNodeProperties[id, default: [:]][name] = value
            if name == "defaultImage" { showDefaultImage(value, of: id) }
            return true
        }
        guard case .node(var node) = tree[id].kind, Self.setContentProperty(name, value, of: &node.content) else {
            return false
        }
        tree[id].kind = .node(node)
        return true
    }

    /// Properties that only report the tree or the layout, and ASMapNode's `mapView` (nil until a live map loads).
    private static let readOnlyProperties: Set = [
        "safeAreaInsets", "calculatedSize", "lineCount", "supernode", "subnodes", "titleNode", "imageNode",
        "backgroundImageNode", "textNode",
        "mapView",
    ]

    /// Properties kept as they are set, with their defaults: UIKit's 8 pt `layoutMargins`, and the safe-area
    /// switches, which change what Texture recomputes, not what one layout computes.
    private static let storedPropertyDefaults: [String: ScriptValue] = [
        "layoutMargins": .insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),
        "automaticallyRelayoutOnSafeAreaChanges": .bool(false),
        "insetsLayoutMarginsFromSafeArea": .bool(true),
        "defaultImage": .null,
    ]

    /// `-[ASNetworkImageNode setDefaultImage:]`: with nothing downloaded (layoutrepl never downloads), the default
    /// image is the node's image.
    private mutating func showDefaultImage(_ value: ScriptValue, of id: ElementID) {
        guard case .node(var node) = tree[id].kind, case .image = node.content else { return }
        if case .image(_, let size) = value { node.content = .image(size) } else { node.content = .image(nil) }
        tree[id].kind = .node(node)
    }

    /// Whether the node is a pasted view controller made as its node, or the node a Texture controller was given
    /// (`super.init(node:)`, `ASDKViewController(node:)`); a UIKit controller's own `node` property is a node it
    /// hosts like any other.
    func isViewControllerNode(_ id: ElementID) -> Bool {
        program.fillsScreen(id) || program.instances.contains { controller, instance in
            instance.fields["node"]?.value.elementID == id && program.isViewController(controller)
                && !program.lineage(of: instance.typeName).contains(where: \.hostsNodesInUIKitView)
        }
    }

    /// The node's frame in the session's current layout, relative to its supernode's, at the session's screen
    /// scale, or the frame set by hand where no spec places it; zero when the node is in neither (for instance while
    /// its spec is still being built).
    private func frame(of id: ElementID) -> Rect {
        let laidOut = laidOutFrame(of: id)
        // A frame set by hand stays until a layout spec places the node; laid out as the root, it is not placed.
        if let hand = program.handFrames[id], laidOut == nil || id == root { return hand }
        return laidOut ?? Rect(origin: .zero, size: .zero)
    }

    /// The node's frame in the session's current layout, relative to its supernode's; nil when the layout does not
    /// place it.
    private func laidOutFrame(of id: ElementID) -> Rect? {
        guard let result = layoutOfManualPass.map({ withManualFrames($0.result) }) ?? layout(scale: environment.screenScale)
        else { return nil }
        if id == result.root { return Rect(origin: .zero, size: result.size) }
        guard let entry = result.frames.last(where: { $0.element == id }) else { return nil }
        guard let supernode = entry.supernode, let parent = result.frame(of: supernode) else { return entry.frame }
        return Rect(origin: Point(x: entry.frame.origin.x - parent.origin.x, y: entry.frame.origin.y - parent.origin.y),
                    size: entry.frame.size)
    }

    // MARK: Properties of the node classes

    static func contentProperty(_ name: String, of content: Node.Content) -> ScriptValue? {
        switch (content, name) {
        case (.text(let text), "textContainerInset"): return .insets(text.containerInset)
        case (.text(let text), "pointSizeScaleFactors"):
            return text.pointSizeScaleFactors.isEmpty ? .null : .array(text.pointSizeScaleFactors.map(ScriptValue.number))
        case (.editableText(let text), "attributedText"):
            // Nil while the placeholder shows, as ASEditableTextNode.h promises.
            return text.text.string.isEmpty ? .null : .attributedString(AttributedText(text.text))
        case (.editableText(let text), "attributedPlaceholderText"): return .attributedString(AttributedText(text.placeholder))
        case (.editableText(let text), "maximumLinesToDisplay"): return .int(text.maximumLinesToDisplay)
        case (.editableText(let text), "textContainerInset"): return .insets(text.textContainerInset)
        case (.scroll(let options), "automaticallyManagesContentSize"): return .bool(options.automaticallyManagesContentSize)
        case (.scroll(let options), "scrollableDirections"):
            return .options(type: "ASScrollDirection", names: scrollDirectionNames(options.scrollableDirections))
        case (.button(let button), _): return buttonProperty(name, of: button)
        case (.textCell(let cell), "text"): return .string(cell.text)
        case (.textCell(let cell), "textInsets"): return .insets(cell.textInsets)
        case (.textCell(let cell), "textNode"): return .optionalElement(cell.parts?.textNode)
        default: return nil
        }
    }

    private static func buttonProperty(_ name: String, of button: ButtonNode) -> ScriptValue? {
        switch name {
        case "contentSpacing": return .number(button.contentSpacing)
        case "laysOutHorizontally": return .bool(button.laysOutHorizontally)
        case "contentHorizontalAlignment":
            return .enumCase(type: "ASHorizontalAlignment", name: button.contentHorizontalAlignment.rawValue)
        case "contentVerticalAlignment":
            return .enumCase(type: "ASVerticalAlignment", name: button.contentVerticalAlignment.rawValue)
        case "contentEdgeInsets": return .insets(button.contentEdgeInsets)
        case "imageAlignment": return .enumCase(type: "ASButtonNodeImageAlignment", name: button.imageAlignment.rawValue)
        case "isEnabled": return .bool(button.isEnabled)
        case "isHighlighted": return .bool(button.isHighlighted)
        case "isSelected": return .bool(button.isSelected)
        case "titleNode": return .optionalElement(button.parts?.titleNode)
        case "imageNode": return .optionalElement(button.parts?.imageNode)
        case "backgroundImageNode": return .optionalElement(button.parts?.backgroundImageNode)
        default: return nil
        }
    }

    private static func setContentProperty(_ name: String, _ value: ScriptValue, of content: inout Node.Content) -> Bool {
        switch (content, name, value) {
        case (.text(var text), "textContainerInset", .insets(let inset)):
            text.containerInset = inset
            content = .text(text)
        case (.text(var text), "pointSizeScaleFactors", _):
            text.pointSizeScaleFactors = value.numberArray ?? []
            content = .text(text)
        case (.editableText(var text), "attributedText", _):
            text.text = value.textContent ?? TextContent("")
            content = .editableText(text)
        case (.editableText(var text), "attributedPlaceholderText", _):
            text.placeholder = value.textContent ?? TextContent("")
            content = .editableText(text)
        case (.editableText(var text), "maximumLinesToDisplay", .int(let lines)):
            text.maximumLinesToDisplay = lines >= 1 ? Swift.min(lines, 1_000_000) : 0
            content = .editableText(text)
        case (.editableText(var text), "textContainerInset", .insets(let inset)):
            text.textContainerInset = inset
            content = .editableText(text)
        case (.scroll(var options), "automaticallyManagesContentSize", .bool(let manages)):
            options.setAutomaticallyManagesContentSize(manages)
            content = .scroll(options)
        case (.scroll(var options), "scrollableDirections", .options(_, let names)):
            options.scrollableDirections = scrollDirections(names)
            content = .scroll(options)
        case (.button(var button), _, _):
            guard setButtonProperty(name, value, of: &button) else { return false }
            content = .button(button)
        case (.textCell(var cell), "text", .string(let text)):
            cell.text = text
            content = .textCell(cell)
        case (.textCell(var cell), "text", .null):
            cell.text = ""
            content = .textCell(cell)
        case (.textCell(var cell), "textInsets", .insets(let insets)):
            cell.textInsets = insets
            content = .textCell(cell)
        case (.textCell(var cell), "textAttributes", _):
            cell.fontSize = ScriptAPI.textAttributes(value).fontSize ?? TextContent.defaultFontSize
            content = .textCell(cell)
        default:
            return false
        }
        return true
    }

    private static func setButtonProperty(_ name: String, _ value: ScriptValue, of button: inout ButtonNode) -> Bool {
        switch (name, value) {
        case ("contentSpacing", .number(let spacing)): button.contentSpacing = spacing
        case ("laysOutHorizontally", .bool(let horizontal)): button.laysOutHorizontally = horizontal
        case ("contentHorizontalAlignment", _):
            guard let alignment: HorizontalAlignment = engineEnum(value) else { return false }
            button.contentHorizontalAlignment = alignment
        case ("contentVerticalAlignment", _):
            guard let alignment: VerticalAlignment = engineEnum(value) else { return false }
            button.contentVerticalAlignment = alignment
        case ("contentEdgeInsets", .insets(let insets)): button.contentEdgeInsets = insets
        case ("imageAlignment", _):
            guard let alignment: ButtonImageAlignment = engineEnum(value) else { return false }
            button.imageAlignment = alignment
        case ("isEnabled", .bool(let flag)): button.isEnabled = flag
        case ("isHighlighted", .bool(let flag)): button.isHighlighted = flag
        case ("isSelected", .bool(let flag)): button.isSelected = flag
        default: return false
        }
        return true
    }

    private static let scrollDirectionCases: [(String, ScrollDirections)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]

    private static func scrollDirections(_ names: [String]) -> ScrollDirections {
        ScrollDirections(scrollDirectionCases.filter { names.contains($0.0) }.map(\.1))
    }

    private static func scrollDirectionNames(_ directions: ScrollDirections) -> [String] {
        scrollDirectionCases.filter { directions.contains($0.1) }.map(\.0)
    }

    // MARK: Button content by control state

    /// `UIControl.State` as `ASButtonNode`'s setters read it: `[]` or `.normal`, `.highlighted`, `.selected`, both
    /// of those, `.disabled`; any other combination is ignored, as the setters' `default: break` does.
    static func buttonState(_ options: [String]) -> ButtonState? {
        switch Set(options).subtracting(["normal"]) {
        case []: return .normal
        case ["highlighted"]: return .highlighted
        case ["selected"]: return .selected
        case ["selected", "highlighted"]: return .selectedHighlighted
        case ["disabled"]: return .disabled
        default: return nil
        }
    }

    /// Changes a button's content for the states `ASButtonNode`'s setters accept.
    /// The size a button's image or background image node is laid out at: the image's own size, or for an image
    /// of unknown size ``ScriptAPI/defaultImageSize`` with the session's note, as an ASImageNode given that image
    /// gets (ASButtonNode.mm hands the image to its image node); nil for nil.
    mutating func buttonImageSize(_ image: ScriptValue) -> Size? {
        guard case .image(let name, let size) = image else { return nil }
        if let size { return size }
        noteDefaultSized(image: name)
        return ScriptAPI.defaultImageSize
    }

    mutating func updateButton(_ id: ElementID, _ change: (inout ButtonNode) -> Void) {
        guard case .node(var node) = tree[id].kind, case .button(var button) = node.content else { return }
        change(&button)
        node.content = .button(button)
        tree[id].kind = .node(node)
    }

    /// The button content of an element, for the getters (`attributedTitle(for:)`).
    func button(_ id: ElementID) -> ButtonNode? {
        guard case .node(let node) = tree[id].kind, case .button(let button) = node.content else { return nil }
        return button
    }
}

extension ScriptValue {
    /// The text of an attributed string value; nil for `nil`.
    var textContent: TextContent? {
        if case .attributedString(let text) = self { return text.content }
        return nil
    }

    /// The numbers of an array value (`[0.9, 0.8]`); nil for `nil` or anything else.
    var numberArray: [Double]? {
        guard case .array(let values) = self else { return nil }
        return values.compactMap {
            switch $0 {
            case .number(let number): return number
            case .int(let integer): return Double(integer)
            default: return nil
            }
        }
    }
}
