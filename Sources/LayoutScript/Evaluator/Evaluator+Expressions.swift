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
        case .integerLiteralExpr(let literal):
            return try numberLiteral(literal.literal.text, isInteger: true, expecting: expected, at: literal)
        case .floatLiteralExpr(let literal):
            return try numberLiteral(literal.literal.text, isInteger: false, expecting: expected, at: literal)
        case .booleanLiteralExpr(let literal): return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let literal): return try evaluateString(literal)
        case .declReferenceExpr(let reference): return try evaluateName(reference, expecting: expected)
        case .memberAccessExpr(let access): return try evaluateMemberAccess(access, expecting: expected)
        case .functionCallExpr(let call): return try evaluateCall(call, expecting: expected)
        case .sequenceExpr(let sequence): return try evaluateSequence(sequence, expecting: expected)
        case .prefixOperatorExpr(let prefix): return try evaluatePrefix(prefix, expecting: expected)
        case .postfixOperatorExpr(let postfix) where postfix.operator.text == "...":
            // `text.startIndex...` (a range up from a bound, as `NSRange(_:in:)` takes it): its upper end is open.
            guard case .int(let lower) = try evaluate(postfix.expression, expecting: .integer) else {
                throw ScriptError("a range written 'bound...' needs an Int bound here", at: postfix.expression)
            }
            return .range(lower: lower, upper: Int.max)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, expecting: expected)
            }
            // A tuple: its parts by position (`let (w, h) = (1, 2)`, `pair.0`) and by label (`size.w`).
            var parts: [ScriptValue] = []
            var types: [ValueType?] = Array(repeating: nil, count: tuple.elements.count)
            var labels = tuple.elements.map { $0.label?.text }
            if case .tuple(let expectedParts, let expectedLabels)? = expected, expectedParts.count == types.count {
                types = expectedParts
                // `rowNodes[kind] ?? (ASTextNode(), ASTextNode())` where `(title:value:)` goes: the type's labels.
                if labels.allSatisfy({ $0 == nil }) { labels = expectedLabels }
            }
            for (element, type) in zip(tuple.elements, types) {
                parts.append(try evaluate(element.expression, expecting: type))
            }
            return try Self.checkedNesting(.tuple(labels: labels, parts: parts), at: tuple)
        case .arrayExpr(let array): return try evaluateArray(array, expecting: expected)
        case .dictionaryExpr(let dictionary): return try evaluateDictionary(dictionary, expecting: expected)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, expecting: expected)
            if case .null = value {
                if let standIn = try unsetOptionalStandIn(unwrap.expression) { return standIn }
                if let given = try textGivenByTheApp(unwrap.expression) { return given }
                throw ScriptError("unexpectedly found nil while unwrapping an Optional value (Swift stops the app "
                    + "here)", at: unwrap.exclamationMark)
            }
            return value
        case .optionalChainingExpr(let chaining):
            let value = try evaluate(chaining.expression, expecting: expected)
            if case .null = value, let standIn = try unsetOptionalStandIn(chaining.expression, nilHandled: true) {
                return standIn
            }
            return value
        case .subscriptCallExpr(let subscriptCall): return try evaluateSubscript(subscriptCall)
        case .tryExpr(let tryExpression): return try evaluateTry(tryExpression, expecting: expected)
        // `bump(&count)`: the value goes in; the function's end writes it back (see ``runPastedBody``).
        case .inOutExpr(let argument): return try evaluate(argument.expression, expecting: expected)
        case .awaitExpr(let awaitExpression): return try evaluate(awaitExpression.expression, expecting: expected)
        case .isExpr(let isExpression):
            return .bool(isOfType(try evaluate(isExpression.expression), isExpression.type.trimmedText) ?? true)
        case .ifExpr(let ifExpression): return try evaluateIfExpression(ifExpression, expecting: expected)
        case .switchExpr(let switchExpression): return try evaluateSwitchExpression(switchExpression, expecting: expected)
        case .ternaryExpr(let ternary):
            return try evaluateTernary(ternary.condition, ternary.thenExpression, ternary.elseExpression,
                                       expecting: expected)
        case .infixOperatorExpr(let infix):
            return try evaluateBinary(.operand(infix.leftOperand), infix.operator, .operand(infix.rightOperand),
                                      expecting: expected)
        case .asExpr(let cast):
            let value = try evaluate(cast.expression, expecting: expected)
            if let array = Self.appArray(castFrom: value, to: cast.type) { return array }
            switch cast.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: return isOfType(value, cast.type.trimmedText) == false ? .null : value
            case .exclamationMark?:
                if isOfType(value, cast.type.trimmedText) == false {
                    throw ScriptError("could not cast \(describe(value)) to \(cast.type.trimmedText) (Swift stops "
                        + "the app here)", at: cast)
                }
                return value
            default: return value
            }
        case .closureExpr(let closure):
            var made = Closure(syntax: closure, captured: scopes + (try capturedValues(of: closure)),
                               selfElement: selfContext?.element)
            if case .record(let record)? = selfContext?.value { made.selfRecord = record }
            if case .type? = selfContext?.value { made.selfType = selfContext?.typeName }
            return try Self.checkedNesting(.closure(made), at: closure, collections: false)
        case .discardAssignmentExpr(let discard):
            throw ScriptError("'_' can only be assigned to", at: discard)
        case .superExpr(let superExpression):
            throw ScriptError("'super' is only accepted in super.init()", at: superExpression)
        case .typeExpr(let type): return .typeReference(type.type.trimmedText)
        case .macroExpansionExpr(let macro): return try evaluateLiteralMacro(macro)
        case .keyPathExpr(let keyPath):
            guard let function = keyPathFunction(keyPath) else {
                throw ScriptError("only key paths of properties (\\.title, \\.image?.size) run here", at: keyPath)
            }
            return function
        case .genericSpecializationExpr(let generic):
            // `Array<String>.init()`, `PublishSubject<Event>.init()`: the type; its arguments change nothing layout
            // reads, as in `PublishRelay<IndexPath?>()`.
            if let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               Self.collectionTypeNames.contains(name) {
                return .typeReference(name)
            }
            return try evaluate(generic.expression, expecting: expected)
        default:
            throw ScriptError("this kind of expression is not supported: \(expression.kind)", at: expression)
        }
    }

    // MARK: Literals

    /// A string literal; interpolations (`"Item \(i)"`) are evaluated.
    private mutating func evaluateString(_ literal: StringLiteralExprSyntax) throws(ScriptError) -> ScriptValue {
        if let plain = literal.representedLiteralValue { return .string(try checkedString(plain, at: literal)) }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                // The part's escapes (`\n`, `\u{…}`) as Swift reads them, with the literal's own delimiters.
                let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(part)]))
                text = try checkedString(text + (alone.representedLiteralValue ?? part.content.text), at: part)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first else {
                    throw ScriptError("an interpolation takes one value", at: interpolation)
                }
                var value = try evaluate(only.expression)
                if case .unknown(let path) = value { value = standIn(forUnknown: path, as: .string) ?? value }
                text = try checkedString(text + printed(value, of: only.expression), at: interpolation)
            }
        }
        return .string(text)
    }

    /// A value as Swift's string interpolation and `print` show it.
    /// What `print` and `"\(…)"` show for the value of `expression`: `Optional(…)` around a value that Swift types
    /// as an optional (a variable declared `T?` or `T!`, a `?.` chain, `as?`, `try?`), as Swift shows it.
    func printed(_ value: ScriptValue, of expression: ExprSyntax) -> String {
        if case .array(let entries) = value, isDictionary(expression) {
            // A dictionary is held as its key-value pairs: Swift shows `["a": 1]`, and `[:]` when empty.
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { entry in
                guard let pair = entry.tupleParts, pair.count == 2 else { return interpolatedPart(entry, depth: 1) }
                return interpolatedPart(pair[0], depth: 1) + ": " + interpolatedPart(pair[1], depth: 1)
            }.joined(separator: ", ") + "]"
        }
        // `[count, nil]`: an array literal holding an optional is an array of optionals, each value shown as one.
        if case .array(let items) = value, let literal = expression.as(ArrayExprSyntax.self),
           literal.elements.contains(where: { $0.expression.is(NilLiteralExprSyntax.self)
               || printsAsOptional($0.expression) }) {
            return "[" + items.map { $0 == .null ? "nil" : Self.optionalText(interpolated($0), of: $0) }
                .joined(separator: ", ") + "]"
        }
        guard value != .null, printsAsOptional(expression) else { return interpolated(value) }
        return Self.optionalText(interpolated(value), of: value)
    }

    /// `Optional(…)` around a value's text, a string's quoted, as Swift's description of an optional shows it.
    static func optionalText(_ text: String, of value: ScriptValue) -> String {
        if case .string = value { return "Optional(\"\(text)\")" }
        return "Optional(\(text))"
    }

    /// A closure's capture list (`{ [count, title = model.title] in … }`): the values its names have when the closure
    /// is made, as Swift copies them, in a scope of their own; none for `self`, which a closure reads as it is.
    private mutating func capturedValues(of closure: ClosureExprSyntax) throws(ScriptError) -> [Scope] {
        guard let items = closure.signature?.capture?.items, !items.isEmpty else { return [] }
        let copies = Scope()
        for item in items {
            let name = item.name.text
            guard name != "self", item.name.tokenKind != .keyword(.self) else { continue }
            if let initializer = item.initializer {
                copies[name] = Variable(value: try evaluate(initializer.value), isConstant: true)
            } else if item.specifier == nil, let variable = lookup(name) {
                copies[name] = Variable(value: variable.value, isConstant: true, type: variable.type)
            }
        }
        return copies.variables.isEmpty ? [] : [copies]
    }

    /// The `description` of a pasted type that adopts CustomStringConvertible, as print and string interpolation
    /// use it (`"\(category)"` of `enum Category: CustomStringConvertible`). Run on a copy of the evaluator: only the
    /// text matters. Nil for other values, and where the getter cannot run.
    private func customDescription(of value: ScriptValue) -> String? {
        let typeName: String
        let selfValue: SelfContext.SelfValue
        switch value {
        case .record(let record): (typeName, selfValue) = (record.typeName, .record(current(record)))
        case .enumCase(let type, _): (typeName, selfValue) = (type, .value(value))
        default: return nil
        }
        let lineage = session.program.lineage(of: typeName)
        guard describingDepth < 4, lineage.contains(where: { $0.conformances.contains("CustomStringConvertible") }),
              let accessor = lineage.lazy.compactMap({ $0.computedProperties["description"] }).first else { return nil }
        var probe = self
        probe.describingDepth += 1
        guard case .string(let text)? = try? probe.runGetter(accessor, self: SelfContext(typeName: typeName, value: selfValue),
                                                             at: accessor.body) else { return nil }
        return text
    }

    private func printsAsOptional(_ expression: ExprSyntax) -> Bool {
        if expression.is(ForceUnwrapExprSyntax.self) { return false }
        if let cast = expression.as(AsExprSyntax.self) { return cast.questionOrExclamationMark?.text == "?" }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), let operand = sequence.elements.first {
            // `name as Any` keeps the optional it holds.
            return cast.questionOrExclamationMark == nil ? printsAsOptional(operand) : cast.questionOrExclamationMark?.text == "?"
        }
        if let attempt = expression.as(TryExprSyntax.self) { return attempt.questionOrExclamationMark?.text == "?" }
        return Self.isOptionalChain(expression) || isDeclaredOptional(expression)
    }

    /// How deep a printed value is shown; deeper parts print as `…` (a value nested in itself, an object graph with
    /// a cycle, would otherwise recurse until the stack runs out).
    static let maximumPrintedDepth = 64

    func interpolated(_ value: ScriptValue) -> String { interpolated(value, depth: 0) }

    private func interpolated(_ value: ScriptValue, depth: Int) -> String {
        guard depth <= Self.maximumPrintedDepth else { return "…" }
        let interpolatedPart = { (part: ScriptValue) -> String in self.interpolatedPart(part, depth: depth + 1) }
        if depth < 8, let described = customDescription(of: value) { return described }
        switch value {
        case .number(let number): return Self.swiftDescription(number)
        case .int(let int): return String(int)
        case .null: return "nil"
        case .array(let values):
            // Shown up to the longest string layoutrepl makes: the description of 5,000 long texts would take
            // gigabytes.
            var shown = "["
            for (index, value) in values.enumerated() {
                if index > 0 { shown += ", " }
                guard shown.utf8.count <= Self.maximumStringLength else { return shown + "…]" }
                shown += interpolatedPart(value)
            }
            return shown + "]"
        case .tuple(let labels, let parts):
            var shown: [String] = []
            for (label, part) in zip(labels, parts) {
                shown.append((label.map { "\($0): " } ?? "") + interpolatedPart(part))
            }
            return "(" + shown.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed): return closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
        case .interval(let lower, let upper, let closed):
            return Self.swiftDescription(lower) + (closed ? "..." : "..<") + Self.swiftDescription(upper)
        case .enumCase(_, let name), .unresolvedMember(let name): return name
        case .record(let held):
            let record = current(held)
            let type = session.program.types[record.typeName]
            // `downloading(progress: 0.5)`: a case with its values, labelled as declared.
            if let (_, name, values) = enumCase(of: value) {
                if values.isEmpty { return name }
                let labels = type?.associatedValues[name]?.map(\.label) ?? []
                return name + "(" + values.enumerated().map { index, part in
                    let label = labels.indices.contains(index) ? labels[index] : nil
                    return (label.map { "\($0): " } ?? "") + interpolatedPart(part)
                }.joined(separator: ", ") + ")"
            }
            // An instance of a class prints as its module and name (a class's properties may hold it again: a
            // parent's children pointing back at it).
            if record.objectID != nil { return "\(session.environment.moduleName).\(record.typeName)" }
            // `Post(title: "Hello", likes: 3)`: the stored properties in declaration order.
            let declared = (type?.storedProperties.map(\.name) ?? []).filter { record.fields[$0] != nil }
            let names = declared + record.fields.keys.filter { !declared.contains($0) }.sorted()
            let optional = Set(type?.storedProperties.filter(\.isOptional).map(\.name) ?? [])
            return "\(record.typeName)(" + names.map { name in
                let part = record.fields[name] ?? .void
                let shown = interpolatedPart(part)
                // `opt: Optional(main.Inner(x: 4))`: a present value of an optional property, as Swift shows it.
                return "\(name): " + (optional.contains(name) && part != .null ? "Optional(\(shown))" : shown)
            }.joined(separator: ", ") + ")"
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .element(let id): return session.tree[id].name
        case .unknown(let path): return path
        // As an iOS app prints them: CoreGraphics' debug descriptions, UIEdgeInsets' fields.
        case .size(let size): return "(\(Self.swiftDescription(size.width)), \(Self.swiftDescription(size.height)))"
        case .point(let point): return "(\(Self.swiftDescription(point.x)), \(Self.swiftDescription(point.y)))"
        case .rect(let rect):
            return "(" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Self.swiftDescription)
                .joined(separator: ", ") + ")"
        case .sizeRange(let range):
            return "ASSizeRange(min: \(interpolated(.size(range.min), depth: depth + 1)), max: "
                + "\(interpolated(.size(range.max), depth: depth + 1)))"
        case .insets(let insets):
            return "UIEdgeInsets(top: \(Self.swiftDescription(insets.top)), left: \(Self.swiftDescription(insets.left)), "
                + "bottom: \(Self.swiftDescription(insets.bottom)), right: \(Self.swiftDescription(insets.right)))"
        // Foundation's description of a Date: `2024-05-14 08:30:05 +0000`.
        case .object("Date", _):
            return ScriptAPI.date(ScriptAPI.moment(of: value), inPattern: "yyyy-MM-dd HH:mm:ss '+0000'")
        // Foundation's description of a URL: its string.
        case .object("URL", let fields):
            if case .string(let text)? = fields["absoluteString"] { return text }
            return describe(value)
        // A metatype (`type(of: cell)`, `Card.self`) shows its type's name.
        case .typeReference(let name): return name
        default: return describe(value)
        }
    }

    private mutating func evaluateArray(_ array: ArrayExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        try Self.checkedNesting(try evaluateArrayItems(array, expecting: expected), at: array)
    }

    /// How deep arrays, tuples, structs, enum cases, class instances and closures may nest in one another. Comparing
    /// and releasing a value recurse once per level, so a loop of `items = [items]`, of `node.next = head` or of a
    /// closure capturing the one before would end in a stack overflow; real data nests a handful of levels.
    static let maximumValueNesting = 1000

    /// The value, or an error where it nests deeper than ``maximumValueNesting``. Walks at most that many levels
    /// (and a bounded number of parts), so checking each new value keeps building one linear. Without `collections`
    /// it follows only the links a stored property or a captured variable makes (instances and closures), which
    /// stays cheap for a value that holds a long array.
    static func checkedNesting(_ value: ScriptValue, at node: some SyntaxProtocol, collections: Bool = true)
        throws(ScriptError) -> ScriptValue
    {
        var pending: [(ScriptValue, Int)] = [(value, 0)]
        var capturedScopes: Set<ObjectIdentifier> = []
        var objects: Set<Int> = []
        var visited = 0
        // The first parts of each value only, and a bounded number in all: a chain nests through one part or a
        // few, and a value that shares its parts (`a = [a, a]`) is not walked once per path through it.
        func follow(_ parts: some Sequence<ScriptValue>, below depth: Int) {
            pending += parts.lazy.prefix(1000).filter { $0.links || collections && $0.holdsValues }.map { ($0, depth + 1) }
        }
        while let (next, depth) = pending.popLast(), visited < 10_000 {
            visited += 1
            guard depth <= maximumValueNesting else {
                throw ScriptError("this value nests more than \(maximumValueNesting) levels deep (arrays, structs, class "
                    + "instances or closures in one another); layoutrepl stops there", at: node)
            }
            switch next {
            case .array(let items) where collections: follow(items, below: depth)
            case .tuple(_, let parts) where collections: follow(parts, below: depth)
            case .record(let record):
                // An instance of a class reached again through another property is walked once.
                if let object = record.objectID, !objects.insert(object).inserted { continue }
                follow(record.fields.values, below: depth)
            case .closure(let closure):
                for scope in closure.captured where capturedScopes.insert(ObjectIdentifier(scope)).inserted {
                    follow(scope.variables.values.lazy.map(\.value), below: depth)
                }
                if let record = closure.selfRecord { follow(CollectionOfOne(.record(record)), below: depth) }
            default: break
            }
        }
        return value
    }

    private mutating func evaluateArrayItems(_ array: ArrayExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let elementType: ValueType?
        switch expected {
        case .elements?: elementType = .element
        case .array(let element)?: elementType = element
        case .optionSet?: elementType = expected
        default: elementType = nil
        }
        let expressions = array.elements.map(\.expression)
        guard elementType == nil, expressions.contains(where: Self.isImplicitMemberChain) else {
            var values: [ScriptValue] = []
            for expression in expressions { values.append(try evaluate(expression, expecting: elementType)) }
            // `[1.5, 100]`, `[spacing, 8]` of a CGFloat: Swift types the integer literals as the floating elements.
            if elementType == nil, values.contains(where: { if case .number = $0 { true } else { false } }) {
                for (index, expression) in expressions.enumerated() where Self.isLiteralOnly(.operand(expression)) {
                    if case .int(let whole) = values[index] { values[index] = .number(Double(whole)) }
                }
            }
            return .array(values)
        }
        // `[Section.all, .people]`: Swift types the leading-dot elements from the element that names the type.
        var values = [ScriptValue](repeating: .void, count: expressions.count)
        var inferred: ValueType?
        var pastedStruct: TypeSyntax?
        for (index, expression) in expressions.enumerated() where !Self.isImplicitMemberChain(expression) {
            values[index] = try evaluate(expression)
            if inferred == nil { inferred = literalElementType(of: values[index]) }
            // `[Weekdays.mon, .tue]` of a pasted struct (an option set, a type with static values).
            if pastedStruct == nil, case .record(let record) = values[index], enumCase(of: values[index]) == nil,
               session.program.types[record.typeName] != nil {
                pastedStruct = Self.parsedType(record.typeName)
            }
        }
        for (index, expression) in expressions.enumerated() where Self.isImplicitMemberChain(expression) {
            if inferred == nil, let pastedStruct {
                values[index] = try evaluateInitializer(expression, declaredAs: pastedStruct, expecting: nil)
            } else {
                values[index] = try evaluate(expression, expecting: inferred)
            }
        }
        return .array(values)
    }

    /// The type an array literal's value gives its leading-dot siblings: its enumeration (a pasted one's case with
    /// values too) or its value type; nil for nodes and values of no modelled type.
    private func literalElementType(of value: ScriptValue) -> ValueType? {
        switch value {
        case .record(let record) where session.program.types[record.typeName]?.kind == .enumeration:
            return .enumeration(record.typeName)
        case .element, .style: return nil
        default: return value.valueType
        }
    }

    /// `[.font: UIFont.systemFont(ofSize: 17)]` as key-value pairs; only the font matters later.
    private mutating func evaluateDictionary(_ dictionary: DictionaryExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        var valueType: ValueType?
        if case .dictionary(let type)? = expected { valueType = type }
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
            var value = try evaluate(element.value, expecting: valueType)
            if case .unknown(let path) = value, ScriptAPI.attributeKeyName(keyName) == "font" {
                value = try appFontStandIn(path, element.value)
            }
            pairs.append(.array([keyName, value]))
        }
        return try Self.checkedNesting(.array(pairs), at: dictionary)
    }

    /// A font from the app's other files (`FontStyle.bold.font(size: 22)`, `Fonts.title`): the system font at the
    /// size the call passes (a `size:`, `ofSize:`, `fontSize:` or `pointSize:` argument), else at the default size;
    /// noted as a stand-in.
    mutating func appFontStandIn(_ path: String, _ expression: ExprSyntax) throws(ScriptError) -> ScriptValue {
        let sizeLabels: Set = ["size", "ofSize", "fontSize", "pointSize"]
        if let call = Self.withoutOptionalMarks(expression).as(FunctionCallExprSyntax.self),
           let argument = call.arguments.first(where: { $0.label.map { sizeLabels.contains($0.text) } ?? false }),
           case .number(let size) = try evaluate(argument.expression, expecting: .number), size.isFinite, size > 0 {
            session.noteStandIn("the system font at \(formatPoints(size)) pt", for: path)
            return .font(size: size)
        }
        return standIn(forUnknown: path, as: .font) ?? .unknown(path)
    }

    // MARK: Names and members

    /// A bare name: a local, a stored or computed property of `self`, a static member inside a type, a session
    /// variable, a top-level computed variable, a constant or a type.
    private mutating func evaluateName(_ reference: DeclReferenceExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let name = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) || name == "self" {
            if let variable = lookup("self") { return variable.value }
            return selfValue ?? .typeReference("Self")
        }
        if reference.baseName.tokenKind == .keyword(.Self) {
            return .typeReference(selfContext?.typeName ?? "Self")
        }
        try resolveLazyProperty(name)
        if name == "isEmpty", lookup(name) == nil, case .record(let record)? = selfValue, isOptionSet(record.typeName),
           let bits = optionBits(.record(record)) {
            // `var none: Bool { isEmpty }` inside the app's OptionSet: its own SetAlgebra property.
            return .bool(bits == 0)
        }
        if let variable = lookup(name) {
            if !variable.isInitialized, let standIn = unsetTopLevelStandIn(name, variable) { return standIn }
            return current(try initialized(variable, name, at: reference))
        }
        if let value = try selfMember(name, at: reference) { return value }
        if Self.namesProjectedValue(name) {
            // `$isMuted`: a property wrapper's projected value (`@Published`'s publisher), an app stream that
            // delivers once, as the app's streams do: the property's value where the paste declares it.
            if let wrapped = selfField(String(name.dropFirst())) {
                return .object(type: "Published", fields: ["value": wrapped.value])
            }
            return .unknown(name)
        }
        if let accessor = session.program.computedVariables[name] {
            return try computedVariable(name, accessor, at: reference)
        }
        if name == "constrainedSize" { return .sizeRange(session.constrainedSize) }
        let api = ScriptAPI.shared
        if let constant = api.constants.first(where: { $0.name == name }) {
            return constant.value(in: session.environment)
        }
        try declareConstantAhead(name)
        if let variable = topLevelVariable(name) { return try initialized(variable, name, at: reference) }
        if let state = try asyncDisplayKit1ButtonState(name, at: reference) { return state }
        try declareTypeAhead(name)
        let resolved = Self.swift3TypeNames[name] ?? pastedTypeName(name)
        if session.program.types[resolved] != nil { return .typeReference(resolved) }
        if api.type(named: resolved) != nil || api.enumeration(named: resolved) != nil
            || Self.integerTypeNames.contains(resolved) || Self.floatingTypeNames.contains(resolved) {
            return .typeReference(resolved)
        }
        if let ignored = ignoreImplicitSelfMember(name) { return ignored }
        if name == "style", selfContext == nil {
            // `style.width = …` from a node class's own layout method pasted at the top level: that node is not
            // drawn here, so its style is not either. A member no style has (`style.titleFont`) is read from an
            // app value of that name, such as the init's `style` parameter.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               ScriptAPI.shared.property(member, ofType: "ASLayoutElementStyle") == nil {
                return .unknown("style")
            }
            note("style lines of the pasted class's own node are ignored: that node is not drawn at the top level")
            return .unknown("self.style")
        }
        if let id = selfContext?.element, name.first?.isLowercase == true, looksLikeAppName(name),
           let inherited = try inheritedAppMember(name, of: id, asNode: expected == .element || expected == .optionalElement
                                                      || Self.readsNodeMember(reference), at: reference) {
            // `borderView` in a subclass of an app class that was not pasted: the superclass's member, a node where
            // a layout element goes (`children: [titleNode, borderView]`) or whose style or node property is used.
            return inherited
        }
        if let id = selfContext?.element, session.program.isViewController(id) {
            // `navigationItem.title = …` in a view controller made as its node: UIViewController's own member,
            // unknown here, as `self.navigationItem` is; its traits are those layoutrepl lays out with.
            return try name == "traitCollection" ? member(name, of: .element(id), at: reference) : .unknown("self.\(name)")
        }
        if let function = functionReference(name, at: reference) { return function }
        if let unknown = try unknownAppName(name, at: reference, expecting: expected) { return unknown }
        if let ignored = unlistedPlatformType(name) { return ignored }
        throw unknownName(name, at: reference)
    }

    /// Whether a name is read for its style or a property every node has (`borderView.style.height = …`).
    static func readsNodeMember(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id else {
            return false
        }
        let member = access.declName.baseName.text
        return member == "style" || ScriptAPI.shared.property(member, ofType: "ASDisplayNode") != nil
    }

    /// Swift 3 names of UIKit types that apps still spell that way, with the names Swift gives them now.
    /// Older names of types layoutrepl knows by today's: Swift 3's `UIControlState`, and Texture 2's `ASControlState`,
    /// which Texture 3 replaced with UIKit's.
    static let swift3TypeNames = ["UIControlState": "UIControl.State", "ASControlState": "UIControl.State"]

    /// A member of `self` written without `self.`: a computed property of the running type, a static member
    /// inside a static context or an enclosing type, or a property of the node itself (`style` in a node class).
    private mutating func selfMember(_ name: String, at reference: DeclReferenceExprSyntax) throws(ScriptError)
        -> ScriptValue?
    {
        guard let context = selfContext else { return nil }
        if let value = selfValue, case .typeReference = value {} else if let value = selfValue,
           let member = try pastedMember(name, of: value, at: reference) {
            return member
        }
        for typeName in typesSeen(from: context.typeName) {
            if let member = try pastedMember(name, of: .typeReference(typeName), at: reference) { return member }
        }
        // `main` in `extension UIScreen { static func … }`: the extended UIKit type's own static member.
        if case .type = context.value,
           ScriptAPI.shared.staticValues(ofType: context.typeName).contains(where: { $0.name == name }) {
            return try staticMember(name, ofType: context.typeName, at: reference)
        }
        if let id = context.element, let property = ScriptAPI.shared.property(name, ofType: session.className(of: id)) {
            return try member(property.name, of: .element(id), at: reference)
        }
        // `left + right` in `extension UIEdgeInsets`: the value's own properties.
        if case .value(let value) = context.value {
            if let member = try collectionMember(name, of: value, at: reference) { return member }
            if ScriptAPI.shared.property(name, ofType: value.staticTypeName) != nil {
                return try member(name, of: value, at: reference)
            }
        }
        return nil
    }

    /// `super.width` in an override: the computed property as the superclasses of the running method's class declare
    /// it, run with this `self`; a stored property or a Texture property of the node, as `self` reads it. Nil outside a
    /// pasted class's method.
    private mutating func superclassProperty(_ name: String, at access: MemberAccessExprSyntax) throws(ScriptError)
        -> ScriptValue? {
        guard let context = selfContext, let superclass = session.program.types[context.typeName]?.superclass else {
            return nil
        }
        for owner in session.program.lineage(of: superclass) {
            if let accessor = owner.computedProperties[name] {
                return try runGetter(accessor, self: SelfContext(typeName: owner.name, value: context.value), at: access)
            }
        }
        guard let value = selfValue else { return nil }
        return try member(name, of: value, at: access)
    }

    /// A nested type's name and those of the types around it, innermost first: `Feed.Cell.Metrics`, `Feed.Cell`,
    /// `Feed`, where a member named without its type is looked for.
    static func typeAndEnclosingTypes(_ typeName: String) -> [String] {
        let parts = typeName.split(separator: ".", omittingEmptySubsequences: false)
        return (1...Swift.max(1, parts.count)).reversed().map { parts.prefix($0).joined(separator: ".") }
    }

    /// The types whose static members code in `typeName` names without a type: each of ``typeAndEnclosingTypes(_:)``
    /// followed by the classes it inherits from (`created` in `Square`'s class method is `Shape.created`).
    func typesSeen(from typeName: String) -> [String] {
        Self.typeAndEnclosingTypes(typeName).flatMap { type in
            [type] + session.program.lineage(of: type).dropFirst().map(\.name)
        }
    }

    /// `$title`: a property wrapper's projected value (not a closure's `$0`).
    static func namesProjectedValue(_ name: String) -> Bool {
        name.hasPrefix("$") && name.count > 1 && !name.dropFirst().allSatisfy(\.isNumber)
    }

    /// Whether the expected type is an enumeration (a pasted one or Texture's) with a case called `name`.
    private func expectsEnumeration(withCase name: String, _ expected: ValueType?) -> Bool {
        switch expected {
        case .enumeration(let type)?, .optionSet(let type)?:
            return session.program.types[type]?.cases.contains(name) == true
                || ScriptAPI.shared.enumeration(named: type)?.cases.contains { $0.name == name } == true
        default: return false
        }
    }

    /// `Optional<Int>`, `Optional`, `Int?` written as a type in an expression.
    static func namesOptionalType(_ expression: ExprSyntax) -> Bool {
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional" { return true }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
        }
        return expression.is(OptionalChainingExprSyntax.self) == false && expression.trimmedText.hasSuffix("?")
            && expression.is(TypeExprSyntax.self)
    }

    mutating func evaluateMemberAccess(_ access: MemberAccessExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            // `let badge: Int? = .none`: Optional's case, nil, where no enumeration expected has a case of that name.
            if name == "none", access.declName.argumentNames == nil, !expectsEnumeration(withCase: name, expected) {
                return .null
            }
            return noteIgnoredRead(try resolveLeadingDot(name, expecting: expected, at: access), named: name, of: nil)
        }
        if name == "none", Self.namesOptionalType(baseExpression) { return .null }
        if baseExpression.is(SuperExprSyntax.self), let value = try superclassProperty(name, at: access) { return value }
        if Self.namesProjectedValue(name) {
            // `viewModel.$title`, `self.$isMuted`: a property wrapper's projected value, as `$title` is; an
            // `@Published` property's publisher delivers the property's value where the paste declares it.
            let wrapped = String(name.dropFirst())
            if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                if let field = selfField(wrapped) { return .object(type: "Published", fields: ["value": field.value]) }
            } else if !isTopLevelSelf(baseExpression) {
                let base = try evaluate(baseExpression)
                if case .record(let record) = base, session.program.storedProperty(wrapped, of: record.typeName) != nil {
                    return .object(type: "Published", fields: ["value": try member(wrapped, of: base, at: access.declName)])
                }
            }
            return .unknown("\(baseExpression.trimmedText).\(name)")
        }
        if isTopLevelSelf(baseExpression) { return try evaluateSelfMember(name, at: access, expecting: expected) }
        if isTopLevelSelfType(baseExpression) {
            try declareTypeAhead("Self.\(name)")
            if session.variables[name] != nil || session.program.computedVariables[name] != nil {
                return try evaluateSelfMember(name, at: access)
            }
        }
        if let typeName = Self.undeclaredTypeName(baseExpression, in: self), selfContext == nil {
            // `RingCell.side` in the lines of `RingCell` pasted at the top level, its `static let side` among them.
            try declareTypeAhead("Self.\(name)")
            if session.program.staticsAtTopLevel.contains(name), session.variables[name] != nil {
                session.noteHoistedStatic("\(typeName).\(name)")
                return try evaluateSelfMember(name, at: access)
            }
        }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self),
           let variable = topLevelVariable(reference.baseName.text), !variable.isInitialized,
           variable.type == nil || variable.type == .element, !Self.nodePropertyNames.contains(name) {
            // `review.author` in pasted init lines, where the class's `let review: ASTextNode` has no value yet: in
            // the app this `review` is the init's parameter of the same name, an app value.
            return .unknown("\(reference.baseName.text).\(name)")
        }
        if let id = try nodeOfView(baseExpression, geometry: name),
           let geometry = session.nodeProperty(name == "center" ? "position" : name, of: id) {
            return geometry
        }
        // `.Avatar.side` where a CGFloat goes: an implicit member chain starts from the type the whole chain has.
        var base = try evaluate(baseExpression, expecting: Self.isImplicitMemberChain(baseExpression) ? expected : nil)
        if case .null = base, Self.isOptionalChain(baseExpression) { return .null }
        if case .null = base, isShadowedInitParameter(baseExpression) { return .unknown("\(baseExpression.trimmedText).\(name)") }
        // `bounds.size` on a `var bounds: CGRect!` the app's init fills: unwrapped implicitly, as `bounds!.size`.
        if case .null = base, let standIn = try unsetOptionalStandIn(baseExpression) { base = standIn }
        // `ASTextNode.self`: the type as a value, made with `.init()`.
        if name == "self", case .typeReference = base { return base }
        if name == "init", case .typeReference(let typeName) = base,
           let initializer = initializerReference(typeName, access) { return initializer }
        // `runs.map(Array.init)`, `tags.map(Set.init)`: Swift's collections made from each value.
        if name == "init", let collection = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.collectionTypeNames.contains(collection), lookup(collection) == nil,
           let initializer = initializerReference(collection, access) {
            return initializer
        }
        // `tags.map(TagNode.init)` of an app node class that was not pasted: each call makes its stand-in.
        if name == "init", case .unknown(let typeName) = base, isUnpastedAppNodeClass(typeName),
           let initializer = initializerReference(typeName, access) { return initializer }
        // `value.map(scorer.label(for:))`: a method of a pasted type, as the function that calls it.
        if access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id,
           !Self.isPropertyOfPastedValue(name, base, in: session.program),
           let reference = methodReference(baseExpression, name, of: base, at: access)
            ?? collectionMethodReference(baseExpression, name, of: base, at: access)
            ?? elementMethodReference(baseExpression, name, of: base, at: access) {
            return reference
        }
        // `codes.map(Kind.discount)`: a case that carries values, as the function that makes it.
        if case .typeReference(let typeName) = base,
           access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id,
           let maker = enumCaseReference(session.program.resolvedTypeName(typeName), name, at: access) {
            return maker
        }
        // `titles.map(ChipFactory.makeChip)`: a pasted type's static method as a function value.
        if case .typeReference(let typeName) = base, pastedStaticMember(name, ofType: typeName) == nil,
           let method = session.program.types[session.program.resolvedTypeName(typeName)]?.staticMethods[name]?.first,
           let reference = staticMethodReference(typeName, name, method, at: access) { return reference }
        let saved = nilDeclaredAs
        if case .null = base { nilDeclaredAs = declaredWrappedType(of: baseExpression) }
        defer { nilDeclaredAs = saved }
        let value = noteIgnoredRead(try member(name, of: base, at: access.declName), named: name, of: base)
        if case .null = value, let filled = modelFieldTheAppFills(name, of: base, in: access) { return filled }
        return value
    }

    /// The type an optional that is nil was declared with, without its `?`: a variable's (`let name: String?`) or a
    /// pasted type's stored property's (`item.description` of `var description: String?`); nil where unknown.
    private func declaredWrappedType(of expression: ExprSyntax) -> String? {
        let plain = Self.withoutOptionalMarks(expression)
        if let reference = plain.as(DeclReferenceExprSyntax.self) {
            return lookup(reference.baseName.text)?.type?.description
        }
        guard let access = plain.as(MemberAccessExprSyntax.self), let base = access.base,
              let typeName = pastedTypeName(ofValueOf: base),
              let declared = session.program.storedProperty(access.declName.baseName.text, of: typeName)?
                  .binding.typeAnnotation?.type else { return nil }
        return Self.unwrapped(declared)
    }

    /// A stored property of a model the shell made up to draw a pasted class (`Post()` for its `init(post:)`), nil
    /// there, which the class unwraps (`post.photoUrl!`, or a `caption: String!` read as a String): the app fills
    /// its models before it makes a cell from them, so it is the app's value, as the model's other values are.
    private func modelFieldTheAppFills(_ name: String, of base: ScriptValue, in access: MemberAccessExprSyntax)
        -> ScriptValue?
    {
        guard configuresStandIn != nil, case .record(let record) = base,
              session.program.types[record.typeName]?.isNodeClass == false,
              let declared = session.program.lineage(of: record.typeName).lazy.flatMap(\.storedProperties)
                  .first(where: { $0.name == name })?.binding.typeAnnotation?.type else { return nil }
        let unwrapped = declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || (declared.is(OptionalTypeSyntax.self) && access.parent?.is(ForceUnwrapExprSyntax.self) == true)
        guard unwrapped, let base = access.base else { return nil }
        let path = base.trimmedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return .unknown("\(path).\(name)")
    }

    /// Whether `name` is a stored or computed property of the pasted struct, class or node a value is, which a read
    /// of it means rather than a method of the same name.
    static func isPropertyOfPastedValue(_ name: String, _ value: ScriptValue, in program: Program) -> Bool {
        let typeName: String
        switch value {
        case .record(let record):
            if record.fields[name] != nil { return true }
            typeName = record.typeName
        case .element(let id):
            if program.instances[id]?.fields[name] != nil { return true }
            guard let instance = program.instances[id] else { return false }
            typeName = instance.typeName
        default: return false
        }
        // A lazy one not made yet is a property too (`self.tableNode` beside the data source's `tableNode(_:…)`).
        return program.lineage(of: typeName).contains { type in
            type.computedProperties[name] != nil || type.storedProperties.contains { $0.name == name }
        }
    }

    /// The pasted type a name means where it is written: a type nested in the running method's type (or in the one
    /// around it), as Swift looks names up, else a top-level or uniquely nested one (``Program/pastedTypeName(_:)``).
    func pastedTypeName(_ name: String) -> String {
        var scope = selfContext?.typeName ?? declaringType
        while let current = scope {
            let qualified = "\(current).\(name)"
            let nested = session.program.resolvedTypeName(qualified)
            // A type nested in it, or a typealias it declares (`private typealias Row = (label: …, value: …)`); in
            // an extension of UIKit's `UIFont`, `Weight` is `UIFont.Weight`.
            if session.program.types[nested] != nil || nested != qualified { return nested }
            if ScriptAPI.shared.enumeration(named: qualified) != nil || ScriptAPI.shared.type(named: qualified) != nil {
                return qualified
            }
            scope = current.contains(".") ? String(current[..<(current.lastIndex(of: ".") ?? current.endIndex)]) : nil
        }
        return session.program.pastedTypeName(name)
    }

    /// Every property name of Texture's node and spec classes: reading one on a node not yet given a value is the
    /// mistake Swift reports, not an app value.
    static let nodePropertyNames: Set<String> = Set(ScriptAPI.shared.types.filter(\.isElement).flatMap { type in
        ScriptAPI.shared.members(ofType: type.name).map(\.name)
    })

    /// Whether an expression is a postfix chain that starts with a leading dot (`.Avatar`, `.brand.withAlpha(…)`).
    static func isImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let access = current.as(MemberAccessExprSyntax.self) {
                guard let base = access.base else { return true }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let chaining = current.as(OptionalChainingExprSyntax.self) {
                current = chaining.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return false
            }
        }
    }

    /// Whether an expression's postfix chain has a `?.`, so a nil on the way makes the whole chain nil.
    static func isOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base { current = base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
                continue
            }
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression; continue }
            return false
        }
    }

    /// `self.title` is the variable `title`; `self.backgroundColor` and friends are accepted and ignored.
    /// `self` in pasted init or layout lines at the top level, outside any class (also after `guard let self = self`):
    /// its members are the session's variables.
    func isTopLevelSelf(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        // `self!.image` and `self?.image` in a `[weak self]` closure pasted at the top level.
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        if let chaining = expression.as(OptionalChainingExprSyntax.self) { expression = chaining.expression }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), selfContext == nil else { return false }
        guard reference.baseName.tokenKind == .keyword(.self) else {
            // `guard let this = self` (or `strongSelf`) in a `[weak self]` closure: another name for it.
            return lookup(reference.baseName.text)?.value == .typeReference("Self")
        }
        guard let bound = lookup("self") else { return true }
        return bound.value == .typeReference("Self")
    }

    /// `Self` in lines pasted at the top level (`Self.titleColor`), where the class's static members are top-level
    /// constants and functions.
    /// Two measurements compared, added or subtracted, as Foundation does: in their dimension's base unit, the
    /// result in their unit when they share it.
    private mutating func measurementArithmetic(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue,
                                                at op: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        guard let (left, dimension) = ScriptAPI.baseValue(of: lhs), let (right, other) = ScriptAPI.baseValue(of: rhs),
              dimension == other else {
            throw ScriptError("'\(symbol)' takes two measurements of one dimension, got \(describe(lhs)) and \(describe(rhs))",
                              at: op)
        }
        switch symbol {
        case "+", "-":
            guard case .object(_, let leftFields) = lhs, case .object(_, let rightFields) = rhs,
                  let unit = leftFields["unit"] else { break }
            if leftFields["unit"] == rightFields["unit"], case .number(let a)? = leftFields["value"],
               case .number(let b)? = rightFields["value"] {
                return ScriptAPI.measurement(symbol == "+" ? a + b : a - b, unit)
            }
            let base = ScriptAPI.measurementUnits.first { $0.dimension == dimension }?.units.first
            return ScriptAPI.measurement(symbol == "+" ? left + right : left - right,
                                         base.map { ScriptAPI.unitValue($0, of: dimension) } ?? unit)
        case "==", "!=", "<", "<=", ">", ">=":
            return try arithmetic(symbol, .number(left), .number(right), at: op)
        default: break
        }
        throw ScriptError("'\(symbol)' cannot be applied to two measurements", at: op)
    }

    /// The capitalized name an expression is when it names nothing the session knows: no variable, pasted type or
    /// Texture, UIKit or Foundation type (an app class whose lines were pasted without its declaration).
    static func undeclaredTypeName(_ expression: ExprSyntax, in evaluator: Evaluator) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              evaluator.lookup(name) == nil, evaluator.session.program.types[evaluator.session.program.resolvedTypeName(name)] == nil,
              evaluator.session.program.typesAhead[name] == nil, ScriptAPI.shared.type(named: name) == nil else { return nil }
        return name
    }

    func isTopLevelSelfType(_ expression: ExprSyntax) -> Bool {
        selfContext == nil && expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self)
    }

    private mutating func evaluateSelfMember(_ name: String, at access: MemberAccessExprSyntax,
                                             expecting expected: ValueType? = nil) throws(ScriptError) -> ScriptValue
    {
        // `self.avatarNode` is the pasted class's property, a top-level variable, even where a local of that name
        // shadows it (`let avatarNode = ASImageNode(); self.avatarNode = avatarNode` in a pasted setup function).
        if let variable = session.variables[name] ?? lookup(name) {
            if !variable.isInitialized, let standIn = unsetTopLevelStandIn(name, variable) { return standIn }
            return try initialized(variable, name, at: access.declName)
        }
        if let accessor = session.program.computedVariables[name] { return try computedVariable(name, accessor, at: access) }
        if let property = ScriptAPI.shared.property(name, ofType: "ASDisplayNode"), property.access == .visualOnly {
            return ignoreDisplayOnly(property)
        }
        // A member of the class the lines were pasted from that was not pasted: inherited from an app base class
        // (`self.posterNode`) or from UIKit (`self.navigationController`).
        switch try unknownAppName(name, at: access.declName, expecting: expected, readFrom: ExprSyntax(access)) {
        case .unknown?: return .unknown("self.\(name)")
        case let inherited?: return inherited
        case nil: throw unknownName(name, at: access.declName)
        }
    }

    /// A top-level computed variable's value; a node it makes is called by its name (`var photo: ASImageNode { … }`).
    private mutating func computedVariable(_ name: String, _ accessor: Accessor, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let value = try runGetter(accessor, self: nil, at: node)
        if case .element(let id) = value { session.adoptName(name, for: id, provisionally: true) }
        return value
    }

    /// Whether two values are compared as Swift 2 ordered optionals: nil beside nil, a number or a string.
    static func isOptionalOrdering(_ lhs: ScriptValue, _ rhs: ScriptValue) -> Bool {
        func comparable(_ value: ScriptValue) -> Bool {
            switch value {
            case .null, .int, .number, .string: true
            default: false
            }
        }
        return (lhs == .null || rhs == .null) && comparable(lhs) && comparable(rhs)
    }

    /// The geometry a UIKit view or layer measures for itself, each zero.
    static let viewGeometry: [String: ScriptValue] = [
        "intrinsicContentSize": .size(.zero), "contentSize": .size(.zero), "frame": .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
        "bounds": .rect(Rect(x: 0, y: 0, width: 0, height: 0)),
    ]

    /// Display-only Bool properties that ASDisplayNode and its subclasses start as true (ASDisplayNode.mm's init,
    /// UIView's defaults); the others start false.
    static let displayOnlyTrueByDefault: Set = [
        "isOpaque", "isUserInteractionEnabled", "displaysAsynchronously", "isEnabled", "shouldCacheImage",
        "shouldRenderProgressImages", "isAccessibilityElement", "clearsContextBeforeDrawing",
    ]

    /// A leading-dot member, resolved against the type the context expects.
    mutating func resolveLeadingDot(_ name: String, expecting expected: ValueType?, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        switch expected {
        case .enumeration(let type)?, .optionSet(let type)?:
            return try staticMember(name, ofType: type, at: node)
        case .anyIgnored(let type)?:
            return .ignored(type: type)
        case .attributes?:
            // `attributes: .placeholder`: text attributes from the app's extension of Dictionary, from a file not
            // pasted: skipped, and said; the text keeps the default attributes.
            session.noteSkippedCall("[NSAttributedString.Key: Any].\(name)")
            return .array([])
        case let type?:
            if api.type(named: type.description) != nil {
                return try staticMember(name, ofType: type.description, at: node)
            }
            return .unresolvedMember(name)
        case nil:
            return .unresolvedMember(name)
        }
    }

    /// `base.name` for every kind of base: a type (static values, enum cases), an element, a style or a value.
    /// A number's own members: its `description`, and an NSNumber's or NSDecimalNumber's `doubleValue`,
    /// `floatValue`, `decimalValue` (the number) and `intValue`, `integerValue` (truncated toward zero).
    func numberMember(_ name: String, of base: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue? {
        let number: Double
        switch base {
        case .int(let int): number = Double(int)
        case .number(let double): number = double
        default: return nil
        }
        switch name {
        case "description": return .string(interpolated(base))
        case "doubleValue", "floatValue", "decimalValue": return .number(number)
        case "intValue", "integerValue":
            guard number.isFinite, let int = Int(exactly: number.rounded(.towardZero)) else {
                throw ScriptError("\(Self.swiftDescription(number)) does not fit in an Int", at: node)
            }
            return .int(int)
        default: return nil
        }
    }

    mutating func member(_ name: String, of base: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue
    {
        let api = ScriptAPI.shared
        if name == "isEmpty", case .options(let type, let names) = base {
            return .bool(OptionSets.members(of: type, names).isEmpty)
        }
        if name == "value", case .object(let type, let fields) = base, Self.streamTypes.contains(type) {
            // `rating.value` of a `BehaviorRelay`: the value it holds.
            return fields["value"] ?? .null
        }
        if name == "rawValue", let key = ScriptAPI.attributeKeyName(base), Self.isAttributeKey(base) {
            // `$0.key.rawValue` of `[.font: …]`: the attribute's name in UIKit ("NSFont").
            return .string(ScriptAPI.attributeRawValues[key] ?? key)
        }
        if let value = try pastedMember(name, of: base, at: node) { return value }
        if let value = try collectionMember(name, of: base, at: node) { return value }
        if let value = try numberMember(name, of: base, at: node) { return value }
        switch base {
        case .typeReference(let typeName):
            return try staticMember(name, ofType: typeName, at: node)
        case .element(let id):
            if name == "view", session.program.isViewController(id) {
                // A Texture view controller's view is its node's (`node.view`), as big as the screen: the controller
                // made as its node stands for both, so `view.bounds.width` is the screen's width.
                return base
            }
            if name == "center", session.program.isViewController(id) {
                // `view.center` of a controller made as its node: the middle of the screen-sized view.
                return session.nodeProperty("position", of: id) ?? .null
            }
            if name == "traitCollection", session.program.isViewController(id) {
                // UIKit's traits of the controller, those layoutrepl lays out with (the default Dynamic Type size).
                return ScriptAPI.traits(of: "UITraitCollection", in: session.environment)
            }
            let className = session.className(of: id)
            guard let property = api.property(name, ofType: className) else {
                if let unknownClass = session.program.unknownClassNodes[id] {
                    // A property of an app class that was not pasted (`tag.name`, `titleNode.centerSpec`): unknown,
                    // named by the node where the code named it; where a node or spec goes, the node stands in.
                    let owner = session.hasGeneratedName(id) ? unknownClass : session.tree[id].name
                    let path = "\(owner).\(name)"
                    session.program.unknownReceivers[path] = base
                    return .unknown(path)
                }
                if let inherited = try inheritedAppMember(name, of: id, at: node) { return inherited }
                if session.program.isViewController(id) {
                    // `self.navigationController` in a view controller made as its node: UIKit's, unknown here
                    // (a bar's height read from it takes a stand-in).
                    return .unknown("self.\(name)")
                }
                if session.program.controllerNodes.contains(id) {
                    // `viewController.node` of a controller made in code, which is drawn as its node: the node; the
                    // controller's other members (`navigationItem`, `tabBarItem`) are UIKit's, unknown here.
                    return name == "node" ? base : .unknown("\(session.tree[id].name).\(name)")
                }
                if name == "rx" || name == "reactive" {
                    // RxCocoa's and ReactiveCocoa's extensions: bindings of events, which layout never reads.
                    session.noteIgnored(.targets)
                    return .ignored(type: "Reactive")
                }
                if let styleName = deprecatedStyleForwarding(name, on: id) {
                    return try member(styleName, of: .style(id), at: node)
                }
                if let modern = modernNodeProperty(name, on: id) { return try member(modern, of: base, at: node) }
                if let instance = session.program.instances[id],
                   let adopted = session.program.lineage(of: instance.typeName).flatMap(\.unknownProtocols).first {
                    // `fieldNode.reactor?.state` of a class adopting ReactorKit's `View`: the protocol's member, the
                    // app's value.
                    session.noteStandIn("the value \(adopted) gives it", for: "\(session.tree[id].name).\(name)")
                    return .unknown("\(session.tree[id].name).\(name)")
                }
                if selfContext != nil || Self.isLibraryNamespaced(name), isAppExtensionMember(name, ofClass: className) {
                    // `corner.theme.image { … }` in pasted code: a member a library's or the app's extension gives
                    // the Texture class, which was not pasted; its value is the app's.
                    session.noteSkippedCall("\(className).\(name)")
                    return .unknown("\(session.tree[id].name).\(name)")
                }
                if let instance = session.program.instances[id] {
                    // `cell.titel` of a pasted class: named by its class, its own properties suggested with Texture's.
                    let own = Array(instance.fields.keys) + session.program.lineage(of: instance.typeName)
                        .flatMap { Array($0.computedProperties.keys) }
                    let known = own + ScriptAPI.shared.members(ofType: className).map(\.name)
                    throw ScriptError("\(instance.typeName) has no property '\(name)'" + didYouMean(name, in: known),
                                      at: node)
                }
                throw noProperty(name, onType: className, at: node)
            }
            if let given = try contentSetByTheApp(name, of: id, at: node) { return given }
            return try read(property, of: id, at: node)
        case .style(let id):
            guard api.property(name, ofType: "ASLayoutElementStyle") != nil else {
                throw noProperty(name, onType: "ASLayoutElementStyle", at: node)
            }
            guard let value = session.tree[id].style.field(name) else {
                throw ScriptError("style.\(name) can only be set; Texture has no getter for it", at: node)
            }
            return value
        case .ignored(let type):
            if name == "safeAreaInsets" {
                // A view's safe area is the session's (`self.view.safeAreaInsets` in a view controller; :safe-area).
                return .insets(session.environment.safeAreaInsets)
            }
            if let size = ScriptAPI.fixedSizeControls.first(where: { $0.name == type })?.size,
               ["bounds", "frame", "intrinsicContentSize"].contains(name) {
                // `UISwitch().bounds.size`: the size UIKit fixes for the control.
                return name == "intrinsicContentSize" ? .size(size) : .rect(Rect(origin: .zero, size: size))
            }
            if let zero = Self.viewGeometry[name] {
                // A view's or layer's own geometry (`segmentNode.view.intrinsicContentSize`): UIKit measures it when
                // the view is on screen, which layoutrepl cannot, so it is zero here, as before the view's layout.
                note("\(type).\(name) is measured by UIKit, which layoutrepl does not run: it is zero here; give the "
                    + "node a style size to lay it out at the size the app shows")
                return zero
            }
            return base
        case .unknown(let path):
            return .unknown("\(path).\(name)")
        case .record(let record):
            if name == "isEmpty", let bits = optionBits(base), isOptionSet(record.typeName) { return .bool(bits == 0) }
            if let platform = session.program.platformSuperclass(of: record.typeName) {
                // `playView.centerXAnchor`, `layout.footerReferenceSize` of the app's subclass of a UIKit class: what
                // it inherits from UIKit, read as that class's own members are.
                return try member(name, of: .ignored(type: platform), at: node)
            }
            throw ScriptError("\(record.typeName) has no property '\(name)'"
                + didYouMean(name, in: Array(record.fields.keys)), at: node)
        case .null:
            throw ScriptError("'\(name)' is read on nil; write ?. to skip it when the value is nil, or give it a value "
                + "first", at: node)
        default:
            if let value = base.valueField(name) { return value }
            if name == "rawValue", case .enumCase(let type, let caseName) = base,
               let index = ScriptAPI.shared.enumeration(named: type)?.cases.firstIndex(where: { $0.name == caseName }) {
                // A UIKit or Texture enumeration's raw value, which apps pass on to APIs that only draw
                // (`NSUnderlineStyle.single.rawValue`): its position among the cases.
                return .int(index)
            }
            let typeName = base.staticTypeName
            if let extensionValue = appExtensionProperty(name, of: base, typeName: typeName) { return extensionValue }
            throw noProperty(name, onType: typeName, at: node)
        }
    }

    /// `6.5.uiX`, `name.at`: a property no Swift or UIKit type has, nor a slip of one of its names, read on a plain
    /// value, which an extension from the app or a library gives it. A number or size stands in as the value it was
    /// read on (an app's scaling helper, see ``standIn(forUnknown:as:)``), a string as its text; with a note.
    private mutating func appExtensionProperty(_ name: String, of base: ScriptValue, typeName: String) -> ScriptValue? {
        let api = ScriptAPI.shared
        let known = api.members(ofType: typeName).map(\.name) + api.valueMethods(ofType: typeName).compactMap(\.name)
        guard !isLikelySlip(name, of: known), api.type(named: typeName) != nil
            || Self.floatingTypeNames.contains(typeName) || Self.integerTypeNames.contains(typeName) else { return nil }
        session.noteSkippedCall("\(typeName).\(name)")
        switch base {
        case .int, .number, .size, .point, .insets, .rect:
            let path = "\(interpolated(base)).\(name)"
            session.program.unknownReceivers[path] = base
            return .unknown(path)
        case .string(let text):
            return .unknown("\"\(text.prefix(40).filter { $0 != "\"" })\".\(name)")
        default:
            return .unknown("\(typeName).\(name)")
        }
    }

    private func read(_ property: ScriptAPI.Property, of id: ElementID, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        if property.name == "style" { return .style(id) }
        // The layer's position, a display-only property the frame decides (a hand-set one, or the layout's).
        if property.name == "position", let position = session.nodeProperty("position", of: id) { return position }
        switch property.access {
        case .visualOnly:
            // What the code set, else Texture's default where it is a plain Bool or number (`if node.isHidden`).
            if let value = session.program.displayOnlyValues[id]?[property.name] { return value }
            switch property.type.description {
            case "Bool": return .bool(Self.displayOnlyTrueByDefault.contains(property.name))
            case "CGFloat": return .number(property.name == "alpha" ? 1 : 0)
            // Zero until set, as a node's ivars start (ASCellNode's `separatorInset`, read to inset a separator).
            case "UIEdgeInsets": return .insets(.zero)
            // A video node's player and item (read-only, ASVideoNode.h): nil until it has an asset to play.
            case "AVPlayerItem", "AVPlayer": return .null
            // No interface state yet, as `isVisible` is false: the layout drawn is the one Texture calculates before
            // the node is in a visible range (`interfaceState.contains(.visible)` is false).
            case "ASInterfaceState": return .options(type: "ASInterfaceState", names: [])
            // Nil until set, as Texture declares it (a network image node's `url`: `if imageNode.url == nil`).
            default: return property.defaultValue == "nil" ? .null : .ignored(type: property.type.description)
            }
        case .notModelled: return .ignored(type: property.type.description)
        case .writeOnly: throw ScriptError("\(property.name) can only be set", at: node)
        case .readWrite: break
        }
        if let value = session.nodeProperty(property.name, of: id) { return value }
        let element = session.tree[id]
        if case .spec(let spec) = element.kind, let value = spec.fields[property.name] { return value }
        if property.name == "attributedText", !session.program.contentsGiven.contains(id), case .node(let textNode) = element.kind,
           case .text(let text) = textNode.content, text.string.isEmpty {
            return .null
        }
        if let value = element.nodeField(property.name) { return value }
        if property.name == "layoutSpecBlock" {
            throw ScriptError("layoutSpecBlock can only be assigned a closure", at: node)
        }
        return .null
    }

    /// Whether `name`, which a UIKit or Swift type lacks, reads as a misspelling of one of its `candidates` rather than
    /// a member the app's own extension declares. In pasted code a name that only begins a known one is the app's
    /// (Weibo's `UIFont.smallSystemFont`, beside UIKit's `smallSystemFontSize`); typed alone, it is an unfinished name.
    func looksMisspelt(_ name: String, among candidates: [String]) -> Bool {
        guard let closest = closestName(to: name, in: candidates) else { return false }
        return session.entryIsOneStatement || !closest.lowercased().hasPrefix(name.lowercased())
    }

    mutating func staticMember(_ name: String, ofType typeName: String, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        let api = ScriptAPI.shared
        // The file's own static members first, stored or computed (`extension UIFont { static var card: UIFont … }`).
        if let value = try pastedMember(name, of: .typeReference(typeName), at: node) { return value }
        if let value = Self.numberStatic(name, ofType: typeName) { return value }
        if api.displayKind(ofType: typeName) != nil { return .ignored(type: typeName) }
        if let enumeration = api.enumeration(named: typeName) {
            if !enumeration.cases.contains(where: { $0.name == name }),
               let modern = Self.deprecatedCases[typeName]?[name]
                ?? Self.modernCaseName(name, among: enumeration.cases.map(\.name)) {
                session.noteOldSpelling("." + name, "." + modern)
                return try staticMember(modern, ofType: typeName, at: node)
            }
            if enumeration.isOptionSet, ["Default", "None"].contains(name),
               !enumeration.cases.contains(where: { $0.name == name }) {
                // Swift 2 imported an option set's zero member (`ASRelativeLayoutSpecSizingOptionDefault`,
                // `ASCenterLayoutSpecCenteringNone`); Swift 3 made it unavailable in favour of `[]`.
                session.noteOldSpelling("\(typeName).\(name)", "[]")
                return .options(type: typeName, names: [])
            }
            guard enumeration.cases.contains(where: { $0.name == name }) else {
                let names = enumeration.cases.map(\.name)
                var message = "\(typeName) has no case '\(name)'" + didYouMean(name, in: names)
                if names.count <= 12 { message += "; its cases are " + names.map { "." + $0 }.joined(separator: ", ") }
                throw ScriptError(message, at: node)
            }
            return enumeration.isOptionSet
                ? .options(type: typeName, names: [name]) : .enumCase(type: typeName, name: name)
        }
        if let value = api.staticValues(ofType: typeName).first(where: { $0.name == name }) {
            return session.sharedObjects["\(typeName).\(name)"] ?? value.value(in: session.environment)
        }
        if api.enumeration(named: "\(typeName).\(name)") != nil || api.type(named: "\(typeName).\(name)") != nil {
            return .typeReference("\(typeName).\(name)")
        }
        let candidates = api.staticValues(ofType: typeName).map(\.name) + api.staticMethods(ofType: typeName)
            .compactMap(\.name)
        if !looksMisspelt(name, among: candidates),
           api.type(named: typeName) != nil || Self.floatingTypeNames.contains(typeName) || Self.integerTypeNames.contains(typeName) {
            // A constant or nested type from the app's extension of a UIKit or Swift type (`CGFloat.Avatar.side`).
            return .unknown("\(typeName).\(name)")
        }
        throw ScriptError("\(typeName) has no member '\(name)'\(didYouMean(name, in: candidates))", at: node)
    }

    /// Whether a value is an attribute key: an `NSAttributedString.Key`, or a leading-dot key UIKit names (`.font`
    /// in a dictionary of attributes, where its type is not known).
    private static func isAttributeKey(_ value: ScriptValue) -> Bool {
        switch value {
        case .object(let type, _): type == "NSAttributedString.Key" || type == "NSAttributedStringKey"
        case .unresolvedMember(let name): ScriptAPI.attributeRawValues[name] != nil
        default: false
        }
    }

    func noProperty(_ name: String, onType typeName: String, at node: some SyntaxProtocol) -> ScriptError {
        let api = ScriptAPI.shared
        let candidates = api.members(ofType: typeName).map(\.name)
        let methods = api.valueMethods(ofType: typeName).compactMap(\.name)
        var message = "\(typeName) has no property '\(name)'\(didYouMean(name, in: candidates + methods))"
        if candidates.isEmpty || closestName(to: name, in: candidates) == nil,
           api.property(name, ofType: "ASLayoutElementStyle") != nil, typeName != "ASLayoutElementStyle" {
            message += "; it is a style property: write .style.\(name)"
        }
        return ScriptError(message, at: node)
    }

    // MARK: Operators

    private mutating func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        // `-9223372036854775808`: Swift reads the minus as part of the literal, which is then Int.min.
        if prefix.operator.text == "-", expected != .number, let literal = prefix.expression.as(IntegerLiteralExprSyntax.self),
           Self.integerLiteralMagnitude(literal.literal.text) == UInt64(Int.max) + 1 {
            return .int(.min)
        }
        let operand = try evaluate(prefix.expression, expecting: prefix.operator.text == "!" ? .bool : expected)
        switch (prefix.operator.text, operand) {
        case ("-", .number(let value)): return .number(-value)
        case ("+", .number), ("+", .int): return operand
        case ("-", .int(let value)):
            guard value != .min else {
                throw ScriptError("arithmetic overflow: -(\(value)) does not fit in an Int", at: prefix)
            }
            return .int(-value)
        case ("!", .bool(let value)): return .bool(!value)
        case ("!", .unknown): return .bool(!(conditionValue(operand) ?? false))
        case ("+", .unknown): return operand
        case ("-", .unknown(let path)):
            // `-Theme.margin`, `-30.sh`: 0 minus the app number, so its stand-in keeps the sign.
            if let deferred = deferArithmetic(on: path, "-", 0, unknownOnLeft: false) { return deferred }
            return try arithmetic("-", .int(0), try integerStandIn(path, at: prefix), at: prefix)
        default:
            throw ScriptError("'\(prefix.operator.text.prefix(8))' cannot be applied to \(describe(operand))", at: prefix)
        }
    }

    /// An unfolded operator sequence (`a + b * c`, `x = y`), folded by Swift's precedence groups.
    private mutating func evaluateSequence(_ sequence: SequenceExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let folded = try OperatorFolding.fold(Array(sequence.elements), declared: session.program.operators)
        return try evaluateFolded(folded, expecting: expected)
    }

    mutating func evaluateFolded(_ folded: FoldedExpression, expecting expected: ValueType? = nil)
        throws(ScriptError) -> ScriptValue
    {
        switch folded {
        case .operand(let expression):
            return try evaluate(expression, expecting: expected)
        case .binary(let left, let op, let right):
            return try nested(op) { evaluator throws(ScriptError) in
                try evaluator.evaluateBinary(left, op, right, expecting: expected)
            }
        case .ternary(let condition, let then, let otherwise):
            return try nested(then) { evaluator throws(ScriptError) in
                guard let flag = evaluator.conditionValue(try evaluator.evaluateFolded(condition)) else {
                    throw ScriptError("the condition of '? :' must be a Bool", at: then)
                }
                // `total > 0 ? width / CGFloat(total) : 0`: a literal branch takes the other branch's type.
                var type = expected
                if type == nil, Self.isLiteralOnly(.operand(then)), Self.isLiteralOnly(otherwise) {
                    // `lined ? 0.6 : 0`: two literals share a type, Double where either is written as one.
                    type = Self.writesFloatLiteral(.operand(then)) || Self.writesFloatLiteral(otherwise) ? .number : nil
                } else if type == nil, Self.isLiteralOnly(.operand(then)) {
                    type = evaluator.numericTypeWritten(otherwise) ?? evaluator.probedNumericType(otherwise)
                } else if type == nil, Self.isLiteralOnly(otherwise) {
                    type = evaluator.numericTypeWritten(.operand(then)) ?? evaluator.probedNumericType(.operand(then))
                }
                return flag ? try evaluator.evaluate(then, expecting: type)
                    : try evaluator.evaluateFolded(otherwise, expecting: type)
            }
        case .cast(let operand, let op, let type):
            return try cast(try evaluateFolded(operand), op, to: type)
        }
    }

    /// Whether an expression writes a floating-point literal (`0.6`, `1e3`).
    static func writesFloatLiteral(_ folded: FoldedExpression) -> Bool {
        switch folded {
        case .operand(let expression):
            return expression.tokens(viewMode: .sourceAccurate).contains {
                if case .floatLiteral = $0.tokenKind { true } else { false }
            }
        case .binary(let left, _, let right): return writesFloatLiteral(left) || writesFloatLiteral(right)
        case .ternary(_, let then, let otherwise): return writesFloatLiteral(.operand(then)) || writesFloatLiteral(otherwise)
        case .cast(let operand, _, _): return writesFloatLiteral(operand)
        }
    }

    private mutating func evaluateTernary(_ condition: ExprSyntax, _ then: ExprSyntax, _ otherwise: ExprSyntax,
                                          expecting expected: ValueType?) throws(ScriptError) -> ScriptValue {
        guard let flag = conditionValue(try evaluate(condition, expecting: .bool)) else {
            throw ScriptError("the condition of '? :' must be a Bool", at: condition)
        }
        return try evaluate(flag ? then : otherwise, expecting: expected)
    }

    /// The number type an expression gives, read on a copy of the evaluator (only its type matters): for a literal
    /// branch of `? :` beside one whose type the syntax does not say (`safe.bottom > 0 ? safe.bottom : 8`).
    func probedNumericType(_ folded: FoldedExpression) -> ValueType? {
        var probe = self
        return (try? probe.evaluateFolded(folded)).flatMap(Self.numericType(of:))
    }

    /// Whether `target` names a `let` that already has its value (a local, a top-level constant or a stored property).
    private func isInitializedConstant(_ target: ExprSyntax) -> Bool {
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let variable = lookup(name) ?? selfField(name) else { return false }
        return variable.isConstant && variable.isInitialized
    }

    /// An app's or a library's value that was not pasted: unknown, display-only, or an object of an unpasted class.
    static func isLibraryValue(_ value: ScriptValue, in program: Program) -> Bool {
        switch value {
        case .unknown, .ignored: return true
        case .element(let id): return program.unknownClassNodes[id] != nil
        default: return false
        }
    }

    /// `total += price`, `counts[key] -= 1`: the target read, the operator applied and the result stored back.
    private mutating func compoundAssign(_ symbol: String, _ target: ExprSyntax, _ right: FoldedExpression,
                                         at op: ExprSyntax) throws(ScriptError) -> ScriptValue {
        var current = try evaluate(target)
        // The app's own `static func += (lhs: inout Money, rhs: Money)`: run, its `lhs` written back.
        if current.holdsValues || enumCase(of: current) != nil, session.program.functions[symbol] != nil
            || session.program.types.values.contains(where: { $0.staticMethods[symbol] != nil }),
           try pastedOperator(symbol, current, try evaluateFolded(right), at: op) != nil {
            return .void
        }
        if isInitializedConstant(target), Self.isLibraryValue(current, in: session.program) {
            // A library's operator on a constant of its own type (ReactiveSwift's `disposables += signal.observe…`
            // on a `let`): Swift allows it, as it changes the object, not the constant; layout reads nothing of it.
            _ = try evaluateFolded(right)
            return .void
        }
        let operand = try evaluateFolded(right, expecting: Self.numericType(of: current) ?? current.valueType)
        if symbol == "+=", try grownInPlace(&current, by: operand, target, at: op) { return .void }
        let result = try applyOperator(String(symbol.dropLast()), current, operand, at: op)
        try store(result, into: target, at: op)
        return .void
    }

    /// `lines += [line]`, `text += piece` on a plain variable: the array or string grows where it is held, as Swift's
    /// `+=` grows it (amortised constant time), and only what was added counts against the statement's budgets.
    /// False, with nothing done, for any other value or target.
    private mutating func grownInPlace(_ current: inout ScriptValue, by operand: ScriptValue, _ target: ExprSyntax,
                                       at op: ExprSyntax) throws(ScriptError) -> Bool {
        if case .array(var items) = current, case .array(let more) = operand,
           let place = takeForChange(target)?.place {
            current = .void
            do throws(ScriptError) {
                guard items.count + more.count <= Self.maximumElements else {
                    throw ScriptError("the array grew past \(Self.maximumElements) items", at: op)
                }
                try countItemsBuilt(more.count, at: op)
            } catch {
                putBack(.array(items), into: place)
                throw error
            }
            items += more
            putBack(.array(items), into: place)
            return true
        }
        if case .string(var text) = current, case .string(let more) = operand,
           let place = takeForChange(target)?.place {
            current = .void
            do throws(ScriptError) {
                _ = try checkedString(more, at: op, growing: text)
            } catch {
                putBack(.string(text), into: place)
                throw error
            }
            text += more
            putBack(.string(text), into: place)
            return true
        }
        return false
    }

    private mutating func evaluateBinary(_ left: FoldedExpression, _ op: ExprSyntax, _ rightOperand: FoldedExpression,
                                         expecting expected: ValueType?) throws(ScriptError) -> ScriptValue
    {
        let right = rightOperand
        let symbol = OperatorFolding.symbol(of: op)
        if symbol == "=" {
            guard case .operand(let target) = left else {
                throw ScriptError("cannot assign to this expression", at: op)
            }
            if case .binary(.operand(let grown), let plus, let added) = right, OperatorFolding.symbol(of: plus) == "+",
               target.is(DeclReferenceExprSyntax.self), grown.trimmedText == target.trimmedText {
                // `rows = rows + [row]`: as `rows += [row]`, which grows an array or string in place.
                switch try evaluate(target) {
                case .array, .string: return try compoundAssign("+=", target, added, at: op)
                default: break
                }
            }
            try assign(to: target, valueExpression: right, at: op)
            return .void
        }
        if symbol == "<~" {
            // ReactiveSwift's binding (`noteNode.reactive.text <~ item.text`): the property takes the stream's value
            // once, as a bound stream delivers it; any other target is accepted and left as it is.
            guard case .operand(let target) = left else { throw ScriptError("cannot bind to this expression", at: op) }
            let value = try evaluateFolded(right)
            if try !deliver(value, to: target, at: op) { session.noteIgnored(.targets) }
            return .ignored(type: "Disposable")
        }
        if ["+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*="].contains(symbol) {
            guard case .operand(let target) = left else {
                throw ScriptError("cannot assign to this expression", at: op)
            }
            return try evaluatingIndexesOnce(of: [target]) { evaluator throws(ScriptError) in
                try evaluator.compoundAssign(symbol, target, right, at: op)
            }
        }
        if symbol == "??" {
            // Texture's `children` is optional, so real code writes `stack.children ?? []`.
            let lhs = try evaluateFolded(left, expecting: expected)
            if case .null = lhs {
                // `Double(text) ?? 0`: the fallback takes the conversion's type.
                let type = expected ?? declaredType(of: left) ?? mappedType(left) ?? numericTypeWritten(left)
                if type == nil, case .operand(let fallback) = right, Self.isLiteralOnly(fallback),
                   case .operand(let chain) = left, let path = appMethodSkipped(in: chain) {
                    // `title?.width(withConstrainedHeight:font:) ?? 0`: the literal takes the type of the app's
                    // method, which is not pasted, so the value is the app's, typed where it is used.
                    return .unknown(path)
                }
                return try evaluateFolded(right, expecting: type)
            }
            return lhs
        }
        if symbol == "&&" || symbol == "||" {
            // An app's flag (`model.isPinned || layoutType.isEqual(…)`) stands in as its condition does.
            guard let lhs = conditionValue(try evaluateFolded(left, expecting: .bool)) else {
                throw ScriptError("'\(symbol)' needs Bool operands", at: op)
            }
            if symbol == "&&" && !lhs { return .bool(false) }
            if symbol == "||" && lhs { return .bool(true) }
            guard let rhs = conditionValue(try evaluateFolded(right, expecting: .bool)) else {
                throw ScriptError("'\(symbol)' needs Bool operands", at: op)
            }
            return .bool(rhs)
        }
        // Number literals take the type of the other operand, or of the context for arithmetic (`let w: CGFloat =
        // 4 / 3` is 1.33, `let n = 4 / 3` is 1); a literal-only expression without context is Int unless a literal
        // has a fraction.
        let isArithmetic = Self.arithmeticOperators.contains(symbol)
        var numericContext = isArithmetic && (expected == .number || expected == .integer) ? expected : nil
        // `let unit: ClosedRange<CGFloat> = 0...1`: the bounds take the range's type.
        if symbol == "..." || symbol == "..<", case .range(let bound)? = expected { numericContext = bound }
        let leftLiteral = Self.isLiteralOnly(left), rightLiteral = Self.isLiteralOnly(right)
        let lhs: ScriptValue, rhs: ScriptValue
        if let numericContext {
            lhs = try evaluateFolded(left, expecting: numericContext)
            rhs = try evaluateFolded(right, expecting: numericContext)
        } else if leftLiteral && rightLiteral {
            let type = Self.literalDefault(.binary(left, op, right))
            lhs = try evaluateFolded(left, expecting: type)
            rhs = try evaluateFolded(right, expecting: type)
        } else if leftLiteral {
            var right = try evaluateFolded(right)
            // `2.0 * .pi` with no type around it: `.pi` is a floating-point type's, so both are Double.
            if isArithmetic, case .unresolvedMember = right, case .operand(let member) = rightOperand {
                right = try evaluate(member, expecting: .number)
            }
            rhs = right
            lhs = try evaluateFolded(left, expecting: Self.numericType(of: rhs) ?? Self.literalDefault(left))
        } else if isArithmetic, rightLiteral, case .operand(let member) = left, Self.isLeadingDot(member) {
            // `.pi * 2`, as above.
            lhs = try evaluate(member, expecting: .number)
            rhs = try evaluateFolded(right, expecting: Self.numericType(of: lhs))
        } else {
            lhs = try evaluateFolded(left)
            // `a.style.alignSelf != .center`: the left side's enumeration gives the right side's bare case its type.
            let rightType: ValueType?
            switch lhs {
            case .enumCase(let type, _): rightType = .enumeration(type)
            case .record(let record) where enumCase(of: lhs) != nil: rightType = .enumeration(record.typeName)
            case .options(let type, _): rightType = .optionSet(type)
            // `[Row.item] + [.spacer]`: the right array's bare cases are of the left array's enumeration.
            case .array(let items) where items.first.map { enumCase(of: $0) != nil || $0.valueType?.enumerationName != nil } == true:
                if case .enumCase(let type, _)? = items.first {
                    rightType = .array(.enumeration(type))
                } else if case .record(let record)? = items.first {
                    rightType = .array(.enumeration(record.typeName))
                } else {
                    rightType = nil
                }
            default:
                // `width * .pi` takes `.pi` of the left side's type, as a literal there would.
                var isLeadingDot = false
                if case .operand(let member) = rightOperand { isLeadingDot = isArithmetic && Self.isLeadingDot(member) }
                rightType = rightLiteral || isLeadingDot ? Self.numericType(of: lhs) : nil
            }
            if case .record(let record) = lhs, case .operand(let written) = right,
               let options = try optionSetLiteral(written, ofType: record.typeName) {
                // `position == [.first, .last]` of the app's option set: the right side is a value of it.
                rhs = options
            } else {
                rhs = try evaluateFolded(right, expecting: rightType)
            }
        }
        return try applyOperator(symbol, lhs, rhs, at: op)
    }

    /// Swift's `try` in pasted code: plain, optional (nil where the code throws) or forced (Swift stops the app where
    /// the code throws). Evaluation only: no stream or file is read or written here.
    private mutating func evaluateTry(_ attempt: TryExprSyntax, expecting expected: ValueType?) throws(ScriptError)
        -> ScriptValue {
        do {
            return try evaluate(attempt.expression, expecting: expected)
        } catch {
            guard let thrown = error.thrown, let mark = attempt.questionOrExclamationMark else { throw error }
            if mark.text == "?" { return .null }
            // The message quotes the keyword as the code wrote it.
            let written = attempt.tryKeyword.text + mark.text
            throw ScriptError("\(written) met the error \(thrownDescription(thrown)) the code threw (Swift stops the app "
                + "here)", at: attempt)
        }
    }

    /// Whether an expression is a bare leading-dot member (`.pi`), whose type only its context gives.
    static func isLeadingDot(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.base == nil && expression.is(MemberAccessExprSyntax.self)
    }

    /// A binary operator on two values: Swift's own, else the app's implementation of it for these operands (`+` of
    /// two `UIEdgeInsets` in the app's extension, `element ~~ insets` of an operator the app declares).
    mutating func applyOperator(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        if symbol == "~=" {
            // Swift's pattern-match operator (`indices ~= index`): a range holds the value, another pattern equals it;
            // an app's own overload of it first.
            if let result = try pastedOperator(symbol, lhs, rhs, at: op) { return result }
            if let held = Self.rangeHolds(lhs, rhs) { return .bool(held) }
            return try arithmetic("==", lhs, rhs, at: op)
        }
        if symbol == "==" || symbol == "!=", case .bool(let equal)? = try pastedEquality(lhs, rhs, at: op) {
            return .bool(equal == (symbol == "=="))
        }
        // `abs(d) < .ulpOfOne`, `(rank ?? .max) < other`: a bare member is one of the other side's number type.
        if case .unresolvedMember(let name) = lhs, let type = Self.numericType(of: rhs)?.description {
            return try applyOperator(symbol, try staticMember(name, ofType: type, at: op), rhs, at: op)
        }
        if case .unresolvedMember(let name) = rhs, let type = Self.numericType(of: lhs)?.description {
            return try applyOperator(symbol, lhs, try staticMember(name, ofType: type, at: op), at: op)
        }
        // `(a.major, a.minor) < (b.major, b.minor)`: tuples compare part by part, the first unequal part deciding.
        if ["<", ">", "<=", ">="].contains(symbol), case .tuple(_, let left) = lhs, case .tuple(_, let right) = rhs,
           left.count == right.count {
            for (one, other) in zip(left, right) where !isSameValue(one, other) {
                let less = try isOrderedBefore(one, other, at: op)
                return .bool(symbol.hasPrefix("<") ? less : !less)
            }
            return .bool(symbol.hasSuffix("="))
        }
        guard OperatorPrecedence.standard[symbol] != nil else {
            if let result = try pastedOperator(symbol, lhs, rhs, at: op) { return result }
            let declared = session.program.operators[symbol] != nil
            throw ScriptError("the operator '\(symbol.prefix(8))' " + (declared
                ? "is declared, but no func \(symbol.prefix(8)) in what you pasted takes \(describe(lhs)) and \(describe(rhs))"
                : "is not Swift's, and what you pasted has no func \(symbol.prefix(8)) for it; paste the app's operator "
                    + "and its func"), at: op)
        }
        do {
            return try arithmetic(symbol, lhs, rhs, at: op)
        } catch {
            if Interruption.isRequested { throw error }
            if let result = try pastedOperator(symbol, lhs, rhs, at: op) { return result }
            if let result = try comparisonFromLess(symbol, lhs, rhs, at: op) { return result }
            if let result = try synthesizedEnumComparison(symbol, lhs, rhs, at: op) { return result }
            throw error
        }
    }

    /// The pasted `static func ==` of a struct's or enum's values (`a.id == b.id`), which Swift uses in place of the
    /// memberwise equality it would synthesize (`!=` too); nil where the paste declares none for them.
    mutating func pastedEquality(_ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue? {
        guard case .record = lhs, case .record = rhs,
              session.program.functions["=="] != nil || session.program.types.values.contains(where: {
                  $0.staticMethods["=="] != nil
              }) else { return nil }
        return try pastedOperator("==", lhs, rhs, at: op)
    }

    /// The `<`, `>`, `<=` and `>=` Swift synthesizes for an enum that adopts `Comparable` without raw values and
    /// without a `<` of its own: cases in the order declared, then their associated values in order.
    private mutating func synthesizedEnumComparison(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue,
                                                    at op: some SyntaxProtocol) throws(ScriptError) -> ScriptValue? {
        guard ["<", ">", "<=", ">="].contains(symbol), let left = enumCase(of: lhs), let right = enumCase(of: rhs),
              left.type == right.type, let type = session.program.types[left.type],
              session.program.lineage(of: left.type).contains(where: { $0.conformances.contains("Comparable") }),
              type.staticMethods["<"] == nil, let first = type.cases.firstIndex(of: left.name),
              let second = type.cases.firstIndex(of: right.name) else { return nil }
        var order = first == second ? 0 : (first < second ? -1 : 1)
        if order == 0 {
            for (one, other) in zip(left.values, right.values) where !isSameValue(one, other) {
                order = try isOrderedBefore(one, other, at: op) ? -1 : 1
                break
            }
        }
        switch symbol {
        case "<": return .bool(order < 0)
        case ">": return .bool(order > 0)
        case "<=": return .bool(order <= 0)
        default: return .bool(order >= 0)
        }
    }

    /// Comparable's `>`, `<=` and `>=` of an app type that declares only `<`, as the standard library derives them.
    private mutating func comparisonFromLess(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue,
                                             at op: some SyntaxProtocol) throws(ScriptError) -> ScriptValue? {
        let (first, second, negated): (ScriptValue, ScriptValue, Bool)
        switch symbol {
        case ">": (first, second, negated) = (rhs, lhs, false)
        case "<=": (first, second, negated) = (rhs, lhs, true)
        case ">=": (first, second, negated) = (lhs, rhs, true)
        default: return nil
        }
        guard case .bool(let less)? = try pastedOperator("<", first, second, at: op) else { return nil }
        return .bool(less != negated)
    }

    /// The app's function for an operator whose two parameters take these values: a top-level `func ~~ (…)` or a
    /// `static func + (lhs:rhs:)` of a pasted type or extension. Nil when the code declares none that does.
    private mutating func pastedOperator(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue?
    {
        var candidates = (session.program.functions[symbol] ?? []).map { (function: $0, owner: String?.none) }
        for (name, type) in session.program.types.sorted(by: { $0.key < $1.key }) {
            candidates += (type.staticMethods[symbol] ?? []).map { ($0, name) }
        }
        for (function, owner) in candidates {
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count == 2, let body = function.body else { continue }
            var values: [ScriptValue] = []
            for (parameter, value) in zip(parameters, [lhs, rhs]) {
                let type = try annotatedType(parameter.type)
                // An Int here is a literal the operand's own type did not type (`gap * 2` for a Double parameter):
                // code that compiles passes no other Int where a Double goes.
                var value = value
                if type == .number, case .int(let whole) = value { value = .number(Double(whole)) }
                // `static func < (l: Name, r: Name)` beside `Priority`'s own: a value of another pasted type is not
                // this operator's operand.
                let written = pastedTypeName(Self.unwrapped(parameter.type))
                if session.program.types[written] != nil, value.holdsValues || enumCase(of: value) != nil,
                   isOfType(value, written) == false { break }
                guard let converted = try? convert(value, to: type, at: op, context: "operand") else { break }
                values.append(converted)
            }
            guard values.count == 2 else { continue }
            return try runPastedBody(body.statements, parameters: Array(zip(parameters, values)),
                                     self: owner.map { SelfContext(typeName: $0, value: .type) },
                                     returning: try annotatedType(function.signature.returnClause?.type),
                                     hasResult: function.signature.returnClause != nil, at: op)
        }
        return nil
    }

    /// An app number's stand-in as an Int, where arithmetic can no longer wait for the type layout reads.
    private mutating func integerStandIn(_ path: String, at op: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        guard let standIn = standIn(forUnknown: path, as: .integer) else {
            throw ScriptError("arithmetic on the stand-in for an app value overflows Int here (Swift would stop the "
                + "app); give the value where it is declared", at: op)
        }
        return standIn
    }

    /// Arithmetic, comparison and ranges: `Int` as Swift computes it (see ``integerArithmetic``), CGFloat with
    /// Double semantics (dividing by zero gives ∞, not a trap).
    mutating func arithmetic(_ symbol: String, _ lhs: ScriptValue, _ rhs: ScriptValue, at op: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        switch (symbol, lhs, rhs) {
        case (_, .int, .number), (_, .number, .int):
            if Self.arithmeticOperators.contains(symbol) || Self.comparisonOperators.contains(symbol) {
                throw mixedNumbers(symbol, lhs, rhs, at: op)
            }
        case ("==", .unknown(let path), .null), ("==", .null, .unknown(let path)),
             ("!=", .unknown(let path), .null), ("!=", .null, .unknown(let path)):
            // An app value from another file is there (`feed.attachments[safe: 0] != nil`), as its other stand-ins say.
            session.noteStandIn("not nil", for: path)
            return .bool(symbol == "!=")
        case (_, .unknown(let path), .int(let operand)) where Self.arithmeticOperators.contains(symbol):
            if let deferred = deferArithmetic(on: path, symbol, operand, unknownOnLeft: true) { return deferred }
            return try arithmetic(symbol, try integerStandIn(path, at: op), rhs, at: op)
        case (_, .int(let operand), .unknown(let path)) where Self.arithmeticOperators.contains(symbol):
            if let deferred = deferArithmetic(on: path, symbol, operand, unknownOnLeft: false) { return deferred }
            return try arithmetic(symbol, lhs, try integerStandIn(path, at: op), at: op)
        case ("/", .unknown(let dividend), .unknown(let divisor)):
            if Self.screenSide(named: dividend) != nil, let screen = standIn(forUnknown: dividend, as: .number) {
                // `kScreenWidth / post.ratio`: the screen's size, divided as by any app number.
                return try arithmetic(symbol, screen, rhs, at: op)
            }
            let ratio = "\(dividend) / \(divisor)"
            session.program.unknownRatios.insert(ratio)
            return .unknown(ratio)
        case (_, .unknown(let path), let other), (_, let other, .unknown(let path)):
            // An app constant from another file next to a known value takes its stand-in of that value's type
            // (`post.media == ""` compares the stand-in text); next to another unknown it stays unknown until layout
            // reads it. An app number compared is 1, as a cell with content has it: one unread message, a rating,
            // a via icon (`model.unreadCount > 0`, `post.via != 0`).
            let type = other.valueType.flatMap { [.integer, .number, .string, .bool].contains($0) ? $0 : nil }
            // A divisor is 1 as well (`width / CGFloat(Constants.columns)`), where 0 would divide by zero.
            let isDivisor = (symbol == "/" || symbol == "%") && rhs == .unknown(path)
            // Read as its 0 already (`min(depth, 5)` before `depth > 0`), it stays 0, so every reading agrees.
            // A text's length compared (`msg.message.count > 5`) is that text's, as its stand-in gives it.
            if let type, type == .integer || type == .number,
               Self.comparisonOperators.contains(symbol) || isDivisor, textMeasured(byCount: path) == nil,
               session.program.unknownArithmetic[path] == nil, session.remarks.standIns[path] != "0" {
                session.noteStandIn("1", for: path)
                let one: ScriptValue = type == .integer ? .int(1) : .number(1)
                if case .unknown = lhs { return try arithmetic(symbol, one, rhs, at: op) }
                return try arithmetic(symbol, lhs, one, at: op)
            }
            if case .unresolvedMember(let name) = other, symbol == "==" || symbol == "!=" {
                // `model.state == .loaded`: the app value is that case unless the case's name says the content is
                // not shown (`.empty`, `.hidden`, `.loading`), as a flag stands in; the note says which.
                // Once a case stands in for the value, every comparison reads that one case.
                let earlier = session.remarks.standIns[path].flatMap { $0.hasPrefix(".") ? String($0.dropFirst()) : nil }
                let isCase = earlier.map { $0 == name } ?? Self.flagShowsContent(name)
                if earlier == nil { session.noteStandIn(isCase ? ".\(name)" : "not .\(name)", for: path) }
                return .bool(symbol == "==" ? isCase : !isCase)
            }
            guard let type, let standIn = standIn(forUnknown: path, as: type) else { return .unknown(path) }
            if case .unknown = lhs { return try arithmetic(symbol, standIn, rhs, at: op) }
            return try arithmetic(symbol, lhs, standIn, at: op)
        case (_, _, _) where ["<", "<=", ">", ">="].contains(symbol) && Self.isOptionalOrdering(lhs, rhs):
            // Swift 2 ordered optionals, nil before every value (`title?.characters.count > 0` is false for nil);
            // SE-0121 removed that in Swift 3.
            session.noteOldSpelling("optional \(symbol) value", "(optional ?? default) \(symbol) value")
            let order = lhs == rhs ? 0 : lhs == .null ? -1 : 1
            switch symbol {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case (_, .enumCase("UIContentSizeCategory", let left), .enumCase("UIContentSizeCategory", let right))
            where ["<", "<=", ">", ">="].contains(symbol):
            // Dynamic Type sizes are ordered from extraSmall to accessibilityExtraExtraExtraLarge (UIKit, iOS 11).
            let cases = ScriptAPI.shared.enumeration(named: "UIContentSizeCategory")?.cases.map(\.name) ?? []
            guard let leftIndex = cases.firstIndex(of: left), let rightIndex = cases.firstIndex(of: right) else { break }
            return try arithmetic(symbol, .int(leftIndex), .int(rightIndex), at: op)
        case ("..<", .string(let lower), .string(let upper)), ("...", .string(let lower), .string(let upper)):
            // `"a"..."m"`: a range of Strings or Characters, in Swift's String order.
            guard lower <= upper else {
                throw ScriptError("a range's lower bound is above its upper bound (Swift stops the app here)", at: op)
            }
            return .object(type: symbol == "..." ? "ClosedRange<Bound>" : "Range<Bound>", fields: ["lowerBound": lhs, "upperBound": rhs])
        case ("..<", .object(let left, _), .object(let right, _)), ("...", .object(let left, _), .object(let right, _)):
            // `checkIn..<checkOut`, `low...high`: a range of ordered values, which holds its bounds.
            guard left == right, left == "Date" || left == "Measurement" else { break }
            guard try arithmetic("<=", lhs, rhs, at: op) == .bool(true) else {
                throw ScriptError("a range's lower bound is above its upper bound (Swift stops the app here)", at: op)
            }
            return .object(type: symbol == "..." ? "ClosedRange<Bound>" : "Range<Bound>", fields: ["lowerBound": lhs, "upperBound": rhs])
        case (_, .object("Measurement", _), .object("Measurement", _)):
            return try measurementArithmetic(symbol, lhs, rhs, at: op)
        case ("*", .object("Measurement", let fields), _), ("*", _, .object("Measurement", let fields)),
             ("/", .object("Measurement", let fields), _):
            // `distance * 2`, `total / 3`: the value scaled, in its unit.
            let other = if case .object = lhs { rhs } else { lhs }
            let factor: Double? = if case .number(let number) = other { number } else if case .int(let whole) = other {
                Double(whole)
            } else { nil }
            guard let factor, case .number(let value)? = fields["value"], let unit = fields["unit"] else { break }
            return ScriptAPI.measurement(symbol == "/" ? value / factor : value * factor, unit)
        case (_, .object("Date", _), .object("Date", _)) where ["<", "<=", ">", ">="].contains(symbol):
            // Dates are ordered by their moments.
            return try arithmetic(symbol, .number(ScriptAPI.moment(of: lhs).secondsSince1970),
                                  .number(ScriptAPI.moment(of: rhs).secondsSince1970), at: op)
        case ("+", .object("Date", _), .int), ("-", .object("Date", _), .int),
             ("+", .object("Date", _), .number), ("-", .object("Date", _), .number):
            // `date + 3600`: a moment that many seconds later.
            let seconds: Double = if case .int(let whole) = rhs { Double(whole) } else if case .number(let exact) = rhs {
                exact
            } else { 0 }
            do { return try ScriptAPI.date(lhs, movedBy: symbol == "+" ? seconds : -seconds) }
            catch { throw error.located(at: op) }
        case ("==", .options(let type, let one), _) where OptionSets.names(in: rhs, of: type) != nil,
             ("!=", .options(let type, let one), _) where OptionSets.names(in: rhs, of: type) != nil:
            // `edges == [.left, .top]`: the same options, in any order or spelt as `.all`.
            let other = OptionSets.names(in: rhs, of: type) ?? []
            return .bool((OptionSets.members(of: type, one) == OptionSets.members(of: type, other)) == (symbol == "=="))
        case ("==", _, _):
            try Self.checkComparisonSize(lhs, rhs, at: op)
            return .bool(enumCasesEqual(lhs, rhs) ?? (lhs == rhs))
        // Identity of class instances: a node is one element, a plain class's instance one object, whatever values
        // a copy of it read earlier holds.
        case ("===", .record(let a), .record(let b)) where a.objectID != nil: return .bool(a.objectID == b.objectID)
        case ("!==", .record(let a), .record(let b)) where a.objectID != nil: return .bool(a.objectID != b.objectID)
        case ("===", _, _): return .bool(lhs == rhs)
        case ("!==", _, _): return .bool(lhs != rhs)
        case ("!=", _, _):
            try Self.checkComparisonSize(lhs, rhs, at: op)
            return .bool(!(enumCasesEqual(lhs, rhs) ?? (lhs == rhs)))
        case ("+", .string(let a), .string(let b)): return .string(try checkedString(a + b, at: op))
        case ("+", .array(let a), .array(let b)):
            guard a.count + b.count <= Self.maximumElements else {
                throw ScriptError("the array grew past \(Self.maximumElements) items", at: op)
            }
            // Every item of the new array counts: kept (`let copy = big + [i]` in a loop), it is memory that stays.
            // `rows = rows + [row]` and `rows += [row]` on a variable grow it in place instead (`grownInPlace`).
            try countItemsBuilt(a.count + b.count, at: op)
            return .array(a + b)
        case (_, .int(let a), .int(let b)):
            if let result = try integerArithmetic(symbol, a, b, at: op) { return result }
        case ("<", .string(let a), .string(let b)): return .bool(a < b)
        case (">", .string(let a), .string(let b)): return .bool(a > b)
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
            case "..<", "...":
                guard a <= b else {
                    throw ScriptError("a range's lower bound \(Self.swiftDescription(a)) is above its upper bound "
                        + "\(Self.swiftDescription(b)) (Swift stops the app here)", at: op)
                }
                return .interval(lower: a, upper: b, closed: symbol == "...")
            default: break
            }
        default: break
        }
        throw ScriptError("'\(symbol)' cannot be applied to \(describe(lhs)) and \(describe(rhs))", at: op)
    }

    /// The type a variable, or an item of an array or dictionary variable, was declared with: what the right side
    /// of `??` takes its literals' type from when the left side is nil (`heights["x"] ?? 0` is a CGFloat 0).
    /// The number type an expression has by what it is written with, without running it: a `CGFloat(…)`,
    /// `Double(…)` or `Int(…)` conversion, a fractional literal, a variable declared or first given that type, or
    /// arithmetic on one of them. Nil when the writing does not say.
    func numericTypeWritten(_ folded: FoldedExpression) -> ValueType? {
        switch folded {
        case .operand(let expression):
            let expression = Self.withoutOptionalMarks(expression)
            if expression.is(FloatLiteralExprSyntax.self) { return .number }
            if let call = expression.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if Self.floatingTypeNames.contains(name) { return .number }
                if Self.integerTypeNames.contains(name) { return .integer }
                return nil
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self),
               let type = lookup(reference.baseName.text)?.type, type == .number || type == .integer {
                return type
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return numericTypeWritten(.operand(only.expression))
            }
            if let sequence = expression.as(SequenceExprSyntax.self),
               let folded = try? OperatorFolding.fold(Array(sequence.elements), declared: session.program.operators) {
                return numericTypeWritten(folded)
            }
            return nil
        case .binary(let left, let op, let right):
            guard Self.arithmeticOperators.contains(OperatorFolding.symbol(of: op)) else { return nil }
            return numericTypeWritten(left) ?? numericTypeWritten(right)
        case .ternary(_, let then, let otherwise):
            return numericTypeWritten(.operand(then)) ?? numericTypeWritten(otherwise)
        case .cast:
            return nil
        }
    }

    /// `ratio.map { width * CGFloat($0) } ?? 0` where `ratio` is nil: the number type the closure gives, found by
    /// running it on a copy of the evaluator with a sample of the optional's declared number type, as Swift types
    /// the literal from the closure. Nil where that type is not a number or the closure cannot run so.
    private func mappedType(_ folded: FoldedExpression) -> ValueType? {
        guard case .operand(let expression) = folded, let call = expression.as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["map", "flatMap"].contains(access.declName.baseName.text), let base = access.base,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        let sample: ScriptValue
        switch declaredType(of: .operand(base)) {
        case .number?: sample = .number(1)
        case .integer?: sample = .int(1)
        default: return nil
        }
        var probe = self
        guard let result = try? probe.withScope({ evaluator throws(ScriptError) in
            try evaluator.runClosure(closure, arguments: [sample])
        }) else { return nil }
        return Self.numericType(of: result)
    }

    func declaredType(of folded: FoldedExpression) -> ValueType? {
        if case .cast(_, let op, let typeExpression) = folded, op.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark != nil,
           let type = Self.parsedType(typeExpression.trimmedText) {
            // `value as? Double ?? -1`: the literal takes the type cast to.
            var probe = self
            return try? probe.annotatedType(type)
        }
        guard case .operand(let expression) = folded else { return nil }
        // `(any as? Double) ?? 1`: the type of what the parentheses hold.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            guard inner.label == nil else { return nil }
            if let sequence = inner.expression.as(SequenceExprSyntax.self) {
                return (try? OperatorFolding.fold(Array(sequence.elements), declared: session.program.operators))
                    .flatMap(declaredType(of:))
            }
            return declaredType(of: .operand(inner.expression))
        }
        let target = Self.withoutOptionalMarks(expression)
        // `prices.first ?? 0`, `prices.min() ?? 0`, `queue.popLast() ?? 0` of a `[Double]`: the element's type.
        let collection = target.as(MemberAccessExprSyntax.self).flatMap { access in
            ["first", "last"].contains(access.declName.baseName.text) ? access.base : nil
        } ?? target.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self).flatMap { access in
            ["first", "last", "min", "max", "popLast", "randomElement"].contains(access.declName.baseName.text)
                ? access.base : nil
        }
        if let collection, case .array(let element)? = declaredType(of: .operand(collection)) { return element }
        // `pair.0 ?? 1` of a `(Double?, Int)`: the part's type.
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
           let position = Int(access.declName.baseName.text),
           case .tuple(let parts, _)? = declaredType(of: .operand(base)), parts.indices.contains(position) {
            return parts[position]
        }
        /// `form.amount ?? 0` for `var amount: Decimal? { … }`: the type a pasted type declares its member with.
        func memberType(_ name: String, of typeName: String) -> ValueType? {
            let written = session.program.storedProperty(name, of: typeName)?.binding.typeAnnotation?.type
                ?? session.program.lineage(of: typeName).lazy.compactMap { $0.computedProperties[name]?.type }.first
            var probe = self
            return written.flatMap { try? probe.annotatedType($0) }
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `discount ?? 0` in a method, for the type's own `var discount: Double?`.
            if !scopes.contains(where: { $0[name] != nil }), selfField(name) != nil, let typeName = selfContext?.typeName {
                return memberType(name, of: typeName)
            }
            return lookup(name)?.type
        }
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base,
           let typeName = pastedTypeName(ofValueOf: base) {
            return memberType(access.declName.baseName.text, of: typeName)
        }
        if let access = target.as(MemberAccessExprSyntax.self) {
            // `days.first?.meters ?? 0` where the chain is nil before the model: the type the pasted types declare a
            // stored property of that name with, when they agree.
            let name = access.declName.baseName.text
            let declared = Set(session.program.types.values.compactMap { type in
                type.storedProperties.first { $0.name == name }?.binding.typeAnnotation?.type
            }.map { Self.unwrapped($0) })
            guard declared.count == 1, let written = declared.first else { return nil }
            return Self.annotatedTypes[written]
        }
        guard let subscriptCall = target.as(SubscriptCallExprSyntax.self),
              let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        switch lookup(reference.baseName.text)?.type {
        case .array(let element)?, .dictionary(let element)?: return element
        default: return nil
        }
    }

    /// The pasted type of the value an expression gives (a struct's, an enum's, a node class's), read on a copy of
    /// the evaluator: only the type matters, so what evaluating it changes is dropped. Nil for any other value.
    func pastedTypeName(ofValueOf expression: ExprSyntax) -> String? {
        var probe = self
        switch try? probe.evaluate(expression) {
        case .record(let record)?: return record.typeName
        case .enumCase(let typeName, _)?: return session.program.types[typeName] == nil ? nil : typeName
        case .element(let id)?: return session.program.instances[id]?.typeName
        default: return nil
        }
    }

    /// The app method an optional chain skipped, as the path of its value (`String.width(…)`): the chain ends in a
    /// call of a method that neither Swift's arrays and strings, the catalog, nor the paste declares. Nil otherwise.
    func appMethodSkipped(in expression: ExprSyntax) -> String? {
        guard let call = Self.withoutOptionalMarks(expression).as(FunctionCallExprSyntax.self),
              let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
              Self.isOptionalChain(base) else { return nil }
        let name = access.declName.baseName.text
        let declared = Self.standardArrayMethods.contains(name) || Self.stringMethods.contains(name)
            || ScriptAPI.shared.types.contains { type in
                type.methods.contains { $0.name == name } || type.valueMethods.contains { $0.name == name }
            }
            || session.program.functions[name] != nil
            || session.program.types.values.contains { $0.methods[name] != nil || $0.staticMethods[name] != nil }
        guard !declared else { return nil }
        // A receiver declared with a type names the extension to paste (`String.width(…)`, of `String's extension`).
        if let reference = Self.withoutOptionalMarks(base).as(DeclReferenceExprSyntax.self),
           let type = lookup(reference.baseName.text)?.type?.description, type.allSatisfy(\.isLetter) {
            return "\(type).\(name)(…)"
        }
        return "\(base.trimmedText.filter { $0 != "?" && $0 != "!" }).\(name)(…)"
    }

    /// Strings grow through `+`, `+=` and interpolation; past the budget the statement ends with an error. So do the
    /// bytes of all the strings a statement builds together (`(0..<9000).map { _ in big + "!" }` holds 9 GB).
    /// With `base`, `text` is what a string grows by in place (`s.append(piece)`, `s += piece`): only its bytes are
    /// new memory, as Swift's amortised growth of a string makes them.
    mutating func checkedString(_ text: String, at node: some SyntaxProtocol, growing base: String? = nil)
        throws(ScriptError) -> String
    {
        let bytes = text.utf8.count
        guard bytes + (base?.utf8.count ?? 0) <= Self.maximumStringLength else {
            throw ScriptError("the string grew past \(Self.maximumStringLength) bytes; layoutrepl stops there", at: node)
        }
        stringBytesBuilt += bytes
        guard stringBytesBuilt <= Self.maximumStringBytesPerStatement else {
            throw ScriptError("the strings this statement builds grew past \(Self.maximumStringBytesPerStatement / 1_000_000) MB "
                + "together; layoutrepl stops there", at: node)
        }
        return text
    }

    /// Arrays that share their items (`Array(repeating: row, count: 10_000)` of a 10,000-item row) cost nothing until
    /// a method copies them, when mapping or flattening them may ask for billions of items: the items every
    /// collection method of a statement builds count against one budget, which ends it before the memory runs out.
    mutating func countItemsBuilt(_ count: Int, at node: some SyntaxProtocol) throws(ScriptError) {
        itemsBuilt += count
        guard itemsBuilt <= Self.maximumItemsPerStatement else {
            throw ScriptError("the arrays this statement builds grew past \(Self.maximumItemsPerStatement) items "
                + "together; layoutrepl stops there", at: node)
        }
    }

    // MARK: Descriptions

    /// How a value is named in messages: `ASDisplayNode 'a'`, `a number`, `CGSize`.
    /// A value inside an array or tuple as Swift prints it: text in quotes.
    private func interpolatedPart(_ value: ScriptValue, depth: Int) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        // Inside a collection or another value Swift shows a pasted struct or enum case by its full name
        // (`[main.Tab.home]`, `Outer(inner: main.Inner(x: 1))`), unless the type describes itself.
        if depth < 8, let described = customDescription(of: value) { return described }
        let shown = interpolated(value, depth: depth)
        guard depth <= Self.maximumPrintedDepth else { return shown }
        let module = session.environment.moduleName
        switch value {
        case .record(let record) where record.objectID == nil:
            if let (type, _, _) = enumCase(of: value) { return "\(module).\(type).\(shown)" }
            return "\(module).\(shown)"
        case .enumCase(let type, _) where session.program.types[type]?.kind == .enumeration:
            return "\(module).\(type).\(shown)"
        default:
            return shown
        }
    }

    func describe(_ value: ScriptValue) -> String {
        switch value {
        case .element(let id): return "\(session.className(of: id)) '\(session.tree[id].name)'"
        case .number(let number): return "the CGFloat \(formatPoints(number))"
        case .int(let int): return "the Int \(int)"
        case .string(let text): return "the string \"\(text.prefix(40))\""
        case .bool(let flag): return "the Bool \(flag)"
        case .null: return "nil"
        case .unresolvedMember(let name): return "'.\(name)' (its type cannot be inferred here)"
        case .unknown(let path):
            let typeName = String(path.prefix { $0 != "(" })
            if typeName != path, !typeName.contains("."), ScriptAPI.shared.type(named: typeName) != nil {
                // `ASRelativeSizeRange(size:…)`: an initializer an app's extension adds to a type layoutrepl knows.
                return "\(path) (an initializer \(typeName) does not have, from an extension that is not in what you "
                    + "pasted: paste it to use it here)"
            }
            if let call = path.range(of: "(…)"), session.program.unknownReceivers[String(path[..<call.upperBound])] != nil {
                // `ASStackLayoutSpec.vertical().withSpacing(4).withChildren(…)` of a fluent library: skipped calls.
                let skipped = path[path.index(after: path.firstIndex(of: ".") ?? path.startIndex)...]
                return "\(path) (\(skipped) is not Texture's but an extension's, from the app or a library, that is not in "
                    + "what you pasted: paste it to use it here)"
            }
            return "\(path) (from \(path.prefix { $0 != "." }), which is not in what you pasted: paste its declaration "
                + "to use it here)"
        case .array: return "an array"
        case .tuple: return "a tuple"
        default: return value.staticTypeName
        }
    }
}
