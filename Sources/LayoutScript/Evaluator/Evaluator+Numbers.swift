import SwiftSyntax
import TextureLayout

/// Swift's two kinds of numbers as layout code meets them: `Int` (counts, indexes, loop counters, integer literals
/// with no floating-point context) and `CGFloat` (sizes; `Double` and `Float` compute alike). As in Swift, a literal
/// takes the type its context wants, `Int / Int` truncates, overflow is an error instead of a trap, and mixing the
/// two without a conversion is refused.
extension Evaluator {
    static let arithmeticOperators: Set = ["+", "-", "*", "/", "%"]
    static let comparisonOperators: Set = ["<", "<=", ">", ">=", "==", "!="]

    /// A number literal (`12`, `0.5`, `1_000`, `0x10`, `1e308`). An integer literal is an `Int` unless the context
    /// expects a CGFloat; a float literal is a CGFloat and cannot become an `Int`.
    func numberLiteral(_ text: String, isInteger: Bool, expecting expected: ValueType?, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let digits = text.filter { $0 != "_" }
        guard isInteger else {
            if expected == .integer {
                throw ScriptError("cannot convert value of type 'Double' to expected type 'Int'", at: node)
            }
            guard let value = Double(digits) else { throw ScriptError("'\(text)' is not a number", at: node) }
            return .number(value)
        }
        let (radix, body) = Self.integerLiteralDigits(text)
        if expected == .number {
            guard let value = Double(radix == 10 ? String(body) : String(UInt64(body, radix: radix) ?? 0)) else {
                throw ScriptError("'\(text)' is not a number", at: node)
            }
            return .number(value)
        }
        guard let value = Int(body, radix: radix) else {
            throw ScriptError("integer literal '\(text)' overflows when stored into 'Int'", at: node)
        }
        return .int(value)
    }

    /// An integer literal's radix and digits, its `0x`/`0b`/`0o` prefix and `_` separators left out.
    static func integerLiteralDigits(_ text: String) -> (radix: Int, body: Substring) {
        let digits = text.filter { $0 != "_" }
        switch digits.prefix(2) {
        case "0x": return (16, digits.dropFirst(2))
        case "0b": return (2, digits.dropFirst(2))
        case "0o": return (8, digits.dropFirst(2))
        default: return (10, Substring(digits))
        }
    }

    /// The value an integer literal writes (`0x8000_0000_0000_0000`), as an unsigned number; nil past 64 bits.
    static func integerLiteralMagnitude(_ text: String) -> UInt64? {
        let (radix, body) = integerLiteralDigits(text)
        return UInt64(body, radix: radix)
    }

    /// Whether an expression is made of number literals alone (`2`, `-1.5`, `(4 + 2) / 3`): Swift gives all its
    /// literals one type, taken from the other operand or the context.
    static func isLiteralOnly(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr: return true
        case .prefixOperatorExpr(let prefix):
            return ["-", "+"].contains(prefix.operator.text) && isLiteralOnly(prefix.expression)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
            return isLiteralOnly(only.expression)
        case .sequenceExpr(let sequence):
            // `flag ? 32 + 12 : 0`: a choice between literals takes its type as they do.
            if sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                guard let folded = try? OperatorFolding.fold(Array(sequence.elements), declared: [:]) else { return false }
                return isLiteralOnly(folded)
            }
            return sequence.elements.allSatisfy { element in
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    return arithmeticOperators.contains(op.operator.text)
                }
                return isLiteralOnly(element)
            }
        case .infixOperatorExpr(let infix):
            return arithmeticOperators.contains(OperatorFolding.symbol(of: infix.operator))
                && isLiteralOnly(infix.leftOperand) && isLiteralOnly(infix.rightOperand)
        case .functionCallExpr(let call):
            // `min(100, 20 * 3)`: the generic functions take their type from their literal arguments.
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  ["min", "max", "abs"].contains(name), call.trailingClosure == nil else { return false }
            return call.arguments.allSatisfy { $0.label == nil && isLiteralOnly($0.expression) }
        default: return false
        }
    }

    /// Whether evaluating an expression twice cannot be told from evaluating it once: no calls (but `min`, `max`,
    /// `abs` and number conversions), closures or assignments. Such an argument may be evaluated again with the
    /// parameter's type, as Swift would have typed its literals from the start.
    static func isPure(_ expression: ExprSyntax) -> Bool {
        for node in expression.tokens(viewMode: .sourceAccurate) {
            switch node.tokenKind {
            case .leftBrace, .equal: return false
            case .leftParen:
                guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { continue }
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                if !["min", "max", "abs", "CGFloat", "Double", "Float", "Int"].contains(name) { return false }
            default: continue
            }
        }
        return true
    }

    static func isLiteralOnly(_ folded: FoldedExpression) -> Bool {
        switch folded {
        case .operand(let expression): return isLiteralOnly(expression)
        case .binary(let left, let op, let right):
            return arithmeticOperators.contains(OperatorFolding.symbol(of: op))
                && isLiteralOnly(left) && isLiteralOnly(right)
        case .ternary(_, let then, let otherwise): return isLiteralOnly(then) && isLiteralOnly(otherwise)
        case .cast: return false
        }
    }

    /// The type Swift gives a literal-only expression with no context: `Double` when any literal has a fraction.
    static func literalDefault(_ folded: FoldedExpression) -> ValueType {
        switch folded {
        case .operand(let expression):
            return expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind.isFloatLiteral }
                ? .number : .integer
        case .binary(let left, _, let right):
            return literalDefault(left) == .number || literalDefault(right) == .number ? .number : .integer
        case .ternary(_, let then, let otherwise):
            return literalDefault(.operand(then)) == .number || literalDefault(otherwise) == .number ? .number : .integer
        case .cast: return .integer
        }
    }

    /// The number type a value gives a literal beside it.
    static func numericType(of value: ScriptValue) -> ValueType? {
        switch value {
        case .int: return .integer
        case .number: return .number
        default: return nil
        }
    }

    /// The type of a geometry value (`CGSize`, `UIEdgeInsets`, …) a variable takes from its first value, so that a
    /// later `insets = .zero` reads `.zero` as that type, as Swift infers it.
    static func geometryType(of value: ScriptValue) -> ValueType? {
        switch value {
        case .size, .point, .rect, .insets, .dimension, .layoutSize, .sizeRange: value.valueType
        default: nil
        }
    }

    /// `Int` arithmetic and comparison, with Swift's traps (overflow, division by zero) as errors.
    func integerArithmetic(_ symbol: String, _ a: Int, _ b: Int, at op: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws(ScriptError) -> ScriptValue {
            guard !result.overflow else {
                throw ScriptError("arithmetic overflow: \(a) \(symbol) \(b) does not fit in an Int (Swift stops the app here)",
                                  at: op)
            }
            return .int(result.partialValue)
        }
        switch symbol {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else {
                throw ScriptError("division by zero: \(a) \(symbol) 0 (Swift stops the app here)", at: op)
            }
            return try checked(symbol == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "..<", "...": return try integerRange(a, b, closed: symbol == "...", at: op)
        // Swift's smart shifts: a shift past the width gives 0 (or -1), a negative one shifts the other way.
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&": return .int(a & b)
        // Swift's overflow operators wrap around instead of stopping the app (a hash, a seed's next value).
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "&<<": return .int(a &<< b)
        case "&>>": return .int(a &>> b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        default: return nil
        }
    }

    private func integerRange(_ lower: Int, _ upper: Int, closed: Bool, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        guard lower <= upper else {
            throw ScriptError("a range's lower bound \(lower) is above its upper bound \(upper) (Swift stops the app here)",
                              at: op)
        }
        let (end, overflow) = upper.addingReportingOverflow(closed ? 1 : 0)
        guard !overflow else { throw ScriptError("the range \(lower)...\(upper) does not fit in an Int", at: op) }
        return .range(lower: lower, upper: end, closed: closed)
    }

    /// The message Swift gives for an operator between an `Int` and a `CGFloat`.
    func mixedNumbers(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        -> ScriptError
    {
        let name = { (value: ScriptValue) in value.staticTypeName }
        let intSide = lhs.valueType == .integer ? "the left" : "the right"
        return ScriptError("binary operator '\(symbol)' cannot be applied to operands of type '\(name(lhs))' and "
            + "'\(name(rhs))'; convert \(intSide) side with CGFloat(…)", at: op)
    }

    // MARK: Conversions between number types

    /// The floating-point types, and the typealiases of Double that layout code stores numbers in (CoreFoundation's
    /// and CoreLocation's: a distance shown in a place card).
    static let floatingTypeNames: Set = ["CGFloat", "Double", "Float", "Float64", "TimeInterval", "Decimal",
                                         "NSDecimalNumber", "CFTimeInterval", "CLLocationDistance", "CLLocationDegrees",
                                         "CLLocationSpeed", "CLLocationDirection", "CLLocationAccuracy"]
    static let integerTypeNames: Set = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16",
                                        "UInt8", "NSInteger", "NSUInteger"]

    /// Swift's trap on converting a number a sized integer type cannot hold.
    static func doesNotFit(_ typeName: String, _ written: String, at node: some SyntaxProtocol) -> ScriptError {
        ScriptError("\(typeName)(\(written)): the value does not fit in \(typeName.hasPrefix("U") ? "a" : "an") "
            + "\(typeName) (Swift stops the app here)", at: node)
    }

    /// The values each sized integer type holds (held here as an Int; UInt's upper half is out of reach).
    static let integerBounds: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max),
        "Int32": Int(Int32.min)...Int(Int32.max), "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max),
        "UInt32": 0...Int(UInt32.max), "UInt": 0...Int.max, "UInt64": 0...Int.max, "NSUInteger": 0...Int.max,
    ]

    /// `Int(truncating: number)` of an `NSNumber` (a `Decimal` `as NSDecimalNumber`, a count `as NSNumber`): its
    /// fraction dropped toward zero, as `intValue`; a sized type keeps the low bits, as Swift's `truncatingIfNeeded`.
    /// `Double(truncating:)` and `CGFloat(truncating:)` give the number itself.
    private mutating func convertTruncating(to typeName: String, _ expression: ExprSyntax, at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        let value = try evaluate(expression)
        guard Self.integerTypeNames.contains(typeName) else {
            switch value {
            case .int(let int): return .number(Double(int))
            case .number: return value
            default: throw ScriptError("\(typeName)(truncating:) takes an NSNumber, got \(describe(value))", at: expression)
            }
        }
        let whole: Int
        switch value {
        case .int(let int): whole = int
        case .number(let double):
            guard double.isFinite, let int = Int(exactly: double.rounded(.towardZero)) else {
                throw ScriptError("\(typeName)(truncating: \(Self.swiftDescription(double))): the number is outside "
                    + "what an integer holds, so NSNumber gives no meaningful value", at: call)
            }
            whole = int
        default: throw ScriptError("\(typeName)(truncating:) takes an NSNumber, got \(describe(value))", at: expression)
        }
        switch typeName {
        case "Int8": return .int(Int(Int8(truncatingIfNeeded: whole)))
        case "Int16": return .int(Int(Int16(truncatingIfNeeded: whole)))
        case "Int32": return .int(Int(Int32(truncatingIfNeeded: whole)))
        case "UInt8": return .int(Int(UInt8(truncatingIfNeeded: whole)))
        case "UInt16": return .int(Int(UInt16(truncatingIfNeeded: whole)))
        case "UInt32": return .int(Int(UInt32(truncatingIfNeeded: whole)))
        case "UInt", "UInt64", "NSUInteger":
            guard whole >= 0 else {
                throw ScriptError("\(typeName)(truncating:) of \(whole): layoutrepl holds unsigned integers only up to "
                    + "Int.max, and a negative number wraps past it", at: call)
            }
            return .int(whole)
        default: return .int(whole)
        }
    }

    /// `CGFloat(n)`, `Double(x)`, `Int(x)` (truncating toward zero; a value Swift would trap on is an error), and
    /// `Int("12")` (nil when the text is not a number).
    mutating func convertNumber(to typeName: String, _ call: FunctionCallExprSyntax) throws(ScriptError)
        -> ScriptValue
    {
        let toInteger = Self.integerTypeNames.contains(typeName)
        if call.arguments.isEmpty, call.trailingClosure == nil { return toInteger ? .int(0) : .number(0) }  // `CGFloat()`
        // Foundation's decimals: `Decimal(string: "9.50")` (nil when not a number), `NSDecimalNumber(decimal: price)`,
        // `NSDecimalNumber(value: 3)`, `NSDecimalNumber(string:)`, all held as numbers.
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "exactly" {
            // `Int(exactly: 2.0)` is 2, `Int(exactly: 2.5)` nil; `Double(exactly: count)` the same number.
            switch try evaluate(argument.expression, expecting: toInteger ? nil : .number) {
            case .int(let int):
                if toInteger { return Self.integerBounds[typeName].map { $0.contains(int) } == false ? .null : .int(int) }
                return Double(exactly: int).map(ScriptValue.number) ?? .null
            case .number(let double):
                guard toInteger else { return .number(double) }
                guard let int = Int(exactly: double), Self.integerBounds[typeName].map({ $0.contains(int) }) != false
                else { return .null }
                return .int(int)
            case let other:
                throw ScriptError("\(typeName)(exactly:) takes a number, got \(describe(other))", at: argument.expression)
            }
        }
        if toInteger, call.arguments.count == 2, call.arguments.last?.label?.text == "radix",
           let text = call.arguments.first, text.label == nil {
            // `Int("ff", radix: 16)`: nil where the text is not a number in that base.
            guard case .string(let digits) = try evaluate(text.expression, expecting: .string),
                  case .int(let radix) = try evaluate(call.arguments[call.arguments.index(after: call.arguments.startIndex)]
                      .expression, expecting: .integer) else {
                throw ScriptError("\(typeName)(_:radix:) takes a String and an Int", at: call)
            }
            guard (2...36).contains(radix) else {
                throw ScriptError("a radix must be from 2 to 36, got \(radix) (Swift stops the app here)", at: call)
            }
            guard let value = Int(digits, radix: radix),
                  Self.integerBounds[typeName].map({ $0.contains(value) }) != false else { return .null }
            return .int(value)
        }
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "truncating" {
            return try convertTruncating(to: typeName, argument.expression, at: call)
        }
        let decimalLabels: Set<String> = typeName == "NSDecimalNumber" ? ["string", "decimal", "value"]
            : typeName == "Decimal" ? ["string"] : []
        guard call.arguments.count == 1, let argument = call.arguments.first,
              argument.label.map({ decimalLabels.contains($0.text) }) ?? true else {
            throw ScriptError("\(typeName)(…) takes one number here", at: call)
        }
        if argument.label?.text == "string" {
            guard case .string(let text) = try evaluate(argument.expression, expecting: .string) else {
                throw ScriptError("\(typeName)(string:) expects a String", at: argument.expression)
            }
            return Double(text).map(ScriptValue.number) ?? .null
        }
        // A lone literal is the type's own (`CGFloat(20)`); literals combined by operators are Ints unless one has a
        // fraction, as Swift picks `init(_: Int)` for them (`Double(10 / 4)` is 2.0).
        let lone = argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self)
        let value = try evaluate(argument.expression, expecting: lone && !toInteger ? .number : nil)
        switch (value, toInteger) {
        case (.int(let int), false): return .number(Double(int))
        case (.int(let int), true):
            if let bounds = Self.integerBounds[typeName], !bounds.contains(int) {
                throw Self.doesNotFit(typeName, String(int), at: argument)
            }
            return value
        case (.number, false): return value
        case (.number(let double), true):
            guard double.isFinite else {
                throw ScriptError("\(typeName)(\(Self.swiftDescription(double))): a value that is infinite or NaN "
                    + "cannot be converted to an integer (Swift stops the app here)", at: call)
            }
            guard let int = Int(exactly: double.rounded(.towardZero)) else {
                throw ScriptError("\(typeName)(\(Self.swiftDescription(double))) is too large for an Int "
                    + "(Swift stops the app here)", at: call)
            }
            if let bounds = Self.integerBounds[typeName], !bounds.contains(int) {
                throw Self.doesNotFit(typeName, Self.swiftDescription(double), at: argument)
            }
            return .int(int)
        case (.unknown, _):
            // An app number from another file stays unknown, to stand in as the type the code reads it as.
            return value
        case (.string(let text), true): return Int(text).map(ScriptValue.int) ?? .null
        case (.string(let text), false): return Double(text).map(ScriptValue.number) ?? .null
        default:
            throw ScriptError("\(typeName)(…) cannot convert \(describe(value))", at: argument)
        }
    }

    /// `Int.max`, `Int.min`, `CGFloat.pi`: number type members the catalog leaves to Swift.
    static func numberStatic(_ name: String, ofType typeName: String) -> ScriptValue? {
        if integerTypeNames.contains(typeName) {
            // Each sized type's own bounds; UInt and UInt64's maximum is past what an Int holds, so it is Int's.
            let bounds = integerBounds[typeName] ?? Int.min...Int.max
            switch name {
            case "max": return .int(bounds.upperBound)
            case "min": return .int(bounds.lowerBound)
            case "zero": return .int(0)
            case "bitWidth": return .int(typeName.hasSuffix("8") ? 8 : typeName.hasSuffix("16") ? 16 : typeName.hasSuffix("32") ? 32 : 64)
            default: return nil
            }
        }
        guard floatingTypeNames.contains(typeName) else { return nil }
        switch name {
        case "pi": return .number(.pi)
        case "leastNormalMagnitude": return .number(.leastNormalMagnitude)
        case "leastNonzeroMagnitude": return .number(.leastNonzeroMagnitude)
        case "ulpOfOne": return .number(.ulpOfOne)
        default: return nil
        }
    }

    /// How Swift prints a Double in `print` and string interpolation: `2.0`, `0.5`, `inf`.
    static func swiftDescription(_ value: Double) -> String { "\(value)" }
}

extension TokenKind {
    var isFloatLiteral: Bool {
        if case .floatLiteral = self { return true }
        return false
    }
}
