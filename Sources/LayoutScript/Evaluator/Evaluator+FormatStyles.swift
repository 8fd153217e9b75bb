import SwiftSyntax
import TextureLayout

/// Foundation's format styles (iOS 15's `formatted(_:)`): `date.formatted(.dateTime.hour().minute())`,
/// `date.formatted(date: .abbreviated, time: .omitted)`, `share.formatted(.percent)`,
/// `price.formatted(.currency(code: "EUR"))`. The style is read from the chain of members it is written with, and the
/// text is what Foundation writes in US English and GMT, so a label measures what it would on a device.
extension Evaluator {
    /// The text `base.formatted(…)` gives, or nil when the receiver is not a date or a number or the style is not one
    /// of Foundation's written in place (a style kept in a variable of the app's).
    mutating func formattedWithStyle(_ method: String, _ call: FunctionCallExprSyntax, on base: ScriptValue)
        throws(ScriptError) -> ScriptValue? {
        guard method == "formatted", call.trailingClosure == nil else { return nil }
        let arguments = Array(call.arguments)
        switch base {
        case .object("Date", _):
            let moment = ScriptAPI.moment(of: base)
            session.noteFormattedDate("Date.formatted(…)")
            if arguments.isEmpty { return .string(ScriptAPI.date(moment, inPattern: DateStyle.standard)) }
            if arguments.allSatisfy({ ["date", "time"].contains($0.label?.text) }) {
                let styles = Dictionary(arguments.map { ($0.label?.text ?? "", Self.option($0.expression)?.name ?? "") }) { $1 }
                return .string(DateStyle.text(of: moment, date: styles["date"] ?? "omitted", time: styles["time"] ?? "omitted"))
            }
            guard arguments.count == 1, arguments[0].label == nil, let chain = Self.styleChain(arguments[0].expression)
            else { return nil }
            return try DateStyle(chain, evaluator: &self).map { .string($0.text(of: moment)) }
        case .int(let whole):
            return try formatted(Double(whole), isInteger: true, arguments)
        case .number(let number):
            return try formatted(number, isInteger: false, arguments)
        default:
            return nil
        }
    }

    private mutating func formatted(_ value: Double, isInteger: Bool, _ arguments: [LabeledExprSyntax])
        throws(ScriptError) -> ScriptValue? {
        guard arguments.count == 1, arguments[0].label == nil, let chain = Self.styleChain(arguments[0].expression)
        else { return nil }
        return try NumberStyle(chain, isInteger: isInteger, evaluator: &self).map { .string($0.text(of: value)) }
    }

    /// A style written as a chain of members (`.dateTime.hour().minute(.twoDigits)`,
    /// `Date.FormatStyle.dateTime.year()`, `.currency(code: "USD").precision(.fractionLength(0))`), from its first
    /// member: each member's name and arguments. A type written before the first member (`Date.FormatStyle`) is
    /// Foundation's; a style made with its initializer (`Date.FormatStyle(date: .numeric)`) is the member `init`.
    static func styleChain(_ expression: ExprSyntax) -> [(name: String, arguments: [LabeledExprSyntax])]? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            let arguments = Array(call.arguments)
            if isTypeName(call.calledExpression) { return [("init", arguments)] }
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = access.base, !isTypeName(base) else { return [(access.declName.baseName.text, arguments)] }
                return styleChain(base).map { $0 + [(access.declName.baseName.text, arguments)] }
            }
            return nil
        }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = access.base, !isTypeName(base) else { return [(access.declName.baseName.text, [])] }
        return styleChain(base).map { $0 + [(access.declName.baseName.text, [])] }
    }

    /// `Date.FormatStyle`, `FloatingPointFormatStyle<Double>`: a type's name, capitalized.
    private static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypeName(generic.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return access.declName.baseName.text.first?.isUppercase == true && isTypeName(base)
        }
        return false
    }

    /// A leading-dot option (`.wide`, `.twoDigits(amPM: .omitted)`): its name and its own options by label.
    static func option(_ expression: ExprSyntax?) -> (name: String, options: [String: String])? {
        guard let expression else { return nil }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base == nil {
            return (access.declName.baseName.text, [:])
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil else { return nil }
        var options: [String: String] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, let inner = option(argument.expression) { options[label] = inner.name }
        }
        return (access.declName.baseName.text, options)
    }
}

/// `Date.FormatStyle` in US English and GMT: the fields asked for, placed in the order and with the separators the
/// locale's patterns give them (the order they are written in does not matter).
struct DateStyle {
    /// `date.formatted()`: a numeric date and a short time.
    static let standard = "M/d/y, h:mm a"

    var weekday: String?
    var month: String?
    var day: String?
    var year: String?
    var hour: (digits: String, showsAMPM: Bool)?
    var minute: String?
    var second: String?
    var timeZone = false
    /// `formatted(date:time:)`'s styles, when the style was made from them.
    var styles: (date: String, time: String)?
    /// A style that writes the whole date one way: ISO 8601, or relative to now.
    var whole: Whole?
    enum Whole { case text(String), pattern(String) }

    init?(_ chain: [(name: String, arguments: [LabeledExprSyntax])], evaluator: inout Evaluator) throws(ScriptError) {
        guard let first = chain.first else { return nil }
        switch first.name {
        case "dateTime": break
        // As RelativeDateTimeFormatter here, every date is 2 hours before now.
        case "relative": whole = .text("2 hours ago")
        case "iso8601": whole = .pattern("yyyy-MM-dd'T'HH:mm:ss'Z'")
        case "init":
            let styles = Dictionary(first.arguments.map { ($0.label?.text ?? "", Evaluator.option($0.expression)?.name ?? "") }) { $1 }
            self.styles = (styles["date"] ?? "numeric", styles["time"] ?? "shortened")
        default: return nil
        }
        for (name, arguments) in chain.dropFirst() {
            let option = Evaluator.option(arguments.first?.expression)
            switch name {
            case "weekday": weekday = option?.name ?? "abbreviated"
            case "month": month = option?.name ?? "abbreviated"
            case "day": day = option?.name ?? "defaultDigits"
            case "year": year = option?.name ?? "defaultDigits"
            case "hour": hour = (option?.name ?? "defaultDigits", (option?.options["amPM"] ?? "abbreviated") != "omitted")
            case "minute": minute = option?.name ?? "twoDigits"
            case "second": second = option?.name ?? "twoDigits"
            case "timeZone": timeZone = true
            case "locale", "calendar", "attributed": break
            default: return nil
            }
        }
    }

    /// `setLocalizedDateFormatFromTemplate("EEEMMMdjmm")`: the fields a template names, placed as for a format style
    /// (`EEE, MMM d 'at' h:mm a`); `j` is the locale's hour (12-hour with AM/PM in US English), `H` a 24-hour one.
    init(template: String) {
        var rest = Substring(template)
        while let letter = rest.first {
            let run = rest.prefix { $0 == letter }.count
            rest = rest.dropFirst(run)
            switch letter {
            case "E", "c": weekday = [4: "wide", 5: "narrow", 6: "short"][run] ?? "abbreviated"
            case "M", "L": month = [1: "defaultDigits", 2: "twoDigits", 4: "wide", 5: "narrow"][run] ?? "abbreviated"
            case "d": day = run == 2 ? "twoDigits" : "defaultDigits"
            case "y": year = [2: "twoDigits", 4: "fourDigits"][run] ?? "defaultDigits"
            case "j", "h": hour = (run == 2 ? "twoDigits" : "defaultDigits", true)
            case "H": hour = ("twentyFourHour", false)
            case "m": minute = "twoDigits"
            case "s": second = "twoDigits"
            case "z", "v": timeZone = true
            default: break
            }
        }
    }

    /// The pattern the fields are written in (a DateFormatter's `dateFormat`). ICU joins a date with a month written
    /// as a name to its time with "at", any other with a comma.
    var pattern: String {
        let datePart = datePattern, timePart = timePattern
        let joiner = month.map { !["defaultDigits", "twoDigits"].contains($0) } == true ? " 'at' " : ", "
        return [datePart, timePart].filter { !$0.isEmpty }.joined(separator: joiner)
    }

    func text(of moment: Moment) -> String {
        if let styles { return Self.text(of: moment, date: styles.date, time: styles.time) }
        switch whole {
        case .text(let text)?: return text
        case .pattern(let pattern)?: return ScriptAPI.date(moment, inPattern: pattern)
        case nil: break
        }
        let pattern = self.pattern
        return ScriptAPI.date(moment, inPattern: pattern.isEmpty ? Self.standard : pattern)
    }

    /// `formatted(date: .abbreviated, time: .shortened)`.
    static func text(of moment: Moment, date: String, time: String) -> String {
        let dates = ["numeric": "M/d/y", "abbreviated": "MMM d, y", "long": "MMMM d, y", "complete": "EEEE, MMMM d, y"]
        let times = ["shortened": "h:mm a", "standard": "h:mm:ss a", "complete": "h:mm:ss a z"]
        let parts = [dates[date], times[time]].compactMap { $0 }
        let joiner = date == "numeric" ? ", " : " 'at' "
        return ScriptAPI.date(moment, inPattern: parts.joined(separator: joiner))
    }

    private var datePattern: String {
        let weekdayField = weekday.map { ["wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"][$0] ?? "EEE" }
        let dayField = day.map { $0 == "twoDigits" ? "dd" : "d" }
        let yearField = year.map { ["twoDigits": "yy", "fourDigits": "yyyy"][$0] ?? "y" }
        guard let month else {
            if let dayField, let weekdayField { return "\(weekdayField) \(dayField)" }
            return [dayField ?? weekdayField, yearField].compactMap { $0 }.joined(separator: " ")
        }
        if ["defaultDigits", "twoDigits"].contains(month) {
            let numeric = [month == "twoDigits" ? "MM" : "M", dayField, yearField].compactMap { $0 }.joined(separator: "/")
            return weekdayField.map { "\($0), \(numeric)" } ?? numeric
        }
        var text = ["wide": "MMMM", "narrow": "MMMMM"][month] ?? "MMM"
        if let dayField { text += " \(dayField)" }
        if let yearField { text += (dayField == nil ? " " : ", ") + yearField }
        return weekdayField.map { "\($0), \(text)" } ?? text
    }

    private var timePattern: String {
        var fields: [String] = []
        if let hour { fields.append(hour.digits == "twentyFourHour" ? "HH" : hour.digits == "twoDigits" ? "hh" : "h") }
        if let minute { fields.append(minute == "defaultDigits" && hour == nil ? "m" : "mm") }
        if let second { fields.append(second == "defaultDigits" && fields.isEmpty ? "s" : "ss") }
        var text = fields.joined(separator: ":")
        if hour?.showsAMPM == true { text += " a" }
        if timeZone { text += text.isEmpty ? "z" : " z" }
        return text
    }
}

/// `IntegerFormatStyle` and `FloatingPointFormatStyle` in US English: `.number`, `.percent` and `.currency(code:)`,
/// with the precision, grouping, notation and scale set on them.
struct NumberStyle {
    private var fields: [String: ScriptValue]
    private var isCompact = false

    init?(_ chain: [(name: String, arguments: [LabeledExprSyntax])], isInteger: Bool, evaluator: inout Evaluator)
        throws(ScriptError) {
        guard let first = chain.first else { return nil }
        func style(_ name: String) -> ScriptValue { .enumCase(type: "NumberFormatter.Style", name: name) }
        switch first.name {
        case "number": fields = ["numberStyle": style("decimal"), "maximumFractionDigits": .int(6)]
        case "percent":
            // An integer is a count of percent (`25.formatted(.percent)` is 25%), a floating-point value a fraction.
            fields = ["numberStyle": style("percent"), "maximumFractionDigits": .int(6)]
            if isInteger { fields["multiplier"] = .int(1) }
        case "currency":
            guard let code = first.arguments.first(where: { $0.label?.text == "code" }),
                  case .string(let written) = try evaluator.evaluate(code.expression, expecting: .string) else { return nil }
            let (symbol, digits) = Self.currencies[written.uppercased()] ?? ("\(written.uppercased())\u{A0}", 2)
            fields = ["numberStyle": style("currency"), "currencySymbol": .string(symbol),
                      "minimumFractionDigits": .int(digits), "maximumFractionDigits": .int(digits)]
        default: return nil
        }
        for (name, arguments) in chain.dropFirst() {
            switch name {
            case "precision":
                guard let written = arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      let kind = written.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let amount = written.arguments.first?.expression else { return nil }
                let (least, most) = try Self.bounds(try evaluator.evaluate(amount, expecting: .integer), at: amount)
                switch kind {
                case "fractionLength":
                    (fields["minimumFractionDigits"], fields["maximumFractionDigits"]) = (.int(least), .int(most))
                case "significantDigits":
                    fields["usesSignificantDigits"] = .bool(true)
                    (fields["minimumSignificantDigits"], fields["maximumSignificantDigits"]) = (.int(least), .int(most))
                default: return nil
                }
            case "grouping":
                fields["usesGroupingSeparator"] = .bool(Evaluator.option(arguments.first?.expression)?.name != "never")
            case "notation":
                switch Evaluator.option(arguments.first?.expression)?.name {
                case "compactName": isCompact = true
                case "automatic": break
                default: return nil
                }
            case "scale":
                guard let amount = arguments.first?.expression else { return nil }
                fields["multiplier"] = try evaluator.evaluate(amount, expecting: .number)
            case "locale", "rounded", "decimalSeparator", "presentation": break
            default: return nil
            }
        }
    }

    /// Currencies by code: the symbol US English writes and the fraction digits.
    private static let currencies: [String: (String, Int)] = [
        "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CNY": ("CN¥", 2), "INR": ("₹", 2),
        "KRW": ("₩", 0), "CAD": ("CA$", 2), "AUD": ("A$", 2), "BRL": ("R$", 2), "MXN": ("MX$", 2), "ILS": ("₪", 2),
        "VND": ("₫", 0), "TWD": ("NT$", 2), "HKD": ("HK$", 2), "NZD": ("NZ$", 2),
    ]

    /// `.fractionLength(2)` or `.fractionLength(0...2)`: the least and most digits, each kept to 0...15.
    private static func bounds(_ value: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError) -> (Int, Int) {
        let limit = { (digits: Int) in Swift.max(0, Swift.min(digits, 15)) }
        switch value {
        case .int(let digits): return (limit(digits), limit(digits))
        // A closed range is held by the end past its last value too.
        case .range(let lower, let upper, _): return (limit(lower), limit(upper - 1))
        default: throw ScriptError("a precision takes a number of digits or a range of them", at: node)
        }
    }

    /// The text Foundation writes; a compact name shortens thousands to K, millions to M, billions to B and
    /// trillions to T, with two significant digits below 100 of them (1.2K, 12K, 123K).
    func text(of value: Double) -> String {
        guard isCompact, value.isFinite, abs(value) >= 1000 else { return ScriptAPI.formattedNumber(value, fields) }
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        guard let (scale, suffix) = units.first(where: { abs(value) >= $0.0 }) else {
            return ScriptAPI.formattedNumber(value, fields)
        }
        var compact = fields
        compact["usesSignificantDigits"] = .bool(abs(value) / scale < 100)
        compact["maximumSignificantDigits"] = .int(2)
        compact["maximumFractionDigits"] = .int(0)
        compact["usesGroupingSeparator"] = .bool(false)
        return ScriptAPI.formattedNumber(value / scale, compact) + suffix
    }
}
