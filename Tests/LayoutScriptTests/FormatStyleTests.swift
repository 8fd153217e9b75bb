import Testing

@testable import LayoutScript

/// iOS 15's format styles, written as Foundation writes them in US English and GMT. The expected texts are what
/// swift-foundation on this machine printed for the same calls with `Locale(identifier: "en_US")` and GMT set on the
/// style, for the sample moment (Tuesday 14 May 2024, 08:30:05); Foundation's narrow no-break space before AM is a
/// space here, as the DateFormatter's is.
@Test(arguments: [
    ("date.formatted()", "5/14/2024, 8:30 AM"),
    ("date.formatted(date: .abbreviated, time: .omitted)", "May 14, 2024"),
    ("date.formatted(date: .abbreviated, time: .shortened)", "May 14, 2024 at 8:30 AM"),
    ("date.formatted(date: .numeric, time: .standard)", "5/14/2024, 8:30:05 AM"),
    ("date.formatted(date: .complete, time: .shortened)", "Tuesday, May 14, 2024 at 8:30 AM"),
    ("date.formatted(date: .omitted, time: .complete)", "8:30:05 AM GMT"),
    ("date.formatted(Date.FormatStyle(date: .numeric, time: .omitted))", "5/14/2024"),
    ("date.formatted(.dateTime)", "5/14/2024, 8:30 AM"),
    ("date.formatted(.dateTime.hour().minute())", "8:30 AM"),
    ("date.formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits))", "08:30"),
    ("date.formatted(.dateTime.hour())", "8 AM"),
    ("date.formatted(.dateTime.weekday(.wide).month(.wide).day())", "Tuesday, May 14"),
    ("date.formatted(.dateTime.day().month(.abbreviated).year())", "May 14, 2024"),
    ("date.formatted(.dateTime.year().month().day())", "May 14, 2024"),
    ("date.formatted(.dateTime.month().year())", "May 2024"),
    ("date.formatted(.dateTime.weekday())", "Tue"),
    ("date.formatted(.dateTime.day().weekday())", "Tue 14"),
    ("date.formatted(.dateTime.weekday(.abbreviated).month().day())", "Tue, May 14"),
    ("date.formatted(.dateTime.month(.wide).day().hour().minute())", "May 14 at 8:30 AM"),
    ("date.formatted(.dateTime.month(.twoDigits).day(.twoDigits))", "05/14"),
    ("date.formatted(.dateTime.month(.defaultDigits).day().year(.twoDigits))", "5/14/24"),
    ("date.formatted(.dateTime.month().day().hour().minute())", "May 14 at 8:30 AM"),
    ("date.formatted(.dateTime.weekday().day().hour().minute())", "Tue 14, 8:30 AM"),
    ("date.formatted(.dateTime.day().hour())", "14, 8 AM"),
    ("date.formatted(.dateTime.month(.defaultDigits).day().hour().minute())", "5/14, 8:30 AM"),
    ("date.formatted(.iso8601)", "2024-05-14T08:30:05Z"),
    ("0.256.formatted(.percent)", "25.6%"),
    ("25.formatted(.percent)", "25%"),
    ("0.5.formatted(.percent.precision(.fractionLength(1)))", "50.0%"),
    ("0.1234.formatted(.percent.precision(.significantDigits(2)))", "12%"),
    ("1234.5.formatted(.number)", "1,234.5"),
    ("3.14159.formatted(.number.precision(.fractionLength(2)))", "3.14"),
    ("3.1.formatted(.number.precision(.fractionLength(0...2)))", "3.1"),
    ("1234567.formatted(.number.grouping(.never))", "1234567"),
    ("999.formatted(.number.notation(.compactName))", "999"),
    ("1500.formatted(.number.notation(.compactName))", "1.5K"),
    ("12345.formatted(.number.notation(.compactName))", "12K"),
    ("123456.formatted(.number.notation(.compactName))", "123K"),
    ("1234567.formatted(.number.notation(.compactName))", "1.2M"),
    ("2_500_000_000.formatted(.number.notation(.compactName))", "2.5B"),
    ("12.5.formatted(.currency(code: \"EUR\"))", "€12.50"),
    ("12.5.formatted(.currency(code: \"usd\"))", "$12.50"),
    ("1500.0.formatted(.currency(code: \"JPY\"))", "¥1,500"),
    ("12.formatted(.currency(code: \"CHF\"))", "CHF\u{A0}12.00"),
    ("1234.56.formatted(.currency(code: \"USD\").precision(.fractionLength(0)))", "$1,235"),
])
func formatStylesWriteWhatFoundationWrites(_ expression: String, _ expected: String) {
    let (_, outcome) = session(running: "let date = Date()\nprint(\(expression))")
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == [expected])
}

/// A label whose text is a formatted date measures the date's text, not a stand-in for a skipped call.
@Test func aLabelOfAFormattedDateMeasuresItsText() {
    let (session, outcome) = session(running: """
        let time = ASTextNode()
        time.attributedText = NSAttributedString(string: Date().formatted(.dateTime.hour().minute()),
                                                 attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let row = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .start,
                                    children: [time])
        row
        """)
    #expect(!outcome.notes.contains { $0.contains("skipped") }, "\(outcome.notes)")
    // "8:30 AM": 7 characters of 6 pt, one 12 pt line.
    #expect(frames(of: session) == ["time 0 0 42 12"])
}

/// DateIntervalFormatter writes what two dates share once, as swift-corelibs-foundation printed for the same dates
/// (the sample moment, then 2 hours, 3, 40 and 300 days later) with `en_US` and GMT; its narrow no-break space before
/// AM is a space here, the thin spaces around the dash are kept.
@Test(arguments: [
    (".medium", ".none", ["May 14, 2024", "May 14, 2024", "May 14 – 17, 2024", "May 14 – Jun 23, 2024",
                          "May 14, 2024 – Mar 10, 2025"]),
    (".short", ".none", ["5/14/24", "5/14/24", "5/14/24 – 5/17/24", "5/14/24 – 6/23/24", "5/14/24 – 3/10/25"]),
    (".long", ".none", ["May 14, 2024", "May 14, 2024", "May 14 – 17, 2024", "May 14 – June 23, 2024",
                        "May 14, 2024 – March 10, 2025"]),
    (".full", ".none", ["Tuesday, May 14, 2024", "Tuesday, May 14, 2024", "Tuesday, May 14 – Friday, May 17, 2024",
                        "Tuesday, May 14 – Sunday, June 23, 2024", "Tuesday, May 14, 2024 – Monday, March 10, 2025"]),
    (".none", ".short", ["8:30 AM", "8:30 – 10:30 AM", "5/14/2024, 8:30 AM – 5/17/2024, 8:30 AM",
                         "5/14/2024, 8:30 AM – 6/23/2024, 8:30 AM", "5/14/2024, 8:30 AM – 3/10/2025, 8:30 AM"]),
    (".medium", ".short", ["May 14, 2024 at 8:30 AM", "May 14, 2024, 8:30 – 10:30 AM",
                           "May 14, 2024 at 8:30 AM – May 17, 2024 at 8:30 AM",
                           "May 14, 2024 at 8:30 AM – Jun 23, 2024 at 8:30 AM",
                           "May 14, 2024 at 8:30 AM – Mar 10, 2025 at 8:30 AM"]),
])
func dateIntervalsAreWrittenAsFoundationWritesThem(dateStyle: String, timeStyle: String, expected: [String]) {
    let (_, outcome) = session(running: """
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = \(dateStyle)
        formatter.timeStyle = \(timeStyle)
        let start = Date()
        for offset: Double in [0, 7200, 86400 * 3, 86400 * 40, 86400 * 300] {
            print(formatter.string(from: start, to: start.addingTimeInterval(offset)))
        }
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == expected.map { $0.replacingOccurrences(of: " – ", with: "\u{2009}–\u{2009}") })
}

/// Measurements convert between the units of a dimension with Foundation's coefficients (swift-corelibs-foundation
/// printed 3.106863683249034, 5500.0, true, 80.5999999999956 and km for the same code); a formatter writes the unit
/// given, and names, languages and regions are written as Foundation writes them in US English.
@Test func measurementsNamesAndLocalesAsFoundationWritesThem() {
    let (_, outcome) = session(running: """
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        print(run.converted(to: .miles).value, (run + Measurement(value: 500, unit: UnitLength.meters)).value,
              run > Measurement(value: 3, unit: UnitLength.miles))
        let comfortable = Measurement(value: 16, unit: UnitTemperature.celsius)...Measurement(value: 27, unit: UnitTemperature.celsius)
        print(comfortable.upperBound.converted(to: .fahrenheit).value, run.unit.symbol)
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        let long = MeasurementFormatter()
        long.unitStyle = .long
        print(formatter.string(from: run.converted(to: .miles)), formatter.string(from: comfortable.lowerBound), long.string(from: run))
        var name = PersonNameComponents()
        name.givenName = "Margaret"
        name.familyName = "Hughes"
        let names = PersonNameComponentsFormatter()
        names.style = .abbreviated
        print(PersonNameComponentsFormatter().string(from: name), names.string(from: name),
              Locale.current.localizedString(forLanguageCode: "cy") ?? "-", Locale(identifier: "en_US").localizedString(forRegionCode: "DE") ?? "-")
        print(name.formatted(.name(style: .abbreviated)), Measurement(value: 3.2, unit: UnitVolume.megaliters).converted(to: .liters).value)
        """)
    #expect(outcome.diagnostic == nil, "\(outcome.diagnostic?.description ?? "")")
    #expect(outcome.printed == ["3.106863683249034 5500.0 true", "80.5999999999956 km", "3.1 mi 16°C 5 kilometers",
                                "Margaret Hughes MH Welsh Germany", "MH 3200000.0"])
}

/// `setLocalizedDateFormatFromTemplate(_:)` sets the pattern US English writes a template's fields in, as
/// swift-corelibs-foundation set `dateFormat` for the same templates with `en_US` (its narrow no-break space before
/// `a` is a space here); `Calendar.date(bySettingHour:minute:second:of:)` keeps the day.
@Test(arguments: [
    ("EEEMMMdjmm", "EEE, MMM d 'at' h:mm a"), ("MMMd", "MMM d"), ("yMMMd", "MMM d, y"), ("jmm", "h:mm a"),
    ("EEEEMMMMdjmm", "EEEE, MMMM d 'at' h:mm a"), ("MMMMy", "MMMM y"), ("Hmm", "HH:mm"), ("yMd", "M/d/y"),
    ("EEEd", "EEE d"), ("MMMdyyyy", "MMM d, yyyy"), ("hma", "h:mm a"), ("MMdd", "MM/dd"), ("EEEdjmm", "EEE d, h:mm a"),
    ("dj", "d, h a"), ("MMMdHmm", "MMM d 'at' HH:mm"),
])
func templatesSetThePatternUSEnglishWrites(_ template: String, _ pattern: String) {
    let (_, outcome) = session(running: """
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("\(template)")
        print(formatter.dateFormat)
        print(Calendar.current.date(bySettingHour: 18, minute: 45, second: 0, of: Date())!.timeIntervalSince1970)
        """)
    #expect(outcome.printed == [pattern, "1715712300.0"])
}
