import TextureLayout

/// Writes a session's layout as Texture Swift a real app could compile: the node declarations, then
/// `override func layoutSpecThatFits(_:)` building the spec tree from its leaves up, setting only the properties
/// that differ from Texture's defaults.
public enum SwiftExport {
    public static func source(of session: ScriptSession) -> String? {
        guard let root = session.root, session.tree.contains(root) else { return nil }
        var writer = Writer(session: session)
        let nodes = writer.reachableNodes(from: root)
        var lines = nodes.map { "let \(session.tree[$0].name) = \(declaration(ofClass: session.className(of: $0)))" }
        lines.append("")
        lines.append("override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {")
        var body: [String] = []
        for node in nodes { body += writer.configure(node) }
        let rootName = writer.declare(root, into: &body)
        body.append(session.tree[root].isNode
            ? "return ASWrapperLayoutSpec(layoutElement: \(rootName))" : "return \(rootName)")
        lines += body.map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    struct Writer {
        let session: ScriptSession
        var declared: Set<ElementID> = []

        var tree: LayoutTree { session.tree }

        /// Every node below `root` (through specs and node layout specs), in creation order.
        func reachableNodes(from root: ElementID) -> [ElementID] {
            var seen: Set<ElementID> = []
            var pending = [root]
            while let id = pending.popLast() {
                guard tree.contains(id), seen.insert(id).inserted else { continue }
                switch tree[id].kind {
                case .spec(let spec): pending += spec.childSlots.compactMap { $0 }
                case .node(let node) where !node.buildsOwnSpec: pending += node.layoutSpec.map { [$0] } ?? []
                case .node: continue
                }
            }
            return seen.filter { tree[$0].isNode }.sorted()
        }

        /// The node's content, its non-default style and its layoutSpecBlock.
        mutating func configure(_ id: ElementID) -> [String] {
            let element = tree[id]
            guard case .node(let node) = element.kind else { return [] }
            var lines: [String] = []
            var baseline = Style()
            switch node.content {
            case .plain, .image(nil), .offeredSize: break
            case .measured(let size):
                // A plain node of that size lays out the same: its style's size meets the range as the measured
                // size is clamped to it.
                lines.append("\(element.name).style.preferredSize = CGSize(width: \(number(size.width)), height: "
                    + "\(number(size.height)))  // what its class's calculateSizeThatFits(_:) returned")
            case .editableText, .scroll, .button, .textCell:
                lines += nodeClassProperties(of: id, node.content)
            case .text(let text):
                baseline.ascender = text.ascender
                baseline.descender = text.descender
                let (made, expression) = attributedText(text, named: element.name)
                lines += made
                lines.append("\(element.name).attributedText = \(expression)")
                lines += textProperties(text, of: element.name)
            case .image(let size?):
                lines.append("\(element.name).image = \(image(size))")
            }
            lines += style(of: id, baseline: baseline)
            if let spec = node.layoutSpec, !node.buildsOwnSpec {
                var block: [String] = []
                let specName = declare(spec, into: &block)
                block.append("return \(specName)")
                lines.append("\(element.name).layoutSpecBlock = { _, _ in")
                lines += block.map { "    " + $0 }
                lines.append("}")
            }
            return lines
        }

        /// The text node properties that differ from Texture's defaults, set on `name`.
        func textProperties(_ text: TextContent, of name: String) -> [String] {
            var lines: [String] = []
            if text.maximumNumberOfLines != 0 { lines.append("\(name).maximumNumberOfLines = \(text.maximumNumberOfLines)") }
            if text.truncationMode != .byTruncatingTail {
                lines.append("\(name).truncationMode = .\(text.truncationMode.rawValue)")
            }
            if text.containerInset != .zero { lines.append("\(name).textContainerInset = \(swift(.insets(text.containerInset)))") }
            if !text.pointSizeScaleFactors.isEmpty {
                let factors = text.pointSizeScaleFactors.map { swift(.number($0)) }.joined(separator: ", ")
                lines.append("\(name).pointSizeScaleFactors = [\(factors)]")
            }
            return lines
        }

        /// An image of that size, named so that it reads back with the size.
        func image(_ size: Size) -> String {
            "UIImage(named: \"image-\(number(size.width))x\(number(size.height))\")"
        }

        /// The lines that make a text's attributed string, and the expression that then names it: one
        /// `NSAttributedString` in one font, or each run (else each paragraph) in its own font and kern, appended to
        /// a mutable one named after `name`, with the paragraph style, as the text measures.
        func attributedText(_ text: TextContent, named name: String) -> (lines: [String], expression: String) {
            var lines: [String] = []
            var paragraphStyle = ""
            if text.paragraph != ParagraphStyle() {
                let style = "\(name)Paragraph"
                lines.append("let \(style) = NSMutableParagraphStyle()")
                lines += paragraphProperties(text.paragraph).map { "\(style).\($0.name) = \(number($0.value))" }
                paragraphStyle = ", .paragraphStyle: \(style)"
            }
            func attributed(_ string: String, fontSize: Double, kern: Double = 0) -> String {
                "NSAttributedString(string: \(literal(string)), attributes: [.font: UIFont.systemFont(ofSize: "
                    + "\(number(fontSize)))\(kern == 0 ? "" : ", .kern: \(number(kern))")\(paragraphStyle)])"
            }
            if text.paragraphFontSizes.isEmpty && text.runs.isEmpty {
                return (lines, attributed(text.string, fontSize: text.fontSize))
            }
            let variable = "\(name)Text"
            lines.append("let \(variable) = NSMutableAttributedString()")
            if text.runs.isEmpty {
                for (index, paragraph) in paragraphs(of: text.string).enumerated() where !paragraph.isEmpty {
                    let size = text.paragraphFontSizes.indices.contains(index)
                        ? text.paragraphFontSizes[index] : text.fontSize
                    lines.append("\(variable).append(\(attributed(paragraph, fontSize: size)))")
                }
            } else {
                for run in text.runPieces {
                    lines.append("\(variable).append(\(attributed(run.string, fontSize: run.fontSize, kern: run.kern)))")
                }
            }
            return (lines, variable)
        }

        func attributedString(_ text: TextContent) -> String {
            "NSAttributedString(string: \(literal(text.string)), "
                + "attributes: [.font: UIFont.systemFont(ofSize: \(number(text.fontSize)))])"
        }

        /// The paragraphs of a text, each with its `\n`.
        private func paragraphs(of string: String) -> [String] {
            var paragraphs = [""]
            for character in string {
                paragraphs[paragraphs.count - 1].append(character)
                if character == "\n" { paragraphs.append("") }
            }
            return paragraphs
        }

        /// The paragraph style's properties that are not 0, UIKit's default for each.
        private func paragraphProperties(_ paragraph: ParagraphStyle) -> [(name: String, value: Double)] {
            [("lineSpacing", paragraph.lineSpacing), ("paragraphSpacing", paragraph.paragraphSpacing),
             ("paragraphSpacingBefore", paragraph.paragraphSpacingBefore),
             ("minimumLineHeight", paragraph.minimumLineHeight), ("maximumLineHeight", paragraph.maximumLineHeight),
             ("lineHeightMultiple", paragraph.lineHeightMultiple)].filter { $0.1 != 0 }
        }

        private func style(of id: ElementID, baseline: Style) -> [String] {
            let style = tree[id].style
            let names = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "spacingBefore",
                         "spacingAfter", "flexGrow", "flexShrink", "flexBasis", "alignSelf", "ascender", "descender",
                         "layoutPosition"]
            return names.compactMap { name in
                guard let value = style.field(name), value != baseline.field(name) else { return nil }
                return "\(tree[id].name).style.\(name) = \(swift(value))"
            }
        }

        /// Declares a spec (after its children) and returns the name to use for the element.
        mutating func declare(_ id: ElementID, into lines: inout [String]) -> String {
            let element = tree[id]
            guard case .spec(let spec) = element.kind, declared.insert(id).inserted else { return element.name }
            for child in spec.childSlots.compactMap({ $0 }) {
                _ = StackRoom.withStackRoom { declare(child, into: &lines) }
            }
            let name = element.name
            lines.append("let \(name) = \(initializer(spec))")
            if case .stack(let stack, let children) = spec {
                lines += stackProperties(stack, name: name)
                if !children.isEmpty { lines.append("\(name).children = \(swift(.elementArray(children)))") }
            }
            if case .corner(let corner, _, _) = spec {
                if corner.offset != .zero { lines.append("\(name).offset = \(swift(.point(corner.offset)))") }
                if corner.wrapsCorner { lines.append("\(name).wrapsCorner = true") }
            }
            lines += style(of: id, baseline: Style())
            return name
        }

        private func initializer(_ spec: Spec) -> String {
            let fields = spec.fields
            func value(_ key: String) -> String { fields[key].map(swift) ?? "nil" }
            switch spec {
            case .plain: return "ASLayoutSpec()"
            case .wrapper: return "ASWrapperLayoutSpec(layoutElements: \(value("children")))"
            case .stack: return "ASStackLayoutSpec()"
            case .inset: return "ASInsetLayoutSpec(insets: \(value("insets")), child: \(value("child")))"
            case .overlay: return "ASOverlayLayoutSpec(child: \(value("child")), overlay: \(value("overlay")))"
            case .background:
                return "ASBackgroundLayoutSpec(child: \(value("child")), background: \(value("background")))"
            case .center:
                return "ASCenterLayoutSpec(centeringOptions: \(value("centeringOptions")), "
                    + "sizingOptions: \(value("sizingOptions")), child: \(value("child")))"
            case .relative:
                return "ASRelativeLayoutSpec(horizontalPosition: \(value("horizontalPosition")), verticalPosition: "
                    + "\(value("verticalPosition")), sizingOption: \(value("sizingOption")), child: \(value("child")))"
            case .ratio: return "ASRatioLayoutSpec(ratio: \(value("ratio")), child: \(value("child")))"
            case .absolute: return "ASAbsoluteLayoutSpec(sizing: \(value("sizing")), children: \(value("children")))"
            case .corner:
                return "ASCornerLayoutSpec(child: \(value("child")), corner: \(value("corner")), "
                    + "location: \(value("cornerLocation")))"
            }
        }

        /// The stack's properties that differ from `ASStackLayoutSpec()`. The alignments go last: they write
        /// through to justifyContent/alignItems, which then already hold the values they produce.
        private func stackProperties(_ stack: StackSpec, name: String) -> [String] {
            let fields = Spec.stack(stack, children: []).fields
            let defaults = Spec.stack(StackSpec(), children: []).fields
            let order = ["direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
                         "lineSpacing", "horizontalAlignment", "verticalAlignment"]
            return order.compactMap { key -> String? in
                guard let value = fields[key], value != defaults[key] else { return nil }
                return "\(name).\(key) = \(swift(value))"
            }
        }

        // MARK: Values as Swift source

        func swift(_ value: ScriptValue) -> String {
            switch value {
            case .number(let value): return number(value)
            case .bool(let flag): return flag ? "true" : "false"
            case .string(let text): return literal(text)
            case .null: return "nil"
            case .size(let size): return "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
            case .point(let point): return "CGPoint(x: \(number(point.x)), y: \(number(point.y)))"
            case .insets(let insets):
                return "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), "
                    + "bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
            case .dimension(let dimension):
                switch dimension.unit {
                case .auto: return "ASDimensionAuto"
                case .points: return "ASDimensionMake(\(number(dimension.value)))"
                case .fraction: return "ASDimensionMake(.fraction, \(number(dimension.value)))"
                }
            case .enumCase(_, let name): return ".\(name)"
            case .options(_, let names): return "[\(names.map { ".\($0)" }.joined(separator: ", "))]"
            case .element(let id): return tree[id].name
            case .array(let values): return "[\(values.map(swift).joined(separator: ", "))]"
            default: return value.staticTypeName
            }
        }

        /// A number as a Swift literal that reads back as the same Double.
        func number(_ value: Double) -> String {
            if value.isNaN { return "CGFloat.nan" }
            if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        }

        func literal(_ text: String) -> String {
            var escaped = ""
            for character in text {
                switch character {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case "\t": escaped += "\\t"
                case "\r": escaped += "\\r"
                default:
                    // Other control characters (ESC, BEL, NUL…) as `\u{…}`, so the file compiles and shows nothing
                    // to a terminal that prints it.
                    for scalar in character.unicodeScalars {
                        if scalar.isTerminalControl {
                            escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                        } else {
                            escaped.unicodeScalars.append(scalar)
                        }
                    }
                }
            }
            return "\"\(escaped)\""
        }
    }
}
