import TextureLayout

extension ScriptAPI {
    /// Foundation's formatters, whose text is what a cell's date, relative time or count measures. The dates a
    /// pasted cell formats are the app's, unknown here, so every one formats as one sample moment (see
    /// ``sampleDate``), the same on every run; the session notes it.
    static let formatterTypes: [TypeInfo] = [
        TypeInfo("DateFormatter", isReference: true,
                 doc: "Formats dates as text. Every date is formatted as the sample moment Tuesday 14 May 2024, "
                    + "08:30:05, in US English.",
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
                            "The sample moment in the formatter's pattern, or its date and time styles.") { arguments throws(ScriptError) in
                         guard case .object(_, let fields) = arguments.receiver else { return .string("") }
                         let text = formattedSampleDate(fields)
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
                         "usesGroupingSeparator": .null,
                     ])
                 }],
                 properties: [
                     Property("numberStyle", .enumeration("NumberFormatter.Style"), ".none", "The number's style."),
                     Property("minimumFractionDigits", .integer, "the style's", "Digits always shown after the point."),
                     Property("maximumFractionDigits", .integer, "the style's", "Digits at most after the point."),
                     Property("usesGroupingSeparator", .bool, "the style's", "Whether thousands are grouped."),
                 ] + ["locale", "roundingMode", "currencyCode", "currencySymbol", "positivePrefix", "negativePrefix"]
                    .map { Property($0, .anyIgnored("a formatter setting"), "—", "Accepted; the text is US English.") },
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

    /// A number as a NumberFormatter with these fields writes it.
    static func formattedNumber(_ value: Double, _ fields: [String: ScriptValue]) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        var style = "none"
        if case .enumCase(_, let name)? = fields["numberStyle"] { style = name }
        var (minimumDigits, maximumDigits, grouped, prefix, suffix, scale) = (0, 0, false, "", "", 1.0)
        switch style {
        case "decimal": (maximumDigits, grouped) = (3, true)
        case "percent": (grouped, suffix, scale) = (true, "%", 100)
        case "currency": (minimumDigits, maximumDigits, grouped, prefix) = (2, 2, true, "$")
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
            whole = groups.joined(separator: ",")
        }
        let sign = value < 0 && rounded != 0 ? "-" : ""
        return sign + prefix + whole + (fraction.isEmpty ? "" : "." + fraction) + suffix
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

    /// The formatter methods that write the sample moment for an app's date, which the session notes.
    static let sampleDateMethods: Set = ["DateFormatter.string", "RelativeDateTimeFormatter.localizedString"]

    /// The moment every formatted date is: Tuesday 14 May 2024, 08:30:05 GMT.
    static let sampleDate = "Tuesday 14 May 2024, 08:30:05"

    /// The sample moment written in a formatter's pattern, or else in its date and time styles (US English).
    static func formattedSampleDate(_ fields: [String: ScriptValue]) -> String {
        if case .string(let pattern)? = fields["dateFormat"], !pattern.isEmpty { return sampleDate(inPattern: pattern) }
        func style(_ key: String) -> String {
            if case .enumCase(_, let name)? = fields[key] { return name }
            return "none"
        }
        let date = ["short": "5/14/24", "medium": "May 14, 2024", "long": "May 14, 2024",
                    "full": "Tuesday, May 14, 2024"][style("dateStyle")]
        let time = ["short": "8:30 AM", "medium": "8:30:05 AM", "long": "8:30:05 AM GMT",
                    "full": "8:30:05 AM Greenwich Mean Time"][style("timeStyle")]
        let joiner = ["long", "full"].contains(style("dateStyle")) ? " at " : ", "
        return [date, time].compactMap { $0 }.joined(separator: joiner)
    }

    /// The sample moment in a Unicode date pattern: runs of one letter are fields (`yyyy`, `MMM`, `d`, `HH`, `mm`,
    /// `a`, `EEEE`…), text in single quotes is kept as written, `''` is a quote.
    static func sampleDate(inPattern pattern: String) -> String {
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
            result += sampleField(first, width: run.count)
        }
        return result
    }

    private static func sampleField(_ letter: Character, width: Int) -> String {
        func number(_ value: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: Swift.max(0, Swift.min(width, 9) - digits.count)) + digits
        }
        switch letter {
        case "y", "u", "Y": return width == 2 ? "24" : number(2024)
        case "M", "L":
            switch width {
            case 1, 2: return number(5)
            case 3: return "May"
            case 4: return "May"
            default: return "M"
            }
        case "d": return number(14)
        case "E", "e", "c":
            if width >= 4 { return "Tuesday" }
            return letter == "E" || width == 3 ? "Tue" : number(3)
        case "H", "k": return number(8)
        case "h", "K": return number(8)
        case "m": return number(30)
        case "s": return number(5)
        case "S": return String(repeating: "0", count: Swift.min(width, 9))
        case "a": return "AM"
        case "z", "Z", "v", "V", "O", "x", "X": return "GMT"
        case "D": return number(135)
        case "w": return number(20)
        case "Q", "q": return width >= 3 ? "Q2" : number(2)
        case "G": return "AD"
        default: return String(repeating: letter, count: Swift.min(width, 9))
        }
    }
}
