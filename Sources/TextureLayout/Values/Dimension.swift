/// `ASDimension`: auto, a number of points, or a fraction of the parent's size.
public struct Dimension: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: Hashable, Sendable {
        case auto, points, fraction
    }

    public var unit: Unit
    public var value: Double

    public init(unit: Unit, value: Double) {
        self.unit = unit
        self.value = value
    }

    /// `ASDimensionAuto`.
    public static let auto = Dimension(unit: .auto, value: 0)
    public static func points(_ value: Double) -> Dimension { Dimension(unit: .points, value: value) }
    public static func fraction(_ value: Double) -> Dimension { Dimension(unit: .fraction, value: value) }

    /// `ASDimensionMake(NSString *)`: `"70pt"` is points, `"auto"` is auto, `"50%"` is the fraction 0.5, and
    /// anything else (a bare `"100"`, an empty string) is auto. The number is read like `-[NSString doubleValue]`,
    /// which takes the longest numeric prefix and yields 0 when there is none.
    public init(parsing text: String) {
        if text.hasSuffix("pt") {
            self = .points(leadingDouble(text.dropLast(2)))
        } else if text == "auto" {
            self = .auto
        } else if text.hasSuffix("%") {
            self = .fraction(leadingDouble(text.dropLast()) / 100)
        } else {
            self = .auto
        }
    }

    /// `ASDimensionResolve`: points are themselves, a fraction scales `parent` (NaN stays NaN), auto is `autoValue`.
    @inlinable public func resolve(parent: Double, auto autoValue: Double) -> Double {
        switch unit {
        case .auto: return autoValue
        case .points: return value
        case .fraction: return value * parent
        }
    }

    /// `NSStringFromASDimension`, but printed as Swift source would write it.
    public var description: String {
        switch unit {
        case .auto: return "auto"
        case .points: return "\(formatPoints(value))pt"
        case .fraction: return "\(formatPoints(value * 100))%"
        }
    }
}

/// `ASLayoutSize`: a width and a height given as dimensions.
public struct DimensionSize: Hashable, Sendable {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    public static let auto = DimensionSize(width: .auto, height: .auto)
}

/// The numeric prefix of `text` as `-[NSString doubleValue]` reads it (leading blanks, sign, digits, one dot,
/// an exponent); 0 when there is none.
func leadingDouble(_ text: Substring) -> Double {
    var characters = Array(text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }))
    var end = 0
    func digits() { while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 } }
    if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
    let mantissaStart = end
    digits()
    if end < characters.count, characters[end] == "." { end += 1; digits() }
    if end == mantissaStart || (end == mantissaStart + 1 && characters[mantissaStart] == ".") { return 0 }
    if end < characters.count, characters[end] == "e" || characters[end] == "E" {
        var exponentEnd = end + 1
        if exponentEnd < characters.count, characters[exponentEnd] == "+" || characters[exponentEnd] == "-" {
            exponentEnd += 1
        }
        let exponentDigitsStart = exponentEnd
        while exponentEnd < characters.count, characters[exponentEnd].isASCII, characters[exponentEnd].isNumber {
            exponentEnd += 1
        }
        if exponentEnd > exponentDigitsStart { end = exponentEnd }
    }
    characters.removeSubrange(end...)
    return Double(String(characters)) ?? 0
}

extension Dimension {
    /// Whether Texture takes the value as it is: auto, non-negative finite points, or a fraction within 0…1.
    @inlinable var isUsable: Bool {
        switch unit {
        case .auto: return true
        case .points: return value >= 0 && value.isFinite
        case .fraction: return value >= 0 && value <= 1
        }
    }

    /// What Texture does with a value that is not ``isUsable``. Kept out of line: the layout pass tests every
    /// dimension of every element, and only a bad one needs words.
    @usableFromInline var problemDescription: String {
        switch unit {
        case .fraction:
            return "is \(self); Texture asserts that fractions lie between 0% and 100% and uses the value as it is"
        case .points where value.isNaN:
            return "is NaN; Texture resolves it like auto"
        case .points where value < 0:
            return "is negative (\(formatPoints(value))); the parent's range wins, so it ends up at the range's "
                + "nearest edge"
        default:
            return "is infinite; it takes the parent's max, and under an unbounded parent the layout becomes invalid"
        }
    }
}
