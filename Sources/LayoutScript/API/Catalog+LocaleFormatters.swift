import Foundation

/// The locale and time zone layoutrepl formats in (US English, GMT), and the Foundation formatters that write a date
/// interval or a person's name, whose text a label measures.
extension ScriptAPI {
    static let localeFormatterTypes: [TypeInfo] = [
        TypeInfo("Locale", doc: "A locale. layoutrepl's is US English (en_US); names of languages and regions are "
                    + "written in the locale's own language, as Foundation writes them.",
                 initializers: [initializer("Locale", [Parameter("identifier", .string)], "The locale of an identifier.") {
                     locale($0.string(0))
                 }],
                 properties: [
                    Property("identifier", .string, "\"en_US\"", "Its identifier."),
                    Property("languageCode", .string, "\"en\"", "Its language's code."),
                    Property("regionCode", .string, "\"US\"", "Its region's code."),
                    Property("currencyCode", .string, "\"USD\"", "Its currency's code."),
                    Property("currencySymbol", .string, "\"$\"", "Its currency's symbol."),
                    Property("decimalSeparator", .string, "\".\"", "What separates a number's fraction."),
                    Property("groupingSeparator", .string, "\",\"", "What separates a number's thousands."),
                    Property("usesMetricSystem", .bool, "false", "Whether it measures in metric units."),
                 ],
                 staticValues: [
                    StaticValue(name: "current", value: locale("en_US"), doc: "US English, the locale layoutrepl formats in."),
                    StaticValue(name: "autoupdatingCurrent", value: locale("en_US"), doc: "US English."),
                    StaticValue(name: "preferredLanguages", value: .array([.string("en-US")]), doc: "[\"en-US\"]."),
                 ],
                 valueMethods: ["forLanguageCode", "forRegionCode", "forIdentifier", "forCurrencyCode"].map { label in
                    method("Locale", "localizedString", [Parameter(label, .string)],
                           "The name of a language, region, locale or currency in this locale's language.") { arguments in
                        guard case .object(_, let fields) = arguments.receiver,
                              case .string(let identifier)? = fields["identifier"] else { return .null }
                        let shown = Foundation.Locale(identifier: identifier)
                        let code = arguments.string(0)
                        let name = switch label {
                        case "forLanguageCode": shown.localizedString(forLanguageCode: code)
                        case "forRegionCode": shown.localizedString(forRegionCode: code)
                        case "forIdentifier": shown.localizedString(forIdentifier: code)
                        default: shown.localizedString(forCurrencyCode: code)
                        }
                        return name.map { .string($0) } ?? .null
                    }
                 }),
        TypeInfo("TimeZone", doc: "A time zone. layoutrepl formats every date in GMT.",
                 initializers: [Callable("TimeZone", nil, [Parameter("identifier", .string)],
                                         doc: "The time zone of an identifier (nil for an unknown one).") { arguments in
                     let identifier = arguments.string(0)
                     return .value(Foundation.TimeZone(identifier: identifier) == nil ? .null : timeZone(identifier))
                 }],
                 properties: [Property("identifier", .string, "\"GMT\"", "Its identifier.")],
                 staticValues: [
                    StaticValue(name: "current", value: timeZone("GMT"), doc: "GMT, the zone layoutrepl formats in."),
                    StaticValue(name: "autoupdatingCurrent", value: timeZone("GMT"), doc: "GMT."),
                    StaticValue(name: "gmt", value: timeZone("GMT"), doc: "GMT."),
                 ],
                 valueMethods: [
                    method("TimeZone", "secondsFromGMT", [], "0: layoutrepl formats in GMT.") { _ in .int(0) },
                    method("TimeZone", "secondsFromGMT", [Parameter("for", .any)], "0.") { _ in .int(0) },
                    method("TimeZone", "abbreviation", [], "\"GMT\".") { _ in .string("GMT") },
                    method("TimeZone", "abbreviation", [Parameter("for", .any)], "\"GMT\".") { _ in .string("GMT") },
                 ]),
        TypeInfo("DateIntervalFormatter", isReference: true,
                 doc: "Writes the span between two dates in US English and GMT, leaving out what the two share "
                    + "(May 14 – 17, 2024).",
                 initializers: [initializer("DateIntervalFormatter", [], "A formatter of medium dates and short times.") { _ in
                     .object(type: "DateIntervalFormatter", fields: [
                         "dateStyle": .enumCase(type: "DateIntervalFormatter.Style", name: "medium"),
                         "timeStyle": .enumCase(type: "DateIntervalFormatter.Style", name: "short"),
                     ])
                 }],
                 properties: [
                    Property("dateStyle", .enumeration("DateIntervalFormatter.Style"), ".medium", "The dates' length."),
                    Property("timeStyle", .enumeration("DateIntervalFormatter.Style"), ".short", "The times' length."),
                 ] + ["locale", "timeZone", "calendar", "dateTemplate"].map { name in
                    Property(name, .anyIgnored("a formatter setting"), "—", "Accepted; the text is US English in GMT.")
                 },
                 valueMethods: [
                    method("DateIntervalFormatter", "string", [Parameter("from", .any), Parameter("to", .any)],
                           "The span from one date to the other.") { arguments in
                        guard case .object(_, let fields) = arguments.receiver else { return .null }
                        return .string(dateInterval(from: moment(of: arguments[0]), to: moment(of: arguments[1]), fields))
                    },
                    method("DateIntervalFormatter", "string", [Parameter("from", .object("DateInterval"))],
                           "The span of a date interval.") { arguments in
                        guard case .object(_, let fields) = arguments.receiver,
                              case .object(_, let interval) = arguments[0] else { return .null }
                        return .string(dateInterval(from: moment(of: interval["start"] ?? .null),
                                                    to: moment(of: interval["end"] ?? .null), fields))
                    },
                 ]),
        TypeInfo("DateInterval", doc: "The span between two dates.",
                 initializers: [
                    initializer("DateInterval", [], "An empty interval at the sample moment.") { _ in
                        dateIntervalValue(.sample, .sample)
                    },
                    Callable("DateInterval", nil, [Parameter("start", .any), Parameter("end", .any)],
                             doc: "The interval from one date to another.") { arguments throws(ScriptError) in
                        let (start, end) = (moment(of: arguments[0]), moment(of: arguments[1]))
                        guard start.secondsSince1970 <= end.secondsSince1970 else {
                            throw ScriptError("DateInterval(start:end:) needs an end after its start (Foundation stops the app here)")
                        }
                        return .value(dateIntervalValue(start, end))
                    },
                    Callable("DateInterval", nil, [Parameter("start", .any), Parameter("duration", .number)],
                             doc: "The interval of a duration from a date.") { arguments throws(ScriptError) in
                        let start = moment(of: arguments[0])
                        return .value(dateIntervalValue(start, try Moment.checked(start.secondsSince1970 + arguments.number(1))))
                    },
                 ],
                 properties: [
                    Property("start", .object("Date"), "—", "Its first moment."),
                    Property("end", .object("Date"), "—", "Its last moment."),
                    Property("duration", .number, "—", "Seconds from start to end."),
                 ],
                 valueMethods: [
                    method("DateInterval", "contains", [Parameter(nil, .any)], "Whether a date is in it.") { arguments in
                        guard case .object(_, let fields) = arguments.receiver else { return .bool(false) }
                        let seconds = moment(of: arguments[0]).secondsSince1970
                        return .bool(moment(of: fields["start"] ?? .null).secondsSince1970 <= seconds
                                        && seconds <= moment(of: fields["end"] ?? .null).secondsSince1970)
                    },
                 ]),
        TypeInfo("PersonNameComponents", doc: "The parts of a person's name.",
                 initializers: [
                    initializer("PersonNameComponents", [], "A name with no parts.") { _ in personName([:]) },
                    initializer("PersonNameComponents", personNameParts.map { Parameter($0, .any) },
                                "A name of these parts (nil leaves one out).") { arguments in
                        personName(Dictionary(uniqueKeysWithValues: zip(personNameParts, arguments.values)))
                    },
                 ] + [["givenName", "familyName"], ["givenName", "middleName", "familyName"]].map { labels in
                    initializer("PersonNameComponents", labels.map { Parameter($0, .any) }, "A name of these parts.") {
                        personName(Dictionary(uniqueKeysWithValues: zip(labels, $0.values)))
                    }
                 },
                 properties: personNameParts.map { Property($0, .string, "nil", "A part of the name, or nil.") },
                 valueMethods: [
                    method("PersonNameComponents", "formatted", [], "The given and family names.") { arguments in
                        .string(formattedName(arguments.receiver, style: "medium"))
                    },
                    method("PersonNameComponents", "formatted", [Parameter(nil, .object("PersonNameComponents.FormatStyle"))],
                           "The name in a style: .name(style: .abbreviated) is the initials.") { arguments in
                        guard case .object("PersonNameComponents.FormatStyle", let fields) = arguments[0],
                              case .string(let style)? = fields["style"] else {
                            return .string(formattedName(arguments.receiver, style: "medium"))
                        }
                        return .string(formattedName(arguments.receiver, style: style))
                    },
                 ]),
        TypeInfo("PersonNameComponents.FormatStyle", doc: "How much of a name `formatted(_:)` writes.",
                 staticMethods: [
                    value("PersonNameComponents.FormatStyle", "name",
                          [Parameter("style", .enumeration("PersonNameComponentsFormatter.Style"))],
                          "A name in a style.") { arguments in
                        guard case .enumCase(_, let style) = arguments[0] else { return .null }
                        return .object(type: "PersonNameComponents.FormatStyle", fields: ["style": .string(style)])
                    },
                 ]),
        TypeInfo("PersonNameComponentsFormatter", isReference: true,
                 doc: "Writes a person's name as US English does: given name first.",
                 initializers: [initializer("PersonNameComponentsFormatter", [], "A formatter of medium names.") { _ in
                     .object(type: "PersonNameComponentsFormatter",
                             fields: ["style": .enumCase(type: "PersonNameComponentsFormatter.Style", name: "default")])
                 }],
                 properties: [
                    Property("style", .enumeration("PersonNameComponentsFormatter.Style"), ".default",
                             ".short: the given name; .medium, .default: given and family; .long: every part; "
                                + ".abbreviated: the initials."),
                    Property("locale", .anyIgnored("a formatter setting"), "—", "Accepted; names are US English."),
                 ],
                 staticMethods: [
                    value("PersonNameComponentsFormatter", "localizedString",
                          [Parameter("from", .any), Parameter("style", .enumeration("PersonNameComponentsFormatter.Style")),
                           Parameter("options", .anyIgnored("PersonNameComponentsFormatter.Options"))],
                          "The name in a style.") { arguments in
                        guard case .enumCase(_, let style) = arguments[1] else { return .string("") }
                        return .string(formattedName(arguments[0], style: style))
                    },
                 ],
                 valueMethods: [
                    method("PersonNameComponentsFormatter", "string", [Parameter("from", .any)], "The name in the formatter's style.") {
                        arguments in
                        guard case .object(_, let fields) = arguments.receiver,
                              case .enumCase(_, let style)? = fields["style"] else { return .string("") }
                        return .string(formattedName(arguments[0], style: style))
                    },
                 ]),
    ]

    static let localeFormatterEnumerations: [Enumeration] = [
        Enumeration(name: "DateIntervalFormatter.Style", isOptionSet: false, doc: "How long a date or time part is written.",
                    cases: [
                        EnumCase(name: "none", doc: "Left out."), EnumCase(name: "short", doc: "5/14/24"),
                        EnumCase(name: "medium", doc: "May 14, 2024"), EnumCase(name: "long", doc: "May 14, 2024"),
                        EnumCase(name: "full", doc: "Tuesday, May 14, 2024"),
                    ]),
        Enumeration(name: "PersonNameComponentsFormatter.Style", isOptionSet: false, doc: "How much of a name is written.",
                    cases: [
                        EnumCase(name: "default", doc: "Margaret Hughes"), EnumCase(name: "short", doc: "Margaret"),
                        EnumCase(name: "medium", doc: "Margaret Hughes"), EnumCase(name: "long", doc: "Dr. Margaret Ann Hughes"),
                        EnumCase(name: "abbreviated", doc: "MH"),
                    ]),
    ]

    private static func dateIntervalValue(_ start: Moment, _ end: Moment) -> ScriptValue {
        .object(type: "DateInterval", fields: [
            "start": date(start), "end": date(end), "duration": .number(end.secondsSince1970 - start.secondsSince1970),
        ])
    }

    private static func locale(_ identifier: String) -> ScriptValue {
        let shown = Foundation.Locale(identifier: identifier)
        let isUS = identifier == "en_US"
        return .object(type: "Locale", fields: [
            "identifier": .string(identifier),
            "languageCode": shown.languageCode.map { .string($0) } ?? .null,
            "regionCode": shown.regionCode.map { .string($0) } ?? .null,
            "currencyCode": isUS ? .string("USD") : shown.currencyCode.map { .string($0) } ?? .null,
            "currencySymbol": .string(isUS ? "$" : shown.currencySymbol ?? "¤"),
            "decimalSeparator": .string(isUS ? "." : shown.decimalSeparator ?? "."),
            "groupingSeparator": .string(isUS ? "," : shown.groupingSeparator ?? ","),
            "usesMetricSystem": .bool(isUS ? false : shown.usesMetricSystem),
        ])
    }

    private static func timeZone(_ identifier: String) -> ScriptValue {
        .object(type: "TimeZone", fields: ["identifier": .string(identifier)])
    }

    private static let personNameParts = ["namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname"]

    private static func personName(_ parts: [String: ScriptValue]) -> ScriptValue {
        .object(type: "PersonNameComponents", fields: Dictionary(uniqueKeysWithValues: personNameParts.map { part in
            (part, parts[part].flatMap { if case .string = $0 { $0 } else { nil } } ?? .null)
        }))
    }

    /// A name as PersonNameComponentsFormatter writes it in US English.
    static func formattedName(_ name: ScriptValue, style: String) -> String {
        guard case .object(_, let fields) = name else { return "" }
        func part(_ key: String) -> String? {
            if case .string(let text)? = fields[key], !text.isEmpty { return text }
            return nil
        }
        switch style {
        case "short": return part("nickname") ?? part("givenName") ?? part("familyName") ?? ""
        case "abbreviated": return [part("givenName"), part("familyName")].compactMap { $0?.first.map(String.init) }.joined()
        case "long":
            return ["namePrefix", "givenName", "middleName", "familyName", "nameSuffix"].compactMap(part).joined(separator: " ")
        default: return [part("givenName"), part("familyName")].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The span between two moments as DateIntervalFormatter writes it in US English: the parts the two dates
    /// share are written once (May 14 – 17, 2024; 8:30 – 10:30 AM), with a thin space around the dash.
    static func dateInterval(from start: Moment, to end: Moment, _ fields: [String: ScriptValue]) -> String {
        func style(_ key: String) -> String {
            if case .enumCase(_, let name)? = fields[key] { return name }
            return "none"
        }
        let dateStyle = style("dateStyle"), timeStyle = style("timeStyle")
        let dash = "\u{2009}–\u{2009}"
        let (first, last) = (start.date, end.date)
        let sameDay = first.year == last.year && first.month == last.month && first.day == last.day
        let datePatterns = ["short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y"]
        let timePattern = ["short": "h:mm a", "medium": "h:mm:ss a", "long": "h:mm:ss a z", "full": "h:mm:ss a z"][timeStyle]
        func written(_ moment: Moment, _ pattern: String) -> String { date(moment, inPattern: pattern) }
        guard let datePattern = datePatterns[dateStyle] else {
            guard let timePattern else { return "" }
            guard sameDay else { return written(start, "M/d/y, \(timePattern)") + dash + written(end, "M/d/y, \(timePattern)") }
            return timeSpan(start, end, timePattern, dash: dash)
        }
        guard let timePattern else {
            if sameDay { return written(start, datePattern) }
            let sameYear = first.year == last.year
            switch dateStyle {
            case "medium" where sameYear, "long" where sameYear:
                let month = dateStyle == "medium" ? "MMM" : "MMMM"
                if first.month == last.month { return written(start, "\(month) d") + dash + written(end, "d, y") }
                return written(start, "\(month) d") + dash + written(end, "\(month) d, y")
            case "full" where sameYear:
                return written(start, "EEEE, MMMM d") + dash + written(end, "EEEE, MMMM d, y")
            default:
                return written(start, datePattern) + dash + written(end, datePattern)
            }
        }
        let joiner = dateStyle == "short" ? ", " : " 'at' "
        if sameDay, start.secondOfDay != end.secondOfDay {
            return written(start, datePattern) + ", " + timeSpan(start, end, timePattern, dash: dash)
        }
        let pattern = datePattern + joiner + timePattern
        return sameDay ? written(start, pattern) : written(start, pattern) + dash + written(end, pattern)
    }

    /// Two times of one day: the AM/PM written once when they share it (8:30 – 10:30 AM).
    private static func timeSpan(_ start: Moment, _ end: Moment, _ pattern: String, dash: String) -> String {
        guard start.secondOfDay != end.secondOfDay else { return date(start, inPattern: pattern) }
        let withoutMarker = pattern.replacingOccurrences(of: " a", with: "")
        if (start.hour < 12) == (end.hour < 12), withoutMarker != pattern {
            return date(start, inPattern: withoutMarker) + dash + date(end, inPattern: pattern)
        }
        return date(start, inPattern: pattern) + dash + date(end, inPattern: pattern)
    }
}
