import TextureLayout

extension SwiftExport {
    /// How a node of a class is created: its plain initializer, or the one Texture requires.
    static func declaration(ofClass className: String) -> String {
        className == "ASCollectionNode"
            ? "ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())" : "\(className)()"
    }
}

extension SwiftExport.Writer {
    /// The layout properties of an editable text, scroll, button or text cell node that differ from a new node of
    /// its class, in an order that reads back the same (`automaticallyManagesContentSize` before the directions it
    /// may set).
    func nodeClassProperties(of id: ElementID, _ content: Node.Content) -> [String] {
        let name = tree[id].name
        let (fresh, names): (Node.Content, [String])
        switch content {
        case .editableText:
            (fresh, names) = (.editableText(EditableText()),
                              ["attributedText", "attributedPlaceholderText", "maximumLinesToDisplay", "textContainerInset"])
        case .scroll:
            (fresh, names) = (.scroll(ScrollOptions()), ["automaticallyManagesContentSize", "scrollableDirections"])
        case .textCell(let cell):
            var lines = ["\(name).text = \(literal(cell.text))"]
            if cell.fontSize != TextCellNode().fontSize {
                lines.append("\(name).textAttributes = [.font: UIFont.systemFont(ofSize: \(number(cell.fontSize)))]")
            }
            if cell.textInsets != TextCellNode().textInsets {
                lines.append("\(name).textInsets = \(swift(.insets(cell.textInsets)))")
            }
            return lines
        case .button(let button):
            return buttonLines(button, name) + nodeClassLines(name, content, .button(ButtonNode()), [
                "contentSpacing", "laysOutHorizontally", "contentHorizontalAlignment", "contentVerticalAlignment",
                "contentEdgeInsets", "imageAlignment", "isEnabled", "isHighlighted", "isSelected",
            ])
        default:
            return []
        }
        return nodeClassLines(name, content, fresh, names)
    }

    private func nodeClassLines(_ name: String, _ content: Node.Content, _ fresh: Node.Content,
                                _ names: [String]) -> [String] {
        names.compactMap { property in
            guard let value = ScriptSession.contentProperty(property, of: content),
                  value != ScriptSession.contentProperty(property, of: fresh) else { return nil }
            if case .attributedString(let text) = value { return "\(name).\(property) = \(attributedString(text.content))" }
            return "\(name).\(property) = \(swift(value))"
        }
    }

    /// The button's content per state, then its title node's own text properties.
    private func buttonLines(_ button: ButtonNode, _ name: String) -> [String] {
        var lines: [String] = []
        for state in ButtonState.allCases {
            let spelled = state == .selectedHighlighted ? "[.selected, .highlighted]" : ".\(state.rawValue)"
            if let title = button.titles[state] {
                let (made, expression) = attributedText(title, named: "\(name)\(state.rawValue.prefix(1).uppercased())"
                    + "\(state.rawValue.dropFirst())Title")
                lines += made
                lines.append("\(name).setAttributedTitle(\(expression), for: \(spelled))")
            }
            if let size = button.images[state] { lines.append("\(name).setImage(\(image(size)), for: \(spelled))") }
            if let size = button.backgroundImages[state] {
                lines.append("\(name).setBackgroundImage(\(image(size)), for: \(spelled))")
            }
        }
        if let titleNode = button.parts?.titleNode, case .node(let node) = tree[titleNode].kind,
           case .text(let text) = node.content {
            lines += textProperties(text, of: "\(name).titleNode")
        }
        return lines
    }
}
