import Foundation
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
                 staticMethods: [
                    Callable("DateFormatter", "localizedString",
                             [Parameter("from", .any), Parameter("dateStyle", .enumeration("DateFormatter.Style")),
                              Parameter("timeStyle", .enumeration("DateFormatter.Style"))],
                             doc: "The date in a date and a time style, as a formatter with those styles writes it.") {
                        arguments in
                        .value(.string(formattedDate(moment(of: arguments[0]),
                                                     ["dateStyle": arguments[1], "timeStyle": arguments[2]])))
                    },
                 ],
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
                     method("DateFormatter", "date", [Parameter("from", .string)],
                            "The date a text in the formatter's pattern gives (GMT), nil when it does not match.") {
                         arguments in
                         guard case .object(_, let fields) = arguments.receiver,
                               case .string(let pattern)? = fields["dateFormat"], !pattern.isEmpty,
                               let moment = parsedDate(arguments.string(0), pattern: pattern) else { return .null }
                         return date(moment)
                     },
                     method("DateFormatter", "setLocalizedDateFormatFromTemplate", [Parameter(nil, .string)],
                            "Sets the pattern US English writes the template's fields in (\"EEEMMMdjmm\": "
                                + "\"EEE, MMM d 'at' h:mm a\").", mutating: true) {
                         arguments in
                         guard case .object(let type, var fields) = arguments.receiver else { return arguments.receiver }
                         fields["dateFormat"] = .string(DateStyle(template: arguments.string(0)).pattern)
                         return .object(type: type, fields: fields)
                     },
                 ]),
        TypeInfo("ISO8601DateFormatter", isReference: true,
                 doc: "Writes and reads dates as ISO 8601 internet dates in GMT (2024-05-14T08:30:05Z).",
                 initializers: [initializer("ISO8601DateFormatter", [], "An internet-date formatter.") { _ in
                     .object(type: "ISO8601DateFormatter", fields: [:])
                 }],
                 properties: ["formatOptions", "timeZone"].map { name in
                     Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; dates are internet dates in GMT.")
                 },
                 valueMethods: [
                     method("ISO8601DateFormatter", "string", [Parameter("from", .any)], "The date as an internet date.") {
                         arguments in .string(date(moment(of: arguments[0]), inPattern: "yyyy-MM-dd'T'HH:mm:ss") + "Z")
                     },
                     method("ISO8601DateFormatter", "date", [Parameter("from", .string)],
                            "The date an internet date gives, nil when the text is not one.") { arguments in
                         parsedDate(arguments.string(0), pattern: "yyyy-MM-dd'T'HH:mm:ssZ").map(date) ?? .null
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
                     numberFormatter()
                 }],
                 properties: [
                     Property("numberStyle", .enumeration("NumberFormatter.Style"), ".none", "The number's style."),
                     Property("minimumFractionDigits", .integer, "the style's", "Digits always shown after the point."),
                     Property("maximumFractionDigits", .integer, "the style's", "Digits at most after the point."),
                     Property("usesGroupingSeparator", .bool, "the style's", "Whether thousands are grouped."),
                     Property("groupingSeparator", .string, "\",\"", "What separates groups of thousands."),
                     Property("decimalSeparator", .string, "\".\"", "What separates the fraction."),
                     Property("currencySymbol", .string, "\"$\"", "What the currency style writes before the number."),
                     Property("usesSignificantDigits", .bool, "false",
                              "Whether the significant digits, not the fraction digits, set the precision."),
                     Property("minimumSignificantDigits", .integer, "1", "Significant digits always shown."),
                     Property("maximumSignificantDigits", .integer, "6", "Significant digits at most."),
                     Property("multiplier", .number, "100 for percent, else 1",
                              "What the number is multiplied by before it is written."),
                     Property("currencyCode", .string, "\"USD\"", "The currency the ISO-code and plural styles name."),
                 ] + [("positivePrefix", "before a positive number, in place of the style's"),
                      ("negativePrefix", "before a negative number, in place of the style's (\"-\", \"-$\")"),
                      ("positiveSuffix", "after a positive number, in place of the style's (\"%\")"),
                      ("negativeSuffix", "after a negative number, in place of the style's")].map { name, what in
                     Property(name, .string, "the style's", "What is written \(what).")
                 } + ["locale", "roundingMode", "negativePrefix", "groupingSize",
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

    /// A new NumberFormatter, of a style (none: whole numbers), with the settings not set yet.
    static func numberFormatter(style: String = "none") -> ScriptValue {
        .object(type: "NumberFormatter", fields: [
            "numberStyle": .enumCase(type: "NumberFormatter.Style", name: style),
            "minimumFractionDigits": .null, "maximumFractionDigits": .null,
            "usesGroupingSeparator": .null, "groupingSeparator": .string(","), "decimalSeparator": .string("."),
            "currencySymbol": .string("$"), "currencyCode": .string("USD"), "usesSignificantDigits": .bool(false),
            "positivePrefix": .null, "negativePrefix": .null, "positiveSuffix": .null, "negativeSuffix": .null,
            "minimumSignificantDigits": .int(1), "maximumSignificantDigits": .int(6), "multiplier": .null,
        ])
    }

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
        if let text = formattedNumber(value, otherStyle: style, fields) { return text }
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
        if case .int(let digits)? = fields["maximumFractionDigits"] {
            maximumDigits = Swift.max(0, Swift.min(digits, 15))
            // NumberFormatter lowers the minimum to a maximum set below it (a currency with no cents: "$48,250"),
            // unless the minimum was set too.
            if fields["minimumFractionDigits"] == nil || fields["minimumFractionDigits"] == .null {
                minimumDigits = Swift.min(minimumDigits, maximumDigits)
            }
        }
        maximumDigits = Swift.max(maximumDigits, minimumDigits)
        if case .bool(let flag)? = fields["usesGroupingSeparator"] { grouped = flag }
        switch fields["multiplier"] {
        case .number(let multiplier)?: scale = multiplier
        case .int(let multiplier)?: scale = Double(multiplier)
        default: break
        }
        var scaled = abs(value * scale)
        if case .bool(true)? = fields["usesSignificantDigits"], scaled > 0, scaled < 1e15 {
            // ICU's significant digits replace the fraction digits: the number rounded to at most that many
            // digits from its first (half to even), trailing zeros kept down to the minimum.
            let most = if case .int(let digits)? = fields["maximumSignificantDigits"] { Swift.min(Swift.max(digits, 1), 15) } else { 6 }
            let least = if case .int(let digits)? = fields["minimumSignificantDigits"] { Swift.min(Swift.max(digits, 1), most) } else { 1 }
            let exponent = Int(log10(scaled).rounded(.down))
            let decimals = most - 1 - exponent
            if decimals < 0 {
                let step = (0..<(-decimals)).reduce(1.0) { product, _ in product * 10 }
                scaled = (scaled / step).rounded(.toNearestOrEven) * step
            }
            maximumDigits = Swift.min(Swift.max(decimals, 0), 15)
            minimumDigits = Swift.min(Swift.max(least - 1 - exponent, 0), maximumDigits)
        }
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
        let isNegative = value < 0 && rounded != 0
        let point = if case .string(let point)? = fields["decimalSeparator"] { point } else { "." }
        // A prefix or suffix set on the formatter replaces the style's, sign included (`positivePrefix = "+"`).
        var before = (isNegative ? "-" : "") + prefix, after = suffix
        if case .string(let written)? = fields[isNegative ? "negativePrefix" : "positivePrefix"] { before = written }
        if case .string(let written)? = fields[isNegative ? "negativeSuffix" : "positiveSuffix"] { after = written }
        return before + whole + (fraction.isEmpty ? "" : point + fraction) + after
    }

    static let formatterEnumerations: [Enumeration] = [
        Enumeration(name: "NumberFormatter.Style", isOptionSet: false, doc: "How a number is written.",
                    cases: [
                        EnumCase(name: "none", doc: "1235"), EnumCase(name: "decimal", doc: "1,234.568"),
                        EnumCase(name: "percent", doc: "25%"), EnumCase(name: "currency", doc: "$1,234.57"),
                        EnumCase(name: "ordinal", doc: "2nd"), EnumCase(name: "spellOut", doc: "forty-two"),
                        EnumCase(name: "scientific", doc: "1.2345E3"), EnumCase(name: "currencyISOCode", doc: "USD 1,234.57"),
                        EnumCase(name: "currencyPlural", doc: "1,234.57 US dollars"),
                        EnumCase(name: "currencyAccounting", doc: "($1,234.57) when negative"),
                    ]),
        Enumeration(name: "DateFormatter.Style", isOptionSet: false, doc: "How long a date or time part is written.",
                    cases: [
                        EnumCase(name: "none", doc: "Left out."), EnumCase(name: "short", doc: "5/14/24, 8:30 AM"),
                        EnumCase(name: "medium", doc: "May 14, 2024 at 8:30:05 AM"),
                        EnumCase(name: "long", doc: "May 14, 2024 at 8:30:05 AM GMT"),
                        EnumCase(name: "full", doc: "Tuesday, May 14, 2024 at 8:30:05 AM Greenwich Mean Time"),
                    ]),
    ]

    /// The formatter and calendar methods that read dates, where now and the app's dates are the sample moment,
    /// which the session notes.
    static let sampleDateMethods: Set = ["DateFormatter.string", "DateFormatter.localizedString", "DateIntervalFormatter.string",
                                         "RelativeDateTimeFormatter.localizedString",
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
        // As ICU joins them today (swift-corelibs-foundation on this machine, iOS 17): "at" after every date but a short one.
        let joiner = style("dateStyle") == "short" ? ", " : " at "
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

    /// The moment a text written in a Unicode date pattern stands for, read as ICU reads it in US English and GMT:
    /// numbers (as many digits as are there, a fixed count where the next field follows without a separator), month
    /// and weekday names, AM/PM, a zone (`Z`, `+02:00`, `+0200`), quoted text as written. Fields left out are those
    /// of 1 January 1970, 00:00:00. Nil when the text does not match the pattern all the way.
    static func parsedDate(_ text: String, pattern: String) -> Moment? {
        var input = Substring(text)
        var (year, month, day, hour, minute, second, offset, pm) = (1970, 1, 1, 0, 0, 0.0, 0, nil as Bool?)
        let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                      "october", "november", "december"]
        let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        func number(maxDigits: Int) -> Int? {
            let digits = input.prefix { $0.isASCII && $0.isNumber }.prefix(maxDigits)
            guard !digits.isEmpty, let value = Int(digits) else { return nil }
            input = input.dropFirst(digits.count)
            return value
        }
        func name(_ names: [String]) -> Int? {
            let lowered = input.lowercased()
            for (index, full) in names.enumerated() {
                for candidate in [full, String(full.prefix(3))] where lowered.hasPrefix(candidate) {
                    input = input.dropFirst(candidate.count)
                    return index
                }
            }
            return nil
        }
        var rest = pattern[...]
        while let first = rest.first {
            if first == "'" {
                rest = rest.dropFirst()
                var literal = ""
                while let next = rest.first {
                    rest = rest.dropFirst()
                    if next == "'" {
                        guard rest.first == "'" else { break }
                        rest = rest.dropFirst()
                    }
                    literal.append(next)
                }
                if literal.isEmpty { literal = "'" }
                guard input.hasPrefix(literal) else { return nil }
                input = input.dropFirst(literal.count)
                continue
            }
            guard first.isASCII, first.isLetter else {
                guard input.first == first else { return nil }
                input = input.dropFirst()
                rest = rest.dropFirst()
                continue
            }
            let width = rest.prefix { $0 == first }.count
            rest = rest.dropFirst(width)
            // A field followed at once by another (`yyyyMMdd`) takes only its own width of digits.
            let abutting = rest.first.map { $0.isASCII && $0.isLetter } ?? false
            let digits = abutting ? width : 9
            switch first {
            case "y", "Y", "u":
                guard let value = number(maxDigits: digits) else { return nil }
                year = width == 2 && value < 100 ? 2000 + value : value
            case "M", "L":
                if width >= 3 {
                    guard let index = name(months) else { return nil }
                    month = index + 1
                } else {
                    guard let value = number(maxDigits: abutting ? width : 2) else { return nil }
                    month = value
                }
            case "d": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; day = value
            case "H": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; hour = value
            case "k": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; hour = value == 24 ? 0 : value
            case "h", "K": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; hour = value % 12
            case "m": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; minute = value
            case "s": guard let value = number(maxDigits: abutting ? width : 2) else { return nil }; second = Double(value)
            case "S":
                let fraction = input.prefix { $0.isASCII && $0.isNumber }.prefix(digits)
                guard !fraction.isEmpty, let value = Double("0." + fraction) else { return nil }
                input = input.dropFirst(fraction.count)
                second += value
            case "E", "e", "c": guard name(weekdays) != nil else { return nil }
            case "a":
                let lowered = input.lowercased()
                guard lowered.hasPrefix("am") || lowered.hasPrefix("pm") else { return nil }
                pm = lowered.hasPrefix("pm")
                input = input.dropFirst(2)
            case "Z", "X", "x", "z", "O", "v", "V":
                if input.first == "Z" {
                    input = input.dropFirst()
                    continue
                }
                if input.hasPrefix("GMT") { input = input.dropFirst(3) }
                guard let sign = input.first, sign == "+" || sign == "-" else {
                    if first == "z" || first == "O" || first == "v" || first == "V" { continue }
                    return nil
                }
                input = input.dropFirst()
                guard let hours = number(maxDigits: 2) else { return nil }
                if input.first == ":" { input = input.dropFirst() }
                let minutes = number(maxDigits: 2) ?? 0
                offset = (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60)
            default:
                return nil
            }
        }
        guard input.isEmpty, (1...12).contains(month), (1...Moment.length(ofMonth: month, in: year)).contains(day),
              hour < 24, minute < 60, second < 61 else { return nil }
        if let pm { hour = hour % 12 + (pm ? 12 : 0) }
        let days = Moment.day(fromYear: year, month: month, day: day)
        let seconds = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 - offset) + second
        return abs(seconds) <= Moment.limit ? Moment(secondsSince1970: seconds) : nil
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
