import TextureLayout

extension ScriptAPI {
    /// Foundation's formatters of durations and byte counts, whose text is what a player's time or a file's size
    /// measures, written as they are in US English.
    static let durationFormatterTypes: [TypeInfo] = [
        TypeInfo("DateComponentsFormatter", isReference: true,
                 doc: "Formats a duration (\"3:25\", \"1h 2m\", \"1 hour, 2 minutes\") in US English.",
                 initializers: [initializer("DateComponentsFormatter", [], "A formatter of every unit, full style.") { _ in
                     .object(type: "DateComponentsFormatter", fields: [
                         "allowedUnits": .options(type: "NSCalendar.Unit", names: []),
                         "unitsStyle": .enumCase(type: "DateComponentsFormatter.UnitsStyle", name: "positional"),
                         "zeroFormattingBehavior": .options(type: "DateComponentsFormatter.ZeroFormattingBehavior",
                                                            names: ["default"]),
                         "maximumUnitCount": .int(0),
                         "includesApproximationPhrase": .bool(false), "includesTimeRemainingPhrase": .bool(false),
                     ])
                 }],
                 properties: [
                     Property("allowedUnits", .optionSet("NSCalendar.Unit"), "[] (all)", "The units written, largest first."),
                     Property("unitsStyle", .enumeration("DateComponentsFormatter.UnitsStyle"), ".positional",
                              "How units are written."),
                     Property("zeroFormattingBehavior", .optionSet("DateComponentsFormatter.ZeroFormattingBehavior"),
                              ".default", "Which zero units are left out (.pad keeps them all)."),
                     Property("maximumUnitCount", .integer, "0 (no limit)", "At most this many units, largest first."),
                     Property("includesApproximationPhrase", .bool, "false", "Starts with \"About \"."),
                     Property("includesTimeRemainingPhrase", .bool, "false", "Ends with \" remaining\"."),
                 ] + ["calendar", "allowsFractionalUnits", "collapsesLargestUnit", "formattingContext",
                      "referenceDate"].map { name in
                     Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; the text is US English.")
                 },
                 valueMethods: [
                     method("DateComponentsFormatter", "string", [Parameter("from", .any)],
                            "The duration in seconds as the formatter's units and style write it.") { arguments in
                         guard case .object(_, let fields) = arguments.receiver else { return .null }
                         switch arguments[0] {
                         case .int(let seconds): return .string(formattedDuration(Double(seconds), fields))
                         case .number(let seconds): return .string(formattedDuration(seconds, fields))
                         default: return .null
                         }
                     },
                     method("DateComponentsFormatter", "string", [Parameter("from", .any), Parameter("to", .any)],
                            "The time from one date to the other.") { arguments in
                         guard case .object(_, let fields) = arguments.receiver else { return .null }
                         let seconds = moment(of: arguments[1]).secondsSince1970 - moment(of: arguments[0]).secondsSince1970
                         return .string(formattedDuration(seconds, fields))
                     },
                 ]),
        TypeInfo("ByteCountFormatter", isReference: true,
                 doc: "Formats a byte count (\"1.2 MB\") in decimal units, as Foundation does for files.",
                 initializers: [initializer("ByteCountFormatter", [], "A file-size formatter.") { _ in
                     .object(type: "ByteCountFormatter", fields: [:])
                 }],
                 properties: ["countStyle", "allowedUnits", "includesUnit", "includesCount", "isAdaptive",
                              "allowsNonnumericFormatting", "zeroPadsFractionDigits", "formattingContext"].map { name in
                     Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; the text is the file style's.")
                 },
                 staticMethods: [
                     Callable("ByteCountFormatter", "string", [Parameter("fromByteCount", .integer),
                                                               Parameter("countStyle", .anyIgnored("ByteCountFormatter.CountStyle"))],
                              doc: "The count as the file style writes it.") { arguments throws(ScriptError) in
                         .value(.string(formattedByteCount(arguments[0])))
                     },
                 ],
                 valueMethods: [
                     method("ByteCountFormatter", "string", [Parameter("fromByteCount", .integer)],
                            "The count as the file style writes it.") { arguments in .string(formattedByteCount(arguments[0])) },
                 ]),
    ]

    static let durationFormatterEnumerations: [Enumeration] = [
        Enumeration(name: "NSCalendar.Unit", isOptionSet: true, doc: "The units of a duration.",
                    cases: ["year", "month", "weekOfMonth", "day", "hour", "minute", "second"].map {
                        EnumCase(name: $0, doc: "A \($0 == "weekOfMonth" ? "week" : $0).")
                    }),
        Enumeration(name: "DateComponentsFormatter.UnitsStyle", isOptionSet: false, doc: "How a duration's units are written.",
                    cases: [
                        EnumCase(name: "positional", doc: "1:02:03"), EnumCase(name: "abbreviated", doc: "1h 2m 3s"),
                        EnumCase(name: "short", doc: "1 hr, 2 min, 3 sec"), EnumCase(name: "full", doc: "1 hour, 2 minutes, 3 seconds"),
                        EnumCase(name: "spellOut", doc: "one hour, two minutes, three seconds"),
                        EnumCase(name: "brief", doc: "1hr 2min 3sec"),
                    ]),
        Enumeration(name: "DateComponentsFormatter.ZeroFormattingBehavior", isOptionSet: true,
                    doc: "Which zero units a duration leaves out.",
                    cases: [
                        EnumCase(name: "default", doc: "Leading zeros dropped in the positional style, every zero unit in the others."),
                        EnumCase(name: "dropLeading", doc: "Zero units before the first nonzero one dropped."),
                        EnumCase(name: "dropMiddle", doc: "Zero units between nonzero ones dropped."),
                        EnumCase(name: "dropTrailing", doc: "Zero units after the last nonzero one dropped."),
                        EnumCase(name: "dropAll", doc: "Every zero unit dropped."),
                        EnumCase(name: "pad", doc: "Every unit kept, zeros included."),
                    ]),
    ]

    /// The units of a duration, largest first, with their length in seconds and their names in each style:
    /// abbreviated, brief, short (singular, plural) and full.
    private static let durationUnits: [(name: String, seconds: Double, abbreviated: String, brief: String,
                                        short: (String, String), full: String)] = [
        ("year", 31_536_000, "y", "yr", ("yr", "yrs"), "year"),
        ("month", 2_592_000, "mo", "mth", ("mth", "mths"), "month"),
        ("weekOfMonth", 604_800, "w", "wk", ("wk", "wks"), "week"),
        ("day", 86_400, "d", "d", ("day", "days"), "day"),
        ("hour", 3_600, "h", "hr", ("hr", "hr"), "hour"),
        ("minute", 60, "m", "min", ("min", "min"), "minute"),
        ("second", 1, "s", "sec", ("sec", "sec"), "second"),
    ]

    /// A duration as a DateComponentsFormatter with these fields writes it in US English: the interval, rounded to
    /// its smallest allowed unit, split into the allowed units (every unit when none is set); zeros left out as the
    /// zero formatting says; at most `maximumUnitCount` units.
    static func formattedDuration(_ interval: Double, _ fields: [String: ScriptValue]) -> String {
        guard interval.isFinite, abs(interval) < 1e15 else { return "" }
        var allowed: Set<String> = []
        if case .options(_, let names)? = fields["allowedUnits"] { allowed = Set(names) }
        var units = durationUnits.filter { allowed.isEmpty || allowed.contains($0.name) }
        if units.isEmpty { units = durationUnits }
        var style = "positional"
        if case .enumCase(_, let name)? = fields["unitsStyle"] { style = name }
        var zeros: Set<String> = ["default"]
        if case .options(_, let names)? = fields["zeroFormattingBehavior"] { zeros = Set(names) }
        let smallest = units[units.count - 1].seconds
        var rest = (abs(interval) / smallest).rounded(.toNearestOrAwayFromZero) * smallest
        var counts: [(unit: Int, count: Int)] = []
        for (index, unit) in units.enumerated() {
            let count = (rest / unit.seconds).rounded(.down)
            rest -= count * unit.seconds
            counts.append((index, Int(count)))
        }
        if zeros.contains("pad") {
            // Every unit kept.
        } else if style == "positional" || zeros.contains("dropLeading") {
            while counts.count > (style == "positional" ? 2 : 1), counts[0].count == 0 { counts.removeFirst() }
        }
        if !zeros.contains("pad"), style != "positional" {
            if zeros.contains("default") || zeros.contains("dropAll") || zeros.contains("dropMiddle") {
                let kept = counts.filter { $0.count != 0 }
                counts = kept.isEmpty ? [counts[counts.count - 1]] : kept
            }
            if zeros.contains("dropTrailing") {
                while counts.count > 1, counts[counts.count - 1].count == 0 { counts.removeLast() }
            }
        }
        if case .int(let maximum)? = fields["maximumUnitCount"], maximum > 0, counts.count > maximum {
            counts = Array(counts.prefix(maximum))
        }
        let parts: [String] = counts.enumerated().map { position, entry in
            let unit = units[entry.unit]
            let count = entry.count
            switch style {
            case "positional":
                let digits = String(count)
                return position == 0 ? digits : String(repeating: "0", count: Swift.max(0, 2 - digits.count)) + digits
            case "abbreviated": return "\(count)\(unit.abbreviated)"
            case "brief": return "\(count)\(unit.brief)"
            case "short": return "\(count) \(count == 1 ? unit.short.0 : unit.short.1)"
            case "spellOut": return "\(spelledOut(count)) \(unit.full)\(count == 1 ? "" : "s")"
            default: return "\(count) \(unit.full)\(count == 1 ? "" : "s")"
            }
        }
        let separator = switch style {
        case "positional": ":"
        case "abbreviated", "brief": " "
        default: ", "
        }
        var text = (interval < 0 && counts.contains { $0.count != 0 } ? "-" : "") + parts.joined(separator: separator)
        if fields["includesApproximationPhrase"] == .bool(true) { text = "About " + text }
        if fields["includesTimeRemainingPhrase"] == .bool(true) { text += " remaining" }
        return text
    }

    /// A whole number in English words, as the spell-out style writes counts ("twenty-one"); beyond 999 in digits.
    private static func spelledOut(_ number: Int) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        switch number {
        case 0..<20: return ones[number]
        case 20..<100: return tens[number / 10] + (number % 10 == 0 ? "" : "-" + ones[number % 10])
        case 100..<1000:
            return ones[number / 100] + " hundred" + (number % 100 == 0 ? "" : " " + spelledOut(number % 100))
        default: return String(number)
        }
    }

    /// A byte count as ByteCountFormatter's file style writes it: decimal units (1 KB = 1,000 bytes), kilobytes
    /// whole, larger units with one fraction digit unless it is 0 ("1.2 MB", "123.5 MB", "2 GB"), thousands grouped.
    static func formattedByteCount(_ value: ScriptValue) -> String {
        guard case .int(let count) = value else { return "Zero KB" }
        if count == 0 { return "Zero KB" }
        let sign = count < 0 ? "-" : ""
        let magnitude = count.magnitude
        if magnitude == 1 { return sign + "1 byte" }
        if magnitude < 1_000 { return sign + "\(magnitude) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var scaled = Double(magnitude) / 1_000
        var index = 0
        while scaled >= 1_000_000 / 1_000, index < units.count - 1, Double(magnitude) >= pow1000(index + 2) {
            scaled /= 1_000
            index += 1
        }
        let tenths = index == 0 ? Int((scaled).rounded(.toNearestOrEven)) * 10 : Int((scaled * 10).rounded(.toNearestOrEven))
        let whole = String(tenths / 10)
        var grouped = ""
        for (offset, digit) in whole.reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { grouped.insert(",", at: grouped.startIndex) }
            grouped.insert(digit, at: grouped.startIndex)
        }
        return sign + grouped + (tenths % 10 == 0 ? "" : ".\(tenths % 10)") + " " + units[index]
    }

    /// 1,000 to the power `exponent`.
    private static func pow1000(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { product, _ in product * 1_000 }
    }
}
