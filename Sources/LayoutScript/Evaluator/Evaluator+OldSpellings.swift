import SwiftSyntax
import TextureLayout

/// Code from apps written in Swift 2, before Swift 3 renamed Cocoa's API: read as today's Swift reads its new
/// names, with one note per session listing each old spelling met, since Xcode no longer accepts them.
extension Evaluator {
    /// Class methods Swift 3 renamed, by their Swift 2 name (`UIFont.systemFontOfSize(14)`), with today's name; the
    /// first argument, unlabelled then, takes today's label (`systemFont(ofSize:)`). `UIScreen.mainScreen()` became
    /// the property `UIScreen.main`.
    static let swift2ClassMethods: [String: String] = [
        "UIFont.systemFontOfSize": "systemFont", "UIFont.boldSystemFontOfSize": "boldSystemFont",
        "UIFont.italicSystemFontOfSize": "italicSystemFont", "UIFont.preferredFontForTextStyle": "preferredFont",
        "UIFont.monospacedDigitSystemFontOfSize": "monospacedDigitSystemFont", "UIScreen.mainScreen": "main",
        "ASStackLayoutSpec.verticalStackLayoutSpec": "vertical",
        "ASStackLayoutSpec.horizontalStackLayoutSpec": "horizontal",
    ]

    /// Methods of values Swift 3 renamed without changing their arguments, by their Swift 2 name.
    static let swift2ValueMethods: [String: String] = [
        "NSAttributedString.appendAttributedString": "append", "UIFont.fontWithSize": "withSize",
    ]

    /// A Swift 2 class method call, run as today's method or property, with the old spelling noted; nil when
    /// `method` is not one.
    mutating func swift2ClassMethodCall(_ method: String, ofType typeName: String, _ call: FunctionCallExprSyntax,
                                        at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue?
    {
        guard let modern = Self.swift2ClassMethods["\(typeName).\(method)"] else { return nil }
        let api = ScriptAPI.shared
        if call.arguments.isEmpty, api.staticValues(ofType: typeName).contains(where: { $0.name == modern }) {
            session.noteOldSpelling("\(typeName).\(method)()", "\(typeName).\(modern)")
            return try staticMember(modern, ofType: typeName, at: node)
        }
        let methods = api.staticMethods(ofType: typeName).filter { $0.name == modern }
        guard let first = methods.first else { return nil }
        session.noteOldSpelling("\(typeName).\(method)(\(call.arguments.isEmpty ? "" : "_:"))", first.signature)
        return try invoke(methods.map(\.withUnlabelledFirstParameter), call, name: "\(typeName).\(modern)")
    }

    /// AsyncDisplayKit 1's `ASButtonState`, a plain C enum that Swift imports as global constants
    /// (`ASButtonStateNormal`), by the `UIControl.State` case Texture's `forState:` methods take today.
    static let asyncDisplayKit1ButtonStates: [String: String] = [
        "ASButtonStateNormal": "normal", "ASButtonStateHighlighted": "highlighted",
        "ASButtonStateDisabled": "disabled",
    ]

    /// An AsyncDisplayKit 1 button state constant as today's `UIControl.State`, with the old spelling noted; nil when
    /// `name` is not one.
    mutating func asyncDisplayKit1ButtonState(_ name: String, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        guard let modern = Self.asyncDisplayKit1ButtonStates[name] else { return nil }
        session.noteOldSpelling(name, "UIControl.State.\(modern)")
        return try staticMember(modern, ofType: "UIControl.State", at: node)
    }

    /// Swift 2 capitalized enum cases (`.Horizontal`, `.SpaceBetween`, `UIControlState.Normal`); Swift 3 lowered
    /// their first letter. The one case that differs from `name` in letter case only, if there is exactly one.
    static func modernCaseName(_ name: String, among cases: [String]) -> String? {
        let matches = cases.filter { $0.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches.first : nil
    }

    /// Cases AsyncDisplayKit 2.0 kept deprecated (`ASAlignmentLeft = ASHorizontalAlignmentLeft` in
    /// ASStackLayoutDefines.h). With them in the enum, its cases share only the prefix `AS`, so Swift imported every
    /// case with just that dropped: `.alignmentLeft`, and the current ones as `.horizontalAlignmentLeft`.
    static let deprecatedCases: [String: [String: String]] = [
        "ASHorizontalAlignment": [
            "alignmentLeft": "left", "alignmentMiddle": "middle", "alignmentRight": "right",
            "horizontalAlignmentNone": "none", "horizontalAlignmentLeft": "left",
            "horizontalAlignmentMiddle": "middle", "horizontalAlignmentRight": "right",
        ],
        "ASVerticalAlignment": [
            "alignmentTop": "top", "alignmentCenter": "center", "alignmentBottom": "bottom",
            "verticalAlignmentNone": "none", "verticalAlignmentTop": "top", "verticalAlignmentCenter": "center",
            "verticalAlignmentBottom": "bottom",
        ],
    ]

    /// Texture 2 keeps AsyncDisplayKit 1's layout properties on nodes and specs, deprecated, forwarding to the style
    /// (`ASLayoutElementStyleForwardingDeclaration` in ASLayoutElement.h, used by ASDisplayNode+Deprecated.h and
    /// ASLayoutSpec's Deprecated category); `preferredFrameSize` sets the style's width and height.
    static let deprecatedStyleProperties: [String: String] = [
        "spacingBefore": "spacingBefore", "spacingAfter": "spacingAfter", "flexGrow": "flexGrow",
        "flexShrink": "flexShrink", "flexBasis": "flexBasis", "alignSelf": "alignSelf", "ascender": "ascender",
        "descender": "descender", "layoutPosition": "layoutPosition", "preferredFrameSize": "preferredSize",
        "sizeRange": "sizeRange",
    ]

    /// AsyncDisplayKit 1's names of node properties Texture renamed (`textNode.attributedString`, `layerBacked`).
    static let oldNodePropertyNames: [String: String] = [
        "attributedString": "attributedText", "truncationAttributedString": "truncationAttributedText",
        "layerBacked": "isLayerBacked", "userInteractionEnabled": "isUserInteractionEnabled",
        "hidden": "isHidden", "opaque": "isOpaque", "enabled": "isEnabled", "selected": "isSelected",
        "highlighted": "isHighlighted", "nodeLoaded": "isNodeLoaded", "maximumLineCount": "maximumNumberOfLines",
        // AsyncDisplayKit 1.9 kept a node's layout properties in an ASLayoutOptions object, Texture's style today.
        "layoutOptions": "style",
    ]

    /// Today's name of a node property spelt as AsyncDisplayKit 1 did, with the old spelling noted; nil when `name` is
    /// not one or the element's class has a property of that name itself.
    mutating func modernNodeProperty(_ name: String, on id: ElementID) -> String? {
        let className = session.className(of: id)
        guard let modern = Self.oldNodePropertyNames[name], ScriptAPI.shared.property(name, ofType: className) == nil,
              ScriptAPI.shared.property(modern, ofType: className) != nil else { return nil }
        session.noteOldSpelling("node.\(name)", "node.\(modern)")
        return modern
    }

    /// AsyncDisplayKit 1's ASLayoutSpec declared its child setters as methods (`- (void)setChild:(id<ASLayoutable>)
    /// child;`, `setChildren:`), so Swift 2 code calls `spec.setChild(box)`; Texture made them the `child` and
    /// `children` properties. The call sets the property, with the old spelling noted; nil for any other call.
    mutating func asyncDisplayKit1ChildSetter(_ method: String, on id: ElementID, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        let properties = ["setChild": "child", "setChildren": "children"]
        guard let name = properties[method], call.arguments.count == 1, let argument = call.arguments.first,
              argument.label == nil, call.trailingClosure == nil,
              let property = ScriptAPI.shared.property(name, ofType: session.className(of: id)) else { return nil }
        let value = try evaluate(argument.expression, expecting: property.type)
        session.noteOldSpelling("spec.\(method)(_:)", "spec.\(name) = …")
        try setProperty(name, of: id, to: value, at: call, valueAt: argument.expression)
        return .void
    }

    /// AsyncDisplayKit 1's `-measure:` and `-measureWithSizeRange:`, which Texture replaced with `layoutThatFits(_:)`:
    /// `node.measure(size)` is the size of the node laid out between zero and `size`, `measureWithSizeRange(range)`
    /// the layout in the range (a rectangle at the origin, as `layoutThatFits(_:)` gives it here). Nil for any other
    /// call.
    mutating func asyncDisplayKit1Measure(_ method: String, on id: ElementID, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        // `measure(_:)` was a node's; `measureWithSizeRange(_:)` every layoutable's, specs included.
        guard method == "measureWithSizeRange" || method == "measure" && session.tree[id].isNode,
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil else { return nil }
        let range: SizeRange
        if method == "measure" {
            guard case .size(let size) = try convert(try evaluate(argument.expression, expecting: .size), to: .size,
                                                     at: argument.expression, context: "measure(_:)") else { return nil }
            range = SizeRange(min: .zero, max: size)
            session.noteOldSpelling("node.measure(size)", "node.layoutThatFits(ASSizeRange(min: .zero, max: size)).size")
        } else {
            guard case .sizeRange(let given) = try convert(try evaluate(argument.expression, expecting: .sizeRange),
                                                           to: .sizeRange, at: argument.expression,
                                                           context: "measureWithSizeRange(_:)") else { return nil }
            range = given
            session.noteOldSpelling("node.measureWithSizeRange(range)", "node.layoutThatFits(range)")
        }
        let layout = ScriptAPI.layoutValue(session.tree, id, in: range, scale: session.environment.screenScale)
        if case .rect(let rect) = layout, session.tree[id].isNode { session.program.measuredSizes[id] = rect.size }
        guard method == "measure", case .rect(let rect) = layout else { return layout }
        return .size(rect.size)
    }

    /// The style property a deprecated forwarding property of an element sets, with the old spelling noted; nil
    /// when `name` is not one or the element's class has a property of that name itself.
    mutating func deprecatedStyleForwarding(_ name: String, on id: ElementID) -> String? {
        guard let styleName = Self.deprecatedStyleProperties[name],
              ScriptAPI.shared.property(name, ofType: session.className(of: id)) == nil else { return nil }
        session.noteOldSpelling("node.\(name)", "node.style.\(styleName)")
        return styleName
    }
}
