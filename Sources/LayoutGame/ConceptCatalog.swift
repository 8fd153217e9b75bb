import TextureLayout

/// Something a level can teach, named by a dotted key (`spec.stack`, `enum.JustifyContent.end`,
/// `quirk.flexShrinkDefault`), with the evidence that a level's solution (or lesson) really exercises it.
public struct Concept: Hashable, Sendable {
    public var key: String
    public var summary: String
    /// Any one of these is enough.
    public var evidence: [Evidence]
    /// Whether the curriculum must cover it (the validator reports uncovered required concepts as errors).
    public var isRequired: Bool

    public init(_ key: String, _ summary: String, evidence: [Evidence], isRequired: Bool = true) {
        self.key = key
        self.summary = summary
        self.evidence = evidence
        self.isRequired = isRequired
    }
}

/// How the validator recognises that a level exercises a concept.
public enum Evidence: Hashable, Sendable {
    /// These identifiers occur one after the other in the solution's code (see `containsSequence`).
    case code([String])
    /// The lesson or takeaway mentions this word: for behaviours that are shown rather than typed.
    case lesson(String)
    /// The solution gives some element a fractional (percentage) dimension that `given` did not.
    case fractionDimension
    /// The solution puts a spec inside another spec.
    case nestedSpecs
}

/// Every concept of the curriculum: each spec, each stack property, each enum value that changes a result, the
/// style sizes and stack-item properties, and Texture's surprises.
public enum ConceptCatalog {
    public static let concepts: [Concept] = specs + stackProperties + specProperties + enumValues + style + nodes + behaviours

    public static func concept(_ key: String) -> Concept? { concepts.first { $0.key == key } }
    public static var keys: [String] { concepts.map(\.key) }

    static let specs: [Concept] = [
        ("spec.stack", "ASStackLayoutSpec", "lays children out in a row or column"),
        ("spec.inset", "ASInsetLayoutSpec", "adds padding around one child"),
        ("spec.overlay", "ASOverlayLayoutSpec", "draws one element over another, sized by the lower one"),
        ("spec.background", "ASBackgroundLayoutSpec", "draws one element behind another, sized by the front one"),
        ("spec.center", "ASCenterLayoutSpec", "centres a child on one or both axes"),
        ("spec.relative", "ASRelativeLayoutSpec", "puts a child at the start, centre or end of each axis"),
        ("spec.ratio", "ASRatioLayoutSpec", "fixes the height as a multiple of the width"),
        ("spec.absolute", "ASAbsoluteLayoutSpec", "places children at given coordinates"),
        ("spec.wrapper", "ASWrapperLayoutSpec", "passes the whole range on to its child"),
        ("spec.corner", "ASCornerLayoutSpec", "pins an element to a corner of another"),
        ("spec.spacer", "ASLayoutSpec", "an empty spec that takes leftover room in a stack"),
    ].map { Concept($0.0, "\($0.1): \($0.2)", evidence: [.code([$0.1])]) }

    static let stackProperties: [Concept] = [
        ("direction", "which axis is the main axis"),
        ("spacing", "the gap between neighbours on the main axis"),
        ("justifyContent", "where the children sit on the main axis"),
        ("alignItems", "where the children sit on the cross axis"),
        ("flexWrap", "whether children continue on a new line"),
        ("alignContent", "how wrapped lines share the cross axis"),
        ("lineSpacing", "the gap between wrapped lines"),
        ("horizontalAlignment", "left/middle/right, written through to justify or align"),
        ("verticalAlignment", "top/center/bottom, written through to justify or align"),
    ].map { property, summary in
        var evidence: [Evidence] = [.code([property])]
        if property == "direction" {
            evidence += [.code(["ASStackLayoutSpec", "vertical"]), .code(["ASStackLayoutSpec", "horizontal"])]
        }
        return Concept("stack.\(property)", "stack \(property): \(summary)", evidence: evidence)
    }

    /// The properties of the single-child and positioning specs, found by name (a property or initializer label).
    /// A property whose values each have a required `enum.` concept is optional itself: its values cover it.
    static let specProperties: [Concept] = [
        ("center.centeringOptions", "the axes a center spec centres on"),
        ("center.sizingOptions", "the axes on which a center spec hugs its child"),
        ("relative.horizontalPosition", "where a relative spec puts its child across"),
        ("relative.verticalPosition", "where a relative spec puts its child down"),
        ("relative.sizingOption", "the axes on which a relative spec hugs its child"),
        ("absolute.sizing", "whether an absolute spec takes its max or fits its children"),
        ("corner.location", "which corner of the child the corner element sits on"),
        ("corner.offset", "a corner element nudged by an offset"),
        ("corner.wrapsCorner", "a corner spec that grows to include its corner element"),
    ].map { key, summary in
        let property = String(key.split(separator: ".")[1])
        let labels = property == "location" ? [property, "cornerLocation"] : [property]
        let hasEnumValues = !["offset", "wrapsCorner"].contains(property)
        return Concept(key, summary, evidence: labels.map { .code([$0]) }, isRequired: !hasEnumValues)
    }

    /// `enum.<Type>.<case>` for every value that changes a layout, found as `<property>: .<case>` in code.
    static let enumValues: [Concept] = {
        var concepts: [Concept] = []
        func add(_ type: String, _ properties: [String], _ cases: [String]) {
            for value in cases {
                concepts.append(Concept(
                    "enum.\(type).\(value)", "\(type).\(value)",
                    evidence: properties.map { .code([$0, value]) }))
            }
        }
        add("StackDirection", ["direction", "ASStackLayoutSpec"], StackDirection.allCases.map(\.rawValue))
        add("JustifyContent", ["justifyContent"], JustifyContent.allCases.map(\.rawValue))
        add("AlignItems", ["alignItems"], AlignItems.allCases.filter { $0 != .notSet }.map(\.rawValue))
        add("AlignSelf", ["alignSelf"], AlignSelf.allCases.filter { $0 != .auto }.map(\.rawValue))
        add("AlignContent", ["alignContent"], AlignContent.allCases.map(\.rawValue))
        add("FlexWrap", ["flexWrap"], FlexWrap.allCases.map(\.rawValue))
        add("HorizontalAlignment", ["horizontalAlignment"], HorizontalAlignment.allCases.filter { $0 != .none }.map(\.rawValue))
        add("VerticalAlignment", ["verticalAlignment"], VerticalAlignment.allCases.filter { $0 != .none }.map(\.rawValue))
        add("CenteringOptions", ["centeringOptions"], ["X", "Y", "XY"])
        add("CenterSizingOptions", ["sizingOptions"], ["minimumX", "minimumY", "minimumXY"])
        add("RelativePosition", ["horizontalPosition", "verticalPosition"], ["none", "start", "center", "end"])
        add("RelativeSizing", ["sizingOption"], ["minimumWidth", "minimumHeight", "minimumSize"])
        add("AbsoluteSizing", ["sizing"], AbsoluteSizing.allCases.map(\.rawValue))
        add("CornerLocation", ["location", "cornerLocation"], CornerLocation.allCases.map(\.rawValue))
        return concepts
    }()

    static let style: [Concept] = [
        Concept("style.preferredSize", "preferredSize: an exact width and height", evidence: [.code(["preferredSize"])]),
        Concept("style.width", "style.width", evidence: [.code(["style", "width"]), .code(["preferredLayoutSize"])]),
        Concept("style.height", "style.height", evidence: [.code(["style", "height"]), .code(["preferredLayoutSize"])]),
        Concept("style.minWidth", "style.minWidth",
                evidence: [.code(["minWidth"]), .code(["minSize"]), .code(["minLayoutSize"])]),
        Concept("style.maxWidth", "style.maxWidth",
                evidence: [.code(["maxWidth"]), .code(["maxSize"]), .code(["maxLayoutSize"])]),
        Concept("style.minHeight", "style.minHeight",
                evidence: [.code(["minHeight"]), .code(["minSize"]), .code(["minLayoutSize"])]),
        Concept("style.maxHeight", "style.maxHeight",
                evidence: [.code(["maxHeight"]), .code(["maxSize"]), .code(["maxLayoutSize"])]),
        Concept("style.minSize", "style.minSize: both minimums at once", evidence: [.code(["minSize"])],
                isRequired: false),
        Concept("style.maxSize", "style.maxSize: both maximums at once", evidence: [.code(["maxSize"])],
                isRequired: false),
        Concept("style.percent", "a dimension as a fraction of the parent's size", evidence: [.fractionDimension]),
        Concept("style.flexGrow", "flexGrow: share of the leftover main-axis room", evidence: [.code(["flexGrow"])]),
        Concept("style.flexShrink", "flexShrink: share of the overflow to give back", evidence: [.code(["flexShrink"])]),
        Concept("style.flexBasis", "flexBasis: the main-axis size before flexing", evidence: [.code(["flexBasis"])]),
        Concept("style.spacingBefore", "spacingBefore: extra gap before one child", evidence: [.code(["spacingBefore"])]),
        Concept("style.spacingAfter", "spacingAfter: extra gap after one child", evidence: [.code(["spacingAfter"])]),
        Concept("style.alignSelf", "alignSelf: one child's own cross-axis alignment", evidence: [.code(["alignSelf"])]),
        Concept("style.layoutPosition", "layoutPosition: a child's place in an absolute spec",
                evidence: [.code(["layoutPosition"])]),
        Concept("concept.insetInfinity", "an infinite inset pins the child to the opposite edge",
                evidence: [.code(["infinity"])]),
        Concept("style.layoutSize", "preferredLayoutSize, minLayoutSize, maxLayoutSize: both sides as ASDimensions",
                evidence: [.code(["preferredLayoutSize"]), .code(["minLayoutSize"]), .code(["maxLayoutSize"])]),
        Concept("style.ascender", "ascender/descender: where a child's baselines are, set by hand for an icon",
                evidence: [.code(["ascender"]), .code(["descender"])]),
    ]

    /// What the node classes bring: their own measured sizes, their own specs.
    static let nodes: [Concept] = [
        Concept("node.image", "an image node measures as its image's size in points", evidence: [.code(["UIImage"])]),
        Concept("node.maximumNumberOfLines", "a text node limited to some lines, truncated",
                evidence: [.code(["maximumNumberOfLines"])]),
        Concept("node.layoutSpecBlock", "a node that lays out its subnodes with its own layoutSpecBlock",
                evidence: [.code(["layoutSpecBlock"])]),
        Concept("node.subclass", "a node class whose layoutSpecThatFits lays out its subnodes",
                evidence: [.code(["layoutSpecThatFits"])]),
    ]

    static let behaviours: [Concept] = [
        Concept("concept.baseline", "lining up text on its baselines (ascender/descender)",
                evidence: [.code(["baselineFirst"]), .code(["baselineLast"])]),
        Concept("concept.wrapping", "children continuing on further lines", evidence: [.code(["flexWrap", "wrap"])]),
        Concept("concept.nesting", "specs inside specs", evidence: [.nestedSpecs]),
        Concept("quirk.flexShrinkDefault", "flexShrink is 0 by default, so content overflows",
                evidence: [.code(["flexShrink"]), .lesson("flexShrink")]),
        Concept("quirk.justifyHug", "justifyContent has no effect when the stack hugs its content",
                evidence: [.lesson("justifyContent")]),
        Concept("quirk.immediateChildren", "stack-item properties are read only from immediate children",
                evidence: [.lesson("immediate"), .lesson("direct child")]),
        Concept("quirk.parentRangeWins", "the parent's range wins over the child's own size",
                evidence: [.lesson("parent")]),
        Concept("quirk.cssDifferences", "where Texture's stack differs from CSS flexbox",
                evidence: [.lesson("CSS")]),
        Concept("concept.negativeInsets", "negative insets: a child larger than its slot",
                evidence: [.lesson("negative inset")]),
        Concept("concept.columnFlex", "growing and shrinking along a vertical stack",
                evidence: [.lesson("column")]),
        Concept("concept.columnWrap", "a vertical stack that wraps into columns",
                evidence: [.lesson("new column")]),
        Concept("concept.optimizedFlexing", "the one child that both grows and shrinks is flexed from 0",
                evidence: [.lesson("exactly one child")]),
        Concept("concept.ratioAboveOne", "a ratio above 1 is taller than wide", evidence: [.lesson("above 1")]),
        // Finer points some levels single out; welcome, but not required of the curriculum.
        Concept("concept.stackDefaults", "a fresh stack is horizontal and stretches", evidence: [.lesson("stretch")],
                isRequired: false),
        Concept("concept.defaultNodeSize", "a node without a size takes the room it is offered",
                evidence: [.lesson("size")], isRequired: false),
        Concept("concept.mainCrossAxis", "main axis versus cross axis", evidence: [.lesson("cross axis")],
                isRequired: false),
        Concept("concept.growRatio", "flexGrow values share the room in proportion",
                evidence: [.code(["flexGrow"])], isRequired: false),
        Concept("concept.shrinkWeighted", "shrinking is weighted by flexShrink times size",
                evidence: [.code(["flexShrink"])], isRequired: false),
        Concept("concept.textShrink", "a shrinking text node wraps onto more lines",
                evidence: [.code(["flexShrink"])], isRequired: false),
    ]
}
