import TextureLayout

/// AsyncDisplayKit 1's layout values, which Texture 2 kept as deprecated names of its own (ASDimension.h's
/// `ASRelativeDimension`, `ASRelativeSize`, `ASRelativeSizeRange`, and a style's `sizeRange`): old app code uses them,
/// so they read as the values they are today.
extension ScriptAPI {
    static let asyncDisplayKit1Types: [TypeInfo] = [
        TypeInfo("ASRelativeDimension",
                 doc: "AsyncDisplayKit 1's ASDimension: points, or a percent that is a fraction of the parent (1 is all "
                    + "of it), as ASRelativeDimensionResolve multiplied it.",
                 initializers: [initializer("ASRelativeDimension", [Parameter("type", .enumeration("ASRelativeDimensionType")),
                                                                   Parameter("value", .number)],
                                            "A dimension; today's ASDimension(unit:value:).") {
                     relativeDimension(type: $0[0], value: $0.number(1))
                 }]),
        TypeInfo("ASRelativeSize", doc: "AsyncDisplayKit 1's ASLayoutSize: a width and a height as dimensions.",
                 initializers: [initializer("ASRelativeSize", [Parameter("width", .dimension), Parameter("height", .dimension)],
                                            "A size; today's ASLayoutSize(width:height:).") {
                     .layoutSize(DimensionSize(width: $0.dimension(0), height: $0.dimension(1)))
                 }]),
        TypeInfo("ASRelativeSizeRange",
                 doc: "AsyncDisplayKit 1's size range of dimensions; set as an element's sizeRange it is the style's "
                    + "minLayoutSize and maxLayoutSize, as Texture 2's setSizeRange: does.",
                 initializers: [initializer("ASRelativeSizeRange", [Parameter("min", .layoutSize), Parameter("max", .layoutSize)],
                                            "A range from min to max.") { relativeSizeRange($0[0], $0[1]) }],
                 properties: [Property("min", .layoutSize, "ASLayoutSizeAuto", "The smallest size."),
                              Property("max", .layoutSize, "ASLayoutSizeAuto", "The largest size.")]),
    ]

    static let asyncDisplayKit1Enumerations: [Enumeration] = [
        Enumeration(name: "ASRelativeDimensionType", isOptionSet: false,
                    doc: "AsyncDisplayKit 1's ASDimensionUnit.",
                    cases: [EnumCase(name: "points", doc: "So many points."),
                            EnumCase(name: "percent", doc: "A fraction of the parent: 1 is all of it.")]),
    ]

    static let asyncDisplayKit1Functions: [Callable] = [
        value(nil, "ASRelativeDimensionMake", [Parameter(nil, .enumeration("ASRelativeDimensionType")), Parameter(nil, .number)],
              "A dimension; today's ASDimensionMake(unit, value).") { relativeDimension(type: $0[0], value: $0.number(1)) },
        value(nil, "ASRelativeDimensionMakeWithPoints", [Parameter(nil, .number)],
              "Points; today's ASDimensionMakeWithPoints.") { .dimension(.points($0.number(0))) },
        value(nil, "ASRelativeDimensionMakeWithPercent", [Parameter(nil, .number)],
              "A fraction of the parent (1 is all of it); today's ASDimensionMakeWithFraction.") {
            .dimension(.fraction($0.number(0)))
        },
        value(nil, "ASRelativeSizeMake", [Parameter(nil, .dimension), Parameter(nil, .dimension)],
              "A size; today's ASLayoutSizeMake.") {
            .layoutSize(DimensionSize(width: $0.dimension(0), height: $0.dimension(1)))
        },
        value(nil, "ASRelativeSizeMakeWithCGSize", [Parameter(nil, .size)], "A size in points.") {
            .layoutSize(points($0.size(0)))
        },
        value(nil, "ASRelativeSizeRangeMake", [Parameter(nil, .layoutSize), Parameter(nil, .layoutSize)],
              "A range from min to max.") { relativeSizeRange($0[0], $0[1]) },
        value(nil, "ASRelativeSizeRangeMakeWithExactCGSize", [Parameter(nil, .size)], "Exactly this size in points.") {
            relativeSizeRange(.layoutSize(points($0.size(0))), .layoutSize(points($0.size(0))))
        },
        value(nil, "ASRelativeSizeRangeMakeWithExactRelativeSize", [Parameter(nil, .layoutSize)], "Exactly this size.") {
            relativeSizeRange($0[0], $0[0])
        },
        value(nil, "ASRelativeSizeRangeMakeWithExactRelativeDimensions", [Parameter(nil, .dimension), Parameter(nil, .dimension)],
              "Exactly this width and height.") {
            let size = ScriptValue.layoutSize(DimensionSize(width: $0.dimension(0), height: $0.dimension(1)))
            return relativeSizeRange(size, size)
        },
    ]

    static let asyncDisplayKit1Constants: [StaticValue] = [
        StaticValue(name: "ASRelativeDimensionUnconstrained", value: .dimension(.auto),
                    doc: "No dimension; today's ASDimensionAuto."),
        StaticValue(name: "ASRelativeSizeRangeUnconstrained",
                    value: relativeSizeRange(.layoutSize(.auto), .layoutSize(.auto)),
                    doc: "No range; the style's min and max layout sizes are left auto."),
    ]

    /// `.points` as points and `.percent` as the fraction it was.
    private static func relativeDimension(type: ScriptValue, value: Double) -> ScriptValue {
        guard case .enumCase(_, let name) = type else { return .dimension(.auto) }
        return .dimension(name == "percent" ? .fraction(value) : .points(value))
    }

    private static func points(_ size: Size) -> DimensionSize {
        DimensionSize(width: .points(size.width), height: .points(size.height))
    }

    static func relativeSizeRange(_ min: ScriptValue, _ max: ScriptValue) -> ScriptValue {
        .object(type: "ASRelativeSizeRange", fields: ["min": min, "max": max])
    }
}
