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
            MeasurementUnit(name: "megameters", symbol: "Mm", longName: "megameters", coefficient: 1000000),
            MeasurementUnit(name: "hectometers", symbol: "hm", longName: "hectometers", coefficient: 100),
            MeasurementUnit(name: "decameters", symbol: "dam", longName: "decameters", coefficient: 10),
            MeasurementUnit(name: "decimeters", symbol: "dm", longName: "decimeters", coefficient: 0.1),
            MeasurementUnit(name: "micrometers", symbol: "µm", longName: "micrometers", coefficient: 1e-06),
            MeasurementUnit(name: "nanometers", symbol: "nm", longName: "nanometers", coefficient: 1e-09),
            MeasurementUnit(name: "picometers", symbol: "pm", longName: "picometers", coefficient: 1e-12),
            MeasurementUnit(name: "scandinavianMiles", symbol: "smi", longName: "scandinavian miles", coefficient: 10000),
            MeasurementUnit(name: "lightyears", symbol: "ly", longName: "lightyears", coefficient: 9461000000000000.0),
            MeasurementUnit(name: "nauticalMiles", symbol: "NM", longName: "nautical miles", coefficient: 1852),
            MeasurementUnit(name: "fathoms", symbol: "ftm", longName: "fathoms", coefficient: 1.8288),
            MeasurementUnit(name: "furlongs", symbol: "fur", longName: "furlongs", coefficient: 201.168),
            MeasurementUnit(name: "astronomicalUnits", symbol: "ua", longName: "astronomical units", coefficient: 149600000000),
            MeasurementUnit(name: "parsecs", symbol: "pc", longName: "parsecs", coefficient: 3.086e+16),
        ]),
        ("UnitMass", [
            MeasurementUnit(name: "kilograms", symbol: "kg", longName: "kilograms", coefficient: 1),
            MeasurementUnit(name: "grams", symbol: "g", longName: "grams", coefficient: 0.001),
            MeasurementUnit(name: "milligrams", symbol: "mg", longName: "milligrams", coefficient: 0.000001),
            MeasurementUnit(name: "pounds", symbol: "lb", longName: "pounds", coefficient: 0.453592),
            MeasurementUnit(name: "ounces", symbol: "oz", longName: "ounces", coefficient: 0.0283495),
            MeasurementUnit(name: "stones", symbol: "st", longName: "stones", coefficient: 0.157473),
            MeasurementUnit(name: "centigrams", symbol: "cg", longName: "centigrams", coefficient: 1e-05),
            MeasurementUnit(name: "decigrams", symbol: "dg", longName: "decigrams", coefficient: 0.0001),
            MeasurementUnit(name: "micrograms", symbol: "µg", longName: "micrograms", coefficient: 1e-09),
            MeasurementUnit(name: "nanograms", symbol: "ng", longName: "nanograms", coefficient: 1e-12),
            MeasurementUnit(name: "picograms", symbol: "pg", longName: "picograms", coefficient: 1e-15),
            MeasurementUnit(name: "metricTons", symbol: "t", longName: "metric tons", coefficient: 1000),
            MeasurementUnit(name: "shortTons", symbol: "ton", longName: "short tons", coefficient: 907.185),
            MeasurementUnit(name: "carats", symbol: "ct", longName: "carats", coefficient: 0.0002),
            MeasurementUnit(name: "ouncesTroy", symbol: "oz t", longName: "ounces troy", coefficient: 0.03110348),
            MeasurementUnit(name: "slugs", symbol: "slug", longName: "slugs", coefficient: 14.5939),
        ]),
        ("UnitDuration", [
            MeasurementUnit(name: "seconds", symbol: "s", longName: "seconds", coefficient: 1),
            MeasurementUnit(name: "minutes", symbol: "min", longName: "minutes", coefficient: 60),
            MeasurementUnit(name: "hours", symbol: "hr", longName: "hours", coefficient: 3600),
            MeasurementUnit(name: "milliseconds", symbol: "ms", longName: "milliseconds", coefficient: 0.001),
            MeasurementUnit(name: "microseconds", symbol: "µs", longName: "microseconds", coefficient: 1e-06),
            MeasurementUnit(name: "nanoseconds", symbol: "ns", longName: "nanoseconds", coefficient: 1e-09),
            MeasurementUnit(name: "picoseconds", symbol: "ps", longName: "picoseconds", coefficient: 1e-12),
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
            MeasurementUnit(name: "megaliters", symbol: "ML", longName: "megaliters", coefficient: 1000000),
            MeasurementUnit(name: "kiloliters", symbol: "kL", longName: "kiloliters", coefficient: 1000),
            MeasurementUnit(name: "deciliters", symbol: "dl", longName: "deciliters", coefficient: 0.1),
            MeasurementUnit(name: "centiliters", symbol: "cL", longName: "centiliters", coefficient: 0.01),
            MeasurementUnit(name: "cubicKilometers", symbol: "km³", longName: "cubic kilometers", coefficient: 1000000000000),
            MeasurementUnit(name: "cubicDecimeters", symbol: "dm³", longName: "cubic decimeters", coefficient: 1),
            MeasurementUnit(name: "cubicCentimeters", symbol: "cm³", longName: "cubic centimeters", coefficient: 0.001),
            MeasurementUnit(name: "cubicMillimeters", symbol: "mm³", longName: "cubic millimeters", coefficient: 1e-06),
            MeasurementUnit(name: "cubicInches", symbol: "in³", longName: "cubic inches", coefficient: 0.0163871),
            MeasurementUnit(name: "cubicFeet", symbol: "ft³", longName: "cubic feet", coefficient: 28.3168),
            MeasurementUnit(name: "cubicYards", symbol: "yd³", longName: "cubic yards", coefficient: 764.555),
            MeasurementUnit(name: "cubicMiles", symbol: "mi³", longName: "cubic miles", coefficient: 4168000000000),
            MeasurementUnit(name: "acreFeet", symbol: "af", longName: "acre feet", coefficient: 1233000),
            MeasurementUnit(name: "bushels", symbol: "bsh", longName: "bushels", coefficient: 35.2391),
            MeasurementUnit(name: "teaspoons", symbol: "tsp", longName: "teaspoons", coefficient: 0.00492892),
            MeasurementUnit(name: "tablespoons", symbol: "tbsp", longName: "tablespoons", coefficient: 0.0147868),
            MeasurementUnit(name: "pints", symbol: "pt", longName: "pints", coefficient: 0.473176),
            MeasurementUnit(name: "quarts", symbol: "qt", longName: "quarts", coefficient: 0.946353),
            MeasurementUnit(name: "imperialFluidOunces", symbol: "fl oz Imperial", longName: "imperial fluid ounces", coefficient: 0.0284131),
            MeasurementUnit(name: "imperialPints", symbol: "pt Imperial", longName: "imperial pints", coefficient: 0.568261),
            MeasurementUnit(name: "imperialQuarts", symbol: "qt Imperial", longName: "imperial quarts", coefficient: 1.13652),
            MeasurementUnit(name: "imperialGallons", symbol: "gal Imperial", longName: "imperial gallons", coefficient: 4.54609),
            MeasurementUnit(name: "metricCups", symbol: "metric cup Imperial", longName: "metric cups", coefficient: 0.25),
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
            MeasurementUnit(name: "squareMegameters", symbol: "Mm²", longName: "square megameters", coefficient: 1000000000000),
            MeasurementUnit(name: "squareCentimeters", symbol: "cm²", longName: "square centimeters", coefficient: 0.0001),
            MeasurementUnit(name: "squareMillimeters", symbol: "mm²", longName: "square millimeters", coefficient: 1e-06),
            MeasurementUnit(name: "squareMicrometers", symbol: "µm²", longName: "square micrometers", coefficient: 1e-12),
            MeasurementUnit(name: "squareNanometers", symbol: "nm²", longName: "square nanometers", coefficient: 1e-18),
            MeasurementUnit(name: "squareInches", symbol: "in²", longName: "square inches", coefficient: 0.00064516),
            MeasurementUnit(name: "squareYards", symbol: "yd²", longName: "square yards", coefficient: 0.836127),
            MeasurementUnit(name: "squareMiles", symbol: "mi²", longName: "square miles", coefficient: 2590000),
            MeasurementUnit(name: "ares", symbol: "a", longName: "ares", coefficient: 100),
        ]),
        ("UnitPower", [
            MeasurementUnit(name: "watts", symbol: "W", longName: "watts", coefficient: 1),
            MeasurementUnit(name: "kilowatts", symbol: "kW", longName: "kilowatts", coefficient: 1000),
            MeasurementUnit(name: "horsepower", symbol: "hp", longName: "horsepower", coefficient: 745.7),
            MeasurementUnit(name: "terawatts", symbol: "TW", longName: "terawatts", coefficient: 1000000000000),
            MeasurementUnit(name: "gigawatts", symbol: "GW", longName: "gigawatts", coefficient: 1000000000),
            MeasurementUnit(name: "megawatts", symbol: "MW", longName: "megawatts", coefficient: 1000000),
            MeasurementUnit(name: "milliwatts", symbol: "mW", longName: "milliwatts", coefficient: 0.001),
            MeasurementUnit(name: "microwatts", symbol: "µW", longName: "microwatts", coefficient: 1e-06),
        ]),
        ("UnitPressure", [
            MeasurementUnit(name: "newtonsPerMetersSquared", symbol: "N/m²", longName: "newtons per square meter", coefficient: 1),
            MeasurementUnit(name: "hectopascals", symbol: "hPa", longName: "hectopascals", coefficient: 100),
            MeasurementUnit(name: "bars", symbol: "bar", longName: "bars", coefficient: 100_000),
            MeasurementUnit(name: "inchesOfMercury", symbol: "inHg", longName: "inches of mercury", coefficient: 3386.39),
            MeasurementUnit(name: "poundsForcePerSquareInch", symbol: "psi", longName: "pounds per square inch",
                            coefficient: 6894.76),
            MeasurementUnit(name: "gigapascals", symbol: "GPa", longName: "gigapascals", coefficient: 1000000000),
            MeasurementUnit(name: "megapascals", symbol: "MPa", longName: "megapascals", coefficient: 1000000),
            MeasurementUnit(name: "kilopascals", symbol: "kPa", longName: "kilopascals", coefficient: 1000),
            MeasurementUnit(name: "millibars", symbol: "mbar", longName: "millibars", coefficient: 100),
            MeasurementUnit(name: "millimetersOfMercury", symbol: "mmHg", longName: "millimeters of mercury", coefficient: 133.322),
        ]),
        ("UnitInformationStorage", [
            MeasurementUnit(name: "bits", symbol: "bit", longName: "bits", coefficient: 1),
            MeasurementUnit(name: "bytes", symbol: "B", longName: "bytes", coefficient: 8),
            MeasurementUnit(name: "kilobytes", symbol: "kB", longName: "kilobytes", coefficient: 8_000),
            MeasurementUnit(name: "megabytes", symbol: "MB", longName: "megabytes", coefficient: 8_000_000),
            MeasurementUnit(name: "gigabytes", symbol: "GB", longName: "gigabytes", coefficient: 8_000_000_000),
            MeasurementUnit(name: "kibibytes", symbol: "KiB", longName: "kibibytes", coefficient: 8192),
            MeasurementUnit(name: "mebibytes", symbol: "MiB", longName: "mebibytes", coefficient: 8388608),
            MeasurementUnit(name: "gibibytes", symbol: "GiB", longName: "gibibytes", coefficient: 8589934592),
            MeasurementUnit(name: "terabytes", symbol: "TB", longName: "terabytes", coefficient: 8000000000000),
            MeasurementUnit(name: "nibbles", symbol: "nibble", longName: "nibbles", coefficient: 4),
        ]),
        ("UnitAngle", [
            MeasurementUnit(name: "degrees", symbol: "°", longName: "degrees", coefficient: 1),
            MeasurementUnit(name: "radians", symbol: "rad", longName: "radians", coefficient: 180 / Double.pi),
            MeasurementUnit(name: "revolutions", symbol: "rev", longName: "revolutions", coefficient: 360),
            MeasurementUnit(name: "arcMinutes", symbol: "ʹ", longName: "arc minutes", coefficient: 0.016666666666666666),
            MeasurementUnit(name: "arcSeconds", symbol: "ʹʹ", longName: "arc seconds", coefficient: 0.0002777777777777778),
            MeasurementUnit(name: "gradians", symbol: "grad", longName: "gradians", coefficient: 0.9),
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
