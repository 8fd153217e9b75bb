import TextureLayout

extension ScriptAPI {
    /// Nodes and layout specs: the reference types of Texture's layout API.
    static let elementTypes: [TypeInfo] = nodeTypes + specTypes

    // MARK: Nodes

    private static let nodeTypes: [TypeInfo] = [
        TypeInfo("ASLayoutElement", isElement: true, doc: "Anything that takes part in layout: a node or a spec.",
                 properties: [Property("style", .style, "ASLayoutElementStyle()",
                                       "The sizing and stack-item properties of the element; see ASLayoutElementStyle.")]),
        TypeInfo("ASDisplayNode", superType: "ASLayoutElement", isElement: true,
                 doc: "A plain node. Without a size of its own it takes the whole bounded space it is offered, and 0×0 on an unbounded axis.",
                 initializers: [node("ASDisplayNode", "node", .plain)] + viewBackedInitializers,
                 properties: [
                    Property("layoutSpecBlock", .layoutSpecBlock, "nil",
                             "A closure returning the spec that lays out this node's subnodes. layoutrepl runs the closure once, when it is assigned, with the session's constrainedSize, and uses the spec it returns."),
                    Property("automaticallyManagesSubnodes", .bool, "false",
                             "Adds and removes subnodes to match the layout spec. Accepted; layoutrepl always works this way.",
                             access: .visualOnly, displayKind: .rendering),
                 ] + displayNodeProperties + displayOnlyNodeProperties,
                 methods: displayNodeMethods, ignoredMethods: displayOnlyNodeMethods),
        TypeInfo("ASTextNode", superType: "ASDisplayNode", isElement: true,
                 doc: "A node that draws attributed text. It measures its text at the width it is offered, wrapping words, and writes the font's ascender and descender into its style for baseline alignment.",
                 initializers: [node("ASTextNode", "text", .text(TextContent("")))],
                 properties: textProperties + textNodeProperties),
        TypeInfo("ASTextNode2", superType: "ASTextNode", isElement: true,
                 doc: "The newer text node; it measures like ASTextNode in layoutrepl, except that it never scales its font.",
                 initializers: [node("ASTextNode2", "text", .text(TextContent("")))],
                 properties: [Property("pointSizeScaleFactors", .anyIgnored("[NSNumber]"), "nil",
                                       "Accepted and ignored: -[ASTextNode2 calculateSizeThatFits:] measures the text at its own font size.",
                                       access: .visualOnly)]),
        // ASImageNode.h: `@interface ASImageNode : ASControlNode`.
        TypeInfo("ASImageNode", superType: "ASControlNode", isElement: true,
                 doc: "A node that draws an image; its intrinsic size is the image's size.",
                 initializers: [node("ASImageNode", "image", .image(nil))],
                 properties: [Property("image", .image, "nil",
                                       "The image drawn; the node's intrinsic size is the image's size (see :help UIImage for where layoutrepl finds it).")]
                    + delegateProperty + imageNodeDrawingProperties,
                 ignoredMethods: ignoredMethods([
                    (.contentMode, ["setCropEnabled(_:recropImmediately:inBounds:)"]),
                    (.rendering, ["setNeedsDisplayWithCompletion(_:)"]),
                 ])),
    ]

    /// ASImageNode.h's drawing options: -[ASImageNode calculateSizeThatFits:] returns the image's size whatever
    /// the crop, the forced backing size or the modification block (they change the bitmap drawn into the frame).
    private static let imageNodeDrawingProperties = displayOnly([
        // Swift names the property isCropEnabled (getter=isCropEnabled); Swift 2 code wrote cropEnabled.
        (.contentMode, [("isCropEnabled", "Bool"), ("cropEnabled", "Bool"), ("cropRect", "CGRect"),
                        ("imageModificationBlock", "ASImageNodeModificationBlock")]),
        (.rendering, [("forceUpscaling", "Bool"), ("forcedSize", "CGSize"),
                      ("animatedImage", "ASAnimatedImageProtocol"), ("animatedImagePaused", "Bool"),
                      ("animatedImageRunLoopMode", "String")]),
    ])

    /// An initializer of a node class; its parameters, if any, do not change the node's layout.
    static func node(_ className: String, _ prefix: String, _ content: Node.Content,
                     _ parameters: [Parameter] = []) -> Callable {
        Callable(className, nil, parameters, doc: "Creates an empty \(className).") { _ throws(ScriptError) in
            .element(className: className, namePrefix: prefix, kind: .node(Node(content: content)))
        }
    }

    private static let textProperties: [Property] = [
        Property("attributedText", .attributedString, "nil",
                 "The text and its font. The font size sets the cell size of the text: a character is half the size wide and a line is the size tall."),
        Property("maximumNumberOfLines", .integer, "0",
                 "The most lines the text may take; 0 means no limit. Hidden text is truncated as truncationMode says."),
        Property("truncationMode", .enumeration("NSLineBreakMode"), ".byTruncatingTail",
                 "Where the … goes when the text has more lines than it may show."),
        Property("truncationAttributedText", .anyIgnored("NSAttributedString"), "\"…\"",
                 "The truncation token. Accepted; layoutrepl always uses …", access: .visualOnly,
                 displayKind: .rendering),
    ] + delegateProperty

    // MARK: Specs

    /// ASLayoutSpec+Subclasses.h, which every spec inherits: Swift imports `setChild:atIndex:` as `setChild(_:at:)`
    /// (Swift 2's `atIndex:` is read as `at:`, see `Evaluator.swift2Labels`) and `childAtIndex:` as `child(at:)`.
    private static let specChildMethods: [Method] = [
        Method("ASLayoutSpec", "setChild", [Parameter(nil, .element), Parameter("at", .integer)],
               doc: "Puts the element at that index of the spec's children: it replaces the child there, or is added at the end. On an overlay, background or corner spec index 1 is the overlay, background or corner.") {
            id, arguments, session throws(ScriptError) in
            guard let child = arguments.element(0), case .int(let index) = arguments[1] else { return .void }
            try session.setChild(child, at: index, of: id)
            return .void
        },
        Method("ASLayoutSpec", "child", [Parameter("at", .integer)],
               doc: "The child at that index of the spec's children, or nil past the end.") {
            id, arguments, session throws(ScriptError) in
            guard case .int(let index) = arguments[0], case .spec(let spec) = session.tree[id].kind else { return .null }
            let slots = spec.childSlotsInTextureOrder
            return slots.indices.contains(index) ? .optionalElement(slots[index]) : .null
        },
        Method("ASLayoutSpec", "layoutThatFits", [Parameter(nil, .sizeRange)],
               doc: "Lays the spec out in the range, its style applied, as ASLayoutElement's layoutThatFits: does. The ASLayout is given as a CGRect: .size is the layout's size.") {
            id, arguments, session throws(ScriptError) in
            layoutValue(session.tree, id, in: arguments.sizeRange(0), scale: session.environment.screenScale)
        },
    ]

    private static func spec(_ name: String, _ doc: String, initializers: [Callable], properties: [Property],
                             staticMethods: [Callable] = []) -> TypeInfo {
        TypeInfo(name, superType: "ASLayoutSpec", isElement: true, doc: doc, initializers: initializers,
                 properties: properties, staticMethods: staticMethods)
    }

    /// `ASStackLayoutSpec.vertical()` and `.horizontal()`: a default stack with the direction set.
    private static func stackFactory(_ direction: StackDirection) -> Callable {
        Callable("ASStackLayoutSpec", direction.rawValue, [],
                 doc: "A stack with Texture's defaults (alignItems .stretch included) and direction .\(direction.rawValue).") {
            _ throws(ScriptError) in
            .element(className: "ASStackLayoutSpec", namePrefix: "stack",
                     kind: .spec(.stack(StackSpec(direction: direction), children: [])))
        }
    }

    private static func makeSpec(_ name: String, _ prefix: String, _ parameters: [Parameter], _ doc: String,
                                 _ build: @escaping @Sendable (Arguments) -> Spec) -> Callable {
        Callable(name, nil, parameters, doc: doc) { arguments throws(ScriptError) in
            .element(className: name, namePrefix: prefix, kind: .spec(build(arguments)))
        }
    }

    /// `init()`, which every spec inherits from `ASLayoutSpec`: Texture's defaults, the children set later.
    private static func emptySpec(_ name: String, _ prefix: String, _ spec: Spec) -> Callable {
        makeSpec(name, prefix, [], "An empty \(name) with Texture's defaults; set its children later.") { _ in spec }
    }

    /// `[]`: Swift gives an option set parameter imported from Objective-C this default.
    private static func noOptions(_ name: String) -> ScriptValue { .options(type: name, names: []) }

    private static let child = Property("child", .optionalElement, "nil", "The element this spec lays out.")

    private static func stack(_ arguments: Arguments, wrap: Bool, lineSpacing: Bool) -> Spec {
        let last = 4 + (wrap ? 2 : 0) + (lineSpacing ? 1 : 0)
        let stack = StackSpec(
            direction: arguments.enumValue(0, default: .horizontal), spacing: arguments.number(1),
            justifyContent: arguments.enumValue(2, default: .start), alignItems: arguments.enumValue(3, default: .stretch),
            flexWrap: wrap ? arguments.enumValue(4, default: .noWrap) : .noWrap,
            alignContent: wrap ? arguments.enumValue(5, default: .start) : .start,
            lineSpacing: lineSpacing ? arguments.number(6) : 0)
        return .stack(stack, children: arguments.elements(last))
    }

    private static let stackParameters = [
        Parameter("direction", .enumeration("ASStackLayoutDirection")), Parameter("spacing", .number),
        Parameter("justifyContent", .enumeration("ASStackLayoutJustifyContent")),
        Parameter("alignItems", .enumeration("ASStackLayoutAlignItems")),
    ]
    private static let wrapParameters = [
        Parameter("flexWrap", .enumeration("ASStackLayoutFlexWrap")),
        Parameter("alignContent", .enumeration("ASStackLayoutAlignContent")),
    ]
    private static let childrenParameter = Parameter("children", .elements)
    /// `ASRelativeLayoutSpec(horizontalPosition:verticalPosition:sizingOption:child:)`, also inherited by the centre spec.
    private static let relativeParameters = [
        Parameter("horizontalPosition", .enumeration("ASRelativeLayoutSpecPosition")),
        Parameter("verticalPosition", .enumeration("ASRelativeLayoutSpecPosition")),
        Parameter("sizingOption", .optionSet("ASRelativeLayoutSpecSizingOption"),
                  default: noOptions("ASRelativeLayoutSpecSizingOption")),
        Parameter("child", .element),
    ]

    private static let specTypes: [TypeInfo] = [
        TypeInfo("ASLayoutSpec", superType: "ASLayoutElement", isElement: true,
                 doc: "The base spec. On its own it takes the smallest size it may and lays out nothing; with flexGrow it is the usual spacer in a stack.",
                 initializers: [makeSpec("ASLayoutSpec", "spacer", [], "An empty spec.") { _ in .plain(children: []) }],
                 properties: [Property("isConcurrent", .anyIgnored("Bool"), "false",
                                       "Lays children out on several threads. Has no effect on the result.",
                                       access: .visualOnly, displayKind: .rendering),
                              Property("child", .optionalElement, "nil",
                                       "Child 0 (ASLayoutSpec.h): setting it on a stack, wrapper or absolute spec makes it the only child (Texture asserts when there are two or more), nil removes it; reading it gives children[0] or nil."),
                              Property("children", .elements, "[]",
                                       "Every child (ASLayoutSpec.h). On a spec with one child it sets that child; on an overlay, background or corner spec, child 1 is the overlay, background or corner.")],
                 methods: specChildMethods),
        spec("ASStackLayoutSpec",
             "Lays its children out in a row or a column, like a CSS flexbox (but flexShrink defaults to 0).",
             initializers: [
                makeSpec("ASStackLayoutSpec", "stack", [], "A horizontal stack with no children and Texture's defaults.") { _ in
                    .stack(StackSpec(), children: [])
                },
                makeSpec("ASStackLayoutSpec", "stack", stackParameters + [childrenParameter],
                         "A stack with the four main properties set.") { stack($0, wrap: false, lineSpacing: false) },
                makeSpec("ASStackLayoutSpec", "stack", stackParameters + wrapParameters + [childrenParameter],
                         "A stack that may wrap into several lines.") { stack($0, wrap: true, lineSpacing: false) },
                makeSpec("ASStackLayoutSpec", "stack",
                         stackParameters + wrapParameters + [Parameter("lineSpacing", .number), childrenParameter],
                         "A wrapping stack with space between its lines.") { stack($0, wrap: true, lineSpacing: true) },
             ],
             properties: [
                Property("direction", .enumeration("ASStackLayoutDirection"), ".horizontal",
                         "The main axis. Changing it re-applies horizontalAlignment and verticalAlignment."),
                Property("spacing", .number, "0", "Points between neighbouring children on the main axis."),
                Property("justifyContent", .enumeration("ASStackLayoutJustifyContent"), ".start",
                         "Where the children go on the main axis when there is room left."),
                Property("alignItems", .enumeration("ASStackLayoutAlignItems"), ".stretch",
                         "Where the children go on the cross axis; a child's style.alignSelf overrides it."),
                Property("flexWrap", .enumeration("ASStackLayoutFlexWrap"), ".noWrap",
                         "Whether children that do not fit start a new line."),
                Property("alignContent", .enumeration("ASStackLayoutAlignContent"), ".start",
                         "How the lines of a wrapping stack share the cross axis."),
                Property("lineSpacing", .number, "0", "Points between the lines of a wrapping stack."),
                Property("horizontalAlignment", .enumeration("ASHorizontalAlignment"), ".none",
                         "Sets justifyContent (horizontal stack) or alignItems (vertical stack) in left/middle/right terms."),
                Property("verticalAlignment", .enumeration("ASVerticalAlignment"), ".none",
                         "Sets alignItems (horizontal stack) or justifyContent (vertical stack) in top/center/bottom terms."),
                Property("children", .elements, "[]", "The elements laid out, in order along the main axis."),
             ],
             staticMethods: [stackFactory(.vertical), stackFactory(.horizontal)]),
        spec("ASInsetLayoutSpec",
             "Adds space around its child: the child gets the offered size minus the insets. An infinite inset pushes the child to the opposite edge.",
             initializers: [makeSpec("ASInsetLayoutSpec", "inset",
                                     [Parameter("insets", .insets), Parameter("child", .element)],
                                     "Insets a child.") { .inset($0.insets(0), child: $0.element(1)) },
                            emptySpec("ASInsetLayoutSpec", "inset", .inset(.zero, child: nil))],
             properties: [Property("insets", .insets, "UIEdgeInsets.zero", "The space on each side of the child."), child]),
        spec("ASOverlayLayoutSpec",
             "Lays an element over its child at the child's size; the child alone decides the size.",
             initializers: [makeSpec("ASOverlayLayoutSpec", "overlay",
                                     [Parameter("child", .element), Parameter("overlay", .optionalElement)],
                                     "Puts overlay (which may be nil) on top of child.") {
                                 .overlay(child: $0.element(0), overlay: $0.element(1))
                             },
                            emptySpec("ASOverlayLayoutSpec", "overlay", .overlay(child: nil, overlay: nil))],
             properties: [child, Property("overlay", .optionalElement, "nil", "Drawn over the child, at the child's size.")]),
        spec("ASBackgroundLayoutSpec",
             "Lays an element behind its child at the child's size; the child alone decides the size.",
             initializers: [makeSpec("ASBackgroundLayoutSpec", "background",
                                     [Parameter("child", .element), Parameter("background", .optionalElement)],
                                     "Puts background behind child. AsyncDisplayKit 1 let background be nil, and "
                                        + "lays the child out alone then; Texture 2's Swift needs one.") {
                 .background(child: $0.element(0), background: $0.element(1))
             },
                            emptySpec("ASBackgroundLayoutSpec", "background", .background(child: nil, background: nil))],
             properties: [child, Property("background", .optionalElement, "nil", "Drawn behind the child, at the child's size.")]),
        spec("ASCenterLayoutSpec",
             "Centres its child on the chosen axes. It takes the whole space offered unless its sizing options make it hug the child.",
             initializers: [makeSpec("ASCenterLayoutSpec", "center",
                                     [Parameter("centeringOptions", .optionSet("ASCenterLayoutSpecCenteringOptions"),
                                                default: noOptions("ASCenterLayoutSpecCenteringOptions")),
                                      Parameter("sizingOptions", .optionSet("ASCenterLayoutSpecSizingOptions"),
                                                default: noOptions("ASCenterLayoutSpecSizingOptions")),
                                      Parameter("child", .element)],
                                     "Centres a child. Both option sets may be left out: Swift imports them with the default [].") {
                 .center(centering: OptionSets.centering($0.optionNames(0)), sizing: OptionSets.sizing($0.optionNames(1)),
                         child: $0.element(2))
             },
                            emptySpec("ASCenterLayoutSpec", "center", .center(centering: [], sizing: [], child: nil)),
                            // ASCenterLayoutSpec subclasses ASRelativeLayoutSpec and Swift inherits its initializer,
                            // which only sets the relative spec's positions: it lays out as that relative spec.
                            makeSpec("ASCenterLayoutSpec", "center", relativeParameters,
                                     "The initializer inherited from ASRelativeLayoutSpec; lays out as that spec.") {
                 .relative(horizontal: $0.enumValue(0, default: .none), vertical: $0.enumValue(1, default: .none),
                           sizing: OptionSets.sizing($0.optionNames(2)), child: $0.element(3))
             }],
             properties: [
                Property("centeringOptions", .optionSet("ASCenterLayoutSpecCenteringOptions"), "[]",
                         "The axes the child is centred on."),
                Property("sizingOptions", .optionSet("ASCenterLayoutSpecSizingOptions"), "[]",
                         "The axes on which the spec is only as big as its child."),
                Property("horizontalPosition", .enumeration("ASRelativeLayoutSpecPosition"), "—",
                         "Inherited from ASRelativeLayoutSpec, which centeringOptions sets; set it to place the child as that spec does.",
                         access: .writeOnly),
                Property("verticalPosition", .enumeration("ASRelativeLayoutSpecPosition"), "—",
                         "Inherited from ASRelativeLayoutSpec, which centeringOptions sets; set it to place the child as that spec does.",
                         access: .writeOnly),
                child,
             ]),
        spec("ASRelativeLayoutSpec",
             "Puts its child at the start, centre or end of each axis. It takes the whole space offered unless its sizing option makes it hug the child.",
             initializers: [makeSpec("ASRelativeLayoutSpec", "relative", relativeParameters,
                                     "Positions a child. sizingOption may be left out: Swift imports it with the default [].") {
                 .relative(horizontal: $0.enumValue(0, default: .none), vertical: $0.enumValue(1, default: .none),
                           sizing: OptionSets.sizing($0.optionNames(2)), child: $0.element(3))
             },
                            emptySpec("ASRelativeLayoutSpec", "relative",
                                      .relative(horizontal: .none, vertical: .none, sizing: [], child: nil))],
             properties: [
                Property("horizontalPosition", .enumeration("ASRelativeLayoutSpecPosition"), ".none",
                         "Where the child goes horizontally."),
                Property("verticalPosition", .enumeration("ASRelativeLayoutSpecPosition"), ".none",
                         "Where the child goes vertically."),
                Property("sizingOption", .optionSet("ASRelativeLayoutSpecSizingOption"), "[]",
                         "The axes on which the spec is only as big as its child."),
                child,
             ]),
        spec("ASRatioLayoutSpec",
             "Gives its child a fixed height-to-width ratio: 0.5 is twice as wide as tall.",
             initializers: [makeSpec("ASRatioLayoutSpec", "ratio",
                                     [Parameter("ratio", .number), Parameter("child", .element)],
                                     "Keeps a child at height = ratio × width.") { .ratio($0.number(0), child: $0.element(1)) },
                            emptySpec("ASRatioLayoutSpec", "ratio", .ratio(0, child: nil))],
             properties: [Property("ratio", .number, "—", "Height divided by width; must be positive."), child]),
        spec("ASAbsoluteLayoutSpec",
             "Places each child at its style.layoutPosition, at the child's own size.",
             initializers: [
                makeSpec("ASAbsoluteLayoutSpec", "absolute",
                         [Parameter("sizing", .enumeration("ASAbsoluteLayoutSpecSizing")), childrenParameter],
                         "Absolute placement with a sizing rule.") { .absolute($0.enumValue(0, default: .default), children: $0.elements(1)) },
                makeSpec("ASAbsoluteLayoutSpec", "absolute", [childrenParameter],
                         "Absolute placement that takes the size offered.") { .absolute(.default, children: $0.elements(0)) },
                makeSpec("ASAbsoluteLayoutSpec", "absolute", [], "An empty absolute spec.") { _ in .absolute(.default, children: []) },
             ],
             properties: [
                Property("sizing", .enumeration("ASAbsoluteLayoutSpecSizing"), ".default", "How the spec picks its own size."),
                Property("children", .elements, "[]", "The elements placed, each at its style.layoutPosition."),
             ]),
        // AsyncDisplayKit 1's name, kept deprecated by Texture (ASAbsoluteLayoutSpec.mm): always sizes to fit.
        TypeInfo("ASStaticLayoutSpec", superType: "ASAbsoluteLayoutSpec", isElement: true,
                 doc: "Deprecated: ASAbsoluteLayoutSpec(sizing: .sizeToFit, children:), which Texture builds for it.",
                 initializers: [
                    makeSpec("ASStaticLayoutSpec", "absolute", [childrenParameter],
                             "Absolute placement, sized to fit its children.") {
                        .absolute(.sizeToFit, children: $0.elements(0))
                    },
                    // Inherited from ASAbsoluteLayoutSpec, whose sizing it then takes as given.
                    makeSpec("ASStaticLayoutSpec", "absolute",
                             [Parameter("sizing", .enumeration("ASAbsoluteLayoutSpecSizing")), childrenParameter],
                             "ASAbsoluteLayoutSpec's initializer, which it inherits.") {
                        .absolute($0.enumValue(0, default: .default), children: $0.elements(1))
                    },
                 ]),
        spec("ASWrapperLayoutSpec",
             "Passes the offered size straight to its elements and takes the size of the largest.",
             initializers: [
                makeSpec("ASWrapperLayoutSpec", "wrapper", [Parameter("layoutElement", .element)],
                         "Wraps one element.") { .wrapper(children: $0.element(0).map { [$0] } ?? []) },
                makeSpec("ASWrapperLayoutSpec", "wrapper", [Parameter("layoutElements", .elements)],
                         "Wraps several elements, all at the origin.") { .wrapper(children: $0.elements(0)) },
                emptySpec("ASWrapperLayoutSpec", "wrapper", .wrapper(children: [])),
             ],
             properties: [Property("children", .elements, "[]", "The wrapped elements.")]),
        spec("ASCornerLayoutSpec",
             "Puts a corner element (a badge) centred on a corner of its child. The child decides the size unless wrapsCorner is set.",
             initializers: [makeSpec("ASCornerLayoutSpec", "corner",
                                     [Parameter("child", .element), Parameter("corner", .element),
                                      Parameter("location", .enumeration("ASCornerLayoutLocation"))],
                                     "Badges a child.") {
                 .corner(CornerSpec(location: $0.enumValue(2, default: .topRight)), child: $0.element(0), corner: $0.element(1))
             },
                            emptySpec("ASCornerLayoutSpec", "corner", .corner(CornerSpec(location: .topLeft), child: nil, corner: nil))],
             properties: [
                child,
                Property("corner", .optionalElement, "nil", "The element centred on the child's corner."),
                Property("cornerLocation", .enumeration("ASCornerLayoutLocation"), ".topLeft", "Which corner."),
                Property("offset", .point, "CGPoint.zero", "Moves the corner element from the corner point."),
                Property("wrapsCorner", .bool, "false",
                         "When true the spec grows to hold the corner element too, instead of being the child's size."),
             ]),
    ]
}
