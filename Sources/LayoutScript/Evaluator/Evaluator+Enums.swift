import SwiftSyntax

/// Pasted enums: a case without values is ``ScriptValue/enumCase(type:name:)``; a case with associated values
/// (`case chevron(String?)`) is a ``Record`` of its type whose `case` field names the case and whose fields `0`,
/// `1`, … hold the values in order, as does `self` inside the enum's own methods.
extension Evaluator {
    /// A pasted enum's case, its name and its associated values; nil for any other value.
    func enumCase(of value: ScriptValue) -> (type: String, name: String, values: [ScriptValue])? {
        switch value {
        case .enumCase(let type, let name):
            guard session.program.types[type]?.kind == .enumeration else { return nil }
            return (type, name, [])
        case .record(let record):
            guard session.program.types[record.typeName]?.kind == .enumeration,
                  case .string(let name)? = record.fields["case"] else { return nil }
            var values: [ScriptValue] = []
            while let next = record.fields[String(values.count)] { values.append(next) }
            return (record.typeName, name, values)
        default:
            return nil
        }
    }

    /// `Accessory.chevron("Home")`, `.text(message)`: a case of a pasted enum made with its associated values.
    mutating func makeEnumCase(_ name: String, ofType typeName: String, _ call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        var fields: [String: ScriptValue] = ["case": .string(name)]
        let declared = session.program.types[typeName]?.associatedValues[name] ?? []
        for (index, argument) in Self.writtenArguments(of: call).enumerated() {
            // Typed as the case declares its values: `.row([.element(a)])`, `spacing: 3` for a CGFloat.
            var type = index < declared.count ? declared[index].type : nil
            let expected = try annotatedType(type)
            // A generic parameter (`Failure` of `Result`, `Value` of `LoadState<Value>`) says nothing of the value.
            if expected == nil, let written = type,
               session.program.types[pastedTypeName(Self.unwrapped(written))] == nil { type = nil }
            let written = try evaluateInitializer(argument.expression, declaredAs: type, expecting: expected)
            // A case of the type a generic parameter stands for (`.failure(.offline)`) keeps its name; a pattern
            // or a print reads it by that.
            let value = expected == nil && type == nil && Self.isImplicitMemberChain(argument.expression) ? written
                : try convertDeclared(written, to: expected, at: argument.expression, context: "\(typeName).\(name)")
            // An `indirect` case nested in itself in a loop would grow a value that comparing, printing or freeing
            // walks recursively: past a depth no layout needs, the statement stops instead of the stack.
            fields[String(index)] = try Self.checkedNesting(value, at: argument.expression)
        }
        return .record(Record(typeName: typeName, fields: fields))
    }

    /// Whether two values are the same case of a pasted enum with equal values; nil when they are not enum cases.
    func enumCasesEqual(_ lhs: ScriptValue, _ rhs: ScriptValue) -> Bool? {
        guard let left = enumCase(of: lhs), let right = enumCase(of: rhs) else { return nil }
        return left.type == right.type && left.name == right.name && left.values == right.values
    }

    /// An enum case pattern against a pasted enum's case: `.chevron`, `Accessory.none`, `.chevron(let value?)`,
    /// `.text(_)`; nil when the pattern or the value is of another kind.
    mutating func matchesEnumCase(_ pattern: ExprSyntax, _ value: ScriptValue, bindingConstants: Bool)
        throws(ScriptError) -> Bool?
    {
        guard let subject = enumCase(of: value) else { return nil }
        let call = pattern.as(FunctionCallExprSyntax.self)
        guard let access = (call?.calledExpression ?? pattern).as(MemberAccessExprSyntax.self) else { return nil }
        if let base = access.base {
            let written = session.program.resolvedTypeName(base.trimmedText)
            guard written == subject.type || subject.type.hasSuffix("." + written) else { return false }
        }
        guard access.declName.baseName.text == subject.name else { return false }
        guard let call else { return true }
        let declared = session.program.types[subject.type]?.associatedValues[subject.name]
        for (index, argument) in call.arguments.enumerated() {
            guard index < subject.values.count else { return false }
            // Each value is matched as a pattern of its own: a binding, `_`, a value, or another case with patterns
            // inside (`.failed(.server(let code, _))`).
            guard try matches(expression: argument.expression, subject.values[index], bindingConstants: bindingConstants)
            else { return false }
            // `case .loading(let message)` of `case loading(message: String?)` binds an optional: its `map` is
            // Optional's.
            if let declared, index < declared.count, Self.isOptional(declared[index].type),
               let name = Self.boundName(argument.expression), var variable = lookup(name) {
                variable.isOptional = true
                if scopes.isEmpty {
                    session.setVariable(name, variable)
                } else {
                    scopes[scopes.count - 1][name] = variable
                }
            }
        }
        return true
    }

    /// The name a pattern binds the whole value to (`let message`, or `message` under a `case let`), if it does.
    private static func boundName(_ expression: ExprSyntax) -> String? {
        guard var pattern = expression.as(PatternExprSyntax.self)?.pattern else { return nil }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        return pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
