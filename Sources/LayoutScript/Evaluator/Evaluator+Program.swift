import SwiftParser
import SwiftSyntax
import TextureLayout

/// An argument as written: its label and expression (a trailing closure has the label of its parameter).
struct WrittenArgument {
    var label: String?
    var expression: ExprSyntax
    var isTrailingClosure = false
}

extension Evaluator {
    // MARK: Calling pasted functions

    static func writtenArguments(of call: FunctionCallExprSyntax) -> [WrittenArgument] {
        var arguments = call.arguments.map { WrittenArgument(label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure {
            arguments.append(WrittenArgument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(WrittenArgument(label: extra.label.text, expression: ExprSyntax(extra.closure),
                                             isTrailingClosure: true))
        }
        return arguments
    }

    /// Which argument goes to which parameter (nil where the default applies), or nil when the labels do not fit.
    static func match(_ arguments: [WrittenArgument], to parameters: FunctionParameterListSyntax)
        -> [WrittenArgument?]?
    {
        var slots: [WrittenArgument?] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let isLast = index == parameters.count - 1
            if parameter.ellipsis != nil {
                // `_ elements: ASLayoutElement?...`: the labelled argument and the unlabelled ones after it, as one
                // array literal (none when the call gives none).
                var group: [ExprSyntax] = []
                if next < arguments.count, arguments[next].label == label, !arguments[next].isTrailingClosure {
                    group.append(arguments[next].expression)
                    next += 1
                    while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
                        group.append(arguments[next].expression)
                        next += 1
                    }
                }
                let elements = group.enumerated().map { offset, expression in
                    ArrayElementSyntax(expression: expression.trimmed,
                                       trailingComma: offset < group.count - 1 ? .commaToken() : nil)
                }
                slots.append(WrittenArgument(label: label, expression: ExprSyntax(ArrayExprSyntax(
                    elements: ArrayElementListSyntax(elements)))))
                continue
            }
            if next < arguments.count,
               arguments[next].label == label || (arguments[next].isTrailingClosure && isLast) {
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

    /// A method called as Swift 2 called it, its first argument without the label Swift 3 gave it
    /// (`imageName(false)` for `func imageName(selected: Bool)`): Swift 2 labelled the first parameter only when it
    /// was written with two names. The overload that then fits, with the old spelling noted.
    private mutating func swift2Call(_ candidates: [FunctionDeclSyntax], _ arguments: [WrittenArgument], name: String)
        -> (FunctionDeclSyntax, [WrittenArgument?])?
    {
        guard name != "init", let first = arguments.first, first.label == nil, !first.isTrailingClosure else { return nil }
        for candidate in candidates {
            guard let parameter = candidate.signature.parameterClause.parameters.first, parameter.secondName == nil,
                  parameter.firstName.tokenKind != .wildcard else { continue }
            var labelled = arguments
            labelled[0].label = parameter.firstName.text
            if let slots = Self.match(labelled, to: candidate.signature.parameterClause.parameters) {
                session.noteOldSpelling("\(name)(value)", "\(name)(\(parameter.firstName.text): value)")
                return (candidate, slots)
            }
        }
        return nil
    }

    /// Calls the overload of a pasted function whose labels fit: arguments are evaluated here, with the parameter
    /// types as context, then the body runs in a scope of its own (it sees the session's variables and `self`, not
    /// the caller's locals). A body that is one expression returns it, as in Swift.
    mutating func callPasted(_ candidates: [FunctionDeclSyntax], _ arguments: [WrittenArgument], name: String,
                             self newSelf: SelfContext?, captured: [Scope] = [],
                             siblings: [LocalFunction] = [], at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue
    {
        let fitting = candidates.compactMap { candidate in
            Self.match(arguments, to: candidate.signature.parameterClause.parameters).map { (candidate, $0) }
        }
        guard let (first, firstSlots) = fitting.first ?? swift2Call(candidates, arguments, name: name) else {
            let signatures = candidates.map { "\(name)(\(Self.labels(of: $0).map { "\($0):" }.joined()))" }
            throw ScriptError("no \(name) takes these arguments (there is \(signatures.joined(separator: ", ")))",
                              at: node)
        }
        var (function, values) = (first, [ScriptValue]())
        if fitting.count > 1 {
            // Overloads with the same labels (`padding(_ insets: UIEdgeInsets)` and `padding(_ all: CGFloat)`): as
            // Swift picks by type, the first whose parameters take the arguments, evaluated once.
            var chosen: (FunctionDeclSyntax, [ScriptValue], Evaluator)?
            var firstError: ScriptError?
            for (candidate, slots) in fitting where chosen == nil {
                var trial = self
                do {
                    let parameters = Array(candidate.signature.parameterClause.parameters)
                    let taken = try trial.argumentValues(parameters, slots, declaredIn: newSelf?.typeName)
                    guard Self.meetsNumericConstraints(candidate, parameters, taken) else { continue }
                    chosen = (candidate, taken, trial)
                } catch {
                    if Interruption.isRequested { throw error }
                    firstError = firstError ?? error
                }
            }
            guard let (candidate, taken, trial) = chosen else {
                throw firstError ?? ScriptError("no \(name) fits", at: node)
            }
            (function, values) = (candidate, taken)
            self = trial
        } else {
            values = try argumentValues(Array(first.signature.parameterClause.parameters), firstSlots,
                                        declaredIn: newSelf?.typeName)
        }
        let parameters = Array(function.signature.parameterClause.parameters)
        let resultType = try annotatedType(function.signature.returnClause?.type)
        guard let body = function.body else { throw ScriptError("\(name) has no body", at: function) }
        return try runPastedBody(body.statements, parameters: zip(parameters, values).map { ($0.0, $0.1) },
                                 captured: captured, bindings: genericTypes(of: function, parameters, values), functions: siblings,
                                 self: newSelf, returning: resultType, hasResult: function.signature.returnClause != nil,
                                 at: node)
    }

    /// The types a generic function's parameters stand for in this call (`T()` in
    /// `func make<T: ASTextNode>(_ type: T.Type) -> T`): the type passed as `T.Type`, else the constraint.
    private func genericTypes(of function: FunctionDeclSyntax, _ parameters: [FunctionParameterSyntax],
                              _ values: [ScriptValue]) -> [(String, ScriptValue)]
    {
        guard let generics = function.genericParameterClause?.parameters else { return [] }
        return generics.compactMap { generic in
            let name = generic.name.text
            for (parameter, value) in zip(parameters, values)
            where parameter.type.trimmedText == "\(name).Type" {
                if case .typeReference = value { return (name, value) }
            }
            if let constraint = generic.inheritedType?.trimmedText,
               ScriptAPI.shared.type(named: constraint) != nil || session.program.types[constraint] != nil {
                return (name, .typeReference(constraint))
            }
            // `func niceCeiling<T: BinaryFloatingPoint>(_ value: T)` called with 210.0: T is the argument's type,
            // so `T(…)` converts to it.
            for (parameter, value) in zip(parameters, values)
            where [name, name + "?"].contains(parameter.type.trimmedText) {
                switch value {
                case .number: return (name, .typeReference("Double"))
                case .int: return (name, .typeReference("Int"))
                case .string: return (name, .typeReference("String"))
                case .record(let record): return (name, .typeReference(record.typeName))
                default: continue
                }
            }
            return nil
        }
    }

    /// Whether the arguments meet a generic function's numeric constraints (`<T: BinaryFloatingPoint>` takes a
    /// CGFloat or Double, `<T: BinaryInteger>` an Int), which is how Swift picks between overloads that differ only
    /// there.
    static func meetsNumericConstraints(_ function: FunctionDeclSyntax, _ parameters: [FunctionParameterSyntax],
                                        _ values: [ScriptValue]) -> Bool {
        guard let generics = function.genericParameterClause?.parameters else { return true }
        let floating: Set = ["BinaryFloatingPoint", "FloatingPoint"]
        let integer: Set = ["BinaryInteger", "SignedInteger", "FixedWidthInteger", "UnsignedInteger"]
        for generic in generics {
            guard let constraint = generic.inheritedType?.trimmedText,
                  floating.contains(constraint) || integer.contains(constraint) else { continue }
            let name = generic.name.text
            for (parameter, value) in zip(parameters, values)
            where [name, name + "?"].contains(parameter.type.trimmedText) {
                switch value {
                case .number where integer.contains(constraint), .int where floating.contains(constraint): return false
                default: continue
                }
            }
        }
        return true
    }

    /// Evaluates the arguments bound to parameters, in the caller's scope; a missing one takes its default value.
    mutating func argumentValues(_ parameters: [FunctionParameterSyntax], _ slots: [WrittenArgument?],
                                 declaredIn owner: String? = nil) throws(ScriptError) -> [ScriptValue]
    {
        var values: [ScriptValue] = []
        for (parameter, slot) in zip(parameters, slots) {
            let isVariadic = parameter.ellipsis != nil
            let element = try parameterType(parameter.type, declaredIn: owner)
            let expected = isVariadic ? element.map { $0 == .element ? .elements : .array($0) } : element
            guard let expression = slot?.expression ?? parameter.defaultValue?.value else {
                values.append(.void)
                continue
            }
            let written = Self.unwrapped(parameter.type)
            if expected == nil, Self.isImplicitMemberChain(expression), session.program.types[pastedTypeName(written)] == nil,
               ScriptAPI.shared.type(named: written) == nil, !Self.makesStream(expression) {
                // `.plain` for a `style: UITableView.Style` parameter: a UIKit value layoutrepl does not model, which
                // only display-only API (or a Texture initializer that ignores it) reads.
                values.append(.ignored(type: written))
                continue
            }
            var value = try evaluateInitializer(expression, declaredAs: isVariadic ? nil : parameter.type, expecting: expected)
            if case .closure(var closure) = value, marksResultBuilder(parameter) {
                closure.buildsElements = true
                value = .closure(closure)
            }
            values.append(try convertDeclared(value, to: expected, at: expression,
                                      context: "argument '\(parameter.firstName.text)'"))
        }
        return values
    }

    /// A parameter's type as the type declaring the function reads it: `Style` in `extension String` is
    /// `String.Style`, whatever type the caller's code is in.
    private mutating func parameterType(_ type: TypeSyntax, declaredIn owner: String?) throws(ScriptError) -> ValueType? {
        guard let owner, owner != selfContext?.typeName else { return try valueType(of: type) }
        let callerSelf = selfContext
        selfContext = SelfContext(typeName: owner, value: .type)
        defer { selfContext = callerSelf }
        return try valueType(of: type)
    }

    /// Whether a parameter is marked with a result builder: a pasted type declared `@resultBuilder`
    /// (`@StackChildren`), or one of a library named as builders are (`@ChildrenBuilder`, `@LayoutBuilder`).
    func marksResultBuilder(_ parameter: FunctionParameterSyntax) -> Bool {
        var attributes = Array(parameter.attributes)
        if let attributed = parameter.type.as(AttributedTypeSyntax.self) { attributes += attributed.attributes }
        return attributes.contains { attribute in
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedText else { return false }
            return name.hasSuffix("Builder") || session.program.types[session.program.resolvedTypeName(name)]?.isResultBuilder == true
        }
    }

    /// Runs a function, method, initializer or getter body with its parameters bound and `self` set.
    mutating func runPastedBody(_ statements: CodeBlockItemListSyntax,
                                parameters: [(FunctionParameterSyntax, ScriptValue)], captured: [Scope] = [],
                                bindings: [(String, ScriptValue)] = [],
                                functions: [LocalFunction] = [], self newSelf: SelfContext?, returning resultType: ValueType?,
                                hasResult: Bool,
                                at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        guard callDepth < Self.maximumCallDepth else {
            throw ScriptError("calls nest more than \(Self.maximumCallDepth) deep (endless recursion?); layoutrepl "
                + "stops there", at: node)
        }
        // Counted before any state changes: an error here leaves the caller's scopes as they were.
        try countCall(at: node)
        let saved = (scopes, selfContext, returnType, localFunctions)
        scopes = captured + [Scope()]
        selfContext = newSelf
        returnType = resultType
        localFunctions = functions
        callDepth += 1
        let result: ScriptValue
        // `func bump(_ count: inout Int)`: the parameters' last values, for the caller's `&count`.
        var inoutValues: [ScriptValue] = []
        do {
            defer {
                finishedSelf = selfContext
                (scopes, selfContext, returnType, localFunctions) = saved
                callDepth -= 1
            }
            var inoutNames: [String] = []
            for (parameter, value) in parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                let isInout = Self.isInout(parameter)
                if isInout { inoutNames.append(name) }
                guard name != "_" else { continue }
                declare(name, value, isConstant: !isInout)
                if Self.isOptional(parameter.type) {
                    scopes[scopes.count - 1][name]?.isOptional = true
                    // `fee ?? 0` for `fee: Decimal?`: the literal takes the parameter's number type.
                    if let type = try annotatedType(parameter.type), type == .number || type == .integer {
                        scopes[scopes.count - 1][name]?.type = type
                    }
                }
                // `counts: [Int: Int]`, `counts: inout [Int: Int]`: a dictionary, also while it is empty.
                if (parameter.type.as(AttributedTypeSyntax.self)?.baseType ?? parameter.type).is(DictionaryTypeSyntax.self) {
                    scopes[scopes.count - 1][name]?.type = .dictionary(.any)
                }
            }
            for (name, value) in bindings { declare(name, value, isConstant: true) }
            do {
                result = try runBody(statements, returning: resultType, hasResult: hasResult, at: node)
                inoutValues = inoutNames.map { lookup($0)?.value ?? .void }
            } catch {
                var located = error
                located.callSites.append(SourcePlace(node))
                throw located
            }
        }
        if !inoutValues.isEmpty { try writeBack(inoutValues, at: node) }
        return result
    }

    /// Whether a parameter is `inout`.
    static func isInout(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
            $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        } ?? false
    }

    /// Swift's copy-in copy-out of `inout` arguments: each `&name` of the call, in order, takes its parameter's value
    /// at the function's end.
    private mutating func writeBack(_ values: [ScriptValue], at node: some SyntaxProtocol) throws(ScriptError) {
        if Syntax(node).is(BinaryOperatorExprSyntax.self), let sequence = node.parent?.as(ExprListSyntax.self),
           let position = sequence.firstIndex(where: { $0.id == node.id }), position != sequence.startIndex,
           let value = values.first {
            // `name ??= "Guest"` of `func ??= (lhs: inout String?, rhs: String)`: the left operand takes the value.
            let target = sequence[sequence.index(before: position)]
            try store(value, into: target, at: target)
            return
        }
        guard let call = Syntax(node).as(FunctionCallExprSyntax.self) else { return }
        let targets = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self)?.expression }
        for (target, value) in zip(targets, values) { try store(value, into: target, at: target) }
    }

    mutating func runBody(_ statements: CodeBlockItemListSyntax, returning resultType: ValueType?,
                                  hasResult: Bool, at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        if hasResult, statements.count == 1, let expression = statements.first.flatMap(Self.expression(of:)),
           !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self) || Self.isValueShaped(expression) {
            return try convertDeclared(try evaluate(expression, expecting: resultType), to: resultType, at: expression,
                               context: "the result")
        }
        switch try executeItems(statements) {
        case .returned(let value): return try convertDeclared(value, to: resultType, at: node, context: "the result")
        default:
            if hasResult { throw ScriptError("the function ended without returning a value", at: node) }
            return .void
        }
    }

    /// Calls a closure value with its captured scopes.
    mutating func callClosure(_ closure: Closure, _ arguments: [ScriptValue], at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        guard callDepth < Self.maximumCallDepth else {
            throw ScriptError("calls nest more than \(Self.maximumCallDepth) deep (endless recursion?); layoutrepl "
                + "stops there", at: node)
        }
        try countCall(at: node)
        let saved = (scopes, selfContext, returnType)
        scopes = closure.captured
        if let element = closure.selfElement, let instance = session.program.instances[element] {
            selfContext = SelfContext(typeName: instance.typeName, value: .node(element))
        } else if let record = closure.selfRecord {
            selfContext = SelfContext(typeName: record.typeName, value: .record(current(record)))
        } else if let typeName = closure.selfType {
            selfContext = SelfContext(typeName: typeName, value: .type)
        }
        returnType = nil
        callDepth += 1
        defer {
            (scopes, selfContext, returnType) = saved
            callDepth -= 1
            // An object the closure changed through `self` (`{ [weak self] in self?.ratio = $0 }` called in the
            // object's own init): the method that called it goes on with the object as it is now.
            if case .record(let caller)? = selfContext?.value, caller.objectID != nil {
                let now = current(caller)
                selfContext?.value = .record(now)
            }
        }
        if closure.buildsElements { return .array(try builderElements(closure.syntax).map(ScriptValue.element)) }
        var arguments = arguments
        for (index, type) in closure.parameterTypes.enumerated() where arguments.indices.contains(index) {
            if type == .number, case .int(let whole) = arguments[index] { arguments[index] = .number(Double(whole)) }
        }
        let optional = closure.optionalParameters
        guard let reference = closure.reference else {
            return try runClosure(closure.syntax, arguments: arguments, optionalParameters: optional)
        }
        do {
            return try runClosure(closure.syntax, arguments: arguments, optionalParameters: optional)
        } catch {
            // Its body is one call: an error with no call site is the call's own (an argument that does not fit);
            // one inside the function it calls has that call as its outermost call site.
            var located = error
            if located.callSites.isEmpty {
                located.place = reference
            } else {
                located.callSites[located.callSites.count - 1] = reference
            }
            throw located
        }
    }

    /// Calls a value: a closure, or a function of the catalog given by name.
    mutating func call(_ value: ScriptValue, _ arguments: [ScriptValue], at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        switch value {
        case .ignored, .unknown:
            // A display-only block or an app's closure: an image modification block gives back an image of the
            // size it was given, which is all layout reads of it.
            if case .ignored = value, let image = arguments.first(where: { $0.valueType == .image }) { return image }
            return value
        case .closure: break
        default: throw ScriptError("\(describe(value)) cannot be called", at: node)
        }
        guard case .closure(let closure) = value else { return value }
        return try callClosure(closure, arguments, at: node)
    }

    /// The value type of an optional written type (nil: none written, or any value fits); a type the entry declares
    /// further down is declared first (see `declaredValueType(of:)`).
    mutating func annotatedType(_ type: TypeSyntax?) throws(ScriptError) -> ValueType? {
        guard let type else { return nil }
        // Each call of a function reads its parameters' types again: worked out once per statement.
        if let known = annotatedTypes[type.id] { return known }
        let made = try declaredValueType(of: type)
        annotatedTypes[type.id] = made
        return made
    }

    // MARK: Pasted types

    /// `Name(…)` of a pasted type: an enum from its raw value, a struct value, or a node of a pasted node class.
    mutating func instantiate(_ typeName: String, _ arguments: [WrittenArgument], at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        guard let type = session.program.types[typeName] else { throw unknownName(typeName, at: node) }
        // Making a value runs its properties' initial values, which may make another (`let child = Card()` inside
        // `Card`): counted as a call, so a type that makes itself ends with an error, not a crash.
        guard callDepth < Self.maximumCallDepth else {
            throw ScriptError("making \(typeName) makes more values inside each other than \(Self.maximumCallDepth) deep "
                + "(does it make itself?); layoutrepl stops there", at: node)
        }
        try countCall(at: node)
        callDepth += 1
        defer { callDepth -= 1 }
        switch type.kind {
        case .enumeration:
            if let (initializer, slots) = Self.fittingInitializer(type.initializers, arguments), initializer.body != nil {
                // `init(ext: String) { switch ext { case "pdf": self = .pdf … } }`: the case its body assigns to
                // `self`; nil for a failable one that returns before assigning one.
                try runInitializer(initializer, slots: slots, self: SelfContext(typeName: typeName, value: .value(.void)),
                                   at: node)
                guard case .value(let made)? = finishedSelf?.value, made != .void else { return .null }
                return made
            }
            guard arguments.count == 1, arguments[0].label == "rawValue" else {
                throw ScriptError("an enum is made from a case (\(typeName).\(type.cases.first ?? "case")) or with "
                    + "\(typeName)(rawValue:)", at: node)
            }
            let raw = try evaluate(arguments[0].expression)
            // `Spacing(rawValue: 8)` of `enum Spacing: Double`: the literal is the raw type's, 8.0.
            let matches = { (value: ScriptValue) -> Bool in
                if case .int(let whole) = raw, case .number(let number) = value { return Double(whole) == number }
                return value == raw
            }
            return type.rawValues.first { matches($0.value) }.map { .enumCase(type: typeName, name: $0.key) } ?? .null
        case .structure, .classType:
            if type.isNodeClass { return try instantiateNode(typeName, arguments, at: node) }
            return try instantiateRecord(type, arguments, at: node)
        }
    }

    /// A struct value (or an instance of a pasted class that is not a node): its stored properties, then its
    /// initializer, or Swift's memberwise initializer for a struct without one.
    private mutating func instantiateRecord(_ type: UserType, _ arguments: [WrittenArgument],
                                            at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue
    {
        // `Position()` of the app's option set: SetAlgebra's empty set.
        if arguments.isEmpty, type.initializers.isEmpty, isOptionSet(type.name) { return optionSetValue(type.name, bits: 0) }
        var record = Record(typeName: type.name, fields: [:])
        let saved = selfContext
        // Default values are the type's own (`static` members by bare name); the arguments are the caller's
        // (`Spec(value: self.fuel)` reads the caller's `self`).
        selfContext = SelfContext(typeName: type.name, value: .type)
        defer { selfContext = saved }
        var memberwise: [StoredProperty] = []
        // A class's inherited stored properties first, as its superclass's initializer sets them.
        let lineage = type.kind == .classType ? Array(session.program.lineage(of: type.name).reversed()) : [type]
        var lazyProperties: [(property: StoredProperty, owner: String)] = []
        for (property, owner) in lineage.flatMap({ type in type.storedProperties.map { ($0, type.name) } }) {
            if property.isLazy, property.binding.initializer != nil {
                // Made once the instance is (`lazy var rootNode = makeNode()` calls the instance's own method).
                lazyProperties.append((property, owner))
                record.fields[property.name] = .void
            } else if let wrapped = try wrappedValue(of: property.binding) {
                record.fields[property.name] = wrapped
                if !property.isConstant { memberwise.append(property) }
            } else if let initializer = property.binding.initializer {
                let expected = try annotatedType(property.binding.typeAnnotation?.type)
                let value = try evaluateInitializer(
                    initializer.value, declaredAs: property.binding.typeAnnotation?.type, expecting: expected)
                // A node an object holds is drawn under its property's name, as a node class's are.
                if case .element(let id) = value { session.adoptName(property.name, for: id) }
                record.fields[property.name] = value
                if !property.isConstant { memberwise.append(property) }
            } else {
                record.fields[property.name] = property.isOptional ? .null : .void
                memberwise.append(property)
            }
        }
        selfContext = saved
        if type.kind == .classType {
            // An object's lazy properties are made on their first read, after whatever changed it since its init.
            try makeObject(&record, lazy: Dictionary(lazyProperties.map { ($0.property.name, $0.owner) },
                                                     uniquingKeysWith: { _, last in last }), at: node)
            lazyProperties = []
        }
        // A struct keeps its memberwise initializer beside those its extensions declare, as Swift keeps it.
        let keepsMemberwise = type.kind == .structure && type.initializers.allSatisfy(Self.isDeclaredInExtension)
        let available = availableInitializers(of: type)
        let picked = keepsMemberwise
            ? Self.fittingInitializer(type.initializers, arguments)
            : try pickInitializer(available.map(\.initializer), arguments, typeName: type.name, at: node)
        if let initializer = picked {
            let owner = available.first { $0.initializer.id == initializer.0.id }?.owner ?? type.name
            guard let initialized = try runRecordInitializer(initializer.0, slots: initializer.1, record: record,
                                                             owner: owner, at: node)
            else { return .null }
            record = initialized
        } else if keepsMemberwise {
            var next = 0
            for property in memberwise {
                // `Button(title: "OK") { … }`: a trailing closure is the next property's value.
                if next < arguments.count,
                   arguments[next].label == property.name || arguments[next].isTrailingClosure && arguments[next].label == nil {
                    // `Comment(author: .init(nickname: "ana"))`: a leading dot names a member of the property's type.
                    let declared = property.binding.typeAnnotation?.type
                    var type = try annotatedType(declared)
                    // `var padding = 8.0` made with `Card(padding: 12)`: the literal takes the type the default gave.
                    if declared == nil, let initial = property.binding.initializer?.value {
                        type = numericTypeWritten(.operand(initial))
                    }
                    var value = try evaluateInitializer(arguments[next].expression, declaredAs: declared, expecting: type)
                    if let type, Self.hasTupleLabels(type) {
                        // `Rules(items: [("a", 1)])` for `let items: [(name: String, count: Int)]`: the labels are the type's.
                        value = try convertDeclared(value, to: type, at: arguments[next].expression,
                                                    context: "argument '\(property.name)'")
                    }
                    record.fields[property.name] = value
                    next += 1
                } else if record.fields[property.name] == .void {
                    throw ScriptError("\(type.name)(…) is missing the argument '\(property.name):'", at: node)
                }
            }
            guard next == arguments.count else {
                let labels = memberwise.map { "\($0.name):" }.joined()
                throw ScriptError("\(type.name)(\(labels)) does not take these arguments", at: node)
            }
        } else if !arguments.isEmpty, available.isEmpty,
                  session.program.platformSuperclass(of: type.name) != nil {
            // `PlayView(frame: .zero)` of a UIView subclass that declares no initializer: UIKit's, which it inherits;
            // its arguments (a frame, a style) are UIKit's to use.
            for argument in arguments { _ = try evaluate(argument.expression) }
        } else if !arguments.isEmpty {
            throw ScriptError("no initializer of \(type.name) takes these arguments", at: node)
        }
        for (property, _) in lazyProperties {
            guard let initializer = property.binding.initializer, record.fields[property.name] == .void else {
                continue
            }
            selfContext = SelfContext(typeName: type.name, value: .record(record))
            let expected = try annotatedType(property.binding.typeAnnotation?.type)
            let value = try evaluateInitializer(initializer.value, declaredAs: property.binding.typeAnnotation?.type,
                                                expecting: expected)
            if case .record(let updated)? = selfContext?.value { record = updated }
            record.fields[property.name] = value
            selfContext = saved
        }
        persist(record)
        return .record(record)
    }

    private mutating func runRecordInitializer(_ initializer: InitializerDeclSyntax, slots: [WrittenArgument?],
                                               record: Record, owner: String, at node: some SyntaxProtocol)
        throws(ScriptError) -> Record?
    {
        guard let result = try runInitializer(initializer, slots: slots,
                                              self: SelfContext(typeName: owner, value: .record(record),
                                                                isInitializer: true),
                                              at: node) else { return record }
        // `init?(…) { guard valid else { return nil } … }`: the failable initializer made nothing.
        if initializer.optionalMark != nil, result == .null { return nil }
        guard case .record(let initialized)? = finishedSelf?.value else { return record }
        return initialized
    }

    /// The initializers a type is made with, each with the type that declares it: a struct's or enum's own; a class's
    /// own and, where it declares no designated initializer of its own (`class B: A {}`, or only convenience ones),
    /// those it inherits from its pasted superclass, as Swift gives them.
    func availableInitializers(of type: UserType) -> [(initializer: InitializerDeclSyntax, owner: String)] {
        var available = type.initializers.map { (initializer: $0, owner: type.name) }
        guard type.kind == .classType else { return available }
        var current = type
        var visited: Set = [type.name]
        while !current.initializers.contains(where: { !Self.isConvenience($0) }), let name = current.superclass,
              let superclass = session.program.types[name], visited.insert(name).inserted {
            available += superclass.initializers.map { (initializer: $0, owner: name) }
            current = superclass
        }
        return available
    }

    static func isConvenience(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.modifiers.contains { $0.name.text == "convenience" }
    }

    /// The initializer whose labels fit the arguments (one that needs no default argument before one that does), with
    /// the argument each parameter takes.
    static func fittingInitializer(_ initializers: [InitializerDeclSyntax], _ arguments: [WrittenArgument])
        -> (initializer: InitializerDeclSyntax, slots: [WrittenArgument?])?
    {
        let fitting = initializers.lazy.compactMap { candidate in
            match(arguments, to: candidate.signature.parameterClause.parameters).map { (candidate, $0) }
        }
        // Swift ranks an overload that needs no default argument above one that does (`self.init()` beside an
        // `init(top: CGFloat = 0, …)` is the one without parameters).
        return fitting.first { $0.1.allSatisfy { $0 != nil } } ?? fitting.first
    }

    /// Runs a pasted initializer with its arguments (evaluated first, as Swift does) and `self` the value or node it
    /// makes; what its body returned (nil where a failable one returns nil), or nil for one without a body.
    @discardableResult
    mutating func runInitializer(_ initializer: InitializerDeclSyntax, slots: [WrittenArgument?],
                                 self newSelf: SelfContext, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        let parameters = Array(initializer.signature.parameterClause.parameters)
        let values = try argumentValues(parameters, slots, declaredIn: newSelf.typeName)
        guard let body = initializer.body else { return nil }
        // `super.init(…)` or `self.init(…)` of a node: its body's assignments run no observer either.
        let id = newSelf.element
        if let id { initializerBodyDepths[id, default: []].insert(callDepth + 1) }
        defer { if let id { initializerBodyDepths[id]?.remove(callDepth + 1) } }
        return try runPastedBody(body.statements, parameters: zip(parameters, values).map { ($0.0, $0.1) }, self: newSelf,
                                 returning: nil, hasResult: false, at: node)
    }

    /// Whether a call's arguments are those of ASDisplayNode's `init(viewBlock:)`, `init(layerBlock:)` or their
    /// `didLoad:` forms (a trailing closure alone is a view block).
    static func givesViewOrLayerBlock(_ arguments: [WrittenArgument]) -> Bool {
        let labels = arguments.map { $0.isTrailingClosure && $0.label == nil ? "viewBlock" : ($0.label ?? "_") }
        return [["viewBlock"], ["layerBlock"], ["viewBlock", "didLoad"], ["layerBlock", "didLoad"]].contains(labels)
    }

    /// The initializer whose labels fit the arguments, with the argument of each parameter.
    /// Of initializers with the same labels (`init(bullet: Bullet)` beside `init?(bullet: Bullet?)`), the one whose
    /// parameter is optional where an argument is nil, as Swift's types pick it (a nil cannot be a `Bullet`); nil
    /// where no argument is nil or labels alone decide. The arguments are evaluated on a copy of the session.
    private func takingNil(_ initializers: [InitializerDeclSyntax], _ arguments: [WrittenArgument])
        -> (InitializerDeclSyntax, [WrittenArgument?])?
    {
        let fitting = initializers.compactMap { candidate in
            Self.match(arguments, to: candidate.signature.parameterClause.parameters).map { (candidate, $0) }
        }
        guard fitting.count > 1 else { return nil }
        var probe = self
        let nilLabels = arguments.filter { argument in
            !argument.isTrailingClosure && (try? probe.evaluate(argument.expression)) == .null
        }.map(\.label)
        guard !nilLabels.isEmpty else { return nil }
        return fitting.first { candidate, _ in
            candidate.signature.parameterClause.parameters.allSatisfy { parameter in
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                return !nilLabels.contains(label) || parameter.type.is(OptionalTypeSyntax.self)
                    || parameter.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            }
        }
    }

    /// Whether an initializer is written in an extension of its type, not in the type's own declaration.
    static func isDeclaredInExtension(_ initializer: InitializerDeclSyntax) -> Bool {
        var current = initializer.parent
        while let node = current {
            if node.is(ExtensionDeclSyntax.self) { return true }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private func pickInitializer(_ initializers: [InitializerDeclSyntax], _ arguments: [WrittenArgument],
                                 typeName: String, at node: some SyntaxProtocol) throws(ScriptError)
        -> (InitializerDeclSyntax, [WrittenArgument?])?
    {
        guard !initializers.isEmpty else { return nil }
        if let optional = takingNil(initializers, arguments) { return optional }
        if let fitting = Self.fittingInitializer(initializers, arguments) { return fitting }
        // A class that declares only convenience initializers keeps the implicit `init()` of its defaults.
        if arguments.isEmpty, initializers.allSatisfy(Self.isConvenience) {
            return nil
        }
        let known = initializers.map { initializer in
            "\(typeName)(\(initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        throw ScriptError("no initializer of \(typeName) takes these arguments (known: \(known.joined(separator: ", ")))",
                          at: node)
    }

    /// `self.init(…)` in a convenience initializer of a pasted node class: the initializer of the class that fits
    /// the arguments runs its body on the node being made (its stored properties already have their values); none
    /// runs where only the Texture superclass's fits.
    mutating func delegateInitializer(of typeName: String, on id: ElementID, _ call: FunctionCallExprSyntax)
        throws(ScriptError)
    {
        // None fits where the class declares only convenience initializers: the Texture superclass's `init()`, which
        // made the node.
        guard let owner = session.program.lineage(of: typeName).first(where: { !$0.initializers.isEmpty }),
              let (initializer, slots) = Self.fittingInitializer(owner.initializers, Self.writtenArguments(of: call))
        else { return }
        try runInitializer(initializer, slots: slots, self: SelfContext(typeName: owner.name, value: .node(id)), at: call)
    }

    /// A node of a pasted node class, as Swift makes one: stored properties with their initial values, then the
    /// initializer that fits the arguments (`super.init()` accepted), then its `layoutSpecThatFits` runs with the
    /// session's constrainedSize and the spec it returns lays the node out, as Texture measures a node by its spec.
    mutating func instantiateNode(_ typeName: String, _ arguments: [WrittenArgument], at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let lineage = session.program.lineage(of: typeName)
        // A Texture class made only with values layout does not read (`ASCollectionNode(collectionViewLayout:)`, which
        // a subclass's `super.init(collectionViewLayout: flowLayout)` calls) is made with those left out.
        func takesOnlyIgnoredValues(_ initializer: ScriptAPI.Callable) -> Bool {
            initializer.parameters.allSatisfy { if case .anyIgnored = $0.type { true } else { false } }
        }
        guard let type = lineage.first, let baseClass = session.program.catalogClass(of: type),
              let info = ScriptAPI.shared.type(named: baseClass),
              let baseInitializer = info.initializers.first(where: { $0.parameters.isEmpty })
                ?? info.initializers.first(where: takesOnlyIgnoredValues) else {
            throw ScriptError("\(typeName) is not a node class layoutrepl can make", at: node)
        }
        // The blocks its initializer sets run once it is made (and filled, when the shell draws it).
        let blocksBefore = pendingLayoutSpecBlocks.count
        var arguments = arguments
        let owner = lineage.first(where: { !$0.initializers.isEmpty })
        if Self.givesViewOrLayerBlock(arguments),
           owner.map({ Self.fittingInitializer($0.initializers, arguments) == nil }) ?? true {
            // `MapNode { MKMapView() }` of a subclass: ASDisplayNode's convenience `init(viewBlock:)`, which a subclass
            // overriding `init()` inherits, runs that `init()`; the view it makes is not laid out.
            arguments = []
            session.noteIgnored(.viewAndLayer)
        }
        var initializerAndSlots: (String, (InitializerDeclSyntax, [WrittenArgument?]))?
        if let owner, let picked = try pickInitializer(owner.initializers, arguments, typeName: typeName, at: node) {
            initializerAndSlots = (owner.name, picked)
        }
        // A class that declares no initializer inherits its Texture superclass's (`AwareTableNode(style: .plain)`).
        var inherited: (ScriptAPI.Callable, [ScriptValue])?
        if initializerAndSlots == nil, !arguments.isEmpty {
            guard lineage.allSatisfy({ $0.initializers.isEmpty }),
                  let callable = info.initializers.first(where: { $0.parameters.map(\.label) == arguments.map(\.label) })
            else {
                throw ScriptError("\(typeName) has no initializer that takes arguments", at: node)
            }
            var values: [ScriptValue] = []
            for (parameter, argument) in zip(callable.parameters, arguments) {
                let value = try evaluate(argument.expression, expecting: parameter.type)
                values.append(try convert(value, to: parameter.type, at: argument.expression,
                                          context: "argument '\(parameter.label ?? "_")'"))
            }
            inherited = (callable, values)
        }
        let parameters = initializerAndSlots.map { Array($0.1.0.signature.parameterClause.parameters) } ?? []
        var values: [ScriptValue] = []
        if let (_, (_, slots)) = initializerAndSlots { values = try argumentValues(parameters, slots) }

        let built: Built
        do {
            built = try (inherited?.0 ?? baseInitializer).build(Arguments(
                values: inherited?.1
                    ?? baseInitializer.parameters.map { ScriptValue.ignored(type: $0.type.description) },
                environment: session.environment))
        } catch { throw error.located(at: node) }
        guard case .element(let className, _, let kind, _) = built else {
            throw ScriptError("\(typeName) is not a node class layoutrepl can make", at: node)
        }
        if let standIn = session.program.standIn, standIn.typeName == typeName {
            // The code makes its own: the shell's stand-in gives up its names and, where it was drawn, its place.
            session.program.standIn = nil
            session.retireNames(below: standIn.element)
            if session.explicitRoot == standIn.element { session.root = nil }
        }
        let prefix = typeName.prefix(1).lowercased() + typeName.dropFirst()
        let id = try createElement(className: className, namePrefix: prefix, kind: kind, at: node)
        session.program.instances[id] = Instance(typeName: typeName)
        session.program.uninstantiatedClasses.removeAll { name in lineage.contains { $0.name == name } }

        if lineage.contains(where: \.isViewController) {
            session.program.instances[id]?.fields["node"] = Variable(value: .element(id), isConstant: true, type: .element)
        }
        let assignedByInit = Self.initializerReach(of: lineage).assigned
        // A node a stored property makes (`let child = ChildNode()`) is made during this init, as Swift runs it.
        initializingInstances.insert(id)
        for owner in lineage.reversed() {
            try initializeStoredProperties(of: owner, on: id, assignedByInit: assignedByInit)
        }
        initializingInstances.remove(id)
        if let (owner, (initializer, _)) = initializerAndSlots, let body = initializer.body {
            // Swift runs no observer for the assignments of the class's own initializers.
            initializingInstances.insert(id)
            initializerBodyDepths[id, default: []].insert(callDepth + 1)
            defer {
                initializingInstances.remove(id)
                initializerBodyDepths[id]?.remove(callDepth + 1)
            }
            let result = try runPastedBody(body.statements, parameters: zip(parameters, values).map { ($0.0, $0.1) },
                                           self: SelfContext(typeName: owner, value: .node(id)), returning: nil,
                                           hasResult: false, at: node)
            // `init?(bullet: Bullet?) { guard let bullet else { return nil } … }`: the failable initializer made
            // nothing.
            if initializer.optionalMark != nil, result == .null { return .null }
        }
        try loadControllerView(id, lineage: lineage, at: node)
        try fillHostingView(id, lineage: lineage, at: node)
        try loadNodeView(id, lineage: lineage)
        if configuresStandIn == typeName {
            configuresStandIn = nil
            try configureStandIn(id, lineage: lineage)
        }
        // A block the init sets is kept, to run again when the node's state changes (`card.isExpanded = true`).
        try runLayoutSpecBlocks(from: blocksBefore, keeping: true)
        if initializingInstances.isEmpty {
            try layOutInstance(id, lineage: lineage, at: node)
        } else {
            try layOutOrAwait(id, lineage: lineage, at: node)
        }
        try measureInstance(id, lineage: lineage, at: node)
        // A subnode's block set by layoutSpecThatFits itself runs as Texture lays that subnode out, within the pass.
        try runLayoutSpecBlocks(from: blocksBefore)
        return .element(id)
    }

    /// Texture measures a node again at each layout, so what the code changed since a node that measures itself was
    /// last measured (the text of the subnode it measures) is in the size drawn. Inner nodes, made later, first.
    private mutating func measureInstancesAgain(at statement: Syntax?) throws(ScriptError) {
        let measured = session.program.instances.keys.filter { id in
            guard session.tree.contains(id), case .node(let content) = session.tree[id].kind,
                  case .measured = content.content else { return false }
            return true
        }
        for id in measured.sorted(by: { $0.index > $1.index }) {
            guard let typeName = session.program.instances[id]?.typeName else { continue }
            let lineage = session.program.lineage(of: typeName)
            guard let method = lineage.lazy.compactMap({ $0.methods["calculateSizeThatFits"]?.first }).first else { continue }
            try measureInstance(id, lineage: lineage, at: statement ?? Syntax(method.name))
        }
    }

    /// A node class that measures itself (`calculateSizeThatFits(_:)`, no spec), as Texture's default
    /// `calculateLayoutThatFits:` asks it: with the max of the range the session lays its root out in, once; the size
    /// it returns is clamped to the range the node is offered. One that fails or returns no finite size is left
    /// measuring as its Texture class, with a note.
    private mutating func measureInstance(_ id: ElementID, lineage: [UserType], at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard !lineage.contains(where: { $0.methods["layoutSpecThatFits"] != nil }),
              let owner = lineage.first(where: { $0.methods["calculateSizeThatFits"] != nil }),
              let function = owner.methods["calculateSizeThatFits"]?
                .first(where: { $0.signature.parameterClause.parameters.count == 1 }),
              let parameter = function.signature.parameterClause.parameters.first, let body = function.body,
              case .node(var content) = session.tree[id].kind, content.layoutSpec == nil
        else { return }
        let isFirst: Bool
        switch content.content {
        case .plain: isFirst = true
        case .measured: isFirst = false
        default: return
        }
        let offered = session.rootRange.max
        let before = self
        // AsyncDisplayKit 1 apps also placed subnodes here (`contentNode.frame = …` after measuring it).
        manualLayoutOwner = id
        defer { manualLayoutOwner = nil }
        do {
            let result = try runPastedBody(body.statements, parameters: [(parameter, .size(offered))],
                                           self: SelfContext(typeName: owner.name, value: .node(id)), returning: .size,
                                           hasResult: true, at: node)
            guard case .size(let size) = result, size.width.isFinite, size.height.isFinite, size.width >= 0,
                  size.height >= 0 else {
                let returned = if case .size(let size) = result { "\(size)" } else { describe(result) }
                note("\(owner.name).calculateSizeThatFits(_:) returned \(returned) for \(offered), not a size "
                    + "layout can use, so the node measures as the Texture class it extends")
                return
            }
            guard content.content != .measured(size) else { return }
            content.content = .measured(size)
            session.setKind(.node(content), of: id)
            guard isFirst else { return }
            note("\(owner.name) measures itself: its calculateSizeThatFits(_:) ran with \(offered), the max its root is "
                + "offered, and returned \(size), which its range clamps; it runs again at each layout, as Texture's does")
        } catch {
            if Interruption.isRequested || isOverBudget { throw error }
            self = before
            note("\(owner.name).calculateSizeThatFits(_:) is not run, so the node measures as the Texture class it "
                + "extends: " + error.message)
        }
    }

    /// Marks a laid-out instance of a pasted class whose state code outside it changes (`cell.showsBadge = true`,
    /// `cell.configure(with: post)`): Texture calls `layoutSpecThatFits` at each layout, so the spec drawn after the
    /// statement is the one its new state gives.
    mutating func noteTouched(_ id: ElementID) {
        guard layoutsRunning == 0, selfContext?.element != id, !initializingInstances.contains(id),
              session.program.instances[id]?.laidOut != nil, !touchedInstances.contains(id) else { return }
        touchedInstances.append(id)
    }

    /// Whether a `layoutSpecThatFits` reads the range it is given (`constrainedSize.max.width`).
    static func readsRange(_ function: FunctionDeclSyntax) -> Bool {
        guard let parameter = function.signature.parameterClause.parameters.first, let body = function.body else {
            return false
        }
        let name = (parameter.secondName ?? parameter.firstName).text
        return name != "_" && body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// Texture calls a node's `layoutSpecThatFits` with the range its parent offers it, after the node's own style
    /// (`-[ASDisplayNode calculateLayoutThatFits:]`): a pasted node whose method reads that range, laid out first
    /// with the container's, is laid out again in the range the session's layout gives it (a bar 200 wide inside a
    /// row places its fill for 200, not for the row's 375), until the ranges settle (three rounds at most: a spec
    /// whose size changes its own range cannot settle).
    /// The session's layout once they have settled, which the caller may read instead of laying it out again; nil
    /// when no pasted node reads its range, or the ranges did not settle.
    private mutating func layOutInstancesInOfferedRanges() throws(ScriptError) -> LayoutResult? {
        for _ in 0..<3 {
            // The instances first: finding the root walks the whole tree, which no statement without them needs.
            guard session.program.instances.values.contains(where: { $0.laidOutIn != nil }), let root = session.root
            else { return nil }
            let result = session.tree.layout(root: root, in: session.rootRange, scale: session.environment.screenScale)
            var offered: [(ElementID, SizeRange)] = []
            var seen: Set<ElementID> = []
            var pending = [result.layout]
            while let next = pending.popLast() {
                if let built = session.program.instances[next.element]?.laidOutIn, built != next.resolved,
                   seen.insert(next.element).inserted {
                    offered.append((next.element, next.resolved))
                }
                pending += next.sublayouts
            }
            guard !offered.isEmpty else { return result }
            for (id, range) in offered.sorted(by: { $0.0.index < $1.0.index }) {
                guard let typeName = session.program.instances[id]?.typeName,
                      let method = session.program.lineage(of: typeName).lazy
                        .compactMap({ $0.methods["layoutSpecThatFits"]?.first }).first else { continue }
                try layOutAgain(id, in: range, at: method.name)
            }
        }
        return nil
    }

    /// Texture's pass, then UIKit's layout: pasted nodes laid out in the ranges they are offered, then their
    /// `layout()` methods.
    /// `statement` is the top-level statement whose layout this is: an error in a method the pass runs is reported
    /// as called from there.
    mutating func completeLayoutPass(at statement: Syntax? = nil) throws(ScriptError) {
        try measureInstancesAgain(at: statement)
        let settled = try layOutInstancesInOfferedRanges()
        try runManualLayouts(laidOut: settled)
    }

    /// Runs a laid-out instance's `layoutSpecThatFits` again, in `range` or the one it last read (the spec its last
    /// run made gives up the names of the elements its properties do not hold).
    private mutating func layOutAgain(_ id: ElementID, in range: SizeRange? = nil, at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard var instance = session.program.instances[id], let made = instance.laidOut else { return }
        for (name, owner) in instance.lazyMadeNilByLayout where instance.fields[name]?.value == .null {
            instance.fields[name] = nil
            instance.pendingLazy[name] = owner
        }
        instance.lazyMadeNilByLayout.removeAll()
        session.program.instances[id] = instance
        // `lazy var buttons = [makeButton("Like"), …]` made by the first layout: kept, with their names.
        let held = session.program.elementsHeld(by: id)
        session.retireNames(of: made.lazy.map(ElementID.init).filter { !held.contains($0) })
        try layOutInstance(id, lineage: session.program.lineage(of: instance.typeName), in: range ?? instance.laidOutIn,
                           at: node)
    }

    /// Runs the `layout()` of every pasted class drawn (the root or a node the layout places), as UIKit lays out its
    /// view after Texture's pass: the frames it sets by hand on its subnodes (`divider.frame = CGRect(…)`, reading
    /// `calculatedSize`) are drawn. One that fails is left out, with a note, and the layout drawn as the spec left it.
    private mutating func runManualLayouts(laidOut known: LayoutResult?) throws(ScriptError) {
        let (drawn, pass) = session.instancesWithManualLayout(laidOut: known)
        session.layoutOfManualPass = pass.map(LayoutBox.init)
        defer { session.layoutOfManualPass = nil }
        for (id, owner, method) in drawn {
            guard let body = method.body else { continue }
            let before = self
            manualLayoutOwner = id
            layoutsRunning += 1
            defer {
                manualLayoutOwner = nil
                layoutsRunning -= 1
            }
            do {
                _ = try runPastedBody(body.statements, parameters: [], self: SelfContext(typeName: owner, value: .node(id)),
                                      returning: nil, hasResult: false, at: method.name)
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                self = before
                note("\(owner).\(method.name.text)() is not run, so its nodes are drawn where the layout spec puts them: "
                    + error.message)
            }
        }
    }

    /// At the end of a top-level statement: runs the blocks it queued (see `runQueuedBlocks`), then lays out again the
    /// instances it and they touched (see `noteTouched`).
    mutating func relayOutTouchedInstances(at node: some SyntaxProtocol) throws(ScriptError) {
        try runQueuedBlocks()
        while !touchedInstances.isEmpty {
            let id = touchedInstances.removeFirst()
            guard let instance = session.program.instances[id], instance.laidOut != nil else { continue }
            try countIteration(at: node, of: "layouts of pasted classes (one changing another as it lays out?) in this statement")
            guard instance.awaitsLayout else {
                try layOutAgain(id, at: node)
                continue
            }
            let before = self
            do {
                try layOutAgain(id, at: node)
                session.program.instances[id]?.awaitsLayout = false
            } catch {
                if Interruption.isRequested || isOverBudget { throw error }
                self = before
                note("\(instance.typeName).layoutSpecThatFits(_:) stops until the code sets what it reads, so "
                    + "\(session.tree[id].name) is drawn without its layout for now: " + error.message)
            }
        }
    }

    /// Lays out a node made in another node's init. Texture lays nothing out in an init, only once the cell is
    /// configured and shown: a layout that stops now (`urls[0]` of an array the app fills after the init) waits,
    /// laid out again at the end of the statement and whenever the code changes the node (see `awaitsLayout`).
    private mutating func layOutOrAwait(_ id: ElementID, lineage: [UserType], at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        let before = self
        let outer = layingOutMadeInInit
        layingOutMadeInInit = id
        defer { layingOutMadeInInit = outer }
        do {
            try layOutInstance(id, lineage: lineage, at: node)
        } catch {
            if Interruption.isRequested || isOverBudget { throw error }
            self = before
            session.program.instances[id]?.laidOut = session.tree.count..<session.tree.count
            session.program.instances[id]?.awaitsLayout = true
            touchedInstances.append(id)
        }
    }

    /// A view controller's view loads before its first layout, so its `viewDidLoad()` runs after the init: what it
    /// sets up there (`node.layoutSpecBlock = …`, a style) is in the layout drawn, as the app shows it.
    private mutating func loadControllerView(_ id: ElementID, lineage: [UserType], at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard lineage.contains(where: \.isViewController) else { return }
        try runParameterlessMethod("viewDidLoad", of: id, lineage: lineage, at: node)
    }

    /// Runs the most derived `name()` a node's class declares, with the node as `self`; nothing when it has none.
    private mutating func runParameterlessMethod(_ name: String, of id: ElementID, lineage: [UserType],
                                                 at node: some SyntaxProtocol) throws(ScriptError) {
        guard let (owner, method) = UserType.parameterlessMethod(name, in: lineage), let body = method.body else { return }
        _ = try runPastedBody(body.statements, parameters: [], self: SelfContext(typeName: owner.name, value: .node(id)),
                              returning: nil, hasResult: false, at: node)
    }

    /// A node's view loads before it is shown, and Texture then calls its `didLoad()`: what that sets (a text, a
    /// style) is in the layout on screen, as a text set there makes Texture lay the node out again. Run after the
    /// init; one that fails is left out with a note, the node drawn as its init left it.
    private mutating func loadNodeView(_ id: ElementID, lineage: [UserType]) throws(ScriptError) {
        guard !lineage.contains(where: \.isViewController),
              let (owner, method) = UserType.parameterlessMethod("didLoad", in: lineage) else { return }
        let before = self
        do {
            try runParameterlessMethod("didLoad", of: id, lineage: lineage, at: method.name)
        } catch {
            if Interruption.isRequested || isOverBudget { throw error }
            self = before
            note("\(owner.name).didLoad() is not run, so the node is drawn as its init leaves it: " + error.message)
        }
    }

    /// A UIKit view controller's nodes that its code does not frame by hand (pinned to the view's edges with
    /// constraints, or sized by autoresizing) fill its view, as `node.view` pinned to the edges does: a wrapper spec
    /// hands each the view's whole size.
    private mutating func fillHostingView(_ id: ElementID, lineage: [UserType], at node: some SyntaxProtocol)
        throws(ScriptError)
    {
        guard lineage.contains(where: \.hostsNodesInUIKitView), case .node(var content) = session.tree[id].kind,
              content.layoutSpec == nil, let instance = session.program.instances[id] else { return }
        let loadedAsView = lineage.flatMap { type in
            type.loadedViewNodeNames.compactMap { instance.fields[$0]?.value.elementID }
        }
        let hosted = loadedAsView + (session.program.addedSubnodes[id] ?? []).filter { !loadedAsView.contains($0) }
        guard !hosted.isEmpty else { return }
        let framingCode = lineage.flatMap { type in
            UserType.manualLayoutMethodNames(ofViewController: true).flatMap { type.methods[$0] ?? [] }
        }.map(\.description).joined()
        let filling = hosted.filter { child in
            // A frame `viewDidLoad()` set (`tableNode.frame = …`) stays, as UIKit keeps it.
            guard session.program.handFrames[child] == nil else { return false }
            let names = instance.fields.filter { $0.value.value.elementID == child }.map(\.key)
            return !names.contains { framingCode.contains("\($0).frame") }
        }
        guard !filling.isEmpty else { return }
        let wrapper = try createElement(className: "ASWrapperLayoutSpec", namePrefix: "hostedNodes",
                                        kind: .spec(.wrapper(children: filling)), at: node)
        try checkAttach([wrapper], to: id, at: node)
        content.layoutSpec = wrapper
        session.setKind(.node(content), of: id)
    }

    /// What a class's initializers run (and a view controller's `viewDidLoad()`), closures left out: the names they assign and the class's methods they
    /// call, directly or through each other. An optional among the names assigned that is still nil after the init
    /// was left nil by the app's own state (`if verified { badgeNode = badge }`); one assigned only in a callback or
    /// a `configure(with:)` is set later (see `unsetOptionalStandIn`).
    static func initializerReach(of lineage: [UserType]) -> (assigned: Set<String>, methods: [FunctionDeclSyntax]) {
        let finder = AssignmentsAndCalls()
        for type in lineage { for initializer in type.initializers { finder.walk(initializer) } }
        // A view controller's `viewDidLoad()` runs right after its init (see `loadControllerView`).
        if lineage.contains(where: \.isViewController) { finder.called.insert("viewDidLoad") }
        var walked: Set<String> = []
        var methods: [FunctionDeclSyntax] = []
        while let name = finder.called.subtracting(walked).first {
            walked.insert(name)
            for type in lineage {
                for method in type.methods[name] ?? [] {
                    methods.append(method)
                    finder.walk(method)
                }
            }
        }
        return (finder.assigned, methods)
    }

    private mutating func initializeStoredProperties(of type: UserType, on id: ElementID, assignedByInit: Set<String>)
        throws(ScriptError)
    {
        for property in type.storedProperties {
            if property.isLazy, property.binding.initializer != nil {
                session.program.instances[id]?.pendingLazy[property.name] = type.name
                continue
            }
            let field = try storedField(property, of: type, on: id, assignedByInit: assignedByInit)
            session.program.instances[id]?.fields[property.name] = field
        }
    }

    /// A `lazy var` of the running method's node instance, not read yet, gets its value now, as Swift computes it on
    /// the first read: its initializer runs with the instance as `self`, so it sees what the class's init has set.
    /// Before a write (`assigning`), it is only declared, as Swift then never runs the initializer.
    mutating func resolveLazyProperty(_ name: String, assigning: Bool = false) throws(ScriptError) {
        guard scopes.allSatisfy({ $0[name] == nil }) else { return }
        switch selfContext?.value {
        case .node(let id)? where session.program.instances[id]?.pendingLazy[name] != nil:
            try resolveLazyProperty(name, of: id, assigning: assigning)
        case .record(let record)?:
            if assigning { forgetLazyField(name, of: record) } else { _ = try resolvingLazyField(name, of: record) }
        default: return
        }
    }

    mutating func resolveLazyProperty(_ name: String, of id: ElementID, assigning: Bool = false) throws(ScriptError) {
        guard let owner = session.program.instances[id]?.pendingLazy[name] else { return }
        session.program.instances[id]?.pendingLazy[name] = nil
        guard let type = session.program.types[owner],
              let property = type.storedProperties.first(where: { $0.name == name }) else { return }
        var field: Variable
        if assigning {
            field = Variable(value: .void, isConstant: false, isInitialized: false,
                             type: try annotatedType(property.binding.typeAnnotation?.type))
            field.isOptional = property.isOptional
        } else {
            // Read while its own initializer runs (a cycle of lazy properties), it is not initialized yet.
            session.program.instances[id]?.fields[name] = Variable(value: .void, isConstant: false, isInitialized: false)
            field = try storedField(property, of: type, on: id, assignedByInit: [name])
            if layoutsRunning > 0, field.value == .null { session.program.instances[id]?.lazyMadeNilByLayout[name] = owner }
        }
        session.program.instances[id]?.fields[name] = field
    }

    /// The field a stored property starts with: its initial value converted to its declared type, nil for an
    /// optional without one (with the type it stands in as when no init assigns it), or not yet initialized.
    private mutating func storedField(_ property: StoredProperty, of type: UserType, on id: ElementID,
                                      assignedByInit: Set<String>) throws(ScriptError) -> Variable
    {
        // The class's own names (a typealias or type it nests) are in scope for its types and its initial values.
        let saved = selfContext
        selfContext = SelfContext(typeName: type.name, value: .node(id))
        defer { selfContext = saved }
        var value: ScriptValue
        var isInitialized = true
        var unsetOptionalType: String?
        let isOptional = property.isOptional
        if let wrapped = try wrappedValue(of: property.binding) {
            value = wrapped
        } else if !property.isConstant, isOptional,
           property.binding.initializer.map({ $0.value.is(NilLiteralExprSyntax.self) }) ?? true {
            value = .null
            if !assignedByInit.contains(property.name) {
                unsetOptionalType = property.binding.typeAnnotation.map { Self.unwrapped($0.type) }
            }
        } else if let initializer = property.binding.initializer {
            let expected = try annotatedType(property.binding.typeAnnotation?.type)
            value = try convertDeclared(
                try evaluateInitializer(initializer.value, declaredAs: property.binding.typeAnnotation?.type,
                                        expecting: expected),
                to: expected, at: initializer.value, context: property.name)
        } else {
            value = .void
            isInitialized = false
        }
        if case .element(let element) = value { session.adoptName(property.name, for: element) }
        let declaredType = try annotatedType(property.binding.typeAnnotation?.type)
        var field = Variable(value: value, isConstant: property.isConstant, isInitialized: isInitialized,
                             type: declaredType ?? Self.numericType(of: value))
        field.isOptional = isOptional
        if let unsetOptionalType {
            field.unsetOptionalType = unsetOptionalType
            field.appType = isUnpastedAppType(unsetOptionalType) ? unsetOptionalType : nil
        }
        return field
    }

    /// Runs the instance's `layoutSpecThatFits` (the most derived one) and makes its spec the node's own; run again,
    /// its new spec replaces the one it made before.
    mutating func layOutInstance(_ id: ElementID, lineage: [UserType], in offered: SizeRange? = nil,
                                 at node: some SyntaxProtocol) throws(ScriptError)
    {
        guard let owner = lineage.first(where: { $0.methods["layoutSpecThatFits"] != nil }),
              let function = owner.methods["layoutSpecThatFits"]?.first, let body = function.body else { return }
        let parameters = Array(function.signature.parameterClause.parameters)
        let range = offered ?? session.constrainedSize
        let firstMade = session.tree.count
        layoutsRunning += 1
        defer {
            layoutsRunning -= 1
            session.program.instances[id]?.laidOut = firstMade..<session.tree.count
            session.program.instances[id]?.laidOutIn = Self.readsRange(function) ? range : nil
        }
        let spec = try runPastedBody(body.statements,
                                     parameters: parameters.prefix(1).map { ($0, .sizeRange(range)) },
                                     self: SelfContext(typeName: owner.name, value: .node(id)),
                                     returning: .element, hasResult: true, at: node)
        guard case .element(let specID) = spec else {
            throw ScriptError("layoutSpecThatFits of \(owner.name) must return a layout spec, got \(describe(spec))",
                              at: function.name)
        }
        guard case .node(var content) = session.tree[id].kind else { return }
        try checkAttach([specID], to: id, at: node)
        content.layoutSpec = specID
        content.overridesClassSpec = true
        session.setKind(.node(content), of: id)
    }

    // MARK: Members of pasted types

    /// A static member of a pasted type: a stored or computed static property, an enum case, a nested type.
    func pastedStaticMember(_ name: String, ofType typeName: String) -> ScriptValue? {
        guard let type = session.program.types[typeName] else { return nil }
        if let value = type.staticValues[name] { return value }
        if type.cases.contains(name) { return .enumCase(type: typeName, name: name) }
        if session.program.types["\(typeName).\(name)"] != nil { return .typeReference("\(typeName).\(name)") }
        // `Section.allCases`, which Swift writes for an enum declared CaseIterable whose cases carry no values.
        if name == "allCases", type.kind == .enumeration, type.conformances.contains("CaseIterable"),
           type.associatedValues.isEmpty, type.staticComputed[name] == nil {
            return .array(type.cases.map { .enumCase(type: typeName, name: $0) })
        }
        return nil
    }

    /// Reads `name` on a value of a pasted type or a node of a pasted class, running a getter where it is one;
    /// nil when the type has no such member.
    mutating func pastedMember(_ name: String, of base: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue?
    {
        switch base {
        case .typeReference(let typeName):
            let resolved = session.program.resolvedTypeName(typeName)
            if let value = pastedStaticMember(name, ofType: resolved) { return value }
            // Its own static members, then its superclasses' and those of the protocols it adopts (`Self.padding` of
            // `extension Padded { static var padding: CGFloat { 12 } }`).
            for type in session.program.lineage(of: resolved) {
                if type.name != resolved, let value = type.staticValues[name] { return value }
                if let accessor = type.staticComputed[name] {
                    return try runGetter(accessor, self: SelfContext(typeName: resolved, value: .type), at: node)
                }
            }
            return nil
        case .element(let id):
            guard let instance = session.program.instances[id] else {
                return try extensionGetter(name, onClass: session.className(of: id), self: .node(id), at: node)
            }
            try resolveLazyProperty(name, of: id)
            if let field = session.program.instances[id]?.fields[name] { return try initialized(field, name, at: node) }
            for type in session.program.lineage(of: instance.typeName) {
                if let accessor = type.computedProperties[name] {
                    return try runGetter(accessor, self: SelfContext(typeName: type.name, value: .node(id)), at: node)
                }
            }
            return try extensionGetter(name, onClass: session.className(of: id), self: .node(id), at: node)
        case .record(let record):
            let record = try resolvingLazyField(name, of: current(record))
            try checkNotBeingMade(name, of: record, at: node)
            if let value = record.fields[name] { return value }
            if name == "rawValue", let (type, caseName, _) = enumCase(of: base),
               let raw = session.program.types[type]?.rawValues[caseName] { return raw }
            for type in session.program.lineage(of: record.typeName) {
                if let accessor = type.computedProperties[name] {
                    return try runGetter(accessor, self: SelfContext(typeName: record.typeName, value: .record(record)),
                                         at: node)
                }
            }
            if name == "localizedDescription" { return try localizedDescription(of: base, typeName: record.typeName, at: node) }
            return nil
        case .enumCase(let typeName, let caseName):
            guard let type = session.program.types[typeName] else { return nil }
            if name == "rawValue", let raw = type.rawValues[caseName] { return raw }
            guard let accessor = session.program.lineage(of: typeName).lazy.compactMap({ $0.computedProperties[name] })
                .first else {
                return name == "localizedDescription" ? try localizedDescription(of: base, typeName: typeName, at: node) : nil
            }
            return try runGetter(accessor, self: SelfContext(typeName: typeName, value: .record(
                Record(typeName: typeName, fields: ["case": .string(caseName)]))), at: node)
        default:
            for typeName in extendedTypeNames(of: base) {
                guard let accessor = session.program.types[typeName]?.computedProperties[name] else { continue }
                guard case .ignored = base else {
                    return try runGetter(accessor, self: SelfContext(typeName: typeName, value: .value(base)), at: node)
                }
                // A UIKit value kept without its contents: its extension's getter runs where it can (a constant, a
                // value of the app's); one that reads the contents (`getRed(_:green:blue:alpha:)`) leaves the value
                // as layoutrepl keeps it.
                let before = self
                do {
                    return try runGetter(accessor, self: SelfContext(typeName: typeName, value: .value(base)), at: node)
                } catch {
                    if Interruption.isRequested { throw error }
                    self = before
                    return nil
                }
            }
            return nil
        }
    }

    /// Foundation's `Error.localizedDescription` of a value of a pasted error type: its `errorDescription`
    /// (`LocalizedError`) where that gives a text, else "The operation could not be completed. (MODULE.TYPE error
    /// CODE.)" with the code Swift gives the value: an Int raw value, else an enum case's place with the cases that
    /// have values first, else 1 (checked against swiftc and swift-corelibs-foundation).
    private mutating func localizedDescription(of value: ScriptValue, typeName: String, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue {
        if case .string(let text)? = try pastedMember("errorDescription", of: value, at: node) { return .string(text) }
        var code = 1
        if let (_, caseName, _) = enumCase(of: value), let type = session.program.types[typeName] {
            if case .int(let raw)? = type.rawValues[caseName] {
                code = raw
            } else {
                let withValues = type.cases.filter { type.associatedValues[$0] != nil }
                code = (withValues + type.cases.filter { type.associatedValues[$0] == nil }).firstIndex(of: caseName) ?? 1
            }
        }
        return .string("The operation could not be completed. (\(session.environment.moduleName).\(typeName) error \(code).)")
    }

    /// The Swift types whose pasted extensions a plain value answers to: an Int's integer types, a number's
    /// floating-point types (layoutrepl keeps CGFloat, Double and Float alike), and otherwise its own type
    /// (`String`, `CGSize`, `UIEdgeInsets`, `UIColor`).
    /// The types whose extensions give a value members, its own first; last `Optional`'s, whose extensions
    /// (`extension Optional where Wrapped == String { var orEmpty: String }`, kept as `Optional<String>`) a value an
    /// optional holds answers to, nil included: for nil, those of the type it was declared with first (see
    /// ``nilDeclaredAs``).
    func extendedTypeNames(of value: ScriptValue) -> [String] {
        switch value {
        case .null:
            let constrained = session.program.types.keys.filter { $0.hasPrefix("Optional<") }.sorted()
            return (nilDeclaredAs.map { ["Optional<\($0)>"] } ?? []) + constrained + ["Optional"]
        case .element, .record, .enumCase, .typeReference, .unknown, .void, .closure: return []
        default:
            let own = Self.ownExtendedTypeNames(of: value)
            return own + own.map { "Optional<\($0)>" } + ["Optional"]
        }
    }

    private static func ownExtendedTypeNames(of value: ScriptValue) -> [String] {
        switch value {
        // A number's own types, then the protocols of Swift's numbers an app's extension is written on
        // (`extension Numeric { var formattedWithSeparator: String }`).
        case .int: sortedIntegerTypeNames + ["BinaryInteger", "SignedInteger", "FixedWidthInteger"] + numericProtocols
        case .number: sortedFloatingTypeNames + ["BinaryFloatingPoint", "FloatingPoint"] + numericProtocols
        // A UIKit value layoutrepl keeps without its contents (`UIColor.red.isLight` of the app's extension).
        case .ignored(let type): [type]
        // A Foundation or UIKit object's class, and NSObject, which every one of them inherits from.
        case .object(let type, _): ScriptAPI.shared.type(named: type)?.isReference == true ? [type, "NSObject"] : [type]
        // One value stands for both classes: a mutable string's methods may be called on it, and its superclass's.
        case .attributedString: ["NSMutableAttributedString", "NSAttributedString"]
        // An array's own type, then the protocols an extension of every collection is written on.
        case .array: ["Array", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
        // A Substring (`name.dropFirst()`, `line.split(…)[0]`) is held as a String too.
        case .string: ["String", "Substring", "StringProtocol", "Collection", "Sequence"]
        default: value.valueType.map { [$0.description] } ?? []
        }
    }

    private static let numericProtocols = ["SignedNumeric", "Numeric", "AdditiveArithmetic", "Strideable", "Comparable",
                                           "Equatable", "Hashable"]
    private static let sortedIntegerTypeNames = integerTypeNames.sorted()
    private static let sortedFloatingTypeNames = floatingTypeNames.sorted()

    /// A computed property an `extension` added to a Texture class (or its superclasses).
    private mutating func extensionGetter(_ name: String, onClass className: String, self value: SelfContext.SelfValue,
                                          at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue? {
        for typeName in ScriptAPI.shared.classLineage(of: className) {
            if let accessor = session.program.types[typeName]?.computedProperties[name] {
                return try runGetter(accessor, self: SelfContext(typeName: typeName, value: value), at: node)
            }
        }
        return nil
    }

    func initialized(_ variable: Variable, _ name: String, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue
    {
        guard variable.isInitialized else {
            throw ScriptError("'\(name)' is used before being initialized", at: node)
        }
        return variable.value
    }

    /// The `set` of a computed property of a node's pasted class, or of an extension of its Texture class
    /// (`var text: String? { get { … } set { label.attributedText = … } }`), with the type that declares it.
    func computedSetter(_ name: String, of id: ElementID) -> (accessor: Accessor, owner: String)? {
        if let instance = session.program.instances[id] {
            for type in session.program.lineage(of: instance.typeName) {
                if let accessor = type.computedProperties[name] { return accessor.setter == nil ? nil : (accessor, type.name) }
            }
        }
        for typeName in ScriptAPI.shared.classLineage(of: session.className(of: id)) {
            if let accessor = session.program.types[typeName]?.computedProperties[name], accessor.setter != nil {
                return (accessor, typeName)
            }
        }
        return nil
    }

    /// Runs a computed property's `set` with the value assigned as its new value, `self` the node whose property it is
    /// (nil for a top-level one).
    mutating func runSetter(_ accessor: Accessor, self newSelf: SelfContext?, _ value: ScriptValue,
                            at node: some SyntaxProtocol) throws(ScriptError) {
        guard let setter = accessor.setter else { return }
        let type = try annotatedType(accessor.type)
        let newValue = try convertDeclared(value, to: type, at: node, context: "the new value")
        _ = try runPastedBody(setter.body, parameters: [], bindings: [(setter.parameter, newValue)], self: newSelf,
                              returning: nil, hasResult: false, at: node)
    }

    mutating func runGetter(_ accessor: Accessor, self newSelf: SelfContext?, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let resultType = try annotatedType(accessor.type)
        return try runPastedBody(accessor.body, parameters: [], self: newSelf, returning: resultType, hasResult: true,
                                 at: node)
    }

    /// The methods named `name` that a value answers to, with the `self` they run with: methods of a pasted type,
    /// of a pasted class and its superclasses, or added to a Texture class by an extension.
    func pastedMethods(_ name: String, of base: ScriptValue) -> (methods: [FunctionDeclSyntax], self: SelfContext)? {
        switch base {
        case .typeReference(let typeName):
            let resolved = session.program.resolvedTypeName(typeName)
            // A class's own, or one it inherits (`Square.make()` of `class func make()` in `Shape`).
            for type in session.program.lineage(of: resolved) {
                if let methods = type.staticMethods[name] { return (methods, SelfContext(typeName: resolved, value: .type)) }
            }
            return nil
        case .element(let id):
            if let instance = session.program.instances[id] {
                for type in session.program.lineage(of: instance.typeName) {
                    if let methods = type.methods[name] { return (methods, SelfContext(typeName: type.name, value: .node(id))) }
                }
            }
            // An extension of the node's class or a superclass, NSObject (every node's root class) included, and the
            // protocols those extensions adopt (`extension NSObject: Configurable {}`).
            for className in ScriptAPI.shared.classLineage(of: session.className(of: id)) + ["NSObject"] {
                for type in session.program.lineage(of: className) {
                    if let methods = type.methods[name] { return (methods, SelfContext(typeName: className, value: .node(id))) }
                }
            }
            return nil
        // A value's own overloads first, then its protocols' extensions' (`label(for:)` beside the type's own
        // `label(for:uppercased:)`): the call takes the first whose labels fit.
        case .record(let record):
            let lineage = session.program.lineage(of: record.typeName)
            let methods = lineage.flatMap { $0.methods[name] ?? [] }
            guard !methods.isEmpty else { return nil }
            // The method runs as its declaring class's: `super.f()` in it is that class's superclass's, not the
            // instance's (a subclass's instance calling an inherited `f`).
            let owner = lineage.first { $0.methods[name] != nil && $0.kind == .classType }?.name ?? record.typeName
            return (methods, SelfContext(typeName: owner, value: .record(current(record))))
        case .enumCase(let typeName, let caseName):
            let methods = session.program.lineage(of: typeName).flatMap { $0.methods[name] ?? [] }
            guard !methods.isEmpty else { return nil }
            return (methods, SelfContext(typeName: typeName,
                                         value: .record(Record(typeName: typeName, fields: ["case": .string(caseName)]))))
        default:
            // The type's extensions, and those of the protocols an extension makes it adopt (`extension UIEdgeInsets:
            // Then {}`).
            for typeName in extendedTypeNames(of: base) {
                if let methods = session.program.lineage(of: typeName).lazy.compactMap({ $0.methods[name] }).first {
                    return (methods, SelfContext(typeName: typeName, value: .value(base)))
                }
            }
            return nil
        }
    }

    /// Writes a stored property of a node of a pasted class; false when the class has no such property.
    mutating func setInstanceField(_ name: String, of id: ElementID, to value: ScriptValue,
                                   at node: some SyntaxProtocol) throws(ScriptError) -> Bool {
        guard let field = session.program.instances[id]?.fields[name] else { return false }
        if field.isConstant, field.isInitialized, selfContext?.element != id {
            throw ScriptError("cannot assign to '\(name)': it is a 'let' constant", at: node)
        }
        noteTouched(id)
        try observingField(name, of: id, old: field.value, new: value, at: node) { evaluator in
            if case .element(let element) = value {
                // `child.parent = self` in the parent's init: a back-reference, not the parent's name, which the
                // code that makes it gives (`let p = ParentNode()`).
                evaluator.session.adoptName(name, for: element,
                                            provisionally: evaluator.initializingInstances.contains(element),
                                            replacing: field.value.elementID)
            }
            evaluator.session.program.instances[id]?.fields[name] = field.assigned(value)
        }
        return true
    }

    /// Stores a stored property of a pasted class's instance with `store`, running its `willSet` before and its
    /// `didSet` after, as Swift does for every assignment but those in the class's own initializers.
    mutating func observingField(_ name: String, of id: ElementID, old: ScriptValue, new: ScriptValue,
                                 at node: some SyntaxProtocol, _ store: (inout Evaluator) -> Void) throws(ScriptError)
    {
        let key = "\(id.index).\(name)"
        guard !(initializerBodyDepths[id]?.contains(callDepth) ?? false), !runningObservers.contains(key),
              let instance = session.program.instances[id] else {
            store(&self)
            return
        }
        let observers = observers(of: name, in: instance.typeName)
        guard !observers.isEmpty else {
            store(&self)
            return
        }
        // Swift does not run a property's observers again for an assignment inside them.
        runningObservers.insert(key)
        defer { runningObservers.remove(key) }
        for (owner, accessors) in observers {
            _ = try runObserver(.willSet, of: accessors, "newValue", new, self: SelfContext(typeName: owner, value: .node(id)),
                                at: node)
        }
        store(&self)
        for (owner, accessors) in observers.reversed() {
            _ = try runObserver(.didSet, of: accessors, "oldValue", old, self: SelfContext(typeName: owner, value: .node(id)),
                                at: node)
        }
    }

    /// The observers of a stored property in a class and the classes it inherits from, the class's own first: an
    /// `override var size { didSet { … } }` runs around its superclass's, whose `willSet` runs after the override's
    /// and whose `didSet` before, as the overriding setter calls the inherited one.
    private func observers(of name: String, in typeName: String) -> [(owner: String, accessors: AccessorBlockSyntax)] {
        session.program.lineage(of: typeName).compactMap { type in type.observers[name].map { (type.name, $0) } }
    }

    /// `willSet` (with `newValue`, or the name it gives) runs before `store`, `didSet` (with `oldValue`) after.
    mutating func runObservers(_ accessors: AccessorBlockSyntax, old: ScriptValue, new: ScriptValue, self newSelf: SelfContext?,
                               around store: (inout Evaluator) -> Void, at node: some SyntaxProtocol) throws(ScriptError)
    {
        _ = try runObserver(.willSet, of: accessors, "newValue", new, self: newSelf, at: node)
        store(&self)
        _ = try runObserver(.didSet, of: accessors, "oldValue", old, self: newSelf, at: node)
    }

    /// A property's `willSet` or `didSet`, if it has one, with the value bound to the name it gives (or the default):
    /// `self` as the observer left it, nil when there is no such observer.
    private mutating func runObserver(_ kind: Keyword, of accessors: AccessorBlockSyntax, _ defaultName: String,
                                      _ value: ScriptValue, self newSelf: SelfContext?, at node: some SyntaxProtocol)
        throws(ScriptError) -> SelfContext? {
        guard case .accessors(let list) = accessors.accessors,
              let accessor = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(kind) }),
              let body = accessor.body else { return nil }
        let name = accessor.parameters?.name.text ?? defaultName
        _ = try runPastedBody(body.statements, parameters: [], bindings: [(name, value)], self: newSelf,
                              returning: nil, hasResult: false, at: node)
        return finishedSelf
    }

    /// A pasted struct's or plain class's value with its stored property set, its `willSet` run before and its
    /// `didSet` after, as Swift does for every assignment but those of the type's own initializers: the value after
    /// them (an observer may change other properties, `self` being the value).
    mutating func settingObservedField(_ name: String, of record: Record, to value: ScriptValue,
                                       at node: some SyntaxProtocol) throws(ScriptError) -> Record {
        var record = record
        let key = "\(record.typeName)#\(record.objectID.map(String.init) ?? "value").\(name)"
        let observers = observers(of: name, in: record.typeName)
        guard !runningObservers.contains(key), !observers.isEmpty else {
            record.fields[name] = value
            return record
        }
        // Swift does not run a property's observers again for an assignment inside them.
        runningObservers.insert(key)
        defer { runningObservers.remove(key) }
        let old = record.fields[name] ?? .void
        func observe(_ kind: Keyword, _ defaultName: String, _ bound: ScriptValue, _ owner: String,
                     _ accessors: AccessorBlockSyntax) throws(ScriptError) {
            let observed = try runObserver(kind, of: accessors, defaultName, bound,
                                           self: SelfContext(typeName: owner, value: .record(record)), at: node)
            if case .record(let changed)? = observed?.value { record = current(changed) }
        }
        for (owner, accessors) in observers { try observe(.willSet, "newValue", value, owner, accessors) }
        record.fields[name] = value
        persist(record)
        for (owner, accessors) in observers.reversed() { try observe(.didSet, "oldValue", old, owner, accessors) }
        return record
    }

    /// The value `self` stands for in the running method.
    var selfValue: ScriptValue? {
        switch selfContext?.value {
        case .node(let id)?: return .element(id)
        case .record(let record)?: return .record(current(record))
        case .value(let value)?: return value
        case .type?: return selfContext.map { .typeReference($0.typeName) }
        case nil: return nil
        }
    }
}

/// Collects the names assigned (`name = …`, `self.name = …`) and the functions called (`setup()`, `self.setup()`) in
/// the code it walks, leaving closures out unless asked (what runs when that code runs, or what it may call later).
final class AssignmentsAndCalls: SyntaxVisitor {
    var assigned: Set<String> = []
    var called: Set<String> = []
    /// The nodes whose text or image the code sets (`priceNode.attributedText = …`, in any branch), by name.
    var contentAssigned: Set<String> = []
    /// Whether what closures write and call counts too.
    let entersClosures: Bool

    init(entersClosures: Bool = false) {
        self.entersClosures = entersClosures
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        entersClosures ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        let assigns = elements.count >= 3 && (elements[1].is(AssignmentExprSyntax.self)
            || elements[1].as(BinaryOperatorExprSyntax.self)
                .map { Self.compoundAssignments.contains($0.operator.text) } == true)
        if assigns, let name = Self.ownName(elements[0]) {
            assigned.insert(name)
        }
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
           let access = elements[0].as(MemberAccessExprSyntax.self),
           ["attributedText", "image"].contains(access.declName.baseName.text),
           let base = access.base, let node = Self.ownName(base) {
            contentAssigned.insert(node)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.ownName(node.calledExpression) { called.insert(name) }
        // `isEnabled.toggle()` sets the flag as an assignment does.
        if let access = node.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "toggle",
           node.arguments.isEmpty, let base = access.base, let name = Self.ownName(base) {
            assigned.insert(name)
        }
        return .visitChildren
    }

    static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "|=", "&=", "^=", "<<=", ">>=",
    ]

    /// `name` or `self.name`.
    static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let access = expression.as(MemberAccessExprSyntax.self),
              access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return access.declName.baseName.text
    }
}

extension StoredProperty {
    /// Declared with an optional type (`T?` or `T!`).
    var isOptional: Bool { binding.typeAnnotation.map { Evaluator.isOptional($0.type) } == true }
}
