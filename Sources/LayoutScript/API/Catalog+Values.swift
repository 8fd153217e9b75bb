import TextureLayout

extension ScriptAPI {
    /// Numbers, dimensions and the style: the value types of Texture's layout API. (Geometry, text and images have
    /// files of their own.)
    static let valueTypes: [TypeInfo] = numberTypes + dimensionTypes + [styleType]

    /// A static method or free function that computes a value.
    static func value(_ owner: String?, _ name: String, _ parameters: [Parameter], _ doc: String,
                      _ build: @escaping @Sendable (Arguments) throws(ScriptError) -> ScriptValue) -> Callable {
        Callable(owner, name, parameters, doc: doc) { arguments throws(ScriptError) in .value(try build(arguments)) }
    }

    /// An initializer of a value type.
    static func initializer(_ owner: String, _ parameters: [Parameter], _ doc: String,
                            _ build: @escaping @Sendable (Arguments) throws(ScriptError) -> ScriptValue) -> Callable {
        Callable(owner, nil, parameters, doc: doc) { arguments throws(ScriptError) in .value(try build(arguments)) }
    }

    static func numbers(_ labels: [String?]) -> [Parameter] { labels.map { Parameter($0, .number) } }

    // MARK: Numbers

    private static let numberTypes: [TypeInfo] = ["CGFloat", "Double", "Float", "Int"].map { name in
        TypeInfo(name, doc: "A number. layoutrepl computes every number as a Double.",
                 initializers: [Callable(name, nil, [Parameter(nil, .number)], doc: "Converts a number.") {
                     arguments throws(ScriptError) in
                     name == "Int" ? .value(.number(try wholeNumber(arguments.number(0)))) : .value(arguments[0])
                 }],
                 properties: numberProperties(name),
                 staticValues: [
                    StaticValue(name: "infinity", value: .number(.infinity), doc: "Positive infinity: an unbounded size."),
                    StaticValue(name: "greatestFiniteMagnitude", value: .number(.greatestFiniteMagnitude),
                                doc: "The largest finite number; Texture treats sizes this big as unbounded."),
                    StaticValue(name: "zero", value: .number(0), doc: "0."),
                    StaticValue(name: "nan", value: .number(.nan), doc: "Not a number; Texture treats it like auto or 0."),
                    StaticValue(name: "leastNormalMagnitude", value: .number(.leastNormalMagnitude),
                                doc: "The smallest positive normal number: as good as 0 for a size."),
                    StaticValue(name: "leastNonzeroMagnitude", value: .number(.leastNonzeroMagnitude),
                                doc: "The smallest positive number."),
                    StaticValue(name: "pi", value: .number(.pi), doc: "π."),
                 ],
                 valueMethods: formattedMethods(name) + (name == "Int" ? integerMethods : floatingPointMethods(name)))
    }

    /// Int's own arithmetic methods.
    private static let integerMethods: [Callable] = [
        method("Int", "quotientAndRemainder", [Parameter("dividingBy", .integer)],
               "The quotient and remainder of a division, as (quotient:, remainder:); dividing by zero stops the app.") {
            arguments throws(ScriptError) in
            guard case .int(let dividend) = arguments.receiver, case .int(let divisor) = arguments[0] else { return .null }
            guard divisor != 0 else { throw ScriptError("division by zero (Swift stops the app here)") }
            guard !(dividend == .min && divisor == -1) else { throw ScriptError("arithmetic overflow") }
            return .tuple(labels: ["quotient", "remainder"], parts: [.int(dividend / divisor), .int(dividend % divisor)])
        },
        method("Int", "signum", [], "-1 for a negative number, 0 for zero, 1 for a positive one.") { arguments in
            guard case .int(let value) = arguments.receiver else { return .null }
            return .int(value.signum())
        },
        method("Int", "isMultiple", [Parameter("of", .integer)], "Whether the number is a multiple of another.") {
            arguments in
            guard case .int(let value) = arguments.receiver, case .int(let other) = arguments[0] else { return .null }
            // Swift's own, which answers `Int.min.isMultiple(of: -1)` without the overflow of `Int.min % -1`.
            return .bool(value.isMultiple(of: other))
        },
    ]

    /// iOS 15's `formatted()` of a number: its decimal style in US English (`12400.formatted()` is "12,400"); with a
    /// format style (`.currency(code: "EUR")`, `.percent`), which layoutrepl does not model, the same digits.
    private static func formattedMethods(_ name: String) -> [Callable] {
        @Sendable func decimal(_ arguments: Arguments) -> ScriptValue {
            let value: Double = switch arguments.receiver {
            case .int(let integer): Double(integer)
            case .number(let number): number
            default: 0
            }
            return .string(formattedNumber(value, ["numberStyle": .enumCase(type: "NumberFormatter.Style", name: "decimal"),
                                                   "maximumFractionDigits": .int(6)]))
        }
        return [
            method(name, "formatted", [], "The number in US English's decimal style: 12,400, 3.141593 (at most six "
                   + "fraction digits).", decimal),
            method(name, "formatted", [Parameter(nil, .anyIgnored("FormatStyle"))],
                   "The number in a format style; layoutrepl writes its decimal style's digits for any style.", decimal),
        ]
    }

    /// The properties Swift's numbers have that layout code reads.
    private static func numberProperties(_ name: String) -> [Property] {
        let magnitude = Property("magnitude", name == "Int" ? .integer : .number, "—", "The absolute value.")
        guard name != "Int" else { return [magnitude] }
        return [magnitude] + [("isNaN", "not a number"), ("isFinite", "finite"), ("isInfinite", "infinite"),
                              ("isZero", "zero")].map { property, meaning in
            Property(property, .bool, "—", "Whether the value is \(meaning).")
        }
    }

    /// FloatingPoint's rounding methods, as Swift rounds (`rounded()` rounds half away from zero).
    private static func floatingPointMethods(_ name: String) -> [Callable] {
        @Sendable func receiver(_ arguments: Arguments) -> Double {
            if case .number(let value) = arguments.receiver { return value }
            return 0
        }
        return [
            method(name, "rounded", [], "Rounded to the nearest whole number, half away from zero.") {
                .number(receiver($0).rounded())
            },
            method(name, "rounded", [Parameter(nil, .enumeration("FloatingPointRoundingRule"))],
                   "Rounded by the rule: .down, .up, .towardZero, .awayFromZero, .toNearestOrEven, .toNearestOrAwayFromZero.") {
                .number(receiver($0).rounded(roundingRule($0[0])))
            },
            method(name, "squareRoot", [], "The square root.") { .number(receiver($0).squareRoot()) },
            method(name, "truncatingRemainder", [Parameter("dividingBy", .number)],
                   "The remainder of dividing by the value, with the sign of the number.") {
                .number(receiver($0).truncatingRemainder(dividingBy: $0.number(0)))
            },
            method(name, "remainder", [Parameter("dividingBy", .number)],
                   "IEEE 754's remainder: the number minus the value times the nearest whole quotient (10.5 by 3 is "
                    + "-1.5).") {
                .number(receiver($0).remainder(dividingBy: $0.number(0)))
            },
        ]
    }

    static func roundingRule(_ value: ScriptValue) -> FloatingPointRoundingRule {
        guard case .enumCase(_, let name) = value else { return .toNearestOrAwayFromZero }
        switch name {
        case "down": return .down
        case "up": return .up
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        default: return .toNearestOrAwayFromZero
        }
    }

    static let numberEnumerations: [Enumeration] = [
        Enumeration(name: "FloatingPointRoundingRule", isOptionSet: false, doc: "How rounded(_:) rounds.",
                    cases: [("toNearestOrAwayFromZero", "To the nearest; halves away from zero."),
                            ("toNearestOrEven", "To the nearest; halves to the even one."), ("up", "Up."),
                            ("down", "Down."), ("towardZero", "Toward zero."), ("awayFromZero", "Away from zero.")]
                        .map { EnumCase(name: $0.0, doc: $0.1) }),
    ]

    /// `Int(x)`: truncates toward zero, as Swift does; a value Swift would trap on is an error instead.
    static func wholeNumber(_ value: Double) throws(ScriptError) -> Double {
        guard value.isFinite, abs(value) < 9.0e15 else {
            throw ScriptError("Int(\(formatPoints(value))) is not a whole number Int can hold")
        }
        return value.rounded(.towardZero)
    }

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
            Property("sizeRange", .object("ASRelativeSizeRange"), "ASRelativeSizeRangeUnconstrained",
                     "AsyncDisplayKit 1's: sets minLayoutSize and maxLayoutSize. Deprecated; set those instead."),
        ])

    // MARK: Free functions and constants

    static let freeFunctions: [Callable] = [
        value(nil, "ASDimensionMake", [Parameter(nil, .number)], "A dimension of so many points.") {
            .dimension(.points($0.number(0)))
        },
        value(nil, "ASDimensionMake", [Parameter(nil, .string)],
              "A dimension from text: \"50%\" is a fraction, \"20pt\" points, \"auto\" auto; other text is auto, "
                + "after an assertion in Texture's debug build.") {
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
    ]

    /// Global constants of Texture and Core Graphics.
    static let constants: [StaticValue] = [
        StaticValue(name: "ASSizeRangeZero", value: .sizeRange(.zero), doc: "The range holding only 0×0."),
        StaticValue(name: "ASSizeRangeUnconstrained", value: .sizeRange(.unconstrained), doc: "0×0 up to ∞×∞."),
        StaticValue(name: "ASDimensionAuto", value: .dimension(.auto), doc: "No size of its own; the parent decides."),
        StaticValue(name: "ASLayoutSizeAuto", value: .layoutSize(.auto), doc: "Auto width and height."),
        StaticValue(name: "CGFLOAT_MAX", value: .number(.greatestFiniteMagnitude), doc: "The largest CGFloat."),
        StaticValue(name: "NSNotFound", value: .int(Int.max),
                    doc: "The location of a range NSString's range(of:) did not find (Int.max)."),
        StaticValue(name: "UIEdgeInsetsZero", value: .insets(.zero), doc: "No insets."),
        StaticValue(name: "CGSizeZero", value: .size(.zero), doc: "0×0."),
        StaticValue(name: "CGPointZero", value: .point(.zero), doc: "The origin."),
    ]
}
