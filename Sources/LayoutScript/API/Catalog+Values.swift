import TextureLayout

extension ScriptAPI {
    /// Geometry, dimensions, text and the style: the value types of Texture's layout API.
    static let valueTypes: [TypeInfo] = numberTypes + geometryTypes + dimensionTypes + contentTypes + [styleType]

    private static func value(_ owner: String?, _ name: String, _ parameters: [Parameter], _ doc: String,
                              _ build: @escaping @Sendable (Arguments) -> ScriptValue) -> Callable {
        Callable(owner, name, parameters, doc: doc) { arguments throws(ScriptError) in .value(build(arguments)) }
    }

    private static func initializer(_ owner: String, _ parameters: [Parameter], _ doc: String,
                                    _ build: @escaping @Sendable (Arguments) -> ScriptValue) -> Callable {
        Callable(owner, nil, parameters, doc: doc) { arguments throws(ScriptError) in .value(build(arguments)) }
    }

    private static func numbers(_ labels: [String?]) -> [Parameter] { labels.map { Parameter($0, .number) } }

    // MARK: Numbers

    private static let numberTypes: [TypeInfo] = ["CGFloat", "Double", "Float", "Int"].map { name in
        TypeInfo(name, doc: "A number. layoutrepl computes every number as a Double.",
                 initializers: [Callable(name, nil, [Parameter(nil, .number)], doc: "Converts a number.") {
                     arguments throws(ScriptError) in
                     name == "Int" ? .value(.number(try wholeNumber(arguments.number(0)))) : .value(arguments[0])
                 }],
                 staticValues: [
                    StaticValue(name: "infinity", value: .number(.infinity), doc: "Positive infinity: an unbounded size."),
                    StaticValue(name: "greatestFiniteMagnitude", value: .number(.greatestFiniteMagnitude),
                                doc: "The largest finite number; Texture treats sizes this big as unbounded."),
                    StaticValue(name: "zero", value: .number(0), doc: "0."),
                    StaticValue(name: "nan", value: .number(.nan), doc: "Not a number; Texture treats it like auto or 0."),
                 ])
    }

    /// `Int(x)`: truncates toward zero, as Swift does; a value Swift would trap on is an error instead.
    static func wholeNumber(_ value: Double) throws(ScriptError) -> Double {
        guard value.isFinite, abs(value) < 9.0e15 else {
            throw ScriptError("Int(\(formatPoints(value))) is not a whole number Int can hold")
        }
        return value.rounded(.towardZero)
    }

    // MARK: Geometry

    private static let geometryTypes: [TypeInfo] = [
        TypeInfo("CGSize", doc: "A width and a height in points.",
                 initializers: [initializer("CGSize", numbers(["width", "height"]), "A size.") {
                     .size(Size(width: $0.number(0), height: $0.number(1)))
                 }],
                 properties: [Property("width", .number, "0", "The width in points."),
                              Property("height", .number, "0", "The height in points.")],
                 staticValues: [StaticValue(name: "zero", value: .size(.zero), doc: "0×0.")]),
        TypeInfo("CGPoint", doc: "A position in points.",
                 initializers: [initializer("CGPoint", numbers(["x", "y"]), "A point.") {
                     .point(Point(x: $0.number(0), y: $0.number(1)))
                 }],
                 properties: [Property("x", .number, "0", "Points from the left."),
                              Property("y", .number, "0", "Points from the top.")],
                 staticValues: [StaticValue(name: "zero", value: .point(.zero), doc: "The origin.")]),
        TypeInfo("CGRect", doc: "An origin and a size.",
                 initializers: [initializer("CGRect", numbers(["x", "y", "width", "height"]), "A rectangle.") {
                     .rect(Rect(x: $0.number(0), y: $0.number(1), width: $0.number(2), height: $0.number(3)))
                 }],
                 properties: [Property("origin", .point, "CGPoint.zero", "The top-left corner."),
                              Property("size", .size, "CGSize.zero", "The width and height."),
                              Property("width", .number, "0", "The width."),
                              Property("height", .number, "0", "The height.")],
                 staticValues: [StaticValue(name: "zero", value: .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
                                            doc: "An empty rectangle at the origin.")]),
        TypeInfo("UIEdgeInsets", doc: "Space on the four sides of something, in points.",
                 initializers: [initializer("UIEdgeInsets", numbers(["top", "left", "bottom", "right"]), "Four insets.") {
                     .insets(EdgeInsets(top: $0.number(0), left: $0.number(1), bottom: $0.number(2), right: $0.number(3)))
                 }],
                 properties: ["top", "left", "bottom", "right"].map {
                     Property($0, .number, "0", "The inset on the \($0) side.")
                 },
                 staticValues: [StaticValue(name: "zero", value: .insets(.zero), doc: "No insets.")]),
    ]

    // MARK: Dimensions and ranges

    private static let dimensionTypes: [TypeInfo] = [
        TypeInfo("ASDimension", doc: "A length that is auto, a number of points, or a fraction of the parent's size.",
                 initializers: [initializer("ASDimension", [Parameter("unit", .enumeration("ASDimensionUnit")),
                                                      Parameter("value", .number)], "A dimension.") {
                     dimension(unit: $0[0], value: $0.number(1))
                 }],
                 properties: [Property("unit", .enumeration("ASDimensionUnit"), ".auto", "auto, points or fraction."),
                              Property("value", .number, "0", "The points or the fraction (0.5 is half).")],
                 staticValues: [StaticValue(name: "auto", value: .dimension(.auto),
                                            doc: "ASDimensionAuto: no size of its own; the parent decides.")]),
        TypeInfo("ASLayoutSize", doc: "A width and a height given as ASDimensions.",
                 initializers: [initializer("ASLayoutSize", [Parameter("width", .dimension), Parameter("height", .dimension)],
                                      "A layout size.") {
                     .layoutSize(DimensionSize(width: $0.dimension(0), height: $0.dimension(1)))
                 }],
                 properties: [Property("width", .dimension, "auto", "The width."),
                              Property("height", .dimension, "auto", "The height.")]),
        TypeInfo("ASSizeRange", doc: "The smallest and largest size an element may take: what a parent offers a child.",
                 initializers: [initializer("ASSizeRange", [Parameter("min", .size), Parameter("max", .size)], "A range.") {
                     .sizeRange(SizeRange(min: $0.size(0), max: $0.size(1)))
                 }],
                 properties: [Property("min", .size, "CGSize.zero", "The smallest size allowed."),
                              Property("max", .size, "CGSize.zero", "The largest size allowed; may be infinite.")]),
    ]

    /// `ASDimensionMake(unit, value)`: auto ignores the value.
    static func dimension(unit: ScriptValue, value: Double) -> ScriptValue {
        guard case .enumCase(_, let name) = unit else { return .dimension(.auto) }
        switch name {
        case "points": return .dimension(.points(value))
        case "fraction": return .dimension(.fraction(value))
        default: return .dimension(.auto)
        }
    }

    // MARK: Text and images

    private static let contentTypes: [TypeInfo] = [
        TypeInfo("NSAttributedString", doc: "Text with attributes; layoutrepl reads the string and the font size.",
                 initializers: [
                    initializer("NSAttributedString", [Parameter("string", .string)], "Text in the default 16 pt font.") {
                        .attributedString(TextContent($0.string(0)))
                    },
                    initializer("NSAttributedString", [Parameter("string", .string), Parameter("attributes", .attributes)],
                          "Text with attributes; only .font changes the layout.") {
                        .attributedString(TextContent($0.string(0), fontSize: fontSize(in: $0[1])))
                    },
                 ],
                 properties: [Property("string", .string, "\"\"", "The characters.")]),
        TypeInfo("UIFont", doc: "A font; only its size matters to layout.",
                 staticMethods: [
                    value("UIFont", "systemFont", [Parameter("ofSize", .number)], "The system font.") {
                        .font(size: $0.number(0))
                    },
                    value("UIFont", "boldSystemFont", [Parameter("ofSize", .number)], "The bold system font.") {
                        .font(size: $0.number(0))
                    },
                    value("UIFont", "systemFont",
                          [Parameter("ofSize", .number), Parameter("weight", .enumeration("UIFont.Weight"))],
                          "The system font at a weight.") { .font(size: $0.number(0)) },
                    value("UIFont", "italicSystemFont", [Parameter("ofSize", .number)], "The italic system font.") {
                        .font(size: $0.number(0))
                    },
                 ]),
        TypeInfo("UIImage", doc: "An image. layoutrepl takes its size from a name ending in WxH, e.g. \"avatar-40x40\".",
                 initializers: [initializer("UIImage", [Parameter("named", .string)], "An image from the app's assets.") {
                     .image(name: $0.string(0), size: imageSize(named: $0.string(0)))
                 }],
                 properties: [Property("size", .size, "CGSize.zero", "The image's size in points.")]),
        TypeInfo("UIColor", doc: "A colour. Accepted and ignored: colours do not change layout."),
    ]

    /// The font size in an attributes dictionary, 16 when it has no `.font`.
    static func fontSize(in attributes: ScriptValue) -> Double {
        guard case .array(let pairs) = attributes else { return 16 }
        for pair in pairs {
            if case .array(let entry) = pair, entry.count == 2, entry[0] == .unresolvedMember("font"),
               case .font(let size) = entry[1] {
                return size
            }
        }
        return 16
    }

    /// The size in an image name that ends in `WxH` (`"avatar-40x40"` is 40×40), nil otherwise.
    static func imageSize(named name: String) -> Size? {
        let tail = name.reversed().prefix { $0.isASCII && ($0.isNumber || $0 == "x" || $0 == ".") }
        let parts = String(tail.reversed()).split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else { return nil }
        return Size(width: width, height: height)
    }

    // MARK: Style

    private static let styleType = TypeInfo(
        "ASLayoutElementStyle",
        doc: "The sizing and stack-item properties every node and spec has. Sizes are requests: the range the parent offers always wins.",
        properties: [
            Property("width", .dimension, "ASDimensionAuto", "The exact width wanted, in points or as a fraction of the parent."),
            Property("height", .dimension, "ASDimensionAuto", "The exact height wanted, in points or as a fraction of the parent."),
            Property("minWidth", .dimension, "ASDimensionAuto", "The element is never narrower than this; beats width and maxWidth."),
            Property("maxWidth", .dimension, "ASDimensionAuto", "The element is never wider than this; beats width."),
            Property("minHeight", .dimension, "ASDimensionAuto", "The element is never shorter than this; beats height and maxHeight."),
            Property("maxHeight", .dimension, "ASDimensionAuto", "The element is never taller than this; beats height."),
            Property("preferredSize", .size, "CGSize.zero", "Sets width and height to points in one go."),
            Property("minSize", .size, "—", "Sets minWidth and minHeight to points. Texture has no getter.", access: .writeOnly),
            Property("maxSize", .size, "—", "Sets maxWidth and maxHeight to points. Texture has no getter.", access: .writeOnly),
            Property("preferredLayoutSize", .layoutSize, "ASLayoutSize(auto, auto)", "width and height as one ASLayoutSize."),
            Property("minLayoutSize", .layoutSize, "ASLayoutSize(auto, auto)", "minWidth and minHeight as one ASLayoutSize."),
            Property("maxLayoutSize", .layoutSize, "ASLayoutSize(auto, auto)", "maxWidth and maxHeight as one ASLayoutSize."),
            Property("spacingBefore", .number, "0", "Extra points before this child in a stack, added to the stack's spacing."),
            Property("spacingAfter", .number, "0", "Extra points after this child in a stack."),
            Property("flexGrow", .number, "0", "This child's share of the free main-axis space of its stack; 0 means it does not grow."),
            Property("flexShrink", .number, "0", "This child's share of the overflow its stack must remove; 0 (Texture's default, unlike CSS) means it never shrinks."),
            Property("flexBasis", .dimension, "ASDimensionAuto", "The main-axis size a stack starts from before growing or shrinking."),
            Property("alignSelf", .enumeration("ASStackLayoutAlignSelf"), ".auto", "This child's cross-axis alignment, overriding the stack's alignItems."),
            Property("ascender", .number, "0", "Distance from the top to the first baseline; text nodes set it."),
            Property("descender", .number, "0", "Distance from the last baseline to the bottom (negative); text nodes set it."),
            Property("layoutPosition", .point, "CGPoint.zero", "Where an absolute spec puts this child."),
        ])

    // MARK: Free functions and constants

    static let freeFunctions: [Callable] = [
        value(nil, "ASDimensionMake", [Parameter(nil, .number)], "A dimension of so many points.") {
            .dimension(.points($0.number(0)))
        },
        value(nil, "ASDimensionMake", [Parameter(nil, .string)],
              "A dimension from text: \"50%\" is a fraction, \"20pt\" points, \"auto\" auto.") {
            .dimension(Dimension(parsing: $0.string(0)))
        },
        value(nil, "ASDimensionMake", [Parameter(nil, .enumeration("ASDimensionUnit")), Parameter(nil, .number)],
              "A dimension with an explicit unit.") { dimension(unit: $0[0], value: $0.number(1)) },
        value(nil, "ASDimensionMakeWithPoints", [Parameter(nil, .number)], "A dimension of so many points.") {
            .dimension(.points($0.number(0)))
        },
        value(nil, "ASDimensionMakeWithFraction", [Parameter(nil, .number)], "A fraction of the parent (0.5 is half).") {
            .dimension(.fraction($0.number(0)))
        },
        value(nil, "ASLayoutSizeMake", [Parameter(nil, .dimension), Parameter(nil, .dimension)], "An ASLayoutSize.") {
            .layoutSize(DimensionSize(width: $0.dimension(0), height: $0.dimension(1)))
        },
        value(nil, "ASSizeRangeMake", [Parameter(nil, .size)], "A range holding exactly one size.") {
            .sizeRange(SizeRange(exactly: $0.size(0)))
        },
        value(nil, "ASSizeRangeMake", [Parameter(nil, .size), Parameter(nil, .size)], "A range from min to max.") {
            .sizeRange(SizeRange(min: $0.size(0), max: $0.size(1)))
        },
        value(nil, "CGSizeMake", numbers([nil, nil]), "A size.") { .size(Size(width: $0.number(0), height: $0.number(1))) },
        value(nil, "CGPointMake", numbers([nil, nil]), "A point.") { .point(Point(x: $0.number(0), y: $0.number(1))) },
        value(nil, "CGRectMake", numbers([nil, nil, nil, nil]), "A rectangle.") {
            .rect(Rect(x: $0.number(0), y: $0.number(1), width: $0.number(2), height: $0.number(3)))
        },
        value(nil, "UIEdgeInsetsMake", numbers([nil, nil, nil, nil]), "Insets: top, left, bottom, right.") {
            .insets(EdgeInsets(top: $0.number(0), left: $0.number(1), bottom: $0.number(2), right: $0.number(3)))
        },
        value(nil, "min", numbers([nil, nil]), "The smaller number.") { .number(Swift.min($0.number(0), $0.number(1))) },
        value(nil, "max", numbers([nil, nil]), "The larger number.") { .number(Swift.max($0.number(0), $0.number(1))) },
        value(nil, "abs", numbers([nil]), "The magnitude.") { .number(Swift.abs($0.number(0))) },
        value(nil, "floor", numbers([nil]), "Rounded down.") { .number($0.number(0).rounded(.down)) },
        value(nil, "ceil", numbers([nil]), "Rounded up.") { .number($0.number(0).rounded(.up)) },
        value(nil, "round", numbers([nil]), "Rounded to the nearest whole number.") {
            .number($0.number(0).rounded(.toNearestOrAwayFromZero))
        },
    ]

    /// Global constants of Texture and Core Graphics.
    static let constants: [StaticValue] = [
        StaticValue(name: "ASSizeRangeZero", value: .sizeRange(.zero), doc: "The range holding only 0×0."),
        StaticValue(name: "ASSizeRangeUnconstrained", value: .sizeRange(.unconstrained), doc: "0×0 up to ∞×∞."),
        StaticValue(name: "ASDimensionAuto", value: .dimension(.auto), doc: "No size of its own; the parent decides."),
        StaticValue(name: "ASLayoutSizeAuto", value: .layoutSize(.auto), doc: "Auto width and height."),
        StaticValue(name: "CGFLOAT_MAX", value: .number(.greatestFiniteMagnitude), doc: "The largest CGFloat."),
        StaticValue(name: "UIEdgeInsetsZero", value: .insets(.zero), doc: "No insets."),
        StaticValue(name: "CGSizeZero", value: .size(.zero), doc: "0×0."),
        StaticValue(name: "CGPointZero", value: .point(.zero), doc: "The origin."),
    ]
}
