import SwiftParser
import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// Evaluates an expression. `expected` is the type the context wants: it resolves leading-dot members
    /// (`.center`) and the element types of array literals.
    mutating func evaluate(_ expression: ExprSyntax, expecting expected: ValueType? = nil) throws(ScriptError)
        -> ScriptValue
    {
        try nested(expression) { evaluator throws(ScriptError) in
            try evaluator.evaluateUnguarded(expression, expecting: expected)
        }
    }

    private mutating func evaluateUnguarded(_ expression: ExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal): return try number(literal.literal.text, at: literal)
        case .floatLiteralExpr(let literal): return try number(literal.literal.text, at: literal)
        case .booleanLiteralExpr(let literal): return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let literal): return try evaluateString(literal)
        case .declReferenceExpr(let reference): return try evaluateName(reference)
        case .memberAccessExpr(let access): return try evaluateMemberAccess(access, expecting: expected)
        case .functionCallExpr(let call): return try evaluateCall(call, expecting: expected)
        case .sequenceExpr(let sequence): return try evaluateSequence(sequence)
        case .prefixOperatorExpr(let prefix): return try evaluatePrefix(prefix)
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw ScriptError("tuples are not supported", at: tuple)
            }
            return try evaluate(only.expression, expecting: expected)
        case .arrayExpr(let array): return try evaluateArray(array, expecting: expected)
        case .dictionaryExpr(let dictionary): return try evaluateDictionary(dictionary)
        case .forceUnwrapExpr(let unwrap): return try evaluate(unwrap.expression, expecting: expected)
        case .optionalChainingExpr(let chaining): return try evaluate(chaining.expression, expecting: expected)
        case .ternaryExpr(let ternary):
            return try evaluateTernary(ternary.condition, ternary.thenExpression, ternary.elseExpression,
                                       expecting: expected)
        case .infixOperatorExpr(let infix):
            return try evaluateInfix(infix.leftOperand, infix.operator, infix.rightOperand)
        case .asExpr(let cast): return try evaluate(cast.expression, expecting: expected)
        case .closureExpr(let closure):
            throw ScriptError("closures are only supported as a layoutSpecBlock or in .map { }", at: closure)
        case .superExpr(let superExpression):
            throw ScriptError("'super' is only accepted in super.init()", at: superExpression)
        case .typeExpr(let type): return .typeReference(type.type.trimmedDescription)
        case .macroExpansionExpr(let macro): return try evaluateLiteralMacro(macro)
        default:
            throw ScriptError("this kind of expression is not supported: \(expression.kind)", at: expression)
        }
    }

    // MARK: Literals

    /// A Swift number literal (`12`, `0.5`, `1_000`, `0x10`, `1e308`) as a Double; too large literals become ∞.
    private func number(_ text: String, at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let digits = text.filter { $0 != "_" }
        if digits.hasPrefix("0x"), let value = UInt64(digits.dropFirst(2), radix: 16) { return .number(Double(value)) }
        if digits.hasPrefix("0b"), let value = UInt64(digits.dropFirst(2), radix: 2) { return .number(Double(value)) }
        if digits.hasPrefix("0o"), let value = UInt64(digits.dropFirst(2), radix: 8) { return .number(Double(value)) }
        guard let value = Double(digits) else { throw ScriptError("'\(text)' is not a number", at: node) }
        return .number(value)
    }

    /// A string literal; interpolations (`"Item \(i)"`) are evaluated.
    private mutating func evaluateString(_ literal: StringLiteralExprSyntax) throws(ScriptError) -> ScriptValue {
        if let plain = literal.representedLiteralValue { return .string(plain) }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part): text += part.content.text
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
                    throw ScriptError("an interpolation takes one value", at: interpolation)
                }
                text += interpolated(try evaluate(only.expression))
            }
        }
        return .string(text)
    }

    private func interpolated(_ value: ScriptValue) -> String {
        switch value {
        case .number(let number): return formatPoints(number)
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .element(let id): return session.tree[id].name
        default: return describe(value)
        }
    }

    private mutating func evaluateArray(_ array: ArrayExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let elementType: ValueType?
        switch expected {
        case .elements?: elementType = .element
        case .optionSet?: elementType = expected
        default: elementType = nil
        }
        var values: [ScriptValue] = []
        for element in array.elements {
            values.append(try evaluate(element.expression, expecting: elementType))
        }
        return .array(values)
    }

    /// `[.font: UIFont.systemFont(ofSize: 17)]` as key-value pairs; only the font matters later.
    private mutating func evaluateDictionary(_ dictionary: DictionaryExprSyntax) throws(ScriptError) -> ScriptValue {
        guard case .elements(let elements) = dictionary.content else { return .array([]) }
        var pairs: [ScriptValue] = []
        for element in elements {
            let key = try evaluate(element.key, expecting: .anyIgnored("NSAttributedString.Key"))
            let keyName: ScriptValue
            if case .ignored = key, let access = element.key.as(MemberAccessExprSyntax.self) {
                keyName = .unresolvedMember(access.declName.baseName.text)
            } else {
                keyName = key
            }
            pairs.append(.array([keyName, try evaluate(element.value)]))
        }
        return .array(pairs)
    }

    // MARK: Names and members

    private mutating func evaluateName(_ reference: DeclReferenceExprSyntax) throws(ScriptError) -> ScriptValue {
        let name = reference.baseName.text
        if let variable = lookup(name) { return variable.value }
        if name == "constrainedSize" { return .sizeRange(session.constrainedSize) }
        let api = ScriptAPI.shared
        if let constant = api.constants.first(where: { $0.name == name }) {
            return constant.value(in: session.environment)
        }
        if api.type(named: name) != nil || api.enumeration(named: name) != nil {
            return .typeReference(name)
        }
        if reference.baseName.tokenKind == .keyword(.self) { return .typeReference("Self") }
        if let ignored = ignoreImplicitSelfMember(name) { return ignored }
        throw unknownName(name, at: reference)
    }

    mutating func evaluateMemberAccess(_ access: MemberAccessExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            return noteIgnoredRead(try resolveLeadingDot(name, expecting: expected, at: access), named: name, of: nil)
        }
        if let selfReference = baseExpression.as(DeclReferenceExprSyntax.self),
           selfReference.baseName.tokenKind == .keyword(.self) {
            return try evaluateSelfMember(name, at: access)
        }
        let base = try evaluate(baseExpression)
        return noteIgnoredRead(try member(name, of: base, at: access.declName), named: name, of: base)
    }

    /// `self.title` is the variable `title`; `self.backgroundColor` and friends are accepted and ignored.
    private mutating func evaluateSelfMember(_ name: String, at access: MemberAccessExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        if let variable = lookup(name) { return variable.value }
        if let property = ScriptAPI.shared.property(name, ofType: "ASDisplayNode"), property.access == .visualOnly {
            return ignoreDisplayOnly(property)
        }
        throw unknownName(name, at: access.declName)
    }

    /// A leading-dot member, resolved against the type the context expects.
    func resolveLeadingDot(_ name: String, expecting expected: ValueType?, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        switch expected {
        case .enumeration(let type)?, .optionSet(let type)?:
            return try member(name, of: .typeReference(type), at: node)
        case .anyIgnored(let type)?:
            return .ignored(type: type)
        case let type?:
            if api.type(named: type.description) != nil {
                return try member(name, of: .typeReference(type.description), at: node)
            }
            return .unresolvedMember(name)
        case nil:
            return .unresolvedMember(name)
        }
    }

    /// `base.name` for every kind of base: a type (static values, enum cases), an element, a style or a value.
    func member(_ name: String, of base: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let api = ScriptAPI.shared
        switch base {
        case .typeReference(let typeName):
            return try staticMember(name, ofType: typeName, at: node)
        case .element(let id):
            let className = session.className(of: id)
            guard let property = api.property(name, ofType: className) else {
                throw noProperty(name, onType: className, at: node)
            }
            return try read(property, of: id, at: node)
        case .style(let id):
            guard api.property(name, ofType: "ASLayoutElementStyle") != nil else {
                throw noProperty(name, onType: "ASLayoutElementStyle", at: node)
            }
            guard let value = session.tree[id].style.field(name) else {
                throw ScriptError("style.\(name) can only be set; Texture has no getter for it", at: node)
            }
            return value
        case .ignored:
            return base
        default:
            if let value = base.valueField(name) { return value }
            let typeName = base.staticTypeName
            throw noProperty(name, onType: typeName, at: node)
        }
    }

    private func read(_ property: ScriptAPI.Property, of id: ElementID, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        if property.name == "style" { return .style(id) }
        switch property.access {
        case .visualOnly: return .ignored(type: property.type.description)
        case .writeOnly: throw ScriptError("\(property.name) can only be set", at: node)
        case .readWrite: break
        }
        let element = session.tree[id]
        if case .spec(let spec) = element.kind, let value = spec.fields[property.name] { return value }
        if let value = element.nodeField(property.name) { return value }
        if property.name == "layoutSpecBlock" {
            throw ScriptError("layoutSpecBlock can only be assigned a closure", at: node)
        }
        return .null
    }

    private func staticMember(_ name: String, ofType typeName: String, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        if api.displayKind(ofType: typeName) != nil { return .ignored(type: typeName) }
        if let enumeration = api.enumeration(named: typeName) {
            guard enumeration.cases.contains(where: { $0.name == name }) else {
                throw ScriptError("\(typeName) has no case '\(name)'"
                    + didYouMean(name, in: enumeration.cases.map(\.name)), at: node)
            }
            return enumeration.isOptionSet
                ? .options(type: typeName, names: [name]) : .enumCase(type: typeName, name: name)
        }
        if let value = api.staticValues(ofType: typeName).first(where: { $0.name == name }) {
            return value.value(in: session.environment)
        }
        if api.enumeration(named: "\(typeName).\(name)") != nil || api.type(named: "\(typeName).\(name)") != nil {
            return .typeReference("\(typeName).\(name)")
        }
        let candidates = api.staticValues(ofType: typeName).map(\.name) + api.staticMethods(ofType: typeName)
            .compactMap(\.name)
        throw ScriptError("\(typeName) has no member '\(name)'\(didYouMean(name, in: candidates))", at: node)
    }

    func noProperty(_ name: String, onType typeName: String, at node: some SyntaxProtocol) -> ScriptError {
        let api = ScriptAPI.shared
        let candidates = api.members(ofType: typeName).map(\.name)
        var message = "\(typeName) has no property '\(name)'\(didYouMean(name, in: candidates))"
        if candidates.isEmpty || closestName(to: name, in: candidates) == nil,
           api.property(name, ofType: "ASLayoutElementStyle") != nil, typeName != "ASLayoutElementStyle" {
            message += "; it is a style property: write .style.\(name)"
        }
        return ScriptError(message, at: node)
    }

    // MARK: Operators

    private mutating func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax) throws(ScriptError) -> ScriptValue {
        let operand = try evaluate(prefix.expression, expecting: .number)
        switch (prefix.operator.text, operand) {
        case ("-", .number(let value)): return .number(-value)
        case ("+", .number(let value)): return .number(value)
        case ("!", .bool(let value)): return .bool(!value)
        default:
            throw ScriptError("'\(prefix.operator.text.prefix(8))' cannot be applied to \(describe(operand))", at: prefix)
        }
    }

    /// An unfolded operator sequence (`a + b * c`, `x = y`), folded by Swift's precedence groups.
    private mutating func evaluateSequence(_ sequence: SequenceExprSyntax) throws(ScriptError) -> ScriptValue {
        let folded = try OperatorFolding.fold(Array(sequence.elements))
        return try evaluateFolded(folded)
    }

    mutating func evaluateFolded(_ folded: FoldedExpression) throws(ScriptError) -> ScriptValue {
        switch folded {
        case .operand(let expression):
            return try evaluate(expression)
        case .binary(let left, let op, let right):
            return try nested(op) { evaluator throws(ScriptError) in
                try evaluator.evaluateBinary(left, op, right)
            }
        case .ternary(let condition, let then, let otherwise):
            return try nested(then) { evaluator throws(ScriptError) in
                guard case .bool(let flag) = try evaluator.evaluateFolded(condition) else {
                    throw ScriptError("the condition of '? :' must be a Bool", at: then)
                }
                return flag ? try evaluator.evaluate(then) : try evaluator.evaluateFolded(otherwise)
            }
        case .cast(let operand, _):
            return try evaluateFolded(operand)
        }
    }

    private mutating func evaluateTernary(_ condition: ExprSyntax, _ then: ExprSyntax, _ otherwise: ExprSyntax,
                                          expecting expected: ValueType?) throws(ScriptError) -> ScriptValue {
        guard case .bool(let flag) = try evaluate(condition, expecting: .bool) else {
            throw ScriptError("the condition of '? :' must be a Bool", at: condition)
        }
        return try evaluate(flag ? then : otherwise, expecting: expected)
    }

    private mutating func evaluateInfix(_ left: ExprSyntax, _ op: ExprSyntax, _ right: ExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        try evaluateBinary(.operand(left), op, .operand(right))
    }

    private mutating func evaluateBinary(_ left: FoldedExpression, _ op: ExprSyntax, _ right: FoldedExpression)
        throws(ScriptError) -> ScriptValue
    {
        let symbol = OperatorFolding.symbol(of: op)
        if symbol == "=" {
            guard case .operand(let target) = left else {
                throw ScriptError("cannot assign to this expression", at: op)
            }
            try assign(to: target, valueExpression: right, at: op)
            return .void
        }
        if ["+=", "-=", "*=", "/=", "%="].contains(symbol) {
            guard case .operand(let target) = left else {
                throw ScriptError("cannot assign to this expression", at: op)
            }
            let current = try evaluate(target)
            let result = try arithmetic(String(symbol.dropLast()), current, try evaluateFolded(right), at: op)
            try store(result, into: target, at: op)
            return .void
        }
        if symbol == "??" {
            // Texture's `children` is optional, so real code writes `stack.children ?? []`.
            let lhs = try evaluateFolded(left)
            if case .null = lhs { return try evaluateFolded(right) }
            return lhs
        }
        if symbol == "&&" || symbol == "||" {
            guard case .bool(let lhs) = try evaluateFolded(left) else {
                throw ScriptError("'\(symbol)' needs Bool operands", at: op)
            }
            if symbol == "&&" && !lhs { return .bool(false) }
            if symbol == "||" && lhs { return .bool(true) }
            guard case .bool(let rhs) = try evaluateFolded(right) else {
                throw ScriptError("'\(symbol)' needs Bool operands", at: op)
            }
            return .bool(rhs)
        }
        let lhs = try evaluateFolded(left)
        // `a.style.alignSelf != .center`: the left side's enumeration gives the right side's bare case its type.
        let expected: ValueType?
        switch lhs {
        case .enumCase(let type, _): expected = .enumeration(type)
        case .options(let type, _): expected = .optionSet(type)
        default: expected = nil
        }
        let rhs: ScriptValue
        if case .operand(let expression) = right {
            rhs = try evaluate(expression, expecting: expected)
        } else {
            rhs = try evaluateFolded(right)
        }
        return try arithmetic(symbol, lhs, rhs, at: op)
    }

    /// Arithmetic, comparison and ranges on numbers (Double semantics: dividing by zero gives ∞, not a trap).
    func arithmetic(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        switch (symbol, lhs, rhs) {
        case ("==", _, _): return .bool(lhs == rhs)
        case ("!=", _, _): return .bool(lhs != rhs)
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case (_, .number(let a), .number(let b)):
            switch symbol {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(a.truncatingRemainder(dividingBy: b))
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "..<", "...": return try range(a, b, closed: symbol == "...", at: op)
            default: break
            }
        default: break
        }
        throw ScriptError("'\(symbol)' cannot be applied to \(describe(lhs)) and \(describe(rhs))", at: op)
    }

    private func range(_ lower: Double, _ upper: Double, closed: Bool, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let limit = Double(Self.maximumIterations) * 100
        guard lower.isFinite, upper.isFinite, lower == lower.rounded(), upper == upper.rounded(),
              abs(lower) <= limit, abs(upper) <= limit else {
            throw ScriptError("a range needs whole numbers between -\(formatPoints(limit)) and "
                + "\(formatPoints(limit)), got \(formatPoints(lower)) and \(formatPoints(upper))", at: op)
        }
        guard closed ? lower <= upper : lower <= upper else {
            throw ScriptError("a range's lower bound \(formatPoints(lower)) is above its upper bound "
                + "\(formatPoints(upper))", at: op)
        }
        return .range(lower: Int(lower), upper: Int(upper) + (closed ? 1 : 0))
    }

    // MARK: Descriptions

    /// How a value is named in messages: `ASDisplayNode 'a'`, `a number`, `CGSize`.
    func describe(_ value: ScriptValue) -> String {
        switch value {
        case .element(let id): return "\(session.className(of: id)) '\(session.tree[id].name)'"
        case .number(let number): return "the number \(formatPoints(number))"
        case .string(let text): return "the string \"\(text.prefix(40))\""
        case .bool(let flag): return "the Bool \(flag)"
        case .null: return "nil"
        case .unresolvedMember(let name): return "'.\(name)' (its type cannot be inferred here)"
        case .array: return "an array"
        default: return value.staticTypeName
        }
    }
}
