import TextureLayout

extension ScriptAPI {
    /// Texture's enumerations and option sets with their Swift case names (the engine's raw values are the same).
    static let enumerationTable: [Enumeration] = [
        enumeration("ASStackLayoutDirection", "The axis a stack lays its children along.", [
            ("vertical", "Children go top to bottom; the main axis is vertical."),
            ("horizontal", "Children go left to right; the main axis is horizontal. A fresh stack is horizontal."),
        ]),
        enumeration("ASStackLayoutJustifyContent", "Where a stack puts its children along the main axis.", [
            ("start", "Packed at the start of the main axis."),
            ("center", "Packed in the middle of the main axis."),
            ("end", "Packed at the end of the main axis."),
            ("spaceBetween", "First and last child touch the ends; the free space goes evenly between children."),
            ("spaceAround", "Each child gets the same free space on both of its sides, so the ends get half a gap."),
        ]),
        enumeration("ASStackLayoutAlignItems", "How a stack places its children across the main axis.", [
            ("start", "At the start of the cross axis, at their own size."),
            ("end", "At the end of the cross axis, at their own size."),
            ("center", "Centred on the cross axis, at their own size."),
            ("stretch", "Stretched to the stack's cross size unless they have an exact size. The default."),
            ("baselineFirst", "Horizontal stacks: the first text baselines line up."),
            ("baselineLast", "Horizontal stacks: the last text baselines line up."),
            ("notSet", "A Yoga placeholder; the spec engine treats it as start."),
        ]),
        enumeration("ASStackLayoutAlignSelf", "One child's own cross-axis alignment, overriding alignItems.", [
            ("auto", "Follow the stack's alignItems. The default."),
            ("start", "At the start of the cross axis."),
            ("end", "At the end of the cross axis."),
            ("center", "Centred on the cross axis."),
            ("stretch", "Stretched to the stack's cross size."),
        ]),
        enumeration("ASStackLayoutFlexWrap", "Whether a stack starts a new line when children do not fit.", [
            ("noWrap", "One line; children that do not fit overflow or shrink. The default."),
            ("wrap", "Children that do not fit go to the next line."),
        ]),
        enumeration("ASStackLayoutAlignContent", "How the lines of a wrapping stack share the cross axis.", [
            ("start", "Lines packed at the cross start. The default."),
            ("center", "Lines packed in the middle."),
            ("end", "Lines packed at the cross end."),
            ("spaceBetween", "Free space goes evenly between lines."),
            ("spaceAround", "Each line gets the same free space on both sides."),
            ("stretch", "Free space is added to every line's cross size."),
        ]),
        enumeration("ASHorizontalAlignment", "A shortcut that writes through to justifyContent or alignItems.", [
            ("none", "Leaves justifyContent and alignItems as they are. The default."),
            ("left", "Start of the horizontal axis."),
            ("middle", "Middle of the horizontal axis."),
            ("right", "End of the horizontal axis."),
        ]),
        enumeration("ASVerticalAlignment", "A shortcut that writes through to justifyContent or alignItems.", [
            ("none", "Leaves justifyContent and alignItems as they are. The default."),
            ("top", "Start of the vertical axis."),
            ("center", "Middle of the vertical axis."),
            ("bottom", "End of the vertical axis."),
        ]),
        enumeration("ASRelativeLayoutSpecPosition", "Where a relative spec puts its child on one axis.", [
            ("none", "At the start, and the child must be at least the spec's minimum on this axis."),
            ("start", "At the start; the child may be smaller than the spec."),
            ("center", "In the middle."),
            ("end", "At the end."),
        ]),
        enumeration("ASAbsoluteLayoutSpecSizing", "How an absolute spec picks its own size.", [
            ("default", "Take the maximum size offered (the children's union when unbounded)."),
            ("sizeToFit", "Take the union of the children's frames."),
        ]),
        enumeration("ASCornerLayoutLocation", "Which corner of the child the corner element is centred on.", [
            ("topLeft", "The child's top-left corner."),
            ("topRight", "The child's top-right corner."),
            ("bottomLeft", "The child's bottom-left corner."),
            ("bottomRight", "The child's bottom-right corner."),
        ]),
        enumeration("NSLineBreakMode", "What a text node does with text that does not fit its lines.", [
            ("byWordWrapping", "Wrap at word boundaries; extra lines are cut off."),
            ("byCharWrapping", "Wrap between characters; extra lines are cut off."),
            ("byClipping", "Cut off what does not fit."),
            ("byTruncatingHead", "Show the end of the hidden text, with … at the start of the last line."),
            ("byTruncatingTail", "Show the start of the hidden text, with … at the end of the last line."),
            ("byTruncatingMiddle", "Keep both ends of the last line with … in its middle."),
        ]),
        enumeration("ComparisonResult", "How two texts order (String's compare and localizedCompare).", [
            ("orderedAscending", "The first comes before the second."),
            ("orderedSame", "They order alike."),
            ("orderedDescending", "The first comes after the second."),
        ]),
        enumeration("ASDimensionUnit", "The unit of an ASDimension.", [
            ("auto", "No opinion: the parent decides."),
            ("points", "A fixed number of points."),
            ("fraction", "A share of the parent's size, 0 to 1."),
        ]),
        enumeration("UIFont.Weight", "A font weight. Accepted; the cell model draws every weight alike.", [
            ("ultraLight", "Thinnest."), ("thin", "Thin."), ("light", "Light."), ("regular", "Regular."),
            ("medium", "Medium."), ("semibold", "Semibold."), ("bold", "Bold."), ("heavy", "Heavy."),
            ("black", "Heaviest."),
        ]),
        optionSet("ASCenterLayoutSpecCenteringOptions", "The axes a center spec centres its child on ([] for none).", [
            ("X", "Centre horizontally."), ("Y", "Centre vertically."), ("XY", "Centre on both axes."),
        ]),
        optionSet("ASCenterLayoutSpecSizingOptions", "The axes on which a center spec hugs its child ([] for none).", [
            ("minimumX", "As narrow as the child instead of the whole width offered."),
            ("minimumY", "As short as the child instead of the whole height offered."),
            ("minimumXY", "Both."),
        ]),
        optionSet("ASRelativeLayoutSpecSizingOption", "The axes on which a relative spec hugs its child ([] for none).", [
            ("minimumWidth", "As narrow as the child instead of the whole width offered."),
            ("minimumHeight", "As short as the child instead of the whole height offered."),
            ("minimumSize", "Both."),
        ]),
        // ASDisplayNode.h: the ranges a node is in, read in layout code (`interfaceState.contains(.visible)`).
        optionSet("ASInterfaceState", "The ranges a node is in: none until it is in an interface.", [
            ("measureLayout", "Its layout is being calculated."), ("preload", "Its data is being fetched."),
            ("display", "Its contents are being drawn."), ("visible", "It is on screen."),
            ("inHierarchy", "It is in a view hierarchy."),
        ]),
        // UIKit's edges and corners, which layout helpers take (`func padding(_ edges: UIRectEdge, _ inset: CGFloat)`).
        optionSet("UIRectEdge", "Edges of a rectangle ([] for none).", [
            ("top", "The top edge."), ("left", "The left edge."), ("bottom", "The bottom edge."),
            ("right", "The right edge."), ("all", "Every edge."),
        ]),
        enumeration("CGRectEdge", "An edge of a rectangle, as CGRect.divided(atDistance:from:) takes it.", [
            ("minXEdge", "The left edge."), ("minYEdge", "The top edge."), ("maxXEdge", "The right edge."),
            ("maxYEdge", "The bottom edge."),
        ]),
        optionSet("UIRectCorner", "Corners of a rectangle.", [
            ("topLeft", "The top-left corner."), ("topRight", "The top-right corner."),
            ("bottomLeft", "The bottom-left corner."), ("bottomRight", "The bottom-right corner."),
            ("allCorners", "Every corner."),
        ]),
    ]

    private static func enumeration(_ name: String, _ doc: String, _ cases: [(String, String)]) -> Enumeration {
        Enumeration(name: name, isOptionSet: false, doc: doc, cases: cases.map { EnumCase(name: $0.0, doc: $0.1) })
    }

    private static func optionSet(_ name: String, _ doc: String, _ cases: [(String, String)]) -> Enumeration {
        Enumeration(name: name, isOptionSet: true, doc: doc, cases: cases.map { EnumCase(name: $0.0, doc: $0.1) })
    }
}

/// The engine's option sets from catalog option names (both Texture spellings of "both axes" included).
enum OptionSets {
    /// The options a name stands for together (`.all` of UIRectEdge, `.XY` of the centering options).
    private static let composites: [String: [String: [String]]] = [
        "UIRectEdge": ["all": ["top", "left", "bottom", "right"]],
        "UIRectCorner": ["allCorners": ["topLeft", "topRight", "bottomLeft", "bottomRight"]],
        "ASCenterLayoutSpecCenteringOptions": ["XY": ["X", "Y"]],
        "ASCenterLayoutSpecSizingOptions": ["minimumXY": ["minimumX", "minimumY"]],
        "ASRelativeLayoutSpecSizingOption": ["minimumSize": ["minimumWidth", "minimumHeight"]],
    ]

    /// The single options a value of an option set holds, its composite names spelt out.
    static func members(of type: String, _ names: [String]) -> Set<String> {
        Set(names.flatMap { composites[type]?[$0] ?? [$0] })
    }

    /// The option names a value of the option set `type` holds: an option set, or an array literal of its options
    /// (`[.top, .left]` where the set is not declared); nil for any other value.
    static func names(in value: ScriptValue, of type: String) -> [String]? {
        switch value {
        case .options(type, let names): return names
        case .array(let items):
            var names: [String] = []
            for item in items {
                guard case .options(type, let more) = item else { return nil }
                names += more
            }
            return names
        default: return nil
        }
    }

    /// A value of the option set holding `members`, in the catalog's order of its options.
    static func value(of type: String, _ members: Set<String>) -> ScriptValue {
        let order = ScriptAPI.shared.enumeration(named: type)?.cases.map(\.name) ?? members.sorted()
        return .options(type: type, names: order.filter(members.contains))
    }

    static func centering(_ names: [String]) -> CenteringOptions {
        names.reduce(into: []) { options, name in
            switch name {
            case "X": options.insert(.X)
            case "Y": options.insert(.Y)
            case "XY": options.formUnion(.XY)
            default: break
            }
        }
    }

    static func sizing(_ names: [String]) -> RelativeSizing {
        names.reduce(into: []) { options, name in
            switch name {
            case "minimumX", "minimumWidth": options.insert(.minimumWidth)
            case "minimumY", "minimumHeight": options.insert(.minimumHeight)
            case "minimumXY", "minimumSize": options.formUnion(.minimumSize)
            default: break
            }
        }
    }

    static func names(_ options: CenteringOptions) -> [String] {
        options == .XY ? ["XY"] : [options.contains(.X) ? "X" : nil, options.contains(.Y) ? "Y" : nil]
            .compactMap { $0 }
    }

    /// Sizing option names in the spelling of the center spec (`minimumX`) or the relative spec (`minimumWidth`).
    static func names(_ options: RelativeSizing, centerSpelling: Bool) -> [String] {
        if options == .minimumSize { return [centerSpelling ? "minimumXY" : "minimumSize"] }
        return [
            options.contains(.minimumWidth) ? (centerSpelling ? "minimumX" : "minimumWidth") : nil,
            options.contains(.minimumHeight) ? (centerSpelling ? "minimumY" : "minimumHeight") : nil,
        ].compactMap { $0 }
    }
}
