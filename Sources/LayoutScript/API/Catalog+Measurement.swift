import Foundation

/// Foundation's `Measurement` and its units (`UnitLength.kilometers`, `.celsius`), with the conversions between the
/// units of one dimension, and `MeasurementFormatter`, whose text a stat or a distance label measures.
extension ScriptAPI {
    /// A unit: its symbol as Foundation writes it, the name its long style writes (plural), and how a value in it
    /// converts to its dimension's base unit (`base = value * coefficient + constant`).
    struct MeasurementUnit: Sendable {
        var name: String
        var symbol: String
        var longName: String
        var coefficient: Double
        var constant: Double = 0
    }

    /// The units of each dimension, the base unit first, with Foundation's coefficients (as swift-corelibs-foundation
    /// gives them: a stone is 0.157473 kg there, as in Apple's, a known slip kept for the same conversions).
    static let measurementUnits: [(dimension: String, units: [MeasurementUnit])] = [
        ("UnitLength", [
            MeasurementUnit(name: "meters", symbol: "m", longName: "meters", coefficient: 1),
            MeasurementUnit(name: "kilometers", symbol: "km", longName: "kilometers", coefficient: 1000),
            MeasurementUnit(name: "centimeters", symbol: "cm", longName: "centimeters", coefficient: 0.01),
            MeasurementUnit(name: "millimeters", symbol: "mm", longName: "millimeters", coefficient: 0.001),
            MeasurementUnit(name: "miles", symbol: "mi", longName: "miles", coefficient: 1609.34),
            MeasurementUnit(name: "yards", symbol: "yd", longName: "yards", coefficient: 0.9144),
            MeasurementUnit(name: "feet", symbol: "ft", longName: "feet", coefficient: 0.3048),
            MeasurementUnit(name: "inches", symbol: "in", longName: "inches", coefficient: 0.0254),
        ]),
        ("UnitMass", [
            MeasurementUnit(name: "kilograms", symbol: "kg", longName: "kilograms", coefficient: 1),
            MeasurementUnit(name: "grams", symbol: "g", longName: "grams", coefficient: 0.001),
            MeasurementUnit(name: "milligrams", symbol: "mg", longName: "milligrams", coefficient: 0.000001),
            MeasurementUnit(name: "pounds", symbol: "lb", longName: "pounds", coefficient: 0.453592),
            MeasurementUnit(name: "ounces", symbol: "oz", longName: "ounces", coefficient: 0.0283495),
            MeasurementUnit(name: "stones", symbol: "st", longName: "stones", coefficient: 0.157473),
        ]),
        ("UnitDuration", [
            MeasurementUnit(name: "seconds", symbol: "s", longName: "seconds", coefficient: 1),
            MeasurementUnit(name: "minutes", symbol: "min", longName: "minutes", coefficient: 60),
            MeasurementUnit(name: "hours", symbol: "hr", longName: "hours", coefficient: 3600),
            MeasurementUnit(name: "milliseconds", symbol: "ms", longName: "milliseconds", coefficient: 0.001),
        ]),
        ("UnitTemperature", [
            MeasurementUnit(name: "kelvin", symbol: "K", longName: "kelvins", coefficient: 1),
            MeasurementUnit(name: "celsius", symbol: "°C", longName: "degrees Celsius", coefficient: 1, constant: 273.15),
            MeasurementUnit(name: "fahrenheit", symbol: "°F", longName: "degrees Fahrenheit", coefficient: 0.55555555555556,
                            constant: 255.37222222222428),
        ]),
        ("UnitSpeed", [
            MeasurementUnit(name: "metersPerSecond", symbol: "m/s", longName: "meters per second", coefficient: 1),
            MeasurementUnit(name: "kilometersPerHour", symbol: "km/h", longName: "kilometers per hour", coefficient: 0.277778),
            MeasurementUnit(name: "milesPerHour", symbol: "mph", longName: "miles per hour", coefficient: 0.44704),
            MeasurementUnit(name: "knots", symbol: "kn", longName: "knots", coefficient: 0.514444),
        ]),
        ("UnitVolume", [
            MeasurementUnit(name: "liters", symbol: "L", longName: "liters", coefficient: 1),
            MeasurementUnit(name: "milliliters", symbol: "mL", longName: "milliliters", coefficient: 0.001),
            MeasurementUnit(name: "cubicMeters", symbol: "m³", longName: "cubic meters", coefficient: 1000),
            MeasurementUnit(name: "gallons", symbol: "gal", longName: "gallons", coefficient: 3.78541),
            MeasurementUnit(name: "fluidOunces", symbol: "fl oz", longName: "fluid ounces", coefficient: 0.0295735),
            MeasurementUnit(name: "cups", symbol: "cup", longName: "cups", coefficient: 0.24),
        ]),
        ("UnitEnergy", [
            MeasurementUnit(name: "joules", symbol: "J", longName: "joules", coefficient: 1),
            MeasurementUnit(name: "kilojoules", symbol: "kJ", longName: "kilojoules", coefficient: 1000),
            MeasurementUnit(name: "calories", symbol: "cal", longName: "calories", coefficient: 4.184),
            MeasurementUnit(name: "kilocalories", symbol: "kCal", longName: "kilocalories", coefficient: 4184),
            MeasurementUnit(name: "kilowattHours", symbol: "kWh", longName: "kilowatt-hours", coefficient: 3_600_000),
        ]),
        ("UnitArea", [
            MeasurementUnit(name: "squareMeters", symbol: "m²", longName: "square meters", coefficient: 1),
            MeasurementUnit(name: "squareKilometers", symbol: "km²", longName: "square kilometers", coefficient: 1_000_000),
            MeasurementUnit(name: "squareFeet", symbol: "ft²", longName: "square feet", coefficient: 0.092903),
            MeasurementUnit(name: "acres", symbol: "ac", longName: "acres", coefficient: 4046.86),
            MeasurementUnit(name: "hectares", symbol: "ha", longName: "hectares", coefficient: 10_000),
        ]),
        ("UnitPower", [
            MeasurementUnit(name: "watts", symbol: "W", longName: "watts", coefficient: 1),
            MeasurementUnit(name: "kilowatts", symbol: "kW", longName: "kilowatts", coefficient: 1000),
            MeasurementUnit(name: "horsepower", symbol: "hp", longName: "horsepower", coefficient: 745.7),
        ]),
        ("UnitPressure", [
            MeasurementUnit(name: "newtonsPerMetersSquared", symbol: "N/m²", longName: "newtons per square meter", coefficient: 1),
            MeasurementUnit(name: "hectopascals", symbol: "hPa", longName: "hectopascals", coefficient: 100),
            MeasurementUnit(name: "bars", symbol: "bar", longName: "bars", coefficient: 100_000),
            MeasurementUnit(name: "inchesOfMercury", symbol: "inHg", longName: "inches of mercury", coefficient: 3386.39),
            MeasurementUnit(name: "poundsForcePerSquareInch", symbol: "psi", longName: "pounds per square inch",
                            coefficient: 6894.76),
        ]),
        ("UnitInformationStorage", [
            MeasurementUnit(name: "bits", symbol: "bit", longName: "bits", coefficient: 1),
            MeasurementUnit(name: "bytes", symbol: "B", longName: "bytes", coefficient: 8),
            MeasurementUnit(name: "kilobytes", symbol: "kB", longName: "kilobytes", coefficient: 8_000),
            MeasurementUnit(name: "megabytes", symbol: "MB", longName: "megabytes", coefficient: 8_000_000),
            MeasurementUnit(name: "gigabytes", symbol: "GB", longName: "gigabytes", coefficient: 8_000_000_000),
        ]),
        ("UnitAngle", [
            MeasurementUnit(name: "degrees", symbol: "°", longName: "degrees", coefficient: 1),
            MeasurementUnit(name: "radians", symbol: "rad", longName: "radians", coefficient: 180 / Double.pi),
        ]),
    ]

    /// A unit as a value: its dimension's class and what converts it.
    static func unitValue(_ unit: MeasurementUnit, of dimension: String) -> ScriptValue {
        .object(type: dimension, fields: [
            "name": .string(unit.name), "symbol": .string(unit.symbol), "coefficient": .number(unit.coefficient),
            "constant": .number(unit.constant),
        ])
    }

    static func measurement(_ value: Double, _ unit: ScriptValue) -> ScriptValue {
        var symbol = ""
        if case .object(_, let fields) = unit, case .string(let written)? = fields["symbol"] { symbol = written }
        return .object(type: "Measurement", fields: [
            "value": .number(value), "unit": unit, "description": .string("\(value) \(symbol)"),
        ])
    }

    /// A measurement's value in its dimension's base unit, and the dimension; nil for anything else.
    static func baseValue(of measurement: ScriptValue) -> (value: Double, dimension: String)? {
        guard case .object("Measurement", let fields) = measurement, case .number(let value)? = fields["value"],
              case .object(let dimension, let unit)? = fields["unit"], case .number(let coefficient)? = unit["coefficient"],
              case .number(let constant)? = unit["constant"] else { return nil }
        return (value * coefficient + constant, dimension)
    }

    /// The measurement in another unit of its dimension; nil when the unit is of another dimension.
    static func converted(_ measurement: ScriptValue, to unit: ScriptValue) -> ScriptValue? {
        guard let (base, dimension) = baseValue(of: measurement), case .object(dimension, let fields) = unit,
              case .number(let coefficient)? = fields["coefficient"], case .number(let constant)? = fields["constant"],
              coefficient != 0 else { return nil }
        return self.measurement((base - constant) / coefficient, unit)
    }

    private static func unit(_ value: ScriptValue) -> MeasurementUnit? {
        guard case .object(let dimension, let fields) = value, case .string(let name)? = fields["name"] else { return nil }
        return measurementUnits.first { $0.dimension == dimension }?.units.first { $0.name == name }
    }

    static let measurementTypes: [TypeInfo] = measurementUnits.map { dimension, units in
        TypeInfo(dimension, superType: "Dimension", isReference: true, doc: "Units of \(dimension.dropFirst(4).lowercased()).",
                 properties: [Property("symbol", .string, "—", "The unit's symbol (km, °C).")],
                 staticValues: units.map { unit in
                    StaticValue(name: unit.name, value: unitValue(unit, of: dimension), doc: unit.longName.capitalized + ".")
                 })
    } + [
        // `unit: .celsius` names a unit of any dimension.
        TypeInfo("Dimension", isReference: true, doc: "A unit of any dimension.",
                 staticValues: measurementUnits.flatMap { dimension, units in
                    units.map { StaticValue(name: $0.name, value: unitValue($0, of: dimension), doc: $0.longName + ".") }
                 }),
        TypeInfo("Measurement", doc: "A value in a unit (450 m, 21 °C), converted between the units of its dimension "
                    + "as Foundation converts them.",
                 initializers: [
                    initializer("Measurement", [Parameter("value", .number), Parameter("unit", .object("Dimension"))],
                                "A value in a unit.") { arguments in measurement(arguments.number(0), arguments[1]) },
                 ],
                 properties: [
                    Property("value", .number, "—", "The value, in its unit."),
                    Property("unit", .object("Dimension"), "—", "Its unit."),
                    Property("description", .string, "—", "As Swift prints it: 450.0 m."),
                 ],
                 valueMethods: [
                    Callable("Measurement", "converted", [Parameter("to", .object("Dimension"))],
                             doc: "The same amount in another unit of its dimension.") { arguments throws(ScriptError) in
                        guard let converted = converted(arguments.receiver, to: arguments[0]) else {
                            throw ScriptError("converted(to:) takes a unit of the measurement's own dimension")
                        }
                        return .value(converted)
                    },
                    Callable("Measurement", "convert", [Parameter("to", .object("Dimension"))],
                             doc: "Converts it to another unit of its dimension.", isMutating: true) { arguments throws(ScriptError) in
                        guard let converted = converted(arguments.receiver, to: arguments[0]) else {
                            throw ScriptError("convert(to:) takes a unit of the measurement's own dimension")
                        }
                        return .value(converted)
                    },
                 ]),
        TypeInfo("MeasurementFormatter", isReference: true,
                 doc: "Writes a measurement with its unit in US English (450 m, 21°C, 12 kilometers). It writes the unit "
                    + "given: on a device, without .providedUnit, Foundation converts to the locale's unit first.",
                 initializers: [initializer("MeasurementFormatter", [], "A formatter of medium unit names.") { _ in
                     .object(type: "MeasurementFormatter", fields: [
                         "unitStyle": .enumCase(type: "Formatter.UnitStyle", name: "medium"),
                         // Its own decimal formatter, as MeasurementFormatter's is (at most three fraction digits).
                         "numberFormatter": numberFormatter(style: "decimal"),
                     ])
                 }],
                 properties: [
                    Property("unitStyle", .enumeration("Formatter.UnitStyle"), ".medium",
                             "Symbols (.short: 450m, .medium: 450 m) or names (.long: 450 meters)."),
                    Property("numberFormatter", .object("NumberFormatter"), "—", "How the value is written."),
                    Property("unitOptions", .anyIgnored("MeasurementFormatter.UnitOptions"), "[]",
                             "Accepted: the unit given is written."),
                    Property("locale", .anyIgnored("a formatter setting"), "—", "Accepted; the text is US English."),
                 ],
                 valueMethods: [
                    method("MeasurementFormatter", "string", [Parameter("from", .any)],
                           "The measurement with its unit.") { arguments in
                        guard case .object(_, let fields) = arguments.receiver,
                              case .object("Measurement", let parts) = arguments[0],
                              case .number(let value)? = parts["value"], let unit = parts["unit"].flatMap(unit) else {
                            return .unknown("MeasurementFormatter.string(…)")
                        }
                        var numberFields: [String: ScriptValue] = [:]
                        if case .object(_, let formatter)? = fields["numberFormatter"] { numberFields = formatter }
                        let number = formattedNumber(value, numberFields)
                        let style = if case .enumCase(_, let name)? = fields["unitStyle"] { name } else { "medium" }
                        switch style {
                        case "long": return .string("\(number) \(unit.longName)")
                        // Temperatures and angles are written against the number in every symbol style.
                        case "short": return .string(number + unit.symbol)
                        default: return .string(number + (unit.symbol.hasPrefix("°") ? "" : " ") + unit.symbol)
                        }
                    },
                 ]),
    ]

    static let measurementEnumerations: [Enumeration] = [
        Enumeration(name: "Formatter.UnitStyle", isOptionSet: false, doc: "How long a unit's name is written.",
                    cases: [EnumCase(name: "short", doc: "450m"), EnumCase(name: "medium", doc: "450 m"),
                            EnumCase(name: "long", doc: "450 meters")]),
    ]
}

extension ScriptAPI {
    /// `start..<end` of two dates, `low...high` of two measurements: a range of values Swift orders, which holds
    /// its bounds.
    /// Named apart from Swift's `Range` and `ClosedRange`, whose initializers the interpreter runs itself.
    static let orderedRangeTypes: [TypeInfo] = ["Range<Bound>", "ClosedRange<Bound>"].map { name in
        TypeInfo(name, doc: "A range of dates or measurements: its bounds.",
                 properties: [
                    Property("lowerBound", .any, "—", "Its first value."),
                    Property("upperBound", .any, "—", name.hasPrefix("Range") ? "The value past its last." : "Its last value."),
                 ])
    }
}
