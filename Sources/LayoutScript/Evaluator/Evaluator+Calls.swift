import SwiftSyntax
import TextureLayout

extension Evaluator {
    /// Node methods real layout code calls that change nothing layoutrepl computes: accepted and ignored.
    static let layoutNeutralMethods: Set = ["addSubnode", "setNeedsLayout", "layoutIfNeeded", "invalidateCalculatedLayout"]

    /// A call: an initializer (`ASInsetLayoutSpec(insets:child:)`), a static factory (`ASStackLayoutSpec.vertical()`,
    /// `UIFont.systemFont(ofSize:)`), a free function (`ASDimensionMake`), or an array method (`enumerated`, `map`).
    mutating func evaluateCall(_ call: FunctionCallExprSyntax, expecting expected: ValueType?) throws(ScriptError)
        -> ScriptValue
    {
        let api = ScriptAPI.shared
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let info = api.type(named: name) {
                if let ignored = ignoreDisplayOnly(typeNamed: name) { return ignored }
                return try invoke(info.initializers, call, name: name)
            }
            let functions = api.functions.filter { $0.name == name }
            if !functions.isEmpty { return try invoke(functions, call, name: name) }
            if Self.layoutNeutralMethods.contains(name) {
                return .void
            }
            throw unknownName(name, at: reference)
        }
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw ScriptError("this call is not supported", at: call.calledExpression)
        }
        let method = access.declName.baseName.text
        guard let baseExpression = access.base else {
            return try callLeadingDot(method, call, expecting: expected, at: access)
        }
        if baseExpression.is(SuperExprSyntax.self) { return .void }
        let base = try evaluate(baseExpression)
        if method == "append", case .array = base { return try append(call, to: baseExpression) }
        switch base {
        case .typeReference(let typeName):
            if let ignored = ignoreDisplayOnly(typeNamed: typeName) { return ignored }
            // `CGSize.init(width:height:)`; `UIImage.SymbolConfiguration(pointSize:)`, a nested type's initializer.
            if method == "init", let info = api.type(named: typeName) {
                return try invoke(info.initializers, call, name: typeName)
            }
            if let nested = api.type(named: "\(typeName).\(method)") {
                return try invoke(nested.initializers, call, name: nested.name)
            }
            let methods = api.staticMethods(ofType: typeName).filter { $0.name == method }
            guard !methods.isEmpty else {
                throw ScriptError("\(typeName) has no static method '\(method)'"
                    + didYouMean(method, in: api.staticMethods(ofType: typeName).compactMap(\.name)), at: access.declName)
            }
            return try invoke(methods, call, name: "\(typeName).\(method)")
        case .array(let values):
            return try callArrayMethod(method, on: values, call, at: access.declName)
        case .element:
            if Self.layoutNeutralMethods.contains(method) {
                return .void
            }
            return try callElementMethod(method, on: base, at: access.declName)
        default:
            return try callValueMethod(method, on: base, receiver: baseExpression, call, at: access.declName)
        }
    }

    /// `items.append(node)` and `items.append(contentsOf: more)` on an array variable.
    private mutating func append(_ call: FunctionCallExprSyntax, to target: ExprSyntax) throws(ScriptError)
        -> ScriptValue
    {
        guard case .array(var values) = try evaluate(target) else {
            throw ScriptError("append needs an array variable", at: target)
        }
        guard call.arguments.count == 1, let argument = call.arguments.first else {
            throw ScriptError("append takes one argument", at: call)
        }
        let value = try evaluate(argument.expression)
        switch (argument.label?.text, value) {
        case (nil, _): values.append(value)
        case ("contentsOf", .array(let more)): values += more
        default: throw ScriptError("append expects no label or 'contentsOf:' with an array", at: argument)
        }
        guard values.count <= Self.maximumElements else {
            throw ScriptError("the array grew past \(Self.maximumElements) items", at: call)
        }
        try store(.array(values), into: target, at: call)
        return .void
    }

    /// `.vertical()` where a stack is expected, or a factory of the expected value type.
    private mutating func callLeadingDot(_ method: String, _ call: FunctionCallExprSyntax, expecting expected: ValueType?,
                                         at access: MemberAccessExprSyntax) throws(ScriptError) -> ScriptValue {
        let typeName = expected.map(\.description) ?? ""
        // `.init(top:left:bottom:right:)` where a UIEdgeInsets is expected: the expected type's initializers.
        if method == "init", let info = ScriptAPI.shared.type(named: typeName), !info.initializers.isEmpty {
            return try invoke(info.initializers, call, name: typeName)
        }
        let methods = ScriptAPI.shared.staticMethods(ofType: typeName).filter { $0.name == method }
        guard !methods.isEmpty else {
            throw ScriptError("cannot infer the type of '.\(method)(…)' here; write the type, e.g. "
                + "ASStackLayoutSpec.\(method)()", at: access)
        }
        return try invoke(methods, call, name: "\(typeName).\(method)")
    }

    /// `xs.enumerated()`, `xs.map { … }`, `xs.count` (as a call it is an error, as in Swift).
    private mutating func callArrayMethod(_ method: String, on values: [ScriptValue], _ call: FunctionCallExprSyntax,
                                          at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        switch method {
        case "enumerated":
            return .array(values.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        case "map":
            guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            else { throw ScriptError("map needs a closure: xs.map { … }", at: node) }
            var mapped: [ScriptValue] = []
            for value in values {
                iterations += 1
                guard iterations <= Self.maximumIterations else {
                    throw ScriptError("map ran more than \(Self.maximumIterations) times", at: node)
                }
                mapped.append(try runClosure(closure, arguments: [value]))
            }
            return .array(mapped)
        case "reversed":
            return .array(values.reversed())
        default:
            throw ScriptError("arrays support enumerated(), map { } and reversed() here, not '\(method)'", at: node)
        }
    }

    // MARK: Overloads and arguments

    /// Picks the overload whose labels match the call, converts the arguments to its parameter types and builds.
    mutating func invoke(_ candidates: [ScriptAPI.Callable], _ call: FunctionCallExprSyntax, name: String,
                         receiver: ScriptValue = .void) throws(ScriptError) -> ScriptValue
    {
        let arguments = Array(call.arguments)
        if let closure = call.trailingClosure {
            throw ScriptError("closures are only supported as a layoutSpecBlock or in .map { }", at: closure)
        }
        let matching = candidates.compactMap { candidate in bind(arguments, to: candidate).map { (candidate, $0) } }
        guard !matching.isEmpty else { throw labelMismatch(candidates, arguments, call: call, name: name) }
        if matching.count == 1, let (callable, slots) = matching.first {
            var values: [ScriptValue] = []
            for (parameter, slot) in zip(callable.parameters, slots) {
                values.append(try argumentValue(parameter, slot, callable: callable))
            }
            return try build(callable, Arguments(values: values, receiver: receiver, environment: session.environment),
                             at: call)
        }
        // Same labels, different types (ASDimensionMake(20) / ASDimensionMake("50%")): the first that converts wins.
        var evaluated: [ScriptValue] = []
        for argument in arguments { evaluated.append(try evaluate(argument.expression)) }
        var firstError: ScriptError?
        for (callable, _) in matching where callable.parameters.count == evaluated.count {
            do {
                var values: [ScriptValue] = []
                for (parameter, (value, argument)) in zip(callable.parameters, zip(evaluated, arguments)) {
                    values.append(try convert(value, to: parameter.type, at: argument.expression,
                                              context: "\(callable.signature) argument '\(parameter.label ?? "_")'"))
                }
                let bound = Arguments(values: values, receiver: receiver, environment: session.environment)
                return try build(callable, bound, at: call)
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? ScriptError("no overload of \(name) takes these arguments", at: call)
    }

    private mutating func argumentValue(_ parameter: ScriptAPI.Parameter, _ slot: LabeledExprSyntax?,
                                        callable: ScriptAPI.Callable) throws(ScriptError) -> ScriptValue {
        guard let slot else { return parameter.defaultValue ?? .void }
        let value = try evaluate(slot.expression, expecting: parameter.type)
        return try convert(value, to: parameter.type, at: slot.expression,
                           context: "\(callable.signature) argument '\(parameter.label ?? "_")'")
    }

    private mutating func build(_ callable: ScriptAPI.Callable, _ arguments: Arguments, at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue
    {
        let built: Built
        do {
            built = try callable.build(arguments)
        } catch {
            throw error.located(at: call)
        }
        switch built {
        case .value(let value): return value
        case .element(let className, let prefix, let kind):
            return .element(try createElement(className: className, namePrefix: prefix, kind: kind, at: call))
        }
    }

    /// The argument for each parameter in order (nil where a default applies), or nil when the labels do not fit.
    private func bind(_ arguments: [LabeledExprSyntax], to callable: ScriptAPI.Callable) -> [LabeledExprSyntax?]? {
        var slots: [LabeledExprSyntax?] = []
        var next = 0
        for parameter in callable.parameters {
            if next < arguments.count, arguments[next].label?.text == parameter.label {
                slots.append(arguments[next])
                next += 1
            } else if parameter.defaultValue != nil {
                slots.append(nil)
            } else {
                return nil
            }
        }
        return next == arguments.count ? slots : nil
    }

    /// "ASInsetLayoutSpec(insets:child:) expects label 'child', got 'chil'", at the offending argument.
    private func labelMismatch(_ candidates: [ScriptAPI.Callable], _ arguments: [LabeledExprSyntax],
                               call: FunctionCallExprSyntax, name: String) -> ScriptError {
        let signatures = candidates.map(\.signature)
        let sameCount = candidates.filter { $0.parameters.count == arguments.count }
        guard let closest = (sameCount.isEmpty ? candidates : sameCount).max(by: { a, b in
            matchingPrefix(a, arguments) < matchingPrefix(b, arguments)
        }) else { return ScriptError("\(name) cannot be called like this", at: call) }
        let known = signatures.count > 1 ? " (known: \(signatures.joined(separator: ", ")))" : ""
        for (index, parameter) in closest.parameters.enumerated() {
            guard index < arguments.count else {
                return ScriptError("\(closest.signature) is missing the argument '\(parameter.label ?? "_")'\(known)",
                                   at: call.rightParen.map(Syntax.init) ?? Syntax(call))
            }
            let got = arguments[index].label?.text
            if got != parameter.label {
                let expected = parameter.label.map { "label '\($0)'" } ?? "no label"
                let actual = got.map { "'\($0)'" } ?? "no label"
                return ScriptError("\(closest.signature) expects \(expected), got \(actual)\(known)", at: arguments[index])
            }
        }
        let extra = arguments[Swift.min(closest.parameters.count, arguments.count - 1)]
        return ScriptError("\(closest.signature) takes \(closest.parameters.count) arguments, got "
            + "\(arguments.count)\(known)", at: extra)
    }

    private func matchingPrefix(_ callable: ScriptAPI.Callable, _ arguments: [LabeledExprSyntax]) -> Int {
        zip(callable.parameters, arguments).prefix { $0.label == $1.label?.text }.count
    }

    // MARK: Closures

    /// Runs a closure body with its parameters bound (named or `$0`), returning the `return` value or the value
    /// of a single-expression body.
    mutating func runClosure(_ closure: ClosureExprSyntax, arguments: [ScriptValue]) throws(ScriptError)
        -> ScriptValue
    {
        let names = closureParameterNames(closure)
        return try withScope { evaluator throws(ScriptError) in
            for (index, argument) in arguments.enumerated() {
                let name = index < names.count ? names[index] : "$\(index)"
                if name != "_" { evaluator.declare(name, argument, isConstant: true) }
            }
            if closure.statements.count == 1, let only = closure.statements.first, case .expr(let expression) = only.item {
                return try evaluator.evaluate(expression)
            }
            switch try evaluator.executeItems(closure.statements) {
            case .returned(let value): return value
            default: return .void
            }
        }
    }

    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }
}
