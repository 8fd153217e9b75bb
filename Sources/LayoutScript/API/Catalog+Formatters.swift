import TextureLayout

extension ScriptAPI {
    /// Foundation's formatters, whose text is what a cell's date, relative time or count measures. A `Date` the
    /// pasted code makes formats as its moment (`Date()` is the sample moment, see ``Moment/sample``); a date of the
    /// app's, unknown here, formats as the sample moment, the same on every run; the session notes it.
    static let formatterTypes: [TypeInfo] = [
        TypeInfo("DateFormatter", isReference: true,
                 doc: "Formats dates as text in US English and GMT. Date() and the app's own dates are the sample "
                    + "moment Tuesday 14 May 2024, 08:30:05.",
                 initializers: [initializer("DateFormatter", [], "A formatter with no format or styles set.") { _ in
                     .object(type: "DateFormatter", fields: [
                         "dateFormat": .string(""), "dateStyle": .enumCase(type: "DateFormatter.Style", name: "none"),
                         "timeStyle": .enumCase(type: "DateFormatter.Style", name: "none"),
                     ])
                 }],
                 properties: [
                     Property("dateFormat", .string, "\"\"", "A pattern such as \"MMM d, HH:mm\" (Unicode TR35)."),
                     Property("dateStyle", .enumeration("DateFormatter.Style"), ".none", "The date part's length."),
                     Property("timeStyle", .enumeration("DateFormatter.Style"), ".none", "The time part's length."),
                 ] + ["locale", "timeZone", "calendar", "doesRelativeDateFormatting", "formattingContext", "amSymbol",
                      "pmSymbol", "isLenient", "defaultDate"].map { name in
                     Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; the sample is US English.")
                 },
                 valueMethods: [
                     method("DateFormatter", "string", [Parameter("from", .any)],
                            "The date in the formatter's pattern, or its date and time styles.") { arguments throws(ScriptError) in
                         guard case .object(_, let fields) = arguments.receiver else { return .string("") }
                         let text = formattedDate(moment(of: arguments[0]), fields)
                         guard text.utf8.count <= Evaluator.maximumStringLength else {
                             throw ScriptError("the formatted date would grow past \(Evaluator.maximumStringLength) "
                                + "bytes; layoutrepl stops there")
                         }
                         return .string(text)
                     },
                     method("DateFormatter", "setLocalizedDateFormatFromTemplate", [Parameter(nil, .string)],
                            "Sets the pattern (the template's fields, in the order written).", mutating: true) {
                         arguments in
                         guard case .object(let type, var fields) = arguments.receiver else { return arguments.receiver }
                         fields["dateFormat"] = arguments[0]
                         return .object(type: type, fields: fields)
                     },
                 ]),
        TypeInfo("RelativeDateTimeFormatter", isReference: true,
                 doc: "Formats a date relative to another. Every date is 2 hours before the one it is compared with.",
                 initializers: [initializer("RelativeDateTimeFormatter", [], "A relative-time formatter.") { _ in
                     .object(type: "RelativeDateTimeFormatter", fields: [:])
                 }],
                 properties: ["unitsStyle", "dateTimeStyle", "locale", "calendar", "formattingContext"].map { name in
                     Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; the sample is US English.")
                 },
                 valueMethods: [
                     method("RelativeDateTimeFormatter", "localizedString", [Parameter("for", .any), Parameter("relativeTo", .any)],
                            "\"2 hours ago\".") { _ in .string("2 hours ago") },
                     method("RelativeDateTimeFormatter", "localizedString", [Parameter("fromTimeInterval", .any)],
                            "\"2 hours ago\".") { _ in .string("2 hours ago") },
                 ]),
    ]

    /// Foundation's NumberFormatter in US English: a style's grouping, fraction digits, percent and dollar signs,
    /// rounding half to even as Foundation does.
    static let numberFormatterTypes: [TypeInfo] = [
        TypeInfo("NumberFormatter", isReference: true,
                 doc: "Formats numbers as text, as Foundation does in US English (1,234.5; 25%; $3.00).",
                 initializers: [initializer("NumberFormatter", [], "A formatter with no style: whole numbers.") { _ in
                     .object(type: "NumberFormatter", fields: [
                         "numberStyle": .enumCase(type: "NumberFormatter.Style", name: "none"),
                         "minimumFractionDigits": .null, "maximumFractionDigits": .null,
                         "usesGroupingSeparator": .null, "groupingSeparator": .string(","), "decimalSeparator": .string("."),
                         "currencySymbol": .string("$"),
                     ])
                 }],
                 properties: [
                     Property("numberStyle", .enumeration("NumberFormatter.Style"), ".none", "The number's style."),
                     Property("minimumFractionDigits", .integer, "the style's", "Digits always shown after the point."),
                     Property("maximumFractionDigits", .integer, "the style's", "Digits at most after the point."),
                     Property("usesGroupingSeparator", .bool, "the style's", "Whether thousands are grouped."),
                     Property("groupingSeparator", .string, "\",\"", "What separates groups of thousands."),
                     Property("decimalSeparator", .string, "\".\"", "What separates the fraction."),
                     Property("currencySymbol", .string, "\"$\"", "What the currency style writes before the number."),
                 ] + ["locale", "roundingMode", "currencyCode", "positivePrefix", "negativePrefix", "groupingSize",
                      "minimumIntegerDigits", "maximumIntegerDigits", "formattingContext"]
                    .map { Property($0, .anyIgnored("a formatter setting"), "—", "Accepted; the text is US English.") },
                 staticMethods: [
                    Callable("NumberFormatter", "localizedString", [Parameter("from", .any),
                                                                    Parameter("number", .enumeration("NumberFormatter.Style"))],
                             doc: "The number in a style, as a formatter of that style writes it in US English.") {
                        arguments throws(ScriptError) in
                        let fields: [String: ScriptValue] = ["numberStyle": arguments[1]]
                        switch arguments[0] {
                        case .int(let value): return .value(.string(formattedNumber(Double(value), fields)))
                        case .number(let value): return .value(.string(formattedNumber(value, fields)))
                        default: return .value(.unknown("NumberFormatter.localizedString(…)"))
                        }
                    },
                 ],
                 valueMethods: ["from", "for"].map { label in
                     method("NumberFormatter", "string", [Parameter(label, .any)],
                            "The number as the formatter's style writes it.") { arguments in
                         guard case .object(_, let fields) = arguments.receiver else { return .null }
                         switch arguments[0] {
                         case .int(let value): return .string(formattedNumber(Double(value), fields))
                         case .number(let value): return .string(formattedNumber(value, fields))
                         default: return .null
                         }
                     }
                 }),
        TypeInfo("NSNumber", doc: "A number as Foundation boxes it: here, the number itself.",
                 initializers: [initializer("NSNumber", [Parameter("value", .any)], "The number.") { $0[0] }]),
    ]

    /// What a NumberFormatter's digit and grouping settings read before they are set: its style's, as Foundation's
    /// formatter sets them when its style changes (a decimal style shows up to 3 fraction digits, currency 2).
    static func numberFormatterSetting(_ name: String, _ fields: [String: ScriptValue]) -> ScriptValue? {
        var style = "none"
        if case .enumCase(_, let written)? = fields["numberStyle"] { style = written }
        switch name {
        case "minimumFractionDigits": return .int(style == "currency" ? 2 : 0)
        case "maximumFractionDigits": return .int(style == "currency" ? 2 : style == "decimal" ? 3 : 0)
        case "usesGroupingSeparator": return .bool(["decimal", "percent", "currency"].contains(style))
        default: return nil
        }
    }

    /// A number as a NumberFormatter with these fields writes it.
    static func formattedNumber(_ value: Double, _ fields: [String: ScriptValue]) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        var style = "none"
        if case .enumCase(_, let name)? = fields["numberStyle"] { style = name }
        var (minimumDigits, maximumDigits, grouped, prefix, suffix, scale) = (0, 0, false, "", "", 1.0)
        switch style {
        case "decimal": (maximumDigits, grouped) = (3, true)
        case "percent": (grouped, suffix, scale) = (true, "%", 100)
        case "currency":
            let symbol = if case .string(let symbol)? = fields["currencySymbol"] { symbol } else { "$" }
            (minimumDigits, maximumDigits, grouped, prefix) = (2, 2, true, symbol)
        default: break
        }
        // At most 15 fraction digits, all a Double holds, so the digits fit an Int64.
        if case .int(let digits)? = fields["minimumFractionDigits"] { minimumDigits = Swift.max(0, Swift.min(digits, 15)) }
        if case .int(let digits)? = fields["maximumFractionDigits"] { maximumDigits = Swift.max(0, Swift.min(digits, 15)) }
        maximumDigits = Swift.max(maximumDigits, minimumDigits)
        if case .bool(let flag)? = fields["usesGroupingSeparator"] { grouped = flag }
        let scaled = abs(value * scale)
        // Beyond an Int64's digits a number is written as Swift writes it.
        guard scaled < 1e18 else { return (value < 0 ? "-" : "") + prefix + formatPoints(scaled) + suffix }
        let factor = (0..<maximumDigits).reduce(1.0) { product, _ in product * 10 }
        let rounded = (scaled * factor).rounded(.toNearestOrEven) / factor
        var whole = String(Int64(rounded.rounded(.towardZero)))
        var fraction = ""
        if maximumDigits > 0 {
            let digits = Int64(((rounded - rounded.rounded(.towardZero)) * factor).rounded())
            fraction = String(digits)
            fraction = String(repeating: "0", count: Swift.max(0, maximumDigits - fraction.count)) + fraction
            while fraction.count > minimumDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        }
        if grouped {
            var groups: [Substring] = []
            var rest = Substring(whole)
            while rest.count > 3 {
                groups.insert(rest.suffix(3), at: 0)
                rest = rest.dropLast(3)
            }
            groups.insert(rest, at: 0)
            let separator = if case .string(let separator)? = fields["groupingSeparator"] { separator } else { "," }
            whole = groups.joined(separator: separator)
        }
        let sign = value < 0 && rounded != 0 ? "-" : ""
        let point = if case .string(let point)? = fields["decimalSeparator"] { point } else { "." }
        return sign + prefix + whole + (fraction.isEmpty ? "" : point + fraction) + suffix
    }

    static let formatterEnumerations: [Enumeration] = [
        Enumeration(name: "NumberFormatter.Style", isOptionSet: false, doc: "How a number is written.",
                    cases: [
                        EnumCase(name: "none", doc: "1235"), EnumCase(name: "decimal", doc: "1,234.568"),
                        EnumCase(name: "percent", doc: "25%"), EnumCase(name: "currency", doc: "$1,234.57"),
                    ]),
        Enumeration(name: "DateFormatter.Style", isOptionSet: false, doc: "How long a date or time part is written.",
                    cases: [
                        EnumCase(name: "none", doc: "Left out."), EnumCase(name: "short", doc: "5/14/24, 8:30 AM"),
                        EnumCase(name: "medium", doc: "May 14, 2024, 8:30:05 AM"),
                        EnumCase(name: "long", doc: "May 14, 2024 at 8:30:05 AM GMT"),
                        EnumCase(name: "full", doc: "Tuesday, May 14, 2024 at 8:30:05 AM Greenwich Mean Time"),
                    ]),
    ]

    /// The formatter and calendar methods that read dates, where now and the app's dates are the sample moment,
    /// which the session notes.
    static let sampleDateMethods: Set = ["DateFormatter.string", "RelativeDateTimeFormatter.localizedString",
                                         "Calendar.component", "Calendar.dateComponents", "Calendar.range",
                                         "Calendar.date", "Calendar.startOfDay", "Calendar.isDateInToday",
                                         "Calendar.isDateInYesterday", "Calendar.isDateInTomorrow",
                                         "Calendar.isDateInWeekend", "Calendar.isDate"]

    /// The moment every formatted date is: Tuesday 14 May 2024, 08:30:05 GMT.
    static let sampleDate = "Tuesday 14 May 2024, 08:30:05"

    /// A moment written in a formatter's pattern, or else in its date and time styles (US English, GMT).
    static func formattedDate(_ moment: Moment, _ fields: [String: ScriptValue]) -> String {
        if case .string(let pattern)? = fields["dateFormat"], !pattern.isEmpty { return date(moment, inPattern: pattern) }
        func style(_ key: String) -> String {
            if case .enumCase(_, let name)? = fields[key] { return name }
            return "none"
        }
        let dateStyles = ["short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y"]
        let timeStyles = ["short": "h:mm a", "medium": "h:mm:ss a", "long": "h:mm:ss a 'GMT'",
                          "full": "h:mm:ss a 'Greenwich Mean Time'"]
        let date = dateStyles[style("dateStyle")].map { self.date(moment, inPattern: $0) }
        let time = timeStyles[style("timeStyle")].map { self.date(moment, inPattern: $0) }
        let joiner = ["long", "full"].contains(style("dateStyle")) ? " at " : ", "
        return [date, time].compactMap { $0 }.joined(separator: joiner)
    }

    /// A moment in a Unicode date pattern: runs of one letter are fields (`yyyy`, `MMM`, `d`, `HH`, `mm`, `a`,
    /// `EEEE`…), text in single quotes is kept as written, `''` is a quote.
    static func date(_ moment: Moment, inPattern pattern: String) -> String {
        var result = ""
        var characters = pattern[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {
                    result.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                // Quoted text, where '' is a quote, up to the closing quote.
                while let next = characters.first {
                    characters = characters.dropFirst()
                    guard next == "'" else {
                        result.append(next)
                        continue
                    }
                    guard characters.first == "'" else { break }
                    result.append("'")
                    characters = characters.dropFirst()
                }
                continue
            }
            guard first.isASCII, first.isLetter else {
                result.append(first)
                characters = characters.dropFirst()
                continue
            }
            let run = characters.prefix { $0 == first }
            characters = characters.dropFirst(run.count)
            result += field(first, width: run.count, of: moment)
        }
        return result
    }

    /// One field of a pattern, as ICU writes it in US English (weeks from Sunday, one day in the first week).
    private static func field(_ letter: Character, width: Int, of moment: Moment) -> String {
        func number(_ value: Int) -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, Swift.min(width, 9) - digits.count))
                + digits
        }
        // A name by its width: 3 or fewer letters short, 4 full, 5 one letter, 6 two letters.
        func name(_ full: String) -> String {
            switch width {
            case ...3: return String(full.prefix(3))
            case 5: return String(full.prefix(1))
            case 6: return String(full.prefix(2))
            default: return full
            }
        }
        let date = moment.date
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let weekdayName = weekdays[(moment.weekday - 1) % 7]
        let week = moment.weekOfYear(firstWeekday: 1, minimumDaysInFirstWeek: 1)
        let year = date.year > 0 ? date.year : 1 - date.year
        switch letter {
        case "y": return width == 2 ? number(year % 100) : number(year)
        case "Y": return width == 2 ? number(week.year % 100) : number(week.year)
        case "u": return number(date.year)
        case "M", "L":
            guard width >= 3 else { return number(date.month) }
            return name(months[(date.month - 1) % 12])
        case "d": return number(date.day)
        case "E": return name(weekdayName)
        case "e", "c": return width <= 2 ? number(moment.weekday) : name(weekdayName)
        case "H": return number(moment.hour)
        case "k": return number(moment.hour == 0 ? 24 : moment.hour)
        case "h": return number(moment.hour % 12 == 0 ? 12 : moment.hour % 12)
        case "K": return number(moment.hour % 12)
        case "m": return number(moment.minute)
        case "s": return number(moment.second)
        case "S":
            let fraction = moment.secondOfDay - moment.secondOfDay.rounded(.down)
            let digits = Swift.min(width, 9)
            let scaled = (fraction * (0..<digits).reduce(1.0) { product, _ in product * 10 }).rounded(.down)
            let text = String(Int(scaled))
            return String(repeating: "0", count: Swift.max(0, digits - text.count)) + text
        case "a": return moment.hour < 12 ? "AM" : "PM"
        case "z", "Z", "v", "V", "O", "x", "X": return "GMT"
        case "D": return number(moment.dayOfYear)
        case "w": return number(week.week)
        case "W": return number(moment.weekOfMonth(firstWeekday: 1, minimumDaysInFirstWeek: 1))
        case "F": return number((date.day - 1) / 7 + 1)
        case "Q", "q":
            let quarter = (date.month - 1) / 3 + 1
            switch width {
            case 3: return "Q\(quarter)"
            case 4: return ["1st", "2nd", "3rd", "4th"][quarter - 1] + " quarter"
            default: return number(quarter)
            }
        case "G": return date.year > 0 ? "AD" : "BC"
        default: return String(repeating: letter, count: Swift.min(width, 9))
        }
    }
}
