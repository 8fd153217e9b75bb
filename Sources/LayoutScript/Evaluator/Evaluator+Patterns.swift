import SwiftSyntax
import TextureLayout

/// `switch`, `if case`, `for case` and the patterns they match, as Swift matches them.
extension Evaluator {
    /// Runs the first case whose pattern matches (with its `where` clause), then stops, unless the case ends in
    /// `fallthrough`; `break` leaves the switch.
    mutating func executeSwitch(_ switchExpression: SwitchExprSyntax, label: String?) throws(ScriptError) -> Flow {
        let subject = try evaluate(switchExpression.subject)
        if case .unknown(let path) = subject { return try executeFirstCase(of: switchExpression, for: path, label: label) }
        var fallingThrough = false
        for item in switchExpression.cases {
            guard case .switchCase(let switchCase) = item else {
                throw ScriptError("#if inside a switch is not supported", at: item)
            }
            let flow = try withScope { evaluator throws(ScriptError) -> Flow? in
                if !fallingThrough {
                    guard try evaluator.caseMatches(switchCase.label, subject) else { return nil }
                }
                return try evaluator.executeItems(switchCase.statements)
            }
            guard let flow else { continue }
            switch flow {
            case .fallThrough:
                fallingThrough = true
            case .breakLoop(let target) where target == nil || target == label:
                return .next
            default:
                return flow
            }
        }
        // `switch (model.kind, model.answer.count)` of an app model's values that no case matched: the first case
        // stands in, as it does for one app value.
        if !fallingThrough, let parts = subject.tupleParts, parts.contains(where: { if case .unknown = $0 { true } else { false } }) {
            let path = switchExpression.subject.as(TupleExprSyntax.self)?.elements.trimmedText
                ?? switchExpression.subject.trimmedText
            return try executeFirstCase(of: switchExpression, for: path, label: label)
        }
        return .next
    }

    /// A switch over an app value from a file that was not pasted: its first case stands in, as the state its
    /// cell shows content in (the cases after it, `default` among them, are mostly the empty or other states); the
    /// case's bindings read as app values too.
    /// A value the code gave as a case of the app's type (`var vote: VoteType = .none`) takes the case of that name.
    private mutating func executeFirstCase(of switchExpression: SwitchExprSyntax, for path: String, label: String?)
        throws(ScriptError) -> Flow
    {
        let named = Self.caseNamed(in: path).flatMap { name in
            switchExpression.cases.lazy.compactMap { item -> SwitchCaseSyntax? in
                guard case .switchCase(let switchCase) = item, case .case(let caseLabel) = switchCase.label,
                      caseLabel.caseItems.contains(where: { item in
                          let access = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                          return access?.base == nil && access?.declName.baseName.text == name
                      }) else { return nil }
                return switchCase
            }.first
        }
        let labels = switchExpression.cases.compactMap { item -> String? in
            guard case .switchCase(let switchCase) = item else { return nil }
            return Self.stateName(of: switchCase.label)
        }
        if named == nil, labels.count > 1, session.program.switchedAppValues[path] == nil {
            session.program.switchedAppValues[path] = labels
        }
        // Another state of the class drawn runs the case its stand-in names (see `appValueStates(of:)`).
        let chosen = stateValues[path].flatMap { text in
            switchExpression.cases.lazy.compactMap { item -> SwitchCaseSyntax? in
                guard case .switchCase(let switchCase) = item, Self.stateName(of: switchCase.label) == text else { return nil }
                return switchCase
            }.first
        }
        guard case .switchCase(let first)? = (chosen ?? named).map(SwitchCaseListSyntax.Element.switchCase)
            ?? switchExpression.cases.first else { return .next }
        if let chosen {
            session.noteStandIn(Self.stateName(of: chosen.label), for: path)
        } else if named == nil {
            noteFirstCase(first, standingInFor: path)
        }
        let flow = try withScope { evaluator throws(ScriptError) in try evaluator.executeItems(first.statements) }
        switch flow {
        case .fallThrough: return .next
        case .breakLoop(let target) where target == nil || target == label: return .next
        default: return flow
        }
    }

    /// How a switch case names the values it takes, as a state drawn says it: `.failed(let message)`, or
    /// `any other value` for `default`.
    static func stateName(of label: SwitchCaseSyntax.Label) -> String {
        if case .case(let caseLabel) = label { return caseLabel.caseItems.trimmedText }
        return "any other value"
    }

    /// The case an unknown value of an app type names, where the code wrote one (`VoteType.none` from `= .none`).
    static func caseNamed(in path: String) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count == 2, parts[0].first?.isUppercase == true,
              parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(parts[1])
    }

    /// Notes the pattern of a switch's first case as the stand-in of the app value it switches over.
    mutating func noteFirstCase(_ first: SwitchCaseSyntax, standingInFor path: String) {
        if case .case(let label) = first.label, let pattern = label.caseItems.first?.pattern {
            session.noteStandIn(pattern.trimmedText, for: path)
        }
    }

    mutating func caseMatches(_ label: SwitchCaseSyntax.Label, _ subject: ScriptValue) throws(ScriptError)
        -> Bool
    {
        switch label {
        case .default: return true
        case .case(let caseLabel):
            for item in caseLabel.caseItems {
                guard try matches(item.pattern, subject) else { continue }
                if let whereClause = item.whereClause {
                    guard case .bool(true) = try evaluate(whereClause.condition, expecting: .bool) else { continue }
                }
                return true
            }
            return false
        }
    }

    /// Whether `value` matches `pattern`, binding the names the pattern declares.
    mutating func matches(_ pattern: PatternSyntax, _ value: ScriptValue, bindingConstants: Bool = true)
        throws(ScriptError) -> Bool
    {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .wildcardPattern: return true
        case .identifierPattern(let identifier):
            declare(identifier.identifier.text, value, isConstant: bindingConstants)
            return true
        case .valueBindingPattern(let binding):
            return try matches(binding.pattern, value,
                               bindingConstants: binding.bindingSpecifier.tokenKind == .keyword(.let))
        case .tuplePattern(let tuple):
            guard let parts = value.tupleParts, parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) {
                guard try matches(element.pattern, part, bindingConstants: bindingConstants) else { return false }
            }
            return true
        case .isTypePattern(let isType):
            return isOfType(value, isType.type.trimmedText) ?? false
        case .expressionPattern(let expressionPattern):
            // An app value from a file that was not pasted matches no case: its switch takes `default`.
            if case .unknown = value { return false }
            return try matches(expression: expressionPattern.expression, value, bindingConstants: bindingConstants)
        default:
            throw ScriptError("this pattern is not supported", at: pattern)
        }
    }

    /// `.some(pattern)`, `Optional.some(pattern)` and `.none`: the case's name and the pattern of its value.
    private static func optionalCasePattern(_ expression: ExprSyntax) -> (String, ExprSyntax?)? {
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let access = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
              access.base == nil || access.base?.trimmedText == "Optional" else { return nil }
        switch (access.declName.baseName.text, call?.arguments.count) {
        case ("some", 1?): return ("some", call?.arguments.first?.expression)
        case ("none", nil): return ("none", nil)
        default: return nil
        }
    }

    /// The pattern and type of a cast pattern (`let node as ASTextNode`, as swift-syntax gives it folded or not).
    private static func castPattern(_ expression: ExprSyntax) -> (PatternSyntax, String)? {
        if let cast = expression.as(AsExprSyntax.self), let bound = cast.expression.as(PatternExprSyntax.self) {
            return (bound.pattern, cast.type.trimmedText)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard let bound = parts[0].as(PatternExprSyntax.self), let cast = parts[1].as(UnresolvedAsExprSyntax.self),
              cast.questionOrExclamationMark == nil, let type = parts[2].as(TypeExprSyntax.self) else { return nil }
        return (bound.pattern, type.type.trimmedText)
    }

    /// An expression pattern: a value compared with `==` (a leading-dot case takes the subject's type), a range
    /// that contains the subject, `x?` for a value that is not nil, or a tuple of such.
    mutating func matches(expression: ExprSyntax, _ value: ScriptValue, bindingConstants: Bool)
        throws(ScriptError) -> Bool
    {
        if let patternExpression = expression.as(PatternExprSyntax.self) {
            return try matches(patternExpression.pattern, value, bindingConstants: bindingConstants)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `if case let (.text(s)) = kind`: parentheses around one pattern are the pattern.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return try matches(expression: only.expression, value, bindingConstants: bindingConstants)
        }
        if let (name, inner) = Self.optionalCasePattern(expression),
           !(enumCase(of: value).map { session.program.types[$0.type]?.cases.contains(name) == true } ?? false) {
            // `case .some(let width)`, `case .some(.offer(let cents, _))` and `case .none`: an optional is its value
            // here, nil when it has none (an enum's own `.none` case is matched as its case, below).
            if name == "none" { return value == .null }
            guard value != .null else { return false }
            guard let inner else { return true }
            return try matches(expression: inner, value, bindingConstants: bindingConstants)
        }
        if let (bound, type) = Self.castPattern(expression) {
            // `case let node as ASTextNode`: a value of that type, bound to the pattern.
            guard isOfType(value, type) ?? false else { return false }
            return try matches(bound, value, bindingConstants: bindingConstants)
        }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) {
            if case .null = value { return false }
            return try matches(expression: chaining.expression, value, bindingConstants: bindingConstants)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard let parts = value.tupleParts, parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) {
                guard try matches(expression: element.expression, part, bindingConstants: bindingConstants) else {
                    return false
                }
            }
            return true
        }
        if let matched = try matchesEnumCase(expression, value, bindingConstants: bindingConstants) { return matched }
        // `FeedError.badStatus(let code)` met by a value of another type (a `catch` clause's, an `Any`'s): no match.
        if expression.tokens(viewMode: .sourceAccurate).contains(where: {
            $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var)
        }) { return false }
        if let range = try rangeBounds(expression, subject: value) {
            return try contains(range, value, at: expression)
        }
        let expected: ValueType? = Self.numericType(of: value) ?? value.valueType
        let candidate = try evaluate(expression, expecting: expected)
        if let held = Self.rangeHolds(candidate, value) { return held }
        return candidate == value
    }

    struct Bounds {
        var lower: ScriptValue?
        var upper: ScriptValue?
        var closed: Bool
    }

    /// `a..<b`, `a...b`, `..<b`, `...b` and `a...` written as a pattern, with bounds of the subject's type.
    mutating func rangeBounds(_ expression: ExprSyntax, subject: ScriptValue) throws(ScriptError) -> Bounds? {
        let type = Self.numericType(of: subject)
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let op = parts[1].as(BinaryOperatorExprSyntax.self), ["..<", "..."].contains(op.operator.text) else {
                return nil
            }
            return Bounds(lower: try evaluate(parts[0], expecting: type), upper: try evaluate(parts[2], expecting: type),
                          closed: op.operator.text == "...")
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            return Bounds(lower: nil, upper: try evaluate(prefix.expression, expecting: type),
                          closed: prefix.operator.text == "...")
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return Bounds(lower: try evaluate(postfix.expression, expecting: type), upper: nil, closed: true)
        }
        return nil
    }

    private func contains(_ bounds: Bounds, _ value: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError)
        -> Bool
    {
        func compare(_ a: ScriptValue, _ b: ScriptValue) throws(ScriptError) -> Int {
            switch (a, b) {
            case (.int(let x), .int(let y)): return x < y ? -1 : (x == y ? 0 : 1)
            case (.number(let x), .number(let y)): return x < y ? -1 : (x == y ? 0 : 1)
            case (.string(let x), .string(let y)): return x < y ? -1 : (x == y ? 0 : 1)
            default: throw ScriptError("a range pattern and \(describe(value)) are of different types", at: node)
            }
        }
        if let lower = bounds.lower, try compare(value, lower) < 0 { return false }
        if let upper = bounds.upper {
            let order = try compare(value, upper)
            if order > 0 || (order == 0 && !bounds.closed) { return false }
        }
        return true
    }

    /// Whether a value is of a named type (`is`, `as?`): nil when layoutrepl cannot tell.
    func isOfType(_ value: ScriptValue, _ written: String) -> Bool? {
        var typeName = written.filter { $0 != " " }
        while typeName.hasSuffix("?") || typeName.hasSuffix("!") { typeName.removeLast() }
        typeName = session.program.resolvedTypeName(typeName)
        switch value {
        case .null: return false
        case .element(let id):
            if let instance = session.program.instances[id],
               session.program.lineage(of: instance.typeName).contains(where: { $0.name == typeName }) {
                return true
            }
            let lineage = ScriptAPI.shared.classLineage(of: session.className(of: id))
            if lineage.contains(typeName) || typeName == "ASLayoutElement" { return true }
            if session.program.instances[id] == nil, isUnpastedAppType(typeName),
               typeName.hasSuffix("Node") || typeName.hasSuffix("Cell") {
                // A node class of the app's other files (a name ending in Node or Cell is a class, not a protocol):
                // a Texture node made as such, or one standing in for another app class, is not one of it.
                // A subnode an app base class declares (`posterImageNode`) is of a class nobody named: no telling.
                let standingInFor = session.program.unknownClassNodes[id]
                if standingInFor?.first?.isLowercase == true { return nil }
                return standingInFor == typeName
            }
            return ScriptAPI.shared.type(named: typeName)?.isElement == true || session.program.types[typeName] != nil
                ? false : nil
        case .int: return Self.integerTypeNames.contains(typeName)
        case .number: return Self.floatingTypeNames.contains(typeName)
        case .string: return typeName == "String"
        case .bool: return typeName == "Bool"
        // A pasted class's instance is one of its superclasses too, and a value is of each protocol its type (or a
        // superclass, or an extension) adopts.
        case .record(let record): return isPasted(record.typeName, ofType: typeName)
        case .enumCase(let type, _) where session.program.types[type] != nil: return isPasted(type, ofType: typeName)
        case .array: return typeName.hasPrefix("[") ? true : false
        default: return value.staticTypeName == typeName ? true : nil
        }
    }

    private func isPasted(_ valueType: String, ofType typeName: String) -> Bool {
        valueType == typeName || session.program.lineage(of: valueType).contains { type in
            type.name == typeName || type.conformances.contains(typeName)
        }
    }

    /// `as`, `as?`, `as!` and `is`.
    mutating func cast(_ value: ScriptValue, _ op: ExprSyntax, to type: ExprSyntax) throws(ScriptError)
        -> ScriptValue
    {
        let written = type.trimmedText
        if op.is(UnresolvedIsExprSyntax.self) { return .bool(isOfType(value, written) ?? true) }
        guard let asExpression = op.as(UnresolvedAsExprSyntax.self) else { return value }
        if let array = Self.appArray(castFrom: value, to: type.as(TypeExprSyntax.self)?.type) { return array }
        switch asExpression.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            return isOfType(value, written) == false ? .null : value
        case .exclamationMark?:
            if isOfType(value, written) == false {
                throw ScriptError("could not cast \(describe(value)) to \(written) (Swift stops the app here)", at: op)
            }
            return value
        default:
            if case .int(let int) = value, Self.floatingTypeNames.contains(written) { return .number(Double(int)) }
            return value
        }
    }

    /// `json["tags"] as? [String] ?? []` of the app's data: an array of one item that stands in as it is read, as an
    /// app collection's stand-in is (so `map` over it makes an array, not one value). Nil for any other cast.
    static func appArray(castFrom value: ScriptValue, to type: TypeSyntax?) -> ScriptValue? {
        guard case .unknown(let path) = value, type?.is(ArrayTypeSyntax.self) == true else { return nil }
        return .array([.unknown("\(path)[0]")])
    }

    /// A variable's value by name for `if let x`, after checking it was initialized.
    func lookupValue(_ name: String) -> ScriptValue? {
        guard let variable = lookup(name), variable.isInitialized else { return nil }
        return variable.value
    }
}
