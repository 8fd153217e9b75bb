import Foundation
import TextureLayout

/// NumberFormatter's styles beyond the decimal, percent and currency ones, as Foundation writes them in US English
/// (checked against swift-corelibs-foundation's ICU on this machine): ordinals (2nd, 11th, 21st), numbers spelt out
/// (forty-two, one point five), scientific notation (1.2345E3) and the currency styles that name the currency.
extension ScriptAPI {
    /// The text of `value` in one of these styles, or nil for any other style.
    static func formattedNumber(_ value: Double, otherStyle style: String, _ fields: [String: ScriptValue]) -> String? {
        guard value.isFinite else { return nil }
        switch style {
        case "ordinal":
            let whole = value.rounded(.toNearestOrEven)
            guard abs(whole) < 1e15 else { return nil }
            let number = Int(whole)
            let lastTwo = abs(number) % 100, last = abs(number) % 10
            let suffix = (11...13).contains(lastTwo) ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
            // ICU writes a negative ordinal with the minus sign (U+2212), not a hyphen.
            let digits = formattedNumber(abs(whole), ["numberStyle": .enumCase(type: "NumberFormatter.Style", name: "decimal"),
                                                      "maximumFractionDigits": .int(0)])
            return (number < 0 ? "\u{2212}" : "") + digits + suffix
        case "spellOut":
            guard abs(value) < 1e15 else { return nil }
            return spelledOut(value)
        case "scientific":
            guard value != 0 else { return "0E0" }
            let exponent = Int(log10(abs(value)).rounded(.down))
            var mantissa = value / pow(10, Double(exponent))
            var shift = exponent
            // log10 of a power of ten may fall just short: keep the mantissa in 1..<10.
            if abs(mantissa) >= 10 { (mantissa, shift) = (mantissa / 10, shift + 1) }
            if abs(mantissa) < 1 { (mantissa, shift) = (mantissa * 10, shift - 1) }
            var text = String(mantissa.rounded(toSignificantDigits: 15).description)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text + "E\(shift)"
        case "currencyISOCode", "currencyPlural", "currencyAccounting":
            var currency = fields
            currency["numberStyle"] = .enumCase(type: "NumberFormatter.Style", name: "currency")
            let code = if case .string(let written)? = fields["currencyCode"], !written.isEmpty { written } else { "USD" }
            switch style {
            case "currencyISOCode":
                currency["currencySymbol"] = .string("\(code)\u{A0}")
                return formattedNumber(value, currency)
            case "currencyPlural":
                currency["currencySymbol"] = .string("")
                let name = code == "USD" ? "US dollars" : code
                return formattedNumber(value, currency) + " " + name
            default:
                let written = formattedNumber(abs(value), currency)
                return value < 0 && written.contains(where: { $0.isNumber && $0 != "0" }) ? "(\(written))" : written
            }
        default:
            return nil
        }
    }

    /// A number in English words, as ICU's spell-out rules write it: "one hundred twenty-three", "minus zero point
    /// five"; the fraction is read digit by digit.
    private static func spelledOut(_ value: Double) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        func belowThousand(_ number: Int) -> [String] {
            var words: [String] = []
            if number >= 100 { words += [ones[number / 100], "hundred"] }
            let rest = number % 100
            if rest >= 20 {
                words.append(tens[rest / 10] + (rest % 10 == 0 ? "" : "-" + ones[rest % 10]))
            } else if rest > 0 {
                words.append(ones[rest])
            }
            return words
        }
        func whole(_ number: Int) -> [String] {
            guard number > 0 else { return ["zero"] }
            let scales = [(1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]
            var words: [String] = []
            var rest = number
            for (scale, name) in scales where rest >= scale {
                words += belowThousand(rest / scale) + [name]
                rest %= scale
            }
            return words + belowThousand(rest)
        }
        let magnitude = abs(value)
        let integer = magnitude.rounded(.towardZero)
        var words = (value < 0 || value.sign == .minus ? ["minus"] : []) + whole(Int(integer))
        let written = magnitude.description
        if let point = written.firstIndex(of: "."), !written.contains("e") {
            let digits = written[written.index(after: point)...].filter(\.isNumber)
            if digits != "0" { words += ["point"] + digits.compactMap { $0.wholeNumberValue }.map { ones[$0] } }
        }
        return words.joined(separator: " ")
    }
}

private extension Double {
    /// The value with at most `digits` significant digits, so a mantissa made by division prints as written.
    func rounded(toSignificantDigits digits: Int) -> Double {
        guard self != 0, isFinite else { return self }
        let scale = pow(10, Double(digits - 1 - Int(log10(abs(self)).rounded(.down))))
        return (self * scale).rounded() / scale
    }
}
