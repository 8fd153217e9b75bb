import Testing

@testable import LayoutScript

/// DateComponentsFormatter as Apple's Foundation writes durations in US English (it is not in swift-corelibs-foundation,
/// so these expectations come from Apple's documented styles: the positional style pads every unit after the first to
/// two digits and keeps at least minutes and seconds; the other styles leave zero units out unless told to pad).
@Test(arguments: [
    ("[.minute, .second]", ".positional", "", [205, 5, 3_600], ["3:25", "0:05", "60:00"]),
    ("[.hour, .minute, .second]", ".positional", "", [205, 3_725, 5], ["3:25", "1:02:05", "0:05"]),
    ("[.hour, .minute, .second]", ".positional", ".pad", [3, 3_725], ["0:00:03", "1:02:05"]),
    ("[.hour, .minute]", ".abbreviated", "", [3_725, 3_600, 59], ["1h 2m", "1h", "1m"]),
    ("[.hour, .minute]", ".full", "", [3_725, 60, 7_200], ["1 hour, 2 minutes", "1 minute", "2 hours"]),
    ("[.hour, .minute]", ".short", "", [7_325], ["2 hr, 2 min"]),
    ("[.day, .hour]", ".brief", "", [97_200], ["1d 3hr"]),
    ("[.minute]", ".spellOut", "", [1_260], ["twenty-one minutes"]),
])
func durationsAreWrittenAsFoundationWritesThem(units: String, style: String, zeros: String, seconds: [Int],
                                                 expected: [String]) {
    let (_, outcome) = session(running: """
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = \(units)
        formatter.unitsStyle = \(style)
        \(zeros.isEmpty ? "" : "formatter.zeroFormattingBehavior = \(zeros)")
        for interval in \(seconds) { print(formatter.string(from: TimeInterval(interval)) ?? "nil") }
        """)
    #expect(outcome.printed == expected)
}

/// A formatter an app keeps in a static of its extension of the Foundation class (which made the class the app's
/// own, without its properties), and the most units it may show.
@Test func aFormatterInTheAppsExtensionOfTheClassFormats() {
    let (_, outcome) = session(running: """
        extension DateComponentsFormatter {
            static let remaining: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute, .second]
                formatter.unitsStyle = .abbreviated
                formatter.maximumUnitCount = 2
                formatter.includesTimeRemainingPhrase = true
                return formatter
            }()
        }
        print(DateComponentsFormatter.remaining.string(from: 3_725) ?? "nil")
        """)
    #expect(outcome.printed == ["1h 2m remaining"])
}

/// A currency formatter told to show no fraction digits lowers its minimum too, as ICU's setMaximumFractionDigits does
/// under Apple's NumberFormatter ("$48,250", the idiom apps use for whole prices). swift-corelibs-foundation re-applies
/// the style's two digits when it formats, so swiftc on Linux prints "$48,250.00": this follows iOS, not Linux.
@Test func aCurrencyWithoutCentsShowsWholeAmounts() {
    let (_, outcome) = session(running: """
        let money = NumberFormatter()
        money.numberStyle = .currency
        money.maximumFractionDigits = 0
        print(money.string(from: NSNumber(value: 48_250)) ?? "", money.string(from: NSNumber(value: 12.5)) ?? "")
        money.minimumFractionDigits = 1
        print(money.string(from: NSNumber(value: 3)) ?? "")
        """)
    #expect(outcome.printed == ["$48,250 $12", "$3.0"])
}
