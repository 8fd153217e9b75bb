import TextureLayout

/// A moment in time as Foundation's `Date` holds it: seconds since 1 January 1970, 00:00:00 GMT. layoutrepl's
/// calendar is Gregorian in GMT (the time zone of its sample moment), so a moment's fields are those of its day in
/// GMT: days are 86,400 seconds, with no daylight saving.
struct Moment: Hashable, Sendable {
    var secondsSince1970: Double

    /// The moment every `Date()` and every date of the app is: Tuesday 14 May 2024, 08:30:05 GMT.
    static let sample = Moment(secondsSince1970: 1_715_675_405)

    /// How far from 1970 layoutrepl's calendar goes, about 100,000 years either way: enough for any date an app
    /// shows, and small enough that day and month arithmetic stays exact in an `Int`.
    static let limit: Double = 3_155_760_000_000

    /// A moment `seconds` after 1970; an error for a number beyond ``limit`` or not a number.
    static func checked(_ seconds: Double) throws(ScriptError) -> Moment {
        guard seconds.isFinite, abs(seconds) <= limit else {
            throw ScriptError("a date \(formatPoints(seconds)) seconds from 1970 is beyond layoutrepl's calendar, "
                + "which goes about 100,000 years either way")
        }
        return Moment(secondsSince1970: seconds)
    }

    /// Days since 1970-01-01 (negative before it).
    var day: Int { Int((secondsSince1970 / 86_400).rounded(.down)) }
    /// Seconds since the start of the day, fractions included.
    var secondOfDay: Double { secondsSince1970 - Double(day) * 86_400 }

    /// `Calendar.startOfDay(for:)`.
    var startOfDay: Moment { Moment(secondsSince1970: Double(day) * 86_400) }

    var date: (year: Int, month: Int, day: Int) { Self.civil(fromDay: day) }
    var hour: Int { Int(secondOfDay / 3_600) }
    var minute: Int { Int(secondOfDay / 60) % 60 }
    var second: Int { Int(secondOfDay) % 60 }
    /// 1 for Sunday to 7 for Saturday, as `Calendar.Component.weekday` counts: 1970-01-01 was a Thursday (5).
    var weekday: Int { Self.weekday(ofDay: day) }
    /// 1 for 1 January.
    var dayOfYear: Int { day - Self.day(fromYear: date.year, month: 1, day: 1) + 1 }

    static func weekday(ofDay day: Int) -> Int { ((day + 4) % 7 + 7) % 7 + 1 }

    /// The Gregorian date of a day since 1970 (Howard Hinnant's `civil_from_days`, proleptic Gregorian).
    static func civil(fromDay day: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
    }

    /// The day since 1970 of a Gregorian date (`days_from_civil`); the month may be any whole number, counted on
    /// from the year (month 13 is next January), and the day too (day 0 is the month's day before its first).
    static func day(fromYear year: Int, month: Int, day: Int) -> Int {
        let months = year * 12 + (month - 1)
        let normalizedYear = months >= 0 ? months / 12 : (months - 11) / 12
        let normalizedMonth = months - normalizedYear * 12 + 1
        let year = normalizedMonth <= 2 ? normalizedYear - 1 : normalizedYear
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (normalizedMonth > 2 ? normalizedMonth - 3 : normalizedMonth + 9) + 2) / 5
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468 + (day - 1)
    }

    /// How many days a month of a year has.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        day(fromYear: year, month: month + 1, day: 1) - day(fromYear: year, month: month, day: 1)
    }

    /// `weekOfYear` and `yearForWeekOfYear` as ICU counts them: week 1 is the first week (starting on
    /// `firstWeekday`) with at least `minimumDaysInFirstWeek` days of the year; days before it belong to the last
    /// week of the year before, and days of a week that is week 1 of the next year belong to it.
    func weekOfYear(firstWeekday: Int, minimumDaysInFirstWeek: Int) -> (week: Int, year: Int) {
        let year = date.year
        for candidate in [year + 1, year, year - 1] {
            let start = Self.firstWeekStart(of: candidate, firstWeekday: firstWeekday,
                                            minimumDaysInFirstWeek: minimumDaysInFirstWeek)
            if day >= start { return ((day - start) / 7 + 1, candidate) }
        }
        return (1, year)
    }

    /// The day week 1 of `year` starts on.
    private static func firstWeekStart(of year: Int, firstWeekday: Int, minimumDaysInFirstWeek: Int) -> Int {
        let first = day(fromYear: year, month: 1, day: 1)
        let intoWeek = (weekday(ofDay: first) - firstWeekday + 7) % 7
        return first - intoWeek + (7 - intoWeek >= minimumDaysInFirstWeek ? 0 : 7)
    }

    /// `weekOfMonth`: the week of the month the day is in, 1 for the first week with at least
    /// `minimumDaysInFirstWeek` days of the month (0 for days before it).
    func weekOfMonth(firstWeekday: Int, minimumDaysInFirstWeek: Int) -> Int {
        let first = Self.day(fromYear: date.year, month: date.month, day: 1)
        let intoWeek = (Self.weekday(ofDay: first) - firstWeekday + 7) % 7
        return (date.day - 1 + intoWeek) / 7 + (7 - intoWeek >= minimumDaysInFirstWeek ? 1 : 0)
    }
}
