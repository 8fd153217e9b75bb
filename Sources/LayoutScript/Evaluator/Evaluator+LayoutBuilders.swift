import SwiftSyntax
import TextureLayout

/// TextureSwiftSupport's layout DSL (github.com/FluidGroup/TextureSwiftSupport, Sources/LayoutSpecBuilders), which
/// many Texture apps write instead of the specs: `LayoutSpec { VStackLayout { title; body.flexGrow(1) }.padding(8) }`.
/// Each DSL value is made at once as the Texture specs its `make()` returns, with the library's defaults; a value that
/// stands for several elements (a builder's lines, an `InsetLayout` around each of them) is an array of them.
extension Evaluator {
    /// The DSL's layout types. A pasted type of the same name wins.
    static let layoutBuilderTypes: Set = [
        "LayoutSpec", "AnyLayoutSpec", "AnyLayout", "EmptyLayout", "VStackLayout", "HStackLayout", "ZStackLayout",
        "WrapperLayout", "InsetLayout", "CenterLayout", "RelativeLayout", "OverlayLayout", "BackgroundLayout",
        "AspectRatioLayout", "SpacerLayout", "HSpacerLayout", "VSpacerLayout", "CornerLayout",
    ]

    /// The DSL's modifiers of any layout element, each as its `ModifierType` or wrapping layout does it.
    static let layoutModifiers: Set = [
        "padding", "offset", "background", "overlay", "aspectRatio", "relativePosition", "flexGrow", "flexShrink",
        "flexBasis", "preferredSize", "alignSelf", "minWidth", "minHeight", "width", "height", "minSize", "maxWidth",
        "maxHeight", "maxSize", "spacingAfter", "spacingBefore", "frame", "modify",
    ]

    /// `HStackLayout(spacing: 8) { … }` and the other layout types of the DSL.
    mutating func callLayoutBuilder(_ name: String, _ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue {
        let arguments = Self.writtenArguments(of: call)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label == label && !$0.isTrailingClosure }?.expression }
        func number(_ label: String, default value: Double) throws(ScriptError) -> Double {
            guard let expression = argument(label) else { return value }
            return try numberValue(expression)
        }
        func option(_ label: String, _ type: ValueType, default value: ScriptValue) throws(ScriptError) -> ScriptValue {
            guard let expression = argument(label) else { return value }
            return try convert(try evaluate(expression, expecting: type), to: type, at: expression, context: label)
        }
        let content = arguments.last { $0.expression.is(ClosureExprSyntax.self) && ($0.label == nil || $0.label == "content" || $0.isTrailingClosure) }
        func contentElements() throws(ScriptError) -> [ElementID] {
            guard let closure = content?.expression.as(ClosureExprSyntax.self) else { return [] }
            return try builderElements(closure)
        }
        func closureElements(_ label: String) throws(ScriptError) -> [ElementID] {
            guard let closure = argument(label)?.as(ClosureExprSyntax.self) else { return [] }
            return try builderElements(closure)
        }
        switch name {
        case "LayoutSpec", "AnyLayoutSpec", "ZStackLayout", "WrapperLayout":
            return try textureSpec("ASWrapperLayoutSpec", [("layoutElements", .elementArray(try contentElements()))], at: call)
        case "AnyLayout":
            if content != nil { return .elementArray(try contentElements()) }
            guard let expression = arguments.first?.expression else { return try textureSpec("ASLayoutSpec", [], at: call) }
            let elements = Self.builderContent(try evaluate(expression))
            return elements.isEmpty ? try textureSpec("ASLayoutSpec", [], at: call) : .elementArray(elements)
        case "EmptyLayout":
            return try textureSpec("ASLayoutSpec", [], at: call)
        case "VStackLayout", "HStackLayout":
            let direction = name == "VStackLayout" ? "vertical" : "horizontal"
            let stack = try textureSpec("ASStackLayoutSpec", [
                ("direction", .enumCase(type: "ASStackLayoutDirection", name: direction)),
                ("spacing", .number(try number("spacing", default: 0))),
                ("justifyContent", try option("justifyContent", .enumeration("ASStackLayoutJustifyContent"),
                                              default: .enumCase(type: "ASStackLayoutJustifyContent", name: "start"))),
                ("alignItems", try option("alignItems", .enumeration("ASStackLayoutAlignItems"),
                                          default: .enumCase(type: "ASStackLayoutAlignItems", name: "stretch"))),
                ("children", .elementArray(try contentElements())),
            ], at: call)
            if let wrap = argument("flexWrap"), let id = stack.elementID { try applyFlexWrap(wrap, to: id) }
            return stack
        case "InsetLayout":
            let insets = try argument("insets").map { expression throws(ScriptError) in
                try convert(try evaluate(expression, expecting: .insets), to: .insets, at: expression, context: "insets")
            } ?? .insets(.zero)
            return try eachWrapped(try contentElements(), in: "ASInsetLayoutSpec", [("insets", insets)], at: call)
        case "CenterLayout":
            let centering = try option("centeringOptions", .optionSet("ASCenterLayoutSpecCenteringOptions"),
                                       default: .options(type: "ASCenterLayoutSpecCenteringOptions", names: ["XY"]))
            let sizing = try option("sizingOptions", .optionSet("ASCenterLayoutSpecSizingOptions"),
                                    default: .options(type: "ASCenterLayoutSpecSizingOptions", names: ["minimumXY"]))
            return try eachWrapped(try contentElements(), in: "ASCenterLayoutSpec",
                                   [("centeringOptions", centering), ("sizingOptions", sizing)], at: call)
        case "RelativeLayout":
            let position = ValueType.enumeration("ASRelativeLayoutSpecPosition")
            let start = ScriptValue.enumCase(type: "ASRelativeLayoutSpecPosition", name: "start")
            return try eachWrapped(try contentElements(), in: "ASRelativeLayoutSpec", [
                ("horizontalPosition", try option("horizontalPosition", position, default: start)),
                ("verticalPosition", try option("verticalPosition", position, default: start)),
                ("sizingOption", try option("sizingOption", .optionSet("ASRelativeLayoutSpecSizingOption"),
                                            default: .options(type: "ASRelativeLayoutSpecSizingOption", names: ["minimumSize"]))),
            ], at: call)
        case "OverlayLayout", "BackgroundLayout":
            let role = name == "OverlayLayout" ? "overlay" : "background"
            return try layered(try closureElements("content"), role, try closureElements(role), at: call)
        case "CornerLayout":
            // `CornerLayout(child: avatar, corner: badge, location: .bottomRight)`: its child and corner given as
            // elements or as builder closures, made as the ASCornerLayoutSpec the library's `tss_make()` returns.
            func part(_ label: String) throws(ScriptError) -> ElementID? {
                guard let expression = argument(label) ?? arguments.first(where: { $0.label == label })?.expression
                else { return nil }
                if let closure = expression.as(ClosureExprSyntax.self) { return try builderElements(closure).first }
                return Self.builderContent(try evaluate(expression, expecting: .element)).first
            }
            guard let child = try part("child") else { throw ScriptError("CornerLayout needs child:", at: call) }
            var corner = try part("corner")
            if corner == nil { corner = try textureSpec("ASLayoutSpec", [], at: call).elementID }
            let spec = try textureSpec("ASCornerLayoutSpec", [
                ("child", .element(child)), ("corner", corner.map(ScriptValue.element) ?? .null),
                ("location", try option("location", .enumeration("ASCornerLayoutLocation"),
                                        default: .enumCase(type: "ASCornerLayoutLocation", name: "topRight"))),
            ], at: call)
            if let offset = argument("offset"), let id = spec.elementID {
                try setNodeProperty("offset", of: id, to: try evaluate(offset, expecting: .point), at: offset, valueAt: offset)
            }
            return spec
        case "AspectRatioLayout":
            guard let ratio = argument("ratio") else { throw ScriptError("AspectRatioLayout needs ratio:", at: call) }
            return try aspectRatio(ratio, of: try contentElements(), at: call)
        case "SpacerLayout":
            let spacer = try textureSpec("ASLayoutSpec", [], at: call)
            if let id = spacer.elementID {
                let minLength = try number("minLength", default: 0), grow = try number("flexGrow", default: 1)
                session.updateElement(id) { $0.style.spacingBefore = minLength; $0.style.flexGrow = grow }
            }
            return spacer
        default:  // HSpacerLayout, VSpacerLayout
            let spacer = try textureSpec("ASLayoutSpec", [], at: call)
            if let id = spacer.elementID {
                let minLength = Dimension.points(try number("minLength", default: 0))
                let horizontal = name == "HSpacerLayout"
                session.updateElement(id) { element in
                    element.style.flexGrow = 1
                    if horizontal { element.style.minWidth = minLength } else { element.style.minHeight = minLength }
                }
            }
            return spacer
        }
    }

    /// `.padding(8)`, `.flexGrow(1)`, `.background(card)` on a node, a spec or several of them: nil for another method
    /// or receiver, so the caller goes on as before.
    mutating func callLayoutModifier(_ method: String, on base: ScriptValue, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        guard Self.layoutModifiers.contains(method) else { return nil }
        let elements: [ElementID]
        switch base {
        case .element(let id): elements = [id]
        case .array(let values) where !values.isEmpty && values.allSatisfy({ $0.elementID != nil }):
            elements = values.compactMap(\.elementID)
        default: return nil
        }
        let arguments = Self.writtenArguments(of: call)
        let labels = arguments.map { $0.isTrailingClosure ? nil : $0.label }
        func value(_ index: Int, _ type: ValueType) throws(ScriptError) -> ScriptValue {
            let expression = arguments[index].expression
            return try convert(try evaluate(expression, expecting: type), to: type, at: expression, context: method)
        }
        func points(_ index: Int) throws(ScriptError) -> ScriptValue { .dimension(.points(try numberValue(arguments[index].expression))) }
        func fraction(_ index: Int) throws(ScriptError) -> ScriptValue { .dimension(.fraction(try numberValue(arguments[index].expression))) }
        func style(_ fields: [(String, ScriptValue)]) -> ScriptValue {
            for id in elements { session.updateElement(id) { for (name, value) in fields { $0.style.setField(name, value) } } }
            return base
        }
        switch (method, labels) {
        case ("padding", [nil]):
            let argument = try evaluate(arguments[0].expression, expecting: .number)
            let insets: EdgeInsets
            if case .insets(let given) = argument { insets = given } else {
                let side = try numberValue(arguments[0].expression)
                insets = EdgeInsets(top: side, left: side, bottom: side, right: side)
            }
            return try eachWrapped(elements, in: "ASInsetLayoutSpec", [("insets", .insets(insets))], at: call)
        case ("padding", [nil, nil]):
            let edges = Self.edgeNames(arguments[0].expression)
            let side = try numberValue(arguments[1].expression)
            func on(_ edge: String, _ group: String) -> Double { edges.contains(edge) || edges.contains(group) || edges.contains("all") ? side : 0 }
            let insets = EdgeInsets(top: on("top", "vertical"), left: on("left", "horizontal"),
                                    bottom: on("bottom", "vertical"), right: on("right", "horizontal"))
            return try eachWrapped(elements, in: "ASInsetLayoutSpec", [("insets", .insets(insets))], at: call)
        case ("offset", _):
            var width = 0.0, height = 0.0
            for (index, argument) in arguments.enumerated() {
                switch argument.label {
                case "width": width = try numberValue(argument.expression)
                case "height": height = try numberValue(argument.expression)
                default:
                    guard case .size(let size) = try value(index, .size) else { break }
                    (width, height) = (size.width, size.height)
                }
            }
            return try eachWrapped(elements, in: "ASInsetLayoutSpec",
                                   [("insets", .insets(EdgeInsets(top: height, left: width, bottom: -height, right: -width)))], at: call)
        case ("background", [nil]), ("overlay", [nil]):
            let layer: [ElementID]
            if let closure = arguments[0].expression.as(ClosureExprSyntax.self) { layer = try builderElements(closure) } else {
                layer = Self.builderContent(try evaluate(arguments[0].expression))
            }
            return try layered(elements, method, layer, at: call)
        case ("aspectRatio", [nil]):
            return try aspectRatio(arguments[0].expression, of: elements, at: call)
        case ("relativePosition", _):
            var fields: [(String, ScriptValue)] = [("horizontalPosition", .void), ("verticalPosition", .void),
                                                    ("sizingOption", .options(type: "ASRelativeLayoutSpecSizingOption", names: ["minimumSize"]))]
            for (index, argument) in arguments.enumerated() {
                switch argument.label {
                case "horizontal": fields[0].1 = try value(index, .enumeration("ASRelativeLayoutSpecPosition"))
                case "vertical": fields[1].1 = try value(index, .enumeration("ASRelativeLayoutSpecPosition"))
                case "sizingOption": fields[2].1 = try value(index, .optionSet("ASRelativeLayoutSpecSizingOption"))
                default: throw ScriptError("relativePosition takes horizontal:, vertical: and sizingOption:", at: argument.expression)
                }
            }
            return try eachWrapped(elements, in: "ASRelativeLayoutSpec", fields, at: call)
        case ("flexGrow", [nil]), ("flexShrink", [nil]), ("spacingAfter", [nil]), ("spacingBefore", [nil]):
            return style([(method, .number(try numberValue(arguments[0].expression)))])
        case ("flexBasis", ["fraction"]): return style([("flexBasis", try fraction(0))])
        case ("alignSelf", [nil]): return style([("alignSelf", try value(0, .enumeration("ASStackLayoutAlignSelf")))])
        case ("width", [nil]), ("height", [nil]), ("minWidth", [nil]), ("minHeight", [nil]), ("maxWidth", [nil]),
             ("maxHeight", [nil]):
            return style([(method, try points(0))])
        case ("width", ["fraction"]), ("height", ["fraction"]): return style([(method, try fraction(0))])
        case ("preferredSize", [nil]), ("minSize", [nil]), ("maxSize", [nil]):
            guard case .size(let size) = try value(0, .size) else { return base }
            let prefix = method == "preferredSize" ? "" : String(method.dropLast(4))
            let (width, height) = prefix.isEmpty ? ("width", "height") : (prefix + "Width", prefix + "Height")
            return style([(width, .dimension(.points(size.width))), (height, .dimension(.points(size.height)))])
        case ("frame", _):
            var fields: [(String, ScriptValue)] = []
            for (index, argument) in arguments.enumerated() {
                guard let label = argument.label, ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"].contains(label) else {
                    throw ScriptError("frame takes width:, height:, minWidth:, minHeight:, maxWidth: or maxHeight:", at: argument.expression)
                }
                if case .null = try evaluate(argument.expression) { continue }
                fields.append((label, try points(index)))
            }
            return style(fields)
        case ("modify", [nil]):
            guard let closure = arguments[0].expression.as(ClosureExprSyntax.self) else { return nil }
            for id in elements { _ = try withScope { evaluator throws(ScriptError) in try evaluator.runClosure(closure, arguments: [.element(id)]) } }
            return base
        default:
            return nil
        }
    }

    /// A builder closure's elements: each line's node, spec or elements, in order; `if`, `if let` and `switch` give
    /// the lines of the branch taken; declarations and other statements run.
    mutating func builderElements(_ closure: ClosureExprSyntax) throws(ScriptError) -> [ElementID] {
        try withScope { evaluator throws(ScriptError) in try evaluator.collectBuilder(closure.statements) }
    }

    private mutating func collectBuilder(_ items: CodeBlockItemListSyntax) throws(ScriptError) -> [ElementID] {
        // `LayoutSpec { return node }`: a `return` makes the closure a plain one, as Swift then applies no builder;
        // what it returns is the content.
        if ExplicitReturnFinder.returns(in: items) {
            guard case .returned(let value) = try executeItems(items) else { return [] }
            return Self.builderContent(value)
        }
        var elements: [ElementID] = []
        for item in items {
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let written): expression = written
            case .stmt(let statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: break
            }
            if case .stmt(let statement) = item.item, let loop = statement.as(ForStmtSyntax.self) {
                elements += try collectBuilderFor(loop)
                continue
            }
            guard let expression else {
                _ = try execute(item)
                continue
            }
            if let ifExpression = expression.as(IfExprSyntax.self) {
                elements += try collectBuilderIf(ifExpression)
            } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
                elements += try collectBuilderSwitch(switchExpression)
            } else {
                let value = try nested(item) { evaluator throws(ScriptError) in try evaluator.evaluate(expression) }
                if case .void = value { continue }
                let content = Self.builderContent(value)
                guard !content.isEmpty || value == .null || value == .array([]) else {
                    throw ScriptError("a layout builder takes nodes and specs; this line gives \(describe(value))", at: expression)
                }
                elements += content
            }
        }
        return elements
    }

    /// `for row in rows { row }` in a builder (`buildArray`): what each pass's lines give, one pass after another.
    private mutating func collectBuilderFor(_ loop: ForStmtSyntax) throws(ScriptError) -> [ElementID] {
        var elements: [ElementID] = []
        for item in try forItems(try evaluate(loop.sequence), of: loop) {
            try countIteration(at: loop.forKeyword)
            elements += try withScope { evaluator throws(ScriptError) -> [ElementID] in
                guard try evaluator.entersPass(of: loop, with: item) else { return [] }
                return try evaluator.collectBuilder(loop.body.statements)
            }
        }
        return elements
    }

    private mutating func collectBuilderIf(_ ifExpression: IfExprSyntax) throws(ScriptError) -> [ElementID] {
        let taken = try withScope { evaluator throws(ScriptError) -> [ElementID]? in
            guard try evaluator.evaluateConditions(ifExpression.conditions) else { return nil }
            return try evaluator.withScope { inner throws(ScriptError) in try inner.collectBuilder(ifExpression.body.statements) }
        }
        if let taken { return taken }
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf)?:
            return try nested(elseIf) { evaluator throws(ScriptError) in try evaluator.collectBuilderIf(elseIf) }
        case .codeBlock(let block)?:
            return try withScope { evaluator throws(ScriptError) in try evaluator.collectBuilder(block.statements) }
        case nil: return []
        }
    }

    private mutating func collectBuilderSwitch(_ switchExpression: SwitchExprSyntax) throws(ScriptError) -> [ElementID] {
        let subject = try evaluate(switchExpression.subject)
        for item in switchExpression.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            let taken = try withScope { evaluator throws(ScriptError) -> [ElementID]? in
                guard try evaluator.caseMatches(switchCase.label, subject) else { return nil }
                return try evaluator.collectBuilder(switchCase.statements)
            }
            if let taken { return taken }
        }
        return []
    }

    /// The names of an `Edge.Set` as written: `.horizontal`, `[.top, .left]`.
    static func edgeNames(_ expression: ExprSyntax) -> [String] {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { edgeNames($0.expression) } }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return [] }
        return [access.declName.baseName.text]
    }

    /// The elements a DSL value stands for: a node or spec, every element of an array, none for nil.
    static func builderContent(_ value: ScriptValue) -> [ElementID] {
        switch value {
        case .element(let id): return [id]
        case .array(let values): return values.flatMap(builderContent)
        default: return []
        }
    }

    /// `flexWrap: .wrap(lineSpacing: 8, alignContent: .center)` or `.noWrap`, set on the stack as the DSL does.
    private mutating func applyFlexWrap(_ expression: ExprSyntax, to stack: ElementID) throws(ScriptError) {
        let call = expression.as(FunctionCallExprSyntax.self)
        let name = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard name == "wrap" else { return }
        try setProperty("flexWrap", of: stack, to: .enumCase(type: "ASStackLayoutFlexWrap", name: "wrap"), at: expression,
                        valueAt: expression)
        for argument in call?.arguments ?? [] {
            switch argument.label?.text {
            case "lineSpacing":
                try setProperty("lineSpacing", of: stack, to: .number(try numberValue(argument.expression)),
                                at: argument.expression, valueAt: argument.expression)
            case "alignContent":
                try setProperty("alignContent", of: stack, to: try evaluate(argument.expression,
                                expecting: .enumeration("ASStackLayoutAlignContent")), at: argument.expression,
                                valueAt: argument.expression)
            default: break
            }
        }
    }

    /// `OverlayLayout` and `BackgroundLayout`: the first element of each side, in an overlay or background spec.
    private mutating func layered(_ content: [ElementID], _ role: String, _ layer: [ElementID], at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        guard let child = content.first, let other = layer.first else {
            throw ScriptError("\(role) needs an element on each side (the library stops the app here)", at: call)
        }
        let spec = role == "overlay" ? "ASOverlayLayoutSpec" : "ASBackgroundLayoutSpec"
        return try textureSpec(spec, [("child", .element(child)), (role, .element(other))], at: call)
    }

    /// `AspectRatioLayout(ratio:)` and `.aspectRatio(_:)`: a ratio, or a size whose height over width is the ratio.
    private mutating func aspectRatio(_ expression: ExprSyntax, of content: [ElementID], at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        guard let child = content.first else {
            throw ScriptError("an aspect ratio needs an element (the library stops the app here)", at: call)
        }
        var ratio = try evaluate(expression, expecting: .number)
        if case .size(let size) = ratio { ratio = .number(size.height / size.width) }
        return try textureSpec("ASRatioLayoutSpec", [("ratio", ratio), ("child", .element(child))], at: call)
    }

    /// One spec of `typeName` around each element, as `InsetLayout`, `CenterLayout` and `RelativeLayout` make them.
    private mutating func eachWrapped(_ elements: [ElementID], in typeName: String, _ arguments: [(String, ScriptValue)],
                                      at call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue
    {
        var wrapped: [ScriptValue] = []
        for id in elements { wrapped.append(try textureSpec(typeName, arguments + [("child", .element(id))], at: call)) }
        return wrapped.count == 1 ? wrapped[0] : .array(wrapped)
    }

    /// A Texture spec made by the catalog's initializer with exactly these labels, as if the code had called it.
    private mutating func textureSpec(_ typeName: String, _ arguments: [(label: String, value: ScriptValue)],
                                      at call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue
    {
        let labels = arguments.map(\.label)
        guard let initializer = ScriptAPI.shared.initializers(ofType: typeName)
            .first(where: { $0.parameters.map { $0.label ?? "_" } == labels }) else {
            throw ScriptError("layoutrepl cannot make \(typeName) with \(labels.joined(separator: ", "))", at: call)
        }
        var values: [ScriptValue] = []
        for (parameter, argument) in zip(initializer.parameters, arguments) {
            values.append(argument.value == .void ? parameter.defaultValue ?? .void
                : try convert(argument.value, to: parameter.type, at: call, context: argument.label))
        }
        let built: Built
        do {
            built = try initializer.build(Arguments(values: values, environment: session.environment))
        } catch {
            throw error.located(at: call)
        }
        guard case .element(let className, let prefix, let kind, _) = built else { return .void }
        return .element(try createElement(className: className, namePrefix: prefix, kind: kind, at: call))
    }

    private mutating func numberValue(_ expression: ExprSyntax) throws(ScriptError) -> Double {
        guard case .number(let number) = try convert(try evaluate(expression, expecting: .number), to: .number,
                                                     at: expression, context: "the layout") else { return 0 }
        return number
    }
}

/// Whether statements hold a `return` of their own (not one inside a closure or function they declare).
private final class ExplicitReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in items: CodeBlockItemListSyntax) -> Bool {
        let finder = ExplicitReturnFinder(viewMode: .sourceAccurate)
        finder.walk(items)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
