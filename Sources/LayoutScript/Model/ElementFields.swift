import TextureLayout

/// Reading and writing an element's properties by their Texture names. The catalog says which names exist and
/// what they expect; these functions map a checked name onto the engine's model. Values arrive already converted
/// to the property's type.
extension Spec {
    /// Every property of the spec by name, the values the catalog lists for its type; `children` on every spec, as
    /// ASLayoutSpec declares it (a spec with named slots lists them in Texture's order).
    public var fields: [String: ScriptValue] {
        var fields = ownFields
        if childrenArray == nil { fields["children"] = .elementArray(childSlotsInTextureOrder.compactMap { $0 }) }
        return fields
    }

    private var ownFields: [String: ScriptValue] {
        switch self {
        case .plain(let children), .wrapper(let children):
            return ["children": .elementArray(children), "child": .optionalElement(children.first)]
        case .stack(let stack, let children):
            return [
                "direction": .enumCase(type: "ASStackLayoutDirection", name: stack.direction.rawValue),
                "spacing": .number(stack.spacing),
                "justifyContent": .enumCase(type: "ASStackLayoutJustifyContent", name: stack.justifyContent.rawValue),
                "alignItems": .enumCase(type: "ASStackLayoutAlignItems", name: stack.alignItems.rawValue),
                "flexWrap": .enumCase(type: "ASStackLayoutFlexWrap", name: stack.flexWrap.rawValue),
                "alignContent": .enumCase(type: "ASStackLayoutAlignContent", name: stack.alignContent.rawValue),
                "lineSpacing": .number(stack.lineSpacing),
                "horizontalAlignment": .enumCase(type: "ASHorizontalAlignment", name: stack.horizontalAlignment.rawValue),
                "verticalAlignment": .enumCase(type: "ASVerticalAlignment", name: stack.verticalAlignment.rawValue),
                "children": .elementArray(children), "child": .optionalElement(children.first),
            ]
        case .inset(let insets, let child):
            return ["insets": .insets(insets), "child": .optionalElement(child)]
        case .overlay(let child, let overlay):
            return ["child": .optionalElement(child), "overlay": .optionalElement(overlay)]
        case .background(let child, let background):
            return ["child": .optionalElement(child), "background": .optionalElement(background)]
        case .center(let centering, let sizing, let child):
            return [
                "centeringOptions": .options(type: "ASCenterLayoutSpecCenteringOptions", names: OptionSets.names(centering)),
                "sizingOptions": .options(type: "ASCenterLayoutSpecSizingOptions",
                                          names: OptionSets.names(sizing, centerSpelling: true)),
                "child": .optionalElement(child),
            ]
        case .relative(let horizontal, let vertical, let sizing, let child):
            return [
                "horizontalPosition": .enumCase(type: "ASRelativeLayoutSpecPosition", name: horizontal.rawValue),
                "verticalPosition": .enumCase(type: "ASRelativeLayoutSpecPosition", name: vertical.rawValue),
                "sizingOption": .options(type: "ASRelativeLayoutSpecSizingOption",
                                         names: OptionSets.names(sizing, centerSpelling: false)),
                "child": .optionalElement(child),
            ]
        case .ratio(let ratio, let child):
            return ["ratio": .number(ratio), "child": .optionalElement(child)]
        case .absolute(let sizing, let children):
            return ["sizing": .enumCase(type: "ASAbsoluteLayoutSpecSizing", name: sizing.rawValue),
                    "children": .elementArray(children), "child": .optionalElement(children.first)]
        case .corner(let corner, let child, let cornerElement):
            return [
                "child": .optionalElement(child), "corner": .optionalElement(cornerElement),
                "cornerLocation": .enumCase(type: "ASCornerLayoutLocation", name: corner.location.rawValue),
                "offset": .point(corner.offset), "wrapsCorner": .bool(corner.wrapsCorner),
            ]
        }
    }

    /// Sets one property. Stack properties are set one by one (not rebuilt) so that Texture's write-through of
    /// horizontalAlignment/verticalAlignment happens exactly when Texture's setters run it.
    mutating func setField(_ name: String, _ value: ScriptValue) {
        switch self {
        case .plain:
            if name == "children" { self = .plain(children: value.elementIDs) }
        case .wrapper:
            if name == "children" { self = .wrapper(children: value.elementIDs) }
        case .stack(var stack, var children):
            stack.setField(name, value, children: &children)
            self = .stack(stack, children: children)
        case .inset(var insets, var child):
            if name == "insets", case .insets(let new) = value { insets = new }
            if name == "child" { child = value.elementID }
            self = .inset(insets, child: child)
        case .overlay(var child, var overlay):
            if name == "child" { child = value.elementID }
            if name == "overlay" { overlay = value.elementID }
            self = .overlay(child: child, overlay: overlay)
        case .background(var child, var background):
            if name == "child" { child = value.elementID }
            if name == "background" { background = value.elementID }
            self = .background(child: child, background: background)
        case .center(let centering, let sizing, let child)
            where name == "horizontalPosition" || name == "verticalPosition":
            // ASCenterLayoutSpec is an ASRelativeLayoutSpec whose centering options set its positions
            // (`-[ASCenterLayoutSpec setCenteringOptions:]`); setting a position itself lays it out as that spec.
            self = .relative(horizontal: centering.contains(.X) ? .center : .none,
                             vertical: centering.contains(.Y) ? .center : .none, sizing: sizing, child: child)
            setField(name, value)
        case .center(var centering, var sizing, var child):
            if name == "centeringOptions" { centering = OptionSets.centering(value.optionNames) }
            if name == "sizingOptions" { sizing = OptionSets.sizing(value.optionNames) }
            if name == "child" { child = value.elementID }
            self = .center(centering: centering, sizing: sizing, child: child)
        case .relative(var horizontal, var vertical, var sizing, var child):
            if name == "horizontalPosition", let new: RelativePosition = engineEnum(value) { horizontal = new }
            if name == "verticalPosition", let new: RelativePosition = engineEnum(value) { vertical = new }
            if name == "sizingOption" { sizing = OptionSets.sizing(value.optionNames) }
            if name == "child" { child = value.elementID }
            self = .relative(horizontal: horizontal, vertical: vertical, sizing: sizing, child: child)
        case .ratio(var ratio, var child):
            if name == "ratio", case .number(let new) = value { ratio = new }
            if name == "child" { child = value.elementID }
            self = .ratio(ratio, child: child)
        case .absolute(var sizing, var children):
            if name == "sizing", let new: AbsoluteSizing = engineEnum(value) { sizing = new }
            if name == "children" { children = value.elementIDs }
            self = .absolute(sizing, children: children)
        case .corner(var corner, var child, var cornerElement):
            corner.setField(name, value)
            if name == "child" { child = value.elementID }
            if name == "corner" { cornerElement = value.elementID }
            self = .corner(corner, child: child, corner: cornerElement)
        }
    }
}

extension StackSpec {
    mutating func setField(_ name: String, _ value: ScriptValue, children: inout [ElementID]) {
        switch (name, value) {
        case ("direction", _): if let new: StackDirection = engineEnum(value) { direction = new }
        case ("spacing", .number(let new)): spacing = new
        case ("justifyContent", _): if let new: JustifyContent = engineEnum(value) { justifyContent = new }
        case ("alignItems", _): if let new: AlignItems = engineEnum(value) { alignItems = new }
        case ("flexWrap", _): if let new: FlexWrap = engineEnum(value) { flexWrap = new }
        case ("alignContent", _): if let new: AlignContent = engineEnum(value) { alignContent = new }
        case ("lineSpacing", .number(let new)): lineSpacing = new
        case ("horizontalAlignment", _): if let new: HorizontalAlignment = engineEnum(value) { horizontalAlignment = new }
        case ("verticalAlignment", _): if let new: VerticalAlignment = engineEnum(value) { verticalAlignment = new }
        case ("children", _): children = value.elementIDs
        default: break
        }
    }
}

extension CornerSpec {
    mutating func setField(_ name: String, _ value: ScriptValue) {
        switch (name, value) {
        case ("cornerLocation", _): if let new: CornerLocation = engineEnum(value) { location = new }
        case ("offset", .point(let new)): offset = new
        case ("wrapsCorner", .bool(let new)): wrapsCorner = new
        default: break
        }
    }
}

extension Style {
    /// The style's properties by name; `minSize` and `maxSize` are write-only, as in Texture.
    public func field(_ name: String) -> ScriptValue? {
        switch name {
        case "width": return .dimension(width)
        case "height": return .dimension(height)
        case "minWidth": return .dimension(minWidth)
        case "maxWidth": return .dimension(maxWidth)
        case "minHeight": return .dimension(minHeight)
        case "maxHeight": return .dimension(maxHeight)
        case "preferredSize": return .size(preferredSize ?? .zero)
        case "preferredLayoutSize": return .layoutSize(preferredLayoutSize)
        case "minLayoutSize": return .layoutSize(minLayoutSize)
        case "maxLayoutSize": return .layoutSize(maxLayoutSize)
        case "spacingBefore": return .number(spacingBefore)
        case "spacingAfter": return .number(spacingAfter)
        case "flexGrow": return .number(flexGrow)
        case "flexShrink": return .number(flexShrink)
        case "flexBasis": return .dimension(flexBasis)
        case "alignSelf": return .enumCase(type: "ASStackLayoutAlignSelf", name: alignSelf.rawValue)
        case "ascender": return .number(ascender)
        case "descender": return .number(descender)
        case "layoutPosition": return .point(layoutPosition)
        case "sizeRange": return ScriptAPI.relativeSizeRange(.layoutSize(minLayoutSize), .layoutSize(maxLayoutSize))
        default: return nil
        }
    }

    mutating func setField(_ name: String, _ value: ScriptValue) {
        switch (name, value) {
        case ("width", .dimension(let new)): width = new
        case ("height", .dimension(let new)): height = new
        case ("minWidth", .dimension(let new)): minWidth = new
        case ("maxWidth", .dimension(let new)): maxWidth = new
        case ("minHeight", .dimension(let new)): minHeight = new
        case ("maxHeight", .dimension(let new)): maxHeight = new
        case ("preferredSize", .size(let new)): preferredSize = new
        case ("minSize", .size(let new)): setMinSize(new)
        case ("maxSize", .size(let new)): setMaxSize(new)
        case ("preferredLayoutSize", .layoutSize(let new)): preferredLayoutSize = new
        case ("minLayoutSize", .layoutSize(let new)): minLayoutSize = new
        case ("maxLayoutSize", .layoutSize(let new)): maxLayoutSize = new
        case ("spacingBefore", .number(let new)): spacingBefore = new
        case ("spacingAfter", .number(let new)): spacingAfter = new
        case ("flexGrow", .number(let new)): flexGrow = new
        case ("flexShrink", .number(let new)): flexShrink = new
        case ("flexBasis", .dimension(let new)): flexBasis = new
        case ("alignSelf", _): if let new: AlignSelf = engineEnum(value) { alignSelf = new }
        case ("ascender", .number(let new)): ascender = new
        case ("descender", .number(let new)): descender = new
        case ("layoutPosition", .point(let new)): layoutPosition = new
        case ("sizeRange", .object(_, let fields)):
            // Texture 2's setSizeRange: (ASLayoutElement.mm): the range's min and max are the min and max layout sizes.
            if case .layoutSize(let min)? = fields["min"] { minLayoutSize = min }
            if case .layoutSize(let max)? = fields["max"] { maxLayoutSize = max }
        default: break
        }
    }
}

extension Element {
    /// A node property other than `style` and `layoutSpecBlock` (which the evaluator handles).
    func nodeField(_ name: String) -> ScriptValue? {
        guard case .node(let node) = kind else { return nil }
        switch (name, node.content) {
        case ("attributedText", .text(let text)): return .attributedString(AttributedText(text))
        case ("maximumNumberOfLines", .text(let text)): return .int(text.maximumNumberOfLines)
        case ("truncationMode", .text(let text)):
            return .enumCase(type: "NSLineBreakMode", name: text.truncationMode.rawValue)
        case ("image", .image(let size)): return size.map { .image(name: "", size: $0) } ?? .null
        default: return nil
        }
    }

    /// Sets a node property. Setting a non-empty `attributedText` also writes the first character's font ascender
    /// and the last character's font descender into the style, as `ASTextNode`'s `setAttributedText:` does.
    mutating func setNodeField(_ name: String, _ value: ScriptValue) {
        guard case .node(var node) = kind else { return }
        switch (name, node.content, value) {
        case ("attributedText", .text(var text), .attributedString(let new)):
            let measured = new.content
            text.string = measured.string
            text.fontSize = measured.fontSize
            text.paragraph = measured.paragraph
            text.paragraphFontSizes = measured.paragraphFontSizes
            text.runs = measured.runs
            node.content = .text(text)
            if let edges = new.edgeFontSizes {
                style.ascender = TextContent("", fontSize: edges.first).ascender
                style.descender = TextContent("", fontSize: edges.last).descender
            }
        case ("maximumNumberOfLines", .text(var text), .int(let lines)):
            text.maximumNumberOfLines = lines >= 1 ? Swift.min(lines, 1_000_000) : 0
            node.content = .text(text)
        case ("truncationMode", .text(var text), _):
            if let mode: TruncationMode = engineEnum(value) { text.truncationMode = mode }
            node.content = .text(text)
        case ("image", .image, .image(_, let size)):
            node.content = .image(size ?? ScriptAPI.defaultImageSize)
        case ("image", .image, .null):
            node.content = .image(nil)
        default: break
        }
        kind = .node(node)
    }
}

extension ScriptValue {
    static func elementArray(_ ids: [ElementID]) -> ScriptValue { .array(ids.map(ScriptValue.element)) }

    static func optionalElement(_ id: ElementID?) -> ScriptValue { id.map(ScriptValue.element) ?? .null }

    var elementID: ElementID? {
        if case .element(let id) = self { return id }
        return nil
    }

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    var elementIDs: [ElementID] {
        guard case .array(let values) = self else { return elementID.map { [$0] } ?? [] }
        return values.compactMap(\.elementID)
    }

    var optionNames: [String] {
        if case .options(_, let names) = self { return names }
        return []
    }

    /// A property of a value type, e.g. `size.width`, `constrainedSize.max`.
    func valueField(_ name: String) -> ScriptValue? {
        switch (self, name) {
        case (.size(let size), "width"): return .number(size.width)
        case (.size(let size), "height"): return .number(size.height)
        case (.point(let point), "x"): return .number(point.x)
        case (.point(let point), "y"): return .number(point.y)
        case (.rect(let rect), _): return Self.rectMetric(name, of: rect)
        case (.insets(let insets), "top"): return .number(insets.top)
        case (.insets(let insets), "left"): return .number(insets.left)
        case (.insets(let insets), "bottom"): return .number(insets.bottom)
        case (.insets(let insets), "right"): return .number(insets.right)
        case (.enumCase("UIContentSizeCategory", let category), "isAccessibilityCategory"):
            return .bool(category.hasPrefix("accessibility"))
        case (.dimension(let dimension), "value"): return .number(dimension.value)
        case (.dimension(let dimension), "unit"):
            return .enumCase(type: "ASDimensionUnit", name: "\(dimension.unit)")
        case (.layoutSize(let size), "width"): return .dimension(size.width)
        case (.layoutSize(let size), "height"): return .dimension(size.height)
        case (.sizeRange(let range), "min"): return .size(range.min)
        case (.sizeRange(let range), "max"): return .size(range.max)
        case (.attributedString(let text), "string"): return .string(text.string)
        case (.attributedString(let text), "length"): return .int(text.length)
        case (.font(let size), _): return Self.fontMetric(name, size: size)
        case (.range(let lower, _, _), "location"): return .int(lower)
        case (.range(let lower, let upper, _), "length"):
            let (length, overflow) = upper.subtractingReportingOverflow(lower)
            return overflow ? nil : .int(length)
        case (.object("Date", _), "timeIntervalSinceNow"):
            return .number(ScriptAPI.moment(of: self).secondsSince1970 - Moment.sample.secondsSince1970)
        case (.object("NumberFormatter", let fields), _) where fields[name] == .null:
            return ScriptAPI.numberFormatterSetting(name, fields) ?? .null
        case (.object(_, let fields), _): return fields[name]
        case (.image(_, let size), "size"): return .size(size ?? ScriptAPI.defaultImageSize)
        case (.array(let values), "first"): return values.first ?? .null
        case (.array(let values), "last"): return values.last ?? .null
        case (.array(let values), "count"): return .int(values.count)
        case (.number(let value), "magnitude"): return .number(value.magnitude)
        case (.number(let value), "isNaN"): return .bool(value.isNaN)
        case (.number(let value), "isFinite"): return .bool(value.isFinite)
        case (.number(let value), "isInfinite"): return .bool(value.isInfinite)
        case (.number(let value), "isZero"): return .bool(value.isZero)
        case (.int(let value), "magnitude"): return .int(Int(exactly: value.magnitude) ?? .max)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "length"): return .int(text.utf16.count)
        default: return nil
        }
    }

    /// CGRect's getters, which read the standardized rectangle (`CGRectGetWidth` of a negative width is positive).
    private static func rectMetric(_ name: String, of rect: Rect) -> ScriptValue? {
        let standard = ScriptAPI.standardized(rect)
        let isNull = rect.minX.isInfinite || rect.minY.isInfinite
        switch name {
        case "origin": return .point(rect.origin)
        case "size": return .size(rect.size)
        case "width": return .number(standard.size.width)
        case "height": return .number(standard.size.height)
        case "minX": return .number(standard.minX)
        case "midX": return .number(standard.minX + standard.size.width / 2)
        case "maxX": return .number(standard.maxX)
        case "minY": return .number(standard.minY)
        case "midY": return .number(standard.minY + standard.size.height / 2)
        case "maxY": return .number(standard.maxY)
        case "isNull": return .bool(isNull)
        case "isEmpty": return .bool(isNull || rect.size.width == 0 || rect.size.height == 0)
        case "standardized": return .rect(standard)
        case "integral": return .rect(ScriptAPI.integral(rect))
        case "isInfinite": return .bool(rect.size.width.isInfinite || rect.size.height.isInfinite)
        default: return nil
        }
    }

    /// `UIFont`'s metrics in the cell model of ``TextContent``: a line is the point size tall, the baseline three
    /// quarters down.
    private static func fontMetric(_ name: String, size: Double) -> ScriptValue? {
        let text = TextContent("", fontSize: size)
        switch name {
        case "pointSize": return .number(size)
        case "fontDescriptor": return ScriptAPI.fontDescriptor(size: size)
        case "lineHeight": return .number(text.lineHeight)
        case "ascender": return .number(text.ascender)
        case "descender": return .number(text.descender)
        default: return nil
        }
    }

    /// A copy with one property of a value type changed (`var size = …; size.width = 3`).
    func settingValueField(_ name: String, _ value: ScriptValue) -> ScriptValue? {
        switch (self, name, value) {
        case (.object(let type, var fields), _, _) where fields[name] != nil:
            fields[name] = value
            return .object(type: type, fields: fields)
        case (.size(var size), "width", .number(let new)): size.width = new; return .size(size)
        case (.size(var size), "height", .number(let new)): size.height = new; return .size(size)
        case (.point(var point), "x", .number(let new)): point.x = new; return .point(point)
        case (.point(var point), "y", .number(let new)): point.y = new; return .point(point)
        case (.rect(var rect), "origin", .point(let new)): rect.origin = new; return .rect(rect)
        case (.rect(var rect), "size", .size(let new)): rect.size = new; return .rect(rect)
        case (.insets(var insets), "top", .number(let new)): insets.top = new; return .insets(insets)
        case (.insets(var insets), "left", .number(let new)): insets.left = new; return .insets(insets)
        case (.insets(var insets), "bottom", .number(let new)): insets.bottom = new; return .insets(insets)
        case (.insets(var insets), "right", .number(let new)): insets.right = new; return .insets(insets)
        case (.dimension(var dimension), "value", .number(let new)): dimension.value = new; return .dimension(dimension)
        case (.layoutSize(var size), "width", .dimension(let new)): size.width = new; return .layoutSize(size)
        case (.layoutSize(var size), "height", .dimension(let new)): size.height = new; return .layoutSize(size)
        case (.sizeRange(var range), "min", .size(let new)): range.min = new; return .sizeRange(range)
        case (.sizeRange(var range), "max", .size(let new)): range.max = new; return .sizeRange(range)
        default: return nil
        }
    }
}
