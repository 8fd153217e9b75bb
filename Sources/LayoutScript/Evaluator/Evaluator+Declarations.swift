import SwiftParser
import SwiftSyntax
import TextureLayout

extension Evaluator {
    // MARK: Declarations

    mutating func executeDeclaration(_ decl: DeclSyntax) throws(ScriptError) -> Flow {
        if session.program.declaredAhead.contains(decl.id) { return .next }
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let variables):
            try declareVariables(variables)
        case .importDecl:
            break
        case .functionDecl(let function):
            try declareFunction(function)
        case .classDecl, .actorDecl, .structDecl, .enumDecl, .typeAliasDecl:
            try declareTypeOrAlias(decl)
        case .extensionDecl(let extensionDecl):
            try extendType(extensionDecl)
        case .operatorDecl, .precedenceGroupDecl:
            break  // declared before the entry runs, so that every use binds as declared (see `declareFunctionsAhead`)
        case .protocolDecl(let protocolDecl):
            let name = qualified(protocolDecl.name.text)
            session.program.protocols.insert(name)
            session.program.inheritedProtocols[name] = protocolDecl.inheritanceClause?.inheritedTypes
                .map { $0.type.trimmedText } ?? []
            note("protocols are accepted: layoutrepl runs what conforms to them and what their extensions give it")
        case .ifConfigDecl(let ifConfig):
            guard let clause = Self.activeClause(ifConfig) else {
                // `#if ASDK` around a whole file: nothing of it runs, which must not pass in silence.
                if let condition = ifConfig.clauses.first?.condition {
                    note("the code under #if \(condition.trimmedText.prefix(60)) is skipped: layoutrepl compiles as "
                        + "Xcode's Debug build for an iOS device does (DEBUG set, no other flag); remove the #if to run it")
                }
                break
            }
            switch clause.elements {
            case .statements(let items)?: return try executeItems(items)
            case .decls(let members)?:
                for member in members { _ = try executeDeclaration(member.decl) }
            default: break
            }
        default:
            throw ScriptError("this declaration is not supported; paste functions, types, a node class or a "
                + "layoutSpecThatFits method", at: decl)
        }
        return .next
    }

    /// `let a = ASDisplayNode()`, `var x: CGFloat = 2`, `let a = A(), b = B()`, `let x: CGFloat` (assigned later),
    /// `var avatar: ASImageNode!` (nil until assigned), `lazy var title = { … }()`, `let (w, h) = (1, 2)`, and
    /// computed variables `var padding: CGFloat { 12 }`.
    mutating func declareVariables(_ decl: VariableDeclSyntax) throws(ScriptError) {
        let isConstant = decl.bindingSpecifier.tokenKind == .keyword(.let)
        let isStaticAtTopLevel = scopes.isEmpty && selfContext == nil
            && decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        for binding in Self.typedBindings(decl.bindings) {
            if isStaticAtTopLevel, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                session.program.staticsAtTopLevel.insert(name)
            }
            if let accessors = binding.accessorBlock, Self.isObservedStoredProperty(accessors),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                session.program.variableObservers[name] = accessors
            }
            if let accessors = binding.accessorBlock, !Self.isObservedStoredProperty(accessors) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw ScriptError("a computed variable needs a simple name", at: binding.pattern)
                }
                let accessor = try getter(accessors, type: binding.typeAnnotation?.type)
                guard scopes.isEmpty else {
                    // A computed variable local to a function sees the function's names and `self`; app code reads
                    // it right after declaring it, so it is read once, here.
                    let resultType = try annotatedType(accessor.type)
                    let savedReturnType = returnType
                    returnType = resultType
                    defer { returnType = savedReturnType }
                    let value = try withScope { evaluator throws(ScriptError) in
                        try evaluator.runBody(accessor.body, returning: resultType, hasResult: true, at: binding)
                    }
                    declare(name, value, isConstant: true, type: resultType)
                    continue
                }
                session.program.computedVariables[name] = accessor
                continue
            }
            var expected: ValueType?
            if let annotation = binding.typeAnnotation { expected = try declaredValueType(of: annotation.type) }
            let declaredOptional = binding.typeAnnotation.map { Self.isOptional($0.type) } ?? false
            // Swift starts only an optional `var` at nil; a `let` must still be given its one value. `var comment:
            // CommentModel? = nil` starts as a declaration without a value does, in Swift and here.
            let optional = !isConstant && declaredOptional
            let startsNil = optional && binding.initializer?.value.is(NilLiteralExprSyntax.self) == true
            guard let initializer = binding.initializer, !startsNil else {
                // `let (text, size): (String, CGFloat)`, given its values later (`(text, size) = ("Open", 15)`): each
                // name declared without a value, typed by its part of the tuple.
                if let tuple = binding.pattern.as(TuplePatternSyntax.self),
                   let types = binding.typeAnnotation?.type.as(TupleTypeSyntax.self)?.elements,
                   types.count == tuple.elements.count {
                    for (element, part) in zip(tuple.elements, types) {
                        guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                            throw ScriptError("a declaration without a value needs simple names", at: element.pattern)
                        }
                        let partOptional = Self.isOptional(part.type)
                        declare(name, partOptional && !isConstant ? .null : .void, isConstant: isConstant,
                                type: try declaredValueType(of: part.type))
                        updateDeclared(name) { variable in
                            variable.isInitialized = partOptional && !isConstant
                            variable.isOptional = partOptional
                        }
                    }
                    continue
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw ScriptError("a declaration without a value needs a simple name", at: binding.pattern)
                }
                if binding.typeAnnotation == nil {
                    throw ScriptError("'\(name)' needs a type or an initial value", at: binding)
                }
                declare(name, optional ? .null : .void, isConstant: isConstant, type: expected)
                updateDeclared(name) { variable in
                    variable.isInitialized = optional
                    variable.isOptional = declaredOptional
                }
                if let annotation = binding.typeAnnotation {
                    let written = Self.unwrapped(annotation.type)
                    // A model struct pasted with the class (`private var item: Item`) is the app's value as well: what
                    // its init would have given it stands in until the code gives it one.
                    if isUnpastedAppType(written)
                        || session.program.types[session.program.pastedTypeName(written)]?.kind == .structure {
                        updateDeclared(name) { $0.appType = written }
                    }
                    if optional, scopes.isEmpty, selfContext == nil {
                        updateDeclared(name) { $0.unsetOptionalType = written }
                    }
                }
                continue
            }
            let context = binding.pattern.trimmedText
            var value = try convertDeclared(
                try evaluateInitializer(initializer.value, declaredAs: binding.typeAnnotation?.type, expecting: expected),
                to: expected, at: initializer.value, context: context)
            if case .closure(var closure) = value, let function = Self.functionType(binding.typeAnnotation?.type) {
                // `let scale: (CGFloat) -> CGFloat = { $0 * 2 }`: `scale(3)` passes a CGFloat.
                closure.parameterTypes = []
                for parameter in function.parameters { closure.parameterTypes.append(try annotatedType(parameter.type)) }
                closure.optionalParameters = function.parameters.map { Self.isOptional($0.type) }
                value = .closure(closure)
            }
            if let annotation = binding.typeAnnotation?.type, Self.isSetType(annotation), case .array(let items) = value {
                // `let tags: Set = ["new", "new", "sale"]`: a set holds each member once.
                var members: [ScriptValue] = []
                for item in items where !members.contains(item) { members.append(item) }
                value = .array(members)
            }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // `var hrInsets = insets`, where `insets: UIEdgeInsets` holds an app value not yet read as one: the copy
                // has the type Swift gives it, so a later `hrInsets = .zero` is an inset.
                var type = expected
                if type == nil, case .unknown = value, let source = initializer.value.as(DeclReferenceExprSyntax.self) {
                    type = lookup(source.baseName.text)?.type
                }
                // `let seats = [1: "A", 2: "B"]`, `Dictionary(grouping: items) { $0.day }`, `[Int: String]()`: a
                // dictionary, whose Int keys are keys, not positions.
                if type == nil, Self.makesDictionary(initializer.value) { type = .dictionary(.any) }
                // `var copy = counts` of a dictionary: a dictionary too, also while it is empty. Only an array value
                // can be one (dictionaries are held as arrays of pairs), so nothing else is looked at again.
                if type == nil, case .array = value, isDictionary(initializer.value) {
                    let source = initializer.value.as(DeclReferenceExprSyntax.self).flatMap { lookup($0.baseName.text)?.type }
                    if case .dictionary? = source { type = source } else { type = .dictionary(.any) }
                }
                declare(name, value, isConstant: isConstant, type: type)
                // `let initial = name.first`: optional as Swift infers it, so its `map` is Optional's.
                if declaredOptional || (binding.typeAnnotation == nil && Self.givesOptional(initializer.value)) {
                    updateDeclared(name) { $0.isOptional = true }
                }
            } else {
                try bind(binding.pattern, to: value, isConstant: isConstant)
            }
        }
    }

    /// Whether an initial value is a dictionary literal or a call of a dictionary type's initializer.
    static func makesDictionary(_ value: ExprSyntax) -> Bool {
        if value.is(DictionaryExprSyntax.self) { return true }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression
        if callee.is(DictionaryExprSyntax.self) { return true }
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        // Methods only a dictionary has, which give one (`counts.mapValues { … }`).
        let method = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        // `items.reduce(into: [Int: Int]()) { … }`: what it starts from.
        if method == "reduce", let seed = call.arguments.first, seed.label?.text == "into" {
            return makesDictionary(seed.expression)
        }
        return name == "Dictionary" || ["mapValues", "compactMapValues", "merging"].contains(method ?? "")
    }

    /// A declaration's initial value. A leading-dot value (`let name: ASTextNode = .init()`,
    /// `let row: ASStackLayoutSpec = .horizontal()`) is a member of the written type, as Swift reads it, also where
    /// the type is one the value model has no ``ValueType`` for (nodes, specs, pasted types). A value the app makes,
    /// declared as a node or spec class, is an element of that class (``elementStandingIn(forUnknown:declaredAs:at:)``).
    mutating func evaluateInitializer(_ value: ExprSyntax, declaredAs type: TypeSyntax?, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let initial = try initialValue(value, declaredAs: type, expecting: expected)
        if case .unknown(let path) = initial, let type,
           let made = try elementStandingIn(forUnknown: path, declaredAs: Self.unwrapped(type), at: value) {
            // `let avatar: ZQNetworkImageNode = ZQNetworkImageNode.defaultNode()`: the app's node.
            return made
        }
        return initial
    }

    private mutating func initialValue(_ value: ExprSyntax, declaredAs type: TypeSyntax?, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        if let type, Self.isEmptyCollectionInit(value, declaredAs: type) { return .array([]) }
        if let type, let typed = try collectionLiteral(value, declaredAs: type) { return typed }
        guard expected == nil, let type else { return try evaluate(value, expecting: expected) }
        if let (condition, then, otherwise) = Self.choiceBetweenLeadingDots(value) {
            // `let unit: UnitLength = metric ? .kilometers : .miles`: the chosen member is read as the type's, as a
            // member written alone is.
            guard let flag = conditionValue(try evaluateFolded(try OperatorFolding.fold(condition))) else {
                throw ScriptError("the condition of '? :' must be a Bool", at: value)
            }
            return try initialValue(flag ? then : otherwise, declaredAs: type, expecting: expected)
        }
        let typeName = pastedTypeName(Self.unwrapped(type))
        guard session.program.types[typeName] != nil || ScriptAPI.shared.type(named: typeName) != nil else {
            if Self.isAppTypeName(typeName), let member = Self.leadingDotMember(value) {
                // `static let title: StringStyle = .init([.font(…)])`: a value of a type from a library or the
                // app's other files, made by its own initializer or factory; unknown here, as such values are.
                return .unknown("\(typeName).\(member)")
            }
            return try evaluate(value, expecting: expected)
        }
        if let call = value.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.base == nil {
            return try callStatic(access.declName.baseName.text, ofType: typeName, call, at: access)
        }
        if let access = value.as(MemberAccessExprSyntax.self), access.base == nil {
            return try staticMember(access.declName.baseName.text, ofType: typeName, at: access.declName)
        }
        // `var position: Position = [.first, .current]` of the app's option set.
        if let options = try optionSetLiteral(value, ofType: typeName) { return options }
        return try evaluate(value, expecting: expected)
    }

    /// An array or dictionary literal written where a collection of a pasted type goes (`ps: [.init(v: 1)]`,
    /// `let counts: [Reaction: Int] = [.like: 3]`): each element (each key and value) is read as a declaration of
    /// its element type reads it, so a leading dot names a member of that type. Nil for any other value or type.
    private mutating func collectionLiteral(_ value: ExprSyntax, declaredAs type: TypeSyntax) throws(ScriptError)
        -> ScriptValue? {
        let written = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        func isPasted(_ element: TypeSyntax) -> Bool {
            if let tuple = element.as(TupleTypeSyntax.self) { return tuple.elements.contains { isPasted($0.type) } }
            return session.program.types[pastedTypeName(Self.unwrapped(element))] != nil
        }
        if let tupleType = written.as(TupleTypeSyntax.self), tupleType.elements.count > 1, isPasted(written),
           let literal = value.as(TupleExprSyntax.self), literal.elements.count == tupleType.elements.count {
            // `(.laundry, "Laundry")` where `(Amenities, String)` goes: each part read as its type reads it.
            var parts: [ScriptValue] = []
            for (part, partType) in zip(literal.elements, tupleType.elements) {
                parts.append(try evaluateInitializer(part.expression, declaredAs: partType.type,
                                                     expecting: try annotatedType(partType.type)))
            }
            let labels = zip(literal.elements, tupleType.elements).map { part, partType in
                part.label?.text ?? partType.firstName?.text
            }
            return try Self.checkedNesting(.tuple(labels: labels, parts: parts), at: literal)
        }
        if let arrayType = written.as(ArrayTypeSyntax.self), isPasted(arrayType.element),
           let literal = value.as(ArrayExprSyntax.self) {
            var items: [ScriptValue] = []
            for element in literal.elements {
                items.append(try evaluateInitializer(element.expression, declaredAs: arrayType.element,
                                                     expecting: try annotatedType(arrayType.element)))
            }
            return try Self.checkedNesting(.array(items), at: literal)
        }
        if let dictionaryType = written.as(DictionaryTypeSyntax.self), isPasted(dictionaryType.key),
           let literal = value.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = literal.content else { return .array([]) }
            var pairs: [ScriptValue] = []
            for element in elements {
                let key = try evaluateInitializer(element.key, declaredAs: dictionaryType.key,
                                                  expecting: try annotatedType(dictionaryType.key))
                let item = try evaluateInitializer(element.value, declaredAs: dictionaryType.value,
                                                   expecting: try annotatedType(dictionaryType.value))
                pairs.append(.array([key, item]))
            }
            return try Self.checkedNesting(.array(pairs), at: literal)
        }
        return nil
    }

    /// `var tags: [String] = .init()`, `let bag: Set<AnyCancellable> = .init()`: an empty collection of the declared
    /// type (a dictionary is kept as an array of its pairs, as `Dictionary<K, V>()` makes it).
    static func isEmptyCollectionInit(_ value: ExprSyntax, declaredAs type: TypeSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
              access.declName.baseName.text == "init" else { return false }
        let written = unwrapped(type)
        return written.hasPrefix("[") || collectionTypeNames.contains(String(written.prefix { $0 != "<" }))
    }

    /// `init(…)` of `.init([…])`, `shared` of `.shared`: the member a leading-dot value names, with `(…)` where it is
    /// called; nil for any other expression.
    /// `flag ? .kilometers : .miles`: the condition's elements and the two members, where both are written with a
    /// leading dot; nil for any other expression.
    static func choiceBetweenLeadingDots(_ value: ExprSyntax) -> (condition: [ExprSyntax], then: ExprSyntax, otherwise: ExprSyntax)? {
        guard let elements = value.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count >= 3,
              let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              let otherwise = elements.last,
              leadingDotMember(ternary.thenExpression) != nil, leadingDotMember(otherwise) != nil,
              !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return nil }
        return (Array(elements.dropLast(2)), ternary.thenExpression, otherwise)
    }

    static func leadingDotMember(_ value: ExprSyntax) -> String? {
        let call = value.as(FunctionCallExprSyntax.self)
        guard let access = (call?.calledExpression ?? value).as(MemberAccessExprSyntax.self), access.base == nil else {
            return nil
        }
        return access.declName.baseName.text + (call == nil ? "" : "(…)")
    }

    /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`).
    /// A declaration's bindings, each name without a type or a value typed as Swift types it: by the next one's
    /// annotation (`var x, width: CGFloat` declares two CGFloats).
    static func typedBindings(_ bindings: PatternBindingListSyntax) -> [PatternBindingSyntax] {
        var typed = Array(bindings)
        var shared: TypeAnnotationSyntax?
        for index in typed.indices.reversed() {
            if let annotation = typed[index].typeAnnotation {
                shared = typed[index].initializer == nil ? annotation : nil
            } else if typed[index].initializer == nil, typed[index].accessorBlock == nil, let shared {
                typed[index].typeAnnotation = shared
            } else {
                shared = nil
            }
        }
        return typed
    }

    /// The function type a declaration is written with, inside `@escaping`, parentheses or an optional.
    static func functionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
        var current = type
        while let written = current {
            if let function = written.as(FunctionTypeSyntax.self) { return function }
            if let attributed = written.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let optional = written.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let tuple = written.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
                current = tuple.elements.first?.type
            } else {
                return nil
            }
        }
        return nil
    }

    /// `Set<Tag>`, `Set`, optional or not.
    static func isSetType(_ type: TypeSyntax) -> Bool {
        let written = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        return written.as(IdentifierTypeSyntax.self)?.name.text == "Set"
    }

    static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.trimmedText.hasPrefix("Optional<")
    }

    /// The name of a written type without its `?`, `!` and `Optional<…>`.
    static func unwrapped(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return unwrapped(optional.wrappedType) }
        if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped(implicit.wrappedType) }
        // `some ButtonStyle`, `any Reusable`: a value of a type conforming to the protocol.
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return unwrapped(opaque.constraint) }
        let written = type.trimmedText
        guard written.hasPrefix("Optional<"), written.hasSuffix(">") else { return written }
        return String(written.dropFirst("Optional<".count).dropLast())
    }

    /// Changes the variable just declared, in the innermost scope or the session.
    private mutating func updateDeclared(_ name: String, _ change: (inout Variable) -> Void) {
        if scopes.isEmpty {
            if var variable = session.variables[name] {
                change(&variable)
                session.setVariable(name, variable)
            }
        } else if var variable = scopes[scopes.count - 1][name] {
            change(&variable)
            scopes[scopes.count - 1][name] = variable
        }
    }

    /// Whether the accessors are only `willSet` and `didSet`: the property is stored, with observers (see
    /// ``runObservers(_:of:old:new:self:around:at:)``).
    static func isObservedStoredProperty(_ accessors: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = accessors.accessors, !list.isEmpty else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// The body of a getter: `{ … }`, `{ get { … } }`.
    func getter(_ accessors: AccessorBlockSyntax, type: TypeSyntax?) throws(ScriptError) -> Accessor {
        switch accessors.accessors {
        case .getter(let body): return Accessor(body: body, type: type)
        case .accessors(let list):
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                  let body = get.body else {
                throw ScriptError("only getters of computed properties run here", at: accessors)
            }
            var accessor = Accessor(body: body.statements, type: type)
            if let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let setBody = set.body {
                accessor.setter = (set.parameters?.name.text ?? "newValue", setBody.statements)
            }
            return accessor
        }
    }

    /// The value types a type annotation can name by their own Swift names, plus the aliases pasted code uses.
    static let annotatedTypes: [String: ValueType] = {
        let named: [ValueType] = [.number, .integer, .bool, .string, .size, .point, .rect, .insets, .dimension,
                                  .layoutSize, .sizeRange, .attributedString, .font, .image, .elements, .style]
        var types = Dictionary(uniqueKeysWithValues: named.map { ($0.description, $0) })
        for alias in Evaluator.floatingTypeNames { types[alias] = .number }
        for alias in Evaluator.integerTypeNames { types[alias] = .integer }
        types["NSMutableAttributedString"] = .attributedString
        for alias in ["[ASDisplayNode]", "[ASLayoutSpec]", "[ASLayoutElement]"] { types[alias] = .elements }
        return types
    }()

    /// The value type a written type annotation stands for; nil where any value fits (elements, arrays of other
    /// things, dictionaries, closures, pasted types and types layoutrepl does not model, such as `IndexPath`).
    func valueType(of type: TypeSyntax) throws(ScriptError) -> ValueType? {
        var name = type.trimmedText.filter { $0 != " " }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        // `LoadState<[Track]>` of a pasted generic type: that type, whatever it holds.
        if let angle = name.firstIndex(of: "<"), session.program.types[pastedTypeName(String(name[..<angle]))] != nil {
            name = String(name[..<angle])
        }
        name = pastedTypeName(name)
        // `typealias PhotoSize = (width: CGFloat, height: CGFloat)`: the tuple type it names.
        if name.hasPrefix("("), !type.is(TupleTypeSyntax.self), let aliased = Self.parsedType(name),
           aliased.is(TupleTypeSyntax.self) {
            return try valueType(of: aliased)
        }
        if let known = Self.annotatedTypes[name] { return known }
        if session.program.types[name]?.kind == .enumeration { return .enumeration(name) }
        if let array = type.as(ArrayTypeSyntax.self) ?? type.as(OptionalTypeSyntax.self)?.wrappedType.as(ArrayTypeSyntax.self),
           let element = try valueType(of: array.element) {
            return element == .element ? .elements : .array(element)
        }
        // `Set<Amenity>`, `Array<ASLayoutElement>`: held as an array of its elements, typed as `[Amenity]` is.
        let unwrappedType = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        if let generic = unwrappedType.as(IdentifierTypeSyntax.self), ["Set", "Array"].contains(generic.name.text),
           let argument = generic.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
           let element = try valueType(of: argument) {
            return element == .element ? .elements : .array(element)
        }
        if let generic = unwrappedType.as(IdentifierTypeSyntax.self), ["Range", "ClosedRange"].contains(generic.name.text),
           let argument = generic.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self),
           let bound = try valueType(of: argument), bound == .number || bound == .integer {
            return .range(bound)
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            // Values of a type layoutrepl does not model are kept as they are: still a dictionary, looked up by key.
            return .dictionary(try valueType(of: dictionary.value) ?? .any)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            var parts: [ValueType?] = []
            for element in tuple.elements { parts.append(try valueType(of: element.type)) }
            let labels = tuple.elements.map { $0.firstName.map(\.text) }
            return parts.contains { $0 != nil } || labels.contains { $0 != nil } ? .tuple(parts, labels: labels) : nil
        }
        let api = ScriptAPI.shared
        if let enumeration = api.enumeration(named: name) {
            return enumeration.isOptionSet ? .optionSet(name) : .enumeration(name)
        }
        if api.type(named: name)?.isElement == true { return nil }
        return api.annotationType(named: name)
    }

    /// The value type of a declaration's annotation. A type the entry declares further down (`var state:
    /// DownloadState = .idle` above `enum DownloadState`, as a hoisted paste orders them) is declared first, as Swift
    /// sees a file's types from its first line.
    mutating func declaredValueType(of type: TypeSyntax) throws(ScriptError) -> ValueType? {
        for token in type.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { try declareTypeAhead(name) }
        }
        if let known = try valueType(of: type) { return known }
        // `var keyboardType: UIKeyboardType { … return .phonePad }`: a UIKit type layoutrepl has no values of, which
        // only the keyboard, the view or the drawing reads; its values are accepted as that.
        let written = Self.unwrapped(type)
        if written.hasPrefix("UI"), written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }),
           session.program.types[pastedTypeName(written)] == nil,
           ScriptAPI.shared.type(named: written)?.isElement != true {
            return .anyIgnored(written)
        }
        return nil
    }

    /// A type written as text (a typealias's target), parsed as Swift parses an annotation.
    static func parsedType(_ text: String) -> TypeSyntax? {
        guard case .decl(let decl)? = Parser.parse(source: "let _: \(text)").statements.first?.item else { return nil }
        return decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
    }

    // MARK: Functions

    /// A function declaration. `layoutSpecThatFits` pasted on its own runs at once, as before: its body's `let`s
    /// become session variables and the spec it returns is the root. Any other function is kept and runs when
    /// called.
    mutating func declareFunction(_ function: FunctionDeclSyntax) throws(ScriptError) {
        let name = function.name.text
        if name == "layoutSpecThatFits", selfContext == nil {
            try runPastedLayoutSpecThatFits(function)
            return
        }
        if !scopes.isEmpty {
            // A helper declared inside a method (`func makeTitle() -> ASLayoutSpec` in layoutSpecThatFits) sees the
            // method's `self` and locals, as a Swift nested function captures them.
            localFunctions.removeAll { $0.depth > scopes.count }
            localFunctions.append(LocalFunction(name: name, declaration: function, depth: scopes.count,
                                                selfContext: selfContext, captured: scopes))
            return
        }
        session.program.declare(function)
        if selfContext == nil, let written = function.signature.returnClause?.type,
           returnsElement(Self.unwrapped(written)) {
            session.program.uncalledElementFunctions.removeAll { $0.name.text == name }
            session.program.uncalledElementFunctions.append(function)
        }
    }

    /// Whether a function's written return type is a node or spec: a Texture class, a pasted node class, or an app
    /// class named as a node.
    private func returnsElement(_ typeName: String) -> Bool {
        ScriptAPI.shared.type(named: typeName)?.isElement == true
            || session.program.types[typeName]?.isNodeClass == true
            || isUnpastedAppNodeClass(typeName)
    }

    private mutating func runPastedLayoutSpecThatFits(_ function: FunctionDeclSyntax) throws(ScriptError) {
        guard let body = function.body else {
            throw ScriptError("layoutSpecThatFits needs a body", at: function)
        }
        if let parameter = function.signature.parameterClause.parameters.first {
            let name = (parameter.secondName ?? parameter.firstName).text
            if name != "constrainedSize" { declare(name, .sizeRange(session.constrainedSize), isConstant: true) }
        }
        if selfContext == nil { try fillUnsetOptionalNodes(at: function) }
        let saved = (returnType, runsPastedLayoutMethod)
        (returnType, runsPastedLayoutMethod) = (.element, true)
        defer { (returnType, runsPastedLayoutMethod) = saved }
        var value: ScriptValue
        let firstMade = session.tree.count
        switch try executeItems(body.statements) {
        case .returned(let returned): value = returned
        default:
            if body.statements.count == 1, let only = body.statements.first, case .expr(let expression) = only.item {
                value = try evaluate(expression, expecting: .element)
            } else if let outermost = session.newestUncontainedElement(), outermost.index >= firstMade {
                // `let header = ASInsetLayoutSpec(…)` then `...`: the return is in the code the snippet leaves out,
                // or a snippet written without it (which Swift refuses).
                let name = session.tree[outermost].name
                note(session.entryHasElisions
                     ? "layoutSpecThatFits returns in the code left out, so the outermost spec it makes is drawn: \(name)"
                     : "layoutSpecThatFits ends without a return, which Swift requires (return \(name)); the outermost "
                        + "spec it makes is drawn")
                value = .element(outermost)
            } else {
                throw ScriptError("layoutSpecThatFits ended without returning a spec", at: body.rightBrace)
            }
        }
        // `return stack.inset()` through an app extension that was not pasted: the spec it was called on.
        if case .unknown(let path) = value, let kept = standIn(forUnknown: path, as: .element) { value = kept }
        guard case .element(let root) = value else {
            throw ScriptError("layoutSpecThatFits must return a layout spec, got \(describe(value))", at: body)
        }
        session.root = root
    }

    /// The argument labels of a function, `_` for an unlabelled parameter.
    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map(\.firstName.text)
    }

    // MARK: Types

    /// A type the running entry declares further down, used above its declaration (`let thumb = GifNode()` before
    /// `class GifNode: ASImageNode`, or in a layout method pasted above `enum Size`): declared now, as Swift sees a
    /// file's types from its first line, and left alone when its own statement comes. A class's `static let` pasted
    /// at the top level is declared ahead the same way, by its key `Self.name`.
    mutating func declareTypeAhead(_ name: String) throws(ScriptError) {
        guard !session.program.declares(name), declaringType.flatMap({ session.program.types["\($0).\(name)"] }) == nil,
              let decl = session.program.typesAhead.removeValue(forKey: name) else { return }
        // Read from inside a function or closure (a pasted layout method), or by a static member of a type being
        // declared (`static let nameWidth = Screen.width - 128` above `struct Screen`), it is still declared at the
        // top level.
        let saved = (scopes, selfContext, declaringType)
        (scopes, selfContext, declaringType) = ([], nil, nil)
        defer { (scopes, selfContext, declaringType) = saved }
        _ = try executeDeclaration(decl)
        session.program.declaredAhead.insert(decl.id)
    }

    /// A top-level constant the entry declares further down, read by a function or layout method pasted above it, or
    /// a `private let` anywhere above it (a file's global, which Swift makes on its first read; see
    /// `ScriptSession.constantKey`): declared now, and left alone when its own statement comes. A constant whose value
    /// cannot be computed yet is left to its own statement.
    mutating func declareConstantAhead(_ name: String) throws(ScriptError) {
        guard session.variables[name] == nil, let decl = session.program.typesAhead["let \(name)"] else { return }
        let isFileGlobal = decl.as(VariableDeclSyntax.self)?.modifiers
            .contains { ["private", "fileprivate"].contains($0.name.text) } == true
        guard runsPastedLayoutMethod || callDepth > 0 || isFileGlobal else { return }
        let before = self
        do {
            try declareTypeAhead("let \(name)")
        } catch {
            if Interruption.isRequested { throw error }
            self = before
            session.program.typesAhead["let \(name)"] = nil
        }
    }

    /// The full name of a type declared inside the type whose members are being declared (`Layout.Insets`).
    func qualified(_ name: String) -> String {
        declaringType.map { "\($0).\(name)" } ?? name
    }

    /// Texture's node classes whose own code gives them a size or a spec (`-[ASButtonNode layoutSpecThatFits:]`, a
    /// text's or image's `calculateSizeThatFits:`), so a subclass that only sets them up is drawn as it is.
    static let selfSizingNodeClasses: Set = [
        "ASButtonNode", "ASTextNode", "ASTextNode2", "ASImageNode", "ASNetworkImageNode", "ASMultiplexImageNode",
        "ASEditableTextNode", "ASVideoNode", "ASVideoPlayerNode", "ASTextCellNode",
    ]

    /// The standard library's protocols a plain class adopts first (`class Post: CustomStringConvertible`): none of
    /// them is a superclass.
    static let standardProtocolNames: Set = [
        "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable", "Codable",
        "Encodable", "Decodable", "Identifiable", "Sendable", "AnyObject", "Error", "CaseIterable",
    ]

    /// A struct, enum or class: its static members are evaluated now, in order; instance members are kept for
    /// when it is instantiated; nested types are declared under the qualified name.
    mutating func declareType(_ name: String, kind: UserType.Kind, inherits: InheritanceClauseSyntax?,
                              members: MemberBlockItemListSyntax, at node: some SyntaxProtocol) throws(ScriptError)
    {
        let fullName = qualified(name)
        // `class Field: ASDisplayNode & FieldView`: a composition names the superclass and protocols one by one; a
        // generic superclass the paste declares (`class TitleCell: BaseCell<String>`) is the class its arguments
        // specialize; Texture's keep theirs (`ASDKViewController<ProfileNode>` names the controller's node).
        let program = session.program
        func named(_ type: TypeSyntax) -> String {
            guard let generic = type.as(IdentifierTypeSyntax.self), generic.genericArgumentClause != nil,
                  program.types[generic.name.text] != nil || program.typesAhead[generic.name.text] != nil else {
                return type.trimmedText
            }
            return generic.name.text
        }
        // A typealias of a composition (`typealias Listing = Titled & Priced`) adopts each of its protocols.
        func adopted(_ name: String) -> [String] {
            guard let alias = program.aliases[name], alias.contains("&") else { return [name] }
            return alias.split(separator: "&").map { String($0).trimmingWhitespace }
        }
        let written: [String] = inherits?.inheritedTypes.flatMap { inherited in
            inherited.type.as(CompositionTypeSyntax.self)?.elements.map { named($0.type) } ?? [named(inherited.type)]
        } ?? []
        let inherited = written.flatMap(adopted)
        // A superclass the file declares further down is declared first: what a class is depends on it.
        if kind == .classType, let first = inherited.first, declaringType == nil { try declareTypeAhead(first) }
        var type = UserType(name: fullName, kind: kind)
        if kind == .classType, let first = inherited.first, let nodeClass = Self.viewControllerNodeClass(first) {
            type.superclass = nodeClass
            type.isViewController = true
            type.controllerNodeTypeName = Self.genericArgument(of: first)
        } else if kind == .classType, inherited.first == "UIViewController", Self.hostsNodes(members) {
            // A UIKit view controller that adds nodes to its view and frames them in viewDidLayoutSubviews(), as
            // Texture's examples do with a table node: its view is drawn as a node as big as the screen.
            type.superclass = "ASDisplayNode"
            hostNodes(in: &type, members: members)
        } else if kind == .classType, let first = inherited.first, session.program.types[first] == nil,
                  Self.isAppNodeControllerBase(first, members: members) {
            // `FeedViewController: BaseASViewController`, the app's base not pasted, whose code uses `node`: a
            // Texture view controller's, whose node is an ASDisplayNode.
            type.superclass = first
            type.isViewController = true
            session.program.appBaseClasses[first] = "ASDisplayNode"
            session.noteStandInClass(first, as: "ASDKViewController<ASDisplayNode>")
        } else if kind == .classType, let first = inherited.first, Self.hostsNodes(members),
                  let base = session.program.types[first], base.kind == .classType,
                  session.program.lineage(of: first).filter({ $0.kind == .classType }).last?.platformSuperclass
                    == "UIViewController" {
            // `SingleCardViewController: CodeBasedViewController`, the app's own base of UIViewController: the
            // controller hosts nodes as one declared on UIViewController does, its bases made as its node with it.
            for ancestor in session.program.lineage(of: first) where ancestor.kind == .classType {
                session.program.types[ancestor.name]?.isViewController = true
                session.program.types[ancestor.name]?.isNodeClass = true
                if ancestor.platformSuperclass != nil {
                    session.program.types[ancestor.name]?.platformSuperclass = nil
                    session.program.types[ancestor.name]?.superclass = "ASDisplayNode"
                }
            }
            type.superclass = first
            hostNodes(in: &type, members: members)
        } else if kind == .classType, let first = inherited.first,
           session.program.types[first]?.kind == .classType || ScriptAPI.shared.type(named: first)?.isElement == true {
            type.superclass = first
        } else if kind == .classType, let first = inherited.first,
                  let texture = Self.appBaseClassStandIn(first, membersLayOut: Self.declaresLayout(members)) {
            type.superclass = first
            session.program.appBaseClasses[first] = texture
            session.noteStandInClass(first, as: texture)
        } else if kind == .classType, let first = inherited.first, first != "NSObject",
                  session.program.types[first].map(\.isOnlyExtended) ?? true,
                  ["UI", "NS", "CA"].contains(where: first.hasPrefix), !session.program.protocols.contains(first),
                  !Self.standardProtocolNames.contains(first) {
            type.platformSuperclass = first
        }
        // A class's first inherited name is its superclass, unless it is a protocol the paste declares (`final class
        // Model: Shouting` adopts it and has no superclass); the rest, and all of a struct's or enum's, are protocols.
        let adoptsFirst = kind != .classType || type.superclass == nil && inherited.first.map { first in
            session.program.protocols.contains(first) || Self.standardProtocolNames.contains(first)
        } == true
        type.conformances = Array(inherited.dropFirst(adoptsFirst ? 0 : 1))
        type.unknownProtocols = type.conformances.filter { name in
            session.program.types[name] == nil && ScriptAPI.shared.type(named: name) == nil
        }
        type.isNodeClass = kind == .classType && session.program.catalogClass(of: type) != nil
        let attributes = Syntax(node).asProtocol(WithAttributesSyntax.self)?.attributes
            .compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText } ?? []
        type.isPropertyWrapper = attributes.contains("propertyWrapper")
        type.isResultBuilder = attributes.contains("resultBuilder")
        session.program.types[fullName] = type
        if kind == .enumeration, let raw = inherited.first, raw == "String" || Self.annotatedTypes[raw] != nil {
            session.program.types[fullName]?.rawValues = [:]
        }
        try addMembers(members, to: fullName, rawType: kind == .enumeration ? inherited.first : nil)
        if type.isNodeClass, session.program.types[fullName]?.hasLayout(in: session.program) == true {
            session.program.uninstantiatedClasses.append(fullName)
        } else if type.isNodeClass, let methods = session.program.types[fullName]?.methods {
            // Texture's manual layout: a size from calculateSizeThatFits(_:) (see `measureInstance`) and subnode frames
            // set in layout() (see `runManualLayouts`).
            let measures = methods["calculateSizeThatFits"] != nil
            // A subclass of a node class that sizes itself (a button set up in its init, a text or image node) is
            // laid out by its class, as Texture lays it out.
            let sizesItself = !type.isViewController
                && session.program.catalogClass(of: type).map(Self.selfSizingNodeClasses.contains) == true
            // A view controller fills the screen with what its node holds (`super.init(node: tableNode)`), and a
            // subclass of a UIKit one that hosts nodes fills the nodes its base adds.
            let isController = session.program.lineage(of: fullName).contains { $0.isViewController }
            if measures || session.program.types[fullName]?.setsFramesByHand == true || isController || sizesItself {
                session.program.uninstantiatedClasses.append(fullName)
            }
        }
        if type.isViewController, let written = inherited.first, let open = written.firstIndex(of: "<"),
           written.hasSuffix(">"),
           case let nodeClass = String(written[written.index(after: open)..<written.index(before: written.endIndex)]),
           session.program.types[nodeClass]?.hasLayout(in: session.program) == true,
           !session.program.uninstantiatedClasses.contains(fullName) {
            // `ScreenViewController: ASDKViewController<ScreenNode>`: the controller is drawn, as its node fills the
            // screen (a node class alone is laid out in the container, unbounded in height).
            session.program.uninstantiatedClasses.append(fullName)
        }
    }

    /// The node class of a Texture view controller a class inherits (`ASDKViewController<ASScrollNode>`, and
    /// `ASViewController`, its name before Texture 3): the controller's whole layout is its `node`'s, so layoutrepl
    /// makes the controller as that node, its `node` being itself. `ASDisplayNode` without a generic argument.
    static func viewControllerNodeClass(_ written: String) -> String? {
        let base = written.prefix { $0 != "<" }
        // TextureSwiftSupport's `DisplayNodeViewController` hosts a node laid out by the controller's own
        // `layoutSpecThatFits`, at its view's size, as Texture's controller does.
        if base == "DisplayNodeViewController" { return "ASDisplayNode" }
        guard base == "ASDKViewController" || base == "ASViewController" else { return nil }
        guard let argument = genericArgument(of: written) else { return "ASDisplayNode" }
        return ScriptAPI.shared.type(named: argument)?.isElement == true ? argument : "ASDisplayNode"
    }

    /// `ScreenNode` of `ASDKViewController<ScreenNode>`; nil for a name without one.
    static func genericArgument(of written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return nil }
        return String(written[written.index(after: open)..<written.index(before: written.endIndex)]).filter { $0 != " " }
    }

    /// A class, actor, struct, enum or typealias, at the top level or nested in a type (then named `Outer.Inner`).
    private mutating func declareTypeOrAlias(_ decl: DeclSyntax) throws(ScriptError) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl(let classDecl):
            try declareType(classDecl.name.text, kind: .classType, inherits: classDecl.inheritanceClause,
                            members: classDecl.memberBlock.members, at: classDecl)
        case .actorDecl(let actorDecl):
            // An actor is a class whose state its own tasks take turns on; run in one thread, it is a class.
            try declareType(actorDecl.name.text, kind: .classType, inherits: actorDecl.inheritanceClause,
                            members: actorDecl.memberBlock.members, at: actorDecl)
        case .structDecl(let structDecl):
            try declareType(structDecl.name.text, kind: .structure, inherits: structDecl.inheritanceClause,
                            members: structDecl.memberBlock.members, at: structDecl)
        case .enumDecl(let enumDecl):
            try declareType(enumDecl.name.text, kind: .enumeration, inherits: enumDecl.inheritanceClause,
                            members: enumDecl.memberBlock.members, at: enumDecl)
        case .typeAliasDecl(let alias):
            session.program.aliases[qualified(alias.name.text)] = alias.initializer.value.trimmedText
        default:
            break
        }
    }

    /// `extension Name { … }`: more members for a pasted type (or a Texture class, whose instances then have the
    /// methods too).
    private mutating func extendType(_ extensionDecl: ExtensionDeclSyntax) throws(ScriptError) {
        var name = session.program.resolvedTypeName(extensionDecl.extendedType.trimmedText)
        // `extension Optional where Wrapped == String`: kept apart from those for other wrapped types.
        if name == "Optional", let wrapped = extensionDecl.genericWhereClause?.requirements.lazy
            .compactMap({ $0.requirement.as(SameTypeRequirementSyntax.self) })
            .first(where: { $0.leftType.trimmedText == "Wrapped" })?.rightType.trimmedText {
            name = "Optional<\(wrapped)>"
            if session.program.types[name] == nil { session.program.types[name] = UserType(name: name, kind: .structure) }
        }
        // An extension above the type it extends (files pasted in folder order): Swift's order of declarations
        // does not matter, so the type is declared first.
        try declareTypeAhead(name)
        if session.program.types[name] == nil {
            if ScriptAPI.shared.type(named: name) != nil {
                session.program.types[name] = UserType(name: name, kind: .classType)
            } else if Self.declaresLayout(extensionDecl.memberBlock.members),
                      let texture = Self.appBaseClassStandIn(name, membersLayOut: true) {
                // `extension ProfileNode { override func layoutSpecThatFits… }` pasted without the class: a node class
                // of that name stands in, its subnodes found as the layout names them.
                var type = UserType(name: name, kind: .classType)
                type.superclass = texture
                type.isNodeClass = true
                session.program.types[name] = type
                session.noteStandInClass(name, as: texture)
            } else if !Self.standardLibraryTypeNames.union(Self.foundationTypeNames).union(Self.floatingTypeNames)
                        .union(Self.integerTypeNames).union(["Range", "ClosedRange"]).contains(name),
                      !session.program.protocols.contains(name),
                      closestName(to: name, in: ScriptAPI.shared.globalNames + Array(session.program.types.keys)) != nil {
                throw ScriptError("cannot extend '\(name)': it is neither a pasted type nor a Texture class"
                    + didYouMean(name, in: ScriptAPI.shared.globalNames + Array(session.program.types.keys)),
                    at: extensionDecl.extendedType)
            } else {
                // A library's, the app's or Foundation's type (`extension Reactive where Base: ASButtonNode`,
                // `extension Date`): its members are kept, for pasted code that calls them.
                var type = UserType(name: name, kind: .structure)
                type.isOnlyExtended = true
                session.program.types[name] = type
            }
        }
        try addMembers(extensionDecl.memberBlock.members, to: name, rawType: nil)
        session.program.types[name]?.conformances += extensionDecl.inheritanceClause?.inheritedTypes
            .map { $0.type.trimmedText } ?? []
        // `extension ProfileNode { override func layoutSpecThatFits(…) }`, the way many apps split a node class.
        let program = session.program
        if let type = program.types[name], type.isNodeClass, type.hasLayout(in: program),
           !program.uninstantiatedClasses.contains(name),
           !program.instances.values.contains(where: { $0.typeName == name }) {
            session.program.uninstantiatedClasses.append(name)
        }
    }

    private mutating func addMembers(_ members: MemberBlockItemListSyntax, to typeName: String, rawType: String?)
        throws(ScriptError)
    {
        let savedDeclaring = declaringType
        let savedSelf = selfContext
        declaringType = typeName
        selfContext = SelfContext(typeName: typeName, value: .type)
        defer {
            declaringType = savedDeclaring
            selfContext = savedSelf
        }
        var nextRawValue = 0
        // Evaluated once every member is known: `static let shared = Settings()` makes an instance with all the
        // stored properties declared below it (Swift evaluates a static on first use, after the whole type).
        var staticStoredProperties: [(name: String, binding: PatternBindingSyntax)] = []
        for member in members {
            let decl = member.decl
            switch decl.as(DeclSyntaxEnum.self) {
            case .variableDecl(let variables):
                let isStatic = variables.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in Self.typedBindings(variables.bindings) {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw ScriptError("only simple names can be declared in a type", at: binding.pattern)
                    }
                    if let accessors = binding.accessorBlock, Self.isObservedStoredProperty(accessors) {
                        session.program.types[typeName]?.observers[name] = accessors
                    }
                    if let accessors = binding.accessorBlock, !Self.isObservedStoredProperty(accessors) {
                        let accessor = try getter(accessors, type: binding.typeAnnotation?.type)
                        if isStatic {
                            session.program.types[typeName]?.staticComputed[name] = accessor
                        } else {
                            session.program.types[typeName]?.computedProperties[name] = accessor
                        }
                    } else if isStatic {
                        staticStoredProperties.append((name, binding))
                    } else if variables.modifiers.contains(where: { $0.name.text == "override" }),
                              binding.initializer == nil, binding.accessorBlock != nil {
                        // `override var isSelected: Bool { didSet { … } }`: observers of the inherited property, which
                        // the node keeps; no stored property of the class's own.
                        continue
                    } else {
                        session.program.types[typeName]?.storedProperties.append(StoredProperty(
                            name: name, binding: binding,
                            isConstant: variables.bindingSpecifier.tokenKind == .keyword(.let),
                            isLazy: variables.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }))
                    }
                }
            case .functionDecl(let function):
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                let name = function.name.text
                if isStatic {
                    session.program.types[typeName]?.staticMethods[name, default: []].append(function)
                } else {
                    session.program.types[typeName]?.methods[name, default: []].append(function)
                }
            case .initializerDecl(let initializer):
                session.program.types[typeName]?.initializers.append(initializer)
            case .enumCaseDecl(let caseDecl):
                for element in caseDecl.elements {
                    let caseName = element.name.text
                    session.program.types[typeName]?.cases.append(caseName)
                    if let parameters = element.parameterClause?.parameters {
                        session.program.types[typeName]?.associatedValues[caseName] = parameters.map { parameter in
                            AssociatedValue(label: parameter.firstName?.text, type: parameter.type)
                        }
                    }
                    guard let rawType = rawType else { continue }
                    if let rawValue = element.rawValue {
                        let value = try evaluate(rawValue.value, expecting: Self.annotatedTypes[rawType])
                        if case .int(let int) = value { nextRawValue = int + 1 }
                        session.program.types[typeName]?.rawValues[caseName] = value
                    } else if rawType == "String" {
                        session.program.types[typeName]?.rawValues[caseName] = .string(caseName)
                    } else if Self.annotatedTypes[rawType] == .integer {
                        session.program.types[typeName]?.rawValues[caseName] = .int(nextRawValue)
                        nextRawValue += 1
                    }
                }
            case .classDecl, .actorDecl, .structDecl, .enumDecl, .typeAliasDecl:
                try declareTypeOrAlias(decl)
            case .ifConfigDecl(let ifConfig):
                if case .decls(let active)? = Self.activeClause(ifConfig)?.elements {
                    try addMembers(active, to: typeName, rawType: rawType)
                }
            case .subscriptDecl(let subscriptDecl):
                session.program.types[typeName]?.subscripts.append(subscriptDecl)
            case .deinitializerDecl:
                continue
            case .macroExpansionDecl(let macro) where macro.macroName.text == "warning":
                continue  // a message to whoever builds the app
            default:
                throw ScriptError("this member is not supported in a pasted type", at: decl)
            }
        }
        // Swift makes each static on first use, so one may use a static declared after it (`static let shared =
        // Theme()` above the `static var instances` its init counts in): one that fails waits for the others.
        var pending = staticStoredProperties
        while !pending.isEmpty {
            var failed: [(String, PatternBindingSyntax)] = []
            var firstError: ScriptError?
            for (name, binding) in pending {
                do {
                    let value = try staticValue(binding, named: name)
                    session.program.types[typeName]?.staticValues[name] = value
                    session.program.types[typeName]?.staticAnnotations[name] = binding.typeAnnotation?.type
                } catch {
                    if Interruption.isRequested { throw error }
                    firstError = firstError ?? error
                    failed.append((name, binding))
                }
            }
            if let firstError, failed.count == pending.count { throw firstError }
            pending = failed
        }
    }

    /// A static stored property, evaluated once its type's members are declared (Swift evaluates it on first use;
    /// layout code does not tell the difference).
    private mutating func staticValue(_ binding: PatternBindingSyntax, named name: String) throws(ScriptError)
        -> ScriptValue
    {
        if let wrapped = try wrappedValue(of: binding) { return wrapped }
        guard let initializer = binding.initializer else {
            throw ScriptError("static property '\(name)' needs a value", at: binding)
        }
        var expected: ValueType?
        if let annotation = binding.typeAnnotation { expected = try valueType(of: annotation.type) }
        let value = try evaluateInitializer(initializer.value, declaredAs: binding.typeAnnotation?.type, expecting: expected)
        return try convertDeclared(value, to: expected, at: initializer.value, context: name)
    }

    /// The value a property declared with a pasted property wrapper holds (`@UserDefault(key: "amount",
    /// defaultValue: 20) static var amount: Double`, `@Clamped(0...100) var progress = 150.0`): the wrapper made from
    /// the attribute's arguments, with the initial value as its `wrappedValue:` when there is one, as Swift makes
    /// it, and read through its `wrappedValue` once. Later writes replace the value; they do not go through the
    /// wrapper. Nil for a property without such a wrapper.
    mutating func wrappedValue(of binding: PatternBindingSyntax) throws(ScriptError) -> ScriptValue? {
        guard let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for case .attribute(let attribute) in variable.attributes {
            let written = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attribute.attributeName.trimmedText
            let name = session.program.resolvedTypeName(written)
            guard let wrapperType = session.program.types[name], wrapperType.isPropertyWrapper else { continue }
            // A wrapper that reaches the class instance holding it (`static subscript(_enclosingInstance:…)`, whose
            // `wrappedValue` is unavailable) keeps the value in the instance: the property holds its initial value.
            if wrapperType.subscripts.contains(where: { $0.parameterClause.parameters.first?.firstName.text == "_enclosingInstance" }) {
                return nil
            }
            var arguments: [WrittenArgument] = []
            if let initial = binding.initializer?.value { arguments.append(WrittenArgument(label: "wrappedValue", expression: initial)) }
            if case .argumentList(let list)? = attribute.arguments {
                arguments += list.map { WrittenArgument(label: $0.label?.text, expression: $0.expression) }
            }
            let wrapper = try instantiate(name, arguments, at: attribute)
            let value = try member("wrappedValue", of: wrapper, at: attribute)
            // `@Clamped(0...1) var level: Double = 0` of a generic wrapper: the literal is the property's Double.
            if case .int(let whole) = value, let annotation = binding.typeAnnotation?.type,
               try annotatedType(annotation) == .number {
                return .number(Double(whole))
            }
            return value
        }
        return nil
    }

    /// The Texture class an app's base class that was not pasted stands in as, when the subclass is evidently a
    /// node: its superclass is named like one (`BaseNode`, `FeedCell`), or it lays out (`layoutSpecThatFits`).
    /// Nil for anything else (`NSObject`, a protocol, a UIKit view). A library's node class named like Texture's
    /// (`ASMCellNode` of ASMvvm) is one too.
    static func appBaseClassStandIn(_ name: String, membersLayOut: Bool) -> String? {
        guard let first = name.first, first.isUppercase, ScriptAPI.shared.type(named: name) == nil,
              !["UI", "NS", "CA"].contains(where: name.hasPrefix) else { return nil }
        if let known = standInClasses.first(where: { name.hasSuffix($0.suffix) }) { return known.className }
        if name.hasSuffix("Node") || membersLayOut { return "ASDisplayNode" }
        return name.hasSuffix("Cell") ? "ASCellNode" : nil
    }

    /// Whether an app class a class inherits from, not pasted, is a Texture view controller: its name says it is a
    /// view controller, not UIKit's, and the class's own code reads the controller's `node`.
    static func isAppNodeControllerBase(_ name: String, members: MemberBlockItemListSyntax) -> Bool {
        guard name.hasSuffix("ViewController") || name.hasSuffix("Controller"), isAppTypeName(name),
              !["UI", "NS"].contains(where: name.hasPrefix) else { return false }
        return members.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "node" && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period
        }
    }

    /// Makes a UIKit view controller that adds nodes to its view one made as a node as big as the screen.
    private mutating func hostNodes(in type: inout UserType, members: MemberBlockItemListSyntax) {
        type.isViewController = true
        type.hostsNodesInUIKitView = true
        type.loadedViewNodeNames = Self.nodesLoadedAsView(members)
        note("\(type.name) is a UIKit view controller that hosts nodes: its view is drawn as a node as big as the "
            + "screen, the nodes its code frames where it frames them, the others filling the view")
    }

    /// Whether a view controller's body adds nodes to its view (`view.addSubnode(tableNode)`,
    /// `view.addSubview(cardNode.view)`) or makes a node's view its own (`override func loadView() { view = rootNode.view }`).
    static func hostsNodes(_ members: MemberBlockItemListSyntax) -> Bool {
        !nodesLoadedAsView(members).isEmpty || members.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                  token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.tokenKind
                    == .identifier("view") else { return false }
            switch token.tokenKind {
            case .identifier("addSubnode"): return true
            case .identifier("addSubview"), .identifier("insertSubview"):
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                return call?.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "view"
            default: return false
            }
        }
    }

    /// The properties whose node's view a view controller's `loadView()` makes its view (`view = rootNode.view`):
    /// that node is the whole screen, as an ASDKViewController's node is.
    static func nodesLoadedAsView(_ members: MemberBlockItemListSyntax) -> [String] {
        members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == "loadView" }.flatMap { method in
            method.body?.statements.compactMap { item -> String? in
                let written = item.item.trimmedText.filter { !$0.isWhitespace }
                guard let assigned = ["view=", "self.view="].first(where: written.hasPrefix), written.hasSuffix(".view")
                else { return nil }
                let node = written.dropFirst(assigned.count).dropLast(".view".count)
                let name = node.hasPrefix("self.") ? node.dropFirst("self.".count) : node
                return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !name.isEmpty ? String(name) : nil
            } ?? []
        }
    }

    /// Whether a class body declares `layoutSpecThatFits`.
    static func declaresLayout(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            member.decl.as(FunctionDeclSyntax.self)?.name.text == "layoutSpecThatFits"
        }
    }
}

extension UserType {
    /// Whether the class or a pasted superclass lays out its subnodes (`layoutSpecThatFits` or a
    /// `layoutSpecBlock` set in an initializer, or in a method an initializer calls).
    func hasLayout(in program: Program) -> Bool {
        let lineage = program.lineage(of: name)
        let setsBlock = { (body: CodeBlockSyntax?) in body?.description.contains("layoutSpecBlock") == true }
        // An override of an app base class that was not pasted (`override func configure()`) is what that class's
        // own init calls, as the shell runs it (see `configuringMethods`).
        let overridesAppBase = lineage.contains { type in type.superclass.map { program.appBaseClasses[$0] != nil } ?? false }
        return lineage.contains { type in
            type.methods["layoutSpecThatFits"] != nil
                || type.initializers.contains { setsBlock($0.body) }
                || (overridesAppBase && type.methods.values.joined().contains { method in
                    method.modifiers.contains { $0.name.text == "override" } && setsBlock(method.body)
                })
        } || Evaluator.initializerReach(of: lineage).methods.contains { setsBlock($0.body) }
    }
}
