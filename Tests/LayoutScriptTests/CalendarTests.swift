import Testing
import TextureLayout

@testable import LayoutScript

/// Foundation's Calendar on layoutrepl's sample moment, Tuesday 14 May 2024, 08:30:05 GMT, which `Date()` and every
/// date of the app's stand for. (SwiftSemanticsTests compares the same calls on that moment, written out, with
/// swiftc.)

/// A month grid as a calendar cell builds it: May 2024 has 31 days and starts on a Wednesday, so three empty cells
/// come first, 34 cells in all, five weeks of 40 pt rows.
@Test func aMonthGridIsLaidOutForTheSampleMonth() {
    let (session, outcome) = session(running: """
        let calendar = Calendar.current
        let today = Date()
        let days = calendar.range(of: .day, in: .month, for: today)?.count ?? 0
        let firstOfMonth = calendar.date(from: calendar.dateComponents([.year, .month], from: today))!
        let firstWeekday = calendar.component(.weekday, from: firstOfMonth)
        var cells: [ASDisplayNode] = []
        for i in 0..<(days + firstWeekday - 1) {
            let cell = ASDisplayNode()
            cell.style.preferredSize = CGSize(width: 40, height: i < firstWeekday - 1 ? 0 : 40)
            cells.append(cell)
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "MMMM yyyy"
        let title = ASTextNode()
        title.attributedText = NSAttributedString(string: formatter.string(from: today))
        let header = ASTextNode()
        header.attributedText = NSAttributedString(string: calendar.veryShortWeekdaySymbols.joined(separator: " "))
        let grid = ASDisplayNode()
        let weeks = (cells.count + 6) / 7
        grid.style.preferredSize = CGSize(width: 7 * 40, height: weeks * 40)
        print(days, firstWeekday, calendar.firstWeekday, cells.count, weeks)
        ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start,
                          children: [title, header, grid])
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["31 4 1 34 5"])
    #expect(frames(of: session) == ["title 0 0 48 12", "header 0 12 78 12", "grid 0 24 280 200"])
    #expect(outcome.notes.contains { $0.hasPrefix("now and the app's dates are one sample moment, Tuesday 14 May 2024") },
            "\(outcome.notes)")
}

/// `Date()`, `Date.now` and a date of the app's (`post.createdAt`, not pasted) are the sample moment: today, a
/// Tuesday; a date computed from it carries its own moment, so the calendar and a formatter agree on it.
@Test func datesComputedFromTheSampleMomentKeepTheirMoment() {
    let (_, outcome) = session(running: """
        let calendar = Calendar(identifier: .gregorian)
        let now = Date.now
        print(calendar.isDateInToday(Date()), calendar.isDateInToday(post.createdAt), calendar.component(.day, from: post.createdAt))
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: now)!
        print(calendar.isDateInToday(tomorrow), calendar.isDateInTomorrow(tomorrow), calendar.isDateInYesterday(now))
        let later = calendar.date(byAdding: .day, value: 20, to: now)!
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM"
        print(formatter.string(from: later), calendar.component(.weekday, from: later), calendar.weekdaySymbols[calendar.component(.weekday, from: later) - 1])
        formatter.dateFormat = ""
        formatter.dateStyle = .long
        print(formatter.string(from: later), formatter.string(from: calendar.startOfDay(for: now)))
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        print(formatter.string(from: calendar.date(byAdding: .hour, value: 5, to: now)!), formatter.string(from: calendar.startOfDay(for: now)))
        print(later.timeIntervalSinceNow / 86400, Date(timeIntervalSinceNow: -90).timeIntervalSince(now), (now + 60).timeIntervalSinceNow)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["true true 14", "false true false", "Mon 3 Jun 2 Monday", "June 3, 2024 May 14, 2024",
                                "1:30 PM 12:00 AM", "20.0 -90.0 60.0"])
}

/// Calendar calls that layoutrepl cannot answer, or dates beyond its range, stop with a message that says so.
@Test(arguments: [
    ("Calendar.current.range(of: .weekOfYear, in: .year, for: Date())", "not .weekOfYear in .year"),
    ("Date(timeIntervalSince1970: 1e300)", "beyond layoutrepl's calendar"),
    ("Date(timeIntervalSince1970: .nan)", "beyond layoutrepl's calendar"),
    ("Calendar.current.date(byAdding: .day, value: Int.max, to: Date())", "beyond layoutrepl's calendar"),
    ("Calendar.current.date(byAdding: .era, value: 1, to: Date())", "not .era"),
    ("Calendar.current.date(from: DateComponents(year: 999999999))", "beyond layoutrepl's calendar"),
    ("Date().addingTimeInterval(.infinity)", "beyond layoutrepl's calendar"),
    ("Date() + 1e300", "beyond layoutrepl's calendar"),
    ("Date() < 5", "'<' cannot be applied to Date"),
])
func calendarLimitsAreSaid(_ call: String, _ message: String) {
    let (_, outcome) = session(running: "let x = \(call)")
    #expect(outcome.diagnostic?.message.contains(message) == true, "\(call): \(outcome.diagnostic?.message ?? "no error")")
}

/// The Gregorian day numbering round-trips over 4,000 years either way of 1970, and weekdays follow one another.
@Test func daysAndDatesRoundTrip() {
    var previousWeekday = Moment.weekday(ofDay: -1_500_001)
    var (unreturned, outOfOrder) = (0, 0)
    for day in -1_500_000...1_500_000 {
        let date = Moment.civil(fromDay: day)
        if Moment.day(fromYear: date.year, month: date.month, day: date.day) != day { unreturned += 1 }
        let weekday = Moment.weekday(ofDay: day)
        if weekday != previousWeekday % 7 + 1 { outOfOrder += 1 }
        previousWeekday = weekday
    }
    #expect(unreturned == 0 && outOfOrder == 0)
    #expect(Moment.civil(fromDay: 0) == (1970, 1, 1))
    #expect(Moment.sample.date == (2024, 5, 14) && Moment.sample.weekday == 3)
}

/// `DateFormatter.localizedString(from:dateStyle:timeStyle:)` writes the date as a formatter with those styles does.
@Test func theClassMethodFormatsAsAFormatterWithTheStyles() {
    let (_, outcome) = session(running: """
        let shipsOn = Calendar.current.date(byAdding: .day, value: 3, to: Date())!
        print(DateFormatter.localizedString(from: shipsOn, dateStyle: .medium, timeStyle: .none))
        print(DateFormatter.localizedString(from: Date(), dateStyle: .short, timeStyle: .short))
        print(DateFormatter.localizedString(from: Date(), dateStyle: .none, timeStyle: .medium))
        """)
    #expect(outcome.printed == ["May 17, 2024", "5/14/24, 8:30 AM", "8:30:05 AM"], "\(outcome.diagnostic?.description ?? "")")
}
