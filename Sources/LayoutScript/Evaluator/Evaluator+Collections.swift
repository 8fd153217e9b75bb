import Foundation
import SwiftSyntax
import TextureLayout

/// Arrays, strings, dictionaries and the standard-library functions layout code uses on them.
extension Evaluator {
    /// A closure argument as written (run where it stands) or as a value (run with what it captured).
    enum Callee {
        case written(ClosureExprSyntax)
        case value(ScriptValue)
        /// An operator or `min`/`max` passed as a function: `reduce(0, +)`.
        case function(String, ExprSyntax)
        /// A key path passed as a function: `items.map(\.title)`.
        case keyPath(KeyPathExprSyntax)
        /// A closure as written whose result takes a type the context gives (`map` into a declared array).
        case returning(ClosureExprSyntax, ValueType)
    }

    mutating func invoke(_ callee: Callee, _ arguments: [ScriptValue], at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue
    {
        try countClosureRun(at: node)
        switch callee {
        case .written(let closure): return try runClosure(closure, arguments: arguments)
        case .returning(let closure, let type): return try runClosure(closure, arguments: arguments, returning: type)
        case .value(let value): return try call(value, arguments, at: node)
        case .function(let name, let syntax):
            // `zip(prices, counts).map(*)`: a pair is passed as the operator's two values.
            var arguments = arguments
            if arguments.count == 1, let parts = arguments[0].tupleParts, parts.count == 2 { arguments = parts }
            guard arguments.count == 2 else { throw ScriptError("\(name) takes two values here", at: syntax) }
            switch name {
            case "min", "max":
                let less = try applyOperator("<", arguments[0], arguments[1], at: syntax)
                return (less == .bool(true)) == (name == "min") ? arguments[0] : arguments[1]
            // An app type's own operator too (`sorted(by: >)` of a Comparable model, `reduce(.zero, +)`).
            default: return try applyOperator(name, arguments[0], arguments[1], at: syntax)
            }
        case .keyPath(let keyPath):
            guard arguments.count == 1, var value = arguments.first else {
                throw ScriptError("a key path reads one value here", at: keyPath)
            }
            for component in keyPath.components {
                switch component.component {
                case .property(let property):
                    value = try member(property.declName.baseName.text, of: value, at: property)
                case .optional:
                    if case .null = value { return .null }
                default:
                    throw ScriptError("only key paths of properties (\\.title, \\.image?.size) run here", at: component)
                }
            }
            return value
        }
    }

    /// The closure a call passes (trailing, or as its only argument).
    mutating func callee(of call: FunctionCallExprSyntax, at node: some SyntaxProtocol) throws(ScriptError) -> Callee {
        if let closure = call.trailingClosure { return .written(closure) }
        guard let argument = call.arguments.last else {
            throw ScriptError("this call needs a closure, e.g. { $0 }", at: node)
        }
        if let closure = argument.expression.as(ClosureExprSyntax.self) { return .written(closure) }
        if let keyPath = argument.expression.as(KeyPathExprSyntax.self) { return .keyPath(keyPath) }
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self), lookup(reference.baseName.text) == nil,
           ["+", "-", "*", "/", "min", "max", "<", ">", "<=", ">=", "==", "!="].contains(reference.baseName.text) {
            return .function(reference.baseName.text, argument.expression)
        }
        return .value(try evaluate(argument.expression))
    }

    // MARK: Properties

    /// `count`, `isEmpty`, `first`, `last`, `indices` of arrays and strings, `.0` of a tuple, `keys`/`values` of a
    /// dictionary, and Swift 2 and 3's `characters` of a string (the string, which is a collection today); nil for
    /// other names.
    mutating func collectionMember(_ name: String, of base: ScriptValue, at node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue?
    {
        switch base {
        case .array(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first", "firstObject": return values.first ?? .null
            case "last", "lastObject": return values.last ?? .null
            case "indices": return .range(lower: 0, upper: values.count)
            case "offset" where values.count == 2: return values[0]
            case "element" where values.count == 2: return values[1]
            // A dictionary's element (`reactions.sorted { $0.value > $1.value }`), held as its key-value pair.
            case "key" where values.count == 2: return values[0]
            case "value" where values.count == 2: return values[1]
            case "startIndex": return .int(0)
            // A lazy view runs its closures when read instead of at once; what layout reads is the same.
            case "lazy": return base
            case "endIndex": return .int(values.count)
            case "keys", "values":
                // A dictionary is held as its key-value pairs, in the order written (Swift's order is unspecified).
                var parts: [ScriptValue] = []
                for pair in values {
                    guard case .array(let entry) = pair, entry.count == 2 else { return nil }
                    parts.append(name == "keys" ? entry[0] : entry[1])
                }
                return .array(parts)
            default:
                if let index = Int(name) {
                    guard values.indices.contains(index) else {
                        throw ScriptError("this tuple has no part .\(index)", at: node)
                    }
                    return values[index]
                }
                return nil
            }
        case .tuple(let labels, let parts):
            guard let index = Int(name) ?? labels.firstIndex(of: name) else { return nil }
            guard parts.indices.contains(index) else { throw ScriptError("this tuple has no part .\(index)", at: node) }
            return parts[index]
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "utf8", "utf16", "unicodeScalars": return ScriptAPI.stringView(name, of: text)
            case "isEmpty": return .bool(text.isEmpty)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "capitalized", "localizedCapitalized": return .string(Self.capitalized(text))
            // Foundation's locale-aware case mappings, in US English: Swift's own.
            case "localizedUppercase": return .string(text.uppercased())
            case "localizedLowercase": return .string(text.lowercased())
            // Where a range of the text starts and ends, in the UTF-16 units `range(of:)` gives and `NSRange(_:in:)`
            // takes (`NSRange(text.startIndex..., in: text)`).
            case "startIndex": return .int(0)
            case "endIndex": return .int(text.utf16.count)
            case "characters":
                session.noteOldSpelling("text.characters", "text")
                return base
            // NSString's path parts (`(path as NSString).lastPathComponent`), as Foundation splits them.
            case "lastPathComponent": return .string((text as NSString).lastPathComponent)
            case "deletingLastPathComponent": return .string((text as NSString).deletingLastPathComponent)
            case "pathExtension": return .string((text as NSString).pathExtension)
            case "deletingPathExtension": return .string((text as NSString).deletingPathExtension)
            case "pathComponents": return .array((text as NSString).pathComponents.map(ScriptValue.string))
            default: return Self.characterProperty(name, of: text)
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "count":
                let (count, overflow) = upper.subtractingReportingOverflow(lower)
                guard !overflow else {
                    throw ScriptError("the range's count does not fit in an Int (Swift stops the app here)", at: node)
                }
                return .int(count)
            case "isEmpty": return .bool(upper == lower)
            case "lowerBound", "startIndex": return .int(lower)
            case "upperBound": return .int(closed ? upper - 1 : upper)
            case "lazy": return .array(try loopItems(base, at: node))
            case "endIndex": return .int(upper)
            case "first": return upper > lower ? .int(lower) : .null
            case "last": return upper > lower ? .int(upper - 1) : .null
            default: return nil
            }
        case .interval(let lower, let upper, let closed):
            switch name {
            case "lowerBound": return .number(lower)
            case "upperBound": return .number(upper)
            case "isEmpty": return .bool(!closed && lower == upper)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether a range holds a number (`(0...10).contains(i)`, `0.0..<0.5 ~= progress`, a `case` of a range value):
    /// nil when the value is not a number.
    static func rangeHolds(_ range: ScriptValue, _ value: ScriptValue) -> Bool? {
        // `"a"..."m"` of Strings or Characters: Swift's String order.
        if case .object(let type, let fields) = range, case .string(let text) = value,
           case .string(let lower)? = fields["lowerBound"], case .string(let upper)? = fields["upperBound"] {
            return lower <= text && (type == "ClosedRange<Bound>" ? text <= upper : text < upper)
        }
        let number: Double
        switch value {
        case .int(let int):
            if case .range(let lower, let upper, _) = range { return int >= lower && int < upper }
            number = Double(int)
        case .number(let double): number = double
        default: return nil
        }
        switch range {
        case .range(let lower, let upper, _): return number >= Double(lower) && number < Double(upper)
        case .interval(let lower, let upper, let closed): return number >= lower && (closed ? number <= upper : number < upper)
        default: return nil
        }
    }

    // MARK: Subscripts

    /// `items[0]`, `items[i] ?? fallback` (out of range is an error, as Swift traps), `dict["key"]` (nil when
    /// missing), `text[…]` is not supported.
    mutating func evaluateSubscript(_ subscriptCall: SubscriptCallExprSyntax) throws(ScriptError) -> ScriptValue {
        let base = try evaluate(subscriptCall.calledExpression)
        if case .null = base, Self.isOptionalChain(subscriptCall.calledExpression) { return .null }
        if let result = try pastedSubscript(of: base, subscriptCall) { return result }
        if let (key, fallback) = Self.defaultedKey(subscriptCall) {
            // `counts[day, default: 0]`: the value under the key, or the default when there is none.
            guard case .array(let pairs) = base, pairs.allSatisfy(Self.isKeyValuePair) else {
                throw ScriptError("subscript(_:default:) is a dictionary's; this is \(describe(base))",
                                  at: subscriptCall.calledExpression)
            }
            let value = Self.value(forKey: try subscriptIndex(key), in: pairs)
            if case .null = value { return try evaluate(fallback) }
            return value
        }
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else {
            throw ScriptError("a subscript takes one index here", at: subscriptCall)
        }
        if argument.label?.text == "keyPath" {
            // `stats[keyPath: path]`: the key path's function on the value.
            return try call(try evaluate(argument.expression), [base], at: argument.expression)
        }
        if let range = try oneSidedRange(argument.expression, in: base) {
            return try element(of: base, at: range, node: argument.expression)
        }
        let index = try subscriptIndex(argument.expression)
        if case .unknown(let path) = base, case .int(let position) = index,
           let item = try appNodeCollectionItem(path, position, at: subscriptCall) { return item }
        // `timestamps[stage]` of a `[Int: Date]`: the value under that key, nil when there is none. Only an Int
        // index of key-value pairs can be either a position or a key, so only then is the declaration looked at.
        if case .int = index, case .array(let pairs) = base, pairs.allSatisfy(Self.isKeyValuePair),
           isDictionary(subscriptCall.calledExpression) {
            return Self.value(forKey: index, in: pairs)
        }
        return try element(of: base, at: index, node: argument.expression)
    }

    /// Runs `body`, which reads and then writes `target` (`counts[next()] += 1`, `bump(&rows[next()])`), with each
    /// index written in the target evaluated once, as Swift evaluates it once for the access it reads and writes.
    mutating func evaluatingIndexesOnce<Result>(
        of targets: [ExprSyntax], _ body: (inout Evaluator) throws(ScriptError) -> Result
    ) throws(ScriptError) -> Result {
        var indexes: Set<SyntaxIdentifier> = []
        for target in targets {
            var current: ExprSyntax? = target
            while let part = current {
                if let subscriptCall = part.as(SubscriptCallExprSyntax.self) {
                    indexes.formUnion(subscriptCall.arguments.map(\.expression.id))
                    current = subscriptCall.calledExpression
                } else if let access = part.as(MemberAccessExprSyntax.self) {
                    current = access.base
                } else {
                    current = part.as(ForceUnwrapExprSyntax.self)?.expression
                        ?? part.as(OptionalChainingExprSyntax.self)?.expression
                }
            }
        }
        guard !indexes.isEmpty else { return try body(&self) }
        let outer = onceIndexes
        onceIndexes = (indexes, [:])
        defer { onceIndexes = outer }
        return try body(&self)
    }

    /// A subscript's index: evaluated, or the value it had for the read of the access being written back.
    mutating func subscriptIndex(_ expression: ExprSyntax) throws(ScriptError) -> ScriptValue {
        guard let once = onceIndexes, once.syntax.contains(expression.id) else { return try evaluate(expression) }
        if let value = once.values[expression.id] { return value }
        let value = try evaluate(expression)
        onceIndexes?.values[expression.id] = value
        return value
    }

    /// The key and default value of Dictionary's `subscript(_:default:)`, when a subscript is written that way.
    static func defaultedKey(_ subscriptCall: SubscriptCallExprSyntax) -> (key: ExprSyntax, fallback: ExprSyntax)? {
        let arguments = Array(subscriptCall.arguments)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "default" else { return nil }
        return (arguments[0].expression, arguments[1].expression)
    }

    /// Whether an expression names a variable or property declared (or made) as a dictionary.
    func isDictionary(_ expression: ExprSyntax) -> Bool {
        if expression.is(DictionaryExprSyntax.self) { return true }
        let variable: Variable?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            variable = lookup(reference.baseName.text) ?? selfField(reference.baseName.text)
        } else if let access = expression.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            variable = selfField(access.declName.baseName.text)
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            // `status.timestamps` of a pasted model: its stored property's declared type (read on a copy).
            var probe = self
            guard case .record(let record)? = try? probe.evaluate(base),
                  let property = session.program.storedProperty(access.declName.baseName.text, of: record.typeName)
            else { return false }
            return Self.isDictionaryType(property.binding.typeAnnotation?.type)
                || property.binding.initializer?.value.is(DictionaryExprSyntax.self) == true
        } else {
            return false
        }
        if case .dictionary? = variable?.type { return true }
        // A stored property of a pasted struct or plain class, whose values are kept without their types.
        let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard variable?.type == nil, let name, let typeName = selfContext?.typeName,
              let property = session.program.storedProperty(name, of: typeName) else { return false }
        if let annotation = property.binding.typeAnnotation?.type { return Self.isDictionaryType(annotation) }
        return property.binding.initializer?.value.is(DictionaryExprSyntax.self) ?? false
    }

    /// `[K: V]`, optional or not.
    static func isDictionaryType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let written = type.as(OptionalTypeSyntax.self)?.wrappedType
            ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        return written.is(DictionaryTypeSyntax.self)
    }

    /// The value a dictionary's pairs hold under `key`, or nil.
    static func value(forKey key: ScriptValue, in pairs: [ScriptValue]) -> ScriptValue {
        for pair in pairs {
            if case .array(let entry) = pair, entry.count == 2, sameKey(entry[0], key) { return entry[1] }
        }
        return .null
    }

    /// Whether a value is one of a dictionary's key-value pairs, as dictionaries are held.
    static func isKeyValuePair(_ value: ScriptValue) -> Bool {
        if case .array(let entry) = value { return entry.count == 2 }
        return false
    }

    /// A subscript the pasted code declares for the value's type (`extension Array { subscript(safe index: Int) … }`,
    /// a model's `subscript(key: String)`), whose labels fit the call: its getter runs with the value as `self`.
    /// Nil when none fits, and the type's own subscript applies.
    private mutating func pastedSubscript(of base: ScriptValue, _ subscriptCall: SubscriptCallExprSyntax)
        throws(ScriptError) -> ScriptValue? {
        let typeNames: [String]
        switch base {
        case .record(let record): typeNames = session.program.lineage(of: record.typeName).map(\.name)
        case .enumCase(let typeName, _): typeNames = [typeName]
        default: typeNames = extendedTypeNames(of: base)
        }
        let written = subscriptCall.arguments.map { WrittenArgument(label: $0.label?.text, expression: $0.expression) }
        for typeName in typeNames {
            for declaration in session.program.types[typeName]?.subscripts ?? [] {
                // A subscript's parameter has a label only when it is written with two names (`safe index`).
                let labels = declaration.parameterClause.parameters.map { parameter in
                    parameter.secondName != nil && parameter.firstName.tokenKind != .wildcard ? parameter.firstName.text : nil
                }
                guard labels == written.map(\.label), let accessors = declaration.accessorBlock,
                      !runningSubscripts.contains(declaration.id) else { continue }
                // Inside it, `self[index(startIndex, offsetBy: i)]` is String's own subscript (a String.Index is held
                // as an offset here, as the Int the app's subscript takes is): not the app's again.
                runningSubscripts.insert(declaration.id)
                defer { runningSubscripts.remove(declaration.id) }
                let statements = try getter(accessors, type: declaration.returnClause.type).body
                let slots: [WrittenArgument?] = written
                let parameters = Array(declaration.parameterClause.parameters)
                let values = try argumentValues(parameters, slots)
                let selfValue: SelfContext.SelfValue
                switch base {
                case .record(let record): selfValue = .record(record)
                case .element(let id): selfValue = .node(id)
                default: selfValue = .value(base)
                }
                return try runPastedBody(statements, parameters: zip(parameters, values).map { ($0.0, $0.1) },
                                         self: SelfContext(typeName: typeName, value: selfValue),
                                         returning: try annotatedType(declaration.returnClause.type), hasResult: true,
                                         at: subscriptCall)
            }
        }
        return nil
    }

    /// `items[2...]`, `items[..<2]`, `items[...2]`: a range with one end written, the other the array's own; a
    /// string's (`sha[..<end]`) in its indexes, UTF-16 offsets, a closed one ending after the bound's character.
    private mutating func oneSidedRange(_ expression: ExprSyntax, in base: ScriptValue) throws(ScriptError)
        -> ScriptValue?
    {
        let count: Int
        switch base {
        case .array(let values): count = values.count
        case .string(let text): count = text.utf16.count
        default: return nil
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            guard case .int(let lower) = try evaluate(postfix.expression, expecting: .integer) else { return nil }
            return .range(lower: lower, upper: count)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            guard case .int(let bound) = try evaluate(prefix.expression, expecting: .integer) else { return nil }
            if case .string(let text) = base, prefix.operator.text == "..." {
                return .range(lower: 0, upper: try Self.stringIndex(bound, offsetBy: 1, in: text, at: prefix))
            }
            let (upper, overflow) = bound.addingReportingOverflow(prefix.operator.text == "..." ? 1 : 0)
            guard !overflow else { throw ScriptError("arithmetic overflow", at: prefix) }
            return .range(lower: 0, upper: upper)
        }
        return nil
    }

    /// `timeNodes[i]` of an app's array of nodes that was not pasted (its name says it holds nodes): a node standing
    /// in for that item, the same one each time the item is read.
    private mutating func appNodeCollectionItem(_ path: String, _ position: Int, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue?
    {
        let collection = path.split(separator: ".").last.map(String.init) ?? path
        guard collection.hasSuffix("Nodes"), collection.first?.isLowercase == true || collection.first == "_" else {
            return nil
        }
        let key = "\(path)[\(position)]"
        if let made = session.program.appCollectionItems[key] { return .element(made) }
        let singular = String(collection.dropLast())
        let (className, kind) = Self.standInClass(forName: singular)
        let id = try createElement(className: className, namePrefix: singular, kind: kind, at: node)
        session.program.appCollectionItems[key] = id
        session.program.unknownClassNodes[id] = key  // named, once drawn, in the session's stand-in note
        return .element(id)
    }

    func element(of base: ScriptValue, at index: ScriptValue, node: some SyntaxProtocol) throws(ScriptError)
        -> ScriptValue
    {
        switch (base, index) {
        case (.array(let values), .int(let position)):
            guard values.indices.contains(position) else {
                throw ScriptError("index \(position) is out of range: the array has \(values.count) item"
                    + "\(values.count == 1 ? "" : "s") (Swift stops the app here)", at: node)
            }
            return values[position]
        case (.array(let values), .range(let lower, let upper, _)):
            guard lower >= 0, lower <= upper, upper <= values.count else {
                throw ScriptError("the range \(lower)..<\(upper) is out of bounds of an array of \(values.count)",
                                  at: node)
            }
            return .array(Array(values[lower..<upper]))
        case (.array(let pairs), _):
            return Self.value(forKey: index, in: pairs)
        case (.string(let text), .int(let position)):
            // `code[i]`: the Character at that index (an offset in UTF-16 code units, as NSString counts).
            let start = try Self.stringIndex(position, offsetBy: 0, in: text, at: node)
            let end = try Self.stringIndex(start, offsetBy: 1, in: text, at: node)
            return .string(String(text.utf16[Self.utf16Index(start, in: text)..<Self.utf16Index(end, in: text)])
                ?? "")
        case (.string(let text), .range(let lower, let upper, _)):
            // `sha[sha.startIndex..<end]`: the characters between two indexes.
            let start = try Self.stringIndex(lower, offsetBy: 0, in: text, at: node)
            let end = try Self.stringIndex(upper, offsetBy: 0, in: text, at: node)
            guard start <= end else {
                throw ScriptError("a string's range \(lower)..<\(upper) ends before it starts (Swift stops the app "
                    + "here)", at: node)
            }
            return .string(String(text.utf16[Self.utf16Index(start, in: text)..<Self.utf16Index(end, in: text)])
                ?? "")
        case (.unknown(let path), .string(let key))
            where key.count <= 40 && key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
            // An entry of the app's dictionary (`dict["title"]`): named by its key, which its stand-in text shows.
            return .unknown("\(path)[\"\(key)\"]")
        case (.unknown(let path), _):
            return .unknown("\(path)[…]")  // an item of an app model's collection: unknown until layout reads it
        default:
            throw ScriptError("\(describe(base)) cannot be indexed with \(describe(index))", at: node)
        }
    }

    /// Whether two dictionary keys are the same: equal, or an enum's case written with its type on one side and with
    /// a leading dot on the other (`[.city: cityField]` read as `fields[Field.city]`), which Swift types alike.
    /// Swift's `==` of two values as `contains` and `firstIndex(of:)` compare them: an enum's case is the same case
    /// however it is held (`self` in the enum's own member, an item of `allCases`).
    /// Swift's `==` of two items of a collection (`contains`, `firstIndex(of:)`): the pasted type's own `==` where it
    /// declares one (equal by `id`, or ignoring case), else equal values.
    mutating func isEqual(_ first: ScriptValue, _ second: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError) -> Bool {
        if case .bool(let equal)? = try pastedEquality(first, second, at: node) { return equal }
        try Self.checkComparisonSize(first, second, at: node)
        return isSameValue(first, second)
    }

    /// The most items, fields and tuple parts one `==` may walk through.
    static let maximumComparedParts = 1_000_000

    /// Refuses a comparison past ``maximumComparedParts``: arrays nested by `Array(repeating:count:)` hold one row
    /// many times over, and Swift's `==` compares it item by item each time it is held (10,000 rows of 10,000 rows is
    /// 10^12 items). The same array on both sides is equal at once, as Swift's storage check finds it.
    static func checkComparisonSize(_ first: ScriptValue, _ second: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError) {
        if case .array(let one) = first, case .array(let other) = second, sharesStorage(one, other) { return }
        var pending = [first]
        var parts = 0
        while let next = pending.popLast() {
            let inner: [ScriptValue]
            switch next {
            case .array(let items), .tuple(_, let items): inner = items
            case .record(let record): inner = Array(record.fields.values)
            case .object(_, let fields): inner = Array(fields.values)
            default: inner = []
            }
            parts += 1 + inner.count
            guard parts <= maximumComparedParts else {
                throw ScriptError("comparing these values walks more than \(maximumComparedParts) items (arrays "
                    + "repeated inside arrays?); layoutrepl stops there", at: node)
            }
            pending += inner.lazy.filter { part in
                if case .object = part { return true }
                return part.holdsValues
            }
        }
    }

    /// Whether two arrays are one storage, as a copy of an array is until either changes.
    static func sharesStorage(_ one: [ScriptValue], _ other: [ScriptValue]) -> Bool {
        one.count == other.count && one.withUnsafeBufferPointer { first in
            other.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
        }
    }

    /// The index of the first (or last) item equal to `item` by ``isEqual(_:_:at:)``.
    mutating func index(of item: ScriptValue, in values: [ScriptValue], last: Bool = false, at node: some SyntaxProtocol)
        throws(ScriptError) -> Int? {
        for index in last ? Array(values.indices.reversed()) : Array(values.indices)
        where try isEqual(values[index], item, at: node) {
            return index
        }
        return nil
    }

    func isSameValue(_ first: ScriptValue, _ second: ScriptValue) -> Bool {
        if first == second { return true }
        guard let one = enumCase(of: first), let other = enumCase(of: second) else { return false }
        return one.type == other.type && one.name == other.name && one.values == other.values
    }

    static func sameKey(_ stored: ScriptValue, _ key: ScriptValue) -> Bool {
        switch (stored, key) {
        case (.unresolvedMember(let name), .enumCase(_, let other)), (.enumCase(_, let name), .unresolvedMember(let other)):
            return name == other
        default:
            return stored == key
        }
    }

    /// `items[i] = value`: the array with one item replaced; `counts[key] = value` of a dictionary (`keyed`, or a key
    /// that is not an Int): its pair for the key replaced or added, or removed by `nil`.
    mutating func replacing(_ base: ScriptValue, at index: ScriptValue, with value: ScriptValue,
                            node: some SyntaxProtocol, keyed: Bool = false) throws(ScriptError) -> ScriptValue {
        guard case .array(var values) = base else {
            throw ScriptError("\(describe(base)) cannot be indexed", at: node)
        }
        if !keyed, case .int(let position) = index {
            guard values.indices.contains(position) else {
                throw ScriptError("index \(position) is out of range: the array has \(values.count) items (Swift "
                    + "stops the app here)", at: node)
            }
            values[position] = value
            return .array(values)
        }
        let existing = values.firstIndex { pair in
            if case .array(let entry) = pair, entry.count == 2, Self.sameKey(entry[0], index) { return true }
            return false
        }
        switch (existing, value) {
        case (let existing?, .null): values.remove(at: existing)
        case (let existing?, _): values[existing] = .array([index, value])
        case (nil, .null): break
        case (nil, _): values.append(.array([index, value]))
        }
        return .array(values)
    }

    // MARK: Array methods

    /// `[4, 8].map(makeDot)` with `func makeDot(_ side: CGFloat)`, `[3, 5].map { (v: CGFloat) in v / 2 }`,
    /// `[4, 8].map { makeDot($0) }`: Swift types an array literal's integer literals from the closure it is passed
    /// (its parameter's declared type, or the type of the pasted function's parameter the closure passes it to), so
    /// they are CGFloats there.
    func literalsTyped(_ values: [ScriptValue], by callee: Callee, in call: FunctionCallExprSyntax) -> [ScriptValue] {
        let closure: ClosureExprSyntax
        switch callee {
        case .written(let written), .returning(let written, _): closure = written
        case .value(.closure(let value)): closure = value.syntax
        default: return values
        }
        guard let elements = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(ArrayExprSyntax.self)?
                .elements,
              elements.allSatisfy({ element in
                  let literal = element.expression.as(PrefixOperatorExprSyntax.self)?.expression ?? element.expression
                  return literal.is(IntegerLiteralExprSyntax.self)
              }),
              let type = parameterType(of: closure),
              ["CGFloat", "Double", "Float"].contains(type) else { return values }
        return values.map { value in
            guard case .int(let integer) = value else { return value }
            return .number(Double(integer))
        }
    }

    /// The type of a closure's first parameter: as declared (`(v: CGFloat) in`), or else the declared type of the
    /// pasted function's parameter the closure passes it to unchanged (`{ makeDot($0) }`, `{ v in makeDot(side: v) }`).
    private func parameterType(of closure: ClosureExprSyntax) -> String? {
        let name: String
        switch closure.signature?.parameterClause {
        case .parameterClause(let clause)?:
            guard let first = clause.parameters.first else { return nil }
            if let type = first.type { return type.trimmedText }
            name = first.firstName.text
        case .simpleInput(let shorthand)?:
            guard let first = shorthand.first else { return nil }
            name = first.name.text
        case nil:
            name = "$0"
        }
        let finder = CallsPassing(name)
        finder.walk(closure.statements)
        for (call, position) in finder.calls {
            guard let callee = AssignmentsAndCalls.ownName(call.calledExpression),
                  let parameters = pastedFunction(callee)?.signature.parameterClause.parameters,
                  parameters.count == call.arguments.count else { continue }
            return parameters[parameters.index(parameters.startIndex, offsetBy: position)].type.trimmedText
        }
        return nil
    }

    /// The array methods layout code uses. Mutating ones (`append`, `insert`, `remove…`) are handled by
    /// ``mutatingValueMethod``. The arrays they build count against the statement's budget of items.
    mutating func callArrayMethod(_ method: String, on values: [ScriptValue], _ call: FunctionCallExprSyntax,
                                  at node: some SyntaxProtocol, expecting expected: ValueType? = nil)
        throws(ScriptError) -> ScriptValue {
        let result = try arrayMethodValue(method, on: values, call, at: node, expecting: expected)
        if case .array(let built) = result, !Self.itemReturningMethods.contains(method) {
            try countItemsBuilt(built.count, at: node)
        }
        return result
    }

    /// Array methods that return one of the items (which may be an array) rather than an array they build.
    private static let itemReturningMethods: Set = ["first", "last", "min", "max", "randomElement", "reduce"]

    private mutating func arrayMethodValue(_ method: String, on values: [ScriptValue], _ call: FunctionCallExprSyntax,
                                           at node: some SyntaxProtocol, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue {
        let arguments = Array(call.arguments)
        switch method {
        case "enumerated":
            return .array(values.enumerated().map { .array([.int($0.offset), $0.element]) })
        case "reversed": return .array(values.reversed())
        case "suffix" where arguments.first?.label?.text == "from", "prefix" where arguments.first?.label?.text == "upTo",
             "prefix" where arguments.first?.label?.text == "through":
            // `suffix(from: i)`, `prefix(upTo: i)`, `prefix(through: i)`: by index, which past the end is where Swift
            // stops the app.
            guard case .int(let index) = try evaluate(arguments[0].expression, expecting: .integer) else {
                throw ScriptError("\(method)(\(arguments[0].label?.text ?? ""):) takes an index", at: node)
            }
            let end = arguments[0].label?.text == "through" ? index + 1 : index
            guard index >= 0, end <= values.count else {
                throw ScriptError("index \(index) is out of range: the array has \(values.count) items (Swift stops the app "
                    + "here)", at: arguments[0].expression)
            }
            return .array(method == "suffix" ? Array(values[index...]) : Array(values[..<end]))
        case "map", "compactMap", "flatMap", "filter", "forEach", "first", "contains", "allSatisfy",
             "firstIndex", "sorted", "last", "drop", "prefix", "min", "max":
            if call.trailingClosure == nil, arguments.isEmpty || arguments.first?.label == nil,
               !["map", "compactMap", "flatMap", "filter", "forEach", "allSatisfy"].contains(method) {
                return try plainArrayMethod(method, on: values, arguments, at: node)
            }
            if let label = arguments.first?.label?.text, ["of", "separator"].contains(label) {
                return try plainArrayMethod(method, on: values, arguments, at: node)
            }
            var closure = try callee(of: call, at: node)
            // `let states: [StarState] = (0..<5).map { $0 < n ? .full : .empty }`: the items take the declared type.
            if ["map", "compactMap"].contains(method), case .array(let item)? = expected, case .written(let written) = closure {
                closure = .returning(written, item)
            }
            return try closureArrayMethod(method, on: literalsTyped(values, by: closure, in: call), closure, at: node)
        case "merging" where arguments.count >= 1:
            // `base.merging(extra) { $1 }`: another dictionary's pairs, a key in both kept as the closure says.
            let other = try loopItems(try evaluate(arguments[0].expression), at: arguments[0].expression)
            return try merging(values, with: other, combine: try callee(of: call, at: node), at: node)
        case "mapValues", "compactMapValues":
            // A dictionary, held as its key-value pairs: each value through the closure, the keys kept.
            let closure = try callee(of: call, at: node)
            var mapped: [ScriptValue] = []
            for pair in values {
                guard case .array(let entry) = pair, entry.count == 2 else {
                    throw ScriptError("\(method) is a dictionary's; this is an array", at: node)
                }
                try countIteration(at: node)
                let value = try invoke(closure, [entry[1]], at: node)
                if method == "compactMapValues", value == .null { continue }
                mapped.append(.array([entry[0], value]))
            }
            return .array(mapped)
        case "reduce" where arguments.first?.label?.text == "into":
            // `reduce(into: [:]) { $0[$1] = … }`: the closure changes the accumulator it is given (inout).
            guard let initial = arguments.first, case .written(let closure) = try callee(of: call, at: node) else {
                throw ScriptError("reduce(into:) needs a closure written here, e.g. { $0 += $1 }", at: node)
            }
            // `earnings.reduce(into: 0) { $0 += $1 }` over Decimals: the literal takes the elements' type, or (over
            // an app's records) a Double where adding to an Int fails, as for `reduce(_:_:)`.
            var result = try evaluate(initial.expression, expecting: values.first.flatMap(Self.numericType))
            let seedType: ValueType? = Self.makesDictionary(initial.expression) || isDictionary(initial.expression)
                ? .dictionary(.any) : nil
            var remaining = values[...]
            if case .int(let seed) = result, Self.isLiteralOnly(.operand(initial.expression)), let first = remaining.popFirst() {
                try countIteration(at: node)
                let before = self
                do {
                    result = try runAccumulating(closure, result, first, accumulatorType: seedType)
                } catch let intStep {
                    if Interruption.isRequested || isOverBudget { throw intStep }
                    self = before
                    guard let doubleStep = try? runAccumulating(closure, .number(Double(seed)), first),
                          case .number = doubleStep, !Interruption.isRequested else {
                        self = before
                        throw intStep
                    }
                    result = doubleStep
                }
            }
            for value in remaining {
                try countIteration(at: node)
                result = try runAccumulating(closure, result, value, accumulatorType: seedType)
            }
            return result
        case "reduce":
            guard let initial = arguments.first else { throw ScriptError("reduce needs an initial value", at: node) }
            // `reduce(0, +)` over CGFloats: the literal takes the elements' type.
            var result = try evaluate(initial.expression, expecting: values.first.flatMap(Self.numericType))
            let closure = try callee(of: call, at: node)
            var remaining = values[...]
            // `macros.reduce(0) { $0 + $1.kcal }`: Swift types the literal as the closure's result. The first step is
            // taken with an Int; where that fails, with a Double, which a closure adding Doubles takes.
            if case .int(let seed) = result, Self.isLiteralOnly(.operand(initial.expression)),
               let first = remaining.popFirst() {
                let before = self
                do {
                    result = try invoke(closure, [result, first], at: node)
                } catch let intStep {
                    if Interruption.isRequested { throw intStep }
                    self = before
                    let doubleStep = try? invoke(closure, [.number(Double(seed)), first], at: node)
                    guard let doubleStep, case .number = doubleStep, !Interruption.isRequested else {
                        self = before
                        throw intStep
                    }
                    result = doubleStep
                }
            }
            for value in remaining { result = try invoke(closure, [result, value], at: node) }
            // `let total: Double = [].reduce(0) { … }`: no step typed the literal, the context does.
            if values.isEmpty, case .int(let seed) = result, expected == .number,
               Self.isLiteralOnly(.operand(initial.expression)) {
                return .number(Double(seed))
            }
            return result
        case "joined":
            var separator = ""
            let given = try arguments.first.map { argument throws(ScriptError) in try evaluate(argument.expression) }
            if case .string(let text)? = given { separator = text }
            if case .array(let between)? = given, values.allSatisfy({ if case .array = $0 { true } else { false } }) {
                // `[[1, 2], [3]].joined(separator: [0])`: the arrays' items with the separator's between them.
                var items: [ScriptValue] = []
                for (index, value) in values.enumerated() {
                    if index > 0 { items += between }
                    if case .array(let part) = value { items += part }
                    guard items.count <= Self.maximumElements else {
                        throw ScriptError("the array grew past \(Self.maximumElements) items", at: node)
                    }
                }
                return .array(items)
            }
            // `rows.joined()` of arrays (of nodes, of anything): one array of their items, as Swift's flattening
            // `joined()` gives it.
            if arguments.isEmpty, !values.isEmpty, values.allSatisfy({ if case .array = $0 { true } else { false } }) {
                // Counted before they are copied: the arrays may share their items (`Array(repeating:count:)`).
                let count = values.reduce(0) { total, value in
                    if case .array(let items) = value, total <= Self.maximumElements { total + items.count } else { total }
                }
                guard count <= Self.maximumElements else {
                    throw ScriptError("the array would grow past \(Self.maximumElements) items", at: node)
                }
                return .array(values.flatMap { value -> [ScriptValue] in
                    if case .array(let items) = value { return items }
                    return []
                })
            }
            var parts: [String] = []
            for value in values {
                // An app's text put in the array (`parts.append(chapter.title)`) joins as its stand-in.
                var text = value
                if case .unknown(let path) = value, let standIn = standIn(forUnknown: path, as: .string) { text = standIn }
                guard case .string(let part) = text else {
                    throw ScriptError("joined() needs an array of strings", at: node)
                }
                parts.append(part)
            }
            // The length is known before the text is built: a join past the limit stops before it takes the memory.
            let bytes = parts.reduce(separator.utf8.count * Swift.max(0, parts.count - 1)) { total, part in
                total > Self.maximumStringLength ? total : total + part.utf8.count
            }
            guard bytes <= Self.maximumStringLength else {
                throw ScriptError("the string grew past \(Self.maximumStringLength) bytes; layoutrepl stops there", at: node)
            }
            return .string(try checkedString(parts.joined(separator: separator), at: node))
        case "randomElement" where arguments.isEmpty, "shuffled" where arguments.isEmpty:
            // Drawn as Darwin's random numbers are, the same on every run: the first element, the order as written.
            session.noteRandomNumber("[…].\(method)() = " + (method == "shuffled" ? "the order as written" : "the first"))
            return method == "shuffled" ? .array(values) : values.first ?? .null
        case "starts" where arguments.count == 1 && arguments[0].label?.text == "with":
            let prefix = try loopItems(try evaluate(arguments[0].expression), at: arguments[0].expression)
            return .bool(prefix.count <= values.count && zip(values, prefix).allSatisfy { isSameValue($0, $1) })
        case "lastIndex" where arguments.count == 1 && arguments[0].label?.text == "of":
            let item = try evaluate(arguments[0].expression, expecting: values.first?.valueType)
            return try index(of: item, in: values, last: true, at: node).map(ScriptValue.int) ?? .null
        case "lastIndex" where call.trailingClosure != nil || arguments.first?.label?.text == "where":
            let closure = try callee(of: call, at: node)
            for (index, value) in values.enumerated().reversed()
            where try closureTruth(method, node, try invoke(closure, [value], at: node)) {
                return .int(index)
            }
            return .null
        case let algebra where Self.setAlgebraMethods.contains(algebra) && arguments.count == 1:
            // A Set's algebra (a Set is held as an array of its members, in the order first added).
            let other = try loopItems(try evaluate(arguments[0].expression), at: arguments[0].expression)
            return Self.setAlgebra(method, values, other)
        case "split" where arguments.count == 1 && arguments[0].label?.text == "separator"
            || arguments.first?.label?.text == "whereSeparator" || call.trailingClosure != nil:
            // `split(separator: 0)`, `split(whereSeparator:)`: the runs of items between separators, empty runs
            // left out.
            let separator = arguments.first?.label?.text == "separator"
                ? try evaluate(arguments[0].expression, expecting: values.first?.valueType) : nil
            let closure = separator == nil ? try callee(of: call, at: node) : nil
            var runs: [ScriptValue] = []
            var run: [ScriptValue] = []
            for value in values {
                let separates = if let separator { isSameValue(value, separator) } else if let closure {
                    try closureTruth(method, node, try invoke(closure, [value], at: node))
                } else { false }
                if separates {
                    if !run.isEmpty { runs.append(.array(run)) }
                    run = []
                } else {
                    run.append(value)
                }
            }
            if !run.isEmpty { runs.append(.array(run)) }
            return .array(runs)
        case "index" where arguments.map(\.label?.text) == [nil, "offsetBy", "limitedBy"]:
            // `index(i, offsetBy: n, limitedBy: end)`: nil where the offset passes the limit.
            guard case .int(let start) = try evaluate(arguments[0].expression, expecting: .integer),
                  case .int(let offset) = try evaluate(arguments[1].expression, expecting: .integer),
                  case .int(let limit) = try evaluate(arguments[2].expression, expecting: .integer) else {
                throw ScriptError("index(_:offsetBy:limitedBy:) takes Int indices and an Int offset", at: node)
            }
            let (moved, overflow) = start.addingReportingOverflow(offset)
            guard !overflow else { throw ScriptError("the index overflows an Int (Swift stops the app here)", at: node) }
            let passes = offset >= 0 ? (start <= limit && moved > limit) : (start >= limit && moved < limit)
            return passes ? .null : .int(moved)
        case "dropFirst", "dropLast", "suffix":
            var count = method == "suffix" ? values.count : 1
            if let argument = arguments.first, case .int(let given) = try evaluate(argument.expression) {
                count = Swift.max(0, given)
            }
            switch method {
            case "dropFirst": return .array(Array(values.dropFirst(count)))
            case "dropLast": return .array(Array(values.dropLast(count)))
            default: return .array(Array(values.suffix(count)))
            }
        default:
            if !Self.standardArrayMethods.contains(method),
               closestName(to: method, in: Array(Self.standardArrayMethods)) == nil {
                // Not Swift's, nor a slip of one of its names: an extension from the app or a library
                // (RxSwift's `.asObservable()`), which layout does not need.
                let path = "[…].\(method)(…)"
                session.noteSkippedCall(path)
                return .unknown(path)
            }
            throw ScriptError("arrays have no method '\(method)' that layoutrepl runs (it runs map, filter, "
                + "compactMap, reduce, forEach, first, contains, sorted, joined, enumerated, reversed and more)"
                + didYouMean(method, in: Array(Self.standardArrayMethods)), at: node)
        }
    }

    static let setAlgebraMethods: Set = [
        "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint",
        "isStrictSubset", "isStrictSuperset",
    ]

    /// `union`, `intersection`, `subtracting`, `symmetricDifference` (the members, each once) and `isSubset(of:)`,
    /// `isSuperset(of:)`, `isDisjoint(with:)`, `isStrictSubset(of:)`, `isStrictSuperset(of:)` of sets held as arrays of
    /// their members.
    static func setAlgebra(_ method: String, _ members: [ScriptValue], _ other: [ScriptValue]) -> ScriptValue {
        func unique(_ values: [ScriptValue]) -> [ScriptValue] {
            var kept: [ScriptValue] = []
            for value in values where !kept.contains(value) { kept.append(value) }
            return kept
        }
        switch method {
        case "union": return .array(unique(members + other))
        case "intersection": return .array(unique(members.filter(other.contains)))
        case "subtracting": return .array(unique(members.filter { !other.contains($0) }))
        case "symmetricDifference":
            return .array(unique(members.filter { !other.contains($0) } + other.filter { !members.contains($0) }))
        case "isSubset": return .bool(members.allSatisfy(other.contains))
        case "isSuperset": return .bool(other.allSatisfy(members.contains))
        case "isStrictSubset":
            return .bool(members.allSatisfy(other.contains) && other.contains { !members.contains($0) })
        case "isStrictSuperset":
            return .bool(other.allSatisfy(members.contains) && members.contains { !other.contains($0) })
        default: return .bool(!members.contains(where: other.contains))
        }
    }

    /// The methods Swift's arrays and sequences have, run here or not: a name among them that layoutrepl does not
    /// run is an error, where any other name is an extension from the app or a library.
    static let standardArrayMethods: Set = [
        "map", "compactMap", "flatMap", "filter", "forEach", "first", "last", "contains", "allSatisfy", "reduce",
        "joined", "enumerated", "reversed", "sorted", "min", "max", "dropFirst", "dropLast", "prefix", "suffix",
        "firstIndex", "lastIndex", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast",
        "reverse", "swapAt", "mapValues", "compactMapValues",
        "shuffled", "shuffle", "split", "sort", "reverse", "swapAt", "partition", "randomElement", "elementsEqual",
        "starts", "drop", "index", "distance", "replaceSubrange", "reserveCapacity", "lexicographicallyPrecedes",
        "makeIterator", "withUnsafeBufferPointer", "zip", "count", "isEmpty", "lazy", "description",
        "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint",
        "isStrictSubset", "isStrictSuperset", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
    ]

    private mutating func plainArrayMethod(_ method: String, on values: [ScriptValue], _ arguments: [LabeledExprSyntax],
                                           at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        var argument: ScriptValue?
        if let first = arguments.first {
            // `amenities.contains(.wifi)`: a leading dot names a case of the items' type.
            var itemType = ["contains", "firstIndex"].contains(method) ? values.first?.valueType : nil
            // `events.contains(.logout)` of an enum whose other cases carry values (its values are records).
            if itemType == nil, ["contains", "firstIndex"].contains(method), case .record(let record)? = values.first,
               enumCase(of: .record(record)) != nil {
                itemType = .enumeration(record.typeName)
            }
            argument = try evaluate(first.expression, expecting: itemType)
        }
        switch method {
        case "contains":
            guard let argument else { return .bool(false) }
            return .bool(try index(of: argument, in: values, at: node) != nil)
        case "firstIndex":
            guard let argument else { return .null }
            return try index(of: argument, in: values, at: node).map(ScriptValue.int) ?? .null
        case "prefix":
            guard case .int(let count)? = argument else { throw ScriptError("prefix needs a count", at: node) }
            return .array(Array(values.prefix(Swift.max(0, count))))
        case "min", "max", "sorted":
            var sorted: [ScriptValue] = values
            try sortValues(&sorted, at: node)
            if method == "sorted" { return .array(sorted) }
            guard method == "max", var greatest = sorted.last else { return sorted.first ?? .null }
            // Swift's `max()` keeps the first of equal greatest items (an app type's `<` may call two different
            // values equal): the earliest in the sorted order that is not before the last.
            for value in sorted.reversed().dropFirst() {
                guard !(try isOrderedBefore(value, greatest, at: node)) else { break }
                greatest = value
            }
            return greatest
        default:
            throw ScriptError("\(method) needs a closure here", at: node)
        }
    }

    /// What a `filter`, `first(where:)`, `contains(where:)` or `allSatisfy` closure returned, as a condition: an
    /// app's flag (`room.amenities.contains($0)` of a model not pasted) stands in as a condition on it does.
    private mutating func closureTruth(_ method: String, _ node: some SyntaxProtocol, _ value: ScriptValue)
        throws(ScriptError) -> Bool
    {
        guard let flag = conditionValue(value) else {
            throw ScriptError("the closure of \(method) must return a Bool, got \(describe(value))", at: node)
        }
        return flag
    }

    private mutating func closureArrayMethod(_ method: String, on values: [ScriptValue], _ closure: Callee,
                                             at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        switch method {
        case "map":
            var mapped: [ScriptValue] = []
            for value in values { mapped.append(try invoke(closure, [value], at: node)) }
            return .array(mapped)
        case "compactMap":
            var mapped: [ScriptValue] = []
            for value in values {
                let result = try invoke(closure, [value], at: node)
                if result != .null { mapped.append(result) }
            }
            return .array(mapped)
        case "flatMap":
            var mapped: [ScriptValue] = []
            for value in values {
                let result = try invoke(closure, [value], at: node)
                if case .array(let inner) = result { mapped += inner } else if result != .null { mapped.append(result) }
                guard mapped.count <= Self.maximumElements else {
                    throw ScriptError("the array grew past \(Self.maximumElements) items", at: node)
                }
            }
            return .array(mapped)
        case "filter":
            var kept: [ScriptValue] = []
            for value in values where try closureTruth(method, node, try invoke(closure, [value], at: node)) { kept.append(value) }
            return .array(kept)
        case "forEach":
            for value in values { _ = try invoke(closure, [value], at: node) }
            return .void
        case "first", "contains", "firstIndex", "last":
            let ordered = method == "last" ? Array(values.enumerated().reversed()) : Array(values.enumerated())
            for (index, value) in ordered where try closureTruth(method, node, try invoke(closure, [value], at: node)) {
                switch method {
                case "contains": return .bool(true)
                case "firstIndex": return .int(index)
                default: return value
                }
            }
            return method == "contains" ? .bool(false) : .null
        case "allSatisfy":
            for value in values where !(try closureTruth(method, node, try invoke(closure, [value], at: node))) { return .bool(false) }
            return .bool(true)
        case "prefix", "drop":
            // `prefix(while:)`, `drop(while:)`: the items before the first the closure is false for, or from it on.
            var count = 0
            for value in values {
                guard try closureTruth(method, node, try invoke(closure, [value], at: node)) else { break }
                count += 1
            }
            return .array(Array(method == "prefix" ? values.prefix(count) : values.dropFirst(count)))
        case "max":
            // Swift's `max(by:)` keeps the first of equal greatest items.
            guard var greatest = values.first else { return .null }
            for value in values.dropFirst()
            where try closureTruth(method, node, try invoke(closure, [greatest, value], at: node)) {
                greatest = value
            }
            return greatest
        case "sorted", "min":
            let sorted = try stablySorted(values) { evaluator, first, second throws(ScriptError) in
                try evaluator.closureTruth(method, node, try evaluator.invoke(closure, [first, second], at: node))
            }
            return method == "sorted" ? .array(sorted) : sorted.first ?? .null
        default:
            throw ScriptError("arrays have no method '\(method)' that layoutrepl runs", at: node)
        }
    }

    /// `sorted()`, `min()`, `max()` without a closure: Swift's own Comparable values in their order, an app's type
    /// by the `<` it declares (`static func < (lhs: Priority, rhs: Priority)`), equal items in their first order.
    private mutating func sortValues(_ values: inout [ScriptValue], at node: some SyntaxProtocol) throws(ScriptError) {
        let ints = values.compactMap { if case .int(let value) = $0 { value } else { nil } }
        if ints.count == values.count { values = ints.sorted().map(ScriptValue.int); return }
        let numbers = values.compactMap { if case .number(let value) = $0 { value } else { nil } }
        if numbers.count == values.count { values = numbers.sorted().map(ScriptValue.number); return }
        let texts = values.compactMap { if case .string(let value) = $0 { value } else { nil } }
        if texts.count == values.count { values = texts.sorted().map(ScriptValue.string); return }
        values = try stablySorted(values) { evaluator, first, second throws(ScriptError) in
            try evaluator.countClosureRun(at: node)
            return try evaluator.isOrderedBefore(first, second, at: node)
        }
    }

    /// The values in the order `isBefore` gives, equal ones keeping theirs, as Swift's stable `sorted(by:)`: a merge
    /// sort, about n log n comparisons (each a run of the statement's closure budget where it runs the app's code).
    private mutating func stablySorted(
        _ values: [ScriptValue],
        by isBefore: (inout Evaluator, ScriptValue, ScriptValue) throws(ScriptError) -> Bool
    ) throws(ScriptError) -> [ScriptValue] {
        var items = values
        var merged = values
        var width = 1
        while width < items.count {
            var start = 0
            while start < items.count {
                let middle = Swift.min(start + width, items.count), end = Swift.min(start + 2 * width, items.count)
                var (left, right) = (start, middle)
                for slot in start..<end {
                    // The right run's item goes first only when it is strictly before: equal items keep their order.
                    var takesRight = right < end && left == middle
                    if right < end, left < middle { takesRight = try isBefore(&self, items[right], items[left]) }
                    if takesRight {
                        merged[slot] = items[right]
                        right += 1
                    } else {
                        merged[slot] = items[left]
                        left += 1
                    }
                }
                start = end
            }
            swap(&items, &merged)
            width *= 2
        }
        return items
    }

    mutating func isOrderedBefore(_ a: ScriptValue, _ b: ScriptValue, at node: some SyntaxProtocol)
        throws(ScriptError) -> Bool {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        default:
            guard case .bool(let less)? = try? applyOperator("<", a, b, at: node) else {
                throw ScriptError("\(describe(a)) and \(describe(b)) cannot be ordered: Swift orders Comparable values, "
                    + "and an app's type by the < it declares", at: node)
            }
            return less
        }
    }

    /// `append`, `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeAll()`, `removeFirst()`,
    /// `removeLast()` on an array variable (or property), `append` on a String and `toggle()` on a Bool; the changed
    /// value is stored back.
    mutating func mutatingValueMethod(_ method: String, _ call: FunctionCallExprSyntax, on target: ExprSyntax)
        throws(ScriptError) -> ScriptValue?
    {
        // `NSMutableArray`'s names for them (`nodes.add(node)`): the same changes to the array it is held as, which is
        // a reference, so a `let` holding it may change it.
        let written = call.arguments.map { $0.label?.text }
        let objectiveC: (method: String, labels: [String?])? = switch (method, written) {
        case ("add", [nil]): ("append", [nil])
        case ("addObjects", ["from"]): ("append", ["contentsOf"])
        case ("removeAllObjects", []): ("removeAll", [])
        case ("removeLastObject", []): ("removeLast", [])
        case ("removeObject", ["at"]): ("remove", ["at"])
        default: nil
        }
        let method = objectiveC?.method ?? method
        guard ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "reverse",
               "swapAt", "sort", "popLast", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
               "removeValue", "updateValue",
               "replaceSubrange", "removeSubrange", "round", "merge"].contains(method),
              // What a call returns is a temporary Swift does not let a mutating method change; reading it here
              // would run the call twice (`builder.add("a").add("b")` of an app's builder).
              !Self.withoutOptionalMarks(target).is(FunctionCallExprSyntax.self) else {
            return nil
        }
        var current = try evaluate(target)
        if objectiveC != nil, case .array = current {} else if objectiveC != nil { return nil }
        if case .null = current, Self.isOptionalChain(target) { return .null }
        if case .options(let type, let names) = current, call.arguments.count == 1, let argument = call.arguments.first,
           ["insert", "remove", "formUnion", "formIntersection", "subtract"].contains(method) {
            // `edges.insert(.bottom)` of a UIKit or Texture option set.
            guard let given = OptionSets.names(in: try evaluate(argument.expression, expecting: .optionSet(type)),
                                               of: type) else {
                throw ScriptError("\(type).\(method)(_:) takes options of \(type)", at: argument.expression)
            }
            let mine = OptionSets.members(of: type, names), other = OptionSets.members(of: type, given)
            let changed = switch method {
            case "insert", "formUnion": mine.union(other)
            case "formIntersection": mine.intersection(other)
            default: mine.subtracting(other)
            }
            try store(OptionSets.value(of: type, changed), into: target, at: call)
            return .void
        }
        if case .array(let pairs) = current, method == "merge", let other = call.arguments.first,
           pairs.allSatisfy(Self.isKeyValuePair) {
            // `attributes.merge(extra) { _, new in new }`: the dictionary takes the other's pairs in place, as
            // `merging` returns them.
            let added = try loopItems(try evaluate(other.expression), at: other.expression)
            try store(try merging(pairs, with: added, combine: try callee(of: call, at: call), at: call), into: target,
                      at: call)
            return .void
        }
        if case .bool(let flag) = current, method == "toggle", call.arguments.isEmpty, call.trailingClosure == nil {
            try store(.bool(!flag), into: target, at: call)
            return .void
        }
        if case .number(let number) = current, method == "round", call.arguments.count <= 1 {
            // `width.round(.up)`: the variable rounded in place, as `rounded(_:)` gives it.
            var rule = FloatingPointRoundingRule.toNearestOrAwayFromZero
            if let argument = call.arguments.first {
                rule = ScriptAPI.roundingRule(try evaluate(argument.expression,
                                                           expecting: .enumeration("FloatingPointRoundingRule")))
            }
            try store(.number(number.rounded(rule)), into: target, at: call)
            return .void
        }
        if case .string(var text) = current, method == "popLast", call.arguments.isEmpty, call.trailingClosure == nil {
            // `word.popLast()`: the last character, or nil for an empty string.
            guard let last = text.popLast() else { return .null }
            try store(.string(text), into: target, at: call)
            return .string(String(last))
        }
        if case .string(var text) = current, ["removeFirst", "removeLast", "removeAll"].contains(method),
           call.arguments.count <= 1, call.trailingClosure == nil {
            // `line.removeFirst()` while it starts with "#": the characters go as Swift's String drops them, and
            // `removeFirst()` and `removeLast()` give the one they removed.
            var removed = ScriptValue.void
            var count = 1
            if let argument = call.arguments.first {
                guard case .int(let written) = try evaluate(argument.expression, expecting: .integer), written >= 0 else {
                    throw ScriptError("\(method)(_:) takes a count of characters, 0 or more", at: argument)
                }
                count = written
            }
            if method == "removeAll" {
                text = ""
            } else {
                guard text.count >= count else {
                    throw ScriptError("\(method)(\(count == 1 && call.arguments.isEmpty ? "" : String(count))) on a string "
                        + "of \(text.count) character\(text.count == 1 ? "" : "s") (Swift stops the app here)", at: call)
                }
                if call.arguments.isEmpty {
                    removed = .string(String(method == "removeFirst" ? text.removeFirst() : text.removeLast()))
                } else if method == "removeFirst" {
                    text.removeFirst(count)
                } else {
                    text.removeLast(count)
                }
            }
            try store(.string(text), into: target, at: call)
            return removed
        }
        if case .string(var text) = current, ["insert", "remove", "replaceSubrange", "removeSubrange"].contains(method) {
            // `name.insert("!", at: name.endIndex)`, `text.remove(at: text.startIndex)`: a String's indices are its
            // UTF-16 offsets here.
            let arguments = Array(call.arguments)
            func position(_ argument: LabeledExprSyntax, allowsEnd: Bool) throws(ScriptError) -> String.Index {
                let end = text.utf16.count
                guard case .int(let offset) = try evaluate(argument.expression, expecting: .integer), offset >= 0,
                      allowsEnd ? offset <= end : offset < end else {
                    throw ScriptError("the index is outside the string (Swift stops the app here)", at: argument)
                }
                return String.Index(utf16Offset: offset, in: text)
            }
            func piece(_ argument: LabeledExprSyntax) throws(ScriptError) -> String {
                guard case .string(let piece) = try evaluate(argument.expression, expecting: .string) else {
                    throw ScriptError("\(method) on a String takes a String or Character", at: argument)
                }
                return piece
            }
            var result = ScriptValue.void
            switch (method, written) {
            case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
                let inserted = try piece(arguments[0])
                text.insert(contentsOf: inserted, at: try position(arguments[1], allowsEnd: true))
            case ("remove", ["at"]):
                result = .string(String(text.remove(at: try position(arguments[0], allowsEnd: false))))
            case ("replaceSubrange", [nil, "with"]), ("removeSubrange", [nil]):
                // A range open at the top (`index...`) reaches the string's end.
                guard case .range(let lower, var upper, _) = try evaluate(arguments[0].expression), lower >= 0 else {
                    throw ScriptError("\(method) needs a range of the string's indices (Swift stops the app here)",
                                      at: arguments[0])
                }
                if upper == Int.max { upper = text.utf16.count }
                guard upper <= text.utf16.count, lower <= upper else {
                    throw ScriptError("\(method) needs a range of the string's indices (Swift stops the app here)",
                                      at: arguments[0])
                }
                let replacement = method == "removeSubrange" ? "" : try piece(arguments[1])
                text.replaceSubrange(String.Index(utf16Offset: lower, in: text)..<String.Index(utf16Offset: upper, in: text),
                                     with: replacement)
            default:
                throw ScriptError("\(method) is not called like this on a String here", at: call)
            }
            try store(.string(try checkedString(text, at: call)), into: target, at: call)
            return result
        }
        if case .string(var text) = current, method == "append", let argument = call.arguments.first {
            current = .void
            var appended = try evaluate(argument.expression)
            // `text.append(item)` of an app model's item: its stand-in text, as a string it is joined into.
            if case .unknown(let path) = appended { appended = standIn(forUnknown: path, as: .string) ?? appended }
            guard case .string(let more) = appended else {
                throw ScriptError("append on a String takes a String", at: argument)
            }
            _ = try checkedString(more, at: call, growing: text)
            guard let place = takeForChange(target)?.place else {
                try store(.string(text + more), into: target, at: call)
                return .void
            }
            text += more
            putBack(.string(text), into: place)
            return .void
        }
        guard case .array(var values) = current else { return nil }
        current = .void
        let arguments = Array(call.arguments)
        var result = ScriptValue.void
        // The variable's array, taken out of its place once the arguments are read (see `takeForChange`); an
        // NSMutableArray's is stored back as the reference it is.
        var place: HeldVariable?
        func takeHeldArray() -> HeldVariable? { objectiveC == nil ? takeForChange(target)?.place : nil }
        func checkRoom(for added: Int) throws(ScriptError) {
            guard values.count + added <= Self.maximumElements else {
                throw ScriptError("the array grew past \(Self.maximumElements) items", at: call)
            }
        }
        switch (method, objectiveC?.labels ?? written) {
        case ("append", [nil]):
            // `handlers.append((1, "tap"))` to `[(id: Int, name: String)]`: the item takes the element type's labels.
            let declared: ValueType? = if case .array(let element)? = declaredType(of: .operand(target)) { element } else { nil }
            var item = try evaluate(arguments[0].expression, expecting: declared ?? values.first?.valueType)
            if let declared, declared.isLabelledTuple {
                item = try convert(item, to: declared, at: arguments[0].expression, context: "append")
            } else {
                item = Self.keepingLabels(of: values.first, item)
            }
            try checkRoom(for: 1)
            if item.holdsValues { _ = try Self.checkedNesting(item, at: call) }
            place = takeHeldArray()
            values.append(item)
        case ("append", []):
            // An array of closures: `handlers.append { … }`.
            guard let closure = call.trailingClosure else {
                throw ScriptError("append takes the item to add, e.g. items.append(x)", at: call)
            }
            let item = try evaluate(ExprSyntax(closure))
            try checkRoom(for: 1)
            place = takeHeldArray()
            values.append(item)
        case ("append", ["contentsOf"]):
            switch try evaluate(arguments[0].expression) {
            case .array(let more):
                try checkRoom(for: more.count)
                place = takeHeldArray()
                values += more
            case .unknown(let path):
                // An app collection (`summary.discounts.map(Row.discount)` of a value a publisher delivers): one
                // item, as a loop over it sees.
                session.noteStandIn("one item", for: path)
                values.append(.unknown("\(path)[0]"))
            case let other:
                throw ScriptError("append(contentsOf:) takes an array, got \(describe(other))", at: arguments[0])
            }
        case ("insert", [nil]):
            // A Set's insert (a Set is held as an array of its members): added once, and said whether it was new.
            let value = try Self.checkedNesting(try evaluate(arguments[0].expression, expecting: values.first?.valueType),
                                                at: arguments[0])
            let isNew = !values.contains(value)
            if isNew { values.append(value) }
            result = .tuple(labels: ["inserted", "memberAfterInsert"], parts: [.bool(isNew), value])
        case ("insert", [nil, "at"]):
            let value = try Self.checkedNesting(try evaluate(arguments[0].expression), at: arguments[0])
            guard case .int(let position) = try evaluate(arguments[1].expression), (0...values.count).contains(position)
            else { throw ScriptError("insert(_:at:) needs a position from 0 to \(values.count)", at: arguments[1]) }
            try checkRoom(for: 1)
            place = takeHeldArray()
            values.insert(value, at: position)
        case ("remove", [nil]):
            // A Set's remove (a Set is held as an array of its members): the member, or nil where it was not there.
            let member = try evaluate(arguments[0].expression, expecting: values.first?.valueType)
            result = .null
            if let index = try index(of: member, in: values, at: call) { result = values.remove(at: index) }
        case ("remove", ["at"]):
            guard case .int(let position) = try evaluate(arguments[0].expression), values.indices.contains(position)
            else { throw ScriptError("remove(at:) needs an index of the array", at: arguments[0]) }
            place = takeHeldArray()
            result = values.remove(at: position)
        case ("removeAll", []) where call.trailingClosure == nil: values.removeAll()
        case ("removeAll", []), ("removeAll", ["where"]):
            // `items.removeAll { $0.isHidden }`: every item the closure is true for goes, the rest keep their order.
            let closure = try callee(of: call, at: call)
            var kept: [ScriptValue] = []
            for value in values where !(try closureTruth(method, call, try invoke(closure, [value], at: call))) {
                kept.append(value)
            }
            values = kept
        case ("sort", []), ("sort", ["by"]):
            // `tags.sort()`, `rows.sort { $0.order < $1.order }`: sorted in place, as `sorted` returns it.
            guard case .array(let sorted) = try callArrayMethod("sorted", on: values, call, at: call) else {
                throw ScriptError("sort() needs items that can be ordered", at: call)
            }
            values = sorted
        case ("reverse", []): values.reverse()
        case ("swapAt", [nil, nil]):
            guard case .int(let first) = try evaluate(arguments[0].expression), values.indices.contains(first),
                  case .int(let second) = try evaluate(arguments[1].expression), values.indices.contains(second) else {
                throw ScriptError("swapAt(_:_:) needs two indices of the array (Swift stops the app here)", at: call)
            }
            place = takeHeldArray()
            values.swapAt(first, second)
        case ("removeFirst", []), ("removeLast", []):
            guard !values.isEmpty else {
                throw ScriptError("\(method)() on an empty array (Swift stops the app here)", at: call)
            }
            place = takeHeldArray()
            result = method == "removeFirst" ? values.removeFirst() : values.removeLast()
        case ("popLast", []):
            place = takeHeldArray()
            result = values.popLast() ?? .null
        case ("formUnion", [nil]), ("formIntersection", [nil]), ("subtract", [nil]), ("formSymmetricDifference", [nil]):
            let other = try loopItems(try evaluate(arguments[0].expression), at: arguments[0].expression)
            let algebra = ["formUnion": "union", "formIntersection": "intersection", "subtract": "subtracting",
                           "formSymmetricDifference": "symmetricDifference"][method]
            guard let algebra, case .array(let changed) = Self.setAlgebra(algebra, values, other) else { return nil }
            values = changed
        case ("removeValue", ["forKey"]):
            // A dictionary, held as its key-value pairs: the pair goes, and its value is returned (nil without one).
            let key = try evaluate(arguments[0].expression)
            result = .null
            if let index = values.firstIndex(where: { $0.tupleParts?.first == key }) {
                result = values.remove(at: index).tupleParts?.last ?? .null
            }
        case ("updateValue", [nil, "forKey"]):
            let value = try Self.checkedNesting(try evaluate(arguments[0].expression), at: arguments[0])
            let key = try evaluate(arguments[1].expression)
            result = .null
            if let index = values.firstIndex(where: { $0.tupleParts?.first == key }) {
                result = values[index].tupleParts?.last ?? .null
                values[index] = .array([key, value])
            } else {
                values.append(.array([key, value]))
            }
        case ("replaceSubrange", [nil, "with"]):
            guard case .range(let lower, let upper, _) = try evaluate(arguments[0].expression), lower >= 0,
                  upper <= values.count else {
                throw ScriptError("replaceSubrange(_:with:) needs a range of the array's indices 0..<\(values.count) "
                    + "(Swift stops the app here)", at: arguments[0])
            }
            let replacement = try loopItems(try evaluate(arguments[1].expression), at: arguments[1].expression)
            values.replaceSubrange(lower..<upper, with: replacement)
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            guard case .int(let count) = try evaluate(arguments[0].expression, expecting: .integer), count >= 0 else {
                throw ScriptError("\(method)(_:) takes a count of items, 0 or more", at: arguments[0])
            }
            guard count <= values.count else {
                throw ScriptError("\(method)(\(count)) on an array of \(values.count) item\(values.count == 1 ? "" : "s") "
                    + "(Swift stops the app here)", at: call)
            }
            if method == "removeFirst" { values.removeFirst(count) } else { values.removeLast(count) }
        default:
            throw ScriptError("\(method) is not called like this here", at: call)
        }
        if let place {
            // Checked before the value was taken, so nothing below throws with the variable empty.
            putBack(.array(values), into: place)
            return result
        }
        try checkRoom(for: 0)
        if method == "append", let added = values.last, added.holdsValues {
            _ = try Self.checkedNesting(added, at: call)
        }
        if objectiveC != nil {
            try storeBack(.array(values), into: target, at: call, asReference: true)
        } else {
            try store(.array(values), into: target, at: call)
        }
        return result
    }

    // MARK: Strings

    /// The String methods layout code uses; the strings they make count against the statement's string budget.
    mutating func callStringMethod(_ method: String, on text: String, _ call: FunctionCallExprSyntax,
                                   at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        let result = try stringMethodValue(method, on: text, call, at: node)
        if case .string(let made) = result { _ = try checkedString(made, at: node) }
        return result
    }

    private mutating func stringMethodValue(_ method: String, on text: String, _ call: FunctionCallExprSyntax,
                                            at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        if let index = try stringIndexMethod(method, on: text, call, at: node) { return index }
        if method == "data", call.arguments.first?.label?.text == "using" {
            // `json.data(using: .utf8)`: its bytes, for a JSONDecoder.
            return ScriptAPI.data(text)
        }
        if method == "padding", call.arguments.map({ $0.label?.text }) == ["toLength", "withPad", "startingAt"] {
            return try padded(text, call, at: node)
        }
        if Self.stringSequenceMethods.contains(method)
            || method == "contains" && (call.trailingClosure != nil || call.arguments.first?.label?.text == "where") {
            // A String is a sequence of its characters (each a one-character String here).
            let result = try callArrayMethod(method, on: try Self.characters(of: text, at: node), call, at: node)
            guard Self.stringSlicingMethods.contains(method), case .array(let kept) = result else { return result }
            return .string(kept.map(interpolated).joined())
        }
        if method == "components", let argument = call.arguments.first, argument.label?.text == "separatedBy",
           let access = argument.expression.as(MemberAccessExprSyntax.self),
           let characters = Self.characterSets[access.declName.baseName.text],
           access.base == nil || access.base?.trimmedText == "CharacterSet" {
            // `components(separatedBy: .newlines)`: split at every scalar of the set, empty parts kept, as Foundation
            // splits (so "\r\n", one Character to Swift, is two separators).
            let parts = text.unicodeScalars.split(omittingEmptySubsequences: false) { characters.contains($0) }
            return try partsOfString(parts.map(Substring.init), at: node)
        }
        var strings: [String] = []
        // A leading-dot argument is no String, and has no type to read it in where the method is an app's or a
        // library's (BonMot's `title.styled(with: .init(.font(…)))`).
        for argument in call.arguments where !Self.isImplicitMemberChain(argument.expression) {
            if case .string(let value) = try evaluate(argument.expression) { strings.append(value) }
        }
        switch (method, strings.count) {
        case ("lowercased", 0): return .string(text.lowercased())
        case ("uppercased", 0): return .string(text.uppercased())
        case ("hasPrefix", 1): return .bool(text.hasPrefix(strings[0]))
        case ("hasSuffix", 1): return .bool(text.hasSuffix(strings[0]))
        case ("starts", 1) where call.arguments.first?.label?.text == "with": return .bool(text.hasPrefix(strings[0]))
        case ("contains", 1): return .bool(text.contains(strings[0]))
        case ("trimmingCharacters", _): return .string(text.trimmingWhitespace)
        case ("replacingOccurrences", 2):
            guard !strings[0].isEmpty else { return .string(text) }
            // The result's size is known before it is made: a text that would pass the limit is refused unbuilt.
            let occurrences = text.ranges(of: strings[0]).count
            let grown = text.utf8.count + occurrences * (strings[1].utf8.count - strings[0].utf8.count)
            guard grown <= Self.maximumStringLength else {
                throw ScriptError("the string would grow past \(Self.maximumStringLength) bytes; layoutrepl stops there",
                                  at: node)
            }
            return .string(try checkedString(text.replacing(strings[0], with: strings[1]), at: node))
        case ("components", 1), ("split", 1):
            guard !strings[0].isEmpty else { return .array([.string(text)]) }
            var omitsEmpty = method == "split"
            if let option = call.arguments.first(where: { $0.label?.text == "omittingEmptySubsequences" }),
               case .bool(let flag) = try evaluate(option.expression, expecting: .bool) {
                omitsEmpty = flag
            }
            var maxSplits = Int.max
            if let option = call.arguments.first(where: { $0.label?.text == "maxSplits" }),
               case .int(let most) = try evaluate(option.expression, expecting: .integer) {
                guard most >= 0 else {
                    throw ScriptError("maxSplits must be 0 or more (Swift stops the app here)", at: option.expression)
                }
                maxSplits = most
            }
            let parts = text.split(separator: strings[0], maxSplits: maxSplits, omittingEmptySubsequences: omitsEmpty)
            return try partsOfString(parts, at: node)
        default:
            let known = Array(Self.stringMethods) + ScriptAPI.shared.valueMethods(ofType: "String").compactMap(\.name)
            if !isLikelySlip(method, of: known) {
                // A method of the app's own String extension (`title.toBoldAttributed()`), from a file not pasted.
                return .unknown("\"\(text.prefix(60))\".\(method)(…)")
            }
            throw ScriptError("String has no method '\(method)' that layoutrepl runs (it runs lowercased, uppercased, "
                + "hasPrefix, hasSuffix, contains, components(separatedBy:) and more)", at: node)
        }
    }

    /// The parts a String was split into, as an array within the limit on items every array keeps.
    private mutating func partsOfString(_ parts: [Substring], at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        guard parts.count <= Self.maximumElements else {
            throw ScriptError("the array would grow past \(Self.maximumElements) items (the string splits into "
                + "\(parts.count) parts); layoutrepl stops there", at: node)
        }
        try countItemsBuilt(parts.count, at: node)
        return .array(parts.map { .string(String($0)) })
    }

    /// A stride over floating-point bounds: each value is the start plus a whole number of steps, as Swift's
    /// floating-point stride computes it (no error builds up from adding the step again and again).
    private mutating func floatingStride(_ bounds: [ScriptValue], through: Bool, at call: FunctionCallExprSyntax)
        throws(ScriptError) -> ScriptValue {
        guard case .number(let from) = bounds[0], case .number(let to) = bounds[1], case .number(let step) = bounds[2],
              from.isFinite, to.isFinite, step.isFinite else {
            throw ScriptError("stride(from:to:by:) takes finite numbers of one type", at: call)
        }
        guard step != 0 else { throw ScriptError("stride with a step of 0 never ends", at: call) }
        var values: [ScriptValue] = []
        var index = 0.0
        while true {
            let current = from + index * step
            guard step > 0 ? (through ? current <= to : current < to) : (through ? current >= to : current > to) else { break }
            try countIteration(at: call)
            values.append(.number(current))
            index += 1
        }
        return .array(values)
    }

    /// Foundation's `padding(toLength:withPad:startingAt:)`: the text cut to the length, or filled up to it with the
    /// pad repeated from the index given (`"7".padding(toLength: 3, withPad: "0", startingAt: 0)` is "700").
    private mutating func padded(_ text: String, _ call: FunctionCallExprSyntax, at node: some SyntaxProtocol)
        throws(ScriptError) -> ScriptValue {
        let arguments = Array(call.arguments)
        guard case .int(let length) = try evaluate(arguments[0].expression, expecting: .integer), length >= 0,
              case .string(let pad) = try evaluate(arguments[1].expression, expecting: .string),
              case .int(let start) = try evaluate(arguments[2].expression, expecting: .integer) else {
            throw ScriptError("padding(toLength:withPad:startingAt:) takes a length of 0 or more, a pad and an index",
                              at: node)
        }
        let characters = Array(text)
        guard length > characters.count else { return .string(String(characters.prefix(length))) }
        let padCharacters = Array(pad)
        guard !padCharacters.isEmpty, padCharacters.indices.contains(start) else {
            throw ScriptError("padding's startingAt: \(start) is outside the pad \"\(pad.prefix(20))\" (Foundation raises "
                + "NSRangeException here)", at: arguments[2])
        }
        guard length <= Self.maximumStringLength else {
            throw ScriptError("the string would grow past \(Self.maximumStringLength) bytes; layoutrepl stops there", at: node)
        }
        var result = characters
        var index = start
        while result.count < length {
            result.append(padCharacters[index])
            index = (index + 1) % padCharacters.count
        }
        return .string(try checkedString(String(result), at: node))
    }

    /// Foundation's character sets that text is split at.
    static let characterSets: [String: CharacterSet] = [
        "newlines": .newlines, "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines,
        "decimalDigits": .decimalDigits, "punctuationCharacters": .punctuationCharacters,
    ]

    /// Foundation's `capitalized`: each word's first letter in upper case and the rest in lower case, a word starting
    /// after anything but a letter or an apostrophe (Foundation on this machine writes "2nd" as "2Nd").
    static func capitalized(_ text: String) -> String {
        var result = ""
        var startsWord = true
        for character in text {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !(character.isLetter || character == "'")
        }
        return result
    }

    /// The String methods run here besides the sequence methods and the catalog's.
    static let stringMethods: Set = [
        "lowercased", "uppercased", "hasPrefix", "hasSuffix", "contains", "trimmingCharacters", "replacingOccurrences",
        "components", "split",
    ]

    /// Sequence methods a String answers with its characters: ``stringSlicingMethods`` give a String back, the
    /// others what they give on an array.
    static let stringSequenceMethods: Set = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "enumerated", "allSatisfy", "sorted",
        "firstIndex", "min", "max", "prefix", "suffix", "dropFirst", "dropLast", "reversed", "drop",
    ]
    static let stringSlicingMethods: Set = ["filter", "prefix", "suffix", "dropFirst", "dropLast", "drop"]

    /// `String(format: "%d items, %.1f pt", n, w)` as Foundation formats it: a placeholder's flags (`-+ 0#`), width,
    /// precision and length (`%02d`, `%-4ld`, `%+.1f`, `%5.1f%%`) for %d %i %u %x %X %o %f %F %e %E %g %G, and
    /// %@ (or %s) for any value; `%2$@` takes the value at that position.
    mutating func formatString(_ call: FunctionCallExprSyntax) throws(ScriptError) -> ScriptValue {
        let arguments = Array(call.arguments)
        guard let format = arguments.first, case .string(let template) = try evaluate(format.expression) else {
            throw ScriptError("String(format:) needs a format string", at: call)
        }
        var values: [ScriptValue] = []
        for argument in arguments.dropFirst() { values.append(try evaluate(argument.expression)) }
        var output = ""
        let characters = Array(template)
        var index = 0
        var next = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else { output.append(character); continue }
            var placeholder = Placeholder()
            // `%2$@`: the value by its position, as translations that reorder a sentence's values write it.
            let start = index
            var position = Self.digits(in: characters, from: &index)
            if position != nil, index < characters.count, characters[index] == "$" {
                index += 1
            } else {
                (position, index) = (nil, start)
            }
            while index < characters.count, "-+ 0#".contains(characters[index]) {
                placeholder.flags.append(characters[index])
                index += 1
            }
            placeholder.width = Self.digits(in: characters, from: &index)
            if index < characters.count, characters[index] == "." {
                index += 1
                placeholder.precision = Self.digits(in: characters, from: &index) ?? 0
            }
            while index < characters.count, "hlqLzjt".contains(characters[index]) { index += 1 }
            guard index < characters.count else {
                throw ScriptError("the format ends inside a placeholder (%…) in String(format:)", at: call)
            }
            placeholder.conversion = characters[index]
            index += 1
            if placeholder.conversion == "%" { output += "%"; continue }
            guard max(placeholder.width ?? 0, placeholder.precision ?? 0) <= Placeholder.largestWidth else {
                throw ScriptError("a width or precision over \(Placeholder.largestWidth) in String(format:) is more "
                    + "than layoutrepl formats", at: call)
            }
            if let position {
                guard position >= 1, position <= values.count else {
                    throw ScriptError("the placeholder %\(position)$ asks for value \(position) and String(format:) was "
                        + "given \(values.count)", at: call)
                }
            } else if next >= values.count {
                throw ScriptError("the format has more placeholders than values", at: call)
            }
            var value = values[position.map { $0 - 1 } ?? next]
            if position == nil { next += 1 }
            // An app value from another file takes the stand-in of the type its placeholder reads.
            if case .unknown(let path) = value, let standIn = standIn(forUnknown: path, as: placeholder.readsNumber
                ? .number : placeholder.readsInteger ? .integer : .string) {
                value = standIn
            }
            guard let piece = placeholder.formatted(value, describedAs: interpolated(value)) else {
                throw ScriptError("%\(placeholder.conversion) does not fit \(describe(value)) in String(format:)",
                                  at: call)
            }
            output += piece
        }
        return .string(try checkedString(output, at: call))
    }

    /// The digits at `index` as a number (a placeholder's width or precision), moving past them.
    private static func digits(in characters: [Character], from index: inout Int) -> Int? {
        var digits = ""
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
            digits.append(characters[index])
            index += 1
        }
        return digits.isEmpty ? nil : Int(digits.prefix(9))
    }

    /// `: message` for the message an assertion or `fatalError` is given, when it is text.
    private mutating func stoppingMessage(_ argument: LabeledExprSyntax?) throws(ScriptError) -> String {
        guard let argument, case .string(let message) = try evaluate(argument.expression, expecting: .string) else {
            return ""
        }
        return ": " + message
    }

    /// Whether an app value's path ends in a member that CGRect, CGSize, CGPoint and UIEdgeInsets give as a CGFloat
    /// (`insets.bottom`, `frame.width`, `bounds.maxY`).
    static func namesGeometry(_ path: String) -> Bool {
        guard let last = path.split(separator: ".").last else { return false }
        return ["top", "bottom", "left", "right", "width", "height", "x", "y", "minX", "midX", "maxX", "minY", "midY",
                "maxY"].contains(String(last))
    }

    // MARK: Free functions of the standard library

    /// `print`, `min`/`max`/`abs` on Ints, `stride`, `zip`, `String(…)`, `Array(…)`; nil when `name` is none of them.
    mutating func standardLibraryCall(_ name: String, _ call: FunctionCallExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue?
    {
        let arguments = Array(call.arguments)
        switch name {
        case "assert", "precondition":
            // A debug build (Xcode's Run) stops on a false condition; an app value's condition holds.
            guard let condition = arguments.first,
                  case .bool(false) = try evaluate(condition.expression, expecting: .bool) else { return .void }
            throw ScriptError("\(name == "assert" ? "assertion" : "precondition") failed"
                + (try stoppingMessage(arguments.dropFirst().first)) + " (Swift stops the app here)", at: call)
        case "assertionFailure", "preconditionFailure", "fatalError":
            throw ScriptError("\(name == "fatalError" ? "fatal error" : name == "assertionFailure" ? "assertion failed" : "precondition failed")"
                + (try stoppingMessage(arguments.first)) + " (Swift stops the app here)", at: call)
        case "objc_setAssociatedObject", "objc_getAssociatedObject":
            // The Objective-C runtime's storage behind an extension's property (`var isJoined: Bool { get { … } set
            // { … } }` on a Texture class): a value kept per object and key.
            guard arguments.count >= 2, let key = arguments[1].expression.as(InOutExprSyntax.self)?.expression
                .trimmedText ?? Optional(arguments[1].expression.trimmedText) else { return .null }
            let object = try evaluate(arguments[0].expression)
            let slot = "\(object.elementID.map { "node \($0.index)" } ?? interpolated(object))|\(key)"
            if name == "objc_getAssociatedObject" { return session.program.associatedObjects[slot] ?? .null }
            guard arguments.count >= 3 else { return .void }
            session.program.associatedObjects[slot] = try evaluate(arguments[2].expression)
            return .void
        case "swap" where arguments.count == 2:
            // `swap(&first, &second)`: each variable (or property, or item) takes the other's value.
            guard let first = arguments[0].expression.as(InOutExprSyntax.self)?.expression,
                  let second = arguments[1].expression.as(InOutExprSyntax.self)?.expression else {
                throw ScriptError("swap(_:_:) takes two variables written with &, e.g. swap(&a, &b)", at: call)
            }
            let (firstValue, secondValue) = (try evaluate(first), try evaluate(second))
            try store(secondValue, into: first, at: first)
            try store(firstValue, into: second, at: second)
            return .void
        case "print", "debugPrint", "NSLog":
            var separator = " ", terminator = "\n"
            var parts: [String] = []
            for argument in arguments {
                let value = try evaluate(argument.expression)
                switch argument.label?.text {
                case "separator"?: if case .string(let text) = value { separator = text }
                case "terminator"?: if case .string(let text) = value, name != "NSLog" { terminator = text }
                default: parts.append(printed(value, of: argument.expression))
                }
            }
            var output = parts.joined(separator: separator) + terminator
            if session.printedLineIsOpen {
                if let open = printed.popLast() { output = open + output } else { printingContinuesLine = true }
            }
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            session.printedLineIsOpen = lines.last?.isEmpty == false
            if !session.printedLineIsOpen { lines.removeLast() }
            printed += lines
            return .void
        case "type" where arguments.count == 1 && arguments[0].label?.text == "of":
            // `type(of: cell)`: the value's dynamic type, as `Card.self` names it.
            let value = current(try evaluate(arguments[0].expression))
            let name: String
            switch value {
            case .record(let record): name = record.typeName
            case .element(let id): name = session.program.instances[id]?.typeName ?? session.className(of: id)
            case .int: name = "Int"
            case .number: name = "Double"
            case .typeReference(let type): name = type + ".Type"
            default: name = value.staticTypeName
            }
            return .typeReference(name)
        case "min", "max", "abs":
            // With a CGFloat context the catalog's CGFloat versions run, and literals become CGFloats.
            if expected == .number { return nil }
            var values: [ScriptValue] = []
            for argument in arguments {
                // `max(Priority.low, .medium)`: a leading dot takes the type of the value before it.
                let leadingDot = Self.isImplicitMemberChain(argument.expression)
                values.append(try evaluate(argument.expression, expecting: leadingDot ? values.first?.valueType : nil))
            }
            if name != "abs", values.count >= 2, !values.contains(where: {
                switch $0 { case .int, .number, .unknown: true; default: false }
            }) {
                // `max(Priority.low, .medium)`, `min("m", "f")`: any Comparable, the app's type by its own `<`.
                var best = values[0]
                for value in values.dropFirst() {
                    let before = try isOrderedBefore(value, best, at: call)
                    if before == (name == "min") { best = value }
                }
                return best
            }
            guard values.contains(where: { if case .int = $0 { return true } else { return false } }) else { return nil }
            if values.contains(where: { if case .number = $0 { return true } else { return false } }) {
                // Literals beside a CGFloat are CGFloats: evaluate again with that context.
                values = []
                for argument in arguments {
                    let value = try evaluate(argument.expression, expecting: Self.isLiteralOnly(argument.expression)
                                                ? .number : nil)
                    if case .int = value { throw mixedNumbers(name, value, .number(0), at: argument) }
                    values.append(value)
                }
                return nil
            }
            // A geometry member of the app's (`max(self.safeAreaInsets.bottom, 16)`) is a CGFloat, so its literals are;
            // so is an app value converted to one or held where one is declared (`min(progress, 1)` for
            // `var progress: CGFloat` set to `CGFloat(viewModel.ratio)`).
            for (argument, value) in zip(arguments, values) {
                guard case .unknown(let path) = value else { continue }
                if Self.namesGeometry(path) || ["CGFloat(", "Double(", "Float("].contains(where: path.hasPrefix)
                    || declaredType(of: .operand(argument.expression)) == .number {
                    return nil
                }
            }
            // An app value beside Ints is one too (`min(10, model.keywords.count)`), as Swift's types say.
            values = values.map { value in
                guard case .unknown(let path) = value else { return value }
                return standIn(forUnknown: path, as: .integer) ?? value
            }
            let ints = values.compactMap { if case .int(let int) = $0 { return int } else { return nil } }
            guard ints.count == values.count, let first = ints.first else { return nil }
            switch name {
            case "min": return .int(ints.min() ?? first)
            case "max": return .int(ints.max() ?? first)
            default:
                guard first != .min else { throw ScriptError("abs(\(first)) does not fit in an Int", at: call) }
                return .int(Swift.abs(first))
            }
        case "stride":
            let labels = arguments.map { $0.label?.text }
            guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else { return nil }
            var bounds: [ScriptValue] = []
            for argument in arguments { bounds.append(try evaluate(argument.expression)) }
            if bounds.contains(where: { if case .number = $0 { true } else { false } }) {
                // `stride(from: 0, to: width, by: 20)` of CGFloats: literals take the floating type.
                bounds = []
                for argument in arguments { bounds.append(try evaluate(argument.expression, expecting: .number)) }
                return try floatingStride(bounds, through: labels[1] == "through", at: call)
            }
            guard case .int(let from) = bounds[0], case .int(let to) = bounds[1], case .int(let step) = bounds[2] else {
                throw ScriptError("stride(from:to:by:) takes numbers of one type", at: call)
            }
            guard step != 0 else { throw ScriptError("stride with a step of 0 never ends", at: call) }
            var values: [ScriptValue] = []
            var current = from
            let through = labels[1] == "through"
            while step > 0 ? (through ? current <= to : current < to) : (through ? current >= to : current > to) {
                try countIteration(at: call)
                values.append(.int(current))
                let (next, overflow) = current.addingReportingOverflow(step)
                if overflow { break }
                current = next
            }
            return .array(values)
        case "arc4random_uniform" where arguments.count == 1, "arc4random" where arguments.isEmpty:
            // Darwin's random numbers: 1 (0 where the bound allows only that), as an app number compared is, so that
            // every run draws the same layout, and a random count of items shows one; said once.
            var bound = Int.max
            if let argument = arguments.first, case .int(let given) = try evaluate(argument.expression, expecting: .integer) {
                bound = given
            }
            let value = bound > 1 ? 1 : 0
            session.noteRandomNumber("\(name)(\(arguments.isEmpty ? "" : "…")) = \(value)")
            return .int(value)
        case "String" where arguments.isEmpty && call.trailingClosure == nil:
            return .string("")
        case "Bool" where arguments.isEmpty && call.trailingClosure == nil:
            return .bool(false)
        case "Optional":
            guard arguments.count == 1 else { return nil }
            return try evaluate(arguments[0].expression, expecting: expected)
        case "zip":
            guard arguments.count == 2 else { return nil }
            var sides: [[ScriptValue]] = []
            let values = try arguments.map { argument throws(ScriptError) in try evaluate(argument.expression) }
            for (argument, sequence) in zip(arguments, values) {
                if case .range(let lower, Int.max, _) = sequence, let other = values.first(where: { $0 != sequence }),
                   case .array(let items) = other {
                    // `zip(names, 1...)`: the open range counts only as far as the other side goes.
                    let (end, overflow) = lower.addingReportingOverflow(items.count)
                    sides.append(overflow ? [] : (lower..<end).map(ScriptValue.int))
                } else if case .unknown(let path) = sequence {
                    // An app's collection (`zip(imageNodes, status.attachments)`): one item, as a loop over it sees.
                    session.noteStandIn("one item", for: path)
                    sides.append([.unknown("\(path)[0]")])
                } else {
                    sides.append(try loopItems(sequence, at: argument.expression))
                }
            }
            return .array(zip(sides[0], sides[1]).map { .array([$0, $1]) })
        case "Character" where arguments.count == 1 && arguments[0].label == nil:
            // `Character("a")`, `Character(name.uppercased())`: a text of one character (Swift stops on any other).
            guard case .string(let text) = try evaluate(arguments[0].expression, expecting: .string) else { return nil }
            guard text.count == 1 else {
                throw ScriptError("Character(…) of \"\(text.prefix(20))\", which is \(text.count) characters, not one "
                    + "(Swift stops the app here)", at: arguments[0])
            }
            return .string(text)
        case "Set" where arguments.count == 1 && arguments[0].label == nil,
             "Array" where arguments.count == 1 && arguments[0].label == nil:
            // `Set(tags)`, `Array(ids)`, `Set<Int>([1, 2])`: the sequence's items; a set keeps each once (in the
            // order first met, where Swift's order is unspecified).
            let items = try loopItems(try evaluate(arguments[0].expression), at: arguments[0].expression)
            guard name == "Set" else { return .array(items) }
            var unique: [ScriptValue] = []
            for item in items {
                try Self.checkComparisonSize(item, item, at: arguments[0].expression)
                if !unique.contains(item) { unique.append(item) }
            }
            return .array(unique)
        case "NSLocalizedString":
            guard let key = arguments.first else { return nil }
            return try untranslated(key, fallback: arguments.first { $0.label?.text == "value" })
        case "String" where arguments.map({ $0.label?.text }) == ["repeating", "count"]:
            guard case .string(let piece) = try evaluate(arguments[0].expression, expecting: .string) else { return nil }
            var counted = try evaluate(arguments[1].expression, expecting: .integer)
            // `count: Int(product.rating)` of the app's value: its stand-in number.
            if case .unknown(let path) = counted { counted = standIn(forUnknown: path, as: .integer) ?? counted }
            guard case .int(let count) = counted else { return nil }
            guard count >= 0 else {
                throw ScriptError("String(repeating:count:) with a negative count, \(count) (Swift stops the app here)",
                                  at: arguments[1].expression)
            }
            // An empty piece makes an empty string at once (the standard library would count to `count` first).
            if piece.isEmpty { return .string("") }
            // The length is checked before the string is made, so a huge count ends in an error, not in memory.
            let (bytes, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
            guard !overflow, bytes <= Self.maximumStringLength else {
                throw ScriptError("the string would grow past \(Self.maximumStringLength) bytes; layoutrepl stops there",
                                  at: call)
            }
            return .string(String(repeating: piece, count: count))
        case "NSString" where arguments.count == 1 && arguments[0].label?.text == "string":
            // Foundation's `NSString(string: text)`: the text, whose NSString members strings have here.
            guard case .string(let text) = try evaluate(arguments[0].expression, expecting: .string) else {
                throw ScriptError("NSString(string:) takes a String", at: arguments[0])
            }
            return .string(text)
        case "NSString" where arguments.first?.label?.text == "format":
            return try formatString(call)
        case "String" where arguments.first?.label?.text == "localized":
            return try untranslated(arguments[0], fallback: arguments.first { $0.label?.text == "defaultValue" })
        case "String" where arguments.first?.label?.text == "data" || arguments.first?.label?.text == "decoding":
            // `String(data: data, encoding: .utf8)`, `String(decoding: data, as: UTF8.self)`: the text it was made from.
            guard case .object("Data", let fields) = try evaluate(arguments[0].expression),
                  case .string(let text)? = fields["text"] else { return .null }
            return .string(text)
        case "String":
            if arguments.first?.label?.text == "format" { return try formatString(call) }
            if arguments.count >= 2, arguments[0].label == nil, arguments[1].label?.text == "radix" {
                // `String(255, radix: 16)` is "ff"; `uppercase: true` gives "FF".
                guard case .int(let value) = try evaluate(arguments[0].expression, expecting: .integer),
                      case .int(let radix) = try evaluate(arguments[1].expression, expecting: .integer) else {
                    throw ScriptError("String(_:radix:) takes an Int and a radix", at: call)
                }
                guard (2...36).contains(radix) else {
                    throw ScriptError("a radix must be from 2 to 36, got \(radix) (Swift stops the app here)", at: call)
                }
                var uppercase = false
                if arguments.count == 3, arguments[2].label?.text == "uppercase",
                   case .bool(let flag) = try evaluate(arguments[2].expression, expecting: .bool) { uppercase = flag }
                return .string(String(value, radix: radix, uppercase: uppercase))
            }
            guard arguments.count == 1 else { return nil }
            let value = try evaluate(arguments[0].expression)
            // `String(characters[0..<4])`: a sequence of Characters (one-character strings here) joined.
            if arguments[0].label == nil, case .array(let items) = value, !items.isEmpty,
               items.allSatisfy({ if case .string(let item) = $0 { item.count == 1 } else { false } }) {
                return .string(items.map(interpolated).joined())
            }
            return .string(interpolated(value))
        case "Dictionary" where arguments.first?.label?.text == "grouping":
            // `Dictionary(grouping: variants, by: \.colorHex)`: the items by key, keys in the order first met.
            let items = try loopItems(try evaluate(arguments[0].expression), at: arguments[0])
            let key = try callee(of: call, at: call)
            var groups: [(key: ScriptValue, items: [ScriptValue])] = []
            for item in items {
                try countIteration(at: call)
                let itemKey = try invoke(key, [item], at: call)
                if let index = groups.firstIndex(where: { Self.sameKey($0.key, itemKey) }) {
                    groups[index].items.append(item)
                } else {
                    groups.append((itemKey, [item]))
                }
            }
            return .array(groups.map { .array([$0.key, .array($0.items)]) })
        case "Dictionary" where arguments.count == 2 && arguments[1].label?.text == "uniquingKeysWith":
            // `Dictionary(pairs, uniquingKeysWith: max)`: a key given again keeps what the closure makes of both.
            let pairs = try loopItems(try evaluate(arguments[0].expression), at: arguments[0])
            return try merging([], with: pairs, combine: try callee(of: call, at: call), at: call)
        case "Dictionary" where arguments.count == 1 && arguments.first?.label?.text == "uniqueKeysWithValues":
            // `Dictionary(uniqueKeysWithValues: zip(keys, values))`: the pairs, held as a dictionary is; a key given
            // twice stops the app in Swift.
            let pairs = try loopItems(try evaluate(arguments[0].expression), at: arguments[0])
            var entries: [ScriptValue] = []
            for pair in pairs {
                try countIteration(at: call)
                guard let parts = pair.tupleParts, parts.count == 2 else {
                    throw ScriptError("Dictionary(uniqueKeysWithValues:) takes (key, value) pairs", at: arguments[0])
                }
                if entries.contains(where: { Self.sameKey($0.tupleParts?.first ?? .void, parts[0]) }) {
                    throw ScriptError("Dictionary(uniqueKeysWithValues:) was given the key \(describe(parts[0])) twice "
                        + "(Swift stops the app here)", at: arguments[0])
                }
                // `[("a", 2)]` written as tuples: each entry held as a dictionary literal's is.
                entries.append(.array(parts))
            }
            return .array(entries)
        case "Array" where arguments.map({ $0.label?.text }) == ["repeating", "count"]:
            let element = try evaluate(arguments[0].expression)
            guard case .int(let count) = try evaluate(arguments[1].expression, expecting: .integer) else { return nil }
            guard count >= 0 else {
                throw ScriptError("Array(repeating:count:) with a negative count, \(count) (Swift stops the app here)",
                                  at: arguments[1].expression)
            }
            guard count <= Self.maximumElements else {
                throw ScriptError("the array would grow past \(Self.maximumElements) items", at: call)
            }
            return .array(Array(repeating: element, count: count))
        case "Array":
            guard arguments.count == 1 else { return nil }
            let value = try evaluate(arguments[0].expression)
            return .array(try loopItems(value, at: arguments[0]))
        default:
            return nil
        }
    }

    /// `if` used as a value (`let width: CGFloat = if compact { 40 } else { 60 }`): each branch ends in its value.
    mutating func evaluateIfExpression(_ ifExpression: IfExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let value = try withScope { evaluator throws(ScriptError) -> ScriptValue? in
            guard try evaluator.evaluateConditions(ifExpression.conditions) else { return nil }
            return try evaluator.branchValue(ifExpression.body.statements, expecting: expected, at: ifExpression)
        }
        if let value { return value }
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf)?: return try evaluateIfExpression(elseIf, expecting: expected)
        case .codeBlock(let block)?: return try branchValue(block.statements, expecting: expected, at: block)
        case nil: throw ScriptError("an 'if' used as a value needs an 'else'", at: ifExpression)
        }
    }

    /// `switch` used as a value (Swift 5.9: `let inset: CGFloat = switch style { case .compact: 4 … }`): the value of
    /// the matching case's one expression. A switch over an app value takes its first case, as a statement does.
    mutating func evaluateSwitchExpression(_ switchExpression: SwitchExprSyntax, expecting expected: ValueType?)
        throws(ScriptError) -> ScriptValue
    {
        let subject = try evaluate(switchExpression.subject)
        for (index, item) in switchExpression.cases.enumerated() {
            guard case .switchCase(let switchCase) = item else {
                throw ScriptError("#if inside a switch is not supported", at: item)
            }
            let value = try withScope { evaluator throws(ScriptError) -> ScriptValue? in
                if case .unknown(let path) = subject {
                    guard index == 0 else { return nil }
                    evaluator.noteFirstCase(switchCase, standingInFor: path)
                } else {
                    guard try evaluator.caseMatches(switchCase.label, subject) else { return nil }
                }
                return try evaluator.branchValue(switchCase.statements, expecting: expected, at: switchCase)
            }
            if let value { return value }
        }
        throw ScriptError("no case of this switch matches \(describe(subject))", at: switchExpression)
    }

    /// Whether an `if` or `switch` gives a value as Swift 5.9 reads one (each branch one expression), rather than
    /// running statements that `return`.
    static func isValueShaped(_ expression: ExprSyntax) -> Bool {
        func single(_ statements: CodeBlockItemListSyntax) -> Bool {
            guard statements.count == 1, let only = statements.first.flatMap(Self.expression(of:)) else { return false }
            return !only.is(IfExprSyntax.self) && !only.is(SwitchExprSyntax.self) || isValueShaped(only)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard single(ifExpression.body.statements) else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let elseIf)?: return isValueShaped(ExprSyntax(elseIf))
            case .codeBlock(let block)?: return single(block.statements)
            case nil: return false
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.allSatisfy { item in
                guard case .switchCase(let switchCase) = item else { return false }
                return single(switchCase.statements)
            }
        }
        return false
    }

    /// The expression an item is, written as an expression or (an `if` or `switch`) as a statement.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }

    private mutating func branchValue(_ statements: CodeBlockItemListSyntax, expecting expected: ValueType?,
                                      at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue {
        guard statements.count == 1, let expression = statements.first.flatMap(Self.expression(of:)) else {
            throw ScriptError("each branch of an 'if' or 'switch' used as a value must be one expression", at: node)
        }
        return try evaluate(expression, expecting: expected)
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

/// The calls that pass a name unchanged as an argument, with the argument's position (`makeDot($0)`: `$0` at 0);
/// inner closures are left out, as their `$0` is their own.
private final class CallsPassing: SyntaxVisitor {
    let name: String
    var calls: [(FunctionCallExprSyntax, Int)] = []

    init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        for (position, argument) in node.arguments.enumerated()
        where argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
            calls.append((node, position))
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// One placeholder of a `String(format:)` format: `%-08.2f` is flags `-0`, width 8, precision 2, conversion `f`.
private struct Placeholder {
    /// A wider placeholder would make a string as large as its width; Swift's apps never ask for that much.
    static let largestWidth = 500

    var flags = ""
    var width: Int?
    var precision: Int?
    var conversion: Character = "@"

    var readsInteger: Bool { "diuxXoc".contains(conversion) }
    var readsNumber: Bool { "fFeEgGaA".contains(conversion) }

    /// The value as this placeholder writes it: numbers by Foundation's own formatting (so padding, signs and
    /// rounding are printf's), anything for %@ and %s as Swift prints it; nil where the value does not fit the
    /// conversion.
    func formatted(_ value: ScriptValue, describedAs text: String) -> String? {
        let written = "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "")
        switch (conversion, value) {
        case ("c", .int(let code)):
            guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else { return nil }
            return padded(String(Character(scalar)))
        case (_, .int(let integer)) where readsInteger:
            return String(format: written + "l" + String(conversion), integer)
        case (_, .number(let number)) where readsNumber:
            return String(format: written + String(conversion), number)
        case (_, .int(let integer)) where readsNumber:
            return String(format: written + String(conversion), Double(integer))
        case ("@", _), ("s", _):
            // Foundation writes an object's description whole, whatever width or precision is given.
            return text
        default:
            return nil
        }
    }

    private func padded(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, (width ?? 0) - text.count))
        return flags.contains("-") ? text + padding : padding + text
    }
}

extension Evaluator {
    /// A localized string without the app's string tables: the value given for an untranslated key
    /// (`NSLocalizedString(key, value: "Bio", comment: "")`, `String(localized:defaultValue:)`), or the key itself
    /// when there is none or it is empty, as `-[NSBundle localizedStringForKey:value:table:]` does.
    mutating func untranslated(_ key: LabeledExprSyntax, fallback: LabeledExprSyntax?) throws(ScriptError)
        -> ScriptValue
    {
        if let fallback, case .string(let value) = try evaluate(fallback.expression, expecting: .string),
           !value.isEmpty {
            return .string(value)
        }
        return .string(interpolated(try evaluate(key.expression, expecting: .string)))
    }
}

extension Evaluator {
    /// `text.index(i, offsetBy: n)`: the index `n` Characters after (or before) `i`. A String's indexes are offsets
    /// in UTF-16 code units here (as `NSRange` and `NSString` count), each at a Character's start; one that is not,
    /// or a move past either end, is where Swift stops the app.
    static func stringIndex(_ index: Int, offsetBy distance: Int, in text: String, at node: some SyntaxProtocol)
        throws(ScriptError) -> Int
    {
        let starts = characterStarts(of: text)
        guard let position = starts.firstIndex(of: index) else {
            throw ScriptError("\(index) is not an index of the string \"\(text.prefix(40))\" (Swift stops the app here)",
                              at: node)
        }
        let (moved, overflow) = position.addingReportingOverflow(distance)
        guard !overflow, starts.indices.contains(moved) else {
            throw ScriptError("a String index moved past the string's end (Swift stops the app here)", at: node)
        }
        return starts[moved]
    }

    /// The UTF-16 offset of each Character's start, and the end's.
    static func characterStarts(of text: String) -> [Int] {
        var starts: [Int] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.utf16.count
        }
        starts.append(offset)
        return starts
    }

    static func utf16Index(_ offset: Int, in text: String) -> String.Index {
        text.utf16.index(text.utf16.startIndex, offsetBy: offset)
    }

    /// A String's index methods, in UTF-16 offsets (see ``stringIndex(_:offsetBy:in:at:)``): `index(_:offsetBy:)`,
    /// `index(_:offsetBy:limitedBy:)` (nil past the limit), `index(after:)`, `index(before:)`,
    /// `distance(from:to:)`, `firstIndex(of:)` and `lastIndex(of:)`. Nil for other methods.
    mutating func stringIndexMethod(_ method: String, on text: String, _ call: FunctionCallExprSyntax,
                                    at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue?
    {
        let labels = call.arguments.map { $0.label?.text }
        func int(_ position: Int) throws(ScriptError) -> Int {
            let argument = Array(call.arguments)[position].expression
            guard case .int(let value) = try evaluate(argument, expecting: .integer) else {
                throw ScriptError("expects a String.Index or an Int here", at: argument)
            }
            return value
        }
        switch (method, labels) {
        case ("index", [nil, "offsetBy"]):
            return .int(try Self.stringIndex(try int(0), offsetBy: try int(1), in: text, at: node))
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let (start, distance, limit) = (try int(0), try int(1), try int(2))
            let starts = Self.characterStarts(of: text)
            guard let from = starts.firstIndex(of: start), let to = starts.firstIndex(of: limit) else {
                return .int(try Self.stringIndex(start, offsetBy: distance, in: text, at: node))
            }
            // Nil when the limit lies between the index and where it would move.
            if distance >= 0 ? (to >= from && from + distance > to) : (to <= from && from + distance < to) {
                return .null
            }
            return .int(try Self.stringIndex(start, offsetBy: distance, in: text, at: node))
        case ("index", ["after"]): return .int(try Self.stringIndex(try int(0), offsetBy: 1, in: text, at: node))
        case ("index", ["before"]): return .int(try Self.stringIndex(try int(0), offsetBy: -1, in: text, at: node))
        case ("distance", ["from", "to"]):
            let starts = Self.characterStarts(of: text)
            let (from, to) = (try int(0), try int(1))
            guard let a = starts.firstIndex(of: from), let b = starts.firstIndex(of: to) else {
                throw ScriptError("\(starts.contains(from) ? to : from) is not an index of the string (Swift stops the app "
                    + "here)", at: node)
            }
            return .int(b - a)
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard case .string(let wanted) = try evaluate(Array(call.arguments)[0].expression, expecting: .string),
                  wanted.count == 1 else { return nil }
            let starts = Self.characterStarts(of: text)
            let positions = text.enumerated().filter { String($0.element) == wanted }.map { starts[$0.offset] }
            return (method == "firstIndex" ? positions.first : positions.last).map(ScriptValue.int) ?? .null
        default:
            return nil
        }
    }
}

extension Evaluator {
    /// A dictionary's pairs with `other`'s added: a key already there keeps `combine(old, new)`, as
    /// `merging(_:uniquingKeysWith:)` and `Dictionary(_:uniquingKeysWith:)` do.
    mutating func merging(_ pairs: [ScriptValue], with other: [ScriptValue], combine: Callee,
                          at node: some SyntaxProtocol) throws(ScriptError) -> ScriptValue
    {
        var merged = pairs
        for pair in other {
            try countIteration(at: node)
            guard let parts = pair.tupleParts, parts.count == 2 else {
                throw ScriptError("a dictionary is merged with (key, value) pairs", at: node)
            }
            let existing = merged.firstIndex { entry in
                entry.tupleParts.map { $0.count == 2 && Self.sameKey($0[0], parts[0]) } ?? false
            }
            if let existing, let old = merged[existing].tupleParts?[1] {
                merged[existing] = .array([parts[0], try invoke(combine, [old, parts[1]], at: node)])
            } else {
                merged.append(.array([parts[0], parts[1]]))
            }
        }
        return .array(merged)
    }

    /// A Character's properties (`$0.isNumber` in `filter`), read on a one-character String as layoutrepl holds a
    /// Character; nil for other names or longer strings.
    static func characterProperty(_ name: String, of text: String) -> ScriptValue? {
        guard text.count == 1, let character = text.first else { return nil }
        switch name {
        case "isNumber": return .bool(character.isNumber)
        case "isLetter": return .bool(character.isLetter)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isASCII": return .bool(character.isASCII)
        case "wholeNumberValue": return character.wholeNumberValue.map(ScriptValue.int) ?? .null
        case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .null
        default: return nil
        }
    }
}
