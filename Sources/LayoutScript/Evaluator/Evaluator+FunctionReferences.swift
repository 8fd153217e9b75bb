import SwiftParser
import SwiftSyntax

/// Functions and initializers used as values, as Swift's function references: `names.map(makeBadge)`,
/// `tags.map(TagNode.init)`, `texts.compactMap(Int.init)`, `let make = makeBadge`. Each is the closure that calls it with
/// its declared labels (`{ TagNode(tag: $0) }`), so it runs exactly as a written call does.
extension Evaluator {
    /// The closure a pasted function's or method's name stands for where it is read as a value; nil when `name`
    /// names none.
    func functionReference(_ name: String, at reference: some SyntaxProtocol) -> ScriptValue? {
        guard let declaration = pastedFunction(name) else {
            // `("+", +)` in a table of operations, `let pick: (Int, Int) -> Int = max`: a function of two values.
            if name == "min" || name == "max" { return referenceClosure("{ \(name)($0, $1) }", at: reference) }
            guard OperatorPrecedence.standard[name] != nil || session.program.operators[name] != nil,
                  !["=", "??", "&&", "||", "...", "..<"].contains(name) else { return nil }
            return referenceClosure("{ $0 \(name) $1 }", at: reference)
        }
        return referenceClosure(calling: name, declaration.signature.parameterClause.parameters, at: reference)
    }

    /// The pasted function or method `name` calls where it is written: a local function, a method of `self` or of
    /// its type, or a top-level function.
    func pastedFunction(_ name: String) -> FunctionDeclSyntax? {
        localFunctions.last(where: { $0.name == name && $0.depth <= scopes.count })?.declaration
            ?? selfValue.flatMap { pastedMethods(name, of: $0)?.methods.first }
            ?? selfContext.flatMap { pastedMethods(name, of: .typeReference($0.typeName))?.methods.first }
            ?? session.program.functions[name]?.first
    }

    /// `Type.init` or `Type.init(tag:)`: the closure that makes a `Type`. Of a pasted type, the initializer with the
    /// labels written (a struct's memberwise one included), or without labels its first of one parameter (what `map`
    /// and `compactMap` pass), else its first; of a type of the catalog, one unlabelled value (`CGFloat.init`) or the
    /// labels written.
    func initializerReference(_ typeName: String, _ access: MemberAccessExprSyntax) -> ScriptValue? {
        let written = access.declName.argumentNames.map { names in
            names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        }
        if let type = session.program.types[typeName],
           case let initializers = type.initializers + [Self.memberwiseInitializer(of: type)].compactMap({ $0 }),
           let picked = initializers.first(where: { initializer in
               written.map { Self.labels(of: initializer.signature.parameterClause.parameters) == $0 }
                   ?? (initializer.signature.parameterClause.parameters.count == 1)
           }) ?? (written == nil ? initializers.first : nil) {
            return referenceClosure(calling: typeName, picked.signature.parameterClause.parameters, at: access)
        }
        // `now: () -> Date = Date.init`: the initializer that takes nothing, as the function type written asks.
        let labels = written ?? (Self.isNoArgumentFunctionValue(access) ? [] : [nil])
        let arguments = labels.enumerated().map { index, label in (label.map { "\($0): " } ?? "") + "$\(index)" }
        return referenceClosure("{ \(typeName)(\(arguments.joined(separator: ", "))) }", at: access)
    }

    /// Whether a value is the initial value of a parameter or variable declared as a function of no arguments
    /// (`let now: () -> Date = …`).
    private static func isNoArgumentFunctionValue(_ value: some SyntaxProtocol) -> Bool {
        guard let clause = value.parent?.as(InitializerClauseSyntax.self) else { return false }
        let type = clause.parent?.as(FunctionParameterSyntax.self)?.type
            ?? clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        var bare = type?.as(AttributedTypeSyntax.self)?.baseType ?? type
        if let wrapped = bare?.as(TupleTypeSyntax.self)?.elements.first?.type { bare = wrapped }
        return bare?.as(FunctionTypeSyntax.self)?.parameters.isEmpty == true
    }

    /// `ChipFactory.makeChip` read as a value: the closure that calls the static method with its labels.
    func staticMethodReference(_ typeName: String, _ name: String, _ method: FunctionDeclSyntax,
                               at reference: some SyntaxProtocol) -> ScriptValue? {
        referenceClosure(calling: "\(typeName).\(name)", method.signature.parameterClause.parameters, at: reference)
    }

    /// A method of a pasted type, or of a Foundation or UIKit object, named without calling it
    /// (`value.map(scorer.label(for:))`): the function that calls it on the value it was read from (written again as
    /// `base`), as Swift binds a method reference to its instance.
    func methodReference(_ base: ExprSyntax, _ name: String, of value: ScriptValue, at access: MemberAccessExprSyntax)
        -> ScriptValue?
    {
        let labels = access.declName.argumentNames?.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        guard let (methods, _) = pastedMethods(name, of: value),
              let method = methods.first(where: { labels == nil || Self.labels(of: $0.signature.parameterClause.parameters) == labels })
        else {
            // `moonrise.map(formatter.string(from:))`: a Foundation or UIKit object's method, named with its labels.
            guard let labels, case .object(let typeName, _) = value,
                  ScriptAPI.shared.valueMethods(ofType: typeName).contains(where: { $0.name == name && $0.parameters.map(\.label) == labels })
            else { return nil }
            let arguments = labels.enumerated().map { index, label in (label.map { "\($0): " } ?? "") + "$\(index)" }
            return referenceClosure("{ \(base.trimmedText).\(name)(\(arguments.joined(separator: ", "))) }", at: access)
        }
        return referenceClosure(calling: "\(base.trimmedText).\(name)", method.signature.parameterClause.parameters,
                                at: access)
    }

    /// `rows.forEach(container.addSubnode)`: a Texture method of a node or spec read as a value, the function that
    /// calls it on that element (written again as `base`). Its labels are the ones written (`addSubnode(_:)`), or the
    /// one overload's; nil for a name the element's class has no method of, or whose overloads the labels do not
    /// tell apart.
    func elementMethodReference(_ base: ExprSyntax, _ name: String, of value: ScriptValue,
                                at access: MemberAccessExprSyntax) -> ScriptValue? {
        guard case .element(let id) = value else { return nil }
        let written = access.declName.argumentNames?.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        // `spec.child` is the property; `spec.child(at:)`, written with its labels, the method.
        guard written != nil || ScriptAPI.shared.property(name, ofType: session.className(of: id)) == nil else {
            return nil
        }
        let labels: [String?]
        if Self.subnodeAddingMethods.contains(name) || Self.layoutNeutralMethods.contains(name) {
            // `addSubnode(_:)`, `setNeedsLayout()`: methods the catalog does not list, which layout code passes.
            labels = written ?? (name == "addSubnode" ? [nil] : [])
        } else {
            let overloads = ScriptAPI.shared.methods(ofType: session.className(of: id))
                .filter { $0.name == name && (written == nil || $0.parameters.map(\.label) == written) }
            guard overloads.count == 1, let only = overloads.first else { return nil }
            labels = only.parameters.map(\.label)
        }
        let arguments = labels.enumerated().map { index, label in (label.map { "\($0): " } ?? "") + "$\(index)" }
        return referenceClosure("{ \(base.trimmedText).\(name)(\(arguments.joined(separator: ", "))) }", at: access)
    }

    /// `selected.contains` read as a value (`ids.filter(selected.contains)`): the function that asks the collection
    /// it was read from (written again as `base`), as Swift binds the method to its value. Nil for another name.
    func collectionMethodReference(_ base: ExprSyntax, _ name: String, of value: ScriptValue,
                                   at access: MemberAccessExprSyntax) -> ScriptValue? {
        guard name == "contains", access.declName.argumentNames == nil else { return nil }
        switch value {
        case .array, .range, .interval, .string: break
        default: return nil
        }
        return referenceClosure("{ \(base.trimmedText).contains($0) }", at: access)
    }

    /// A case of a pasted enum that carries values, named without them (`codes.map(Kind.discount)`): the function
    /// that makes the case from its values, as Swift lets a case stand for one.
    func enumCaseReference(_ typeName: String, _ caseName: String, at reference: some SyntaxProtocol) -> ScriptValue? {
        guard let values = session.program.types[typeName]?.associatedValues[caseName], !values.isEmpty else {
            return nil
        }
        let arguments = values.enumerated().map { index, value in (value.label.map { "\($0): " } ?? "") + "$\(index)" }
        return referenceClosure("{ \(typeName).\(caseName)(\(arguments.joined(separator: ", "))) }", at: reference)
    }

    /// A key path kept as a value (`let keyPath = \Stats.posts`, `[("Posts", \.posts)]`): the function that reads it,
    /// as Swift lets a key path stand for one, and what `value[keyPath: keyPath]` calls.
    func keyPathFunction(_ keyPath: KeyPathExprSyntax) -> ScriptValue? {
        let isProperties = keyPath.components.allSatisfy { component in
            switch component.component {
            case .property, .optional: true
            default: false
            }
        }
        guard isProperties else { return nil }
        return referenceClosure("{ $0\(keyPath.components.trimmedText) }", at: keyPath)
    }

    private static func labels(of parameters: FunctionParameterListSyntax) -> [String?] {
        parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }

    /// `{ (__0: CGFloat) in callee(side: __0) }` for a pasted function or initializer: its parameters' types type
    /// the arguments as a call of it does (`make(12)` passes a CGFloat). Untyped (`$0`) where a parameter is
    /// variadic or `inout`, which a closure cannot forward.
    private func referenceClosure(calling callee: String, _ parameters: FunctionParameterListSyntax,
                                  at reference: some SyntaxProtocol) -> ScriptValue? {
        let forwardable = parameters.allSatisfy { $0.ellipsis == nil && !$0.type.is(AttributedTypeSyntax.self) }
        var arguments: [String] = []
        var declared: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.tokenKind == .wildcard ? "" : "\(parameter.firstName.text): "
            let name = forwardable ? "__\(index)" : "$\(index)"
            arguments.append(label + name)
            declared.append("\(name): \(parameter.type.trimmedText)")
        }
        let signature = forwardable ? "(\(declared.joined(separator: ", "))) in " : ""
        return referenceClosure("{ \(signature)\(callee)(\(arguments.joined(separator: ", "))) }", at: reference)
    }

    /// The closure `text`, made by layoutrepl: an error in it is reported where the reference is written (see
    /// ``Closure/reference``).
    private func referenceClosure(_ closureText: String, at reference: some SyntaxProtocol) -> ScriptValue? {
        guard case .expr(let expression)? = Parser.parse(source: closureText).statements.first?.item,
              let closure = expression.as(ClosureExprSyntax.self) else { return nil }
        return .closure(Closure(syntax: closure, captured: scopes, selfElement: selfContext?.element,
                                reference: SourcePlace(reference)))
    }
}
