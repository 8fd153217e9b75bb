import TextureLayout

extension ScriptAPI {
    /// Foundation's `Date`, `Calendar` and `DateComponents`, as a calendar cell computes its grid with them. A date
    /// is a moment (seconds since 1970, see ``Moment``); `Date()` and every date of the app's own that layoutrepl
    /// does not have is the sample moment, Tuesday 14 May 2024, 08:30:05 GMT, so a grid is the same on every run.
    /// The calendar is Gregorian in US English and GMT, as `Calendar.current` is on a US iPhone.
    static let calendarTypes: [TypeInfo] = [
        TypeInfo("Date", doc: "A moment in time. Date() is the sample moment, Tuesday 14 May 2024, 08:30:05 GMT, the "
                    + "same on every run.",
                 initializers: [
                    initializer("Date", [], "The sample moment: Tuesday 14 May 2024, 08:30:05 GMT.") { _ in
                        date(.sample)
                    },
                    initializer("Date", [Parameter("timeIntervalSince1970", .number)],
                                "The moment that many seconds after 1 January 1970, 00:00 GMT.") { arguments throws(ScriptError) in
                        date(try Moment.checked(arguments.number(0)))
                    },
                    initializer("Date", [Parameter("timeIntervalSinceNow", .number)],
                                "The moment that many seconds after the sample moment.") { arguments throws(ScriptError) in
                        try date(date(.sample), movedBy: arguments.number(0))
                    },
                    initializer("Date", [Parameter("timeInterval", .number), Parameter("since", .any)],
                                "The moment that many seconds after another.") { arguments throws(ScriptError) in
                        try date(arguments[1], movedBy: arguments.number(0))
                    },
                 ],
                 properties: [
                    Property("timeIntervalSince1970", .number, "—", "Seconds since 1 January 1970, 00:00 GMT."),
                    Property("timeIntervalSinceNow", .number, "—", "Seconds since the sample moment."),
                 ],
                 staticValues: [StaticValue(name: "now", value: date(.sample),
                                            doc: "The sample moment: Tuesday 14 May 2024, 08:30:05 GMT.")],
                 valueMethods: [
                    method("Date", "addingTimeInterval", [Parameter(nil, .number)], "The moment that many seconds later.") {
                        arguments throws(ScriptError) in
                        try date(arguments.receiver, movedBy: arguments.number(0))
                    },
                    method("Date", "timeIntervalSince", [Parameter(nil, .any)], "Seconds from another moment to this one.") {
                        arguments in
                        .number(moment(of: arguments.receiver).secondsSince1970 - moment(of: arguments[0]).secondsSince1970)
                    },
                 ]),
        TypeInfo("Calendar", doc: "The Gregorian calendar in US English and GMT: weeks start on Sunday.",
                 initializers: [initializer("Calendar", [Parameter("identifier", .enumeration("Calendar.Identifier"))],
                                            "A calendar; .iso8601 weeks start on Monday, with 4 days in the first.") {
                     arguments in
                     guard case .enumCase(_, "iso8601") = arguments[0] else { return calendar() }
                     return calendar(firstWeekday: 2, minimumDaysInFirstWeek: 4, identifier: "iso8601")
                 }],
                 properties: [
                    Property("firstWeekday", .integer, "1", "The weekday weeks start on: 1 is Sunday."),
                    Property("minimumDaysInFirstWeek", .integer, "1", "Days of a year or month its first week needs."),
                    Property("identifier", .enumeration("Calendar.Identifier"), ".gregorian", "Which calendar."),
                 ] + symbolNames.map { name, _ in
                     Property(name, .array(.string), "—", "US English names (Sunday first, January first).")
                 } + ["locale", "timeZone"].map { name in
                     Property(name, .anyIgnored("a calendar setting"), "—", "Accepted; the calendar is US English in GMT.")
                 },
                 staticValues: ["current", "autoupdatingCurrent"].map { name in
                     StaticValue(name: name, value: calendar(), doc: "The Gregorian calendar in US English and GMT.")
                 },
                 valueMethods: calendarMethods),
        TypeInfo("NSCalendar", superType: "Calendar",
                 doc: "Foundation's Objective-C calendar, bridged to Calendar: the same Gregorian calendar.",
                 staticValues: ["current", "autoupdatingCurrent"].map { name in
                     StaticValue(name: name, value: calendar(), doc: "The Gregorian calendar in US English and GMT.")
                 }),
        TypeInfo("DateComponents", doc: "A date's fields: those asked for are set, the others nil.",
                 initializers: [initializer("DateComponents",
                                            componentNames.map { Parameter($0, .any, default: .null) },
                                            "Components with the fields given.") { arguments in
                     .object(type: "DateComponents", fields: Dictionary(uniqueKeysWithValues: componentNames.enumerated().map {
                         ($1, arguments[$0])
                     }))
                 }],
                 properties: componentNames.map { Property($0, .any, "nil", "The field, or nil when it is not set.") }),
    ]

    static let calendarEnumerations: [Enumeration] = [
        Enumeration(name: "Calendar.Component", isOptionSet: false, doc: "A field of a date.",
                    cases: componentNames.map { EnumCase(name: $0, doc: "The \($0) field.") }),
        Enumeration(name: "Calendar.Identifier", isOptionSet: false, doc: "Which calendar.",
                    cases: [EnumCase(name: "gregorian", doc: "Gregorian, weeks from Sunday."),
                            EnumCase(name: "iso8601", doc: "Gregorian with ISO 8601 weeks, from Monday.")]),
    ]

    /// The fields of `Calendar.Component` and `DateComponents` that layoutrepl computes.
    static let componentNames = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
                                 "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]

    /// The names of weekdays and months in US English, by the calendar property that lists them.
    static let symbolNames: [(String, [String])] = {
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return [
            ("weekdaySymbols", weekdays), ("shortWeekdaySymbols", weekdays.map { String($0.prefix(3)) }),
            ("veryShortWeekdaySymbols", weekdays.map { String($0.prefix(1)) }),
            ("monthSymbols", months), ("shortMonthSymbols", months.map { String($0.prefix(3)) }),
            ("veryShortMonthSymbols", months.map { String($0.prefix(1)) }),
        ]
    }()

    static func date(_ moment: Moment) -> ScriptValue {
        .object(type: "Date", fields: ["timeIntervalSince1970": .number(moment.secondsSince1970)])
    }

    /// `date + seconds`, `date.addingTimeInterval(_:)`: the moment that many seconds later.
    static func date(_ value: ScriptValue, movedBy seconds: Double) throws(ScriptError) -> ScriptValue {
        date(try Moment.checked(moment(of: value).secondsSince1970 + seconds))
    }

    /// The moment a value stands for: a `Date`'s own, or the sample moment for a date of the app's that the
    /// pasted code does not have (`post.createdAt`).
    static func moment(of value: ScriptValue) -> Moment {
        guard case .object("Date", let fields) = value, case .number(let seconds)? = fields["timeIntervalSince1970"],
              seconds.isFinite, abs(seconds) <= Moment.limit else { return .sample }
        return Moment(secondsSince1970: seconds)
    }

    static func calendar(firstWeekday: Int = 1, minimumDaysInFirstWeek: Int = 1,
                         identifier: String = "gregorian") -> ScriptValue {
        var fields: [String: ScriptValue] = [
            "firstWeekday": .int(firstWeekday), "minimumDaysInFirstWeek": .int(minimumDaysInFirstWeek),
            "identifier": .enumCase(type: "Calendar.Identifier", name: identifier),
        ]
        for (name, symbols) in symbolNames { fields[name] = .array(symbols.map { .string($0) }) }
        return .object(type: "Calendar", fields: fields)
    }

    /// A calendar's week settings, each kept to 1...7 as ICU keeps them.
    private static func weekRules(_ calendar: ScriptValue) -> (firstWeekday: Int, minimumDays: Int) {
        guard case .object(_, let fields) = calendar else { return (1, 1) }
        func setting(_ name: String) -> Int {
            if case .int(let value)? = fields[name] { return Swift.min(Swift.max(value, 1), 7) }
            return 1
        }
        return (setting("firstWeekday"), setting("minimumDaysInFirstWeek"))
    }

    /// A field of a moment in a calendar with these week rules.
    static func component(_ name: String, of moment: Moment, firstWeekday: Int = 1, minimumDays: Int = 1) -> Int? {
        let date = moment.date
        switch name {
        case "era": return date.year > 0 ? 1 : 0
        case "year": return date.year > 0 ? date.year : 1 - date.year
        case "month": return date.month
        case "day": return date.day
        case "hour": return moment.hour
        case "minute": return moment.minute
        case "second": return moment.second
        case "nanosecond":
            return Int(((moment.secondOfDay - moment.secondOfDay.rounded(.down)) * 1_000_000_000).rounded(.down))
        case "weekday": return moment.weekday
        case "weekdayOrdinal": return (date.day - 1) / 7 + 1
        case "quarter": return (date.month - 1) / 3 + 1
        case "weekOfMonth": return moment.weekOfMonth(firstWeekday: firstWeekday, minimumDaysInFirstWeek: minimumDays)
        case "weekOfYear": return moment.weekOfYear(firstWeekday: firstWeekday, minimumDaysInFirstWeek: minimumDays).week
        case "yearForWeekOfYear":
            return moment.weekOfYear(firstWeekday: firstWeekday, minimumDaysInFirstWeek: minimumDays).year
        default: return nil
        }
    }

    /// The names in a `Set<Calendar.Component>` argument (`[.year, .month]`).
    private static func componentNames(in value: ScriptValue) -> Set<String> {
        guard case .array(let values) = value else { return [] }
        return Set(values.map(componentName))
    }

    /// The name of a `Calendar.Component` argument.
    private static func componentName(_ value: ScriptValue) -> String {
        if case .enumCase(_, let name) = value { return name }
        return ""
    }

    private static let calendarMethods: [Callable] = [
        method("Calendar", "component", [Parameter(nil, .enumeration("Calendar.Component")), Parameter("from", .any)],
               "The field of the date (weekday: 1 is Sunday).") { arguments in
            let rules = weekRules(arguments.receiver)
            return component(componentName(arguments[0]), of: moment(of: arguments[1]), firstWeekday: rules.firstWeekday,
                             minimumDays: rules.minimumDays).map(ScriptValue.int) ?? .int(0)
        },
        method("Calendar", "dateComponents", [Parameter(nil, .array(.enumeration("Calendar.Component"))),
                                              Parameter("from", .any)],
               "The fields asked for of the date; the others are nil.") { arguments in
            let rules = weekRules(arguments.receiver)
            let asked = componentNames(in: arguments[0])
            let at = moment(of: arguments[1])
            var fields: [String: ScriptValue] = [:]
            for name in componentNames {
                let value = asked.contains(name)
                    ? component(name, of: at, firstWeekday: rules.firstWeekday, minimumDays: rules.minimumDays) : nil
                fields[name] = value.map(ScriptValue.int) ?? .null
            }
            return .object(type: "DateComponents", fields: fields)
        },
        method("Calendar", "dateComponents", [Parameter(nil, .array(.enumeration("Calendar.Component"))),
                                              Parameter("from", .any), Parameter("to", .any)],
               "How many of each field asked for lie between two dates, largest first.") { arguments throws(ScriptError) in
            try difference(componentNames(in: arguments[0]), from: moment(of: arguments[1]),
                           to: moment(of: arguments[2]))
        },
        method("Calendar", "range", [Parameter("of", .enumeration("Calendar.Component")),
                                     Parameter("in", .enumeration("Calendar.Component")), Parameter("for", .any)],
               "The values a smaller field takes in a larger one (.day in .month: 1..<32 for May); nil when the "
                + "first is not smaller.") { arguments throws(ScriptError) in
            try range(of: componentName(arguments[0]), in: componentName(arguments[1]), for: moment(of: arguments[2]),
                      rules: weekRules(arguments.receiver))
        },
        method("Calendar", "date", [Parameter("byAdding", .enumeration("Calendar.Component")), Parameter("value", .integer),
                                    Parameter("to", .any)],
               "The date that many of the field later (months keep their day, or the month's last).") {
            arguments throws(ScriptError) in
            guard case .int(let count) = arguments[1] else { return .null }
            return date(try adding(count, of: componentName(arguments[0]), to: moment(of: arguments[2])))
        },
        method("Calendar", "date", [Parameter("from", .object("DateComponents"))],
               "The date of the components' year, month, day, hour, minute and second (unset: the smallest); the "
                + "app's components are the sample moment's.") {
            arguments throws(ScriptError) in
            guard case .object(_, let fields) = arguments[0] else { return date(.sample) }
            return date(try composed(fields))
        },
        method("Calendar", "date", [Parameter("bySettingHour", .integer), Parameter("minute", .integer),
                                    Parameter("second", .integer), Parameter("of", .any)],
               "The date's day at that time (nil for a time no day has).") { arguments in
            guard case .int(let hour) = arguments[0], case .int(let minute) = arguments[1], case .int(let second) = arguments[2],
                  (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return .null }
            let start = moment(of: arguments[3]).startOfDay
            return date(Moment(secondsSince1970: start.secondsSince1970 + Double(hour * 3600 + minute * 60 + second)))
        },
        method("Calendar", "startOfDay", [Parameter("for", .any)], "Midnight at the start of the date's day.") { arguments in
            date(moment(of: arguments[0]).startOfDay)
        },
        method("Calendar", "isDateInToday", [Parameter(nil, .any)], "Whether the date is on the sample moment's day.") {
            arguments in .bool(moment(of: arguments[0]).day == Moment.sample.day)
        },
        method("Calendar", "isDateInYesterday", [Parameter(nil, .any)], "Whether the date is the day before the sample's.") {
            arguments in .bool(moment(of: arguments[0]).day == Moment.sample.day - 1)
        },
        method("Calendar", "isDateInTomorrow", [Parameter(nil, .any)], "Whether the date is the day after the sample's.") {
            arguments in .bool(moment(of: arguments[0]).day == Moment.sample.day + 1)
        },
        method("Calendar", "isDateInWeekend", [Parameter(nil, .any)], "Whether the date is a Saturday or Sunday.") {
            arguments in .bool([1, 7].contains(moment(of: arguments[0]).weekday))
        },
        method("Calendar", "isDate", [Parameter(nil, .any), Parameter("inSameDayAs", .any)],
               "Whether two dates are on the same day.") { arguments in
            .bool(moment(of: arguments[0]).day == moment(of: arguments[1]).day)
        },
    ]

    /// `Calendar.range(of:in:for:)`: the values `smaller` takes within the `larger` period around a moment; nil
    /// where Foundation gives nil (a field that is not smaller); an error for pairs layoutrepl does not compute.
    private static func range(of smaller: String, in larger: String, for moment: Moment,
                              rules: (firstWeekday: Int, minimumDays: Int)) throws(ScriptError) -> ScriptValue {
        let date = moment.date
        switch (smaller, larger) {
        case ("day", "month"): return .range(lower: 1, upper: Moment.length(ofMonth: date.month, in: date.year) + 1)
        case ("day", "year"):
            return .range(lower: 1, upper: Moment.day(fromYear: date.year + 1, month: 1, day: 1)
                - Moment.day(fromYear: date.year, month: 1, day: 1) + 1)
        case ("month", "year"): return .range(lower: 1, upper: 13)
        case ("hour", "day"): return .range(lower: 0, upper: 24)
        case ("minute", "hour"), ("second", "minute"): return .range(lower: 0, upper: 60)
        case ("weekday", "weekOfYear"), ("weekday", "weekOfMonth"), ("weekday", "month"), ("weekday", "year"):
            return .range(lower: 1, upper: 8)
        case ("weekOfMonth", "month"):
            let first = Moment(secondsSince1970: Double(Moment.day(fromYear: date.year, month: date.month, day: 1)) * 86_400)
            let last = Moment(secondsSince1970: Double(Moment.day(fromYear: date.year, month: date.month + 1, day: 0)) * 86_400)
            return .range(lower: first.weekOfMonth(firstWeekday: rules.firstWeekday, minimumDaysInFirstWeek: rules.minimumDays),
                          upper: last.weekOfMonth(firstWeekday: rules.firstWeekday, minimumDaysInFirstWeek: rules.minimumDays) + 1)
        default:
            let order = ["era", "year", "quarter", "month", "weekOfYear", "weekOfMonth", "day", "hour", "minute", "second"]
            if let small = order.firstIndex(of: smaller), let large = order.firstIndex(of: larger),
               small <= large || (smaller == "day" && larger.hasPrefix("weekOf")) {
                return .null
            }
            throw ScriptError("layoutrepl's calendar gives range(of:in:for:) of .day in .month or .year, .month in "
                + ".year, .hour in .day, .minute in .hour, .second in .minute, .weekday in a week, month or year and "
                + ".weekOfMonth in .month; not .\(smaller) in .\(larger)")
        }
    }

    /// `Calendar.date(byAdding:value:to:)`: fixed lengths for seconds to weeks; months and years move the date,
    /// keeping its day or, past the new month's end, its last day, as Foundation does.
    private static func adding(_ count: Int, of field: String, to moment: Moment) throws(ScriptError) -> Moment {
        guard abs(count) <= 10_000_000 else {
            throw ScriptError("adding \(count) of .\(field) goes beyond layoutrepl's calendar, which goes about "
                + "100,000 years either way")
        }
        let seconds: [String: Double] = ["second": 1, "minute": 60, "hour": 3_600, "day": 86_400, "weekday": 86_400,
                                         "weekOfYear": 604_800, "weekOfMonth": 604_800, "nanosecond": 1e-9]
        if let unit = seconds[field] { return try Moment.checked(moment.secondsSince1970 + Double(count) * unit) }
        let months: Int
        switch field {
        case "month": months = count
        case "quarter": months = count * 3
        case "year": months = count * 12
        default:
            throw ScriptError("layoutrepl's calendar adds seconds, minutes, hours, days, weeks, months, quarters and "
                + "years; not .\(field)")
        }
        let date = moment.date
        let day = Swift.min(date.day, Moment.length(ofMonth: date.month + months, in: date.year))
        let newDay = Moment.day(fromYear: date.year, month: date.month + months, day: day)
        return try Moment.checked(Double(newDay) * 86_400 + moment.secondOfDay)
    }

    /// `Calendar.date(from:)`: the components' year, month, day, hour, minute and second, each unset one at its
    /// smallest (year 1, January, the 1st, midnight); months and days past their ends count on, as Foundation does.
    private static func composed(_ fields: [String: ScriptValue]) throws(ScriptError) -> Moment {
        func field(_ name: String, _ unset: Int) throws(ScriptError) -> Int {
            guard case .int(let value)? = fields[name] else { return unset }
            guard abs(value) <= 10_000_000 else {
                throw ScriptError("a \(name) of \(value) is beyond layoutrepl's calendar, which goes about 100,000 "
                    + "years either way")
            }
            return value
        }
        let day = Moment.day(fromYear: try field("year", 1), month: try field("month", 1), day: try field("day", 1))
        let seconds = Double(day) * 86_400 + Double(try field("hour", 0)) * 3_600 + Double(try field("minute", 0)) * 60
            + Double(try field("second", 0))
        return try Moment.checked(seconds)
    }

    /// `Calendar.dateComponents(_:from:to:)`: the whole years, months, weeks, days, hours, minutes and seconds
    /// asked for between two moments, each taken from what the larger ones leave, negative when `end` is earlier.
    private static func difference(_ asked: Set<String>, from start: Moment, to end: Moment) throws(ScriptError)
        -> ScriptValue
    {
        var fields = Dictionary(uniqueKeysWithValues: componentNames.map { ($0, ScriptValue.null) })
        var reached = start
        let forward = end.secondsSince1970 >= start.secondsSince1970
        for (name, months) in [("year", 12), ("month", 1)] where asked.contains(name) {
            let startDate = reached.date
            let endDate = end.date
            var count = ((endDate.year - startDate.year) * 12 + endDate.month - startDate.month) / months
            // One fewer when the last step would pass the end, as the day or time of day is not reached yet.
            while count != 0 {
                let moved = try adding(count * months, of: "month", to: reached)
                if forward ? moved.secondsSince1970 <= end.secondsSince1970
                    : moved.secondsSince1970 >= end.secondsSince1970 { break }
                count += forward ? -1 : 1
            }
            fields[name] = .int(count)
            reached = try adding(count * months, of: "month", to: reached)
        }
        var rest = end.secondsSince1970 - reached.secondsSince1970
        for (name, unit) in [("weekOfYear", 604_800.0), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        where asked.contains(name) {
            let count = (rest / unit).rounded(.towardZero)
            fields[name] = .int(Int(count))
            rest -= count * unit
        }
        return .object(type: "DateComponents", fields: fields)
    }
}
